"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Triggered
from illumineer.engine.abilities.changes import Gets
from illumineer.engine.abilities.conditions import UsedShift
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.flow import If
from illumineer.engine.abilities.players import AnOpponent
from illumineer.engine.abilities.steps import DealDamage, Modify
from illumineer.engine.abilities.targets import Pronoun, That, This
from illumineer.engine.abilities.triggers import Plays
from illumineer.engine.vocabulary import Stat

CARDS: dict[str, Behaviour] = {
    # HERE'S THE BEST PART Whenever you play a character, if you used Shift to play them, they get
    # +4 ¤ this turn.
    "Chem Purse": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards()),),
                (
                    If(
                        UsedShift(target=That(form=Pronoun.THEY)),
                        (Modify(That(form=Pronoun.THEY), (Gets(Stat.STRENGTH, 4),)),),
                    ),
                ),
                name="HERE'S THE BEST PART",
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
