"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Activated, Behaviour, Cost, Have, Static
from illumineer.engine.abilities.changes import GainsAbility
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.filters import Cards, Det, Owner, WithKeyword
from illumineer.engine.abilities.hand import Draw, GainLore
from illumineer.engine.vocabulary import Keyword

CARDS: dict[str, Behaviour] = {
    # Evasive BREAKING RECORDS ⟳, 1 ⬡ — Draw a card and gain 1 lore. MAKING HISTORY Your other
    # characters with Evasive gain “⟳, 1 ⬡ — Draw a card and gain 1 lore.”
    "Dumbo - Ninth Wonder of the Universe": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (Draw(), GainLore(1, join=Join.AND)),
                name="BREAKING RECORDS",
            ),
            Static(
                Have(
                    Cards(
                        det=Det.PLAIN,
                        owner=Owner.YOURS,
                        other=True,
                        having=(WithKeyword(Keyword.EVASIVE),),
                    ),
                    (
                        GainsAbility(
                            Activated(Cost(exert=True, ink=1), (Draw(), GainLore(1, join=Join.AND))),
                            stop=True,
                        ),
                    ),
                ),
                name="MAKING HISTORY",
            ),
        ),
    ),
}
