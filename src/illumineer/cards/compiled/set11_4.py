"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, Counting, ThisWay, Times
from illumineer.engine.abilities.card_events import Inked
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.chosen_for import ChosenForActionOrItem
from illumineer.engine.abilities.conditions import (
    Compared,
    FirstTurnSecondPlayer,
    OpponentCompared,
    OpponentsTurn,
    WasBanished,
    YouHave,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import LookAtTop, PlayForFree, TakeLooked
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
    WithKeyword,
    Wording,
)
from illumineer.engine.abilities.flow import Floating, If, IfYouDo, Instead, May
from illumineer.engine.abilities.fromdiscard import ThatNamed
from illumineer.engine.abilities.granted import GainsClassification
from illumineer.engine.abilities.had_in_play import StrengthHad, StrengthUpTo
from illumineer.engine.abilities.hand import (
    Discard,
    Draw,
    GainLore,
    LoseLore,
    ReduceNextCost,
    RevealHand,
)
from illumineer.engine.abilities.hands import DiscardChosen
from illumineer.engine.abilities.locations import ReturnFromDiscard, ThereWasHere
from illumineer.engine.abilities.looking import DiscardRest
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.players import ChosenPlayer, EachOpponent, You
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Lasting,
    Modify,
    PutIntoInkwell,
    Ready,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, Them, This, Those
from illumineer.engine.abilities.to_bottom import BottomInAnyOrder
from illumineer.engine.abilities.triggers import Intro, IsBanished, Plays, Quests, TurnEnds
from illumineer.engine.abilities.under import (
    CardsUnder,
    InkFromUnder,
    PutsUnder,
    PutTopUnder,
    PutUnder,
    PutUnderThisTurn,
)
from illumineer.engine.vocabulary import Keyword, Stat, Zone

