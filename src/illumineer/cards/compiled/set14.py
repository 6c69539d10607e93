"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import StatOf
from illumineer.engine.abilities.changes import Can, Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import Quested, TookDamage, UsedShift, YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import InkTopCard, LookAtTop, PutLooked, Rest, TakeLooked
from illumineer.engine.abilities.filters import Cards, Det, In, Kind, Named, Owner, Place
from illumineer.engine.abilities.flow import Floating, If, IfYouDo, Instead, May
from illumineer.engine.abilities.hand import Draw, PayInk
from illumineer.engine.abilities.inkdrops import (
    DiscardOrDrop,
    GetDrops,
    GotDrop,
    HaveDrop,
    InkInstead,
    RemovedDrop,
    RemovesDrop,
    YouAndAnother,
)
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Lasting,
    Modify,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, Them, This
from illumineer.engine.abilities.triggers import (
    Banishes,
    Banishment,
    Challenges,
    DealsDamage,
    Intro,
    IsBanished,
    IsChallenged,
    Plays,
    Quests,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Put the top card of your deck into your inkwell facedown and exerted. Get 1 ink drop.
    "A Dark Age No More": Behaviour(effect=(InkTopCard(), GetDrops())),
    # Draw a card. You and another chosen player each get 1 ink drop.
    "Another Tale to Spin": Behaviour(effect=(Draw(), GetDrops(players=YouAndAnother()))),
    # Rush THE INDIGNITY! When this character is banished in a challenge, get 1 ink drop.
    "Archimedes - Messenger Owl": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), how=Banishment.IN_A_CHALLENGE, intro=Intro.WHEN),),
                (GetDrops(),),
                name="THE INDIGNITY!",
            ),
        ),
    ),
    # Shift 4 ⬡ Challenger +2 VICTORY PURSE During your turn, whenever this character banishes
    # another character in a challenge, draw a card and get 1 ink drop.
    "Arthur - Jousting Knight": Behaviour(
        abilities=(
            Triggered(
                (Banishes(This()),),
                (Draw(), GetDrops(join=Join.AND)),
                name="VICTORY PURSE",
                during_your_turn=True,
            ),
        ),
    ),
    # CAREFUL CRAFTING When you play this character, you may pay 1 ⬡ to get 1 ink drop.
    "Arthur - Novice Blacksmith": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((PayInk(1), GetDrops(join=Join.TO))),),
                name="CAREFUL CRAFTING",
            ),
        ),
    ),
    # PAYMENT UP FRONT This character can't quest or challenge unless you got an ink drop this turn.
    "Baloo - Delivery Pilot": Behaviour(
        abilities=(
            Static(
                Have(This(), (Cant(Deed.QUEST), Cant(Deed.CHALLENGE))),
                name="PAYMENT UP FRONT",
                condition=GotDrop(),
                provided=Provided.UNLESS,
            ),
        ),
    ),
    # Shift Remove 2 ink drops SUPERCHARGE If you would get an ink drop, you may put the top card of
    # your deck into your inkwell facedown and exerted instead.
    "Baymax - Amped Up": Behaviour(abilities=(Static(InkInstead(), name="SUPERCHARGE"),)),
    # RESUPPLY When you play this character, if you have 2 or more items in play, get 2 ink drops.
    "Baymax - Lab Assistant": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(
                                det=Det.NUMBER,
                                kinds=(Kind.ITEM,),
                                having=(In(Place.IN_PLAY),),
                                count=2,
                            ),
                        ),
                        (GetDrops(amount=2),),
                    ),
                ),
                name="RESUPPLY",
            ),
        ),
    ),
    # DESTABILIZE ⟳, 2 ⬡ — Banish this item. BRILLIANT BURST During your turn, when this item is
    # banished, you may get 1 ink drop. If you do, chosen character gets -2 ¤ this turn.
    "Blinding Chem Ball": Behaviour(
        abilities=(
            Activated(Cost(exert=True, ink=2), (Banish(This()),), name="DESTABILIZE"),
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (
                    May((GetDrops(),)),
                    IfYouDo((Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, -2),)),)),
                ),
                name="BRILLIANT BURST",
                during_your_turn=True,
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
    # GATHERING DATA Whenever this character is challenged, get 1 ink drop.
    "Go Go Tomago - Extreme Tester": Behaviour(
        abilities=(Triggered((IsChallenged(This()),), (GetDrops(),), name="GATHERING DATA"),),
    ),
    # Get 3 ink drops.
    "Higitus Figitus": Behaviour(effect=(GetDrops(amount=3),)),
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
    # Deal 2 damage to chosen character. If you removed an ink drop to play this action, deal 5
    # damage instead.
    "Jousting Match": Behaviour(
        effect=(
            DealDamage(2, Cards(det=Det.CHOSEN)),
            Instead(RemovedDrop(action=True), (DealDamage(5, Them(form=Pronoun.UNSAID)),)),
        ),
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
    # SO FUN! When you play this character, you and another chosen player each get 1 ink drop.
    "Molly Cunningham - Remembers to Share": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (GetDrops(players=YouAndAnother()),),
                name="SO FUN!",
            ),
        ),
    ),
    # DESTABILIZE ⟳, 2 ⬡ — Banish this item. ENIGMA BURST During your turn, when this item is
    # banished, you may get 1 ink drop. If you do, chosen character of yours gains Resist +1 until
    # the start of your next turn.
    "Prototype Chem Ball": Behaviour(
        abilities=(
            Activated(Cost(exert=True, ink=2), (Banish(This()),), name="DESTABILIZE"),
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (
                    May((GetDrops(),)),
                    IfYouDo(
                        (
                            Modify(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                                (Gains(Keyword.RESIST, value=1),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="ENIGMA BURST",
                during_your_turn=True,
            ),
        ),
    ),
    # NEW INCENTIVE When you play this character, chosen character can challenge ready characters
    # this turn. CORNER THE MARKET Once during your turn, whenever one of your other characters
    # banishes another character in a challenge, get 1 ink drop.
    "Shere Khan - Khan Industries CEO": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Can(Deed.CHALLENGE_READY),)),),
                name="NEW INCENTIVE",
            ),
            Triggered(
                (Banishes(Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True)),),
                (GetDrops(),),
                name="CORNER THE MARKET",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # ONE-SIDED DEAL When you play this character, each opponent may choose and discard a card. For
    # each opponent who doesn't, get 1 ink drop.
    "Shere Khan - Opportunistic Tycoon": Behaviour(
        abilities=(
            Triggered((Plays(This(), intro=Intro.WHEN),), (DiscardOrDrop(),), name="ONE-SIDED DEAL"),
        ),
    ),
    # COMPETITIVE EDGE While you have an ink drop, this character gains Challenger +3.
    "Sir Kay - Determined to Win": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.CHALLENGER, value=3),)),
                name="COMPETITIVE EDGE",
                condition=HaveDrop(),
            ),
        ),
    ),
    # Challenger +2 SPOILS OF VICTORY During your turn, whenever this character banishes another
    # character in a challenge, get 1 ink drop.
    "Sir Pellinore - Tougher Than He Looks": Behaviour(
        abilities=(
            Triggered(
                (Banishes(This()),),
                (GetDrops(),),
                name="SPOILS OF VICTORY",
                during_your_turn=True,
            ),
        ),
    ),
    # URGENT DELIVERY When this character is banished, get 2 ink drops.
    "Tadashi Hamada - Making Waves": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (GetDrops(amount=2),),
                name="URGENT DELIVERY",
            ),
        ),
    ),
    # TWIN BLADES During your turn, whenever this character deals damage to another character in a
    # challenge, deal damage equal to this character's ¤ to another chosen character. BRING THE HEAT
    # While you have an ink drop, this character gets +2 ¤.
    "Wasabi - Called into Battle": Behaviour(
        abilities=(
            Triggered(
                (DealsDamage(This()),),
                (
                    DealDamage(
                        StatOf(Stat.STRENGTH, This()),
                        Cards(det=Det.CHOSEN, other=True),
                        amount_first=True,
                    ),
                ),
                name="TWIN BLADES",
                during_your_turn=True,
            ),
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 2),)),
                name="BRING THE HEAT",
                condition=HaveDrop(),
            ),
        ),
    ),
    # SAFETY FIRST When you play this character, if you removed an ink drop to play him, your other
    # characters gain Resist +1 and Ward until the start of your next turn.
    "Wasabi - Future Thinker": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        RemovedDrop(target=This(form=Pronoun.HE)),
                        (
                            Modify(
                                Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True),
                                (Gains(Keyword.RESIST, value=1), Gains(Keyword.WARD)),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="SAFETY FIRST",
            ),
        ),
    ),
    # KEEP 'EM COMING 6 ⬡ — Whenever one of your characters challenges another character this turn,
    # get 1 ink drop.
    "Yama - Notorious Criminal": Behaviour(
        abilities=(
            Activated(
                Cost(ink=6),
                (
                    Floating(
                        Challenges(
                            Cards(det=Det.ONE_OF, owner=Owner.YOURS),
                            challenged=Cards(other=True),
                        ),
                        (GetDrops(),),
                    ),
                ),
                name="KEEP 'EM COMING",
            ),
        ),
    ),
}
