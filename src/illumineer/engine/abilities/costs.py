"""Costs that name cards (1.5.2, 4.4.3): "Choose and discard a card", "Banish one of your
characters", "⟳ one of your characters", "Deal 1 damage to this character".

An activated ability's cost (and a Shift paid otherwise than in ink) may ask for more than
exerting the card, paying ink or banishing the card itself. Each such part is a word of its
own (`Payment`): it says itself as printed, tells whether it can be paid now (`payable`: an
ability whose cost can't be paid in full can't be used, 1.5.3), and pays itself as steps
run before the effect, so the cards it names are chosen like any choice (``choose c7``) and
the triggers paying raises wait until the effect has resolved (6.3.3).

>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.filters import Owner
>>> english(DiscardCost(choose=True)), english(BanishCost(Cards(Det.ONE_OF, owner=Owner.YOURS)))
('choose and discard a card', 'banish one of your characters')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from illumineer.engine.abilities.choosing import Choose
from illumineer.engine.abilities.core import (
    Amount,
    CardView,
    Effects,
    Facts,
    Prompt,
    Step,
    Target,
    amount_of,
)
from illumineer.engine.abilities.filters import Cards, Det, Having, Kind
from illumineer.engine.abilities.phrasing import Phrase, phrase_rule
from illumineer.engine.abilities.targets import Them, This
from illumineer.engine.vocabulary import PromptKind, Zone

#: "a card": any one card (of the hand, where a discard takes it from).
A_CARD = Cards(Det.A, (Kind.CARD,))


class Payment(Step):
    """A part of a cost beyond ⟳, ink and banishing the card itself, paid as steps before
    the effect (see the module's notes). `payable` is asked with the facts of the ability
    (its card, its controller) before it is used."""

    __slots__ = ()
    CATEGORY: ClassVar[str] = "payment"

    def payable(self, facts: Facts) -> bool:
        raise NotImplementedError


phrase_rule("payment", "payment", "PHRASES")


@dataclass(frozen=True, slots=True)
class DiscardCost(Payment):
    """ "Choose and discard a card", "Discard 2 cards", "Discard a song card": the payer
    picks the cards one at a time from their hand (7.3.4), then discards them together (one
    event). The card being played (a Shift paid this way) is not in the hand to be picked.
    `choose`: the text says "choose and"."""

    cards: Cards = A_CARD
    amount: int = 1
    choose: bool = False
    PHRASES = (
        Phrase("choose and discard {cards}", choose=True, amount=1),
        Phrase("choose and discard {amount} cards", choose=True, cards=A_CARD),
        Phrase("discard {cards}", amount=1),
        Phrase("discard {amount} cards", cards=A_CARD),
    )

    def _hand(self, facts: Facts, picked: tuple[int, ...] = ()) -> list[int]:
        return [
            card.id
            for card in facts.cards(facts.controller, Zone.HAND)
            if card.id != facts.source and card.id not in picked and self.cards.matches(facts, card)
        ]

    @property
    def needed(self) -> int:
        """How many cards it discards: `amount`, or the count of "2 character cards"."""
        return self.cards.count if self.cards.det is Det.EXACTLY else self.amount

    def payable(self, facts: Facts) -> bool:
        return len(self._hand(facts)) >= self.needed

    def run(self, fx: Effects) -> Prompt | None:
        picked = fx.queue or ()
        hand = self._hand(fx, picked)
        if len(picked) >= self.needed or not hand:
            if picked:
                fx.discard([fx.card(i) for i in picked])
            else:
                fx.set_undone(True)  # (a table may go on without paying: an incident)
            fx.set_queue(None)
            return None
        return Prompt(fx.controller, PromptKind.CHOOSE, tuple(hand))

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None:
            fx.set_queue((*(fx.queue or ()), choice))
        return False  # run again: the next card, or discard them


@dataclass(frozen=True, slots=True)
class BanishCost(Payment):
    """ "Banish one of your characters", "Banish one of your other items", "Banish chosen
    character of yours": the payer picks one in play, which is banished; the effect may then
    speak of it ("the banished character": it is the card chosen). A description that picks
    none ("each ...") banishes every card it describes."""

    cards: Cards
    PHRASES = (Phrase("banish {cards}"),)

    def payable(self, facts: Facts) -> bool:
        return any(card.zone is Zone.PLAY and self.cards.matches(facts, card)
                   for card in facts.in_play())  # fmt: skip

    def run(self, fx: Effects) -> Prompt | None:  # (runs lowered: a choice, then Banish)
        raise NotImplementedError

    def lower(self) -> tuple[Step, ...]:
        from illumineer.engine.abilities.steps import Banish  # (the instructions come later)

        if not self.cards.chooses:
            return (Banish(self.cards),)
        return (Choose(self.cards), Banish(Them(zone=Zone.PLAY)))


@dataclass(frozen=True, slots=True)
class _Exertable:
    """The cards an "⟳ one of your characters" may exert: described, ready, and (a
    character) dry: exerting it is an ⟳ cost (1.7.5)."""

    cards: Cards

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return (
            not card.exerted
            and not (card.is_character and card.drying)
            and self.cards.matches(facts, card)
        )


@dataclass(frozen=True, slots=True)
class ExertCost(Payment):
    """ "⟳ one of your characters": the payer exerts a ready, dry one (not the card whose
    ability it is, when the text says "other")."""

    cards: Cards
    PHRASES = (Phrase("⟳ {cards}"),)

    def payable(self, facts: Facts) -> bool:
        allowed = _Exertable(self.cards)
        return any(allowed(facts, card) for card in facts.in_play())

    def run(self, fx: Effects) -> Prompt | None:  # (runs lowered: a choice, then Exert)
        raise NotImplementedError

    def lower(self) -> tuple[Step, ...]:
        from illumineer.engine.abilities.steps import Exert

        return (Choose(_Exertable(self.cards)), Exert(Them(zone=Zone.PLAY)))


@dataclass(frozen=True, slots=True)
class DamageCost(Payment):
    """ "Deal 1 damage to this character": damage dealt as a cost (Resist reduces it, 8.8;
    a character it banishes is banished by the game state check after)."""

    amount: Amount
    target: Target = This()
    PHRASES = (Phrase("deal {amount} damage to {target:target}"),)

    def payable(self, facts: Facts) -> bool:
        return bool(self.target.cards(facts))

    def run(self, fx: Effects) -> Prompt | None:
        amount = max(0, amount_of(self.amount, fx, fx.me()))
        for card in self.target.cards(fx):
            fx.deal_damage(card, amount)
        return None


def _share_a_name(cards: list[CardView]) -> str | None:
    """A name all these cards have (5.2.6: an "&" card has each of its names), or None."""
    first = cards[0].definition
    for name in (first.name, *first.single_names):
        if all(card.definition.has_name(name) for card in cards[1:]):
            return name
    return None


@dataclass(frozen=True, slots=True)
class RevealSameName(Payment):
    """ "Reveal 2 cards with the same name in your hand": the payer picks them one at a time
    (each sharing a name with those picked before), and they are shown to every player; the
    effect may then speak of "that name" (the cards are the ones chosen)."""

    amount: int = 2
    PHRASES = (Phrase("reveal {amount} cards with the same name in your hand"),)

    def _options(self, facts: Facts, picked: tuple[int, ...]) -> list[int]:
        hand = [c for c in facts.cards(facts.controller, Zone.HAND) if c.id != facts.source]
        chosen = [facts.card(i) for i in picked]
        found = []
        for card in hand:
            if card.id in picked:
                continue
            group = [*chosen, card]
            if _share_a_name(group) is None:
                continue
            partners = [c for c in hand if c.id not in picked and c.id != card.id
                        and _share_a_name([*group, c]) is not None]  # fmt: skip
            if len(group) + len(partners) >= self.amount:
                found.append(card.id)
        return found

    def payable(self, facts: Facts) -> bool:
        return bool(self._options(facts, ()))

    def run(self, fx: Effects) -> Prompt | None:
        picked = fx.queue or ()
        options = self._options(fx, picked) if len(picked) < self.amount else []
        if not options:
            for card_id in picked:
                fx.reveal(fx.card(card_id))
            if len(picked) < self.amount:
                fx.set_undone(True)
            fx.set_chosen(picked)
            fx.set_queue(None)
            return None
        return Prompt(fx.controller, PromptKind.CHOOSE, tuple(options))

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None:
            fx.set_queue((*(fx.queue or ()), choice))
        return False  # run again: the next card, or reveal them


@dataclass(frozen=True, slots=True)
class ReduceNextThatName(Step):
    """ "You pay 1 ⬡ less for the next card you play with that name this turn": the name the
    cards revealed to pay the cost share (4.3.6)."""

    amount: int
    PHRASES = (
        Phrase("you pay {amount} ⬡ less for the next card you play with that name this turn"),
    )

    LASTS_THIS_TURN = True

    def run(self, fx: Effects) -> Prompt | None:
        cards = [fx.card(i) for i in fx.chosen]
        name = _share_a_name(cards) if cards else None
        if name is not None:
            fx.reduce_next_cost(max(0, self.amount), cards[0].definition.card_type, name=name)
        return None


@dataclass(frozen=True, slots=True)
class CostUpToMoreThanBanished(Having):
    """ "with cost up to 2 more than the banished character": no more than the cost of the
    card a `BanishCost` banished (the card chosen to pay it) plus `amount`."""

    amount: int
    PHRASES = (Phrase("with cost up to {amount} more than the banished character"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        costs = [facts.card(i).definition.cost for i in facts.chosen]
        return bool(costs) and card.definition.cost <= max(costs) + self.amount


def payment_steps(parts: tuple[Payment, ...]) -> tuple[Step, ...]:
    """The steps that pay these parts, in printed order."""
    return tuple(step for part in parts for step in part.lower())


def payable(parts: tuple[Payment, ...], facts: Facts) -> bool:
    """Whether every part can be paid now (1.5.3: in full, or not at all)."""
    return all(part.payable(facts) for part in parts)


__all__ = [
    "A_CARD",
    "BanishCost",
    "CostUpToMoreThanBanished",
    "DamageCost",
    "DiscardCost",
    "ExertCost",
    "Payment",
    "ReduceNextThatName",
    "RevealSameName",
    "payable",
    "payment_steps",
]
