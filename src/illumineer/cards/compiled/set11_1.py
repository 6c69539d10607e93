"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    Once,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, Times
from illumineer.engine.abilities.card_events import Exerts, Inked
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.conditions import (
    ChosenIs,
    FirstTurnSecondPlayer,
    WasBanished,
    YouHave,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.costs import DiscardCost
from illumineer.engine.abilities.deck import (
    InkTopCard,
    LookAtTop,
    PlayForFree,
    PutLooked,
    TakeAllLooked,
    TopOrBottom,
)
from illumineer.engine.abilities.each_opposing import MayPickTheirs
from illumineer.engine.abilities.each_reveals import EachRevealsTop
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtMost,
    Det,
    Here,
    In,
    Kind,
    Named,
    Owner,
    Place,
    State,
    WithKeyword,
)
from illumineer.engine.abilities.flow import EitherOr, If, IfYouDo, Instead, May
from illumineer.engine.abilities.fromdiscard import TheyMayPlayFree
from illumineer.engine.abilities.gains_shift import GainsShift
from illumineer.engine.abilities.granted import CanChallenge
from illumineer.engine.abilities.hand import (
    Discard,
    Draw,
    GainLore,
    PayInk,
    ReduceNextCost,
    RevealHand,
)
from illumineer.engine.abilities.ink_from_discard import InkThatFromDiscard
from illumineer.engine.abilities.inktypes import RevealedInks
from illumineer.engine.abilities.locations import IsAtALocation
from illumineer.engine.abilities.lore_of_discard import GainLoreOfThenBottom
from illumineer.engine.abilities.lost_ability import LoseAbility
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.noted import LeftDiscard
from illumineer.engine.abilities.players import Called, ChosenPlayer, TheirPlayer, You
from illumineer.engine.abilities.prevention import RemoveInstead
from illumineer.engine.abilities.restrictions import MustQuest
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    Lasting,
    Modify,
    NoChallengeDamage,
    PutOnBottom,
    Ready,
    RemoveDamage,
    ShuffleIntoDeck,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, That, Them, This
