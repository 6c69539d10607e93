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
from illumineer.engine.vocabulary import EventKind


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
        amount = max(0, amount_of(self.amount, fx, fx.me()))
        for seat in self.players.seats(fx):
            fx.get_drops(seat, amount)
        return None


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
    PHRASES = (Phrase("you removed an ink drop to play {target}"),)

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


__all__ = ["GetDrops", "GotDrop", "HaveDrop", "RemovedDrop", "RemovesDrop", "YouAndAnother"]
