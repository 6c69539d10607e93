"""Looking at another player's deck: "look at the top card of chosen player's deck" (then
"put it on either the top or the bottom of their deck", `deck.TopOrBottom`).

The effect's controller learns the card (7.1.3: nobody else does, its owner included);
"it" then refers to it as to any card looked at.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(LookAtTopOf())
"look at the top card of chosen player's deck"
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.players import ChosenPlayer, Players
from illumineer.engine.vocabulary import Zone


@dataclass(frozen=True, slots=True)
class LookAtTopOf(Step):
    """ "Look at the top card of chosen player's deck": the player is asked first (the
    engine puts the choice of a player before the instruction that names them)."""

    players: Players = ChosenPlayer()
    PHRASES = (Phrase("look at the top card of chosen player's deck", players=ChosenPlayer()),)

    def run(self, fx: Effects) -> Prompt | None:
        looked: list[int] = []
        for seat in self.players.seats(fx):
            deck = fx.cards(seat, Zone.DECK)
            if deck:
                fx.reveal(deck[-1], fx.controller)
                looked.append(deck[-1].id)
        fx.set_looked(tuple(looked))
        return None


__all__ = ["LookAtTopOf"]
