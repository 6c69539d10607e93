"""The steps effects are made of: one class per instruction of card text.

A step runs against `Effects` and either finishes or asks a question (`Prompt`); the answer
comes back through `answer`. Steps keep what they need between questions in the resolution's
memory (`chosen`, `looked`, `number`, `queue`), never in themselves: they are shared,
immutable parts of card definitions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from illumineer.engine.abilities.conditions import why_not
from illumineer.engine.abilities.core import (
    CardView,
    Effects,
    Predicate,
    Prompt,
    Step,
    Target,
    Triggered,
)
from illumineer.engine.abilities.targets import CHOSEN
from illumineer.engine.vocabulary import (
    Affects,
    CardType,
    Duration,
    Keyword,
    PromptKind,
    Who,
    Zone,
)
from illumineer.engine.why import Act, Because, Why

# ---------------------------------------------------------------------- choosing


@dataclass(frozen=True, slots=True)
class May(Step):
    """ "You may ..." (6.1.4): asked before the instructions it governs; "no" skips the
    rest of the effect."""

    def run(self, fx: Effects) -> Prompt | None:
        return Prompt(fx.controller, PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if not choice:
            fx.skip_rest()
        return True

    @property
    def says_may(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class MayPay(May):
    """ "You may pay N ⬡ to ...": paying ink is a cost (6.1.5), paid at resolution
    (6.1.5.1). Asked only when it can be paid: a "may" cost you can't pay counts as "no"
    (6.1.4.1). "Yes" pays it; "no" skips the rest of the effect."""

    amount: int

    def run(self, fx: Effects) -> Prompt | None:
        if fx.ready_ink(fx.controller) < self.amount:
            fx.skip_rest()
            return None
        return Prompt(fx.controller, PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if not choice or not fx.pay_ink(fx.controller, self.amount):
            fx.skip_rest()
        return True


def choosable(fx: Effects, card: CardView, chooser: int) -> bool:
    """Ward (8.15): opponents can't choose this card while an effect resolves."""
    return card.owner == chooser or not fx.has_keyword(card, Keyword.WARD)


@dataclass(frozen=True, slots=True)
class Choose(Step):
    """ "Chosen ..." (1.7.3, 6.1.3): pick a card that `allowed` accepts, in play (or in
    `zone` of the chooser: the hand, the discard; or `among_looked`).

    `up_to` N > 0 is "up to N": the chooser picks one at a time and may stop (``done``)
    after any number, 0 included (6.1.3). Ward (8.15) keeps an opponent from choosing a card
    in play; with no legal choice, the parts that need one do nothing (1.7.7). `optional`:
    a search of a hidden zone may fail to find (7.1.4).
    """

    allowed: Predicate
    up_to: int = 0
    zone: Zone = Zone.PLAY
    chooser: Who = Who.YOU
    optional: bool = False
    among_looked: bool = False

    def _pool(self, fx: Effects, who: int) -> list[CardView]:
        if self.among_looked:
            return [fx.card(i) for i in fx.looked]
        if self.zone is Zone.PLAY:
            return list(fx.in_play())
        return list(fx.cards(who, self.zone))

    def options(self, fx: Effects) -> tuple[int, ...]:
        who = self.chooser.of(fx.controller)
        pool = self._pool(fx, who)
        taken = set(fx.chosen) if self.up_to else set()
        return tuple(
            card.id
            for card in pool
            if card.id not in taken
            and self.allowed(fx, card)
            and (self.zone is not Zone.PLAY or self.among_looked or choosable(fx, card, who))
        )

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
        if self.among_looked:
            if card.id not in fx.looked:
                return Why(Because.NOT_LOOKED, (card.id,))
        elif card.zone is not self.zone:
            return Why(Because.NOT_IN_ZONE, (card.id,), (int(self.zone),))
        elif self.zone is not Zone.PLAY and card.owner != who:
            return Why(Because.NOT_YOURS, (card.id,))
        if self.up_to and card.id in fx.chosen:
            return Why(Because.ALREADY_CHOSEN, (card.id,))
        cause = why_not(self.allowed, fx, card)
        if cause is not None:
            return cause
        if self.zone is Zone.PLAY and not self.among_looked and not choosable(fx, card, who):
            return Why(Because.WARD, (card.id,))
        return Why(Because.NOT_ALLOWED, (card.id,))

    def run(self, fx: Effects) -> Prompt | None:
        if self.up_to and len(fx.chosen) >= self.up_to:
            return None
        options = self.options(fx)
        if not options:
            return None
        optional = bool(self.up_to) or self.optional
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


