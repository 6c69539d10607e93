"""Reference counts and golden games: the engine's ground truth, counted, not eyeballed.

Like perft in chess engines: from fixed positions (each given as a game log, so a position
does not depend on the order legal actions are listed in), the number of legal action
sequences of each length up to a depth. And a few whole seeded games, played by fixed random
choices over a sorted list of legal actions, with their logs and final state hashes.

A change to the engine that alters any of them makes `tests/test_golden.py` fail, until the
change is meant and the files are made again:

    python -m tests.golden.make

(run from the project root; it needs the card data, as the tests do). Review the diff of
`tests/golden/*.json` before committing it: every changed count is a changed rule.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

from illumineer.cards.catalogue import Catalogue, load_catalogue
from illumineer.cards.decks import example_deck_path, parse_deck
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import IllumineerError
from illumineer.engine.game import Game
from illumineer.engine.log import GameLog, replay

HERE = Path(__file__).resolve().parent
PERFT_FILE = HERE / "perft.json"
GAMES_FILE = HERE / "games.json"

#: (deck pair, seed, random actions before the position, depth); a game that ends sooner is
#: taken 10 actions before its end.
POSITIONS = [
    (("amber-steel", "ruby-sapphire"), seed, moves, 4)
    for seed, moves in ((1, 0), (2, 20), (3, 45), (4, 70))
] + [
    (("set1-amber-steel", "set1-ruby-sapphire"), seed, moves, 4)
    for seed, moves in ((5, 0), (6, 40), (7, 80), (8, 120), (9, 160), (10, 200), (17, 240))
]
#: (deck pair, seed) of the whole golden games.
GAMES = [(("amber-steel", "ruby-sapphire"), 11), (("amber-steel", "ruby-sapphire"), 12)] + [
    (("set1-amber-steel", "set1-ruby-sapphire"), seed) for seed in (13, 14, 15, 16)
]


def decks(catalogue: Catalogue, names: tuple[str, ...]) -> list[list[CardDefinition]]:
    return [
        parse_deck(example_deck_path(name).read_text(encoding="utf-8"), catalogue).cards()
        for name in names
    ]


def play(game: Game, seed: int, count: int | None) -> None:
    """Random actions, chosen from the legal actions sorted by their codes (so the choice
    does not depend on the order the engine lists them in), until the game ends or `count`."""
    rng = random.Random(seed)
    done = 0
    while not game.is_over and (count is None or done < count) and done < 5000:
        legal = sorted(game.legal_actions(), key=lambda a: a.encode())
        game.apply(rng.choice(legal))
        done += 1


def perft(game: Game, depth: int) -> list[int]:
    """How many legal action sequences of each length 1..depth start here."""
    counts = [0] * depth

    def walk(level: int) -> None:
        if level == depth:
            return
        for action in game.legal_actions():
            counts[level] += 1
            game.apply(action)
            walk(level + 1)
            game.undo()

    walk(0)
    return counts


def make_perft(catalogue: Catalogue) -> list[dict[str, Any]]:
    entries = []
    for names, seed, moves, depth in POSITIONS:
        game = Game.new(*decks(catalogue, names), seed=seed)
        play(game, seed, moves)
        if game.is_over:
            game.rewind(10)
        log = GameLog.of(game)
        entries.append(
            {
                "decks": list(names),
                "log": json.loads(log.to_json()),
                "depth": depth,
                "counts": perft(game, depth),
            }
        )
    return entries


def make_games(catalogue: Catalogue) -> list[dict[str, Any]]:
    entries = []
    for names, seed in GAMES:
        game = Game.new(*decks(catalogue, names), seed=seed)
        play(game, seed, None)
        entries.append(
            {
                "decks": list(names),
                "log": json.loads(GameLog.of(game).to_json()),
                "winner": game.winner,
                "turns": game.turn,
                "hash": game.state_hash(),
            }
        )
    return entries


def position(entry: dict[str, Any], catalogue: Catalogue) -> Game:
    """The game a golden entry's log stands for."""
    return replay(GameLog.from_json(json.dumps(entry["log"])), catalogue.get)


def main(argv: list[str] | None = None) -> int:
    argparse.ArgumentParser(
        prog="python -m tests.golden.make",
        description="Make the reference counts and golden games again, after a meant change.",
    ).parse_args(argv)
    try:
        catalogue = load_catalogue()
    except IllumineerError as error:  # no card data yet, say
        print(f"python -m tests.golden.make: {error}", file=sys.stderr)
        return 2
    PERFT_FILE.write_text(json.dumps(make_perft(catalogue), indent=1) + "\n", encoding="utf-8")
    GAMES_FILE.write_text(json.dumps(make_games(catalogue), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {PERFT_FILE.name} and {GAMES_FILE.name}; review their diff before committing")
    return 0


if __name__ == "__main__":
    sys.exit(main())
