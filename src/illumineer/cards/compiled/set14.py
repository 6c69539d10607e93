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
from illumineer.engine.abilities.amounts import Counted, StatOf, Times
from illumineer.engine.abilities.changes import Can, Cant, Deed, Gains, GainsAbility, Gets
from illumineer.engine.abilities.conditions import (
    ChosenHasDamage,
    HasNoDamage,
    IsState,
    LookedIs,
    OpponentsTurn,
    PlayedThisTurn,
    Quested,
    TookDamage,
    UsedShift,
    YouHave,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    InkTopCard,
    LookAtTop,
    PutLooked,
    Rest,
    RevealTop,
    TakeAllLooked,
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
    Owner,
    Place,
    State,
    StrengthAtLeast,
    StrengthAtMost,
    WithKeyword,
)
from illumineer.engine.abilities.flow import Floating, If, IfYouDo, Instead, May
from illumineer.engine.abilities.fromdiscard import PlayDiscardedFree
from illumineer.engine.abilities.hand import (
    Discard,
    Draw,
    GainLore,
    LoseLore,
    PayInk,
    ReduceNextCost,
    RevealHand,
)
from illumineer.engine.abilities.hands import (
    DiscardChosen,
    DiscardEachRevealed,
    DiscardedIs,
    LookAtHand,
)
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
from illumineer.engine.abilities.locations import (
    IsAtALocation,
    MovesHere,
    MoveTo,
    QuestsWhile,
    TheOther,
)
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.players import ChosenPlayer
from illumineer.engine.abilities.searching import MillTop, TakeIt
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    GetsForEach,
    Lasting,
    Modify,
    PutIntoInkwell,
    PutOnBottom,
    RemoveDamage,
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
    Sings,
    TurnEnds,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Put the top card of your deck into your inkwell facedown and exerted. Get 1 ink drop.
    "A Dark Age No More": Behaviour(effect=(InkTopCard(), GetDrops())),
    # DREAM COME TRUE When you play this character, reveal the top card of your deck. If it's a
    # character card with Singer or a song card, you may put it into your hand. Otherwise, put it on
    # the bottom of your deck.
    "Abby Park - Intense Fan": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealTop(),
                    If(
                        LookedIs(
                            Cards(
                                having=(WithKeyword(Keyword.SINGER),),
                                card=True,
                                alternatives=(Cards(kinds=(Kind.SONG,), card=True),),
                            ),
                        ),
                        (May((TakeIt(),)),),
                        otherwise=(PutLooked(said=Rest.IT),),
                    ),
                ),
                name="DREAM COME TRUE",
            ),
        ),
    ),
    # Put chosen opposing character with 3 ¤ or less on the bottom of their player's deck.
    "Above the Crowd": Behaviour(
        effect=(
            PutOnBottom(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, having=(StrengthAtMost(3),))),
        ),
    ),
    # Deal 3 damage to chosen character. If that character has damage, deal 5 damage instead.
    "Air Drop": Behaviour(
        effect=(
            DealDamage(3, Cards(det=Det.CHOSEN)),
            Instead(ChosenHasDamage(), (DealDamage(5, Them(form=Pronoun.UNSAID)),)),
        ),
    ),
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
    # MEDICAL ASSISTANCE Whenever this character quests, remove up to 2 damage from chosen
    # character.
    "Baymax - Qualified Physician": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (RemoveDamage(2, Cards(det=Det.CHOSEN)),),
                name="MEDICAL ASSISTANCE",
            ),
        ),
    ),
    # CITY ADVENTURES When you play this character, reveal the top card of your deck. If it's an
    # item card named Belle's City Guide or an action card, you may put it into your hand.
    # Otherwise, put it on the bottom of your deck.
    "Belle - Reflective Writer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealTop(),
                    If(
                        LookedIs(
                            Cards(
                                kinds=(Kind.ITEM,),
                                having=(Named("Belle's City Guide"),),
                                card=True,
                                alternatives=(Cards(kinds=(Kind.ACTION,), card=True),),
                            ),
                        ),
                        (May((TakeIt(),)),),
                        otherwise=(PutLooked(said=Rest.IT),),
                    ),
                ),
                name="CITY ADVENTURES",
            ),
        ),
    ),
    # INSIDER INFO ⟳ — If you played an action this turn, gain 1 lore.
    "Belle's City Guide": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (If(PlayedThisTurn(Cards(kinds=(Kind.ACTION,))), (GainLore(1),)),),
                name="INSIDER INFO",
            ),
        ),
    ),
    # CLEVER PLAN When you play this character, you may put chosen opposing character with cost 2 or
    # less into their player's inkwell facedown and exerted.
    "Bellwether - Highly Qualified": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutIntoInkwell(
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, having=(CostAtMost(2),)),
                            ),
                        ),
                    ),
                ),
                name="CLEVER PLAN",
            ),
        ),
    ),
    # SHARP LITTLE CLAWS When you play this character, you may deal 1 damage to chosen character.
    "Berlioz - Tiny Rascal": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((DealDamage(1, Cards(det=Det.CHOSEN)),)),),
                name="SHARP LITTLE CLAWS",
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
    # WILD RIDE 6 ⬡ — Gain 1 lore. STONE BY DAY If you have 3 or more cards in your hand, this
    # character can't ready.
    "Brooklyn - Full Throttle": Behaviour(
        abilities=(
            Activated(Cost(ink=6), (GainLore(1),), name="WILD RIDE"),
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
    # Draw a card. You may banish chosen item of yours. If you do, chosen opponent chooses and
    # discards a card.
    "Chemical Reaction": Behaviour(
        effect=(
            Draw(),
            May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,), owner=Owner.YOURS)),)),
            IfYouDo((Discard(players=ChosenPlayer(opponent=True)),)),
        ),
    ),
    # I KNOW THESE STREETS Whenever this character quests, you may move him to a Hyperia City
    # location for free. STOP RIGHT THERE 6 ⬡ — Chosen opposing character can't challenge until the
    # start of your next turn.
    "Chief Bogo - Police Commissioner": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            MoveTo(
                                This(form=Pronoun.HE),
                                location=Cards(kinds=(Kind.LOCATION,), classes=("Hyperia City",)),
                            ),
                        ),
                    ),
                ),
                name="I KNOW THESE STREETS",
            ),
            Activated(
                Cost(ink=6),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Cant(Deed.CHALLENGE),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="STOP RIGHT THERE",
            ),
        ),
    ),
    # DISCERNING EYE When you play this character, look at the top card of your deck. Put it on
    # either the top or the bottom of your deck.
    "Cinderella - Homespun Dressmaker": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (LookAtTop(1), TopOrBottom()),
                name="DISCERNING EYE",
            ),
        ),
    ),
    # Draw 4 cards.
    "Creative Inspiration": Behaviour(effect=(Draw(amount=4),)),
    # SAVE FOR THE FUTURE When you play this character, you may put a card from your hand into your
    # inkwell facedown and exerted.
    "Daisy Duck - Savvy Investor": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutIntoInkwell(
                                Cards(kinds=(Kind.CARD,), having=(In(Place.FROM_YOUR_HAND),)),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="SAVE FOR THE FUTURE",
            ),
        ),
    ),
    # ANYTHING FOR YOU When you play this character, chosen character gains Challenger +2 this turn.
    "Dante - Enthusiastic Stray": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.CHALLENGER, value=2),)),),
                name="ANYTHING FOR YOU",
            ),
        ),
    ),
    # Shift 4 ⬡ Evasive TRASH TO TREASURE While you have 10 or more cards in your discard, this
    # character gets +2 ◊.
    "Dante - Loyal Alebrije": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 2),)),
                name="TRASH TO TREASURE",
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
    # Evasive DIGGING IN THE TRASH While you have 10 or more cards in your discard, this character
    # gets +1 ◊.
    "Dante - Strange and Endearing": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1),)),
                name="DIGGING IN THE TRASH",
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
    # RUSH HOUR When you play this character, chosen character gains Rush this turn.
    "Donald Duck - Taxi Driver": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.RUSH),)),),
                name="RUSH HOUR",
            ),
        ),
    ),
    # TRUSTY UMBRELLA While this character has no damage, he gains Resist +2.
    "Edgar Balthazar - Long-Suffering Butler": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.HE), (Gains(Keyword.RESIST, value=2),)),
                name="TRUSTY UMBRELLA",
                condition=HasNoDamage(),
            ),
        ),
    ),
    # FOLLOW THE TRAIL When you play this character, if you have another Detective character in
    # play, chosen opponent reveals their hand and discards a non-character card of your choice.
    "Elisa Maza - Hardworking Detective": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(other=True, classes=("Detective",), having=(In(Place.IN_PLAY),)),
                        ),
                        (
                            RevealHand(players=ChosenPlayer(opponent=True)),
                            DiscardChosen(
                                Cards(kinds=(Kind.CARD,), excluded=(Kind.CHARACTER,)),
                                join=Join.AND,
                            ),
                        ),
                    ),
                ),
                name="FOLLOW THE TRAIL",
            ),
        ),
    ),
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
                once=True,
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
                once=True,
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
    # Move up to 3 damage from chosen character to chosen opposing character.
    "Mim's Malice": Behaviour(
        effect=(MoveDamage(3, Cards(det=Det.CHOSEN), Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
    ),
    # GREAT FIND During each opponent's turn, this character gains Resist +2.
    "Minnie Mouse - Busy Go-Getter": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.RESIST, value=2),)),
                name="GREAT FIND",
                condition=OpponentsTurn(),
                provided=Provided.DURING_EACH_OPPONENTS_TURN,
            ),
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
    # ICE OUT At the end of your turn, if all cards in your inkwell are exerted, chosen opposing
    # character can't challenge until the start of your next turn.
    "Mr. Big - Distribution Magnate": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        IsState(
                            State.EXERTED,
                            target=Cards(
                                det=Det.ALL,
                                kinds=(Kind.CARD,),
                                having=(In(Place.IN_YOUR_INKWELL),),
                            ),
                        ),
                        (
                            Modify(
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                (Cant(Deed.CHALLENGE),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="ICE OUT",
            ),
        ),
    ),
    # ALWAYS ON TIME Whenever this character quests, you pay 1 ⬡ less for the next character you
    # play this turn.
    "Mr. Manchas - Service with a Smile": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (ReduceNextCost(1, Cards(det=Det.BARE)),),
                name="ALWAYS ON TIME",
            ),
        ),
    ),
    # WAY OF THE HERO When you play this character, chosen character gets +2 ¤ and gains “Whenever
    # this character challenges another character, draw a card” this turn. WARRIOR SPIRIT Whenever
    # this character quests, chosen character gains Rush this turn.
    "Mulan - Martial Arts Master": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN),
                        (
                            Gets(Stat.STRENGTH, 2),
                            GainsAbility(
                                Triggered(
                                    (Challenges(This(), challenged=Cards(other=True)),),
                                    (Draw(),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="WAY OF THE HERO",
            ),
            Triggered(
                (Quests(This()),),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.RUSH),)),),
                name="WARRIOR SPIRIT",
            ),
        ),
    ),
    # I'VE GOT THIS While you have another Detective character in play, this character gains
    # Support.
    "Nick Wilde - Providing Backup": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.SUPPORT),)),
                name="I'VE GOT THIS",
                condition=YouHave(
                    Cards(other=True, classes=("Detective",), having=(In(Place.IN_PLAY),)),
                ),
            ),
        ),
    ),
    # Support COMMUNITY OUTREACH At the end of your turn, if you played 2 or more characters this
    # turn, draw a card.
    "Nick Wilde - Toy Drive Officer": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (If(PlayedThisTurn(Cards(det=Det.NUMBER, count=2)), (Draw(),)),),
                name="COMMUNITY OUTREACH",
            ),
        ),
    ),
    # CUT YOUR LOSSES When you play this character, you may return chosen character, item, or
    # location with cost 2 or less to their player's hand.
    "Owen Burnett - Xanatos's Assistant": Behaviour(
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
                name="CUT YOUR LOSSES",
            ),
        ),
    ),
    # KNOWS ALL THE WORDS While you have a character with Singer in play, this character gets +1 ◊.
    "P.J. Pete - Devoted Fan": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1),)),
                name="KNOWS ALL THE WORDS",
                condition=YouHave(Cards(having=(WithKeyword(Keyword.SINGER), In(Place.IN_PLAY)))),
            ),
        ),
    ),
    # Shift 3 ⬡ ANCESTRAL WISDOM While you have 10 or more cards in your discard, this character
    # gets +2 ¤ and +2 ◊.
    "Pepita - Imelda's Right Hand": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 2), Gets(Stat.LORE, 2))),
                name="ANCESTRAL WISDOM",
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
    # Evasive FAVORITE TRICK When you play this character, you may exert chosen opposing character.
    "Peter Pan's Shadow - Elusive Prankster": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),),
                name="FAVORITE TRICK",
            ),
        ),
    ),
    # DODGE THIS! When you play this item, you may deal 1 damage to chosen character. BARREL ROLL ⟳,
    # 1 ⬡ — Chosen character gains Alert this turn.
    "Pirate Plane": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((DealDamage(1, Cards(det=Det.CHOSEN)),)),),
                name="DODGE THIS!",
            ),
            Activated(
                Cost(exert=True, ink=1),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.ALERT),)),),
                name="BARREL ROLL",
            ),
        ),
    ),
    # Singer 9 BACKUP SINGERS Once during your turn, whenever you play a song, return a character
    # card with Singer from your discard to your hand. PERFECT HARMONY This character gets +1 ◊ for
    # each other character with Singer you have in play.
    "Powerline - Megastar": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,))),),
                (
                    ReturnToHand(
                        Cards(
                            having=(WithKeyword(Keyword.SINGER), In(Place.FROM_YOUR_DISCARD)),
                            card=True,
                        ),
                        whose=Whose.YOUR,
                    ),
                ),
                name="BACKUP SINGERS",
                during_your_turn=True,
                once_per_turn=True,
            ),
            Static(
                Have(
                    This(),
                    (
                        Gets(
                            Stat.LORE,
                            Times(
                                1,
                                Counted(
                                    Cards(
                                        det=Det.BARE,
                                        other=True,
                                        having=(
                                            WithKeyword(Keyword.SINGER),
                                            In(Place.YOU_HAVE_IN_PLAY),
                                        ),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="PERFECT HARMONY",
            ),
        ),
    ),
    # BACK OFF! When you play this character, you may give chosen character -2 ¤ until the start of
    # your next turn.
    "Priya Mangal - Immovable Fan": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            Modify(
                                Cards(det=Det.CHOSEN),
                                (Gets(Stat.STRENGTH, -2),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                                give=True,
                            ),
                        ),
                    ),
                ),
                name="BACK OFF!",
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
    # TO THE ENDS OF THE REALM This character gets +1 ◊ for each location you have in play.
    "Raya - Determined Explorer": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (
                        Gets(
                            Stat.LORE,
                            Times(
                                1,
                                Counted(
                                    Cards(
                                        det=Det.BARE,
                                        kinds=(Kind.LOCATION,),
                                        having=(In(Place.YOU_HAVE_IN_PLAY),),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="TO THE ENDS OF THE REALM",
            ),
        ),
    ),
    # DUE DILIGENCE When you play this character, you may draw a card, then choose and discard a
    # card.
    "Rebecca Cunningham - Savvy Manager": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="DUE DILIGENCE",
            ),
        ),
    ),
    # HONOR THE PAST ⟳, 1 ⬡ — Choose one: • Put the top 2 cards of your deck into your discard. • If
    # you have 10 or more cards in your discard, gain 1 lore.
    "Rivera Family Photo": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    ChooseOne(
                        (
                            (MillTop(2),),
                            (
                                If(
                                    YouHave(
                                        Cards(
                                            det=Det.NUMBER,
                                            kinds=(Kind.CARD,),
                                            having=(In(Place.IN_YOUR_DISCARD),),
                                            count=10,
                                        ),
                                    ),
                                    (GainLore(1),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="HONOR THE PAST",
            ),
        ),
    ),
    # TODAY'S THE DAY When you play this character, you may move her and one of your other
    # characters to the same location for free. If you do, the other character gets +1 ◊ this turn.
    "Roxanne - Concert Lover": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            MoveTo(
                                This(form=Pronoun.SHE),
                                also=Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True),
                            ),
                        ),
                    ),
                    IfYouDo((Modify(TheOther(), (Gets(Stat.LORE, 1),)),)),
                ),
                name="TODAY'S THE DAY",
            ),
        ),
    ),
    # HIDE AND SEEK ⟳ — Reveal the top 2 cards of your deck. Put revealed character cards into your
    # hand. Put the rest on the bottom of your deck in any order.
    "Russell - Finding Adventure": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (RevealTop(amount=2), TakeAllLooked(Cards(det=Det.PLAIN, card=True)), PutLooked()),
                name="HIDE AND SEEK",
            ),
        ),
    ),
    # Put chosen opposing character with cost 2 or less into their player's inkwell facedown and
    # exerted.
    "Scram!": Behaviour(
        effect=(
            PutIntoInkwell(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, having=(CostAtMost(2),))),
        ),
    ),
    # Chosen opponent reveals their hand and discards each non-character card revealed this way.
    "Shed Your Weary Load": Behaviour(
        effect=(
            RevealHand(players=ChosenPlayer(opponent=True)),
            DiscardEachRevealed(
                Cards(det=Det.EACH, kinds=(Kind.CARD,), excluded=(Kind.CHARACTER,)),
                join=Join.AND,
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
    # QUIETLY RELEASED When you play this character, put chosen opposing character with 3 ¤ or less
    # on the bottom of their player's deck.
    "Shere Khan - Ruthless Entrepreneur": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    PutOnBottom(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, having=(StrengthAtMost(3),)),
                    ),
                ),
                name="QUIETLY RELEASED",
            ),
        ),
    ),
    # WELL DESERVED During your turn, whenever this character banishes another character in a
    # challenge, draw a card.
    "Sir Ector - Blustery Knight": Behaviour(
        abilities=(
            Triggered((Banishes(This()),), (Draw(),), name="WELL DESERVED", during_your_turn=True),
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
    # PUMP IT UP Your characters with Singer get +1 ¤ and +1 ⛉.
    "Speaker Stack": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(WithKeyword(Keyword.SINGER),)),
                    (Gets(Stat.STRENGTH, 1), Gets(Stat.WILLPOWER, 1)),
                ),
                name="PUMP IT UP",
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
    # THE DISTANT REACHES Characters get +1 ¤ and gain Evasive while here.
    "The Beanstalk - Onward and Upward": Behaviour(
        abilities=(
            Static(
                HaveHere((Gets(Stat.STRENGTH, 1), Gains(Keyword.EVASIVE))),
                name="THE DISTANT REACHES",
            ),
        ),
    ),
    # Put the top 3 cards of your deck into your discard. Chosen character gets +1 ¤ this turn for
    # each song card in your discard.
    "Though I Have to Say Goodbye": Behaviour(
        effect=(
            MillTop(3),
            GetsForEach(
                Cards(det=Det.CHOSEN),
                Stat.STRENGTH,
                Times(
                    1,
                    Counted(
                        Cards(
                            det=Det.BARE,
                            kinds=(Kind.SONG,),
                            having=(In(Place.IN_YOUR_DISCARD),),
                            card=True,
                        ),
                    ),
                ),
            ),
        ),
    ),
    # Shift 5 ⬡ IDEAL VENUE When you play this character, you may draw 2 cards, then choose and
    # discard a card. If you discarded a location card this way, you may play it from your discard
    # for free.
    "Tiana - Party Hostess": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((Draw(amount=2), Discard(join=Join.THEN))),
                    If(
                        DiscardedIs(Cards(kinds=(Kind.LOCATION,), card=True)),
                        (May((PlayDiscardedFree(),)),),
                    ),
                ),
                name="IDEAL VENUE",
            ),
        ),
    ),
    # HANDPICKED When you play this character, you may draw a card, then choose and discard a card.
    "Tiana - Restauranteur": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="HANDPICKED",
            ),
        ),
    ),
    # GIVE CHASE When you play this character, choose one: • Exert chosen character with 1 ¤ or
    # less. • This character gains Rush this turn.
    "Tramp - Quick on His Feet": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    ChooseOne(
                        (
                            (Exert(Cards(det=Det.CHOSEN, having=(StrengthAtMost(1),))),),
                            (Modify(This(), (Gains(Keyword.RUSH),)),),
                        ),
                    ),
                ),
                name="GIVE CHASE",
            ),
        ),
    ),
    # WITHERING GLARE When you play this character, chosen opposing character can't ready at the
    # start of their next turn.
    "Tía Victoria - Disapproving Ancestor": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Cant(Deed.READY_AT_START),),
                        lasting=None,
                    ),
                ),
                name="WITHERING GLARE",
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
    # WELL, THAT'S BROKEN When you play this character, you may banish chosen item.
    "Wildcat - Unconventional Mechanic": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),),
                name="WELL, THAT'S BROKEN",
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
