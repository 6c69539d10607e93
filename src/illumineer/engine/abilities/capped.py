"""A number with a ceiling: "gain lore equal to her ¤, to a maximum of 6 lore", "each
opponent loses lore equal to the damage on chosen character of yours, to a maximum of 4 lore
each" (for each player the instruction counts for, at most the ceiling).

>>> from illumineer.engine.abilities.amounts import StatOf
>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.targets import This
>>> from illumineer.engine.vocabulary import Stat
>>> english(AtMost(StatOf(Stat.STRENGTH, This()), 6))
"this character's ¤, to a maximum of 6 lore"
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Facts, Quantity
from illumineer.engine.abilities.phrasing import Phrase


@dataclass(frozen=True, slots=True)
class AtMost(Quantity):
    """ "<a quantity>, to a maximum of N lore": the quantity, but never more than `most`.
    `each`: said "... lore each" (the ceiling is for each player the instruction counts
    for, as the instruction applies the amount to each)."""

    amount: Quantity
    most: int
    each: bool = False
    PHRASES = (
        Phrase("{amount:quantity}, to a maximum of {most} lore each", each=True),
        Phrase("{amount:quantity}, to a maximum of {most} lore"),
    )

    def value(self, facts: Facts, card: CardView) -> int:
        return min(self.amount.value(facts, card), self.most)


__all__ = ["AtMost"]
