"""Play a card (rule 4.3): announce and reveal it, pay its cost, and it is played (4.3.3).

What happens once a card is played, however it was paid for, is `engine/playing.py`'s.
"""

from __future__ import annotations

from illumineer.engine.actions import Action
from illumineer.engine.errors import IllegalAction
from illumineer.engine.playing import enter_play
from illumineer.engine.primitives import exert_ink
from illumineer.engine.resolution import start
from illumineer.engine.restrictions import cant_play
from illumineer.engine.rules.base import reach, turn_action
from illumineer.engine.state import Card, GameState
from illumineer.engine.values import cost
from illumineer.engine.vocabulary import Mode, Verb, Zone
from illumineer.engine.why import Because, Why


def touch(st: GameState, action: Action, who: int) -> None:
    reach(st, action.card, who, Zone.HAND, "hand")


def verify(st: GameState, action: Action, who: int) -> None:
    turn_action(st, "4.3.2", who)
    card = st.cards[action.card]
    refuse_restricted(st, card, who)
    price, ready = cost(st, card), st.players[who].ready_ink
    if price > ready:
        raise IllegalAction(
            "1.5.3",
            f"{card.definition} costs {price} but only {ready} ink is ready",
            Why(Because.COST_SHORT, (card.id,), (price, ready)),
        )


def refuse_restricted(st: GameState, card: Card, who: int) -> None:
    """A restriction keeps the card from being played (1.2.2), however it is paid for."""
    if cant_play(st, card, who):
        raise IllegalAction("1.2.2", f"{card.definition} can't be played now",
                            Why(Because.CANT_PLAY, (card.id,)))


def pay(st: GameState, player: int, amount: int) -> None:
    """Pay ink (4.3.2.4); a cost that turns out unpayable halfway makes the whole action
    illegal (1.7.6) in strict mode, and is paid as far as it can be at a table."""
    short = exert_ink(st, st.players[player], amount)
    if short and st.mode is Mode.STRICT:
        raise IllegalAction("1.7.6", f"p{player + 1} lacks {short} ready ink to pay",
                            Why(Because.UNPAID, (), (player, short)))


def perform(st: GameState, action: Action, who: int) -> None:
    card = st.cards[action.card]
    pay(st, card.owner, cost(st, card))
    then = enter_play(st, card, card.owner)
    if then is not None:
        start(st, then)


def offer(st: GameState, out: list[Action], ready: int) -> None:
    me = st.players[st.active]
    new, verb = tuple.__new__, Verb.PLAY  # (fast(), written out: a hot loop)
    plain = not (st.reductions or st.statics_in_play)
    for card in me.hand:
        definition = card.definition
        price = definition.cost if plain and not definition.cost_from_hand else cost(st, card)
        if price <= ready and ((plain and not st.bans) or not cant_play(st, card, me.index)):
            out.append(new(Action, (verb, (card.id,))))
