"""An opponent's own character put on the bottom of their deck, which they choose: "They
choose a character of theirs and put that card on the bottom of their deck" (said of the
opponent who picked a bullet, Do You Want to Build A Snowman?).

The opponent makes the choice (Ward does not stop them choosing their own card, 8.15);
with no character, nothing happens (1.7.7).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(TheyBottomOneOfTheirs())
'they choose a character of theirs and put that card on the bottom of their deck'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.choosing import Choose
from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.filters import Cards, Owner
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.steps import PutOnBottom, Whose
from illumineer.engine.abilities.targets import Them
from illumineer.engine.vocabulary import Who


@dataclass(frozen=True, slots=True)
class TheyBottomOneOfTheirs(Step):
    """ "they choose a character of theirs and put that card on the bottom of their deck"."""

    PHRASES = (
        Phrase("they choose a character of theirs and put that card on the bottom of their "
               "deck"),
    )

    def run(self, fx: Effects) -> Prompt | None:  # (runs lowered)
        raise NotImplementedError

    def lower(self) -> tuple[Step, ...]:
        theirs = Cards(owner=Owner.OPPOSING)
        return (Choose(theirs, chooser=Who.OPPONENT), PutOnBottom(Them(), Whose.THEIR))


__all__ = ["TheyBottomOneOfTheirs"]  # fmt: skip
