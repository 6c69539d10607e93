"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour
from illumineer.engine.abilities.filters import Cards, Det
from illumineer.engine.abilities.steps import Banish

CARDS: dict[str, Behaviour] = {
    # Banish all characters.
    "Raging Storm": Behaviour(effect=(Banish(Cards(det=Det.ALL)),)),
}
