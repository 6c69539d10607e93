"""What an instruction of this effect returned to a hand: "Return chosen character of yours
to your hand. If you returned a Hero character this way, draw 2 cards." (6.1.8: "this way"
is the card that instruction acted on, now in its hand).

>>> from illumineer.engine.abilities.filters import Cards
>>> from illumineer.engine.abilities.phrasing import english
>>> english(ReturnedIs(Cards(classes=("Hero",))))
'you returned a Hero character this way'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Condition, Facts
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import Zone


@dataclass(frozen=True, slots=True)
class ReturnedIs(Condition):
    """ "You returned a Hero character this way": a card chosen earlier in the effect is in
    a hand now, and is one the description names."""

    cards: Cards
    PHRASES = (Phrase("you returned {cards} this way"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        returned = (facts.card(i) for i in facts.chosen)
        return any(c.zone is Zone.HAND and self.cards.matches(facts, c) for c in returned)


__all__ = ["ReturnedIs"]
