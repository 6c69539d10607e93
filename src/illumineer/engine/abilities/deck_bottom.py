"""The bottom of your deck: "you may draw a card from the bottom of your deck" (a draw like
any other, 1.12.2, of the bottom card), "put this card from your discard on the bottom of
your deck" (Merlin - Envisioning the Future, banished: only if it is still there, 6.1.11.1).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(DrawFromBottom())
'draw a card from the bottom of your deck'
>>> english(PutThisFromDiscardOnBottom())
'put this card from your discard on the bottom of your deck'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effects, Prompt, Step, Target
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.vocabulary import Zone


@dataclass(frozen=True, slots=True)
class DrawFromBottom(Step):
    """ "Draw a card from the bottom of your deck": the controller draws the bottom card."""

    PHRASES = (Phrase("draw a card from the bottom of your deck"),)

    def run(self, fx: Effects) -> Prompt | None:
        fx.draw(fx.controller, bottom=True)
        return None


@dataclass(frozen=True, slots=True)
class PutThisFromDiscardOnBottom(Step):
    """ "Put this card from your discard on the bottom of your deck": the card goes to the
    bottom of its owner's deck if it is still in the discard."""

    target: Target = This(Pronoun.CARD)
    PHRASES = (Phrase("put this card from your discard on the bottom of your deck",
                      target=This(Pronoun.CARD)),)  # fmt: skip

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            if card.zone is Zone.DISCARD:
                fx.put_on_deck(card, bottom=True)
        return None


__all__ = ["DrawFromBottom", "PutThisFromDiscardOnBottom"]
