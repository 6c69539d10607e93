"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersExerted,
    Have,
    Once,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import StatOf, Times
from illumineer.engine.abilities.building import AnyInk
from illumineer.engine.abilities.challenged import ThatChallenged
from illumineer.engine.abilities.changes import Can, Cant, Deed, Gains, Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.conditions import LookedIs, WasBanished, YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    InkTopCard,
    LookAtTop,
    PlayForFree,
    PutLooked,
    Rest,
    RevealTop,
    TakeLooked,
    TopOrBottom,
)
from illumineer.engine.abilities.either_deed import QuestsOrChallenges
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
    StrengthAtMost,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, PayInk, ReduceNextCost
from illumineer.engine.abilities.hand_to_bottom import DrawThatManyPlus, HandToBottom
from illumineer.engine.abilities.locations import (
    AtThatLocation,
    FromHere,
    IsAtALocation,
    MoveTo,
    QuestsWhile,
    ThatLocation,
    Where,
)
from illumineer.engine.abilities.looking import RevealAndPlay
from illumineer.engine.abilities.losing import CantGain
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.noted import DiscardedThisTurn, RemovedThisWay
from illumineer.engine.abilities.play_revealed import MayPlayIt
from illumineer.engine.abilities.players import ChosenPlayer
from illumineer.engine.abilities.reveal_it import RevealItToHand
from illumineer.engine.abilities.searching import SearchDeck, ShuffleDeck, TakeIt
from illumineer.engine.abilities.shifting import PayLessToShiftOnto
from illumineer.engine.abilities.singing import SingsWith
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Lasting,
    Modify,
    PutIntoInkwell,
    PutOnBottom,
    Ready,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, Them, This, Those
