"""The words of subgames (after Magic's rule 729): no printed Lorcana card says them; the
project's test cards do (`illumineer.cards.testcards`)."""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import PromptKind


@dataclass(frozen=True, slots=True)
class StartSubgame(Step):
    """ "Players play a Lorcana subgame, using their decks as their decks": the effect waits
    until the subgame ends; `subgame_winner` then tells who won. `bring_characters`: each
    player also brings the characters they have in play."""

    bring_characters: bool = False
    PHRASES = (
        Phrase("players play a Lorcana subgame, using their decks as their decks. each player "
               "also brings the characters they have in play into the subgame",
               bring_characters=True),
        Phrase("players play a Lorcana subgame, using their decks as their decks"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        fx.start_subgame(bring_characters=self.bring_characters)
        return Prompt(fx.controller, PromptKind.SUBGAME)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        return True  # the subgame ended: the effect goes on


@dataclass(frozen=True, slots=True)
class LosersLoseHalf(Step):
    """ "Each player who doesn't win the subgame loses half their lore, rounded up"."""

    PHRASES = (
        Phrase("each player who doesn't win the subgame loses half their lore, rounded up"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        winner = fx.subgame_winner
        for player in (0, 1):
            if player != winner:
                fx.lose_lore(player, (fx.lore(player) + 1) // 2)
        return None


__all__ = ["LosersLoseHalf", "StartSubgame"]
