"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Behaviour,
    Have,
    HaveHere,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.changes import Gains, Gets
from illumineer.engine.abilities.conditions import IsState, YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import PlaySungAgain
from illumineer.engine.abilities.filters import Cards, Det, Here, Kind, Owner, State, WithKeyword
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.hand import RevealHand
from illumineer.engine.abilities.hands import DiscardChosen
from illumineer.engine.abilities.players import ChosenPlayer
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro, Plays, Sings
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Shift 4 OKAY, BIG SHOT While this character is exerted, your characters with Bodyguard gain
    # Resist +1 and get +1 ◊.
    "Little John - Resourceful Outlaw": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(
                        det=Det.PLAIN,
                        owner=Owner.YOURS,
                        having=(WithKeyword(Keyword.BODYGUARD),),
                    ),
                    (Gains(Keyword.RESIST, value=1), Gets(Stat.LORE, 1)),
                ),
                name="OKAY, BIG SHOT",
                condition=IsState(State.EXERTED),
            ),
        ),
    ),
    # WE ARE ALL CONNECTED Characters get +2 ⛉ while here. LION HOME If you have a Prince or King
    # character here, you pay 1 ⬡ less to play characters.
    "Pride Lands - Pride Rock": Behaviour(
        abilities=(
            Static(HaveHere((Gets(Stat.WILLPOWER, 2),)), name="WE ARE ALL CONNECTED"),
            Static(
                PayLess(1, Cards(det=Det.PLAIN)),
                name="LION HOME",
                condition=YouHave(Cards(classes=("Prince", "King"), having=(Here(),))),
                provided=Provided.IF,
            ),
        ),
    ),
    # YOU'LL NEVER EVEN MISS IT When you play this character, chosen opponent reveals their hand and
    # discards a song card of your choice.
    "Ursula - Deceiver": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealHand(players=ChosenPlayer(opponent=True)),
                    DiscardChosen(Cards(kinds=(Kind.SONG,), card=True), join=Join.AND),
                ),
                name="YOU'LL NEVER EVEN MISS IT",
            ),
        ),
    ),
    # WHAT A DEAL Whenever this character sings a song, you may play that song again from your
    # discard for free. If you do, put that card on the bottom of your deck instead of into your
    # discard.
    "Ursula - Deceiver of All": Behaviour(
        abilities=(Triggered((Sings(This()),), (May((PlaySungAgain(),)),), name="WHAT A DEAL"),),
    ),
}
