"""What is done with the cards looked at on top of the deck, beyond taking one: "reveal up to
2 character cards and put them into your hand", "put 2 into your hand", "reveal a song card
with cost 9 or less and play it for free", "put the rest into your discard".

The cards looked at are the resolution's `looked` cards (`deck.LookAtTop`); each
instruction here takes some of them, and "the rest" are what is left. Finding none of the
cards a description names is allowed (7.1.4: the deck is a hidden zone).

>>> from illumineer.engine.abilities.filters import Cards, Kind
>>> from illumineer.engine.abilities.phrasing import english
>>> english(RevealUpTo(2, Cards(kinds=(Kind.CHARACTER,), card=True, many=True)))
'reveal up to 2 character cards and put them into your hand'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.choosing import Choose, ClearChoices
from illumineer.engine.abilities.core import CardView, Effects, Facts, Prompt, Step
from illumineer.engine.abilities.deck import FromLooked
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import PromptKind, Zone


def _any_card(facts: Facts, card: CardView) -> bool:
    return True


@dataclass(frozen=True, slots=True)
class TakeChosen(Step):
    """The cards just chosen among those looked at go to the hand (revealed when the text
    says so). A runtime step: `RevealUpTo` and `TakeSome` lower into it."""

    reveal: bool = True

    def run(self, fx: Effects) -> Prompt | None:
        taken = [i for i in fx.chosen if i in fx.looked]
        for card_id in taken:
            card = fx.card(card_id)
            if self.reveal:
                fx.reveal(card)
            fx.put_into(card, Zone.HAND)
        fx.set_looked(tuple(i for i in fx.looked if i not in taken))
        fx.set_chosen(())
        return None


def _up_to(cards: Cards, amount: int) -> tuple[Step, ...]:
    """Choose up to `amount` of the cards looked at that `cards` names, and take them."""
    if amount <= 0:
        return ()
    return (ClearChoices(), Choose(cards.matches, up_to=amount, among_looked=True),
            TakeChosen())  # fmt: skip


@dataclass(frozen=True, slots=True)
class RevealUpTo(Step):
    """ "Reveal up to 2 character cards and put them into your hand": any number of them,
    from none to `amount`."""

    amount: int
    cards: Cards
    PHRASES = (Phrase("reveal up to {amount} {cards} and put them into your hand"),)

    def possible(self, fx: Effects) -> bool:
        return any(self.cards.matches(fx, fx.card(i)) for i in fx.looked)

    def lower(self) -> tuple[Step, ...]:
        return _up_to(self.cards, self.amount)


@dataclass(frozen=True, slots=True)
class RevealUpToEach(Step):
    """ "Reveal up to 1 character card and up to 1 item card and put them into your hand":
    two descriptions, each with its own limit, chosen one after the other."""

    amount: int
    cards: Cards
    second_amount: int
    second: Cards
    PHRASES = (
        Phrase("reveal up to {amount} {cards} and up to {second_amount} {second} and put them "
               "into your hand"),
    )

    def possible(self, fx: Effects) -> bool:
        return any(c.matches(fx, fx.card(i)) for c in (self.cards, self.second)
                   for i in fx.looked)  # fmt: skip

    def lower(self) -> tuple[Step, ...]:
        return (*_up_to(self.cards, self.amount), *_up_to(self.second, self.second_amount))


@dataclass(frozen=True, slots=True)
class TakeSome(Step):
    """ "Put 2 into your hand": that many of the cards looked at (all, if fewer), of the
    controller's choice, unrevealed."""

    amount: int
    PHRASES = (Phrase("put {amount} into your hand"),)

    def lower(self) -> tuple[Step, ...]:
        return (
            ClearChoices(),
            Choose(_any_card, up_to=self.amount, among_looked=True, exactly=True),
            TakeChosen(reveal=False),
        )


@dataclass(frozen=True, slots=True)
class RevealAndPlay(FromLooked):
    """ "(You may) reveal a song card with cost 9 or less and play it for free": one of the
    cards looked at that the description names is shown to all and played for free
    (1.5.5.3, 6.7.8), straight from the deck."""

    cards: Cards
    PHRASES = (Phrase("reveal {cards} and play it for free"),)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None:
            card = fx.card(choice)
            fx.reveal(card)
            fx.set_looked(tuple(i for i in fx.looked if i != choice))
            fx.play_for_free(card)
        return True


@dataclass(frozen=True, slots=True)
class DiscardRest(Step):
    """ "Put the rest into your discard": every card looked at that is left goes to the
    discard (faceup: everyone sees them)."""

    PHRASES = (Phrase("put the rest into your discard"),)

    def run(self, fx: Effects) -> Prompt | None:
        fx.mill([fx.card(card_id) for card_id in fx.looked])  # together: one event
        fx.set_looked(())
        return None


@dataclass(frozen=True, slots=True)
class TopOrDiscard(Step):
    """ "Put it on either the top of your deck or into your discard": asked as "into the
    discard?" (yes: to the discard; no: it stays on top)."""

    PHRASES = (Phrase("put it on either the top of your deck or into your discard"),)

    def run(self, fx: Effects) -> Prompt | None:
        if not fx.looked:
            return None
        return Prompt(fx.controller, PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice and fx.looked:
            fx.put_into(fx.card(fx.looked[0]), Zone.DISCARD)
        fx.set_looked(())
        return True


__all__ = ["DiscardRest", "RevealAndPlay", "RevealUpTo", "RevealUpToEach", "TakeChosen", "TakeSome",
           "TopOrDiscard"]
