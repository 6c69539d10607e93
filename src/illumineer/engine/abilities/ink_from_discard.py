"""The card a trigger is about, from its owner's discard into their inkwell: "Whenever one of
your characters is banished, you may put that card from your discard into your inkwell
facedown and exerted" (7.5.6: unrevealed; only while it is still in that discard, 6.1.11.1).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(InkThatFromDiscard())
'put that card from your discard into your inkwell facedown and exerted'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Effects, Facts, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import Zone


def _that_card(facts: Facts) -> CardView | None:
    event = facts.event
    if event is None or event.card < 0:
        return None
    card = facts.card(event.card)
    return card if card.zone is Zone.DISCARD and card.owner == facts.controller else None


@dataclass(frozen=True, slots=True)
class InkThatFromDiscard(Step):
    """ "Put that card from your discard into your inkwell facedown and exerted"."""

    PHRASES = (
        Phrase("put that card from your discard into your inkwell facedown and exerted"),
    )

    def possible(self, fx: Effects) -> bool:
        return _that_card(fx) is not None

    def run(self, fx: Effects) -> Prompt | None:
        card = _that_card(fx)
        if card is None:
            fx.set_undone(True)
            return None
        fx.put_into(card, Zone.INKWELL, exerted=True)
        return None


__all__ = ["InkThatFromDiscard"]
