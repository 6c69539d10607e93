"""A card you played this turn, as what a description says after its noun: "return a song
card you played this turn with cost 3 or less from your discard to your hand" (Aurora -
Delightful Musician): one of the cards the controller played this turn (4.3.3), wherever it
is now.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(YouPlayedIt())
'you played this turn'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Facts
from illumineer.engine.abilities.filters import Having
from illumineer.engine.abilities.phrasing import Phrase


@dataclass(frozen=True, slots=True)
class YouPlayedIt(Having):
    """ "(a song card) you played this turn"."""

    PHRASES = (Phrase("you played this turn"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return any(played.id == card.id for played in facts.played_cards(facts.controller))


__all__ = ["YouPlayedIt"]
