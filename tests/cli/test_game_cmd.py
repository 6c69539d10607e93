"""`illumineer simulate`, `play` and `replay`, driven through `main()` as a user would."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from illumineer.cards.decks import example_deck_path
from illumineer.cli import game_cmd, play_cmd
from illumineer.cli.main import main
from illumineer.engine.game import Game
from illumineer.engine.view import visible_ids


@pytest.mark.usefixtures("card_file")
def test_simulate_prints_summary_and_writes_logs_that_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    logs = tmp_path / "logs"
    argv = ["simulate", "--games", "3", "--seed", "7", "--log-dir", str(logs), "--quiet"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "3 games (seeds 7-9)" in out
    assert "player 1  amber-steel" in out and "player 2  ruby-sapphire" in out
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
    # The examples declare Infinity, so the default (Core) does not apply to them...
    assert main(["simulate", "--games", "1", "--quiet"]) == 0
    capsys.readouterr()
    # ...but --format does, with one line naming the cards per deck.
    assert main(["simulate", "--games", "1", "--quiet", "--format", "core"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith("error: 14 cards are not legal in Core: Stitch")
    assert main(["play", "--format", "core"]) == 1
    assert "not legal in Core" in capsys.readouterr().err
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
    assert "error: no deck 'amber-stee'" in err and "amber-steel, ruby-sapphire" in err
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


def test_progress_bar_draws_only_when_enabled() -> None:
    shown, hidden = io.StringIO(), io.StringIO()
    for stream, enabled in ((shown, True), (hidden, False)):
        bar = game_cmd.Progress(4, stream, enabled=enabled)
        for done in range(1, 5):
            bar.update(done)
        bar.close()
    assert "4/4" in shown.getvalue() and shown.getvalue().endswith("\r")
    assert hidden.getvalue() == ""


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
    assert main(["play", "--seed", "4", "--seat", "2", "--bot", "greedy"]) == 0
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
    assert main(["play", "--seed", "2", "--bot", "greedy"]) == 0
    out = capsys.readouterr().out
    assert "You lose: lore " in out
    assert "Game over" in out
    session = Recorder.last
    assert session is not None and session.game.winner == 1
    leaked = sorted(n for n in _hidden_names(session.game, 0) if n in out)
    assert not leaked

    _feed(monkeypatch, ["keep"])
    assert main(["play", "--seed", "2", "--bot", "random", "--deck", "ruby-sapphire"]) == 0
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
    assert main(["play", "--table", "--log", str(log), "--seed", "3"]) == 0
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
    assert main(["play", "--resume", str(log), "--log", str(log)]) == 0
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
