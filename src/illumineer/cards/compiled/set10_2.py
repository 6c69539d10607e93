"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersExerted,
    Have,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, Times
from illumineer.engine.abilities.card_events import Draws, Exerts, Inked, NthDraw
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.conditions import (
    IsState,
    OpponentHas,
    YouHave,
    YourTurn,
    YouvePlayed,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    InkTopCard,
    LookAtTop,
    PlayForFree,
    PutLooked,
    Rest,
    TakeLooked,
    TopOrBottom,
)
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtLeast,
    CostAtMost,
    Det,
    Here,
    In,
    Kind,
    Named,
    Owner,
    Place,
    State,
    StrengthAtMost,
    WithCardUnder,
    Wording,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, PayInk, RevealHand
from illumineer.engine.abilities.hand_size import DiscardDownTo, EachTurnEnds, HandSize
from illumineer.engine.abilities.hands import DiscardChosen
from illumineer.engine.abilities.players import ChosenPlayer
from illumineer.engine.abilities.prevention import CantBeDealtDamage, IsBeingChallenged
from illumineer.engine.abilities.refill import DrawUntil, WhoseTurn
from illumineer.engine.abilities.restrictions import MustQuest, Order
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    Lasting,
    Modify,
    PutIntoInkwell,
    PutOnBottom,
    PutOnTop,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Challenger, Pronoun, Them, This
