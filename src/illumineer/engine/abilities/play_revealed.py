"""Playing the card revealed on top of the deck, paying for it: "you may play it as if it
were in your hand. Otherwise, put it in your discard", "If you do, you may play it.
Otherwise, put it into your discard. (You pay all costs.)".

The card is played from the top of the deck paying all its costs (`Effects.play_paying`);
without the ink ready to pay, it can't be played (no question is asked). A card not
played goes to the discard.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(MayPlayIt())
'you may play it. otherwise, put it into your discard'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import PromptKind, Zone


@dataclass(frozen=True, slots=True)
class MayPlayIt(Step):
    """ "You may play it (as if it were in your hand). Otherwise, put it in(to) your
    discard": the first card looked at."""

    as_if_in_hand: bool = False
    PHRASES = (
        Phrase("you may play it as if it were in your hand. otherwise, put it in your discard",
               as_if_in_hand=True),
        Phrase("you may play it. otherwise, put it into your discard"),
    )

    @property
    def says_may(self) -> bool:
        return True

    def run(self, fx: Effects) -> Prompt | None:
        if not fx.looked:
            return None
        card = fx.card(fx.looked[0])
        if card.zone is not Zone.DECK:
            fx.set_looked(())
            return None
        if fx.ready_ink(fx.controller) < fx.cost(card):
            self._discard(fx)
            return None
        return Prompt(fx.controller, PromptKind.MAY)

    def _discard(self, fx: Effects) -> None:
        fx.put_into(fx.card(fx.looked[0]), Zone.DISCARD)
        fx.set_looked(())

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if not fx.looked:
            return True
        if choice and fx.play_paying(fx.card(fx.looked[0])):
            fx.set_looked(())
        else:
            self._discard(fx)
        return True


__all__ = ["MayPlayIt"]
