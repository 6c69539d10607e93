"""Costs paid otherwise (1.5.5.3, 4.3.2): "You may put a Toy character card from your discard on
the bottom of your deck to play this character for free" (Hand-in-the-Box - Sid's Toy), "You
may put 5 character cards from your discard on the bottom of your deck in any order to shift
this character for free" (Maleficent & Diablo - Evil Incarnate).

The static rule says the other way to pay (`PayInstead`); the Play and Shift rules read it
from the card being played (`rules/play.py`, `rules/shift.py`): while the payment can be made
in full, the card may be played (or shifted) with it instead of its ink cost, even with too
little ink; with ink enough too, its player is asked which ("yes": the other way). Played this
way, it is played for free: no ink is paid (nothing "pays 2 ⬡ or less to play" it).

>>> from illumineer.engine.abilities.filters import Cards, In, Kind, Place
>>> from illumineer.engine.abilities.phrasing import english
>>> toy = Cards(kinds=(Kind.CHARACTER,), classes=("Toy",), having=(In(Place.FROM_YOUR_DISCARD),),
...             card=True)
>>> import textwrap
>>> print(textwrap.fill(english(PayInstead(BottomCost(toy))), 80))
you may put a Toy character card from your discard on the bottom of your deck to
play this character for free
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.ability import StaticEffect, StaticRule
from illumineer.engine.abilities.core import Condition, Facts, Printed, Step
from illumineer.engine.abilities.costs import Payment
from illumineer.engine.abilities.filters import Cards, Det
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import Zone


@dataclass(frozen=True, slots=True)
class BottomCost(Payment):
    """ "Put a Toy character card from your discard on the bottom of your deck", "put 5
    character cards from your discard on the bottom of your deck in any order" as a cost:
    the payer chooses the cards (for "in any order", in the order they go under the deck)."""

    cards: Cards
    any_order: bool = False
    PHRASES = (
        Phrase("put {cards:cards} on the bottom of your deck in any order", any_order=True),
        Phrase("put {cards:cards} on the bottom of your deck"),
    )

    @property
    def needed(self) -> int:
        """How many cards it puts: the count of "5 character cards", else one."""
        return self.cards.count if self.cards.det in (Det.EXACTLY, Det.COUNT) else 1

    def payable(self, facts: Facts) -> bool:
        zone = self.cards.place_zone or Zone.DISCARD
        found = [c for c in facts.cards(facts.controller, zone)
                 if c.id != facts.source and self.cards.matches(facts, c)]  # fmt: skip
        return len(found) >= self.needed

    def lower(self) -> tuple[Step, ...]:
        # (imported here: the instructions' words register after this module's)
        from illumineer.engine.abilities.steps import PutOnBottom, Whose
        from illumineer.engine.abilities.to_bottom import BottomInAnyOrder

        if self.any_order:
            return BottomInAnyOrder(self.cards).lower()
        return PutOnBottom(self.cards, Whose.YOUR).lower()


@dataclass(frozen=True, slots=True)
class PayInstead(StaticRule):
    """ "You may [pay this] to play this character for free" (`shift`: "... to shift this
    character for free"): another way to pay for the card itself, read by the Play (or
    Shift) rule; it changes no value the engine keeps."""

    payment: Payment
    shift: bool = False
    PHRASES = (
        Phrase("you may {payment:payment} to shift this character for free", shift=True),
        Phrase("you may {payment:payment} to play this character for free"),
    )

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return ()


def paid_instead(definition: Printed, *, shift: bool = False) -> Payment | None:
    """The other way the card says it may be played (or shifted), if it says one."""
    behaviour = definition.behaviour
    if behaviour is None:
        return None
    return next((rule.payment for rule in behaviour.rules
                 if isinstance(rule, PayInstead) and rule.shift is shift), None)  # fmt: skip


__all__ = ["BottomCost", "PayInstead", "paid_instead"]  # fmt: skip
