"""Game logs: rules version, seed, decks and actions as JSON; `replay` rebuilds the game.

A log is all a game is: replaying it gives the identical state, step by step. It also says
which engine wrote it and the sha256 of the card data it was played with, so a log that no
longer replays (the engine or the cards changed since) says why in its one line.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from illumineer import __version__
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import GameLogError, IllumineerError
from illumineer.engine.game import RULES_VERSION, Game
from illumineer.engine.jsontext import json_depth
from illumineer.engine.vocabulary import Mode

LOG_FORMAT = "illumineer-log/1"
#: The engine version a log records (the package's).
ENGINE_VERSION = __version__


@dataclass(frozen=True)
class GameLog:
    """Everything needed to reproduce a game exactly."""

    seed: int
    first_player: int
    decks: tuple[tuple[str, ...], tuple[str, ...]]
    actions: tuple[str, ...]
    rules: str = RULES_VERSION
    mode: str = "strict"
    #: The version of the engine that wrote the log ("" in logs older than the field).
    engine: str = ENGINE_VERSION
    #: The sha256 of the card data the game was played with ("" when not known).
    cards: str = ""

    @classmethod
    def of(cls, game: Game, *, cards: str = "") -> GameLog:
        """The log of `game` so far; `cards` is the card data's sha256 (`data_hash`)."""
        return cls(
            seed=game.seed,
            first_player=game.starting_player,
            decks=(
                tuple(d.full_name for d in game.decks[0]),
                tuple(d.full_name for d in game.decks[1]),
            ),
            actions=tuple(str(a) for a in game.history),
            mode=game.mode.name.lower(),
            cards=cards,
        )

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": LOG_FORMAT,
                "rules": self.rules,
                "engine": self.engine,
                "cards": self.cards,
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
        """Read a log; a malformed one raises `GameLogError` saying what is wrong.

        Every field is type-checked and bounded (`MAX_LOG_SIZE`, `MAX_LOG_DEPTH`,
        `MAX_LOG_ACTIONS`, `MAX_DECK_SIZE`, `MAX_SEED`), and the nesting depth is measured
        before the JSON is decoded, so no input can exhaust the stack or the memory.
        """
        if not isinstance(text, str):
            raise GameLogError(f"game log must be text, not {type(text).__name__}")
        if len(text) > MAX_LOG_SIZE:
            raise GameLogError(f"game log is longer than {MAX_LOG_SIZE} characters")
        if json_depth(text, MAX_LOG_DEPTH) > MAX_LOG_DEPTH:
            raise GameLogError(f"game log nests deeper than {MAX_LOG_DEPTH} levels")
        try:
            data: Any = json.loads(text)
        except json.JSONDecodeError as error:
            raise GameLogError(f"game log is not JSON: {error}") from None
        except ValueError as error:  # an integer too long to convert, say
            raise GameLogError(f"game log is not usable JSON: {error}") from None
        if not isinstance(data, dict):
            raise GameLogError("game log must be a JSON object")
        if data.get("format") != LOG_FORMAT:
            shown = _shown(data.get("format"))
            raise GameLogError(f"game log format must be {LOG_FORMAT!r}, not {shown}")
        seed = _whole(data, "seed", 0, MAX_SEED)
        first_player = _whole(data, "first_player", 0, 1)
        decks = data.get("decks")
        if not isinstance(decks, list) or len(decks) != 2:
            raise GameLogError("game log 'decks' must be a list of two decks")
        for seat, deck in enumerate(decks, 1):
            _texts(deck, f"deck {seat}", MAX_DECK_SIZE, MAX_NAME_LENGTH)
        actions = _texts(data.get("actions"), "'actions'", MAX_LOG_ACTIONS, MAX_ACTION_LENGTH)
        for number, action in enumerate(actions, 1):
            # Action texts are written by str(Action): lower-case ASCII words and numbers.
            if not (action.isascii() and action.isprintable()):
                raise GameLogError(f"game log action {number} {_shown(action)} is not ASCII")
        mode = data.get("mode", "strict")
        if mode not in ("strict", "table"):
            raise GameLogError(f"game log 'mode' must be strict or table, not {_shown(mode)}")
        rules = data.get("rules", RULES_VERSION)
        if not isinstance(rules, str) or len(rules) > MAX_NAME_LENGTH:
            raise GameLogError("game log 'rules' must be the rules version, as text")
        engine, cards = data.get("engine", ""), data.get("cards", "")
        for key, value in (("engine", engine), ("cards", cards)):
            if not isinstance(value, str) or len(value) > MAX_NAME_LENGTH:
                raise GameLogError(
                    f"game log {key!r} must be a text of at most {MAX_NAME_LENGTH} characters, "
                    f"not {_shown(value)}"
                )
        return cls(
            seed=seed,
            first_player=first_player,
            decks=(tuple(decks[0]), tuple(decks[1])),
            actions=tuple(actions),
            rules=rules,
            mode=mode,
            engine=engine,
            cards=cards,
        )

    def since(self, cards: str = "") -> str:
        """Why this log may no longer replay here, in words ("" when nothing is known to have
        changed): another engine version wrote it, or other card data (`cards`: this
        machine's sha256, "" when unknown)."""
        changes = []
        if self.engine != ENGINE_VERSION:
            changes.append(f"engine {self.engine or 'before 0.1.0'}, this is {ENGINE_VERSION}")
        if self.cards and cards and self.cards != cards:
            changes.append(f"card data {self.cards[:12]}, these are {cards[:12]}")
        if not self.cards and cards:
            changes.append("card data not recorded")
        return f" (the log was written with {'; '.join(changes)})" if changes else ""


