"""The undo trail: every change to the state, with its inverse (no rules here).

State is written only through these functions (and the primitives built on them). Each
pushes an entry that reverses its change onto the trail and marks the changed component for
the state hash. An action is a mark on the trail: `undo_to` pops back to a mark exactly;
`rollback` does the same for an action found impossible halfway (1.7.6), keeping what was
revealed (1.7.6.2).
"""

from __future__ import annotations

from typing import Any

from illumineer.engine.hashing import touch
from illumineer.engine.state import Card, GameState, Resolution, Undo, ZoneList
from illumineer.engine.vocabulary import Arrival, Zone


def _undo_set(obj: Any, attr: str, old: object) -> None:
    setattr(obj, attr, old)
    if obj.clean:  # (touch, written out: undo is a hot path)
        obj.clean = False
        obj.marks.append(obj)


def set_field(st: GameState, obj: Any, attr: str, value: object) -> None:
    """Set `obj.attr` to `value` undoably (a no-op when it already holds it). `obj` is a part
    of the state the hash covers: a card, a zone, a player, a game level."""
    old = getattr(obj, attr)
    if old != value:
        st.trail.append((_undo_set, obj, attr, old))
        setattr(obj, attr, value)
        if obj.clean:
            obj.clean = False
            obj.marks.append(obj)


def _undo_memory(st: GameState, res: Resolution, attr: str, old: object) -> None:
    setattr(res, attr, old)
    touch(st)


def set_memory(st: GameState, res: Resolution, attr: str, value: object) -> None:
    """Set a field of a resolution held at level `st` (its cursor, what it chose, looked at,
    counted): part of that level's own fields for the state hash."""
    old = getattr(res, attr)
    if old != value:
        st.trail.append((_undo_memory, st, res, attr, old))
        setattr(res, attr, value)
        touch(st)


def _undo_move(
    card: Card, src: ZoneList, i: int, dst: ZoneList, zone: Zone, arrived: Arrival
) -> None:
    dst.remove(card)
    src.insert(i, card)
    card.zone = zone
    card.arrived = arrived
    touch(card)
    touch(src)
    touch(dst)


def relocate(
    st: GameState,
    card: Card,
    dst: ZoneList,
    zone: Zone,
    how: Arrival,
    *,
    bottom: bool = False,
) -> None:
    """Take `card` out of its list and put it on top (the end) or the bottom of `dst`, in
    `zone`, arriving there `how`: the bare movement, with no rule attached
    (engine/primitives.py adds those)."""
    src = st.players[card.owner].zones[card.zone]
    try:
        i = src.index(card)
    except ValueError:  # a card of another level of a subgame
        src = _list_of(st, card)
        i = src.index(card)
    del src[i]
    if bottom:
        dst.insert(0, card)
    else:
        dst.append(card)
    st.trail.append((_undo_move, card, src, i, dst, card.zone, card.arrived))
    card.zone = zone
    card.arrived = how
    # (touch, written out: every move comes here)
    if card.clean:
        card.clean = False
        card.marks.append(card)
    if src.clean:
        src.clean = False
        src.marks.append(src)
    if dst.clean:
        dst.clean = False
        dst.marks.append(dst)


def moves_since(st: GameState, mark: int) -> list[tuple[Card, ZoneList, ZoneList, Zone]]:
    """Every card movement recorded after `mark`: (card, from, to, the zone it left)."""
    return [
        (entry[1], entry[2], entry[4], entry[5])
        for entry in st.trail[mark:]
        if entry[0] is _undo_move
    ]


def _list_of(st: GameState, card: Card) -> ZoneList:
    """The list that holds `card`, at whatever level of a subgame it is."""
    level: GameState | None = st.top
    while level is not None:
        candidate = level.players[card.owner].zones[card.zone]
        if card in candidate:
            return candidate
        level = level.subgame
    raise ValueError(f"c{card.id} is in no zone")


def _undo_order(cards: ZoneList, order: list[Card]) -> None:
    cards[:] = order
    touch(cards)


def reorder(st: GameState, cards: ZoneList, order: list[Card]) -> None:
    """Put the cards of a zone in a new order (a shuffle, a placement among the top)."""
    st.trail.append((_undo_order, cards, list(cards)))
    cards[:] = order
    touch(cards)


def _undo_rng(st: GameState, state: tuple[Any, ...]) -> None:
    st.rng.setstate(state)
    st.root_hasher.rng_clean = False


def use_rng(st: GameState) -> None:
    """Before drawing from the random source: record its state, so undo restores it."""
    st.trail.append((_undo_rng, st, st.rng.getstate()))
    st.root_hasher.rng_clean = False


def push(st: GameState, entry: Undo) -> None:
    """Record a change made some other way, with its inverse entry."""
    st.trail.append(entry)


def forget_derived(st: GameState) -> None:
    """Drop the derived caches here and in every level inside (after an undo)."""
    game: GameState | None = st
    while game is not None:
        game.static_index = game.listener_index = None
        game = game.subgame


def undo_to(st: GameState, mark: int) -> None:
    """Reverse every change after `mark` exactly."""
    trail = st.trail
    while len(trail) > mark:
        entry = trail.pop()
        entry[0](*entry[1:])
    forget_derived(st)


def rollback(st: GameState, mark: int, *, keep_reveals: bool = True) -> None:
    """Reverse the trail to `mark` (1.7.6); what was revealed stays known (1.7.6.2)."""
    kept: list[Undo] = []
    trail = st.trail
    while len(trail) > mark:
        entry = trail.pop()
        if keep_reveals and entry[0] is _undo_set and entry[2] == "known":
            kept.append(entry)
            continue
        entry[0](*entry[1:])
    trail.extend(reversed(kept))
    forget_derived(st)
