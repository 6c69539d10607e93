"""The judge's words: infractions, event levels, corrective actions and judges' roles.

Each is an enum whose value is the word as FORMAT.md and the Play Correction Guidelines (PCG)
print it, so a scenario's ``infraction: Card Count Error`` and a ledger row read the same.

>>> Infraction.parse("missed trigger").section
'2.1'
>>> str(Penalty.GAME_LOSS)
'Game Loss'
"""

from __future__ import annotations

from enum import Enum
from typing import Self

from illumineer.engine.errors import JudgeError


class Word(Enum):
    """An enum whose members are words a person types: parsed leniently, printed as printed."""

    @classmethod
    def parse(cls, text: str) -> Self:
        """The member whose printed word or name is `text`, ignoring case, spaces and ``_``.

        Raises `JudgeError` naming the words there are.
        """
        wanted = _fold(text)
        for member in cls:
            if wanted in (_fold(str(member.value)), _fold(member.name)):
                return member
        known = ", ".join(str(member.value) for member in cls)
        raise JudgeError(f"unknown {cls.__name__.lower()} {text!r} (one of: {known})")

    def __str__(self) -> str:
        return str(self.value)


def _fold(text: str) -> str:
    return "".join(text.split()).replace("_", "").casefold()


class Infraction(Word):
    """A rule error of PCG section 2, or NONE when what happened is no infraction at all."""

    MISSED_TRIGGER = "Missed Trigger"
    HIDDEN_INFORMATION_ERROR = "Hidden Information Error"
    CARD_COUNT_ERROR = "Card Count Error"
    GENERAL_RULE_ERROR = "General Rule Error"
    NONE = "none"

    @property
    def section(self) -> str | None:
        """Its PCG section (``"2.1"``...), None for NONE."""
        return _SECTIONS.get(self)

    @property
    def english(self) -> str:
        """Its English name, which rulings keep in both languages (the seed does)."""
        return self.value


_SECTIONS = {
    Infraction.MISSED_TRIGGER: "2.1",
    Infraction.HIDDEN_INFORMATION_ERROR: "2.2",
    Infraction.CARD_COUNT_ERROR: "2.3",
    Infraction.GENERAL_RULE_ERROR: "2.4",
}


class Level(Word):
    """The event's level: which column of the PCG's corrective actions applies."""

    CASUAL = "casual"
    COMPETITIVE = "competitive"


class Penalty(Word):
    """A corrective action ("penalty"), from none to Game Loss, in rising order."""

    NONE = "none"
    CAUTION = "Caution"
    WARNING = "Warning"
    GAME_LOSS = "Game Loss"


class Role(Word):
    """A judge's role at the event: only the lead judge may rewind (PCG 1.2)."""

    LEAD = "lead"
    FLOOR = "floor"
