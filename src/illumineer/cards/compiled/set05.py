"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour
from illumineer.engine.abilities.filters import Cards, Det, In, Place
from illumineer.engine.abilities.naming import NameACard, WithThatName
from illumineer.engine.abilities.steps import ReturnToHand, Whose

CARDS: dict[str, Behaviour] = {
    # Name a card. Return all character cards with that name from your discard to your hand.
    "Blast from Your Past": Behaviour(
        effect=(
            NameACard(),
            ReturnToHand(
                Cards(det=Det.ALL, having=(WithThatName(), In(Place.FROM_YOUR_DISCARD)), card=True),
                whose=Whose.YOUR,
            ),
        ),
    ),
}
