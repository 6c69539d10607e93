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
from illumineer.engine.abilities.again import Again
from illumineer.engine.abilities.amounts import StatOf
from illumineer.engine.abilities.card_events import ChosenForSupport
from illumineer.engine.abilities.changes import Cant, Deed, Gains, GainsAbility, Gets
from illumineer.engine.abilities.conditions import UsedShift, WasBanished, YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import InkTopCard, LookAtTop, PutLooked, TakeLooked
from illumineer.engine.abilities.during_if import YourTurnIf
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
    WithCardUnder,
    WithKeyword,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.fromdiscard import PlayFreeThenBottom
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, RevealHand
from illumineer.engine.abilities.hands import DiscardChosen
from illumineer.engine.abilities.locations import MoveCostLess
from illumineer.engine.abilities.looking import RevealUpToEach
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.next_time import NextTime
from illumineer.engine.abilities.players import ChosenPlayer, EachOpponent
from illumineer.engine.abilities.prevention import NextDamageShield, NoDamageFromChallenges
from illumineer.engine.abilities.restrictions import OneChallenger
from illumineer.engine.abilities.steps import (
    Banish,
    Exert,
    Lasting,
    Modify,
    PutDamage,
    PutOnTop,
    Ready,
    RemoveDamage,
    ReturnToHand,
    ShuffleIntoDeck,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, That, Them, This
from illumineer.engine.abilities.triggers import (
    Banishes,
    Banishment,
    Challenges,
    Intro,
    IsBanished,
    IsChallenged,
    LeavesPlay,
    Plays,
    Quests,
)
from illumineer.engine.abilities.under import (
    CardUnder,
    HadCardUnder,
    PutsUnder,
    PutTopUnder,
    PutUnderThisTurn,
)
from illumineer.engine.vocabulary import Ink, Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # THE BOOK KNOWS EVERYTHING ⟳, 1 ⬡, Banish this item — Draw 2 cards.
    "Junior Woodchuck Guidebook": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1, banish=True),
                (Draw(amount=2),),
                name="THE BOOK KNOWS EVERYTHING",
            ),
        ),
    ),
    # Boost 1 ⬡ WORTH MINING Whenever this character quests, if there's a card under him, put the
    # top card of your deck into your inkwell facedown and exerted.
    "Kristoff - Mining the Ruins": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (If(CardUnder(target=This(form=Pronoun.HE)), (InkTopCard(),)),),
                name="WORTH MINING",
            ),
        ),
    ),
    # Boost 2 ⬡ EXPEDIENT SCHEMES Whenever this character quests, if you've put a card under her
    # this turn, you may play an action with cost 5 or less from your discard for free, then put
    # that action card on the bottom of your deck instead of into your discard.
    "Lady Tremaine - Sinister Socialite": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        PutUnderThisTurn(This(form=Pronoun.SHE), have=True),
                        (
                            May(
                                (
                                    PlayFreeThenBottom(
                                        Cards(
                                            kinds=(Kind.ACTION,),
                                            having=(CostAtMost(5), In(Place.FROM_YOUR_DISCARD)),
                                        ),
                                        that_action=True,
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="EXPEDIENT SCHEMES",
            ),
        ),
    ),
    # OFF THE MAP When you play this character, you may banish chosen location.
    "Launchpad - Exceptional Pilot": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.LOCATION,))),)),),
                name="OFF THE MAP",
            ),
        ),
    ),
    # ARCANE CONNECTION When you play this character, if you have a character or location in play
    # with a card under them, gain 1 lore.
    "Lena Sabrewing - Mysterious Duck": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(
                                kinds=(Kind.CHARACTER, Kind.LOCATION),
                                having=(In(Place.IN_PLAY), WithCardUnder()),
                            ),
                        ),
                        (GainLore(1),),
                    ),
                ),
                name="ARCANE CONNECTION",
            ),
        ),
    ),
    # Alert STONE BY DAY If you have 3 or more cards in your hand, this character can't ready.
    "Lexington - Small in Stature": Behaviour(
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
    # Boost 3 ⬡ READY TO RASSLE Whenever you put a card under this character, ready him.
    "Little John - Impermanent Outlaw": Behaviour(
        abilities=(
            Triggered((PutsUnder(This()),), (Ready(This(form=Pronoun.HE)),), name="READY TO RASSLE"),
        ),
    ),
    # Shift 7 ⬡ SHADOW'S GRASP When you play this character, if you used Shift to play her, you may
    # draw 4 cards.
    "Magica De Spell - Conniving Sorceress": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (If(UsedShift(target=This(form=Pronoun.SHE)), (May((Draw(amount=4),)),)),),
                name="SHADOW'S GRASP",
            ),
        ),
    ),
    # DARK INCANTATION When you play this character, you may shuffle a card from chosen player's
    # discard into their deck.
    "Magica De Spell - Shadowy and Sinister": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ShuffleIntoDeck(
                                Cards(
                                    kinds=(Kind.CARD,),
                                    having=(In(Place.FROM_CHOSEN_PLAYERS_DISCARD),),
                                ),
                                whose=Whose.THEIR,
                            ),
                        ),
                    ),
                ),
                name="DARK INCANTATION",
            ),
        ),
    ),
    # MYSTICAL MANIPULATION Whenever you put a card under one of your characters or locations, you
    # may move 1 damage counter from chosen character to chosen opposing character.
    "Magica De Spell - Spiteful Sorceress": Behaviour(
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
                (
                    May(
                        (
                            MoveDamage(
                                1,
                                Cards(det=Det.CHOSEN),
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                exactly=True,
                                counters=True,
                            ),
                        ),
                    ),
                ),
                name="MYSTICAL MANIPULATION",
            ),
        ),
    ),
    # Put 1 damage counter on each opposing character.
    "Malicious, Mean, and Scary": Behaviour(
        effect=(PutDamage(1, Cards(det=Det.EACH, owner=Owner.OPPOSING)),),
    ),
    # Boost 1 ⬡ I'LL BE FINE While there's a card under this character, she gets +1 ◊ and gains
    # “Whenever this character is challenged, each opponent chooses and discards a card.”
    "Megara - Secret Keeper": Behaviour(
        abilities=(
            Static(
                Have(
                    This(form=Pronoun.SHE),
                    (
                        Gets(Stat.LORE, 1),
                        GainsAbility(
                            Triggered((IsChallenged(This()),), (Discard(players=EachOpponent()),)),
                            stop=True,
                        ),
                    ),
                ),
                name="I'LL BE FINE",
                condition=CardUnder(),
            ),
        ),
    ),
    # Boost 2 ⬡ LEGACY OF LEARNING When this character is banished in a challenge, if he had a card
    # under him, draw 2 cards.
    "Merlin - Completing His Research": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), how=Banishment.IN_A_CHALLENGE, intro=Intro.WHEN),),
                (If(HadCardUnder(This(form=Pronoun.HE), pronoun=Pronoun.HE), (Draw(amount=2),)),),
                name="LEGACY OF LEARNING",
            ),
        ),
    ),
    # LEADING THE WAY Your other Amber characters get +2 ⛉. FRIENDLY CHORUS While you have 2 or more
    # other Amber characters in play, this character gains Singer 8.
    "Mickey Mouse - Amber Champion": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, inks=(Ink.AMBER,)),
                    (Gets(Stat.WILLPOWER, 2),),
                ),
                name="LEADING THE WAY",
            ),
            Static(
                Have(This(), (Gains(Keyword.SINGER, value=8),)),
                name="FRIENDLY CHORUS",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        other=True,
                        having=(In(Place.IN_PLAY),),
                        count=2,
                        inks=(Ink.AMBER,),
                    ),
                ),
            ),
        ),
    ),
    # Look at the top 4 cards of your deck. You may reveal up to 1 character card and up to 1 item
    # card and put them into your hand. Put the rest on the bottom of your deck in any order.
    "Might Solve a Mystery": Behaviour(
        effect=(
            LookAtTop(4),
            May(
                (
                    RevealUpToEach(
                        1,
                        Cards(det=Det.BARE, card=True),
                        1,
                        Cards(det=Det.BARE, kinds=(Kind.ITEM,), card=True),
                    ),
                ),
            ),
            PutLooked(),
        ),
    ),
    # MYSTICAL BALANCE Whenever one of your other Amethyst characters is banished in a challenge,
    # you may draw a card.
    "Minnie Mouse - Amethyst Champion": Behaviour(
        abilities=(
            Triggered(
                (
                    IsBanished(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True, inks=(Ink.AMETHYST,)),
                        how=Banishment.IN_A_CHALLENGE,
                    ),
                ),
                (May((Draw(),)),),
                name="MYSTICAL BALANCE",
            ),
        ),
    ),
    # SEARCH THE SHADOWS When you play this character, chosen Detective character gains Alert this
    # turn.
    "Minnie Mouse - Ghost Hunter": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN, classes=("Detective",)), (Gains(Keyword.ALERT),)),),
                name="SEARCH THE SHADOWS",
            ),
        ),
    ),
    # SOMEBODY'S GOT TO USE IT If a character was banished this turn, this character gets +2 ¤.
    "Mother Gothel - Underhanded Schemer": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 2),)),
                name="SOMEBODY'S GOT TO USE IT",
                condition=WasBanished(Cards()),
                provided=Provided.IF,
            ),
        ),
    ),
    # HAVE A BETTER LOOK When you play this character, chosen opponent reveals their hand and
    # discards a non-character card of their choice.
    "Mowgli - Man Cub": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealHand(players=ChosenPlayer(opponent=True)),
                    DiscardChosen(
                        Cards(kinds=(Kind.CARD,), excluded=(Kind.CHARACTER,)),
                        theirs=True,
                        join=Join.AND,
                    ),
                ),
                name="HAVE A BETTER LOOK",
            ),
        ),
    ),
    # FLOWING BLADE During your turn, if you've put a card under one of your characters or locations
    # this turn, this character takes no damage from challenges.
    "Mulan - Standing Her Ground": Behaviour(
        abilities=(
            Static(
                NoDamageFromChallenges(This()),
                name="FLOWING BLADE",
                condition=YourTurnIf(
                    PutUnderThisTurn(
                        Cards(
                            det=Det.ONE_OF,
                            kinds=(Kind.CHARACTER, Kind.LOCATION),
                            owner=Owner.YOURS,
                        ),
                        have=True,
                    ),
                ),
                provided=Provided.DURING_YOUR_TURN_IF,
            ),
        ),
    ),
    # WHAT A JUICY APPLE ⟳ — Remove up to 2 damage from chosen character. COME ON OUT You pay 1 ⬡
    # less to play characters named Gurgi.
    "Munchings and Crunchings": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (RemoveDamage(2, Cards(det=Det.CHOSEN)),),
                name="WHAT A JUICY APPLE",
            ),
            Static(PayLess(1, Cards(det=Det.PLAIN, having=(Named("Gurgi"),))), name="COME ON OUT"),
        ),
    ),
    # I NEED FIREPOWER When you play this item, chosen character gains Rush this turn. HITCH A RIDE
    # 2 ⬡, Banish this item — Chosen character gains Rush this turn.
    "Mushu's Rocket": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.RUSH),)),),
                name="I NEED FIREPOWER",
            ),
            Activated(
                Cost(ink=2, banish=True),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.RUSH),)),),
                name="HITCH A RIDE",
            ),
        ),
    ),
    # HELPFUL INSTINCTS When you play this character, you may choose and discard a card to return
    # chosen character with cost 2 or less to their player's hand.
    "Nana - Canine Caregiver": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            Discard(),
                            ReturnToHand(
                                Cards(det=Det.CHOSEN, having=(CostAtMost(2),)),
                                join=Join.TO,
                            ),
                        ),
                    ),
                ),
                name="HELPFUL INSTINCTS",
            ),
        ),
    ),
    # If you have a character with 5 ¤ or more in play, you pay 2 ⬡ less to play this action. Ready
    # chosen character. They can't quest for the rest of this turn. The next time they challenge
    # another character this turn, gain 1 lore.
    "Next Stop, Olympus": Behaviour(
        abilities=(
            Static(
                PayLess(2, This(form=Pronoun.ACTION)),
                condition=YouHave(Cards(having=(StrengthAtLeast(5), In(Place.IN_PLAY)))),
                provided=Provided.IF,
            ),
        ),
        effect=(
            Ready(Cards(det=Det.CHOSEN)),
            Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
            NextTime(Challenges(Them(), challenged=Cards(other=True)), (GainLore(1),)),
        ),
    ),
    # LOOK WHO'S BACK When this character is banished in a challenge, return this card to your hand.
    "Nibs - Lost Boy": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), how=Banishment.IN_A_CHALLENGE, intro=Intro.WHEN),),
                (ReturnToHand(This(form=Pronoun.CARD), whose=Whose.YOUR),),
                name="LOOK WHO'S BACK",
            ),
        ),
    ),
    # Shift 3 ⬡ CASE CLOSED During your turn, whenever one of your Detective characters banishes
    # another character in a challenge, draw a card.
    "Nick Wilde - Persistent Investigator": Behaviour(
        abilities=(
            Triggered(
                (Banishes(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Detective",))),),
                (Draw(),),
                name="CASE CLOSED",
                during_your_turn=True,
            ),
        ),
    ),
    # SECOND CHANCE When this character leaves play, you may return chosen character of yours to
    # your hand.
    "Olaf - Helping Hand": Behaviour(
        abilities=(
            Triggered(
                (LeavesPlay(This(), intro=Intro.WHEN),),
                (May((ReturnToHand(Cards(det=Det.CHOSEN, owner=Owner.YOURS), whose=Whose.YOUR),)),),
                name="SECOND CHANCE",
            ),
        ),
    ),
    # Return a character card from your discard to your hand.
    "Or Rewrite History!": Behaviour(
        effect=(
            ReturnToHand(Cards(having=(In(Place.FROM_YOUR_DISCARD),), card=True), whose=Whose.YOUR),
        ),
    ),
    # ⟳ chosen ready character of yours to draw cards equal to that character's ◊.
    "Performance Review": Behaviour(
        effect=(
            Exert(Cards(det=Det.CHOSEN, owner=Owner.YOURS, state=State.READY), symbol=True),
            Draw(amount=StatOf(Stat.LORE, Them(form=Pronoun.NOUN)), join=Join.TO),
        ),
    ),
    # ON THE TRAIL ⟳ — If you have a Detective character in play, return an item card from your
    # discard to your hand. Otherwise, put it on the top of your deck.
    "Pluto - Clever Cluefinder": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    If(
                        YouHave(Cards(classes=("Detective",), having=(In(Place.IN_PLAY),))),
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
                        otherwise=(
                            PutOnTop(
                                Again(
                                    described=Cards(
                                        kinds=(Kind.ITEM,),
                                        having=(In(Place.FROM_YOUR_DISCARD),),
                                        card=True,
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="ON THE TRAIL",
            ),
        ),
    ),
    # WINNER TAKE ALL During your turn, whenever one of your other Steel characters banishes another
    # character in a challenge, gain 2 lore. MAKE ROOM Whenever you play another Steel character,
    # you may banish chosen item.
    "Pluto - Steel Champion": Behaviour(
        abilities=(
            Triggered(
                (Banishes(Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True, inks=(Ink.STEEL,))),),
                (GainLore(2),),
                name="WINNER TAKE ALL",
                during_your_turn=True,
            ),
            Triggered(
                (Plays(Cards(other=True, inks=(Ink.STEEL,))),),
                (May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),),
                name="MAKE ROOM",
            ),
        ),
    ),
    # SUPPRESSED ANGER ⟳, 1 ⬡ — Put 1 damage counter on chosen character. MINDLESS RAGE ⟳, Banish
    # this item — Each opposing damaged character gains Reckless until the start of your next turn.
    "Potion of Malice": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (PutDamage(1, Cards(det=Det.CHOSEN)),),
                name="SUPPRESSED ANGER",
            ),
            Activated(
                Cost(exert=True, banish=True),
                (
                    Modify(
                        Cards(det=Det.EACH, owner=Owner.OPPOSING, state=State.DAMAGED),
                        (Gains(Keyword.RECKLESS),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="MINDLESS RAGE",
            ),
        ),
    ),
    # Bodyguard PROTECTIVE PRESENCE Each turn, only one character can challenge.
    "Prince Charming - Protector of the Realm": Behaviour(
        abilities=(Static(OneChallenger(), name="PROTECTIVE PRESENCE"),),
    ),
    # Chosen character gets +1 ◊ and gains Support this turn.
    "Promising Lead": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gets(Stat.LORE, 1), Gains(Keyword.SUPPORT))),),
    ),
    # Chosen opposing character can't challenge during their next turn. Draw a card.
    "Putting It All Together": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                (Cant(Deed.CHALLENGE),),
                lasting=Lasting.THEIR_NEXT_TURN,
            ),
            Draw(),
        ),
    ),
    # ON PATROL Once during your turn, you may pay 1 ⬡ less to move this character to a location.
    "Raksha - Fearless Mother": Behaviour(
        abilities=(
            Activated(
                Cost(),
                (May((MoveCostLess(1, This()),)),),
                name="ON PATROL",
                once=Once.DURING_YOUR_TURN,
            ),
        ),
    ),
    # PROTECTION OF THE PACK Whenever you play another character with 5 ¤ or more, you may ready
    # this character. If you do, he can't quest for the rest of this turn.
    "Rama - Vigilant Father": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(other=True, having=(StrengthAtLeast(5),))),),
                (
                    May((Ready(This()),)),
                    IfYouDo(
                        (
                            Modify(
                                This(form=Pronoun.HE),
                                (Cant(Deed.QUEST),),
                                lasting=Lasting.REST_OF_TURN,
                            ),
                        ),
                    ),
                ),
                name="PROTECTION OF THE PACK",
            ),
        ),
    ),
    # ENSNARL When you play this character, chosen opposing character gets -3 ¤ this turn.
    "Rapunzel - Creative Captor": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -3),)),),
                name="ENSNARL",
            ),
        ),
    ),
    # Support ACT OF KINDNESS Whenever one of your characters is chosen for Support, until the start
    # of your next turn, the next time they would be dealt damage they take no damage instead.
    "Rapunzel - Ready for Adventure": Behaviour(
        abilities=(
            Triggered(
                (ChosenForSupport(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                (NextDamageShield(That(form=Pronoun.THEY), That(form=Pronoun.THEY)),),
                name="ACT OF KINDNESS",
            ),
        ),
    ),
    # WHAT IS TO COME When you play this item, look at the top 4 cards of your deck. You may reveal
    # a character card and put it into your hand. Put the rest on the bottom of your deck in any
    # order. WHISPERED POWER 1 ⬡, Banish this item — Put the top card of your deck facedown under
    # one of your characters or locations with Boost.
    "Recovered Page": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (LookAtTop(4), May((TakeLooked(Cards(card=True)),)), PutLooked()),
                name="WHAT IS TO COME",
            ),
            Activated(
                Cost(ink=1, banish=True),
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
                name="WHISPERED POWER",
            ),
        ),
    ),
}
