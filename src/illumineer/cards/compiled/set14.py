"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour
from illumineer.engine.abilities.filters import Cards, Det, Owner
from illumineer.engine.abilities.moving_damage import MoveDamage

CARDS: dict[str, Behaviour] = {
    # Move up to 3 damage from chosen character to chosen opposing character.
    "Mim's Malice": Behaviour(
        effect=(MoveDamage(3, Cards(det=Det.CHOSEN), Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
    ),
}
