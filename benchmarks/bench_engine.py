"""How fast the engine plays: random playouts and the cost of each core operation.

Run: ``python benchmarks/bench_engine.py [--games N] [--seed S]``. One process, one core,
the example deck pairs below, RandomAgent against RandomAgent.

Machines here are shared and their speed swings, so every figure is also given relative to
a fixed pure-Python reference loop timed in the same process: speeds as actions per run of
the loop, costs as the number of the loop's iterations an operation takes. Those ratios are
what to compare between runs and machines. For a figure that does not move with the machine's
load at all, count instructions instead: ``benchmarks/instructions.py``.

1. Playouts: N full games, timed as a whole (games/s, actions/s).
2. Undo: each finished game is undone back to its start, one `undo()` at a time.
3. Replay: the same actions are applied again; before each one `legal_actions()` and
   (on a sample of states) `clone()` and `state_hash()` are timed, then `apply()`.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from illumineer.agents import RandomAgent, play_out
from illumineer.cards.catalogue import load_catalogue
from illumineer.cards.decks import example_deck_path, parse_deck
from illumineer.engine.cards import CardDefinition
from illumineer.engine.game import Game

#: The speed the project set as its bar for random playouts (README).
BAR_ACTIONS_PER_SECOND = 850
#: clone() and state_hash() are timed on one state in this many (they cost far more).
SAMPLE_EVERY = 10
#: Deck pairs measured: vanilla cards (the engine's floor), set 1 cards whose every card has
#: abilities (the bag, choices, statics and activated abilities all live), then the default
#: pair of today's Core decks (sets 9-14: locations, ink drops, cards under, restrictions).
DECK_PAIRS = (("amber-steel", "ruby-sapphire"), ("set1-amber-steel", "set1-ruby-sapphire"),
              ("core-amber-amethyst", "core-sapphire-steel"))

clock: Callable[[], int] = time.perf_counter_ns


class Timing:
    """Total nanoseconds and calls of one operation."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.ns = 0
        self.calls = 0

    def add(self, ns: int) -> None:
        self.ns += ns
        self.calls += 1

    @property
    def micros(self) -> float:
        return self.ns / self.calls / 1000 if self.calls else float("nan")


#: Iterations of the reference loop.
REFERENCE_ITERATIONS = 2_000_000


def calibration_ms() -> float:
    """The time of a fixed pure-Python loop, best of 5: how fast this shared machine is right
    now. Two runs compare fairly as ratios to it (the machine's noise cancels)."""
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        reference_loop(REFERENCE_ITERATIONS)
        best = min(best, time.perf_counter() - start)
    return best * 1000


def reference_loop(iterations: int) -> int:
    """The fixed pure-Python loop every figure is compared to (instructions.py counts it)."""
    total = 0
    for i in range(iterations):
        total += i
    return total


def example_decks(names: tuple[str, ...]) -> list[list[CardDefinition]]:
    catalogue = load_catalogue()
    return [parse_deck(example_deck_path(name).read_text(), catalogue).cards() for name in names]


def playouts(decks: list[list[CardDefinition]], games: int, seed: int) -> tuple[list[Game], float]:
    """Play `games` random games; return them and the seconds they took."""
    finished = []
    start = time.perf_counter()
    for i in range(games):
        game = Game.new(decks[0], decks[1], seed=seed + i)
        play_out(game, [RandomAgent(2 * (seed + i)), RandomAgent(2 * (seed + i) + 1)])
        finished.append(game)
    return finished, time.perf_counter() - start


def time_operations(games: list[Game]) -> list[Timing]:
    """Undo each game to its start, then replay it, timing each operation on the way."""
    legal, apply, undo = Timing("legal_actions()"), Timing("apply()"), Timing("undo()")
    clone, digest = Timing("clone()"), Timing("state_hash()")
    light = Timing("clone(history=False)")
    for game in games:
        actions = game.history
        for _ in actions:
            t = clock()
            game.undo()
            undo.add(clock() - t)
        for number, action in enumerate(actions):
            t = clock()
            game.legal_actions()
            legal.add(clock() - t)
            if number % SAMPLE_EVERY == 0:
                t = clock()
                game.clone()
                clone.add(clock() - t)
                t = clock()
                game.clone(history=False)
                light.add(clock() - t)
                t = clock()
                game.state_hash()
                digest.add(clock() - t)
            t = clock()
            game.apply(action)
            apply.add(clock() - t)
    return [legal, apply, undo, clone, light, digest]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=200, help="random games (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    parser.add_argument(
        "--repeat", type=int, default=3, help="playout runs; the fastest counts (default 3)"
    )
    parser.add_argument(
        "--decks", nargs=2, metavar=("A", "B"), help="one pair of example decks (default: both)"
    )
    args = parser.parse_args()
    pairs = (tuple(args.decks),) if args.decks else DECK_PAIRS
    reference = calibration_ms()
    print(f"reference: a fixed pure-Python loop of {REFERENCE_ITERATIONS:,} iterations "
          f"takes {reference:.1f} ms now")
    print()
    for pair in pairs:
        report(pair, args.games, args.seed, args.repeat, reference)
        print()
    print(f"reference again: {calibration_ms():.1f} ms (the machine's drift during the run)")


def report(names: tuple[str, ...], count: int, seed: int, repeat: int, reference: float) -> None:
    decks = example_decks(names)
    # The machines are shared and noisy: the fastest of a few identical runs is the measure.
    runs = [playouts(decks, count, seed) for _ in range(max(1, repeat))]
    games, seconds = min(runs, key=lambda run: run[1])
    actions = sum(len(game.history) for game in games)
    turns = sum(game.turn for game in games)
    timings = time_operations(games)

    print(f"random playouts: {count} games ({' vs '.join(names)}), seeds from {seed}")
    print(
        f"  {actions} actions, {turns / len(games):.1f} turns and "
        f"{actions / len(games):.1f} actions per game, {seconds:.2f} s"
    )
    print(f"  {len(games) / seconds:10.1f} games/s")
    per_second = actions / seconds
    print(
        f"  {per_second:10.0f} actions/s  ({per_second / BAR_ACTIONS_PER_SECOND:.1f}x the "
        f"{BAR_ACTIONS_PER_SECOND} actions/s bar)"
    )
    print(f"  {per_second * reference / 1000:10.0f} actions per reference-loop run")
    print()
    iteration_us = reference * 1000 / REFERENCE_ITERATIONS
    print(f"  {'operation':<21} {'calls':>8} {'µs/call':>10} {'loop iterations':>16}")
    for timing in timings:
        print(
            f"  {timing.name:<21} {timing.calls:>8} {timing.micros:>10.2f} "
            f"{timing.micros / iteration_us:>16.0f}"
        )


if __name__ == "__main__":
    main()
