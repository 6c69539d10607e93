"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Activated, Behaviour, Cost, Have, Provided, Static
from illumineer.engine.abilities.changes import Gains
from illumineer.engine.abilities.conditions import YourTurn
from illumineer.engine.abilities.costs import DiscardCost
from illumineer.engine.abilities.steps import Modify
from illumineer.engine.abilities.targets import This
from illumineer.engine.vocabulary import Keyword

CARDS: dict[str, Behaviour] = {
    # TAKE THE LEAP During your turn, this character gains Evasive. NOW'S MY CHANCE Choose and
    # discard a card — This character gains Challenger +3 this turn.
    "Jasmine - Fearless Princess": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.EVASIVE),)),
                name="TAKE THE LEAP",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
            Activated(
                Cost(parts=(DiscardCost(choose=True),)),
                (Modify(This(), (Gains(Keyword.CHALLENGER, value=3),)),),
                name="NOW'S MY CHANCE",
            ),
        ),
    ),
}