# ---------------------------------------------------------------------- effects on cards


@dataclass(frozen=True, slots=True)
class DealDamage(Step):
    """ "Deal N damage to ..." (1.9.1): reduced by Resist (8.8)."""

    act = Act.DAMAGE  # how a refused choice for it is said

    amount: int
    target: Target = CHOSEN

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target(fx):
            fx.deal_damage(card, self.amount)
        return None


@dataclass(frozen=True, slots=True)
class PutDamage(Step):
    """ "Put N damage counters on ..." (1.9.1: not reduced by Resist)."""

    act = Act.DAMAGE  # how a refused choice for it is said

    amount: int
    target: Target = CHOSEN

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target(fx):
            fx.put_damage(card, self.amount)
        return None


@dataclass(frozen=True, slots=True)
class RemoveDamage(Step):
    """ "Remove up to N damage from ..." (1.9.1): for each damaged target in turn, the
    controller says how much, 0 to N ("up to", 6.1.3); `exactly`: "remove N damage" (as
    much as it has, up to N). What was removed adds to the count (`number`)."""

    act = Act.HEAL  # how a refused choice for it is said

    amount: int
    target: Target = CHOSEN
    exactly: bool = False

    def run(self, fx: Effects) -> Prompt | None:
        queue = fx.queue
        if queue is None:  # first run: the damaged targets, fixed now (6.7.2.1)
            queue = tuple(card.id for card in self.target(fx) if card.damage > 0)
        while queue:
            card = fx.card(queue[0])
            most = min(self.amount, card.damage) if card.zone is Zone.PLAY else 0
            if most > 0 and not self.exactly:
                fx.set_queue(queue)
                return Prompt(fx.controller, PromptKind.NUMBER, (card.id,), maximum=most)
            if most > 0:
                fx.set_number(fx.number + fx.remove_damage(card, most))
            queue = queue[1:]
        fx.set_queue(None)
        return None

    def answer(self, fx: Effects, choice: int | None) -> bool:
        queue = fx.queue or ()
        if queue and choice:
            removed = fx.remove_damage(fx.card(queue[0]), min(choice, self.amount))
            fx.set_number(fx.number + removed)
        fx.set_queue(queue[1:])
        return False  # run again: the next target, or finish


@dataclass(frozen=True, slots=True)
class Modify(Step):
    """ "... gets +N/-N ¤ (◊, ⛉) this turn", or gains a keyword, a "can't" or a permission
    (`affects`), for `duration`."""

    act = Act.MODIFY  # how a refused choice for it is said

    affects: Affects
    amount: int = 1
    target: Target = CHOSEN
    duration: Duration = Duration.THIS_TURN

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target(fx):
            fx.modify(card, self.affects, self.amount, self.duration)
        return None


@dataclass(frozen=True, slots=True)
class Grant(Step):
    """ "... gain(s) '[triggered ability]' this turn": an ability given by an effect."""

    act = Act.MODIFY  # how a refused choice for it is said

    ability: Triggered
    target: Target = CHOSEN
    duration: Duration = Duration.THIS_TURN

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target(fx):
            fx.grant(card, self.ability, self.duration)
        return None


@dataclass(frozen=True, slots=True)
class Banish(Step):
    """ "Banish ...": all the targets together (7.4.3)."""

    act = Act.BANISH  # how a refused choice for it is said

    target: Target = CHOSEN

    def run(self, fx: Effects) -> Prompt | None:
        fx.banish(self.target(fx))
        return None


@dataclass(frozen=True, slots=True)
class ReturnToHand(Step):
    """ "Return ... to their player's hand"."""

    act = Act.RETURN  # how a refused choice for it is said

    target: Target = CHOSEN

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target(fx):
            fx.put_into(card, Zone.HAND)
        return None


