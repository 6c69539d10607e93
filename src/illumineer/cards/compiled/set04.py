"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    HaveHere,
    Static,
    Triggered,
)
from illumineer.engine.abilities.changes import Gets
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.filters import Cards, Det, Here, Kind, Owner, Wording
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.hand import GainLore
from illumineer.engine.abilities.locations import CountsAsMoreCost, IfBare, MoveTo, TheOther
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.steps import DealDamage, Modify
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.triggers import Intro, Plays, TurnStarts
from illumineer.engine.vocabulary import Stat

CARDS: dict[str, Behaviour] = {
    # UNDERWATER ACOUSTICS Characters count as having +2 cost to sing songs while here.
    "Atlantica - Concert Hall": Behaviour(
        abilities=(Static(HaveHere((CountsAsMoreCost(2),)), name="UNDERWATER ACOUSTICS"),),
    ),
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
    # OUR HOME At the start of your turn, if you have a character here gain 1 lore.
    "Casa Madrigal - Casita": Behaviour(
        abilities=(
            Triggered(
                (TurnStarts(),),
                (IfBare(YouHave(Cards(having=(Here(),))), (GainLore(1),)),),
                name="OUR HOME",
            ),
        ),
    ),
    # REVITALIZING WATERS Characters get +1 ¤ and +1 ⛉ while here.
    "Hidden Cove - Tranquil Haven": Behaviour(
        abilities=(
            Static(
                HaveHere((Gets(Stat.STRENGTH, 1), Gets(Stat.WILLPOWER, 1))),
                name="REVITALIZING WATERS",
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
    # Sing Together 10 Deal 3 damage to up to 3 chosen characters and/or locations.
    "The Mob Song": Behaviour(
        effect=(
            DealDamage(
                3,
                Cards(
                    det=Det.UP_TO,
                    kinds=(Kind.CHARACTER, Kind.LOCATION),
                    count=3,
                    wording=Wording.AND_OR_KINDS,
                ),
            ),
        ),
    ),
    # Evasive ON A ROLL When you play this character, you may move him and one of your other
    # characters to the same location for free. The other character gets +2 ¤ this turn.
    "Tuk Tuk - Lively Partner": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            MoveTo(
                                This(form=Pronoun.HE),
                                also=Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True),
                            ),
                        ),
                    ),
                    Modify(TheOther(), (Gets(Stat.STRENGTH, 2),)),
                ),
                name="ON A ROLL",
            ),
        ),
    ),
}
