"""A cost no more than a card's chosen earlier in the effect: "exert chosen opposing ready
character. Then, you may play a song with cost equal to or less than the exerted
character's cost for free" (Ursula - Voice Stealer).

>>> from illumineer.engine.abilities.filters import Cards, Kind
>>> from illumineer.engine.abilities.phrasing import english
>>> english(Cards(kinds=(Kind.SONG,), having=(CostUpToExerted(),)))
"a song with cost equal to or less than the exerted character's cost"
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Facts
from illumineer.engine.abilities.filters import Having
from illumineer.engine.abilities.phrasing import Phrase


@dataclass(frozen=True, slots=True)
class CostUpToExerted(Having):
    """ "with cost equal to or less than the exerted character's cost": the character an
    instruction before exerted is the one it chose; none chosen, no card matches."""

    PHRASES = (Phrase("with cost equal to or less than the exerted character's cost"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        costs = [facts.card(i).definition.cost for i in facts.chosen]
        return bool(costs) and card.definition.cost <= max(costs)


__all__ = ["CostUpToExerted"]  # fmt: skip
