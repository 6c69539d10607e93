"""The random agent: every legal action equally likely (the engine's playout baseline)."""

from __future__ import annotations

import random

from illumineer.engine.actions import Action
from illumineer.engine.game import Game


class RandomAgent:
    """Chooses uniformly among the legal actions, with its own seeded random source.

    >>> from illumineer.engine.cards import CardDefinition, CardType
    >>> filler = CardDefinition(id=0, full_name="Filler", name="Filler", version=None,
    ...     card_type=CardType.CHARACTER, cost=1, inkable=True, strength=1, willpower=1, lore=1)
    >>> game = Game.new([filler] * 60, [filler] * 60, seed=1)
    >>> RandomAgent(seed=3).choose(game) in game.legal_actions()
    True
    """

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        return self.rng.choice(game.legal_actions())
