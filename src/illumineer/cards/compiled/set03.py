"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    HaveHere,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import IsState, YouHave
from illumineer.engine.abilities.deck import PlaySungAgain
from illumineer.engine.abilities.filters import Cards, Det, Here, Owner, State, WithKeyword
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.restrictions import CantReadyAtStart
from illumineer.engine.abilities.steps import Lasting, Modify, Ready
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.triggers import Sings
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
    # THIS MISSION IS CURSED This character can't ready at the start of your turn. I GOT YOUR BACK 2
    # ⬡ — Ready this character. He can't quest for the rest of this turn.
    "Maui - Whale": Behaviour(
        abilities=(
            Static(Have(This(), (CantReadyAtStart(),)), name="THIS MISSION IS CURSED"),
            Activated(
                Cost(ink=2),
                (
                    Ready(This()),
                    Modify(This(form=Pronoun.HE), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
                ),
                name="I GOT YOUR BACK",
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
    # WHAT A DEAL Whenever this character sings a song, you may play that song again from your
    # discard for free. If you do, put that card on the bottom of your deck instead of into your
    # discard.
    "Ursula - Deceiver of All": Behaviour(
        abilities=(Triggered((Sings(This()),), (May((PlaySungAgain(),)),), name="WHAT A DEAL"),),
    ),
}
