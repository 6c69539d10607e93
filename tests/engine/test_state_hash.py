"""The state hash notices every change it must cover, kept incrementally exactly as computed
from scratch, and undo brings it back."""

from __future__ import annotations

from typing import Any

import pytest

from illumineer.engine.abilities import Prompt
from illumineer.engine.events import Event
from illumineer.engine.game import Game
from illumineer.engine.primitives import move, shuffle
from illumineer.engine.rules.challenge import EndChallenge
from illumineer.engine.state import Modifier, Reduction, Resolution
from illumineer.engine.trail import reorder, set_field, set_memory, undo_to, use_rng
from illumineer.engine.vocabulary import (
    Afterwards,
    Arrival,
    CardType,
    EventKind,
    Mode,
    Noted,
    Phase,
    PromptKind,
    Stat,
    Zone,
)
from tests.engine.helpers import character, location

FILLER = character("Filler")


def position() -> Game:
    game = Game.position(seed=3)
    for owner in (0, 1):
        for _ in range(6):
            game.place(FILLER, owner, Zone.DECK)
    game.place(FILLER, 0, Zone.HAND)
    game.place(FILLER, 0, Zone.PLAY)
    game.place(location("Spot"), 0, Zone.PLAY)
    game.place(FILLER, 1, Zone.INKWELL)
    game.state_hash()
    return game


def changes(game: Game, change: Any) -> None:
    """`change()` alters the hash, as the fresh computation agrees; undo restores both."""
    before = game.state_hash()
    mark = len(game.trail)
    change()
    assert game.state_hash() != before
    assert game.state_hash() == game.state_hash(fresh=True)
    undo_to(game, mark)
    assert game.state_hash() == before == game.state_hash(fresh=True)


CARD_FIELDS: dict[str, Any] = {
    "exerted": True,
    "damage": 2,
    "drying": True,
    "known": 0b10,
    "location": 9,
    "under": (3,),
    "had_under": (3,),
    "arrived": Arrival.DEED,
}


@pytest.mark.parametrize("field", sorted(CARD_FIELDS))
def test_every_card_field_is_in_the_hash(field: str) -> None:
    game = position()
    card = game.players[0].play[0]
    changes(game, lambda: set_field(game, card, field, CARD_FIELDS[field]))


def test_a_card_changing_zone_is_in_the_hash() -> None:
    game = position()
    card = game.players[0].hand[0]
    changes(game, lambda: move(game, card, Zone.DISCARD))


def test_the_order_of_a_zone_is_in_the_hash() -> None:
    game = position()
    deck = game.players[0].deck
    changes(game, lambda: reorder(game, deck, list(reversed(deck))))


PLAYER_FIELDS = {"lore": 5, "inked_this_turn": 1, "altered_hand": False, "damaged_this_turn": True}


@pytest.mark.parametrize("field", sorted(PLAYER_FIELDS))
@pytest.mark.parametrize("seat", [0, 1])
def test_every_player_field_is_in_the_hash(field: str, seat: int) -> None:
    game = position()
    player = game.players[seat]
    changes(game, lambda: set_field(game, player, field, PLAYER_FIELDS[field]))


def _game_fields(game: Game) -> dict[str, Any]:
    event = Event(EventKind.QUEST, 1, 0)
    return {
        "mode": Mode.TABLE,
        "turn": 4,
        "active": 1,
        "phase": Phase.OVER,
        "winner": 0,
        "starting_player": 1,
        "bag_player": 1,
        "prompt": Prompt(0, PromptKind.MAY),
        "then": (EndChallenge(),),
        "modifiers": (Modifier(1, Stat.STRENGTH, 1, 3, 3),),
        "reductions": (Reduction(0, 1, CardType.CHARACTER, 1),),
        "challenge": (1, 2),
        "boosted": (1,),
        "put_under": ((0, 1),),
        "noted": ((Noted.DISCARDED, 0, 1, 0),),
        "once_used": ((1, 0),),
        "played": ((0, True),),
        "challenged": (1,),
        "singing": (1, (2,)),
        "subgame_winner": 1,
        "resolving": Resolution(1, 0, (), event),
        "queued": (Resolution(1, 0, ()),),
    }


@pytest.mark.parametrize("field", sorted(_game_fields(Game.position())))
def test_every_game_field_is_in_the_hash(field: str) -> None:
    game = position()
    value = _game_fields(game)[field]
    changes(game, lambda: set_field(game, game, field, value))


def test_the_resolutions_memory_is_in_the_hash() -> None:
    game = position()
    res = Resolution(1, 0, ())
    set_field(game, game, "resolving", res)
    for field, value in (("index", 1), ("chosen", (2,)), ("looked", (3,)), ("number", 4),
                         ("queue", ()), ("skip", True), ("undone", True),
                         ("afterwards", Afterwards.DECK_BOTTOM), ("may_is_no", True),
                         ("late", 1), ("singers", (2,)), ("named", 3), ("this_way", (1,))):
        changes(game, lambda f=field, v=value: set_memory(game, res, f, v))


def test_the_random_source_is_in_the_hash() -> None:
    game = position()

    def draw_a_number() -> None:
        use_rng(game)
        game.rng.random()

    changes(game, draw_a_number)
    changes(game, lambda: shuffle(game, game.players[1]))


def test_the_hash_is_the_same_in_another_process() -> None:
    import subprocess
    import sys

    code = (
        "from tests.engine.test_state_hash import position; print(position().state_hash())"
    )
    other = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True,
        env={"PYTHONHASHSEED": "12345", "PATH": ""},
    )
    assert other.stdout.strip() == position().state_hash()
