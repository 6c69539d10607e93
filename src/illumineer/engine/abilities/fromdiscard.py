"""Playing a card from the discard: "you may play it from your discard. (You pay all
costs.)", "that player may play a character from their discard for free", "you may play a
song card with cost 4 or less from your discard for free, then put it on the bottom of your
deck instead of into your discard".

A card played from the discard is played (4.3.3) like any other: mid-effect its triggers
wait and an action resolves after the effect that played it (6.7.8, 6.7.8.1). "For free"
ignores every cost (6.1.7); otherwise its owner pays them all, with every payment modifier
(4.3.2), and a "may" they cannot pay counts as "no" (6.1.4.1). An ability of a card in the
discard works there when its text says so (6.1.12: "when you discard this card").

>>> from illumineer.engine.abilities.phrasing import english
>>> english(YouDiscardThis())
'you discard this card'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from illumineer.engine.abilities.ability import StaticEffect, StaticRule
from illumineer.engine.abilities.choosing import OnCards
from illumineer.engine.abilities.core import (
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
from illumineer.engine.abilities.players import Players, TheirPlayer
from illumineer.engine.abilities.targets import Pronoun, That, This
from illumineer.engine.abilities.triggers import Intro, Trigger
from illumineer.engine.vocabulary import Afterwards, EventKind, PromptKind, Stat, Zone
from illumineer.engine.why import Act


def _in_discard(fx: Facts, target: Target) -> list[CardView]:
    """The cards a reference names, in the discard: this card, the card the event is
    about, wherever they went ("play it from your discard")."""
    if isinstance(target, This):
        cards: Sequence[CardView] = [fx.me()]
    elif isinstance(target, That):
        event = fx.event
        cards = [] if event is None or event.card < 0 else [fx.card(event.card)]
    else:
        cards = target.cards(fx)
    return [card for card in cards if card.zone is Zone.DISCARD]


@dataclass(frozen=True, slots=True)
class PlayFromDiscard(Step):
    """ "(You may) play it from your discard. (You pay all costs.)": its owner plays the
    card from their discard, paying its cost; possible only with the ink ready (6.1.4.1).
    `free`: "(you may) play this card from your discard for free" (6.1.7), said of the
    ability's own card only ("play it ... for free" is the card discarded this way)."""

    target: Target
    free: bool = False
    act = Act.MOVE
    PHRASES = (
        Phrase("play this card from your discard for free", free=True,
               target=This(Pronoun.CARD)),
        Phrase("play {target} from your discard"),
    )

    def possible(self, fx: Effects) -> bool:
        return any(self.free or fx.ready_ink(card.owner) >= fx.cost(card)
                   for card in _in_discard(fx, self.target))  # fmt: skip

    def run(self, fx: Effects) -> Prompt | None:
        for card in _in_discard(fx, self.target):
            if self.free:
                fx.play_for_free(card, player=card.owner)
            elif not fx.play_paying(card):
                fx.set_undone(True)
        return None


@dataclass(frozen=True, slots=True)
class PlayDiscardedFree(Step):
    """ "(If you discarded a location card this way, you may) play it from your discard
    for free": the card an instruction of this effect discarded."""

    PHRASES = (Phrase("play it from your discard for free"),)

    def possible(self, fx: Effects) -> bool:
        return any(fx.card(i).zone is Zone.DISCARD for i in fx.this_way)

    def run(self, fx: Effects) -> Prompt | None:
        for card_id in fx.this_way:
            card = fx.card(card_id)
            if card.zone is Zone.DISCARD:
                fx.play_for_free(card)
        return None


@dataclass(frozen=True, slots=True)
class PlayFreeThenBottom(OnCards):
    """ "Play a song card with cost 4 or less from your discard for free, then put it on
    the bottom of your deck instead of into your discard" (an action played this way ends
    on the bottom of its owner's deck)."""

    target: Target
    that_action: bool = False  # said "then put that action card ..."
    act = Act.MOVE
    FROM: ClassVar[Zone] = Zone.HAND
    PHRASES = (
        Phrase("play {target} for free, then put it on the bottom of your deck instead of into "
               "your discard"),
        Phrase("play {target} for free, then put that action card on the bottom of your deck "
               "instead of into your discard", that_action=True),
    )

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            if card.zone is not Zone.PLAY:
                fx.play_for_free(card, afterwards=Afterwards.DECK_BOTTOM)
        return None


@dataclass(frozen=True, slots=True)
class TheyMayPlayFree(Step):
    """ "That player may play a character from their discard for free": that player
    chooses one of the cards of their discard the description names, or none."""

    cards: Cards
    players: Players = TheirPlayer()
    PHRASES = (Phrase("{players} may play {cards} from their discard for free"),)

    @property
    def says_may(self) -> bool:
        return True

    def run(self, fx: Effects) -> Prompt | None:
        seats = self.players.seats(fx)
        if not seats:
            return None
        options = tuple(card.id for card in fx.cards(seats[0], Zone.DISCARD)
                        if self.cards.matches(fx, card))  # fmt: skip
        if not options:
            return None
        return Prompt(seats[0], PromptKind.CHOOSE, options, optional=True)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None:
            card = fx.card(choice)
            fx.play_for_free(card, player=card.owner)
        return True


@dataclass(frozen=True, slots=True)
class YouDiscardThis(Trigger):
    """ "(During your turn,) when you discard this card": from the hand, by its owner; the
    ability works from the discard it went to (6.1.12)."""

    intro: Intro = field(default=Intro.WHEN, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.DISCARD
    PHRASES = (Phrase("you discard this card"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        return (event is not None and event.player == facts.controller
                and facts.source in (event.cards or (event.card,)))  # fmt: skip


@dataclass(frozen=True, slots=True)
class ThatNamed(Condition):
    """ "That character is named Tod": the card chosen earlier in the effect has the name
    (5.2.6)."""

    name: str
    PHRASES = (Phrase("that character is named {name:name}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return any(facts.card(i).definition.has_name(self.name) for i in facts.chosen)


@dataclass(frozen=True, slots=True)
class MayPlayFromDiscard(StaticRule):
    """ "You may play characters from your discard. If you do, they enter play exerted.
    (You pay all costs.)": while it applies, its controller may play those cards from their
    discard as from their hand (4.3.2), paying their cost."""

    cards: Cards
    exerted: bool = False
    PHRASES = (
        Phrase("you may play {cards} from your discard. if you do, they enter play exerted",
               exerted=True),
        Phrase("you may play {cards} from your discard"),
    )

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        applies = _InYourDiscard(self.cards, condition)
        effects = [StaticEffect(Stat.PLAY_FROM_DISCARD, applies)]
        if self.exerted:
            effects.append(StaticEffect(Stat.FROM_DISCARD_EXERTED, applies))
        return tuple(effects)


@dataclass(frozen=True, slots=True)
class _InYourDiscard:
    """A permission's reach: the cards described in its controller's discard, while the
    condition holds."""

    cards: Cards
    condition: Condition | None

    def __call__(self, facts: Facts, card: CardView) -> bool:
        if card.zone is not Zone.DISCARD or card.owner != facts.controller:
            return False
        if self.condition is not None and not self.condition(facts, card):
            return False
        return self.cards.matches(facts, card)


__all__ = ["MayPlayFromDiscard", "PlayDiscardedFree", "PlayFreeThenBottom", "PlayFromDiscard",
           "ThatNamed", "TheyMayPlayFree", "YouDiscardThis"]  # fmt: skip
