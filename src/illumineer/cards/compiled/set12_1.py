"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersExerted,
    FreeToPlay,
    Have,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, Times
from illumineer.engine.abilities.changes import Can, Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import IsState, PlayedThisTurn, WasBanished, YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    InkTopCard,
    LookAtTop,
    PutLooked,
    Rest,
    TakeLooked,
    TopOrBottom,
)
from illumineer.engine.abilities.discard_shuffle import EachShufflesCharacters
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
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, ReduceNextCost
from illumineer.engine.abilities.hands import DiscardAtRandom, LookAtHand
from illumineer.engine.abilities.locations import CantBeChallengedBy, OnlyOneHere, QuestsWhile
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.noted import PutIntoDiscard
from illumineer.engine.abilities.paying import PaysToPlay
from illumineer.engine.abilities.players import Called, EachOpponent, TheirPlayer
from illumineer.engine.abilities.prevention import DamageWithWillpower
from illumineer.engine.abilities.restrictions import CantPlay, MustQuest, Whom
from illumineer.engine.abilities.searching import SearchDeck, ShuffleDeck
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    EachInksOne,
    Exert,
    Lasting,
    Modify,
    Ready,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, That, Them, This
from illumineer.engine.abilities.their_deck import LookAtTopOf
from illumineer.engine.abilities.to_bottom import BottomInAnyOrder
from illumineer.engine.abilities.triggers import (
    Intro,
    IsBanished,
    Plays,
    Quests,
    RemovesDamage,
    TurnEnds,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # WE ARE ONE This character gets +1 ¤ for each other Toy character you have in play. HE HAS BEEN
    # CHOSEN During your turn, when this character is banished, return another character card named
    # Alien from your discard to your hand.
    "Alien - True Believer": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (
                        Gets(
                            Stat.STRENGTH,
                            Times(
                                1,
                                Counted(
                                    Cards(
                                        det=Det.BARE,
                                        other=True,
                                        classes=("Toy",),
                                        having=(In(Place.YOU_HAVE_IN_PLAY),),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="WE ARE ONE",
            ),
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (
                    ReturnToHand(
                        Cards(
                            other=True,
                            having=(Named("Alien"), In(Place.FROM_YOUR_DISCARD)),
                            card=True,
                        ),
                        whose=Whose.YOUR,
                    ),
                ),
                name="HE HAS BEEN CHOSEN",
                during_your_turn=True,
            ),
        ),
    ),
    # FIND A WAY Whenever this character quests, move up to 1 damage from chosen character of yours
    # to chosen opposing character.
    "Alma Madrigal - Heart of the Family": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    MoveDamage(
                        1,
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                    ),
                ),
                name="FIND A WAY",
            ),
        ),
    ),
    # Shift 3 ⬡ THAT'S ENOUGH Whenever you remove 1 or more damage from one of your characters, you
    # may exert chosen opposing character.
    "Alma Madrigal - Keeper of the Flame": Behaviour(
        abilities=(
            Triggered(
                (RemovesDamage(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                (May((Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),),
                name="THAT'S ENOUGH",
            ),
        ),
    ),
    # PROTECTING THE FAMILY When you play this character, if you have another Madrigal character in
    # play, you may exert chosen opposing character.
    "Alma Madrigal - Leading the Way": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(other=True, classes=("Madrigal",), having=(In(Place.IN_PLAY),)),
                        ),
                        (May((Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),),
                    ),
                ),
                name="PROTECTING THE FAMILY",
            ),
        ),
    ),
    # ON THE HORIZON ⟳, 1 ⬡ — Look at the top 4 cards of your deck. You may reveal a location card
    # and put it into your hand. Put the rest on the bottom of your deck in any order.
    "Amazu's Inkcaster": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    LookAtTop(4),
                    May((TakeLooked(Cards(kinds=(Kind.LOCATION,), card=True)),)),
                    PutLooked(),
                ),
                name="ON THE HORIZON",
            ),
        ),
    ),
    # ANDY'S FAVORITE While you have only 1 character here, they get +2 ⛉ and +1 ◊.
    "Andy's Room - Home Base": Behaviour(
        abilities=(
            Static(
                OnlyOneHere(
                    1,
                    This(form=Pronoun.THEY),
                    (Gets(Stat.WILLPOWER, 2), Gets(Stat.LORE, 1)),
                ),
                name="ANDY'S FAVORITE",
            ),
        ),
    ),
    # DAUNTLESS When you play this character, chosen character gains Alert this turn.
    "Angus - Mighty Horse": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.ALERT),)),),
                name="DAUNTLESS",
            ),
        ),
    ),
    # FAMILIAR GROUND Whenever this character quests, if you played another character this turn,
    # chosen opposing character can't challenge and must quest during their next turn if able.
    "Ariel - Curious Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        PlayedThisTurn(Cards(other=True)),
                        (MustQuest(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
                    ),
                ),
                name="FAMILIAR GROUND",
            ),
        ),
    ),
    # TIGHTEN THE BOLTS Whenever you pay 2 ⬡ or less to play a card, chosen character gets +2 ¤ this
    # turn. REPLACEMENT PARTS During your turn, whenever one of your other characters is banished,
    # draw a card.
    "Babyhead - Leader of Sid's Toys": Behaviour(
        abilities=(
            Triggered(
                (PaysToPlay(Cards(kinds=(Kind.CARD,)), 2),),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 2),)),),
                name="TIGHTEN THE BOLTS",
            ),
            Triggered(
                (IsBanished(Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True)),),
                (Draw(),),
                name="REPLACEMENT PARTS",
                during_your_turn=True,
            ),
        ),
    ),
    # SOMEBODY DO SOMETHING! Your characters named Woody gain Bodyguard.
    "Bo Peep - Caring Shepherd": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(Named("Woody"),)),
                    (Gains(Keyword.BODYGUARD),),
                ),
                name="SOMEBODY DO SOMETHING!",
            ),
        ),
    ),
    # REJECTED TOYS For each Toy character card in your discard, you pay 1 ⬡ less to play this
    # character. REPURPOSED When you play this character, put all Toy character cards from your
    # discard on the bottom of your deck in any order.
    "Bouncing Ducky - Sid's Toy": Behaviour(
        abilities=(
            Static(
                PayLess(
                    Times(
                        1,
                        Counted(
                            Cards(
                                det=Det.BARE,
                                classes=("Toy",),
                                having=(In(Place.IN_YOUR_DISCARD),),
                                card=True,
                            ),
                        ),
                    ),
                    This(),
                ),
                name="REJECTED TOYS",
            ),
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    BottomInAnyOrder(
                        Cards(
                            det=Det.ALL,
                            classes=("Toy",),
                            having=(In(Place.FROM_YOUR_DISCARD),),
                            card=True,
                        ),
                    ),
                ),
                name="REPURPOSED",
            ),
        ),
    ),
    # FIND THAT VISION Once during your turn, whenever you remove damage from one of your
    # characters, you may look at the top 2 cards of your deck. Put one into your hand and the other
    # on the bottom of your deck. YOU'LL BE OKAY Whenever this character quests, you may remove all
    # damage from chosen character.
    "Bruno Madrigal - Oasis Oracle": Behaviour(
        abilities=(
            Triggered(
                (RemovesDamage(Cards(det=Det.ONE_OF, owner=Owner.YOURS), plain=True),),
                (
                    May((LookAtTop(2),)),
                    TakeLooked(Cards(det=Det.ONE, kinds=(Kind.CARD,)), reveal=False),
                    PutLooked(said=Rest.THE_OTHER, join=Join.AND),
                ),
                name="FIND THAT VISION",
                during_your_turn=True,
                once_per_turn=True,
            ),
            Triggered(
                (Quests(This()),),
                (May((RemoveDamage(None, Cards(det=Det.CHOSEN)),)),),
                name="YOU'LL BE OKAY",
            ),
        ),
    ),
    # CHANGE THE OUTCOME When you play this character, you may look at the top card of chosen
    # player's deck. Put it on either the top or the bottom of their deck.
    "Bruno Madrigal - Seeing the Future": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((LookAtTopOf(),)), TopOrBottom(theirs=True)),
                name="CHANGE THE OUTCOME",
            ),
        ),
    ),
    # LET'S RIDE If you have a character named Woody or Jessie in play, you pay 1 ⬡ less to play
    # this character.
    "Bullseye - Loyal Horse": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="LET'S RIDE",
                condition=YouHave(
                    Cards(having=(Named("Woody", or_name="Jessie"), In(Place.IN_PLAY))),
                ),
                provided=Provided.IF,
            ),
        ),
    ),
    # Shift 5 ⬡ TAKE CHARGE When you play this character, you may return an action card with cost 7
    # or less from your discard to your hand. ADVANCED TRAINING Whenever you play an action, chosen
    # character gets +1 ◊ this turn.
    "Buzz Lightyear - Jungle Ranger": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(
                                    kinds=(Kind.ACTION,),
                                    having=(CostAtMost(7), In(Place.FROM_YOUR_DISCARD)),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="TAKE CHARGE",
            ),
            Triggered(
                (Plays(Cards(kinds=(Kind.ACTION,))),),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.LORE, 1),)),),
                name="ADVANCED TRAINING",
            ),
        ),
    ),
    # SECRET MISSION Whenever you pay 2 ⬡ or less to play a non-character, draw a card, then choose
    # and discard a card. WORLD'S GREATEST TOY Whenever you pay 2 ⬡ or less to play a character,
    # deal 1 damage to chosen opposing damaged character.
    "Buzz Lightyear - On the Way": Behaviour(
        abilities=(
            Triggered(
                (PaysToPlay(Cards(kinds=(Kind.NON_CHARACTER,)), 2),),
                (Draw(), Discard(join=Join.THEN)),
                name="SECRET MISSION",
            ),
            Triggered(
                (PaysToPlay(Cards(), 2),),
                (DealDamage(1, Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, state=State.DAMAGED)),),
                name="WORLD'S GREATEST TOY",
            ),
        ),
    ),
    # MISSING PIECE If a character named Buzz Lightyear was banished this turn, you may play this
    # item for free. SOME ASSEMBLY REQUIRED ⟳ — You pay 1 ⬡ less for the next action or item you
    # play this turn.
    "Buzz's Arm": Behaviour(
        abilities=(
            Static(
                FreeToPlay(),
                name="MISSING PIECE",
                condition=WasBanished(Cards(having=(Named("Buzz Lightyear"),))),
                provided=Provided.IF,
            ),
            Activated(
                Cost(exert=True),
                (ReduceNextCost(1, Cards(det=Det.BARE, kinds=(Kind.ACTION, Kind.ITEM))),),
                name="SOME ASSEMBLY REQUIRED",
            ),
        ),
    ),
    # If an opposing character was banished in a challenge this turn, draw 2 cards.
    "Card Advantage": Behaviour(
        effect=(
            If(WasBanished(Cards(owner=Owner.OPPOSING), in_a_challenge=True), (Draw(amount=2),)),
        ),
    ),
    # HEALING HOME Whenever a character quests while here, you may remove up to 2 damage from them.
    # Then, you may remove up to 2 damage from this location.
    "Casa Madrigal - Courtyard": Behaviour(
        abilities=(
            Triggered(
                (QuestsWhile(Cards()),),
                (
                    May((RemoveDamage(2, That(form=Pronoun.THEY)),)),
                    May((RemoveDamage(2, This()),), join=Join.THEN_SENTENCE),
                ),
                name="HEALING HOME",
            ),
        ),
    ),
    # THERE YOU ARE! When you play this character, you may return a character card with 4 ⛉ or more
    # from your discard to your hand. FRIENDLY ASSIST Your characters named Dale get +1 ⛉.
    "Chip - Retrieval Expert": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(
                                    having=(WillpowerAtLeast(4), In(Place.FROM_YOUR_DISCARD)),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="THERE YOU ARE!",
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(Named("Dale"),)),
                    (Gets(Stat.WILLPOWER, 1),),
                ),
                name="FRIENDLY ASSIST",
            ),
        ),
    ),
    # RANGER RESOURCEFULNESS When you play this character, if you have another character with 4 ⛉ or
    # more in play, you may draw a card.
    "Chip - Team Player": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(other=True, having=(WillpowerAtLeast(4), In(Place.IN_PLAY)))),
                        (May((Draw(),)),),
                    ),
                ),
                name="RANGER RESOURCEFULNESS",
            ),
        ),
    ),
    # THIS AND THAT Whenever this character quests, if you played another character this turn, you
    # may put the top card of your deck into your inkwell facedown and exerted.
    "Cinderella - Resourceful Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (If(PlayedThisTurn(Cards(other=True)), (May((InkTopCard(),)),)),),
                name="THIS AND THAT",
            ),
        ),
    ),
    # WELCOME BACK, SIR If you have a character named Fat Cat in play, you may play this card for
    # free. COOL CATS ONLY Your locations can't be challenged by characters with cost 2 or less.
    "Club Door": Behaviour(
        abilities=(
            Static(
                FreeToPlay(cards=This(form=Pronoun.CARD)),
                name="WELCOME BACK, SIR",
                condition=YouHave(Cards(having=(Named("Fat Cat"), In(Place.IN_PLAY)))),
                provided=Provided.IF,
            ),
            Static(
                CantBeChallengedBy(
                    Cards(det=Det.PLAIN, kinds=(Kind.LOCATION,), owner=Owner.YOURS),
                    Cards(det=Det.PLAIN, having=(CostAtMost(2),)),
                ),
                name="COOL CATS ONLY",
            ),
        ),
    ),
    # YOU'RE OUT OF FASHION Whenever this character quests, if you played another character this
    # turn, you may banish chosen damaged character.
    "Cruella De Vil - Judgmental Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        PlayedThisTurn(Cards(other=True)),
                        (May((Banish(Cards(det=Det.CHOSEN, state=State.DAMAGED)),)),),
                    ),
                ),
                name="YOU'RE OUT OF FASHION",
            ),
        ),
    ),
    # BREAK IS OVER Whenever this character quests, if you played a character this turn, you may
    # ready another chosen character. If you do, they can't quest for the rest of this turn.
    "Daisy Duck - Trendy Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(PlayedThisTurn(Cards()), (May((Ready(Cards(det=Det.CHOSEN, other=True)),)),)),
                    IfYouDo((Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),)),
                ),
                name="BREAK IS OVER",
            ),
        ),
    ),
    # LOOK WHAT I FOUND While you have a character named Chip in play, this character gets +1 ◊.
    "Dale - Excited Friend": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1),)),
                name="LOOK WHAT I FOUND",
                condition=YouHave(Cards(having=(Named("Chip"), In(Place.IN_PLAY)))),
            ),
        ),
    ),
    # SPIKE SUIT During challenges, your characters deal damage with their ⛉ instead of their ¤.
    "Dale - Ready for His Shot": Behaviour(
        abilities=(
            Static(DamageWithWillpower(Cards(det=Det.PLAIN, owner=Owner.YOURS)), name="SPIKE SUIT"),
        ),
    ),
    # Draw 2 cards. Then, discard a card at random.
    "Dangerous Plan": Behaviour(effect=(Draw(amount=2), DiscardAtRandom(join=Join.THEN_SENTENCE))),
    # Rush RECORD TIME This character can quest the turn he's played.
    "Dash Parr - Lava Runner": Behaviour(
        abilities=(Static(Have(This(), (Can(Deed.QUEST_THE_TURN_PLAYED),)), name="RECORD TIME"),),
    ),
    # CRUEL INTENT While you have a Villain character in play, this character gets +2 ¤ and +1 ◊.
    # VILLAINOUS BOND While this character is exerted, your Villain characters can't be challenged.
    "Diablo - Stone Servant": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 2), Gets(Stat.LORE, 1))),
                name="CRUEL INTENT",
                condition=YouHave(Cards(classes=("Villain",), having=(In(Place.IN_PLAY),))),
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Villain",)),
                    (Cant(Deed.BE_CHALLENGED),),
                ),
                name="VILLAINOUS BOND",
                condition=IsState(State.EXERTED),
            ),
        ),
    ),
    # SHARE KNOWLEDGE When you play this character, if you have another Seven Dwarfs character or a
    # Princess character in play, draw a card.
    "Doc - Taking Notes": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(
                                other=True,
                                classes=("Seven Dwarfs",),
                                alternatives=(
                                    Cards(classes=("Princess",), having=(In(Place.IN_PLAY),)),
                                ),
                            ),
                        ),
                        (Draw(),),
                    ),
                ),
                name="SHARE KNOWLEDGE",
            ),
        ),
    ),
    # NO SECRETS When you play this character, look at chosen opponent's hand.
    "Dolores Madrigal - Hears Everything": Behaviour(
        abilities=(
            Triggered((Plays(This(), intro=Intro.WHEN),), (LookAtHand(),), name="NO SECRETS"),
        ),
    ),
    # Search your deck for a Princess character card, reveal that card to all players, and put it
    # into your hand. Then, shuffle your deck. If you have 2 or more Seven Dwarfs characters in
    # play, draw 2 cards and gain 2 lore.
    "Don't Be Nervous": Behaviour(
        effect=(
            SearchDeck(Cards(classes=("Princess",), card=True), to_all=True),
            ShuffleDeck(join=Join.THEN_SENTENCE),
            If(
                YouHave(
                    Cards(
                        det=Det.NUMBER,
                        classes=("Seven Dwarfs",),
                        having=(In(Place.IN_PLAY),),
                        count=2,
                    ),
                ),
                (Draw(amount=2), GainLore(2, join=Join.AND)),
            ),
        ),
    ),
    # BURNING CURIOSITY Whenever this character quests, if you played another character this turn,
    # each opponent chooses and discards a card.
    "Donald Duck - Distracted Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (If(PlayedThisTurn(Cards(other=True)), (Discard(players=EachOpponent()),)),),
                name="BURNING CURIOSITY",
            ),
        ),
    ),
    # TONGUE-TIED This character can't ⟳ to sing songs. DISTANT MELODY Once during your turn,
    # whenever you play a song, this character gets +1 ◊ this turn.
    "Dopey - Drawn to Music": Behaviour(
        abilities=(
            Static(Have(This(), (Cant(Deed.SING),)), name="TONGUE-TIED"),
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,))),),
                (Modify(This(), (Gets(Stat.LORE, 1),)),),
                name="DISTANT MELODY",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # SCIENTIFIC SCRUTINY When you play this character, look at the top card of your deck. Put it on
    # either the top or the bottom of your deck.
    "Dr. Sara Bellum - Head of Research": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (LookAtTop(1), TopOrBottom()),
                name="SCIENTIFIC SCRUTINY",
            ),
        ),
    ),
    # TORN APART This item enters play exerted. MEND THE BOND ⟳, Banish this item — Each player
    # shuffles all character cards from their discard into their deck.
    "DunBroch Family Tapestry": Behaviour(
        abilities=(
            Static(EntersExerted(), name="TORN APART"),
            Activated(
                Cost(exert=True, banish=True),
                (EachShufflesCharacters(),),
                name="MEND THE BOND",
            ),
        ),
    ),
    # NO CAPES! When you play this character, you may return chosen item with cost 2 or less to its
    # player's hand. If you do, its player draws a card. MAKING SUPERS FABULOUS Whenever this
    # character quests, your Super characters get +1 ◊ this turn.
    "Edna Mode - Fashion Designer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,), having=(CostAtMost(2),)),
                                whose=Whose.ITS_PLAYERS,
                            ),
                        ),
                    ),
                    IfYouDo((Draw(players=TheirPlayer(called=Called.ITS_PLAYER)),)),
                ),
                name="NO CAPES!",
            ),
            Triggered(
                (Quests(This()),),
                (
                    Modify(
                        Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Super",)),
                        (Gets(Stat.LORE, 1),),
                    ),
                ),
                name="MAKING SUPERS FABULOUS",
            ),
        ),
    ),
    # KEY ACCESSORY ⟳ — Ready chosen item. ALL THE BASICS While you have an item named Super Suit in
    # play, this character gains Ward.
    "Edna Mode - Super Suit Designer": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (Ready(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),),
                name="KEY ACCESSORY",
            ),
            Static(
                Have(This(), (Gains(Keyword.WARD),)),
                name="ALL THE BASICS",
                condition=YouHave(
                    Cards(kinds=(Kind.ITEM,), having=(Named("Super Suit"), In(Place.IN_PLAY))),
                ),
            ),
        ),
    ),
    # COORDINATED EFFORTS At the end of your turn, if you have 3 or more exerted characters in play,
    # deal 1 damage to chosen opposing character, gain 1 lore, and draw a card.
    "Elinor - Renowned Diplomat": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        YouHave(
                            Cards(
                                det=Det.NUMBER,
                                state=State.EXERTED,
                                having=(In(Place.IN_PLAY),),
                                count=3,
                            ),
                        ),
                        (
                            DealDamage(1, Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),
                            GainLore(1, join=Join.COMMA),
                            Draw(join=Join.COMMA_AND),
                        ),
                    ),
                ),
                name="COORDINATED EFFORTS",
            ),
        ),
    ),
    # You can't play this action unless 2 or more cards were put into your discard this turn. Each
    # player chooses 2 of their characters and puts them into their inkwell facedown and exerted.
    "Escape Plan": Behaviour(
        abilities=(
            Static(
                CantPlay(This(form=Pronoun.ACTION), whom=Whom.YOU),
                condition=PutIntoDiscard(Cards(det=Det.NUMBER, kinds=(Kind.CARD,), count=2)),
                provided=Provided.UNLESS,
            ),
        ),
        effect=(EachInksOne(count=2),),
    ),
}
