"""Inkwells compared and filled by players: "if an opponent has more cards in their inkwell
than you", "each player puts the top 2 cards of their deck into their inkwell facedown and
exerted", "chosen opponent may put the top card of their deck into their inkwell ...".

A card put into an inkwell by an effect goes facedown (7.5.6: nobody but its owner learns
it); "and exerted" says it can't pay this turn.

>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.players import EachPlayer
>>> english(PlayersInkTop(EachPlayer(), 2))
'each player puts the top 2 cards of their deck into their inkwell facedown and exerted'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Condition, Effects, Facts, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.players import Players
from illumineer.engine.vocabulary import PromptKind, Zone


@dataclass(frozen=True, slots=True)
class MoreInk(Condition):
    """ "an opponent has more cards in their inkwell than you"; `yours`: "you have more
    cards in your inkwell than each opposing player"."""

    yours: bool = False
    PHRASES = (
        Phrase("an opponent has more cards in their inkwell than you"),
        Phrase("you have more cards in your inkwell than each opposing player", yours=True),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        me, them = facts.controller, 1 - facts.controller
        mine = len(facts.cards(me, Zone.INKWELL))
        theirs = len(facts.cards(them, Zone.INKWELL))
        return mine > theirs if self.yours else theirs > mine


@dataclass(frozen=True, slots=True)
class PlayersInkTop(Step):
    """ "Each player puts the top 2 cards of their deck into their inkwell facedown and
    exerted", "that player puts the top card of their deck into their inkwell facedown";
    `may`: "chosen opponent may put ...", each player named saying yes or no for themself,
    in turn order."""

    players: Players
    amount: int = 1
    exerted: bool = True
    may: bool = False
    PHRASES = (
        Phrase("{players} may put the top card of their deck into their inkwell facedown and "
               "exerted", amount=1, may=True),
        Phrase("{players} {puts|put} the top card of their deck into their inkwell facedown "
               "and exerted", amount=1),
        Phrase("{players} {puts|put} the top {amount} cards of their deck into their inkwell "
               "facedown and exerted"),
        Phrase("{players} {puts|put} the top card of their deck into their inkwell facedown",
               amount=1, exerted=False),
    )

    @property
    def says_may(self) -> bool:
        return self.may

    def _next(self, fx: Effects) -> int | None:
        asked = fx.queue or ()
        return next((seat for seat in self.players.seats(fx) if seat not in asked), None)

    def _ink(self, fx: Effects, seat: int) -> None:
        deck = fx.cards(seat, Zone.DECK)
        for card in list(reversed(deck))[: self.amount]:  # the top card first
            fx.put_into(card, Zone.INKWELL, exerted=self.exerted)

    def run(self, fx: Effects) -> Prompt | None:
        if not self.may:
            for each in self.players.seats(fx):
                self._ink(fx, each)
            return None
        seat = self._next(fx)
        if seat is None:
            fx.set_queue(None)
            return None
        if not fx.cards(seat, Zone.DECK):  # nothing to put: no question (6.1.4.1)
            fx.set_queue((*(fx.queue or ()), seat))
            return self.run(fx)
        return Prompt(seat, PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        seat = self._next(fx)
        if seat is not None:
            if choice:
                self._ink(fx, seat)
            fx.set_queue((*(fx.queue or ()), seat))
        return False  # run again: the next player, or finish


__all__ = ["MoreInk", "PlayersInkTop"]
