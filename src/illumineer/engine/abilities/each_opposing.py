"""A choice made once for each opposing player: "for each opposing player, you may choose a
character of theirs" (later instructions act on "them", the characters chosen).

In a game of two there is one opposing player (1.3.5), so one "you may" and at most one
character chosen.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(MayPickTheirs())
'for each opposing player, you may choose a character of theirs'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.choosing import Pick, choice_of
from illumineer.engine.abilities.core import Step
from illumineer.engine.abilities.filters import Cards, Owner
from illumineer.engine.abilities.flow import AskMay
from illumineer.engine.abilities.phrasing import Phrase

_THEIRS = Cards(owner=Owner.OPPOSING)


@dataclass(frozen=True, slots=True)
class MayPickTheirs(Pick):
    """ "For each opposing player, you may choose a character of theirs": a "you may", then
    the choice of one of that opponent's characters (Ward keeps theirs from being chosen,
    8.15)."""

    cards: Cards = _THEIRS
    PHRASES = (
        Phrase("for each opposing player, you may choose a character of theirs", cards=_THEIRS),
    )

    @property
    def says_may(self) -> bool:
        return True

    def lower(self) -> tuple[Step, ...]:
        choice = choice_of(self.cards)
        return (AskMay(1, choice), choice)


__all__ = ["MayPickTheirs"]
