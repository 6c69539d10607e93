"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersExerted,
    EntersWithDamage,
    FreeToPlay,
    Have,
    NextCostsLess,
    PayLess,
    Provided,
    Static,
    StrengthFloor,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, Counting, StatOf, ThisWay, Times
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.conditions import (
    Challenged,
    Compared,
    FirstTurnSecondPlayer,
    HasNoDamage,
    IsState,
    LookedIs,
    OpponentCompared,
    OpponentsTurn,
    WasBanished,
    YouHave,
    YourTurn,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    LookAtTop,
    PlayForFree,
    PutLooked,
    Rest,
    RevealTop,
    TakeLooked,
)
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtMost,
    Det,
    EitherHaving,
    Here,
    In,
    Kind,
    Named,
    Owner,
    Place,
    State,
    StrengthAtLeast,
    StrengthAtMost,
    WithDamage,
    WithKeyword,
)
from illumineer.engine.abilities.flow import AtEndOfTurn, EitherOr, If, IfYouDo, Instead, May
from illumineer.engine.abilities.fromdiscard import ThatNamed, TheyMayPlayFree
from illumineer.engine.abilities.hand import (
    Discard,
    Draw,
    GainLore,
    LoseLore,
    ReduceNextCost,
    RevealHand,
)
from illumineer.engine.abilities.hands import DiscardChosen
from illumineer.engine.abilities.locations import (
    IsAtALocation,
    ReturnFromDiscard,
    ThereIs,
    ThereWasHere,
)
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.players import Called, ChosenPlayer, EachOpponent, TheirPlayer, You
from illumineer.engine.abilities.searching import TakeIt
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    Lasting,
    Modify,
    NoChallengeDamage,
    PutIntoInkwell,
    PutOnBottom,
    Ready,
    RemoveDamage,
    ReturnToHand,
    ShuffleIntoDeck,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, That, Them, This, Those
