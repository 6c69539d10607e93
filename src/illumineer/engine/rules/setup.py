"""Setup's decisions (rule 2.2.2): altering the opening hand, in turn order.

Each player puts any number of cards on the bottom of their deck unrevealed (``mulligan``,
one card at a time), then draws back to 7 and shuffles if they changed any (``keep``). When
both have, the starting player's first turn begins (2.2.3).
"""

from __future__ import annotations

from illumineer.engine.actions import KEEP, Action, fast
from illumineer.engine.errors import ImpossibleAction
from illumineer.engine.primitives import draw, move, shuffle
from illumineer.engine.rules.base import decider, reach
from illumineer.engine.rules.turn import begin_turn
from illumineer.engine.state import GameState
from illumineer.engine.subgame import OPENING_HAND
from illumineer.engine.trail import set_field
from illumineer.engine.vocabulary import Phase, Verb, Zone


def touch(st: GameState, action: Action, who: int) -> None:
    if st.phase is not Phase.ALTER_HAND:
        raise ImpossibleAction("2.2.2", "hands are altered only during setup")
    if action.verb is Verb.MULLIGAN:
        reach(st, action.card, who, Zone.HAND, "hand")


def verify(st: GameState, action: Action, who: int) -> None:
    """Altering a hand breaks no rule once it can be done."""


def perform(st: GameState, action: Action, who: int) -> None:
    player = st.players[who]
    if action.verb is Verb.MULLIGAN:
        # 2.2.2.1: the card goes to the bottom unrevealed.
        move(st, st.cards[action.card], Zone.DECK, bottom=True)
        return
    missing = OPENING_HAND - len(player.hand)
    for _ in range(missing):
        draw(st, player)
    if missing > 0:
        shuffle(st, player)  # 2.2.2.3
    set_field(st, player, "altered_hand", True)
    if decider(st) is None:
        begin_turn(st)


def offer(st: GameState, out: list[Action]) -> None:
    who = decider(st)
    if who is not None:
        out.extend(fast(Verb.MULLIGAN, (card.id,)) for card in st.players[who].hand)
        out.append(KEEP)
