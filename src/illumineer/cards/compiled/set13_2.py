"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    CountAsInkable,
    Have,
    HaveHere,
    Once,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.alternate import BottomCost, PayInstead
from illumineer.engine.abilities.amounts import Counting, ThisWay, Times
from illumineer.engine.abilities.card_events import EntersPlayExerted, Exerts
from illumineer.engine.abilities.changes import Can, Cant, Deed, Gains, Gets
from illumineer.engine.abilities.chosen_for import OpponentChooses
from illumineer.engine.abilities.conditions import IsState, PlayedThisTurn, Quested, YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import InkTopCard, LookAtTop, PutLooked, TakeLooked
from illumineer.engine.abilities.deck_bottom import DrawFromBottom, PutThisFromDiscardOnBottom
from illumineer.engine.abilities.each_reveals import EachRevealsTop, TheyMayTakeCharacter
from illumineer.engine.abilities.filters import (
    Cards,
    Det,
    In,
    Kind,
    Named,
    Owner,
    Place,
    State,
    StrengthAtLeast,
    Wording,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.fromdiscard import PlayFromDiscard, YouDiscardThis
from illumineer.engine.abilities.granted import GainsClassification
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, LoseLore, PayInk
from illumineer.engine.abilities.inkdrops import YouAndAnother
from illumineer.engine.abilities.inkwells import MoreInk, PlayersInkTop
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.noted import DiscardedThisTurn
from illumineer.engine.abilities.opponent_mode import TheChoosingOpponent
from illumineer.engine.abilities.players import ChosenPlayer, EachPlayer, You
from illumineer.engine.abilities.prevention import (
    BanishedToInkwell,
    MayEnterExerted,
    OpponentsTurnWhile,
)
from illumineer.engine.abilities.removing import RemoveTotal
from illumineer.engine.abilities.shifting import ShiftedOnto
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Lasting,
    Modify,
    PutIntoInkwell,
    PutOnTop,
    Ready,
    RemoveDamage,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, That, Them, This
from illumineer.engine.abilities.triggers import (
    Challenges,
    Intro,
    IsBanished,
    Plays,
    Quests,
    RemovesDamage,
    Sings,
)
from illumineer.engine.abilities.under import CardUnder
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
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
    # WE CAN WORK THIS OUT Whenever an opponent chooses this character for an action or ability,
    # they choose and discard a card.
    "Flynn Rider - High-Climbing Rogue": Behaviour(
        abilities=(
            Triggered(
                (OpponentChooses(This()),),
                (Discard(players=TheChoosingOpponent()),),
                name="WE CAN WORK THIS OUT",
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
    # DOWN THE HOLE This character may enter play exerted. FORTIFYING MEAL During an opponent's
    # turn, while this character is exerted, your other Hunny characters gain Resist +1.
    "Gopher - Hunny Cook": Behaviour(
        abilities=(
            Static(MayEnterExerted(), name="DOWN THE HOLE"),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, classes=("Hunny",)),
                    (Gains(Keyword.RESIST, value=1),),
                ),
                name="FORTIFYING MEAL",
                condition=OpponentsTurnWhile(IsState(State.EXERTED)),
                provided=Provided.DURING_AN_OPPONENTS_TURN_WHILE,
            ),
        ),
    ),
    # Temporary Shift 4 ⬡ INTIMIDATING CHARGE Whenever this character challenges another character,
    # you gain 2 lore and each opponent loses 2 lore.
    "Grandma Wu - Fierce Red Panda": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This(), challenged=Cards(other=True)),),
                (GainLore(2, players=You(said=True)), LoseLore(2, join=Join.AND)),
                name="INTIMIDATING CHARGE",
            ),
        ),
    ),
    # Challenger +2 ANCESTRAL UNDERSTANDING When you shift a character on top of this character,
    # gain 1 lore.
    "Grandma Wu - Wise Grandmother": Behaviour(
        abilities=(Triggered((ShiftedOnto(),), (GainLore(1),), name="ANCESTRAL UNDERSTANDING"),),
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
    # THE BOTTOM LINE While you have more cards in your inkwell than each opposing player, this
    # character gets +2 ◊ and gains Ward.
    "Henry J. Waternoose III - Chief Executive Officer": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 2), Gains(Keyword.WARD))),
                name="THE BOTTOM LINE",
                condition=MoreInk(yours=True),
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
    # Sing Together 5 Remove up to 4 damage total from any number of your characters. You gain 1
    # lore for each 1 damage removed this way.
    "I'm Never Not by Your Side": Behaviour(
        effect=(
            RemoveTotal(4, Cards(det=Det.ANY_NUMBER, owner=Owner.YOURS, wording=Wording.YOUR_FIRST)),
            GainLore(Times(1, ThisWay(counting=Counting.DAMAGE_REMOVED)), players=You(said=True)),
        ),
    ),
    # You and another chosen player each draw 2 cards.
    "If I Didn't Have You": Behaviour(effect=(Draw(amount=2, players=YouAndAnother()),)),
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
                once=Once.DURING_YOUR_TURN,
            ),
        ),
    ),
    # COPYCAT ⟳ — Put the top card of your deck into your inkwell facedown and exerted. Chosen
    # opponent may put the top card of their deck into their inkwell facedown and exerted.
    "Laugh Canister": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (InkTopCard(), PlayersInkTop(ChosenPlayer(opponent=True), may=True)),
                name="COPYCAT",
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
    # GIFT OF THE HIVE Once during your turn, you may pay 1 ⬡ to give chosen character of yours the
    # Hunny classification until the start of your next turn. SPELL OF SWIFTNESS ⟳, 2 ⬡ — Chosen
    # Hunny character of yours gains Evasive until the start of your next turn.
    "Magical Hunny Staff": Behaviour(
        abilities=(
            Activated(
                Cost(ink=1),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                        (GainsClassification("Hunny"),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                        give=True,
                    ),
                ),
                name="GIFT OF THE HIVE",
                once=Once.DURING_YOUR_TURN,
            ),
            Activated(
                Cost(exert=True, ink=2),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS, classes=("Hunny",)),
                        (Gains(Keyword.EVASIVE),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="SPELL OF SWIFTNESS",
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
    # Shift 5 ⬡ FOOLS! You may put 5 character cards from your discard on the bottom of your deck in
    # any order to shift this character for free. RAVEN'S CALL During your turn, whenever this
    # character exerts, draw a card.
    "Maleficent & Diablo - Evil Incarnate": Behaviour(
        abilities=(
            Static(
                PayInstead(
                    BottomCost(
                        Cards(
                            det=Det.EXACTLY,
                            having=(In(Place.FROM_YOUR_DISCARD),),
                            count=5,
                            card=True,
                        ),
                        any_order=True,
                    ),
                    shift=True,
                ),
                name="FOOLS!",
            ),
            Triggered((Exerts(This()),), (Draw(),), name="RAVEN'S CALL", during_your_turn=True),
        ),
    ),
    # NO ESCAPE If you discarded a card this turn, this character gains Challenger +2 and can
    # challenge ready characters this turn.
    "Maximus - Relentless Stallion": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (Gains(Keyword.CHALLENGER, value=2), Can(Deed.CHALLENGE_READY)),
                    this_turn=True,
                ),
                name="NO ESCAPE",
                condition=DiscardedThisTurn(),
                provided=Provided.IF,
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
    # Temporary Shift 3 ⬡ KARAOKE QUEEN Once during your turn, whenever this character sings a song,
    # gain 3 lore.
    "Meilin Lee - Popular Red Panda": Behaviour(
        abilities=(
            Triggered(
                (Sings(This()),),
                (GainLore(3),),
                name="KARAOKE QUEEN",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # NEWFOUND CONFIDENCE When you shift a character on top of her, this character gains Evasive
    # until the start of your next turn.
    "Meilin Lee - Superficially Obedient": Behaviour(
        abilities=(
            Triggered(
                (ShiftedOnto(card=This(form=Pronoun.SHE)),),
                (Modify(This(), (Gains(Keyword.EVASIVE),), lasting=Lasting.UNTIL_YOUR_NEXT_TURN),),
                name="NEWFOUND CONFIDENCE",
            ),
        ),
    ),
    # FOCUSED ENERGY This character may enter play exerted to draw a card. BECKON During your turn,
    # whenever another character of yours enters play exerted, you may draw a card.
    "Merida - Wisp Conjurer": Behaviour(
        abilities=(
            Static(MayEnterExerted(then=(Draw(),)), name="FOCUSED ENERGY"),
            Triggered(
                (EntersPlayExerted(Cards(owner=Owner.YOURS, other=True)),),
                (May((Draw(),)),),
                name="BECKON",
                during_your_turn=True,
            ),
        ),
    ),
    # MINOR TRICKERY When you play this character, you may draw a card from the bottom of your deck.
    # AGE OF INCONVENIENCE When this character is banished, put this card from your discard on the
    # bottom of your deck.
    "Merlin - Envisioning the Future": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((DrawFromBottom(),)),),
                name="MINOR TRICKERY",
            ),
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (PutThisFromDiscardOnBottom(),),
                name="AGE OF INCONVENIENCE",
            ),
        ),
    ),
    # Duo Shift 0 ⬡ THINKING OF YOU If this character would be banished, put them into your inkwell
    # facedown and exerted instead.
    "Mickey Mouse & Minnie Mouse - Adventuring Duo": Behaviour(
        abilities=(
            Static(BanishedToInkwell(This(), This(form=Pronoun.THEY)), name="THINKING OF YOU"),
        ),
    ),
    # FIND A FRIEND When you play this character and whenever he quests, each player reveals the top
    # card of their deck. If it's a character card, they may put it into their hand. Otherwise, put
    # it on the bottom of their deck.
    "Mike Wazowski - Heroic Climber": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.HE))),
                (EachRevealsTop(), TheyMayTakeCharacter()),
                name="FIND A FRIEND",
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
    # Temporary Shift 7 ⬡ PATH OF DESTRUCTION Whenever this character challenges another character,
    # ready her. She can't quest for the rest of this turn.
    "Ming Lee - Giant Red Panda": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This(), challenged=Cards(other=True)),),
                (
                    Ready(This(form=Pronoun.SHE)),
                    Modify(
                        This(form=Pronoun.SHE),
                        (Cant(Deed.QUEST),),
                        lasting=Lasting.REST_OF_TURN,
                    ),
                ),
                name="PATH OF DESTRUCTION",
            ),
        ),
    ),
    # YOU'RE GROUNDED When you shift a character on top of this character, chosen opposing exerted
    # character can't ready at the start of their next turn.
    "Ming Lee - Overprotective Parent": Behaviour(
        abilities=(
            Triggered(
                (ShiftedOnto(),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, state=State.EXERTED),
                        (Cant(Deed.READY_AT_START),),
                        lasting=None,
                    ),
                ),
                name="YOU'RE GROUNDED",
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
    # MIRACULOUS PROTECTION Whenever you remove damage from one of your characters, you may ready
    # them. If you do, they can't quest or challenge for the rest of this turn.
    "Mirabel Madrigal - Family Guardian": Behaviour(
        abilities=(
            Triggered(
                (RemovesDamage(Cards(det=Det.ONE_OF, owner=Owner.YOURS), plain=True),),
                (
                    May((Ready(That(form=Pronoun.THEY)),)),
                    IfYouDo(
                        (
                            Modify(
                                That(form=Pronoun.THEY),
                                (Cant(Deed.QUEST), Cant(Deed.CHALLENGE)),
                                lasting=Lasting.REST_OF_TURN,
                            ),
                        ),
                    ),
                ),
                name="MIRACULOUS PROTECTION",
            ),
        ),
    ),
}
