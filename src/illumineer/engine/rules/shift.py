"""Shift (rule 8.10): pay the Shift cost and put the card on top of a base of yours; it takes
the base's place, states and damage, and keeps the effects applied to it (8.10.2-8.10.6).

The variants (8.10.8) say which bases: Shift by name (one of your characters sharing a name,
5.2.6: "Flotsam & Jetsam" shifts onto a Jetsam), [Classification] Shift (one of your
Puppy characters), Universal Shift (any character of yours), Potato Shift (an item of yours
named Potato), Duo Shift (two characters, one named for each of the card's names) and Combo
Shift (one sharing a name, or two covering both); Temporary Shift also returns the card to
its owner's hand at the end of the turn (`abilities.shifting.TEMPORARY`). Combined variants
meet all their conditions (8.10.9).

``shift c12 c7`` names the card and its first base. What else the Shift needs is asked as
answers before the card is put into play: the second base of a Duo (or, if the player
wants one, of a Combo) Shift, and the cards a Shift paid otherwise than in ink names
("Shift: Discard 2 cards"). With two bases, the card is exerted if either was, drying if
either was, and takes the damage of both (8.10.4.2, 8.10.6).

A Shift is paid in ink or, for "Shift Remove 2 ink drops" (set 14), by removing ink drops.
A card may say another way to pay for its Shift ("You may put 5 character cards from your
discard on the bottom of your deck in any order to shift this character for free",
`abilities.alternate.PayInstead`): while that can be paid in full it is offered, with too
little ink too; with ink enough, its player is asked which way ("yes": the other way).

Which cards are bases, and how the card goes on top of them, is `engine/shift_onto.py`'s
(an effect may shift a card for free too).
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.alternate import paid_instead
from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.costs import Payment, payable, payment_steps
from illumineer.engine.abilities.gains_shift import gained_shift, may_gain_shift
from illumineer.engine.abilities.shifting import PayLessToShiftOnto, shift_rules
from illumineer.engine.actions import Action, fast
from illumineer.engine.bag import notice
from illumineer.engine.cards import DROPS, CardDefinition
from illumineer.engine.effects import Acting
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.events import Event
from illumineer.engine.inkdrops import paid_for, remove_drops, spendable
from illumineer.engine.primitives import queue_after, reveal
from illumineer.engine.resolution import start
from illumineer.engine.restrictions import cant_play
from illumineer.engine.rules.base import reach, turn_action
from illumineer.engine.rules.play import pay, refuse_restricted
from illumineer.engine.shift_onto import (
    Onto,
    bases,
    complete,
    fits,
    pair_of,
    partners,
    variant_of,
)
from illumineer.engine.state import EVERYONE, Card, GameState, Resolution
from illumineer.engine.values import Reading, shift_cost
from illumineer.engine.vocabulary import EventKind, Keyword, PromptKind, Verb, Zone
from illumineer.engine.why import Because, Why

#: The key the state hash reads for a Shift's resolution (its second base, its payment).
SHIFT_KEY = 3


def payment_of(definition: CardDefinition) -> tuple[Payment, ...]:
    """What a Shift paid otherwise than in ink costs ("Shift: Discard 2 cards"), as its
    card's definition says it (`Behaviour.shift`); () for a Shift paid in ink."""
    behaviour = definition.behaviour
    return behaviour.shift if behaviour is not None else ()


def has_known_cost(definition: CardDefinition) -> bool:
    """Whether the card's Shift cost is one the engine can pay: printed in ink ("Shift 3",
    "Duo Shift 0 ⬡") or written as payment words ("Shift: Discard 2 cards"), or one it
    may gain ("this card gains Shift 0 ⬡")."""
    printed = definition.printed_keyword(Keyword.SHIFT)
    if printed is None:
        return may_gain_shift(definition)
    return printed.value is not None or bool(payment_of(definition))


def _has_shift(st: GameState, card: Card) -> bool:
    """Whether `card` has Shift now: printed, or gained while its condition holds."""
    definition = card.definition
    if Keyword.SHIFT in definition.keyword_set:
        return True
    return may_gain_shift(definition) and gained_shift(Reading(st, card.id, card.owner),
                                                       card) is not None  # fmt: skip


# ---------------------------------------------------------------------- bases


def price(st: GameState, card: Card, base: Card | None = None) -> int:
    """The ink `card`'s Shift costs now (onto `base`: with what the base says, "you pay 1 ⬡
    less to shift a character on top of this character"), never below 0."""
    less = 0
    if base is not None:
        less = sum(rule.amount for rule in shift_rules(base.definition)
                   if isinstance(rule, PayLessToShiftOnto))  # fmt: skip
    return max(0, shift_cost(st, card) - less)


