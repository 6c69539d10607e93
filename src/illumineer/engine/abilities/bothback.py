"""Two chosen characters returned together on a condition of either: "Choose 2 characters
of yours. If one of them is cost 3 or less, return both to your hand." (Un Poco Loco).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(ReturnBothIfOne(3))
'if one of them is cost 3 or less, return both to your hand'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import Zone
from illumineer.engine.why import Act


@dataclass(frozen=True, slots=True)
class ReturnBothIfOne(Step):
    """ "If one of them is cost N or less, return both to your hand": the cards chosen
    earlier in this effect, still in play, go to their owner's hand together when at least
    one of them has printed cost N or less; otherwise nothing happens."""

    cost: int
    act = Act.RETURN
    PHRASES = (Phrase("if one of them is cost {cost} or less, return both to your hand"),)

    def run(self, fx: Effects) -> Prompt | None:
        chosen = [card for i in fx.chosen if (card := fx.card(i)).zone is Zone.PLAY]
        if any(card.definition.cost <= self.cost for card in chosen):
            for card in chosen:
                fx.put_into(card, Zone.HAND)
        return None


__all__ = ["ReturnBothIfOne"]
