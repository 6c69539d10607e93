"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Have, Static
from illumineer.engine.abilities.changes import Gets
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.filters import Cards, Here
from illumineer.engine.abilities.targets import This
from illumineer.engine.vocabulary import Stat

CARDS: dict[str, Behaviour] = {
    # QUITE A SIGHT While you have a character here, this location gets +3 ◊.
    "Paradise Falls - Exotic Destination": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 3),)),
                name="QUITE A SIGHT",
                condition=YouHave(Cards(having=(Here(),))),
            ),
        ),
    ),
}
