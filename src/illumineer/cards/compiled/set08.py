"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Triggered
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.players import AnOpponent
from illumineer.engine.abilities.steps import DealDamage
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Plays

CARDS: dict[str, Behaviour] = {
    # HELP! HELP! Whenever an opponent plays a character, deal 1 damage to this character.
    "Prince John - Fraidy-Cat": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(), players=AnOpponent()),),
                (DealDamage(1, This()),),
                name="HELP! HELP!",
            ),
        ),
    ),
}