def _refusal(st: GameState, card: Card, base: Card) -> IllegalAction:
    shape, name = variant_of(card.definition), card.definition.name
    ids = (card.id, base.id)
    if shape.onto is Onto.CLASS:
        return IllegalAction("8.10.8", f"c{base.id} is not a {shape.word} character of yours",
                             Why(Because.SHIFT_CLASS, ids, words=(shape.word,)))
    if shape.onto is Onto.ANY:
        return IllegalAction("8.10.8", f"c{base.id} is not a character of yours",
                             Why(Because.SHIFT_ANY, ids))
    if shape.onto is Onto.ITEM:
        return IllegalAction("8.10.8", f"c{base.id} is not an item of yours named {shape.word}",
                             Why(Because.SHIFT_ITEM, ids, words=(shape.word,)))
    pair = pair_of(card.definition)
    if shape.onto in (Onto.DUO, Onto.COMBO) and pair is not None:
        if _named_either(base, pair) and base.owner == card.owner and base.is_character:
            return IllegalAction("8.10.8", f"no second character of yours goes with c{base.id}",
                                 Why(Because.SHIFT_NO_PAIR, ids))
        return IllegalAction("8.10.8", f"c{base.id} is not a character of yours named "
                             f"{pair[0]} or {pair[1]}", Why(Because.SHIFT_PAIR, ids, words=pair))
    return IllegalAction("8.10.1", f"c{base.id} is not a character of yours named {name}",
                         Why(Because.SHIFT_BASE, ids))


def _named_either(base: Card, pair: tuple[str, str]) -> bool:
    return any(base.definition.has_name(n) for n in pair)


def _second_wanted(st: GameState, card: Card, base: Card) -> bool:
    """Whether a second base is asked for: always for Duo Shift; for Combo Shift when one
    could go with the first (the player may stop at one)."""
    onto = variant_of(card.definition).onto
    return onto is Onto.DUO or (onto is Onto.COMBO and bool(partners(st, card, base)))


# ---------------------------------------------------------------------- the decision


def touch(st: GameState, action: Action, who: int) -> None:
    card = reach(st, action.card, who, Zone.HAND, "hand")
    if not has_known_cost(card.definition):
        raise ImpossibleAction("8.10", f"{card.definition} has no Shift cost in ink or words "
                               "the engine pays")
    reach(st, action.other, who, Zone.PLAY, "play")


def verify(st: GameState, action: Action, who: int) -> None:
    turn_action(st, "8.10.1", who)
    card, base = st.cards[action.card], st.cards[action.other]
    if not _has_shift(st, card):
        raise IllegalAction("8.10.1", f"{card.definition} has no Shift now",
                            Why(Because.NO_SHIFT_NOW, (card.id,)))
    refuse_restricted(st, card, who)
    if not fits(st, card, base):
        raise _refusal(st, card, base)
    if paid_in_drops(card):
        cost, have = card.definition.keyword_value(Keyword.SHIFT) or 0, st.players[who].drops
        if cost > have:
            raise IllegalAction("1.5.3", f"Shift removes {cost} ink drops; p{who + 1} has {have}",
                                Why(Because.SHIFT_SHORT, (card.id,), (cost, have)))
        return
    cost, ready = price(st, card, base), spendable(st.players[who])
    if cost > ready and instead(st, card, base) is None:
        raise IllegalAction("1.5.3", f"Shift costs {cost} but only {ready} ink is ready",
                            Why(Because.SHIFT_SHORT, (card.id,), (cost, ready)))
    parts = payment_of(card.definition)
    if parts and not payable(parts, Reading(st, card.id, card.owner)):
        raise IllegalAction("1.5.3", f"the Shift cost of {card.definition} can't be paid in "
                            "full", Why(Because.COST_UNPAYABLE, (card.id,)))


def perform(st: GameState, action: Action, who: int) -> None:
    card, base = st.cards[action.card], st.cards[action.other]
    reveal(st, card, EVERYONE)
    other = instead(st, card, base)
    if other is not None:  # the other way to pay: asked, then paid, before it goes on top
        paying = payment_steps((other,))
        ask = price(st, card, base) <= spendable(st.players[who])
        start(st, Resolution(card.id, card.owner,
                             ((_Which(len(paying), base.id),) if ask else ())
                             + (*paying, _OnTop((base.id,))),
                             label="Shift", key=SHIFT_KEY))  # fmt: skip
        return
    if paid_in_drops(card):  # "Shift Remove 2 ink drops" (set 14)
        removed = remove_drops(st, st.players[card.owner],
                               card.definition.keyword_value(Keyword.SHIFT) or 0)
        paid = -1
    else:
        paid = price(st, card, base)
        removed = pay(st, card.owner, paid)
    paid_for(st, st.players[card.owner], card, removed)
    parts = payment_of(card.definition)
    second = _second_wanted(st, card, base)
    if not (parts or second):
        then = complete(st, card, (base,))
        if paid >= 0:  # "whenever you pay 2 ⬡ or less to play a card"
            notice(st, Event(EventKind.PAID_TO_PLAY, card.id, card.owner, amount=paid))
        if then is not None:
            start(st, then)
        return
    # The rest is asked before the card is put into play: the second base, the cards paid.
    steps: tuple[Step, ...] = (
        *((_SecondBase(),) if second else ()),
        *payment_steps(parts),
        _OnTop(),
    )
    resolution = Resolution(card.id, card.owner, steps, label="Shift", key=SHIFT_KEY)
    resolution.chosen = (base.id,)  # (a new resolution: recorded whole as it starts)
    start(st, resolution)


