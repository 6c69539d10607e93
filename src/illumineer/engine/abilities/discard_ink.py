"""Each player inking from their own discard: "each player may put up to 5 cards from their
discard into their inkwell facedown and exerted".

Each player chooses for themself (up to N, none included: choosing none is declining), in
turn order from the effect's controller, whose turn it is when the ability resolves (6.7.6).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(EachInksFromDiscard(5))
'each player may put up to 5 cards from their discard into their inkwell facedown and exerted'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.choosing import Choose, ClearChoices
from illumineer.engine.abilities.core import CardView, Facts, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.steps import PutIntoInkwell
from illumineer.engine.abilities.targets import Them
from illumineer.engine.vocabulary import Who, Zone


def _any_card(facts: Facts, card: CardView) -> bool:
    return True


@dataclass(frozen=True, slots=True)
class EachInksFromDiscard(Step):
    """ "Each player may put up to N cards from their discard into their inkwell facedown
    and exerted"."""

    amount: int
    PHRASES = (
        Phrase("each player may put up to {amount} cards from their discard into their "
               "inkwell facedown and exerted"),
    )

    @property
    def says_may(self) -> bool:
        return True

    def lower(self) -> tuple[Step, ...]:
        steps: list[Step] = []
        for who in (Who.YOU, Who.OPPONENT):
            steps += [ClearChoices(),
                      Choose(_any_card, up_to=self.amount, zone=Zone.DISCARD, chooser=who,
                             may=True),
                      PutIntoInkwell(Them(zone=Zone.DISCARD))]  # fmt: skip
        return tuple(steps)


__all__ = ["EachInksFromDiscard"]
