"""Looking at your own inkwell and taking a card back from it: "you may look at the cards in
your inkwell and then you may return one to your hand. If you do either, exert all cards in
your inkwell" (Minnie Mouse - Urban Visionary).

An inkwell is private even from its owner (7.5.4): looking shows its cards to the
controller only. Each instruction done counts in the resolution's number, which "if you do
either" reads.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(LookAtInkwell()), english(ReturnOneInk()), english(DidEither())
('look at the cards in your inkwell', 'return one to your hand', 'you do either')
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Condition, Effects, Facts, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import PromptKind, Zone


@dataclass(frozen=True, slots=True)
class LookAtInkwell(Step):
    """ "look at the cards in your inkwell": the controller sees them (7.5.4)."""

    PHRASES = (Phrase("look at the cards in your inkwell"),)

    def run(self, fx: Effects) -> Prompt | None:
        for card in fx.cards(fx.controller, Zone.INKWELL):
            fx.reveal(card, fx.controller)
        fx.set_number(fx.number + 1)
        return None


@dataclass(frozen=True, slots=True)
class ReturnOneInk(Step):
    """ "return one to your hand": a card of the controller's inkwell, which they choose,
    goes to their hand (with none, nothing is done)."""

    PHRASES = (Phrase("return one to your hand"),)

    def run(self, fx: Effects) -> Prompt | None:
        options = tuple(card.id for card in fx.cards(fx.controller, Zone.INKWELL))
        if not options:
            return None
        return Prompt(fx.controller, PromptKind.CHOOSE, options, False)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None:
            fx.put_into(fx.card(choice), Zone.HAND)
            fx.set_number(fx.number + 1)
        return True


@dataclass(frozen=True, slots=True)
class DidEither(Condition):
    """ "you do either": one of the instructions before it was done (the resolution's
    number counts them)."""

    PHRASES = (Phrase("you do either"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return facts.number > 0


__all__ = ["DidEither", "LookAtInkwell", "ReturnOneInk"]  # fmt: skip
