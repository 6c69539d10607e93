"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Have, Static
from illumineer.engine.abilities.changes import Cant, Deed
from illumineer.engine.abilities.conditions import IsState
from illumineer.engine.abilities.filters import Cards, Det, Named, Owner, State

CARDS: dict[str, Behaviour] = {
    # BROTHERS FOREVER While this character is exerted, your characters named Koda can't be
    # challenged.
    "Kenai - Big Brother": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(Named("Koda"),)),
                    (Cant(Deed.BE_CHALLENGED),),
                ),
                name="BROTHERS FOREVER",
                condition=IsState(State.EXERTED),
            ),
        ),
    ),
}
