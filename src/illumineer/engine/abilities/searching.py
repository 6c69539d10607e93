"""Searching a deck and what goes with it: "search your deck for a Hunny card, reveal it,
and put it in your hand", "shuffle your deck", "put the top 2 cards of your deck into your
discard".

A search looks through a private zone: the searching player sees every card of their deck
(their knowledge of it is exact: each card's `known`), may fail to find (7.1.4), and shows
the card found to everyone. A shuffle leaves nobody knowing any position (7.2.2).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(ShuffleDeck()), english(MillTop(2))
('shuffle your deck', 'put the top 2 cards of your deck into your discard')
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effects, Prompt, Step, Target
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.targets import Looked, Pronoun
from illumineer.engine.vocabulary import PromptKind, Zone


@dataclass(frozen=True, slots=True)
class SearchDeck(Step):
    """ "Search your deck for [a card], reveal it, and put it in your hand": the controller
    looks through their deck and takes one card the description names, or none (7.1.4:
    a private zone's search may fail to find). What follows "if you do" or "to" happens
    only if a card was found. `to_all`: "reveal that card to all players, and put it into
    your hand". `kept`: "search your deck for [a card] and reveal that card (`it`: "it") to
    all players": the card stays in the deck, known to all, for the step after it.
    `then_shuffle`: "search your deck for any card, put that card into your hand, then shuffle
    your deck" (the card is not revealed: "any card" shows nothing about it)."""

    cards: Cards
    to_all: bool = False
    kept: bool = False
    it: bool = False
    then_shuffle: bool = False
    PHRASES = (
        Phrase("search your deck for {cards}, put that card into your hand, then shuffle your "
               "deck", then_shuffle=True),
        Phrase("search your deck for {cards}, reveal that card to all players, and put it into "
               "your hand", to_all=True),
        Phrase("search your deck for {cards}, reveal it, and put it in your hand"),
        Phrase("search your deck for {cards} and reveal it to all players", to_all=True,
               kept=True, it=True),
        Phrase("search your deck for {cards} and reveal that card to all players", to_all=True,
               kept=True),
    )

    def run(self, fx: Effects) -> Prompt | None:
        deck = fx.cards(fx.controller, Zone.DECK)
        for card in deck:
            fx.reveal(card, fx.controller)
        options = tuple(card.id for card in reversed(deck) if self.cards.matches(fx, card))
        if not options:
            self._not_found(fx)
            return None
        return Prompt(fx.controller, PromptKind.CHOOSE, options, optional=True)

    def _not_found(self, fx: Effects) -> None:
        fx.set_undone(True)  # failed to find: nothing "if you do"
        if self.kept or self.then_shuffle:  # the searcher saw the deck: the shuffle is left
            fx.shuffle_deck(fx.controller)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is None:
            self._not_found(fx)
            return True
        card = fx.card(choice)
        if not self.then_shuffle:  # "reveal it": no reveal is said with "any card"
            fx.reveal(card)
        if self.kept:  # it stays in the deck, for "put that card on top of it" (`OnTopAgain`)
            fx.set_looked((card.id,))
            return True
        fx.put_into(card, Zone.HAND)
        if self.then_shuffle:
            fx.shuffle_deck(fx.controller)
        return True


@dataclass(frozen=True, slots=True)
class ShuffleDeck(Step):
    """ "Shuffle your deck" (7.2.2: afterwards nobody knows any card's place)."""

    PHRASES = (Phrase("shuffle your deck"),)

    def run(self, fx: Effects) -> Prompt | None:
        fx.shuffle_deck(fx.controller)
        return None


@dataclass(frozen=True, slots=True)
class MillTop(Step):
    """ "Put the top N cards of your deck into your discard" (faceup: everyone sees them;
    one instruction, one event), the cards put there this way remembered."""

    amount: int
    PHRASES = (
        Phrase("put the top card of your deck into your discard", amount=1),
        Phrase("put the top {amount} cards of your deck into your discard"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        milled = list(reversed(fx.cards(fx.controller, Zone.DECK)))[: self.amount]
        fx.mill(milled)  # "for each item card put into your discard this way"
        fx.set_this_way((*fx.this_way, *(card.id for card in milled)))
        return None


__all__ = ["MillTop", "SearchDeck", "ShuffleDeck"]


@dataclass(frozen=True, slots=True)
class TakeIt(Step):
    """ "Put that card into your hand", "put it into your hand": the card looked at or
    revealed goes to its owner's hand (not a draw, 1.12.3)."""

    target: Target = Looked(Pronoun.IT)
    PHRASES = (
        Phrase("put that card into your hand", target=Looked(Pronoun.CARD)),
        Phrase("put it into your hand", target=Looked(Pronoun.IT)),
    )

    def run(self, fx: Effects) -> Prompt | None:
        taken = [card for card in self.target.cards(fx) if card.zone is not Zone.HAND]
        for card in taken:
            fx.put_into(card, Zone.HAND)
        fx.set_looked(tuple(i for i in fx.looked if i not in {card.id for card in taken}))
        return None


__all__ += ["TakeIt"]


@dataclass(frozen=True, slots=True)
class OnTopAgain(Step):
    """ "Shuffle your deck and put that card on top of it": after a search that kept the card
    found in the deck (`SearchDeck.kept`), the deck is shuffled (7.2.2) and that card put on
    top, where everyone knows it (it was revealed to all). A search that found nothing has
    already shuffled the deck; with no search (a "may" declined, a condition unmet) nothing
    happens."""

    PHRASES = (Phrase("shuffle your deck and put that card on top of it"),)

    def run(self, fx: Effects) -> Prompt | None:
        found = [card for card in Looked(Pronoun.CARD).cards(fx) if card.zone is Zone.DECK]
        if not found:
            return None
        fx.shuffle_deck(fx.controller)
        for card in found:
            fx.put_on_deck(card, bottom=False)
            fx.reveal(card)
        fx.set_looked(())
        return None


__all__ += ["OnTopAgain"]
