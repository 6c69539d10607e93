"""Cards put on the bottom of a deck in the order their controller chooses (7.2.3): "put all
Toy character cards from your discard on the bottom of your deck in any order", "put up to 2
cards from chosen player's discard on the bottom of their deck in any order".

Each answer names the next card to place, top first (FORMAT.md `order`): each next card goes
under the ones placed before it; the last is placed by itself. A description with a count
("put 3 item cards ...") can be done only with that many cards: a "you may" with fewer is
not offered, and what follows "if you do" does not happen.

>>> from illumineer.engine.abilities.filters import Cards, Det, In, Kind, Place
>>> from illumineer.engine.abilities.phrasing import english
>>> english(BottomInAnyOrder(Cards(det=Det.ALL, kinds=(Kind.CARD,),
...     having=(In(Place.FROM_YOUR_DISCARD),))))
'put all cards from your discard on the bottom of your deck in any order'
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from illumineer.engine.abilities.choosing import OnCards, choice_of
from illumineer.engine.abilities.core import Effects, Prompt, Step, Target
from illumineer.engine.abilities.filters import Cards, Det
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.steps import Whose
from illumineer.engine.abilities.targets import Them
from illumineer.engine.vocabulary import PromptKind
from illumineer.engine.why import Act


@dataclass(frozen=True, slots=True)
class BottomInAnyOrder(OnCards):
    """ "Put ... on the bottom of your deck in any order" (each card into its owner's deck;
    `whose` is how the text names it)."""

    target: Target
    whose: Whose = Whose.YOUR
    act = Act.MOVE
    PHRASES = (Phrase("put {target:cards} on the bottom of {whose:whose} deck in any order"),)

    def possible(self, fx: Effects) -> bool:
        target = self.target
        if not isinstance(target, Cards):
            return bool(target.cards(fx))
        pool = choice_of(target).options(fx) if target.chooses else target.cards(fx)
        need = target.count if target.det in (Det.EXACTLY, Det.COUNT) else 1
        return target.det in (Det.UP_TO, Det.ALL) or len(pool) >= need

    def lower(self) -> tuple[Step, ...]:
        target = self.target
        if isinstance(target, Cards) and target.det is Det.EXACTLY:
            # "3 item cards from your discard": chosen, as "3 chosen" would be
            return (*replace(self, target=replace(target, det=Det.COUNT)).lower()[:-1],
                    NeedChosen(target.count), replace(self, target=Them(zone=target.zone)))
        return OnCards.lower(self)

    def run(self, fx: Effects) -> Prompt | None:
        left = fx.queue
        if left is None:
            left = tuple(card.id for card in self.target.cards(fx))
        if len(left) > 1:
            fx.set_queue(left)
            return Prompt(fx.controller, PromptKind.CHOOSE, left)
        for card_id in left:
            fx.put_on_deck(fx.card(card_id), bottom=True)
        fx.set_queue(None)
        return None

    def answer(self, fx: Effects, choice: int | None) -> bool:
        left = fx.queue or ()
        if choice is None or choice not in left:
            return False
        fx.put_on_deck(fx.card(choice), bottom=True)
        fx.set_queue(tuple(i for i in left if i != choice))
        return False  # run again: the next card, or the last by itself


@dataclass(frozen=True, slots=True)
class NeedChosen(Step):
    """Fewer cards chosen than the instruction needs: nothing is put, and what follows "if
    you do" does not happen."""

    count: int

    def run(self, fx: Effects) -> Prompt | None:
        if len(fx.chosen) < self.count:
            fx.set_chosen(())
            fx.set_undone(True)
        return None


__all__ = ["BottomInAnyOrder", "NeedChosen"]
