"""Three characters sent three ways by their own player: "chosen opponent chooses 3 of
their characters and returns one of those cards to their hand, puts one on the bottom of
their deck, and puts one on the top of their deck".

The opponent makes every choice (the prompts go to their seat): which 3 (all they have,
if fewer), then which of those goes to the hand, then which to the bottom of the deck; the
last goes on top. With fewer than 3, the places are filled in the order the text says.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(ScatterThree())[:52]
'chosen opponent chooses 3 of their characters and re'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.choosing import Choose, ClearChoices
from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.filters import Cards, Owner
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import PromptKind, Who, Zone


@dataclass(frozen=True, slots=True)
class ScatterChosen(Step):
    """The characters just chosen, sent one to the hand, one to the bottom of the deck and
    one on top, their owner choosing which (the step's work list counts the places filled).
    A runtime step: `ScatterThree` lowers into it."""

    def _left(self, fx: Effects) -> tuple[int, ...]:
        return tuple(i for i in fx.chosen if fx.card(i).zone is Zone.PLAY)

    def run(self, fx: Effects) -> Prompt | None:
        left = self._left(fx)
        filled = len(fx.queue or ())
        if not left or filled >= 2:
            for card_id in left:  # the last one: on top
                fx.put_on_deck(fx.card(card_id), bottom=False)
            fx.set_queue(None)
            fx.set_chosen(())
            return None
        return Prompt(fx.card(left[0]).owner, PromptKind.CHOOSE, left)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is None:
            return True
        filled = fx.queue or ()
        card = fx.card(choice)
        if not filled:
            fx.put_into(card, Zone.HAND)
        else:
            fx.put_on_deck(card, bottom=True)
        fx.set_queue((*filled, choice))
        return False


@dataclass(frozen=True, slots=True)
class ScatterThree(Step):
    """ "Chosen opponent chooses 3 of their characters and returns one of those cards to
    their hand, puts one on the bottom of their deck, and puts one on the top of their
    deck" (in a game of two, the one opponent, 1.3.5)."""

    PHRASES = (
        Phrase("chosen opponent chooses 3 of their characters and returns one of those cards "
               "to their hand, puts one on the bottom of their deck, and puts one on the top "
               "of their deck"),
    )

    def lower(self) -> tuple[Step, ...]:
        theirs = Cards(owner=Owner.OPPOSING)
        return (ClearChoices(), Choose(theirs, up_to=3, chooser=Who.OPPONENT, exactly=True),
                ScatterChosen())  # fmt: skip


__all__ = ["ScatterChosen", "ScatterThree"]
