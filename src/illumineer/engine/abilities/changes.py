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
from enum import IntEnum, unique
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
        Phrase("{gets|get} {stat:plus_stat} equal to {amount:quantity}"),
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


@unique
class Deed(IntEnum):
    """What a card can't do, or may do that it otherwise can't."""

    QUEST = 0
    CHALLENGE = 1
    READY = 2
    SING = 3  # "⟳ to sing songs"
    BE_CHALLENGED = 4
    CHALLENGE_READY = 5  # "challenge ready characters"
    READY_AT_START = 6  # "ready at the start of their next turn"
    READY_AT_YOUR_START = 7  # "ready at the start of your turn"
    READY_AT_THEIR_START = 8  # "ready at the start of their players' turns"
    QUEST_THE_TURN_PLAYED = 9  # "quest the turn he's played"
    SING_ALONE = 10  # "sing songs without Sing Together"
    MOVE = 11  # "move to locations" (4.7)


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
    Deed.READY_AT_YOUR_START: "ready at the start of your turn",
    Deed.READY_AT_THEIR_START: "ready at the start of their players' turns",
    Deed.QUEST_THE_TURN_PLAYED: "quest the turn he's played",
    Deed.SING_ALONE: "sing songs without Sing Together",
    Deed.MOVE: "move to locations",
}
#: Deeds a "can't" of which says its own time ("at the start of their next turn"): an
#: instruction with no duration of its own lasts during that card's controller's next turn.
TIMED: frozenset[Deed] = frozenset({Deed.READY_AT_START})
#: The stat a "can't" of each deed sets ("can't be challenged" is a shield: `Cant.effects`).
CANT: dict[Deed, Stat] = {
    Deed.QUEST: Stat.CANT_QUEST,
    Deed.CHALLENGE: Stat.CANT_CHALLENGE,
    Deed.READY: Stat.CANT_READY,
    Deed.READY_AT_START: Stat.CANT_READY,
    Deed.READY_AT_YOUR_START: Stat.CANT_READY,
    Deed.READY_AT_THEIR_START: Stat.CANT_READY,
    Deed.SING_ALONE: Stat.CANT_SING_ALONE,
    Deed.SING: Stat.CANT_SING,
    Deed.MOVE: Stat.CANT_MOVE,
}
#: "Can't be challenged" shields a card from challengers of any cost (1.2.2): a card
#: costs far less than this.
UNCHALLENGEABLE = 1000
#: The stat a permission of each deed sets.
CAN: dict[Deed, Stat] = {
    Deed.CHALLENGE_READY: Stat.CHALLENGE_READY,
    Deed.QUEST_THE_TURN_PLAYED: Stat.QUEST_DRYING,
}


@dataclass(frozen=True, slots=True)
class Cant(Change):
    """ "can't quest", "can't ⟳ to sing songs" (1.2.2)."""

    deed: Deed
    PHRASES = (Phrase("can't {deed:deed}"),)

    def effects(self) -> tuple[tuple[Affects, Amount], ...]:
        if self.deed is Deed.BE_CHALLENGED:
            return ((Stat.CHALLENGE_SHIELD, UNCHALLENGEABLE),)
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
    also: bool = False  # "they may also challenge ready characters this turn"
    PHRASES = (
        Phrase("may also {deed:deed}", may=True, also=True),
        Phrase("may {deed:deed}", may=True),
        Phrase("can {deed:deed}"),
    )

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


def _per_said_later(change: Change, after: Change | None) -> bool:
    """Whether a change's "for each ..." is said once, after the next change: "gets +1 ¤ and
    +1 ⛉ for each card under him" gives both for each card."""
    return (isinstance(change, Gets) and isinstance(after, Gets)
            and isinstance(change.amount, Times) and isinstance(after.amount, Times)
            and change.amount.each == after.amount.each)  # fmt: skip


def say_changes(changes: tuple[Change, ...], speaker: Speaker, many: bool) -> list[str]:
    """Changes said together: a verb once for a run of the same verb ("gets +1 ¤ and +1
    ⛉", "gains Rush and Evasive", "can't quest or challenge"; three or more with commas:
    "gets +3 ¤, +3 ⛉, and +3 ◊"), "and" between runs."""
    runs: list[list[list[str]]] = []
    joiners: list[str] = []
    verb = ""
    for i, change in enumerate(changes):
        after = changes[i + 1] if i + 1 < len(changes) else None
        said = change
        if _per_said_later(change, after):
            said = Gets(change.stat, change.amount.per)  # type: ignore[attr-defined]
        words = say(said, speaker, many)
        if runs and words[0] == verb and not isinstance(change, Can):
            runs[-1].append(words[1:])  # the verb is said once
            joiners[-1] = "or" if isinstance(change, Cant) else "and"
        else:
            runs.append([words])
            joiners.append("and")
            verb = words[0]
    out: list[str] = []
    for run, joiner in zip(runs, joiners, strict=True):
        if out:
            out.append("and")
        for i, words in enumerate(run):
            if i and len(run) > 2:
                out.append(",")
            if i and i == len(run) - 1:
                out.append(joiner)
            out.extend(words)
    return out


def spread_per(changes: tuple[Change, ...]) -> tuple[Change, ...]:
    """Changes as read: a "for each ..." said once after a run of stat changes gives each of
    them for each ("gets +1 ¤ and +1 ⛉ for each item you have in play")."""
    out = list(changes)
    for i in range(len(out) - 2, -1, -1):
        change, after = out[i], out[i + 1]
        if (isinstance(change, Gets) and isinstance(change.amount, int)
                and isinstance(after, Gets) and isinstance(after.amount, Times)):  # fmt: skip
            out[i] = Gets(change.stat, Times(change.amount, after.amount.each))
    return tuple(out)


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
           "DoesntReady", "Gains", "GainsAbility", "Gets", "say_changes", "spread_per"]  # fmt: skip
