"""What happened earlier this turn to discards and damage (`GameState.noted`, read through
`Facts.noted`): "if 2 or more cards were put into your discard this turn", "if you discarded
a card this turn", "if a card left a player's discard this turn", "if you removed damage from
a character this turn".

A card is put into a discard however it gets there (banished, discarded, an action or song
resolved, put there from a deck); it leaves a discard however it goes (played, returned to a
hand, put into an inkwell, on the bottom of a deck, shuffled into one). The turn forgets
all of it as it ends.

>>> from illumineer.engine.abilities.filters import Cards, Det, Kind
>>> from illumineer.engine.abilities.phrasing import english
>>> english(PutIntoDiscard(Cards(det=Det.NUMBER, count=2, kinds=(Kind.CARD,))))
'2 or more cards were put into your discard this turn'
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from illumineer.engine.abilities.core import CardView, Condition, Facts, Quantity
from illumineer.engine.abilities.filters import Cards, Det
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.triggers import Intro, Trigger
from illumineer.engine.vocabulary import EventKind, Noted


def _cards(facts: Facts, what: Noted, player: int | None) -> Iterator[int]:
    """The cards of what the turn noted of `what`, `player`'s (anyone's: None), each once."""
    seen: set[int] = set()
    for kind, who, card, _ in facts.noted():
        if kind is what and (player is None or who == player) and card not in seen:
            seen.add(card)
            yield card


def _enough(cards: Cards, found: int) -> bool:
    return found >= (cards.count if cards.det is Det.NUMBER else 1)


@dataclass(frozen=True, slots=True)
class PutIntoDiscard(Condition):
    """ "2 or more cards were put into your discard this turn", "2 or more other cards were
    put into your discard this turn" (other: not the ability's own card): into the
    controller's discard, from anywhere, this turn."""

    cards: Cards
    PHRASES = (Phrase("{cards} were put into your discard this turn"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        found = sum(1 for i in _cards(facts, Noted.PUT_INTO_DISCARD, facts.controller)
                    if self.cards.matches(facts, facts.card(i)))  # fmt: skip
        return _enough(self.cards, found)


@dataclass(frozen=True, slots=True)
class DiscardedThisTurn(Condition):
    """ "you discarded a card this turn": the controller discarded a card from their hand
    (7.3.4), by an effect or to pay a cost."""

    PHRASES = (Phrase("you discarded a card this turn"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return any(True for _ in _cards(facts, Noted.DISCARDED, facts.controller))


@dataclass(frozen=True, slots=True)
class LeftDiscard(Condition):
    """ "a card left a player's discard this turn", "1 or more cards have left a player's
    discard this turn": any player's discard, however the card left it."""

    cards: Cards
    have: bool = False  # "... have left ..."
    PHRASES = (
        Phrase("{cards} have left a player's discard this turn", have=True),
        Phrase("{cards} left a player's discard this turn"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        found = sum(1 for i in _cards(facts, Noted.LEFT_DISCARD, None)
                    if self.cards.matches(facts, facts.card(i)))  # fmt: skip
        return _enough(self.cards, found)


@dataclass(frozen=True, slots=True)
class RemovedDamage(Condition):
    """ "you removed damage from a character this turn", "you removed 1 or more damage from
    one of your characters this turn": the controller removed damage from a card the
    description names (`amount`: at least that much in all)."""

    cards: Cards
    amount: int | None = None
    PHRASES = (
        Phrase("you removed {amount} or more damage from {cards} this turn"),
        Phrase("you removed damage from {cards} this turn"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        removed = sum(amount for kind, who, i, amount in facts.noted()
                      if kind is Noted.DAMAGE_REMOVED and who == facts.controller
                      and self.cards.matches(facts, facts.card(i)))  # fmt: skip
        return removed >= (1 if self.amount is None else self.amount)


@dataclass(frozen=True, slots=True)
class LeavesDiscard(Trigger):
    """ "a card leaves your discard": however it leaves (played, returned, put on a deck or
    into an inkwell)."""

    subject: Cards
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.LEFT_DISCARD
    PHRASES = (Phrase("{subject} leaves your discard"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return card.owner == facts.controller and self.subject.matches(facts, card)


@dataclass(frozen=True, slots=True)
class DamageRemoved(Quantity):
    """After "for each": "1 damage removed", the damage removed that the triggering event
    says ("whenever you remove damage from one of your characters, gain 1 lore for each 1
    damage removed")."""

    PER = (Phrase("1 damage removed"),)

    def value(self, facts: Facts, card: CardView) -> int:
        event = facts.event
        return 0 if event is None or event.kind is not EventKind.DAMAGE_REMOVED else event.amount


@dataclass(frozen=True, slots=True)
class RemovedThisWay(Condition):
    """ "you removed damage this way": an instruction before it in this resolution removed
    damage (the count it keeps, `Facts.number`, 6.1.8)."""

    PHRASES = (Phrase("you removed damage this way"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return facts.number > 0


__all__ = [
    "DamageRemoved",
    "DiscardedThisTurn",
    "LeavesDiscard",
    "LeftDiscard",
    "PutIntoDiscard",
    "RemovedDamage",
    "RemovedThisWay",
]
