"""Deeds at a table that are no game action (table mode): what players really did.

A judge's assistant must record what happened at a paper table, rule-breaking included: a
card drawn that no rule allows, a card put where no rule puts it, a card seen that is hidden
from a player, a look at the top of a deck, a trigger passed over. Each is carried out on the
game as it physically happened and recorded as an incident (`Deviation`), with what the
engine knows of the cards involved. In strict mode they are impossible: no rule allows them.

Taking any other action while one of your own triggers waits in the bag passes it over the
same way (`pass_over`).
"""

from __future__ import annotations

from illumineer.engine.actions import SHAPES, Action
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.primitives import draw, move, reveal
from illumineer.engine.rules.base import card_of
from illumineer.engine.state import GameState, Incident, Trigger
from illumineer.engine.trail import set_field
from illumineer.engine.vocabulary import ARMING, DEEDS, Arrival, Deviation, Mode, Verb, Zone
from illumineer.engine.why import Because, Why

#: The zones a card can be put into by hand (FORMAT.md `put`): never into play or under.
PUT_ZONES = (Zone.HAND, Zone.INKWELL, Zone.DISCARD, Zone.DECK)
#: What each deed records, and the rule it breaks.
KIND = {
    Verb.DRAW: (Deviation.DRAW, "1.12.1"),
    Verb.PUT: (Deviation.PUT, "7.1.5"),
    Verb.REVEAL: (Deviation.REVEAL, "7.1.3"),
    Verb.LOOK: (Deviation.LOOK, "7.1.3"),
    Verb.MISS: (Deviation.MISSED, "7.7.4"),
}
_MAX_COUNT = 60


def actor(st: GameState, action: Action) -> int:
    """Whose deed it is: the player who draws or looks (or forgets); the card's owner for a
    put, a reveal or an overlooked banishment; the trigger's controller for a miss."""
    verb = action.verb
    if verb in (Verb.DRAW, Verb.LOOK, Verb.FORGET_DRAW, Verb.FORGET_LORE):
        return action.card
    if verb is Verb.MISS:
        return _waiting(st, action).player
    return card_of(st, action.card).owner


def _waiting(st: GameState, action: Action) -> Trigger:
    for trigger in st.bag:
        if (trigger.source, trigger.number) == action.args:
            return trigger
    raise ImpossibleAction("7.7.4", f"no trigger of c{action.card} is waiting in the bag")


def touch(st: GameState, action: Action, who: int) -> None:
    if st.mode is not Mode.TABLE:
        raise ImpossibleAction("1.1.3", f"{action.verb.text} is a deed recorded at a table only")
    verb = action.verb
    if verb is Verb.PUT and Zone(action.other) not in PUT_ZONES:
        raise ImpossibleAction(
            "7.1.5", "a card is put by hand into a hand, inkwell, discard or deck"
        )
    if verb in (Verb.DRAW, Verb.LOOK):
        if not 1 <= action.other <= _MAX_COUNT:
            raise ImpossibleAction("1.12.2", f"a count from 1 to {_MAX_COUNT}")
        if not st.players[action.card].deck:  # nothing was drawn or seen: nothing happened
            what = "draw" if verb is Verb.DRAW else "look at"
            empty = f"p{action.card + 1}'s deck is empty: there is nothing to {what}"
            raise ImpossibleAction(KIND[verb][1], empty)
    if verb is Verb.PUT:
        card = st.cards[action.card]
        if card not in st.players[card.owner].zones[card.zone] or card.zone is Zone.UNDER:
            raise ImpossibleAction("7.1.5", f"c{card.id} is out of reach")
        if card.zone is Zone(action.other) and card.zone is not Zone.DECK:
            raise ImpossibleAction("7.1.5", f"c{card.id} is in the {card.zone} already")
    if verb is Verb.OVERLOOK:
        card = card_of(st, action.card)
        if card.zone is not Zone.PLAY or not (card.is_character or card.is_location):
            raise ImpossibleAction("1.8.1.4", f"c{card.id} is no character or location in play")


def verify(st: GameState, action: Action, who: int) -> None:
    """A deed always breaks a rule: that is why it is recorded. A deed that arms the next
    action breaks none yet: the part it leaves out is recorded when it comes."""
    if action.verb in ARMING:
        return
    raise IllegalAction(KIND[action.verb][1], describe(st, action, who), why(st, action, who))




def why(st: GameState, action: Action, who: int) -> Why:
    """The deviation as data (engine/why.py)."""
    verb = action.verb
    if verb is Verb.DRAW:
        return Why(Because.DREW, (), (who, action.other))
    if verb is Verb.PUT:
        return Why(Because.PUT, (action.card,), (action.other,))
    if verb is Verb.REVEAL:
        return Why(Because.SEEN, (action.card,), (action.other,))
    if verb is Verb.LOOK:
        return Why(Because.LOOKED, (), (who, action.other))
    return Why(Because.PASSED_OVER, (_waiting(st, action).source,), (who,))


