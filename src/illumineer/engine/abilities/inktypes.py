"""Counting inks: "for each different ink type of characters you have in play" (a card of
two inks counts each of them).

>>> from illumineer.engine.abilities.filters import Cards, Det, In, Place
>>> from illumineer.engine.abilities.phrasing import Speaker, detokenize, say_value
>>> yours = Cards(Det.PLAIN, having=(In(Place.YOU_HAVE_IN_PLAY),))
>>> detokenize(say_value(InkTypes(yours), "per", Speaker()))
'different ink type of characters you have in play'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Facts, Quantity
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase


@dataclass(frozen=True, slots=True)
class InkTypes(Quantity):
    """How many different inks the cards a description names have between them."""

    cards: Cards
    PER = (Phrase("different ink type of {cards}"),)

    def value(self, facts: Facts, card: CardView) -> int:
        return len({ink for found in self.cards.cards(facts) for ink in found.definition.inks})


__all__ = ["InkTypes"]


@dataclass(frozen=True, slots=True)
class RevealedInks(Quantity):
    """ "for each different ink type of cards revealed this way": the inks of the cards
    this effect revealed and has not yet put anywhere."""

    PER = (Phrase("different ink type of cards revealed this way"),)

    def value(self, facts: Facts, card: CardView) -> int:
        return len({ink for i in facts.looked for ink in facts.card(i).definition.inks})


__all__ += ["RevealedInks"]
