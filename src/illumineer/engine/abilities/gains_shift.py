"""A card that gains Shift while a condition holds: "If a card left a player's discard this
turn, this card gains Shift 0 ⬡" (Anna - Soothing Sister). Read from the hand as the card
is shifted (4.3.6: a card's own abilities about how it is played apply from the hand): while
the condition holds, it has Shift with that cost by its name (8.10.1).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(GainsShift(0))
'this card gains Shift 0 ⬡'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.ability import Static, StaticEffect, StaticRule
from illumineer.engine.abilities.core import CardView, Condition, Facts, Printed, Target
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.targets import Pronoun, This


@dataclass(frozen=True, slots=True)
class GainsShift(StaticRule):
    """ "This card gains Shift N ⬡": read by the Shift rule (`rules/shift.py`) from the card
    in hand; it changes no value the engine keeps."""

    value: int
    target: Target = This(Pronoun.CARD)
    PHRASES = (Phrase("{target:subject} gains Shift {value} ⬡"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return ()


def may_gain_shift(definition: Printed) -> bool:
    """Whether the card says it gains Shift (under some condition)."""
    behaviour = definition.behaviour
    return behaviour is not None and any(isinstance(rule, GainsShift) for rule in behaviour.rules)


def gained_shift(facts: Facts, card: CardView) -> int | None:
    """The Shift cost `card` has gained now (its condition holding), or None."""
    behaviour = card.definition.behaviour
    if behaviour is None:
        return None
    for ability in behaviour.abilities:
        if isinstance(ability, Static) and isinstance(ability.rule, GainsShift) and (
            ability.condition is None or ability.condition(facts, card)
        ):
            return ability.rule.value
    return None


__all__ = ["GainsShift", "gained_shift", "may_gain_shift"]  # fmt: skip
