"""Hidden hands: looking at an opponent's hand, a hand revealed and a card of it discarded
"of your choice", and discarding at random.

A hand is private (7.1.3, 7.3.2): what each player knows of each card is exact
(`Card.known`), and views show a card only to whoever knows it. "Look at chosen opponent's
hand" teaches the effect's controller every card of it; "reveals their hand" teaches
everyone (6.1.14). "Of your choice" makes the effect's controller choose among the cards
revealed, though their owner discards it (7.3.4 names the discarding player only where the
text does not). A random pick comes from the game's seeded random source, so a game log
replays it (`Effects.at_random`).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(LookAtHand())
"look at chosen opponent's hand"
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import (
    CardView,
    Condition,
    Effects,
    Facts,
    Prompt,
    Quantity,
    Step,
)
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.players import ChosenPlayer, EachOpponent, Players, You
from illumineer.engine.vocabulary import PromptKind, Zone


@dataclass(frozen=True, slots=True)
class LookAtHand(Step):
    """ "Look at chosen opponent's hand" ("each opponent's hand"): the controller learns each
    card of it; nobody else learns anything."""

    players: Players = ChosenPlayer(opponent=True)
    PHRASES = (Phrase("look at chosen opponent's hand", players=ChosenPlayer(opponent=True)),
               Phrase("look at each opponent's hand", players=EachOpponent()))

    def run(self, fx: Effects) -> Prompt | None:
        for seat in self.players.seats(fx):
            for card in fx.cards(seat, Zone.HAND):
                fx.reveal(card, fx.controller)
        return None


@dataclass(frozen=True, slots=True)
class DiscardChosen(Step):
    """ "(Chosen opponent reveals their hand and) discards a non-character card of your
    choice": of the cards in that player's hand that the description names, the effect's
    controller picks one (`theirs`: "of their choice", the discarding player picks), which
    its owner discards. With none, nothing is discarded."""

    cards: Cards
    players: Players = ChosenPlayer(opponent=True)
    theirs: bool = False
    PHRASES = (
        Phrase("{players} {discards|discard} {cards} of their choice", theirs=True),
        Phrase("{players} {discards|discard} {cards} of your choice"),
    )

    def _options(self, fx: Effects, seat: int) -> tuple[int, ...]:
        return tuple(card.id for card in fx.cards(seat, Zone.HAND) if self.cards.matches(fx, card))

    def run(self, fx: Effects) -> Prompt | None:
        seats = self.players.seats(fx)
        if not seats:
            return None
        options = self._options(fx, seats[0])
        if not options:
            fx.set_undone(True)
            return None
        chooser = seats[0] if self.theirs else fx.controller
        return Prompt(chooser, PromptKind.CHOOSE, options)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None:
            card = fx.card(choice)
            fx.discard([card])
            fx.set_this_way((*fx.this_way, choice))
        return True


@dataclass(frozen=True, slots=True)
class DiscardEachRevealed(Step):
    """ "(Chosen opponent reveals their hand and) discards each non-character card revealed
    this way": every card of that hand the description names, discarded together (one
    instruction, one event, 6.2.1)."""

    cards: Cards
    players: Players = ChosenPlayer(opponent=True)
    PHRASES = (Phrase("{players} {discards|discard} {cards} revealed this way"),)

    def run(self, fx: Effects) -> Prompt | None:
        for seat in self.players.seats(fx):
            found = [card for card in fx.cards(seat, Zone.HAND) if self.cards.matches(fx, card)]
            if found:
                fx.discard(found)
                fx.set_this_way((*fx.this_way, *(card.id for card in found)))
        return None


@dataclass(frozen=True, slots=True)
class DiscardAtRandom(Step):
    """ "Discard a card at random", "each player ... discards 3 cards at random": each
    player in turn order discards that many cards of their hand (all, if fewer), picked by
    the game's seeded random source; what was discarded is kept ("... discarded this
    way")."""

    amount: int = 1
    players: Players = You()
    PHRASES = (
        Phrase("discard a card at random", amount=1, players=You()),
        Phrase("discard {amount} cards at random", players=You()),
        Phrase("{players} {discards|discard} a card at random", amount=1),
        Phrase("{players} {discards|discard} {amount} cards at random"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        for seat in self.players.seats(fx):
            picked = fx.at_random(fx.cards(seat, Zone.HAND), self.amount)
            if picked:
                fx.discard(picked)
                fx.set_this_way((*fx.this_way, *(card.id for card in picked)))
        return None


@dataclass(frozen=True, slots=True)
class ReturnInkAtRandom(Step):
    """ "Return 2 cards at random from your inkwell to your hand": that many cards of the
    controller's inkwell (all, if fewer), picked by the game's seeded random source, go to
    their hand (not a draw, 1.12.3); facedown till then, they are known to their owner only
    (7.1.3)."""

    amount: int = 1
    PHRASES = (
        Phrase("return a card at random from your inkwell to your hand", amount=1),
        Phrase("return {amount} cards at random from your inkwell to your hand"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        for card in fx.at_random(fx.cards(fx.controller, Zone.INKWELL), self.amount):
            fx.put_into(card, Zone.HAND)
        return None


__all__ = ["DiscardAtRandom", "DiscardChosen", "DiscardEachRevealed", "LookAtHand",
           "ReturnInkAtRandom"]  # fmt: skip


@dataclass(frozen=True, slots=True)
class DiscardedThisWay(Quantity):
    """After "for each": how many of the cards an instruction of this effect discarded the
    description names ("for each action card discarded this way", 6.1.8)."""

    cards: Cards
    PER = (Phrase("{cards} discarded this way"),)

    def value(self, facts: Facts, card: CardView) -> int:
        return sum(1 for i in facts.this_way if self.cards.matches(facts, facts.card(i)))


@dataclass(frozen=True, slots=True)
class DiscardedIs(Condition):
    """ "You discarded a location card this way": a card an instruction of this effect
    discarded is one the description names."""

    cards: Cards
    PHRASES = (Phrase("you discarded {cards} this way"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return any(self.cards.matches(facts, facts.card(i)) for i in facts.this_way)


__all__ += ["DiscardedIs", "DiscardedThisWay"]
