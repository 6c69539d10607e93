"""What an agent is, and the loop that lets agents play a game out.

An agent sees the game only as its seat may: it decides from `view(game, seat)` or from
cards that are public or its own, never from the opponent's hand or deck.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from illumineer.engine.actions import Action
from illumineer.engine.game import Game

#: Games longer than this are stopped and counted as unfinished (a guard, not a rule).
MAX_ACTIONS = 5000


class Agent(Protocol):
    """A player that picks one of `game.legal_actions()` for the deciding seat."""

    @property
    def name(self) -> str:
        """A short name for reports (``random``, ``greedy``)."""
        ...

    def choose(self, game: Game) -> Action:
        """One legal action for `game.decider`; `game` must not be changed."""
        ...


def play_out(game: Game, agents: Sequence[Agent], *, max_actions: int = MAX_ACTIONS) -> bool:
    """Let `agents[seat]` decide for each seat until the game ends or has `max_actions`
    actions.

    Returns True when the game is over, False when it was stopped at the cap.
    """
    taken = len(game.history)
    while not game.is_over:
        if taken >= max_actions:
            return False
        decider = game.decider
        assert decider is not None
        game.apply(agents[decider].choose(game))
        taken += 1
    return True