def describe(st: GameState, action: Action, who: int) -> str:
    verb, name = action.verb, f"p{who + 1}"
    if verb is Verb.DRAW:
        return f"{name} drew {action.other} card(s) that no rule lets them draw"
    if verb is Verb.PUT:
        return f"{name} put c{action.card} into their {Zone(action.other)} where no rule puts it"
    if verb is Verb.REVEAL:
        seats = " and ".join(f"p{i + 1}" for i in (0, 1) if action.other & 1 << i)
        return f"c{action.card} was seen by {seats} though hidden from them"
    if verb is Verb.LOOK:
        return f"{name} looked at the top {action.other} card(s) of their deck"
    trigger = _waiting(st, action)
    ability = trigger.ability.name or "triggered ability"
    return f"{name}'s {ability} of c{trigger.source} was passed over"


def involved(st: GameState, action: Action, who: int) -> tuple[int, ...]:
    """The cards a deed is about (before it is carried out, for a draw or a look: the top of
    the deck)."""
    if action.verb in (Verb.DRAW, Verb.LOOK):
        deck = st.players[who].deck
        return tuple(card.id for card in reversed(deck[-action.other :])) if deck else ()
    return (action.card,)


def perform(st: GameState, action: Action, who: int) -> None:
    verb = action.verb
    if verb is Verb.DRAW:
        for _ in range(action.other):
            draw(st, st.players[who])
    elif verb is Verb.PUT:
        card = st.cards[action.card]
        zone = Zone(action.other)
        if card.zone is not zone or zone is Zone.DECK:
            # Into the inkwell facedown and unannounced: nobody else learns the card.
            known = card.known
            move(st, card, zone, how=Arrival.DEED)
            if zone is Zone.INKWELL:
                reveal(st, card, known)
    elif verb is Verb.REVEAL:
        card = st.cards[action.card]
        reveal(st, card, card.known | action.other)
    elif verb is Verb.LOOK:
        for card in st.players[who].deck[-action.other :]:
            reveal(st, card, card.known | 1 << who)
    elif verb in ARMING:
        set_field(st, st, "armed", (*st.armed, (verb, action.card, len(st.top.applied))))
    else:
        trigger = _waiting(st, action)
        bag = list(st.bag)
        bag.remove(trigger)
        set_field(st, st, "bag", tuple(bag))


def disarm_spent(st: GameState, position: int) -> None:
    """After an action that is no arming deed: what earlier deeds armed for the next action
    and it did not use is gone (the players did not leave it out after all)."""
    kept = tuple(arm for arm in st.armed if arm[2] >= position)
    if len(kept) != len(st.armed):
        set_field(st, st, "armed", kept)


def pass_over(st: GameState, who: int, position: int) -> list[Incident]:
    """`who` takes another action while triggers of theirs wait in the bag: each is missed
    (table mode; a recorded incident each, before the action's own)."""
    mine = [trigger for trigger in st.bag if trigger.player == who]
    if not mine:
        return []
    set_field(st, st, "bag", tuple(t for t in st.bag if t.player != who))
    zones = tuple(card.zone for card in st.cards)
    return [
        Incident(
            st.turn,
            who,
            Action(Verb.MISS, (trigger.source, trigger.number)),
            "7.7.4",
            f"p{who + 1} acted while their {trigger.ability.name or 'triggered ability'} "
            f"of c{trigger.source} waited: it was passed over",
            position,
            Deviation.MISSED,
            st.active,
            (trigger.source,),
            trigger,
            zones,
            Why(Because.PASSED_OVER, (trigger.source,), (who,)),
        )
        for trigger in mine
    ]


def record(
    st: GameState, action: Action, who: int, broken: IllegalAction, position: int
) -> Incident:
    """The incident for an action that breaks a rule, made before it is carried out (so the
    cards a draw or a look will take are the deck's top cards now)."""
    verb = action.verb
    zones = tuple(card.zone for card in st.cards)  # where everything was, before the deed
    if verb not in DEEDS:
        shape = zip(SHAPES[verb], action.args, strict=True)
        cards = tuple(arg for kind, arg in shape if kind == "c")
        return Incident(st.turn, who, action, broken.rule, broken.reason, position,
                        Deviation.RULE, st.active, cards, None, zones, broken.why)
    kind, _ = KIND[verb]
    trigger = _waiting(st, action) if verb is Verb.MISS else None
    cards = involved(st, action, who)
    was = tuple(st.cards[card].arrived for card in cards)
    return Incident(st.turn, who, action, broken.rule, broken.reason, position, kind,
                    st.active, cards, trigger, zones, broken.why, was)
