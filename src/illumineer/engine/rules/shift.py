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
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.costs import Payment, payable, payment_steps
from illumineer.engine.abilities.keywords import ENTER_EXERTED
from illumineer.engine.abilities.shifting import (
    TEMPORARY,
    AnyShiftsOnto,
    PayLessToShiftOnto,
    shift_rules,
)
from illumineer.engine.actions import Action, fast
from illumineer.engine.bag import add_floating, notice
from illumineer.engine.cards import DROPS, CardDefinition, CardType
from illumineer.engine.effects import Acting
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.events import Event
from illumineer.engine.inkdrops import paid_for, remove_drops, spendable
from illumineer.engine.playing import ENTER_EXERTED_KEY, enters, played
from illumineer.engine.primitives import move, reveal
from illumineer.engine.resolution import start
from illumineer.engine.restrictions import cant_play
from illumineer.engine.rules.base import reach, turn_action
from illumineer.engine.rules.play import pay, refuse_restricted
from illumineer.engine.state import EVERYONE, Card, GameState, Granted, Modifier, Resolution
from illumineer.engine.trail import set_field
from illumineer.engine.values import Reading, has_keyword, shift_cost
from illumineer.engine.vocabulary import Arrival, EventKind, Keyword, PromptKind, Verb, Zone
from illumineer.engine.why import Because, Why

#: The key the state hash reads for a Shift's resolution (its second base, its payment).
SHIFT_KEY = 3


class Onto(IntEnum):
    """What a Shift variant puts the card on top of (8.10.8)."""

    NAME = 0  # Shift: one of your characters sharing a name
    CLASS = 1  # [Classification] Shift: one of your characters with the classification
    ANY = 2  # Universal Shift: any one of your characters
    ITEM = 3  # Potato Shift: one of your items named Potato
    DUO = 4  # Duo Shift: two of your characters, one named for each of the card's names
    COMBO = 5  # Combo Shift: one named for either name, or one of each


@dataclass(frozen=True, slots=True)
class Variant:
    """A printed Shift keyword read: onto what, the classification or item name it says
    (`word`), and whether it is Temporary."""

    onto: Onto
    word: str = ""
    temporary: bool = False


#: The words before "Shift" that name a variant; any other word is a classification, and
#: the items a variant names are the item names (8.10.8).
_VARIANT_WORDS = {"Universal": Onto.ANY, "Duo": Onto.DUO, "Combo": Onto.COMBO}
_ITEM_NAMES = frozenset({"Potato"})
_VARIANTS: dict[str, Variant] = {}


def variant_of(definition: CardDefinition) -> Variant:
    """The Shift variant `definition` prints ("Temporary Red Panda Shift": Temporary, onto
    a Red Panda character)."""
    printed = definition.printed_keyword(Keyword.SHIFT)
    name = printed.name if printed is not None else "Shift"
    found = _VARIANTS.get(name)
    if found is None:
        words = name.split()[:-1]  # the words before "Shift"
        temporary = bool(words) and words[0] == "Temporary"
        rest = " ".join(words[1:] if temporary else words)
        if not rest:
            found = Variant(Onto.NAME, temporary=temporary)
        elif rest in _VARIANT_WORDS:
            found = Variant(_VARIANT_WORDS[rest], temporary=temporary)
        elif rest in _ITEM_NAMES:
            found = Variant(Onto.ITEM, rest, temporary)
        else:
            found = Variant(Onto.CLASS, rest, temporary)
        _VARIANTS[name] = found
    return found


def payment_of(definition: CardDefinition) -> tuple[Payment, ...]:
    """What a Shift paid otherwise than in ink costs ("Shift: Discard 2 cards"), as its
    card's definition says it (`Behaviour.shift`); () for a Shift paid in ink."""
    behaviour = definition.behaviour
    return behaviour.shift if behaviour is not None else ()


def has_known_cost(definition: CardDefinition) -> bool:
    """Whether the card's Shift cost is one the engine can pay: printed in ink ("Shift 3",
    "Duo Shift 0 ⬡") or written as payment words ("Shift: Discard 2 cards")."""
    printed = definition.printed_keyword(Keyword.SHIFT)
    return printed is not None and (printed.value is not None or bool(payment_of(definition)))


