"""Conditions joined by "and": "if this character is exerted and none of your characters
challenged this turn", "if you used Shift to play her and none of your characters challenged
this turn". Both must hold. So must both names in "if you have characters named Dewey and
Louie in play" (a character of yours with each name), and both descriptions in "if you have
a Seven Dwarfs character and a Princess character in play".

>>> from illumineer.engine.abilities.conditions import YourTurn
>>> from illumineer.engine.abilities.phrasing import english
>>> english(Both(YourTurn(), YourTurn()))
"it's your turn and it's your turn"
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Condition, Facts
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import Zone


@dataclass(frozen=True, slots=True)
class Both(Condition):
    """ "X and Y": both conditions hold (each asked of the same card)."""

    first: Condition
    second: Condition
    PHRASES = (Phrase("{first:condition} and {second:condition}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return self.first(facts, card) and self.second(facts, card)


@dataclass(frozen=True, slots=True)
class HaveNamedBoth(Condition):
    """ "you have characters named Dewey and Louie in play": a character of yours in play
    has the one name, and one has the other (5.2.6: a card named "A & B" has both)."""

    name: str
    also: str
    PHRASES = (Phrase("you have characters named {name:name} and {also:name} in play"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        mine = [c for c in facts.cards(facts.controller, Zone.PLAY) if c.is_character]
        return all(any(c.definition.has_name(n) for c in mine) for n in (self.name, self.also))


@dataclass(frozen=True, slots=True)
class YouHaveBoth(Condition):
    """ "you have a Seven Dwarfs character and a Princess character in play": two
    characters of yours in play, one of each description (two cards, not one that is both)."""

    first: Cards
    second: Cards
    PHRASES = (Phrase("you have {first} and {second} in play"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        mine = facts.cards(facts.controller, Zone.PLAY)
        firsts = [c.id for c in mine if self.first.matches(facts, c)]
        seconds = [c.id for c in mine if self.second.matches(facts, c)]
        return any(a != b for a in firsts for b in seconds)


__all__ = ["Both", "HaveNamedBoth", "YouHaveBoth"]
