"""Triggers: what a triggered ability waits for ("you play this character", "one of your
characters quests", "this character is banished in a challenge", "the start of your turn").

A trigger word names the event it watches for (`on`) and is called like a `Predicate` with
the ability's facts and the card the event happened to (the turn's events happen to no
card: the ability's own card is asked about). How it is introduced ("when", "whenever",
"at") is its `intro`, said by the ability.

>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.targets import This
>>> english(Quests(This()))
'this character quests'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum, unique
from typing import ClassVar

from illumineer.engine.abilities.core import CardView, Facts, Target
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase, phrase_rule
from illumineer.engine.abilities.players import EachOpponent, Players, You
from illumineer.engine.abilities.remembered import Remembered
from illumineer.engine.abilities.targets import Reference, This
from illumineer.engine.abilities.words import Word, register_enum
from illumineer.engine.vocabulary import EventKind


@unique
class Intro(IntEnum):
    """How a trigger is introduced."""

    WHEN = 0
    WHENEVER = 1
    AT = 2  # said by the trigger itself: "at the start of your turn"


register_enum(Intro, EventKind)
INTROS: dict[Intro, str] = {Intro.WHEN: "when", Intro.WHENEVER: "whenever", Intro.AT: ""}



def _is(subject: Target, facts: Facts, card: CardView) -> bool:
    """Whether `card` is the one the trigger's subject names."""
    if isinstance(subject, This):
        return card.id == facts.source
    if isinstance(subject, Cards):
        return subject.matches(facts, card)
    if isinstance(subject, Remembered):  # a floating ability about the cards chosen
        return any(c.id == card.id for c in subject.cards(facts))
    return False


class Trigger(Word):
    """What a triggered ability waits for (see the module's notes)."""

    __slots__ = ()
    CATEGORY: ClassVar[str] = "trigger"
    on: ClassVar[EventKind]
    #: "The first time ... each turn": the ability triggers at most once a turn (6.2.2).
    once_each_turn: ClassVar[bool] = False

    def __call__(self, facts: Facts, card: CardView) -> bool:
        raise NotImplementedError

    def parts(self) -> tuple[Trigger, ...]:
        """The triggers the engine watches for: this one, or each of the deeds it names
        ("quests or challenges")."""
        return (self,)


def _by(players: Players, facts: Facts) -> bool:
    event = facts.event
    return event is not None and event.player in players.seats(facts)


