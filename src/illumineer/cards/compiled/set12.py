"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Have, Static, Triggered
from illumineer.engine.abilities.changes import Gains, Gets
from illumineer.engine.abilities.filters import Cards, Det, Owner
from illumineer.engine.abilities.steps import Modify
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.triggers import Intro, Plays
from illumineer.engine.abilities.under import CardUnder
from illumineer.engine.vocabulary import Keyword, Stat

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
    # Shift 4 ⬡ ELECTRO-ARMOR While there's a card under this character, it gains Resist +2.
    "Omnidroid - V.10": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.IT), (Gains(Keyword.RESIST, value=2),)),
                name="ELECTRO-ARMOR",
                condition=CardUnder(),
            ),
        ),
    ),
}
