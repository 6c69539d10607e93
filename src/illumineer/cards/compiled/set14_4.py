"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersExerted,
    Have,
    HaveHere,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, StatOf, Times
from illumineer.engine.abilities.bothback import ReturnBothIfOne
from illumineer.engine.abilities.changes import Can, Cant, Deed, Gains, Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.costs import BanishCost
from illumineer.engine.abilities.deck import (
    InkLooked,
    LookAtTop,
    PutLooked,
    RevealTop,
    TakeAllLooked,
    TakeLooked,
)
from illumineer.engine.abilities.discard_this_turn import PlayFromDiscardThisTurn
from illumineer.engine.abilities.distinct import PlayedItemUnique
from illumineer.engine.abilities.each_reveals import (
    EachRevealsTop,
    HighestToHand,
    RestToTheirBottoms,
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
    StrengthAtMost,
    WithKeyword,
)
from illumineer.engine.abilities.flow import Floating, If, IfYouDo, May
from illumineer.engine.abilities.from_deck import PutIntoDiscardFromDeck
from illumineer.engine.abilities.fromdiscard import PlayDiscardedFree, PlayFromDiscard
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, RevealHand
from illumineer.engine.abilities.hands import DiscardChosen, DiscardEachRevealed, DiscardedIs
from illumineer.engine.abilities.inkdrops import DiscardOrDrop, GetDrops, HaveDrop, RemovedDrop
from illumineer.engine.abilities.locations import MovesHere, MoveTo, TheOther
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.opponent_mode import TheChoosingOpponent
from illumineer.engine.abilities.players import ChosenPlayer, EachPlayer, You
from illumineer.engine.abilities.prevention import NoDamageWhileChallenging
from illumineer.engine.abilities.restrictions import BanPlay
from illumineer.engine.abilities.reveal_match import RevealCharacterInHand, TheyShareAName
from illumineer.engine.abilities.searching import MillTop
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    GetsForEach,
    Lasting,
    Modify,
    PutIntoInkwell,
    PutOnBottom,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.triggers import (
    Banishes,
    Challenges,
    DealsDamage,
    Intro,
    IsBanished,
    Plays,
    Quests,
)
from illumineer.engine.vocabulary import Keyword, Stat, Who

