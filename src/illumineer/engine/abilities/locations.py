"""Locations and moving to them (rules 4.7, 5.6): what happens "here", characters "at a
location", and effects that move characters.

A location's own words say "here" for itself: its characters ("a character here"), what
happens to them while they are here ("whenever a character quests while here", "whenever a
character is banished while here"), characters arriving ("whenever a character moves here",
"whenever you move a character with 5 ¤ or more here") and what they may do ("your Toy
characters can move here for free"). A character's words say "at a location" ("while this
character is at a location, she gets +3 ◊"; "whenever this character moves to a
location").

Effects move characters for free (4.7.3): "you may move him to a location for free", "move
a character of yours to a location for free", "move him and one of your other characters
to the same location for free". The characters are chosen first, then the location, one of
the controller's own (4.7.1) where some of them is not yet; the resolution remembers them
all (`pairs`), so a later "that location" or "the other character" reads them back.

>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.targets import Pronoun, This
>>> english(MoveTo(This(Pronoun.HE), Cards(kinds=(Kind.LOCATION,))))
'move him to a location for free'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import IntEnum

from illumineer.engine.abilities.ability import (
    Applies,
    StaticEffect,
    StaticRule,
)
from illumineer.engine.abilities.amounts import Times
from illumineer.engine.abilities.changes import Change
from illumineer.engine.abilities.choosing import ClearChoices, choice_of
from illumineer.engine.abilities.core import (
    Amount,
    CardView,
    Condition,
    Effect,
    Effects,
    Facts,
    Prompt,
    Quantity,
    Step,
    Target,
)
from illumineer.engine.abilities.filters import Cards, CostAtMost, Having, Kind
from illumineer.engine.abilities.flow import Gate, lower
from illumineer.engine.abilities.pairs import ChooseMore, as_more
from illumineer.engine.abilities.phrasing import Phrase, Speaker
from illumineer.engine.abilities.targets import Pronoun, Reference, This
from illumineer.engine.abilities.triggers import Intro, Trigger
from illumineer.engine.abilities.words import register_enum
from illumineer.engine.vocabulary import Affects, Duration, EventKind, Stat, Zone
from illumineer.engine.why import Act

# ---------------------------------------------------------------------- where a card is


def _is(subject: Target, facts: Facts, card: CardView) -> bool:
    """Whether `card` is the one a trigger's subject names."""
    if isinstance(subject, This):
        return card.id == facts.source
    return isinstance(subject, Cards) and subject.matches(facts, card)


def _location_of(facts: Facts, card: CardView) -> list[CardView]:
    """The location `card` is at (none when it is at none)."""
    if card.location is None:
        return []
    location = facts.card(card.location)
    return [location] if location.zone is Zone.PLAY else []


