"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Triggered
from illumineer.engine.abilities.changes import Gains
from illumineer.engine.abilities.filters import Cards, Det, StrengthAtMost
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.steps import Exert, Modify
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro, Plays
from illumineer.engine.vocabulary import Keyword

CARDS: dict[str, Behaviour] = {
    # GIVE CHASE When you play this character, choose one: • Exert chosen character with 1 ¤ or
    # less. • This character gains Rush this turn.
    "Tramp - Quick on His Feet": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    ChooseOne(
                        (
                            (Exert(Cards(det=Det.CHOSEN, having=(StrengthAtMost(1),))),),
                            (Modify(This(), (Gains(Keyword.RUSH),)),),
                        ),
                    ),
                ),
                name="GIVE CHASE",
            ),
        ),
    ),
}
