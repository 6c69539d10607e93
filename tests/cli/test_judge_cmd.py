"""`illumineer judge`, end to end through `main()` with the answers on standard input."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from illumineer.agents import make_agent
from illumineer.cards.catalogue import Catalogue
from illumineer.cli import judge_cmd
from illumineer.cli.main import main
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.game import Game
from illumineer.engine.log import GameLog, replay
from illumineer.engine.vocabulary import Deviation, Mode, Phase, Verb
from illumineer.judge import ledger as ledgers
from illumineer.judge.entries import Entry
from illumineer.judge.fixes import COUNTED, Remedy
from illumineer.judge.messages import Language, catalogue_text
from illumineer.judge.vocabulary import Infraction, Penalty

EVENT = "Set Championship Osaka"


class Desk:
    """A judge's terminal: runs `illumineer judge ...` with answers fed line by line."""

    def __init__(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                 capsys: pytest.CaptureFixture[str]) -> None:  # fmt: skip
        self.url = f"sqlite:///{tmp_path / 'ledger.sqlite3'}"
        self.monkeypatch = monkeypatch
        self.capsys = capsys

    def run(self, *argv: str, answers: str = "") -> tuple[int, str, str]:
        self.monkeypatch.setattr("sys.stdin", io.StringIO(answers))
        code = main(["judge", *argv, "--ledger", self.url])
        out, err = self.capsys.readouterr()
        return code, out, err

    def call(self, answers: list[str], *options: str) -> tuple[int, str, str]:
        return self.run("ask", *options, answers="\n".join(answers) + "\n")

    def entries(self) -> list[Entry]:
        with ledgers.open(self.url) as ledger:
            return ledger.entries(EVENT)


@pytest.fixture
def desk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> Desk:
    return Desk(tmp_path, monkeypatch, capsys)


WHO = ["--event", EVENT, "--player", "Kenji", "--judge", "Aiko", "--round", "2", "--table", "7"]
COMPETITIVE_LEAD = [*WHO, "--level", "competitive", "--role", "lead"]
# trigger no, seen no, count yes; too few cards in hand; by one card.
HAND_ONE_SHORT = ["n", "n", "y", "hand_too_few", "1"]


@pytest.mark.usefixtures("card_file")  # Japanese card names come from it
def test_seed_000_doc_missed_trigger_asked_from_the_start(desk: Desk) -> None:
    answers = [
        EVENT, "3", "12", "Kenji", "Aiko",
        "2",  # floor judge
        "competitive",
        "y", "n", "n",  # a trigger nobody resolved; not self-caught; not detrimental
        "Doc - Leader of the Seven Dwarfs",
        "resolved",  # the opponent puts it into the bag
        "n",  # it did not say "may"
    ]  # fmt: skip
    code, out, err = desk.run("--lang", "en", answers="\n".join(answers) + "\n")
    assert code == 0, err
    for fragment in ("Missed Trigger", "Caution", "Doc"):
        assert fragment in out
    assert "Recorded as entry 1" in err
    assert "Did the active player notice their own miss" in err  # the walker asked it
    assert "bad for the player who missed it" in err
    (entry,) = desk.entries()
    assert (entry.infraction, entry.penalty, entry.remedy) == (
        Infraction.MISSED_TRIGGER, Penalty.CAUTION, Remedy.RESOLVED,
    )  # fmt: skip
    assert (entry.round, entry.table, entry.player, entry.judge) == (3, 12, "Kenji", "Aiko")
    # The card database gave the Japanese name; the ledger keeps both rulings.
    assert entry.ruling_ja is not None and "先生" in entry.ruling_ja
    assert entry.ruling_en is not None and entry.ruling_en.strip() == out.strip()


def test_seed_000_fishbone_quill_in_japanese(desk: Desk) -> None:
    options = [*WHO, "--level", "casual", "--role", "floor", "--lang", "ja"]
    code, out, err = desk.call(["n", "n", "y", "inkwell_too_many", "1"], *options)
    assert code == 0, err
    assert "Card Count Error" in out and "Caution" in out and "インクウェル" in out
    assert "手札かインクウェルの枚数が違いますか？" in err
    assert "記録しました" in err


