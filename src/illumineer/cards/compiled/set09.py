"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Have, Static
from illumineer.engine.abilities.changes import Gets
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.under import CardUnder
from illumineer.engine.vocabulary import Stat

CARDS: dict[str, Behaviour] = {
    # Shift 5 ⬡ Evasive CROWNING ACHIEVEMENT While this character has a card under him, he gets +3
    # ¤, +3 ⛉, and +3 ◊.
    "Mickey Mouse - Brave Little Prince": Behaviour(
        abilities=(
            Static(
                Have(
                    This(form=Pronoun.HE),
                    (Gets(Stat.STRENGTH, 3), Gets(Stat.WILLPOWER, 3), Gets(Stat.LORE, 3)),
                ),
                name="CROWNING ACHIEVEMENT",
                condition=CardUnder(pronoun=Pronoun.HE),
            ),
        ),
    ),
}
