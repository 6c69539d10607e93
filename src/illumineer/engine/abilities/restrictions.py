"""Restrictions and requirements on players and characters (1.2.1, 1.2.2): "opponents
can't play actions", "can't challenge and must quest during their next turn if able",
"opponents must choose this character for actions and abilities if able", Adventurous.

The engine's side is `engine/restrictions.py` (what can't be played, what must quest) and
`Choose` (what must be chosen, 6.7.3).

>>> from illumineer.engine.abilities.filters import Cards, Det, Kind
>>> from illumineer.engine.abilities.phrasing import english
>>> english(BanPlay(Cards(Det.PLAIN, (Kind.ACTION,))))
"opponents can't play actions until the start of your next turn"
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from illumineer.engine.abilities.ability import Applies, StaticEffect, StaticRule
from illumineer.engine.abilities.changes import Change
from illumineer.engine.abilities.choosing import OnCards
from illumineer.engine.abilities.core import (
    Amount,
    CardView,
    Condition,
    Effects,
    Facts,
    Prompt,
    Step,
    Target,
)
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.steps import LASTING, Lasting
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.words import register_enum
from illumineer.engine.vocabulary import Affects, Duration, Keyword, Stat
from illumineer.engine.why import Act


class Order(IntEnum):
    """Where a "must quest" says its duration."""

    LASTING_THEN_ABLE = 0  # "must quest during their next turn if able"
    ABLE_THEN_LASTING = 1  # "must quest if able during their next turn"
    LASTING_FIRST = 2  # "until the start of your next turn, ... must quest if able"


class Whom(IntEnum):
    """Who a "can't play" restricts."""

    YOU = 0
    OPPONENTS = 1


register_enum(Order, Whom)


@dataclass(frozen=True, slots=True)
class MustQuest(OnCards):
    """ "Chosen opposing character can't challenge and must quest during their next turn if
    able" (1.2.1, 1.2.2): for the duration, it can't challenge, and its player can't end
    the turn while it could quest (engine/restrictions.py)."""

    target: Target
    lasting: Lasting = Lasting.THEIR_NEXT_TURN
    order: Order = Order.LASTING_THEN_ABLE
    act = Act.MODIFY
    PHRASES = (
        Phrase("until the start of your next turn, {target:subject} can't challenge and must "
               "quest if able", lasting=Lasting.UNTIL_YOUR_NEXT_TURN, order=Order.LASTING_FIRST),
        Phrase("{target:subject} can't challenge and must quest if able {lasting:lasting}",
               order=Order.ABLE_THEN_LASTING),
        Phrase("{target:subject} can't challenge and must quest {lasting:lasting} if able"),
    )

    @property
    def lasts_this_turn(self) -> bool:
        return LASTING[self.lasting][1] is Duration.THIS_TURN

    def run(self, fx: Effects) -> Prompt | None:
        duration = LASTING[self.lasting][1]
        for card in self.target.cards(fx):
            fx.modify(card, Stat.CANT_CHALLENGE, 1, duration)
            fx.modify(card, Stat.MUST_QUEST, 1, duration)
        return None


@dataclass(frozen=True, slots=True)
class BanPlay(Step):
    """ "Opponents can't play actions until the start of your next turn" (1.2.2): a
    restriction on the opponent from a resolved effect."""

    cards: Cards
    lasting: Lasting = Lasting.UNTIL_YOUR_NEXT_TURN
    PHRASES = (Phrase("opponents can't play {cards} {lasting:lasting}"),)

    @property
    def lasts_this_turn(self) -> bool:
        return LASTING[self.lasting][1] is Duration.THIS_TURN

    def run(self, fx: Effects) -> Prompt | None:
        fx.ban(1 - fx.controller, self.cards, LASTING[self.lasting][1])
        return None


@dataclass(frozen=True, slots=True)
class ReadyNoMore(Step):
    """ "Each opponent can't ready more than 1 of their characters at the start of their
    next turn" (3.2.1.1, 1.2.2): in their next Ready step, each opponent chooses which `most`
    of their exerted characters ready; the rest stay exerted (`rules/turn.py`)."""

    most: int = 1
    PHRASES = (Phrase("each opponent can't ready more than {most} of their characters at the "
                      "start of their next turn"),)

    def run(self, fx: Effects) -> Prompt | None:
        fx.limit_ready(1 - fx.controller, self.most)
        return None


@dataclass(frozen=True, slots=True)
class _Unplayable:
    """A "can't play" rule's reach: the card itself (from the hand), or the cards described
    when the restricted player plays them."""

    whom: Whom
    cards: Target
    condition: Condition | None

    def __call__(self, facts: Facts, card: CardView) -> bool:
        if self.condition is not None and not self.condition(facts, card):
            return False
        if isinstance(self.cards, This):
            return card.id == facts.source
        if not isinstance(self.cards, Cards) or not self.cards.matches(facts, card):
            return False
        return (card.owner != facts.controller) == (self.whom is Whom.OPPONENTS)


@dataclass(frozen=True, slots=True)
class CantPlay(StaticRule):
    """ "Opponents can't play actions with cost 4 or more", "you can't play this character
    (unless ...)" (1.2.2): while the ability applies, those cards can't be played."""

    cards: Target
    whom: Whom = Whom.OPPONENTS
    PHRASES = (
        Phrase("you can't play {cards:target}", whom=Whom.YOU),
        Phrase("opponents can't play {cards:target}"),
    )

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        own = isinstance(self.cards, This)
        applies = _Unplayable(self.whom, self.cards, condition)
        return (StaticEffect(Stat.CANT_BE_PLAYED, applies, from_hand=own),)