def test_pcg_2_the_third_warning_is_a_game_loss_and_the_ledger_shows_it(desk: Desk) -> None:
    for _ in range(2):
        code, out, _ = desk.call(HAND_ONE_SHORT, *COMPETITIVE_LEAD, "--lang", "en")
        assert code == 0 and "Warning" in out and "Game Loss" not in out
    code, out, _ = desk.call(HAND_ONE_SHORT, *COMPETITIVE_LEAD, "--lang", "en")
    assert "Game Loss" in out and "upgraded" in out and "third Warning" in out
    assert [e.penalty for e in desk.entries()] == [Penalty.WARNING] * 2 + [Penalty.GAME_LOSS]
    assert desk.entries()[-1].upgraded

    code, out, _ = desk.run("ledger", "--event", EVENT, "--lang", "en")
    assert code == 0
    assert "Game Loss (upgraded)" in out
    counts = out[out.index("Warnings that stand") :]
    assert re.search(r"Kenji\s*│\s*Card Count Error\s*│\s*3\s*│\s*Game Loss", counts)

    # The first Warning was a mistake: voided, it no longer counts.
    code, _, err = desk.run("void", "1", "--judge", "Head Judge", "--note", "wrong player")
    assert code == 0 and "Entry 1 is void" in err
    code, out, _ = desk.run("ledger", "--event", EVENT, "--player", "Kenji", "--lang", "en")
    assert "voids #1" in out and "corrected by #4" in out
    assert re.search(r"Card Count Error\s*│\s*2\s*│\s*Game Loss", out)


def test_a_different_player_starts_their_own_count(desk: Desk) -> None:
    for _ in range(2):
        desk.call(HAND_ONE_SHORT, *COMPETITIVE_LEAD)
    other = [a if a != "Kenji" else "Mio" for a in COMPETITIVE_LEAD]
    code, out, _ = desk.call(HAND_ONE_SHORT, *other, "--lang", "en")
    assert code == 0 and "Warning" in out and "Game Loss" not in out


def test_pcg_2_4_a_floor_judge_cannot_rewind_and_fetches_the_lead(desk: Desk) -> None:
    answers = ["n", "n", "n", "y", "n", "8.6.1", "rewind", "floor_refers"]
    options = [*WHO, "--level", "competitive", "--role", "floor", "--lang", "en"]
    code, out, err = desk.call(answers, *options)
    assert code == 0, err
    assert "Please give one of the numbers shown" in err  # "rewind" is not offered
    assert "rule 8.6.1" in out and "This may call for a rewind; I will get the lead." in out
    assert desk.entries()[0].remedy is Remedy.FLOOR_REFERS


@pytest.mark.usefixtures("card_file")  # Japanese card names come from it
def test_pcg_2_4_the_lead_rewinds_to_before_the_play(desk: Desk) -> None:
    answers = ["n", "n", "n", "y", "n", "", "rewind", "2", "play", "Befuddle"]
    code, out, err = desk.call(answers, *COMPETITIVE_LEAD, "--lang", "ja")
    assert code == 0, err
    assert "《うろたえるのじゃ！》をプレイする直前まで" in out and "行動2個分" in out


def test_pcg_2_4_leaving_the_game_fixes_what_is_illegal_now(desk: Desk) -> None:
    answers = ["n", "n", "n", "y", "n", "", "leave",
               "banished", "Ratigan - Criminal Mastermind", "none"]  # fmt: skip
    code, out, err = desk.call(answers, *COMPETITIVE_LEAD, "--lang", "en")
    assert code == 0, err
    assert "what is illegal now is fixed: Ratigan - Criminal Mastermind is banished" in out


def test_a_missed_may_effect_is_recorded_as_no_infraction(desk: Desk) -> None:
    code, out, err = desk.call(["n", "n", "n", "y", "y"], *COMPETITIVE_LEAD, "--lang", "en")
    assert code == 0, err
    assert out.startswith("There is no infraction")
    (entry,) = desk.entries()
    assert (entry.infraction, entry.penalty, entry.remedy) == (
        Infraction.NONE, Penalty.NONE, Remedy.NO_INFRACTION_MAY,
    )  # fmt: skip


