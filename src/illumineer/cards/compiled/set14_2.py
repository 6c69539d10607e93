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
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import (
    PlayedThisTurn,
    Quested,
    TookDamage,
    UsedShift,
    YouHave,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import InkTopCard, LookAtTop, PutLooked, Rest, TakeLooked
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
    StrengthAtMost,
    WithKeyword,
)
from illumineer.engine.abilities.flow import If, IfYouDo, Instead, May
from illumineer.engine.abilities.hand import (
    Discard,
    Draw,
    GainLore,
    LoseLore,
    PayInk,
    ReduceNextCost,
)
from illumineer.engine.abilities.hands import LookAtHand
from illumineer.engine.abilities.inkdrops import (
    GetDrops,
    HaveDrop,
    RemovedDrop,
    RemovesDrop,
    YouAndAnother,
)
from illumineer.engine.abilities.locations import MovesHere, MoveTo, QuestsWhile
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.searching import MillTop
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Lasting,
    Modify,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, Them, This
from illumineer.engine.abilities.triggers import Banishment, Intro, IsBanished, Plays, Quests, Sings
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
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
    # FAIR TRADE When you play this item, you may draw a card, then choose and discard a card. EXTRA
    # CHEESY While you have 4 items named Leaning Tower of Cheese-a in play, your items gain Ward.
    "Leaning Tower of Cheese-a": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="FAIR TRADE",
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, kinds=(Kind.ITEM,), owner=Owner.YOURS),
                    (Gains(Keyword.WARD),),
                ),
                name="EXTRA CHEESY",
                condition=YouHave(
                    Cards(
                        det=Det.EXACTLY,
                        kinds=(Kind.ITEM,),
                        having=(Named("Leaning Tower of Cheese-a"), In(Place.IN_PLAY)),
                        count=4,
                    ),
                ),
            ),
        ),
    ),
    # BEAT IT, DOOFUS! When this character is challenged and banished, each opponent loses 2 lore.
    # MAXIMUM CRINGE 6 ⬡ — Chosen opposing character gains Reckless until the start of your next
    # turn.
    "Lester the Possum - Park Mascot": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), how=Banishment.CHALLENGED, intro=Intro.WHEN),),
                (LoseLore(2),),
                name="BEAT IT, DOOFUS!",
            ),
            Activated(
                Cost(ink=6),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Gains(Keyword.RECKLESS),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="MAXIMUM CRINGE",
            ),
        ),
    ),
    # Evasive STONE BY DAY If you have 3 or more cards in your hand, this character can't ready.
    "Lexington - Fearless Flier": Behaviour(
        abilities=(
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
    # Alert CIVIC DUTY 6 ⬡ — Remove all damage from chosen character or location.
    "Lionheart - Cleaning Up the City": Behaviour(
        abilities=(
            Activated(
                Cost(ink=6),
                (RemoveDamage(None, Cards(det=Det.CHOSEN, kinds=(Kind.CHARACTER, Kind.LOCATION))),),
                name="CIVIC DUTY",
            ),
        ),
    ),
    # Bodyguard APPROVAL RATING When you play this character, up to 2 chosen characters get +1 ◊
    # this turn.
    "Lionheart - Incumbent Mayor": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.UP_TO, count=2), (Gets(Stat.LORE, 1),)),),
                name="APPROVAL RATING",
            ),
        ),
    ),
    # HARD TO HANDLE While you have an ink drop, this character gains Evasive.
    "Madam Mim - Bauble Chaser": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.EVASIVE),)),
                name="HARD TO HANDLE",
                condition=HaveDrop(),
            ),
        ),
    ),
    # NO HIDING When you play this character, look at chosen opponent's hand.
    "Madam Mim - Nosy Neighbor": Behaviour(
        abilities=(
            Triggered((Plays(This(), intro=Intro.WHEN),), (LookAtHand(),), name="NO HIDING"),
        ),
    ),
    # UPPER HAND When you play this character, if you removed an ink drop to play her, draw 2 cards.
    # BAUBLE GAME Once during your turn, whenever you remove an ink drop, draw a card.
    "Madam Mim - Resourceful Trickster": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (If(RemovedDrop(target=This(form=Pronoun.SHE)), (Draw(amount=2),)),),
                name="UPPER HAND",
            ),
            Triggered(
                (RemovesDrop(),),
                (Draw(),),
                name="BAUBLE GAME",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Gain 2 lore. Draw a card.
    "Magnificent, Marvelous": Behaviour(effect=(GainLore(2), Draw())),
    # FAMILIAL DUTY ⟳, 1 ⬡ — Chosen character gets -1 ¤ and can't ⟳ to sing songs until the start of
    # your next turn.
    "Mamá Imelda's Blessing": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    Modify(
                        Cards(det=Det.CHOSEN),
                        (Gets(Stat.STRENGTH, -1), Cant(Deed.SING)),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="FAMILIAL DUTY",
            ),
        ),
    ),
    # A LITTLE TREAT Whenever this character quests, if an opposing character took damage this turn,
    # get 1 ink drop.
    "Marie - Caught in the Act": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (If(TookDamage(Cards(owner=Owner.OPPOSING)), (GetDrops(),)),),
                name="A LITTLE TREAT",
            ),
        ),
    ),
    # Singer 5 BEST NIGHT EVER While you have another character with Singer in play, this character
    # gets +1 ◊.
    "Max Goof - Music Lover": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1),)),
                name="BEST NIGHT EVER",
                condition=YouHave(
                    Cards(other=True, having=(WithKeyword(Keyword.SINGER), In(Place.IN_PLAY))),
                ),
            ),
        ),
    ),
    # Singer 5 SUPER STOKED Once during your turn, whenever you play a song, get 1 ink drop.
    "Meilin Lee - Ecstatic Fan": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,))),),
                (GetDrops(),),
                name="SUPER STOKED",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # RAW MATERIAL When you play this character, if you have a character named Arthur in play, get 1
    # ink drop.
    "Merlin - Bauble Expert": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (If(YouHave(Cards(having=(Named("Arthur"), In(Place.IN_PLAY)))), (GetDrops(),)),),
                name="RAW MATERIAL",
            ),
        ),
    ),
    # Shift 5 ⬡ WHAT A DISCOVERY! When you play this character, get 1 ink drop. If you used Shift to
    # play him, get 2 ink drops instead.
    "Merlin - Ink Drop Tinkerer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    GetDrops(),
                    Instead(UsedShift(target=This(form=Pronoun.HE)), (GetDrops(amount=2),)),
                ),
                name="WHAT A DISCOVERY!",
            ),
        ),
    ),
    # UNTAPPED POTENTIAL When you play this character, get 1 ink drop. THRILLING DISCOVERY Whenever
    # this character quests, draw a card.
    "Merlin - Profoundly Curious": Behaviour(
        abilities=(
            Triggered((Plays(This(), intro=Intro.WHEN),), (GetDrops(),), name="UNTAPPED POTENTIAL"),
            Triggered((Quests(This()),), (Draw(),), name="THRILLING DISCOVERY"),
        ),
    ),
    # OPEN FOR BUSINESS Once during your turn, whenever a character moves here, draw a card and gain
    # 1 lore.
    "Merlin's Shop and Smithy - Magical Market": Behaviour(
        abilities=(
            Triggered(
                (MovesHere(Cards()),),
                (Draw(), GainLore(1, join=Join.AND)),
                name="OPEN FOR BUSINESS",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Shift 3 ⬡ TRANSCENDENT PERFORMANCE When you play this character, return a character card from
    # your discard to your hand.
    "Miguel Rivera - Accomplished Musician": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    ReturnToHand(
                        Cards(having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                        whose=Whose.YOUR,
                    ),
                ),
                name="TRANSCENDENT PERFORMANCE",
            ),
        ),
    ),
    # CROWD PLEASER Whenever this character sings a song, gain 1 lore.
    "Miguel Rivera - Promising Musician": Behaviour(
        abilities=(Triggered((Sings(This()),), (GainLore(1),), name="CROWD PLEASER"),),
    ),
    # SHARE THE MUSIC While you have a song card in your discard, this character gets +1 ◊ and gains
    # Singer 3.
    "Miguel Rivera - Street Musician": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1), Gains(Keyword.SINGER, value=3))),
                name="SHARE THE MUSIC",
                condition=YouHave(
                    Cards(kinds=(Kind.SONG,), having=(In(Place.IN_YOUR_DISCARD),), card=True),
                ),
            ),
        ),
    ),
}