@dataclass(frozen=True, slots=True)
class _SecondBase(Step):
    """The Shift's second base (Duo: one must be chosen; Combo: one may be), asked after the
    first (the resolution's chosen card). The engine's step: no card says it."""

    def run(self, fx: Effects) -> Prompt | None:
        st, card, first = _shifting(fx)
        options = tuple(c.id for c in partners(st, card, st.cards[first]))
        if not options:
            return None
        combo = variant_of(card.definition).onto is Onto.COMBO
        return Prompt(fx.controller, PromptKind.CHOOSE, options, optional=combo)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None:
            fx.set_chosen((*fx.chosen, choice))
        return True


def instead(st: GameState, card: Card, base: Card) -> Payment | None:
    """The other way `card` says it may be shifted ("You may put 5 character cards from your
    discard on the bottom of your deck in any order to shift this character for free"), if
    it can be paid in full now; only onto a single base, paid in ink otherwise."""
    behaviour = card.definition.behaviour
    if behaviour is None or not behaviour.rules or paid_in_drops(card):
        return None
    payment = paid_instead(card.definition, shift=True)
    if payment is None or payment_of(card.definition) or _second_wanted(st, card, base):
        return None
    return payment if payment.payable(Reading(st, card.id, card.owner)) else None


@dataclass(frozen=True, slots=True)
class _Which(Step):
    """Which way the Shift is paid for: "yes", the other way (the steps after this); "no",
    in ink (and the `body` steps of the other payment are skipped). The engine's step."""

    body: int
    base: int

    def run(self, fx: Effects) -> Prompt | None:
        return Prompt(fx.controller, PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if not choice:
            st, card, _ = _shifting(fx)
            paid = price(st, card, st.cards[self.base])
            paid_for(st, st.players[card.owner], card, pay(st, card.owner, paid))
            notice(st, Event(EventKind.PAID_TO_PLAY, card.id, card.owner, amount=paid))
            fx.skip(self.body)
        return True


@dataclass(frozen=True, slots=True)
class _OnTop(Step):
    """The Shift, paid: the card goes on top of its bases (the engine's step): `bases`, or
    those the resolution chose."""

    bases: tuple[int, ...] = ()

    def run(self, fx: Effects) -> Prompt | None:
        st, card, _ = _shifting(fx)
        under = tuple(st.cards[i] for i in self.bases or fx.chosen
                      if st.cards[i].zone is Zone.PLAY)  # fmt: skip
        if under and card.zone is Zone.HAND:
            queue_after(st, complete(st, card, under))  # after this resolution
        return None


def _shifting(fx: Effects) -> tuple[GameState, Card, int]:
    """The game, the card being shifted and its first base, from a Shift's resolution (-1
    when its bases are the step's own, not chosen)."""
    assert isinstance(fx, Acting)
    st = fx.st
    return st, st.cards[fx.source], fx.chosen[0] if fx.chosen else -1


def asks_second_base(st: GameState) -> bool:
    """Whether the open question is a Shift's second base."""
    res = st.resolving
    return (
        st.prompt is not None
        and res is not None
        and res.key == SHIFT_KEY
        and res.index < len(res.steps)
        and isinstance(res.steps[res.index], _SecondBase)
    )


def paid_in_drops(card: Card) -> bool:
    """Whether the card's Shift is paid by removing ink drops, not ink (set 14)."""
    printed = card.definition.printed_keyword(Keyword.SHIFT)
    return printed is not None and printed.unit == DROPS


def offered_by(definition: CardDefinition) -> bool:
    """Only a card printed with Shift, or that may gain it, can be shifted."""
    return Keyword.SHIFT in definition.keyword_set or may_gain_shift(definition)


def offer(st: GameState, out: list[Action], ready: int) -> None:
    me = st.players[st.active]
    for card in me.hand:
        definition = card.definition
        if Keyword.SHIFT not in definition.keyword_set:
            if not (may_gain_shift(definition) and _has_shift(st, card)):
                continue
        elif not has_known_cost(definition):
            continue
        found = bases(st, card)  # (most often none: the cheapest question first)
        if not found or cant_play(st, card, me.index):
            continue
        parts = payment_of(definition)
        if parts and not payable(parts, Reading(st, card.id, card.owner)):
            continue
        if paid_in_drops(card):
            if (definition.keyword_value(Keyword.SHIFT) or 0) <= me.drops:
                out.extend(fast(Verb.SHIFT, (card.id, base.id)) for base in found)
            continue
        out.extend(fast(Verb.SHIFT, (card.id, base.id)) for base in found
                   if price(st, card, base) <= ready
                   or instead(st, card, base) is not None)  # fmt: skip
