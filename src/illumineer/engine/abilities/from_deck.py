"""A card put into its owner's discard straight from their deck: "When this card is put into
your discard from your deck, if you have an item named Rivera Family Photo in play, you may
play this card from your discard for free" (The Torn Corner).

The ability works from the discard it went to (6.1.12): it looks at the cards an instruction
put from the deck into the discard (`EventKind.MILLED`, milled.py) for its own card.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(PutIntoDiscardFromDeck())
'this card is put into your discard from your deck'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from illumineer.engine.abilities.core import CardView, Facts
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.triggers import Intro, Trigger
from illumineer.engine.vocabulary import EventKind


@dataclass(frozen=True, slots=True)
class PutIntoDiscardFromDeck(Trigger):
    """ "When this card is put into your discard from your deck": the ability's own card
    went from its owner's deck into their discard (by any effect)."""

    intro: Intro = field(default=Intro.WHEN, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.MILLED
    PHRASES = (Phrase("this card is put into your discard from your deck"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        return event is not None and facts.source in event.cards


__all__ = ["PutIntoDiscardFromDeck"]  # fmt: skip
