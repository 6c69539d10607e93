"""The highest cost among the characters in play: "While you have a character in play with
the highest cost, or tied for highest cost, this character gets +1 ◊." (Duchess -
Cosmopolitan Cat).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(HaveHighestCost())
'you have a character in play with the highest cost, or tied for highest cost'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Condition, Facts
from illumineer.engine.abilities.phrasing import Phrase


@dataclass(frozen=True, slots=True)
class HaveHighestCost(Condition):
    """ "you have a character in play with the highest cost, or tied for highest cost": of
    every character in play, one of the highest printed cost is yours."""

    PHRASES = (
        Phrase("you have a character in play with the highest cost, or tied for highest cost"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        characters = [c for c in facts.in_play() if c.is_character]
        if not characters:
            return False
        highest = max(c.definition.cost for c in characters)
        return any(c.owner == facts.controller and c.definition.cost == highest
                   for c in characters)  # fmt: skip


__all__ = ["HaveHighestCost"]
