""""It", said of a card the other branch of an "if" described without choosing it: "If you
have a Detective character in play, return an item card from your discard to your hand.
Otherwise, put it on the top of your deck." (Pluto - Clever Cluefinder): "otherwise" no card
was chosen, so "it" is a card of that description, chosen now (the compiler binds it; an
instruction on it lowers to the choice, then the instruction on the chosen card).

>>> from illumineer.engine.abilities.filters import Cards, In, Kind, Place
>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.steps import PutOnTop
>>> item = Cards(kinds=(Kind.ITEM,), having=(In(Place.FROM_YOUR_DISCARD),), card=True)
>>> english(PutOnTop(Again(item)))
'put it on the top of your deck'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from illumineer.engine.abilities.core import CardView, Facts
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Speaker
from illumineer.engine.abilities.targets import Pronoun, Reference


@dataclass(frozen=True, slots=True)
class Again(Reference):
    """ "it": one card of the description `described`, chosen as the instruction happens."""

    described: Cards = field(default=Cards(), metadata={"said_by": "reference"})
    form: Pronoun = Pronoun.IT

    def noun(self, speaker: Speaker) -> list[str]:
        return ["that", "card"]

    def cards(self, facts: Facts) -> Sequence[CardView]:  # (runs lowered: the choice)
        return [facts.card(i) for i in facts.chosen]


__all__ = ["Again"]
