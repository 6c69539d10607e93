"""Game logs: rules version, seed, decks and actions as JSON; `replay` rebuilds the game.

A log is all a game is: replaying it gives the identical state, step by step.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import GameLogError, IllumineerError
from illumineer.engine.game import RULES_VERSION, Game
from illumineer.engine.vocabulary import Mode

LOG_FORMAT = "illumineer-log/1"


@dataclass(frozen=True)
class GameLog:
    """Everything needed to reproduce a game exactly."""

    seed: int
    first_player: int
    decks: tuple[tuple[str, ...], tuple[str, ...]]
    actions: tuple[str, ...]
    rules: str = RULES_VERSION
    mode: str = "strict"

    @classmethod
    def of(cls, game: Game) -> GameLog:
        """The log of `game` so far."""
        return cls(
            seed=game.seed,
            first_player=game.starting_player,
            decks=(
                tuple(d.full_name for d in game.decks[0]),
                tuple(d.full_name for d in game.decks[1]),
            ),
            actions=tuple(str(a) for a in game.history),
            mode=game.mode.name.lower(),
        )

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": LOG_FORMAT,
                "rules": self.rules,
                "seed": self.seed,
                "first_player": self.first_player,
                "mode": self.mode,
                "decks": [list(self.decks[0]), list(self.decks[1])],
                "actions": list(self.actions),
            },
            ensure_ascii=False,
            indent=1,
        )

    @classmethod
    def from_json(cls, text: str) -> GameLog:
        """Read a log; a malformed one raises `GameLogError` saying what is wrong."""
        try:
            data: Any = json.loads(text)
        except json.JSONDecodeError as error:
            raise GameLogError(f"game log is not JSON: {error}") from None
        if not isinstance(data, dict):
            raise GameLogError("game log must be a JSON object")
        if data.get("format") != LOG_FORMAT:
            raise GameLogError(
                f"game log format must be {LOG_FORMAT!r}, not {data.get('format')!r}"
            )
        for key, kind in (("seed", int), ("first_player", int), ("decks", list), ("actions", list)):
            if not isinstance(data.get(key), kind):
                raise GameLogError(f"game log needs {key!r} as a {kind.__name__}")
        decks = data["decks"]
        if len(decks) != 2 or not all(
            isinstance(d, list) and all(isinstance(n, str) for n in d) for d in decks
        ):
            raise GameLogError("game log 'decks' must be two lists of card names")
        if not all(isinstance(a, str) for a in data["actions"]):
            raise GameLogError("game log 'actions' must be a list of action texts")
        if data["first_player"] not in (0, 1):
            raise GameLogError("game log 'first_player' must be 0 or 1")
        mode = data.get("mode", "strict")
        if mode not in ("strict", "table"):
            raise GameLogError(f"game log 'mode' must be strict or table, not {mode!r}")
        return cls(
            seed=data["seed"],
            first_player=data["first_player"],
            decks=(tuple(decks[0]), tuple(decks[1])),
            actions=tuple(data["actions"]),
            rules=str(data.get("rules", RULES_VERSION)),
            mode=mode,
        )


def replay(log: GameLog, card: Callable[[str], CardDefinition]) -> Game:
    """Rebuild the game of `log`; `card` turns a full name into its definition.

    Raises `GameLogError` naming the action that does not replay.
    """
    if log.rules != RULES_VERSION:
        raise GameLogError(f"log follows {log.rules}, this engine {RULES_VERSION}")
    try:
        decks = [[card(name) for name in deck] for deck in log.decks]
    except IllumineerError as error:
        raise GameLogError(f"game log names a card that cannot be loaded: {error}") from None
    game = Game.new(
        decks[0],
        decks[1],
        seed=log.seed,
        first_player=log.first_player,
        mode=Mode.TABLE if log.mode == "table" else Mode.STRICT,
    )
    for number, text in enumerate(log.actions, 1):
        try:
            game.apply(Action.parse(text))
        except IllumineerError as error:
            raise GameLogError(f"action {number} ({text!r}) does not replay: {error}") from None
    return game
