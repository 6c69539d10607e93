"""Shift (rule 8.10): pay the Shift cost and put the card on top of a character of yours
with the same name; it takes the base's place, states and damage, and keeps the effects
applied to it (8.10.2-8.10.6). Only Shift by name is carried out so far, paid in ink or, for
"Shift Remove 2 ink drops" (set 14), by removing ink drops."""

from __future__ import annotations

from illumineer.engine.abilities.keywords import ENTER_EXERTED
from illumineer.engine.actions import Action, fast
from illumineer.engine.cards import DROPS, CardDefinition
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.inkdrops import paid_for, remove_drops, spendable
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
    if paid_in_drops(card):
        price, have = card.definition.keyword_value(Keyword.SHIFT) or 0, st.players[who].drops
        if price > have:
            raise IllegalAction("1.5.3", f"Shift removes {price} ink drops; p{who + 1} has {have}",
                                Why(Because.SHIFT_SHORT, (card.id,), (price, have)))
        return
    price, ready = shift_cost(st, card), spendable(st.players[who])
    if price > ready:
        raise IllegalAction("1.5.3", f"Shift costs {price} but only {ready} ink is ready",
                            Why(Because.SHIFT_SHORT, (card.id,), (price, ready)))


def perform(st: GameState, action: Action, who: int) -> None:
    card, base = st.cards[action.card], st.cards[action.other]
    reveal(st, card, EVERYONE)
    if paid_in_drops(card):  # "Shift Remove 2 ink drops" (set 14)
        removed = remove_drops(st, st.players[card.owner],
                               card.definition.keyword_value(Keyword.SHIFT) or 0)
    else:
        removed = pay(st, card.owner, shift_cost(st, card))
    paid_for(st, st.players[card.owner], card, removed)
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


def paid_in_drops(card: Card) -> bool:
    """Whether the card's Shift is paid by removing ink drops, not ink (set 14)."""
    printed = card.definition.printed_keyword(Keyword.SHIFT)
    return printed is not None and printed.unit == DROPS


def offered_by(definition: CardDefinition) -> bool:
    """Only a card printed with Shift can be shifted."""
    return Keyword.SHIFT in definition.keyword_set


def offer(st: GameState, out: list[Action], ready: int) -> None:
    me = st.players[st.active]
    for card in me.hand:
        if Keyword.SHIFT not in card.definition.keyword_set:
            continue
        if paid_in_drops(card):
            affordable = (card.definition.keyword_value(Keyword.SHIFT) or 0) <= me.drops
        else:
            affordable = shift_cost(st, card) <= ready
        if (card.definition.keyword_value(Keyword.SHIFT) and affordable
                and not cant_play(st, card, me.index)):
            out.extend(fast(Verb.SHIFT, (card.id, base.id)) for base in bases(st, card))