from illumineer.engine.abilities.triggers import (
    Banishment,
    Challenges,
    Intro,
    IsBanished,
    LeavesPlay,
    Plays,
    Quests,
    TurnEnds,
)
from illumineer.engine.abilities.under import (
    CardsUnder,
    CardsWereUnder,
    CardUnder,
    InkFromUnder,
    LookAtNumber,
    PutsUnder,
    PutTopUnder,
    PutUnder,
    PutUnderThisTurn,
    PutWereUnder,
    TakeFromUnder,
    UnderToBottom,
    UsesBoost,
)
from illumineer.engine.vocabulary import Keyword, Stat, Zone

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
    # Put all cards from under chosen character, item, or location on the bottom of their player's
    # deck in a random order. Draw a card.
    "Come Out and Fight!": Behaviour(
        effect=(
            UnderToBottom(Cards(det=Det.CHOSEN, kinds=(Kind.CHARACTER, Kind.ITEM, Kind.LOCATION))),
            Draw(),
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
    # FOREVER STRONG Your characters' ¤ can't be reduced below their printed value. STONE BY DAY If
    # you have 3 or more cards in your hand, this character can't ready.
    "Elisa Maza - Transformed Gargoyle": Behaviour(
        abilities=(
            Static(StrengthFloor(Cards(det=Det.PLAIN, owner=Owner.YOURS)), name="FOREVER STRONG"),
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
    # CLEAR THE WAY When you play this character, you pay 2 ⬡ less for the next location you play
    # this turn.
    "Elsa - Concerned Sister": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (ReduceNextCost(2, Cards(det=Det.BARE, kinds=(Kind.LOCATION,))),),
                name="CLEAR THE WAY",
            ),
        ),
    ),
    # Shift 4 ⬡ ENDLESS WINTER When you play this character and whenever you play a location, you
    # may exert chosen character with 3 ¤ or less. DISTANT CALL While this character is at a
    # location, she gets +3 ◊.
    "Elsa - Ice Artisan": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Plays(Cards(kinds=(Kind.LOCATION,)))),
                (May((Exert(Cards(det=Det.CHOSEN, having=(StrengthAtMost(3),))),)),),
                name="ENDLESS WINTER",
            ),
            Static(
                Have(This(form=Pronoun.SHE), (Gets(Stat.LORE, 3),)),
                name="DISTANT CALL",
                condition=IsAtALocation(),
            ),
        ),
    ),
    # BATTLE WOUND This character enters play with 2 damage.
    "Fa Zhou - Honorable Warrior": Behaviour(
        abilities=(Static(EntersWithDamage(2), name="BATTLE WOUND"),),
    ),
    # REQUEST REINFORCEMENTS When you play this character, you may return a Detective character card
    # from your discard to your hand.
    "Fangmeyer - Icy Officer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(
                                    classes=("Detective",),
                                    having=(In(Place.FROM_YOUR_DISCARD),),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="REQUEST REINFORCEMENTS",
            ),
        ),
    ),
    # LOOK OUT! When you play this character, move up to 1 damage from chosen character to chosen
    # opposing character.
    "Flit - Reflective Hummingbird": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (MoveDamage(1, Cards(det=Det.CHOSEN), Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
                name="LOOK OUT!",
            ),
        ),
    ),
    # Chosen character gets +5 ¤ this turn.
    "Force of a Great Typhoon": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 5),)),),
    ),
    # Banish all locations. Draw 2 cards, then choose and discard a card.
    "Freeze the Vine": Behaviour(
        effect=(
            Banish(Cards(det=Det.ALL, kinds=(Kind.LOCATION,))),
            Draw(amount=2),
            Discard(join=Join.THEN),
        ),
    ),
    # EASY TO MISS While there's a character with Evasive here, this location gains Evasive.
    "Game Preserve - Protected Land": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.EVASIVE),)),
                name="EASY TO MISS",
                condition=ThereIs(Cards(having=(WithKeyword(Keyword.EVASIVE), Here()))),
            ),
        ),
    ),
    # EASY TARGET When you play this character, choose and discard a card.
    "Gantu - Hamsterviel's Accomplice": Behaviour(
        abilities=(Triggered((Plays(This(), intro=Intro.WHEN),), (Discard(),), name="EASY TARGET"),),
    ),
    # Boost 1 ⬡ INCREASING WISDOM This character gets +1 ◊ for each card under him.
    "Genie - Magical Researcher": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, Times(1, CardsUnder(This(form=Pronoun.HE)))),)),
                name="INCREASING WISDOM",
            ),
        ),
    ),
    # Alert SO PRETTY While this character has no damage, she gets +2 ¤.
    "Gigi - Best in Snow": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.SHE), (Gets(Stat.STRENGTH, 2),)),
                name="SO PRETTY",
                condition=HasNoDamage(),
            ),
        ),
    ),
    # Boost 2 ⬡ GRAVE OUTCOME When this character is banished, each opponent chooses and discards a
    # card for each card that was under him.
    "Goofy - Ghost of Jacob Marley": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (
                    Discard(
                        amount=Times(1, CardsWereUnder(This(form=Pronoun.HE))),
                        players=EachOpponent(),
                    ),
                ),
                name="GRAVE OUTCOME",
            ),
        ),
    ),
    # YAAAAAAA-HOO-HOO-HOO-HOOEY ⟳, Banish this character — Banish chosen character.
    "Goofy - Klutzy Skier": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, banish=True),
                (Banish(Cards(det=Det.CHOSEN)),),
                name="YAAAAAAA-HOO-HOO-HOO-HOOEY",
            ),
        ),
    ),
    # PREPARE YOURSELF When you play this character, you may ready chosen character. If you do, they
    # can't quest for the rest of this turn.
    "Goofy - Marley's Clumsy Spirit": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((Ready(Cards(det=Det.CHOSEN)),)),
                    IfYouDo((Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),)),
                ),
                name="PREPARE YOURSELF",
            ),
        ),
    ),
    # KEEN GEAR When you play this character, look at the top 4 cards of your deck. You may reveal
    # an item card and put it into your hand. Put the rest on the bottom of your deck in any order.
    "Gosalyn Mallard - Curious Child": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    LookAtTop(4),
                    May((TakeLooked(Cards(kinds=(Kind.ITEM,), card=True)),)),
                    PutLooked(),
                ),
                name="KEEN GEAR",
            ),
        ),
    ),
    # Banish up to 2 chosen characters with 2 ¤ or less.
    "Grab Your Bow": Behaviour(
        effect=(Banish(Cards(det=Det.UP_TO, having=(StrengthAtMost(2),), count=2)),),
    ),
    # ANCESTORS' GIFT For each card in your inkwell, you pay 1 ⬡ less to play this character.
    "Gramma Tala - Connected to Nature": Behaviour(
        abilities=(
            Static(
                PayLess(
                    Times(
                        1,
                        Counted(
                            Cards(
                                det=Det.BARE,
                                kinds=(Kind.CARD,),
                                having=(In(Place.IN_YOUR_INKWELL),),
                            ),
                        ),
                    ),
                    This(),
                ),
                name="ANCESTORS' GIFT",
            ),
        ),
    ),
    # SMOOTH THE WAY Once during your turn, you pay 1 ⬡ less for the next character you play this
    # turn.
    "Grandmother Willow - Ancient Advisor": Behaviour(
        abilities=(
            Static(
                NextCostsLess(1, Cards(det=Det.BARE)),
                name="SMOOTH THE WAY",
                condition=YourTurn(),
                provided=Provided.ONCE_DURING_YOUR_TURN,
            ),
        ),
    ),
    # Boost 2 ⬡ SUPERHUMAN STRENGTH While there's a card under this character, he gets +3 ¤.
    "Hercules - Spectral Demigod": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.HE), (Gets(Stat.STRENGTH, 3),)),
                name="SUPERHUMAN STRENGTH",
                condition=CardUnder(),
            ),
        ),
    ),
    # ALMOST READY This item enters play exerted. SNAP! ⟳, Banish this item — Choose one: • Banish
    # chosen item. • Chosen opposing character gets -2 ¤ this turn.
    "Hidden Trap": Behaviour(
        abilities=(
            Static(EntersExerted(), name="ALMOST READY"),
            Activated(
                Cost(exert=True, banish=True),
                (
                    ChooseOne(
                        (
                            (Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),),
                            (
                                Modify(
                                    Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                    (Gets(Stat.STRENGTH, -2),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="SNAP!",
            ),
        ),
    ),
    # BE CAREFUL! Your characters named Darkwing Duck gain Resist +1.
    "Honker Muddlefoot - Timid Genius": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(Named("Darkwing Duck"),)),
                    (Gains(Keyword.RESIST, value=1),),
                ),
                name="BE CAREFUL!",
            ),
        ),
    ),
    # DETECTING EVIDENCE When you play this item, draw a card, then choose and discard a card.
    # FOLLOW THE CLUES Banish this item — Chosen character gains Alert this turn.
    "Infra-Pink Ultra Scan Specs": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Draw(), Discard(join=Join.THEN)),
                name="DETECTING EVIDENCE",
            ),
            Activated(
                Cost(banish=True),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.ALERT),)),),
                name="FOLLOW THE CLUES",
            ),
        ),
    ),
    # CHILL OUT When you play this character, exert chosen opposing character.
    "Isis Vanderchill - Ice Queen of St. Canard": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
                name="CHILL OUT",
            ),
        ),
    ),
    # Boost 2 ⬡ LOOK INTO YOUR PAST Whenever you put a card under this character, you may put a card
    # from your discard into your inkwell facedown and exerted.
    "Jiminy Cricket - Ghost of Christmas Past": Behaviour(
        abilities=(
            Triggered(
                (PutsUnder(This()),),
                (
                    May(
                        (
                            PutIntoInkwell(
                                Cards(kinds=(Kind.CARD,), having=(In(Place.FROM_YOUR_DISCARD),)),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="LOOK INTO YOUR PAST",
            ),
        ),
    ),
    # SPINNING ARROW At the end of your turn, if a character of yours challenged this turn, banish
    # this item. YOUR PATH At the end of your turn, if none of your characters challenged this turn,
    # reveal the top card of your deck. If it's a character card with cost 3 or less or named
    # Pocahontas, you may put it into your hand. Otherwise, put it on the bottom of your deck.
    "John Smith's Compass": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (If(Challenged(Cards(owner=Owner.YOURS)), (Banish(This()),)),),
                name="SPINNING ARROW",
            ),
            Triggered(
                (TurnEnds(),),
                (
                    If(Challenged(Cards(det=Det.NONE_OF, owner=Owner.YOURS)), (RevealTop(),)),
                    If(
                        LookedIs(
                            Cards(
                                having=(EitherHaving(CostAtMost(3), Named("Pocahontas")),),
                                card=True,
                            ),
                        ),
                        (May((TakeIt(),)),),
                        otherwise=(PutLooked(said=Rest.IT),),
                    ),
                ),
                name="YOUR PATH",
            ),
        ),
    ),
    # UNDERDOG If this is your first turn and you're not the first player, you pay 1 ⬡ less to play
    # this character. Resist +1.
    "Judy Hopps - Snowball Patrol": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="UNDERDOG",
                condition=FirstTurnSecondPlayer(),
                provided=Provided.IF,
            ),
        ),
    ),
    # WELCOMING CROWD For each character you have in play, you pay 1 ⬡ less to play this character.
    # I AM HELPING Whenever this character quests, you may remove all damage from chosen character.
    "Jumba Jookiba - Prolific Inventor": Behaviour(
        abilities=(
            Static(
                PayLess(
                    Times(1, Counted(Cards(det=Det.BARE, having=(In(Place.YOU_HAVE_IN_PLAY),)))),
                    This(),
                ),
                name="WELCOMING CROWD",
            ),
            Triggered(
                (Quests(This()),),
                (May((RemoveDamage(None, Cards(det=Det.CHOSEN)),)),),
                name="I AM HELPING",
            ),
        ),
    ),
    # Boost 2 ⬡ EXTRA HELP While there's a card under this character, she gets +1 ◊.
    "Kanga - Peaceful Gatherer": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.SHE), (Gets(Stat.LORE, 1),)),
                name="EXTRA HELP",
                condition=CardUnder(),
            ),
        ),
    ),
    # STAND GUARD Your locations gain Resist +1.
    "Launchpad - Hideout Defender": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, kinds=(Kind.LOCATION,), owner=Owner.YOURS),
                    (Gains(Keyword.RESIST, value=1),),
                ),
                name="STAND GUARD",
            ),
        ),
    ),
    # Shift 4 ⬡ I'LL COUNT YOU IN Whenever this character quests, you may play a character with cost
    # 2 or less from your discard for free.
    "Lilo - Rock Star": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((PlayForFree(Cards(having=(CostAtMost(2), In(Place.FROM_YOUR_DISCARD)))),)),),
                name="I'LL COUNT YOU IN",
            ),
        ),
    ),
    # CREATIVE INSPIRATION While you have a character named Stitch in play, this character gets +1
    # ◊.
    "Lilo - Snow Artist": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1),)),
                name="CREATIVE INSPIRATION",
                condition=YouHave(Cards(having=(Named("Stitch"), In(Place.IN_PLAY)))),
            ),
        ),
    ),
    # BUILDING MUSCLES 1 ⬡ — Chosen character gets +1 ¤ this turn.
    "Ling - Snow Warrior": Behaviour(
        abilities=(
            Activated(
                Cost(ink=1),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 1),)),),
                name="BUILDING MUSCLES",
            ),
        ),
    ),
    # UNDERDOG If this is your first turn and you're not the first player, you pay 1 ⬡ less to play
    # this character. Reckless.
    "Liquidator - Iced Over": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="UNDERDOG",
                condition=FirstTurnSecondPlayer(),
                provided=Provided.IF,
            ),
        ),
    ),
    # If a character was banished this turn, draw 2 cards.
    "Marching Off to Battle": Behaviour(effect=(If(WasBanished(Cards()), (Draw(amount=2),)),)),
    # Evasive BOTTOMLESS PIT At the end of your turn, if this character is exerted, choose and
    # discard a card or banish him.
    "Meeko - Skittish Scrounger": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        IsState(State.EXERTED),
                        (EitherOr((Discard(),), (Banish(This(form=Pronoun.HE)),)),),
                    ),
                ),
                name="BOTTOMLESS PIT",
            ),
        ),
    ),
    # HARD WORK Whenever this character quests, put the top card of your deck facedown under him. A
    # GIVING HEART When this character is banished in a challenge, you may put all cards that were
    # under him under another chosen character or location of yours facedown.
    "Mickey Mouse - Bob Cratchit": Behaviour(
        abilities=(
            Triggered((Quests(This()),), (PutTopUnder(This(form=Pronoun.HE)),), name="HARD WORK"),
            Triggered(
                (IsBanished(This(), how=Banishment.IN_A_CHALLENGE, intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutWereUnder(
                                Cards(
                                    det=Det.CHOSEN,
                                    kinds=(Kind.CHARACTER, Kind.LOCATION),
                                    owner=Owner.YOURS,
                                    other=True,
                                ),
                            ),
                        ),
                    ),
                ),
                name="A GIVING HEART",
            ),
        ),
    ),
    # SLIPPERY SLOPE When you play this character and when he leaves play, each opponent chooses and
    # discards a card.
    "Mickey Mouse - Snowboard Ace": Behaviour(
        abilities=(
            Triggered(
                (
                    Plays(This(), intro=Intro.WHEN),
                    LeavesPlay(This(form=Pronoun.HE), intro=Intro.WHEN),
                ),
                (Discard(players=EachOpponent()),),
                name="SLIPPERY SLOPE",
            ),
        ),
    ),
    # Ward A MOTHER'S LOVE When you play this character, you may put the top card of your deck
    # facedown under one of your characters or locations with Boost. If you do, draw a card.
    "Minnie Mouse - Mrs. Cratchit": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutTopUnder(
                                Cards(
                                    det=Det.ONE_OF,
                                    kinds=(Kind.CHARACTER, Kind.LOCATION),
                                    owner=Owner.YOURS,
                                    having=(WithKeyword(Keyword.BOOST),),
                                ),
                            ),
                        ),
                    ),
                    IfYouDo((Draw(),)),
                ),
                name="A MOTHER'S LOVE",
            ),
        ),
    ),
    # Shift 4 ⬡ JUST FOR YOU When you play this character, you may choose an opposing character and
    # move 1 damage from each other character to them.
    "Morgana Macawber - Reformed Spellcaster": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            Pick(Cards(owner=Owner.OPPOSING)),
                            MoveDamage(
                                1,
                                Cards(det=Det.EACH, other=True),
                                Them(),
                                exactly=True,
                                join=Join.AND,
                            ),
                        ),
                    ),
                ),
                name="JUST FOR YOU",
            ),
        ),
    ),
    # HOLIDAY SPIRIT Once during your turn, whenever you put a card under one of your other
    # characters, put the top card of your deck facedown under this character. HOLIDAY CHEER This
    # character gets +1 ◊ for each card under him.
    "Morty Fieldmouse - Tiny Tim": Behaviour(
        abilities=(
            Triggered(
                (PutsUnder(Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True)),),
                (PutTopUnder(This()),),
                name="HOLIDAY SPIRIT",
                during_your_turn=True,
                once_per_turn=True,
            ),
            Static(
                Have(This(), (Gets(Stat.LORE, Times(1, CardsUnder(This(form=Pronoun.HE)))),)),
                name="HOLIDAY CHEER",
            ),
        ),
    ),
    # Chosen character can't be challenged until the start of your next turn.
    "Mother Will Protect You": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN),
                (Cant(Deed.BE_CHALLENGED),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
    # PRECIOUS GIFT At the end of your turn, if none of your characters challenged this turn, chosen
    # character of yours gains Evasive until the start of your next turn.
    "Mother's Necklace": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        Challenged(Cards(det=Det.NONE_OF, owner=Owner.YOURS)),
                        (
                            Modify(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                                (Gains(Keyword.EVASIVE),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="PRECIOUS GIFT",
            ),
        ),
    ),
    # NOBLE SPIRIT If you have a character in play with damage, you pay 1 ⬡ less to play this
    # character. FIGHTING SPIRIT If you have a character in play with 5 ¤ or more, you pay 1 ⬡ less
    # to play this character.
    "Mulan - Ready for Battle": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="NOBLE SPIRIT",
                condition=YouHave(Cards(having=(In(Place.IN_PLAY), WithDamage()))),
                provided=Provided.IF,
            ),
            Static(
                PayLess(1, This()),
                name="FIGHTING SPIRIT",
                condition=YouHave(Cards(having=(In(Place.IN_PLAY), StrengthAtLeast(5)))),
                provided=Provided.IF,
            ),
        ),
    ),
    # SNOWY SURPRISE When you play this character, deal 2 damage to chosen character.
    "Mushu - Sneaky Dragon": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (DealDamage(2, Cards(det=Det.CHOSEN)),),
                name="SNOWY SURPRISE",
            ),
        ),
    ),
    # SPECIAL SUMMONS ⟳, 3 ⬡ — Play a character with cost 5 or less for free. They gain Rush. At the
    # end of your turn, banish them.
    "Mystical Inkcaster": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=3),
                (
                    PlayForFree(Cards(having=(CostAtMost(5),))),
                    Modify(Them(), (Gains(Keyword.RUSH),), lasting=None),
                    AtEndOfTurn((Banish(Them()),), yours=True),
                ),
                name="SPECIAL SUMMONS",
            ),
        ),
    ),
    # PLAYFUL SLIDE When you play this character, chosen character of yours gains Evasive until the
    # start of your next turn.
    "Nala - Romping in the Snow": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                        (Gains(Keyword.EVASIVE),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="PLAYFUL SLIDE",
            ),
        ),
    ),
    # TAKE IT EASY While this character has no damage, she gets +1 ◊.
    "Nani - No Worries": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.SHE), (Gets(Stat.LORE, 1),)),
                name="TAKE IT EASY",
                condition=HasNoDamage(),
            ),
        ),
    ),
    # THAT'S YOUR CUE When you play this character, look at the top 4 cards of your deck. You may
    # reveal a character card with cost 2 or less and put it into your hand. Put the rest on the
    # bottom of your deck in any order.
    "Nani - Stage Manager": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    LookAtTop(4),
                    May((TakeLooked(Cards(having=(CostAtMost(2),), card=True)),)),
                    PutLooked(),
                ),
                name="THAT'S YOUR CUE",
            ),
        ),
    ),
    # Chosen character of yours gains Resist +2 until the start of your next turn.
    "Nearly Indestructible": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                (Gains(Keyword.RESIST, value=2),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
    # Shift 3 ⬡ STICKY FINGERS Whenever this character challenges another character, each opponent
    # loses 1 lore and you gain 1 lore.
    "Negaduck - Public Enemy Number One": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This(), challenged=Cards(other=True)),),
                (LoseLore(1), GainLore(1, players=You(said=True), join=Join.AND)),
                name="STICKY FINGERS",
            ),
        ),
    ),
    # Remove all damage from chosen character of yours. Draw a card for each 1 damage removed this
    # way.
    "Ohana Means Family": Behaviour(
        effect=(
            RemoveDamage(None, Cards(det=Det.CHOSEN, owner=Owner.YOURS)),
            Draw(amount=Times(1, ThisWay(counting=Counting.DAMAGE_REMOVED))),
        ),
    ),
    # ABOUT TIME! For each action card in your discard, you pay 1 ⬡ less to play this character.
    # CHAOTIC COLLISION When you play this character, each opponent loses 2 lore.
    "Olaf - Snowman of Action": Behaviour(
        abilities=(
            Static(
                PayLess(
                    Times(
                        1,
                        Counted(
                            Cards(
                                det=Det.BARE,
                                kinds=(Kind.ACTION,),
                                having=(In(Place.IN_YOUR_DISCARD),),
                                card=True,
                            ),
                        ),
                    ),
                    This(),
                ),
                name="ABOUT TIME!",
            ),
            Triggered((Plays(This(), intro=Intro.WHEN),), (LoseLore(2),), name="CHAOTIC COLLISION"),
        ),
    ),
    # ICE BATH This character can't challenge.
    "Percy - Pupsicle": Behaviour(
        abilities=(Static(Have(This(), (Cant(Deed.CHALLENGE),)), name="ICE BATH"),),
    ),
    # Boost 1 ⬡ FOREBODING GLANCE Whenever this character quests, look at a number of cards from the
    # top of your deck equal to the number of cards under him. Put one into your hand and put the
    # rest on the bottom of your deck in any order.
    "Pete - Ghost of Christmas Future": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    LookAtNumber(CardsUnder(This(form=Pronoun.HE))),
                    TakeLooked(Cards(det=Det.ONE, kinds=(Kind.CARD,)), reveal=False),
                    PutLooked(join=Join.AND),
                ),
                name="FOREBODING GLANCE",
            ),
        ),
    ),
    # Shift 3 ⬡ SPECIAL RECIPE At the end of your turn, remove up to 2 damage from each of your
    # characters.
    "Piglet - Cocoa Maker": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (RemoveDamage(2, Cards(det=Det.EACH_OF, owner=Owner.YOURS)),),
                name="SPECIAL RECIPE",
            ),
        ),
    ),
    # SIGNS OF LIFE When you play this character, if you have another Alien character in play, draw
    # a card.
    "Pleakley - Arctic Naturalist": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(other=True, classes=("Alien",), having=(In(Place.IN_PLAY),))),
                        (Draw(),),
                    ),
                ),
                name="SIGNS OF LIFE",
            ),
        ),
    ),
    # DISCOVERY AWAITS When you play this character, chosen character gets +1 ◊ this turn.
    "Pocahontas - Finding the Way": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.LORE, 1),)),),
                name="DISCOVERY AWAITS",
            ),
        ),
    ),
    # WHAT IS MY PATH? Whenever this character quests, gain lore equal to another chosen exerted
    # character's ◊.
    "Pocahontas - Following the Wind": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    GainLore(
                        StatOf(Stat.LORE, Cards(det=Det.CHOSEN, other=True, state=State.EXERTED)),
                    ),
                ),
                name="WHAT IS MY PATH?",
            ),
        ),
    ),
    # I'M STUCK! Banish this item — Chosen exerted character can't ready at the start of their next
    # turn.
    "Pot of Honey": Behaviour(
        abilities=(
            Activated(
                Cost(banish=True),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, state=State.EXERTED),
                        (Cant(Deed.READY_AT_START),),
                        lasting=None,
                    ),
                ),
                name="I'M STUCK!",
            ),
        ),
    ),
    # GOOD FRIEND If you have a character named Lilo in play, you can play this character for free.
    "Pudge - Controls the Weather": Behaviour(
        abilities=(
            Static(
                FreeToPlay(can=True),
                name="GOOD FRIEND",
                condition=YouHave(Cards(having=(Named("Lilo"), In(Place.IN_PLAY)))),
                provided=Provided.IF,
            ),
        ),
    ),
    # SHAKE THINGS UP When you play this character, each opponent chooses and discards a card.
    "Pumbaa - Winter Warthog": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Discard(players=EachOpponent()),),
                name="SHAKE THINGS UP",
            ),
        ),
    ),
    # READ THE OMENS ⟳, 1 ⬡ — Draw a card, then choose and discard a card. BONK! 1 ⬡, Banish this
    # item — Deal 1 damage to chosen character.
    "Rafiki's Bakora Staff": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (Draw(), Discard(join=Join.THEN)),
                name="READ THE OMENS",
            ),
            Activated(
                Cost(ink=1, banish=True),
                (DealDamage(1, Cards(det=Det.CHOSEN)),),
                name="BONK!",
            ),
        ),
    ),
    # Banish all characters.
    "Raging Storm": Behaviour(effect=(Banish(Cards(det=Det.ALL)),)),
    # Boost 2 ⬡ CLONK! Whenever this character quests, if there's a card under her, chosen opposing
    # character can't challenge until the start of your next turn.
    "Rapunzel - Ethereal Protector": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        CardUnder(target=This(form=Pronoun.SHE)),
                        (
                            Modify(
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                (Cant(Deed.CHALLENGE),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="CLONK!",
            ),
        ),
    ),
    # HOPPING IN ⟳ — Put this character facedown under one of your characters or locations with
    # Boost.
    "Roo - Little Helper": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    PutUnder(
                        This(),
                        Cards(
                            det=Det.ONE_OF,
                            kinds=(Kind.CHARACTER, Kind.LOCATION),
                            owner=Owner.YOURS,
                            having=(WithKeyword(Keyword.BOOST),),
                        ),
                    ),
                ),
                name="HOPPING IN",
            ),
        ),
    ),
    # FEARSOME SNARL ⟳ — Chosen opposing character gets -4 ¤ until the start of your next turn.
    "Sarabi - Protecting the Pride": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Gets(Stat.STRENGTH, -4),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="FEARSOME SNARL",
            ),
        ),
    ),
    # PAYMENT DUE Whenever this character quests, each opponent loses 1 lore. Draw a card for each 1
    # lore lost this way. FORECLOSURE At the end of your turn, if an opponent has 0 lore, you gain 1
    # lore.
    "Scrooge McDuck - Ebenezer Scrooge": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (LoseLore(1), Draw(amount=Times(1, ThisWay(counting=Counting.LORE_LOST)))),
                name="PAYMENT DUE",
            ),
            Triggered(
                (TurnEnds(),),
                (If(OpponentCompared(Compared.NO_LORE), (GainLore(1, players=You(said=True)),)),),
                name="FORECLOSURE",
            ),
        ),
    ),
    # Boost 1 ⬡ COUNTING COINS This character gets +1 ¤ and +1 ⛉ for each card under him.
    "Scrooge McDuck - Ghostly Ebenezer": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (
                        Gets(Stat.STRENGTH, Times(1, CardsUnder(This(form=Pronoun.HE)))),
                        Gets(Stat.WILLPOWER, Times(1, CardsUnder(This(form=Pronoun.HE)))),
                    ),
                ),
                name="COUNTING COINS",
            ),
        ),
    ),
    # Shift 4 ⬡ SPREADING JOY When you play this character, you may put a card from the top of your
    # deck facedown under each of your other characters. If you do, those characters gain Ward until
    # the start of your next turn.
    "Scrooge McDuck - Reformed Ebenezer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutTopUnder(
                                Cards(det=Det.EACH_OF, owner=Owner.YOURS, other=True),
                                from_top=True,
                            ),
                        ),
                    ),
                    IfYouDo(
                        (
                            Modify(
                                Those(
                                    form=Pronoun.THOSE,
                                    cards_named=Cards(
                                        det=Det.EACH_OF,
                                        owner=Owner.YOURS,
                                        other=True,
                                    ),
                                ),
                                (Gains(Keyword.WARD),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="SPREADING JOY",
            ),
        ),
    ),
    # Boost 2 ⬡ GOOD BUSINESS This location gets +1 ⛉ and +1 ◊ for each card under it.
    "Scrooge's Counting House - Ebenezer's Office": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (
                        Gets(Stat.WILLPOWER, Times(1, CardsUnder(This(form=Pronoun.IT)))),
                        Gets(Stat.LORE, Times(1, CardsUnder(This(form=Pronoun.IT)))),
                    ),
                ),
                name="GOOD BUSINESS",
            ),
        ),
    ),
    # YOU DON'T STAND A CHANCE When you play this character, chosen opposing character gets -2 ¤
    # until the start of your next turn.
    "Simba - Playful Pouncer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Gets(Stat.STRENGTH, -2),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="YOU DON'T STAND A CHANCE",
            ),
        ),
    ),
    # THE HIGH GROUND Your characters get +1 ¤. BARRICADE During opponents' turns, your characters
    # gain Resist +1.
    "Snow Fort": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gets(Stat.STRENGTH, 1),)),
                name="THE HIGH GROUND",
            ),
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gains(Keyword.RESIST, value=1),)),
                name="BARRICADE",
                condition=OpponentsTurn(),
                provided=Provided.DURING_OPPONENTS_TURNS,
            ),
        ),
    ),
    # Each opponent chooses and discards a card. If you have a character with Evasive in play, gain
    # 1 lore.
    "Snowball Fight": Behaviour(
        effect=(
            Discard(players=EachOpponent()),
            If(
                YouHave(Cards(having=(WithKeyword(Keyword.EVASIVE), In(Place.IN_PLAY)))),
                (GainLore(1),),
            ),
        ),
    ),
    # UNDERDOG If this is your first turn and you're not the first player, you pay 1 ⬡ less to play
    # this character. Ward.
    "Splatter Phoenix - Rejected Artist": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="UNDERDOG",
                condition=FirstTurnSecondPlayer(),
                provided=Provided.IF,
            ),
        ),
    ),
    # BRING YOUR FRIENDS Whenever this character quests, if you have 2 or more other characters in
    # play, you may draw a card.
    "Stitch - Carefree Snowboarder": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        YouHave(
                            Cards(det=Det.NUMBER, other=True, having=(In(Place.IN_PLAY),), count=2),
                        ),
                        (May((Draw(),)),),
                    ),
                ),
                name="BRING YOUR FRIENDS",
            ),
        ),
    ),
    # AMPED UP While you have a character named Lilo in play, this character gains Challenger +3.
    "Stitch - High Badness Level": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.CHALLENGER, value=3),)),
                name="AMPED UP",
                condition=YouHave(Cards(having=(Named("Lilo"), In(Place.IN_PLAY)))),
            ),
        ),
    ),
    # I DARE YOU! ⟳ — Chosen opposing character gains Reckless until the start of your next turn.
    "Stitch - Naughty Experiment": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Gains(Keyword.RECKLESS),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="I DARE YOU!",
            ),
        ),
    ),
    # Chosen character gains Challenger +3 this turn.
    "Swordplay": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.CHALLENGER, value=3),)),),
    ),
    # Boost 2 ⬡ Ward ANYTHING THAT GLITTERS Whenever you put a card under one of your characters or
    # locations, this character gets +1 ◊ this turn.
    "Tamatoa - Seeker of Shine": Behaviour(
        abilities=(
            Triggered(
                (
                    PutsUnder(
                        Cards(
                            det=Det.ONE_OF,
                            kinds=(Kind.CHARACTER, Kind.LOCATION),
                            owner=Owner.YOURS,
                        ),
                    ),
                ),
                (Modify(This(), (Gets(Stat.LORE, 1),)),),
                name="ANYTHING THAT GLITTERS",
            ),
        ),
    ),
    # PERSISTENT PROBLEM When this location is banished, if there was an exerted character here,
    # return this card from your discard to your hand.
    "The Frozen Vine - Monstrous Plant": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (If(ThereWasHere(Cards(state=State.EXERTED)), (ReturnFromDiscard(),)),),
                name="PERSISTENT PROBLEM",
            ),
        ),
    ),
    # Deal 2 damage to chosen opposing character. If you have a character named Darkwing Duck in
    # play, deal 3 damage instead.
    "The Terror That Flaps in the Night": Behaviour(
        effect=(
            DealDamage(2, Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),
            Instead(
                YouHave(Cards(having=(Named("Darkwing Duck"), In(Place.IN_PLAY)))),
                (DealDamage(3, Them(form=Pronoun.UNSAID)),),
            ),
        ),
    ),
    # SPLENDERIFFIC BOUNCE When you play this character, you may return chosen character, item, or
    # location with cost 2 or less to their player's hand.
    "Tigger - Bouncing All the Way": Behaviour(
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
                name="SPLENDERIFFIC BOUNCE",
            ),
        ),
    ),
    # GET RID OF THAT When you play this character, chosen opponent reveals their hand and discards
    # a non-character card of your choice.
    "Timon - Snowball Swiper": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealHand(players=ChosenPlayer(opponent=True)),
                    DiscardChosen(
                        Cards(kinds=(Kind.CARD,), excluded=(Kind.CHARACTER,)),
                        join=Join.AND,
                    ),
                ),
                name="GET RID OF THAT",
            ),
        ),
    ),
    # FLURRY OF DELIGHT While you have 4 or more cards in your hand, this character gains Evasive.
    # SPECTACULAR FIND While you have 7 or more cards in your hand, this character gets +3 ◊.
    "Tinker Bell - Snowflake Collector": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.EVASIVE),)),
                name="FLURRY OF DELIGHT",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_HAND),),
                        count=4,
                    ),
                ),
            ),
            Static(
                Have(This(), (Gets(Stat.LORE, 3),)),
                name="SPECTACULAR FIND",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_HAND),),
                        count=7,
                    ),
                ),
            ),
        ),
    ),
    # AT YOUR SIDE ⟳ — Chosen character gains Support this turn.
    "Tiny Tim's Crutch": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.SUPPORT),)),),
                name="AT YOUR SIDE",
            ),
        ),
    ),
    # LOOK AT THIS! Whenever this character quests, choose one: • Gain 1 lore. • Chosen character of
    # yours gains Evasive until the start of your next turn.
    "Tod - Playful Kit": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    ChooseOne(
                        (
                            (GainLore(1),),
                            (
                                Modify(
                                    Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                                    (Gains(Keyword.EVASIVE),),
                                    lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                                ),
                            ),
                        ),
                    ),
                ),
                name="LOOK AT THIS!",
            ),
        ),
    ),
    # Put any number of cards from under your characters and locations into your inkwell facedown
    # and exerted.
    "Visiting Christmas Past": Behaviour(effect=(InkFromUnder(),)),
    # SHOWIN' UP If you have a character named Tod in play, you pay 1 ⬡ less to play this character.
    # Evasive.
    "Vixey - Forest Friend": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="SHOWIN' UP",
                condition=YouHave(Cards(having=(Named("Tod"), In(Place.IN_PLAY)))),
                provided=Provided.IF,
            ),
        ),
    ),
    # UNDERDOG If this is your first turn and you're not the first player, you pay 1 ⬡ less to play
    # this character. Evasive.
    "White Rabbit - Late Again": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="UNDERDOG",
                condition=FirstTurnSecondPlayer(),
                provided=Provided.IF,
            ),
        ),
    ),
    # I'VE GOT YOU When you play this character, return a character card from your discard to your
    # hand. If that character is named Tod, you may play him for free.
    "Widow Tweed - Kindly Soul": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    ReturnToHand(
                        Cards(having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                        whose=Whose.YOUR,
                    ),
                    If(
                        ThatNamed("Tod"),
                        (May((PlayForFree(Them(form=Pronoun.HE, zone=Zone.HAND)),)),),
                    ),
                ),
                name="I'VE GOT YOU",
            ),
        ),
    ),
    # Boost 3 ⬡ THE FOOD OF GENEROSITY This character can't quest or challenge unless you put a card
    # under him this turn.
    "Willie the Giant - Ghost of Christmas Present": Behaviour(
        abilities=(
            Static(
                Have(This(), (Cant(Deed.QUEST), Cant(Deed.CHALLENGE))),
                name="THE FOOD OF GENEROSITY",
                condition=PutUnderThisTurn(This(form=Pronoun.HE)),
                provided=Provided.UNLESS,
            ),
        ),
    ),
    # LOOKING FOR A MORSEL When you play this character, you may return an item card from your
    # discard to your hand.
    "Winnie the Pooh - Hungry Bear": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
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
                ),
                name="LOOKING FOR A MORSEL",
            ),
        ),
    ),
    # Chosen location of yours can't be challenged until the start of your next turn. Draw a card.
    "Winterspell": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN, kinds=(Kind.LOCATION,), owner=Owner.YOURS),
                (Cant(Deed.BE_CHALLENGED),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
            Draw(),
        ),
    ),
    # QUITE A BARGAIN When you play this character, you may return another chosen character of yours
    # to your hand. If you do, gain 1 lore.
    "Witches of Morva - Orddu, Orwen, and Orgoch": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS, other=True),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                    IfYouDo((GainLore(1),)),
                ),
                name="QUITE A BARGAIN",
            ),
        ),
    ),
    # OOH, I'M SCARED During opponents' turns, this character gains Resist +2.
    "Yao - Snow Warrior": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.RESIST, value=2),)),
                name="OOH, I'M SCARED",
                condition=OpponentsTurn(),
                provided=Provided.DURING_OPPONENTS_TURNS,
            ),
        ),
    ),
}
