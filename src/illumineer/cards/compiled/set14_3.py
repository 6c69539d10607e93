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
from illumineer.engine.abilities.changes import Cant, Deed, Gains, GainsAbility, Gets
from illumineer.engine.abilities.conditions import (
    IsState,
    OpponentsTurn,
    PlayedThisTurn,
    TookDamage,
    UsedShift,
    YouHave,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.costs import ReduceNextThatName, RevealSameName
from illumineer.engine.abilities.deck import LookAtTop, PutLooked
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
from illumineer.engine.abilities.flow import EitherOr, If, IfYouDo, Instead, May
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, LoseLore, ReduceNextCost
from illumineer.engine.abilities.hand_or_discard import PlayFromHandOrDiscard
from illumineer.engine.abilities.hands import LookAtHand
from illumineer.engine.abilities.inkdrops import (
    GetDrops,
    HaveDrop,
    RemovedDrop,
    RemovesDrop,
    YouAndAnother,
)
from illumineer.engine.abilities.inkwell_return import DidEither, LookAtInkwell, ReturnOneInk
from illumineer.engine.abilities.locations import CostAtMostEach, MovesHere, MoveTo, ThatLocation
from illumineer.engine.abilities.looking import RevealUpTo
from illumineer.engine.abilities.milled import PutFromDeck
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.players import EachPlayer
from illumineer.engine.abilities.singing import Sang, Singers
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    Lasting,
    Modify,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.to_bottom import BottomInAnyOrder
from illumineer.engine.abilities.triggers import (
    Banishment,
    Challenges,
    Intro,
    IsBanished,
    Plays,
    Quests,
    Sings,
    TurnEnds,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
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
    # DISTANT MEMORY Whenever you put 1 or more cards into your discard from your deck, this
    # character gets +1 ◊ this turn.
    "Mamá Coco - Visiting the Park": Behaviour(
        abilities=(
            Triggered(
                (PutFromDeck(),),
                (Modify(This(), (Gets(Stat.LORE, 1),)),),
                name="DISTANT MEMORY",
            ),
        ),
    ),
    # LET ME THROUGH When you play this character, put 3 cards from your discard on the bottom of
    # your deck in any order or banish her.
    "Mamá Imelda - No-Nonsense Ancestor": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    EitherOr(
                        (
                            BottomInAnyOrder(
                                Cards(
                                    det=Det.EXACTLY,
                                    kinds=(Kind.CARD,),
                                    having=(In(Place.FROM_YOUR_DISCARD),),
                                    count=3,
                                ),
                            ),
                        ),
                        (Banish(This(form=Pronoun.SHE)),),
                    ),
                ),
                name="LET ME THROUGH",
            ),
        ),
    ),
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
    # SWEET REMIX When you play this character, you may choose and discard a song card. If you do,
    # draw 2 cards. BRAND-NEW PLAYLIST While you have 5 or more song cards in your discard, this
    # character gets +3 ◊.
    "Max Goof - Karaoke Star": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((Discard(cards=Cards(kinds=(Kind.SONG,), card=True)),)),
                    IfYouDo((Draw(amount=2),)),
                ),
                name="SWEET REMIX",
            ),
            Static(
                Have(This(), (Gets(Stat.LORE, 3),)),
                name="BRAND-NEW PLAYLIST",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.SONG,),
                        having=(In(Place.IN_YOUR_DISCARD),),
                        count=5,
                        card=True,
                    ),
                ),
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
    # MAGIC TOUCH ⟳, Reveal 2 cards with the same name in your hand — You pay 1 ⬡ less for the next
    # card you play with that name this turn.
    "Merlin's Wand": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, parts=(RevealSameName(),)),
                (ReduceNextThatName(1),),
                name="MAGIC TOUCH",
            ),
        ),
    ),
    # Adventurous HOT DOG! At the end of your turn, if this character is exerted, each player gets 1
    # ink drop.
    "Mickey Mouse - Best in Town": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (If(IsState(State.EXERTED), (GetDrops(players=EachPlayer()),)),),
                name="HOT DOG!",
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
    # Ward ALL BY DESIGN At the end of your turn, if this character is exerted, you may look at the
    # cards in your inkwell and then you may return one to your hand. If you do either, exert all
    # cards in your inkwell.
    "Minnie Mouse - Urban Visionary": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        IsState(State.EXERTED),
                        (May((LookAtInkwell(),)), May((ReturnOneInk(),), join=Join.AND_THEN)),
                    ),
                    If(
                        DidEither(),
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
                name="ALL BY DESIGN",
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
    # Sing Together 5 Return up to 2 character cards with cost 2 or less each from your discard to
    # your hand.
    "Never Gonna Let You Cry": Behaviour(
        effect=(
            ReturnToHand(
                Cards(
                    det=Det.UP_TO_OF,
                    having=(CostAtMostEach(2), In(Place.FROM_YOUR_DISCARD)),
                    count=2,
                    card=True,
                    wording=Wording.UP_TO_BARE,
                ),
                whose=Whose.YOUR,
            ),
        ),
    ),
    # Sing Together 9 Look at the top 9 cards of your deck. Reveal up to 3 character cards with
    # Singer and put them into your hand. Put the rest on the bottom of your deck in any order.
    "Never Too Far Apart": Behaviour(
        effect=(
            LookAtTop(9),
            RevealUpTo(3, Cards(det=Det.PLAIN, having=(WithKeyword(Keyword.SINGER),), card=True)),
            PutLooked(),
        ),
    ),
    # Shift 4 ⬡ RESTRICTED ROUTE Whenever this character quests, you may give chosen character
    # Adventurous until the start of your next turn.
    "Nick Wilde - Inquisitive Harbormaster": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            Modify(
                                Cards(det=Det.CHOSEN),
                                (Gains(Keyword.ADVENTUROUS),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                                give=True,
                            ),
                        ),
                    ),
                ),
                name="RESTRICTED ROUTE",
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
    # Play a location from your hand or discard for free. If a character sang this song, you may
    # move them to that location for free.
    "People Gonna Come Here": Behaviour(
        effect=(
            PlayFromHandOrDiscard(Cards(kinds=(Kind.LOCATION,))),
            If(Sang(1), (May((MoveTo(Singers(), location=ThatLocation()),)),)),
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
}
