"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersExerted,
    EntersWithDamage,
    Have,
    NextCostsLess,
    PayLess,
    Provided,
    Static,
    StrengthFloor,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, Times
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import (
    Challenged,
    FirstTurnSecondPlayer,
    HasNoDamage,
    IsState,
    LookedIs,
    OpponentsTurn,
    YouHave,
    YourTurn,
)
from illumineer.engine.abilities.conjunctions import Both
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    LookAtTop,
    PlayForFree,
    PutLooked,
    Rest,
    RevealTop,
    TakeLooked,
)
from illumineer.engine.abilities.each_reveals import EachShufflesAndReveals, TheyMayTakeCharacter
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
    StrengthAtMost,
    WithKeyword,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, ReduceNextCost
from illumineer.engine.abilities.locations import IsAtALocation, MovesHere, ThereIs
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.noted import LeavesDiscard
from illumineer.engine.abilities.play_revealed import MayPlayIt
from illumineer.engine.abilities.players import EachOpponent
from illumineer.engine.abilities.prevention import FirstDamageShield
from illumineer.engine.abilities.restrictions import BanPlay, MustBeChosen
from illumineer.engine.abilities.searching import TakeIt
from illumineer.engine.abilities.steps import (
    Banish,
    Exert,
    Lasting,
    Modify,
    PutIntoInkwell,
    PutOnBottom,
    Ready,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, Them, This
from illumineer.engine.abilities.triggers import (
    Intro,
    IsBanished,
    Plays,
    Quests,
    TurnEnds,
    TurnStarts,
)
from illumineer.engine.abilities.under import (
    CardsUnder,
    CardsWereUnder,
    CardUnder,
    PutsUnder,
    PutTopUnder,
    TakeFromUnder,
)
from illumineer.engine.abilities.unless import Unless
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
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
    # NEW ARRIVAL Whenever you move a character here, put the top card of your deck under this
    # location facedown. ANOTHER CHANCE At the start of your turn, you may put all cards from under
    # this location into your hand. If you do, banish this location.
    "Graveyard of Christmas Future - Lonely Resting Place": Behaviour(
        abilities=(
            Triggered(
                (MovesHere(Cards(), by_you=True),),
                (PutTopUnder(This(), last=True),),
                name="NEW ARRIVAL",
            ),
            Triggered(
                (TurnStarts(),),
                (May((TakeFromUnder(This()),)), IfYouDo((Banish(This()),))),
                name="ANOTHER CHANCE",
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
    # FOLLOW THE TRACKS At the end of your turn, if this character is exerted and none of your
    # characters challenged this turn, gain 1 lore.
    "John Smith - Snow Tracker": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        Both(
                            IsState(State.EXERTED),
                            Challenged(Cards(det=Det.NONE_OF, owner=Owner.YOURS)),
                        ),
                        (GainLore(1),),
                    ),
                ),
                name="FOLLOW THE TRACKS",
            ),
        ),
    ),
    # Bodyguard DO YOUR WORST Opponents must choose this character for actions and abilities if
    # able.
    "John Smith - Undaunted Protector": Behaviour(
        abilities=(Static(MustBeChosen(), name="DO YOUR WORST"),),
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
    # Opponents can't play actions or items until the start of your next turn.
    "Keep the Ancient Ways": Behaviour(
        effect=(BanPlay(Cards(det=Det.PLAIN, kinds=(Kind.ACTION, Kind.ITEM))),),
    ),
    # HIDDEN DEPTHS When you play this character, if you have a character named Anna in play, you
    # may put a card from chosen player's discard on the bottom of their deck. STROKE OF LUCK Once
    # during your turn, whenever a card leaves your discard, draw a card.
    "Kristoff - Icy Explorer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(having=(Named("Anna"), In(Place.IN_PLAY)))),
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
                    ),
                ),
                name="HIDDEN DEPTHS",
            ),
            Triggered(
                (LeavesDiscard(Cards(kinds=(Kind.CARD,))),),
                (Draw(),),
                name="STROKE OF LUCK",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # MOMENT OF INSPIRATION ⟳, 2 ⬡ — Reveal the top card of your deck. You may play it as if it were
    # in your hand. Otherwise, put it in your discard.
    "Kristoff's Lute": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=2),
                (RevealTop(), MayPlayIt(as_if_in_hand=True)),
                name="MOMENT OF INSPIRATION",
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
    # WHAT DID YOU NEED? ⟳ — Draw a card. Then, choose and discard a card unless you have a
    # character named Darkwing Duck in play.
    "Launchpad - Trusty Sidekick": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    Draw(),
                    Unless(
                        YouHave(Cards(having=(Named("Darkwing Duck"), In(Place.IN_PLAY)))),
                        (Discard(),),
                        join=Join.THEN_SENTENCE,
                    ),
                ),
                name="WHAT DID YOU NEED?",
            ),
        ),
    ),
    # Each player shuffles their deck and then reveals the top card. Each player who reveals a
    # character card may play that character for free. Otherwise, put the revealed cards on the
    # bottom of their player's deck.
    "Let's Get Dangerous": Behaviour(
        effect=(EachShufflesAndReveals(), TheyMayTakeCharacter(play=True)),
    ),
    # EXTRA LAYERS During each opponent's turn, the first time this character would take damage, she
    # takes no damage instead.
    "Lilo - Bundled Up": Behaviour(
        abilities=(
            Static(
                FirstDamageShield(This(), This(form=Pronoun.SHE)),
                name="EXTRA LAYERS",
                condition=OpponentsTurn(),
                provided=Provided.DURING_EACH_OPPONENTS_TURN,
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
}
