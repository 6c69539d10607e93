"""The size and depth limits of every input, each at its edge: too big to keep as corpus files.

Each limit is tested just past it (refused with one line naming the limit) and, where cheap,
at it (accepted), so a limit that moves or disappears shows here.
"""

from __future__ import annotations

import base64
import gzip
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from illumineer.cards import catalogue as catalogue_module
from illumineer.cards import fetch, japanese
from illumineer.cards.catalogue import Catalogue
from illumineer.cards.decks import MAX_DECK_CARDS, MAX_DECK_TEXT, parse_deck, parse_deck_list
from illumineer.engine.actions import MAX_TEXT as MAX_ACTION_TEXT
from illumineer.engine.actions import Action
from illumineer.engine.errors import (
    ActionSyntaxError,
    CardDataError,
    DeckListError,
    GameLogError,
    ScenarioError,
)
from illumineer.engine.jsontext import json_depth
from illumineer.engine.log import (
    MAX_LOG_ACTIONS,
    MAX_LOG_DEPTH,
    MAX_LOG_SIZE,
    MAX_SEED,
    GameLog,
)
from illumineer.engine.vocabulary import Verb
from illumineer.reading import read_text
from illumineer.scenario import schema
from illumineer.scenario.reader import MAX_ALIASES, MAX_DEPTH, MAX_SCENARIO_FILE, parse_scenario
from illumineer.scenario.runner import load_scenario
from tests import synthetic

CARDS = Catalogue.from_lorcanajson(synthetic.export())
LOG = {"format": "illumineer-log/1", "seed": 1, "first_player": 0,
       "decks": [["Stitch - New Dog"] * 60] * 2, "actions": []}  # fmt: skip


def test_a_deck_list_longer_than_the_limit_is_refused_unread() -> None:
    at_limit = "4 Stitch - New Dog\n" + "#" * (MAX_DECK_TEXT - 20) + "\n"
    assert parse_deck_list(at_limit, CARDS).total == 4
    with pytest.raises(DeckListError, match=f"at most {MAX_DECK_TEXT} are read"):
        parse_deck(at_limit + "#" * 10, CARDS)


def test_a_deck_of_more_cards_than_the_limit_is_refused() -> None:
    lines = "\n".join(["1000 Stitch - New Dog", "1 Lilo - Galactic Hero"])
    with pytest.raises(DeckListError, match=f"1001 cards; at most {MAX_DECK_CARDS}"):
        parse_deck_list(lines, CARDS)
    code = base64.b64encode(b"Stitch_New Dog$600|Lilo_Galactic Hero$401").decode()
    with pytest.raises(DeckListError, match="1001 cards"):
        parse_deck(code, CARDS)


def test_many_bad_lines_are_reported_twenty_at_a_time() -> None:
    with pytest.raises(DeckListError) as info:
        parse_deck_list("4 Nobody\n" * 500, CARDS)
    assert len(info.value.problems) == 21
    assert info.value.problems[-1] == "... and 480 more problem(s)"


def test_a_log_longer_than_the_limit_is_refused_before_decoding() -> None:
    with pytest.raises(GameLogError, match="longer than"):
        GameLog.from_json(" " * (MAX_LOG_SIZE + 1))


def test_a_log_of_too_many_actions_is_refused() -> None:
    GameLog.from_json(json.dumps({**LOG, "actions": ["pass"] * MAX_LOG_ACTIONS}))
    with pytest.raises(GameLogError, match=f"at most {MAX_LOG_ACTIONS}"):
        GameLog.from_json(json.dumps({**LOG, "actions": ["pass"] * (MAX_LOG_ACTIONS + 1)}))


def test_a_log_seed_is_a_63_bit_number() -> None:
    # Seeds are what `random.Random` and the command line take: 0 to 2**63 - 1.
    assert MAX_SEED == 2**63 - 1
    assert GameLog.from_json(json.dumps({**LOG, "seed": MAX_SEED})).seed == MAX_SEED
    with pytest.raises(GameLogError, match="seed"):
        GameLog.from_json(json.dumps({**LOG, "seed": MAX_SEED + 1}))


