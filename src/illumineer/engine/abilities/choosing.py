"""Choosing: the steps that ask ("chosen ...", "you may ..."), and how an instruction on
chosen cards becomes a choice and then the instruction.

Printed text says a choice inside the instruction ("deal 2 damage to chosen character");
the engine asks it as a step of its own before the instruction (`OnCards.lower`), so a
resolution paused for a choice is ordinary state and the answer is an action (README,
"Effects are step programs").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from illumineer.engine.abilities.again import Again
from illumineer.engine.abilities.conditions import why_not
from illumineer.engine.abilities.core import (
    CardView,
    Effects,
    Predicate,
    Prompt,
    Step,
    Target,
)
from illumineer.engine.abilities.exactly import Enough
from illumineer.engine.abilities.filters import Cards, Det, In, Place
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.targets import Them
from illumineer.engine.vocabulary import Keyword, PromptKind, Who, Zone
from illumineer.engine.why import Because, Why

#: "any number of": as many as there are (a choice of any number stops when none is left).
ANY_NUMBER = 99


def choosable(fx: Effects, card: CardView, chooser: int) -> bool:
    """Ward (8.15): opponents can't choose this card while an effect resolves."""
    return card.owner == chooser or not fx.has_keyword(card, Keyword.WARD)


@dataclass(frozen=True, slots=True)
class Choose(Step):
    """ "Chosen ..." (1.7.3, 6.1.3): pick a card that `allowed` accepts, in play (or in
    `zone` of the chooser: the hand, the discard; or `among_looked`).

    `up_to` N > 0 is "up to N": the chooser picks one at a time and may stop (``done``)
    after any number, 0 included (6.1.3); with `exactly`, "N chosen": they stop only when
    N are chosen or none is left. Ward (8.15) keeps an opponent from choosing a card in
    play; with no legal choice, the parts that need one do nothing (1.7.7). `optional`: a
    search of a hidden zone may fail to find (7.1.4). `may`: the choice is the chooser's
    "may" ("each player may put up to 5 cards ..."), choosing none saying no. A runtime
    step: card text says its choices inside the instructions they belong to.
    """

    allowed: Predicate
    up_to: int = 0
    zone: Zone = Zone.PLAY
    chooser: Who = Who.YOU
    optional: bool = False
    among_looked: bool = False
    exactly: bool = False
    anyone: bool = False  # in any player's zone ("a card from any discard")
    may: bool = False

    def _pool(self, fx: Effects, who: int) -> list[CardView]:
        if self.among_looked:
            return [fx.card(i) for i in fx.looked]
        if self.zone is Zone.PLAY:
            return list(fx.in_play())
        if self.anyone:
            return [*fx.cards(who, self.zone), *fx.cards(1 - who, self.zone)]
        return list(fx.cards(who, self.zone))

    def options(self, fx: Effects) -> tuple[int, ...]:
        who = self.chooser.of(fx.controller)
        pool = self._pool(fx, who)
        taken = set(fx.chosen) if self.up_to else set()
        found = tuple(
            card.id
            for card in pool
            if card.id not in taken
            and self.allowed(fx, card)
            and (self.zone is not Zone.PLAY or self.among_looked or choosable(fx, card, who))
        )
        if self.zone is Zone.PLAY and not self.among_looked:
            forced = tuple(i for i in found if fx.must_be_chosen(fx.card(i), who))
            if forced:  # 6.7.3: "opponents must choose this character ... if able"
                return forced
        return found

    def reachable(self, fx: Effects) -> tuple[int, ...]:
        """The cards the chooser could physically name, legal or not: where the choice
        looks, not yet chosen (a table records an illegal choice among them)."""
        taken = set(fx.chosen) if self.up_to else set()
        return tuple(card.id for card in self._pool(fx, self.chooser.of(fx.controller))
                     if card.id not in taken)  # fmt: skip

    def at_the_table(self, fx: Effects) -> Prompt | None:
        """With no legal choice, a table still asks while a card can be named (its legal
        answer is ``done``, 1.7.7; naming a card is an incident)."""
        if self.up_to and len(fx.chosen) >= self.up_to:
            return None
        if not self.reachable(fx):
            return None
        return Prompt(self.chooser.of(fx.controller), PromptKind.CHOOSE, (), True)

    def refusal(self, fx: Effects, card: CardView) -> Why:
        """Why `card` is no legal choice now (the cause of a `Because.CHOICE`)."""
        who = self.chooser.of(fx.controller)
        # Only a card the choice reaches is asked about (`reachable`: looked at, in the
        # chooser's zone, not chosen yet); a late trigger asks about the card as it stood
        # then, when it may have been in another zone.
        if not self.among_looked and card.zone is not self.zone:
            return Why(Because.NOT_IN_ZONE, (card.id,), (int(self.zone),))
        cause = why_not(self.allowed, fx, card)
        if cause is not None:
            return cause
        if self.zone is Zone.PLAY and not self.among_looked and not choosable(fx, card, who):
            return Why(Because.WARD, (card.id,))
        forced = self.options(fx)
        if forced and card.id not in forced and fx.must_be_chosen(fx.card(forced[0]), who):
            return Why(Because.MUST_BE_CHOSEN, (card.id, forced[0]))
        return Why(Because.NOT_ALLOWED, (card.id,))

    def possible(self, fx: Effects) -> bool:
        """Whether there is a card to choose (an "or" whose second part needs one)."""
        return bool(self.options(fx))

    def run(self, fx: Effects) -> Prompt | None:
        if self.up_to and len(fx.chosen) >= self.up_to:
            return None
        options = self.options(fx)
        if not options:
            if not self.up_to:
                fx.set_undone(True)  # nothing to act on: what follows "to" can't happen
            return None
        optional = (bool(self.up_to) and not self.exactly) or self.optional
        return Prompt(self.chooser.of(fx.controller), PromptKind.CHOOSE, options, optional)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is None:
            return True
        fx.chose(fx.card(choice), self.chooser.of(fx.controller))
        if self.up_to:
            fx.set_chosen((*fx.chosen, choice))
            return len(fx.chosen) >= self.up_to
        fx.set_chosen((choice,))
        return True


