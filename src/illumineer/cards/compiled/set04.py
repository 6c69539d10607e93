"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour
from illumineer.engine.abilities.changes import Deed, Gains
from illumineer.engine.abilities.conditions import ChosenIs
from illumineer.engine.abilities.filters import Cards, Det
from illumineer.engine.abilities.flow import If
from illumineer.engine.abilities.granted import MayAlso
from illumineer.engine.abilities.steps import Lasting, Modify
from illumineer.engine.abilities.targets import Them
from illumineer.engine.vocabulary import Keyword

CARDS: dict[str, Behaviour] = {
    # Chosen character gains Resist +2 until the start of your next turn. If a Hero character is
    # chosen, they may also challenge ready characters this turn.
    "One Last Hope": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN),
                (Gains(Keyword.RESIST, value=2),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
            If(
                ChosenIs(Cards(classes=("Hero",))),
                (Modify(Them(), (MayAlso(Deed.CHALLENGE_READY),)),),
            ),
        ),
    ),
}