CARDS: dict[str, Behaviour] = {
    # HOPPING IN ⟳ — Put this character facedown under one of your characters or locations with
    # Boost.
    "Roo - Little Helper": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    PutUnder(
                        This(),
                        Cards(
                            det=Det.ONE_OF,
                            kinds=(Kind.CHARACTER, Kind.LOCATION),
                            owner=Owner.YOURS,
                            having=(WithKeyword(Keyword.BOOST),),
                        ),
                    ),
                ),
                name="HOPPING IN",
            ),
        ),
    ),
    # FEARSOME SNARL ⟳ — Chosen opposing character gets -4 ¤ until the start of your next turn.
    "Sarabi - Protecting the Pride": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Gets(Stat.STRENGTH, -4),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="FEARSOME SNARL",
            ),
        ),
    ),
    # PAYMENT DUE Whenever this character quests, each opponent loses 1 lore. Draw a card for each 1
    # lore lost this way. FORECLOSURE At the end of your turn, if an opponent has 0 lore, you gain 1
    # lore.
    "Scrooge McDuck - Ebenezer Scrooge": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (LoseLore(1), Draw(amount=Times(1, ThisWay(counting=Counting.LORE_LOST)))),
                name="PAYMENT DUE",
            ),
            Triggered(
                (TurnEnds(),),
                (If(OpponentCompared(Compared.NO_LORE), (GainLore(1, players=You(said=True)),)),),
                name="FORECLOSURE",
            ),
        ),
    ),
    # Boost 1 ⬡ COUNTING COINS This character gets +1 ¤ and +1 ⛉ for each card under him.
    "Scrooge McDuck - Ghostly Ebenezer": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (
                        Gets(Stat.STRENGTH, Times(1, CardsUnder(This(form=Pronoun.HE)))),
                        Gets(Stat.WILLPOWER, Times(1, CardsUnder(This(form=Pronoun.HE)))),
                    ),
                ),
                name="COUNTING COINS",
            ),
        ),
    ),
    # BAH, HUMBUG During your turn, whenever a card is put into your inkwell, chosen character gets
    # -1 ¤ this turn.
    "Scrooge McDuck - Miserly Ebenezer": Behaviour(
        abilities=(
            Triggered(
                (Inked(),),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, -1),)),),
                name="BAH, HUMBUG",
                during_your_turn=True,
            ),
        ),
    ),
    # Shift 4 ⬡ SPREADING JOY When you play this character, you may put a card from the top of your
    # deck facedown under each of your other characters. If you do, those characters gain Ward until
    # the start of your next turn.
    "Scrooge McDuck - Reformed Ebenezer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutTopUnder(
                                Cards(det=Det.EACH_OF, owner=Owner.YOURS, other=True),
                                from_top=True,
                            ),
                        ),
                    ),
                    IfYouDo(
                        (
                            Modify(
                                Those(
                                    form=Pronoun.THOSE,
                                    cards_named=Cards(
                                        det=Det.EACH_OF,
                                        owner=Owner.YOURS,
                                        other=True,
                                    ),
                                ),
                                (Gains(Keyword.WARD),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="SPREADING JOY",
            ),
        ),
    ),
    # Boost 2 ⬡ GOOD BUSINESS This location gets +1 ⛉ and +1 ◊ for each card under it.
    "Scrooge's Counting House - Ebenezer's Office": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (
                        Gets(Stat.WILLPOWER, Times(1, CardsUnder(This(form=Pronoun.IT)))),
                        Gets(Stat.LORE, Times(1, CardsUnder(This(form=Pronoun.IT)))),
                    ),
                ),
                name="GOOD BUSINESS",
            ),
        ),
    ),
    # YOU DON'T STAND A CHANCE When you play this character, chosen opposing character gets -2 ¤
    # until the start of your next turn.
    "Simba - Playful Pouncer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Gets(Stat.STRENGTH, -2),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="YOU DON'T STAND A CHANCE",
            ),
        ),
    ),
    # THE HIGH GROUND Your characters get +1 ¤. BARRICADE During opponents' turns, your characters
    # gain Resist +1.
    "Snow Fort": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gets(Stat.STRENGTH, 1),)),
                name="THE HIGH GROUND",
            ),
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gains(Keyword.RESIST, value=1),)),
                name="BARRICADE",
                condition=OpponentsTurn(),
                provided=Provided.DURING_OPPONENTS_TURNS,
            ),
        ),
    ),
    # Each opponent chooses and discards a card. If you have a character with Evasive in play, gain
    # 1 lore.
    "Snowball Fight": Behaviour(
        effect=(
            Discard(players=EachOpponent()),
            If(
                YouHave(Cards(having=(WithKeyword(Keyword.EVASIVE), In(Place.IN_PLAY)))),
                (GainLore(1),),
            ),
        ),
    ),
    # UNDERDOG If this is your first turn and you're not the first player, you pay 1 ⬡ less to play
    # this character. Ward.
    "Splatter Phoenix - Rejected Artist": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="UNDERDOG",
                condition=FirstTurnSecondPlayer(),
                provided=Provided.IF,
            ),
        ),
    ),
    # WAKE OF DESTRUCTION For each item card in your discard, you pay 1 ⬡ less to play this
    # character. COLLATERAL DAMAGE When you play this character, you may put 3 item cards from your
    # discard on the bottom of your deck in any order. If you do, deal 3 damage to chosen character.
    "Stegmutt - Clumsy Dinosaur": Behaviour(
        abilities=(
            Static(
                PayLess(
                    Times(
                        1,
                        Counted(
                            Cards(
                                det=Det.BARE,
                                kinds=(Kind.ITEM,),
                                having=(In(Place.IN_YOUR_DISCARD),),
                                card=True,
                            ),
                        ),
                    ),
                    This(),
                ),
                name="WAKE OF DESTRUCTION",
            ),
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            BottomInAnyOrder(
                                Cards(
                                    det=Det.EXACTLY,
                                    kinds=(Kind.ITEM,),
                                    having=(In(Place.FROM_YOUR_DISCARD),),
                                    count=3,
                                    card=True,
                                ),
                            ),
                        ),
                    ),
                    IfYouDo((DealDamage(3, Cards(det=Det.CHOSEN)),)),
                ),
                name="COLLATERAL DAMAGE",
            ),
        ),
    ),
    # BRING YOUR FRIENDS Whenever this character quests, if you have 2 or more other characters in
    # play, you may draw a card.
    "Stitch - Carefree Snowboarder": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        YouHave(
                            Cards(det=Det.NUMBER, other=True, having=(In(Place.IN_PLAY),), count=2),
                        ),
                        (May((Draw(),)),),
                    ),
                ),
                name="BRING YOUR FRIENDS",
            ),
        ),
    ),
    # AMPED UP While you have a character named Lilo in play, this character gains Challenger +3.
    "Stitch - High Badness Level": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.CHALLENGER, value=3),)),
                name="AMPED UP",
                condition=YouHave(Cards(having=(Named("Lilo"), In(Place.IN_PLAY)))),
            ),
        ),
    ),
    # I DARE YOU! ⟳ — Chosen opposing character gains Reckless until the start of your next turn.
    "Stitch - Naughty Experiment": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Gains(Keyword.RECKLESS),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="I DARE YOU!",
            ),
        ),
    ),
    # Chosen character gains Challenger +3 this turn.
    "Swordplay": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.CHALLENGER, value=3),)),),
    ),
    # Boost 2 ⬡ Ward ANYTHING THAT GLITTERS Whenever you put a card under one of your characters or
    # locations, this character gets +1 ◊ this turn.
    "Tamatoa - Seeker of Shine": Behaviour(
        abilities=(
            Triggered(
                (
                    PutsUnder(
                        Cards(
                            det=Det.ONE_OF,
                            kinds=(Kind.CHARACTER, Kind.LOCATION),
                            owner=Owner.YOURS,
                        ),
                    ),
                ),
                (Modify(This(), (Gets(Stat.LORE, 1),)),),
                name="ANYTHING THAT GLITTERS",
            ),
        ),
    ),
    # Rush WEAKEN THE CAULDRON When you play this character, put up to 2 cards from chosen player's
    # discard on the bottom of their deck in any order.
    "Taran - Magically Armed": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    BottomInAnyOrder(
                        Cards(
                            det=Det.UP_TO_OF,
                            kinds=(Kind.CARD,),
                            having=(In(Place.FROM_CHOSEN_PLAYERS_DISCARD),),
                            count=2,
                            wording=Wording.UP_TO_BARE,
                        ),
                        whose=Whose.THEIR,
                    ),
                ),
                name="WEAKEN THE CAULDRON",
            ),
        ),
    ),
    # Look at the top 4 cards of your deck. You may reveal a location card and put it into your
    # hand. Put the rest into your discard. You pay 3 ⬡ less for the next location you play this
    # turn.
    "The Cold Never Bothered Me": Behaviour(
        effect=(
            LookAtTop(4),
            May((TakeLooked(Cards(kinds=(Kind.LOCATION,), card=True)),)),
            DiscardRest(),
            ReduceNextCost(3, Cards(det=Det.BARE, kinds=(Kind.LOCATION,))),
        ),
    ),
    # PERSISTENT PROBLEM When this location is banished, if there was an exerted character here,
    # return this card from your discard to your hand.
    "The Frozen Vine - Monstrous Plant": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (If(ThereWasHere(Cards(state=State.EXERTED)), (ReturnFromDiscard(),)),),
                name="PERSISTENT PROBLEM",
            ),
        ),
    ),
    # Deal 2 damage to chosen opposing character. If you have a character named Darkwing Duck in
    # play, deal 3 damage instead.
    "The Terror That Flaps in the Night": Behaviour(
        effect=(
            DealDamage(2, Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),
            Instead(
                YouHave(Cards(having=(Named("Darkwing Duck"), In(Place.IN_PLAY)))),
                (DealDamage(3, Them(form=Pronoun.UNSAID)),),
            ),
        ),
    ),
    # VIGILANTE JUSTICE All opposing characters gain the Villain classification. LAY OF THE LAND ⟳ —
    # If a character was banished in a challenge this turn, gain 1 lore.
    "The Thunderquack": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.ALL, owner=Owner.OPPOSING), (GainsClassification("Villain"),)),
                name="VIGILANTE JUSTICE",
            ),
            Activated(
                Cost(exert=True),
                (If(WasBanished(Cards(), in_a_challenge=True), (GainLore(1),)),),
                name="LAY OF THE LAND",
            ),
        ),
    ),
    # SPLENDERIFFIC BOUNCE When you play this character, you may return chosen character, item, or
    # location with cost 2 or less to their player's hand.
    "Tigger - Bouncing All the Way": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
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
                name="SPLENDERIFFIC BOUNCE",
            ),
        ),
    ),
    # GET RID OF THAT When you play this character, chosen opponent reveals their hand and discards
    # a non-character card of your choice.
    "Timon - Snowball Swiper": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealHand(players=ChosenPlayer(opponent=True)),
                    DiscardChosen(
                        Cards(kinds=(Kind.CARD,), excluded=(Kind.CHARACTER,)),
                        join=Join.AND,
                    ),
                ),
                name="GET RID OF THAT",
            ),
        ),
    ),
    # FLURRY OF DELIGHT While you have 4 or more cards in your hand, this character gains Evasive.
    # SPECTACULAR FIND While you have 7 or more cards in your hand, this character gets +3 ◊.
    "Tinker Bell - Snowflake Collector": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.EVASIVE),)),
                name="FLURRY OF DELIGHT",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_HAND),),
                        count=4,
                    ),
                ),
            ),
            Static(
                Have(This(), (Gets(Stat.LORE, 3),)),
                name="SPECTACULAR FIND",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_HAND),),
                        count=7,
                    ),
                ),
            ),
        ),
    ),
    # AT YOUR SIDE ⟳ — Chosen character gains Support this turn.
    "Tiny Tim's Crutch": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.SUPPORT),)),),
                name="AT YOUR SIDE",
            ),
        ),
    ),
    # Shift 5 ⬡ Evasive IMPRESSIVE LEAPS Twice during your turn, whenever this character is chosen
    # for an action or an item's ability, you may ready him.
    "Tod - Knows All the Tricks": Behaviour(
        abilities=(
            Triggered(
                (ChosenForActionOrItem(This()),),
                (May((Ready(This(form=Pronoun.HE)),)),),
                name="IMPRESSIVE LEAPS",
                during_your_turn=True,
                twice=True,
            ),
        ),
    ),
    # LOOK AT THIS! Whenever this character quests, choose one: • Gain 1 lore. • Chosen character of
    # yours gains Evasive until the start of your next turn.
    "Tod - Playful Kit": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    ChooseOne(
                        (
                            (GainLore(1),),
                            (
                                Modify(
                                    Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                                    (Gains(Keyword.EVASIVE),),
                                    lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                                ),
                            ),
                        ),
                    ),
                ),
                name="LOOK AT THIS!",
            ),
        ),
    ),
    # Put any number of cards from under your characters and locations into your inkwell facedown
    # and exerted.
    "Visiting Christmas Past": Behaviour(effect=(InkFromUnder(),)),
    # SHOWIN' UP If you have a character named Tod in play, you pay 1 ⬡ less to play this character.
    # Evasive.
    "Vixey - Forest Friend": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="SHOWIN' UP",
                condition=YouHave(Cards(having=(Named("Tod"), In(Place.IN_PLAY)))),
                provided=Provided.IF,
            ),
        ),
    ),
    # UNDERDOG If this is your first turn and you're not the first player, you pay 1 ⬡ less to play
    # this character. Evasive.
    "White Rabbit - Late Again": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="UNDERDOG",
                condition=FirstTurnSecondPlayer(),
                provided=Provided.IF,
            ),
        ),
    ),
    # I'VE GOT YOU When you play this character, return a character card from your discard to your
    # hand. If that character is named Tod, you may play him for free.
    "Widow Tweed - Kindly Soul": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    ReturnToHand(
                        Cards(having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                        whose=Whose.YOUR,
                    ),
                    If(
                        ThatNamed("Tod"),
                        (May((PlayForFree(Them(form=Pronoun.HE, zone=Zone.HAND)),)),),
                    ),
                ),
                name="I'VE GOT YOU",
            ),
        ),
    ),
    # Boost 3 ⬡ THE FOOD OF GENEROSITY This character can't quest or challenge unless you put a card
    # under him this turn.
    "Willie the Giant - Ghost of Christmas Present": Behaviour(
        abilities=(
            Static(
                Have(This(), (Cant(Deed.QUEST), Cant(Deed.CHALLENGE))),
                name="THE FOOD OF GENEROSITY",
                condition=PutUnderThisTurn(This(form=Pronoun.HE)),
                provided=Provided.UNLESS,
            ),
        ),
    ),
    # LOOKING FOR A MORSEL When you play this character, you may return an item card from your
    # discard to your hand.
    "Winnie the Pooh - Hungry Bear": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
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
                name="LOOKING FOR A MORSEL",
            ),
        ),
    ),
    # Chosen location of yours can't be challenged until the start of your next turn. Draw a card.
    "Winterspell": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN, kinds=(Kind.LOCATION,), owner=Owner.YOURS),
                (Cant(Deed.BE_CHALLENGED),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
            Draw(),
        ),
    ),
    # Put chosen character with Bodyguard or item into their player's inkwell facedown and exerted.
    "Wipe Out!": Behaviour(
        effect=(
            PutIntoInkwell(
                Cards(
                    det=Det.CHOSEN,
                    having=(WithKeyword(Keyword.BODYGUARD),),
                    alternatives=(Cards(det=Det.BARE, kinds=(Kind.ITEM,)),),
                ),
            ),
        ),
    ),
    # For the rest of this turn, whenever one of your characters quests, you may draw a card.
    "Wisdom of the Willow": Behaviour(
        effect=(
            Floating(
                Quests(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),
                (May((Draw(),)),),
                rest_first=True,
            ),
        ),
    ),
    # QUITE A BARGAIN When you play this character, you may return another chosen character of yours
    # to your hand. If you do, gain 1 lore.
    "Witches of Morva - Orddu, Orwen, and Orgoch": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS, other=True),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                    IfYouDo((GainLore(1),)),
                ),
                name="QUITE A BARGAIN",
            ),
        ),
    ),
    # Boost 1 ⬡ POWERED UP This character gets +1 ¤ for each card under him. WHO'S COMIN' WITH ME?
    # When this character is banished, banish all characters with ¤ equal to or less than the ¤ he
    # had in play.
    "Wreck-It Ralph - Raging Wrecker": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, Times(1, CardsUnder(This(form=Pronoun.HE)))),)),
                name="POWERED UP",
            ),
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (
                    Banish(
                        Cards(
                            det=Det.ALL,
                            having=(StrengthUpTo(StrengthHad(This(form=Pronoun.HE))),),
                        ),
                    ),
                ),
                name="WHO'S COMIN' WITH ME?",
            ),
        ),
    ),
    # OOH, I'M SCARED During opponents' turns, this character gains Resist +2.
    "Yao - Snow Warrior": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.RESIST, value=2),)),
                name="OOH, I'M SCARED",
                condition=OpponentsTurn(),
                provided=Provided.DURING_OPPONENTS_TURNS,
            ),
        ),
    ),
}