@dataclass(frozen=True, slots=True)
class MustBeChosen(StaticRule):
    """ "Opponents must choose this character for actions and abilities if able" (6.7.3):
    an opponent's choice for an effect must pick it while it is a legal choice."""

    subject: Target = This()
    PHRASES = (Phrase("opponents must choose {subject:target} for actions and abilities "
                      "if able"),)  # fmt: skip

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return (StaticEffect(Stat.MUST_BE_CHOSEN, Applies(self.subject, condition)),)


class ReadyWhen(IntEnum):
    """Which Ready step a "can't ready at the start of ..." names (3.2.1.1)."""

    YOUR_TURN = 0  # "at the start of your turn"
    THEIR_PLAYERS_TURNS = 1  # "at the start of their players' turns"


register_enum(ReadyWhen)


@dataclass(frozen=True, slots=True)
class CantReadyAtStart(Change):
    """ "can't ready at the start of your turn" (3.2.1.1: the Ready step passes it by;
    an effect may still ready it)."""

    when: ReadyWhen = ReadyWhen.YOUR_TURN
    PHRASES = (
        Phrase("can't ready at the start of their players' turns",
               when=ReadyWhen.THEIR_PLAYERS_TURNS),
        Phrase("can't ready at the start of your turn"),
    )

    def effects(self) -> tuple[tuple[Affects, Amount], ...]:
        return ((Stat.CANT_READY, 1),)


@dataclass(frozen=True, slots=True)
class Taunt(OnCards):
    """ "Until the start of your next turn, chosen opposing character gains Reckless and, if
    you have 2 or more opponents, can't challenge your characters or locations": in a game
    of two (9.1: multiplayer is three or more), only Reckless."""

    target: Target
    act = Act.MODIFY
    PHRASES = (Phrase("until the start of your next turn, {target:subject} {gains|gain} "
                      "Reckless and, if you have 2 or more opponents, can't challenge your "
                      "characters or locations"),)  # fmt: skip

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            fx.modify(card, Keyword.RECKLESS, 1, Duration.UNTIL_YOUR_NEXT_TURN)
        return None


@dataclass(frozen=True, slots=True)
class OneChallenger(StaticRule):
    """ "Each turn, only one character can challenge" (1.2.2): once a character has
    challenged this turn, no other can."""

    PHRASES = (Phrase("each turn, only one character can challenge"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return (StaticEffect(Stat.ONE_CHALLENGER, Applies(This(), condition)),)


__all__ = ["BanPlay", "CantPlay", "CantReadyAtStart", "MustBeChosen", "MustQuest",
           "OneChallenger", "Order", "ReadyNoMore", "ReadyWhen", "Taunt", "Whom"]  # fmt: skip
