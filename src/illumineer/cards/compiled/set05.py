"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Triggered
from illumineer.engine.abilities.hand import GainLore
from illumineer.engine.abilities.locations import MovesToLocation
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro

CARDS: dict[str, Behaviour] = {
    # Shift 2 NEW ROSTER Once per turn, when this character moves to a location, gain 2 lore.
    "Taffyta Muttonfudge - Sour Speedster": Behaviour(
        abilities=(
            Triggered(
                (MovesToLocation(This(), intro=Intro.WHEN),),
                (GainLore(2),),
                name="NEW ROSTER",
                once_per_turn=True,
            ),
        ),
    ),
}
