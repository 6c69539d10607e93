"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    HaveHere,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, Times
from illumineer.engine.abilities.changes import Cant, Deed, Gains, GainsAbility, Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.conditions import LookedIs, YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.costs import DamageCost
from illumineer.engine.abilities.deck import InkTopCard, PlayForFree, PutLooked, Rest, RevealTop
from illumineer.engine.abilities.during_if import YourTurnIf
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
    StrengthAtLeast,
    StrengthAtMost,
    WithCardUnder,
    WithKeyword,
)
from illumineer.engine.abilities.flow import If, Instead, May
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, PayInk
from illumineer.engine.abilities.hand_size import MostInHand
from illumineer.engine.abilities.hands import DiscardAtRandom, DiscardedThisWay
from illumineer.engine.abilities.inkwells import MoreInk, PlayersInkTop
from illumineer.engine.abilities.locations import MovesHere, MoveTo, QuestsWhile, ThatLocation
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.noted import LeftDiscard
from illumineer.engine.abilities.players import Called, EachOpponent, EachPlayer, TheirPlayer
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    Lasting,
    Modify,
    PutDamage,
    PutIntoInkwell,
    Ready,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Looked, Pronoun, That, Them, This
from illumineer.engine.abilities.their_choice import ExertsOneOfTheirs
from illumineer.engine.abilities.triggers import (
    Banishes,
    Banishment,
    Intro,
    IsBanished,
    IsChallenged,
    Plays,
    Quests,
)
from illumineer.engine.abilities.under import (
    CardUnder,
    HadCardUnder,
    MayPlayFromUnder,
    PutsUnder,
    PutTopUnder,
    PutUnder,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Boost 1 ⬡ EXPERT SHOT Whenever this character quests, if there's a card under him, deal 1
    # damage to up to 2 chosen characters.
    "Robin Hood - Ephemeral Archer": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        CardUnder(target=This(form=Pronoun.HE)),
                        (DealDamage(1, Cards(det=Det.UP_TO, count=2)),),
                    ),
                ),
                name="EXPERT SHOT",
            ),
        ),
    ),
    # Boost 2 ⬡ SURVIVAL OF THE FITTEST Whenever you put a card under this character, chosen
    # opposing character gets -5 ¤ this turn.
    "Scar - Eerily Prepared": Behaviour(
        abilities=(
            Triggered(
                (PutsUnder(This()),),
                (Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -5),)),),
                name="SURVIVAL OF THE FITTEST",
            ),
        ),
    ),
    # Shift 4 ⬡ SPECULATION Whenever you play a character or location with Boost, you may put the
    # top card of your deck facedown under them.
    "Scrooge McDuck - Cavern Prospector": Behaviour(
        abilities=(
            Triggered(
                (
                    Plays(
                        Cards(
                            kinds=(Kind.CHARACTER, Kind.LOCATION),
                            having=(WithKeyword(Keyword.BOOST),),
                        ),
                    ),
                ),
                (May((PutTopUnder(That(form=Pronoun.THEY)),)),),
                name="SPECULATION",
            ),
        ),
    ),
    # FABULOUS WEALTH When you play this character, chosen character with a card under them gets +1
    # ◊ this turn.
    "Scrooge McDuck - On the Right Track": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN, having=(WithCardUnder(),)), (Gets(Stat.LORE, 1),)),),
                name="FABULOUS WEALTH",
            ),
        ),
    ),
    # BACKUP PLAN When you play this character, draw a card, then choose and discard a card. ON THE
    # MOVE When this character is challenged, return this card to your hand.
    "Scrooge McDuck - S.H.U.S.H. Agent": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Draw(), Discard(join=Join.THEN)),
                name="BACKUP PLAN",
            ),
            Triggered(
                (IsChallenged(This(), intro=Intro.WHEN),),
                (ReturnToHand(This(form=Pronoun.CARD), whose=Whose.YOUR),),
                name="ON THE MOVE",
            ),
        ),
    ),
    # The player or players with the most cards in their hands choose and discard 2 cards. If you
    # have a Detective character in play, gain 1 lore.
    "Search for Clues": Behaviour(
        effect=(
            Discard(amount=2, players=MostInHand()),
            If(YouHave(Cards(classes=("Detective",), having=(In(Place.IN_PLAY),))), (GainLore(1),)),
        ),
    ),
    # Evasive ON THE HUNT Whenever this character quests, banish chosen opposing damaged character.
    # Then, you may put 1 damage counter on another chosen character.
    "Shere Khan - Fearsome Tiger": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    Banish(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, state=State.DAMAGED)),
                    May((PutDamage(1, Cards(det=Det.CHOSEN, other=True)),), join=Join.THEN_SENTENCE),
                ),
                name="ON THE HUNT",
            ),
        ),
    ),
    # Shift 5 ⬡ WILD RAGE 1 ⬡, Deal 1 damage to this character — Ready this character. He can't
    # quest for the rest of this turn.
    "Shere Khan - Fierce and Furious": Behaviour(
        abilities=(
            Activated(
                Cost(ink=1, parts=(DamageCost(1),)),
                (
                    Ready(This()),
                    Modify(This(form=Pronoun.HE), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
                ),
                name="WILD RAGE",
            ),
        ),
    ),
    # Boost 3 ⬡ TIMELY ALLIANCE Whenever you put a card under this character, you may reveal the top
    # card of your deck. If it's a character card, you may play that character for free and they
    # enter play exerted. Otherwise, put it on the bottom of your deck.
    "Simba - King in the Making": Behaviour(
        abilities=(
            Triggered(
                (PutsUnder(This()),),
                (
                    May((RevealTop(),)),
                    If(
                        LookedIs(Cards(card=True)),
                        (May((PlayForFree(Looked(form=Pronoun.NOUN), exerted=True),)),),
                        otherwise=(PutLooked(said=Rest.IT),),
                    ),
                ),
                name="TIMELY ALLIANCE",
            ),
        ),
    ),
    # HEAD FOR THE BRIDGE! Whenever a character quests while here, you may banish this location to
    # gain 2 lore and give them Evasive until the start of your next turn.
    "Sleepy Hollow - The Bridge": Behaviour(
        abilities=(
            Triggered(
                (QuestsWhile(Cards()),),
                (
                    May(
                        (
                            Banish(This()),
                            GainLore(2, join=Join.TO),
                            Modify(
                                That(form=Pronoun.THEY),
                                (Gains(Keyword.EVASIVE),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                                give=True,
                                join=Join.AND,
                            ),
                        ),
                    ),
                ),
                name="HEAD FOR THE BRIDGE!",
            ),
        ),
    ),
    # Each of your characters gets +1 ¤ this turn. You may banish chosen item.
    "So Be It!": Behaviour(
        effect=(
            Modify(Cards(det=Det.EACH_OF, owner=Owner.YOURS), (Gets(Stat.STRENGTH, 1),)),
            May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),
        ),
    ),
    # Put all characters with cost 3 or less into their players' inkwells facedown and exerted.
    "Spooky Sight": Behaviour(
        effect=(
            PutIntoInkwell(
                Cards(det=Det.ALL, having=(CostAtMost(3),)),
                whose=Whose.THEIR_PLAYERS_DECKS,
            ),
        ),
    ),
    # Put chosen opposing character into their player's inkwell facedown. That player puts the top
    # card of their deck into their inkwell facedown.
    "Sudden Scare": Behaviour(
        effect=(
            PutIntoInkwell(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), exerted=False),
            PlayersInkTop(TheirPlayer(called=Called.THAT_PLAYER), exerted=False),
        ),
    ),
    # Each opponent chooses and exerts one of their ready characters.
    "Swooping Strike": Behaviour(effect=(ExertsOneOfTheirs(),)),
    # Support FOLLOW THE PIG Whenever this character quests, you may return a character card named
    # Hen Wen from your discard to your hand.
    "Taran - Pig Keeper": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(
                                    having=(Named("Hen Wen"), In(Place.FROM_YOUR_DISCARD)),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="FOLLOW THE PIG",
            ),
        ),
    ),
    # GATHER RESOURCES Once during your turn, whenever you move a character with 5 ¤ or more here,
    # you may draw a card.
    "The Bitterwood - Underground Forest": Behaviour(
        abilities=(
            Triggered(
                (MovesHere(Cards(having=(StrengthAtLeast(5),)), by_you=True),),
                (May((Draw(),)),),
                name="GATHER RESOURCES",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # THE CAULDRON CALLS ⟳, 1 ⬡ — Put a character card from your discard under this item faceup.
    # RISE AND JOIN ME! ⟳, 1 ⬡ — This turn, you may play characters from under this item.
    "The Black Cauldron": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    PutUnder(
                        Cards(having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                        This(),
                        faceup=True,
                    ),
                ),
                name="THE CAULDRON CALLS",
            ),
            Activated(Cost(exert=True, ink=1), (MayPlayFromUnder(),), name="RISE AND JOIN ME!"),
        ),
    ),
    # Move up to 2 of your characters to the same location for free. That location gains Resist +2
    # until the start of your next turn.
    "The Game's Afoot!": Behaviour(
        effect=(
            MoveTo(Cards(det=Det.UP_TO_OF, owner=Owner.YOURS, count=2)),
            Modify(
                ThatLocation(),
                (Gains(Keyword.RESIST, value=2),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
    # STARTLING DISCOVERY Characters gain “⟳ — Draw a card” while here.
    "The Great Illuminary - Abandoned Laboratory": Behaviour(
        abilities=(
            Static(
                HaveHere((GainsAbility(Activated(Cost(exert=True), (Draw(),))),)),
                name="STARTLING DISCOVERY",
            ),
        ),
    ),
    # Shift 5 ⬡ WITCHING HOUR When you play this character, each player draws 3 cards, then discards
    # 3 cards at random. Choose an opposing character and deal 2 damage to them for each action card
    # discarded this way.
    "The Headless Horseman - Cursed Rider": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Draw(amount=3, players=EachPlayer()),
                    DiscardAtRandom(amount=3, players=EachPlayer(), join=Join.THEN),
                    Pick(Cards(owner=Owner.OPPOSING)),
                    DealDamage(
                        Times(
                            2,
                            DiscardedThisWay(Cards(det=Det.BARE, kinds=(Kind.ACTION,), card=True)),
                        ),
                        Them(),
                        join=Join.AND,
                    ),
                ),
                name="WITCHING HOUR",
            ),
        ),
    ),
    # LEAVES NO TRACE When you play this character, banish chosen opposing character with 2 ¤ or
    # less. GATHERING STRENGTH During your turn, whenever an opposing character is banished, each of
    # your characters gets +1 ¤ this turn.
    "The Headless Horseman - Terror of Sleepy Hollow": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Banish(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, having=(StrengthAtMost(2),))),),
                name="LEAVES NO TRACE",
            ),
            Triggered(
                (IsBanished(Cards(owner=Owner.OPPOSING)),),
                (Modify(Cards(det=Det.EACH_OF, owner=Owner.YOURS), (Gets(Stat.STRENGTH, 1),)),),
                name="GATHERING STRENGTH",
                during_your_turn=True,
            ),
        ),
    ),
    # GRAND MACHINATIONS During your turn, if 1 or more cards have left a player's discard this
    # turn, this character gets +2 ◊.
    "The Horned King - Triumphant Ghoul": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 2),)),
                name="GRAND MACHINATIONS",
                condition=YourTurnIf(
                    LeftDiscard(Cards(det=Det.NUMBER, kinds=(Kind.CARD,)), have=True),
                ),
                provided=Provided.DURING_YOUR_TURN_IF,
            ),
        ),
    ),
    # Shift 2 ⬡ ARISE! Whenever one of your other characters is banished in a challenge, you may
    # return that card to your hand, then choose and discard a card.
    "The Horned King - Wicked Ruler": Behaviour(
        abilities=(
            Triggered(
                (
                    IsBanished(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True),
                        how=Banishment.IN_A_CHALLENGE,
                    ),
                ),
                (
                    May(
                        (
                            ReturnToHand(That(form=Pronoun.CARD), whose=Whose.YOUR),
                            Discard(join=Join.THEN),
                        ),
                    ),
                ),
                name="ARISE!",
            ),
        ),
    ),
    # Draw a card. You may banish chosen character with Evasive.
    "The Horseman Strikes!": Behaviour(
        effect=(
            Draw(),
            May((Banish(Cards(det=Det.CHOSEN, having=(WithKeyword(Keyword.EVASIVE),))),)),
        ),
    ),
    # MAJOR MALFUNCTION Whenever you play a character, you may pay 1 ⬡ and banish this item to deal
    # 2 damage to chosen character.
    "The Robot Queen": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards()),),
                (
                    May(
                        (
                            PayInk(1),
                            Banish(This(), join=Join.AND),
                            DealDamage(2, Cards(det=Det.CHOSEN), join=Join.TO),
                        ),
                    ),
                ),
                name="MAJOR MALFUNCTION",
            ),
        ),
    ),
    # MIGHTY HIT When you play this item, banish chosen opposing Deity character. HAND-TO-HAND
    # During your turn, whenever one of your characters banishes another character in a challenge,
    # gain 1 lore.
    "The Sword of Hercules": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Banish(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, classes=("Deity",))),),
                name="MIGHTY HIT",
            ),
            Triggered(
                (Banishes(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                (GainLore(1),),
                name="HAND-TO-HAND",
                during_your_turn=True,
            ),
        ),
    ),
    # TWO FOR ONE When you play this character, if you have a location in play, you may deal 2
    # damage to chosen character.
    "The Twins - Lost Boys": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(kinds=(Kind.LOCATION,), having=(In(Place.IN_PLAY),))),
                        (May((DealDamage(2, Cards(det=Det.CHOSEN)),)),),
                    ),
                ),
                name="TWO FOR ONE",
            ),
        ),
    ),
    # Banish chosen character of yours to draw 2 cards. If that character had a card under them,
    # draw 3 cards instead.
    "Time to Go!": Behaviour(
        effect=(
            Banish(Cards(det=Det.CHOSEN, owner=Owner.YOURS)),
            Draw(amount=2, join=Join.TO),
            Instead(HadCardUnder(Them(form=Pronoun.NOUN)), (Draw(amount=3),)),
        ),
    ),
    # Shift 3 ⬡ HARMLESS DIVERSION When you play this character, exert chosen opposing character
    # with 2 ¤ or less.
    "Tinker Bell - Temperamental Fairy": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, having=(StrengthAtMost(2),))),),
                name="HARMLESS DIVERSION",
            ),
        ),
    ),
    # Choose one: • Each opposing character gets -1 ◊ until the start of your next turn. • Each
    # opponent chooses and discards 2 cards.
    "Trust In Me": Behaviour(
        effect=(
            ChooseOne(
                (
                    (
                        Modify(
                            Cards(det=Det.EACH, owner=Owner.OPPOSING),
                            (Gets(Stat.LORE, -1),),
                            lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                        ),
                    ),
                    (Discard(amount=2, players=EachOpponent()),),
                ),
            ),
        ),
    ),
    # Boost 1 ⬡ SLIPPERY SPELL While there's a card under this character, she gets +1 ◊ and gains
    # Evasive.
    "Ursula - Whisper of Vanessa": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.SHE), (Gets(Stat.LORE, 1), Gains(Keyword.EVASIVE))),
                name="SLIPPERY SPELL",
                condition=CardUnder(),
            ),
        ),
    ),
    # HIGH STANDARDS Whenever this character quests, you may banish chosen item.
    "Vladimir - Ceramic Unicorn Fan": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),),
                name="HIGH STANDARDS",
            ),
        ),
    ),
    # Shift 2 ⬡ Ward WORK SMARTER Whenever this character quests, if an opponent has more cards in
    # their inkwell than you, you may put the top card of your deck into your inkwell facedown and
    # exerted.
    "Webby Vanderquack - Junior Prospector": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (If(MoreInk(), (May((InkTopCard(),)),)),),
                name="WORK SMARTER",
            ),
        ),
    ),
    # I'VE READ ABOUT THIS While you have a character or location in play with a card under them,
    # this character gets +1 ◊.
    "Webby Vanderquack - Knowledge Seeker": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1),)),
                name="I'VE READ ABOUT THIS",
                condition=YouHave(
                    Cards(
                        kinds=(Kind.CHARACTER, Kind.LOCATION),
                        having=(In(Place.IN_PLAY), WithCardUnder()),
                    ),
                ),
            ),
        ),
    ),
    # CONTAGIOUS ENERGY When you play this character, chosen character gets +1 ¤ this turn.
    "Webby Vanderquack - Mystery Enthusiast": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 1),)),),
                name="CONTAGIOUS ENERGY",
            ),
        ),
    ),
    # LATEST ENTRY Whenever you put a card under one of your characters or locations, you may pay 1
    # ⬡ to draw a card.
    "Webby's Diary": Behaviour(
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
                (May((PayInk(1), Draw(join=Join.TO))),),
                name="LATEST ENTRY",
            ),
        ),
    ),
    # PURE LIQUID GOLD This location gets +1 ◊ for each character here.
    "White Agony Plains - Golden Lagoon": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (Gets(Stat.LORE, Times(1, Counted(Cards(det=Det.BARE, having=(Here(),))))),),
                ),
                name="PURE LIQUID GOLD",
            ),
        ),
    ),
    # Boost 2 ⬡ I NEED MORE THUNDERBOLTS! While there's a card under this character, he gets +2 ¤
    # and +2 ⛉.
    "Zeus - Missing His Spark": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.HE), (Gets(Stat.STRENGTH, 2), Gets(Stat.WILLPOWER, 2))),
                name="I NEED MORE THUNDERBOLTS!",
                condition=CardUnder(),
            ),
        ),
    ),
    # NEW INFORMATION Once during your turn, whenever you move a character here, you may draw a
    # card, then choose and discard a card.
    "Zootopia - Police Headquarters": Behaviour(
        abilities=(
            Triggered(
                (MovesHere(Cards(), by_you=True),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="NEW INFORMATION",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
}
