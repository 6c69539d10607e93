"""Shift (rule 8.10): pay the Shift cost and put the card on top of a character of yours
with the same name; it takes the base's place, states and damage, and keeps the effects
applied to it (8.10.2-8.10.6). Only Shift by name paid in ink is carried out so far."""

from __future__ import annotations

from illumineer.engine.abilities.keywords import ENTER_EXERTED
from illumineer.engine.actions import Action, fast
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.playing import ENTER_EXERTED_KEY, enters, played
from illumineer.engine.primitives import move, reveal
from illumineer.engine.resolution import start
from illumineer.engine.restrictions import cant_play
from illumineer.engine.rules.base import reach, turn_action
from illumineer.engine.rules.play import pay, refuse_restricted
from illumineer.engine.state import EVERYONE, Card, GameState, Granted, Modifier, Resolution
from illumineer.engine.trail import set_field
from illumineer.engine.values import has_keyword, shift_cost
from illumineer.engine.vocabulary import Arrival, Keyword, Verb, Zone
from illumineer.engine.why import Because, Why


def bases(st: GameState, card: Card) -> list[Card]:
    """Characters of yours that `card` may shift onto: same name (8.10.1)."""
    name = card.definition.name
    return [
        c
        for c in st.players[card.owner].play
        if c.is_character and c.definition.has_name(name) and c is not card
    ]


def touch(st: GameState, action: Action, who: int) -> None:
    card = reach(st, action.card, who, Zone.HAND, "hand")
    if not card.definition.keyword_value(Keyword.SHIFT):
        raise ImpossibleAction("8.10", f"{card.definition} has no Shift cost in ink")
    reach(st, action.other, who, Zone.PLAY, "play")


def verify(st: GameState, action: Action, who: int) -> None:
    turn_action(st, "8.10.1", who)
    card, base = st.cards[action.card], st.cards[action.other]
    refuse_restricted(st, card, who)
    if base not in bases(st, card):
        raise IllegalAction(
            "8.10.1",
            f"c{base.id} is not a character of yours named {card.definition.name}",
            Why(Because.SHIFT_BASE, (card.id, base.id)),
        )
    price, ready = shift_cost(st, card), st.players[who].ready_ink
    if price > ready:
        raise IllegalAction("1.5.3", f"Shift costs {price} but only {ready} ink is ready",
                            Why(Because.SHIFT_SHORT, (card.id,), (price, ready)))


def perform(st: GameState, action: Action, who: int) -> None:
    card, base = st.cards[action.card], st.cards[action.other]
    reveal(st, card, EVERYONE)
    pay(st, card.owner, shift_cost(st, card))
    # 8.10.2-8.10.6: the new card takes the base's place and states; it keeps the effects
    # applied to the base; the base goes under it.
    exerted, drying, damage, location = base.exerted, base.drying, base.damage, base.location
    move(st, card, Zone.PLAY, how=Arrival.PLAYED)
    set_field(st, card, "exerted", exerted)
    set_field(st, card, "drying", drying)
    set_field(st, card, "damage", damage)
    set_field(st, card, "location", location)
    set_field(st, card, "under", (*base.under, base.id))
    set_field(st, base, "under", ())
    move(st, base, Zone.UNDER)
    moved = tuple(
        Modifier(card.id, m.affects, m.amount, m.start, m.end) if m.card == base.id else m
        for m in st.modifiers
    )
    set_field(st, st, "modifiers", moved)
    given = tuple(
        Granted(card.id, g.ability, g.start, g.end) if g.card == base.id else g
        for g in st.granted
    )
    set_field(st, st, "granted", given)
    enters(st, card)
    played(st, card, card.owner)
    if has_keyword(st, card, Keyword.BODYGUARD) and not card.exerted:
        start(st, Resolution(card.id, card.owner, ENTER_EXERTED, label="Bodyguard",
                             key=ENTER_EXERTED_KEY))


def offered_by(definition: CardDefinition) -> bool:
    """Only a card printed with Shift can be shifted."""
    return Keyword.SHIFT in definition.keyword_set


def offer(st: GameState, out: list[Action], ready: int) -> None:
    me = st.players[st.active]
    for card in me.hand:
        if Keyword.SHIFT not in card.definition.keyword_set:
            continue
        if (card.definition.keyword_value(Keyword.SHIFT) and shift_cost(st, card) <= ready
                and not cant_play(st, card, me.index)):
            out.extend(fast(Verb.SHIFT, (card.id, base.id)) for base in bases(st, card))
