"""Ink that can't pay at once: "while this character is exerted, cards enter opponents'
inkwells exerted" (7.5.2 has ink enter ready; this static ability changes that for its
owner's opponents, however the card enters: inked by the turn action or put there by an
effect).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(OpponentsInkExerted())
"cards enter opponents' inkwells exerted"
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.ability import Applies, StaticEffect, StaticRule
from illumineer.engine.abilities.core import Condition
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.targets import This
from illumineer.engine.vocabulary import Stat


@dataclass(frozen=True, slots=True)
class OpponentsInkExerted(StaticRule):
    """ "Cards enter opponents' inkwells exerted" (read by `values.ink_enters_exerted`)."""

    PHRASES = (Phrase("cards enter opponents' inkwells exerted"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return (StaticEffect(Stat.INK_ENTERS_EXERTED, Applies(This(), condition)),)


__all__ = ["OpponentsInkExerted"]