def test_pcg_2_2_a_second_hidden_information_error_on_purpose_is_not_recorded(
    desk: Desk,
) -> None:
    first = ["n", "y", "y", "inkwell_turn_action"]
    code, out, _ = desk.call(first, *COMPETITIVE_LEAD, "--lang", "en")
    assert code == 0 and "Unsporting Conduct – Cheating" in out
    code, out, err = desk.call(["n", "y", "y", "n"], *COMPETITIVE_LEAD, "--lang", "en")
    assert code == 0 and out == ""
    assert "find out how this one happened" in err and "Nothing was recorded" in err
    assert len(desk.entries()) == 1
    # By accident: another Hidden Information Error, and the ruling says so.
    code, out, _ = desk.call(["n", "y", "y", "y", "elsewhere", "3", "y"], *COMPETITIVE_LEAD,
                             "--lang", "en")  # fmt: skip
    assert "second Hidden Information Error of its kind" in out
    assert "the 3 cards seen and 3 more picked at random" in out


def test_answers_that_do_not_fit_are_asked_again(desk: Desk) -> None:
    answers = ["perhaps", "n", "n", "y", "hand_too_few", "zero", "0", "2"]
    code, out, err = desk.call(answers, *COMPETITIVE_LEAD, "--lang", "en")
    assert code == 0, err
    assert "Please answer y (yes) or n (no)." in err and "at least 1" in err
    assert "the player draws 2 cards" in out


def test_input_that_ends_early_is_a_one_line_error(desk: Desk) -> None:
    code, out, err = desk.call(["n", "n"], *COMPETITIVE_LEAD, "--lang", "en")
    assert code == 1 and out == ""
    assert err.splitlines()[-1].startswith("error: input ended before this was answered: Does")
    assert "Traceback" not in err
    assert desk.entries() == []


@pytest.mark.parametrize(
    ("ledger", "message"),
    [
        ("mysql://root@localhost/ledger", "unsupported ledger database 'mysql'"),
        ("sqlite:////no/such/folder/l.sqlite3", "unable to open database file"),
    ],
)
def test_a_bad_ledger_url_is_a_one_line_error(
    ledger: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["judge", "ledger", "--event", EVENT, "--ledger", ledger]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: ") and message in err


def test_voiding_an_unknown_entry_is_a_one_line_error(desk: Desk) -> None:
    code, _, err = desk.run("void", "7", "--judge", "Aiko", "--note", "typo")
    assert code == 1 and err == "error: the ledger has no entry 7\n"


def test_the_ledger_of_an_empty_event_and_the_list_of_events(desk: Desk) -> None:
    code, out, _ = desk.run("ledger", "--event", EVENT, "--lang", "ja")
    assert code == 0 and out.strip() == f"{EVENT} の記録はありません。"
    desk.call(HAND_ONE_SHORT, *COMPETITIVE_LEAD)
    code, out, _ = desk.run("ledger")
    assert out.splitlines() == [EVENT]
    code, out, _ = desk.run("--lang", "en", "ledger", "--event", EVENT, "--rulings")
    assert "#1 This is a Card Count Error" in out


def test_the_default_ledger_is_in_the_user_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(HAND_ONE_SHORT) + "\n"))
    assert main(["judge", *COMPETITIVE_LEAD]) == 0
    assert "Card Count Error（カード枚数の誤り）" in capsys.readouterr().out  # the locale's
    assert judge_cmd.default_ledger_path() == tmp_path / "data" / "illumineer" / "ledger.sqlite3"
    assert judge_cmd.default_ledger_path().is_file()


def test_every_message_the_command_line_says_is_in_both_catalogues() -> None:
    source = Path(judge_cmd.__file__).read_text(encoding="utf-8")
    keys = set(re.findall(r'"((?:cli|ledger)\.[a-z_.]+)"', source))
    keys |= {f"cli.ask.count.{remedy.name}" for remedy in COUNTED}
    keys |= {f"ledger.col.{key}" for key in re.findall(r'"([a-z]+)"', source)
             if f'msgid "ledger.col.{key}"' in catalogue_text(Language.EN)}  # fmt: skip
    for language in Language:
        text = catalogue_text(language)
        assert {key for key in keys if f'msgid "{key}"' not in text} == set()


