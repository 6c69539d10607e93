"""Lore from a card of the discard: "you may gain lore equal to the ◊ of a character card in
your discard. If you do, put that card on the bottom of your deck" (Anna - Soothing Sister).
The card is chosen in the discard; its controller gains lore equal to its printed ◊ (a card
in a discard has no other), and the card goes on the bottom of its owner's deck.

>>> from illumineer.engine.abilities.filters import Cards, In, Kind, Place
>>> from illumineer.engine.abilities.phrasing import english
>>> print(english(GainLoreOfThenBottom(Cards(kinds=(Kind.CHARACTER,), card=True,
...     having=(In(Place.IN_YOUR_DISCARD),)))).replace(". ", ".\\n"))
gain lore equal to the ◊ of a character card in your discard.
if you do, put that card on the bottom of your deck
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.choosing import OnCards
from illumineer.engine.abilities.core import Effects, Prompt, Target
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import Zone
from illumineer.engine.why import Act


@dataclass(frozen=True, slots=True)
class GainLoreOfThenBottom(OnCards):
    """ "Gain lore equal to the ◊ of a character card in your discard. If you do, put that
    card on the bottom of your deck": the card chosen (lowered: a choice, then this)."""

    target: Target
    act = Act.MOVE
    FROM = Zone.DISCARD
    PHRASES = (
        Phrase("gain lore equal to the ◊ of {target}. if you do, put that card on the bottom "
               "of your deck"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            if card.zone is Zone.DISCARD:
                fx.gain_lore(fx.controller, card.definition.lore or 0)
                fx.put_on_deck(card, bottom=True)
        return None


__all__ = ["GainLoreOfThenBottom"]  # fmt: skip
