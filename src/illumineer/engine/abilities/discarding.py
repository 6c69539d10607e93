"""Each card a player discards, one by one: "During your turn, whenever you discard a
character card, you may play that character from your discard".

A discard instruction is one event (6.2.1: "whenever your opponent discards 1 or more
cards" triggers once); "whenever you discard a character card" triggers once for each such
card it discarded, so the engine notices each card too (`EventKind.DISCARDED_CARD`, only in
games where something watches for it).

>>> from illumineer.engine.abilities.filters import Cards, Det, Kind
>>> from illumineer.engine.abilities.phrasing import english
>>> english(YouDiscardA(Cards(det=Det.A, kinds=(Kind.CHARACTER,), card=True)))
'you discard a character card'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from illumineer.engine.abilities.core import CardView, Facts
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.triggers import Intro, Trigger
from illumineer.engine.vocabulary import EventKind


@dataclass(frozen=True, slots=True)
class YouDiscardA(Trigger):
    """ "Whenever you discard a character card": once for each card of the description its
    controller discards from their hand (7.3.4); the card is the event's."""

    card: Cards
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.DISCARDED_CARD
    PHRASES = (Phrase("you discard {card}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        return (event is not None and event.player == facts.controller
                and self.card.matches(facts, card))  # fmt: skip


__all__ = ["YouDiscardA"]  # fmt: skip