def test_the_lead_rules_again_on_a_floor_judges_entry(desk: Desk) -> None:
    floor = [*WHO, "--level", "competitive", "--role", "floor"]
    for _ in range(2):  # two earlier Warnings for this General Rule Error
        desk.call(["n", "n", "n", "y", "n", "", "floor_refers"], *floor)
    code, out, _ = desk.call(["n", "n", "n", "y", "n", "", "floor_refers"], *floor, "--lang", "en")
    assert "Game Loss" in out and "I will get the lead" in out
    # The lead takes over entry 3: same call, so it is neither counted twice nor re-asked.
    answers = ["n", "n", "n", "y", "n", "", "rewind", "1", "quest", "Maui - Hero to All"]
    code, out, err = desk.run("ask", "--corrects", "3", "--judge", "Head Judge", "--role", "lead",
                              "--lang", "en", answers="\n".join(answers) + "\n")  # fmt: skip
    assert code == 0, err
    assert "Event" not in err and "Player" not in err
    assert "Game Loss" in out and "2 Warnings for General Rule Error" in out
    assert "to just before Maui - Hero to All quested" in out
    last = desk.entries()[-1]
    assert (last.corrects, last.player, last.round, last.remedy) == (3, "Kenji", 2, Remedy.REWIND)
    with ledgers.open(desk.url) as ledger:
        (count,) = ledger.warning_counts(EVENT)
    assert count.warnings == 3  # entries 1, 2 and the correction of 3


# ---------------------------------------------------------------------- judge remedy LOG


def _table_log(
    tmp_path: Path,
    decks: tuple[list[CardDefinition], list[CardDefinition]],
    deviate: Callable[[Game], Action | None],
    *,
    seed: int = 5,
    steps: int = 400,
) -> tuple[Path, Game]:
    """A table-mode game played by random agents until `deviate` returns a deed or an
    illegal action, which is taken; its log, written where the judge's command reads it."""
    game = Game.new(decks[0], decks[1], seed=seed, mode=Mode.TABLE)
    agent = make_agent("random", seed)
    for _ in range(steps):
        deed = deviate(game)
        if deed is not None:
            game.apply(deed)
            path = tmp_path / "game.json"
            path.write_text(GameLog.of(game).to_json(), encoding="utf-8")
            return path, game
        game.apply(agent.choose(game))
    raise AssertionError("the game never reached the moment to deviate")


def _extra_draw(game: Game) -> Action | None:
    if game.turn >= 3 and game.decider == game.active:
        return Action(Verb.DRAW, (game.active, 2))
    return None


def _missed(game: Game) -> Action | None:
    for trigger in game.bag:
        if trigger.player == game.decider and game.turn >= 2:
            return Action(Verb.MISS, (trigger.source, trigger.number))
    return None


WHERE = ["--event", EVENT, "--judge", "Aiko", "--round", "3", "--table", "12"]


@pytest.mark.usefixtures("card_file")
def test_remedy_a_card_count_error_from_a_log_writes_a_corrected_log_that_replays(
    desk: Desk,
    tmp_path: Path,
    example_decks: tuple[list[CardDefinition], list[CardDefinition]],
    catalogue: Catalogue,
) -> None:
    log, game = _table_log(tmp_path, example_decks, _extra_draw)
    hand = len(game.players[game.active].hand)

    code, out, _ = desk.run("remedy", str(log), "--list", "--lang", "en")
    assert code == 0
    assert "1 incident(s)" in out and "→ Card Count Error" in out
    assert not (tmp_path / "game.remedied.json").exists()  # a listing writes nothing

    code, out, err = desk.run(
        "remedy", str(log), *WHERE, "--level", "competitive", "--role", "lead",
        "--players", "Kenji", "Mei", "--lang", "ja",
    )  # fmt: skip
    assert code == 0, err
    assert "Card Count Error" in out and "Warning" in out and "無作為に2枚" in out
    fixed = tmp_path / "game.remedied.json"
    assert f"{fixed}" in err and "judge-return-random" in err
    [entry] = desk.entries()
    assert (entry.player, entry.infraction, entry.penalty) == (
        ["Kenji", "Mei"][game.active], Infraction.CARD_COUNT_ERROR, Penalty.WARNING
    )
    assert entry.remedy is Remedy.HAND_TOO_MANY and entry.round == 3 and entry.table == 12

    remedied = replay(GameLog.from_json(fixed.read_text()), catalogue.get)
    assert len(remedied.players[game.active].hand) == hand - 2
    assert replay(GameLog.from_json(fixed.read_text()), catalogue.get).state_hash() == (
        remedied.state_hash()
    )
    assert len(remedied.cards) == len(game.cards)  # no card made or lost


