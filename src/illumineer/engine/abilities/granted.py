"""Granted activated and static abilities: what a card gains beyond a triggered ability.

- an activated ability given by a static one ("your other characters with Evasive gain
  “⟳, 1 ⬡ — Draw a card and gain 1 lore.”"): said by `GainsAbility`, used by the engine as
  the card's own (`engine/rules/activate.py`, numbered from `values.GRANTED_NUMBER`);
- a permission to challenge some ready characters ("this character can challenge ready
  Villain characters"): `CanChallenge`, whose description the challenge rule reads;
- a classification ("your other characters gain the Detective classification",
  5.2.7): `GainsClassification`, which descriptions naming the classification see.

A static effect carries what it gives as its amount: a word that counts as 1 where only the
presence of the effect matters, and says which cards or which classification where the
rule asks (`Permit`, `Classification`).

>>> from illumineer.engine.abilities.filters import Cards, Det, State
>>> from illumineer.engine.abilities.phrasing import english
>>> english(CanChallenge(Cards(Det.PLAIN, state=State.READY, classes=("Villain",))))
'can challenge ready Villain characters'
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

from illumineer.engine.abilities.changes import Change
from illumineer.engine.abilities.core import Amount, CardView, Facts, Quantity
from illumineer.engine.abilities.filters import Cards, State
from illumineer.engine.abilities.phrasing import Phrase, Rule, rule
from illumineer.engine.vocabulary import Affects, Stat


@dataclass(frozen=True, slots=True)
class Permit(Quantity):
    """The ready characters a permission names, as a static effect's amount (1: there is
    one)."""

    cards: Cards

    def value(self, facts: Facts, card: CardView) -> int:
        return 1


@dataclass(frozen=True, slots=True)
class CanChallenge(Change):
    """ "can challenge ready Villain characters": may challenge the ready characters the
    description names (4.6.4.2 allows only exerted ones)."""

    cards: Cards
    PHRASES = (Phrase("can challenge {cards}"),)

    def effects(self) -> tuple[tuple[Affects, Amount], ...]:
        plain = Cards(self.cards.det, self.cards.kinds, state=State.READY)
        if self.cards == plain:  # "can challenge ready characters": any of them
            return ((Stat.CHALLENGE_READY, 1),)
        return ((Stat.CHALLENGE_READY_OF, Permit(self.cards)),)


def classification_code(name: str) -> int:
    """The number an applied effect records for a classification it gives ("chosen
    character gains ... the Detective classification until the start of your next turn"):
    the same in every process."""
    return zlib.crc32(name.encode())


@dataclass(frozen=True, slots=True)
class Classification(Quantity):
    """A classification given, as a static effect's amount (which static reads its
    `name`); as an applied effect's amount, its `classification_code`."""

    name: str

    def value(self, facts: Facts, card: CardView) -> int:
        return classification_code(self.name)


@dataclass(frozen=True, slots=True)
class GainsClassification(Change):
    """ "gain the Detective classification" (5.2.7: other cards naming the classification
    see it)."""

    name: str
    PHRASES = (Phrase("{gains|gain} the {name:classification} classification"),)

    def effects(self) -> tuple[tuple[Affects, Amount], ...]:
        return ((Stat.GAINS_CLASSIFICATION, Classification(self.name)),)


rule(Rule("classification", lambda value: isinstance(value, str) and bool(value),
          lambda value, speaker: [value]))  # fmt: skip

__all__ = ["CanChallenge", "Classification", "GainsClassification", "Permit",
           "classification_code"]  # fmt: skip