from illumineer.engine.abilities.tethered import WhileInPlay
from illumineer.engine.abilities.triggers import (
    Banishes,
    Challenges,
    Intro,
    IsChallenged,
    Plays,
    Quests,
)
from illumineer.engine.abilities.under import CardsUnder
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Singer 5 STAR PERFORMANCE Whenever this character sings a song with Sing Together, draw a
    # card.
    "4*Town - Hottest Band of the Year": Behaviour(
        abilities=(
            Triggered(
                (SingsWith(This(), Keyword.SING_TOGETHER),),
                (Draw(),),
                name="STAR PERFORMANCE",
            ),
        ),
    ),
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
    # Shift 3 ⬡ SLEIGHT OF HAND When you play this character, you may put any number of cards from
    # your hand on the bottom of your deck in any order. If you do, draw that number of cards plus
    # 1.
    "Aladdin & Genie - Mischievous Pals": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((HandToBottom(),)), IfYouDo((DrawThatManyPlus(1),))),
                name="SLEIGHT OF HAND",
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
    # HEALING HANDS When you play this character, you may remove up to 3 damage from chosen
    # character of yours. If you removed damage this way, put the top card of your deck into your
    # inkwell facedown and exerted.
    "Antonio Madrigal - Animal Doctor": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((RemoveDamage(3, Cards(det=Det.CHOSEN, owner=Owner.YOURS)),)),
                    If(RemovedThisWay(), (InkTopCard(),)),
                ),
                name="HEALING HANDS",
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
    # DREAMING OF MORE You pay 1 ⬡ less to shift a character on top of this character.
    "Belle - Always Reading": Behaviour(
        abilities=(Static(PayLessToShiftOnto(1), name="DREAMING OF MORE"),),
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
    # Rush KID-TASTROPHE! Whenever this character challenges another character with 3 ¤ or less,
    # banish that character.
    "Boo - Energetic Child": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This(), challenged=Cards(other=True, having=(StrengthAtMost(3),))),),
                (Banish(ThatChallenged()),),
                name="KID-TASTROPHE!",
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
    # FLOAT AWAY When you play this item, choose a location of yours. While this item is in play,
    # that location gains Evasive. OUT OF SIGHT 3 ⬡ — Return this item to your hand.
    "Bunch of Balloons": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Pick(Cards(kinds=(Kind.LOCATION,), owner=Owner.YOURS)),
                    WhileInPlay(ThatLocation(), (Gains(Keyword.EVASIVE),), first=True),
                ),
                name="FLOAT AWAY",
            ),
            Activated(Cost(ink=3), (ReturnToHand(This(), whose=Whose.YOUR),), name="OUT OF SIGHT"),
        ),
    ),
    # NOT A FLYING TOY This character can't gain Evasive.
    "Buzz Lightyear - Grounded": Behaviour(
        abilities=(Static(Have(This(), (CantGain(Keyword.EVASIVE),)), name="NOT A FLYING TOY"),),
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
                once=Once.DURING_YOUR_TURN,
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
    # USEFUL GEAR Whenever you play an item, look at the top card of your deck. Put it on either the
    # top or the bottom of your deck. FIND THAT BIRD! Whenever this character quests, look at the
    # top card of your deck. If it's a character card named Kevin, you may reveal it and put it into
    # your hand to gain 3 lore. Otherwise, put it on either the top or the bottom of your deck.
    "Charles Muntz - Obsessive Explorer": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.ITEM,))),),
                (LookAtTop(1), TopOrBottom()),
                name="USEFUL GEAR",
            ),
            Triggered(
                (Quests(This()),),
                (
                    LookAtTop(1),
                    If(
                        LookedIs(Cards(having=(Named("Kevin"),), card=True)),
                        (May((RevealItToHand(), GainLore(3, join=Join.TO))),),
                        otherwise=(TopOrBottom(),),
                    ),
                ),
                name="FIND THAT BIRD!",
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
    # KNOCK, KNOCK This item enters play exerted. WHO'S THERE? ⟳, 2 ⬡ — Look at the top 3 cards of
    # your deck. You may reveal a character, item, or location card with cost 6 or less and play it
    # for free. Put the rest on the bottom of your deck in any order. Put this card into your
    # inkwell facedown and exerted.
    "Closet Door Portal": Behaviour(
        abilities=(
            Static(EntersExerted(), name="KNOCK, KNOCK"),
            Activated(
                Cost(exert=True, ink=2),
                (
                    LookAtTop(3),
                    May(
                        (
                            RevealAndPlay(
                                Cards(
                                    kinds=(Kind.CHARACTER, Kind.ITEM, Kind.LOCATION),
                                    having=(CostAtMost(6),),
                                    card=True,
                                ),
                            ),
                        ),
                    ),
                    PutLooked(),
                    PutIntoInkwell(This(form=Pronoun.CARD), whose=Whose.YOUR),
                ),
                name="WHO'S THERE?",
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
    # Combo Shift 6 ⬡ Evasive, Resist +1 INCREDIBLE TACTICS Whenever this character quests or
    # challenges, draw a card for each card under them.
    "Dash Parr & Violet Parr - Super Siblings": Behaviour(
        abilities=(
            Triggered(
                (QuestsOrChallenges(This()),),
                (Draw(amount=Times(1, CardsUnder(This(form=Pronoun.THEY)))),),
                name="INCREDIBLE TACTICS",
            ),
        ),
    ),
    # Shift 3 ⬡ Evasive FOLLOW ME! Whenever this character quests, you may reveal the top card of
    # your deck. If you do, you may play it. Otherwise, put it into your discard.
    "Dash Parr - Super Fast": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((RevealTop(),)), IfYouDo((MayPlayIt(),))),
                name="FOLLOW ME!",
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
    # FOUND EQUIPMENT ⟳ — If you discarded a card this turn, chosen character of yours gains Resist
    # +1 until the start of your next turn.
    "Discarded Armor": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    If(
                        DiscardedThisTurn(),
                        (
                            Modify(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                                (Gains(Keyword.RESIST, value=1),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="FOUND EQUIPMENT",
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
}
