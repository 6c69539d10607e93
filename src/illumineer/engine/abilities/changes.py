"""Changes: what a static ability or an effect gives a card ("gets +2 ¤", "gains Evasive",
"can't quest", "can challenge ready characters").

A `Change` is said as a verb phrase that agrees with the sentence's subject ("chosen
character gets", "your characters get"); several are said together as card text says
them (`say_changes`): "gets +1 ¤ and +1 ⛉", "can't quest or challenge", "gains Resist +1
and gets +1 ◊". Each change is, for the engine, what it affects and by how much
(`effects`): a stat change, a keyword, a "can't" (1.2.2) or a permission.

>>> from illumineer.engine.abilities.phrasing import Speaker
>>> " ".join(say_changes((Gets(Stat.STRENGTH, 1), Gets(Stat.WILLPOWER, 1)), Speaker(), False))
'gets +1 ¤ and +1 ⛉'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import ClassVar

from illumineer.engine.abilities.amounts import Times
from illumineer.engine.abilities.core import Amount
from illumineer.engine.abilities.phrasing import Phrase, Rule, Speaker, rule, say
from illumineer.engine.abilities.words import Word, register_enum
from illumineer.engine.vocabulary import Affects, Keyword, Stat


class Change(Word):
    """One thing a card gets (see the module's notes)."""

    __slots__ = ()
    CATEGORY: ClassVar[str] = "change"

    def effects(self) -> tuple[tuple[Affects, Amount], ...]:
        """What the change affects, and by how much, for the engine."""
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Gets(Change):
    """ "gets +2 ¤", "get +1 ◊ for each ..." (a stat change)."""

    stat: Stat
    amount: Amount
    PHRASES = (
        Phrase("{gets|get} {amount.per:signed} {stat:stat} for each {amount.each:per}",
               amount=Times),
        Phrase("{gets|get} {amount:signed} {stat:stat}"),
    )

    def effects(self) -> tuple[tuple[Affects, Amount], ...]:
        return ((self.stat, self.amount),)


@dataclass(frozen=True, slots=True)
class Gains(Change):
    """ "gains Evasive", "gains Resist +1", "gain Challenger +3" (a keyword)."""

    keyword: Keyword
    value: int | None = None
    PHRASES = (
        Phrase("{gains|gain} {keyword:plus_keyword} {value:signed}"),
        Phrase("{gains|gain} {keyword:keyword} {value}"),
        Phrase("{gains|gain} {keyword:keyword}"),
    )

    def effects(self) -> tuple[tuple[Affects, Amount], ...]:
        return ((self.keyword, 1 if self.value is None else self.value),)


class Deed(IntEnum):
    """What a card can't do, or may do that it otherwise can't."""

    QUEST = 0
    CHALLENGE = 1
    READY = 2
    SING = 3  # "⟳ to sing songs"
    BE_CHALLENGED = 4
    CHALLENGE_READY = 5  # "challenge ready characters"
    READY_AT_START = 6  # "ready at the start of their next turn"


register_enum(Deed, Stat, Keyword)

#: Each deed's words after "can't" or "can".
DEEDS: dict[Deed, str] = {
    Deed.QUEST: "quest",
    Deed.CHALLENGE: "challenge",
    Deed.READY: "ready",
    Deed.SING: "⟳ to sing songs",
    Deed.BE_CHALLENGED: "be challenged",
    Deed.CHALLENGE_READY: "challenge ready characters",
    Deed.READY_AT_START: "ready at the start of their next turn",
}
#: Deeds a "can't" of which says its own time ("at the start of their next turn"): an
#: instruction with no duration of its own lasts during that card's controller's next turn.
TIMED: frozenset[Deed] = frozenset({Deed.READY_AT_START})
#: The stat a "can't" of each deed sets.
CANT: dict[Deed, Stat] = {
    Deed.QUEST: Stat.CANT_QUEST,
    Deed.CHALLENGE: Stat.CANT_CHALLENGE,
    Deed.READY: Stat.CANT_READY,
    Deed.READY_AT_START: Stat.CANT_READY,
    Deed.SING: Stat.CANT_SING,
    Deed.BE_CHALLENGED: Stat.CANT_BE_CHALLENGED,
}
#: The stat a permission of each deed sets.
CAN: dict[Deed, Stat] = {Deed.CHALLENGE_READY: Stat.CHALLENGE_READY}


@dataclass(frozen=True, slots=True)
class Cant(Change):
    """ "can't quest", "can't ⟳ to sing songs" (1.2.2)."""

    deed: Deed
    PHRASES = (Phrase("can't {deed:deed}"),)

    def effects(self) -> tuple[tuple[Affects, Amount], ...]:
        return ((CANT[self.deed], 1),)


@dataclass(frozen=True, slots=True)
class DoesntReady(Change):
    """ "doesn't ready at the start of their next turn" (as an older card says "can't")."""

    PHRASES = (Phrase("{doesn't|don't} ready at the start of their next turn"),)

    def effects(self) -> tuple[tuple[Affects, Amount], ...]:
        return ((Stat.CANT_READY, 1),)


@dataclass(frozen=True, slots=True)
class Can(Change):
    """ "can challenge ready characters" ("may", as some cards say it): a permission."""

    deed: Deed
    may: bool = False
    PHRASES = (Phrase("may {deed:deed}", may=True), Phrase("can {deed:deed}"))

    def effects(self) -> tuple[tuple[Affects, Amount], ...]:
        return ((CAN[self.deed], 1),)


@dataclass(frozen=True, slots=True)
class GainsAbility(Change):
    """ "gains “When this character is banished in a challenge, return this card to your
    hand”": a triggered ability given to the card (by a static ability while it applies, by
    an effect for its duration). `stop`: the quoted text ends with a full stop."""

    ability: Word
    stop: bool = False
    PHRASES = (
        Phrase("{gains|gain} “{ability:quoted_stop}”", stop=True),
        Phrase("{gains|gain} “{ability:quoted}”"),
    )

    def effects(self) -> tuple[tuple[Affects, Amount], ...]:
        # A static ability about the card itself, unconditioned ("This character can
        # challenge ready characters"), changes the card that gains it: its changes' values.
        # Any other ability is given as an ability, not as a value (see Modify, Have).
        from illumineer.engine.abilities.ability import Have, Static
        from illumineer.engine.abilities.targets import This

        ability = self.ability
        if (isinstance(ability, Static) and ability.condition is None
                and isinstance(ability.rule, Have) and isinstance(ability.rule.subject, This)):
            return tuple(e for change in ability.rule.changes for e in change.effects())
        return ()


rule(Rule("deed", lambda value: isinstance(value, Deed),
          lambda value, speaker: DEEDS[value].split()))  # fmt: skip


def say_changes(changes: tuple[Change, ...], speaker: Speaker, many: bool) -> list[str]:
    """Changes said together: a verb once for a run of the same verb ("gets +1 ¤ and +1
    ⛉", "gains Rush and Evasive", "can't quest or challenge"), "and" between runs."""
    out: list[str] = []
    verb = ""
    for change in changes:
        words = say(change, speaker, many)
        if out and words[0] == verb and not isinstance(change, Can):
            joiner = "or" if isinstance(change, Cant) else "and"
            out.extend([joiner, *words[1:]])  # the verb is said once
        else:
            if out:
                out.append("and")
            out.extend(words)
            verb = words[0]
    return out


def _is_changes(value: object) -> bool:
    return isinstance(value, tuple) and bool(value) and all(isinstance(c, Change) for c in value)


rule(Rule("changes", _is_changes, say_changes, agrees=True))  # type: ignore[arg-type]


def say_given(changes: tuple[Change, ...], speaker: Speaker) -> list[str]:
    """Changes as given ("give chosen character Challenger +2 and Resist +2"): without
    their verbs, joined by "and"."""
    out: list[str] = []
    for change in changes:
        if out:
            out.append("and")
        out.extend(say(change, speaker)[1:])
    return out


rule(Rule("given", _is_changes, say_given))
#: Keywords whose value is printed with a sign (Challenger +2, Resist +1).
PLUS_KEYWORDS = frozenset({Keyword.CHALLENGER, Keyword.RESIST})
rule(Rule("plus_keyword", lambda value: value in PLUS_KEYWORDS,
          lambda value, speaker: value.printed.split()))  # fmt: skip

__all__ = ["CAN", "CANT", "DEEDS", "PLUS_KEYWORDS", "TIMED", "Can", "Cant", "Change", "Deed",
           "DoesntReady", "Gains", "GainsAbility", "Gets", "say_changes"]  # fmt: skip
