"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Triggered
from illumineer.engine.abilities.amounts import Times
from illumineer.engine.abilities.changes import Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.filters import Cards, Det, In, Kind, Owner, Place
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, RevealHand
from illumineer.engine.abilities.hands import DiscardAtRandom, DiscardChosen, DiscardedThisWay
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.players import ChosenPlayer, EachOpponent, EachPlayer
from illumineer.engine.abilities.steps import (
    DealDamage,
    Lasting,
    Modify,
    PutOnBottom,
    ShuffleIntoDeck,
    Whose,
)
from illumineer.engine.abilities.targets import Them, This
from illumineer.engine.abilities.triggers import Intro, Plays, Quests
from illumineer.engine.vocabulary import Stat

CARDS: dict[str, Behaviour] = {
    # Shift 3 ⬡ ROLL WITH IT When you play this character, choose one: • Each player draws a card. •
    # Each player chooses and discards a card.
    "Baloo - Carefree Bear": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (ChooseOne(((Draw(players=EachPlayer()),), (Discard(players=EachPlayer()),))),),
                name="ROLL WITH IT",
            ),
        ),
    ),
    # CLAIM JUMPER When you play this character, chosen opponent reveals their hand and discards a
    # location card of your choice. STRIKE GOLD Whenever this character quests, you may put a
    # location card from chosen player's discard on the bottom of their deck to gain 1 lore.
    "Goldie O'Gilt - Cunning Prospector": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealHand(players=ChosenPlayer(opponent=True)),
                    DiscardChosen(Cards(kinds=(Kind.LOCATION,), card=True), join=Join.AND),
                ),
                name="CLAIM JUMPER",
            ),
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            PutOnBottom(
                                Cards(
                                    kinds=(Kind.LOCATION,),
                                    having=(In(Place.FROM_CHOSEN_PLAYERS_DISCARD),),
                                    card=True,
                                ),
                                whose=Whose.THEIR,
                            ),
                            GainLore(1, join=Join.TO),
                        ),
                    ),
                ),
                name="STRIKE GOLD",
            ),
        ),
    ),
    # DARK INCANTATION When you play this character, you may shuffle a card from chosen player's
    # discard into their deck.
    "Magica De Spell - Shadowy and Sinister": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ShuffleIntoDeck(
                                Cards(
                                    kinds=(Kind.CARD,),
                                    having=(In(Place.FROM_CHOSEN_PLAYERS_DISCARD),),
                                ),
                                whose=Whose.THEIR,
                            ),
                        ),
                    ),
                ),
                name="DARK INCANTATION",
            ),
        ),
    ),
    # HAVE A BETTER LOOK When you play this character, chosen opponent reveals their hand and
    # discards a non-character card of their choice.
    "Mowgli - Man Cub": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealHand(players=ChosenPlayer(opponent=True)),
                    DiscardChosen(
                        Cards(kinds=(Kind.NON_CHARACTER,), card=True),
                        theirs=True,
                        join=Join.AND,
                    ),
                ),
                name="HAVE A BETTER LOOK",
            ),
        ),
    ),
    # Shift 5 ⬡ WITCHING HOUR When you play this character, each player draws 3 cards, then discards
    # 3 cards at random. Choose an opposing character and deal 2 damage to them for each action card
    # discarded this way.
    "The Headless Horseman - Cursed Rider": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Draw(amount=3, players=EachPlayer()),
                    DiscardAtRandom(amount=3, players=EachPlayer(), join=Join.THEN),
                    Pick(Cards(owner=Owner.OPPOSING)),
                    DealDamage(
                        Times(
                            2,
                            DiscardedThisWay(Cards(det=Det.BARE, kinds=(Kind.ACTION,), card=True)),
                        ),
                        Them(),
                        join=Join.AND,
                    ),
                ),
                name="WITCHING HOUR",
            ),
        ),
    ),
    # Choose one: • Each opposing character gets -1 ◊ until the start of your next turn. • Each
    # opponent chooses and discards 2 cards.
    "Trust In Me": Behaviour(
        effect=(
            ChooseOne(
                (
                    (
                        Modify(
                            Cards(det=Det.EACH, owner=Owner.OPPOSING),
                            (Gets(Stat.LORE, -1),),
                            lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                        ),
                    ),
                    (Discard(amount=2, players=EachOpponent()),),
                ),
            ),
        ),
    ),
}
