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
    Once,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import PlayedThisTurn, Quested, YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    InkLooked,
    InkTopCard,
    LookAtTop,
    PutLooked,
    Rest,
    TakeLooked,
)
from illumineer.engine.abilities.filters import (
    Cards,
    Det,
    In,
    Kind,
    Owner,
    Place,
    State,
    StrengthAtLeast,
    StrengthAtMost,
    WithKeyword,
)
from illumineer.engine.abilities.flow import If, IfYouDo, Instead, May
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, PayInk, ReduceNextCost
from illumineer.engine.abilities.inkdrops import GetDrops, RemovedDrop, YouAndAnother
from illumineer.engine.abilities.locations import IsAtALocation, MoveTo, QuestsWhile
from illumineer.engine.abilities.looking import DiscardRest
from illumineer.engine.abilities.losing import CantGain, Loses
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.named_in_discard import NamedLikeAnotherInDiscard
from illumineer.engine.abilities.restrictions import Taunt
from illumineer.engine.abilities.searching import MillTop
from illumineer.engine.abilities.singing import SingsFirstTime
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Lasting,
    Modify,
    Ready,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, Them, This
from illumineer.engine.abilities.triggers import Intro, IsChallenged, Plays, Quests
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Singer 8 WHATEVER IT TAKES When you play this character, you may banish chosen character with
    # Singer.
    "Ernesto de la Cruz - Ruthless Musician": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Banish(Cards(det=Det.CHOSEN, having=(WithKeyword(Keyword.SINGER),))),)),),
                name="WHATEVER IT TAKES",
            ),
        ),
    ),
    # Draw 2 cards. If you have 10 or more cards in your discard, draw 3 cards instead.
    "Everyone Knows Juanita": Behaviour(
        effect=(
            Draw(amount=2),
            Instead(
                YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_DISCARD),),
                        count=10,
                    ),
                ),
                (Draw(amount=3),),
            ),
        ),
    ),
    # Look at the top 3 cards of your deck. Put one into your inkwell facedown and exerted, one on
    # the top of your deck, and one on the bottom of your deck.
    "Everything Else Is Obsolete": Behaviour(
        effect=(
            LookAtTop(3),
            InkLooked(),
            PutLooked(bottom=False, keep=1, said=Rest.ONE_IN_A_LIST, join=Join.COMMA),
            PutLooked(said=Rest.ONE_IN_A_LIST, join=Join.COMMA_AND),
        ),
    ),
    # Resist +1 TAKE...YOUR...TIME All characters lose Rush and can't gain Rush.
    "Flash - Efficient Clerk": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.ALL), (Loses(Keyword.RUSH), CantGain(Keyword.RUSH))),
                name="TAKE...YOUR...TIME",
            ),
        ),
    ),
    # Until the start of your next turn, chosen opposing character gains Reckless and, if you have 2
    # or more opponents, can't challenge your characters or locations.
    "Flippant Taunt": Behaviour(effect=(Taunt(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),
    # BRAIN TRUST When you play this character, look at the top 4 cards of your deck. You may reveal
    # a Super character card or an item card and put it into your hand. Put the rest on the bottom
    # of your deck in any order.
    "Fred - Assembling the Team": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    LookAtTop(4),
                    May(
                        (
                            TakeLooked(
                                Cards(
                                    classes=("Super",),
                                    card=True,
                                    alternatives=(Cards(kinds=(Kind.ITEM,), card=True),),
                                ),
                            ),
                        ),
                    ),
                    PutLooked(),
                ),
                name="BRAIN TRUST",
            ),
        ),
    ),
    # Shift 4 ⬡ RADICAL RESOURCES Whenever you play this or another Super character, get 1 ink drop.
    "Fred - Awesome Boss": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(det=Det.THIS_OR_ANOTHER, classes=("Super",))),),
                (GetDrops(),),
                name="RADICAL RESOURCES",
            ),
        ),
    ),
    # KAIJU CRUSH When you play this character, you may banish chosen location.
    "Fred - Big Stomper": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.LOCATION,))),)),),
                name="KAIJU CRUSH",
            ),
        ),
    ),
    # GATHERING DATA Whenever this character is challenged, get 1 ink drop.
    "Go Go Tomago - Extreme Tester": Behaviour(
        abilities=(Triggered((IsChallenged(This()),), (GetDrops(),), name="GATHERING DATA"),),
    ),
    # WHEN NIGHT FALLS Once during your turn, you may choose and discard a card. If you do, move up
    # to 2 damage from this character to chosen opposing character. STONE BY DAY If you have 3 or
    # more cards in your hand, this character can't ready.
    "Goliath - Transformed Warrior": Behaviour(
        abilities=(
            Activated(
                Cost(),
                (
                    May((Discard(),)),
                    IfYouDo((MoveDamage(2, This(), Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),
                ),
                name="WHEN NIGHT FALLS",
                once=Once.DURING_YOUR_TURN,
            ),
            Static(
                Have(This(), (Cant(Deed.READY),)),
                name="STONE BY DAY",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_HAND),),
                        count=3,
                    ),
                ),
                provided=Provided.IF,
            ),
        ),
    ),
    # Shift 3 ⬡ Singer 6 IN THE GROOVE Whenever this character quests, your other characters with
    # Singer get +1 ◊ this turn.
    "Goofy - Dancing Superstar": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    Modify(
                        Cards(
                            det=Det.PLAIN,
                            owner=Owner.YOURS,
                            other=True,
                            having=(WithKeyword(Keyword.SINGER),),
                        ),
                        (Gets(Stat.LORE, 1),),
                    ),
                ),
                name="IN THE GROOVE",
            ),
        ),
    ),
    # CAPTURE THE MOMENT While you have a character with Singer in play, this character gets +3 ¤.
    "Goofy - Enthusiastic Tourist": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 3),)),
                name="CAPTURE THE MOMENT",
                condition=YouHave(Cards(having=(WithKeyword(Keyword.SINGER), In(Place.IN_PLAY)))),
            ),
        ),
    ),
    # VIP ACCESS When you play this character, if you have a character with Singer in play, draw a
    # card.
    "Goofy - Knows the Band": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(having=(WithKeyword(Keyword.SINGER), In(Place.IN_PLAY)))),
                        (Draw(),),
                    ),
                ),
                name="VIP ACCESS",
            ),
        ),
    ),
    # AIMLESS WANDERING Once during your turn, if this character is at a location, you may move him
    # to another location for free. If you do, gain 1 lore.
    "HeiHei - At the Crosswalk": Behaviour(
        abilities=(
            Activated(
                Cost(),
                (
                    If(
                        IsAtALocation(),
                        (
                            May(
                                (
                                    MoveTo(
                                        This(form=Pronoun.HE),
                                        location=Cards(kinds=(Kind.LOCATION,), other=True),
                                    ),
                                ),
                            ),
                        ),
                    ),
                    IfYouDo((GainLore(1),)),
                ),
                name="AIMLESS WANDERING",
                once=Once.DURING_YOUR_TURN,
            ),
        ),
    ),
    # Get 3 ink drops.
    "Higitus Figitus": Behaviour(effect=(GetDrops(amount=3),)),
    # NIFTY TECH While you have an item in play, this character gets +1 ◊.
    "Hiro Hamada - Pioneering Inventor": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1),)),
                name="NIFTY TECH",
                condition=YouHave(Cards(kinds=(Kind.ITEM,), having=(In(Place.IN_PLAY),))),
            ),
        ),
    ),
    # Evasive TURBO THRUSTERS When you play this character, you may pay 1 ⬡ to give chosen character
    # of yours Evasive until the start of your next turn.
    "Hiro Hamada - Versatile Inventor": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PayInk(1),
                            Modify(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                                (Gains(Keyword.EVASIVE),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                                give=True,
                                join=Join.TO,
                            ),
                        ),
                    ),
                ),
                name="TURBO THRUSTERS",
            ),
        ),
    ),
    # SHOCKING BREAKTHROUGH Whenever this character quests, you pay 1 ⬡ less for the next item you
    # play this turn.
    "Honey Lemon - Endlessly Curious": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (ReduceNextCost(1, Cards(det=Det.BARE, kinds=(Kind.ITEM,))),),
                name="SHOCKING BREAKTHROUGH",
            ),
        ),
    ),
    # Shift 5 ⬡ SYNTHESIZE Whenever this character quests, you may return an item card from your
    # discard to your hand. If you do, get 1 ink drop.
    "Honey Lemon - Ingenious Researcher": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
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
                    IfYouDo((GetDrops(),)),
                ),
                name="SYNTHESIZE",
            ),
        ),
    ),
    # ADVANCED CHEMISTRY When you play this character and whenever she quests, you may banish chosen
    # item of yours. If you do, draw a card and get 1 ink drop.
    "Honey Lemon - Testing the Limits": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.SHE))),
                (
                    May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,), owner=Owner.YOURS)),)),
                    IfYouDo((Draw(), GetDrops(join=Join.AND))),
                ),
                name="ADVANCED CHEMISTRY",
            ),
        ),
    ),
    # BUNGLED IT When you play this character, deal 1 damage to chosen opposing damaged character.
    "Horace - Clumsy Clod": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (DealDamage(1, Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, state=State.DAMAGED)),),
                name="BUNGLED IT",
            ),
        ),
    ),
    # EASY COMMUTE ⟳ — Move a character of yours to a location for free. STYLISH CONVENIENCE Your
    # Hyperia City locations get +2 ⛉.
    "Hyperia City Express": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (MoveTo(Cards(owner=Owner.YOURS), location=Cards(kinds=(Kind.LOCATION,))),),
                name="EASY COMMUTE",
            ),
            Static(
                Have(
                    Cards(
                        det=Det.PLAIN,
                        kinds=(Kind.LOCATION,),
                        owner=Owner.YOURS,
                        classes=("Hyperia City",),
                    ),
                    (Gets(Stat.WILLPOWER, 2),),
                ),
                name="STYLISH CONVENIENCE",
            ),
        ),
    ),
    # Singer 6 FEEL THE MUSIC While you have a song card in your discard, this character gets +1 ◊
    # and gains Evasive.
    "Héctor Rivera - Gone to Pieces": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1), Gains(Keyword.EVASIVE))),
                name="FEEL THE MUSIC",
                condition=YouHave(
                    Cards(kinds=(Kind.SONG,), having=(In(Place.IN_YOUR_DISCARD),), card=True),
                ),
            ),
        ),
    ),
    # Singer 2 STRIKE A CHORD When you play this character, you may put the top card of your deck
    # into your discard.
    "Héctor Rivera - Street Musician": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((MillTop(1),)),),
                name="STRIKE A CHORD",
            ),
        ),
    ),
    # Shift 4 ⬡ BIG HIT Whenever this character quests and whenever he sings a song for the first
    # time each turn, look at the top 3 cards of your deck. You may reveal a song card and put it
    # into your hand. Put the rest into your discard.
    "Héctor Rivera - Worldwide Sensation": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()), SingsFirstTime(This(form=Pronoun.HE))),
                (
                    LookAtTop(3),
                    May((TakeLooked(Cards(kinds=(Kind.SONG,), card=True)),)),
                    DiscardRest(),
                ),
                name="BIG HIT",
            ),
        ),
    ),
    # Banish chosen character of yours to banish chosen character.
    "If She Doesn't Scare You": Behaviour(
        effect=(
            Banish(Cards(det=Det.CHOSEN, owner=Owner.YOURS)),
            Banish(Cards(det=Det.CHOSEN), join=Join.TO),
        ),
    ),
    # Deal 4 damage to chosen character. Get 1 ink drop.
    "Ink Explosion": Behaviour(effect=(DealDamage(4, Cards(det=Det.CHOSEN)), GetDrops())),
    # THE LATEST TREND ⟳ — If a character quested this turn, get 1 ink drop.
    "Inkcaster Skates": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (If(Quested(Cards()), (GetDrops(),)),),
                name="THE LATEST TREND",
            ),
        ),
    ),
    # BREAK TIME Once during your turn, whenever a Super character quests while here, return an item
    # card from your discard to your hand.
    "Institute of Technology - Honey Lemon's Lab": Behaviour(
        abilities=(
            Triggered(
                (QuestsWhile(Cards(classes=("Super",))),),
                (
                    ReturnToHand(
                        Cards(kinds=(Kind.ITEM,), having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                        whose=Whose.YOUR,
                    ),
                ),
                name="BREAK TIME",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Look at the top 2 cards of your deck, then put one into your hand and the rest on the bottom
    # of your deck in any order. If you removed an ink drop to play this action, look at the top 5
    # cards of your deck instead.
    "Intense Research": Behaviour(
        effect=(
            LookAtTop(2),
            TakeLooked(Cards(det=Det.ONE, kinds=(Kind.CARD,)), reveal=False, join=Join.THEN),
            PutLooked(said=Rest.AND_THE_REST, join=Join.AND),
            Instead(RemovedDrop(action=True), (LookAtTop(5),)),
        ),
    ),
    # Banish chosen character with 2 ¤ or less.
    "Intimidation Tactics": Behaviour(
        effect=(Banish(Cards(det=Det.CHOSEN, having=(StrengthAtMost(2),))),),
    ),
    # Deal 2 damage to chosen character. If you removed an ink drop to play this action, deal 5
    # damage instead.
    "Jousting Match": Behaviour(
        effect=(
            DealDamage(2, Cards(det=Det.CHOSEN)),
            Instead(RemovedDrop(action=True), (DealDamage(5, Them(form=Pronoun.UNSAID)),)),
        ),
    ),
    # Shift 2 ⬡ GOT YOU NOW When you play this character, if you played another character this turn,
    # you may banish chosen character with 5 ¤ or more.
    "Judy Hopps - Always Vigilant": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        PlayedThisTurn(Cards(other=True)),
                        (May((Banish(Cards(det=Det.CHOSEN, having=(StrengthAtLeast(5),))),)),),
                    ),
                ),
                name="GOT YOU NOW",
            ),
        ),
    ),
    # Support LEND A PAW When you play this character, if you played another character this turn,
    # you may put the top card of your deck into your inkwell facedown and exerted.
    "Judy Hopps - Day Camp Instructor": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (If(PlayedThisTurn(Cards(other=True)), (May((InkTopCard(),)),)),),
                name="LEND A PAW",
            ),
        ),
    ),
    # TO THE RESCUE When you play this character, remove up to 2 damage from chosen character.
    "Judy Hopps - Helpful Officer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (RemoveDamage(2, Cards(det=Det.CHOSEN)),),
                name="TO THE RESCUE",
            ),
        ),
    ),
    # ON REPEAT Once during your turn, whenever you play a song, if it has the same name as another
    # card in your discard, you may ready chosen character. If you do, they can't quest for the rest
    # of this turn.
    "Jukebox": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,))),),
                (
                    If(NamedLikeAnotherInDiscard(), (May((Ready(Cards(det=Det.CHOSEN)),)),)),
                    IfYouDo((Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),)),
                ),
                name="ON REPEAT",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # HIGH SECURITY Characters can't be challenged while here.
    "Khan Industries - Greenway Landmark": Behaviour(
        abilities=(Static(HaveHere((Cant(Deed.BE_CHALLENGED),)), name="HIGH SECURITY"),),
    ),
    # BIG SHOW Characters get +2 ¤ while here.
    "Khan Stadium - State of the Art": Behaviour(
        abilities=(Static(HaveHere((Gets(Stat.STRENGTH, 2),)), name="BIG SHOW"),),
    ),
    # Draw a card. Get 1 ink drop.
    "Khan Transport Delivery": Behaviour(effect=(Draw(), GetDrops())),
    # LUCKY DAY When you play this character, you and another chosen player each get 1 ink drop.
    "Kit Cloudkicker - Irrepressible Bear": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (GetDrops(players=YouAndAnother()),),
                name="LUCKY DAY",
            ),
        ),
    ),
    # Shift 3 ⬡ AERIAL ACROBATICS Whenever this character quests, choose one: • Get 1 ink drop. •
    # Deal 1 damage to chosen character.
    "Kit Cloudkicker - Sure Shot": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (ChooseOne(((GetDrops(),), (DealDamage(1, Cards(det=Det.CHOSEN)),))),),
                name="AERIAL ACROBATICS",
            ),
        ),
    ),
    # DELICATE SENSIBILITIES Once during your turn, whenever you play a song, you may deal 1 damage
    # to this character. If you do, draw a card. HARSH CRITIQUE Opposing characters with Singer
    # enter play with 1 damage.
    "Lady Tremaine - Scornful Snob": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,))),),
                (May((DealDamage(1, This()),)), IfYouDo((Draw(),))),
                name="DELICATE SENSIBILITIES",
                during_your_turn=True,
                once_per_turn=True,
            ),
            Static(
                EntersWithDamage(
                    1,
                    subject=Cards(
                        det=Det.PLAIN,
                        owner=Owner.OPPOSING,
                        having=(WithKeyword(Keyword.SINGER),),
                    ),
                ),
                name="HARSH CRITIQUE",
            ),
        ),
    ),
    # HONORED OFFERINGS While you have 10 or more cards in your discard, this location gets +2 ◊.
    "Land of the Dead - Marigold Bridge": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 2),)),
                name="HONORED OFFERINGS",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_DISCARD),),
                        count=10,
                    ),
                ),
            ),
        ),
    ),
}
