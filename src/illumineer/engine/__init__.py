"""The rules engine: a pure state machine over undoable primitives.

Public API: `Game`, `Action`, `Outcome`, `view`, `GameLog`, `replay`, the vocabulary, the card
definition types and the error hierarchy.
"""

from illumineer.engine.actions import Action
from illumineer.engine.cards import AbilityText, CardDefinition, Ink, PrintedKeyword
from illumineer.engine.errors import (
    ActionSyntaxError,
    CardDataError,
    DeckListError,
    EngineFault,
    GameLogError,
    IllegalAction,
    IllumineerError,
    ImpossibleAction,
    ScenarioError,
    UnknownCard,
)
from illumineer.engine.game import RULES_VERSION, Game, Outcome
from illumineer.engine.log import GameLog, replay
from illumineer.engine.state import Card, Incident
from illumineer.engine.view import view
from illumineer.engine.vocabulary import (
    CardType,
    Duration,
    EventKind,
    Keyword,
    Mode,
    Phase,
    PromptKind,
    Stat,
    Verb,
    Zone,
)

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
    "Duration",
    "EngineFault",
    "EventKind",
    "Game",
    "GameLog",
    "GameLogError",
    "IllegalAction",
    "IllumineerError",
    "ImpossibleAction",
    "Incident",
    "Ink",
    "Keyword",
    "Mode",
    "Outcome",
    "Phase",
    "PrintedKeyword",
    "PromptKind",
    "ScenarioError",
    "Stat",
    "UnknownCard",
    "Verb",
    "Zone",
    "replay",
    "view",
]
