"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    HaveHere,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import StatOf
from illumineer.engine.abilities.changes import Gains, Gets
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.filters import (
    Cards,
    Det,
    Here,
    Kind,
    Owner,
    StrengthAtLeast,
    Wording,
)
from illumineer.engine.abilities.flow import IfYouDo, May
from illumineer.engine.abilities.hand import Draw, GainLore
from illumineer.engine.abilities.locations import (
    AtLocations,
    AtThatLocation,
    CostAtMostEach,
    FirstTimeMovesHere,
    FromHere,
    IsAtALocation,
    MoveTo,
    QuestsWhile,
    ThatLocation,
    Where,
)
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.steps import DealDamage, Lasting, Modify, ReturnToHand
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.triggers import Intro, Plays, Quests
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Shift 4 ⬡ OUTDOOR SKILLS While this character is at a location, all characters at that
    # location get +1 ◊ and gain Evasive.
    "Carl Fredricksen & Russell - Intrepid Explorers": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.ALL, having=(AtThatLocation(),)),
                    (Gets(Stat.LORE, 1), Gains(Keyword.EVASIVE)),
                ),
                name="OUTDOOR SKILLS",
                condition=IsAtALocation(),
            ),
        ),
    ),
    # MOVING PARTNER Whenever you play a location, you may move this character and up to 1 of your
    # other characters to that location for free. ADVENTURE AWAITS Whenever this character quests
    # while at a location, draw cards equal to that location's ◊.
    "Carl Fredricksen - On the Move": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.LOCATION,))),),
                (
                    May(
                        (
                            MoveTo(
                                This(),
                                location=ThatLocation(),
                                also=Cards(det=Det.UP_TO_OF, owner=Owner.YOURS, other=True),
                            ),
                        ),
                    ),
                ),
                name="MOVING PARTNER",
            ),
            Triggered(
                (QuestsWhile(This(), where=Where.AT_A_LOCATION),),
                (Draw(amount=StatOf(Stat.LORE, ThatLocation())),),
                name="ADVENTURE AWAITS",
            ),
        ),
    ),
    # MOVING DAY Once during your turn, you may move chosen character from here to another location
    # for free. If you do, gain 1 lore.
    "Carl's House - Flying High": Behaviour(
        abilities=(
            Activated(
                Cost(),
                (
                    May(
                        (
                            MoveTo(
                                Cards(det=Det.CHOSEN, having=(FromHere(),)),
                                location=Cards(kinds=(Kind.LOCATION,), other=True),
                            ),
                        ),
                    ),
                    IfYouDo((GainLore(1),)),
                ),
                name="MOVING DAY",
                once=True,
            ),
        ),
    ),
    # HUP, TWO, THREE, FOUR Whenever this character quests, you may move him to one of your
    # locations for free.
    "Colonel Hathi - On the March": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            MoveTo(
                                This(form=Pronoun.HE),
                                location=Cards(
                                    det=Det.ONE_OF,
                                    kinds=(Kind.LOCATION,),
                                    owner=Owner.YOURS,
                                ),
                            ),
                        ),
                    ),
                ),
                name="HUP, TWO, THREE, FOUR",
            ),
        ),
    ),
    # BOTANICAL REMEDY Whenever one of your Floodborn characters quests, you may move 1 damage from
    # chosen character to chosen opposing character.
    "HeiHei - Created by the Vine": Behaviour(
        abilities=(
            Triggered(
                (Quests(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Floodborn",))),),
                (
                    May(
                        (
                            MoveDamage(
                                1,
                                Cards(det=Det.CHOSEN),
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                exactly=True,
                            ),
                        ),
                    ),
                ),
                name="BOTANICAL REMEDY",
            ),
        ),
    ),
    # HOME AWAY FROM HOME Characters get +1 ⛉ while here. HUNNY QUEST Hunny characters get +1 ◊
    # while here.
    "Hundred Acre Wood - Hunny Campsite": Behaviour(
        abilities=(
            Static(HaveHere((Gets(Stat.WILLPOWER, 1),)), name="HOME AWAY FROM HOME"),
            Static(
                HaveHere((Gets(Stat.LORE, 1),), subject=Cards(det=Det.PLAIN, classes=("Hunny",))),
                name="HUNNY QUEST",
            ),
        ),
    ),
    # WELCOME HEALING When you play this character, you may move up to 2 damage from chosen
    # character to chosen opposing character.
    "Lumpy - Hunny Druid": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            MoveDamage(
                                2,
                                Cards(det=Det.CHOSEN),
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                            ),
                        ),
                    ),
                ),
                name="WELCOME HEALING",
            ),
        ),
    ),
    # Return up to 2 chosen characters, items, or locations with cost 2 or less each to their
    # player's hand.
    "Narrow Escape": Behaviour(
        effect=(
            ReturnToHand(
                Cards(
                    det=Det.UP_TO,
                    kinds=(Kind.CHARACTER, Kind.ITEM, Kind.LOCATION),
                    having=(CostAtMostEach(2),),
                    count=2,
                ),
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
    # ASSISTING THE ELDERLY BADGE Whenever this character quests, you may move him and one of your
    # other characters to the same location for free.
    "Russell - Junior Wilderness Explorer": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            MoveTo(
                                This(form=Pronoun.HE),
                                also=Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True),
                            ),
                        ),
                    ),
                ),
                name="ASSISTING THE ELDERLY BADGE",
            ),
        ),
    ),
    # Shift 3 ⬡ BASE CAMP Your characters at locations get +1 ¤. GOOD LEADERSHIP Whenever one of
    # your characters with 4 ¤ or more quests, gain 1 lore.
    "Russell - Senior Wilderness Explorer": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(AtLocations(),)),
                    (Gets(Stat.STRENGTH, 1),),
                ),
                name="BASE CAMP",
            ),
            Triggered(
                (Quests(Cards(det=Det.ONE_OF, owner=Owner.YOURS, having=(StrengthAtLeast(4),))),),
                (GainLore(1),),
                name="GOOD LEADERSHIP",
            ),
        ),
    ),
    # ROOT OF POWER The first time a Floodborn character moves here each turn, you may deal 1 damage
    # to chosen character.
    "Vine Entrance - Ominous Passageway": Behaviour(
        abilities=(
            Triggered(
                (FirstTimeMovesHere(Cards(classes=("Floodborn",))),),
                (May((DealDamage(1, Cards(det=Det.CHOSEN)),)),),
                name="ROOT OF POWER",
            ),
        ),
    ),
    # Your characters and locations gain Resist +1 until the start of your next turn.
    "We'll Save Our Village": Behaviour(
        effect=(
            Modify(
                Cards(
                    det=Det.PLAIN,
                    kinds=(Kind.CHARACTER, Kind.LOCATION),
                    owner=Owner.YOURS,
                    wording=Wording.AND_KINDS,
                ),
                (Gains(Keyword.RESIST, value=1),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
}
