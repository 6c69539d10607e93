"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Activated, Behaviour, Cost, Have, Static, Triggered
from illumineer.engine.abilities.building import AnyInk
from illumineer.engine.abilities.changes import Gets
from illumineer.engine.abilities.conditions import IsState, YouHave
from illumineer.engine.abilities.deck import PlayForFree
from illumineer.engine.abilities.filters import Cards, CostAtMost, Det, Here, In, Kind, Place, State
from illumineer.engine.abilities.flow import IfYouDo, May
from illumineer.engine.abilities.fromdiscard import (
    MayPlayFromDiscard,
    PlayFromDiscard,
    YouDiscardThis,
)
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.searching import SearchDeck, ShuffleDeck
from illumineer.engine.abilities.steps import DealDamage, PutOnBottom, ReturnToHand, Whose
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.triggers import Intro, Plays
from illumineer.engine.vocabulary import Stat

CARDS: dict[str, Behaviour] = {
    # RENEWAL PROCESS ⟳, 1 ⬡ — Put a card from chosen player's discard on the bottom of their deck.
    "Broken Pod": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    PutOnBottom(
                        Cards(kinds=(Kind.CARD,), having=(In(Place.FROM_CHOSEN_PLAYERS_DISCARD),)),
                        whose=Whose.THEIR,
                    ),
                ),
                name="RENEWAL PROCESS",
            ),
        ),
    ),
    # ACTION FIGURE When you play this character, choose one of the following. If you have another
    # Toy character in play, choose both instead: • You may return an action card with cost 2 or
    # less from your discard to your hand. • You may play an action with cost 2 or less for free.
    "Buzz Lightyear - Providing Cover": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    ChooseOne(
                        (
                            (
                                May(
                                    (
                                        ReturnToHand(
                                            Cards(
                                                kinds=(Kind.ACTION,),
                                                having=(CostAtMost(2), In(Place.FROM_YOUR_DISCARD)),
                                                card=True,
                                            ),
                                            whose=Whose.YOUR,
                                        ),
                                    ),
                                ),
                            ),
                            (
                                May(
                                    (
                                        PlayForFree(
                                            Cards(kinds=(Kind.ACTION,), having=(CostAtMost(2),)),
                                        ),
                                    ),
                                ),
                            ),
                        ),
                        both=YouHave(
                            Cards(other=True, classes=("Toy",), having=(In(Place.IN_PLAY),)),
                        ),
                    ),
                ),
                name="ACTION FIGURE",
            ),
        ),
    ),
    # GATHER THE PARTY You can have other Hunny characters in your deck regardless of ink type.
    # MAGICAL SUMMONS When you play this character, you may search your deck for a Hunny card,
    # reveal it, and put it in your hand. If you do, shuffle your deck.
    "Christopher Robin - Hunny Sage": Behaviour(
        abilities=(
            Static(
                AnyInk(Cards(det=Det.PLAIN, other=True, classes=("Hunny",))),
                name="GATHER THE PARTY",
            ),
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((SearchDeck(Cards(kinds=(Kind.CARD,), classes=("Hunny",))),)),
                    IfYouDo((ShuffleDeck(),)),
                ),
                name="MAGICAL SUMMONS",
            ),
        ),
    ),
    # Deal 2 damage to chosen character. During your turn, when you discard this card, you may play
    # it from your discard.
    "Look What You've Done": Behaviour(
        abilities=(
            Triggered(
                (YouDiscardThis(),),
                (May((PlayFromDiscard(This(form=Pronoun.IT)),)),),
                during_your_turn=True,
            ),
        ),
        effect=(DealDamage(2, Cards(det=Det.CHOSEN)),),
    ),
    # MUMMY'S BACK During your turn, when you discard this card, you may play this character from
    # your discard.
    "Mother Gothel - Evil as Ever": Behaviour(
        abilities=(
            Triggered(
                (YouDiscardThis(),),
                (May((PlayFromDiscard(This()),)),),
                name="MUMMY'S BACK",
                during_your_turn=True,
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
    # CAULDRON'S POWER While this character is exerted, you may play characters from your discard.
    # If you do, they enter play exerted.
    "The Horned King - Merciless Master": Behaviour(
        abilities=(
            Static(
                MayPlayFromDiscard(Cards(det=Det.PLAIN), exerted=True),
                name="CAULDRON'S POWER",
                condition=IsState(State.EXERTED),
            ),
        ),
    ),
    # HANG ON! When you play this character, choose one of the following. If you have another Toy
    # character in play, choose both instead: • You may return a character card with cost 2 or less
    # from your discard to your hand. • You may play a character with cost 2 or less for free.
    "Woody - Helping a Friend": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    ChooseOne(
                        (
                            (
                                May(
                                    (
                                        ReturnToHand(
                                            Cards(
                                                having=(CostAtMost(2), In(Place.FROM_YOUR_DISCARD)),
                                                card=True,
                                            ),
                                            whose=Whose.YOUR,
                                        ),
                                    ),
                                ),
                            ),
                            (May((PlayForFree(Cards(having=(CostAtMost(2),))),)),),
                        ),
                        both=YouHave(
                            Cards(other=True, classes=("Toy",), having=(In(Place.IN_PLAY),)),
                        ),
                    ),
                ),
                name="HANG ON!",
            ),
        ),
    ),
}