@dataclass(frozen=True, slots=True)
class Plays(Trigger):
    """ "you play this character", "you play a Floodborn character", "an opponent plays a
    song"."""

    card: Target
    players: Players = You(said=True)
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.PLAY
    PHRASES = (Phrase("{players} {plays|play} {card:target}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _by(self.players, facts) and _is(self.card, facts, card)


@dataclass(frozen=True, slots=True)
class EntersPlay(Trigger):
    """ "he enters play": played (or put into play) by anyone."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.PLAY
    PHRASES = (Phrase("{subject:subject} {enters|enter} play"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _is(self.subject, facts, card)


@dataclass(frozen=True, slots=True)
class Quests(Trigger):
    """ "this character quests", "one of your characters quests"."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.QUEST
    PHRASES = (Phrase("{subject:subject} {quests|quest}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _is(self.subject, facts, card)


@dataclass(frozen=True, slots=True)
class Challenges(Trigger):
    """ "this character challenges", "... challenges another character"."""

    subject: Target
    challenged: Cards | None = None
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.CHALLENGE
    PHRASES = (
        Phrase("{subject:subject} {challenges|challenge} {challenged}"),
        Phrase("{subject:subject} {challenges|challenge}"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        if not _is(self.subject, facts, card):
            return False
        if self.challenged is None:
            return True
        event = facts.event
        return event is not None and self.challenged.matches(facts, facts.card(event.other))


@dataclass(frozen=True, slots=True)
class IsChallenged(Trigger):
    """ "this character is challenged"."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.CHALLENGED
    PHRASES = (Phrase("{subject:subject} {is|are} challenged"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _is(self.subject, facts, card)


@unique
class Banishment(IntEnum):
    """Which banishes a "banished" trigger counts."""

    ANY = 0  # "is banished"
    IN_A_CHALLENGE = 1  # "is banished in a challenge"
    CHALLENGED = 2  # "is challenged and banished"
    CHALLENGING = 3  # "challenges and is banished"


register_enum(Banishment)


@dataclass(frozen=True, slots=True)
class IsBanished(Trigger):
    """ "this character is banished", "one of your characters is banished in a challenge",
    "this character is challenged and banished"."""

    subject: Target
    how: Banishment = Banishment.ANY
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.BANISH
    PHRASES = (
        Phrase("{subject:subject} {is|are} banished in a challenge", how=Banishment.IN_A_CHALLENGE),
        Phrase("{subject:subject} {is|are} challenged and banished", how=Banishment.CHALLENGED),
        Phrase("{subject:subject} {challenges|challenge} and {is|are} banished",
               how=Banishment.CHALLENGING),
        Phrase("{subject:subject} {is|are} banished"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        if not _is(self.subject, facts, card):
            return False
        event = facts.event
        if self.how is Banishment.ANY:
            return True
        if event is None or not event.in_challenge:
            return False
        if self.how is Banishment.IN_A_CHALLENGE:
            return True
        challenge = facts.challenge()
        if challenge is None:
            return False
        return challenge[1 if self.how is Banishment.CHALLENGED else 0] == card.id


@dataclass(frozen=True, slots=True)
class Banishes(Trigger):
    """ "this character banishes another character in a challenge"."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.BANISHES
    PHRASES = (
        Phrase("{subject:subject} {banishes|banish} another character in a challenge"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        return (_is(self.subject, facts, card) and event is not None and event.other >= 0
                and facts.card(event.other).is_character)  # fmt: skip


@dataclass(frozen=True, slots=True)
class LeavesPlay(Trigger):
    """ "this character leaves play" (for any zone, 1.9.2)."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.LEAVE
    PHRASES = (Phrase("{subject:subject} {leaves|leave} play"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _is(self.subject, facts, card)


@dataclass(frozen=True, slots=True)
class TurnStarts(Trigger):
    """ "at the start of your turn"."""

    intro: Intro = field(default=Intro.AT, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.TURN_START
    PHRASES = (Phrase("at the start of your turn"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return facts.active == facts.controller


@dataclass(frozen=True, slots=True)
class TurnEnds(Trigger):
    """ "at the end of your turn" ("the end of the turn": `anyone`'s)."""

    anyone: bool = False
    intro: Intro = field(default=Intro.AT, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.TURN_END
    PHRASES = (Phrase("at the end of the turn", anyone=True),
               Phrase("at the end of your turn"))  # fmt: skip

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return self.anyone or facts.active == facts.controller


@dataclass(frozen=True, slots=True)
class Sings(Trigger):
    """ "this character sings a song"."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.SING
    PHRASES = (Phrase("{subject:subject} {sings|sing} a song"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _is(self.subject, facts, card)


@dataclass(frozen=True, slots=True)
class IsReadied(Trigger):
    """ "you ready this character"."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.READY
    PHRASES = (Phrase("you ready {subject:target}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        return event is not None and event.player == facts.controller and _is(
            self.subject, facts, card
        )


@dataclass(frozen=True, slots=True)
class TakesDamage(Trigger):
    """ "an opposing character takes damage"."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.DAMAGE
    PHRASES = (Phrase("{subject:subject} {takes|take} damage"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _is(self.subject, facts, card)


@dataclass(frozen=True, slots=True)
class DealsDamage(Trigger):
    """ "this character deals damage to another character in a challenge": the Damage step
    (4.6.6) dealt some to the other character, from this one."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.DAMAGE
    PHRASES = (
        Phrase("{subject:subject} {deals|deal} damage to another character in a challenge"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        if event is None or not event.in_challenge or event.other < 0:
            return False
        return card.is_character and _is(self.subject, facts, facts.card(event.other))


@dataclass(frozen=True, slots=True)
class RemovesDamage(Trigger):
    """ "you remove 1 or more damage from one of your characters"; "you remove damage from
    one of your characters" says the same (`plain`)."""

    subject: Target
    plain: bool = False
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.DAMAGE_REMOVED
    PHRASES = (
        Phrase("you remove 1 or more damage from {subject:target}"),
        Phrase("you remove damage from {subject:target}", plain=True),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        return event is not None and event.player == facts.controller and _is(
            self.subject, facts, card
        )


@dataclass(frozen=True, slots=True)
class ReturnedToHand(Trigger):
    """ "one of your other characters is returned to your hand from play": it left play
    for its owner's hand (the event comes after the move)."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.LEAVE
    PHRASES = (Phrase("{subject:subject} {is|are} returned to your hand from play"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        from illumineer.engine.vocabulary import Zone

        return card.zone is Zone.HAND and _is(self.subject, facts, card)


@dataclass(frozen=True, slots=True)
class PlaysNth(Trigger):
    """ "you play a second action in a turn": the card you play is the `nth` that the
    description names you played this turn."""

    nth: int
    card: Cards
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.PLAY
    PHRASES = (
        Phrase("you play a second {card} in a turn", nth=2),
        Phrase("you play a third {card}", nth=3),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        if not (_by(You(), facts) and self.card.matches(facts, card)):
            return False
        played = [c for c in facts.played_cards(facts.controller) if self.card.matches(facts, c)]
        return len(played) == self.nth and played[-1].id == card.id


@dataclass(frozen=True, slots=True)
class Discards(Trigger):
    """ "your opponent discards 1 or more cards": one event per instruction (6.2.1)."""

    players: Players
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.DISCARD
    PHRASES = (Phrase("your opponent discards 1 or more cards", players=EachOpponent()),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _by(self.players, facts)


phrase_rule("trigger", "trigger", "PHRASES")

__all__ = [
    "INTROS",
    "Banishes",
    "Banishment",
    "Challenges",
    "DealsDamage",
    "Discards",
    "EntersPlay",
    "Intro",
    "IsBanished",
    "IsChallenged",
    "IsReadied",
    "LeavesPlay",
    "Plays",
    "PlaysNth",
    "Quests",
    "RemovesDamage",
    "ReturnedToHand",
    "Sings",
    "TakesDamage",
    "Trigger",
    "TurnEnds",
    "TurnStarts",
]
_ = Reference
