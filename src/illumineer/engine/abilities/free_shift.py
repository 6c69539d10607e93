"""Shifting for free by an effect (8.10, 1.5.5.3): "Shift a character from your discard for
free" (Metamorphosis), "you may play or shift a Robot character with cost 8 or less for
free" (Syndrome - Out for Revenge).

The player picks a card the description names that could be shifted now (it has Shift and a
base of its owner's in play), then the base; the card is put on top of it as a Shift puts it
(`engine/shift_onto.py`), paying nothing. "Play or shift": the player picks any card the
description names; if it could be shifted, they are asked whether to shift it ("yes": then
the base) or to play it; otherwise it is played. Its triggers wait until the effect ends.

>>> from illumineer.engine.abilities.filters import Cards, In, Kind, Place
>>> from illumineer.engine.abilities.phrasing import english
>>> english(ShiftForFree(Cards(kinds=(Kind.CHARACTER,), having=(In(Place.FROM_YOUR_DISCARD),))))
'shift a character from your discard for free'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Effects, Prompt, Step
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import PromptKind, Zone

#: In the step's queue after the card: the player said "shift it" (then the base is asked).
_SHIFT = -1


def _described(fx: Effects, cards: Cards) -> list[CardView]:
    """The controller's cards the description names where it looks (the hand unless it
    names a place)."""
    zone = cards.place_zone or Zone.HAND
    return [c for c in fx.cards(fx.controller, zone) if cards.matches(fx, c)]


@dataclass(frozen=True, slots=True)
class ShiftForFree(Step):
    """ "Shift a character from your discard for free": a card the description names, with
    Shift and a base of its owner's, is chosen, then its base; it is shifted onto it."""

    target: Cards
    PHRASES = (Phrase("shift {target} for free"),)

    def _options(self, fx: Effects) -> tuple[int, ...]:
        return tuple(c.id for c in _described(fx, self.target) if fx.shift_bases(c))

    def possible(self, fx: Effects) -> bool:
        """Whether a card could be shifted (a "you may" governing it is asked only then)."""
        return bool(self._options(fx))

    def run(self, fx: Effects) -> Prompt | None:
        queue = fx.queue
        if not queue:
            options = self._options(fx)
            if not options:
                fx.set_undone(True)
                return None
            return Prompt(fx.controller, PromptKind.CHOOSE, options)
        return _ask_base(fx, queue[0])

    def answer(self, fx: Effects, choice: int | None) -> bool:
        return _answer(fx, choice)


@dataclass(frozen=True, slots=True)
class PlayOrShiftForFree(Step):
    """ "Play or shift a Robot character with cost 8 or less for free": a card the
    description names is chosen; one that could be shifted is shifted onto a chosen base if
    the player says so ("yes"), else played; any other is played, for free."""

    target: Cards
    PHRASES = (Phrase("play or shift {target} for free"),)

    def possible(self, fx: Effects) -> bool:
        """Whether there is a card to play (a "you may" governing it is asked only then)."""
        return bool(_described(fx, self.target))

    def run(self, fx: Effects) -> Prompt | None:
        queue = fx.queue
        if not queue:
            options = tuple(c.id for c in _described(fx, self.target))
            if not options:
                fx.set_undone(True)
                return None
            return Prompt(fx.controller, PromptKind.CHOOSE, options)
        card = fx.card(queue[0])
        if len(queue) > 1:
            return _ask_base(fx, card.id)
        if fx.shift_bases(card):
            return Prompt(fx.controller, PromptKind.MAY)  # shift it?
        fx.set_queue(None)
        fx.play_for_free(card)
        return None

    def answer(self, fx: Effects, choice: int | None) -> bool:
        queue = fx.queue
        if queue and len(queue) == 1:  # the answer to "shift it?"
            if choice:
                fx.set_queue((queue[0], _SHIFT))
                return False  # run again: which base
            fx.set_queue(None)
            fx.play_for_free(fx.card(queue[0]))
            return True
        return _answer(fx, choice)


def _ask_base(fx: Effects, card: int) -> Prompt | None:
    """Which base the chosen card goes on top of (none left: nothing happens)."""
    options = tuple(c.id for c in fx.shift_bases(fx.card(card)))
    if not options:
        fx.set_queue(None)
        return None
    return Prompt(fx.controller, PromptKind.CHOOSE, options)


def _answer(fx: Effects, choice: int | None) -> bool:
    """The card chosen (run again: its base is asked), or its base (it is shifted)."""
    queue = fx.queue
    if choice is None:
        fx.set_queue(None)
        return True
    if not queue:
        fx.set_queue((choice,))
        return False
    fx.set_queue(None)
    fx.shift_for_free(fx.card(queue[0]), fx.card(choice))
    return True


__all__ = ["PlayOrShiftForFree", "ShiftForFree"]  # fmt: skip
