"""Conceding (rule 2.3.3.4): a player may concede at any time and loses. The deciding
player concedes; it is accepted at any time but never offered, so bots don't resign."""

from __future__ import annotations

from illumineer.engine.actions import Action
from illumineer.engine.primitives import end_game
from illumineer.engine.state import GameState


def touch(st: GameState, action: Action, who: int) -> None:
    """Conceding touches no card."""


def verify(st: GameState, action: Action, who: int) -> None:
    """Conceding breaks no rule."""


def perform(st: GameState, action: Action, who: int) -> None:
    end_game(st, 1 - who)
