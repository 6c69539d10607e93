"""Card behaviour is data: every definition compares equal by value, pickles with the
standard library, and turns into JSON and back; bad JSON is refused with a typed error."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys

import pytest

from illumineer.cards.catalogue import Catalogue
from illumineer.engine.abilities import Behaviour, Cards, Det, Draw, from_json, to_json
from illumineer.engine.abilities.words import WordError


def test_every_definition_round_trips_through_json_and_pickle(catalogue: Catalogue) -> None:
    behaviours = [d.behaviour for d in catalogue if d.behaviour is not None]
    assert len(behaviours) > 250
    for behaviour in behaviours:
        text = json.dumps(to_json(behaviour))
        assert from_json(json.loads(text)) == behaviour
        assert pickle.loads(pickle.dumps(behaviour)) == behaviour


def test_words_compare_by_value() -> None:
    assert Draw(2) == Draw(2) and Draw(2) != Draw(3)
    assert hash(Cards(Det.CHOSEN)) == hash(Cards(Det.CHOSEN))
    assert Behaviour(effect=(Draw(1),)) == Behaviour(effect=(Draw(1),))


@pytest.mark.parametrize(
    "data",
    [
        {"word": "NoSuchWord"},
        {"word": "Draw", "colour": 1},
        {"word": "Draw", "amount": {"word": "Nope"}},
        {"word": "Cards", "det": "Det.NOBODY"},
    ],
)
def test_json_that_is_no_word_is_refused(data: object) -> None:
    with pytest.raises(WordError):
        from_json(data)  # type: ignore[arg-type]


def test_a_game_with_card_code_pickles_and_replays_identically_in_another_process(
    catalogue: Catalogue,
) -> None:
    from illumineer.cards.decks import example_deck_path, parse_deck
    from illumineer.engine.game import Game
    from tests.engine.helpers import play_randomly

    decks = [parse_deck(example_deck_path(name).read_text(encoding="utf-8"), catalogue).cards()
             for name in ("set1-amber-steel", "set1-ruby-sapphire")]  # fmt: skip
    game = Game.new(decks[0], decks[1], seed=11)
    play_randomly(game, 11, limit=60)  # mid-game, card code in play
    here = pickle.loads(pickle.dumps(game))
    play_randomly(here, 12, limit=200)
    script = (
        "import pickle, sys\n"
        "from tests.engine.helpers import play_randomly\n"
        "game = pickle.loads(sys.stdin.buffer.read())\n"
        "play_randomly(game, 12, limit=200)\n"
        "print(game.state_hash())\n"
    )
    done = subprocess.run([sys.executable, "-c", script], input=pickle.dumps(game),
                          capture_output=True, check=True, cwd=str(_root()))  # fmt: skip
    assert done.stdout.decode().strip() == str(here.state_hash())


def _root() -> object:
    from tests.conftest import ROOT

    return ROOT
