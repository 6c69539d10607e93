"""Conditions joined by "and": "if this character is exerted and none of your characters
challenged this turn", "if you used Shift to play her and none of your characters challenged
this turn". Both must hold.

>>> from illumineer.engine.abilities.conditions import YourTurn
>>> from illumineer.engine.abilities.phrasing import english
>>> english(Both(YourTurn(), YourTurn()))
"it's your turn and it's your turn"
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Condition, Facts
from illumineer.engine.abilities.phrasing import Phrase


@dataclass(frozen=True, slots=True)
class Both(Condition):
    """ "X and Y": both conditions hold (each asked of the same card)."""

    first: Condition
    second: Condition
    PHRASES = (Phrase("{first:condition} and {second:condition}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return self.first(facts, card) and self.second(facts, card)


__all__ = ["Both"]
