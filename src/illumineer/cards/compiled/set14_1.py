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
from illumineer.engine.abilities.card_events import Exerts
from illumineer.engine.abilities.changes import Cant, Deed, Gains, GainsAbility, Gets
from illumineer.engine.abilities.conditions import (
    ChosenHasDamage,
    HasNoDamage,
    IsState,
    LookedIs,
    OpponentHas,
    PlayedThisTurn,
    YouHave,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.costs import DiscardCost
from illumineer.engine.abilities.deck import (
    InkLooked,
    InkTopCard,
    LookAtTop,
    PutLooked,
    Rest,
    RevealTop,
    TopOrBottom,
)
from illumineer.engine.abilities.distinct import DistinctItems, PlayedItemUnique
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
    StrengthAtMost,
    WithKeyword,
)
from illumineer.engine.abilities.flow import If, IfYouDo, Instead, May
from illumineer.engine.abilities.hand import (
    Discard,
    Draw,
    GainLore,
    PayInk,
    ReduceNextCost,
    RevealHand,
)
from illumineer.engine.abilities.hands import DiscardChosen
from illumineer.engine.abilities.highest import HaveHighestCost
from illumineer.engine.abilities.inkdrops import GetDrops, GotDrop, InkInstead, YouAndAnother
from illumineer.engine.abilities.inkwells import PlayersInkTop
from illumineer.engine.abilities.locations import (
    CountsAsMoreCost,
    HaveForEach,
    MovesHere,
    MovesToLocation,
    MoveTo,
)
from illumineer.engine.abilities.played import YouPlayedIt
from illumineer.engine.abilities.players import Called, ChosenPlayer, TheirPlayer
from illumineer.engine.abilities.prevention import DealUnresisted
from illumineer.engine.abilities.restrictions import CantPlay, Whom
from illumineer.engine.abilities.searching import TakeIt
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Lasting,
    Modify,
    PutIntoInkwell,
    PutOnBottom,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, Them, This
