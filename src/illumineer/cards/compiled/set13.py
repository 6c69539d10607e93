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
    Static,
    Triggered,
)
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.costs import DiscardCost
from illumineer.engine.abilities.deck import InkTopCard
from illumineer.engine.abilities.filters import Cards, Det, Here, Owner, State
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, LoseLore
from illumineer.engine.abilities.players import You
from illumineer.engine.abilities.shifting import AnyShiftsOnto, PayLessToShiftOnto, ShiftedOnto
from illumineer.engine.abilities.steps import DealDamage, Lasting, Modify, Ready
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.triggers import Challenges, IsBanished, RemovesDamage, Sings
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # DREAMING OF MORE You pay 1 ⬡ less to shift a character on top of this character.
    "Belle - Always Reading": Behaviour(
        abilities=(Static(PayLessToShiftOnto(1), name="DREAMING OF MORE"),),
    ),
    # Temporary Shift 4 ⬡ INTIMIDATING CHARGE Whenever this character challenges another character,
    # you gain 2 lore and each opponent loses 2 lore.
    "Grandma Wu - Fierce Red Panda": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This(), challenged=Cards(other=True)),),
                (GainLore(2, players=You(said=True)), LoseLore(2, join=Join.AND)),
                name="INTIMIDATING CHARGE",
            ),
        ),
    ),
    # Challenger +2 ANCESTRAL UNDERSTANDING When you shift a character on top of this character,
    # gain 1 lore.
    "Grandma Wu - Wise Grandmother": Behaviour(
        abilities=(Triggered((ShiftedOnto(),), (GainLore(1),), name="ANCESTRAL UNDERSTANDING"),),
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
    # ADVANCED MIMICRY You can shift any character on top of this character.
    "Morph - Little Imitator": Behaviour(
        abilities=(Static(AnyShiftsOnto(), name="ADVANCED MIMICRY"),),
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
    # FULL OF POTENTIAL This item enters play exerted.
    "Potato": Behaviour(abilities=(Static(EntersExerted(), name="FULL OF POTENTIAL"),)),
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
    # Madrigal Shift 3 ⬡ FAMILY BLESSINGS Once during your turn, whenever you remove 1 or more
    # damage from one of your characters, put the top card of your deck into your inkwell facedown
    # and exerted.
    "The Madrigal Family - Every Generation": Behaviour(
        abilities=(
            Triggered(
                (RemovesDamage(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                (InkTopCard(),),
                name="FAMILY BLESSINGS",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Floodborn Shift 7 ⬡ SATURATE Your other exerted Floodborn characters gain Bodyguard. HOSTILE
    # SWARM During an opponent's turn, whenever one of your Floodborn characters is banished, deal 1
    # damage to each opposing character.
    "The Vine - Towering Stalk": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(
                        det=Det.PLAIN,
                        owner=Owner.YOURS,
                        other=True,
                        state=State.EXERTED,
                        classes=("Floodborn",),
                    ),
                    (Gains(Keyword.BODYGUARD),),
                ),
                name="SATURATE",
            ),
            Triggered(
                (IsBanished(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Floodborn",))),),
                (DealDamage(1, Cards(det=Det.EACH, owner=Owner.OPPOSING)),),
                name="HOSTILE SWARM",
                during_opponents_turn=True,
            ),
        ),
    ),
}
