"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    CountAsInkable,
    EntersExerted,
    Have,
    HaveHere,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import StatOf
from illumineer.engine.abilities.building import AnyInk
from illumineer.engine.abilities.changes import Can, Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import (
    Compared,
    HasDamage,
    HasNoDamage,
    IsState,
    LookedIs,
    MoreCardsInHand,
    OpponentCompared,
    PlayedThisTurn,
    Quested,
    WasBanished,
    YouHave,
    YourTurn,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    InkTopCard,
    LookAtTop,
    PlayForFree,
    PutLooked,
    Rest,
    RevealTop,
    TakeLooked,
)
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtMost,
    CostExactly,
    Det,
    Here,
    In,
    Kind,
    Named,
    Owner,
    Place,
    State,
    StrengthAtLeast,
    StrengthAtMost,
    WithKeyword,
    Wording,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.fromdiscard import (
    MayPlayFromDiscard,
    PlayFromDiscard,
    YouDiscardThis,
)
from illumineer.engine.abilities.hand import (
    Discard,
    Draw,
    GainLore,
    LoseLore,
    PayInk,
    ReduceNextCost,
)
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
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.players import ChallengingPlayer, ChosenPlayer, EachPlayer
from illumineer.engine.abilities.searching import SearchDeck, ShuffleDeck, TakeIt
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    Lasting,
    Modify,
    PutIntoInkwell,
    PutOnBottom,
    PutOnTop,
    Ready,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, Them, This, Those
