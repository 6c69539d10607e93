"""Abilities (rule 6): triggered, activated and static, and a card's whole behaviour.

Each ability is a word: it says itself as the card prints it (`english.py`), and it gives
the engine what the rules need from it:

- `Triggered`: one or more triggers ("When you play this character and whenever he
  quests, ..."), each with its intro, and the effect; for the engine, one `Triggered` per
  trigger (`split`), with `on` (the event watched for), `condition` and `steps` (the
  effect as the engine runs it);
- `Activated`: a cost and an effect ("⟳, 2 ⬡ — Draw a card.");
- `Static`: a rule ("your other characters get +1 ¤"), maybe while a condition holds; for
  the engine, `StaticEffect`s: what changes, for which cards, by how much.

>>> from illumineer.engine.abilities.steps import Draw
>>> from illumineer.engine.abilities.targets import This
>>> from illumineer.engine.abilities.triggers import Quests
>>> ability = Triggered((Quests(This()),), (Draw(1),), "LOOK")
>>> ability.on.name, len(ability.steps)
('QUEST', 1)
"""

from __future__ import annotations

import dataclasses
import zlib
from dataclasses import dataclass, field
from enum import IntEnum, unique
from typing import TYPE_CHECKING, ClassVar

from illumineer.engine.abilities.amounts import Times
from illumineer.engine.abilities.changes import Change, GainsAbility
from illumineer.engine.abilities.core import (
    Amount,
    CardView,
    Condition,
    Effect,
    Facts,
    Predicate,
    Quantity,
    Target,
    amount_of,
)
from illumineer.engine.abilities.filters import Cards, CostAtMost, Det
from illumineer.engine.abilities.flow import lower
from illumineer.engine.abilities.phrasing import Phrase, phrase_rule
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Trigger
from illumineer.engine.abilities.words import Word, register_enum
from illumineer.engine.vocabulary import Affects, EventKind, Stat, Zone

if TYPE_CHECKING:
    from illumineer.engine.abilities.costs import Payment


def _key(*parts: object) -> int:
    # A number for an ability that is the same in every process (str hashes are salted,
    # and the state hash must not be): the state hash reads abilities by this key.
    return zlib.crc32(repr(parts).encode())


# ---------------------------------------------------------------------- triggered



@dataclass(frozen=True)
class Triggered(Word):
    """A triggered ability (6.2): whenever one of its `triggers` happens, it goes into the
    bag and resolves its `effect`.

    `during_your_turn`: "During your turn, whenever ..."; `once_per_turn`: "Once during
    your turn, whenever ...", this ability of this card triggers at most once a turn
    (6.1.13; without `during_your_turn`: "Once per turn, when ...", on any turn);
    `provided`: "While this character is at a location, whenever ...", it
    triggers only while the condition holds of its card (6.1.13: while). For the engine
    (with one trigger): `on`, `condition`, `steps`, `key`.
    """

    triggers: tuple[Trigger, ...]
    effect: Effect
    name: str = ""
    during_your_turn: bool = False
    once_per_turn: bool = False
    trigger_last: bool = False  # "..., you may draw 2 cards when he enters play."
    during_opponents_turn: bool = False  # "During an opponent's turn, when ..."
    opponents_turns: bool = False  # said "During opponents' turns," (the same time)
    provided: Condition | None = None
    twice: bool = False  # "Twice during your turn, whenever ...": at most twice a turn
    CATEGORY: ClassVar[str] = "ability"
    steps: Effect = field(init=False, compare=False, repr=False)
    key: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "steps", lower(self.effect))
        trigger = self.triggers[0]
        object.__setattr__(self, "key", _key("triggered", trigger.on.value, self.name))

    def __hash__(self) -> int:
        return self.key

    @property
    def on(self) -> EventKind:
        return self.triggers[0].on

    def condition(self, facts: Facts, card: CardView) -> bool:
        """Whether the event `facts` is about, which happened to `card`, triggers it."""
        if self.during_your_turn and facts.active != facts.controller:
            return False
        if self.during_opponents_turn and facts.active == facts.controller:
            return False
        if self.provided is not None and not self.provided(facts, facts.me()):
            return False
        return self.triggers[0](facts, card)

    def split(self) -> tuple[Triggered, ...]:
        """One ability per trigger, as the engine watches for them."""
        parts = tuple(part for t in self.triggers for part in t.parts())
        if len(parts) == 1 and parts == self.triggers:
            return (self,)
        return tuple(
            dataclasses.replace(self, triggers=(t,))
            for t in parts
        )


