"""What a card had as it left play (last known information, 6.7.7), compared with others:
"banish all characters with ¤ equal to or less than the ¤ he had in play".

A card whose text asks its ¤ as it left play keeps it (`Card.had_strength`, set as it
leaves: `Behaviour.remembers_strength` says which cards do), so the cards that never ask
it cost nothing; a card still in play is asked its ¤ now.

>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.targets import Pronoun, This
>>> english(StrengthUpTo(StrengthHad(This(form=Pronoun.HE))))
'with ¤ equal to or less than the ¤ he had in play'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from illumineer.engine.abilities.core import CardView, Facts, Quantity, Target
from illumineer.engine.abilities.filters import Having
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.targets import This
from illumineer.engine.vocabulary import Zone


@dataclass(frozen=True, slots=True)
class StrengthHad(Quantity):
    """ "the ¤ he had in play": the card's ¤ as it left play (6.7.7), or now while it is
    still in play."""

    target: Target
    ASKS_STRENGTH_HAD: ClassVar[bool] = True
    PHRASES = (Phrase("the ¤ {target:subject} had in play"),)

    def value(self, facts: Facts, card: CardView) -> int:
        cards = [facts.me()] if isinstance(self.target, This) else list(self.target.cards(facts))
        return sum(facts.strength(c) if c.zone is Zone.PLAY else c.had_strength for c in cards)


@dataclass(frozen=True, slots=True)
class StrengthUpTo(Having):
    """ "with ¤ equal to or less than <a number>": a character whose ¤ now is at most it."""

    amount: Quantity
    PHRASES = (Phrase("with ¤ equal to or less than {amount:quantity}"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return card.is_character and facts.strength(card) <= self.amount.value(facts, card)


__all__ = ["StrengthHad", "StrengthUpTo"]  # fmt: skip
