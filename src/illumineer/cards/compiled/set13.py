"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Have, Static, Triggered
from illumineer.engine.abilities.building import AnyInk
from illumineer.engine.abilities.changes import Gets
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.deck import PlayForFree
from illumineer.engine.abilities.filters import Cards, CostAtMost, Det, Here, In, Kind, Place
from illumineer.engine.abilities.flow import IfYouDo, May
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.searching import SearchDeck, ShuffleDeck
from illumineer.engine.abilities.steps import ReturnToHand, Whose
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro, Plays
from illumineer.engine.vocabulary import Stat

CARDS: dict[str, Behaviour] = {
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