from illumineer.engine.abilities.triggers import (
    Banishes,
    Challenges,
    Intro,
    IsBanished,
    IsChallenged,
    Plays,
    Quests,
    TurnEnds,
)
from illumineer.engine.abilities.under import CardUnder, Shifts, TakeFromUnder
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # ROCK THE MIC Once during your turn, whenever you play a song, you may ready this character. If
    # you do, she can't quest or challenge for the rest of this turn.
    "Abby Park - Over the Top": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,))),),
                (
                    May((Ready(This()),)),
                    IfYouDo(
                        (
                            Modify(
                                This(form=Pronoun.SHE),
                                (Cant(Deed.QUEST), Cant(Deed.CHALLENGE)),
                                lasting=Lasting.REST_OF_TURN,
                            ),
                        ),
                    ),
                ),
                name="ROCK THE MIC",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # METAMORPHOSIS ⟳, 1 ⬡ — If a character was banished in a challenge this turn, draw a card.
    "Absorbing Bloom": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (If(WasBanished(Cards(), in_a_challenge=True), (Draw(),)),),
                name="METAMORPHOSIS",
            ),
        ),
    ),
    # RULER FOR A DAY When this character quests, banish him.
    "Abu - Wise Sultan": Behaviour(
        abilities=(
            Triggered(
                (Quests(This(), intro=Intro.WHEN),),
                (Banish(This(form=Pronoun.HE)),),
                name="RULER FOR A DAY",
            ),
        ),
    ),
    # THE VINE PROVIDES Whenever one of your Floodborn characters quests, you may draw a card, then
    # choose and discard a card.
    "Aladdin - Created by the Vine": Behaviour(
        abilities=(
            Triggered(
                (Quests(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Floodborn",))),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="THE VINE PROVIDES",
            ),
        ),
    ),
    # CLEAR IT OUT When you play this character, you may pay 1 ⬡ to banish chosen item.
    "Aladdin - Doing His Part": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((PayInk(1), Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,)), join=Join.TO))),),
                name="CLEAR IT OUT",
            ),
        ),
    ),
    # WHO WANTS A TREAT? Whenever you play an item, chosen character gets +1 ¤ and gains Resist +1
    # this turn.
    "Alpha - Pack Leader": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.ITEM,))),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN),
                        (Gets(Stat.STRENGTH, 1), Gains(Keyword.RESIST, value=1)),
                    ),
                ),
                name="WHO WANTS A TREAT?",
            ),
        ),
    ),
    # Your Floodborn characters gain Resist +2 and can challenge ready characters this turn.
    "Attack of the Vine!": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Floodborn",)),
                (Gains(Keyword.RESIST, value=2), Can(Deed.CHALLENGE_READY)),
            ),
        ),
    ),
    # FORMIDABLE LOVE While you have a character named Belle in play, this character gets +2 ¤.
    "Beast - Fierce Defender": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 2),)),
                name="FORMIDABLE LOVE",
                condition=YouHave(Cards(having=(Named("Belle"), In(Place.IN_PLAY)))),
            ),
        ),
    ),
    # IMMINENT THREAT Your Floodborn characters gain Rush.
    "Beast's Castle - Overrun by the Vine": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Floodborn",)),
                    (Gains(Keyword.RUSH),),
                ),
                name="IMMINENT THREAT",
            ),
        ),
    ),
    # Shift 6 ⬡ INSPIRING DANCE Whenever this character quests, ready all cards in your inkwell.
    # APPRECIATIVE AUDIENCE 6 ⬡ — Ready your other characters. They can't quest for the rest of this
    # turn.
    "Belle & Beast - Certain as the Sun": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    Ready(
                        Cards(det=Det.ALL, kinds=(Kind.CARD,), having=(In(Place.IN_YOUR_INKWELL),)),
                    ),
                ),
                name="INSPIRING DANCE",
            ),
            Activated(
                Cost(ink=6),
                (
                    Ready(Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True)),
                    Modify(
                        Those(cards_named=Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True)),
                        (Cant(Deed.QUEST),),
                        lasting=Lasting.REST_OF_TURN,
                    ),
                ),
                name="APPRECIATIVE AUDIENCE",
            ),
        ),
    ),
    # Look at the top 4 cards of your deck. You may reveal a character card and put it into your
    # hand. Put the rest on the bottom of your deck in any order.
    "Besties, Assemble!": Behaviour(
        effect=(LookAtTop(4), May((TakeLooked(Cards(card=True)),)), PutLooked()),
    ),
    # INVOKE HUNNY ⟳, 2 ⬡ — Reveal the top card of your deck. If it's a Hunny card, put it into your
    # hand. Otherwise, put it on the bottom of your deck.
    "Big Book of Hunny": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=2),
                (
                    RevealTop(),
                    If(
                        LookedIs(Cards(kinds=(Kind.CARD,), classes=("Hunny",))),
                        (TakeIt(),),
                        otherwise=(PutLooked(said=Rest.IT),),
                    ),
                ),
                name="INVOKE HUNNY",
            ),
        ),
    ),
    # MAKING MEMORIES While you have 5 or more cards in your inkwell, this character gets +2 ◊.
    "Boo - Human Child": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 2),)),
                name="MAKING MEMORIES",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_INKWELL),),
                        count=5,
                    ),
                ),
            ),
        ),
    ),
    # YOU'RE SAFE NOW While you have an exerted character named Sulley in play, this character can't
    # be challenged.
    "Boo - In Disguise": Behaviour(
        abilities=(
            Static(
                Have(This(), (Cant(Deed.BE_CHALLENGED),)),
                name="YOU'RE SAFE NOW",
                condition=YouHave(
                    Cards(state=State.EXERTED, having=(Named("Sulley"), In(Place.IN_PLAY))),
                ),
            ),
        ),
    ),
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
    # HAVE AT YOU Whenever this character challenges another character, gain 1 lore.
    "Captain Hook - Conniving Pirate": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This(), challenged=Cards(other=True)),),
                (GainLore(1),),
                name="HAVE AT YOU",
            ),
        ),
    ),
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
    # TAKE MY HAND When you play this character, you pay 2 ⬡ less for the next character named Ellie
    # Fredricksen you play this turn.
    "Carl Fredricksen - Loving Husband": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (ReduceNextCost(2, Cards(det=Det.BARE, having=(Named("Ellie Fredricksen"),))),),
                name="TAKE MY HAND",
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
    # PLEASE HOLD When you play this character, you may pay 1 ⬡ to ready chosen character of yours.
    # They can't quest or challenge for the rest of this turn.
    "Celia Mae - Friendly Receptionist": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((PayInk(1), Ready(Cards(det=Det.CHOSEN, owner=Owner.YOURS), join=Join.TO))),
                    Modify(
                        Them(),
                        (Cant(Deed.QUEST), Cant(Deed.CHALLENGE)),
                        lasting=Lasting.REST_OF_TURN,
                    ),
                ),
                name="PLEASE HOLD",
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
    # Up to 2 chosen opposing characters can't challenge during their next turn.
    "Cower Before Me!": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.UP_TO, owner=Owner.OPPOSING, count=2),
                (Cant(Deed.CHALLENGE),),
                lasting=Lasting.THEIR_NEXT_TURN,
            ),
        ),
    ),
    # Shift 5 ⬡ Ward VICTORY POSE During your turn, whenever this character banishes another
    # character in a challenge, gain 2 lore.
    "Darkwing Duck & Launchpad - St. Canard's Finest": Behaviour(
        abilities=(
            Triggered(
                (Banishes(This()),),
                (GainLore(2),),
                name="VICTORY POSE",
                during_your_turn=True,
            ),
        ),
    ),
    # PREEMPTIVE STRIKE When you play this character, you may deal 1 damage to chosen character.
    "Darkwing Duck - Shadowy Superhero": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((DealDamage(1, Cards(det=Det.CHOSEN)),)),),
                name="PREEMPTIVE STRIKE",
            ),
        ),
    ),
    # FLURRY OF FEATHERS Your characters named Maleficent gain Resist +1.
    "Diablo - Protecting His Mistress": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(Named("Maleficent"),)),
                    (Gains(Keyword.RESIST, value=1),),
                ),
                name="FLURRY OF FEATHERS",
            ),
        ),
    ),
    # Ward FAIR IS FAIR Whenever this character is challenged, chosen opponent chooses and discards
    # a card.
    "Dr. Bushroot - Evil Botanist": Behaviour(
        abilities=(
            Triggered(
                (IsChallenged(This()),),
                (Discard(players=ChosenPlayer(opponent=True)),),
                name="FAIR IS FAIR",
            ),
        ),
    ),
    # FETCH! When you play this character, if you have an item in play, draw a card.
    "Dug - Good Boy": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (If(YouHave(Cards(kinds=(Kind.ITEM,), having=(In(Place.IN_PLAY),))), (Draw(),)),),
                name="FETCH!",
            ),
        ),
    ),
    # HUNNY TACTICS Whenever this character quests, chosen Hunny character of yours gets +1 ◊ and
    # gains Ward until the start of your next turn.
    "Eeyore - Hunny Scholar": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS, classes=("Hunny",)),
                        (Gets(Stat.LORE, 1), Gains(Keyword.WARD)),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="HUNNY TACTICS",
            ),
        ),
    ),
    # ALWAYS WITH YOU When this character is banished, you may put this card into your inkwell
    # facedown and exerted.
    "Ellie Fredricksen - Adventure Partner": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (May((PutIntoInkwell(This(form=Pronoun.CARD), whose=Whose.YOUR),)),),
                name="ALWAYS WITH YOU",
            ),
        ),
    ),
    # ADVENTUROUS HEART Whenever you play a location, gain 1 lore.
    "Ellie Fredricksen - Loving Wife": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.LOCATION,))),),
                (GainLore(1),),
                name="ADVENTUROUS HEART",
            ),
        ),
    ),
    # CHASING ADVENTURE When you play this character, if a character of yours quested this turn,
    # draw a card.
    "Fflewddur Fflam - Luckless Bard": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (If(Quested(Cards(owner=Owner.YOURS)), (Draw(),)),),
                name="CHASING ADVENTURE",
            ),
        ),
    ),
    # Look at the top 4 cards of your deck. You may reveal a character card named Kevin or an item
    # card and put it into your hand. Put the rest on the bottom of your deck in any order.
    "Focused Search": Behaviour(
        effect=(
            LookAtTop(4),
            May(
                (
                    TakeLooked(
                        Cards(
                            having=(Named("Kevin"),),
                            card=True,
                            alternatives=(Cards(kinds=(Kind.ITEM,), card=True),),
                        ),
                    ),
                ),
            ),
            PutLooked(),
        ),
    ),
    # DRAWING STRENGTH Your Floodborn characters get +1 ¤.
    "Gaston - Created by the Vine": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Floodborn",)),
                    (Gets(Stat.STRENGTH, 1),),
                ),
                name="DRAWING STRENGTH",
            ),
        ),
    ),
    # WATCH THIS! When you play this character, you may banish chosen character with 5 ¤ or more.
    "Gaston - Superior Archer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Banish(Cards(det=Det.CHOSEN, having=(StrengthAtLeast(5),))),)),),
                name="WATCH THIS!",
            ),
        ),
    ),
    # REJUVENATING FLOURISH ⟳ — Remove up to 2 damage from chosen character. If there's a card under
    # that character, they gain Resist +1 until the start of your next turn.
    "Hana's Inkcaster": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    RemoveDamage(2, Cards(det=Det.CHOSEN)),
                    If(
                        CardUnder(target=Them(form=Pronoun.NOUN)),
                        (
                            Modify(
                                Them(),
                                (Gains(Keyword.RESIST, value=1),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="REJUVENATING FLOURISH",
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
    # MYSTICAL BOON Whenever you play this or another Floodborn character, gain 1 lore.
    "Hera - Created by the Vine": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(det=Det.THIS_OR_ANOTHER, classes=("Floodborn",))),),
                (GainLore(1),),
                name="MYSTICAL BOON",
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
    # Ready chosen character. They can't quest for the rest of this turn.
    "It's Gonna Be Great!": Behaviour(
        effect=(
            Ready(Cards(det=Det.CHOSEN)),
            Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
        ),
    ),
    # SHARED RESOURCES When you play this character, each player draws a card.
    "Jasmine - Vine Expert": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Draw(players=EachPlayer()),),
                name="SHARED RESOURCES",
            ),
        ),
    ),
    # BACK TO THE NEST Whenever this character quests, put this card on the top of your deck.
    "Kevin - Flightless Bird": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (PutOnTop(This(form=Pronoun.CARD)),),
                name="BACK TO THE NEST",
            ),
        ),
    ),
    # Resist +1 PICKUP! Once during your turn, you may pay 1 ⬡ to draw a card, then choose and
    # discard a card.
    "Kronk - Meat Hut Cook": Behaviour(
        abilities=(
            Activated(
                Cost(ink=1),
                (Draw(), Discard(join=Join.THEN)),
                name="PICKUP!",
                once_per_turn=True,
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
    # Evasive JUST HOW I LIKE IT All cards in your hand count as having ◉.
    "Madam Mim - Hummingbird": Behaviour(
        abilities=(
            Static(
                CountAsInkable(
                    Cards(det=Det.ALL, kinds=(Kind.CARD,), having=(In(Place.IN_YOUR_HAND),)),
                ),
                name="JUST HOW I LIKE IT",
            ),
        ),
    ),
    # INKFLOW Whenever one of your Floodborn characters is banished, you may put the top card of
    # your deck into your inkwell facedown and exerted.
    "Maid Marian - Created by the Vine": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Floodborn",))),),
                (May((InkTopCard(),)),),
                name="INKFLOW",
            ),
        ),
    ),
    # FORCE FIELD While you have no cards in your hand, this character gains Resist +2.
    "Megavolt - Electrical Menace": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.RESIST, value=2),)),
                name="FORCE FIELD",
                condition=YouHave(
                    Cards(det=Det.NO, kinds=(Kind.CARD,), having=(In(Place.IN_YOUR_HAND),)),
                ),
            ),
        ),
    ),
    # Singer 3 BAND LOYALTY This character can't sing songs without Sing Together.
    "Meilin Lee - Lead Vocalist": Behaviour(
        abilities=(Static(Have(This(), (Cant(Deed.SING_ALONE),)), name="BAND LOYALTY"),),
    ),
    # RED PANDA POWER When you play this character, look at the top 4 cards of your deck. You may
    # reveal a Red Panda character card or a song card and put it into your hand. Put the rest on
    # the bottom of your deck in any order.
    "Meilin Lee - Losing Control": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    LookAtTop(4),
                    May(
                        (
                            TakeLooked(
                                Cards(
                                    classes=("Red Panda",),
                                    card=True,
                                    alternatives=(Cards(kinds=(Kind.SONG,), card=True),),
                                ),
                            ),
                        ),
                    ),
                    PutLooked(),
                ),
                name="RED PANDA POWER",
            ),
        ),
    ),
    # MAKE 'EM LAUGH When you play this character, you may pay 2 ⬡ to give chosen character +1 ◊
    # this turn.
    "Mike Wazowski - Well-Rounded Entertainer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PayInk(2),
                            Modify(
                                Cards(det=Det.CHOSEN),
                                (Gets(Stat.LORE, 1),),
                                give=True,
                                join=Join.TO,
                            ),
                        ),
                    ),
                ),
                name="MAKE 'EM LAUGH",
            ),
        ),
    ),
    # BIGGEST FAN If you have a character named Meilin Lee in play, you pay 1 ⬡ less to play this
    # character. FOLLOW THE MUSIC If you played a song this turn, you pay 1 ⬡ less to play this
    # character.
    "Ming Lee - Proud Parent": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="BIGGEST FAN",
                condition=YouHave(Cards(having=(Named("Meilin Lee"), In(Place.IN_PLAY)))),
                provided=Provided.IF,
            ),
            Static(
                PayLess(1, This()),
                name="FOLLOW THE MUSIC",
                condition=PlayedThisTurn(Cards(kinds=(Kind.SONG,))),
                provided=Provided.IF,
            ),
        ),
    ),
    # I GOT 'EM! When you play this character, each player draws a card.
    "Miriam Mendelsohn - Ticket Holder": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Draw(players=EachPlayer()),),
                name="I GOT 'EM!",
            ),
        ),
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
    # DEMOLISH Whenever you play this or another Floodborn character, you may banish chosen item.
    "Mulan - Created by the Vine": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(det=Det.THIS_OR_ANOTHER, classes=("Floodborn",))),),
                (May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),),
                name="DEMOLISH",
            ),
        ),
    ),
    # Evasive TIP THE SCALES Whenever this character quests, if an opponent has more cards in their
    # hand than you, you may draw a card.
    "Mushu - Stealthy Dragon": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (If(MoreCardsInHand(), (May((Draw(),)),)),),
                name="TIP THE SCALES",
            ),
        ),
    ),
    # NEW MEMORIES ⟳, 1 ⬡ — Reveal the top card of your deck. If it's a non-character card or a
    # character card named Kevin, put it into your hand. Otherwise, put it on the bottom of your
    # deck.
    "My Adventure Book": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    RevealTop(),
                    If(
                        LookedIs(
                            Cards(
                                kinds=(Kind.CARD,),
                                excluded=(Kind.CHARACTER,),
                                alternatives=(Cards(having=(Named("Kevin"),), card=True),),
                            ),
                        ),
                        (TakeIt(),),
                        otherwise=(PutLooked(said=Rest.IT),),
                    ),
                ),
                name="NEW MEMORIES",
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
    # Sing Together 5 Play a character with cost 4 or less for free.
    "Nobody Like U": Behaviour(effect=(PlayForFree(Cards(having=(CostAtMost(4),))),)),
    # FACTORY SETTINGS While this character has no damage, it gets +2 ¤.
    "Omnidroid - Scanning for Threats": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.IT), (Gets(Stat.STRENGTH, 2),)),
                name="FACTORY SETTINGS",
                condition=HasNoDamage(),
            ),
        ),
    ),
    # Shift 6 ⬡ Resist +2 RETURN ON INVESTMENT When you shift this character, you may return all
    # cards under it to your hand.
    "Omnidroid - Ultimate Iteration": Behaviour(
        abilities=(
            Triggered(
                (Shifts(This(), intro=Intro.WHEN),),
                (May((TakeFromUnder(This(form=Pronoun.IT), returned=True),)),),
                name="RETURN ON INVESTMENT",
            ),
        ),
    ),
    # HUNNY ALLIANCE While you have another Hunny character in play, this character gains Resist +2.
    "Owl - Hunny Ranger": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.RESIST, value=2),)),
                name="HUNNY ALLIANCE",
                condition=YouHave(
                    Cards(other=True, classes=("Hunny",), having=(In(Place.IN_PLAY),)),
                ),
            ),
        ),
    ),
    # Reckless ADRENALINE SURGE During your turn, this character gets +4 ¤.
    "Pacha - Panicked Customer": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 4),)),
                name="ADRENALINE SURGE",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
        ),
    ),
    # MULTIPURPOSE TOOL When you play this character, if you have a character card named Panic in
    # your discard, gain 2 lore.
    "Pain - Running with Scissors": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(having=(Named("Panic"), In(Place.IN_YOUR_DISCARD)), card=True),
                        ),
                        (GainLore(2),),
                    ),
                ),
                name="MULTIPURPOSE TOOL",
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
    # THORNY OVERGROWTH Your Floodborn characters gain Challenger +1.
    "Pete - Created by the Vine": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Floodborn",)),
                    (Gains(Keyword.CHALLENGER, value=1),),
                ),
                name="THORNY OVERGROWTH",
            ),
        ),
    ),
    # Shift 4 ⬡ YOU CAN FLY! Your characters gain Evasive.
    "Peter Pan & Tinker Bell - Fast Friends": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gains(Keyword.EVASIVE),)),
                name="YOU CAN FLY!",
            ),
        ),
    ),
    # CLEVER TRICK Whenever one of your Floodborn characters is challenged, the challenging player
    # chooses and discards a card.
    "Peter Pan - Created by the Vine": Behaviour(
        abilities=(
            Triggered(
                (IsChallenged(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Floodborn",))),),
                (Discard(players=ChallengingPlayer()),),
                name="CLEVER TRICK",
            ),
        ),
    ),
    # STAY RIGHT THERE When you play this character, chosen opposing character can't ready at the
    # start of their next turn.
    "Peter Pan - Playful Prankster": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Cant(Deed.READY_AT_START),),
                        lasting=None,
                    ),
                ),
                name="STAY RIGHT THERE",
            ),
        ),
    ),
    # Exert chosen opposing character.
    "Petrify": Behaviour(effect=(Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),
    # Shift 2 ⬡ Evasive WELCOME RETURN Whenever this character quests, you may return chosen
    # character of yours with cost 1 to your hand. If you do, you may play a character with cost 1
    # for free.
    "Pocahontas & Meeko - Adventurous Friends": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS, having=(CostExactly(1),)),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                    IfYouDo((May((PlayForFree(Cards(having=(CostExactly(1),))),)),)),
                ),
                name="WELCOME RETURN",
            ),
        ),
    ),
    # STAY CLOSE When you play this character, you may play a character with cost 1 for free.
    "Pocahontas - Guiding the Tribe": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((PlayForFree(Cards(having=(CostExactly(1),))),)),),
                name="STAY CLOSE",
            ),
        ),
    ),
    # FULL OF POTENTIAL This item enters play exerted.
    "Potato": Behaviour(abilities=(Static(EntersExerted(), name="FULL OF POTENTIAL"),)),
    # Your Floodborn characters gain Evasive until the start of your next turn.
    "Protective Aura": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Floodborn",)),
                (Gains(Keyword.EVASIVE),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
    # Return chosen character or item to their player's hand.
    "Put That Thing Back": Behaviour(
        effect=(ReturnToHand(Cards(det=Det.CHOSEN, kinds=(Kind.CHARACTER, Kind.ITEM))),),
    ),
    # Bodyguard HUNNY AURA When you play this character, chosen Hunny character gets +1 ◊ this turn.
    "Rabbit - Hunny Paladin": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN, classes=("Hunny",)), (Gets(Stat.LORE, 1),)),),
                name="HUNNY AURA",
            ),
        ),
    ),
    # Chosen character gets +3 ¤ this turn.
    "Rahr!": Behaviour(effect=(Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 3),)),)),
    # Evasive AFTER-HOURS PROJECT While all cards in your inkwell are exerted, this character gets
    # +2 ◊.
    "Randall Boggs - Envious Coworker": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 2),)),
                name="AFTER-HOURS PROJECT",
                condition=IsState(
                    State.EXERTED,
                    target=Cards(
                        det=Det.ALL,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_INKWELL),),
                    ),
                ),
            ),
        ),
    ),
    # GET OUTTA HERE! When you play this character, put chosen character of yours into your inkwell
    # facedown and exerted. DEVIOUS PLAN At the end of your turn, if all cards in your inkwell are
    # exerted, gain 1 lore.
    "Randall Boggs - Scary Smart": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (PutIntoInkwell(Cards(det=Det.CHOSEN, owner=Owner.YOURS), whose=Whose.YOUR),),
                name="GET OUTTA HERE!",
            ),
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        IsState(
                            State.EXERTED,
                            target=Cards(
                                det=Det.ALL,
                                kinds=(Kind.CARD,),
                                having=(In(Place.IN_YOUR_INKWELL),),
                            ),
                        ),
                        (GainLore(1),),
                    ),
                ),
                name="DEVIOUS PLAN",
            ),
        ),
    ),
    # THE FATES' DESIGN When you play this character, you may choose and discard a card. If you do,
    # return chosen character to their player's hand.
    "Rapunzel - Tower Defender": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Discard(),)), IfYouDo((ReturnToHand(Cards(det=Det.CHOSEN)),))),
                name="THE FATES' DESIGN",
            ),
        ),
    ),
    # EMBRACING CHANGE Your Floodborn characters get +2 ⛉.
    "Rapunzel's Tower - Taken by the Vine": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Floodborn",)),
                    (Gets(Stat.WILLPOWER, 2),),
                ),
                name="EMBRACING CHANGE",
            ),
        ),
    ),
    # Banish chosen character with 3 ¤ or less. If you have a Monster character in play, chosen
    # opponent loses 1 lore.
    "Red Alert": Behaviour(
        effect=(
            Banish(Cards(det=Det.CHOSEN, having=(StrengthAtMost(3),))),
            If(
                YouHave(Cards(classes=("Monster",), having=(In(Place.IN_PLAY),))),
                (LoseLore(1, players=ChosenPlayer(opponent=True)),),
            ),
        ),
    ),
    # Sing Together 7 Banish chosen character.
    "Red Moon Ritual": Behaviour(effect=(Banish(Cards(det=Det.CHOSEN)),)),
    # DEEP WISDOM Your Floodborn characters get +1 ◊.
    "Ring of Stones - Taken by the Vine": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Floodborn",)),
                    (Gets(Stat.LORE, 1),),
                ),
                name="DEEP WISDOM",
            ),
        ),
    ),
    # KEEN-EYED Your Floodborn characters gain Alert.
    "Robin Hood - Created by the Vine": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Floodborn",)),
                    (Gains(Keyword.ALERT),),
                ),
                name="KEEN-EYED",
            ),
        ),
    ),
    # Ward ELUSIVE EXPERTISE While you have another Hunny character in play, this character gains
    # Evasive.
    "Roo - Hunny Rogue": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.EVASIVE),)),
                name="ELUSIVE EXPERTISE",
                condition=YouHave(
                    Cards(other=True, classes=("Hunny",), having=(In(Place.IN_PLAY),)),
                ),
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
    # VICTOR'S REWARD During your turn, whenever one of your Floodborn characters banishes another
    # character in a challenge, gain 1 lore. FILL THE RANKS During an opponent's turn, whenever one
    # of your Floodborn characters is banished, draw a card.
    "Scar - Created by the Vine": Behaviour(
        abilities=(
            Triggered(
                (Banishes(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Floodborn",))),),
                (GainLore(1),),
                name="VICTOR'S REWARD",
                during_your_turn=True,
            ),
            Triggered(
                (IsBanished(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Floodborn",))),),
                (Draw(),),
                name="FILL THE RANKS",
                during_opponents_turn=True,
            ),
        ),
    ),
    # If an opponent has more lore than you, gain 2 lore.
    "Scout Ahead": Behaviour(effect=(If(OpponentCompared(Compared.MORE_LORE), (GainLore(2),)),)),
    # ERRATIC SCREAMS ⟳, 2 ⬡ — Exert all cards in your inkwell. Exert chosen opposing character with
    # 2 ¤ or less.
    "Scream Canister": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=2),
                (
                    Exert(
                        Cards(det=Det.ALL, kinds=(Kind.CARD,), having=(In(Place.IN_YOUR_INKWELL),)),
                    ),
                    Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, having=(StrengthAtMost(2),))),
                ),
                name="ERRATIC SCREAMS",
            ),
        ),
    ),
    # Chosen character gets -3 ¤ this turn.
    "Startle": Behaviour(effect=(Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, -3),)),)),
    # FEARSOME GLARE When you play this character, you may exert all cards in your inkwell. RILED UP
    # While all cards in your inkwell are exerted, this character gains Rush.
    "Sulley - Protective Monster": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            Exert(
                                Cards(
                                    det=Det.ALL,
                                    kinds=(Kind.CARD,),
                                    having=(In(Place.IN_YOUR_INKWELL),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="FEARSOME GLARE",
            ),
            Static(
                Have(This(), (Gains(Keyword.RUSH),)),
                name="RILED UP",
                condition=IsState(
                    State.EXERTED,
                    target=Cards(
                        det=Det.ALL,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_INKWELL),),
                    ),
                ),
            ),
        ),
    ),
    # JUMP SCARE While you have 5 or more cards in your inkwell, this character gets +2 ¤.
    "Sulley - Strategic Scarer": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 2),)),
                name="JUMP SCARE",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_INKWELL),),
                        count=5,
                    ),
                ),
            ),
        ),
    ),
    # Bodyguard REHIRE When you play this character, you may return a character card from your
    # discard to your hand.
    "Sulley - The New Boss": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="REHIRE",
            ),
        ),
    ),
    # SAVAGE FURY While this character has damage, he gets +3 ¤.
    "The Bear - Territorial Animal": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.HE), (Gets(Stat.STRENGTH, 3),)),
                name="SAVAGE FURY",
                condition=HasDamage(),
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
    # FULL POWER ⟳, 1 ⬡ — Chosen character gains Challenger +2 this turn. CLEAR-CUT 2 ⬡, Banish this
    # item — Banish chosen Vineling character.
    "The Weedwhacker": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.CHALLENGER, value=2),)),),
                name="FULL POWER",
            ),
            Activated(
                Cost(ink=2, banish=True),
                (Banish(Cards(det=Det.CHOSEN, classes=("Vineling",))),),
                name="CLEAR-CUT",
            ),
        ),
    ),
    # Reckless PROTECTIVE CHARGE Once during your turn, whenever this character challenges another
    # character, you may ready chosen Hunny character. If you do, that character can't quest for the
    # rest of this turn.
    "Tigger - Hunny Barbarian": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This(), challenged=Cards(other=True)),),
                (
                    May((Ready(Cards(det=Det.CHOSEN, classes=("Hunny",))),)),
                    IfYouDo(
                        (
                            Modify(
                                Them(form=Pronoun.NOUN),
                                (Cant(Deed.QUEST),),
                                lasting=Lasting.REST_OF_TURN,
                            ),
                        ),
                    ),
                ),
                name="PROTECTIVE CHARGE",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Deal 2 damage to each opposing damaged character.
    "To Wither a Flower": Behaviour(
        effect=(DealDamage(2, Cards(det=Det.EACH, owner=Owner.OPPOSING, state=State.DAMAGED)),),
    ),
    # PROBLEM SOLVING When you play this character, draw 2 cards, then choose and discard a card.
    "Tod - Clever Fox": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Draw(amount=2), Discard(join=Join.THEN)),
                name="PROBLEM SOLVING",
            ),
        ),
    ),
    # YOU ARE MY FRIEND ⟳, 1 ⬡ — Chosen character gets +1 ◊ and gains Support this turn.
    "Translation Collar": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.LORE, 1), Gains(Keyword.SUPPORT))),),
                name="YOU ARE MY FRIEND",
            ),
        ),
    ),
    # ENERGY SAP Whenever one of your Floodborn characters quests, chosen opposing character gets -1
    # ¤ until the start of your next turn.
    "Ursula - Created by the Vine": Behaviour(
        abilities=(
            Triggered(
                (Quests(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Floodborn",))),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Gets(Stat.STRENGTH, -1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="ENERGY SAP",
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
    # Shift 3 ⬡ Resist +1 HEROIC SYNERGY Whenever you play this or another Hero character, you may
    # draw a card, then choose and discard a card.
    "Violet Parr - Super Resilient": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(det=Det.THIS_OR_ANOTHER, classes=("Hero",))),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="HEROIC SYNERGY",
            ),
        ),
    ),
    # STEALING IN When you play this character, if you have a character with Evasive in play, you
    # may return chosen character, item, or location with cost 2 or less to their player's hand.
    "Vixey - Expert Fisher": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(having=(WithKeyword(Keyword.EVASIVE), In(Place.IN_PLAY)))),
                        (
                            May(
                                (
                                    ReturnToHand(
                                        Cards(
                                            det=Det.CHOSEN,
                                            kinds=(Kind.CHARACTER, Kind.ITEM, Kind.LOCATION),
                                            having=(CostAtMost(2),),
                                        ),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="STEALING IN",
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
    # Put chosen item or location into its player's inkwell facedown and exerted.
    "We've Got a Lot to Do!": Behaviour(
        effect=(
            PutIntoInkwell(
                Cards(det=Det.CHOSEN, kinds=(Kind.ITEM, Kind.LOCATION)),
                whose=Whose.ITS_PLAYERS,
            ),
        ),
    ),
    # DEFEND THE STALK Your Floodborn characters gain Resist +1.
    "Willie the Giant - Created by the Vine": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Floodborn",)),
                    (Gains(Keyword.RESIST, value=1),),
                ),
                name="DEFEND THE STALK",
            ),
        ),
    ),
    # STICK TOGETHER While you have 2 or more other Hunny characters in play, this character gets +2
    # ◊.
    "Winnie the Pooh - Hunny Archmage": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 2),)),
                name="STICK TOGETHER",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        other=True,
                        classes=("Hunny",),
                        having=(In(Place.IN_PLAY),),
                        count=2,
                    ),
                ),
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
    # Chosen character gains Rush and Challenger +2 this turn.
    "You've Got Some Punch": Behaviour(
        effect=(
            Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.RUSH), Gains(Keyword.CHALLENGER, value=2))),
        ),
    ),
    # GET THIS RIGHT When you play this character, each opponent loses 1 lore.
    "Yzma - Choosy Customer": Behaviour(
        abilities=(
            Triggered((Plays(This(), intro=Intro.WHEN),), (LoseLore(1),), name="GET THIS RIGHT"),
        ),
    ),
}
