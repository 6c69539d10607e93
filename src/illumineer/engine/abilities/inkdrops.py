"""The words of ink drops (set 14): "get 1 ink drop", "you and another chosen player each get
1 ink drop", "while you have an ink drop", "unless you got an ink drop this turn", "if you
removed an ink drop to play her", "whenever you remove an ink drop".

What a drop is and how it pays is the engine's (engine/inkdrops.py); these words get drops
and read what the turn remembers of them.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(GetDrops(2)), english(HaveDrop())
('get 2 ink drops', 'you have an ink drop')
"""

from __future__ import annotations

from dataclasses import dataclass, field

from illumineer.engine.abilities.ability import StaticEffect, StaticRule
from illumineer.engine.abilities.core import (
    Amount,
    CardView,
    Condition,
    Effects,
    Facts,
    Prompt,
    Step,
    Target,
    amount_of,
)
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.players import Players, You
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro, Trigger
from illumineer.engine.vocabulary import EventKind, PromptKind, Zone


@dataclass(frozen=True, slots=True)
class YouAndAnother(Players):
    """ "you and another chosen player": in a game of two, you and your opponent (a player
    is no card: nothing stops choosing them)."""

    PHRASES = (Phrase("you and another chosen player"),)

    def seats(self, facts: Facts) -> tuple[int, ...]:
        return (facts.controller, 1 - facts.controller)

    @property
    def plural(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class GetDrops(Step):
    """ "Get 1 ink drop", "each player gets 1 ink drop", "you and another chosen player
    each get 1 ink drop": each of the players gets that many drops."""

    amount: Amount = 1
    players: Players = You()
    PHRASES = (
        Phrase("get 1 ink drop", amount=1, players=You()),
        Phrase("get {amount} ink drops", players=You()),
        Phrase("{players} each get 1 ink drop", amount=1, players=YouAndAnother()),
        Phrase("{players} {gets|get} 1 ink drop", amount=1),
        Phrase("{players} {gets|get} {amount} ink drops"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        # Seat by seat; a player whose "if you would get an ink drop ... instead" applies is
        # asked once per drop. The queue keeps (the seat's place, the drops left to get).
        seats = self.players.seats(fx)
        amount = max(0, amount_of(self.amount, fx, fx.me()))
        place, left = fx.queue if fx.queue else (0, amount)
        while place < len(seats):
            seat = seats[place]
            if left and replaces_drops(fx, seat):
                fx.set_queue((place, left))
                return Prompt(seat, PromptKind.MAY)
            fx.get_drops(seat, left)
            place, left = place + 1, amount
        fx.set_queue(None)
        return None

    def answer(self, fx: Effects, choice: int | None) -> bool:
        place, left = fx.queue or (0, 0)
        seat = self.players.seats(fx)[place]
        if choice:
            fx.put_into(fx.cards(seat, Zone.DECK)[-1], Zone.INKWELL, exerted=True)
        else:
            fx.get_drops(seat, 1)
        if left > 1:
            fx.set_queue((place, left - 1))
        else:
            fx.set_queue((place + 1, max(0, amount_of(self.amount, fx, fx.me()))))
        return False  # run again: the next drop, or the next player


@dataclass(frozen=True, slots=True)
class InkInstead(StaticRule):
    """ "If you would get an ink drop, you may put the top card of your deck into your
    inkwell facedown and exerted instead" (6.5: a replacement, asked of its player for each
    drop as `GetDrops` gives it; not while their deck is empty)."""

    PHRASES = (
        Phrase("if you would get an ink drop, you may put the top card of your deck into your "
               "inkwell facedown and exerted instead"),
    )

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return ()  # read where drops are got (`replaces_drops`), not a derived value


def replaces_drops(facts: Facts, seat: int) -> bool:
    """Whether `seat` may put the top card of their deck into their inkwell instead of
    getting an ink drop: a card of theirs in play says so, and their deck has a card."""
    if not facts.cards(seat, Zone.DECK):
        return False
    for card in facts.cards(seat, Zone.PLAY):
        behaviour = card.definition.behaviour
        if behaviour is not None and any(
            isinstance(getattr(ability, "rule", None), InkInstead)
            for ability in behaviour.abilities
        ):
            return True
    return False


@dataclass(frozen=True, slots=True)
class DiscardOrDrop(Step):
    """ "Each opponent may choose and discard a card. For each opponent who doesn't, get 1
    ink drop": the opponent says yes or no (a player with no card in hand can't, so
    doesn't); yes, then which card; no, and you get the drop. The step keeps where it is in
    the resolution's queue: (1,) once the opponent said yes."""

    PHRASES = (
        Phrase("each opponent may choose and discard a card. for each opponent who doesn't, "
               "get 1 ink drop"),
    )

    @property
    def says_may(self) -> bool:
        return True

    def run(self, fx: Effects) -> Prompt | None:
        them = 1 - fx.controller
        hand = tuple(card.id for card in fx.cards(them, Zone.HAND))
        if fx.queue:  # said yes: which card
            return Prompt(them, PromptKind.CHOOSE, hand)
        if not hand:
            fx.get_drops(fx.controller, 1)
            return None
        return Prompt(them, PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if fx.queue:
            fx.set_queue(None)
            if choice is not None:
                fx.discard([fx.card(choice)])
            return True
        if choice:
            fx.set_queue((1,))
            return False  # run again: which card
        fx.get_drops(fx.controller, 1)
        return True


@dataclass(frozen=True, slots=True)
class HaveDrop(Condition):
    """ "you have an ink drop"."""

    PHRASES = (Phrase("you have an ink drop"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return facts.drops(facts.controller) > 0


@dataclass(frozen=True, slots=True)
class GotDrop(Condition):
    """ "you got an ink drop this turn"."""

    PHRASES = (Phrase("you got an ink drop this turn"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return facts.got_drops(facts.controller) > 0


@dataclass(frozen=True, slots=True)
class RemovedDrop(Condition):
    """ "you removed an ink drop to play her", "... to play this action": the card was paid
    for, as it was last played this turn, with a drop removed."""

    target: Target = This()
    action: bool = False  # said "this action" (an action's own card)
    PHRASES = (
        Phrase("you removed an ink drop to play this action", action=True),
        Phrase("you removed an ink drop to play {target}"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        cards = self.target.cards(facts)
        return bool(cards) and all(facts.paid_with_drops(c) for c in cards)


@dataclass(frozen=True, slots=True)
class RemovesDrop(Trigger):
    """ "you remove an ink drop": each drop removed is one event."""

    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.DROPS_REMOVED
    PHRASES = (Phrase("you remove an ink drop"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        return event is not None and event.player == facts.controller


__all__ = ["DiscardOrDrop", "GetDrops", "GotDrop", "HaveDrop", "InkInstead", "RemovedDrop",
           "RemovesDrop", "YouAndAnother", "replaces_drops"]  # fmt: skip
