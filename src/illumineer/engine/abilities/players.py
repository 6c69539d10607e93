"""Players as card text names them: "you", "each opponent", "each player", "their player".

A `Players` word names seats from the ability's controller (1.3.3) and, for "their player"
or "the challenging player", from a card. Its verbs agree like a subject: "each opponent
loses", "you gain" (`plural` is true for "you", whose verbs take no -s).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(EachOpponent())
'each opponent'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, unique
from typing import ClassVar

from illumineer.engine.abilities.core import Facts
from illumineer.engine.abilities.phrasing import Phrase, phrase_rule
from illumineer.engine.abilities.words import Word, register_enum


class Players(Word):
    """Seats named by card text."""

    __slots__ = ()
    CATEGORY: ClassVar[str] = "players"

    def seats(self, facts: Facts) -> tuple[int, ...]:
        raise NotImplementedError

    @property
    def plural(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class You(Players):
    """You: said as "you" when `said` ("you gain 2 lore and each opponent loses 2 lore"),
    else by the instruction's imperative ("gain 2 lore")."""

    said: bool = False
    PHRASES = (Phrase("you", said=True),)

    def seats(self, facts: Facts) -> tuple[int, ...]:
        return (facts.controller,)

    @property
    def plural(self) -> bool:
        return True  # "you gain", "you draw"


@dataclass(frozen=True, slots=True)
class EachOpponent(Players):
    PHRASES = (Phrase("each opponent"),)

    def seats(self, facts: Facts) -> tuple[int, ...]:
        return (1 - facts.controller,)


@dataclass(frozen=True, slots=True)
class AnOpponent(Players):
    """ "an opponent", "your opponent" (in a game of two, the opponent)."""

    your: bool = False
    PHRASES = (Phrase("your opponent", your=True), Phrase("an opponent"))

    def seats(self, facts: Facts) -> tuple[int, ...]:
        return (1 - facts.controller,)


@dataclass(frozen=True, slots=True)
class MoreLore(Players):
    """ "each opponent with more lore than you"."""

    PHRASES = (Phrase("each opponent with more lore than you"),)

    def seats(self, facts: Facts) -> tuple[int, ...]:
        them = 1 - facts.controller
        return (them,) if facts.lore(them) > facts.lore(facts.controller) else ()


@dataclass(frozen=True, slots=True)
class ChallengingPlayer(Players):
    """ "the challenging player", "the challenging character's player": who controls the
    other card of the challenge the event is about."""

    character: bool = False
    PHRASES = (
        Phrase("the challenging character's player", character=True),
        Phrase("the challenging player"),
    )

    def seats(self, facts: Facts) -> tuple[int, ...]:
        event = facts.event
        if event is None or event.other < 0:
            return ()
        return (facts.card(event.other).owner,)


@dataclass(frozen=True, slots=True)
class EachPlayer(Players):
    PHRASES = (Phrase("each player"),)

    def seats(self, facts: Facts) -> tuple[int, ...]:
        first = facts.active
        return (first, 1 - first)  # in turn order from the active player (1.6.2)


@dataclass(frozen=True, slots=True)
class InTurnOrder(Players):
    """The `nth` player in turn order from the active player (1.6.2): "each player" one at
    a time, as the engine asks them (6.7.6: the active player first). Never said."""

    nth: int = 0

    def seats(self, facts: Facts) -> tuple[int, ...]:
        return ((facts.active + self.nth) % 2,)


@dataclass(frozen=True, slots=True)
class ChosenPlayer(Players):
    """ "chosen player", "chosen opponent": the seat chosen earlier in the effect (the
    compiler puts the choice before the instruction; `opponent` limits it)."""

    opponent: bool = False
    PHRASES = (Phrase("chosen player"), Phrase("chosen opponent", opponent=True))

    def seats(self, facts: Facts) -> tuple[int, ...]:
        if self.opponent:  # two players: the one opponent (1.3.5) is the only choice
            return (1 - facts.controller,)
        return (facts.number,) if facts.number in (0, 1) else ()

    @property
    def asks(self) -> bool:
        """Whether the effect asks which player first (a game of two has one opponent)."""
        return not self.opponent


@unique
class Called(IntEnum):
    """How a card's owner is named."""

    THEIR_PLAYER = 0
    ITS_PLAYER = 1
    THAT_PLAYER = 2


register_enum(Called)


@dataclass(frozen=True, slots=True)
class TheirPlayer(Players):
    """ "their player", "its player", "that player": the owner of the cards chosen earlier
    in the effect."""

    called: Called = Called.THEIR_PLAYER
    PHRASES = (
        Phrase("its player", called=Called.ITS_PLAYER),
        Phrase("that player", called=Called.THAT_PLAYER),
        Phrase("their player"),
    )

    def seats(self, facts: Facts) -> tuple[int, ...]:
        seats: list[int] = []
        for card_id in facts.chosen:
            owner = facts.card(card_id).owner
            if owner not in seats:
                seats.append(owner)
        return tuple(seats)


phrase_rule("players", "players", "PHRASES", subject=True)

__all__ = ["AnOpponent", "Called", "ChallengingPlayer", "ChosenPlayer", "EachOpponent",
           "EachPlayer", "InTurnOrder", "MoreLore", "Players", "TheirPlayer", "You"]  # fmt: skip
