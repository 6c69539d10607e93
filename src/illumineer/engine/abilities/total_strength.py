"""Chosen characters whose strengths add up to at most a total: "banish any number of chosen
opposing characters with total ¤ 10 or less" (each next choice must fit in what the ones
chosen before leave of the total; the chooser may stop at any time, 6.1.3).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(BanishTotalStrength(10))
'banish any number of chosen opposing characters with total ¤ 10 or less'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.choosing import ANY_NUMBER, Choose, ClearChoices
from illumineer.engine.abilities.core import CardView, Facts, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.steps import Banish
from illumineer.engine.abilities.targets import Them


@dataclass(frozen=True, slots=True)
class WithinTotal:
    """An opposing character whose ¤, with the ¤ of the cards chosen so far, is at most
    `most` (a choice's limiter)."""

    most: int

    def __call__(self, facts: Facts, card: CardView) -> bool:
        if not card.is_character or card.owner == facts.controller:
            return False
        chosen = sum(facts.strength(facts.card(i)) for i in facts.chosen)
        return chosen + facts.strength(card) <= self.most


@dataclass(frozen=True, slots=True)
class BanishTotalStrength(Step):
    """ "Banish any number of chosen opposing characters with total ¤ N or less": all of
    them together (7.4.3)."""

    most: int
    PHRASES = (
        Phrase("banish any number of chosen opposing characters with total ¤ {most} or less"),
    )

    def lower(self) -> tuple[Step, ...]:
        return (ClearChoices(), Choose(WithinTotal(self.most), up_to=ANY_NUMBER),
                Banish(Them()))  # fmt: skip


__all__ = ["BanishTotalStrength", "WithinTotal"]