# ---------------------------------------------------------------------- bases


def _pair(card: CardDefinition) -> tuple[str, str] | None:
    names = card.names
    return (names[0], names[1]) if len(names) >= 2 else None


def _any_onto(base: Card) -> bool:
    """Whether any character may shift onto `base` (Morph - Little Imitator)."""
    behaviour = base.definition.behaviour
    return (base.is_character and behaviour is not None and bool(behaviour.rules)
            and any(isinstance(rule, AnyShiftsOnto) for rule in behaviour.rules))  # fmt: skip


def price(st: GameState, card: Card, base: Card | None = None) -> int:
    """The ink `card`'s Shift costs now (onto `base`: with what the base says, "you pay 1 ⬡
    less to shift a character on top of this character"), never below 0."""
    less = 0
    if base is not None:
        less = sum(rule.amount for rule in shift_rules(base.definition)
                   if isinstance(rule, PayLessToShiftOnto))  # fmt: skip
    return max(0, shift_cost(st, card) - less)


def _fits(st: GameState, card: Card, base: Card, shape: Variant | None = None) -> bool:
    """Whether `base` may be the (first) base of `card`'s Shift (8.10.1, 8.10.8); `shape`:
    the card's variant, if known."""
    if base is card or base.zone is not Zone.PLAY or base.owner != card.owner:
        return False
    shape = shape or variant_of(card.definition)
    if _any_onto(base):  # any variant; it fills one place of a Duo Shift
        return shape.onto is not Onto.DUO or bool(partners(st, card, base))
    if shape.onto is Onto.ITEM:
        return base.definition.card_type is CardType.ITEM and base.definition.has_name(shape.word)
    if not base.is_character:
        return False
    if shape.onto is Onto.NAME:
        return card.definition.shares_a_name(base.definition)
    if shape.onto is Onto.CLASS:
        return shape.word in base.definition.classifications
    if shape.onto is Onto.ANY:
        return True
    pair = _pair(card.definition)
    if pair is None or not any(base.definition.has_name(n) for n in pair):
        return False
    return shape.onto is Onto.COMBO or bool(partners(st, card, base))


def partners(st: GameState, card: Card, base: Card) -> list[Card]:
    """The characters that may be the second base with `base` (Duo, Combo Shift): with
    `base`, one named for each of the card's two names (a single character with both names
    fills one place only, 8.10.8 case)."""
    pair = _pair(card.definition)
    if pair is None:
        return []
    first, second = pair

    def named(c: Card, name: str) -> bool:
        return c.definition.has_name(name) or _any_onto(c)

    return [
        other
        for other in st.players[card.owner].play
        if other.is_character and other is not base and other is not card
        and ((named(base, first) and named(other, second))
             or (named(base, second) and named(other, first)))
    ]  # fmt: skip


def bases(st: GameState, card: Card) -> list[Card]:
    """Cards of yours that `card` may shift onto (its first base, for Duo and Combo)."""
    shape = variant_of(card.definition)
    return [c for c in st.players[card.owner].play if _fits(st, card, c, shape)]


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
    pair = _pair(card.definition)
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
    refuse_restricted(st, card, who)
    if not _fits(st, card, base):
        raise _refusal(st, card, base)
    if paid_in_drops(card):
        cost, have = card.definition.keyword_value(Keyword.SHIFT) or 0, st.players[who].drops
        if cost > have:
            raise IllegalAction("1.5.3", f"Shift removes {cost} ink drops; p{who + 1} has {have}",
                                Why(Because.SHIFT_SHORT, (card.id,), (cost, have)))
        return
    cost, ready = price(st, card, base), spendable(st.players[who])
    if cost > ready:
        raise IllegalAction("1.5.3", f"Shift costs {cost} but only {ready} ink is ready",
                            Why(Because.SHIFT_SHORT, (card.id,), (cost, ready)))
    parts = payment_of(card.definition)
    if parts and not payable(parts, Reading(st, card.id, card.owner)):
        raise IllegalAction("1.5.3", f"the Shift cost of {card.definition} can't be paid in "
                            "full", Why(Because.COST_UNPAYABLE, (card.id,)))


