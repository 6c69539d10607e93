"""Drawing up to a hand size: "each player with fewer than 3 cards in their hand draws until
they have 3".

Each player named draws one card at a time (1.12.2) until their hand holds that many; a
player whose deck runs out stops with fewer (drawing from an empty deck does nothing).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(DrawUntil(FewerInHand(3), 3))
'each player with fewer than 3 cards in their hand draws until they have 3'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.conditions import MoreCardsInHand
from illumineer.engine.abilities.core import Effects, Facts, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.players import Players
from illumineer.engine.vocabulary import Zone


@dataclass(frozen=True, slots=True)
class FewerInHand(Players):
    """ "each player with fewer than N cards in their hand", in turn order from the active
    player (1.6.2)."""

    count: int
    PHRASES = (Phrase("each player with fewer than {count} cards in their hand"),)

    def seats(self, facts: Facts) -> tuple[int, ...]:
        first = facts.active
        return tuple(seat for seat in (first, 1 - first)
                     if len(facts.cards(seat, Zone.HAND)) < self.count)  # fmt: skip


@dataclass(frozen=True, slots=True)
class WhoseTurn(Players):
    """ "they", after "at the end of each player's turn": the player whose turn it is. Said
    only inside the phrases that fix it (a bare "they" names other players elsewhere)."""

    def seats(self, facts: Facts) -> tuple[int, ...]:
        return (facts.active,)

    @property
    def plural(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class DrawUntil(Step):
    """ "... draws until they have N": each player named draws the cards their hand lacks
    of N (none, if it holds N or more)."""

    players: Players
    count: int
    PHRASES = (
        Phrase("they draw until they have {count}", players=WhoseTurn()),
        Phrase("{players} {draws|draw} until they have {count}"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        for seat in self.players.seats(fx):
            lacking = self.count - len(fx.cards(seat, Zone.HAND))
            if lacking > 0:
                fx.draw(seat, lacking)
        return None


@dataclass(frozen=True, slots=True)
class MoreInHandThanYou(MoreCardsInHand):
    """ "chosen opponent has more cards in their hand than you": `MoreCardsInHand` said so (a
    game of two has one opponent to choose, 1.3.5)."""

    PHRASES = (Phrase("chosen opponent has more cards in their hand than you"),)


@dataclass(frozen=True, slots=True)
class DrawToMatch(Step):
    """ "Draw cards until you have the same number": you draw until your hand holds as many
    cards as the opponent's."""

    PHRASES = (Phrase("draw cards until you have the same number"),)

    def run(self, fx: Effects) -> Prompt | None:
        me = fx.controller
        lacking = len(fx.cards(1 - me, Zone.HAND)) - len(fx.cards(me, Zone.HAND))
        if lacking > 0:
            fx.draw(me, lacking)
        return None


__all__ = ["DrawToMatch", "DrawUntil", "FewerInHand", "MoreInHandThanYou", "WhoseTurn"]
