"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    HaveHere,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.filters import Cards, Det, In, Kind, Owner, Place
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.hand import Discard, Draw, GainLore
from illumineer.engine.abilities.locations import (
    IsAtALocation,
    MovesHere,
    MoveTo,
    QuestsWhile,
    TheOther,
)
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.steps import Lasting, Modify, ReturnToHand, Whose
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.triggers import Intro, Plays, Quests
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # I KNOW THESE STREETS Whenever this character quests, you may move him to a Hyperia City
    # location for free. STOP RIGHT THERE 6 ⬡ — Chosen opposing character can't challenge until the
    # start of your next turn.
    "Chief Bogo - Police Commissioner": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            MoveTo(
                                This(form=Pronoun.HE),
                                location=Cards(kinds=(Kind.LOCATION,), classes=("Hyperia City",)),
                            ),
                        ),
                    ),
                ),
                name="I KNOW THESE STREETS",
            ),
            Activated(
                Cost(ink=6),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Cant(Deed.CHALLENGE),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="STOP RIGHT THERE",
            ),
        ),
    ),
    # WHEN NIGHT FALLS Once during your turn, you may choose and discard a card. If you do, move up
    # to 2 damage from this character to chosen opposing character. STONE BY DAY If you have 3 or
    # more cards in your hand, this character can't ready.
    "Goliath - Transformed Warrior": Behaviour(
        abilities=(
            Activated(
                Cost(),
                (
                    May((Discard(),)),
                    IfYouDo((MoveDamage(2, This(), Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),
                ),
                name="WHEN NIGHT FALLS",
                once=True,
            ),
            Static(
                Have(This(), (Cant(Deed.READY),)),
                name="STONE BY DAY",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_HAND),),
                        count=3,
                    ),
                ),
                provided=Provided.IF,
            ),
        ),
    ),
    # AIMLESS WANDERING Once during your turn, if this character is at a location, you may move him
    # to another location for free. If you do, gain 1 lore.
    "HeiHei - At the Crosswalk": Behaviour(
        abilities=(
            Activated(
                Cost(),
                (
                    If(
                        IsAtALocation(),
                        (
                            May(
                                (
                                    MoveTo(
                                        This(form=Pronoun.HE),
                                        location=Cards(kinds=(Kind.LOCATION,), other=True),
                                    ),
                                ),
                            ),
                        ),
                    ),
                    IfYouDo((GainLore(1),)),
                ),
                name="AIMLESS WANDERING",
                once=True,
            ),
        ),
    ),
    # EASY COMMUTE ⟳ — Move a character of yours to a location for free. STYLISH CONVENIENCE Your
    # Hyperia City locations get +2 ⛉.
    "Hyperia City Express": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (MoveTo(Cards(owner=Owner.YOURS), location=Cards(kinds=(Kind.LOCATION,))),),
                name="EASY COMMUTE",
            ),
            Static(
                Have(
                    Cards(
                        det=Det.PLAIN,
                        kinds=(Kind.LOCATION,),
                        owner=Owner.YOURS,
                        classes=("Hyperia City",),
                    ),
                    (Gets(Stat.WILLPOWER, 2),),
                ),
                name="STYLISH CONVENIENCE",
            ),
        ),
    ),
    # BREAK TIME Once during your turn, whenever a Super character quests while here, return an item
    # card from your discard to your hand.
    "Institute of Technology - Honey Lemon's Lab": Behaviour(
        abilities=(
            Triggered(
                (QuestsWhile(Cards(classes=("Super",))),),
                (
                    ReturnToHand(
                        Cards(kinds=(Kind.ITEM,), having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                        whose=Whose.YOUR,
                    ),
                ),
                name="BREAK TIME",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # HIGH SECURITY Characters can't be challenged while here.
    "Khan Industries - Greenway Landmark": Behaviour(
        abilities=(Static(HaveHere((Cant(Deed.BE_CHALLENGED),)), name="HIGH SECURITY"),),
    ),
    # BIG SHOW Characters get +2 ¤ while here.
    "Khan Stadium - State of the Art": Behaviour(
        abilities=(Static(HaveHere((Gets(Stat.STRENGTH, 2),)), name="BIG SHOW"),),
    ),
    # OPEN FOR BUSINESS Once during your turn, whenever a character moves here, draw a card and gain
    # 1 lore.
    "Merlin's Shop and Smithy - Magical Market": Behaviour(
        abilities=(
            Triggered(
                (MovesHere(Cards()),),
                (Draw(), GainLore(1, join=Join.AND)),
                name="OPEN FOR BUSINESS",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Move up to 3 damage from chosen character to chosen opposing character.
    "Mim's Malice": Behaviour(
        effect=(MoveDamage(3, Cards(det=Det.CHOSEN), Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
    ),
    # TODAY'S THE DAY When you play this character, you may move her and one of your other
    # characters to the same location for free. If you do, the other character gets +1 ◊ this turn.
    "Roxanne - Concert Lover": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            MoveTo(
                                This(form=Pronoun.SHE),
                                also=Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True),
                            ),
                        ),
                    ),
                    IfYouDo((Modify(TheOther(), (Gets(Stat.LORE, 1),)),)),
                ),
                name="TODAY'S THE DAY",
            ),
        ),
    ),
    # THE DISTANT REACHES Characters get +1 ¤ and gain Evasive while here.
    "The Beanstalk - Onward and Upward": Behaviour(
        abilities=(
            Static(
                HaveHere((Gets(Stat.STRENGTH, 1), Gains(Keyword.EVASIVE))),
                name="THE DISTANT REACHES",
            ),
        ),
    ),
}
