"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.changes import Can, Cant, Deed, GainsAbility
from illumineer.engine.abilities.conditions import TookDamage
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import InkLooked, LookAtTop, PutLooked, Rest
from illumineer.engine.abilities.filters import Cards, Det, Kind, NotASong, Owner
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.steps import DealDamage, Modify
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Challenges, Intro, IsBanished, Plays

CARDS: dict[str, Behaviour] = {
    # Bodyguard YOU'VE GOT TO BE BRAVE During an opponent's turn, when this character is banished,
    # deal 2 damage to each opposing character.
    "Bagheera - Guardian Jaguar": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (DealDamage(2, Cards(det=Det.EACH, owner=Owner.OPPOSING)),),
                name="YOU'VE GOT TO BE BRAVE",
                during_opponents_turn=True,
            ),
        ),
    ),
    # DRAWN TO A FIGHT If an opposing character took damage this turn, you pay 2 ⬡ less to play this
    # character. Resist +1 I AIN'T GONE SOFT! Whenever you play an action that isn't a song, you may
    # deal 1 damage to chosen character.
    "John Silver - Vengeful Pirate": Behaviour(
        abilities=(
            Static(
                PayLess(2, This()),
                name="DRAWN TO A FIGHT",
                condition=TookDamage(Cards(owner=Owner.OPPOSING)),
                provided=Provided.IF,
            ),
            Triggered(
                (Plays(Cards(kinds=(Kind.ACTION,), having=(NotASong(),))),),
                (May((DealDamage(1, Cards(det=Det.CHOSEN)),)),),
                name="I AIN'T GONE SOFT!",
            ),
        ),
    ),
    # Ward KEY TO THE PUZZLE ⟳ — Look at the top 2 cards of your deck. Put one into your inkwell
    # facedown and exerted and the other on the top of your deck.
    "Kida - Creative Thinker": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    LookAtTop(2),
                    InkLooked(),
                    PutLooked(bottom=False, said=Rest.THE_OTHER, join=Join.AND),
                ),
                name="KEY TO THE PUZZLE",
            ),
        ),
    ),
    # Shift 5 Evasive EXCEPTIONAL LEADER Whenever this character challenges another character, your
    # other characters gain “This character can challenge ready characters” this turn.
    "Mulan - Imperial General": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This(), challenged=Cards(other=True)),),
                (
                    Modify(
                        Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True),
                        (GainsAbility(Static(Have(This(), (Can(Deed.CHALLENGE_READY),)))),),
                    ),
                ),
                name="EXCEPTIONAL LEADER",
            ),
        ),
    ),
    # HIDDEN AWAY This character can't be challenged.
    "Snow White - Fairest in the Land": Behaviour(
        abilities=(Static(Have(This(), (Cant(Deed.BE_CHALLENGED),)), name="HIDDEN AWAY"),),
    ),
}
