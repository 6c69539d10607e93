"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersWithDamage,
    Have,
    HaveHere,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import StatOf
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import (
    Compared,
    InPlay,
    IsState,
    OpponentCompared,
    PlayedThisTurn,
    WasBanished,
    YouHave,
)
from illumineer.engine.abilities.conjunctions import YouHaveBoth
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.costs import BanishCost
from illumineer.engine.abilities.deck import (
    InkLooked,
    LookAtTop,
    PlayForFree,
    PutLooked,
    TakeLooked,
)
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
    WillpowerAtLeast,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.free_shift import PlayOrShiftForFree
from illumineer.engine.abilities.hand import DiscardHand, Draw, GainLore, LoseLore
from illumineer.engine.abilities.locations import (
    BanishesWhileHere,
    MoveHereFree,
    MovesHere,
    MoveTo,
    ThatLocation,
)
from illumineer.engine.abilities.looking import RevealUpTo, TopOrDiscard
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.noted import PutIntoDiscard
from illumineer.engine.abilities.players import EachOpponent
from illumineer.engine.abilities.restrictions import MustQuest
from illumineer.engine.abilities.returned import ReturnedIs
from illumineer.engine.abilities.samename import BanishWith, NamedAlike
from illumineer.engine.abilities.scatter import ScatterThree
from illumineer.engine.abilities.singing import Sang
from illumineer.engine.abilities.steps import (
    AddStat,
    Banish,
    DealDamage,
    Lasting,
    Modify,
    OpponentBanishesOne,
    PutIntoInkwell,
    PutOnBottom,
    PutOnTop,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.total_strength import BanishTotalStrength
from illumineer.engine.abilities.triggers import (
    Banishment,
    Intro,
    IsBanished,
    IsChallenged,
    Plays,
    Quests,
    TurnEnds,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Bodyguard RUN AWAY! During an opponent's turn, when this character is banished, gain 1 lore.
    "Rex - Protective Dinosaur": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (GainLore(1),),
                name="RUN AWAY!",
                during_opponents_turn=True,
            ),
        ),
    ),
    # Draw a card. If you have a Seven Dwarfs character and a Princess character in play, you may
    # play a Seven Dwarfs character for free.
    "Right Behind You": Behaviour(
        effect=(
            Draw(),
            If(
                YouHaveBoth(Cards(classes=("Seven Dwarfs",)), Cards(classes=("Princess",))),
                (May((PlayForFree(Cards(classes=("Seven Dwarfs",))),)),),
            ),
        ),
    ),
    # FOLLOW YOUR FATE Your exerted characters can move here for free. PART THE VEIL Once during
    # your turn, whenever a character moves here, gain 1 lore.
    "Ring of Stones - Place of Legends": Behaviour(
        abilities=(
            Static(
                MoveHereFree(Cards(det=Det.PLAIN, owner=Owner.YOURS, state=State.EXERTED)),
                name="FOLLOW YOUR FATE",
            ),
            Triggered(
                (MovesHere(Cards()),),
                (GainLore(1),),
                name="PART THE VEIL",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # TIME TO MOVE When you play this character, you may put 2 character cards from your discard on
    # the bottom of your deck to give this character Rush this turn.
    "Roller Bob - Sid's Toy": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutOnBottom(
                                Cards(
                                    det=Det.EXACTLY,
                                    having=(In(Place.FROM_YOUR_DISCARD),),
                                    count=2,
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                            Modify(This(), (Gains(Keyword.RUSH),), give=True, join=Join.TO),
                        ),
                    ),
                ),
                name="TIME TO MOVE",
            ),
        ),
    ),
    # Banish chosen item or location and all other items or locations with the same name.
    "Sabotage": Behaviour(
        effect=(
            BanishWith(
                Cards(det=Det.CHOSEN, kinds=(Kind.ITEM, Kind.LOCATION)),
                Cards(
                    det=Det.ALL,
                    kinds=(Kind.ITEM, Kind.LOCATION),
                    other=True,
                    having=(NamedAlike(said=False),),
                ),
            ),
        ),
    ),
    # GRAB HOLD! When you play this item, you may put a character card from your discard on the top
    # of your deck. PACK IT UP At the end of your turn, you may banish this item to draw a card.
    "Safety Rope": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((PutOnTop(Cards(having=(In(Place.FROM_YOUR_DISCARD),), card=True)),)),),
                name="GRAB HOLD!",
            ),
            Triggered(
                (TurnEnds(),),
                (May((Banish(This()), Draw(join=Join.TO))),),
                name="PACK IT UP",
            ),
        ),
    ),
    # Return an item card from your discard to your hand. If you have a character with 4 ⛉ or more
    # in play, gain 1 lore.
    "Salvage Operation": Behaviour(
        effect=(
            ReturnToHand(
                Cards(kinds=(Kind.ITEM,), having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                whose=Whose.YOUR,
            ),
            If(YouHave(Cards(having=(WillpowerAtLeast(4), In(Place.IN_PLAY)))), (GainLore(1),)),
        ),
    ),
    # MARGIN NOTES When you play this item, you may look at the top card of your deck. Put it on
    # either the top of your deck or into your discard. KEY TO THE PUZZLE 1 ⬡, Banish this item —
    # Return another item card from your discard to your hand.
    "Shepherd's Journal": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((LookAtTop(1),)), TopOrDiscard()),
                name="MARGIN NOTES",
            ),
            Activated(
                Cost(ink=1, banish=True),
                (
                    ReturnToHand(
                        Cards(
                            kinds=(Kind.ITEM,),
                            other=True,
                            having=(In(Place.FROM_YOUR_DISCARD),),
                            card=True,
                        ),
                        whose=Whose.YOUR,
                    ),
                ),
                name="KEY TO THE PUZZLE",
            ),
        ),
    ),
    # PLAYTIME'S OVER When you play this character, you may banish another chosen character of
    # yours. If you do, each opponent chooses and banishes one of their characters. DOUBLE PRIZES!
    # During your turn, whenever a Toy character is banished, gain 2 lore.
    "Sid Phillips - Toy Surgeon": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((Banish(Cards(det=Det.CHOSEN, owner=Owner.YOURS, other=True)),)),
                    IfYouDo((OpponentBanishesOne(),)),
                ),
                name="PLAYTIME'S OVER",
            ),
            Triggered(
                (IsBanished(Cards(classes=("Toy",))),),
                (GainLore(2),),
                name="DOUBLE PRIZES!",
                during_your_turn=True,
            ),
        ),
    ),
    # PLEASANT DREAMS When this character is banished, if you have a Seven Dwarfs or Princess
    # character in play, you may draw a card.
    "Sleepy - Deep Sleeper": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(classes=("Seven Dwarfs", "Princess"), having=(In(Place.IN_PLAY),)),
                        ),
                        (May((Draw(),)),),
                    ),
                ),
                name="PLEASANT DREAMS",
            ),
        ),
    ),
    # GESUNDHEIT When you play this character, chosen character gets +1 ◊ this turn.
    "Sneezy - Startlingly Loud": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.LORE, 1),)),),
                name="GESUNDHEIT",
            ),
        ),
    ),
    # CLARION CALL Whenever this character quests, you may return chosen Seven Dwarfs character of
    # yours to your hand to draw a card. NEVER FORGOTTEN During an opponent's turn, when this
    # character is banished in a challenge, return this card to your hand.
    "Snow White - Merry as the Morning": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS, classes=("Seven Dwarfs",)),
                                whose=Whose.YOUR,
                            ),
                            Draw(join=Join.TO),
                        ),
                    ),
                ),
                name="CLARION CALL",
            ),
            Triggered(
                (IsBanished(This(), how=Banishment.IN_A_CHALLENGE, intro=Intro.WHEN),),
                (ReturnToHand(This(form=Pronoun.CARD), whose=Whose.YOUR),),
                name="NEVER FORGOTTEN",
                during_opponents_turn=True,
            ),
        ),
    ),
    # Each opposing character gets -2 ¤ this turn.
    "Someone Will Lose His Head": Behaviour(
        effect=(Modify(Cards(det=Det.EACH, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -2),)),),
    ),
    # Up to 2 chosen characters can't quest until the start of your next turn. Draw a card.
    "Strange Things": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.UP_TO, count=2),
                (Cant(Deed.QUEST),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
            Draw(),
        ),
    ),
    # Return chosen character of yours to your hand. If you returned a Hero character this way, draw
    # 2 cards.
    "Super Relocation Program": Behaviour(
        effect=(
            ReturnToHand(Cards(det=Det.CHOSEN, owner=Owner.YOURS), whose=Whose.YOUR),
            If(ReturnedIs(Cards(classes=("Hero",))), (Draw(amount=2),)),
        ),
    ),
    # SIMPLE, ELEGANT When you play this item, if you have a Hero character in play, gain 1 lore.
    # SUIT UP ⟳, 2 ⬡ — If you played a Hero character this turn, draw a card.
    "Super Suit": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(classes=("Hero",), having=(In(Place.IN_PLAY),))),
                        (GainLore(1),),
                    ),
                ),
                name="SIMPLE, ELEGANT",
            ),
            Activated(
                Cost(exert=True, ink=2),
                (If(PlayedThisTurn(Cards(classes=("Hero",))), (Draw(),)),),
                name="SUIT UP",
            ),
        ),
    ),
    # Shift 4 ⬡ GOT ME MONOLOGUING! Whenever this character quests, return a Robot character card
    # from your discard to your hand. Then, you may play or shift a Robot character with cost 8 or
    # less for free.
    "Syndrome - Out for Revenge": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    ReturnToHand(
                        Cards(classes=("Robot",), having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                        whose=Whose.YOUR,
                    ),
                    May(
                        (PlayOrShiftForFree(Cards(classes=("Robot",), having=(CostAtMost(8),))),),
                        join=Join.THEN_SENTENCE,
                    ),
                ),
                name="GOT ME MONOLOGUING!",
            ),
        ),
    ),
    # ZERO-POINT ENERGY ⟳, 2 ⬡ — Chosen character can't challenge during their next turn. LEARN FROM
    # THEIR LOSSES Whenever a Robot character is banished, you may banish this item to discard your
    # hand and draw 2 cards.
    "Syndrome's Remote": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=2),
                (
                    Modify(
                        Cards(det=Det.CHOSEN),
                        (Cant(Deed.CHALLENGE),),
                        lasting=Lasting.THEIR_NEXT_TURN,
                    ),
                ),
                name="ZERO-POINT ENERGY",
            ),
            Triggered(
                (IsBanished(Cards(classes=("Robot",))),),
                (May((Banish(This()), DiscardHand(join=Join.TO), Draw(amount=2, join=Join.AND))),),
                name="LEARN FROM THEIR LOSSES",
            ),
        ),
    ),
    # THE CLAW CHOOSES ⟳, 2 ⬡, Banish one of your characters — Return chosen opposing character to
    # their player's hand.
    "The Claw": Behaviour(
        abilities=(
            Activated(
                Cost(
                    exert=True,
                    ink=2,
                    parts=(BanishCost(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                ),
                (ReturnToHand(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
                name="THE CLAW CHOOSES",
            ),
        ),
    ),
    # Chosen opponent chooses 3 of their characters and returns one of those cards to their hand,
    # puts one on the bottom of their deck, and puts one on the top of their deck.
    "The Family Scattered": Behaviour(effect=(ScatterThree(),)),
    # RESEARCH & DEVELOPMENT Robot characters get +1 ¤ and +1 ⛉ while here. CHEAP SHOT Once during
    # your turn, whenever a character banishes another character in a challenge while here, you may
    # deal 2 damage to chosen character.
    "The Island of Nomanisan - Syndrome's Headquarters": Behaviour(
        abilities=(
            Static(
                HaveHere(
                    (Gets(Stat.STRENGTH, 1), Gets(Stat.WILLPOWER, 1)),
                    subject=Cards(det=Det.PLAIN, classes=("Robot",)),
                ),
                name="RESEARCH & DEVELOPMENT",
            ),
            Triggered(
                (BanishesWhileHere(Cards()),),
                (May((DealDamage(2, Cards(det=Det.CHOSEN)),)),),
                name="CHEAP SHOT",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # IT'S A MACHINE! When you play this character, if 2 or more cards were put into your discard
    # this turn, you may banish any number of chosen opposing characters with total ¤ 10 or less.
    "The Leviathan - Guardian of Atlantis": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        PutIntoDiscard(Cards(det=Det.NUMBER, kinds=(Kind.CARD,), count=2)),
                        (May((BanishTotalStrength(10),)),),
                    ),
                ),
                name="IT'S A MACHINE!",
            ),
        ),
    ),
    # EVIL SCHEME When you play this character, you may draw a card. If you do, each opponent gains
    # 2 lore. JEALOUS HEART While an opponent has more lore than you, this character gets +2 ◊.
    "The Queen - Devious Disguise": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Draw(),)), IfYouDo((GainLore(2, players=EachOpponent()),))),
                name="EVIL SCHEME",
            ),
            Static(
                Have(This(), (Gets(Stat.LORE, 2),)),
                name="JEALOUS HEART",
                condition=OpponentCompared(Compared.MORE_LORE),
            ),
        ),
    ),
    # UNEQUALED CRUELTY While an opposing damaged character is in play, this character gets +2 ¤.
    "The Queen - Evil Ruler": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 2),)),
                name="UNEQUALED CRUELTY",
                condition=InPlay(Cards(owner=Owner.OPPOSING, state=State.DAMAGED)),
            ),
        ),
    ),
    # UNSATISFIED CUSTOMERS Whenever this character is challenged, each opponent loses 1 lore.
    "The Witch - Wily Woodcarver": Behaviour(
        abilities=(
            Triggered((IsChallenged(This()),), (LoseLore(1),), name="UNSATISFIED CUSTOMERS"),
        ),
    ),
    # Chosen opposing character can't challenge and must quest during their next turn if able. Draw
    # a card.
    "This Growing Pressure": Behaviour(
        effect=(MustQuest(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)), Draw()),
    ),
    # Deal 2 damage to chosen character. Then, you may deal 1 damage to another chosen character.
    "Three Arrows": Behaviour(
        effect=(
            DealDamage(2, Cards(det=Det.CHOSEN)),
            May((DealDamage(1, Cards(det=Det.CHOSEN, other=True)),), join=Join.THEN_SENTENCE),
        ),
    ),
    # Move a character of yours to a location for free. Then, draw cards equal to that location's ◊.
    "Touch the Sky": Behaviour(
        effect=(
            MoveTo(Cards(owner=Owner.YOURS), location=Cards(kinds=(Kind.LOCATION,))),
            Draw(amount=StatOf(Stat.LORE, ThatLocation()), join=Join.THEN_SENTENCE),
        ),
    ),
    # QUITE THE BARGAIN When you play this character and whenever she quests, another chosen
    # character gets +1 ◊ this turn. BY THE WAY At the end of your turn, if this character is
    # exerted, put chosen character of yours into your inkwell facedown and exerted.
    "Ursula - Deal Maker": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.SHE))),
                (Modify(Cards(det=Det.CHOSEN, other=True), (Gets(Stat.LORE, 1),)),),
                name="QUITE THE BARGAIN",
            ),
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        IsState(State.EXERTED),
                        (
                            PutIntoInkwell(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="BY THE WAY",
            ),
        ),
    ),
    # Evasive NEUTRALIZE Opposing items can't ready at the start of their players' turns.
    "Vincenzo Santorini - On the Run": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, kinds=(Kind.ITEM,), owner=Owner.OPPOSING),
                    (Cant(Deed.READY_AT_THEIR_START),),
                ),
                name="NEUTRALIZE",
            ),
        ),
    ),
    # Evasive DEFLECT When you play this character, you may move 1 damage from chosen character to
    # chosen opposing character.
    "Violet Parr - Learning New Powers": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
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
                name="DEFLECT",
            ),
        ),
    ),
    # Look at the top 2 cards of your deck. Put one into your hand and the other into your inkwell
    # facedown and exerted. If a character sang this song, your characters gain Ward until the start
    # of your next turn.
    "What Else Can I Do?": Behaviour(
        effect=(
            LookAtTop(2),
            TakeLooked(Cards(det=Det.ONE, kinds=(Kind.CARD,)), reveal=False),
            InkLooked(other=True, join=Join.AND),
            If(
                Sang(1),
                (
                    Modify(
                        Cards(det=Det.PLAIN, owner=Owner.YOURS),
                        (Gains(Keyword.WARD),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
            ),
        ),
    ),
    # If an opponent has more characters in play than you, you may play a character with cost 4 or
    # less for free.
    "When You Need Help, Just Call": Behaviour(
        effect=(
            If(
                OpponentCompared(Compared.MORE_CHARACTERS),
                (May((PlayForFree(Cards(having=(CostAtMost(4),))),)),),
            ),
        ),
    ),
    # COME ON OUT When this character is banished in a challenge, you may return this card to your
    # hand.
    "Will o' the Wisp - Forest Spirit": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), how=Banishment.IN_A_CHALLENGE, intro=Intro.WHEN),),
                (May((ReturnToHand(This(form=Pronoun.CARD), whose=Whose.YOUR),)),),
                name="COME ON OUT",
            ),
        ),
    ),
    # ADDED TRACTION If one of your Toy characters was banished this turn, you pay 2 ⬡ less to play
    # this character.
    "Wind-Up Frog - Sid's Toy": Behaviour(
        abilities=(
            Static(
                PayLess(2, This()),
                name="ADDED TRACTION",
                condition=WasBanished(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Toy",))),
                provided=Provided.IF,
            ),
        ),
    ),
    # Shift 3 ⬡ LET'S GET MOVIN' Whenever this character quests, draw a card. Then, you may play a
    # character with cost 2 or less for free. EVERYONE GATHER 'ROUND Your other Toy characters get
    # +1 ⛉.
    "Woody - Jungle Guide": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    Draw(),
                    May((PlayForFree(Cards(having=(CostAtMost(2),))),), join=Join.THEN_SENTENCE),
                ),
                name="LET'S GET MOVIN'",
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, classes=("Toy",)),
                    (Gets(Stat.WILLPOWER, 1),),
                ),
                name="EVERYONE GATHER 'ROUND",
            ),
        ),
    ),
    # LET'S GO HOME When you play this character, look at the top 4 cards of your deck. You may
    # reveal a Toy character card or a location card named Andy's Room and put it into your hand.
    # Put the rest on the bottom of your deck in any order.
    "Woody - Leader of the Toys": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    LookAtTop(4),
                    May(
                        (
                            TakeLooked(
                                Cards(
                                    classes=("Toy",),
                                    card=True,
                                    alternatives=(
                                        Cards(
                                            kinds=(Kind.LOCATION,),
                                            having=(Named("Andy's Room"),),
                                            card=True,
                                        ),
                                    ),
                                ),
                            ),
                        ),
                    ),
                    PutLooked(),
                ),
                name="LET'S GO HOME",
            ),
        ),
    ),
    # Look at the top 4 cards of your deck. You may reveal up to 2 Toy character cards and put them
    # into your hand. Put the rest on the bottom of your deck in any order.
    "You've Got a Friend in Me": Behaviour(
        effect=(
            LookAtTop(4),
            May((RevealUpTo(2, Cards(det=Det.PLAIN, classes=("Toy",), card=True)),)),
            PutLooked(),
        ),
    ),
    # IMMORTAL WOUND This character enters play with 4 damage.
    "Zeus - Defiant God": Behaviour(abilities=(Static(EntersWithDamage(4), name="IMMORTAL WOUND"),)),
    # Shift 2 ⬡ BUZZING ENTHUSIASM Whenever this character quests, you may add his ⛉ to another
    # chosen character's ¤ this turn.
    "Zipper - Big Helper": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            AddStat(
                                Stat.WILLPOWER,
                                Cards(det=Det.CHOSEN, other=True),
                                giver=This(form=Pronoun.HE),
                            ),
                        ),
                    ),
                ),
                name="BUZZING ENTHUSIASM",
            ),
        ),
    ),
}
