"""A deck played with its top card faceup: "Each opponent plays with the top card of their
deck faceup." Whenever the game settles (after each action, answer and resolution), the top
card of each such deck is revealed to all players (`primitives.show_tops`), and every seat's
view shows it; a card seen there stays known wherever it goes, as any card seen.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(OpponentsTopFaceup())
'each opponent plays with the top card of their deck faceup'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.ability import Applies, StaticEffect, StaticRule
from illumineer.engine.abilities.core import Condition
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.targets import This
from illumineer.engine.vocabulary import Stat


@dataclass(frozen=True, slots=True)
class OpponentsTopFaceup(StaticRule):
    """ "Each opponent plays with the top card of their deck faceup" (read by
    `values.top_faceup`)."""

    PHRASES = (Phrase("each opponent plays with the top card of their deck faceup"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return (StaticEffect(Stat.TOP_FACEUP, Applies(This(), condition)),)


__all__ = ["OpponentsTopFaceup"]  # fmt: skip
