"""The remedies' refusals, named after the guidelines: what a judge may not ask of an
incident, and what the engine cannot do for an incident it never saw. Each refusal changes
nothing: not the game, not the ledger."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest

from illumineer.engine.actions import Action
from illumineer.engine.errors import ImpossibleAction, JudgeError
from illumineer.engine.vocabulary import Mode, Verb, Zone
from illumineer.judge.classify import Question
from illumineer.judge.fixes import Remedy
from illumineer.judge.messages import Language
from illumineer.judge.remedies import Choice, apply, plan, play_start, turn_action_of
from illumineer.judge.table import Table
from illumineer.judge.vocabulary import Infraction, Role
from tests.engine.helpers import board as engine_board
from tests.judge.test_table import (
    act,
    board,
    chorus_and_singers,
    passed_with_a_reckless_character_ready,
)


def refused(table: Table, attempt: Callable[[], object], message: str) -> None:
    """`attempt` is refused with `message`, and neither the game nor the ledger changed."""
    game = table.game
    before, history = game.state_hash(), list(game.history)
    with pytest.raises(JudgeError, match=message):
        attempt()
    assert game.state_hash() == before and list(game.history) == history
    assert table.ledger.entries(table.event) == []


def test_a_word_that_is_no_remedy_is_refused_with_the_remedies() -> None:
    game = board()
    act(game, "draw p1 1")
    table = Table(game)
    table.call(1)
    refused(table, lambda: table.remedy("redo"),
            "'redo' is no remedy; remedies: resolve, skip, rewind, leave, apply")  # fmt: skip
    assert table.remedy(" APPLY ").remedy is Remedy.HAND_TOO_MANY  # case and spaces aside


def test_a_remedy_before_any_call_and_a_call_of_no_incident_are_refused() -> None:
    game = board()
    act(game, "draw p1 1")
    table = Table(game)
    refused(table, lambda: table.remedy("apply"), "no incident has been called")
    refused(table, lambda: table.call(2), "there is no incident 2; there are 1")
    refused(table, lambda: table.call(0), "there is no incident 0; there are 1")
    refused(table, lambda: table.report(2, {Question.COUNT: True}), "there is no player 3")


@pytest.mark.parametrize(
    ("answers", "choice", "message"),
    [
        ({Question.COUNT: True}, "apply",
         "the engine saw nothing of a reported error: fix it by hand"),
        ({Question.SEEN: True, Question.SAME_SET: True}, "apply",
         "the engine saw nothing of a reported error: fix it by hand"),
        ({Question.TRIGGER: True}, "resolve",
         "the engine saw no trigger to resolve: resolve it by hand"),
        ({Question.OTHER: True}, "rewind",
         "the engine saw nothing of a reported error to rewind to"),
        ({Question.COUNT: True}, "skip", "a Card Count Error's remedy is 'apply', not 'skip'"),
        ({Question.TRIGGER: True}, "apply",
         "a Missed Trigger's remedy is 'resolve' or 'skip', not 'apply'"),
        ({Question.OTHER: True}, "resolve",
         "a General Rule Error's remedy is 'rewind' or 'leave', not 'resolve'"),
    ],
)  # fmt: skip
def test_a_reported_error_the_engine_never_saw_is_remedied_by_hand(
    answers: dict[Question, bool], choice: str, message: str
) -> None:
    game = board()
    act(game, "draw p1 1")  # something happened, but not what is reported
    table = Table(game)
    table.report(1, answers)
    refused(table, lambda: table.remedy(choice), message)


def test_a_reported_error_has_no_ledger_entry_of_its_own_nor_engine_words() -> None:
    game = board()
    table = Table(game)
    table.report(0, {Question.OTHER: True})
    assert table.ruled(1) is None and table.reason(1, Language.EN) == ""
    assert table.remedy("leave").remedy is Remedy.LEAVE  # the board checked as it is
    assert table.infractions() == [Infraction.GENERAL_RULE_ERROR]


def test_pcg_2_1_a_reported_missed_trigger_may_still_be_skipped() -> None:
    table = Table(board())
    table.report(0, {Question.TRIGGER: True})
    assert table.remedy("skip").remedy is Remedy.DECLINED


@pytest.mark.parametrize(
    ("infraction", "message"),
    [
        (Infraction.NONE, "no infraction: there is nothing to remedy"),
        (Infraction.CARD_COUNT_ERROR, "the engine cannot tell which count is wrong"),
    ],
)
def test_a_remedy_the_incident_does_not_call_for_is_refused(
    infraction: Infraction, message: str
) -> None:
    """The table classifies each incident itself; a caller of `plan` may still ask for
    another infraction's remedy (a look at the deck changed no count)."""
    game = board()
    act(game, "look p1 2")
    (incident,) = game.incidents
    with pytest.raises(JudgeError, match=message):
        plan(game, infraction, incident, Choice.APPLY, Role.LEAD)


def test_pcg_2_4_only_the_lead_judge_rewinds() -> None:
    game = board()
    act(game, "draw p1 1")
    table = Table(game)
    table.report(0, {Question.OTHER: True}, role=Role.FLOOR)
    refused(table, lambda: table.remedy("rewind"), r"only the lead judge may rewind \(PCG 1.2\)")
    refused(table, lambda: table.rewind(1, role=Role.FLOOR), "only the lead judge may rewind")


