"""An instruction followed by "unless": "Then, choose and discard a card unless you have a
character named Darkwing Duck in play" (Launchpad - Trusty Sidekick): the instruction
happens only while the condition is false, checked as it would happen (6.2.4).

>>> from illumineer.engine.abilities.conditions import YouHave
>>> from illumineer.engine.abilities.filters import Cards, Named
>>> from illumineer.engine.abilities.hand import Draw
>>> from illumineer.engine.abilities.phrasing import english
>>> english(Unless(YouHave(Cards(having=(Named("Darkwing Duck"),))), (Draw(),)))
'draw a card unless you have a character named Darkwing Duck'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.conditions import Not
from illumineer.engine.abilities.core import Condition, Effect, Effects, Prompt, Step
from illumineer.engine.abilities.flow import Gate, lower
from illumineer.engine.abilities.phrasing import Phrase


@dataclass(frozen=True, slots=True)
class Unless(Step):
    """ "<steps> unless <condition>": the steps, skipped when the condition holds."""

    condition: Condition
    steps: Effect
    PHRASES = (Phrase("{steps:steps} unless {condition}"),)

    def run(self, fx: Effects) -> Prompt | None:  # (runs lowered: Gate)
        raise NotImplementedError

    def lower(self) -> Effect:
        then = lower(self.steps)
        return (Gate(Not(self.condition), len(then)), *then)


__all__ = ["Unless"]