@dataclass(frozen=True, slots=True)
class Ready(Step):
    act = Act.READY  # how a refused choice for it is said

    target: Target = CHOSEN

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target(fx):
            fx.ready(card)
        return None


@dataclass(frozen=True, slots=True)
class Exert(Step):
    act = Act.EXERT  # how a refused choice for it is said

    target: Target = CHOSEN

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target(fx):
            fx.exert(card)
        return None


@dataclass(frozen=True, slots=True)
class PutIntoInkwell(Step):
    """ "Put ... into their player's inkwell facedown (and exerted)" (7.5.6: unrevealed)."""

    target: Target = CHOSEN
    exerted: bool = True

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target(fx):
            fx.put_into(card, Zone.INKWELL, exerted=self.exerted)
        return None


@dataclass(frozen=True, slots=True)
class MoveChosen(Step):
    """Move the chosen cards (from any zone) to `zone` of their owner: the hand, the
    inkwell (facedown, `exerted` if the text says), the deck (then shuffled), the discard."""

    act = Act.MOVE  # how a refused choice for it is said

    zone: Zone
    exerted: bool = False

    def run(self, fx: Effects) -> Prompt | None:
        for card_id in fx.chosen:
            card = fx.card(card_id)
            if self.zone is Zone.DECK:
                fx.shuffle_into_deck(card)
            else:
                fx.put_into(card, self.zone, exerted=self.exerted)
        return None


# ---------------------------------------------------------------------- effects on players


@dataclass(frozen=True, slots=True)
class Draw(Step):
    """ "Draw N cards" (1.12.2: one at a time); `for_each`: as many as the count."""

    amount: int = 1
    for_each: bool = False

    def run(self, fx: Effects) -> Prompt | None:
        fx.draw(fx.controller, fx.number if self.for_each else self.amount)
        return None


@dataclass(frozen=True, slots=True)
class GainLore(Step):
    amount: int

    def run(self, fx: Effects) -> Prompt | None:
        fx.gain_lore(fx.controller, self.amount)
        return None


@dataclass(frozen=True, slots=True)
class OpponentsLoseLore(Step):
    """ "Each opponent loses N lore"; the lore actually lost is counted (1.11.1)."""

    amount: int

    def run(self, fx: Effects) -> Prompt | None:
        lost = fx.lose_lore(1 - fx.controller, self.amount)
        fx.set_number(fx.number + lost)
        return None


@dataclass(frozen=True, slots=True)
class Discard(Step):
    """ "Choose and discard N cards" (7.3.4: the discarding player chooses), by you or by
    each opponent: the cards are picked one by one, then discarded together, one event for
    the instruction (6.2.1)."""

    amount: int = 1
    who: Who = Who.YOU

    def run(self, fx: Effects) -> Prompt | None:
        player = self.who.of(fx.controller)
        picked = fx.queue or ()
        hand = [card.id for card in fx.cards(player, Zone.HAND) if card.id not in picked]
        if len(picked) >= self.amount or not hand:
            if picked:
                fx.discard([fx.card(i) for i in picked])
            fx.set_queue(None)
            return None
        return Prompt(player, PromptKind.CHOOSE, tuple(hand))

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None:
            fx.set_queue((*(fx.queue or ()), choice))
        return False  # run again: the next card, or discard them


@dataclass(frozen=True, slots=True)
class ReduceNextCost(Step):
    """ "You pay N less for the next [type] you play this turn" (4.3.6)."""

    amount: int
    card_type: CardType = CardType.CHARACTER
    classification: str | None = None

    def run(self, fx: Effects) -> Prompt | None:
        fx.reduce_next_cost(self.amount, self.card_type, self.classification)
        return None


# ---------------------------------------------------------------------- the deck


@dataclass(frozen=True, slots=True)
class LookAtTop(Step):
    """ "Look at the top N cards of your deck": the controller learns them; they stay there
    until a later step puts them somewhere."""

    amount: int

    def run(self, fx: Effects) -> Prompt | None:
        deck = fx.cards(fx.controller, Zone.DECK)
        top = list(deck[-self.amount :]) if self.amount else []
        for card in top:
            fx.reveal(card, fx.controller)
        fx.set_looked(tuple(card.id for card in reversed(top)))  # top card first
        return None


