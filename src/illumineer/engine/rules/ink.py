"""Ink a card (rule 4.2): reveal an inkable card from hand and put it into the inkwell,
once a turn (4.2.3) unless an effect allows more (4.2.3.1); from the discard where an effect
lets its owner ("you can ink cards from your discard")."""

from __future__ import annotations

from illumineer.engine.actions import Action
from illumineer.engine.errors import IllegalAction
from illumineer.engine.primitives import move, reveal
from illumineer.engine.rules.base import card_of, reach, turn_action
from illumineer.engine.state import EVERYONE, Card, GameState
from illumineer.engine.trail import set_field
from illumineer.engine.values import affected, ink_allowance, statics_of
from illumineer.engine.vocabulary import Arrival, Stat, Verb, Zone
from illumineer.engine.why import Because, Why


def touch(st: GameState, action: Action, who: int) -> None:
    if card_of(st, action.card).zone is Zone.DISCARD:  # whether an effect lets them: verify
        reach(st, action.card, who, Zone.DISCARD, "discard")
        return
    reach(st, action.card, who, Zone.HAND, "hand")


def from_discard(st: GameState, card: Card) -> bool:
    """Whether an effect lets its owner ink `card` from their discard."""
    return card.zone is Zone.DISCARD and affected(st, card, Stat.INK_FROM_DISCARD)


def inkable(st: GameState, card: Card) -> bool:
    """Whether the card may be inked: it has the inkwell symbol, or counts as having it."""
    return card.definition.inkable or affected(st, card, Stat.INKABLE)


def verify(st: GameState, action: Action, who: int) -> None:
    turn_action(st, "4.2.1", who)
    me = st.players[who]
    card = st.cards[action.card]
    if me.inked_this_turn >= ink_allowance(st, who):
        raise IllegalAction("4.2.3", "a card has already been put into the inkwell this turn",
                            Why(Because.INK_ONCE, (card.id,)))
    if card.zone is Zone.DISCARD and not from_discard(st, card):
        raise IllegalAction("4.2.1", f"{card.definition} is in the discard: cards are inked "
                            "from the hand unless an effect says otherwise",
                            Why(Because.NOT_IN_ZONE, (card.id,), (int(Zone.HAND),)))
    if not inkable(st, card):
        raise IllegalAction("4.2.1", f"{card.definition} has no inkwell symbol",
                            Why(Because.NOT_INKABLE, (card.id,)))


def perform(st: GameState, action: Action, who: int) -> None:
    card = st.cards[action.card]
    me = st.players[card.owner]
    reveal(st, card, EVERYONE)  # 4.2.1: revealed so every player can verify it
    move(st, card, Zone.INKWELL, how=Arrival.INKED)
    set_field(st, me, "inked_this_turn", me.inked_this_turn + 1)


def offer(st: GameState, out: list[Action], ready: int) -> None:
    me = st.players[st.active]
    allowance = ink_allowance(st, me.index) if st.statics_in_play else 1
    if me.inked_this_turn < allowance:
        new, verb = tuple.__new__, Verb.INK  # (fast(), written out: a hot loop)
        for card in me.hand:
            if card.definition.inkable or (st.statics_in_play and inkable(st, card)):
                out.append(new(Action, (verb, (card.id,))))
        if st.statics_in_play and statics_of(st, Stat.INK_FROM_DISCARD):
            for card in me.discard:
                if from_discard(st, card) and inkable(st, card):
                    out.append(new(Action, (verb, (card.id,))))
