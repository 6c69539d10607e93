"""The words of Shift (8.10): what a base sees ("When you shift a character on top of this
character, ..."), and what Temporary Shift does at the end of the turn (8.10.8).

A card played with Temporary Shift ("Temporary Shift 4 ⬡", "Temporary Red Panda Shift
2 ⬡") gets, as it is played, the ability its reminder text says: "At the end of your turn,
remove all damage from this character and return only this card to your hand." It is a
floating triggered ability of the card's (6.2.7.1), made of words like any other, so it is
said as printed, waits in the bag with the other end-of-turn triggers, and can be missed.

>>> from illumineer.engine.abilities.english import ability_tokens
>>> from illumineer.engine.abilities.phrasing import Speaker, detokenize
>>> for part in detokenize(ability_tokens(TEMPORARY, Speaker())).split(" and "):
...     print(part)
At the end of your turn, remove all damage from this character
return only this card to your hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from illumineer.engine.abilities.ability import StaticEffect, StaticRule, Triggered
from illumineer.engine.abilities.core import (
    CardView,
    Condition,
    Effects,
    Facts,
    Join,
    Printed,
    Prompt,
    Step,
    Target,
)
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.steps import RemoveDamage
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.triggers import Intro, Trigger, TurnEnds
from illumineer.engine.vocabulary import EventKind, Zone


@dataclass(frozen=True, slots=True)
class ShiftedOnto(Trigger):
    """ "you shift a character on top of this character": the card is the base of a Shift
    (it triggers from under the new card, 4.3.4.2)."""

    card: Target = This()
    intro: Intro = field(default=Intro.WHEN, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.SHIFTED_ONTO
    PHRASES = (Phrase("you shift a character on top of {card:target}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return isinstance(self.card, This) and card.id == facts.source


class ShiftRule(StaticRule):
    """A static ability about shifting onto its card (read by the Shift rule from the base's
    printed abilities, rules/shift.py): it changes no value the engine keeps."""

    __slots__ = ()

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return ()


@dataclass(frozen=True, slots=True)
class AnyShiftsOnto(ShiftRule):
    """ "You can shift any character on top of this character" (Morph - Little Imitator):
    a base for any Shift variant, filling one place of a Duo Shift (8.10.8 case)."""

    target: Target = This()
    PHRASES = (Phrase("you can shift any character on top of {target:target}"),)


@dataclass(frozen=True, slots=True)
class PayLessToShiftOnto(ShiftRule):
    """ "You pay 1 ⬡ less to shift a character on top of this character": a payment
    modifier of a Shift onto this base (4.3.2.3; down to 0)."""

    amount: int
    target: Target = This()
    PHRASES = (
        Phrase("you pay {amount} ⬡ less to shift a character on top of {target:target}"),
    )


@dataclass(frozen=True, slots=True)
class CountsAsNamedForShift(ShiftRule):
    """ "This character also counts as being named Syndrome for Shift" (Incrediboy - Buddy
    Pine): a card with Shift by that name may be shifted onto it (8.10.1), as onto a
    character with that name; it has that name for nothing else."""

    name: str
    target: Target = This()
    PHRASES = (Phrase("{target:subject} also counts as being named {name:name} for Shift"),)


def shift_rules(definition: Printed) -> list[ShiftRule]:
    """The static abilities of a card about shifting onto it, as printed."""
    behaviour = definition.behaviour
    if behaviour is None:
        return []
    return [rule for rule in behaviour.rules if isinstance(rule, ShiftRule)]


@dataclass(frozen=True, slots=True)
class ReturnOnlyThis(Step):
    """ "Return only this card to your hand": the card, if it is still in play on top of a
    stack, goes back to its owner's hand alone; the card under it stays in play in its
    place (8.10.8, Temporary Shift)."""

    target: Target = This(Pronoun.CARD)
    PHRASES = (Phrase("return only {target:target} to your hand"),)

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            if card.zone is Zone.PLAY:
                fx.return_top(card)
        return None


#: Temporary Shift's end of the turn (8.10.8), given to the card played with it.
TEMPORARY = Triggered(
    (TurnEnds(),),
    (RemoveDamage(None, This()), ReturnOnlyThis(join=Join.AND)),
    "Temporary Shift",
)

__all__ = ["TEMPORARY", "AnyShiftsOnto", "CountsAsNamedForShift", "PayLessToShiftOnto",
           "ReturnOnlyThis", "ShiftRule", "ShiftedOnto", "shift_rules"]  # fmt: skip
