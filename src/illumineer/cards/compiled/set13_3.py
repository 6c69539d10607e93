"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersExerted,
    Have,
    Once,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Times
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.conditions import (
    HasNoDamage,
    IsState,
    LookedIs,
    MoreCardsInHand,
    YouHave,
    YourTurn,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.costs import DiscardCost
from illumineer.engine.abilities.deck import PlayForFree, PutLooked, Rest, RevealTop
from illumineer.engine.abilities.discarding import YouDiscardA
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
    StrengthAtMost,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.fromdiscard import PlayFromDiscard, YouDiscardThis
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, LoseLore
from illumineer.engine.abilities.inkwells import PlayersInkTop
from illumineer.engine.abilities.locations import CostAtMostEach, ThereIs
from illumineer.engine.abilities.milled import MilledThisWay
from illumineer.engine.abilities.next_played import NextEntersExerted
from illumineer.engine.abilities.next_shift import ReduceNextShift
from illumineer.engine.abilities.players import ChallengingPlayer, ChosenPlayer, EachPlayer, You
from illumineer.engine.abilities.prevention import DealUnresisted
from illumineer.engine.abilities.samename import NamedAlike
from illumineer.engine.abilities.searching import MillTop, ShuffleDeck, TakeIt
from illumineer.engine.abilities.shifting import AnyShiftsOnto
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    Lasting,
    Modify,
    PutIntoInkwell,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Looked, Pronoun, That, This
from illumineer.engine.abilities.triggers import Intro, IsChallenged, Plays, Quests, TurnEnds
from illumineer.engine.abilities.under import Shifts, TakeFromUnder
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
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
    # TORRENT Whenever one of your Floodborn characters quests, you pay 1 ⬡ less for the next
    # character you shift this turn.
    "Mrs. Incredible - Created by the Vine": Behaviour(
        abilities=(
            Triggered(
                (Quests(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Floodborn",))),),
                (ReduceNextShift(1),),
                name="TORRENT",
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
    # Choose a character. Banish all other characters with the same name as that character.
    "One and Only": Behaviour(
        effect=(Pick(Cards()), Banish(Cards(det=Det.ALL, other=True, having=(NamedAlike(),)))),
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
    # FULL OF POTENTIAL This item enters play exerted.
    "Potato": Behaviour(abilities=(Static(EntersExerted(), name="FULL OF POTENTIAL"),)),
    # Each player puts the top 2 cards of their deck into their inkwell facedown and exerted.
    "Power Surge": Behaviour(effect=(PlayersInkTop(EachPlayer(), amount=2),)),
    # STEP FORWARD ⟳, 1 ⬡ — The next character you play this turn enters play exerted and gains
    # Bodyguard until the start of your next turn.
    "Powhatan's Staff": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (NextEntersExerted(Keyword.BODYGUARD),),
                name="STEP FORWARD",
            ),
        ),
    ),
    # THIS IS MY JAM When you play this character, if there's a song card in your discard, gain 1
    # lore.
    "Priya Mangal - Serious Music Lover": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        ThereIs(
                            Cards(
                                kinds=(Kind.SONG,),
                                having=(In(Place.IN_YOUR_DISCARD),),
                                card=True,
                            ),
                        ),
                        (GainLore(1),),
                    ),
                ),
                name="THIS IS MY JAM",
            ),
        ),
    ),
    # Shuffle your deck, then reveal the top card. If it's an action card, you may play it for free.
    # Otherwise, put it on the bottom of your deck, then each opponent loses 1 lore and you gain 1
    # lore.
    "Prophetic Vision": Behaviour(
        effect=(
            ShuffleDeck(),
            RevealTop(bare=True, join=Join.THEN),
            If(
                LookedIs(Cards(kinds=(Kind.ACTION,), card=True)),
                (May((PlayForFree(Looked()),)),),
                otherwise=(
                    PutLooked(said=Rest.IT),
                    LoseLore(1, join=Join.THEN),
                    GainLore(1, players=You(said=True), join=Join.AND),
                ),
            ),
        ),
    ),
    # Your Floodborn characters gain Evasive until the start of your next turn.
    "Protective Aura": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Floodborn",)),
                (Gains(Keyword.EVASIVE),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
    # Return chosen character or item to their player's hand.
    "Put That Thing Back": Behaviour(
        effect=(ReturnToHand(Cards(det=Det.CHOSEN, kinds=(Kind.CHARACTER, Kind.ITEM))),),
    ),
    # EVIL DESIGN When you play this character and whenever he quests, put the top 4 cards of your
    # deck into your discard. You may deal 1 damage to chosen character for each item card put into
    # your discard this way.
    "Quackerjack - Loony Toymaker": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.HE))),
                (
                    MillTop(4),
                    May(
                        (
                            DealDamage(
                                Times(
                                    1,
                                    MilledThisWay(
                                        Cards(det=Det.BARE, kinds=(Kind.ITEM,), card=True),
                                    ),
                                ),
                                Cards(det=Det.CHOSEN),
                            ),
                        ),
                    ),
                ),
                name="EVIL DESIGN",
            ),
        ),
    ),
    # Bodyguard HUNNY AURA When you play this character, chosen Hunny character gets +1 ◊ this turn.
    "Rabbit - Hunny Paladin": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN, classes=("Hunny",)), (Gets(Stat.LORE, 1),)),),
                name="HUNNY AURA",
            ),
        ),
    ),
    # Chosen character gets +3 ¤ this turn.
    "Rahr!": Behaviour(effect=(Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 3),)),)),
    # Evasive AFTER-HOURS PROJECT While all cards in your inkwell are exerted, this character gets
    # +2 ◊.
    "Randall Boggs - Envious Coworker": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 2),)),
                name="AFTER-HOURS PROJECT",
                condition=IsState(
                    State.EXERTED,
                    target=Cards(
                        det=Det.ALL,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_INKWELL),),
                    ),
                ),
            ),
        ),
    ),
    # GET OUTTA HERE! When you play this character, put chosen character of yours into your inkwell
    # facedown and exerted. DEVIOUS PLAN At the end of your turn, if all cards in your inkwell are
    # exerted, gain 1 lore.
    "Randall Boggs - Scary Smart": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (PutIntoInkwell(Cards(det=Det.CHOSEN, owner=Owner.YOURS), whose=Whose.YOUR),),
                name="GET OUTTA HERE!",
            ),
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
                        (GainLore(1),),
                    ),
                ),
                name="DEVIOUS PLAN",
            ),
        ),
    ),
    # Shift 3 ⬡ CLEVER SWAP Whenever this character quests, you may draw a card, then choose and
    # discard a card. FRESH START During your turn, whenever you discard a character card, you may
    # play that character from your discard.
    "Rapunzel & Flynn Rider - Unlikely Pair": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="CLEVER SWAP",
            ),
            Triggered(
                (YouDiscardA(Cards(card=True)),),
                (May((PlayFromDiscard(That()),)),),
                name="FRESH START",
                during_your_turn=True,
            ),
        ),
    ),
    # THE CALL OF ADVENTURE Once during your turn, you may discard a card to give this character +1
    # ◊ and Evasive until the start of your next turn.
    "Rapunzel - Escaping the Tower": Behaviour(
        abilities=(
            Activated(
                Cost(parts=(DiscardCost(),)),
                (
                    Modify(
                        This(),
                        (Gets(Stat.LORE, 1), Gains(Keyword.EVASIVE)),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                        give=True,
                    ),
                ),
                name="THE CALL OF ADVENTURE",
                once=Once.DURING_YOUR_TURN,
            ),
        ),
    ),
    # THE FATES' DESIGN When you play this character, you may choose and discard a card. If you do,
    # return chosen character to their player's hand.
    "Rapunzel - Tower Defender": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Discard(),)), IfYouDo((ReturnToHand(Cards(det=Det.CHOSEN)),))),
                name="THE FATES' DESIGN",
            ),
        ),
    ),
    # EMBRACING CHANGE Your Floodborn characters get +2 ⛉.
    "Rapunzel's Tower - Taken by the Vine": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Floodborn",)),
                    (Gets(Stat.WILLPOWER, 2),),
                ),
                name="EMBRACING CHANGE",
            ),
        ),
    ),
    # Banish chosen character with 3 ¤ or less. If you have a Monster character in play, chosen
    # opponent loses 1 lore.
    "Red Alert": Behaviour(
        effect=(
            Banish(Cards(det=Det.CHOSEN, having=(StrengthAtMost(3),))),
            If(
                YouHave(Cards(classes=("Monster",), having=(In(Place.IN_PLAY),))),
                (LoseLore(1, players=ChosenPlayer(opponent=True)),),
            ),
        ),
    ),
    # Sing Together 7 Banish chosen character.
    "Red Moon Ritual": Behaviour(effect=(Banish(Cards(det=Det.CHOSEN)),)),
    # DEEP WISDOM Your Floodborn characters get +1 ◊.
    "Ring of Stones - Taken by the Vine": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Floodborn",)),
                    (Gets(Stat.LORE, 1),),
                ),
                name="DEEP WISDOM",
            ),
        ),
    ),
}