def test_pcg_2_4_a_song_whose_second_singer_could_not_sing_is_rewound_from_the_first() -> None:
    """A song sung together is one play: when the second singer was exerted already, the
    rewind goes back to just before the first singer sang, not to the second."""
    game = board()
    # Tenor is who could have sung with Alto.
    chorus, alto, bass, _ = chorus_and_singers(game, 4, Alto=2, Bass=2, Tenor=2)
    act(game, f"quest c{bass.id}")  # Bass is exerted
    act(game, f"sing-with c{chorus.id} c{alto.id}")
    game.apply(Action.parse(f"sing-with c{chorus.id} c{bass.id}"))  # not ready: an incident
    table = Table(game, players=("Kenji", "Mei"))
    assert table.infractions() == [Infraction.GENERAL_RULE_ERROR]
    table.call(1)
    table.remedy("rewind")
    assert "to just before Alto - Test sang Chorus" in table.text(Language.EN)
    assert chorus.zone is Zone.HAND and not alto.exerted and bass.exerted  # the quest stands
    assert game.players[0].lore == 1


def test_pcg_2_3_a_card_both_players_know_is_taken_out_by_name_and_the_rest_at_random() -> None:
    """p1 drew two cards too many, the top one shown to both players before: that one is
    known not to belong, the other is picked at random; the hand was 2 too many, once."""
    game = board()
    top = game.players[0].deck[-1]
    act(game, f"reveal c{top.id} both")  # a Hidden Information Error of its own
    act(game, "draw p1 2")
    table = Table(game)
    assert table.infractions() == [Infraction.HIDDEN_INFORMATION_ERROR,
                                   Infraction.CARD_COUNT_ERROR]  # fmt: skip
    table.call(2)
    fix = table.remedy("apply")
    assert [(cell.remedy, cell.count, cell.known) for cell in fix.cells()] == [
        (Remedy.HAND_TOO_MANY, 1, False), (Remedy.HAND_TOO_MANY, 1, True)]
    assert top.zone is Zone.DECK and len(game.players[0].hand) == 0
    assert table.text(Language.EN).endswith(
        "because the hand holds 2 cards too many; the card both players know does not belong "
        "in the hand is shuffled into a random part of the deck that nobody knows and once we "
        "have found which cards belong in the hand, 1 card picked at random from the rest is "
        "shuffled into a random part of the deck that nobody knows.")
    assert "手札のカードが2枚多いため" in table.text(Language.JA)


def test_pcg_2_4_a_plan_names_the_seats_p1_and_p2_unless_told_the_players_names() -> None:
    from illumineer.judge.fixes import Deed

    game = passed_with_a_reckless_character_ready()
    (incident,) = game.incidents
    rewind = plan(game, Infraction.GENERAL_RULE_ERROR, incident, Choice.REWIND, Role.LEAD)
    assert rewind.fix.before is not None and rewind.fix.before.deed is Deed.PASS
    assert rewind.fix.before.player == "p1" and rewind.rewind == 1
    named = plan(game, Infraction.GENERAL_RULE_ERROR, incident, Choice.REWIND, Role.LEAD,
                 players=("Kenji", "Mei"))  # fmt: skip
    assert named.fix.before is not None and named.fix.before.player == "Kenji"


def test_a_rewind_whose_remedy_the_game_then_refuses_is_replayed_to_where_it_was() -> None:
    """A remedy is taken whole or not at all: when the game refuses its actions after the
    rewind (here a quest with a card that is in the deck), the rewound pass is taken again
    and the game is as it was, to the last action."""
    game = passed_with_a_reckless_character_ready()
    before, history = game.state_hash(), list(game.history)
    (incident,) = game.incidents
    rewind = plan(game, Infraction.GENERAL_RULE_ERROR, incident, Choice.REWIND, Role.LEAD)
    assert rewind.rewind == 1
    in_deck = game.players[0].deck[0]
    impossible = dataclasses.replace(rewind, actions=(Action.parse(f"quest c{in_deck.id}"),))
    with pytest.raises(JudgeError, match="the game cannot take this remedy now"):
        apply(game, impossible)
    assert list(game.history) == history and game.state_hash() == before
    assert game.active == 1  # the pass stands: p2's turn


def test_a_game_of_deeds_alone_has_its_turn_action_at_the_start() -> None:
    """Deeds and answers belong to the turn action before them; with none before them (a
    table game whose first actions were deeds), the play begins at the game's first action."""
    game = board()
    act(game, "draw p1 1")
    act(game, "draw p2 1")
    assert [turn_action_of(game, position) for position in (0, 1)] == [0, 0]
    assert play_start(game, 1) == 0


def test_a_song_sung_together_as_the_games_first_play_begins_at_the_first_singer() -> None:
    game = board()
    chorus, alto, tenor = chorus_and_singers(game, 4, Alto=2, Tenor=2)
    act(game, f"sing-with c{chorus.id} c{alto.id}")
    act(game, f"sing-with c{chorus.id} c{tenor.id}")
    assert [action.verb for action, *_ in game.applied] == [Verb.SING_WITH] * 2
    assert turn_action_of(game, 1) == 0


@pytest.mark.parametrize("count", [0, -1, 3])
def test_a_rewind_of_no_actions_or_more_than_were_taken_is_refused(count: int) -> None:
    game = board()
    act(game, "draw p1 1")
    act(game, "pass")
    table = Table(game)
    refused(table, lambda: table.rewind(count, role=Role.LEAD),
            f"a rewind undoes 1 to 2 actions, not {count}")


def test_pcg_2_3_a_refill_takes_a_deck_card_nobody_knows_and_an_empty_deck_has_none() -> None:
    """judge-refill: a random card of the deck goes into the inkwell facedown, known to
    nobody, its owner included; from an empty deck it is refused, changing nothing."""
    game = engine_board(deck=1, mode=Mode.TABLE)
    (only,) = game.players[0].deck
    act(game, "judge-refill p1")
    assert only.zone is Zone.INKWELL and only.known == 0
    with pytest.raises(ImpossibleAction, match="p1's deck is empty: there is no card to refill"):
        act(game, "judge-refill p1")
    assert len(game.history) == 1
