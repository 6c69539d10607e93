"""A cost reduction only a Shift uses: "you pay 1 ⬡ less for the next character you shift
this turn" (4.3.6; Mrs. Incredible - Created by the Vine). It waits, this turn, for the next
character its player plays with Shift, which pays that much less for its Shift and uses it
up; a character played otherwise neither pays less nor uses it.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(ReduceNextShift(1))
'you pay 1 ⬡ less for the next character you shift this turn'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import CardType


@dataclass(frozen=True, slots=True)
class ReduceNextShift(Step):
    """ "You pay N ⬡ less for the next character you shift this turn"."""

    amount: int
    PHRASES = (Phrase("you pay {amount} ⬡ less for the next character you shift this turn"),)

    LASTS_THIS_TURN = True

    def run(self, fx: Effects) -> Prompt | None:
        fx.reduce_next_cost(self.amount, CardType.CHARACTER, shift_only=True)
        return None


__all__ = ["ReduceNextShift"]  # fmt: skip
