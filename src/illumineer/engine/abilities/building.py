"""Deck building changed by a card: "You can have other Hunny characters in your deck
regardless of ink type" (1.10.1.3: such a card works only if it is itself legal in the deck).

The word is a static ability that changes nothing in play; deck checks read it
(`illumineer.cards.decks`) through `allows`, on the printed card.

>>> from illumineer.engine.abilities.filters import Cards, Det
>>> from illumineer.engine.abilities.phrasing import english
>>> english(AnyInk(Cards(Det.PLAIN, other=True, classes=("Hunny",))))
'you can have other Hunny characters in your deck regardless of ink type'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.ability import StaticEffect, StaticRule
from illumineer.engine.abilities.core import Condition, Printed
from illumineer.engine.abilities.filters import Cards, Kind
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import CardType

_TYPES = {Kind.CHARACTER: CardType.CHARACTER, Kind.ITEM: CardType.ITEM,
          Kind.LOCATION: CardType.LOCATION, Kind.ACTION: CardType.ACTION}  # fmt: skip


@dataclass(frozen=True, slots=True)
class AnyInk(StaticRule):
    """ "You can have [cards] in your deck regardless of ink type": those cards don't count
    toward the deck's ink types (1.10.1.1), while this card is legal in it (1.10.1.3)."""

    cards: Cards
    PHRASES = (Phrase("you can have {cards} in your deck regardless of ink type"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return ()  # nothing in play: a rule of deck building

    def allows(self, card: Printed, own: Printed) -> bool:
        """Whether this rule of the card `own` lets `card` in whatever its ink."""
        if self.cards.other and card.full_name == own.full_name:
            return False
        kinds = self.cards.kinds
        if kinds and not any(_TYPES.get(kind) is card.card_type for kind in kinds):
            return False
        classes = self.cards.classes
        return not classes or any(c in card.classifications for c in classes)


__all__ = ["AnyInk"]
