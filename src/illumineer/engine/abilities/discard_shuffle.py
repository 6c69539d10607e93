"""Each player's character cards from their discard back into their deck: "Each player
shuffles all character cards from their discard into their deck" (in turn order, from the
effect's controller; each deck shuffled once its cards are in, unknown to all).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(EachShufflesCharacters())
'each player shuffles all character cards from their discard into their deck'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import CardType, Zone


@dataclass(frozen=True, slots=True)
class EachShufflesCharacters(Step):
    """ "Each player shuffles all character cards from their discard into their deck"."""

    PHRASES = (
        Phrase("each player shuffles all character cards from their discard into their deck"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        for player in (fx.controller, 1 - fx.controller):
            cards = [card for card in fx.cards(player, Zone.DISCARD)
                     if card.definition.card_type is CardType.CHARACTER]  # fmt: skip
            for card in cards:
                fx.put_on_deck(card, bottom=False)
            if cards:
                fx.shuffle_deck(player)
        return None


__all__ = ["EachShufflesCharacters"]
