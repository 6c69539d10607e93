"""Corrective actions ("penalties"): JUDGE.md's table by level, and the third-Warning upgrade.

| infraction | PCG | Casual | Competitive |
|---|---|---|---|
| Missed Trigger | 2.1 | Caution | Caution; Warning if it would have hurt the player who missed it |
| Hidden Information Error | 2.2 | Caution | Warning |
| Card Count Error | 2.3 | Caution | Warning |
| General Rule Error | 2.4 | Caution | Warning |

A Missed Trigger the active player noticed themselves before their turn ended gets the remedy
and no corrective action.

**The upgrade.** The third Warning for the same infraction, per player, per event, becomes a
Game Loss, and so does every later one (the count never resets within an event). We count the
entries that stand (see `entries.standing`: a void or corrected entry is not counted) for that
event, player and infraction whose penalty is a Warning, *or a Game Loss that was an upgraded
Warning*: the upgraded call was that player's Warning occurrence, so the fourth Warning is a
Game Loss too, as the third was. Cautions never count, so a casual event never upgrades.

>>> corrective_action(Infraction.CARD_COUNT_ERROR, Level.CASUAL, event="e", player="p").penalty
<Penalty.CAUTION: 'Caution'>
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from illumineer.judge.entries import Entry, roots, standing
from illumineer.judge.vocabulary import Infraction, Level, Penalty

#: The Warning that becomes a Game Loss: the third for the same infraction in an event.
UPGRADE_AT = 3


class Basis(Enum):
    """Why a corrective action is what it is, before any upgrade (the ruling says it)."""

    NO_INFRACTION = "no_infraction"
    SELF_CAUGHT = "self_caught"  # PCG 2.1: the active player noticed their own miss in time
    LEVEL = "level"  # the level's column of the table
    DETRIMENTAL = "detrimental"  # PCG 2.1: competitive, and the trigger would have hurt them


@dataclass(frozen=True)
class CorrectiveAction:
    """The corrective action for a call.

    `upgraded` says a Warning became a Game Loss; `warnings_before` is how many Warnings
    (upgraded ones included) the player already had for this infraction in this event.
    """

    penalty: Penalty
    basis: Basis
    upgraded: bool = False
    warnings_before: int = 0


def counts_as_warning(entry: Entry) -> bool:
    """Whether `entry` is a Warning occurrence for the upgrade: a Warning, or a Game Loss that
    was an upgraded Warning."""
    return entry.penalty is Penalty.WARNING or (
        entry.penalty is Penalty.GAME_LOSS and entry.upgraded
    )


def warnings_before(
    prior: Iterable[Entry], *, event: str, player: str, infraction: Infraction
) -> int:
    """How many Warning occurrences stand in `prior` for this event, player and infraction."""
    return sum(
        1
        for entry in standing(prior)
        if entry.event == event
        and entry.player == player
        and entry.infraction is infraction
        and counts_as_warning(entry)
    )


def corrective_action(
    infraction: Infraction,
    level: Level,
    *,
    event: str,
    player: str,
    prior: Iterable[Entry] = (),
    detrimental: bool = False,
    self_caught: bool = False,
) -> CorrectiveAction:
    """The corrective action for `infraction` at `level`, upgraded by `prior` entries.

    `prior` is the event's ledger, or the player's part of it (`Ledger.entries(event,
    player=...)`); entries of other players, events or infractions are not counted.
    `detrimental` and `self_caught` concern a Missed Trigger only (PCG 2.1); for the other
    infractions they change nothing.
    """
    if infraction is Infraction.NONE:
        return CorrectiveAction(Penalty.NONE, Basis.NO_INFRACTION)
    if infraction is Infraction.MISSED_TRIGGER and self_caught:
        return CorrectiveAction(Penalty.NONE, Basis.SELF_CAUGHT)
    if level is Level.CASUAL:
        return CorrectiveAction(Penalty.CAUTION, Basis.LEVEL)
    if infraction is Infraction.MISSED_TRIGGER and not detrimental:
        return CorrectiveAction(Penalty.CAUTION, Basis.LEVEL)
    basis = Basis.DETRIMENTAL if infraction is Infraction.MISSED_TRIGGER else Basis.LEVEL
    before = warnings_before(prior, event=event, player=player, infraction=infraction)
    if before + 1 >= UPGRADE_AT:
        return CorrectiveAction(Penalty.GAME_LOSS, basis, upgraded=True, warnings_before=before)
    return CorrectiveAction(Penalty.WARNING, basis, warnings_before=before)


@dataclass(frozen=True)
class WarningCount:
    """A player's Warning occurrences for one infraction in one event."""

    event: str
    player: str
    infraction: Infraction
    warnings: int

    @property
    def next_is_game_loss(self) -> bool:
        """Whether that player's next Warning for this infraction becomes a Game Loss."""
        return self.warnings + 1 >= UPGRADE_AT


