"""A card of the hand revealed to match a character chosen before it: "you may choose another
character and reveal a character card in your hand. If they have the same name, draw a
card" (Rapunzel - Outgoing Artist). The revealed card joins the cards chosen so far, so
"they" are the chosen character and the revealed card (5.2.6: a name in common).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(RevealCharacterInHand()), english(TheyShareAName())
('reveal a character card in your hand', 'they have the same name')
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Condition, Effects, Facts, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.samename import named_alike
from illumineer.engine.vocabulary import PromptKind, Zone


@dataclass(frozen=True, slots=True)
class RevealCharacterInHand(Step):
    """ "reveal a character card in your hand": the controller picks one and shows it to
    every player (6.1.14); with none in hand, nothing is revealed."""

    PHRASES = (Phrase("reveal a character card in your hand"),)

    def run(self, fx: Effects) -> Prompt | None:
        hand = fx.cards(fx.controller, Zone.HAND)
        options = tuple(card.id for card in hand if card.is_character)
        if not options:
            return None
        return Prompt(fx.controller, PromptKind.CHOOSE, options, False)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None:
            fx.reveal(fx.card(choice))
            fx.set_chosen((*fx.chosen, choice))
        return True


@dataclass(frozen=True, slots=True)
class TheyShareAName(Condition):
    """ "they have the same name": the first card chosen in this effect and the last (the
    character chosen, the card revealed) have a name in common."""

    PHRASES = (Phrase("they have the same name"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        chosen = facts.chosen
        return len(chosen) >= 2 and named_alike(facts.card(chosen[0]), facts.card(chosen[-1]))


__all__ = ["RevealCharacterInHand", "TheyShareAName"]  # fmt: skip
