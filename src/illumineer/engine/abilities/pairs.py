"""Instructions with two chosen targets: "move up to 2 damage counters from chosen character
to chosen opposing character", "move a character of yours to a location".

One instruction makes two choices before it acts. The resolution remembers both, in order,
in its chosen cards: the first choice starts afresh (`ClearChoices`, then `Choose`), the
second adds its card after the first (`ChooseAlso`), and the instruction reads each by its
place (`Picked`). A reference later in the effect ("that character", `Them`) reads the
chosen cards as it always does. When the first choice finds nothing, the second is not
asked: the pair cannot be made, and the instruction does nothing (1.7.7).

>>> from illumineer.engine.abilities.filters import Cards, Owner
>>> steps = choose_both(Cards(), Cards(owner=Owner.OPPOSING))
>>> [type(step).__name__ for step in steps]
['ClearChoices', 'Choose', 'ChooseAlso']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields

from illumineer.engine.abilities.choosing import Choose, ClearChoices, choice_of
from illumineer.engine.abilities.core import CardView, Effects, Facts, Prompt, Step
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Speaker
from illumineer.engine.abilities.targets import Pronoun, Reference
from illumineer.engine.vocabulary import Zone


@dataclass(frozen=True, slots=True)
class ChooseMore(Choose):
    """A choice whose card is added after the cards chosen before it in the instruction
    (a mover's destination after the movers), instead of replacing them."""

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is None:
            return True
        fx.chose(fx.card(choice), self.chooser.of(fx.controller))
        fx.set_chosen((*fx.chosen, choice))
        return True


@dataclass(frozen=True, slots=True)
class ChooseAlso(ChooseMore):
    """The second choice of an instruction that chooses twice: its card is added after the
    first one's. Not asked when the first choice chose nothing (the instruction can't be
    done: what follows "to" or "if you do" doesn't happen)."""

    def run(self, fx: Effects) -> Prompt | None:
        if not fx.chosen:
            fx.set_undone(True)
            return None
        return Choose.run(self, fx)


def as_more(choice: Choose, kind: type[ChooseMore] = ChooseMore) -> ChooseMore:
    """The same choice, adding its card to the cards chosen before it."""
    return kind(**{f.name: getattr(choice, f.name) for f in fields(choice) if f.init})


def choose_both(first: Cards, second: Cards) -> tuple[Step, ...]:
    """The steps that choose the cards of two descriptions for one instruction, in order."""
    return (ClearChoices(), choice_of(first), as_more(choice_of(second), ChooseAlso))


@dataclass(frozen=True, slots=True)
class Picked(Reference):
    """The card an instruction's `place`-th choice picked (0: the first), while it is still
    in play: how an instruction that chose twice reads each choice (a runtime word: the
    text says the choices themselves)."""

    place: int = 0
    zone: Zone = Zone.PLAY

    @property
    def form(self) -> Pronoun:
        return Pronoun.CHOSEN

    def noun(self, speaker: Speaker) -> list[str]:
        return ["the", "chosen", "character"]

    def cards(self, facts: Facts) -> Sequence[CardView]:
        chosen = facts.chosen
        if len(chosen) <= self.place:
            return []
        card = facts.card(chosen[self.place])
        return [card] if card.zone is self.zone else []


__all__ = ["ChooseAlso", "ChooseMore", "Picked", "as_more", "choose_both"]
