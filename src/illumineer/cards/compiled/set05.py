"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Have, Static, Triggered
from illumineer.engine.abilities.changes import Cant, Deed
from illumineer.engine.abilities.conditions import IsState, UsedShift
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.filters import Cards, Det, In, Kind, Named, Owner, Place, State
from illumineer.engine.abilities.flow import If, May
from illumineer.engine.abilities.hand import GainLore
from illumineer.engine.abilities.hands import ReturnInkAtRandom
from illumineer.engine.abilities.locations import MovesToLocation
from illumineer.engine.abilities.naming import NameACard, WithThatName
from illumineer.engine.abilities.searching import OnTopAgain, SearchDeck
from illumineer.engine.abilities.steps import Exert, Ready, ReturnToHand, Whose
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.triggers import Intro, Plays, Quests

CARDS: dict[str, Behaviour] = {
    # Name a card. Return all character cards with that name from your discard to your hand.
    "Blast from Your Past": Behaviour(
        effect=(
            NameACard(),
            ReturnToHand(
                Cards(det=Det.ALL, having=(WithThatName(), In(Place.FROM_YOUR_DISCARD)), card=True),
                whose=Whose.YOUR,
            ),
        ),
    ),
    # BROTHERS FOREVER While this character is exerted, your characters named Koda can't be
    # challenged.
    "Kenai - Big Brother": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(Named("Koda"),)),
                    (Cant(Deed.BE_CHALLENGED),),
                ),
                name="BROTHERS FOREVER",
                condition=IsState(State.EXERTED),
            ),
        ),
    ),
    # Shift 5 OVERDEVELOPED BRAIN When you play this character, if you used Shift to play him, you
    # may search your deck for any card, put that card into your hand, then shuffle your deck.
    "Merlin - Intellectual Visionary": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        UsedShift(target=This(form=Pronoun.HE)),
                        (
                            May(
                                (
                                    SearchDeck(
                                        Cards(det=Det.ANY, kinds=(Kind.CARD,)),
                                        then_shuffle=True,
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="OVERDEVELOPED BRAIN",
            ),
        ),
    ),
    # Shift 4 PARADE ORDER When you play this character, if you used Shift to play her, you may
    # search your deck for a character card and reveal that card to all players. Shuffle your deck
    # and put that card on top of it.
    "Minnie Mouse - Drum Major": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        UsedShift(target=This(form=Pronoun.SHE)),
                        (May((SearchDeck(Cards(card=True), to_all=True, kept=True),)),),
                    ),
                    OnTopAgain(),
                ),
                name="PARADE ORDER",
            ),
        ),
    ),
    # A DELICATE BALANCE When you play this character, exert all cards in your inkwell, then return
    # 2 cards at random from your inkwell to your hand. EVERYTHING THE LIGHT TOUCHES Whenever this
    # character quests, ready all cards in your inkwell.
    "Mufasa - Ruler of Pride Rock": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Exert(
                        Cards(det=Det.ALL, kinds=(Kind.CARD,), having=(In(Place.IN_YOUR_INKWELL),)),
                    ),
                    ReturnInkAtRandom(amount=2, join=Join.THEN),
                ),
                name="A DELICATE BALANCE",
            ),
            Triggered(
                (Quests(This()),),
                (
                    Ready(
                        Cards(det=Det.ALL, kinds=(Kind.CARD,), having=(In(Place.IN_YOUR_INKWELL),)),
                    ),
                ),
                name="EVERYTHING THE LIGHT TOUCHES",
            ),
        ),
    ),
    # Shift 2 NEW ROSTER Once per turn, when this character moves to a location, gain 2 lore.
    "Taffyta Muttonfudge - Sour Speedster": Behaviour(
        abilities=(
            Triggered(
                (MovesToLocation(This(), intro=Intro.WHEN),),
                (GainLore(2),),
                name="NEW ROSTER",
                once_per_turn=True,
            ),
        ),
    ),
}
