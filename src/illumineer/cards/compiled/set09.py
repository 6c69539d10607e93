"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersExerted,
    Have,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import StatOf
from illumineer.engine.abilities.changes import Can, Cant, Deed, Gains, GainsAbility, Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.conditions import (
    HasNoDamage,
    IsState,
    YouHave,
    YourTurn,
    YouvePlayed,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.cost_of_chosen import CostUpToExerted
from illumineer.engine.abilities.costs import DiscardCost
from illumineer.engine.abilities.deck import (
    InkTopCard,
    LookAtTop,
    PlayForFree,
    PutLooked,
    TakeLooked,
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
    WithKeyword,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.fromdiscard import PlayFreeThenBottom
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, PayInk, ReduceNextCost
from illumineer.engine.abilities.locations import MovesToLocation, MoveTo, ThatLocation
from illumineer.engine.abilities.looking import RevealAndPlay
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.players import EachPlayer
from illumineer.engine.abilities.singing import Sang, Singers
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
from illumineer.engine.abilities.tethered import WhileInPlay
from illumineer.engine.abilities.triggers import (
    Intro,
    IsBanished,
    Plays,
    Quests,
    Sings,
    TurnEnds,
    TurnStarts,
)
from illumineer.engine.abilities.under import CardUnder
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # WASHED AWAY When you play this character, you may put chosen item into its player's inkwell
    # facedown and exerted. MAKING WAVES Whenever this character quests, chosen opposing character
    # gets -2 ¤ this turn.
    "Alice - Accidentally Adrift": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutIntoInkwell(
                                Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,)),
                                whose=Whose.ITS_PLAYERS,
                            ),
                        ),
                    ),
                ),
                name="WASHED AWAY",
            ),
            Triggered(
                (Quests(This()),),
                (Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -2),)),),
                name="MAKING WAVES",
            ),
        ),
    ),
    # ROYAL WELCOME Whenever this character quests, you pay 1 ⬡ less for the next Princess or Queen
    # character you play this turn.
    "Aurora - Holding Court": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (ReduceNextCost(1, Cards(det=Det.BARE, classes=("Princess", "Queen"))),),
                name="ROYAL WELCOME",
            ),
        ),
    ),
    # FULL DANCE CARD Your Princess characters get +1 ¤ and +1 ⛉.
    "Beast - Gracious Prince": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Princess",)),
                    (Gets(Stat.STRENGTH, 1), Gets(Stat.WILLPOWER, 1)),
                ),
                name="FULL DANCE CARD",
            ),
        ),
    ),
    # SO CHEESY When you play this character, you may draw a card, then choose and discard a card.
    "Bobby Zimuruski - Spray Cheese Kid": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="SO CHEESY",
            ),
        ),
    ),
    # Sing Together 8 Play a character from your discard for free.
    "Circle of Life": Behaviour(effect=(PlayForFree(Cards(having=(In(Place.FROM_YOUR_DISCARD),))),)),
    # OUT OF SEASON Once during your turn, whenever a character with cost 2 or less is banished, put
    # the top card of your deck into your inkwell facedown and exerted. INSULTING REMARK During your
    # turn, each opposing character with cost 2 or less gets -1 ¤.
    "Cruella De Vil - Style Icon": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(Cards(having=(CostAtMost(2),))),),
                (InkTopCard(),),
                name="OUT OF SEASON",
                during_your_turn=True,
                once_per_turn=True,
            ),
            Static(
                Have(
                    Cards(det=Det.EACH, owner=Owner.OPPOSING, having=(CostAtMost(2),)),
                    (Gets(Stat.STRENGTH, -1),),
                ),
                name="INSULTING REMARK",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
        ),
    ),
    # Evasive BREAKING RECORDS ⟳, 1 ⬡ — Draw a card and gain 1 lore. MAKING HISTORY Your other
    # characters with Evasive gain “⟳, 1 ⬡ — Draw a card and gain 1 lore.”
    "Dumbo - Ninth Wonder of the Universe": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (Draw(), GainLore(1, join=Join.AND)),
                name="BREAKING RECORDS",
            ),
            Static(
                Have(
                    Cards(
                        det=Det.PLAIN,
                        owner=Owner.YOURS,
                        other=True,
                        having=(WithKeyword(Keyword.EVASIVE),),
                    ),
                    (
                        GainsAbility(
                            Activated(Cost(exert=True, ink=1), (Draw(), GainLore(1, join=Join.AND))),
                            stop=True,
                        ),
                    ),
                ),
                name="MAKING HISTORY",
            ),
        ),
    ),
    # Evasive AERIAL DUO When you play this character, chosen character gains Evasive until the
    # start of your next turn.
    "Dumbo - The Flying Elephant": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN),
                        (Gains(Keyword.EVASIVE),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="AERIAL DUO",
            ),
        ),
    ),
    # WATCH CLOSELY This item enters play exerted. THE PERFECT CAST ⟳, 1 ⬡, Banish this item —
    # Return chosen exerted character of yours to your hand to gain 2 lore.
    "Family Fishing Pole": Behaviour(
        abilities=(
            Static(EntersExerted(), name="WATCH CLOSELY"),
            Activated(
                Cost(exert=True, ink=1, banish=True),
                (
                    ReturnToHand(
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS, state=State.EXERTED),
                        whose=Whose.YOUR,
                    ),
                    GainLore(2, join=Join.TO),
                ),
                name="THE PERFECT CAST",
            ),
        ),
    ),
    # Evasive LET'S MAKE SOME MAGIC While this character is exerted, your other characters get +2 ¤.
    "Genie - Of the Lamp": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True), (Gets(Stat.STRENGTH, 2),)),
                name="LET'S MAKE SOME MAGIC",
                condition=IsState(State.EXERTED),
            ),
        ),
    ),
    # FAMILY VACATION Once during your turn, whenever this character moves to a location, you may
    # move one of your other characters to that location for free. If you do, draw a card.
    "Goofy - Set for Adventure": Behaviour(
        abilities=(
            Triggered(
                (MovesToLocation(This()),),
                (
                    May(
                        (
                            MoveTo(
                                Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True),
                                location=ThatLocation(),
                            ),
                        ),
                    ),
                    IfYouDo((Draw(),)),
                ),
                name="FAMILY VACATION",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Sing Together 9 Each player draws 2 cards and gains 2 lore. If 2 or more characters sang this
    # song, ready them. They can't quest for the rest of this turn.
    "I2I": Behaviour(
        effect=(
            Draw(amount=2, players=EachPlayer()),
            GainLore(2, players=EachPlayer(), join=Join.AND),
            If(Sang(2), (Ready(Singers()),)),
            Modify(Singers(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
        ),
    ),
    # TAKE THE LEAP During your turn, this character gains Evasive. NOW'S MY CHANCE Choose and
    # discard a card — This character gains Challenger +3 this turn.
    "Jasmine - Fearless Princess": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.EVASIVE),)),
                name="TAKE THE LEAP",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
            Activated(
                Cost(parts=(DiscardCost(choose=True),)),
                (Modify(This(), (Gains(Keyword.CHALLENGER, value=3),)),),
                name="NOW'S MY CHANCE",
            ),
        ),
    ),
    # COME ON, PEOPLE, LET'S MOVE When you play this character, your other characters gain
    # Challenger +2 this turn. GO GET 'EM Whenever this character quests, chosen Alien character
    # gains Challenger +2 and “This character can challenge ready characters” this turn.
    "Lilo - Best Explorer Ever": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True),
                        (Gains(Keyword.CHALLENGER, value=2),),
                    ),
                ),
                name="COME ON, PEOPLE, LET'S MOVE",
            ),
            Triggered(
                (Quests(This()),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, classes=("Alien",)),
                        (
                            Gains(Keyword.CHALLENGER, value=2),
                            GainsAbility(Static(Have(This(), (Can(Deed.CHALLENGE_READY),)))),
                        ),
                    ),
                ),
                name="GO GET 'EM",
            ),
        ),
    ),
    # WHAT A BEAUTIFUL BRAWL! When you play this character, choose one: • Chosen Hero character
    # gains Resist +2 this turn. • Deal 2 damage to chosen Villain character.
    "Little John - Sir Reginald": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    ChooseOne(
                        (
                            (
                                Modify(
                                    Cards(det=Det.CHOSEN, classes=("Hero",)),
                                    (Gains(Keyword.RESIST, value=2),),
                                ),
                            ),
                            (DealDamage(2, Cards(det=Det.CHOSEN, classes=("Villain",))),),
                        ),
                    ),
                ),
                name="WHAT A BEAUTIFUL BRAWL!",
            ),
        ),
    ),
    # Shift 4 ⬡ NUMBER ONE HIT Whenever this character quests, you may play a song card with cost 4
    # or less from your discard for free, then put it on the bottom of your deck instead of into
    # your discard.
    "Max Goof - Chart Topper": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            PlayFreeThenBottom(
                                Cards(
                                    kinds=(Kind.SONG,),
                                    having=(CostAtMost(4), In(Place.FROM_YOUR_DISCARD)),
                                    card=True,
                                ),
                            ),
                        ),
                    ),
                ),
                name="NUMBER ONE HIT",
            ),
        ),
    ),
    # PERSONAL SOUNDTRACK When you play this character, you may pay 1 ⬡ to return a song card with
    # cost 3 or less from your discard to your hand.
    "Max Goof - Rebellious Teen": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PayInk(1),
                            ReturnToHand(
                                Cards(
                                    kinds=(Kind.SONG,),
                                    having=(CostAtMost(3), In(Place.FROM_YOUR_DISCARD)),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                                join=Join.TO,
                            ),
                        ),
                    ),
                ),
                name="PERSONAL SOUNDTRACK",
            ),
        ),
    ),
    # Singer 5 I JUST WANNA STAY HOME This character can't move to locations.
    "Max Goof - Rockin' Teen": Behaviour(
        abilities=(Static(Have(This(), (Cant(Deed.MOVE),)), name="I JUST WANNA STAY HOME"),),
    ),
    # Shift 5 ⬡ Evasive CROWNING ACHIEVEMENT While this character has a card under him, he gets +3
    # ¤, +3 ⛉, and +3 ◊.
    "Mickey Mouse - Brave Little Prince": Behaviour(
        abilities=(
            Static(
                Have(
                    This(form=Pronoun.HE),
                    (Gets(Stat.STRENGTH, 3), Gets(Stat.WILLPOWER, 3), Gets(Stat.LORE, 3)),
                ),
                name="CROWNING ACHIEVEMENT",
                condition=CardUnder(pronoun=Pronoun.HE),
            ),
        ),
    ),
    # ROYAL FAVOR Your characters named Mickey Mouse gain Support. BYE BYE, NOW Whenever this
    # character quests, you may banish chosen exerted character with 5 ¤ or more.
    "Minnie Mouse - Sweetheart Princess": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(Named("Mickey Mouse"),)),
                    (Gains(Keyword.SUPPORT),),
                ),
                name="ROYAL FAVOR",
            ),
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            Banish(
                                Cards(
                                    det=Det.CHOSEN,
                                    state=State.EXERTED,
                                    having=(StrengthAtLeast(5),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="BYE BYE, NOW",
            ),
        ),
    ),
    # IMPERIAL INVITATION Whenever this character quests, look at the top 4 cards of your deck. You
    # may reveal a Princess character card and put it into your hand. Put the rest on the bottom of
    # your deck in any order.
    "Mulan - Considerate Diplomat": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    LookAtTop(4),
                    May((TakeLooked(Cards(classes=("Princess",), card=True)),)),
                    PutLooked(),
                ),
                name="IMPERIAL INVITATION",
            ),
        ),
    ),
    # DETERMINED DIVERSION While this character has no damage, she gets +1 ◊ and gains Resist +1.
    "Nala - Undaunted Lioness": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.SHE), (Gets(Stat.LORE, 1), Gains(Keyword.RESIST, value=1))),
                name="DETERMINED DIVERSION",
                condition=HasNoDamage(),
            ),
        ),
    ),
    # SHOUT OUT LOUD! Whenever you play a song, this character gets +2 ¤ this turn.
    "P.J. Pete - Caught Up in the Music": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,))),),
                (Modify(This(), (Gets(Stat.STRENGTH, 2),)),),
                name="SHOUT OUT LOUD!",
            ),
        ),
    ),
    # ELECTRIC MOVE If you've played a song this turn, this character gains Rush this turn.
    "Powerline - Musical Superstar": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.RUSH),), this_turn=True),
                name="ELECTRIC MOVE",
                condition=YouvePlayed(Cards(kinds=(Kind.SONG,))),
                provided=Provided.IF,
            ),
        ),
    ),
    # Shift 4 ⬡ Singer 9 MASH-UP Once during your turn, whenever this character sings a song, look
    # at the top 4 cards of your deck. You may reveal a song card with cost 9 or less and play it
    # for free. Put the rest on the bottom of your deck in any order.
    "Powerline - World's Greatest Rock Star": Behaviour(
        abilities=(
            Triggered(
                (Sings(This()),),
                (
                    LookAtTop(4),
                    May(
                        (
                            RevealAndPlay(
                                Cards(kinds=(Kind.SONG,), having=(CostAtMost(9),), card=True),
                            ),
                        ),
                    ),
                    PutLooked(),
                ),
                name="MASH-UP",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # CONCERT LOVER While you have a character with Singer in play, this character gets +1 ¤ and +1
    # ◊.
    "Roxanne - Powerline Fan": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 1), Gets(Stat.LORE, 1))),
                name="CONCERT LOVER",
                condition=YouHave(Cards(having=(WithKeyword(Keyword.SINGER), In(Place.IN_PLAY)))),
            ),
        ),
    ),
    # BE GRATEFUL Your Ally characters get +1 ¤. STICK WITH ME At the end of your turn, if this
    # character is exerted, you may draw cards equal to the ¤ of chosen Ally character of yours. If
    # you do, choose and discard 2 cards and banish that character.
    "Scar - Finally King": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Ally",)),
                    (Gets(Stat.STRENGTH, 1),),
                ),
                name="BE GRATEFUL",
            ),
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        IsState(State.EXERTED),
                        (
                            May(
                                (
                                    Draw(
                                        amount=StatOf(
                                            Stat.STRENGTH,
                                            Cards(
                                                det=Det.CHOSEN,
                                                owner=Owner.YOURS,
                                                classes=("Ally",),
                                            ),
                                            of=True,
                                        ),
                                    ),
                                ),
                            ),
                        ),
                    ),
                    IfYouDo((Discard(amount=2), Banish(Them(form=Pronoun.NOUN), join=Join.AND))),
                ),
                name="STICK WITH ME",
            ),
        ),
    ),
    # Chosen character gets +3 ¤ and gains Evasive until the start of your next turn.
    "Stand Out": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN),
                (Gets(Stat.STRENGTH, 3), Gains(Keyword.EVASIVE)),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
    # NOW YOU CAN FLY! When you play this item, choose a character of yours. While this item is in
    # play, that character gains Evasive. GROUNDED 3 ⬡ — Return this item to your hand.
    "The Magic Feather": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Pick(Cards(owner=Owner.YOURS)),
                    WhileInPlay(Them(form=Pronoun.NOUN), (Gains(Keyword.EVASIVE),), first=True),
                ),
                name="NOW YOU CAN FLY!",
            ),
            Activated(Cost(ink=3), (ReturnToHand(This(), whose=Whose.YOUR),), name="GROUNDED"),
        ),
    ),
    # Support ROYAL SUMMONS At the start of your turn, you may choose and discard a Princess or
    # Queen character card to return a character card from your discard to your hand.
    "The Queen - Conceited Ruler": Behaviour(
        abilities=(
            Triggered(
                (TurnStarts(),),
                (
                    May(
                        (
                            Discard(cards=Cards(classes=("Princess", "Queen"), card=True)),
                            ReturnToHand(
                                Cards(having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                                whose=Whose.YOUR,
                                join=Join.TO,
                            ),
                        ),
                    ),
                ),
                name="ROYAL SUMMONS",
            ),
        ),
    ),
    # LET'S SHOW 'EM, DUMBO! While you have a character with Evasive in play, this character gets +1
    # ◊.
    "Timothy Q. Mouse - Flight Instructor": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1),)),
                name="LET'S SHOW 'EM, DUMBO!",
                condition=YouHave(Cards(having=(WithKeyword(Keyword.EVASIVE), In(Place.IN_PLAY)))),
            ),
        ),
    ),
    # SING FOR ME When you play this character, exert chosen opposing ready character. Then, you may
    # play a song with cost equal to or less than the exerted character's cost for free.
    "Ursula - Voice Stealer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, state=State.READY)),
                    May(
                        (PlayForFree(Cards(kinds=(Kind.SONG,), having=(CostUpToExerted(),))),),
                        join=Join.THEN_SENTENCE,
                    ),
                ),
                name="SING FOR ME",
            ),
        ),
    ),
}
