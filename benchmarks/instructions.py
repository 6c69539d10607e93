"""Instructions per action of random playouts, counted by callgrind: a measure that does not
move with the machine's load.

Run: ``python benchmarks/instructions.py [--games N] [--seed S] [--decks A B] [--engine SRC]``.
Needs valgrind (Debian: ``apt install valgrind``). It takes about a minute per 20 games.

Wall-clock figures on shared machines drift (``bench_engine.py`` gives them as ratios to a
reference loop for that reason); an instruction count is the same on every run. Each count is
the difference of two runs under callgrind, N games and none, so start-up and card loading
cancel; the same is done for the pure-Python reference loop of ``bench_engine.py``, and the
cost per action is also given in iterations of that loop.

``--engine`` measures another checkout's ``src`` directory with the same driver, for a
before/after comparison. Seeded games are the same games in both only if the two engines
list legal actions in the same order; compare per action, over many games.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

#: Iterations of `bench_engine.py`'s reference loop run here for its instruction count.
REFERENCE_ITERATIONS = 200_000
MAX_GAMES = 1000
DEFAULT_DECKS = ("set1-amber-steel", "set1-ruby-sapphire")
_COLLECTED = re.compile(r"Collected : (\d+)")


class Refused(Exception):
    """A bad option or a missing tool: said in one line."""


def _child_playouts(games: int, seed: int, decks: tuple[str, str]) -> None:
    from illumineer.cards.catalogue import load_catalogue
    from illumineer.cards.decks import example_deck_path, parse_deck
    from illumineer.engine.game import Game

    catalogue = load_catalogue()
    pair = [parse_deck(example_deck_path(name).read_text(), catalogue).cards() for name in decks]
    actions = 0
    for i in range(games):
        game = Game.new(pair[0], pair[1], seed=seed + i)
        rng = random.Random(seed + i)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
            actions += 1
    print(actions)


def _child_reference(iterations: int) -> None:
    from bench_engine import reference_loop  # (this script's folder is on the path)

    reference_loop(iterations)
    print(iterations)


def _environment(engine: Path | None) -> dict[str, str]:
    env = dict(os.environ, PYTHONHASHSEED="0")  # the same sets and dicts in every run
    if engine is not None:
        env["PYTHONPATH"] = str(engine)
    return env


def _count(child: list[str], engine: Path | None) -> tuple[int, int]:
    """Instructions of one child run under callgrind, and the number it printed."""
    command = [sys.executable, __file__, "--child", *child]
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
        capture_output=True, text=True, env=_environment(engine), check=False,
    )
    found = _COLLECTED.search(out.stderr)
    if out.returncode != 0 or found is None:
        last = (out.stderr.strip().splitlines() or ["no output"])[-1]
        raise Refused(f"the measured run failed: {last}")
    return int(found.group(1)), int(out.stdout.split()[-1])


def _difference(
    child_none: list[str], child_some: list[str], engine: Path | None
) -> tuple[float, int]:
    """Instructions per unit of work (the number the child printed), start-up cancelled."""
    base, _ = _count(child_none, engine)
    total, done = _count(child_some, engine)
    return (total - base) / max(1, done), done


def measure(games: int, seed: int, decks: tuple[str, str], engine: Path | None) -> str:
    """The report: instructions per action and per reference-loop iteration."""
    if shutil.which("valgrind") is None:
        raise Refused("valgrind is not installed (Debian: apt install valgrind)")
    play = ["playouts", str(seed), *decks]
    # One run outside callgrind first, so that compiling the modules counts in neither run.
    warm = subprocess.run(
        [sys.executable, __file__, "--child", *play, "1"],
        capture_output=True, text=True, env=_environment(engine), check=False,
    )
    if warm.returncode != 0:
        last = (warm.stderr.strip().splitlines() or ["no output"])[-1]
        raise Refused(f"the engine did not run: {last}")
    per_action, actions = _difference([*play, "0"], [*play, str(games)], engine)
    per_iteration, _ = _difference(["reference", "0"], ["reference", str(REFERENCE_ITERATIONS)],
                                   None)
    where = f"engine {engine}" if engine is not None else "this checkout's engine"
    return "\n".join([
        f"{games} random playouts ({' vs '.join(decks)}), seeds from {seed}, {where}",
        f"  {actions} actions",
        f"  {per_action:,.0f} instructions per action",
        f"  {per_iteration:,.1f} instructions per reference-loop iteration",
        f"  {per_action / per_iteration:,.0f} reference-loop iterations per action",
    ])


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["--child"]:
        kind, rest = args[1], args[2:]
        if kind == "playouts":
            _child_playouts(int(rest[3]), int(rest[0]), (rest[1], rest[2]))
        else:
            _child_reference(int(rest[0]))
        return 0
    parser = argparse.ArgumentParser(
        prog="python benchmarks/instructions.py", description=(__doc__ or "").splitlines()[0]
    )
    from illumineer.cli.game_cmd import whole_number

    parser.add_argument("--games", type=lambda text: whole_number(text, 1, MAX_GAMES),
                        default=20, help="random games (default 20)")
    parser.add_argument("--seed", type=lambda text: whole_number(text, 0, 2**63 - 1),
                        default=0, help="first seed (default 0)")
    parser.add_argument("--decks", nargs=2, metavar=("A", "B"), default=DEFAULT_DECKS,
                        help="a pair of example decks (default: the set 1 pair)")
    parser.add_argument("--engine", type=Path, help="another checkout's src directory")
    options = parser.parse_args(args)
    try:
        from illumineer.cards.decks import example_decks

        for name in options.decks:
            if name not in example_decks():
                known = ", ".join(example_decks())
                raise Refused(f"no example deck {name!r}; the examples are: {known}")
        engine = options.engine
        if engine is not None and not (engine / "illumineer" / "engine").is_dir():
            raise Refused(f"{engine} is not a src directory with illumineer/engine in it")
        print(measure(options.games, options.seed, tuple(options.decks), engine))
    except Refused as refusal:
        print(f"python benchmarks/instructions.py: {refusal}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
