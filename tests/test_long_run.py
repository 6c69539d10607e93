"""A small long-run property check in every test run (tests/long_run.py runs it at size:
`python -m tests.long_run --games 1000`)."""

from __future__ import annotations

import os

import pytest

from illumineer.cards.catalogue import Catalogue
from tests.long_run import main, run

#: Games per test run; set ILLUMINEER_LONG_RUN_GAMES for a bigger one.
GAMES = int(os.environ.get("ILLUMINEER_LONG_RUN_GAMES", "40"))


def test_random_games_with_random_decks_keep_every_property(catalogue: Catalogue) -> None:
    figures = run(GAMES, seed=7, catalogue=catalogue)
    assert not figures.failures, figures.failures[:5]
    assert figures.games == GAMES
    # The games really went through the rules: the bag, choices, abilities, challenges.
    assert {"resolve", "choose", "activate", "challenge", "yes"} <= {
        verb.text for verb in figures.verbs
    }
    assert figures.checks["legal=verify"] >= GAMES


def test_the_long_run_command_answers_bad_input_in_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(SystemExit) as raised:
        main(["--games", "0"])
    assert raised.value.code == 2
    monkeypatch.setenv("ILLUMINEER_CARDS", "/nonexistent/cards.json")
    assert main(["--games", "1"]) == 2
    (line,) = capsys.readouterr().err.strip().splitlines()[-1:]
    assert line.startswith("python -m tests.long_run: ") and "does not name a file" in line
