"""Instructions on the top of the deck and on playing cards from an effect: "look at the top
4 cards of your deck", "put the rest on the bottom of your deck in any order", "play a
character with cost 4 or less for free".

The cards looked at or revealed are the resolution's `looked` cards until an instruction
puts them somewhere; "it" and "the rest" refer to them (`Looked`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, unique
from typing import ClassVar

from illumineer.engine.abilities.choosing import OnCards
from illumineer.engine.abilities.core import Effects, Prompt, Step, Target
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.targets import Looked
from illumineer.engine.abilities.words import register_enum
from illumineer.engine.vocabulary import Afterwards, PromptKind, Zone
from illumineer.engine.why import Act


@dataclass(frozen=True, slots=True)
class LookAtTop(Step):
    """ "Look at the top N cards of your deck": the controller learns them; they stay there
    until a later instruction puts them somewhere."""

    amount: int
    PHRASES = (
        Phrase("look at the top card of your deck", amount=1),
        Phrase("look at the top {amount} cards of your deck"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        deck = fx.cards(fx.controller, Zone.DECK)
        top = list(deck[-self.amount :]) if self.amount else []
        for card in top:
            fx.reveal(card, fx.controller)
        fx.set_looked(tuple(card.id for card in reversed(top)))  # top card first
        return None


@dataclass(frozen=True, slots=True)
class RevealTop(Step):
    """ "Reveal the top card of your deck", "reveal the top 2 cards of your deck": everyone
    learns them; they stay there until a later instruction puts them somewhere."""

    amount: int = 1
    bare: bool = False  # "shuffle your deck, then reveal the top card"
    PHRASES = (
        Phrase("reveal the top card of your deck", amount=1),
        Phrase("reveal the top {amount} cards of your deck"),
        Phrase("reveal the top card", amount=1, bare=True),
    )

    def run(self, fx: Effects) -> Prompt | None:
        deck = fx.cards(fx.controller, Zone.DECK)
        top = list(deck[-self.amount :]) if self.amount else []
        for card in top:
            fx.reveal(card)
        fx.set_looked(tuple(card.id for card in reversed(top)))  # top card first
        return None


@dataclass(frozen=True, slots=True)
class TakeAllLooked(Step):
    """ "Put revealed character cards into your hand": every card revealed that the
    description names."""

    cards: Cards
    said_all: bool = False  # "put all revealed character cards into your hand"
    PHRASES = (Phrase("put all revealed {cards} into your hand", said_all=True),
               Phrase("put revealed {cards} into your hand"))  # fmt: skip

    def run(self, fx: Effects) -> Prompt | None:
        taken = [i for i in fx.looked if self.cards.matches(fx, fx.card(i))]
        for card_id in taken:
            fx.put_into(fx.card(card_id), Zone.HAND)
        fx.set_looked(tuple(i for i in fx.looked if i not in taken))
        return None


class FromLooked(Step):
    """An instruction that takes one of the cards looked at that its `cards` names; where the
    card goes is the instruction's own `answer`. Finding none is allowed (7.1.4); a "you may"
    around it is asked only when there is a card it could take (`possible`)."""

    __slots__ = ()
    cards: Cards

    def possible(self, fx: Effects) -> bool:
        return any(self.cards.matches(fx, fx.card(i)) for i in fx.looked)

    def run(self, fx: Effects) -> Prompt | None:
        options = tuple(i for i in fx.looked if self.cards.matches(fx, fx.card(i)))
        if not options:
            return None
        return Prompt(fx.controller, PromptKind.CHOOSE, options)


@dataclass(frozen=True, slots=True)
class TakeLooked(FromLooked):
    """ "(You may) reveal a song card and put it into your hand", "put one into your hand":
    one of the cards looked at that the description names goes to the hand (revealed when
    the text says so)."""

    cards: Cards
    reveal: bool = True
    PHRASES = (
        Phrase("reveal {cards} and put it into your hand"),
        Phrase("put {cards} into your hand", reveal=False),
    )

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None:
            card = fx.card(choice)
            if self.reveal:
                fx.reveal(card)
            fx.put_into(card, Zone.HAND)
            fx.set_looked(tuple(i for i in fx.looked if i != choice))
        return True


@unique
class Rest(IntEnum):
    """How the cards looked at are named where they are put back."""

    THE_REST = 0  # "put the rest on the bottom of your deck in any order"
    IT = 1  # "put it on the top of your deck"
    THE_OTHER = 2  # "(and) the other on the bottom"
    ONE = 3  # "put one on the top of your deck"
    THEM_BACK = 4  # "put them back on the top of your deck in any order"
    ONE_TOP_REST_BOTTOM = 5  # "put 1 on the top of your deck and the rest on the bottom"
    BACK_IN_ANY_ORDER = 6  # "(look at the top 3 cards of your deck) and put them back in any order"
    AND_THE_REST = 7  # "... and the rest on the bottom of your deck in any order"
    ONE_IN_A_LIST = 240  # "(put one into ...,) one on the top of your deck, and one on ..."


register_enum(Rest)


@dataclass(frozen=True, slots=True)
class PutLooked(Step):
    """Put the cards looked at on the top (or `bottom`) of the deck, in the order the
    controller chooses (7.2.3): each answer names the next card to place, top first; with
    `keep` 1, only one card is placed this way. `said` and `deck` ("the deck", "your deck",
    nothing) are how the text names them."""

    bottom: bool = True
    keep: int = 0
    said: Rest = Rest.THE_REST
    deck: str = "your deck"
    PHRASES = (
        Phrase("put the rest on the bottom of your deck in any order"),
        Phrase("put them back on the top of your deck in any order", bottom=False,
               said=Rest.THEM_BACK),
        Phrase("put it on the top of your deck", bottom=False, said=Rest.IT),
        Phrase("put it on the bottom of your deck", said=Rest.IT),
        Phrase("put one on the top of your deck", bottom=False, keep=1, said=Rest.ONE),
        Phrase("the other on the top of your deck", bottom=False, said=Rest.THE_OTHER),
        Phrase("the other on the bottom of the deck", said=Rest.THE_OTHER, deck="the deck"),
        Phrase("the other on the bottom of your deck", said=Rest.THE_OTHER),
        Phrase("the other on the bottom", said=Rest.THE_OTHER, deck=""),
        Phrase("put them back in any order", bottom=False, said=Rest.BACK_IN_ANY_ORDER),
        Phrase("put 1 on the top of your deck", bottom=False, keep=1,
               said=Rest.ONE_TOP_REST_BOTTOM),
        Phrase("the rest on the bottom in any order", said=Rest.ONE_TOP_REST_BOTTOM, deck=""),
        Phrase("the rest on the bottom of your deck in any order", said=Rest.AND_THE_REST),
        Phrase("one on the top of your deck", bottom=False, keep=1, said=Rest.ONE_IN_A_LIST),
        Phrase("one on the bottom of your deck", said=Rest.ONE_IN_A_LIST),
    )

    def run(self, fx: Effects) -> Prompt | None:
        placed = fx.queue or ()
        if not fx.looked or (self.keep and len(placed) >= self.keep):
            fx.set_queue(None)
            return None
        if len(fx.looked) == 1 and not self.keep:
            self._place(fx, fx.looked[0], placed)
            fx.set_queue(None)
            return None
        return Prompt(fx.controller, PromptKind.CHOOSE, fx.looked)

    def _place(self, fx: Effects, card_id: int, placed: tuple[int, ...]) -> None:
        # Answers read top first (FORMAT.md `order`): on the bottom each next card goes
        # lower; on top each next card goes under the ones placed before it.
        depth = 0 if self.bottom else len(placed)
        fx.put_on_deck(fx.card(card_id), bottom=self.bottom, depth=depth)
        fx.set_looked(tuple(i for i in fx.looked if i != card_id))

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is None:
            return True
        placed = fx.queue or ()
        self._place(fx, choice, placed)
        fx.set_queue((*placed, choice))
        return False


@dataclass(frozen=True, slots=True)
class TopOrBottom(Step):
    """ "Put it on either the top or the bottom of your deck": asked as "on the bottom?"
    (yes: to the bottom; no: it stays on top)."""

    that_card: bool = False
    theirs: bool = False  # "... of their deck": the deck of the player whose card it is
    PHRASES = (
        Phrase("put that card on either the top or the bottom of your deck", that_card=True),
        Phrase("put it on either the top or the bottom of their deck", theirs=True),
        Phrase("put it on either the top or the bottom of your deck"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        if not fx.looked:
            return None
        return Prompt(fx.controller, PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice and fx.looked:
            fx.put_on_deck(fx.card(fx.looked[0]), bottom=True)
        fx.set_looked(())
        return True


@dataclass(frozen=True, slots=True)
class InkLooked(Step):
    """ "Put one into your inkwell facedown and exerted": one of the cards looked at, of the
    controller's choice; `other`: "(put one into your hand) and the other into your inkwell
    facedown and exerted"."""

    other: bool = False  # "the other into your inkwell ...": the one card left
    PHRASES = (
        Phrase("put one into your inkwell facedown and exerted"),
        Phrase("the other into your inkwell facedown and exerted", other=True),
    )

    def run(self, fx: Effects) -> Prompt | None:
        if not fx.looked:
            return None
        return Prompt(fx.controller, PromptKind.CHOOSE, fx.looked)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None:
            fx.put_into(fx.card(choice), Zone.INKWELL, exerted=True)
            fx.set_looked(tuple(i for i in fx.looked if i != choice))
        return True


