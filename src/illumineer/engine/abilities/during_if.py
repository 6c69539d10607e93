"""A static ability true during your turn if something holds: "During your turn, if 2 or
more cards were put into your discard this turn, this character gets +1 ◊" (said by the
static ability, `Provided.DURING_YOUR_TURN_IF`).

>>> from illumineer.engine.abilities.conditions import YourTurn
>>> YourTurnIf(YourTurn()).condition
YourTurn()
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Condition, Facts


@dataclass(frozen=True, slots=True)
class YourTurnIf(Condition):
    """It is the controller's turn and `condition` holds."""

    condition: Condition

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return facts.active == facts.controller and self.condition(facts, card)


__all__ = ["YourTurnIf"]