@dataclass(frozen=True, slots=True)
class AtLocations(Having):
    """ "at locations" (said of several characters): at a location, whichever."""

    PHRASES = (Phrase("at locations"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return card.location is not None


@dataclass(frozen=True, slots=True)
class FromHere(Having):
    """ "from here" (a character to move away): at this location."""

    PHRASES = (Phrase("from here"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return card.location == facts.source


@dataclass(frozen=True, slots=True)
class CostAtMostEach(Having):
    """ "with cost 2 or less each" (after several kinds: "characters, items, or
    locations")."""

    amount: int
    PHRASES = (Phrase("with cost {amount} or less each"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return card.definition.cost <= self.amount


@dataclass(frozen=True, slots=True)
class AtThatLocation(Having):
    """ "at that location": at the location this card is at (none when it is at none)."""

    PHRASES = (Phrase("at that location"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        where = facts.me().location
        return where is not None and card.location == where


@dataclass(frozen=True, slots=True)
class IsAtALocation(Condition):
    """ "this character is at a location", "he's at a location"."""

    target: Target = This()
    PHRASES = (
        Phrase("he's at a location", target=This(Pronoun.HE)),
        Phrase("she's at a location", target=This(Pronoun.SHE)),
        Phrase("{target:subject} {is|are} at a location"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        cards = self.target.cards(facts)
        return bool(cards) and all(c.location is not None for c in cards)


@dataclass(frozen=True, slots=True)
class ThereIs(Condition):
    """ "there's a character with Evasive here": some card in play is one described."""

    cards: Cards
    PHRASES = (Phrase("there's {cards}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return bool(self.cards.cards(facts))


# ---------------------------------------------------------------------- references


@dataclass(frozen=True, slots=True)
class ThatLocation(Reference):
    """ "that location": the location the sentence is about. The location chosen earlier in
    this effect (where characters were moved); else the one the triggering event names (a
    location played, the location a character moved to); else the one of the character
    chosen earlier in this effect ("ready chosen character of yours at a location ... that
    location's ◊"); else the location the card the event happened to is at; else the one
    this card is at."""

    @property
    def form(self) -> Pronoun:
        return Pronoun.LOCATION

    def noun(self, speaker: Speaker) -> list[str]:
        return ["that", "location"]

    def cards(self, facts: Facts) -> Sequence[CardView]:
        chosen = [c for i in facts.chosen if (c := facts.card(i)).is_location]
        if chosen:
            return [c for c in chosen[-1:] if c.zone is Zone.PLAY]
        event = facts.event
        if event is not None and event.card >= 0:
            card = facts.card(event.card)
            if card.is_location:
                return [card] if card.zone is Zone.PLAY else []
            if event.kind is EventKind.MOVE and event.other >= 0:
                location = facts.card(event.other)
                return [location] if location.zone is Zone.PLAY else []
        for i in reversed(facts.chosen):
            if (at := _location_of(facts, facts.card(i))):
                return at
        if event is not None and event.card >= 0:
            return _location_of(facts, facts.card(event.card))
        return _location_of(facts, facts.me())


@dataclass(frozen=True, slots=True)
class TheOther(Reference):
    """ "the other character": the character chosen to go along with this one ("move her
    and one of your other characters to the same location")."""

    @property
    def form(self) -> Pronoun:
        return Pronoun.NOUN

    def noun(self, speaker: Speaker) -> list[str]:
        return ["the", "other", "character"]

    def cards(self, facts: Facts) -> Sequence[CardView]:
        return [c for i in facts.chosen if (c := facts.card(i)).is_character
                and c.zone is Zone.PLAY and c.id != facts.source]  # fmt: skip


@dataclass(frozen=True, slots=True)
class ChosenCharacters(Reference):
    """The characters chosen so far in this instruction (a runtime word: the movers)."""

    @property
    def form(self) -> Pronoun:
        return Pronoun.THEY  # said "them" (a pronoun: no noun of its own)

    def cards(self, facts: Facts) -> Sequence[CardView]:
        return [c for i in facts.chosen if (c := facts.card(i)).is_character
                and c.zone is Zone.PLAY]  # fmt: skip


# ---------------------------------------------------------------------- triggers


class Where(IntEnum):
    """Where a "while" trigger's card must be."""

    HERE = 0  # "while here": at this location
    AT_A_LOCATION = 1  # "while at a location": at any


register_enum(Where)


def _there(where: Where, facts: Facts, location: int | None) -> bool:
    if where is Where.HERE:
        return location == facts.source
    return location is not None


@dataclass(frozen=True, slots=True)
class QuestsWhile(Trigger):
    """ "a character quests while here", "this character quests while at a location"."""

    subject: Target
    where: Where = Where.HERE
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.QUEST
    PHRASES = (
        Phrase("{subject:subject} {quests|quest} while here", where=Where.HERE),
        Phrase("{subject:subject} {quests|quest} while at a location", where=Where.AT_A_LOCATION),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _is(self.subject, facts, card) and _there(self.where, facts, card.location)


@dataclass(frozen=True, slots=True)
class IsChallengedWhileHere(Trigger):
    """ "a character is challenged while here"."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.CHALLENGED
    PHRASES = (Phrase("{subject:subject} {is|are} challenged while here"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _is(self.subject, facts, card) and card.location == facts.source


def _was_here(facts: Facts) -> bool:
    event = facts.event
    return event is not None and event.at == facts.source


@dataclass(frozen=True, slots=True)
class IsBanishedWhileHere(Trigger):
    """ "a character is banished while here": it was here as it left play."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.BANISH
    PHRASES = (Phrase("{subject:subject} {is|are} banished while here"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _is(self.subject, facts, card) and _was_here(facts)


@dataclass(frozen=True, slots=True)
class BanishesWhileHere(Trigger):
    """ "a character banishes another character in a challenge while here"."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.BANISHES
    PHRASES = (
        Phrase("{subject:subject} {banishes|banish} another character in a challenge while "
               "here"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        return (_is(self.subject, facts, card) and _was_here(facts) and event is not None
                and event.other >= 0 and facts.card(event.other).is_character)  # fmt: skip


@dataclass(frozen=True, slots=True)
class MovesHere(Trigger):
    """ "a character moves here", "you move a character with 5 ¤ or more here" (`by_you`:
    moved by you, by the turn action or an effect), "you move a character here from another
    location" (`from_elsewhere`)."""

    subject: Target
    by_you: bool = False
    from_elsewhere: bool = False
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.MOVE
    PHRASES = (
        Phrase("you move {subject:target} here from another location", by_you=True,
               from_elsewhere=True),
        Phrase("you move {subject:target} here", by_you=True),
        Phrase("{subject:subject} {moves|move} here"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        if event is None or event.other != facts.source or not _is(self.subject, facts, card):
            return False
        if self.by_you and event.player != facts.controller:
            return False
        return not self.from_elsewhere or event.at not in (-1, facts.source)


@dataclass(frozen=True, slots=True)
class MovesToLocation(Trigger):
    """ "this character moves to a location"."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.MOVE
    PHRASES = (Phrase("{subject:subject} {moves|move} to a location"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _is(self.subject, facts, card)


@dataclass(frozen=True, slots=True)
class FirstTimeMovesHere(Trigger):
    """ "The first time a Floodborn character moves here each turn" (6.2.2: at most once a
    turn, the first move that matches)."""

    subject: Target
    intro: Intro = field(default=Intro.AT, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.MOVE
    once_each_turn = True
    PHRASES = (Phrase("the first time {subject:subject} moves here each turn"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        return (event is not None and event.other == facts.source
                and _is(self.subject, facts, card))  # fmt: skip


@dataclass(frozen=True, slots=True)
class ThereWasHere(Condition):
    """ "there was an exerted character here": as this location was banished, one of the
    characters at it was one described (they stay in play, at no location, 5.6.6)."""

    cards: Cards
    PHRASES = (Phrase("there was {cards} here"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        if event is None or event.card != facts.source:
            return False
        return any(self.cards.matches(facts, facts.card(i)) for i in event.cards)


# ---------------------------------------------------------------------- static abilities


@dataclass(frozen=True, slots=True)
class MoveHereFree(StaticRule):
    """ "Your Toy characters can move here for free" ("Your Pirate characters may move here
    for free"): moving them to this location costs nothing (4.7.3)."""

    subject: Cards
    may: bool = False  # how the card says it; the same permission
    PHRASES = (
        Phrase("{subject:subject} may move here for free", may=True),
        Phrase("{subject:subject} can move here for free"),
    )

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return (StaticEffect(Stat.MOVE_HERE_FREE, Applies(self.subject, condition)),)


@dataclass(frozen=True, slots=True)
class MoveLess(StaticRule):
    """ "You pay 1 ⬡ less to move your characters to a location" (Map of Treasure Planet),
    "you pay 2 ⬡ less to move a character of yours here" (RLS Legacy - Solar Galleon): the
    move cost of the characters named is that much less, to any location or only to this
    one (4.7.3; never below 0)."""

    amount: int
    cards: Target
    here: bool = False
    PHRASES = (
        Phrase("you pay {amount} ⬡ less to move {cards:target} here", here=True),
        Phrase("you pay {amount} ⬡ less to move {cards:target} to a location"),
    )

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        stat = Stat.MOVE_HERE_LESS if self.here else Stat.MOVE_COST
        return (StaticEffect(stat, Applies(self.cards, condition), -self.amount),)


@dataclass(frozen=True, slots=True)
class CantBeChallengedBy(StaticRule):
    """ "Your locations can't be challenged by characters with cost 2 or less" (1.2.2): the
    cards named are shielded from challengers that cheap."""

    defended: Target
    challengers: Cards
    PHRASES = (Phrase("{defended:subject} can't be challenged by {challengers}"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        limit = next((h.amount for h in self.challengers.having if isinstance(h, CostAtMost)), 0)
        return (StaticEffect(Stat.CHALLENGE_SHIELD, Applies(self.defended, condition), limit),)


@dataclass(frozen=True, slots=True)
class _OwnCost(Quantity):
    """Minus the card's printed cost: what playing it for free takes off (6.1.7)."""

    def value(self, facts: Facts, card: CardView) -> int:
        return -card.definition.cost


@dataclass(frozen=True, slots=True)
class _ThisCard:
    """The card itself, in the hand as it is played, while the condition holds."""

    condition: Condition | None

    def __call__(self, facts: Facts, card: CardView) -> bool:
        if card.id != facts.source:
            return False
        return self.condition is None or self.condition(facts, card)


@dataclass(frozen=True, slots=True)
class PlayThisFree(StaticRule):
    """ "If you have a character named Fat Cat in play, you may play this card for free"
    (4.3.6: its cost, read as it is played from the hand, is 0 while the condition holds)."""

    PHRASES = (Phrase("you may play this card for free"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return (StaticEffect(Stat.COST, _ThisCard(condition), _OwnCost(), from_hand=True),)


@dataclass(frozen=True, slots=True)
class _OnlyHere:
    """The characters at this location while exactly `count` are there."""

    count: int
    condition: Condition | None

    def __call__(self, facts: Facts, card: CardView) -> bool:
        if card.location != facts.source or card.zone is not Zone.PLAY:
            return False
        if self.condition is not None and not self.condition(facts, card):
            return False
        here = [c for c in facts.in_play() if c.is_character and c.location == facts.source]
        return len(here) == self.count


@dataclass(frozen=True, slots=True)
class OnlyOneHere(StaticRule):
    """ "While you have only 1 character here, they get +2 ⛉ and +1 ◊": the character here
    gets the changes while it is alone here (`subject` is how the text says it: "they")."""

    count: int
    subject: Target
    changes: tuple[Change, ...]
    PHRASES = (
        Phrase("while you have only {count} character here, {subject:subject} "
               "{changes:changes}"),
    )

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        applies = _OnlyHere(self.count, condition)
        return tuple(StaticEffect(affects, applies, amount) for change in self.changes
                     for affects, amount in change.effects())  # fmt: skip


def _times(amount: Amount, each: Quantity) -> Amount:
    return Times(amount, each) if isinstance(amount, int) else amount


@dataclass(frozen=True, slots=True)
class HaveForEach(StaticRule):
    """ "For each location you have in play, this character gains Resist +1 and gets +1 ◊":
    each change as many times as the count, recounted continuously (6.1.8)."""

    each: Quantity
    subject: Target
    changes: tuple[Change, ...]
    PHRASES = (Phrase("for each {each:per}, {subject:subject} {changes:changes}"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        applies = Applies(self.subject, condition)
        return tuple(StaticEffect(affects, applies, _times(amount, self.each))
                     for change in self.changes
                     for affects, amount in change.effects())  # fmt: skip


@dataclass(frozen=True, slots=True)
class CountsAsMoreCost(Change):
    """ "count as having +2 cost to sing songs" (5.4.4.2: what the singer counts as)."""

    amount: int
    PHRASES = (Phrase("{counts|count} as having {amount:signed} cost to sing songs"),)

    def effects(self) -> tuple[tuple[Affects, Amount], ...]:
        return ((Stat.SING_COST, self.amount),)


# ---------------------------------------------------------------------- moving


@dataclass(frozen=True, slots=True)
class Destination:
    """A location the movers may be moved to: one of the controller's in play that the
    description names, where one of the movers who may move is not yet (4.7.1, 4.7.3)."""

    cards: Cards
    movers: tuple[Target, ...]

    def __call__(self, facts: Facts, card: CardView) -> bool:
        if not card.is_location or card.zone is not Zone.PLAY or card.owner != facts.controller:
            return False
        if not self.cards.matches(facts, card):
            return False
        return any(m.location != card.id for m in _movers(facts, self.movers))


def _movers(facts: Facts, targets: Sequence[Target]) -> list[CardView]:
    """The characters of the controller's in play that the targets name and that may move."""
    out: list[CardView] = []
    for target in targets:
        for card in target.cards(facts):
            if (card.is_character and card.zone is Zone.PLAY and card.owner == facts.controller
                    and facts.may_move(card) and card not in out):  # fmt: skip
                out.append(card)
    return out


#: "the same location": any location of the controller's, chosen as the move resolves.
ANY_LOCATION = Cards(kinds=(Kind.LOCATION,))


def _chooses(target: Target | None) -> bool:
    return isinstance(target, Cards) and target.chooses


@dataclass(frozen=True, slots=True)
class MoveTo(Step):
    """ "Move him to a location for free", "move a character of yours to a location for
    free", "move him and one of your other characters to the same location for free",
    "move this character and up to 1 of your other characters to that location for free".

    The characters named (`target`, and `also` where the text names two) move for free to
    one location (4.7.3): `location` names it, or it is chosen among the controller's own
    as the move resolves ("the same location": no `location`). Only the controller's own
    characters move (4.7.1), each that is not already there and may move. Nothing moved:
    what follows "to" or "if you do" doesn't happen.
    """

    target: Target
    location: Target | None = None
    also: Target | None = None
    act = Act.MOVE
    PHRASES = (
        Phrase("move {target} and {also:target} to the same location for free", location=None),
        Phrase("move {target} and {also:target} to {location:target} for free"),
        Phrase("move {target} to the same location for free", location=None),
        Phrase("move {target} to {location:target} for free"),
    )

    def lower(self) -> tuple[Step, ...]:
        steps: list[Step] = []
        target, also, location = self.target, self.also, self.location
        movers: list[Target] = []
        for who in (target, also):
            if who is None:
                continue
            if _chooses(who):
                assert isinstance(who, Cards)
                if not steps:
                    steps.append(ClearChoices())
                choice = choice_of(who)
                steps.append(as_more(choice) if len(steps) > 1 else choice)  # adds to the first
                if ChosenCharacters() not in movers:
                    movers.append(ChosenCharacters())
            else:
                movers.append(who)
        if location is None or _chooses(location):
            where = location if isinstance(location, Cards) else ANY_LOCATION
            steps.append(ChooseMore(Destination(where, tuple(movers))))
            location = ThatLocation()
        first, *rest = [*movers, None]
        return (*steps, replace(self, target=first, also=rest[0], location=location))

    def run(self, fx: Effects) -> Prompt | None:
        movers = _movers(fx, [t for t in (self.target, self.also) if t is not None])
        found = [] if self.location is None else [
            c for c in self.location.cards(fx)
            if c.is_location and c.zone is Zone.PLAY and c.owner == fx.controller
        ]
        moved = False
        if found:
            where = found[0]
            for card in movers:
                if card.location != where.id:
                    fx.move_to(card, where)
                    moved = True
        if not moved:
            fx.set_undone(True)
        return None


@dataclass(frozen=True, slots=True)
class MoveCostLess(Step):
    """ "Pay 1 ⬡ less to move this character to a location": its next move this turn costs
    that much less (4.7.3)."""

    amount: int
    target: Target
    PHRASES = (Phrase("pay {amount} ⬡ less to move {target} to a location"),)

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            fx.modify(card, Stat.MOVE_COST, -self.amount, Duration.THIS_TURN)
        return None


@dataclass(frozen=True, slots=True)
class ReturnFromDiscard(Step):
    """ "Return this card from your discard to your hand" (The Frozen Vine, banished): the
    card goes back to its owner's hand if it is still in the discard (6.1.11.1)."""

    target: Target = This(Pronoun.CARD)
    PHRASES = (Phrase("return this card from your discard to your hand",
                      target=This(Pronoun.CARD)),)

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            if card.zone is Zone.DISCARD:
                fx.put_into(card, Zone.HAND)
        return None


@dataclass(frozen=True, slots=True)
class IfBare(Step):
    """ "If you have a character here gain 1 lore": an "if" printed without its comma
    (Casa Madrigal - Casita); the same as `If`."""

    condition: Condition
    steps: Effect
    PHRASES = (Phrase("if {condition} {steps:steps}"),)

    def lower(self) -> Effect:  # (runs lowered: a Gate, then the steps)
        then = lower(self.steps)
        return (Gate(self.condition, len(then)), *then)


__all__ = [
    "ANY_LOCATION",
    "AtLocations",
    "AtThatLocation",
    "BanishesWhileHere",
    "CantBeChallengedBy",
    "ChosenCharacters",
    "CostAtMostEach",
    "CountsAsMoreCost",
    "Destination",
    "FirstTimeMovesHere",
    "FromHere",
    "HaveForEach",
    "IfBare",
    "IsAtALocation",
    "IsBanishedWhileHere",
    "IsChallengedWhileHere",
    "MoveCostLess",
    "MoveHereFree",
    "MoveLess",
    "MoveTo",
    "MovesHere",
    "MovesToLocation",
    "OnlyOneHere",
    "PlayThisFree",
    "QuestsWhile",
    "ReturnFromDiscard",
    "ThatLocation",
    "TheOther",
    "ThereIs",
    "ThereWasHere",
    "Where",
]
