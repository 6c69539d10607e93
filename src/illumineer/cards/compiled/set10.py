"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Activated, Behaviour, Cost
from illumineer.engine.abilities.changes import Cant, Deed
from illumineer.engine.abilities.costs import DamageCost
from illumineer.engine.abilities.steps import Lasting, Modify, Ready
from illumineer.engine.abilities.targets import Pronoun, This

CARDS: dict[str, Behaviour] = {
    # Shift 5 ⬡ WILD RAGE 1 ⬡, Deal 1 damage to this character — Ready this character. He can't
    # quest for the rest of this turn.
    "Shere Khan - Fierce and Furious": Behaviour(
        abilities=(
            Activated(
                Cost(ink=1, parts=(DamageCost(1),)),
                (
                    Ready(This()),
                    Modify(This(form=Pronoun.HE), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
                ),
                name="WILD RAGE",
            ),
        ),
    ),
}
