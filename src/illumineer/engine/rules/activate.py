"""Use an activated ability (rule 4.4): pay its whole cost (exert, ink, banishing the card,
and the parts that name other cards: a discard, a banish, an exert of another of yours,
damage to itself), then its effect resolves at once, with no bag (4.4.3); triggers raised
meanwhile wait (6.3.3). An exert cost on a character needs it dry (6.3.1); a cost that
can't be paid in full can't be paid at all (1.5.3); one said "once during your turn" is
used at most once a turn (6.1.13). The parts that name cards are paid as the resolution's
first steps, each card chosen as an answer (``choose c7``)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Activated, Once
from illumineer.engine.abilities.costs import payable, payment_steps
from illumineer.engine.actions import Action, fast
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.inkdrops import spendable
from illumineer.engine.primitives import banish, exert
from illumineer.engine.resolution import start
from illumineer.engine.rules.base import reach, turn_action
from illumineer.engine.rules.play import pay
from illumineer.engine.state import Card, GameState, Resolution
from illumineer.engine.trail import set_field
from illumineer.engine.values import GRANTED_NUMBER, Reading, granted_activated, grants_in_play
from illumineer.engine.vocabulary import Verb, Zone
from illumineer.engine.why import Because, Why

#: Keys the state hash reads for an activated ability's resolution (+ its number).
ACTIVATED_KEY = 100
#: The "once a turn" record of an activated ability (+ its number), beside the triggered
#: abilities' own numbers.
ONCE_KEY = 5000


def touch(st: GameState, action: Action, who: int) -> None:
    card = reach(st, action.card, who, Zone.PLAY, "play")
    if ability_of(st, card, action.other) is None:
        raise ImpossibleAction("4.4.1", f"{card.definition} has no ability {action.other}")


def abilities(st: GameState, card: Card) -> list[tuple[int, Activated]]:
    """The card's activated abilities with their numbers: printed, then granted by static
    abilities in play (from `GRANTED_NUMBER`)."""
    behaviour = card.definition.behaviour
    found = list(enumerate(behaviour.activated)) if behaviour is not None else []
    if st.statics_in_play:
        found.extend(granted_activated(st, card))
    return found


def ability_of(st: GameState, card: Card, number: int) -> Activated | None:
    """The card's activated ability `number`, if it has it now."""
    behaviour = card.definition.behaviour
    if number < GRANTED_NUMBER:
        if behaviour is None or not 0 <= number < len(behaviour.activated):
            return None
        return behaviour.activated[number]
    return dict(granted_activated(st, card)).get(number)


def problem(st: GameState, card: Card, number: int) -> IllegalAction | None:
    """What stops this ability being used now, if anything (besides the turn's state)."""
    ability = ability_of(st, card, number)
    if ability is None:
        return ImpossibleAction("4.4.1", f"{card.definition} has no ability {number}")
    if ability.once is not Once.ANY and (card.id, ONCE_KEY + number) in st.once_used:
        return IllegalAction("6.1.13", f"{card.definition} has used that ability this turn",
                             Why(Because.ONCE_USED, (card.id,)))
    cost = ability.cost
    if cost.exert:
        if card.exerted:
            return IllegalAction("5.1.1.2", f"{card.definition} is exerted",
                                 Why(Because.EXERTED, (card.id,)))
        if card.is_character and card.drying:
            return IllegalAction("6.3.1", f"{card.definition} is still drying",
                                 Why(Because.DRYING, (card.id,)))
    ready = spendable(st.players[card.owner])
    if cost.ink > ready:
        return IllegalAction("1.5.3", f"the ability costs {cost.ink}; {ready} ink is ready",
                             Why(Because.ABILITY_SHORT, (card.id,), (cost.ink, ready)))
    if cost.parts and not payable(cost.parts, Reading(st, card.id, card.owner)):
        return IllegalAction("1.5.3", f"the cost of {card.definition}'s ability can't be paid "
                             "in full", Why(Because.COST_UNPAYABLE, (card.id,)))
    return None


def verify(st: GameState, action: Action, who: int) -> None:
    turn_action(st, "4.4.1", who)
    found = problem(st, st.cards[action.card], action.other)
    if found is not None:
        raise found


def perform(st: GameState, action: Action, who: int) -> None:
    card = st.cards[action.card]
    ability = ability_of(st, card, action.other)
    if ability is None:
        raise ImpossibleAction("4.4.1", f"{card.definition} has no activated ability")
    if ability.once is not Once.ANY:
        set_field(st, st, "once_used", (*st.once_used, (card.id, ONCE_KEY + action.other)))
    if ability.cost.exert:
        exert(st, card)
    pay(st, card.owner, ability.cost.ink)
    steps = ability.steps
    if ability.cost.parts:  # paid first, each card named as it is chosen (4.4.3)
        steps = (*payment_steps(ability.cost.parts), *steps)
    resolution = Resolution(card.id, card.owner, steps,
                            label=ability.name, key=ACTIVATED_KEY + action.other)
    if ability.cost.banish:
        banish(st, [card])
    start(st, resolution)


def offered_by(definition: CardDefinition) -> bool:
    """Cards with activated abilities, printed or given to others."""
    behaviour = definition.behaviour
    return behaviour is not None and (bool(behaviour.activated) or any(
        isinstance(grant.ability, Activated) for grant in behaviour.grants))


def offer(st: GameState, out: list[Action], ready: int) -> None:
    granting = st.statics_in_play and any(isinstance(grant.ability, Activated)
                                          for _, grant, _ in grants_in_play(st))  # fmt: skip
    for card in st.players[st.active].play:
        behaviour = card.definition.behaviour
        if (behaviour is not None and behaviour.activated) or granting:
            for number, _ in abilities(st, card):
                if problem(st, card, number) is None:
                    out.append(fast(Verb.ACTIVATE, (card.id, number)))
