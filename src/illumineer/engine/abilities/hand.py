"""Instructions on players: drawing, discarding, revealing hands, lore, and what a player
pays ("draw a card", "each opponent chooses and discards a card", "gain 2 lore", "you pay
1 ⬡ less for the next character you play this turn").

Each names its players with a `Players` word ("you", "each opponent", "chosen player");
"you" is said by the imperative ("draw a card") unless the text says it ("you gain 2 lore").
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from illumineer.engine.abilities.amounts import ThisWay, Times
from illumineer.engine.abilities.core import Amount, Effects, Prompt, Step, amount_of
from illumineer.engine.abilities.filters import Cards, Det, Kind, Named
from illumineer.engine.abilities.inkdrops import YouAndAnother
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.players import EachOpponent, EachPlayer, InTurnOrder, Players, You
from illumineer.engine.vocabulary import CardType, PromptKind, Zone


def _n(fx: Effects, amount: Amount) -> int:
    return max(0, amount_of(amount, fx, fx.me()))


@dataclass(frozen=True, slots=True)
class Draw(Step):
    """ "Draw N cards" (1.12.2: one at a time), by you or by other players."""

    amount: Amount = 1
    players: Players = You()
    PHRASES = (
        Phrase("draw a card", amount=1, players=You()),
        Phrase("draw a card for each {amount.each:per}", amount=Times, **{"amount.per": 1},
               players=You()),
        Phrase("draw cards equal to {amount:quantity}", players=You()),
        Phrase("draw {amount} cards", players=You()),
        Phrase("{players} {draws|draw} a card", amount=1),
        Phrase("{players} {draws|draw} a card for each {amount.each:per}", amount=Times,
               **{"amount.per": 1}),
        Phrase("{players} each draw {amount} cards", players=YouAndAnother()),
        Phrase("{players} {draws|draw} {amount} cards"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        amount = _n(fx, self.amount)
        for seat in self.players.seats(fx):
            fx.draw(seat, amount)
        return None


@dataclass(frozen=True, slots=True)
class GainLore(Step):
    amount: Amount
    players: Players = You()
    PHRASES = (
        Phrase("gain {amount.per} lore for each {amount.each:per}", amount=Times,
               players=You()),
        Phrase("{players} {gains|gain} {amount.per} lore for each {amount.each:per}",
               amount=Times),
        Phrase("gain lore equal to {amount:quantity}", players=You()),
        Phrase("gain {amount} lore", players=You()),
        Phrase("{players} {gains|gain} {amount} lore"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        amount = _n(fx, self.amount)
        for seat in self.players.seats(fx):
            fx.gain_lore(seat, amount)
        return None


@dataclass(frozen=True, slots=True)
class LoseLore(Step):
    """ "Each opponent loses N lore"; the lore actually lost is counted (1.11.1)."""

    amount: Amount
    players: Players = EachOpponent()
    PHRASES = (
        Phrase("{players} {loses|lose} lore equal to {amount:quantity}"),
        Phrase("{players} {loses|lose} {amount} lore"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        amount = _n(fx, self.amount)
        for seat in self.players.seats(fx):
            fx.set_number(fx.number + fx.lose_lore(seat, amount))
        return None


@dataclass(frozen=True, slots=True)
class Discard(Step):
    """ "Choose and discard N cards" (7.3.4: the discarding player chooses), by you or by
    each opponent: the cards are picked one by one, then discarded together, one event for
    the instruction (6.2.1)."""

    amount: Amount = 1
    players: Players = You()
    #: Which cards of the hand may be picked ("choose and discard a song card").
    cards: Cards = Cards(Det.A, (Kind.CARD,))
    PHRASES = (
        Phrase("choose and discard a card", amount=1, players=You()),
        Phrase("choose and discard {amount} cards", players=You()),
        Phrase("{players} {chooses|choose} and {discards|discard} a card", amount=1),
        Phrase("{players} {chooses|choose} and {discards|discard} a card for each "
               "{amount.each:per}", amount=Times, **{"amount.per": 1}),
        Phrase("{players} {chooses|choose} and {discards|discard} {amount} cards"),
        Phrase("choose and discard {cards}", amount=1, players=You()),
    )

    def lower(self) -> tuple[Step, ...]:
        if isinstance(self.players, EachPlayer):  # one at a time, in turn order (6.7.6)
            return tuple(replace(self, players=InTurnOrder(nth)) for nth in (0, 1))
        split: tuple[Players, ...] = getattr(self.players, "one_by_one", ())  # "... or players"
        if split:
            return tuple(replace(self, players=players) for players in split)
        return (self,)

    def run(self, fx: Effects) -> Prompt | None:
        seats = self.players.seats(fx)
        if not seats:
            return None
        player = seats[0]  # (two players: one discards)
        picked = fx.queue or ()
        hand = [card.id for card in fx.cards(player, Zone.HAND)
                if card.id not in picked and self.cards.matches(fx, card)]  # fmt: skip
        if len(picked) >= _n(fx, self.amount) or not hand:
            if picked:
                fx.discard([fx.card(i) for i in picked])
                fx.set_this_way((*fx.this_way, *picked))  # "if you discarded ... this way"
            else:
                fx.set_undone(True)  # a discard "to" do more that discarded nothing
            fx.set_queue(None)
            return None
        return Prompt(player, PromptKind.CHOOSE, tuple(hand))

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None:
            fx.set_queue((*(fx.queue or ()), choice))
        return False  # run again: the next card, or discard them


@dataclass(frozen=True, slots=True)
class ReduceNextCost(Step):
    """ "You pay N ⬡ less for the next [character] you play this turn" (4.3.6)."""

    amount: Amount
    cards: Cards
    PHRASES = (
        Phrase("for each {amount.each:per}, you pay {amount.per} ⬡ less for the next {cards} "
               "you play this turn", amount=Times),
        Phrase("you pay that amount of ⬡ less for the next {cards} you play this turn",
               amount=ThisWay()),
        Phrase("you pay {amount} ⬡ less for the next {cards} you play this turn"),
    )

    LASTS_THIS_TURN = True

    def run(self, fx: Effects) -> Prompt | None:
        types = [{1: CardType.CHARACTER, 2: CardType.ITEM, 3: CardType.LOCATION,
                  4: CardType.ACTION}.get(int(kind), CardType.CHARACTER)
                 for kind in self.cards.kinds]  # fmt: skip
        classification = self.cards.classes[0] if self.cards.classes else None
        name = next((h.name for h in self.cards.having if isinstance(h, Named)), None)
        other = types[1] if len(types) > 1 else None  # "the next action or item"
        fx.reduce_next_cost(_n(fx, self.amount), types[0], classification, name,
                            self.cards.classes[1:], other)  # fmt: skip
        return None


__all__ = ["Discard", "Draw", "GainLore", "LoseLore", "ReduceNextCost"]


@dataclass(frozen=True, slots=True)
class DiscardHand(Step):
    """ "Each player discards their hand", "... discards all cards in their hand": one
    discard of the whole hand (6.2.1)."""

    players: Players = You()
    all_cards: bool = False
    PHRASES = (
        Phrase("discard your hand", players=You()),
        Phrase("{players} {discards|discard} all cards in their hand", all_cards=True),
        Phrase("{players} {discards|discard} their hand"),
    )

    def possible(self, fx: Effects) -> bool:
        """Whether there is a hand to discard (a "you may" with none is no choice)."""
        return any(fx.cards(seat, Zone.HAND) for seat in self.players.seats(fx))

    def run(self, fx: Effects) -> Prompt | None:
        for seat in self.players.seats(fx):
            hand = list(fx.cards(seat, Zone.HAND))
            if hand:
                fx.discard(hand)
        return None


@dataclass(frozen=True, slots=True)
class RevealHand(Step):
    """ "Each opponent reveals their hand": every player learns its cards (6.1.14)."""

    players: Players = EachOpponent()
    PHRASES = (Phrase("{players} {reveals|reveal} their hand"),)

    def run(self, fx: Effects) -> Prompt | None:
        for seat in self.players.seats(fx):
            for card in fx.cards(seat, Zone.HAND):
                fx.reveal(card)
        return None


@dataclass(frozen=True, slots=True)
class MayDraw(Step):
    """ "Each player may draw a card": each, in turn order, says yes or no for themself
    (a "no" skips nothing else)."""

    players: Players
    PHRASES = (Phrase("{players} may draw a card"),)

    @property
    def says_may(self) -> bool:
        return True

    def _next(self, fx: Effects) -> int | None:
        asked = fx.queue or ()
        for seat in self.players.seats(fx):
            if seat not in asked:
                return seat
        return None

    def run(self, fx: Effects) -> Prompt | None:
        seat = self._next(fx)
        if seat is None:
            fx.set_queue(None)
            return None
        return Prompt(seat, PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        seat = self._next(fx)
        if seat is not None:
            if choice:
                fx.draw(seat, 1)
            fx.set_queue((*(fx.queue or ()), seat))
        return False  # run again: the next player, or finish


@dataclass(frozen=True, slots=True)
class DiscardEither(Step):
    """ "Each opponent chooses and discards either 2 cards or 1 action card": with such a
    card in hand they first say which ("1 action card?", a yes or no), then pick the cards
    one by one, discarded together (one instruction, 6.2.1)."""

    amount: int
    cards: Cards
    players: Players = EachOpponent()
    PHRASES = (
        Phrase("{players} {chooses|choose} and {discards|discard} either {amount} cards or 1 "
               "{cards}"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        seats = self.players.seats(fx)
        if not seats:
            return None
        player = seats[0]
        picked = fx.queue or ()
        if fx.number == 0:  # not yet said: 1 = the other card, 2 = the cards
            if any(self.cards.matches(fx, c) for c in fx.cards(player, Zone.HAND)):
                return Prompt(player, PromptKind.MAY)
            fx.set_number(2)
        wanted = 1 if fx.number == 1 else self.amount
        options = tuple(c.id for c in fx.cards(player, Zone.HAND) if c.id not in picked
                        and (fx.number != 1 or self.cards.matches(fx, c)))  # fmt: skip
        if len(picked) >= wanted or not options:
            if picked:
                fx.discard([fx.card(i) for i in picked])
            fx.set_queue(None)
            return None
        return Prompt(player, PromptKind.CHOOSE, options)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if fx.number == 0:
            fx.set_number(1 if choice else 2)
        elif choice is not None:
            fx.set_queue((*(fx.queue or ()), choice))
        return False


@dataclass(frozen=True, slots=True)
class PayInk(Step):
    """ "Pay 2 ⬡" inside an effect ("you may pay 2 ⬡ to ..."): a cost (6.1.5, paid at
    resolution 6.1.5.1); a "you may" around it is asked only when it can be paid (6.1.4.1);
    when it cannot, what follows "to" is skipped."""

    amount: int
    PHRASES = (Phrase("pay {amount} ⬡"),)

    def possible(self, fx: Effects) -> bool:
        return fx.ready_ink(fx.controller) + fx.drops(fx.controller) >= self.amount

    def run(self, fx: Effects) -> Prompt | None:
        if not fx.pay_ink(fx.controller, self.amount):
            fx.set_undone(True)
        return None


@dataclass(frozen=True, slots=True)
class Count(Step):
    """ "Count the number of characters you have in play": the count is kept ("that
    amount", 6.1.8)."""

    cards: Cards
    PHRASES = (Phrase("count the number of {cards}"),)

    def run(self, fx: Effects) -> Prompt | None:
        fx.set_number(len(self.cards.cards(fx)))
        return None


__all__ += ["Count", "DiscardEither", "DiscardHand", "MayDraw", "PayInk", "RevealHand"]
