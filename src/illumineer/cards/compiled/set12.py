"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Activated, Behaviour, Cost, Triggered
from illumineer.engine.abilities.changes import Gets
from illumineer.engine.abilities.costs import BanishCost
from illumineer.engine.abilities.filters import Cards, Det, Owner
from illumineer.engine.abilities.steps import Modify, ReturnToHand
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro, Plays
from illumineer.engine.vocabulary import Stat

CARDS: dict[str, Behaviour] = {
    # NATURAL DEFENSE When you play this character, chosen opposing character gets -2 ¤ this turn.
    "Kida - Guardian of the Path": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -2),)),),
                name="NATURAL DEFENSE",
            ),
        ),
    ),
    # THE CLAW CHOOSES ⟳, 2 ⬡, Banish one of your characters — Return chosen opposing character to
    # their player's hand.
    "The Claw": Behaviour(
        abilities=(
            Activated(
                Cost(
                    exert=True,
                    ink=2,
                    parts=(BanishCost(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                ),
                (ReturnToHand(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
                name="THE CLAW CHOOSES",
            ),
        ),
    ),
}
