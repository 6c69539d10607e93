"""Cards from the hand to the bottom of the deck, then drawn again: "you may put any number
of cards from your hand on the bottom of your deck in any order. If you do, draw that number
of cards plus 1".

The controller picks the cards one at a time (any number, none included); they go to the
bottom in the order picked, the first picked highest (7.2.3: the player orders them). The
count is kept for "that number"; putting none is not doing it ("if you do" fails).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(HandToBottom())
'put any number of cards from your hand on the bottom of your deck in any order'
>>> english(DrawThatManyPlus(1))
'draw that number of cards plus 1'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.choosing import ANY_NUMBER, Choose, ClearChoices
from illumineer.engine.abilities.core import CardView, Effects, Facts, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import Zone


def _any_card(facts: Facts, card: CardView) -> bool:
    return True


@dataclass(frozen=True, slots=True)
class ChosenToBottom(Step):
    """The cards just chosen from the hand go to the bottom of the deck, in the order
    chosen; their count is kept. A runtime step: `HandToBottom` lowers into it."""

    def run(self, fx: Effects) -> Prompt | None:
        picked = [i for i in fx.chosen if fx.card(i).zone is Zone.HAND]
        for card_id in picked:
            fx.put_on_deck(fx.card(card_id), bottom=True)
        fx.set_number(len(picked))
        fx.set_chosen(())
        if not picked:
            fx.set_undone(True)
        return None


@dataclass(frozen=True, slots=True)
class HandToBottom(Step):
    """ "Put any number of cards from your hand on the bottom of your deck in any order"."""

    PHRASES = (
        Phrase("put any number of cards from your hand on the bottom of your deck in any "
               "order"),
    )

    def lower(self) -> tuple[Step, ...]:
        return (ClearChoices(), Choose(_any_card, up_to=ANY_NUMBER, zone=Zone.HAND),
                ChosenToBottom())  # fmt: skip


@dataclass(frozen=True, slots=True)
class DrawThatManyPlus(Step):
    """ "Draw that number of cards plus N": the count kept, and N more."""

    extra: int
    PHRASES = (Phrase("draw that number of cards plus {extra}"),)

    def run(self, fx: Effects) -> Prompt | None:
        fx.draw(fx.controller, fx.number + self.extra)
        return None


__all__ = ["ChosenToBottom", "DrawThatManyPlus", "HandToBottom"]
