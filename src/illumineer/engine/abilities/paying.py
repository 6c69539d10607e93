"""What a player paid to play a card: "whenever you pay 2 ⬡ or less to play a card",
"... to play a character", "... to play a non-character".

A card played by the turn action, paying its ink cost (4.3.2, reductions included), or
shifted onto a character paying Shift's ink cost, is noticed with what was paid
(`EventKind.PAID_TO_PLAY`); a card played for free by an effect or sung was not paid for.

>>> from illumineer.engine.abilities.filters import Cards, Kind
>>> from illumineer.engine.abilities.phrasing import english
>>> english(PaysToPlay(Cards(kinds=(Kind.CARD,)), 2))
'you pay 2 ⬡ or less to play a card'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from illumineer.engine.abilities.core import CardView, Facts
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.triggers import Intro, Trigger
from illumineer.engine.vocabulary import EventKind


@dataclass(frozen=True, slots=True)
class PaysToPlay(Trigger):
    """ "you pay N ⬡ or less to play a card": the controller paid at most `most` ink to
    play a card the description names."""

    cards: Cards
    most: int
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.PAID_TO_PLAY
    PHRASES = (Phrase("you pay {most} ⬡ or less to play {cards}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        return (event is not None and event.player == facts.controller
                and event.amount <= self.most and self.cards.matches(facts, card))  # fmt: skip


__all__ = ["PaysToPlay"]
