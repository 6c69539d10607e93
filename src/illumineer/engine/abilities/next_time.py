"""A floating triggered ability that triggers once: "The next time they challenge another
character this turn, gain 1 lore" (Next Stop, Olympus; 6.2.7.1). "They" are the cards
chosen as it was made (`remembered`); once it has triggered it is spent for the turn.

>>> from illumineer.engine.abilities.filters import Cards
>>> from illumineer.engine.abilities.hand import GainLore
>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.remembered import Remembered
>>> from illumineer.engine.abilities.triggers import Challenges
>>> english(NextTime(Challenges(Remembered((3,)), Cards(other=True)), (GainLore(1),)))
'the next time they challenge another character this turn, gain 1 lore'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effect, Effects, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.remembered import remember
from illumineer.engine.abilities.words import Word


@dataclass(frozen=True, slots=True)
class NextTime(Step):
    """ "The next time <trigger> this turn, <effect>": until the end of this turn, the
    first time the trigger happens (6.2.7.1)."""

    trigger: Word
    effect: Effect
    PHRASES = (Phrase("the next time {trigger:trigger} this turn, {effect:steps}"),)

    LASTS_THIS_TURN = True

    def run(self, fx: Effects) -> Prompt | None:
        from illumineer.engine.abilities.ability import Triggered

        trigger = remember(self.trigger, fx)
        fx.add_floating(Triggered((trigger,), self.effect, once_per_turn=True))
        return None


__all__ = ["NextTime"]
