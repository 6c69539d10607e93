"""Cards put from a deck into its owner's discard (milled): "whenever you put 1 or more
cards into your discard from your deck", "for each item card put into your discard this
way".

One instruction that puts cards from a deck into the discard is one event
(`EventKind.MILLED`, with every card it put there), however many cards it put: "put the top
4 cards of your deck into your discard" triggers "whenever you put 1 or more cards ..."
once. The cards "put top N" put there are remembered by its resolution ("this way", 6.1.8).

>>> from illumineer.engine.abilities.filters import Cards, Det, Kind
>>> from illumineer.engine.abilities.phrasing import english
>>> english(PutFromDeck())
'you put 1 or more cards into your discard from your deck'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from illumineer.engine.abilities.core import CardView, Facts, Quantity
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.triggers import Intro, Trigger
from illumineer.engine.vocabulary import EventKind, Zone


@dataclass(frozen=True, slots=True)
class PutFromDeck(Trigger):
    """ "you put 1 or more cards into your discard from your deck": an instruction put
    cards from the controller's deck into their discard (once for the instruction). Only
    while the ability's card is in play: a card milled with the others does not look back
    at itself."""

    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.MILLED
    PHRASES = (Phrase("you put 1 or more cards into your discard from your deck"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        return (event is not None and event.player == facts.controller
                and facts.me().zone is Zone.PLAY)  # fmt: skip


@dataclass(frozen=True, slots=True)
class MilledThisWay(Quantity):
    """After "for each": how many of the cards an instruction of this effect put from the
    deck into the discard the description names ("for each item card put into your discard
    this way", 6.1.8)."""

    cards: Cards
    PER = (Phrase("{cards} put into your discard this way"),)

    def value(self, facts: Facts, card: CardView) -> int:
        return sum(1 for i in facts.this_way if self.cards.matches(facts, facts.card(i)))


__all__ = ["MilledThisWay", "PutFromDeck"]  # fmt: skip