@dataclass(frozen=True, slots=True)
class InkTopCard(Step):
    """ "Put the top card of your deck into your inkwell facedown and exerted"."""

    exerted: bool = True
    PHRASES = (
        Phrase("put the top card of your deck into your inkwell facedown and exerted"),
        Phrase("put the top card of your deck into your inkwell facedown", exerted=False),
    )

    def run(self, fx: Effects) -> Prompt | None:
        deck = fx.cards(fx.controller, Zone.DECK)
        if deck:
            fx.put_into(deck[-1], Zone.INKWELL, exerted=self.exerted)
        return None


@dataclass(frozen=True, slots=True)
class PlayForFree(OnCards):
    """ "Play [a card] for free" (1.5.5.3, 6.7.8), from the hand unless the text says where;
    "play it for free": a card looked at. `exerted`: "they enter play exerted"."""

    target: Target
    exerted: bool = False
    act = Act.MOVE
    FROM: ClassVar[Zone] = Zone.HAND
    PHRASES = (
        Phrase("play {target} for free and they enter play exerted", exerted=True),
        Phrase("play {target} for free"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            if card.zone is not Zone.PLAY:
                fx.play_for_free(card, exerted=self.exerted)
        if isinstance(self.target, Looked):
            fx.set_looked(())
        return None


@dataclass(frozen=True, slots=True)
class PlaySungAgain(Step):
    """ "Play that song again from your discard for free. If you do, put that card on the
    bottom of your deck instead of into your discard." (the song the event names)."""

    PHRASES = (
        Phrase("play that song again from your discard for free. if you do, put that card on "
               "the bottom of your deck instead of into your discard"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        event = fx.event
        if event is not None and event.other >= 0:
            song = fx.card(event.other)
            if song.zone is Zone.DISCARD:
                fx.play_for_free(song, afterwards=Afterwards.DECK_BOTTOM)
        return None


__all__ = [
    "InkLooked",
    "InkTopCard",
    "LookAtTop",

    "PlayForFree",
    "PlaySungAgain",
    "PutLooked",
    "Rest",
    "RevealTop",
    "TakeLooked",
    "TopOrBottom",
]  # fmt: skip
