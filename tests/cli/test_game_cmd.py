"""`illumineer simulate`, `play` and `replay`, driven through `main()` as a user would."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from illumineer.agents import make_agent
from illumineer.cards.catalogue import Catalogue
from illumineer.cards.decks import example_deck_path
from illumineer.cli import play_cmd
from illumineer.cli.main import main
from illumineer.cli.words import known_cards
from illumineer.engine.game import Game
from illumineer.engine.log import GameLog, replay
from illumineer.engine.view import PUBLIC, public_view, view, visible_ids
from illumineer.engine.vocabulary import Zone
from illumineer.judge.messages import Language


@pytest.mark.usefixtures("card_file")
def test_simulate_prints_summary_and_writes_logs_that_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    logs = tmp_path / "logs"
    argv = ["simulate", "--games", "3", "--seed", "7", "--log-dir", str(logs), "--quiet"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "3 games (seeds 7-9)" in out
    # The defaults: two Core examples of different ink pairs.
    assert "player 1  core-amber-amethyst" in out and "player 2  core-sapphire-steel" in out
    assert "unfinished (stopped at 5000 actions): 0" in out
    assert "actions per game" in out and "games/s" in out
    wins = sum(int(line.split()[4]) for line in out.splitlines() if " wins " in line)
    assert wins == 3
    files = sorted(p.name for p in logs.iterdir())
    assert files == ["game-7.json", "game-8.json", "game-9.json"]
    assert json.loads((logs / "game-8.json").read_text())["seed"] == 8

    assert main(["replay", str(logs / "game-8.json"), "--check"]) == 0
    out = capsys.readouterr().out
    assert "winner: player" in out and "state: " in out
    assert "second replay matches; undo to the start matches a new game" in out


@pytest.mark.usefixtures("card_file")
def test_simulate_with_agents_and_a_deck_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = tmp_path / "mine.txt"
    deck.write_text(example_deck_path("ruby-sapphire").read_text(encoding="utf-8"))
    argv = [
        "simulate",
        "--games",
        "4",
        "--agents",
        "greedy",
        "random",
        "--decks",
        str(deck),
        "amber-steel",
    ]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "player 1  mine         greedy      4 wins  100.0%" in out


@pytest.mark.usefixtures("card_file")
def test_simulate_counts_games_stopped_at_the_cap(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "2", "--max-actions", "20", "--quiet"]) == 0
    assert "unfinished (stopped at 20 actions): 2" in capsys.readouterr().out


@pytest.mark.usefixtures("card_file")
def test_the_format_given_overrides_the_one_a_deck_declares(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The vanilla examples declare Infinity, so the default (Core) does not apply to them...
    vanilla = ["--decks", "amber-steel", "ruby-sapphire"]
    assert main(["simulate", "--games", "1", "--quiet", *vanilla]) == 0
    capsys.readouterr()
    # ...but --format does, with one line naming the cards per deck.
    assert main(["simulate", "--games", "1", "--quiet", "--format", "core", *vanilla]) == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith("error: 14 cards are not legal in Core: Stitch")
    assert main(["play", "--format", "core", "--deck", "amber-steel"]) == 1
    assert "not legal in Core" in capsys.readouterr().err
    # The default decks are Core decks, so --format core changes nothing for them.
    assert main(["simulate", "--games", "1", "--quiet", "--format", "core"]) == 0
    assert main(["simulate", "--games", "1", "--quiet", "--format", "infinity"]) == 0
    capsys.readouterr()
    # A list that declares nothing is checked in Core.
    undeclared = tmp_path / "undeclared.txt"
    text = example_deck_path("ruby-sapphire").read_text(encoding="utf-8")
    undeclared.write_text(text.replace("# format: infinity\n", ""), encoding="utf-8")
    assert main(["simulate", "--games", "1", "--decks", str(undeclared), "amber-steel"]) == 1
    assert "11 cards are not legal in Core" in capsys.readouterr().err
    argv = ["simulate", "--games", "1", "--quiet", "--decks", str(undeclared), "amber-steel",
            "--format", "infinity"]  # fmt: skip
    assert main(argv) == 0


def test_bad_deck_name_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "1", "--decks", "amber-stee", "ruby-sapphire"]) == 1
    err = capsys.readouterr().err
    assert "error: no deck 'amber-stee'" in err
    assert all(name in err for name in ("amber-steel", "ruby-sapphire", "core-amber-amethyst"))
    assert main(["play", "--deck", "nope"]) == 1
    assert "error: no deck 'nope'" in capsys.readouterr().err


def test_unknown_agent_and_bad_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "1", "--agents", "random", "clever"]) == 1
    assert "unknown agent 'clever'" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "missing.json")]) == 1
    assert "error: cannot read" in capsys.readouterr().err
    (tmp_path / "bad.json").write_text("{}")
    assert main(["replay", str(tmp_path / "bad.json")]) == 1
    assert "game log format" in capsys.readouterr().err


# ---------------------------------------------------------------------- play


class Recorder(play_cmd.Session):
    """The real session, remembered so a test can look at the game afterwards."""

    last: play_cmd.Session | None = None

    def run(self) -> int:
        Recorder.last = self
        return super().run()


def _feed(monkeypatch: pytest.MonkeyPatch, lines: list[str]) -> list[str]:
    """Answer `input()` with `lines`, then end of input; return the prompts asked."""
    answers: Iterator[str] = iter(lines)
    prompts: list[str] = []

    def fake_input(prompt: str = "") -> str:
        prompts.append(prompt)
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", fake_input)
    monkeypatch.setattr(play_cmd, "Session", Recorder)
    return prompts


def _hidden_names(game: Game, seat: int) -> set[str]:
    """Names of the opponent's cards `seat` may not know and has never seen anywhere."""
    seen = visible_ids(game, seat)
    known_names = {game.card(i).definition.full_name for i in seen}
    opponent = game.players[1 - seat]
    hidden = {c.definition.full_name for c in opponent.hand + opponent.deck if c.id not in seen}
    return hidden - known_names


