"""Hand sizes at each turn's end: "at the end of each player's turn, if they have more than 2
cards in their hand, they choose and discard cards until they have 2. If they have fewer
than 2 cards in their hand, they draw until they have 2" (with `refill.DrawUntil`).

"They" is the player whose turn is ending (`refill.WhoseTurn`): the end-of-turn ability
resolves in that turn (3.4.1), so it is the active player. The discarding player chooses
the cards (7.3.4), one at a time, and discards them together (one instruction, one event,
6.2.1).

>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.refill import WhoseTurn
>>> english(HandSize(WhoseTurn(), 2))
'they have more than 2 cards in their hand'
>>> english(DiscardDownTo(WhoseTurn(), 2))
'they choose and discard cards until they have 2'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from illumineer.engine.abilities.core import CardView, Condition, Effects, Facts, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.players import Players
from illumineer.engine.abilities.refill import WhoseTurn
from illumineer.engine.abilities.triggers import Intro, Trigger
from illumineer.engine.vocabulary import EventKind, PromptKind, Zone


@dataclass(frozen=True, slots=True)
class EachTurnEnds(Trigger):
    """ "at the end of each player's turn": every turn's end, yours and theirs."""

    intro: Intro = field(default=Intro.AT, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.TURN_END
    PHRASES = (Phrase("at the end of each player's turn"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class HandSize(Condition):
    """ "they have more than N cards in their hand" (`fewer`: "fewer than N")."""

    players: Players
    count: int
    fewer: bool = False
    PHRASES = (
        Phrase("they have fewer than {count} cards in their hand", players=WhoseTurn(),
               fewer=True),
        Phrase("they have more than {count} cards in their hand", players=WhoseTurn()),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        sizes = [len(facts.cards(seat, Zone.HAND)) for seat in self.players.seats(facts)]
        if self.fewer:
            return any(size < self.count for size in sizes)
        return any(size > self.count for size in sizes)


@dataclass(frozen=True, slots=True)
class DiscardDownTo(Step):
    """ "... choose and discard cards until they have N": the first player named picks the
    cards beyond N in their hand, one at a time (kept in the resolution's work list), then
    discards them together."""

    players: Players
    count: int
    PHRASES = (Phrase("they choose and discard cards until they have {count}",
                      players=WhoseTurn()),)  # fmt: skip

    def _seat(self, fx: Effects) -> int | None:
        seats = self.players.seats(fx)
        return seats[0] if seats else None

    def run(self, fx: Effects) -> Prompt | None:
        seat = self._seat(fx)
        if seat is None:
            return None
        picked = fx.queue or ()
        hand = [card.id for card in fx.cards(seat, Zone.HAND)]
        if len(hand) - len(picked) <= self.count:
            fx.set_queue(None)
            return None
        return Prompt(seat, PromptKind.CHOOSE, tuple(i for i in hand if i not in picked))

    def answer(self, fx: Effects, choice: int | None) -> bool:
        seat = self._seat(fx)
        if choice is None or seat is None:
            return True
        picked = (*(fx.queue or ()), choice)
        if len(fx.cards(seat, Zone.HAND)) - len(picked) > self.count:
            fx.set_queue(picked)
            return False
        fx.set_queue(None)
        fx.discard([fx.card(i) for i in picked])
        return True


@dataclass(frozen=True, slots=True)
class MostInHand(Players):
    """ "the player or players with the most cards in their hands": each player whose hand
    is as big as the biggest (both, when tied), in turn order from the active player.

    An instruction for them is carried out one player at a time (`one_by_one`: the `nth`
    of them), and who they are is settled before the first acts: the cards this effect
    already discarded count as still in hand."""

    nth: int = field(default=-1, metadata={"said_by": "engine"})
    PHRASES = (Phrase("the player or players with the most cards in their hands"),)

    def seats(self, facts: Facts) -> tuple[int, ...]:
        first = facts.active
        order = (first, 1 - first)
        sizes = {seat: len(facts.cards(seat, Zone.HAND)) for seat in order}
        if self.nth >= 0:
            for card_id in facts.this_way:
                sizes[facts.card(card_id).owner] += 1
        most = max(sizes.values())
        tied = tuple(seat for seat in order if sizes[seat] == most)
        if self.nth < 0:
            return tied
        return tied[self.nth : self.nth + 1]

    @property
    def one_by_one(self) -> tuple[Players, ...]:
        return (MostInHand(nth=0), MostInHand(nth=1))

    @property
    def plural(self) -> bool:
        return True  # "choose and discard"


__all__ = ["DiscardDownTo", "EachTurnEnds", "HandSize", "MostInHand"]