def perform(st: GameState, action: Action, who: int) -> None:
    card, base = st.cards[action.card], st.cards[action.other]
    reveal(st, card, EVERYONE)
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


def _dry_since_the_turn_began(st: GameState, base: Card) -> bool:
    """8.10.4.1: a character base is drying or not; any other base counts as drying when it
    was played this turn."""
    if base.drying:
        return True
    return not base.is_character and any(c == base.id for _, c in st.played)


def complete(st: GameState, card: Card, under: tuple[Card, ...]) -> Resolution | None:
    """Put `card` on top of its bases (8.10.2-8.10.6): it takes their place and states, and
    the effects applied to them; they go under it. Return what it must resolve next
    (Bodyguard's "may enter play exerted")."""
    first = under[0]
    exerted = any(b.exerted for b in under)  # 8.10.4.2: exerted beats ready,
    drying = any(_dry_since_the_turn_began(st, b) for b in under)  # drying beats dry
    damage = sum(b.damage for b in under)
    location = first.location
    move(st, card, Zone.PLAY, how=Arrival.PLAYED)
    set_field(st, card, "exerted", exerted)
    set_field(st, card, "drying", drying)
    set_field(st, card, "damage", damage)
    set_field(st, card, "location", location)
    below: tuple[int, ...] = ()
    for base in under:
        below = (*below, *base.under, base.id)
        set_field(st, base, "under", ())
        move(st, base, Zone.UNDER)
    set_field(st, card, "under", below)
    moved = {base.id for base in under}
    if any(m.card in moved for m in st.modifiers):
        set_field(st, st, "modifiers", tuple(
            Modifier(card.id, m.affects, m.amount, m.start, m.end) if m.card in moved else m
            for m in st.modifiers
        ))  # fmt: skip
    if any(g.card in moved for g in st.granted):
        set_field(st, st, "granted", tuple(
            Granted(card.id, g.ability, g.start, g.end) if g.card in moved else g
            for g in st.granted
        ))  # fmt: skip
    enters(st, card)
    played(st, card, card.owner)
    for base in under:  # "when you shift a character on top of this character" (4.3.4.2)
        notice(st, Event(EventKind.SHIFTED_ONTO, base.id, card.owner, card.id))
    if variant_of(card.definition).temporary:
        add_floating(st, TEMPORARY, card.id, card.owner)
    if has_keyword(st, card, Keyword.BODYGUARD) and not card.exerted:
        return Resolution(card.id, card.owner, ENTER_EXERTED, label="Bodyguard",
                          key=ENTER_EXERTED_KEY)
    return None


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


@dataclass(frozen=True, slots=True)
class _OnTop(Step):
    """The Shift, paid: the card goes on top of its bases (the engine's step)."""

    def run(self, fx: Effects) -> Prompt | None:
        st, card, _ = _shifting(fx)
        under = tuple(st.cards[i] for i in fx.chosen if st.cards[i].zone is Zone.PLAY)
        if under and card.zone is Zone.HAND:
            then = complete(st, card, under)
            if then is not None:  # after this resolution (as a card played by an effect)
                set_field(st, st, "queued", (*st.queued, then))
        return None


def _shifting(fx: Effects) -> tuple[GameState, Card, int]:
    """The game, the card being shifted and its first base, from a Shift's resolution."""
    assert isinstance(fx, Acting)
    st = fx.st
    return st, st.cards[fx.source], fx.chosen[0]


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
    """Only a card printed with Shift can be shifted."""
    return Keyword.SHIFT in definition.keyword_set


def offer(st: GameState, out: list[Action], ready: int) -> None:
    me = st.players[st.active]
    for card in me.hand:
        definition = card.definition
        if Keyword.SHIFT not in definition.keyword_set or not has_known_cost(definition):
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
                   if price(st, card, base) <= ready)  # fmt: skip