# ---------------------------------------------------------------------- activated


@unique
class Once(IntEnum):
    """How often an activated ability may be used, as its text says it: any number of times
    ("[cost] — [effect]", 6.3 case), or once a turn, said "Once during your turn, you may
    [cost] to [effect]" or "Once per turn, you may [cost] to [effect]" (only the active
    player uses activated abilities, 4.4.3: the two mean the same)."""

    ANY = 0
    DURING_YOUR_TURN = 1
    PER_TURN = 2


register_enum(Once)

#: The words that say each limit before "you may".
ONCE_WORDS: dict[Once, tuple[str, ...]] = {
    Once.DURING_YOUR_TURN: ("once", "during", "your", "turn", ","),
    Once.PER_TURN: ("once", "per", "turn", ","),
}


@dataclass(frozen=True, slots=True)
class Cost(Word):
    """The cost of an activated ability (4.4): exert the card, pay ink, banish the card, and
    the `parts` that name other cards or do more (`costs.Payment`: "Choose and discard a
    card", "Banish one of your characters")."""

    exert: bool = False
    ink: int = 0
    banish: bool = False
    parts: tuple[Payment, ...] = ()


@dataclass(frozen=True)
class Activated(Word):
    """An activated ability (6.3): "[cost] — [effect]", used as a turn action; `once`: said
    "Once during your turn, you may [cost] to [effect]" (or, with no cost, "Once during your
    turn, [effect]"), used at most once a turn (6.1.13)."""

    cost: Cost
    effect: Effect
    name: str = ""
    once: Once = Once.ANY
    CATEGORY: ClassVar[str] = "ability"
    steps: Effect = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "steps", lower(self.effect))


# ---------------------------------------------------------------------- static


@dataclass(frozen=True, slots=True)
class StaticEffect:
    """What a static ability does for the engine: while its card is in play (`from_hand`:
    also while in hand, for self-referential cost modifiers, 4.3.6), each card that
    `applies` accepts gets `amount` of `affects`."""

    affects: Affects
    applies: Predicate
    amount: Amount = 1
    name: str = ""
    from_hand: bool = False


@dataclass(frozen=True, slots=True)
class Applies:
    """The cards a static rule reaches: the subject's cards in play, while the condition
    holds (a predicate for `StaticEffect.applies`)."""

    subject: Target
    condition: Condition | None = None

    def __call__(self, facts: Facts, card: CardView) -> bool:
        # The subject first: a condition may read the very values this rule changes ("while
        # there's a character with Evasive here, this location gains Evasive").
        subject = self.subject
        if isinstance(subject, This):
            if card.id != facts.source:
                return False
        elif not (isinstance(subject, Cards) and card.zone is Zone.PLAY
                  and subject.matches(facts, card)):  # fmt: skip
            return False
        return self.condition is None or self.condition(facts, card)


class StaticRule(Word):
    """What a static ability says ("your characters get +1 ¤", "you pay 1 ⬡ less to play
    this character"), as effects for the engine (`effects`)."""

    __slots__ = ()
    CATEGORY: ClassVar[str] = "static"

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        raise NotImplementedError

    def grants(self, condition: Condition | None) -> tuple[Grants, ...]:
        """The triggered abilities the rule gives cards."""
        return ()


def _effects(changes: tuple[Change, ...], applies: Predicate) -> tuple[StaticEffect, ...]:
    return tuple(StaticEffect(affects, applies, amount)
                 for change in changes for affects, amount in change.effects())  # fmt: skip


@dataclass(frozen=True, slots=True)
class Have(StaticRule):
    """ "[Cards] get/gain/can't ...": changes on the cards in play the subject names."""

    subject: Target
    changes: tuple[Change, ...]
    this_turn: bool = False  # "this character gains Rush this turn" (said, means nothing more)
    PHRASES = (
        Phrase("{subject:subject} {changes:changes} this turn", this_turn=True),
        Phrase("{subject:subject} {changes:changes}"),
    )

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        applies = Applies(self.subject, condition)
        return _effects(self.changes, applies)

    def grants(self, condition: Condition | None) -> tuple[Grants, ...]:
        applies = Applies(self.subject, condition)
        given = (c.ability for c in self.changes if isinstance(c, GainsAbility))
        return tuple(Grants(ability, applies) for ability in given
                     if isinstance(ability, Triggered | Activated))  # fmt: skip