@pytest.mark.usefixtures("card_file")
def test_play_scripted_session_shows_only_the_seat_view(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    script = [
        "undo",  # nothing to undo yet
        "keep",  # text form
        "frobnicate c1",  # not an action
        "99",  # no such number
        "quest c0",  # a real verb, but not allowed now
        "2",  # ink a card
        "undo",
        "view",
        "help",
        "2",
        "1",  # pass: the bot takes its turn
        "2",
        "1",
        "quit",
    ]
    prompts = _feed(monkeypatch, script)
    assert main(["play", "--seed", "4", "--seat", "2", "--bot", "greedy", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert len(prompts) == len(script)
    assert "You are player 2" in out
    assert "nothing to undo" in out
    assert "not understood: unknown verb 'frobnicate'" in out
    assert "no action 99: choose 1-" in out
    assert "not allowed now: " in out
    assert "undid 1 action(s)" in out
    assert "Type the number of an action" in out
    assert "keep (done altering your hand" in out
    assert "  you: inked c" in out and "  opponent: " in out
    assert out.rstrip().endswith("bye")

    session = Recorder.last
    assert session is not None
    hidden = _hidden_names(session.game, session.seat)
    assert hidden, "the opponent should still hold cards this seat has not seen"
    leaked = sorted(name for name in hidden if name in out)
    assert not leaked, f"hidden opponent cards printed: {leaked}"


@pytest.mark.usefixtures("card_file")
def test_play_to_the_end_and_end_of_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Always the first action: mulligan everything, keep, then pass every turn; the bot wins.
    _feed(monkeypatch, ["1"] * 300)
    assert main(["play", "--seed", "2", "--bot", "greedy", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "You lose: lore " in out
    assert "Game over" in out
    session = Recorder.last
    assert session is not None and session.game.winner == 1
    leaked = sorted(n for n in _hidden_names(session.game, 0) if n in out)
    assert not leaked

    _feed(monkeypatch, ["keep"])
    argv = ["play", "--seed", "2", "--bot", "random", "--deck", "ruby-sapphire", "--lang", "en"]
    assert main(argv) == 0
    assert capsys.readouterr().out.rstrip().endswith("bye")


@pytest.mark.usefixtures("card_file")
def test_play_in_table_mode_records_deeds_and_rule_breaks_in_the_log_and_resumes(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    log = tmp_path / "table.json"
    script = [
        "keep",
        "help",
        "draw p1 2",  # two cards no rule lets player 1 draw
        "put c3 play",  # into play by hand: physically refused, nothing recorded
        "quit",
    ]
    _feed(monkeypatch, script)
    assert main(["play", "--table", "--log", str(log), "--seed", "3", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Table mode" in out and "draw p1 2" in out and "forget-draw p2" in out
    assert "recorded incident 1: p1 drew 2 cards that no rule lets them draw" in out
    assert "cannot be done: " in out
    saved = json.loads(log.read_text(encoding="utf-8"))
    assert saved["mode"] == "table" and saved["actions"][-1] == "draw p1 2"
    session = Recorder.last
    assert session is not None and len(session.game.incidents) == 1

    # Going on in the log resumed extends it; any other existing file is never overwritten.
    other = tmp_path / "other.json"
    other.write_text("{}", encoding="utf-8")
    assert main(["play", "--resume", str(log), "--log", str(other)]) == 1
    assert "never overwritten" in capsys.readouterr().err and other.read_text() == "{}"
    _feed(monkeypatch, ["undo", "quit"])
    assert main(["play", "--resume", str(log), "--log", str(log), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Table mode" in out and "nothing to undo" in out
    resumed = Recorder.last
    assert resumed is not None
    assert resumed.game.state_hash() == session.game.state_hash()

    strict = tmp_path / "strict.json"
    _feed(monkeypatch, ["keep", "quit"])
    assert main(["play", "--log", str(strict), "--seed", "3"]) == 0
    capsys.readouterr()
    assert main(["play", "--resume", str(strict), "--table"]) == 1
    assert "played in strict mode" in capsys.readouterr().err


@pytest.mark.usefixtures("card_file")
def test_play_in_table_mode_speaks_japanese(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _feed(monkeypatch, ["keep", "help", "draw p1 1", "quit"])
    assert main(["play", "--table", "--seed", "3", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "テーブル・モード" in out and "p1 がルール上引けないカードを2枚引く" in out
    assert "インシデント1を記録：p1が、ルール上引けないカードを1枚引いた（ルール 1.12.1）" in out


# ---------------------------------------------------------------------- play: what a newcomer reads


def _position(catalogue: Catalogue) -> tuple[Game, dict[str, int]]:
    """Turn 3, player 1 to act with three ink: Maximus - Relentless Pursuer in hand (HORSE
    KICK: "chosen character gets -2 ¤ this turn"), a dry character ready to quest, and an
    opposing character; a card of each ink in the inkwell; a card in each discard pile."""
    game = Game.position()
    mickey = catalogue.get("Mickey Mouse - True Friend")
    ids = {}
    for owner in (0, 1):
        for _ in range(5):
            game.place(mickey, owner, Zone.DECK)
        game.place(catalogue.get("Fire the Cannons!"), owner, Zone.DISCARD)
    for name in ("Mulan - Imperial Soldier", "Smash", "Goofy - Musketeer"):
        ids[name] = game.place(catalogue.get(name), 0, Zone.INKWELL).id
    ids["maximus"] = game.place(catalogue.get("Maximus - Relentless Pursuer"), 0, Zone.HAND).id
    ids["quester"] = game.place(mickey, 0, Zone.PLAY).id
    ids["theirs"] = game.place(catalogue.get("Goofy - Musketeer"), 1, Zone.PLAY).id
    ids["their hand"] = game.place(catalogue.get("Stitch - Rock Star"), 1, Zone.HAND).id
    return game, ids


def _session(game: Game, catalogue: Catalogue, lines: list[str], language: Language
             ) -> play_cmd.Session:  # fmt: skip
    answers = iter(lines)

    def fake_input(prompt: str = "") -> str:
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    session = play_cmd.Session(game, 0, bot_name="greedy", bot=make_agent("greedy", 1),
                               language=language, cards=catalogue.get)  # fmt: skip
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("builtins.input", fake_input)
        assert session.run() == 0
    return session


def test_a_trigger_and_its_choice_show_what_the_card_says(
    catalogue: Catalogue, capsys: pytest.CaptureFixture[str]
) -> None:
    game, ids = _position(catalogue)
    _session(game, catalogue, [f"play c{ids['maximus']}", "1", "quit"], Language.EN)
    out = capsys.readouterr().out
    said = "HORSE KICK When you play this character, chosen character gets -2 ¤ this turn."
    # In the bag, waiting: whose, which card, and what it says.
    assert f"  the bag: yours: c{ids['maximus']} Maximus - Relentless Pursuer: HORSE KICK\n" in out
    assert f"             {said}\n" in out
    # The choice it asks, with the same text under the question.
    maximus = f"c{ids['maximus']} Maximus - Relentless Pursuer"
    assert f"  question for {maximus}: HORSE KICK: you to answer (choose)\n    {said}\n" in out


def test_show_a_card_by_its_id_or_by_name_and_every_zone_you_may_see(
    catalogue: Catalogue, capsys: pytest.CaptureFixture[str]
) -> None:
    game, ids = _position(catalogue)
    lines = [f"show c{ids['theirs']}", "show goofy - musketeer",
             "show 《マキシマス – しつこい追跡者》", f"show c{ids['their hand']}",
             "show Goofy Muskteer", "show", "zones", "quit"]
    _session(game, catalogue, lines, Language.EN)
    out = capsys.readouterr().out
    # By id: the card as `cards show` prints it, and how it stands now.
    assert "Goofy - Musketeer  (グーフィー – 銃士)\nCharacter · Amber · cost 5" in out
    assert "the engine plays it in full" in out
    assert f"now: c{ids['theirs']} Goofy - Musketeer  S3 W6 L1, in the opponent's play" in out
    assert "Maximus - Relentless Pursuer  (マキシマス – しつこい追跡者)" in out  # by Japanese name
    # A card hidden from this seat is not shown by its id; a misspelt name offers the nearest.
    assert f"no card c{ids['their hand']} that you may see" in out
    assert "Stitch - Rock Star" not in out
    assert "unknown card 'Goofy Muskteer'; did you mean: Goofy - Musketeer" in out
    assert "show what? Type `show c12`" in out
    # Every zone: the inkwell with its ink colours, each discard pile.
    assert (f"  inkwell: c{ids['Mulan - Imperial Soldier']} Mulan - Imperial Soldier (Ruby, ready)"
            in out)  # fmt: skip
    assert f"c{ids['Smash']} Smash (Steel, ready)" in out
    assert out.count("  discard: c") == 2 and "Fire the Cannons!" in out


def test_the_seats_are_named_where_numbers_are_told(
    catalogue: Catalogue, capsys: pytest.CaptureFixture[str]
) -> None:
    game, ids = _position(catalogue)
    _session(game, catalogue, [f"quest c{ids['quester']}", "quit"], Language.EN)
    out = capsys.readouterr().out
    assert (f"  you: quested with c{ids['quester']} Mickey Mouse - True Friend "
            "(lore now: you 2, the opponent 0)") in out  # fmt: skip
    assert "You (player 1): lore 2" in out and "Opponent (player 2): lore 0, hand 1" in out


def test_play_speaks_japanese_with_the_cards_japanese_text(
    catalogue: Catalogue, capsys: pytest.CaptureFixture[str]
) -> None:
    game, ids = _position(catalogue)
    lines = [f"quest c{ids['quester']}", f"play c{ids['maximus']}", "1", "zones",
             f"show c{ids['maximus']}", "help", "quit"]  # fmt: skip
    _session(game, catalogue, lines, Language.JA)
    out = capsys.readouterr().out
    assert "== ターン3：あなたのターン、あなたの判断 ==" in out
    quested = f"あなた: c{ids['quester']}《ミッキーマウス – いつだって友だち》でクエストした"
    assert f"{quested}（ロアはいま あなた 2、対戦相手 0）" in out
    # The trigger is told with the card's printed Japanese text, its markup made plain.
    said = ("馬に蹴られて このキャラクターをプレイしたとき、"
            "キャラクター１体を選び、このターン、-２¤する。")
    assert f"\n    {said}\n" in out
    mulan = f"c{ids['Mulan - Imperial Soldier']}《ムーラン – 帝国の兵士》"
    assert f"  インクウェル: {mulan}（ルビー、エグザート）" in out  # paid for Maximus
    assert f"いま：c{ids['maximus']}《マキシマス – しつこい追跡者》" in out
    assert "show CARD   カードを表示する" in out and out.rstrip().endswith("終了します")


@pytest.mark.usefixtures("card_file")
def test_play_through_a_pipe_is_plain_lines(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "illumineer.cli.main", "play", "--seed", "4", "--lang", "en"],
        input="keep\nzones\nshow c1\nshow Mickey Mouse - True Friend\n2\n1\nquit\n",
        capture_output=True, text=True, check=False, cwd=tmp_path)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stderr == "" and "\x1b" not in done.stdout  # no colour codes, no progress
    assert "You are player 1" in done.stdout and done.stdout.rstrip().endswith("bye")
    assert "Mickey Mouse - True Friend  (ミッキーマウス – いつだって友だち)" in done.stdout


def test_play_and_simulate_help_give_every_default(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("play", "simulate"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        text = capsys.readouterr().out.split("options:", 1)[1]
        entries = re.split(r"\n  (?=-)", text)[1:]  # one per option
        assert len(entries) >= 8
        for entry in entries:
            if not entry.startswith("-h, --help"):
                assert "(default" in " ".join(entry.split()), f"{command}: {entry}"


# ---------------------------------------------------------------------- replay, read aloud


def _ids_seen(log: Path, catalogue: Catalogue, seat: int) -> set[int]:
    """Every card id the viewer could know at some moment of the game of `log`."""
    game = replay(GameLog.from_json(log.read_text(encoding="utf-8")), catalogue.get)
    actions = list(reversed(game.rewind(len(game.history))))
    seen: set[int] = set()
    for action in [None, *actions]:
        if action is not None:
            game.apply(action)
        shown = public_view(game) if seat == PUBLIC else view(game, seat)
        seen |= set(known_cards(shown))
    return seen


@pytest.fixture(scope="module")
def game_log(tmp_path_factory: pytest.TempPathFactory, card_file: Path) -> Path:
    """A bot game between the decks of The First Chapter's cards with abilities."""
    folder = tmp_path_factory.mktemp("logs")
    argv = ["simulate", "--games", "1", "--seed", "3", "--quiet", "--log-dir", str(folder),
            "--decks", "set1-amber-steel", "set1-ruby-sapphire"]  # fmt: skip
    assert main(argv) == 0
    return folder / "game-3.json"


def test_replay_reads_the_game_aloud_as_the_public_sees_it(
    game_log: Path, catalogue: Catalogue, capsys: pytest.CaptureFixture[str]
) -> None:
    capsys.readouterr()
    assert main(["replay", str(game_log), "--read", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("A game of seed 3, ") and "read as the public" in lines[0]
    assert lines[1] == "== Setup: altering hands =="
    assert "== Turn 1: player 1's turn ==" in lines and "== Turn 2: player 2's turn ==" in lines
    assert any(re.fullmatch(r"  player 2: inked c\d+ .+", line) for line in lines)
    assert any(re.fullmatch(r"  player \d: resolved c\d+ .+: [A-Z].+", line) for line in lines)
    # What an action banished is named after it: by a challenge, and by an effect.
    assert any(re.search(r"challenged .+; banished: c\d+ ", line) for line in lines)
    assert any(re.search(r"for c\d+ Fire the Cannons!; banished: c\d+ ", line) for line in lines)
    quest = next(line for line in lines if "quested with" in line)
    assert re.search(r"\(lore now: player 1 \d+, player 2 \d+\)$", quest)
    assert re.search(r"^Winner: player \d, on turn \d+ \(lore: player 1 \d+, player 2 \d+\)\.$",
                     out, re.MULTILINE)  # fmt: skip
    # Each action once, in order: as many lines as the log has actions.
    actions = len(GameLog.from_json(game_log.read_text(encoding="utf-8")).actions)
    assert sum(1 for line in lines if re.match(r"  player \d: ", line)) == actions
    # No card is named that the public never saw.
    named = {int(i) for i in re.findall(r"\bc(\d+)\b", out)}
    assert named <= _ids_seen(game_log, catalogue, PUBLIC)


def test_replay_reads_a_seat_view_in_japanese_naming_only_what_it_knew(
    game_log: Path, catalogue: Catalogue, capsys: pytest.CaptureFixture[str]
) -> None:
    capsys.readouterr()
    assert main(["replay", str(game_log), "--read", "--seat", "2", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("シード3のゲーム、") and "プレイヤー2から見たとおりに読みます。" in out
    assert "== ターン1：対戦相手のターン ==" in out and "== ターン2：あなたのターン ==" in out
    assert re.search(r"  あなた: c\d+《[^》]+》をデッキの一番下に置いた", out)  # its own mulligan
    assert "  対戦相手: 非公開のカードをデッキの一番下に置いた" in out
    named = {int(i) for i in re.findall(r"\bc(\d+)\b", out)}
    assert named <= _ids_seen(game_log, catalogue, 1)
    assert not named <= _ids_seen(game_log, catalogue, PUBLIC)  # it knew its own hand


def test_replay_reads_a_table_games_incidents(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    catalogue: Catalogue,
) -> None:  # fmt: skip
    log = tmp_path / "table.json"
    _feed(monkeypatch, ["keep", "draw p1 2", "quit"])
    assert main(["play", "--table", "--log", str(log), "--seed", "3", "--lang", "en"]) == 0
    capsys.readouterr()
    assert main(["replay", str(log), "--read", "--seat", "1", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "recorded in table mode" in out.splitlines()[0]
    assert "  you: player 1 drew 2 card(s) that no rule lets them draw" in out
    assert "  recorded incident 1: p1 drew 2 cards that no rule lets them draw (rule 1.12.1)" in out
    assert "The game is unfinished (lore: you 0, the opponent 0)." in out


def test_replay_read_through_a_pipe_and_its_bad_options(game_log: Path) -> None:
    command = [sys.executable, "-m", "illumineer.cli.main", "replay", str(game_log)]
    done = subprocess.run([*command, "--read", "--lang", "en"], capture_output=True, text=True,
                          check=False)  # fmt: skip
    assert done.returncode == 0 and done.stderr == "" and "\x1b" not in done.stdout
    assert "== Turn 1: player 1's turn ==" in done.stdout and "state: " in done.stdout
    done = subprocess.run([*command, "--seat", "1"], capture_output=True, text=True, check=False)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == (
        "error: --seat says whose view --read reads the game from: give --read too\n")
