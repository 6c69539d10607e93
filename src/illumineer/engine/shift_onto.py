"""Putting a card on top with Shift (8.10): which cards of its owner's may be its bases (the
variants of 8.10.8), and how it takes their place (8.10.2-8.10.6). The Shift turn action
(`rules/shift.py`) pays for it; an effect may shift a card for free ("Shift a character from
your discard for free", "play or shift a Robot character ... for free") through the same
functions.

A base may also be a character that "also counts as being named Syndrome for Shift"
(`abilities.shifting.CountsAsNamedForShift`): a Shift by name onto it is a Shift onto a
character with that name.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from illumineer.engine.abilities.keywords import ENTER_EXERTED
from illumineer.engine.abilities.shifting import (
    TEMPORARY,
    AnyShiftsOnto,
    CountsAsNamedForShift,
    shift_rules,
)
from illumineer.engine.bag import add_floating, notice
from illumineer.engine.cards import CardDefinition, CardType
from illumineer.engine.events import Event
from illumineer.engine.playing import ENTER_EXERTED_KEY, enters, played
from illumineer.engine.primitives import move
from illumineer.engine.state import Card, GameState, Granted, Modifier, Resolution
from illumineer.engine.trail import set_field
from illumineer.engine.values import has_keyword
from illumineer.engine.vocabulary import Arrival, EventKind, Keyword, Zone


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


def pair_of(card: CardDefinition) -> tuple[str, str] | None:
    names = card.names
    return (names[0], names[1]) if len(names) >= 2 else None


def _any_onto(base: Card) -> bool:
    """Whether any character may shift onto `base` (Morph - Little Imitator)."""
    behaviour = base.definition.behaviour
    return (base.is_character and behaviour is not None and bool(behaviour.rules)
            and any(isinstance(rule, AnyShiftsOnto) for rule in behaviour.rules))  # fmt: skip


def fits(st: GameState, card: Card, base: Card, shape: Variant | None = None) -> bool:
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
        return _shares_a_name(card, base)
    if shape.onto is Onto.CLASS:
        return shape.word in base.definition.classifications
    if shape.onto is Onto.ANY:
        return True
    pair = pair_of(card.definition)
    if pair is None or not any(named_for_shift(base, n) for n in pair):
        return False
    return shape.onto is Onto.COMBO or bool(partners(st, card, base))


def partners(st: GameState, card: Card, base: Card) -> list[Card]:
    """The characters that may be the second base with `base` (Duo, Combo Shift): with
    `base`, one named for each of the card's two names (a single character with both names
    fills one place only, 8.10.8 case)."""
    pair = pair_of(card.definition)
    if pair is None:
        return []
    first, second = pair

    def named(c: Card, name: str) -> bool:
        return named_for_shift(c, name) or _any_onto(c)

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
    return [c for c in st.players[card.owner].play if fits(st, card, c, shape)]


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
    played(st, card, card.owner, shifted=True)
    for base in under:  # "when you shift a character on top of this character" (4.3.4.2)
        notice(st, Event(EventKind.SHIFTED_ONTO, base.id, card.owner, card.id))
    if variant_of(card.definition).temporary:
        add_floating(st, TEMPORARY, card.id, card.owner)
    if has_keyword(st, card, Keyword.BODYGUARD) and not card.exerted:
        return Resolution(card.id, card.owner, ENTER_EXERTED, label="Bodyguard",
                          key=ENTER_EXERTED_KEY)
    return None


def named_for_shift(base: Card, name: str) -> bool:
    """Whether `base` has `name` for a Shift: its own names (5.2.6), or one it "also counts
    as being named for Shift"."""
    if base.definition.has_name(name):
        return True
    return any(isinstance(rule, CountsAsNamedForShift) and rule.name == name
               for rule in shift_rules(base.definition))  # fmt: skip


def _shares_a_name(card: Card, base: Card) -> bool:
    """Shift by name (8.10.1): the card and the base have a name in common."""
    if card.definition.shares_a_name(base.definition):
        return True
    return any(named_for_shift(base, name) for name in card.definition.single_names)