CARDS: dict[str, Behaviour] = {
    # WELCOME TO TOWN Once during your turn, whenever a character moves here, each player gets 1 ink
    # drop and gains 1 lore.
    "Port Authority - Center Hub": Behaviour(
        abilities=(
            Triggered(
                (MovesHere(Cards()),),
                (GetDrops(players=EachPlayer()), GainLore(1, players=EachPlayer(), join=Join.AND)),
                name="WELCOME TO TOWN",
                during_your_turn=True,
                once_per_turn=True,
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
    # NOT-SO-SECRET CRUSH This character enters play exerted. FILING SYSTEM Whenever this character
    # quests, you may look at the top 2 cards of your deck. Put one into your hand and the other
    # into your inkwell facedown and exerted.
    "Priscilla - Efficient Clerk": Behaviour(
        abilities=(
            Static(EntersExerted(), name="NOT-SO-SECRET CRUSH"),
            Triggered(
                (Quests(This()),),
                (
                    May((LookAtTop(2),)),
                    TakeLooked(Cards(det=Det.ONE, kinds=(Kind.CARD,)), reveal=False),
                    InkLooked(other=True, join=Join.AND),
                ),
                name="FILING SYSTEM",
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
    # Chosen character of yours takes no damage while challenging this turn. Get 1 ink drop.
    "Pushing Boundaries": Behaviour(
        effect=(NoDamageWhileChallenging(Cards(det=Det.CHOSEN, owner=Owner.YOURS)), GetDrops()),
    ),
    # PICTURE PERFECT Whenever this character quests, you may choose another character and reveal a
    # character card in your hand. If they have the same name, draw a card.
    "Rapunzel - Outgoing Artist": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May((Pick(Cards(other=True)), RevealCharacterInHand(join=Join.AND))),
                    If(TheyShareAName(), (Draw(),)),
                ),
                name="PICTURE PERFECT",
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
    # Sing Together 6 For the rest of this turn, you may play characters from your discard. If you
    # do, they enter play exerted and you can't play characters with the same name as characters you
    # played this way this turn.
    "Remember Me": Behaviour(effect=(PlayFromDiscardThisTurn(),)),
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
    # HAT COUTURE Whenever you play this or another item, if the item you played has a different
    # name than each other item you have in play, you may put a card from your hand into your
    # inkwell facedown and exerted.
    "Spyglass Hat": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(det=Det.THIS_OR_ANOTHER, kinds=(Kind.ITEM,))),),
                (
                    If(
                        PlayedItemUnique(),
                        (
                            May(
                                (
                                    PutIntoInkwell(
                                        Cards(
                                            kinds=(Kind.CARD,),
                                            having=(In(Place.FROM_YOUR_HAND),),
                                        ),
                                        whose=Whose.YOUR,
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="HAT COUTURE",
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
    # FOND MEMORIES ⟳, 1 ⬡ — If you have 10 or more cards in your discard, draw a card. MEND THE
    # PHOTO When this card is put into your discard from your deck, if you have an item named Rivera
    # Family Photo in play, you may play this card from your discard for free.
    "The Torn Corner": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
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
                        (Draw(),),
                    ),
                ),
                name="FOND MEMORIES",
            ),
            Triggered(
                (PutIntoDiscardFromDeck(),),
                (
                    If(
                        YouHave(
                            Cards(
                                kinds=(Kind.ITEM,),
                                having=(Named("Rivera Family Photo"), In(Place.IN_PLAY)),
                            ),
                        ),
                        (May((PlayFromDiscard(This(form=Pronoun.CARD), free=True),)),),
                    ),
                ),
                name="MEND THE PHOTO",
            ),
        ),
    ),
    # Chosen opponent chooses one: • They reveal their hand and discard a card of your choice. They
    # get 2 ink drops. • You draw a card and get 2 ink drops.
    "This Is Business": Behaviour(
        effect=(
            ChooseOne(
                (
                    (
                        RevealHand(players=TheChoosingOpponent()),
                        DiscardChosen(
                            Cards(kinds=(Kind.CARD,)),
                            players=TheChoosingOpponent(),
                            join=Join.AND,
                        ),
                        GetDrops(amount=2, players=TheChoosingOpponent()),
                    ),
                    (Draw(players=You(said=True)), GetDrops(amount=2, join=Join.AND)),
                ),
                chooser=Who.OPPONENT,
            ),
        ),
    ),
    # LUCKY BREAK Whenever this character quests, each player reveals the top card of their deck.
    # Put the card with the highest cost revealed this way, or each card tied for highest cost, into
    # its player's hand. Put the rest on the bottom of their players' decks.
    "Thomas O'Malley - Savvy Vagabond": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (EachRevealsTop(), HighestToHand(), RestToTheirBottoms()),
                name="LUCKY BREAK",
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
    # UNBECOMING BEHAVIOR When you play this character, opponents can't play actions until the start
    # of your next turn.
    "Toulouse - Rough and Tumble": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (BanPlay(Cards(det=Det.PLAIN, kinds=(Kind.ACTION,))),),
                name="UNBECOMING BEHAVIOR",
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
    # Sing Together 3 Choose 2 characters of yours. If one of them is cost 3 or less, return both to
    # your hand.
    "Un Poco Loco": Behaviour(
        effect=(Pick(Cards(det=Det.EXACTLY, owner=Owner.YOURS, count=2)), ReturnBothIfOne(3)),
    ),
    # IT'S GOT POCKETS! ⟳, 1 ⬡, Banish one of your other items — Look at the top 4 cards of your
    # deck. You may reveal an item card and put it into your hand. Put the rest on the bottom of
    # your deck in any order.
    "Upgraded Chem Purse": Behaviour(
        abilities=(
            Activated(
                Cost(
                    exert=True,
                    ink=1,
                    parts=(
                        BanishCost(
                            Cards(det=Det.ONE_OF, kinds=(Kind.ITEM,), owner=Owner.YOURS, other=True),
                        ),
                    ),
                ),
                (
                    LookAtTop(4),
                    May((TakeLooked(Cards(kinds=(Kind.ITEM,), card=True)),)),
                    PutLooked(),
                ),
                name="IT'S GOT POCKETS!",
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
