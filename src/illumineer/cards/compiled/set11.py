"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Activated, Behaviour, Cost, Have, Once, Static
from illumineer.engine.abilities.changes import Gains
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.costs import BanishCost, CostUpToMoreThanBanished, DiscardCost
from illumineer.engine.abilities.deck import PlayForFree
from illumineer.engine.abilities.filters import Cards, Det, In, Kind, Owner, Place
from illumineer.engine.abilities.steps import DealDamage
from illumineer.engine.abilities.targets import This
from illumineer.engine.vocabulary import Keyword

CARDS: dict[str, Behaviour] = {
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
    # TURN INTO DINOSAUR ⟳, 1 ⬡, Banish chosen character of yours — Play a character with cost up to
    # 2 more than the banished character for free.
    "Retro Evolution Device": Behaviour(
        abilities=(
            Activated(
                Cost(
                    exert=True,
                    ink=1,
                    parts=(BanishCost(Cards(det=Det.CHOSEN, owner=Owner.YOURS)),),
                ),
                (PlayForFree(Cards(having=(CostUpToMoreThanBanished(2),))),),
                name="TURN INTO DINOSAUR",
            ),
        ),
    ),
}
