"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour
from illumineer.engine.abilities.filters import Cards, Det, Owner
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.steps import Exert
from illumineer.engine.abilities.targets import Pronoun, Them

CARDS: dict[str, Behaviour] = {
    # Exert chosen opposing character. Move all damage counters from all other characters to that
    # character.
    "Can't Hold it Back Anymore": Behaviour(
        effect=(
            Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),
            MoveDamage(None, Cards(det=Det.ALL, other=True), Them(form=Pronoun.NOUN), counters=True),
        ),
    ),
}
