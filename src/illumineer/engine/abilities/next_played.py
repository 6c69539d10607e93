"""What waits for the next character its player plays this turn, besides a cost reduction:
"the next character you play this turn enters play exerted and gains Bodyguard until the
start of your next turn" (Powhatan's Staff). The character, however it is played (paid, for
free, with Shift), enters play exerted as it enters (6.7.9: no "may enter exerted" is asked
then) and gains the keyword until the start of the effect's controller's next turn; a card
played after it is not touched.

>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.vocabulary import Keyword
>>> import textwrap
>>> print(textwrap.fill(english(NextEntersExerted(Keyword.BODYGUARD)), 80))
the next character you play this turn enters play exerted and gains Bodyguard
until the start of your next turn
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import CardType, Keyword


@dataclass(frozen=True, slots=True)
class NextEntersExerted(Step):
    """ "The next character you play this turn enters play exerted and gains Bodyguard until
    the start of your next turn"."""

    gains: Keyword
    PHRASES = (
        Phrase("the next character you play this turn enters play exerted and gains "
               "{gains:keyword} until the start of your next turn"),
    )

    LASTS_THIS_TURN = True

    def run(self, fx: Effects) -> Prompt | None:
        fx.reduce_next_cost(0, CardType.CHARACTER, exerted=True, gains=self.gains)
        return None


__all__ = ["NextEntersExerted"]  # fmt: skip
