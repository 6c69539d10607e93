"""Ink drops (set 14): a player's second resource, beside the inkwell.

The Comprehensive Rules 2.2.0 say nothing of them yet; the cards' reminder text is the rule:
"Get 1 ink drop. (You may remove an ink drop to pay 1 ⬡.)", "Each ink drop may be removed to
pay 1 ⬡." So a drop is kept from turn to turn, and it pays 1 ⬡ of any cost paid in ink (a
card's cost, Shift, an activated ability, Boost, moving, "pay N ⬡" in an effect).

How a player chooses between drops and ink (engine/rules/drops.py says it as an action):

- a player may first set drops aside (`drops N`): the next cost they pay, in their next
  action, removes those drops first (up to the cost); what is set aside and not used lapses
  when that action ends;
- a cost then takes ready ink, and only what ink cannot cover removes more drops.

So a drop is removed only when its player says so or when the cost cannot be paid without
it (taking that action is their choice), never to spare ink they did not ask to spare; and
a card asking "if you removed an ink drop to play this" is played that way by saying so.

Every change goes through the trail (undoable, hashed); the player's fields are in
engine/state.py: `drops`, `pledged` (set aside), `got_drops` (this turn) and `dropped_for`
(the cards played this turn paying with a drop).
"""

from __future__ import annotations

from illumineer.engine.bag import notice
from illumineer.engine.events import Event
from illumineer.engine.primitives import exert_ink
from illumineer.engine.state import Card, GameState, Player
from illumineer.engine.trail import set_field
from illumineer.engine.vocabulary import EventKind

#: Most ink drops a player may have (a bound for scenarios and faces, never reached in play).
MAX_DROPS = 100


def spendable(player: Player) -> int:
    """What `player` can pay in ⬡ now: ready ink and ink drops."""
    return player.ready_ink + player.drops


def get_drops(st: GameState, player: Player, amount: int) -> None:
    """`player` gets `amount` ink drops ("get 1 ink drop"); the turn remembers it ("if you
    got an ink drop this turn")."""
    if amount <= 0:
        return
    set_field(st, player, "drops", min(MAX_DROPS, player.drops + amount))
    set_field(st, player, "got_drops", player.got_drops + amount)


def remove_drops(st: GameState, player: Player, amount: int) -> int:
    """Remove up to `amount` of `player`'s drops to pay; each removal is noticed ("whenever
    you remove an ink drop"). Return how many were removed."""
    removed = min(player.drops, max(0, amount))
    if removed:
        set_field(st, player, "drops", player.drops - removed)
        for _ in range(removed):
            notice(st, Event(EventKind.DROPS_REMOVED, -1, player.index, amount=1))
    return removed


def pay_cost(st: GameState, player: Player, amount: int) -> tuple[int, int]:
    """Pay `amount` ⬡: the drops set aside first, then ready ink, then drops for what ink
    cannot cover (see the module's notes). Return (what could not be paid, drops removed)."""
    amount = max(0, amount)
    first = min(player.pledged, amount)
    if player.pledged:
        set_field(st, player, "pledged", 0)
    removed = remove_drops(st, player, first)
    short = exert_ink(st, player, amount - removed)
    if short:
        more = remove_drops(st, player, short)
        removed += more
        short -= more
    return short, removed


def paid_for(st: GameState, player: Player, card: Card, removed: int) -> None:
    """The turn remembers whether `card` was played paying with a drop ("if you removed an
    ink drop to play her"); a card played again is remembered as it was played last."""
    kept = tuple(c for c in player.dropped_for if c != card.id)
    set_field(st, player, "dropped_for", (*kept, card.id) if removed else kept)


def lapse(st: GameState) -> None:
    """Drops set aside and not used lapse when their player's action ends."""
    for player in st.players:
        if player.pledged:
            set_field(st, player, "pledged", 0)


def forget_turn(st: GameState) -> None:
    """A new turn: nobody has got a drop or played a card with one this turn."""
    for player in st.players:
        if player.got_drops:
            set_field(st, player, "got_drops", 0)
        if player.dropped_for:
            set_field(st, player, "dropped_for", ())


__all__ = ["MAX_DROPS", "forget_turn", "get_drops", "lapse", "paid_for", "pay_cost",
           "remove_drops", "spendable"]  # fmt: skip
