"""The rules engine: a pure state machine over undoable primitives.

Public API: `Game`, `Action`, `Outcome`, `view`, `GameLog`, `replay`, the vocabulary, the card
definition types and the error hierarchy.

The names are imported when first used (PEP 562): importing one submodule, such as
`illumineer.engine.errors` for a command that only prints its version, does not load the
whole engine.
"""

from __future__ import annotations

import importlib
import sys
import types
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

#: The submodules that define the public names.
_MODULES = {
    "actions": ("Action",),
    "cards": ("AbilityText", "CardDefinition", "Ink", "PrintedKeyword"),
    "errors": ("ActionSyntaxError", "CardDataError", "DeckListError", "EngineFault",
               "GameLogError", "IllegalAction", "IllumineerError", "ImpossibleAction",
               "ScenarioError", "UnknownCard"),
    "game": ("RULES_VERSION", "Game", "Outcome"),
    "log": ("GameLog", "replay"),
    "state": ("Card", "Incident"),
    "vocabulary": ("CardType", "Duration", "EventKind", "Keyword", "Mode", "Phase",
                   "PromptKind", "Stat", "Verb", "Zone"),
}  # fmt: skip
_SOURCES = {name: module for module, names in _MODULES.items() for name in names}


def __getattr__(name: str) -> Any:
    source = _SOURCES.get(name)
    if source is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{source}"), name)
    globals()[name] = value  # found once
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


class _Engine(types.ModuleType):
    """This package, whose `view` is always the function `view.view`.

    The import system sets each submodule on its package when it loads it, which would make
    `illumineer.engine.view` the module of that name once anything imported it, and a module
    `__getattr__` is asked only for a name the package lacks. A property is asked always.
    """

    @property
    def view(self) -> Callable[..., Any]:
        from illumineer.engine.view import view

        return view

    @view.setter
    def view(self, module: object) -> None:
        pass  # the submodule itself stays in sys.modules


sys.modules[__name__].__class__ = _Engine


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
