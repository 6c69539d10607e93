"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Have, Static, Triggered
from illumineer.engine.abilities.changes import Cant, Deed
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.filters import Cards, In, Place, State
from illumineer.engine.abilities.players import AnOpponent
from illumineer.engine.abilities.steps import DealDamage
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Plays

CARDS: dict[str, Behaviour] = {
    # SELF-PRESERVATION While you have another exerted character in play, this character can't be
    # challenged.
    "Iago - Out of Reach": Behaviour(
        abilities=(
            Static(
                Have(This(), (Cant(Deed.BE_CHALLENGED),)),
                name="SELF-PRESERVATION",
                condition=YouHave(
                    Cards(other=True, state=State.EXERTED, having=(In(Place.IN_PLAY),)),
                ),
            ),
        ),
    ),
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
