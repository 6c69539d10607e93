"""The rules engine: a pure state machine over undoable primitives.

Public API: `Game`, `Action`, `view`, `GameLog`, `replay`, the card definition types and
the error hierarchy.
"""

from illumineer.engine.actions import Action
from illumineer.engine.cards import AbilityText, CardDefinition, CardType, Ink, Keyword
from illumineer.engine.errors import (
    ActionSyntaxError,
    CardDataError,
    DeckListError,
    GameLogError,
    IllegalAction,
    IllumineerError,
    ScenarioError,
    UnknownCard,
)
from illumineer.engine.game import RULES_VERSION, Game, Incident
from illumineer.engine.log import GameLog, replay
from illumineer.engine.state import Card, Mode, Step, Zone
from illumineer.engine.view import view

__all__ = [
    "RULES_VERSION",
    "AbilityText",
    "Action",
    "ActionSyntaxError",
    "Card",
    "CardDataError",
    "CardDefinition",
    "CardType",
    "DeckListError",
    "Game",
    "GameLog",
    "GameLogError",
    "IllegalAction",
    "IllumineerError",
    "Incident",
    "Ink",
    "Keyword",
    "Mode",
    "ScenarioError",
    "Step",
    "UnknownCard",
    "Zone",
    "replay",
    "view",
]
