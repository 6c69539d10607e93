"""Corners of the judge's remedies, rulings, reasons and warning counts: what a judge is
refused, and what the books keep, where the usual calls do not go."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime
from typing import Any

import pytest

from illumineer.engine.errors import JudgeError
from illumineer.engine.vocabulary import Zone
from illumineer.judge.classify import Reason
from illumineer.judge.entries import Entry
from illumineer.judge.fixes import Remedy
from illumineer.judge.messages import Language
from illumineer.judge.penalties import prior_to
from illumineer.judge.reasons import incident_reason
from illumineer.judge.remedies import Choice, plan
from illumineer.judge.rulings import Ruling
from illumineer.judge.table import Table
from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role
from tests.engine.helpers import character as vanilla
from tests.judge.test_table import act, board, passed_with_a_reckless_character_ready


def test_a_hidden_information_remedy_for_a_play_that_showed_no_card_is_refused() -> None:
    game = passed_with_a_reckless_character_ready()  # a pass: no card in it
    (incident,) = game.incidents
    with pytest.raises(JudgeError, match="the incident names no card that was seen"):
        plan(game, Infraction.HIDDEN_INFORMATION_ERROR, incident, Choice.APPLY, Role.LEAD)


def test_pcg_1_2_a_rewind_to_an_error_already_rewound_away_is_refused() -> None:
    game = passed_with_a_reckless_character_ready()
    (incident,) = game.incidents
    assert plan(game, Infraction.GENERAL_RULE_ERROR, incident, Choice.REWIND, Role.LEAD).rewind == 1
    game.rewind(len(game.history))  # the pass is undone already: nothing is left to go back
    with pytest.raises(JudgeError, match="there is nothing to rewind"):
        plan(game, Infraction.GENERAL_RULE_ERROR, incident, Choice.REWIND, Role.LEAD)


def test_pcg_1_2_a_rewind_back_to_a_judges_check_names_no_card_and_is_refused() -> None:
    """p1 puts a character of theirs from play into the discard; the judge leaves the game
    as it is (a state check). p1 does it again: the play to rewind to is the judge's check,
    which names no card, so the rewind is refused and the judge fixes it by hand."""
    game = board()
    first = game.place(vanilla("Hero"), 0, Zone.PLAY)
    second = game.place(vanilla("Sidekick"), 0, Zone.PLAY)
    act(game, f"put c{first.id} discard")
    table = Table(game)
    assert table.call(1).classification.infraction is Infraction.GENERAL_RULE_ERROR
    assert table.remedy("leave").remedy is Remedy.LEAVE
    act(game, f"put c{second.id} discard")
    table.call(2)
    with pytest.raises(JudgeError, match="judge-check names no card to rewind to"):
        table.remedy("rewind")
    assert second.zone is Zone.DISCARD


def test_an_incident_kept_without_its_reasons_as_data_is_told_in_the_engines_words() -> None:
    game = board()
    act(game, "draw p1 1")
    (incident,) = game.incidents
    said = incident_reason(game, incident, Language.EN)
    assert said == "p1 drew 1 card that no rule lets them draw"
    older = dataclasses.replace(incident, why=None)  # as an older log keeps it
    assert incident_reason(game, older, Language.JA) == incident.reason
    assert incident.reason == "p1 drew 1 card(s) that no rule lets them draw"


def _entry(number: int, **changes: Any) -> Entry:
    values: dict[str, Any] = {
        "id": number, "event": "E", "round": None, "table": None, "player": "p1",
        "infraction": Infraction.CARD_COUNT_ERROR, "level": Level.COMPETITIVE,
        "penalty": Penalty.WARNING, "upgraded": False, "remedy": None, "judge": "j",
        "role": Role.LEAD, "time": datetime.now(UTC), "ruling_en": None, "ruling_ja": None,
        "log_position": None, "corrects": None, "void": False, "note": None,
    }  # fmt: skip
    values.update(changes)
    return Entry(**values)


def test_a_correction_of_a_call_outside_their_part_of_the_ledger_counts_all_theirs() -> None:
    """A correction moves another player's call onto p1: none of p1's own entries is the
    call corrected, so every one that stands comes before it."""
    first, second = _entry(1), _entry(2)
    voided = _entry(3, penalty=Penalty.CAUTION)
    void = _entry(4, corrects=3, void=True)
    assert prior_to([first, second, voided, void], corrects=9) == [first, second]
    assert prior_to([first, second], corrects=2) == [first]


def test_a_stored_ruling_whose_fixes_nest_deeper_than_one_level_is_refused() -> None:
    fix = {"remedy": "HAND_TOO_MANY", "count": 1}
    nested = {**fix, "also": [{**fix, "also": [fix]}]}
    stored = {
        "reason": Reason.WRONG_COUNT.name, "level": "COMPETITIVE",
        "action": {"penalty": "WARNING", "basis": "LEVEL", "upgraded": False,
                   "warnings_before": 0},
    }  # fmt: skip
    one_level = Ruling.from_data({**stored, "fix": {**fix, "also": [fix]}})
    assert one_level.fix is not None and len(one_level.fix.also) == 1
    with pytest.raises(JudgeError, match="a fix nested too deep"):
        Ruling.from_data({**stored, "fix": nested})
