"""The reference counts and golden games still hold (see tests/golden/make.py: after a meant
change, `python -m tests.golden.make` makes them again)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from illumineer.cards.catalogue import Catalogue
from tests.golden.make import GAMES_FILE, PERFT_FILE, perft, play, position


def _entries(path: Any) -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("index", range(len(_entries(PERFT_FILE))))
def test_reference_counts_of_legal_action_sequences(index: int, catalogue: Catalogue) -> None:
    entry = _entries(PERFT_FILE)[index]
    game = position(entry, catalogue)
    before = game.state_hash()
    assert perft(game, entry["depth"]) == entry["counts"]
    assert game.state_hash() == before  # every sequence was undone exactly


@pytest.mark.parametrize("index", range(len(_entries(GAMES_FILE))))
def test_golden_games_replay_to_their_final_hash(index: int, catalogue: Catalogue) -> None:
    entry = _entries(GAMES_FILE)[index]
    game = position(entry, catalogue)
    assert (game.winner, game.turn, game.state_hash()) == (
        entry["winner"],
        entry["turns"],
        entry["hash"],
    )


def test_golden_games_are_what_the_seeded_players_play(catalogue: Catalogue) -> None:
    # The same seeded choices from the same start give the same game: the log is not stale.
    entry = _entries(GAMES_FILE)[0]
    game = position(entry, catalogue)
    fresh = type(game).new(
        [catalogue.get(n) for n in entry["log"]["decks"][0]],
        [catalogue.get(n) for n in entry["log"]["decks"][1]],
        seed=entry["log"]["seed"],
        first_player=entry["log"]["first_player"],
    )
    play(fresh, entry["log"]["seed"], None)
    assert fresh.history == game.history