def test_an_action_text_is_refused_only_past_its_limit() -> None:
    at_limit = "pass".ljust(MAX_ACTION_TEXT)
    assert Action.parse(at_limit) == Action(Verb.PASS)
    with pytest.raises(ActionSyntaxError, match="too long"):
        Action.parse(at_limit + " ")


def test_log_nesting_is_measured_not_recursed() -> None:
    nested = "[" * (MAX_LOG_DEPTH - 1) + "]" * (MAX_LOG_DEPTH - 1)
    with pytest.raises(GameLogError, match="must be a JSON object"):
        GameLog.from_json(nested)  # within the limit: decoded, then refused for its shape
    for depth in (MAX_LOG_DEPTH + 1, 10**6):
        with pytest.raises(GameLogError, match="nests deeper"):
            GameLog.from_json("[" * depth + "]" * depth)
    # Brackets inside strings do not count, escaped quotes included.
    brackets = '[[[[[[[[[[[["\\' * 3
    assert GameLog.from_json(json.dumps({**LOG, "actions": [brackets]})).actions == (brackets,)


def test_a_scenario_file_larger_than_the_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    path.write_text("name: big\n" + "#" * MAX_SCENARIO_FILE)
    with pytest.raises(ScenarioError, match="larger than 256 KiB"):
        load_scenario(path, CARDS.get, lambda card: True)