from illumineer.engine.abilities.their_choice import ExertsOneOfTheirs
from illumineer.engine.abilities.triggers import (
    Banishment,
    Challenges,
    Intro,
    IsBanished,
    Plays,
    Quests,
    TurnStarts,
)
from illumineer.engine.abilities.under import CardUnder, PutsUnder, TheirPlayerMayReveal
from illumineer.engine.abilities.unless import DrawUnlessBottom
from illumineer.engine.vocabulary import Ink, Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Boost 3 ⬡ STUNNING TRANSFORMATION Whenever you put a card under this character, you may banish
    # chosen opposing character. If you do, their player may reveal the top card of their deck. If
    # that card is a character or item card, they may play it for free. Otherwise, they put it on
    # the bottom of their deck.
    "Fairy Godmother - Magical Benefactor": Behaviour(
        abilities=(
            Triggered(
                (PutsUnder(This()),),
                (
                    May((Banish(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),
                    IfYouDo((TheirPlayerMayReveal(),)),
                ),
                name="STUNNING TRANSFORMATION",
            ),
        ),
    ),
    # ONLY TILL MIDNIGHT During your turn, whenever you put a card into your inkwell, chosen
    # Princess character of yours gains Ward until the start of your next turn.
    "Fairy Godmother's Wand": Behaviour(
        abilities=(
            Triggered(
                (Inked(you=True),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS, classes=("Princess",)),
                        (Gains(Keyword.WARD),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="ONLY TILL MIDNIGHT",
                during_your_turn=True,
            ),
        ),
    ),
    # TOUGHEN UP When you play this character, chosen character of yours gains Ward until the start
    # of your next turn.
    "Fergus McDuck - Scrooge's Father": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                        (Gains(Keyword.WARD),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="TOUGHEN UP",
            ),
        ),
    ),
    # YOU BETTER RUN When you play this character, you may pay 2 ⬡ to return chosen opposing
    # character with 2 ¤ or less to their player's hand.
    "Finnick - Tiny Terror": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PayInk(2),
                            ReturnToHand(
                                Cards(
                                    det=Det.CHOSEN,
                                    owner=Owner.OPPOSING,
                                    having=(StrengthAtMost(2),),
                                ),
                                join=Join.TO,
                            ),
                        ),
                    ),
                ),
                name="YOU BETTER RUN",
            ),
        ),
    ),
    # HOLD...YOUR HORSES This character enters play exerted. DEEP RESEARCH Whenever this character
    # quests, you may give chosen Detective character +2 ¤ this turn.
    "Flash - Records Specialist": Behaviour(
        abilities=(
            Static(EntersExerted(), name="HOLD...YOUR HORSES"),
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            Modify(
                                Cards(det=Det.CHOSEN, classes=("Detective",)),
                                (Gets(Stat.STRENGTH, 2),),
                                give=True,
                            ),
                        ),
                    ),
                ),
                name="DEEP RESEARCH",
            ),
        ),
    ),
    # TRY ME While you have a character or location in play with a card under them, this character
    # gains Ward.
    "Flintheart Glomgold - Scheming Billionaire": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.WARD),)),
                name="TRY ME",
                condition=YouHave(
                    Cards(
                        kinds=(Kind.CHARACTER, Kind.LOCATION),
                        having=(In(Place.IN_PLAY), WithCardUnder()),
                    ),
                ),
            ),
        ),
    ),
    # Boost 2 ⬡ I'LL TAKE THAT While there's a card under this character, he gets +2 ¤ and +1 ◊.
    "Flynn Rider - Spectral Scoundrel": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.HE), (Gets(Stat.STRENGTH, 2), Gets(Stat.LORE, 1))),
                name="I'LL TAKE THAT",
                condition=CardUnder(),
            ),
        ),
    ),
    # Draw a card. Exert chosen character with cost 2 or less. They can't ready at the start of
    # their next turn.
    "Fragile as a Flower": Behaviour(
        effect=(
            Draw(),
            Exert(Cards(det=Det.CHOSEN, having=(CostAtMost(2),))),
            Modify(Them(), (Cant(Deed.READY_AT_START),), lasting=None),
        ),
    ),
    # Boost 2 ⬡ TOP THAT! Whenever this character quests, if there's a card under him, chosen
    # opposing character can't challenge and must quest if able during their next turn.
    "Gaston - Frightful Bully": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        CardUnder(target=This(form=Pronoun.HE)),
                        (
                            MustQuest(
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                order=Order.ABLE_THEN_LASTING,
                            ),
                        ),
                    ),
                ),
                name="TOP THAT!",
            ),
        ),
    ),
    # Singer 7 CROWD FAVORITE When you play this character, you may put a song card from your
    # discard on the top of your deck.
    "Gazelle - Ballad Singer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutOnTop(
                                Cards(
                                    kinds=(Kind.SONG,),
                                    having=(In(Place.FROM_YOUR_DISCARD),),
                                    card=True,
                                ),
                            ),
                        ),
                    ),
                ),
                name="CROWD FAVORITE",
            ),
        ),
    ),
    # Play a location with cost 3 or less from your discard for free. Then, if you have a location
    # named Sleepy Hollow in play, draw a card.
    "Get to Safety!": Behaviour(
        effect=(
            PlayForFree(
                Cards(kinds=(Kind.LOCATION,), having=(CostAtMost(3), In(Place.FROM_YOUR_DISCARD))),
            ),
            If(
                YouHave(
                    Cards(
                        kinds=(Kind.LOCATION,),
                        having=(Named("Sleepy Hollow"), In(Place.IN_PLAY)),
                    ),
                ),
                (Draw(),),
                join=Join.THEN_SENTENCE,
            ),
        ),
    ),
    # Exert all opposing characters with 2 ¤ or less.
    "Ghostly Tale": Behaviour(
        effect=(Exert(Cards(det=Det.ALL, owner=Owner.OPPOSING, having=(StrengthAtMost(2),))),),
    ),
    # CLAIM JUMPER When you play this character, chosen opponent reveals their hand and discards a
    # location card of your choice. STRIKE GOLD Whenever this character quests, you may put a
    # location card from chosen player's discard on the bottom of their deck to gain 1 lore.
    "Goldie O'Gilt - Cunning Prospector": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealHand(players=ChosenPlayer(opponent=True)),
                    DiscardChosen(Cards(kinds=(Kind.LOCATION,), card=True), join=Join.AND),
                ),
                name="CLAIM JUMPER",
            ),
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            PutOnBottom(
                                Cards(
                                    kinds=(Kind.LOCATION,),
                                    having=(In(Place.FROM_CHOSEN_PLAYERS_DISCARD),),
                                    card=True,
                                ),
                                whose=Whose.THEIR,
                            ),
                            GainLore(1, join=Join.TO),
                        ),
                    ),
                ),
                name="STRIKE GOLD",
            ),
        ),
    ),
    # DUSK TO DAWN At the end of each player's turn, if they have more than 2 cards in their hand,
    # they choose and discard cards until they have 2. If they have fewer than 2 cards in their
    # hand, they draw until they have 2. STONE BY DAY If you have 3 or more cards in your hand, this
    # character can't ready.
    "Goliath - Clan Leader": Behaviour(
        abilities=(
            Triggered(
                (EachTurnEnds(),),
                (
                    If(HandSize(WhoseTurn(), 2), (DiscardDownTo(WhoseTurn(), 2),)),
                    If(HandSize(WhoseTurn(), 2, fewer=True), (DrawUntil(WhoseTurn(), 2),)),
                ),
                name="DUSK TO DAWN",
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
    # BE CAREFUL, ALL OF YOU Whenever one of your Gargoyle characters challenges another character,
    # gain 1 lore. STONE BY DAY If you have 3 or more cards in your hand, this character can't
    # ready.
    "Goliath - Guardian of Castle Wyvern": Behaviour(
        abilities=(
            Triggered(
                (
                    Challenges(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Gargoyle",)),
                        challenged=Cards(other=True),
                    ),
                ),
                (GainLore(1),),
                name="BE CAREFUL, ALL OF YOU",
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
    # EVEN THE SCORE Whenever one of your other Emerald characters is challenged and banished,
    # banish the challenging character. PROVIDE COVER Your other Emerald characters gain Ward.
    "Goofy - Emerald Champion": Behaviour(
        abilities=(
            Triggered(
                (
                    IsBanished(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True, inks=(Ink.EMERALD,)),
                        how=Banishment.CHALLENGED,
                    ),
                ),
                (Banish(Challenger()),),
                name="EVEN THE SCORE",
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, inks=(Ink.EMERALD,)),
                    (Gains(Keyword.WARD),),
                ),
                name="PROVIDE COVER",
            ),
        ),
    ),
    # Shift 5 ⬡ HOT PURSUIT When you play this character and whenever he quests, each opposing
    # character gets -1 ¤ until the start of your next turn.
    "Goofy - Galumphing Gumshoe": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.HE))),
                (
                    Modify(
                        Cards(det=Det.EACH, owner=Owner.OPPOSING),
                        (Gets(Stat.STRENGTH, -1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="HOT PURSUIT",
            ),
        ),
    ),
    # PERFECT TRAP When you play this character, chosen opposing character gets -1 ¤ until the start
    # of your next turn.
    "Goofy - Ghost Hunter": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Gets(Stat.STRENGTH, -1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="PERFECT TRAP",
            ),
        ),
    ),
    # DOCTRINA ADDUCERE During your turn, whenever an opposing character becomes exerted, gain 1
    # lore. CELERITAS Your characters named Demona gain Rush.
    "Grimorum Arcanorum": Behaviour(
        abilities=(
            Triggered(
                (Exerts(Cards(owner=Owner.OPPOSING), becomes=True),),
                (GainLore(1),),
                name="DOCTRINA ADDUCERE",
                during_your_turn=True,
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(Named("Demona"),)),
                    (Gains(Keyword.RUSH),),
                ),
                name="CELERITAS",
            ),
        ),
    ),
    # HAPPY DAY When you play this character, you may remove up to 2 damage from chosen character.
    "Gurgi - Apple Lover": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((RemoveDamage(2, Cards(det=Det.CHOSEN)),)),),
                name="HAPPY DAY",
            ),
        ),
    ),
    # Evasive SWOOPING STRIKE Whenever this character quests, each opponent chooses and exerts one
    # of their ready characters.
    "Gwythaint - Savage Hunter": Behaviour(
        abilities=(Triggered((Quests(This()),), (ExertsOneOfTheirs(),), name="SWOOPING STRIKE"),),
    ),
    # WHAT D'YA SAY? When you play this character, you may choose an opposing character. If you do,
    # draw 2 cards unless that character's player puts that card on the bottom of their deck.
    "Hades - Looking for a Deal": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Pick(Cards(owner=Owner.OPPOSING)),)), IfYouDo((DrawUnlessBottom(2),))),
                name="WHAT D'YA SAY?",
            ),
        ),
    ),
    # JOSTLING FOR POWER King and Queen characters can't quest. GROWING INFLUENCE At the start of
    # your turn, if an opponent has 2 or more ready characters in play, gain 2 lore.
    "Hans - Brazen Manipulator": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, classes=("King", "Queen"), wording=Wording.AND_CLASSES),
                    (Cant(Deed.QUEST),),
                ),
                name="JOSTLING FOR POWER",
            ),
            Triggered(
                (TurnStarts(),),
                (
                    If(
                        OpponentHas(
                            Cards(
                                det=Det.NUMBER,
                                state=State.READY,
                                having=(In(Place.IN_PLAY),),
                                count=2,
                            ),
                        ),
                        (GainLore(2),),
                    ),
                ),
                name="GROWING INFLUENCE",
            ),
        ),
    ),
    # Deal 4 damage to chosen character. Your Deity characters gain Challenger +2 this turn.
    "He Hurled His Thunderbolt": Behaviour(
        effect=(
            DealDamage(4, Cards(det=Det.CHOSEN)),
            Modify(
                Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Deity",)),
                (Gains(Keyword.CHALLENGER, value=2),),
            ),
        ),
    ),
    # FUTURE SIGHT Whenever this character quests, look at the top card of your deck. Put it on
    # either the top or the bottom of your deck.
    "Hen Wen - Prophetic Pig": Behaviour(
        abilities=(
            Triggered((Quests(This()),), (LookAtTop(1), TopOrBottom()), name="FUTURE SIGHT"),
        ),
    ),
    # Look at the top 4 cards of your deck. Put 1 on the top of your deck and the rest on the bottom
    # in any order.
    "Hen Wen's Visions": Behaviour(
        effect=(
            LookAtTop(4),
            PutLooked(bottom=False, keep=1, said=Rest.ONE_TOP_REST_BOTTOM),
            PutLooked(said=Rest.ONE_TOP_REST_BOTTOM, deck="", join=Join.AND),
        ),
    ),
    # EVER VIGILANT This character can't be dealt damage unless he's being challenged. EVER VALIANT
    # While this character is exerted, your other Hero characters can't be dealt damage unless
    # they're being challenged.
    "Hercules - Mighty Leader": Behaviour(
        abilities=(
            Static(CantBeDealtDamage(This(), unless=IsBeingChallenged()), name="EVER VIGILANT"),
            Static(
                CantBeDealtDamage(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, classes=("Hero",)),
                    unless=IsBeingChallenged(form=Pronoun.THEY),
                ),
                name="EVER VALIANT",
                condition=IsState(State.EXERTED),
            ),
        ),
    ),
    # FINDING ANSWERS When you play this character, you may draw a card, then choose and discard a
    # card. STONE BY DAY If you have 3 or more cards in your hand, this character can't ready.
    "Hudson - Determined Reader": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="FINDING ANSWERS",
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
    # WELL-READ Whenever this character quests, if you've played a character with cost 5 or more
    # this turn, put the top card of your deck into your inkwell facedown and exerted.
    "Ichabod Crane - Bookish Schoolmaster": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (If(YouvePlayed(Cards(having=(CostAtLeast(5),))), (InkTopCard(),)),),
                name="WELL-READ",
            ),
        ),
    ),
    # CHILLING TALE When this character is banished, you may put this card into your inkwell
    # facedown and exerted.
    "Ichabod Crane - Scared Out of His Mind": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (May((PutIntoInkwell(This(form=Pronoun.CARD), whose=Whose.YOUR),)),),
                name="CHILLING TALE",
            ),
        ),
    ),
    # SUBTERRANEAN NETWORK While you have a character here, this location gets +1 ◊ for each other
    # location you have in play. LOCUS While you have a character here, you pay 1 ⬡ less to play
    # locations.
    "Illuminary Tunnels - Linked Caverns": Behaviour(
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
                                        other=True,
                                        having=(In(Place.YOU_HAVE_IN_PLAY),),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="SUBTERRANEAN NETWORK",
                condition=YouHave(Cards(having=(Here(),))),
            ),
            Static(
                PayLess(1, Cards(det=Det.PLAIN, kinds=(Kind.LOCATION,))),
                name="LOCUS",
                condition=YouHave(Cards(having=(Here(),))),
            ),
        ),
    ),
    # SURPRISE PACKAGE ⟳, 2 ⬡, Banish this item — Draw a card, then choose and discard a card. TIME
    # GROWS SHORT During your turn, when this item is banished, deal 3 damage to chosen character or
    # location.
    "Ingenious Device": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=2, banish=True),
                (Draw(), Discard(join=Join.THEN)),
                name="SURPRISE PACKAGE",
            ),
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (DealDamage(3, Cards(det=Det.CHOSEN, kinds=(Kind.CHARACTER, Kind.LOCATION))),),
                name="TIME GROWS SHORT",
                during_your_turn=True,
            ),
        ),
    ),
    # ENERGY CAPTURE Whenever an opponent draws a card during their turn, if it's the second card
    # they've drawn this turn, you may put the top card of your deck into your inkwell facedown and
    # exerted.
    "Ink Amplifier": Behaviour(
        abilities=(
            Triggered(
                (Draws(their_turn=True),),
                (If(NthDraw(2), (May((InkTopCard(),)),)),),
                name="ENERGY CAPTURE",
            ),
        ),
    ),
    # PREFLIGHT CHECK When you play this item, draw a card. READY TO RIDE ⟳, 1 ⬡ — Chosen character
    # gains Alert this turn.
    "Inkrunner": Behaviour(
        abilities=(
            Triggered((Plays(This(), intro=Intro.WHEN),), (Draw(),), name="PREFLIGHT CHECK"),
            Activated(
                Cost(exert=True, ink=1),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.ALERT),)),),
                name="READY TO RIDE",
            ),
        ),
    ),
    # BACKTRACK ⟳, 1 ⬡ — Chosen opposing character gets -1 ◊ until the start of your next turn.
    "Inscrutable Map": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Gets(Stat.LORE, -1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="BACKTRACK",
            ),
        ),
    ),
    # Boost 2 ⬡ UPLIFTING AURA Whenever this character quests, if there's a card under her, remove
    # up to 3 damage from each of your characters.
    "Jasmine - Soothing Princess": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        CardUnder(target=This(form=Pronoun.SHE)),
                        (RemoveDamage(3, Cards(det=Det.EACH_OF, owner=Owner.YOURS)),),
                    ),
                ),
                name="UPLIFTING AURA",
            ),
        ),
    ),
    # AMBUSH FROM THE DEEP When you play this character, deal 3 damage to chosen opposing damaged
    # character.
    "Jetsam - Opportunistic Eel": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (DealDamage(3, Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, state=State.DAMAGED)),),
                name="AMBUSH FROM THE DEEP",
            ),
        ),
    ),
    # Shift 4 ⬡ LATERAL THINKING During your turn, your Detective characters gain Alert and Resist
    # +2.
    "Judy Hopps - Lead Detective": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Detective",)),
                    (Gains(Keyword.ALERT), Gains(Keyword.RESIST, value=2)),
                ),
                name="LATERAL THINKING",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
        ),
    ),
    # HIDDEN CLUES When you play this character, if you have another Detective character in play,
    # you may put chosen item into its player's inkwell facedown and exerted.
    "Judy Hopps - On the Case": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(other=True, classes=("Detective",), having=(In(Place.IN_PLAY),)),
                        ),
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
                    ),
                ),
                name="HIDDEN CLUES",
            ),
        ),
    ),
    # THOROUGH INVESTIGATION When you play this character and whenever she quests, look at the top 3
    # cards of your deck. You may reveal a Detective character card and put it into your hand. Put
    # the rest on the bottom of your deck in any order.
    "Judy Hopps - Uncovering Clues": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.SHE))),
                (
                    LookAtTop(3),
                    May((TakeLooked(Cards(classes=("Detective",), card=True)),)),
                    PutLooked(),
                ),
                name="THOROUGH INVESTIGATION",
            ),
        ),
    ),
}