#: The longest log text `GameLog.from_json` reads (characters; files: bytes).
MAX_LOG_SIZE = 16 * 1024 * 1024
#: How deeply a log may nest arrays and objects (the format itself needs 3).
MAX_LOG_DEPTH = 10
#: The most actions a log may hold (a long bot game has a few thousand).
MAX_LOG_ACTIONS = 200_000
#: The most cards a deck may hold in a log.
MAX_DECK_SIZE = 1000
#: The longest card name or rules version a log may hold.
MAX_NAME_LENGTH = 200
#: The longest action text (``challenge c8190 c8190`` has 21 characters).
MAX_ACTION_LENGTH = 64
#: Seeds are whole numbers from 0 to this (the range of a signed 64-bit integer).
MAX_SEED = 2**63 - 1


def _shown(value: object) -> str:
    """A value as a message may quote it: its repr, cut short."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _whole(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise GameLogError(
            f"game log needs {key!r} as a whole number from {low} to {high}, not {_shown(value)}"
        )
    return value


def _texts(value: Any, what: str, most: int, longest: int) -> list[str]:
    """`value` checked as a list of at most `most` texts of at most `longest` characters."""
    if not isinstance(value, list):
        raise GameLogError(f"game log {what} must be a list of texts, not {_shown(value)}")
    if len(value) > most:
        raise GameLogError(f"game log {what} holds {len(value)} entries; at most {most}")
    for number, item in enumerate(value, 1):
        if not isinstance(item, str) or len(item) > longest:
            raise GameLogError(
                f"game log {what}, entry {number}: {_shown(item)} is not a text of at most "
                f"{longest} characters"
            )
    return value


def replay(log: GameLog, card: Callable[[str], CardDefinition], *, cards: str = "") -> Game:
    """Rebuild the game of `log`; `card` turns a full name into its definition, `cards` is
    the sha256 of the card data it reads ("" when unknown).

    Raises `GameLogError` naming the action that does not replay and, when the log was
    written by another engine version or with other card data, saying so.
    """
    if log.rules != RULES_VERSION:
        raise GameLogError(f"log follows {log.rules}, this engine {RULES_VERSION}")
    try:
        decks = [[card(name) for name in deck] for deck in log.decks]
    except IllumineerError as error:
        raise GameLogError(f"game log names a card that cannot be loaded: {error}"
                           f"{log.since(cards)}") from None  # fmt: skip
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
            raise GameLogError(
                f"action {number} ({text!r}) does not replay: {error}{log.since(cards)}"
            ) from None
    return game
