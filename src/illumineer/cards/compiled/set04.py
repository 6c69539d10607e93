"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Triggered
from illumineer.engine.abilities.changes import Gains, Gets
from illumineer.engine.abilities.filters import Cards, Det, Kind, State
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.steps import Banish, DealDamage, Modify
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import TurnStarts
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # MANY FORMS At the start of your turn, you may choose one: • This character gets +1 ◊ this
    # turn. • This character gains Challenger +2 this turn.
    "Camilo Madrigal - Prankster": Behaviour(
        abilities=(
            Triggered(
                (TurnStarts(),),
                (
                    May(
                        (
                            ChooseOne(
                                (
                                    (Modify(This(), (Gets(Stat.LORE, 1),)),),
                                    (Modify(This(), (Gains(Keyword.CHALLENGER, value=2),)),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="MANY FORMS",
            ),
        ),
    ),
    # Choose one: • Banish chosen item. • Deal 2 damage to chosen damaged character.
    "Make the Potion": Behaviour(
        effect=(
            ChooseOne(
                (
                    (Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),),
                    (DealDamage(2, Cards(det=Det.CHOSEN, state=State.DAMAGED)),),
                ),
            ),
        ),
    ),
}
