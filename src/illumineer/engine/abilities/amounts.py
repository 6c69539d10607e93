"""Amounts: numbers card text works out from the game ("for each card in your hand",
"equal to their ¤", "the number of characters you have in play").

A step's amount is an `int` or a `Quantity`; a quantity is said two ways, by two phrase sets:
``PHRASES`` where it stands for the number ("draw cards equal to the damage on him"), and
``PER`` after "for each" ("gets +1 ◊ for each other Villain character you have in play",
where the count is said as its unit). `Times` multiplies: "+1 ◊ for each ..." is
``Times(1, Counted(...))``.

>>> from illumineer.engine.abilities.filters import Cards, Det, Owner
>>> from illumineer.engine.abilities.phrasing import english
>>> english(Counted(Cards(Det.PLAIN, owner=Owner.YOURS)))
'the number of your characters'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, unique

from illumineer.engine.abilities.core import CardView, Facts, Quantity, Target
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase, Rule, Speaker, phrase_rule, rule
from illumineer.engine.abilities.players import EachOpponent, Players, You
from illumineer.engine.abilities.words import register_enum
from illumineer.engine.vocabulary import EventKind, Stat, Zone


@dataclass(frozen=True, slots=True)
class Counted(Quantity):
    """How many cards a description names now: "the number of characters you have in
    play"; after "for each", the description's unit: "other Villain character you have in
    play"."""

    cards: Cards
    PHRASES = (Phrase("the number of {cards}"),)
    PER = (Phrase("{cards}"),)

    def value(self, facts: Facts, card: CardView) -> int:
        return len(self.cards.cards(facts))


@dataclass(frozen=True, slots=True)
class CardsInHand(Quantity):
    """How many cards are in these players' hands."""

    players: Players
    PHRASES = (Phrase("the number of cards in your hand", players=You()),)
    opponents: bool = False  # "opponents' hands" rather than "your opponents' hands"
    PER = (Phrase("card in your hand", players=You()),
           Phrase("card in opponents' hands", players=EachOpponent(), opponents=True),
           Phrase("card in your opponents' hands", players=EachOpponent()))

    def value(self, facts: Facts, card: CardView) -> int:
        return sum(len(facts.cards(seat, Zone.HAND)) for seat in self.players.seats(facts))


@dataclass(frozen=True, slots=True)
class DamageOn(Quantity):
    """The damage counters on the target's cards: "the damage on chosen character"."""

    target: Target
    PHRASES = (Phrase("the damage on {target}"),)
    PER = (Phrase("1 damage on {target}"),)

    def value(self, facts: Facts, card: CardView) -> int:
        return sum(c.damage for c in self.target.cards(facts))


#: The stats a quantity can read, and their symbols.
STAT_SYMBOLS: dict[Stat, str] = {Stat.STRENGTH: "¤", Stat.WILLPOWER: "⛉", Stat.LORE: "◊"}


@dataclass(frozen=True, slots=True)
class StatOf(Quantity):
    """A card's current strength, willpower or lore: "their ¤", "this character's ◊"."""

    stat: Stat
    target: Target
    of: bool = False  # "the ¤ of chosen Ally character of yours"
    # (only ¤: "the ◊ of a character card in your discard" is one card chosen, Anna's word)
    PHRASES = (Phrase("the ¤ of {target}", of=True, stat=Stat.STRENGTH),
               Phrase("{target:possessive} {stat:stat}"))  # fmt: skip

    def value(self, facts: Facts, card: CardView) -> int:
        total = 0
        for c in self.target.cards(facts):
            if self.stat is Stat.STRENGTH:
                total += facts.strength(c)
            elif self.stat is Stat.WILLPOWER:
                total += facts.willpower(c)
            else:
                total += facts.lore_value(c)
        return total


@dataclass(frozen=True, slots=True)
class Discarded(Quantity):
    """The cards the triggering discard took (one event for one instruction, 6.2.1)."""

    PER = (Phrase("card discarded"),)

    def value(self, facts: Facts, card: CardView) -> int:
        return 0 if facts.event is None else len(facts.event.cards)


@dataclass(frozen=True, slots=True)
class DamageDealt(Quantity):
    """The damage the triggering event dealt, after Resist: "deal the same amount of
    damage" (its instruction says it)."""

    def value(self, facts: Facts, card: CardView) -> int:
        event = facts.event
        return 0 if event is None or event.kind is not EventKind.DAMAGE else event.amount


@unique
class Counting(IntEnum):
    """What an effect's count counted, as the text says it."""

    NUMBER = 0  # "that number", "that amount"
    DAMAGE_REMOVED = 1  # "1 damage removed this way"
    LORE_LOST = 2  # "1 lore lost this way"


register_enum(Counting)


@dataclass(frozen=True, slots=True)
class ThisWay(Quantity):
    """The count an effect keeps ("for each 1 damage removed this way", 6.1.8)."""

    counting: Counting = Counting.NUMBER
    PHRASES = (Phrase("that number", counting=Counting.NUMBER),)
    PER = (
        Phrase("1 damage removed this way", counting=Counting.DAMAGE_REMOVED),
        Phrase("1 lore lost this way", counting=Counting.LORE_LOST),
    )

    def value(self, facts: Facts, card: CardView) -> int:
        return facts.number


@dataclass(frozen=True, slots=True)
class Times(Quantity):
    """`per` for each of `each`: "+1 ◊ for each ..." (the phrase around it says both)."""

    per: int
    each: Quantity

    def value(self, facts: Facts, card: CardView) -> int:
        return self.per * self.each.value(facts, card)


def _say_stat(value: Stat, speaker: Speaker) -> list[str]:
    return [STAT_SYMBOLS[value]]


def _signed(value: int, speaker: Speaker) -> list[str]:
    return [f"+{value}" if value >= 0 else str(value)]


rule(Rule("number", lambda value: isinstance(value, int) and not isinstance(value, bool),
          lambda value, speaker: [str(value)]))  # fmt: skip
rule(Rule("signed", lambda value: isinstance(value, int) and not isinstance(value, bool),
          _signed))  # fmt: skip
rule(Rule("stat", lambda value: value in STAT_SYMBOLS, _say_stat))
rule(Rule("plus_stat", lambda value: value in STAT_SYMBOLS,
          lambda value, speaker: ["+" + STAT_SYMBOLS[value]]))  # fmt: skip
phrase_rule("quantity", "quantity", "PHRASES")
phrase_rule("per", "quantity", "PER")


def _is_amount(value: object) -> bool:
    return (isinstance(value, int) and not isinstance(value, bool)) or (
        isinstance(value, Quantity) and bool(type(value).__dict__.get("PHRASES"))
    )


def _say_amount(value: int | Quantity, speaker: Speaker) -> list[str]:
    from illumineer.engine.abilities.phrasing import say

    return [str(value)] if isinstance(value, int) else say(value, speaker)


rule(Rule("amount", _is_amount, _say_amount))

__all__ = ["STAT_SYMBOLS", "CardsInHand", "Counted", "Counting", "DamageDealt", "DamageOn",
           "Discarded", "StatOf", "ThisWay", "Times"]  # fmt: skip
