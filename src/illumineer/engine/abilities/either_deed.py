"""One subject, two deeds, one ability: "whenever this character quests or challenges"
(it triggers on either: the engine watches for each, `Trigger.parts`).

>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.targets import This
>>> english(QuestsOrChallenges(This()))
'this character quests or challenges'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from illumineer.engine.abilities.core import CardView, Facts, Target
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.triggers import Challenges, Intro, Quests, Trigger
from illumineer.engine.vocabulary import EventKind


@dataclass(frozen=True, slots=True)
class QuestsOrChallenges(Trigger):
    """ "this character quests or challenges": it quests (4.5), or it is declared the
    challenger (4.6)."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.QUEST
    PHRASES = (Phrase("{subject:subject} {quests|quest} or {challenges|challenge}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return self.parts()[0](facts, card)

    def parts(self) -> tuple[Trigger, ...]:
        return (Quests(self.subject, intro=self.intro),
                Challenges(self.subject, intro=self.intro))  # fmt: skip


__all__ = ["QuestsOrChallenges"]  # fmt: skip
