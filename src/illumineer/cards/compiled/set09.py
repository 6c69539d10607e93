"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Triggered
from illumineer.engine.abilities.changes import Gains
from illumineer.engine.abilities.deck import PlayForFree
from illumineer.engine.abilities.filters import Cards, CostAtMost, Det, In, Kind, Place
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.fromdiscard import PlayFreeThenBottom
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.steps import DealDamage, Modify
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro, Plays, Quests
from illumineer.engine.vocabulary import Keyword

CARDS: dict[str, Behaviour] = {
    # Sing Together 8 Play a character from your discard for free.
    "Circle of Life": Behaviour(effect=(PlayForFree(Cards(having=(In(Place.FROM_YOUR_DISCARD),))),)),
    # WHAT A BEAUTIFUL BRAWL! When you play this character, choose one: • Chosen Hero character
    # gains Resist +2 this turn. • Deal 2 damage to chosen Villain character.
    "Little John - Sir Reginald": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    ChooseOne(
                        (
                            (
                                Modify(
                                    Cards(det=Det.CHOSEN, classes=("Hero",)),
                                    (Gains(Keyword.RESIST, value=2),),
                                ),
                            ),
                            (DealDamage(2, Cards(det=Det.CHOSEN, classes=("Villain",))),),
                        ),
                    ),
                ),
                name="WHAT A BEAUTIFUL BRAWL!",
            ),
        ),
    ),
    # Shift 4 ⬡ NUMBER ONE HIT Whenever this character quests, you may play a song card with cost 4
    # or less from your discard for free, then put it on the bottom of your deck instead of into
    # your discard.
    "Max Goof - Chart Topper": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            PlayFreeThenBottom(
                                Cards(
                                    kinds=(Kind.SONG,),
                                    having=(CostAtMost(4), In(Place.FROM_YOUR_DISCARD)),
                                    card=True,
                                ),
                            ),
                        ),
                    ),
                ),
                name="NUMBER ONE HIT",
            ),
        ),
    ),
}
