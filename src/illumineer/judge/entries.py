"""A ledger entry, and which entries stand once corrections are taken into account.

The ledger is append-only: a mistaken entry is never changed, it is *corrected* by a later
entry that points at it (`corrects`). The correction stands in its place with its own values,
or, when `void`, stands for nothing at all (the entry was a mistake). A correction can itself
be corrected, so an entry's history is a chain, and only the last of a chain stands.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from illumineer.judge.fixes import Remedy
from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role


@dataclass(frozen=True)
class Entry:
    """One recorded call: who ruled what, where, when, and what it corrects.

    `player` is the rostered player's id. `time` is when the ledger recorded it (UTC,
    timezone-aware). `log_position` is an opaque reference into the game log (an action
    index), when there is one; `incident` names the incident of the game it rules (so a call
    is recorded once). `ruling_en` and `ruling_ja` are the ruling in both languages, and
    `ruling` the ruling as data (`rulings.Ruling.to_data`); all None for a void entry, which
    rules nothing.
    """

    id: int
    event: str
    round: int | None
    table: int | None
    player: str
    infraction: Infraction
    level: Level
    penalty: Penalty
    upgraded: bool
    remedy: Remedy | None
    judge: str
    role: Role
    time: datetime
    ruling_en: str | None
    ruling_ja: str | None
    log_position: str | None
    corrects: int | None
    void: bool
    note: str | None
    incident: str | None = None
    ruling: Mapping[str, Any] | None = None


def standing(entries: Iterable[Entry]) -> list[Entry]:
    """The entries that stand, in order: neither corrected by a later entry nor void.

    `entries` must hold every correction of the entries in it (an event's whole ledger, or
    what `Ledger.entries` returns for a player), or a corrected entry would seem to stand.
    """
    entries = list(entries)
    corrected = {entry.corrects for entry in entries if entry.corrects is not None}
    return [entry for entry in entries if entry.id not in corrected and not entry.void]


def roots(entries: Iterable[Entry]) -> dict[int, int]:
    """Each entry's place among the calls: the id of the first entry of its chain of
    corrections (a correction stands where the call it corrects was made)."""
    root: dict[int, int] = {}
    for entry in sorted(entries, key=lambda e: e.id):
        root[entry.id] = root.get(entry.corrects, entry.id) if entry.corrects else entry.id
    return root
