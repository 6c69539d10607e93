"""Inking from the discard. The card a trigger is about, from its owner's discard into their
inkwell: "Whenever one of your characters is banished, you may put that card from your
discard into your inkwell facedown and exerted" (7.5.6: unrevealed; only while it is still in
that discard, 6.1.11.1). And the turn action from the discard: "You can ink cards from your
discard" (4.2.1 as from the hand: once a turn, an inkable card, revealed).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(InkThatFromDiscard())
'put that card from your discard into your inkwell facedown and exerted'
>>> english(MayInkFromDiscard())
'you can ink cards from your discard'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.ability import StaticEffect, StaticRule
from illumineer.engine.abilities.core import CardView, Condition, Effects, Facts, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import Stat, Zone


def _that_card(facts: Facts) -> CardView | None:
    event = facts.event
    if event is None or event.card < 0:
        return None
    card = facts.card(event.card)
    return card if card.zone is Zone.DISCARD and card.owner == facts.controller else None


@dataclass(frozen=True, slots=True)
class InkThatFromDiscard(Step):
    """ "Put that card from your discard into your inkwell facedown and exerted"."""

    PHRASES = (
        Phrase("put that card from your discard into your inkwell facedown and exerted"),
    )

    def possible(self, fx: Effects) -> bool:
        return _that_card(fx) is not None

    def run(self, fx: Effects) -> Prompt | None:
        card = _that_card(fx)
        if card is None:
            fx.set_undone(True)
            return None
        fx.put_into(card, Zone.INKWELL, exerted=True)
        return None


@dataclass(frozen=True, slots=True)
class MayInkFromDiscard(StaticRule):
    """ "You can ink cards from your discard": while it applies, its controller may put an
    inkable card of their discard into their inkwell as the turn's ink (4.2.1, 4.2.3)."""

    PHRASES = (Phrase("you can ink cards from your discard"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return (StaticEffect(Stat.INK_FROM_DISCARD, _InYourDiscard(condition)),)


@dataclass(frozen=True, slots=True)
class _InYourDiscard:
    """The permission's reach: every card of its controller's discard, while the condition
    holds."""

    condition: Condition | None

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return (card.zone is Zone.DISCARD and card.owner == facts.controller
                and (self.condition is None or self.condition(facts, card)))  # fmt: skip


__all__ = ["InkThatFromDiscard", "MayInkFromDiscard"]  # fmt: skip
