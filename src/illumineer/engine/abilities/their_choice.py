"""An opponent's own choice among their characters: "each opponent chooses and exerts one of
their ready characters", "each opponent chooses one of their characters and deals 1 damage
to them", "they choose a character of theirs and put that card on the bottom of their deck"
(said of the opponent who picked a bullet, Do You Want to Build A Snowman?).

The opponent makes the choice (the prompt goes to their seat) and Ward does not stop them
choosing their own card (8.15 keeps only opponents of a card from choosing it). With no
such character, nothing happens (1.7.7).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(ExertsOneOfTheirs())
'each opponent chooses and exerts one of their ready characters'
>>> english(DamagesOneOfTheirs(1))
'each opponent chooses one of their characters and deals 1 damage to them'
>>> english(TheyBottomOneOfTheirs())
'they choose a character of theirs and put that card on the bottom of their deck'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.choosing import Choose
from illumineer.engine.abilities.core import Step
from illumineer.engine.abilities.filters import Cards, Owner, State
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.steps import DealDamage, Exert, PutOnBottom, Whose
from illumineer.engine.abilities.targets import Them
from illumineer.engine.vocabulary import Who


@dataclass(frozen=True, slots=True)
class ExertsOneOfTheirs(Step):
    """ "Each opponent chooses and exerts one of their ready characters"."""

    PHRASES = (Phrase("each opponent chooses and exerts one of their ready characters"),)

    def lower(self) -> tuple[Step, ...]:
        ready = Cards(owner=Owner.OPPOSING, state=State.READY)
        return (Choose(ready, chooser=Who.OPPONENT), Exert(Them()))


@dataclass(frozen=True, slots=True)
class DamagesOneOfTheirs(Step):
    """ "Each opponent chooses one of their characters and deals N damage to them" (the
    damage is the effect's, dealt as any effect's: Resist reduces it, 8.8)."""

    amount: int
    PHRASES = (
        Phrase("each opponent chooses one of their characters and deals {amount} damage to "
               "them"),
    )

    def lower(self) -> tuple[Step, ...]:
        theirs = Cards(owner=Owner.OPPOSING)
        return (Choose(theirs, chooser=Who.OPPONENT), DealDamage(self.amount, Them()))


@dataclass(frozen=True, slots=True)
class TheyBottomOneOfTheirs(Step):
    """ "they choose a character of theirs and put that card on the bottom of their deck"."""

    PHRASES = (
        Phrase("they choose a character of theirs and put that card on the bottom of their "
               "deck"),
    )

    def lower(self) -> tuple[Step, ...]:
        theirs = Cards(owner=Owner.OPPOSING)
        return (Choose(theirs, chooser=Who.OPPONENT), PutOnBottom(Them(), Whose.THEIR))


__all__ = ["DamagesOneOfTheirs", "ExertsOneOfTheirs", "TheyBottomOneOfTheirs"]
