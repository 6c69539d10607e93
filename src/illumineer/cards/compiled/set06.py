"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour
from illumineer.engine.abilities.changes import Gains
from illumineer.engine.abilities.filters import Cards, Det
from illumineer.engine.abilities.hand import Draw
from illumineer.engine.abilities.steps import Modify
from illumineer.engine.vocabulary import Keyword

CARDS: dict[str, Behaviour] = {
    # Chosen character gains Support this turn. Draw a card.
    "Helping Hand": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.SUPPORT),)), Draw()),
    ),
}
