"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    CountAsInkable,
    Have,
    HaveHere,
    Once,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counting, ThisWay, Times
from illumineer.engine.abilities.card_events import EntersPlayExerted
from illumineer.engine.abilities.changes import Can, Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import (
    HasNoDamage,
    LookedIs,
    MoreCardsInHand,
    PlayedThisTurn,
    YouHave,
    YourTurn,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    InkTopCard,
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
    CostExactly,
    Det,
    Here,
    In,
    Kind,
    Named,
    Owner,
    Place,
    State,
    Wording,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.fromdiscard import PlayFromDiscard, YouDiscardThis
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, PayInk
from illumineer.engine.abilities.inkwells import MoreInk, PlayersInkTop
from illumineer.engine.abilities.locations import CostAtMostEach
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.noted import DiscardedThisTurn
from illumineer.engine.abilities.players import ChallengingPlayer, ChosenPlayer, EachPlayer, You
from illumineer.engine.abilities.prevention import DealUnresisted, MayEnterExerted
from illumineer.engine.abilities.removing import RemoveTotal
from illumineer.engine.abilities.searching import TakeIt
from illumineer.engine.abilities.shifting import AnyShiftsOnto, ShiftedOnto
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    Lasting,
    Modify,
    PutOnTop,
    Ready,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, Them, This
from illumineer.engine.abilities.triggers import (
    Challenges,
    Intro,
    IsBanished,
    IsChallenged,
    Plays,
    Quests,
    Sings,
)
from illumineer.engine.abilities.under import Shifts, TakeFromUnder
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # THE BOTTOM LINE While you have more cards in your inkwell than each opposing player, this
    # character gets +2 ◊ and gains Ward.
    "Henry J. Waternoose III - Chief Executive Officer": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 2), Gains(Keyword.WARD))),
                name="THE BOTTOM LINE",
                condition=MoreInk(yours=True),
            ),
        ),
    ),
    # MYSTICAL BOON Whenever you play this or another Floodborn character, gain 1 lore.
    "Hera - Created by the Vine": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(det=Det.THIS_OR_ANOTHER, classes=("Floodborn",))),),
                (GainLore(1),),
                name="MYSTICAL BOON",
            ),
        ),
    ),
    # HOME AWAY FROM HOME Characters get +1 ⛉ while here. HUNNY QUEST Hunny characters get +1 ◊
    # while here.
    "Hundred Acre Wood - Hunny Campsite": Behaviour(
        abilities=(
            Static(HaveHere((Gets(Stat.WILLPOWER, 1),)), name="HOME AWAY FROM HOME"),
            Static(
                HaveHere((Gets(Stat.LORE, 1),), subject=Cards(det=Det.PLAIN, classes=("Hunny",))),
                name="HUNNY QUEST",
            ),
        ),
    ),
    # Sing Together 5 Remove up to 4 damage total from any number of your characters. You gain 1
    # lore for each 1 damage removed this way.
    "I'm Never Not by Your Side": Behaviour(
        effect=(
            RemoveTotal(4, Cards(det=Det.ANY_NUMBER, owner=Owner.YOURS, wording=Wording.YOUR_FIRST)),
            GainLore(Times(1, ThisWay(counting=Counting.DAMAGE_REMOVED)), players=You(said=True)),
        ),
    ),
    # Ready chosen character. They can't quest for the rest of this turn.
    "It's Gonna Be Great!": Behaviour(
        effect=(
            Ready(Cards(det=Det.CHOSEN)),
            Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
        ),
    ),
    # SHARED RESOURCES When you play this character, each player draws a card.
    "Jasmine - Vine Expert": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Draw(players=EachPlayer()),),
                name="SHARED RESOURCES",
            ),
        ),
    ),
    # BACK TO THE NEST Whenever this character quests, put this card on the top of your deck.
    "Kevin - Flightless Bird": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (PutOnTop(This(form=Pronoun.CARD)),),
                name="BACK TO THE NEST",
            ),
        ),
    ),
    # Resist +1 PICKUP! Once during your turn, you may pay 1 ⬡ to draw a card, then choose and
    # discard a card.
    "Kronk - Meat Hut Cook": Behaviour(
        abilities=(
            Activated(
                Cost(ink=1),
                (Draw(), Discard(join=Join.THEN)),
                name="PICKUP!",
                once=Once.DURING_YOUR_TURN,
            ),
        ),
    ),
    # COPYCAT ⟳ — Put the top card of your deck into your inkwell facedown and exerted. Chosen
    # opponent may put the top card of their deck into their inkwell facedown and exerted.
    "Laugh Canister": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (InkTopCard(), PlayersInkTop(ChosenPlayer(opponent=True), may=True)),
                name="COPYCAT",
            ),
        ),
    ),
    # Deal 2 damage to chosen character. During your turn, when you discard this card, you may play
    # it from your discard.
    "Look What You've Done": Behaviour(
        abilities=(
            Triggered(
                (YouDiscardThis(),),
                (May((PlayFromDiscard(This(form=Pronoun.IT)),)),),
                during_your_turn=True,
            ),
        ),
        effect=(DealDamage(2, Cards(det=Det.CHOSEN)),),
    ),
    # WELCOME HEALING When you play this character, you may move up to 2 damage from chosen
    # character to chosen opposing character.
    "Lumpy - Hunny Druid": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            MoveDamage(
                                2,
                                Cards(det=Det.CHOSEN),
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                            ),
                        ),
                    ),
                ),
                name="WELCOME HEALING",
            ),
        ),
    ),
    # Evasive JUST HOW I LIKE IT All cards in your hand count as having ◉.
    "Madam Mim - Hummingbird": Behaviour(
        abilities=(
            Static(
                CountAsInkable(
                    Cards(det=Det.ALL, kinds=(Kind.CARD,), having=(In(Place.IN_YOUR_HAND),)),
                ),
                name="JUST HOW I LIKE IT",
            ),
        ),
    ),
    # INKFLOW Whenever one of your Floodborn characters is banished, you may put the top card of
    # your deck into your inkwell facedown and exerted.
    "Maid Marian - Created by the Vine": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Floodborn",))),),
                (May((InkTopCard(),)),),
                name="INKFLOW",
            ),
        ),
    ),
    # NO ESCAPE If you discarded a card this turn, this character gains Challenger +2 and can
    # challenge ready characters this turn.
    "Maximus - Relentless Stallion": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (Gains(Keyword.CHALLENGER, value=2), Can(Deed.CHALLENGE_READY)),
                    this_turn=True,
                ),
                name="NO ESCAPE",
                condition=DiscardedThisTurn(),
                provided=Provided.IF,
            ),
        ),
    ),
    # FORCE FIELD While you have no cards in your hand, this character gains Resist +2.
    "Megavolt - Electrical Menace": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.RESIST, value=2),)),
                name="FORCE FIELD",
                condition=YouHave(
                    Cards(det=Det.NO, kinds=(Kind.CARD,), having=(In(Place.IN_YOUR_HAND),)),
                ),
            ),
        ),
    ),
    # Singer 3 BAND LOYALTY This character can't sing songs without Sing Together.
    "Meilin Lee - Lead Vocalist": Behaviour(
        abilities=(Static(Have(This(), (Cant(Deed.SING_ALONE),)), name="BAND LOYALTY"),),
    ),
    # RED PANDA POWER When you play this character, look at the top 4 cards of your deck. You may
    # reveal a Red Panda character card or a song card and put it into your hand. Put the rest on
    # the bottom of your deck in any order.
    "Meilin Lee - Losing Control": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    LookAtTop(4),
                    May(
                        (
                            TakeLooked(
                                Cards(
                                    classes=("Red Panda",),
                                    card=True,
                                    alternatives=(Cards(kinds=(Kind.SONG,), card=True),),
                                ),
                            ),
                        ),
                    ),
                    PutLooked(),
                ),
                name="RED PANDA POWER",
            ),
        ),
    ),
    # Temporary Shift 3 ⬡ KARAOKE QUEEN Once during your turn, whenever this character sings a song,
    # gain 3 lore.
    "Meilin Lee - Popular Red Panda": Behaviour(
        abilities=(
            Triggered(
                (Sings(This()),),
                (GainLore(3),),
                name="KARAOKE QUEEN",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # NEWFOUND CONFIDENCE When you shift a character on top of her, this character gains Evasive
    # until the start of your next turn.
    "Meilin Lee - Superficially Obedient": Behaviour(
        abilities=(
            Triggered(
                (ShiftedOnto(card=This(form=Pronoun.SHE)),),
                (Modify(This(), (Gains(Keyword.EVASIVE),), lasting=Lasting.UNTIL_YOUR_NEXT_TURN),),
                name="NEWFOUND CONFIDENCE",
            ),
        ),
    ),
    # FOCUSED ENERGY This character may enter play exerted to draw a card. BECKON During your turn,
    # whenever another character of yours enters play exerted, you may draw a card.
    "Merida - Wisp Conjurer": Behaviour(
        abilities=(
            Static(MayEnterExerted(then=(Draw(),)), name="FOCUSED ENERGY"),
            Triggered(
                (EntersPlayExerted(Cards(owner=Owner.YOURS, other=True)),),
                (May((Draw(),)),),
                name="BECKON",
                during_your_turn=True,
            ),
        ),
    ),
    # MAKE 'EM LAUGH When you play this character, you may pay 2 ⬡ to give chosen character +1 ◊
    # this turn.
    "Mike Wazowski - Well-Rounded Entertainer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PayInk(2),
                            Modify(
                                Cards(det=Det.CHOSEN),
                                (Gets(Stat.LORE, 1),),
                                give=True,
                                join=Join.TO,
                            ),
                        ),
                    ),
                ),
                name="MAKE 'EM LAUGH",
            ),
        ),
    ),
    # Temporary Shift 7 ⬡ PATH OF DESTRUCTION Whenever this character challenges another character,
    # ready her. She can't quest for the rest of this turn.
    "Ming Lee - Giant Red Panda": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This(), challenged=Cards(other=True)),),
                (
                    Ready(This(form=Pronoun.SHE)),
                    Modify(
                        This(form=Pronoun.SHE),
                        (Cant(Deed.QUEST),),
                        lasting=Lasting.REST_OF_TURN,
                    ),
                ),
                name="PATH OF DESTRUCTION",
            ),
        ),
    ),
    # YOU'RE GROUNDED When you shift a character on top of this character, chosen opposing exerted
    # character can't ready at the start of their next turn.
    "Ming Lee - Overprotective Parent": Behaviour(
        abilities=(
            Triggered(
                (ShiftedOnto(),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, state=State.EXERTED),
                        (Cant(Deed.READY_AT_START),),
                        lasting=None,
                    ),
                ),
                name="YOU'RE GROUNDED",
            ),
        ),
    ),
    # BIGGEST FAN If you have a character named Meilin Lee in play, you pay 1 ⬡ less to play this
    # character. FOLLOW THE MUSIC If you played a song this turn, you pay 1 ⬡ less to play this
    # character.
    "Ming Lee - Proud Parent": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="BIGGEST FAN",
                condition=YouHave(Cards(having=(Named("Meilin Lee"), In(Place.IN_PLAY)))),
                provided=Provided.IF,
            ),
            Static(
                PayLess(1, This()),
                name="FOLLOW THE MUSIC",
                condition=PlayedThisTurn(Cards(kinds=(Kind.SONG,))),
                provided=Provided.IF,
            ),
        ),
    ),
    # I GOT 'EM! When you play this character, each player draws a card.
    "Miriam Mendelsohn - Ticket Holder": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Draw(players=EachPlayer()),),
                name="I GOT 'EM!",
            ),
        ),
    ),
    # ADVANCED MIMICRY You can shift any character on top of this character.
    "Morph - Little Imitator": Behaviour(
        abilities=(Static(AnyShiftsOnto(), name="ADVANCED MIMICRY"),),
    ),
    # MUMMY'S BACK During your turn, when you discard this card, you may play this character from
    # your discard.
    "Mother Gothel - Evil as Ever": Behaviour(
        abilities=(
            Triggered(
                (YouDiscardThis(),),
                (May((PlayFromDiscard(This()),)),),
                name="MUMMY'S BACK",
                during_your_turn=True,
            ),
        ),
    ),
    # DEMOLISH Whenever you play this or another Floodborn character, you may banish chosen item.
    "Mulan - Created by the Vine": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(det=Det.THIS_OR_ANOTHER, classes=("Floodborn",))),),
                (May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),),
                name="DEMOLISH",
            ),
        ),
    ),
    # Evasive TIP THE SCALES Whenever this character quests, if an opponent has more cards in their
    # hand than you, you may draw a card.
    "Mushu - Stealthy Dragon": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (If(MoreCardsInHand(), (May((Draw(),)),)),),
                name="TIP THE SCALES",
            ),
        ),
    ),
    # NEW MEMORIES ⟳, 1 ⬡ — Reveal the top card of your deck. If it's a non-character card or a
    # character card named Kevin, put it into your hand. Otherwise, put it on the bottom of your
    # deck.
    "My Adventure Book": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    RevealTop(),
                    If(
                        LookedIs(
                            Cards(
                                kinds=(Kind.CARD,),
                                excluded=(Kind.CHARACTER,),
                                alternatives=(Cards(having=(Named("Kevin"),), card=True),),
                            ),
                        ),
                        (TakeIt(),),
                        otherwise=(PutLooked(said=Rest.IT),),
                    ),
                ),
                name="NEW MEMORIES",
            ),
        ),
    ),
    # Return up to 2 chosen characters, items, or locations with cost 2 or less each to their
    # player's hand.
    "Narrow Escape": Behaviour(
        effect=(
            ReturnToHand(
                Cards(
                    det=Det.UP_TO,
                    kinds=(Kind.CHARACTER, Kind.ITEM, Kind.LOCATION),
                    having=(CostAtMostEach(2),),
                    count=2,
                ),
            ),
        ),
    ),
    # Sing Together 5 Play a character with cost 4 or less for free.
    "Nobody Like U": Behaviour(effect=(PlayForFree(Cards(having=(CostAtMost(4),))),)),
    # FACTORY SETTINGS While this character has no damage, it gets +2 ¤.
    "Omnidroid - Scanning for Threats": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.IT), (Gets(Stat.STRENGTH, 2),)),
                name="FACTORY SETTINGS",
                condition=HasNoDamage(),
            ),
        ),
    ),
    # Shift 6 ⬡ Resist +2 RETURN ON INVESTMENT When you shift this character, you may return all
    # cards under it to your hand.
    "Omnidroid - Ultimate Iteration": Behaviour(
        abilities=(
            Triggered(
                (Shifts(This(), intro=Intro.WHEN),),
                (May((TakeFromUnder(This(form=Pronoun.IT), returned=True),)),),
                name="RETURN ON INVESTMENT",
            ),
        ),
    ),
    # HUNNY ALLIANCE While you have another Hunny character in play, this character gains Resist +2.
    "Owl - Hunny Ranger": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.RESIST, value=2),)),
                name="HUNNY ALLIANCE",
                condition=YouHave(
                    Cards(other=True, classes=("Hunny",), having=(In(Place.IN_PLAY),)),
                ),
            ),
        ),
    ),
    # Reckless ADRENALINE SURGE During your turn, this character gets +4 ¤.
    "Pacha - Panicked Customer": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 4),)),
                name="ADRENALINE SURGE",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
        ),
    ),
    # MULTIPURPOSE TOOL When you play this character, if you have a character card named Panic in
    # your discard, gain 2 lore.
    "Pain - Running with Scissors": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(having=(Named("Panic"), In(Place.IN_YOUR_DISCARD)), card=True),
                        ),
                        (GainLore(2),),
                    ),
                ),
                name="MULTIPURPOSE TOOL",
            ),
        ),
    ),
    # QUITE A SIGHT While you have a character here, this location gets +3 ◊.
    "Paradise Falls - Exotic Destination": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 3),)),
                name="QUITE A SIGHT",
                condition=YouHave(Cards(having=(Here(),))),
            ),
        ),
    ),
    # THORNY OVERGROWTH Your Floodborn characters gain Challenger +1.
    "Pete - Created by the Vine": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Floodborn",)),
                    (Gains(Keyword.CHALLENGER, value=1),),
                ),
                name="THORNY OVERGROWTH",
            ),
        ),
    ),
    # Shift 4 ⬡ YOU CAN FLY! Your characters gain Evasive.
    "Peter Pan & Tinker Bell - Fast Friends": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gains(Keyword.EVASIVE),)),
                name="YOU CAN FLY!",
            ),
        ),
    ),
    # CLEVER TRICK Whenever one of your Floodborn characters is challenged, the challenging player
    # chooses and discards a card.
    "Peter Pan - Created by the Vine": Behaviour(
        abilities=(
            Triggered(
                (IsChallenged(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Floodborn",))),),
                (Discard(players=ChallengingPlayer()),),
                name="CLEVER TRICK",
            ),
        ),
    ),
    # STAY RIGHT THERE When you play this character, chosen opposing character can't ready at the
    # start of their next turn.
    "Peter Pan - Playful Prankster": Behaviour(
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
                name="STAY RIGHT THERE",
            ),
        ),
    ),
    # Exert chosen opposing character.
    "Petrify": Behaviour(effect=(Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),
    # Deal 2 damage to chosen character. This damage can't be reduced by Resist.
    "Piercing Attack": Behaviour(effect=(DealUnresisted(2, Cards(det=Det.CHOSEN)),)),
    # Shift 2 ⬡ Evasive WELCOME RETURN Whenever this character quests, you may return chosen
    # character of yours with cost 1 to your hand. If you do, you may play a character with cost 1
    # for free.
    "Pocahontas & Meeko - Adventurous Friends": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS, having=(CostExactly(1),)),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                    IfYouDo((May((PlayForFree(Cards(having=(CostExactly(1),))),)),)),
                ),
                name="WELCOME RETURN",
            ),
        ),
    ),
    # STAY CLOSE When you play this character, you may play a character with cost 1 for free.
    "Pocahontas - Guiding the Tribe": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((PlayForFree(Cards(having=(CostExactly(1),))),)),),
                name="STAY CLOSE",
            ),
        ),
    ),
}
