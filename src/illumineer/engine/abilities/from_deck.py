"""A card put into its owner's discard straight from their deck: "When this card is put into
your discard from your deck, if you have an item named Rivera Family Photo in play, you may
play this card from your discard for free" (The Torn Corner).

The ability works from the discard it went to (6.1.12); the engine notices such a move
(`EventKind.FROM_DECK_TO_DISCARD`) only where a card watches for it.

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
    on = EventKind.FROM_DECK_TO_DISCARD
    PHRASES = (Phrase("this card is put into your discard from your deck"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        return event is not None and event.card == facts.source


__all__ = ["PutIntoDiscardFromDeck"]  # fmt: skip