def warning_counts(entries: Iterable[Entry]) -> list[WarningCount]:
    """The Warning occurrences per event, player and infraction among the entries that stand,
    sorted by event, player and infraction (PCG order); only those with at least one."""
    counts = Counter(
        (entry.event, entry.player, entry.infraction)
        for entry in standing(entries)
        if counts_as_warning(entry)
    )
    order = list(Infraction)
    return [
        WarningCount(event, player, infraction, warnings)
        for (event, player, infraction), warnings in sorted(
            counts.items(), key=lambda item: (item[0][0], item[0][1], order.index(item[0][2]))
        )
    ]


def prior_to(entries: Iterable[Entry], corrects: int | None = None) -> list[Entry]:
    """The entries that stand before a call: all of them for a new call; for a call that
    `corrects` an entry, those made before the call it corrects (a correction stands where
    that call was made), that entry itself left out. `entries` is the event's ledger (or a
    player's part of it, corrections included)."""
    entries = list(entries)
    stand = standing(entries)
    if corrects is None:
        return stand
    place = roots(entries)
    if corrects not in place:
        return [entry for entry in stand if entry.id != corrects]
    return [e for e in stand if e.id != corrects and place[e.id] < place[corrects]]


def base_penalty(entry: Entry) -> Penalty:
    """What the entry's corrective action was before any upgrade: a Game Loss upgraded from a
    Warning was a Warning."""
    return Penalty.WARNING if counts_as_warning(entry) else entry.penalty


@dataclass(frozen=True)
class Recomputed:
    """An entry that stands whose corrective action, worked out again from the entries
    before it in order, is not what it recorded."""

    entry: Entry
    action: CorrectiveAction


def recompute(entries: Iterable[Entry]) -> list[Recomputed]:
    """The standing entries of an event whose corrective action changes when the upgrade is
    counted again in the order the calls were made (after a void, a Warning that a later
    Game Loss rested on no longer counts). `entries` is the event's whole ledger.

    An entry recorded with its ruling as data keeps its basis and its count of earlier
    Warnings; one without keeps what can be read from its penalty.
    """
    entries = list(entries)
    place = roots(entries)
    counts: Counter[tuple[str, Infraction]] = Counter()
    changed = []
    for entry in sorted(standing(entries), key=lambda e: place[e.id]):
        base = base_penalty(entry)
        recorded = _recorded(entry)
        if base is not Penalty.WARNING:
            continue
        key = (entry.player, entry.infraction)
        before = counts[key]
        counts[key] += 1
        basis = recorded.basis if recorded is not None else Basis.LEVEL
        if before + 1 >= UPGRADE_AT:
            action = CorrectiveAction(Penalty.GAME_LOSS, basis, upgraded=True,
                                      warnings_before=before)  # fmt: skip
        else:
            action = CorrectiveAction(Penalty.WARNING, basis, warnings_before=before)
        if (entry.penalty, entry.upgraded) != (action.penalty, action.upgraded) or (
            recorded is not None and recorded.warnings_before != before and action.upgraded
        ):
            changed.append(Recomputed(entry, action))
    return changed


def _recorded(entry: Entry) -> CorrectiveAction | None:
    """The corrective action an entry's ruling data recorded, if it has any."""
    data = entry.ruling
    if not data:
        return None
    try:
        action = data["action"]
        return CorrectiveAction(Penalty[action["penalty"]], Basis[action["basis"]],
                                bool(action["upgraded"]), int(action["warnings_before"]))
    except (KeyError, TypeError, ValueError):
        return None
