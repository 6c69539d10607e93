"""Items told apart by name: "Whenever you play an item, if the item you played has a
different name than each other item you have in play, draw a card." and "For each item with
a different name you have in play, this character gets +1 ◊." (Ariel - Collector of
Oddities; Spyglass Hat).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(PlayedItemUnique())
'the item you played has a different name than each other item you have in play'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Condition, Facts, Quantity
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.samename import named_alike
from illumineer.engine.vocabulary import CardType, Zone


def _items(facts: Facts) -> list[CardView]:
    return [c for c in facts.cards(facts.controller, Zone.PLAY)
            if c.definition.card_type is CardType.ITEM]  # fmt: skip


@dataclass(frozen=True, slots=True)
class PlayedItemUnique(Condition):
    """ "the item you played has a different name than each other item you have in play":
    the item the triggering event played shares a name with no other item of yours in
    play."""

    PHRASES = (
        Phrase("the item you played has a different name than each other item you have in "
               "play"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        if event is None or event.card < 0:
            return False
        played = facts.card(event.card)
        return not any(named_alike(played, other) for other in _items(facts)
                       if other.id != played.id)  # fmt: skip


@dataclass(frozen=True, slots=True)
class DistinctItems(Quantity):
    """ "(for each) item with a different name you have in play": how many names the
    items you have in play have between them."""

    PER = (Phrase("item with a different name you have in play"),)

    def value(self, facts: Facts, card: CardView) -> int:
        return len({c.definition.name for c in _items(facts)})


__all__ = ["DistinctItems", "PlayedItemUnique"]
