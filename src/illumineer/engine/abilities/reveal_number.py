"""Revealing a counted number of cards from the top of a deck: "reveal a number of cards
from the top of your deck equal to the number of cards under him" (everyone sees them; they
stay on the deck until a later instruction puts them somewhere).

>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.targets import Pronoun, This
>>> from illumineer.engine.abilities.under import CardsUnder
>>> english(RevealNumber(CardsUnder(This(form=Pronoun.HE))))
'reveal a number of cards from the top of your deck equal to the number of cards under him'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effects, Prompt, Quantity, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import Zone


@dataclass(frozen=True, slots=True)
class RevealNumber(Step):
    """ "Reveal a number of cards from the top of your deck equal to <a number>": as "reveal
    the top N cards of your deck", N counted as it resolves."""

    amount: Quantity
    PHRASES = (
        Phrase("reveal a number of cards from the top of your deck equal to "
               "{amount:quantity}"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        count = max(0, self.amount.value(fx, fx.me()))
        deck = fx.cards(fx.controller, Zone.DECK)
        top = list(deck[-count:]) if count else []
        for card in top:
            fx.reveal(card)
        fx.set_looked(tuple(card.id for card in reversed(top)))  # top card first
        return None


__all__ = ["RevealNumber"]  # fmt: skip