@pytest.mark.usefixtures("card_file")
def test_remedy_a_missed_trigger_asks_the_incident_and_offers_only_what_is_allowed(
    desk: Desk,
    tmp_path: Path,
    example_decks: tuple[list[CardDefinition], list[CardDefinition]],
    catalogue: Catalogue,
) -> None:
    # CAST MY SPELL! When you play this character, you may draw a card.
    sorceress = catalogue.get("Maleficent - Sorceress")
    decks = ([sorceress] * 20 + example_decks[0][20:], example_decks[1])
    log, game = _table_log(tmp_path, decks, _missed)
    [incident] = game.incidents
    answers = "\n".join(["competitive", "skip"]) + "\n"
    out_file = tmp_path / "skipped.json"
    code, out, err = desk.run(
        "remedy", str(log), *WHERE, "--role", "lead", "--out", str(out_file), "--lang", "en",
        answers=answers,
    )  # fmt: skip
    assert code == 0, err
    assert "Missed Trigger" in out
    assert "resolve it now" in err and "leave it missed" in err  # the two choices offered
    assert out_file.exists()
    assert GameLog.from_json(out_file.read_text()).actions == GameLog.of(game).actions
    [entry] = desk.entries()
    assert entry.infraction is Infraction.MISSED_TRIGGER
    assert entry.remedy is Remedy.DECLINED
    assert entry.log_position == str(incident.position)


@pytest.mark.usefixtures("card_file")
def test_remedy_refuses_what_it_cannot_do_and_changes_nothing(
    desk: Desk,
    tmp_path: Path,
    example_decks: tuple[list[CardDefinition], list[CardDefinition]],
) -> None:
    log, _ = _table_log(tmp_path, example_decks, _extra_draw)
    before = log.read_text()

    code, _, err = desk.run("remedy", str(log), *WHERE, "--level", "casual", "--role", "lead",
                            "--remedy", "rewind")  # fmt: skip
    assert code == 1 and "remedy is 'apply', not 'rewind'" in err
    code, _, err = desk.run("remedy", str(log), "--incident", "4", *WHERE, "--level", "casual",
                            "--role", "lead")  # fmt: skip
    assert code == 1 and "incidents 1 to 1" in err
    code, _, err = desk.run("remedy", str(log), *WHERE, "--out", str(tmp_path / "no" / "x.json"))
    assert code == 1 and "does not exist" in err
    assert desk.entries() == []
    assert log.read_text() == before
    assert not (tmp_path / "game.remedied.json").exists()

    strict = tmp_path / "strict.json"
    game = Game.new(*example_decks, seed=1)
    strict.write_text(GameLog.of(game).to_json(), encoding="utf-8")
    code, _, err = desk.run("remedy", str(strict), "--list")
    assert code == 1 and "strict mode" in err
    code, _, err = desk.run("remedy", str(tmp_path / "missing.json"), "--list")
    assert code == 1 and "missing.json" in err and "Traceback" not in err


@pytest.mark.usefixtures("card_file")
def test_a_floor_judge_refers_a_general_rule_error_and_the_lead_corrects_the_entry(
    desk: Desk,
    tmp_path: Path,
    example_decks: tuple[list[CardDefinition], list[CardDefinition]],
) -> None:
    def quest_while_drying(game: Game) -> Action | None:
        if game.decider != game.active or game.phase is not Phase.MAIN:
            return None
        for card in game.players[game.active].play:
            if card.drying:
                return Action(Verb.QUEST, (card.id,))
        return None

    log, game = _table_log(tmp_path, example_decks, quest_while_drying)
    assert game.incidents[-1].kind is Deviation.RULE
    code, out, err = desk.run("remedy", str(log), *WHERE, "--level", "competitive",
                              "--role", "floor")  # fmt: skip
    assert code == 0, err
    assert "General Rule Error" in out
    [floor] = desk.entries()
    assert floor.remedy is Remedy.FLOOR_REFERS
    assert GameLog.from_json((tmp_path / "game.remedied.json").read_text()).actions == (
        GameLog.of(game).actions
    )

    code, out, err = desk.run("remedy", str(log), *WHERE, "--level", "competitive",
                              "--role", "lead", "--remedy", "rewind",
                              "--corrects", str(floor.id))  # fmt: skip
    assert code == 0, err
    assert "Rewound" in err
    first, lead = desk.entries()
    assert first.id == floor.id
    assert lead.corrects == floor.id and lead.remedy is Remedy.REWIND
    rewound = GameLog.from_json((tmp_path / "game.remedied.json").read_text())
    assert len(rewound.actions) < len(game.history)
