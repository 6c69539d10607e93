"""The cards an effect chose, remembered by the ability it leaves behind: "Chosen character
gets +2 ¤ this turn. Whenever they challenge another character this turn, you may draw a
card" (Medallion Weights). The floating ability (6.2.7.1) is about the card chosen as it was
made, long after that choice's resolution has ended, so "they" is fixed then: the ids of the
cards chosen. Never written in a card's definition; made by `Floating` as it runs.

>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.triggers import Challenges
>>> english(Challenges(Remembered((12,))))
'they challenge'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from illumineer.engine.abilities.core import CardView, Facts
from illumineer.engine.abilities.phrasing import Speaker
from illumineer.engine.abilities.targets import Pronoun, Reference, Them
from illumineer.engine.abilities.words import Word
from illumineer.engine.vocabulary import Zone


@dataclass(frozen=True, slots=True)
class Remembered(Reference):
    """ "they": the cards `ids`, chosen by the effect that made this ability; only while
    they are in play."""

    ids: tuple[int, ...]
    form: Pronoun = Pronoun.THEY

    def noun(self, speaker: Speaker) -> list[str]:
        return ["that", "character"]

    def cards(self, facts: Facts) -> Sequence[CardView]:
        return [card for i in self.ids if (card := facts.card(i)).zone is Zone.PLAY]


def remember(word: Any, facts: Facts) -> Any:
    """`word` with each "them" (the cards chosen so far in this resolution) fixed as the
    cards it names now."""
    if isinstance(word, tuple):
        return tuple(remember(item, facts) for item in word)
    if isinstance(word, Them):
        return Remembered(tuple(card.id for card in word.cards(facts)), word.form)
    if isinstance(word, Word) and dataclasses.is_dataclass(word):
        changes = {}
        for field in dataclasses.fields(word):
            if field.init:
                old = getattr(word, field.name)
                new = remember(old, facts)
                if new != old:
                    changes[field.name] = new
        return dataclasses.replace(word, **changes) if changes else word
    return word


__all__ = ["Remembered", "remember"]
