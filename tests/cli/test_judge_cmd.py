"""`illumineer judge`, end to end through `main()` with the answers on standard input."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from illumineer.agents import make_agent
from illumineer.cards.catalogue import Catalogue
from illumineer.cli import judge_ask, judge_cmd, judge_remedy, judge_terminal
from illumineer.cli.main import main
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.game import Game
from illumineer.engine.log import GameLog, replay
from illumineer.engine.vocabulary import Deviation, Mode, Phase, Verb
from illumineer.judge import ledger as ledgers
from illumineer.judge.classify import Question
from illumineer.judge.entries import Entry
from illumineer.judge.fixes import COUNTED, Remedy
from illumineer.judge.messages import Language, catalogue_text
from illumineer.judge.vocabulary import Infraction, Penalty, Role

EVENT = "Set Championship Osaka"
CASUAL = "Store Casual Night"


class Desk:
    """A judge's terminal: runs `illumineer judge ...` with answers fed line by line, on a
    ledger whose events and rosters it sets up with the commands themselves."""

    def __init__(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                 capsys: pytest.CaptureFixture[str]) -> None:  # fmt: skip
        self.url = f"sqlite:///{tmp_path / 'ledger.sqlite3'}"
        self.monkeypatch = monkeypatch
        self.capsys = capsys
        for event, level in ((EVENT, "competitive"), (CASUAL, "casual")):
            assert self.run("event", "create", event, "--level", level)[0] == 0
            for name, ja in (("Kenji Sato", "佐藤健二"), ("Mei Tanaka", "田中芽衣"),
                             ("Mio Kato", "加藤美緒")):  # fmt: skip
                assert self.run("enrol", "--event", event, "--name", name, "--ja", ja)[0] == 0

    def run(self, *argv: str, answers: str = "") -> tuple[int, str, str]:
        self.monkeypatch.setattr("sys.stdin", io.StringIO(answers))
        code = main(["judge", *argv, "--ledger", self.url])
        out, err = self.capsys.readouterr()
        return code, out, err

    def call(self, answers: list[str], *options: str) -> tuple[int, str, str]:
        return self.run("ask", *options, answers="\n".join(answers) + "\n")

    def entries(self, event: str = EVENT) -> list[Entry]:
        with ledgers.open(self.url) as ledger:
            return ledger.entries(event)


@pytest.fixture
def desk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> Desk:
    return Desk(tmp_path, monkeypatch, capsys)


WHO = ["--event", EVENT, "--player", "kenji sato", "--judge", "Aiko", "--round", "2",
       "--table", "7"]  # fmt: skip
COMPETITIVE_LEAD = [*WHO, "--role", "lead"]
# trigger no, seen no, count yes; the hand; too few; by one card; the inkwell's count is right.
HAND_ONE_SHORT = ["n", "n", "y", "hand", "too_few", "1", "n"]
# a triggered ability nobody resolved; not self-caught; not detrimental; no card named;
# Figure 1: within a turn cycle, no duration passed, the opponent wants it, no "may".
MISSED_RESOLVED = ["y", "n", "n", "", "y", "n", "y", "n"]


def test_an_event_has_a_level_set_once_and_a_roster_of_identities(desk: Desk) -> None:
    code, _, err = desk.run("event", "create", EVENT, "--level", "casual")
    assert code == 1 and "exists already (competitive)" in err
    code, _, err = desk.run("enrol", "--event", EVENT, "--name", "KENJI  SATO")
    assert code == 1 and "already has Kenji Sato (id 1)" in err  # one player, not two
    code, out, _ = desk.run("event", "show", EVENT, "--lang", "en")
    assert code == 0 and "a competitive event" in out
    assert re.search(r"1\s+Kenji Sato\s+佐藤健二", out)
    code, out, _ = desk.run("event", "list", "--lang", "en")
    assert f"{EVENT} (competitive, 3 players)" in out
    # A call at another level than the event's, or for an unknown player, is refused.
    code, _, err = desk.call(HAND_ONE_SHORT, *COMPETITIVE_LEAD, "--level", "casual")
    assert code == 1 and "is a competitive event" in err
    other = [a if a != "kenji sato" else "Kenjj Sato" for a in COMPETITIVE_LEAD]
    code, _, err = desk.call(HAND_ONE_SHORT, *other)
    assert code == 1 and "not on the roster" in err and "did you mean: Kenji Sato" in err
    code, _, err = desk.call(HAND_ONE_SHORT, "--event", "Set Championship Osak", "--player",
                             "Kenji Sato", "--judge", "Aiko", "--role", "lead")  # fmt: skip
    assert code == 1 and f"did you mean: {EVENT}" in err
    assert desk.entries() == []


@pytest.mark.usefixtures("card_file")  # Japanese card names come from it
def test_seed_000_doc_missed_trigger_asked_from_the_start(desk: Desk) -> None:
    answers = [
        "No Such Event", EVENT,  # an unknown event is asked again, with the nearest names
        "3", "12",
        "Kenjii", "健二",  # not on the roster (nor is half a name): asked again
        "佐藤健二", "Aiko",  # found by the name in Japanese script
        "2",  # floor judge
        "y", "n", "n",  # a trigger nobody resolved; not self-caught; not detrimental
        "the triggered ability of 4",  # not a card: asked again with the nearest names
        "doc – leader of the seven dwarfs",  # case and dashes do not matter
        "y", "n", "y",  # Figure 1: within a turn cycle, no duration passed, the opponent wants it
        "n",  # it did not say "may"
    ]  # fmt: skip
    code, out, err = desk.run("--lang", "en", answers="\n".join(answers) + "\n")
    assert code == 0, err
    for fragment in ("Missed Trigger", "Caution", "Doc"):
        assert fragment in out
    assert "there is no event 'No Such Event'" in err
    assert "'Kenjii' is not on the roster" in err and "did you mean: Kenji Sato" in err
    assert "is not in the card database" in err
    assert "Figure 1, step 1" in err and "Step 3" in err
    assert "Did the active player notice their own miss" in err  # the walker asked it
    assert "Recorded as entry 1" in err
    (entry,) = desk.entries()
    assert (entry.infraction, entry.penalty, entry.remedy) == (
        Infraction.MISSED_TRIGGER, Penalty.CAUTION, Remedy.RESOLVED,
    )  # fmt: skip
    assert (entry.round, entry.table, entry.player, entry.judge) == (3, 12, "1", "Aiko")
    # The card database gave the Japanese name; the ledger keeps both rulings.
    assert entry.ruling_ja is not None and "先生" in entry.ruling_ja
    assert entry.ruling_en is not None and entry.ruling_en.strip() == out.strip()


def test_figure_1_stops_at_the_first_step_that_decides(desk: Desk) -> None:
    # Missed two turns ago: nothing happens, and no later step is asked.
    code, out, err = desk.call(["y", "n", "n", "", "n"], *COMPETITIVE_LEAD, "--lang", "en")
    assert code == 0, err
    assert "more than a full turn cycle ago" in out and "Step 2" not in err
    code, out, err = desk.call(["y", "n", "n", "", "y", "y"], *COMPETITIVE_LEAD, "--lang", "en")
    assert "duration has already passed" in out and "Step 3" not in err
    assert [e.remedy for e in desk.entries()] == [Remedy.TOO_LATE, Remedy.DURATION_PASSED]


def test_seed_000_fishbone_quill_in_japanese(desk: Desk) -> None:
    options = ["--event", CASUAL, "--player", "田中芽衣", "--judge", "Aiko", "--role", "floor",
               "--round", "1", "--table", "3", "--lang", "ja"]  # fmt: skip
    answers = ["n", "n", "y", "inkwell", "too_many", "1", "n", "n"]
    code, out, err = desk.call(answers, *options)
    assert code == 0, err
    assert "Card Count Error" in out and "Caution" in out and "インクウェル" in out
    assert "手札かインクウェルの枚数が違いますか？" in err
    assert "記録しました" in err


def test_a_card_moved_between_the_hand_and_the_inkwell_fixes_both_counts(desk: Desk) -> None:
    # Too many in the hand, which both can tell; too few in the inkwell, which both can tell.
    answers = ["n", "n", "y", "hand", "too_many", "1", "y", "y", "too_few", "1", "y"]
    code, out, err = desk.call(answers, *COMPETITIVE_LEAD, "--lang", "en")
    assert code == 0, err
    assert "the hand holds 1 card too many and the inkwell holds 1 card too few" in out
    assert "goes back into it" in out
    assert desk.entries()[0].remedy is Remedy.MOVED_BACK


def test_pcg_2_the_third_warning_is_a_game_loss_and_a_void_corrects_what_rested_on_it(
    desk: Desk,
) -> None:
    for _ in range(2):
        code, out, _ = desk.call(HAND_ONE_SHORT, *COMPETITIVE_LEAD, "--lang", "en")
        assert code == 0 and "Warning" in out and "Game Loss" not in out
    code, out, err = desk.call(HAND_ONE_SHORT[:3], *COMPETITIVE_LEAD, "--lang", "en")
    assert code == 0, err  # a Game Loss: no remedy is asked
    assert "Game Loss" in out and "upgraded" in out and "third Warning" in out
    assert "no remedy is needed" in out
    assert [e.penalty for e in desk.entries()] == [Penalty.WARNING] * 2 + [Penalty.GAME_LOSS]

    code, out, _ = desk.run("ledger", "--event", EVENT, "--lang", "en")
    assert code == 0
    assert max(len(line) for line in out.splitlines()) <= 80
    assert "Kenji Sato: Card Count Error, Game Loss (an upgraded Warning)" in out
    assert "remedy: too few cards in hand: the player draws the difference" in out
    assert "hand_too_few" not in out  # the guidelines' words, never internal names
    counts = out[out.index("Warnings that stand") :]
    assert re.search(r"Kenji Sato\s*│\s*Card Count Error\s*│\s*3\s*│\s*Game Loss", counts)

    # The first Warning was a mistake: voided, it no longer counts, and the Game Loss that
    # rested on it is corrected to a Warning, worded again, and shown to the judge.
    code, out, err = desk.run("void", "1", "--judge", "Head Judge", "--note", "wrong player",
                              "--lang", "en")  # fmt: skip
    assert code == 0 and "Entry 1 is void, by entry 4" in err
    assert "Entry 3 rested on the voided one: its corrective action is now Warning (entry 5)" in err
    assert "This is a Card Count Error" in out and "Game Loss" not in out
    code, out, _ = desk.run("ledger", "--event", EVENT, "--player", "Kenji Sato", "--lang", "en")
    assert "voids #1 (Kenji Sato, Card Count Error): “wrong player”" in out
    assert "corrected by #5" in out
    assert re.search(r"Card Count Error\s*│\s*2\s*│\s*Game Loss", out)  # the next one is
    void_line = next(line for line in out.splitlines() if "voids #1" in line)
    assert "Warning" not in void_line  # the void is no new Warning


def test_a_different_player_starts_their_own_count(desk: Desk) -> None:
    for _ in range(2):
        desk.call(HAND_ONE_SHORT, *COMPETITIVE_LEAD)
    other = [a if a != "kenji sato" else "Mio Kato" for a in COMPETITIVE_LEAD]
    code, out, _ = desk.call(HAND_ONE_SHORT, *other, "--lang", "en")
    assert code == 0 and "Warning" in out and "Game Loss" not in out


def test_pcg_2_4_a_floor_judge_cannot_rewind_and_fetches_the_lead(desk: Desk) -> None:
    answers = ["n", "n", "n", "y", "n", "8.6.1", "y"]
    options = [*WHO, "--role", "floor", "--lang", "en"]
    code, out, err = desk.call(answers, *options)
    assert code == 0, err
    assert "Might this call for a rewind" in err
    assert "rule 8.6.1" in out and "This may call for a rewind; I will get the lead." in out
    assert desk.entries()[0].remedy is Remedy.FLOOR_REFERS


def test_a_judge_asks_what_each_answer_means_and_goes_back_a_question(desk: Desk) -> None:
    answers = [
        "?",  # what does each answer mean?
        "y",  # a trigger... no: the judge thinks again
        "<",  # back from "did the active player notice it" to the trigger question
        "n", "n", "y", "hand", "too_few", "1", "n",  # a hand one card short
    ]  # fmt: skip
    code, _, err = desk.call(answers, *COMPETITIVE_LEAD, "--lang", "en")
    assert code == 0, err
    assert "  y: A trigger was missed: the infraction is a Missed Trigger (PCG 2.1)" in err
    assert "  n: No trigger was missed: the next question asks whether a card was seen." in err
    assert "Type < (or back) to go back to the question before" in err
    assert "Back to the question before." in err
    assert err.count("Did a triggered ability go unresolved") == 3  # asked, ?, and again
    assert err.count("Did the active player notice their own miss") == 1
    (entry,) = desk.entries()
    assert (entry.infraction, entry.remedy) == (Infraction.CARD_COUNT_ERROR, Remedy.HAND_TOO_FEW)


def test_going_back_reaches_who_and_where_and_stops_at_the_first_question(desk: Desk) -> None:
    answers = ["<", EVENT, "2", "<", "3", "7", "kenji sato", "Aiko", "?", "lead",
               *HAND_ONE_SHORT]  # fmt: skip
    code, _, err = desk.call(answers, "--lang", "en")
    assert code == 0, err
    assert "This is the first question: there is none before it." in err
    assert "  1. lead judge  (lead): may rewind (PCG 1.2), and takes over what a floor" in err
    (entry,) = desk.entries()
    assert (entry.round, entry.table, entry.judge) == (3, 7, "Aiko")


def test_what_each_answer_means_in_japanese(desk: Desk) -> None:
    answers = ["？", "いいえ", "?", "戻る", "n", "n", "y", "hand", "too_few", "1", "n"]
    code, out, err = desk.call(answers, *COMPETITIVE_LEAD, "--lang", "ja")
    assert code == 0, err
    assert "誘発が忘れられた：違反は Missed Trigger（誘発忘れ、PCG 2.1）" in err
    assert "カードが見られた：次は、そのカードがいまどこにあるかを尋ねます。" in err  # SEEN
    assert "前の質問に戻ります。" in err
    assert "Card Count Error" in out


@pytest.mark.usefixtures("card_file")  # Japanese card names come from it
def test_pcg_2_4_the_lead_rewinds_to_before_the_play(desk: Desk) -> None:
    answers = ["n", "n", "n", "y", "n", "", "y", "2", "play", "うろたえるのじゃ",
               "うろたえるのじゃ!"]  # the full-width "！" as typed on a Latin keyboard
    code, out, err = desk.call(answers, *COMPETITIVE_LEAD, "--lang", "ja")
    assert code == 0, err
    assert "近いもの：うろたえるのじゃ！" in err  # asked again, with the nearest name
    assert "《うろたえるのじゃ！》をプレイする直前まで" in out and "行動2個分" in out


@pytest.mark.usefixtures("card_file")
def test_pcg_2_4_leaving_the_game_fixes_what_is_illegal_now(desk: Desk) -> None:
    answers = ["n", "n", "n", "y", "n", "", "n", "banished", "Ratigan - Criminal Mastermind",
               "none"]  # fmt: skip
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
    first = ["n", "y", "y", "y", "y"]  # seen, still in its set; an inkwell card inked as a turn
    code, out, _ = desk.call(first, *COMPETITIVE_LEAD, "--lang", "en")
    assert code == 0 and "Unsporting Conduct – Cheating" in out
    code, out, err = desk.call(["n", "y", "y", "n"], *COMPETITIVE_LEAD, "--lang", "en")
    assert code == 0 and out == ""
    assert "find out how this one happened" in err and "Nothing was recorded" in err
    assert "lead judge" in err and "head judge" not in err
    assert len(desk.entries()) == 1
    # By accident: another Hidden Information Error, and the ruling says so.
    code, out, _ = desk.call(["n", "y", "y", "y", "n", "3", "y"], *COMPETITIVE_LEAD,
                             "--lang", "en")  # fmt: skip
    assert "second Hidden Information Error of its kind" in out and "lead judge" in out
    assert "the 3 cards seen and 3 more picked at random" in out


def test_answers_that_do_not_fit_are_asked_again(desk: Desk) -> None:
    answers = ["perhaps", "n", "n", "y", "hand", "too_few", "zero", "0", "2", "n"]
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
    assert out.splitlines() == [EVENT, CASUAL]
    code, out, _ = desk.run("--lang", "en", "ledger", "--event", EVENT, "--rulings")
    assert "#1 This is a Card Count Error" in out
    code, out, _ = desk.run("ledger", "--event", EVENT, "--lang", "ja")
    assert "佐藤健二：Card Count Error、Warning" in out


def test_the_default_ledger_is_in_the_user_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert main(["judge", "event", "create", EVENT, "--level", "competitive"]) == 0
    assert main(["judge", "enrol", "--event", EVENT, "--name", "Kenji Sato"]) == 0
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(HAND_ONE_SHORT) + "\n"))
    assert main(["judge", *COMPETITIVE_LEAD]) == 0
    assert "Card Count Error（カード枚数の誤り）" in capsys.readouterr().out  # the locale's
    assert judge_cmd.default_ledger_path() == tmp_path / "data" / "illumineer" / "ledger.sqlite3"
    assert judge_cmd.default_ledger_path().is_file()


def test_every_message_the_command_line_says_is_in_both_catalogues() -> None:
    keys: set[str] = set()
    for module in (judge_cmd, judge_ask, judge_remedy, judge_terminal):
        source = Path(str(module.__file__)).read_text(encoding="utf-8")
        keys |= set(re.findall(r'"((?:cli|ledger)\.[a-z_.0-9]+)"', source))
        keys |= {f"ledger.col.{key}" for key in re.findall(r'"([a-z]+)"', source)
                 if f'msgid "ledger.col.{key}"' in catalogue_text(Language.EN)}  # fmt: skip
    keys.discard("ledger.sqlite3")  # the ledger's file name, no message
    keys |= {f"cli.ask.count.{remedy.name}" for remedy in COUNTED - {Remedy.MOVED_BACK}}
    keys |= {f"cli.cce.{part}" for part in ("way.HAND", "way.INKWELL", "way.too_many",
                                            "way.too_few", "known.too_many", "known.too_few")}
    keys |= {"cli.ask.seat.1", "cli.ask.seat.2"}
    # What each answer means (`?`): every yes/no question, every role.
    keys.discard("cli.means.role")  # the prefix of each role's meaning
    asked = {key for key in keys if key.startswith(("cli.fig1.", "cli.hie.", "cli.gre."))}
    asked |= {"cli.ask.accident", "cli.ask.may_trigger", "cli.ask.part_of_set",
              "cli.cce.other", "cli.cce.known.too_many", "cli.cce.known.too_few"}
    keys |= {f"cli.means.{key.removeprefix('cli.')}.{word}" for key in asked
             for word in ("yes", "no")}  # fmt: skip
    keys |= {f"cli.means.question.{q.name}.{word}" for q in Question for word in ("yes", "no")}
    keys |= {f"cli.means.role.{role.value}" for role in Role}
    keys |= {f"cli.means.{kind}{tail}" for kind in ("text", "number", "name", "card")
             for tail in ("", ".optional")}  # fmt: skip
    for language in Language:
        text = catalogue_text(language)
        assert {key for key in keys if f'msgid "{key}"' not in text} == set()


@pytest.mark.usefixtures("card_file")  # the rewind names a card
def test_the_lead_rules_again_on_a_floor_judges_entry(desk: Desk) -> None:
    floor = [*WHO, "--role", "floor"]
    for _ in range(2):  # two General Rule Errors, each a Warning, referred to the lead
        code, out, _ = desk.call(["n", "n", "n", "y", "n", "", "y"], *floor, "--lang", "en")
        assert code == 0 and "I will get the lead" in out
    # The lead takes over entry 2: same call, so it is neither counted twice nor re-asked.
    answers = ["n", "n", "n", "y", "n", "", "y", "1", "quest", "Maui - Hero to All"]
    code, out, err = desk.run("ask", "--corrects", "2", "--judge", "Head Judge", "--role", "lead",
                              "--lang", "en", answers="\n".join(answers) + "\n")  # fmt: skip
    assert code == 0, err
    assert "Event" not in err and "Player" not in err
    assert "corrective action is a Warning" in out
    assert "to just before Maui - Hero to All quested" in out
    last = desk.entries()[-1]
    assert (last.corrects, last.player, last.round, last.remedy) == (2, "1", 2, Remedy.REWIND)
    with ledgers.open(desk.url) as ledger:
        (count,) = ledger.warning_counts(EVENT)
    assert count.warnings == 2  # entry 1 and the correction of 2


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


WHERE = ["--event", EVENT, "--judge", "Aiko", "--round", "3", "--table", "12",
         "--players", "Kenji Sato", "Mei Tanaka"]  # fmt: skip


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
    assert "drew 2 cards that no rule lets them draw" in out
    assert not (tmp_path / "game.remedied.json").exists()  # a listing writes nothing

    code, out, err = desk.run("remedy", str(log), *WHERE, "--role", "lead", "--lang", "ja")
    assert code == 0, err
    assert "Card Count Error" in out and "Warning" in out and "無作為に2枚" in out
    assert "ルール上引けないカードを2枚引いた" in out  # the incident, in Japanese,
    assert ("佐藤健二" in out or "田中芽衣" in out) and "Sato" not in out  # names in its script
    fixed = tmp_path / "game.remedied.json"
    assert f"{fixed}" in err and "judge-return-random" in err
    [entry] = desk.entries()
    assert (entry.player, entry.infraction, entry.penalty) == (
        ["1", "2"][game.active], Infraction.CARD_COUNT_ERROR, Penalty.WARNING
    )
    assert entry.remedy is Remedy.HAND_TOO_MANY and entry.round == 3 and entry.table == 12

    remedied = replay(GameLog.from_json(fixed.read_text()), catalogue.get)
    assert len(remedied.players[game.active].hand) == hand - 2
    assert len(remedied.cards) == len(game.cards)  # no card made or lost

    # Ruled once: a second run on the same log, or on the corrected one, is refused...
    for again in (log, fixed):
        code, _, err = desk.run("remedy", str(again), *WHERE, "--role", "lead")
        assert code == 1 and "is ruled already (entry 1: Warning)" in err and "--corrects 1" in err
    code, out, _ = desk.run("remedy", str(fixed), "--list", "--lang", "en")
    assert f"incident 1 is ruled: entry 1 (Warning) in {EVENT}" in out
    assert len(desk.entries()) == 1
    # ...and ruling again is an explicit correction, whose log never replaces the first.
    first_fix = fixed.read_text()
    code, _, err = desk.run("remedy", str(log), *WHERE, "--role", "lead", "--corrects", "1")
    assert code == 0, err
    assert fixed.read_text() == first_fix
    assert (tmp_path / "game.remedied-2.json").exists()
    assert desk.entries()[-1].corrects == 1
    code, _, err = desk.run("remedy", str(log), *WHERE, "--role", "lead", "--corrects", "2",
                            "--out", str(fixed))  # fmt: skip
    assert code == 1 and "never overwritten" in err


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
    out_file = tmp_path / "skipped.json"
    code, out, err = desk.run(
        "remedy", str(log), *WHERE, "--role", "lead", "--out", str(out_file), "--lang", "en",
        answers="skip\n",
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

    code, _, err = desk.run("remedy", str(log), *WHERE, "--role", "lead", "--remedy", "rewind")
    assert code == 1 and "remedy is 'apply', not 'rewind'" in err
    code, _, err = desk.run("remedy", str(log), "--incident", "4", *WHERE, "--role", "lead")
    assert code == 1 and "incidents 1 to 1" in err
    code, _, err = desk.run("remedy", str(log), *WHERE, "--out", str(tmp_path / "no" / "x.json"))
    assert code == 1 and "does not exist" in err
    code, _, err = desk.run("remedy", str(log), *WHERE[:-3], "--players", "Kenji Sato", "Nobody",
                            "--role", "lead")  # fmt: skip
    assert code == 1 and "'Nobody' is not on the roster" in err
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
def test_a_floor_judge_refers_a_general_rule_error_and_the_lead_takes_it_over(
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
    # A floor judge asking for a rewind is refused in one line; nothing is recorded.
    code, out, err = desk.run("remedy", str(log), *WHERE, "--role", "floor", "--remedy",
                              "rewind", "--lang", "en")  # fmt: skip
    assert code == 1 and err.splitlines()[-1] == (
        "error: only the lead judge may rewind (PCG 1.2): fetch the lead")
    assert "Traceback" not in err and desk.entries() == []
    assert not (tmp_path / "game.remedied.json").exists()
    code, out, err = desk.run("remedy", str(log), *WHERE, "--role", "floor", "--lang", "en")
    assert code == 0, err
    assert "General Rule Error" in out and "still drying" in out  # the reason, in words
    [floor] = desk.entries()
    assert floor.remedy is Remedy.FLOOR_REFERS
    assert GameLog.from_json((tmp_path / "game.remedied.json").read_text()).actions == (
        GameLog.of(game).actions
    )
    # The lead's call on the referred incident corrects the referral by itself.
    code, out, err = desk.run("remedy", str(log), *WHERE, "--role", "lead", "--remedy", "rewind")
    assert code == 0, err
    assert "Rewound" in err
    first, lead = desk.entries()
    assert first.id == floor.id
    assert lead.corrects == floor.id and lead.remedy is Remedy.REWIND
    rewound = GameLog.from_json((tmp_path / "game.remedied-2.json").read_text())
    assert len(rewound.actions) < len(game.history)
