"""A cost added to a turn action: "This character can't quest or challenge unless you pay
1 ⬡. (You pay this cost each time.)" Its controller pays it each time the character quests
or challenges, with the action (the quest and challenge rules read `Stat.QUEST_COST` and
`Stat.CHALLENGE_COST`); without the ink ready, it can't.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(PayToQuestOrChallenge(1))
"can't quest or challenge unless you pay 1 ⬡"
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.changes import Change
from illumineer.engine.abilities.core import Amount
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import Affects, Stat


@dataclass(frozen=True, slots=True)
class PayToQuestOrChallenge(Change):
    """ "can't quest or challenge unless you pay N ⬡": N ink each time, to do either."""

    amount: int
    PHRASES = (Phrase("can't quest or challenge unless you pay {amount} ⬡"),)

    def effects(self) -> tuple[tuple[Affects, Amount], ...]:
        return ((Stat.QUEST_COST, self.amount), (Stat.CHALLENGE_COST, self.amount))


__all__ = ["PayToQuestOrChallenge"]  # fmt: skip
