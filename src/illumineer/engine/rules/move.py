"""Move a character to a location (rule 4.7): your character, your location, its move
cost paid in ink (less what effects say: "your Toy characters can move here for free"); a
character need not be dry to move, and one that "can't move to locations" doesn't."""

from __future__ import annotations

from illumineer.engine.actions import Action, fast
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.inkdrops import spendable
from illumineer.engine.primitives import move_to_location
from illumineer.engine.rules.base import card_of, reach, turn_action
from illumineer.engine.rules.play import pay
from illumineer.engine.state import GameState
from illumineer.engine.trail import set_field
from illumineer.engine.values import affected, move_cost
from illumineer.engine.vocabulary import CardType, Stat, Verb, Zone
from illumineer.engine.why import Because, Why


def touch(st: GameState, action: Action, who: int) -> None:
    card = reach(st, action.card, who, Zone.PLAY, "play")
    if not card.is_character:
        raise ImpossibleAction("4.7.1", f"{card.definition} is not a character")
    location = card_of(st, action.other)
    if location.owner != who or location.zone is not Zone.PLAY or not location.is_location:
        raise ImpossibleAction("4.7.1", f"c{location.id} is not a location of yours in play")


def verify(st: GameState, action: Action, who: int) -> None:
    turn_action(st, "4.7.1", who)
    card, location = st.cards[action.card], st.cards[action.other]
    if card.location == location.id:
        raise IllegalAction("4.7.3", f"{card.definition} is already at {location.definition}",
                            Why(Because.ALREADY_AT, (card.id, location.id)))
    if affected(st, card, Stat.CANT_MOVE):
        raise IllegalAction("1.2.2", f"{card.definition} can't move to locations",
                            Why(Because.CANT_MOVE, (card.id,)))
    price, ready = move_cost(st, location, card), spendable(st.players[who])
    if price > ready:
        raise IllegalAction("1.5.3", f"moving costs {price} but only {ready} ink is ready",
                            Why(Because.MOVE_SHORT, (card.id, location.id), (price, ready)))


def perform(st: GameState, action: Action, who: int) -> None:
    card, location = st.cards[action.card], st.cards[action.other]
    pay(st, card.owner, move_cost(st, location, card))
    if any(m.card == card.id and m.affects == Stat.MOVE_COST for m in st.modifiers):
        # What an effect took off its next move is used by this one.
        set_field(st, st, "modifiers", tuple(m for m in st.modifiers
                                             if m.card != card.id or m.affects != Stat.MOVE_COST))
    move_to_location(st, card, location, card.owner)


def offered_by(definition: CardDefinition) -> bool:
    """Characters move only to locations."""
    return definition.card_type is CardType.LOCATION


def offer(st: GameState, out: list[Action], ready: int) -> None:
    me = st.players[st.active]
    locations = [c for c in me.play if c.is_location]
    if not locations:
        return
    for card in me.play:
        if card.is_character and not affected(st, card, Stat.CANT_MOVE):
            for location in locations:
                if card.location != location.id and move_cost(st, location, card) <= ready:
                    out.append(fast(Verb.MOVE, (card.id, location.id)))
