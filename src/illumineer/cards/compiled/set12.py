"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersWithDamage,
    FreeToPlay,
    Have,
    HaveHere,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, StatOf, Times
from illumineer.engine.abilities.changes import Can, Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import (
    Compared,
    HasNoDamage,
    InPlay,
    IsState,
    LookedIs,
    OpponentCompared,
    PlayedThisTurn,
    UsedShift,
    WasBanished,
    YouHave,
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
    TopOrBottom,
)
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtMost,
    Det,
    In,
    Kind,
    Named,
    NotNamed,
    Owner,
    Place,
    State,
    StrengthAtLeast,
    WillpowerAtLeast,
    WithKeyword,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.hand import (
    Discard,
    Draw,
    GainLore,
    LoseLore,
    ReduceNextCost,
    RevealHand,
)
from illumineer.engine.abilities.hands import DiscardAtRandom, DiscardChosen, LookAtHand
from illumineer.engine.abilities.locations import (
    BanishesWhileHere,
    CantBeChallengedBy,
    IsChallengedWhileHere,
    MoveHereFree,
    MovesHere,
    MoveTo,
    OnlyOneHere,
    QuestsWhile,
    ThatLocation,
)
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.moving_damage import HasDamageAtLeast, MoveDamage
from illumineer.engine.abilities.players import (
    Called,
    ChosenPlayer,
    EachOpponent,
    EachPlayer,
    TheirPlayer,
    You,
)
from illumineer.engine.abilities.searching import MillTop, SearchDeck, ShuffleDeck, TakeIt
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    Lasting,
    Modify,
    OpponentBanishesOne,
    PutIntoInkwell,
    PutOnTop,
    Ready,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, That, Them, This
