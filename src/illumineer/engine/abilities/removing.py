"""Damage removed up to a total shared among several characters: "Remove up to 4 damage total
from any number of your characters" (the characters are chosen, then for each in turn its
controller says how much, never more than what is left of the total; what was removed
adds to the count, "for each 1 damage removed this way", 6.1.8).

>>> from illumineer.engine.abilities.filters import Cards, Det, Owner
>>> from illumineer.engine.abilities.phrasing import english
>>> english(RemoveTotal(4, Cards(det=Det.ANY_NUMBER, owner=Owner.YOURS)))
'remove up to 4 damage total from any number of your characters'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.choosing import OnCards
from illumineer.engine.abilities.core import Effects, Prompt, Target
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import PromptKind, Zone
from illumineer.engine.why import Act


@dataclass(frozen=True, slots=True)
class RemoveTotal(OnCards):
    """ "Remove up to N damage total from ..." (`amount`: the total)."""

    amount: int
    target: Target
    act = Act.HEAL
    PHRASES = (Phrase("remove up to {amount} damage total from {target}"),)

    def _left(self, fx: Effects, start: int) -> int:
        return max(0, self.amount - (fx.number - start))

    def run(self, fx: Effects) -> Prompt | None:
        queue = fx.queue
        if queue is None:  # first run: the damaged targets, and the count before them
            queue = (fx.number, *(card.id for card in self.target.cards(fx)
                                  if card.damage > 0 and card.zone is Zone.PLAY))  # fmt: skip
        start, cards = queue[0], queue[1:]
        while cards:
            card = fx.card(cards[0])
            most = min(card.damage, self._left(fx, start)) if card.zone is Zone.PLAY else 0
            if most > 0:
                fx.set_queue((start, *cards))
                return Prompt(fx.controller, PromptKind.NUMBER, (card.id,), maximum=most)
            cards = cards[1:]
        fx.set_queue(None)
        return None

    def answer(self, fx: Effects, choice: int | None) -> bool:
        queue = fx.queue or (fx.number,)
        start, cards = queue[0], queue[1:]
        if cards and choice:
            most = min(choice, self._left(fx, start))
            fx.set_number(fx.number + fx.remove_damage(fx.card(cards[0]), most))
        fx.set_queue((start, *cards[1:]))
        return False  # run again: the next target, or finish


__all__ = ["RemoveTotal"]
