"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Activated, Behaviour, Cost, Triggered
from illumineer.engine.abilities.filters import Cards, Det, Owner
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro, Plays

CARDS: dict[str, Behaviour] = {
    # Shift 3 ENHANCED HEALING When you play this character, move up to 3 damage counters from
    # chosen character to chosen opposing character.
    "Belle - Accomplished Mystic": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    MoveDamage(
                        3,
                        Cards(det=Det.CHOSEN),
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        counters=True,
                    ),
                ),
                name="ENHANCED HEALING",
            ),
        ),
    ),
    # HERE NOW, DON'T DO THAT When you play this character, move up to 1 damage counter from chosen
    # character to chosen opposing character.
    "Belle - Untrained Mystic": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    MoveDamage(
                        1,
                        Cards(det=Det.CHOSEN),
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        counters=True,
                    ),
                ),
                name="HERE NOW, DON'T DO THAT",
            ),
        ),
    ),
    # MYSTICAL PETALS ⟳, 2 ⬡ — Move 1 damage counter from chosen character to chosen opposing
    # character.
    "Rose Lantern": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=2),
                (
                    MoveDamage(
                        1,
                        Cards(det=Det.CHOSEN),
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        exactly=True,
                        counters=True,
                    ),
                ),
                name="MYSTICAL PETALS",
            ),
        ),
    ),
}
