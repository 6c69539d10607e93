"""Corrective actions by level (JUDGE.md's table) and the third-Warning upgrade, per player,
per event, per infraction, following corrections."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime
from typing import Any

import pytest

from illumineer.judge.entries import Entry, standing
from illumineer.judge.penalties import (
    Basis,
    CorrectiveAction,
    Recomputed,
    WarningCount,
    corrective_action,
    recompute,
    warning_counts,
)
from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role

MT = Infraction.MISSED_TRIGGER
HIE = Infraction.HIDDEN_INFORMATION_ERROR
CCE = Infraction.CARD_COUNT_ERROR
GRE = Infraction.GENERAL_RULE_ERROR
_ids = itertools.count(1)


def entry(**changes: Any) -> Entry:
    """A standing Warning for p1's Card Count Error at event E, with a new id."""
    values: dict[str, Any] = {
        "id": next(_ids), "event": "E", "round": None, "table": None, "player": "p1",
        "infraction": CCE, "level": Level.COMPETITIVE, "penalty": Penalty.WARNING,
        "upgraded": False, "remedy": None, "judge": "j", "role": Role.LEAD,
        "time": datetime.now(UTC), "ruling_en": None, "ruling_ja": None, "log_position": None,
        "corrects": None, "void": False, "note": None,
    }  # fmt: skip
    values.update(changes)
    return Entry(**values)


def action(
    infraction: Infraction, level: Level = Level.COMPETITIVE, **options: Any
) -> CorrectiveAction:
    options.setdefault("event", "E")
    options.setdefault("player", "p1")
    return corrective_action(infraction, level, **options)


@pytest.mark.parametrize("infraction", [MT, HIE, CCE, GRE])
def test_every_infraction_is_a_caution_at_casual(infraction: Infraction) -> None:
    assert action(infraction, Level.CASUAL, detrimental=True).penalty is Penalty.CAUTION


def test_pcg_2_1_missed_trigger_is_a_caution_at_competitive() -> None:
    assert action(MT) == CorrectiveAction(Penalty.CAUTION, Basis.LEVEL)


def test_pcg_2_1_detrimental_missed_trigger_is_a_warning_at_competitive() -> None:
    assert action(MT, detrimental=True) == CorrectiveAction(Penalty.WARNING, Basis.DETRIMENTAL)


@pytest.mark.parametrize("level", list(Level))
def test_pcg_2_1_self_caught_missed_trigger_takes_no_corrective_action(level: Level) -> None:
    result = action(MT, level, detrimental=True, self_caught=True, prior=[entry(infraction=MT)] * 2)
    assert result == CorrectiveAction(Penalty.NONE, Basis.SELF_CAUGHT)


@pytest.mark.parametrize("infraction", [HIE, CCE, GRE])
def test_pcg_2_2_to_2_4_are_a_warning_at_competitive(infraction: Infraction) -> None:
    assert action(infraction) == CorrectiveAction(Penalty.WARNING, Basis.LEVEL)
    # Detrimental and self-caught are Missed Trigger words; elsewhere they change nothing.
    assert action(infraction, detrimental=True, self_caught=True) == action(infraction)


def test_no_infraction_takes_no_corrective_action() -> None:
    assert action(Infraction.NONE) == CorrectiveAction(Penalty.NONE, Basis.NO_INFRACTION)


def test_pcg_2_the_third_warning_for_the_same_infraction_is_a_game_loss() -> None:
    prior = [entry(), entry()]
    assert action(CCE, prior=prior[:1]) == CorrectiveAction(
        Penalty.WARNING, Basis.LEVEL, warnings_before=1
    )
    assert action(CCE, prior=prior) == CorrectiveAction(
        Penalty.GAME_LOSS, Basis.LEVEL, upgraded=True, warnings_before=2
    )


def test_pcg_2_1_detrimental_missed_triggers_upgrade_too() -> None:
    prior = [entry(infraction=MT), entry(infraction=MT)]
    result = action(MT, detrimental=True, prior=prior)
    assert (result.penalty, result.basis, result.upgraded) == (
        Penalty.GAME_LOSS,
        Basis.DETRIMENTAL,
        True,
    )


def test_an_upgraded_game_loss_counts_as_that_warning_so_the_fourth_is_one_too() -> None:
    prior = [entry(), entry(), entry(penalty=Penalty.GAME_LOSS, upgraded=True)]
    result = action(CCE, prior=prior)
    assert (result.penalty, result.upgraded, result.warnings_before) == (Penalty.GAME_LOSS, True, 3)