def test_scenario_aliases_and_depth_are_bounded() -> None:
    aliases = "a: &a 1\nb: [" + ", ".join(["*a"] * MAX_ALIASES) + "]\n"
    assert parse_scenario(aliases)["b"] == [1] * MAX_ALIASES
    with pytest.raises(ScenarioError, match=f"more than {MAX_ALIASES} aliases"):
        parse_scenario(aliases.replace("]", ", *a]"))
    assert parse_scenario("a: " + "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1))
    with pytest.raises(ScenarioError, match=f"deeper than {MAX_DEPTH}"):
        parse_scenario("a: " + "[" * MAX_DEPTH + "]" * MAX_DEPTH)


def test_the_steps_of_a_scenario_are_bounded() -> None:
    data = {"name": "long", "steps": [{"pass": True}] * schema.MAX_STEPS}
    schema.check(data)
    with pytest.raises(ScenarioError, match=f"at most {schema.MAX_STEPS} steps"):
        schema.check({**data, "steps": [{"pass": True}] * (schema.MAX_STEPS + 1)})


@pytest.mark.parametrize(
    ("setup", "problem"),
    [
        ({"p1": {"deck": schema.MAX_DECK + 1}}, "setup.p1.deck"),
        ({"p1": {"ink": schema.MAX_INK + 1}}, "setup.p1.ink"),
        ({"p2": {"lore": schema.MAX_LORE + 1}}, "setup.p2.lore"),
        ({"turn": schema.MAX_TURN + 1}, "setup.turn"),
        ({"p1": {"play": [{"card": "x", "damage": schema.MAX_DAMAGE + 1}]}}, "damage"),
    ],
)
def test_scenario_numbers_are_bounded(setup: dict[str, object], problem: str) -> None:
    with pytest.raises(ScenarioError, match=problem):
        schema.check({"name": "bounds", "setup": setup})


def test_what_format_md_documents_passes_the_shape_check() -> None:
    # Every key, step and check of FORMAT.md, table mode and the judge included.
    schema.check(
        {
            "name": "everything",
            "rules": ["7.7.4", "PCG 2.1"],
            "source": "FORMAT.md",
            "mode": "table",
            "level": "casual",
            "seed": 7,
            "ledger": [{"player": "p1", "infraction": "Card Count Error", "penalty": "Warning"}],
            "setup": {"active": "p2", "turn": 1, "p1": {"lore": 0, "ink": ["Stitch - New Dog"],
                      "hand": [], "play": [{"card": "x", "as": "a", "damage": 0,
                      "exerted": False, "drying": True, "at": "loc"}], "deck": 10,
                      "discard": []}, "p2": {}},
            "steps": [
                {"ink": "a"}, {"play": "a", "shift": ["b", "c"], "free": True},
                {"sing": "a", "singers": ["b", "c"]}, {"sing": "a", "singer": "b"},
                {"quest": "a", "refused": True}, {"challenge": "a", "target": "b"},
                {"move": "a", "to": "l"}, {"activate": "a", "ability": "NAME"}, {"pass": True},
                {"choose": ["a", "b"]}, {"choose": None}, {"resolve": "a", "ability": "X"},
                {"may": True}, {"may": "no"}, {"order": ["a", "b"]}, {"number": 2},
                {"keep": True}, {"mulligan": "a"}, {"draw": "p1", "count": 2},
                {"put": "a", "to": "inkwell"}, {"reveal": "a", "to": ["p1"]},
                {"look": "p2", "top": 3}, {"miss": "a"},
                {"call": 1, "role": "floor", "noticed_by": "p1"},
                {"report": "p2", "answers": {"trigger": True, "detrimental": False,
                 "may": "no", "seen": False, "same_set": True, "count": False, "other": False}},
                {"remedy": "skip"}, {"rewind": 2, "role": "lead"}, {"takeback": "p1"},
                {"check": {"lore": {"p1": 2}, "zone": {"a": "under"}, "damage": {"a": 1},
                           "exerted": ["a"], "ready": [], "strength": {"a": -1},
                           "willpower": {"a": 3}, "lore_value": {"a": 2},
                           "count": {"p1.hand": 6, "p2.under": 0}, "bag": {"p1": ["a"]},
                           "decides": "p2", "winner": "none", "depth": 1,
                           "main_lore": {"p2": 3}}},
            ],
            "expect": {"incidents": ["Missed Trigger", "none"], "infraction": "none",
                       "penalty": "Game Loss", "ruling": {"en": ["Caution"], "ja": ["先生"]},
                       "known": {"a": ["p1", "p2"], "b": []}, "bag": {}},
        }
    )  # fmt: skip


def test_card_data_is_bounded_as_stored_and_decompressed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bomb = tmp_path / "bomb.json.gz"
    bomb.write_bytes(gzip.compress(b'{"cards": [' + b" " * 100_000 + b"]}"))
    assert len(Catalogue.load(bomb)) == 0
    monkeypatch.setattr(catalogue_module, "MAX_CARD_DATA", 50_000)
    with pytest.raises(CardDataError, match="more than 50000 bytes of JSON"):
        Catalogue.load(bomb)
    monkeypatch.setattr(catalogue_module, "MAX_CARD_FILE", 100)
    with pytest.raises(CardDataError, match="larger than 100 bytes"):
        Catalogue.load(bomb)


def test_a_japanese_list_is_bounded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "ja.json"
    path.write_text(json.dumps([{"setCode": "1", "number": 12, "ja_name": "ミ"}] * 100))
    assert len(japanese.read_japanese(path)) == 100
    monkeypatch.setattr(japanese, "MAX_JA_FILE", 1000)
    monkeypatch.setattr(fetch, "MAX_JA_FILE", 1000)
    with pytest.raises(CardDataError, match="larger than 1000 bytes"):
        japanese.read_japanese(path)
    with pytest.raises(CardDataError, match="larger than 1000 bytes"):
        fetch.fetch_japanese(path, tmp_path / "data")


def test_devices_and_pipes_are_read_up_to_the_limit_and_never_hang(tmp_path: Path) -> None:
    with pytest.raises(GameLogError, match="larger than 1 KiB"):
        read_text("/dev/zero", limit=1024, what="game log", error=GameLogError)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    # No writer: a blocking open would wait for ever; in a child, so a hang fails the test.
    done = subprocess.run(
        [sys.executable, "-m", "illumineer.cli.main", "cards", "deck", str(fifo)],
        capture_output=True, text=True, timeout=60, check=False,
        env={**os.environ, "ILLUMINEER_CARDS": str(synthetic.write_export(tmp_path))},
    )  # fmt: skip
    assert done.returncode == 1 and "names no cards" in done.stderr, done.stderr


def test_json_nesting_is_counted_only_until_it_passes_the_limit() -> None:
    # One pass that stops at the first bracket past the limit: the answer is then limit + 1,
    # however deep the rest goes.
    deep = "[" * 5000 + "]" * 5000
    assert json_depth(deep, 100) == 101
    assert json_depth(deep, 5000) == 5000
