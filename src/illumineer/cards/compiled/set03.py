"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    HaveHere,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, StatOf
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import IsState, YouHave
from illumineer.engine.abilities.deck import PlaySungAgain
from illumineer.engine.abilities.filters import (
    AtALocation,
    Cards,
    Det,
    Here,
    In,
    Kind,
    Named,
    Owner,
    Place,
    State,
    WithKeyword,
)
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.hand import Draw, GainLore, LoseLore, ReduceNextCost
from illumineer.engine.abilities.locations import (
    HaveForEach,
    IsAtALocation,
    IsBanishedWhileHere,
    MoveHereFree,
    MoveLess,
    MovesToLocation,
    ThatLocation,
)
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.steps import Lasting, Modify, PutIntoInkwell, Ready, Whose
from illumineer.engine.abilities.targets import Pronoun, That, Them, This
from illumineer.engine.abilities.triggers import Challenges, Intro, Quests, Sings
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # MINDLESS WANDERING Once per turn, when this character moves to a location, each opponent loses
    # 1 lore.
    "HeiHei - Accidental Explorer": Behaviour(
        abilities=(
            Triggered(
                (MovesToLocation(This(), intro=Intro.WHEN),),
                (LoseLore(1),),
                name="MINDLESS WANDERING",
                once_per_turn=True,
            ),
        ),
    ),
    # Ready chosen character of yours at a location. They can't quest for the rest of this turn.
    # Gain lore equal to that location's ◊.
    "I've Got a Dream": Behaviour(
        effect=(
            Ready(Cards(det=Det.CHOSEN, owner=Owner.YOURS, having=(AtALocation(),))),
            Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
            GainLore(StatOf(Stat.LORE, ThatLocation())),
        ),
    ),
    # CHART YOUR OWN COURSE For each location you have in play, this character gains Resist +1 and
    # gets +1 ◊.
    "John Silver - Greedy Treasure Seeker": Behaviour(
        abilities=(
            Static(
                HaveForEach(
                    Counted(
                        Cards(
                            det=Det.BARE,
                            kinds=(Kind.LOCATION,),
                            having=(In(Place.YOU_HAVE_IN_PLAY),),
                        ),
                    ),
                    This(),
                    (Gains(Keyword.RESIST, value=1), Gets(Stat.LORE, 1)),
                ),
                name="CHART YOUR OWN COURSE",
            ),
        ),
    ),
    # LOOK ALIVE, YOU SWABS! Characters gain Rush while here. ALL HANDS ON DECK! Your Pirate
    # characters may move here for free.
    "Jolly Roger - Hook's Ship": Behaviour(
        abilities=(
            Static(HaveHere((Gains(Keyword.RUSH),)), name="LOOK ALIVE, YOU SWABS!"),
            Static(
                MoveHereFree(Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Pirate",)), may=True),
                name="ALL HANDS ON DECK!",
            ),
        ),
    ),
    # Shift 4 OKAY, BIG SHOT While this character is exerted, your characters with Bodyguard gain
    # Resist +1 and get +1 ◊.
    "Little John - Resourceful Outlaw": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(
                        det=Det.PLAIN,
                        owner=Owner.YOURS,
                        having=(WithKeyword(Keyword.BODYGUARD),),
                    ),
                    (Gains(Keyword.RESIST, value=1), Gets(Stat.LORE, 1)),
                ),
                name="OKAY, BIG SHOT",
                condition=IsState(State.EXERTED),
            ),
        ),
    ),
    # LISTEN TO YOUR MAMA NOW Whenever this character quests, you may move up to 2 damage counters
    # from chosen character to chosen opposing character.
    "Mama Odie - Voice of Wisdom": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            MoveDamage(
                                2,
                                Cards(det=Det.CHOSEN),
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                counters=True,
                            ),
                        ),
                    ),
                ),
                name="LISTEN TO YOUR MAMA NOW",
            ),
        ),
    ),
    # KEY TO THE PORTAL ⟳ — You pay 1 ⬡ less for the next location you play this turn. SHOW THE WAY
    # You pay 1 ⬡ less to move your characters to a location.
    "Map of Treasure Planet": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (ReduceNextCost(1, Cards(det=Det.BARE, kinds=(Kind.LOCATION,))),),
                name="KEY TO THE PORTAL",
            ),
            Static(MoveLess(1, Cards(det=Det.PLAIN, owner=Owner.YOURS)), name="SHOW THE WAY"),
        ),
    ),
    # ISOLATED Characters gain Resist +1 while here.
    "Maui's Place of Exile - Hidden Island": Behaviour(
        abilities=(Static(HaveHere((Gains(Keyword.RESIST, value=1),)), name="ISOLATED"),),
    ),
    # REINCARNATION Whenever a character is banished while here, you may put that card into your
    # inkwell facedown and exerted.
    "Motunui - Island Paradise": Behaviour(
        abilities=(
            Triggered(
                (IsBanishedWhileHere(Cards()),),
                (May((PutIntoInkwell(That(form=Pronoun.CARD), whose=Whose.YOUR),)),),
                name="REINCARNATION",
            ),
        ),
    ),
    # I CAME TO LISTEN TO THE STORIES Once per turn, when this character moves to a location, gain
    # lore equal to that location's ◊.
    "Peter Pan - Lost Boy Leader": Behaviour(
        abilities=(
            Triggered(
                (MovesToLocation(This(), intro=Intro.WHEN),),
                (GainLore(StatOf(Stat.LORE, ThatLocation())),),
                name="I CAME TO LISTEN TO THE STORIES",
                once_per_turn=True,
            ),
        ),
    ),
    # WE ARE ALL CONNECTED Characters get +2 ⛉ while here. LION HOME If you have a Prince or King
    # character here, you pay 1 ⬡ less to play characters.
    "Pride Lands - Pride Rock": Behaviour(
        abilities=(
            Static(HaveHere((Gets(Stat.WILLPOWER, 2),)), name="WE ARE ALL CONNECTED"),
            Static(
                PayLess(1, Cards(det=Det.PLAIN)),
                name="LION HOME",
                condition=YouHave(Cards(classes=("Prince", "King"), having=(Here(),))),
                provided=Provided.IF,
            ),
        ),
    ),
    # THIS IS OUR SHIP Characters gain Evasive while here. HEAVE TOGETHER NOW If you have a
    # character here, you pay 2 ⬡ less to move a character of yours here.
    "RLS Legacy - Solar Galleon": Behaviour(
        abilities=(
            Static(HaveHere((Gains(Keyword.EVASIVE),)), name="THIS IS OUR SHIP"),
            Static(
                MoveLess(2, Cards(owner=Owner.YOURS), here=True),
                name="HEAVE TOGETHER NOW",
                condition=YouHave(Cards(having=(Here(),))),
                provided=Provided.IF,
            ),
        ),
    ),
    # I'LL HANDLE THIS While this character is at a location, she gets +3 ¤. WHAT'S THE HURRY? While
    # this character is at a location, whenever she challenges another character, you may draw a
    # card.
    "Shenzi - Hyena Pack Leader": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.SHE), (Gets(Stat.STRENGTH, 3),)),
                name="I'LL HANDLE THIS",
                condition=IsAtALocation(),
            ),
            Triggered(
                (Challenges(This(form=Pronoun.SHE), challenged=Cards(other=True)),),
                (May((Draw(),)),),
                name="WHAT'S THE HURRY?",
                provided=IsAtALocation(),
            ),
        ),
    ),
    # BROOM CLOSET Your characters named Magic Broom may move here for free. MAGICAL POWER
    # Characters get +1 ◊ while here.
    "The Sorcerer's Tower - Wondrous Workspace": Behaviour(
        abilities=(
            Static(
                MoveHereFree(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(Named("Magic Broom"),)),
                    may=True,
                ),
                name="BROOM CLOSET",
            ),
            Static(HaveHere((Gets(Stat.LORE, 1),)), name="MAGICAL POWER"),
        ),
    ),
    # WHAT A DEAL Whenever this character sings a song, you may play that song again from your
    # discard for free. If you do, put that card on the bottom of your deck instead of into your
    # discard.
    "Ursula - Deceiver of All": Behaviour(
        abilities=(Triggered((Sings(This()),), (May((PlaySungAgain(),)),), name="WHAT A DEAL"),),
    ),
}
