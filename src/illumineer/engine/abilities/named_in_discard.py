"""A card named like another in the discard: "Once during your turn, whenever you play a
song, if it has the same name as another card in your discard, you may ready chosen
character" (Jukebox). A name matches by rule 5.2.6.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(NamedLikeAnotherInDiscard())
'it has the same name as another card in your discard'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Condition, Facts
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.samename import named_alike
from illumineer.engine.vocabulary import Zone


@dataclass(frozen=True, slots=True)
class NamedLikeAnotherInDiscard(Condition):
    """ "It has the same name as another card in your discard": the card the event is about
    (the song played) shares a name with a card of the controller's discard other than
    itself."""

    PHRASES = (Phrase("it has the same name as another card in your discard"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        if event is None or event.card < 0:
            return False
        it = facts.card(event.card)
        return any(other.id != it.id and named_alike(it, other)
                   for other in facts.cards(facts.controller, Zone.DISCARD))  # fmt: skip


__all__ = ["NamedLikeAnotherInDiscard"]  # fmt: skip