@dataclass(frozen=True, slots=True)
class TakeLooked(Step):
    """ "You may reveal a [kind] card and put it into your hand" from the cards looked at.
    The "may" is asked first, as its own yes/no (6.1.4), and only when there is a card it
    could take: finding none is allowed (7.1.4). "Yes" then asks which card; "no" takes
    nothing, and the rest of the effect still happens (the others go to the bottom)."""

    allowed: Predicate
    reveal: bool = True
    optional: bool = True  # Develop Your Brain must take one: optional=False

    def run(self, fx: Effects) -> Prompt | None:
        options = tuple(i for i in fx.looked if self.allowed(fx, fx.card(i)))
        if not options:
            return None
        if self.optional and fx.queue is None:
            return Prompt(fx.controller, PromptKind.MAY)
        return Prompt(fx.controller, PromptKind.CHOOSE, options)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if self.optional and fx.queue is None:
            if not choice:
                return True
            fx.set_queue(())  # yes: which card comes next
            return False
        fx.set_queue(None)
        if choice is not None:
            card = fx.card(choice)
            if self.reveal:
                fx.reveal(card)
            fx.put_into(card, Zone.HAND)
            fx.set_looked(tuple(i for i in fx.looked if i != choice))
        return True

    @property
    def says_may(self) -> bool:
        return self.optional


@dataclass(frozen=True, slots=True)
class PutLooked(Step):
    """Put the cards looked at on the top (or `bottom`) of the deck, in the order the
    controller chooses (7.2.3): each answer names the next card to place, top first; with
    `keep` 1, only one card is placed this way (Yzma: "on either the top or the bottom")."""

    bottom: bool = False
    keep: int = 0

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
class InkTopCard(Step):
    """ "Put the top card of your deck into your inkwell facedown and exerted"."""

    exerted: bool = True

    def run(self, fx: Effects) -> Prompt | None:
        deck = fx.cards(fx.controller, Zone.DECK)
        if deck:
            fx.put_into(deck[-1], Zone.INKWELL, exerted=self.exerted)
        return None


@dataclass(frozen=True, slots=True)
class PlayForFree(Step):
    """ "Play [a card] for free" (1.5.5.3, 6.7.8): the chosen cards still in hand."""

    exerted: bool = False

    def run(self, fx: Effects) -> Prompt | None:
        for card_id in fx.chosen:
            card = fx.card(card_id)
            if card.zone is Zone.HAND:
                fx.play_for_free(card, exerted=self.exerted)
        return None


# ---------------------------------------------------------------------- flow


@dataclass(frozen=True, slots=True)
class If(Step):
    """ "If [condition], ..." (6.2.4: checked at resolution): when false, the rest of the
    effect does nothing. The condition is asked about the ability's own card."""

    condition: Predicate

    def run(self, fx: Effects) -> Prompt | None:
        if not self.condition(fx, fx.me()):
            fx.skip_rest()
        return None


@dataclass(frozen=True, slots=True)
class Do(Step):
    """A one-off instruction written as a function of the effects, for text no other step
    says."""

    instruction: Callable[[Effects], None]

    def run(self, fx: Effects) -> Prompt | None:
        self.instruction(fx)
        return None


@dataclass(frozen=True, slots=True)
class StartSubgame(Step):
    """ "Players play a Lorcana subgame, using their decks as their decks" (Magic 729): the
    effect waits until the subgame ends; `subgame_winner` then tells who won."""

    bring_characters: bool = False

    def run(self, fx: Effects) -> Prompt | None:
        fx.start_subgame(bring_characters=self.bring_characters)
        return Prompt(fx.controller, PromptKind.SUBGAME)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        return True  # the subgame ended: the effect goes on


@dataclass(frozen=True, slots=True)
class Floating(Step):
    """A floating triggered ability for the rest of this turn (6.2.7.1): Steal from the
    Rich's "whenever one of your characters quests this turn"."""

    ability: Triggered

    def run(self, fx: Effects) -> Prompt | None:
        fx.add_floating(self.ability)
        return None

