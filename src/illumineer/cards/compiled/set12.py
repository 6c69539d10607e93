"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Triggered
from illumineer.engine.abilities.changes import Gains, Gets
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.filters import Cards, Det, In, Kind, Owner, Place
from illumineer.engine.abilities.flow import If, May
from illumineer.engine.abilities.hand import Draw, GainLore, RevealHand
from illumineer.engine.abilities.hands import DiscardAtRandom, DiscardChosen, LookAtHand
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.players import ChosenPlayer
from illumineer.engine.abilities.searching import SearchDeck, ShuffleDeck
from illumineer.engine.abilities.steps import Lasting, Modify, Ready
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro, Plays, TurnStarts
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Draw 2 cards. Then, discard a card at random.
    "Dangerous Plan": Behaviour(effect=(Draw(amount=2), DiscardAtRandom(join=Join.THEN_SENTENCE))),
    # NO SECRETS When you play this character, look at chosen opponent's hand.
    "Dolores Madrigal - Hears Everything": Behaviour(
        abilities=(
            Triggered((Plays(This(), intro=Intro.WHEN),), (LookAtHand(),), name="NO SECRETS"),
        ),
    ),
    # Search your deck for a Princess character card, reveal that card to all players, and put it
    # into your hand. Then, shuffle your deck. If you have 2 or more Seven Dwarfs characters in
    # play, draw 2 cards and gain 2 lore.
    "Don't Be Nervous": Behaviour(
        effect=(
            SearchDeck(Cards(classes=("Princess",), card=True), to_all=True),
            ShuffleDeck(join=Join.THEN_SENTENCE),
            If(
                YouHave(
                    Cards(
                        det=Det.NUMBER,
                        classes=("Seven Dwarfs",),
                        having=(In(Place.IN_PLAY),),
                        count=2,
                    ),
                ),
                (Draw(amount=2), GainLore(2, join=Join.AND)),
            ),
        ),
    ),
    # NATURAL DEFENSE When you play this character, chosen opposing character gets -2 ¤ this turn.
    "Kida - Guardian of the Path": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -2),)),),
                name="NATURAL DEFENSE",
            ),
        ),
    ),
    # TAKE A GOOD LOOK When you play this character, chosen opponent reveals their hand and discards
    # an action card of your choice. COMIN' UP FAST Once during your turn, whenever you play an
    # action, you may ready this character.
    "Lenny - Toy Binoculars": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealHand(players=ChosenPlayer(opponent=True)),
                    DiscardChosen(Cards(kinds=(Kind.ACTION,), card=True), join=Join.AND),
                ),
                name="TAKE A GOOD LOOK",
            ),
            Triggered(
                (Plays(Cards(kinds=(Kind.ACTION,))),),
                (May((Ready(This()),)),),
                name="COMIN' UP FAST",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # FLEXIBLE THINKING At the start of your turn, you may choose one: • This character gains
    # Evasive until the start of your next turn. • This character gets +1 ◊ this turn.
    "Mrs. Incredible - Super Stretchy": Behaviour(
        abilities=(
            Triggered(
                (TurnStarts(),),
                (
                    May(
                        (
                            ChooseOne(
                                (
                                    (
                                        Modify(
                                            This(),
                                            (Gains(Keyword.EVASIVE),),
                                            lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                                        ),
                                    ),
                                    (Modify(This(), (Gets(Stat.LORE, 1),)),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="FLEXIBLE THINKING",
            ),
        ),
    ),
}
