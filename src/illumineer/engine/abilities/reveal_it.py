"""The card looked at, shown and taken: "(if it's a character card named Kevin, you may)
reveal it and put it into your hand (to gain 3 lore)".

Everyone learns the card (6.1.14) as it goes to its owner's hand (not a draw, 1.12.3).
With no card looked at, nothing is done, and what follows "to" does not happen.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(RevealItToHand())
'reveal it and put it into your hand'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import Zone


@dataclass(frozen=True, slots=True)
class RevealItToHand(Step):
    """ "Reveal it and put it into your hand": the first card looked at."""

    PHRASES = (Phrase("reveal it and put it into your hand"),)

    def possible(self, fx: Effects) -> bool:
        return bool(fx.looked)

    def run(self, fx: Effects) -> Prompt | None:
        if not fx.looked:
            fx.set_undone(True)
            return None
        card = fx.card(fx.looked[0])
        fx.reveal(card)
        fx.put_into(card, Zone.HAND)
        fx.set_looked(fx.looked[1:])
        return None


__all__ = ["RevealItToHand"]
