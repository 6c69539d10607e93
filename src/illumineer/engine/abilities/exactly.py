"""N cards named outside play, all or none: "you may put 2 character cards from your discard
on the bottom of your deck to give this character Rush this turn" (Roller Bob - Sid's Toy).
The controller chooses exactly N (`choosing.OnCards` lowers the instruction so); with fewer
than N to choose from, nothing is chosen or done, and what follows "to" can't happen.
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.vocabulary import Zone


@dataclass(frozen=True, slots=True)
class Enough(Step):
    """Before choosing exactly `cards.count` of `cards` in the controller's `zone`: with
    fewer there, skip the choice and the instruction (`body` steps) as undone."""

    cards: Cards
    zone: Zone
    body: int

    def run(self, fx: Effects) -> Prompt | None:
        found = [card for card in fx.cards(fx.controller, self.zone)
                 if self.cards.matches(fx, card)]  # fmt: skip
        if len(found) < self.cards.count:
            fx.set_undone(True)
            fx.skip(self.body)
        return None


__all__ = ["Enough"]