from illumineer.engine.abilities.tethered import WhileInPlay
from illumineer.engine.abilities.their_choice import DamagesOneOfTheirs, TheyBottomOneOfTheirs
from illumineer.engine.abilities.triggers import (
    Challenges,
    Intro,
    IsBanished,
    Plays,
    Quests,
    TurnStarts,
)
from illumineer.engine.abilities.under import (
    CardsUnder,
    CardsWereUnder,
    LookAtNumber,
    PutTopUnder,
    TakeFromUnder,
    UnderToBottom,
    UsesBoost,
)
from illumineer.engine.abilities.yes_or_no import YesOrNo
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # PROTECTIVE INSTINCT While you have a Queen character in play, this character gets +2 ¤.
    "Agnarr - King of Arendelle": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 2),)),
                name="PROTECTIVE INSTINCT",
                condition=YouHave(Cards(classes=("Queen",), having=(In(Place.IN_PLAY),))),
            ),
        ),
    ),
    # You pay 2 ⬡ less for the next character you play this turn. Draw a card.
    "Akood et Emuti": Behaviour(effect=(ReduceNextCost(2, Cards(det=Det.BARE)), Draw())),
    # QUICK ON HIS FEET Whenever you play an action, this character gains Evasive until the start of
    # your next turn.
    "Aladdin - On the Edge of Adventure": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.ACTION,))),),
                (Modify(This(), (Gains(Keyword.EVASIVE),), lasting=Lasting.UNTIL_YOUR_NEXT_TURN),),
                name="QUICK ON HIS FEET",
            ),
        ),
    ),
    # Boost 2 ⬡ MYSTICAL INSIGHT Whenever this character quests, put all cards from under her into
    # your hand.
    "Alice - Well-Read Whisper": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (TakeFromUnder(This(form=Pronoun.SHE)),),
                name="MYSTICAL INSIGHT",
            ),
        ),
    ),
    # UNTOUCHABLE While you have no cards in your hand, this character gains Resist +2. GOOD AIM
    # Once during your turn, you may choose and discard a card to deal 2 damage to chosen character.
    "Angel - Experiment 624": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.RESIST, value=2),)),
                name="UNTOUCHABLE",
                condition=YouHave(
                    Cards(det=Det.NO, kinds=(Kind.CARD,), having=(In(Place.IN_YOUR_HAND),)),
                ),
            ),
            Activated(
                Cost(parts=(DiscardCost(choose=True),)),
                (DealDamage(2, Cards(det=Det.CHOSEN)),),
                name="GOOD AIM",
                once=Once.DURING_YOUR_TURN,
            ),
        ),
    ),
    # UNDERDOG If this is your first turn and you're not the first player, you pay 1 ⬡ less to play
    # this character. Singer 3.
    "Angel - Siren Singer": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="UNDERDOG",
                condition=FirstTurnSecondPlayer(),
                provided=Provided.IF,
            ),
        ),
    ),
    # SHADOW POWER When you play this character, you may give chosen character Challenger +2 and
    # Resist +2 until the start of your next turn. ETERNAL NIGHT Your Gargoyle characters lose the
    # Stone by Day ability.
    "Angela - Night Warrior": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            Modify(
                                Cards(det=Det.CHOSEN),
                                (Gains(Keyword.CHALLENGER, value=2), Gains(Keyword.RESIST, value=2)),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                                give=True,
                            ),
                        ),
                    ),
                ),
                name="SHADOW POWER",
            ),
            Static(
                LoseAbility(Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Gargoyle",))),
                name="ETERNAL NIGHT",
            ),
        ),
    ),
    # UNEXPECTED DISCOVERY When you play this character, you may put a card from chosen player's
    # discard on the bottom of their deck.
    "Anna - Little Sister": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutOnBottom(
                                Cards(
                                    kinds=(Kind.CARD,),
                                    having=(In(Place.FROM_CHOSEN_PLAYERS_DISCARD),),
                                ),
                                whose=Whose.THEIR,
                            ),
                        ),
                    ),
                ),
                name="UNEXPECTED DISCOVERY",
            ),
        ),
    ),
    # UNUSUAL TRANSFORMATION If a card left a player's discard this turn, this card gains Shift 0 ⬡.
    # WARM HEART Whenever this character quests, you may gain lore equal to the ◊ of a character
    # card in your discard. If you do, put that card on the bottom of your deck.
    "Anna - Soothing Sister": Behaviour(
        abilities=(
            Static(
                GainsShift(0),
                name="UNUSUAL TRANSFORMATION",
                condition=LeftDiscard(Cards(kinds=(Kind.CARD,))),
                provided=Provided.IF,
            ),
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            GainLoreOfThenBottom(
                                Cards(having=(In(Place.IN_YOUR_DISCARD),), card=True),
                            ),
                        ),
                    ),
                ),
                name="WARM HEART",
            ),
        ),
    ),
    # Boost 2 ⬡ COME SEE! During your turn, whenever this character exerts, reveal a number of cards
    # from the top of your deck equal to the number of cards under him. Put all revealed character
    # cards into your hand. Put the rest on the bottom of your deck in any order.
    "Bambi - Ethereal Fawn": Behaviour(
        abilities=(
            Triggered(
                (Exerts(This()),),
                (
                    LookAtNumber(CardsUnder(This(form=Pronoun.HE)), reveal=True),
                    TakeAllLooked(Cards(det=Det.PLAIN, card=True), said_all=True),
                    PutLooked(),
                ),
                name="COME SEE!",
                during_your_turn=True,
            ),
        ),
    ),
    # FULL FORCE ⟳ — Deal 1 damage to chosen damaged character. BREAK THROUGH ⟳, Banish this item —
    # Banish chosen location.
    "Battering Ram": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (DealDamage(1, Cards(det=Det.CHOSEN, state=State.DAMAGED)),),
                name="FULL FORCE",
            ),
            Activated(
                Cost(exert=True, banish=True),
                (Banish(Cards(det=Det.CHOSEN, kinds=(Kind.LOCATION,))),),
                name="BREAK THROUGH",
            ),
        ),
    ),
    # Rush DYNAMIC MANEUVER Whenever this character challenges, if he's at a location, he takes no
    # damage from the challenge.
    "Beast - Snowfield Troublemaker": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This()),),
                (
                    If(
                        IsAtALocation(target=This(form=Pronoun.HE)),
                        (NoChallengeDamage(This(form=Pronoun.HE)),),
                    ),
                ),
                name="DYNAMIC MANEUVER",
            ),
        ),
    ),
    # SNOWBALL STANDOFF Whenever a character here challenges another character, gain 1 lore.
    "Beast's Castle - Winter Gardens": Behaviour(
        abilities=(
            Triggered(
                (Challenges(Cards(having=(Here(),)), challenged=Cards(other=True)),),
                (GainLore(1),),
                name="SNOWBALL STANDOFF",
            ),
        ),
    ),
    # WINTER STOCKPILE Whenever one of your characters is banished, you may put that card from your
    # discard into your inkwell facedown and exerted.
    "Belle - Snowfield Strategist": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                (May((InkThatFromDiscard(),)),),
                name="WINTER STOCKPILE",
            ),
        ),
    ),
    # THEATRICAL ENTRANCE If you have a character named Darkwing Duck in play, you pay 1 ⬡ less to
    # play this item. CLOUD OF MYSTERY ⟳, 1 ⬡, Banish this item — Chosen character gains Ward until
    # the start of your next turn.
    "Blue Smoke": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="THEATRICAL ENTRANCE",
                condition=YouHave(Cards(having=(Named("Darkwing Duck"), In(Place.IN_PLAY)))),
                provided=Provided.IF,
            ),
            Activated(
                Cost(exert=True, ink=1, banish=True),
                (
                    Modify(
                        Cards(det=Det.CHOSEN),
                        (Gains(Keyword.WARD),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="CLOUD OF MYSTERY",
            ),
        ),
    ),
    # SPOTTED HIM! When you play this character, you may exert chosen damaged character.
    "Boomer - Has the Beak": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Exert(Cards(det=Det.CHOSEN, state=State.DAMAGED)),)),),
                name="SPOTTED HIM!",
            ),
        ),
    ),
    # DARK DANCE When you play this character, you may shuffle chosen opposing character into their
    # player's deck. If you do, that player may play a character from their discard for free.
    "Chernabog - Unnatural Force": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((ShuffleIntoDeck(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),
                    IfYouDo(
                        (TheyMayPlayFree(Cards(), players=TheirPlayer(called=Called.THAT_PLAYER)),),
                    ),
                ),
                name="DARK DANCE",
            ),
        ),
    ),
    # GOOD RIDDANCE ⟳ — If an opposing character was banished in a challenge this turn, draw a card.
    "Chief - Seasoned Tracker": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (If(WasBanished(Cards(owner=Owner.OPPOSING), in_a_challenge=True), (Draw(),)),),
                name="GOOD RIDDANCE",
            ),
        ),
    ),
    # Bodyguard STANDS HIS GROUND This character can't challenge.
    "Chief Powhatan - Protective Leader": Behaviour(
        abilities=(Static(Have(This(), (Cant(Deed.CHALLENGE),)), name="STANDS HIS GROUND"),),
    ),
    # AND THEN... Once during your turn, whenever a card is put into your inkwell, look at the top
    # card of your deck. You may put it on either the top or the bottom of your deck.
    "Chief Tui - Weaving a Tale": Behaviour(
        abilities=(
            Triggered(
                (Inked(),),
                (LookAtTop(1), May((TopOrBottom(),))),
                name="AND THEN...",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # UNDERDOG If this is your first turn and you're not the first player, you pay 1 ⬡ less to play
    # this character.
    "Christopher Robin - Joining the Fun": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="UNDERDOG",
                condition=FirstTurnSecondPlayer(),
                provided=Provided.IF,
            ),
        ),
    ),
    # AURA OF AUTHORITY Whenever this character quests, chosen opposing character can't challenge
    # and must quest during their next turn if able.
    "Cobra Bubbles - Dedicated Official": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (MustQuest(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
                name="AURA OF AUTHORITY",
            ),
        ),
    ),
    # Each player reveals the top card of their deck. Draw a card for each different ink type of
    # cards revealed this way.
    "Colors of the Wind": Behaviour(
        effect=(EachRevealsTop(), Draw(amount=Times(1, RevealedInks()))),
    ),
    # Put all cards from under chosen character, item, or location on the bottom of their player's
    # deck in a random order. Draw a card.
    "Come Out and Fight!": Behaviour(
        effect=(
            UnderToBottom(Cards(det=Det.CHOSEN, kinds=(Kind.CHARACTER, Kind.ITEM, Kind.LOCATION))),
            Draw(),
        ),
    ),
    # GOT YOU NOW When you play this item, choose a character. They can't challenge or quest while
    # this item is in play. POWER SUPPLY At the start of your turn, choose and discard a card or
    # banish this item.
    "Containment Unit": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Pick(Cards()), WhileInPlay(Them(), (Cant(Deed.CHALLENGE), Cant(Deed.QUEST)))),
                name="GOT YOU NOW",
            ),
            Triggered(
                (TurnStarts(),),
                (EitherOr((Discard(),), (Banish(This()),)),),
                name="POWER SUPPLY",
            ),
        ),
    ),
    # Shift 3 ⬡ MORE TO EXPLORE Whenever this character quests, your characters with Evasive get +1
    # ◊ this turn.
    "Copper - Champion of the Forest": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    Modify(
                        Cards(
                            det=Det.PLAIN,
                            owner=Owner.YOURS,
                            having=(WithKeyword(Keyword.EVASIVE),),
                        ),
                        (Gets(Stat.LORE, 1),),
                    ),
                ),
                name="MORE TO EXPLORE",
            ),
        ),
    ),
    # FOUND YA When you play this character, chosen player reveals their hand.
    "Copper - Hound Pup": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (RevealHand(players=ChosenPlayer()),),
                name="FOUND YA",
            ),
        ),
    ),
    # Shift 5 ⬡ TAKE THAT! During your turn, whenever an item is banished, you may pay 1 ⬡ to deal 2
    # damage to chosen character. EVILDOERS BEWARE! This character can challenge ready Villain
    # characters.
    "Darkwing Duck - Cool Under Pressure": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(Cards(kinds=(Kind.ITEM,))),),
                (May((PayInk(1), DealDamage(2, Cards(det=Det.CHOSEN), join=Join.TO))),),
                name="TAKE THAT!",
                during_your_turn=True,
            ),
            Static(
                Have(
                    This(),
                    (CanChallenge(Cards(det=Det.PLAIN, state=State.READY, classes=("Villain",))),),
                ),
                name="EVILDOERS BEWARE!",
            ),
        ),
    ),
    # Challenger +2 INSTA-ARMOR During your turn, whenever an item is banished, this character gains
    # Resist +1 until the start of your next turn.
    "Darkwing Duck - Darkwarrior": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(Cards(kinds=(Kind.ITEM,))),),
                (
                    Modify(
                        This(),
                        (Gains(Keyword.RESIST, value=1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="INSTA-ARMOR",
                during_your_turn=True,
            ),
        ),
    ),
    # MODERN MARVEL Whenever this character quests, you may put an item card from your discard on
    # the bottom of your deck. If you do, you may play an item with cost 5 or less from your discard
    # for free.
    "Darkwing Duck - Dashing Gadgeteer": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            PutOnBottom(
                                Cards(
                                    kinds=(Kind.ITEM,),
                                    having=(In(Place.FROM_YOUR_DISCARD),),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                    IfYouDo(
                        (
                            May(
                                (
                                    PlayForFree(
                                        Cards(
                                            kinds=(Kind.ITEM,),
                                            having=(CostAtMost(5), In(Place.FROM_YOUR_DISCARD)),
                                        ),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="MODERN MARVEL",
            ),
        ),
    ),
    # EVIL VANQUISHED During your turn, whenever an opposing Villain character is banished, you may
    # ready a character here. If you do, they can't quest for the rest of this turn.
    "Darkwing Tower - Icy Headquarters": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(Cards(owner=Owner.OPPOSING, classes=("Villain",))),),
                (
                    May((Ready(Cards(having=(Here(),))),)),
                    IfYouDo((Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),)),
                ),
                name="EVIL VANQUISHED",
                during_your_turn=True,
            ),
        ),
    ),
    # SECRET ENTRANCE When you play this item, you may put the top card of your deck into your
    # inkwell facedown and exerted. SUDDEN SPIN ⟳, Banish this item — Remove up to 2 damage from
    # chosen character. If a character named Darkwing Duck is chosen, remove up to 4 damage instead.
    "Darkwing's Chair Set": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((InkTopCard(),)),),
                name="SECRET ENTRANCE",
            ),
            Activated(
                Cost(exert=True, banish=True),
                (
                    RemoveDamage(2, Cards(det=Det.CHOSEN)),
                    Instead(ChosenIs(Cards(having=(Named("Darkwing Duck"),))), (RemoveInstead(4),)),
                ),
                name="SUDDEN SPIN",
            ),
        ),
    ),
    # BLINDING CLOUD ⟳, 1 ⬡ — Chosen character gets -1 ¤ this turn. If you have a character named
    # Darkwing Duck in play, chosen character gets -2 ¤ this turn instead.
    "Darkwing's Gas Device": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, -1),)),
                    Instead(
                        YouHave(Cards(having=(Named("Darkwing Duck"), In(Place.IN_PLAY)))),
                        (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, -2),)),),
                    ),
                ),
                name="BLINDING CLOUD",
            ),
        ),
    ),
    # GET HIM! When you play this character, each opponent chooses one of their characters and deals
    # 1 damage to them.
    "Dinky - Has the Brains": Behaviour(
        abilities=(
            Triggered((Plays(This(), intro=Intro.WHEN),), (DamagesOneOfTheirs(1),), name="GET HIM!"),
        ),
    ),
    # Chosen opponent chooses YES! or NO!: • YES! You gain 3 lore. • NO! They choose a character of
    # theirs and put that card on the bottom of their deck.
    "Do You Want to Build A Snowman?": Behaviour(
        effect=(YesOrNo((GainLore(3, players=You(said=True)),), (TheyBottomOneOfTheirs(),)),),
    ),
    # COMIN' THROUGH! When you play this character, you may banish chosen item.
    "Donald Duck - Along for the Ride": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),),
                name="COMIN' THROUGH!",
            ),
        ),
    ),
    # SPIRIT OF GIVING Whenever you use the Boost ability of a character, you may put the top card
    # of your deck under them facedown. WELL WISHES During opponents' turns, whenever one of your
    # other characters is banished, you may draw a card for each card that was under them.
    "Donald Duck - Fred Honeywell": Behaviour(
        abilities=(
            Triggered(
                (UsesBoost(Cards()),),
                (May((PutTopUnder(That(form=Pronoun.THEY), last=True),)),),
                name="SPIRIT OF GIVING",
            ),
            Triggered(
                (IsBanished(Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True)),),
                (May((Draw(amount=Times(1, CardsWereUnder(That(form=Pronoun.THEY)))),)),),
                name="WELL WISHES",
                during_opponents_turn=True,
                opponents_turns=True,
            ),
        ),
    ),
    # CONTROLLED VARIABLES For each Alien character card in your discard, you pay 1 ⬡ less to play
    # this character. AWESTRUCK When you play this character, chosen opposing character can't
    # challenge during their next turn.
    "Dr. Hamsterviel - Infamous Scientist": Behaviour(
        abilities=(
            Static(
                PayLess(
                    Times(
                        1,
                        Counted(
                            Cards(
                                det=Det.BARE,
                                classes=("Alien",),
                                having=(In(Place.IN_YOUR_DISCARD),),
                                card=True,
                            ),
                        ),
                    ),
                    This(),
                ),
                name="CONTROLLED VARIABLES",
            ),
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Cant(Deed.CHALLENGE),),
                        lasting=Lasting.THEIR_NEXT_TURN,
                    ),
                ),
                name="AWESTRUCK",
            ),
        ),
    ),
    # APPREHENDED When this character is banished, you may play a character with cost 2 or less for
    # free.
    "Duke Weaselton - Surly Crook": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (May((PlayForFree(Cards(having=(CostAtMost(2),))),)),),
                name="APPREHENDED",
            ),
        ),
    ),
    # Choose one: • Draw a card. Chosen character of yours gets +1 ◊ and gains Evasive until the
    # start of your next turn. • Banish chosen damaged character.
    "Education or Elimination": Behaviour(
        effect=(
            ChooseOne(
                (
                    (
                        Draw(),
                        Modify(
                            Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                            (Gets(Stat.LORE, 1), Gains(Keyword.EVASIVE)),
                            lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                        ),
                    ),
                    (Banish(Cards(det=Det.CHOSEN, state=State.DAMAGED)),),
                ),
            ),
        ),
    ),
    # THANKS FOR NOTICIN' ME For each exerted character in play, you pay 1 ⬡ less to play this
    # character. SORRY ABOUT THAT When you play this character, for each opposing player, you may
    # choose a character of theirs. They can't ready at the start of their next turn.
    "Eeyore - In the Way": Behaviour(
        abilities=(
            Static(
                PayLess(
                    Times(
                        1,
                        Counted(
                            Cards(det=Det.BARE, state=State.EXERTED, having=(In(Place.IN_PLAY),)),
                        ),
                    ),
                    This(),
                ),
                name="THANKS FOR NOTICIN' ME",
            ),
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (MayPickTheirs(), Modify(Them(), (Cant(Deed.READY_AT_START),), lasting=None)),
                name="SORRY ABOUT THAT",
            ),
        ),
    ),
}
