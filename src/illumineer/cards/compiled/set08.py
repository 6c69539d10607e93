"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Have, Static, Triggered
from illumineer.engine.abilities.changes import Cant, Deed, Gets
from illumineer.engine.abilities.conditions import UsedShift, YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtMost,
    Det,
    In,
    Kind,
    Named,
    Owner,
    Place,
    State,
)
from illumineer.engine.abilities.flow import If, May
from illumineer.engine.abilities.hand import Discard, Draw
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.players import AnOpponent, EachOpponent
from illumineer.engine.abilities.searching import SearchDeck, ShuffleDeck, TakeIt
from illumineer.engine.abilities.steps import DealDamage, Modify, PutOnBottom, ReturnToHand, Whose
from illumineer.engine.abilities.targets import Looked, Pronoun, That, This
from illumineer.engine.abilities.triggers import Intro, Plays, Sings
from illumineer.engine.vocabulary import Stat

CARDS: dict[str, Behaviour] = {
    # OF COURSE THEY CAN COME Once during your turn, whenever one of your characters sings a song,
    # you may search your deck for a character card with cost 3 or less and reveal that card to all
    # players. Put that card into your hand and shuffle your deck.
    "Antonio Madrigal - Friend to All": Behaviour(
        abilities=(
            Triggered(
                (Sings(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                (
                    May(
                        (
                            SearchDeck(
                                Cards(having=(CostAtMost(3),), card=True),
                                to_all=True,
                                kept=True,
                            ),
                        ),
                    ),
                    TakeIt(target=Looked(form=Pronoun.CARD)),
                    ShuffleDeck(join=Join.AND),
                ),
                name="OF COURSE THEY CAN COME",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # HERE'S THE BEST PART Whenever you play a character, if you used Shift to play them, they get
    # +4 ¤ this turn.
    "Chem Purse": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards()),),
                (
                    If(
                        UsedShift(target=That(form=Pronoun.THEY)),
                        (Modify(That(form=Pronoun.THEY), (Gets(Stat.STRENGTH, 4),)),),
                    ),
                ),
                name="HERE'S THE BEST PART",
            ),
        ),
    ),
    # SELF-PRESERVATION While you have another exerted character in play, this character can't be
    # challenged.
    "Iago - Out of Reach": Behaviour(
        abilities=(
            Static(
                Have(This(), (Cant(Deed.BE_CHALLENGED),)),
                name="SELF-PRESERVATION",
                condition=YouHave(
                    Cards(other=True, state=State.EXERTED, having=(In(Place.IN_PLAY),)),
                ),
            ),
        ),
    ),
    # HELP! HELP! Whenever an opponent plays a character, deal 1 damage to this character.
    "Prince John - Fraidy-Cat": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(), players=AnOpponent()),),
                (DealDamage(1, This()),),
                name="HELP! HELP!",
            ),
        ),
    ),
    # Choose one: • Draw 2 cards. • Each opponent chooses and discards a card.
    "Pull the Lever!": Behaviour(
        effect=(ChooseOne(((Draw(amount=2),), (Discard(players=EachOpponent()),))),),
    ),
    # Choose one: • Return chosen character to their player's hand. • Put a card named Pull the
    # Lever! from your discard on the bottom of your deck to put chosen character on the bottom of
    # their player's deck.
    "Wrong Lever!": Behaviour(
        effect=(
            ChooseOne(
                (
                    (ReturnToHand(Cards(det=Det.CHOSEN)),),
                    (
                        PutOnBottom(
                            Cards(
                                kinds=(Kind.CARD,),
                                having=(Named("Pull the Lever!"), In(Place.FROM_YOUR_DISCARD)),
                            ),
                            whose=Whose.YOUR,
                        ),
                        PutOnBottom(Cards(det=Det.CHOSEN), join=Join.TO),
                    ),
                ),
            ),
        ),
    ),
    # WHY DO WE EVEN HAVE THAT LEVER? When you play this character, if you have a card named Pull
    # the Lever! in your discard, you may search your deck for a card named Wrong Lever! and reveal
    # that card to all players. Put that card into your hand and shuffle your deck.
    "Yzma - On Edge": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(
                                kinds=(Kind.CARD,),
                                having=(Named("Pull the Lever!"), In(Place.IN_YOUR_DISCARD)),
                            ),
                        ),
                        (
                            May(
                                (
                                    SearchDeck(
                                        Cards(kinds=(Kind.CARD,), having=(Named("Wrong Lever!"),)),
                                        to_all=True,
                                        kept=True,
                                    ),
                                ),
                            ),
                        ),
                    ),
                    TakeIt(target=Looked(form=Pronoun.CARD)),
                    ShuffleDeck(join=Join.AND),
                ),
                name="WHY DO WE EVEN HAVE THAT LEVER?",
            ),
        ),
    ),
}
