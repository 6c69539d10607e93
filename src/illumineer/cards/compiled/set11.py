"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Triggered
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.filters import Cards, Det, Owner
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.targets import Them, This
from illumineer.engine.abilities.triggers import Intro, Plays

CARDS: dict[str, Behaviour] = {
    # LOOK OUT! When you play this character, move up to 1 damage from chosen character to chosen
    # opposing character.
    "Flit - Reflective Hummingbird": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (MoveDamage(1, Cards(det=Det.CHOSEN), Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
                name="LOOK OUT!",
            ),
        ),
    ),
    # Shift 4 ⬡ JUST FOR YOU When you play this character, you may choose an opposing character and
    # move 1 damage from each other character to them.
    "Morgana Macawber - Reformed Spellcaster": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            Pick(Cards(owner=Owner.OPPOSING)),
                            MoveDamage(
                                1,
                                Cards(det=Det.EACH, other=True),
                                Them(),
                                exactly=True,
                                join=Join.AND,
                            ),
                        ),
                    ),
                ),
                name="JUST FOR YOU",
            ),
        ),
    ),
}