@dataclass(frozen=True, slots=True)
class HaveHere(StaticRule):
    """ "Characters get +2 ⛉ while here": changes on the cards at this location."""

    changes: tuple[Change, ...]
    subject: Target = Cards(Det.PLAIN)
    PHRASES = (Phrase("{subject:subject} {changes:changes} while here"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        applies = _AtThisLocation(self.subject, condition)
        return _effects(self.changes, applies)

    def grants(self, condition: Condition | None) -> tuple[Grants, ...]:
        # "Characters gain “⟳ — Draw a card” while here."
        applies = _AtThisLocation(self.subject, condition)
        given = (c.ability for c in self.changes if isinstance(c, GainsAbility))
        return tuple(Grants(ability, applies) for ability in given
                     if isinstance(ability, Triggered | Activated))  # fmt: skip


@dataclass(frozen=True, slots=True)
class _AtThisLocation:
    subject: Target
    condition: Condition | None

    def __call__(self, facts: Facts, card: CardView) -> bool:
        if self.condition is not None and not self.condition(facts, card):
            return False
        return card.location == facts.source and Applies(self.subject)(facts, card)


@dataclass(frozen=True, slots=True)
class PayLess(StaticRule):
    """ "You pay N ⬡ less to play this character" (4.3.6: read while it is played, from
    the hand), "... to play Broom characters"."""

    amount: Amount
    cards: Target
    PHRASES = (
        Phrase("for each {amount.each:per}, you pay {amount.per} ⬡ less to play {cards:target}",
               amount=Times),
        Phrase("you pay {amount} ⬡ less to play {cards:target}"),
    )

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        amount = self.amount
        less: Amount = -amount if isinstance(amount, int) else _Negative(amount)
        own = isinstance(self.cards, This)
        return (StaticEffect(Stat.COST, _Playable(self.cards, condition, yours=True), less,
                             from_hand=own),)  # fmt: skip


@dataclass(frozen=True, slots=True)
class _Playable:
    """A cost rule's reach: the card itself (from the hand) or the cards described."""

    cards: Target
    condition: Condition | None
    #: "You pay 1 ⬡ less to play Broom characters": only you pay less (1.3.3), for your cards.
    yours: bool = False

    def __call__(self, facts: Facts, card: CardView) -> bool:
        if self.condition is not None and not self.condition(facts, card):
            return False
        if isinstance(self.cards, This):
            return card.id == facts.source
        if self.yours and card.owner != facts.controller:
            return False
        return isinstance(self.cards, Cards) and self.cards.matches(facts, card)


@dataclass(frozen=True, slots=True)
class _Negative(Quantity):
    amount: Amount

    def value(self, facts: Facts, card: CardView) -> int:
        return -amount_of(self.amount, facts, card)


@dataclass(frozen=True, slots=True)
class NextCostsLess(StaticRule):
    """ "(Once during your turn,) you pay 1 ⬡ less for the next character you play this
    turn": the first such card you play each turn costs less (the condition, said by the
    ability's time, is that you have played none yet)."""

    amount: int
    cards: Cards
    PHRASES = (Phrase("you pay {amount} ⬡ less for the next {cards} you play this turn"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        first = _FirstOfTurn(self.cards, condition)
        return (StaticEffect(Stat.COST, first, -self.amount),)


@dataclass(frozen=True, slots=True)
class _FirstOfTurn:
    cards: Cards
    condition: Condition | None

    def __call__(self, facts: Facts, card: CardView) -> bool:
        if self.condition is not None and not self.condition(facts, card):
            return False
        if card.owner != facts.controller or not self.cards.matches(facts, card):
            return False
        return not any(self.cards.matches(facts, c) for c in facts.played_cards(card.owner))


@dataclass(frozen=True, slots=True)
class FreeToPlay(StaticRule):
    """ "You may play this item for free", "you can play this character for free" (a
    condition says when): its whole cost is paid (1.5.5.3)."""

    cards: Target = This()
    can: bool = False
    PHRASES = (
        Phrase("you can play {cards:target} for free", can=True),
        Phrase("you may play {cards:target} for free"),
    )

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        own = isinstance(self.cards, This)
        return (StaticEffect(Stat.COST, _Playable(self.cards, condition), _WholeCost(),
                             from_hand=own),)  # fmt: skip


@dataclass(frozen=True, slots=True)
class _WholeCost(Quantity):
    def value(self, facts: Facts, card: CardView) -> int:
        return -card.definition.cost


@dataclass(frozen=True, slots=True)
class StrengthFloor(StaticRule):
    """ "Your characters' ¤ can't be reduced below their printed value"."""

    subject: Target
    PHRASES = (Phrase("{subject:possessive} ¤ can't be reduced below their printed value"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return (StaticEffect(Stat.STRENGTH_FLOOR, Applies(self.subject, condition)),)


@dataclass(frozen=True, slots=True)
class CountAsInkable(StaticRule):
    """ "All cards in your hand count as having ◉" (4.2.1: they may be inked)."""

    cards: Cards
    PHRASES = (Phrase("{cards:subject} count as having ◉"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return (StaticEffect(Stat.INKABLE, _Playable(self.cards, condition)),)


@dataclass(frozen=True, slots=True)
class EntersExerted(StaticRule):
    """ "This item enters play exerted" (6.7.9)."""

    subject: Target = This()
    PHRASES = (Phrase("{subject:subject} {enters|enter} play exerted"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return (StaticEffect(Stat.ENTERS_EXERTED, _Playable(self.subject, condition)),)


@dataclass(frozen=True, slots=True)
class EntersWithDamage(StaticRule):
    """ "This character enters play with 3 damage" (6.7.9)."""

    amount: int
    subject: Target = This()
    PHRASES = (Phrase("{subject:subject} {enters|enter} play with {amount} damage"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return (StaticEffect(Stat.ENTERS_DAMAGE, _Playable(self.subject, condition),
                             self.amount),)  # fmt: skip


@dataclass(frozen=True, slots=True)
class CantChallengeThem(StaticRule):
    """ "Characters with cost 3 or less can't challenge this character / your characters"
    (1.2.2): a shield on the defenders against cheap challengers."""

    challengers: Cards
    defended: Target
    PHRASES = (Phrase("{challengers:subject} can't challenge {defended:target}"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        limit = next((h.amount for h in self.challengers.having if isinstance(h, CostAtMost)), 0)
        return (StaticEffect(Stat.CHALLENGE_SHIELD, Applies(self.defended, condition), limit),)


@dataclass(frozen=True, slots=True)
class InkMore(StaticRule):
    """ "You may ink an additional card" (4.2.3.1)."""

    PHRASES = (Phrase("you may ink an additional card"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return (StaticEffect(Stat.EXTRA_INK, Applies(This(), condition)),)


@unique
class Provided(IntEnum):
    """How a static ability's condition is said."""

    WHILE = 0  # "While this character is exerted, ..."
    IF = 1  # "If you have a character named Gaston in play, ..."
    DURING_YOUR_TURN = 2  # "During your turn, ..." (the condition is YourTurn)
    UNLESS = 3  # "... unless you have ..." (the condition as written, negated)
    DURING_OPPONENTS_TURNS = 4  # "During opponents' turns, ..." (OpponentsTurn)
    DURING_EACH_OPPONENTS_TURN = 5  # "During each opponent's turn, ..."
    DURING_AN_OPPONENTS_TURN = 6  # "During an opponent's turn, ..."
    ONCE_DURING_YOUR_TURN = 7  # "Once during your turn, you pay 1 ⬡ less for the next ..."
    DURING_AN_OPPONENTS_TURN_WHILE = 8  # "During an opponent's turn, while ..., ..."
    DURING_YOUR_TURN_IF = 220  # "During your turn, if ..., ..." (YourTurnIf)


#: The words of the conditions a static ability's time says by itself.
DURING: dict[Provided, str] = {
    Provided.DURING_YOUR_TURN: "during your turn",
    Provided.DURING_OPPONENTS_TURNS: "during opponents' turns",
    Provided.DURING_EACH_OPPONENTS_TURN: "during each opponent's turn",
    Provided.DURING_AN_OPPONENTS_TURN: "during an opponent's turn",
    Provided.ONCE_DURING_YOUR_TURN: "once during your turn",
}


register_enum(Provided)


@dataclass(frozen=True)
class Static(Word):
    """A static ability (6.4): its rule, while its condition holds."""

    rule: StaticRule
    name: str = ""
    condition: Condition | None = None
    provided: Provided = Provided.WHILE
    CATEGORY: ClassVar[str] = "ability"
    effects: tuple[StaticEffect, ...] = field(init=False, compare=False, repr=False)
    grants: tuple[Grants, ...] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        condition = self.condition
        if condition is not None and self.provided is Provided.UNLESS:
            from illumineer.engine.abilities.conditions import Not

            condition = Not(condition)
        effects = tuple(
            StaticEffect(e.affects, e.applies, e.amount, self.name, e.from_hand)
            for e in self.rule.effects(condition)
        )
        object.__setattr__(self, "effects", effects)
        grants = tuple(Grants(g.ability, g.applies, self.name) for g in self.rule.grants(condition))
        object.__setattr__(self, "grants", grants)


phrase_rule("static", "static", "PHRASES")


@dataclass(frozen=True, slots=True)
class Grants:
    """What a static ability that gives cards a triggered or activated ability does for the
    engine: each card that `applies` accepts has `ability` while the static's card is in
    play."""

    ability: Triggered | Activated
    applies: Predicate
    name: str = ""


# ---------------------------------------------------------------------- a card's behaviour

Ability = Triggered | Activated | Static


def _asks_strength_had(value: object) -> bool:
    """Whether a word inside `value` asks a card's ¤ as it left play (a word class with
    ``ASKS_STRENGTH_HAD``)."""
    if isinstance(value, tuple):
        return any(_asks_strength_had(item) for item in value)
    if isinstance(value, Word) and dataclasses.is_dataclass(value):
        return getattr(type(value), "ASKS_STRENGTH_HAD", False) or any(
            _asks_strength_had(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init
        )
    return False


@dataclass(frozen=True)
class Behaviour(Word):
    """Everything a card does beyond its printed stats and keywords: its abilities as
    printed, in order, and an action's effect (5.4.3: effects, not abilities); `shift`: what
    its Shift costs when paid otherwise than in ink ("Shift: Discard 2 cards", 8.10.8). For
    the engine: `triggered` (one per trigger), `activated`, `statics` (as effects), `steps`."""

    abilities: tuple[Ability, ...] = ()
    effect: Effect = ()
    shift: tuple[Payment, ...] = ()
    triggered: tuple[Triggered, ...] = field(init=False, compare=False, repr=False)
    #: The kinds of event its triggered abilities watch for.
    trigger_kinds: frozenset[EventKind] = field(init=False, compare=False, repr=False)
    activated: tuple[Activated, ...] = field(init=False, compare=False, repr=False)
    statics: tuple[StaticEffect, ...] = field(init=False, compare=False, repr=False)
    grants: tuple[Grants, ...] = field(init=False, compare=False, repr=False)
    #: The rules of its static abilities, for the engine's questions about rules of one
    #: kind (what may shift onto it...), asked often.
    rules: tuple[StaticRule, ...] = field(init=False, compare=False, repr=False)
    steps: Effect = field(init=False, compare=False, repr=False)
    #: Whether its text asks its ¤ as it left play ("the ¤ he had in play", 6.7.7): only
    #: then does the card keep it (`Card.had_strength`).
    remembers_strength: bool = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "remembers_strength", _asks_strength_had(self.abilities))
        triggered = tuple(t for a in self.abilities if isinstance(a, Triggered) for t in a.split())
        object.__setattr__(self, "triggered", triggered)
        object.__setattr__(self, "trigger_kinds", frozenset(t.on for t in triggered))
        activated = tuple(a for a in self.abilities if isinstance(a, Activated))
        object.__setattr__(self, "activated", activated)
        statics = tuple(e for a in self.abilities if isinstance(a, Static) for e in a.effects)
        object.__setattr__(self, "statics", statics)
        grants = tuple(g for a in self.abilities if isinstance(a, Static) for g in a.grants)
        object.__setattr__(self, "grants", grants)
        rules = tuple(a.rule for a in self.abilities if isinstance(a, Static))
        object.__setattr__(self, "rules", rules)
        object.__setattr__(self, "steps", lower(self.effect))


__all__ = [
    "DURING",
    "ONCE_WORDS",
    "Ability",
    "Activated",
    "Applies",
    "Behaviour",
    "CantChallengeThem",
    "Cost",
    "EntersExerted",
    "EntersWithDamage",
    "FreeToPlay",
    "Grants",
    "Have",
    "HaveHere",
    "InkMore",
    "NextCostsLess",
    "Once",
    "PayLess",
    "Provided",
    "Static",
    "StaticEffect",
    "StaticRule",
    "Triggered",
]
