"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Have, Static, Triggered
from illumineer.engine.abilities.changes import Gets
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.filters import Cards, Det, Here, Owner
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro, Plays, Quests
from illumineer.engine.vocabulary import Stat

CARDS: dict[str, Behaviour] = {
    # BOTANICAL REMEDY Whenever one of your Floodborn characters quests, you may move 1 damage from
    # chosen character to chosen opposing character.
    "HeiHei - Created by the Vine": Behaviour(
        abilities=(
            Triggered(
                (Quests(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Floodborn",))),),
                (
                    May(
                        (
                            MoveDamage(
                                1,
                                Cards(det=Det.CHOSEN),
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                exactly=True,
                            ),
                        ),
                    ),
                ),
                name="BOTANICAL REMEDY",
            ),
        ),
    ),
    # WELCOME HEALING When you play this character, you may move up to 2 damage from chosen
    # character to chosen opposing character.
    "Lumpy - Hunny Druid": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            MoveDamage(
                                2,
                                Cards(det=Det.CHOSEN),
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                            ),
                        ),
                    ),
                ),
                name="WELCOME HEALING",
            ),
        ),
    ),
    # QUITE A SIGHT While you have a character here, this location gets +3 ◊.
    "Paradise Falls - Exotic Destination": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 3),)),
                name="QUITE A SIGHT",
                condition=YouHave(Cards(having=(Here(),))),
            ),
        ),
    ),
}