from illumineer.engine.abilities.top_or_bottom import OneTopOrBottom
from illumineer.engine.abilities.triggers import (
    Banishes,
    Banishment,
    Intro,
    IsBanished,
    Plays,
    PlaysNth,
    Quests,
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
    # MUSICAL LEGACY When you play this item, draw a card. FROM THE HEART ⟳, 1 ⬡ — Chosen character
    # gains Singer and counts as having +2 cost to sing songs this turn.
    "Ancestral Guitar": Behaviour(
        abilities=(
            Triggered((Plays(This(), intro=Intro.WHEN),), (Draw(),), name="MUSICAL LEGACY"),
            Activated(
                Cost(exert=True, ink=1),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.SINGER), CountsAsMoreCost(2))),),
                name="FROM THE HEART",
            ),
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
    # ONE OF A KIND Whenever you play an item, if the item you played has a different name than each
    # other item you have in play, draw a card. PERSONAL COLLECTION For each item with a different
    # name you have in play, this character gets +1 ◊.
    "Ariel - Collector of Oddities": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.ITEM,))),),
                (If(PlayedItemUnique(), (Draw(),)),),
                name="ONE OF A KIND",
            ),
            Static(
                HaveForEach(DistinctItems(), This(), (Gets(Stat.LORE, 1),)),
                name="PERSONAL COLLECTION",
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
    # MAGICAL TRAVEL When you play this character, you may move him to a location for free. ARCANE
    # DELIVERIES Once during your turn, whenever this character moves to a location, get 1 ink drop.
    "Arthur - Merlin's Assistant": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((MoveTo(This(form=Pronoun.HE), location=Cards(kinds=(Kind.LOCATION,))),)),),
                name="MAGICAL TRAVEL",
            ),
            Triggered(
                (MovesToLocation(This()),),
                (GetDrops(),),
                name="ARCANE DELIVERIES",
                during_your_turn=True,
                once_per_turn=True,
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
    # MELODIC REFRAIN When you play this character, return a song card you played this turn with
    # cost 3 or less from your discard to your hand. JOYOUS RECEPTION At the end of your turn, if
    # you played a song this turn, gain 1 lore.
    "Aurora - Delightful Musician": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    ReturnToHand(
                        Cards(
                            kinds=(Kind.SONG,),
                            having=(YouPlayedIt(), CostAtMost(3), In(Place.FROM_YOUR_DISCARD)),
                            card=True,
                        ),
                        whose=Whose.YOUR,
                    ),
                ),
                name="MELODIC REFRAIN",
            ),
            Triggered(
                (TurnEnds(),),
                (If(PlayedThisTurn(Cards(kinds=(Kind.SONG,))), (GainLore(1),)),),
                name="JOYOUS RECEPTION",
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
    # Shift 3 ⬡ HYPERIA CITY TIPS During your turn, whenever this character exerts, you pay 2 ⬡ less
    # for the next action you play this turn. HYPERIA CITY SECRETS During your turn, whenever you
    # play a third action, gain 3 lore.
    "Belle - Exceptional Writer": Behaviour(
        abilities=(
            Triggered(
                (Exerts(This()),),
                (ReduceNextCost(2, Cards(det=Det.BARE, kinds=(Kind.ACTION,))),),
                name="HYPERIA CITY TIPS",
                during_your_turn=True,
            ),
            Triggered(
                (PlaysNth(3, Cards(det=Det.BARE, kinds=(Kind.ACTION,))),),
                (GainLore(3),),
                name="HYPERIA CITY SECRETS",
                during_your_turn=True,
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
    # Ward SCRUMPTIOUS! Your items named Leaning Tower of Cheese-a gain “⟳, 1 ⬡ — Get 1 ink drop.”
    "Bobby Zimuruski - Soundboard Whiz": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(
                        det=Det.PLAIN,
                        kinds=(Kind.ITEM,),
                        owner=Owner.YOURS,
                        having=(Named("Leaning Tower of Cheese-a"),),
                    ),
                    (GainsAbility(Activated(Cost(exert=True, ink=1), (GetDrops(),)), stop=True),),
                ),
                name="SCRUMPTIOUS!",
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
    # FREE SOUVENIR Once during your turn, whenever a character moves here, get 1 ink drop.
    "Central Station - Transportation Hub": Behaviour(
        abilities=(
            Triggered(
                (MovesHere(Cards()),),
                (GetDrops(),),
                name="FREE SOUVENIR",
                during_your_turn=True,
                once_per_turn=True,
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
    # Shift 5 ⬡ BESPOKE DESIGN At the end of your turn, you may look at the top 2 cards of your
    # deck. Put one on either the top or the bottom of your deck and the other into your inkwell
    # facedown and exerted.
    "Cinderella - Unintentional Icon": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (May((LookAtTop(2),)), OneTopOrBottom(), InkLooked(other=True, join=Join.AND)),
                name="BESPOKE DESIGN",
            ),
        ),
    ),
    # IMPROVE THE VIEW When you play this character, you may banish chosen item. If you do, its
    # player puts the top card of their deck into their inkwell facedown and exerted.
    "Clarabelle - Out for a Stroll": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),
                    IfYouDo((PlayersInkTop(TheirPlayer(called=Called.ITS_PLAYER)),)),
                ),
                name="IMPROVE THE VIEW",
            ),
        ),
    ),
    # Bodyguard EVERYONE'S BUDDY You can't play this character unless you played another character
    # this turn.
    "Clawhauser - Safety Officer": Behaviour(
        abilities=(
            Static(
                CantPlay(This(), whom=Whom.YOU),
                name="EVERYONE'S BUDDY",
                condition=PlayedThisTurn(Cards(other=True)),
                provided=Provided.UNLESS,
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
    # IMPETUS IMPROVISUS Choose and discard a card — Chosen Gargoyle character gains Rush and
    # Evasive until the start of your next turn. STONE BY DAY If you have 3 or more cards in your
    # hand, this character can't ready.
    "Demona - Imperious Spellcaster": Behaviour(
        abilities=(
            Activated(
                Cost(parts=(DiscardCost(choose=True),)),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, classes=("Gargoyle",)),
                        (Gains(Keyword.RUSH), Gains(Keyword.EVASIVE)),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="IMPETUS IMPROVISUS",
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
    # Shift 4 ⬡ LASTING IMPRESSION When you play this character, deal 1 damage to each opposing
    # character. This damage can't be reduced by Resist. SO SUAVE While this character is exerted,
    # each opposing damaged character gets -1 ◊.
    "Don Karnage - Debonair Pirate": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (DealUnresisted(1, Cards(det=Det.EACH, owner=Owner.OPPOSING)),),
                name="LASTING IMPRESSION",
            ),
            Static(
                Have(
                    Cards(det=Det.EACH, owner=Owner.OPPOSING, state=State.DAMAGED),
                    (Gets(Stat.LORE, -1),),
                ),
                name="SO SUAVE",
                condition=IsState(State.EXERTED),
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
    # UPPER CRUST While you have a character in play with the highest cost, or tied for highest
    # cost, this character gets +1 ◊. PROPER ETIQUETTE Whenever this character quests, look at the
    # top card of your deck. Put that card on either the top or the bottom of your deck.
    "Duchess - Cosmopolitan Cat": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1),)),
                name="UPPER CRUST",
                condition=HaveHighestCost(),
            ),
            Triggered(
                (Quests(This()),),
                (LookAtTop(1), TopOrBottom(that_card=True)),
                name="PROPER ETIQUETTE",
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
    # Singer 5 TOP THE CHARTS While an opponent has a song card in their discard, this character
    # gets +1 ◊.
    "Ernesto de la Cruz - Idol of Millions": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1),)),
                name="TOP THE CHARTS",
                condition=OpponentHas(
                    Cards(kinds=(Kind.SONG,), having=(In(Place.IN_THEIR_DISCARD),), card=True),
                ),
            ),
        ),
    ),
}