@pytest.mark.parametrize(
    "other",
    [
        {"player": "p2"},
        {"event": "Another Event"},
        {"infraction": HIE},
        {"penalty": Penalty.CAUTION},
        {"penalty": Penalty.NONE},
        {"penalty": Penalty.GAME_LOSS, "upgraded": False},  # not a Warning occurrence
    ],
    ids=["player", "event", "infraction", "caution", "none", "game-loss"],
)
def test_the_count_is_per_player_per_event_per_infraction_of_warnings(
    other: dict[str, Any],
) -> None:
    prior = [entry(), entry(**other)]
    assert action(CCE, prior=prior).penalty is Penalty.WARNING


def test_casual_events_never_upgrade() -> None:
    assert action(CCE, Level.CASUAL, prior=[entry(), entry(), entry()]).penalty is Penalty.CAUTION


def test_a_voided_warning_is_not_counted() -> None:
    first, second = entry(), entry()
    void = entry(corrects=first.id, void=True)
    assert standing([first, second, void]) == [second]
    assert action(CCE, prior=[first, second, void]).penalty is Penalty.WARNING
    assert action(CCE, prior=[first, second]).penalty is Penalty.GAME_LOSS


def test_a_corrected_entry_counts_with_its_corrected_values() -> None:
    first, second = entry(), entry(penalty=Penalty.CAUTION)
    # The second call was a Caution by mistake: corrected to the Warning it should have been.
    fixed = entry(corrects=second.id, penalty=Penalty.WARNING)
    assert action(CCE, prior=[first, second, fixed]).penalty is Penalty.GAME_LOSS
    # A correction that moves the call to another infraction takes it out of this count.
    moved = entry(corrects=first.id, infraction=GRE)
    assert action(CCE, prior=[first, second, fixed, moved]).penalty is Penalty.WARNING
    # And a correction of that correction puts it back.
    back = entry(corrects=moved.id)
    assert action(CCE, prior=[first, second, fixed, moved, back]).penalty is Penalty.GAME_LOSS


def test_warning_counts_say_when_the_next_warning_is_a_game_loss() -> None:
    counts = warning_counts(
        [entry(), entry(), entry(infraction=MT), entry(player="p0", penalty=Penalty.CAUTION)]
    )
    assert counts == [WarningCount("E", "p1", MT, 1), WarningCount("E", "p1", CCE, 2)]
    assert [c.next_is_game_loss for c in counts] == [False, True]


def _data(action: CorrectiveAction) -> dict[str, Any]:
    return {"action": {"penalty": action.penalty.name, "basis": action.basis.name,
                       "upgraded": action.upgraded, "warnings_before": action.warnings_before}}


def test_recompute_finds_what_rested_on_a_void_in_the_order_of_the_calls() -> None:
    first, second = entry(), entry()
    third = entry(penalty=Penalty.GAME_LOSS, upgraded=True)
    assert recompute([first, second, third]) == []  # as it stands, all is right
    void = entry(corrects=first.id, void=True, penalty=Penalty.NONE)
    (change,) = recompute([first, second, third, void])
    assert change.entry == third
    assert change.action == CorrectiveAction(Penalty.WARNING, Basis.LEVEL, warnings_before=1)
    # A correction stands in the place of the call it corrects, not at its own later id.
    moved = entry(corrects=second.id, penalty=Penalty.WARNING)
    assert recompute([first, second, third, void, moved]) == [
        Recomputed(third, CorrectiveAction(Penalty.WARNING, Basis.LEVEL, warnings_before=1))
    ]


def test_recompute_keeps_the_basis_and_count_the_ruling_recorded() -> None:
    hurt = CorrectiveAction(Penalty.WARNING, Basis.DETRIMENTAL)
    calls = [entry(infraction=MT, ruling=_data(hurt)) for _ in range(2)]
    upgraded = CorrectiveAction(Penalty.GAME_LOSS, Basis.DETRIMENTAL, True, warnings_before=2)
    calls.append(entry(infraction=MT, penalty=Penalty.GAME_LOSS, upgraded=True,
                       ruling=_data(upgraded)))  # fmt: skip
    void = entry(infraction=MT, corrects=calls[0].id, void=True, penalty=Penalty.NONE)
    (change,) = recompute([*calls, void])
    assert change.action == CorrectiveAction(Penalty.WARNING, Basis.DETRIMENTAL,
                                             warnings_before=1)  # fmt: skip
    # A Game Loss whose count of earlier Warnings changes is worded again, though it stays one.
    two = [entry(), entry()]
    miscounted = CorrectiveAction(Penalty.GAME_LOSS, Basis.LEVEL, True, warnings_before=3)
    third = entry(penalty=Penalty.GAME_LOSS, upgraded=True, ruling=_data(miscounted))
    (again,) = recompute([*two, third])
    assert again.action.warnings_before == 2 and again.action.penalty is Penalty.GAME_LOSS
