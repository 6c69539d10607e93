"""One of the cards looked at, top or bottom: "put one on either the top or the bottom of
your deck (and the other into your inkwell facedown and exerted)".

Two questions to the effect's controller, one after the other: which card (among those
looked at), then "on the bottom?" (yes: to the bottom; no: on the top). The step keeps the
card between them in the resolution's work list.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(OneTopOrBottom())
'put one on either the top or the bottom of your deck'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import PromptKind


@dataclass(frozen=True, slots=True)
class OneTopOrBottom(Step):
    """ "Put one on either the top or the bottom of your deck"."""

    PHRASES = (Phrase("put one on either the top or the bottom of your deck"),)

    def run(self, fx: Effects) -> Prompt | None:
        if not fx.looked:
            return None
        if fx.queue is None:
            return Prompt(fx.controller, PromptKind.CHOOSE, fx.looked)
        return Prompt(fx.controller, PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if fx.queue is None:
            if choice is None:
                return True
            fx.set_queue((choice,))
            return False
        (card_id,) = fx.queue
        # On the top: the card is put back there, above the others looked at.
        fx.put_on_deck(fx.card(card_id), bottom=bool(choice))
        fx.set_looked(tuple(i for i in fx.looked if i != card_id))
        fx.set_queue(None)
        return True


__all__ = ["OneTopOrBottom"]
