"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Activated, Behaviour, Cost, Triggered
from illumineer.engine.abilities.changes import Gains
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.filters import Cards, Det, In, Kind, Place, StrengthAtMost
from illumineer.engine.abilities.flow import If, May
from illumineer.engine.abilities.fromdiscard import PlayDiscardedFree
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, RevealHand
from illumineer.engine.abilities.hands import (
    DiscardChosen,
    DiscardEachRevealed,
    DiscardedIs,
    LookAtHand,
)
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.players import ChosenPlayer
from illumineer.engine.abilities.searching import MillTop
from illumineer.engine.abilities.steps import Exert, Modify
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro, Plays
from illumineer.engine.vocabulary import Keyword

CARDS: dict[str, Behaviour] = {
    # FOLLOW THE TRAIL When you play this character, if you have another Detective character in
    # play, chosen opponent reveals their hand and discards a non-character card of your choice.
    "Elisa Maza - Hardworking Detective": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(other=True, classes=("Detective",), having=(In(Place.IN_PLAY),)),
                        ),
                        (
                            RevealHand(players=ChosenPlayer(opponent=True)),
                            DiscardChosen(
                                Cards(kinds=(Kind.NON_CHARACTER,), card=True),
                                join=Join.AND,
                            ),
                        ),
                    ),
                ),
                name="FOLLOW THE TRAIL",
            ),
        ),
    ),
    # NO HIDING When you play this character, look at chosen opponent's hand.
    "Madam Mim - Nosy Neighbor": Behaviour(
        abilities=(
            Triggered((Plays(This(), intro=Intro.WHEN),), (LookAtHand(),), name="NO HIDING"),
        ),
    ),
    # HONOR THE PAST ⟳, 1 ⬡ — Choose one: • Put the top 2 cards of your deck into your discard. • If
    # you have 10 or more cards in your discard, gain 1 lore.
    "Rivera Family Photo": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    ChooseOne(
                        (
                            (MillTop(2),),
                            (
                                If(
                                    YouHave(
                                        Cards(
                                            det=Det.NUMBER,
                                            kinds=(Kind.CARD,),
                                            having=(In(Place.IN_YOUR_DISCARD),),
                                            count=10,
                                        ),
                                    ),
                                    (GainLore(1),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="HONOR THE PAST",
            ),
        ),
    ),
    # Chosen opponent reveals their hand and discards each non-character card revealed this way.
    "Shed Your Weary Load": Behaviour(
        effect=(
            RevealHand(players=ChosenPlayer(opponent=True)),
            DiscardEachRevealed(
                Cards(det=Det.EACH, kinds=(Kind.NON_CHARACTER,), card=True),
                join=Join.AND,
            ),
        ),
    ),
    # Shift 5 ⬡ IDEAL VENUE When you play this character, you may draw 2 cards, then choose and
    # discard a card. If you discarded a location card this way, you may play it from your discard
    # for free.
    "Tiana - Party Hostess": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((Draw(amount=2), Discard(join=Join.THEN))),
                    If(
                        DiscardedIs(Cards(kinds=(Kind.LOCATION,), card=True)),
                        (May((PlayDiscardedFree(),)),),
                    ),
                ),
                name="IDEAL VENUE",
            ),
        ),
    ),
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
