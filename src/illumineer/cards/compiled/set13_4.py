"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersExerted,
    Have,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Times
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import (
    Compared,
    HasDamage,
    IsState,
    OpponentCompared,
    YouHave,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import InkTopCard, PlayForFree
from illumineer.engine.abilities.faceup_top import OpponentsTopFaceup
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtMost,
    Det,
    In,
    Kind,
    Owner,
    Place,
    State,
    StrengthAtLeast,
    StrengthAtMost,
    WithKeyword,
    Wording,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.fromdiscard import MayPlayFromDiscard
from illumineer.engine.abilities.hand import Discard, DiscardHand, Draw, GainLore, LoseLore
from illumineer.engine.abilities.inktypes import InkTypes
from illumineer.engine.abilities.locations import AtLocations, FirstTimeMovesHere, MoveTo
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.players import ChosenPlayer
from illumineer.engine.abilities.refill import DrawToMatch, MoreInHandThanYou
from illumineer.engine.abilities.restrictions import MustQuest, Order
from illumineer.engine.abilities.samename import NamedAlike
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    Lasting,
    Modify,
    PutIntoInkwell,
    Ready,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, Them, This
from illumineer.engine.abilities.triggers import (
    Banishes,
    Challenges,
    Intro,
    IsBanished,
    Plays,
    Quests,
    RemovesDamage,
)
from illumineer.engine.abilities.unless import GainUnlessPays
from illumineer.engine.abilities.were_under import PlayWereUnderFree
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
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
    # ALWAYS Each opponent plays with the top card of their deck faceup.
    "Roz - Always Watching": Behaviour(abilities=(Static(OpponentsTopFaceup(), name="ALWAYS"),)),
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
    # SIPHON Whenever an opposing character quests, you gain 1 lore unless their player pays 1 ⬡.
    # RADIANT BLOOM ⟳, 2 ⬡ — Gain 1 lore.
    "Source of the Vine": Behaviour(
        abilities=(
            Triggered(
                (Quests(Cards(owner=Owner.OPPOSING)),),
                (GainUnlessPays(1, 1),),
                name="SIPHON",
            ),
            Activated(Cost(exert=True, ink=2), (GainLore(1),), name="RADIANT BLOOM"),
        ),
    ),
    # Resist +1 BOTANICAL EVIL When you play this character, you may choose and discard an Alien
    # character card or a location card from your hand. If you do, deal 2 damage to chosen
    # character.
    "Sprout - Experiment 509": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            Discard(
                                cards=Cards(
                                    classes=("Alien",),
                                    card=True,
                                    alternatives=(
                                        Cards(
                                            kinds=(Kind.LOCATION,),
                                            having=(In(Place.FROM_YOUR_HAND),),
                                            card=True,
                                        ),
                                    ),
                                ),
                            ),
                        ),
                    ),
                    IfYouDo((DealDamage(2, Cards(det=Det.CHOSEN)),)),
                ),
                name="BOTANICAL EVIL",
            ),
        ),
    ),
    # Chosen character gets -3 ¤ this turn.
    "Startle": Behaviour(effect=(Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, -3),)),)),
    # Combo Shift 4 ⬡ THE POWER OF FRIENDSHIP When this character is banished, if any of the cards
    # that were under them are character cards, you may play those characters from your discard for
    # free.
    "Sulley & Boo - Scare Buddies": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (PlayWereUnderFree(),),
                name="THE POWER OF FRIENDSHIP",
            ),
        ),
    ),
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
    # Madrigal Shift 3 ⬡ FAMILY BLESSINGS Once during your turn, whenever you remove 1 or more
    # damage from one of your characters, put the top card of your deck into your inkwell facedown
    # and exerted.
    "The Madrigal Family - Every Generation": Behaviour(
        abilities=(
            Triggered(
                (RemovesDamage(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                (InkTopCard(),),
                name="FAMILY BLESSINGS",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Floodborn Shift 7 ⬡ SATURATE Your other exerted Floodborn characters gain Bodyguard. HOSTILE
    # SWARM During an opponent's turn, whenever one of your Floodborn characters is banished, deal 1
    # damage to each opposing character.
    "The Vine - Towering Stalk": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(
                        det=Det.PLAIN,
                        owner=Owner.YOURS,
                        other=True,
                        state=State.EXERTED,
                        classes=("Floodborn",),
                    ),
                    (Gains(Keyword.BODYGUARD),),
                ),
                name="SATURATE",
            ),
            Triggered(
                (IsBanished(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Floodborn",))),),
                (DealDamage(1, Cards(det=Det.EACH, owner=Owner.OPPOSING)),),
                name="HOSTILE SWARM",
                during_opponents_turn=True,
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
    # FRAGILE HUSK This item enters play exerted. REGENERATE ⟳, 1 ⬡ — Banish chosen character of
    # yours. You may play a character with the same name as that character for free.
    "Vine Pod": Behaviour(
        abilities=(
            Static(EntersExerted(), name="FRAGILE HUSK"),
            Activated(
                Cost(exert=True, ink=1),
                (
                    Banish(Cards(det=Det.CHOSEN, owner=Owner.YOURS)),
                    May((PlayForFree(Cards(having=(NamedAlike(),))),)),
                ),
                name="REGENERATE",
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
    # Deal 1 damage to each opposing character and location. Then, deal 2 damage to each opposing
    # character with Evasive and each opposing location with Evasive.
    "Windstorm": Behaviour(
        effect=(
            DealDamage(
                1,
                Cards(
                    det=Det.EACH,
                    kinds=(Kind.CHARACTER, Kind.LOCATION),
                    owner=Owner.OPPOSING,
                    wording=Wording.AND_KINDS,
                ),
            ),
            DealDamage(
                2,
                Cards(
                    det=Det.EACH,
                    owner=Owner.OPPOSING,
                    having=(WithKeyword(Keyword.EVASIVE),),
                    wording=Wording.AND_EACH,
                    alternatives=(
                        Cards(
                            det=Det.EACH,
                            kinds=(Kind.LOCATION,),
                            owner=Owner.OPPOSING,
                            having=(WithKeyword(Keyword.EVASIVE),),
                        ),
                    ),
                ),
                join=Join.THEN_SENTENCE,
            ),
        ),
    ),
    # Shift 3 ⬡ MAGICAL MIX This character gets +1 ◊ for each different ink type of characters you
    # have in play.
    "Winnie the Pooh & Piglet - Hunny Mages": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (
                        Gets(
                            Stat.LORE,
                            Times(
                                1,
                                InkTypes(Cards(det=Det.PLAIN, having=(In(Place.YOU_HAVE_IN_PLAY),))),
                            ),
                        ),
                    ),
                ),
                name="MAGICAL MIX",
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
    # Sing Together 6 Chosen player draws a card for each different ink type of characters you have
    # in play.
    "With a Few Good Friends": Behaviour(
        effect=(
            Draw(
                amount=Times(
                    1,
                    InkTypes(Cards(det=Det.PLAIN, having=(In(Place.YOU_HAVE_IN_PLAY),))),
                ),
                players=ChosenPlayer(),
            ),
        ),
    ),
    # Shift 5 ⬡ TO INFINITY... When you play this character, if chosen opponent has more cards in
    # their hand than you, draw cards until you have the same number....AND BEYOND! Whenever this
    # character quests, you may play a card with cost 2 or less for free.
    "Woody & Buzz Lightyear - Best Buddies": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (If(MoreInHandThanYou(), (DrawToMatch(),)),),
                name="TO INFINITY...",
            ),
            Triggered(
                (Quests(This()),),
                (May((PlayForFree(Cards(kinds=(Kind.CARD,), having=(CostAtMost(2),))),)),),
                name="...AND BEYOND!",
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
    # MOVE ALONG When you play this character, until the start of your next turn, chosen opposing
    # character can't challenge and must quest if able.
    "Woody - Town Sheriff": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    MustQuest(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                        order=Order.LASTING_FIRST,
                    ),
                ),
                name="MOVE ALONG",
            ),
        ),
    ),
    # Discard your hand. Draw 2 cards.
    "You Broke My Smolder": Behaviour(effect=(DiscardHand(), Draw(amount=2))),
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