from illumineer.engine.abilities.triggers import (
    Banishment,
    Challenges,
    Intro,
    IsBanished,
    IsChallenged,
    LeavesPlay,
    Plays,
    Quests,
    RemovesDamage,
    TurnEnds,
    TurnStarts,
)
from illumineer.engine.abilities.under import CardUnder
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
    # WORTHY INVESTMENT Your locations gain Resist +1.
    "Fat Cat - Criminal Businessman": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, kinds=(Kind.LOCATION,), owner=Owner.YOURS),
                    (Gains(Keyword.RESIST, value=1),),
                ),
                name="WORTHY INVESTMENT",
            ),
        ),
    ),
    # LUMINOUS SHELTER When you play this character, your other characters gain Resist +1 until the
    # start of your next turn.
    "Flora - Strong-Willed Fairy": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True),
                        (Gains(Keyword.RESIST, value=1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="LUMINOUS SHELTER",
            ),
        ),
    ),
    # Rush JUST CHILL When you play this character, if you have another Super character in play, you
    # may exert chosen opposing character.
    "Frozone - Super Cool": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(other=True, classes=("Super",), having=(In(Place.IN_PLAY),))),
                        (May((Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),),
                    ),
                ),
                name="JUST CHILL",
            ),
        ),
    ),
    # USEFUL BITS When this character leaves play, you may return an item card from your discard to
    # your hand.
    "Gadget Hackwrench - Finder of Lost Parts": Behaviour(
        abilities=(
            Triggered(
                (LeavesPlay(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(
                                    kinds=(Kind.ITEM,),
                                    having=(In(Place.FROM_YOUR_DISCARD),),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="USEFUL BITS",
            ),
        ),
    ),
    # TIME TO TINKER When you play this character, you may play an item with cost 3 or less for
    # free. WELL SUPPLIED Your characters with Support get +1 ◊.
    "Gadget Hackwrench - Resourceful Mechanic": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((PlayForFree(Cards(kinds=(Kind.ITEM,), having=(CostAtMost(3),))),)),),
                name="TIME TO TINKER",
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(WithKeyword(Keyword.SUPPORT),)),
                    (Gets(Stat.LORE, 1),),
                ),
                name="WELL SUPPLIED",
            ),
        ),
    ),
    # ENHANCED VISION ⟳, 1 ⬡ — Look at the top 2 cards of your deck. Put one on the top of your deck
    # and the other on the bottom.
    "Gadget's Goggles": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    LookAtTop(2),
                    PutLooked(bottom=False, keep=1, said=Rest.ONE),
                    PutLooked(said=Rest.THE_OTHER, deck="", join=Join.AND),
                ),
                name="ENHANCED VISION",
            ),
        ),
    ),
    # Evasive UNEARTH Whenever this character quests, you may draw 2 cards, then choose and discard
    # 2 cards.
    "Gaetan Moliere - Clever Burrower": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((Draw(amount=2), Discard(amount=2, join=Join.THEN))),),
                name="UNEARTH",
            ),
        ),
    ),
    # FALLING ROCKS Whenever this character quests, if you played another character this turn, you
    # may deal 1 damage to chosen character or location.
    "Goofy - Determined Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        PlayedThisTurn(Cards(other=True)),
                        (
                            May(
                                (
                                    DealDamage(
                                        1,
                                        Cards(det=Det.CHOSEN, kinds=(Kind.CHARACTER, Kind.LOCATION)),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="FALLING ROCKS",
            ),
        ),
    ),
    # HEROIC INTERVENTION When you play this character, you may ready chosen character with cost 2
    # or less. If you do, they can't quest or challenge for the rest of this turn.
    "Gosalyn Mallard - The Quiverwing Quack": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((Ready(Cards(det=Det.CHOSEN, having=(CostAtMost(2),))),)),
                    IfYouDo(
                        (
                            Modify(
                                Them(),
                                (Cant(Deed.QUEST), Cant(Deed.CHALLENGE)),
                                lasting=Lasting.REST_OF_TURN,
                            ),
                        ),
                    ),
                ),
                name="HEROIC INTERVENTION",
            ),
        ),
    ),
    # TAKE HER UP ⟳, 1 ⬡ — Chosen character of yours gains Evasive until the start of your next
    # turn. CRASH LANDING ⟳, Banish this item — Each player loses 2 lore.
    "Gyro-Evac": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                        (Gains(Keyword.EVASIVE),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="TAKE HER UP",
            ),
            Activated(
                Cost(exert=True, banish=True),
                (LoseLore(2, players=EachPlayer()),),
                name="CRASH LANDING",
            ),
        ),
    ),
    # LOOSE CHANGE ⟳ — You pay 1 ⬡ less for the next character you play this turn.
    "Hamm - Piggy Bank": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (ReduceNextCost(1, Cards(det=Det.BARE)),),
                name="LOOSE CHANGE",
            ),
        ),
    ),
    # Chosen character gets +1 ¤ this turn. Draw a card.
    "Inner Strength": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 1),)), Draw()),
    ),
    # FEEL BETTER When you play this character and whenever she quests, you may move all damage from
    # chosen character of yours to this character. SELF-CARE At the end of your turn, you may remove
    # all damage from this character.
    "Isabela Madrigal - Perfectly in Control": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.SHE))),
                (May((MoveDamage(None, Cards(det=Det.CHOSEN, owner=Owner.YOURS), This()),)),),
                name="FEEL BETTER",
            ),
            Triggered((TurnEnds(),), (May((RemoveDamage(None, This()),)),), name="SELF-CARE"),
        ),
    ),
    # TURN OUT THE LIGHT During your turn, whenever one of your other Toy characters is banished,
    # chosen character of yours gains Evasive until the start of your next turn.
    "Jingle Joe - Sid's Toy": Behaviour(
        abilities=(
            Triggered(
                (
                    IsBanished(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True, classes=("Toy",)),
                    ),
                ),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                        (Gains(Keyword.EVASIVE),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="TURN OUT THE LIGHT",
                during_your_turn=True,
            ),
        ),
    ),
    # NO PATIENCE Whenever this character is challenged, chosen opponent chooses and discards a
    # card.
    "Joshua Sweet - Field Surgeon": Behaviour(
        abilities=(
            Triggered(
                (IsChallenged(This()),),
                (Discard(players=ChosenPlayer(opponent=True)),),
                name="NO PATIENCE",
            ),
        ),
    ),
    # RESTORING RECIPE When you play this character and whenever she quests, you may remove up to 1
    # damage from chosen character or location.
    "Julieta Madrigal - Caring Baker": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.SHE))),
                (
                    May(
                        (
                            RemoveDamage(
                                1,
                                Cards(det=Det.CHOSEN, kinds=(Kind.CHARACTER, Kind.LOCATION)),
                            ),
                        ),
                    ),
                ),
                name="RESTORING RECIPE",
            ),
        ),
    ),
    # NATURAL DEFENSE When you play this character, chosen opposing character gets -2 ¤ this turn.
    "Kida - Guardian of the Path": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -2),)),),
                name="NATURAL DEFENSE",
            ),
        ),
    ),
    # TAKE A GOOD LOOK When you play this character, chosen opponent reveals their hand and discards
    # an action card of your choice. COMIN' UP FAST Once during your turn, whenever you play an
    # action, you may ready this character.
    "Lenny - Toy Binoculars": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealHand(players=ChosenPlayer(opponent=True)),
                    DiscardChosen(Cards(kinds=(Kind.ACTION,), card=True), join=Join.AND),
                ),
                name="TAKE A GOOD LOOK",
            ),
            Triggered(
                (Plays(Cards(kinds=(Kind.ACTION,))),),
                (May((Ready(This()),)),),
                name="COMIN' UP FAST",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # LOST TO THE DUNES When this location is banished, each opponent chooses and banishes one of
    # their characters.
    "Leviathan's Lair - Dangerous Ground": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (OpponentBanishesOne(),),
                name="LOST TO THE DUNES",
            ),
        ),
    ),
    # Chosen character gets +1 ◊ and gains Evasive until the start of your next turn.
    "Like a Bird in the Sky": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN),
                (Gets(Stat.LORE, 1), Gains(Keyword.EVASIVE)),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
    # Shift 3 ⬡ I CAN TAKE IT 1 ⬡ — Move up to 1 damage from chosen character of yours to this
    # character. Then, if this character has 3 or more damage, move all damage from this character
    # to chosen opposing character.
    "Luisa Madrigal - Confident Climber": Behaviour(
        abilities=(
            Activated(
                Cost(ink=1),
                (
                    MoveDamage(1, Cards(det=Det.CHOSEN, owner=Owner.YOURS), This()),
                    If(
                        HasDamageAtLeast(3),
                        (MoveDamage(None, This(), Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
                        join=Join.THEN_SENTENCE,
                    ),
                ),
                name="I CAN TAKE IT",
            ),
        ),
    ),
    # SHOULDER THE BURDEN Whenever this character quests, you may move up to 3 damage from chosen
    # character to this character.
    "Luisa Madrigal - No Pressure": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((MoveDamage(3, Cards(det=Det.CHOSEN), This()),)),),
                name="SHOULDER THE BURDEN",
            ),
        ),
    ),
    # Shift 4 ⬡ PLAN'S CHANGED When you play this character, put the top 2 cards of your deck into
    # your discard. Then, you may return an action card with cost 4 or less from your discard to
    # your hand.
    "Lyle Tiberius Rourke - Crystallized Commander": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    MillTop(2),
                    May(
                        (
                            ReturnToHand(
                                Cards(
                                    kinds=(Kind.ACTION,),
                                    having=(CostAtMost(4), In(Place.FROM_YOUR_DISCARD)),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                        join=Join.THEN_SENTENCE,
                    ),
                ),
                name="PLAN'S CHANGED",
            ),
        ),
    ),
    # HEED MY WORDS Whenever this character quests, if you played another character this turn, you
    # may exert chosen opposing character.
    "Maleficent - Imperious Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        PlayedThisTurn(Cards(other=True)),
                        (May((Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),),
                    ),
                ),
                name="HEED MY WORDS",
            ),
        ),
    ),
    # EASY SHOT When you play this item, deal 1 damage to chosen character. FINAL ARROW 1 ⬡, Banish
    # this item — Deal 1 damage to chosen character.
    "Merida's Bow": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (DealDamage(1, Cards(det=Det.CHOSEN)),),
                name="EASY SHOT",
            ),
            Activated(
                Cost(ink=1, banish=True),
                (DealDamage(1, Cards(det=Det.CHOSEN)),),
                name="FINAL ARROW",
            ),
        ),
    ),
    # LIGHTING THE WAY Whenever this character quests, if you played another character this turn,
    # you may draw a card.
    "Mickey Mouse - Experienced Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (If(PlayedThisTurn(Cards(other=True)), (May((Draw(),)),)),),
                name="LIGHTING THE WAY",
            ),
        ),
    ),
    # DISCERNING EYE Whenever this character quests, if you played another character this turn, gain
    # 1 lore.
    "Minnie Mouse - Practical Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (If(PlayedThisTurn(Cards(other=True)), (GainLore(1),)),),
                name="DISCERNING EYE",
            ),
        ),
    ),
    # THIS WILL HELP When you play this character, remove up to 2 damage from chosen character.
    "Mirabel Madrigal - Resourceful Daughter": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (RemoveDamage(2, Cards(det=Det.CHOSEN)),),
                name="THIS WILL HELP",
            ),
        ),
    ),
    # BUSINESS ARRANGEMENT When you play this character, if you have a Super or Hero character in
    # play, you may draw a card.
    "Mirage - Super Recruiter": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(classes=("Super", "Hero"), having=(In(Place.IN_PLAY),))),
                        (May((Draw(),)),),
                    ),
                ),
                name="BUSINESS ARRANGEMENT",
            ),
        ),
    ),
    # BREAK THE TRANCE This character can't quest unless you have a character with 4 ⛉ or more in
    # play.
    "Monterey Jack - Hypnotized by Cheese": Behaviour(
        abilities=(
            Static(
                Have(This(), (Cant(Deed.QUEST),)),
                name="BREAK THE TRANCE",
                condition=YouHave(Cards(having=(WillpowerAtLeast(4), In(Place.IN_PLAY)))),
                provided=Provided.UNLESS,
            ),
        ),
    ),
    # BIRD'S-EYE VIEW When you play this character, you may reveal the top card of your deck. If
    # it's a character card, you may put it into your hand. Otherwise, put it on the bottom of your
    # deck.
    "Monterey Jack - Watchful Ranger": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((RevealTop(),)),
                    If(
                        LookedIs(Cards(card=True)),
                        (May((TakeIt(),)),),
                        otherwise=(PutLooked(said=Rest.IT),),
                    ),
                ),
                name="BIRD'S-EYE VIEW",
            ),
        ),
    ),
    # FEROCIOUS ROAR When you play this character, exert all your characters not named Mor'du.
    # ROOTED BY FEAR Your characters not named Mor'du can't ready at the start of your turn.
    "Mor'du - Savage Cursed Prince": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Exert(Cards(det=Det.ALL, owner=Owner.YOURS, having=(NotNamed("Mor'du"),))),),
                name="FEROCIOUS ROAR",
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(NotNamed("Mor'du"),)),
                    (Cant(Deed.READY_AT_YOUR_START),),
                ),
                name="ROOTED BY FEAR",
            ),
        ),
    ),
    # Shift 3 ⬡ ALWAYS UNITED This character gets +2 ¤ for each other character you have in play.
    # LET'S DO THIS! Whenever one of your Super characters challenges another character, draw a
    # card.
    "Mr. Incredible - Super Strong": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (
                        Gets(
                            Stat.STRENGTH,
                            Times(
                                2,
                                Counted(
                                    Cards(
                                        det=Det.BARE,
                                        other=True,
                                        having=(In(Place.YOU_HAVE_IN_PLAY),),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="ALWAYS UNITED",
            ),
            Triggered(
                (
                    Challenges(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Super",)),
                        challenged=Cards(other=True),
                    ),
                ),
                (Draw(),),
                name="LET'S DO THIS!",
            ),
        ),
    ),
    # KA-POW! When you play this character, you may deal 2 damage to chosen opposing Robot or
    # Villain character.
    "Mr. Incredible - Taking Out the Trash": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            DealDamage(
                                2,
                                Cards(
                                    det=Det.CHOSEN,
                                    owner=Owner.OPPOSING,
                                    classes=("Robot", "Villain"),
                                ),
                            ),
                        ),
                    ),
                ),
                name="KA-POW!",
            ),
        ),
    ),
    # Shift 5 ⬡ PULL BACK Your characters gain Resist +1. REGROUP During your turn, whenever another
    # character is banished in a challenge, you may ready chosen Super character. If you do, they
    # can't quest for the rest of this turn.
    "Mrs. Incredible - Determined Rescuer": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gains(Keyword.RESIST, value=1),)),
                name="PULL BACK",
            ),
            Triggered(
                (IsBanished(Cards(other=True), how=Banishment.IN_A_CHALLENGE),),
                (
                    May((Ready(Cards(det=Det.CHOSEN, classes=("Super",))),)),
                    IfYouDo((Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),)),
                ),
                name="REGROUP",
                during_your_turn=True,
            ),
        ),
    ),
    # PEP TALK When you play this character, chosen character gains Challenger +2 this turn.
    "Mrs. Incredible - Helen Parr": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.CHALLENGER, value=2),)),),
                name="PEP TALK",
            ),
        ),
    ),
    # FLEXIBLE THINKING At the start of your turn, you may choose one: • This character gains
    # Evasive until the start of your next turn. • This character gets +1 ◊ this turn.
    "Mrs. Incredible - Super Stretchy": Behaviour(
        abilities=(
            Triggered(
                (TurnStarts(),),
                (
                    May(
                        (
                            ChooseOne(
                                (
                                    (
                                        Modify(
                                            This(),
                                            (Gains(Keyword.EVASIVE),),
                                            lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                                        ),
                                    ),
                                    (Modify(This(), (Gets(Stat.LORE, 1),)),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="FLEXIBLE THINKING",
            ),
        ),
    ),
    # DEVITALIZER RAY Once during your turn, whenever you play an item, chosen opposing character
    # gets -2 ¤ this turn.
    "Norton Nimnul - Misanthropic Genius": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.ITEM,))),),
                (Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -2),)),),
                name="DEVITALIZER RAY",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Shift 4 ⬡ ELECTRO-ARMOR While there's a card under this character, it gains Resist +2.
    "Omnidroid - V.10": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.IT), (Gains(Keyword.RESIST, value=2),)),
                name="ELECTRO-ARMOR",
                condition=CardUnder(),
            ),
        ),
    ),
    # Shift 2 ⬡ ENEMY DETECTED When you play this character, if you used Shift to play it, you may
    # deal 2 damage to chosen character.
    "Omnidroid - V.9": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        UsedShift(target=This(form=Pronoun.IT)),
                        (May((DealDamage(2, Cards(det=Det.CHOSEN)),)),),
                    ),
                ),
                name="ENEMY DETECTED",
            ),
        ),
    ),
    # DIFFICULT JOURNEY This character enters play with 1 damage. DEVOTED FAMILY When you play this
    # character, if you have another Madrigal character in play, you may remove up to 1 damage from
    # him.
    "Pedro Madrigal - Family Patriarch": Behaviour(
        abilities=(
            Static(EntersWithDamage(1), name="DIFFICULT JOURNEY"),
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(other=True, classes=("Madrigal",), having=(In(Place.IN_PLAY),)),
                        ),
                        (May((RemoveDamage(1, This(form=Pronoun.HE)),)),),
                    ),
                ),
                name="DEVOTED FAMILY",
            ),
        ),
    ),
    # STORMY WEATHER When you play this character, deal 1 damage to each of your other characters.
    # SILVER LINING Once during your turn, whenever you remove 1 or more damage from one of your
    # characters, draw a card.
    "Pepa Madrigal - Calm Before the Storm": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (DealDamage(1, Cards(det=Det.EACH_OF, owner=Owner.YOURS, other=True)),),
                name="STORMY WEATHER",
            ),
            Triggered(
                (RemovesDamage(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                (Draw(),),
                name="SILVER LINING",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # YOU ARE CLEAR TO ENTER Your Toy characters can move here for free. HEAVILY GUARDED Whenever a
    # character is challenged while here, each opponent loses 1 lore.
    "Pizza Planet - Spaceport": Behaviour(
        abilities=(
            Static(
                MoveHereFree(Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Toy",))),
                name="YOU ARE CLEAR TO ENTER",
            ),
            Triggered((IsChallengedWhileHere(Cards()),), (LoseLore(1),), name="HEAVILY GUARDED"),
        ),
    ),
    # SUCTION TECHNOLOGY ⟳, 2 ⬡ — Draw a card, then choose and discard a card.
    "Plunger Crossbow": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=2),
                (Draw(), Discard(join=Join.THEN)),
                name="SUCTION TECHNOLOGY",
            ),
        ),
    ),
    # BEWARE OF DOG Whenever this character quests, if you played another character this turn,
    # chosen opposing character gets -1 ¤ until the start of your next turn.
    "Pluto - Vigilant Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        PlayedThisTurn(Cards(other=True)),
                        (
                            Modify(
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                (Gets(Stat.STRENGTH, -1),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="BEWARE OF DOG",
            ),
        ),
    ),
    # WANDERING SPIRIT Whenever this character quests, if you played another character this turn,
    # return a location card from your discard to your hand.
    "Pocahontas - Steadfast Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        PlayedThisTurn(Cards(other=True)),
                        (
                            ReturnToHand(
                                Cards(
                                    kinds=(Kind.LOCATION,),
                                    having=(In(Place.FROM_YOUR_DISCARD),),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="WANDERING SPIRIT",
            ),
        ),
    ),
    # PRICE OF PROGRESS When you play this character, you may put the top 2 cards of your deck into
    # your discard.
    "Preston Whitmore - Expedition Financier": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((MillTop(2),)),),
                name="PRICE OF PROGRESS",
            ),
        ),
    ),
    # DOUBLE TRANSPLANT During your turn, when this character is banished, each opponent loses 1
    # lore and you gain 1 lore.
    "Pterodactyl Janie Doll - Sid's Toy": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (LoseLore(1), GainLore(1, players=You(said=True), join=Join.AND)),
                name="DOUBLE TRANSPLANT",
                during_your_turn=True,
            ),
        ),
    ),
    # ROYAL COMMAND Whenever this character quests, if you played another character this turn,
    # chosen character gains Rush this turn.
    "Queen of Hearts - Impatient Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        PlayedThisTurn(Cards(other=True)),
                        (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.RUSH),)),),
                    ),
                ),
                name="ROYAL COMMAND",
            ),
        ),
    ),
    # AIR SUPPORT Your characters gain Support. BIG LIFT ⟳ — Chosen character with 10 ¤ or more gets
    # +3 ◊ this turn.
    "Ranger Plane": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gains(Keyword.SUPPORT),)),
                name="AIR SUPPORT",
            ),
            Activated(
                Cost(exert=True),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, having=(StrengthAtLeast(10),)),
                        (Gets(Stat.LORE, 3),),
                    ),
                ),
                name="BIG LIFT",
            ),
        ),
    ),
    # Chosen character gets +¤ equal to their ⛉ this turn.
    "Ranger Team-Up": Behaviour(
        effect=(
            Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, StatOf(Stat.WILLPOWER, Them())),)),
        ),
    ),
    # SHADAAP! While this character has no damage, he gets +3 ¤.
    "Rat Capone - Rodent Gangster": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.HE), (Gets(Stat.STRENGTH, 3),)),
                name="SHADAAP!",
                condition=HasNoDamage(),
            ),
        ),
    ),
    # ERODING WINDS At the start of your turn, put the top card of your deck into your discard.
    # SUCCESSFUL EXPEDITION Characters get +2 ¤ while here.
    "Remote Inklands - Desert Ruins": Behaviour(
        abilities=(
            Triggered((TurnStarts(),), (MillTop(1),), name="ERODING WINDS"),
            Static(HaveHere((Gets(Stat.STRENGTH, 2),)), name="SUCCESSFUL EXPEDITION"),
        ),
    ),
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
    # IMMORTAL WOUND This character enters play with 4 damage.
    "Zeus - Defiant God": Behaviour(abilities=(Static(EntersWithDamage(4), name="IMMORTAL WOUND"),)),
}
