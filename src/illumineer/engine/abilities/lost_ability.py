"""An ability lost by name: "Your Gargoyle characters lose the Stone by Day ability." While
the static ability applies to a card, that card's static ability of that name does nothing
(`values.modified` passes it over; `Stat.LOSES_ABILITY` is in the static index only while
such an ability is in play, so other games pay nothing).

>>> from illumineer.engine.abilities.filters import Cards, Det, Owner
>>> from illumineer.engine.abilities.phrasing import english
>>> english(LoseAbility(Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Gargoyle",))))
'your Gargoyle characters lose the Stone by Day ability'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.ability import Applies, StaticEffect, StaticRule
from illumineer.engine.abilities.core import CardView, Condition, Facts, Target
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import Stat


@dataclass(frozen=True, slots=True)
class Losing:
    """The cards that lose the ability named `lost` (the predicate of its static effect)."""

    applies: Applies
    lost: str

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return self.applies(facts, card)


@dataclass(frozen=True, slots=True)
class LoseAbility(StaticRule):
    """ "Your Gargoyle characters lose the Stone by Day ability": the named static ability
    of each card the subject names does nothing."""

    subject: Target
    lost: str = "STONE BY DAY"
    PHRASES = (Phrase("{subject:subject} {loses|lose} the Stone by Day ability",
                      lost="STONE BY DAY"),)  # fmt: skip

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        losing = Losing(Applies(self.subject, condition), self.lost)
        return (StaticEffect(Stat.LOSES_ABILITY, losing),)


__all__ = ["LoseAbility", "Losing"]  # fmt: skip