@dataclass(frozen=True, slots=True)
class ClearChoices(Step):
    """Forget earlier choices, before a new "up to" choice starts afresh."""

    def run(self, fx: Effects) -> Prompt | None:
        fx.set_chosen(())
        return None


def choice_of(cards: Cards, zone: Zone = Zone.PLAY, chooser: Who = Who.YOU) -> Choose:
    """The choice a description makes where an instruction acts on the cards it names
    (in `zone` unless the description names a place)."""
    det = cards.det
    zone = cards.place_zone or zone
    # A card from any discard, or from chosen player's: choosing the card chooses the
    # player (a player whose discard holds no such card would give nothing to choose).
    anyone = any(isinstance(h, In) and h.place in (Place.FROM_ANY_DISCARD,
                                                    Place.FROM_CHOSEN_PLAYERS_DISCARD)
                 for h in cards.having)  # fmt: skip
    if det in (Det.UP_TO, Det.UP_TO_OF):  # ("up to 2 cards from chosen player's discard")
        return Choose(cards, up_to=cards.count, zone=zone, chooser=chooser, anyone=anyone)
    if anyone:
        return Choose(cards, zone=zone, chooser=chooser, anyone=True)
    if det in (Det.COUNT, Det.EXACTLY):  # "2 chosen characters", "choose 2 characters"
        return Choose(cards, up_to=cards.count, zone=zone, chooser=chooser, exactly=True)
    if det is Det.ANY_NUMBER:
        return Choose(cards, up_to=ANY_NUMBER, zone=zone, chooser=chooser)
    return Choose(cards, zone=zone, chooser=chooser)


class OnCards(Step):
    """An instruction on the cards a target names; a "chosen" target is asked first."""

    __slots__ = ()
    #: The field holding the target the instruction acts on.
    TARGET: ClassVar[str] = "target"
    #: Where a choice for it looks when the description names no place (play a card: the
    #: hand).
    FROM: ClassVar[Zone] = Zone.PLAY

    def lower(self) -> tuple[Step, ...]:
        target: Target = getattr(self, self.TARGET)
        if isinstance(target, Again):  # "otherwise, put it ...": a card of that description
            target = target.described
        if (isinstance(target, Cards) and target.det is Det.EXACTLY
                and target.place_zone not in (None, Zone.PLAY)):  # fmt: skip
            # "put 2 character cards from your discard on the bottom of your deck": 2 chosen
            choice = Choose(target, up_to=target.count, zone=target.zone, exactly=True)
            them = Them(zone=choice.zone)
            return (ClearChoices(), Enough(target, choice.zone, 2), choice,
                    replace(self, **{self.TARGET: them}))  # type: ignore[arg-type]
        if isinstance(target, Cards) and target.chooses:
            first = (ClearChoices(),) if target.det in (Det.UP_TO, Det.COUNT, Det.ANY_NUMBER,
                                                        Det.UP_TO_OF) else ()  # fmt: skip
            choice = choice_of(target, self.FROM)
            them = Them(zone=choice.zone)
            return (*first, choice, replace(self, **{self.TARGET: them}))  # type: ignore[arg-type]
        return (self,)


@dataclass(frozen=True, slots=True)
class Pick(Step):
    """ "Choose an opposing character": a choice said as an instruction of its own; later
    instructions act on "the chosen character"."""

    cards: Cards
    PHRASES = (Phrase("choose {cards}"),)

    def run(self, fx: Effects) -> Prompt | None:  # (runs lowered: Choose)
        raise NotImplementedError

    def lower(self) -> tuple[Step, ...]:
        return (choice_of(self.cards),)


__all__ = ["ANY_NUMBER", "Choose", "ClearChoices", "OnCards", "Pick", "choice_of", "choosable"]
