"""The long-run property check: many random games with random decks from every playable card.

Each game is built from two random legal decks (two inks, up to four copies of a card, 60
cards) of the cards the engine plays in full, and played by uniformly random legal actions.
Along the way it checks, and counts:

- **undo**: every action is undone and redone, and the state hash comes back exactly;
- **hash**: the incremental state hash equals one computed from scratch;
- **conservation**: every card is in exactly one zone, and its zone field agrees;
- **views**: no seat's view shows an identity it may not know;
- **legal = verify**: on a sample of states, `legal_actions()` is exactly the set of candidate
  actions `verify()` accepts (every verb, over the cards that could take part);
- **no soft-lock**: someone can always act until the game ends, and it ends;
- **replay**: the game's log replays to the identical final state.

Run it at size with ``python -m tests.long_run --games 1000`` (from the project root, with
the card data installed); the test suite runs a small one (tests/test_long_run.py).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import product

from illumineer.cards.catalogue import Catalogue, load_catalogue
from illumineer.cards.coverage import is_implemented
from illumineer.cli.game_cmd import whole_number
from illumineer.cli.progress import Progress
from illumineer.engine.actions import SHAPES, Action
from illumineer.engine.cards import CardDefinition, Format, Ink
from illumineer.engine.errors import IllumineerError
from illumineer.engine.game import Game
from illumineer.engine.log import MAX_SEED, GameLog, replay
from illumineer.engine.state import GameState
from illumineer.engine.view import view, visible_ids
from illumineer.engine.vocabulary import Verb, Zone
from tests.engine.helpers import named_ids

#: A game stopped after this many actions is a soft-lock (real games take about 200).
MAX_ACTIONS = 3000
#: legal = verify is checked on one state in this many.
CROSS_CHECK_EVERY = 25


@dataclass
class Figures:
    """What a run checked, for the closing report."""

    games: int = 0
    steps: int = 0
    checks: Counter[str] = field(default_factory=Counter)
    verbs: Counter[Verb] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        checks = ", ".join(f"{name} {count}" for name, count in sorted(self.checks.items()))
        return (
            f"{self.games} games, {self.steps} steps; checks: {checks}; "
            f"failures: {len(self.failures)}"
        )


def playable(catalogue: Catalogue, in_format: Format | None = None) -> list[CardDefinition]:
    """Every card the engine plays in full that deck building accepts (in `in_format`, when
    one is given: legal there, and not banned)."""
    return [card for card in catalogue if is_implemented(card) and card.inks
            and (in_format is None or card.legal_in(in_format))]  # fmt: skip


def random_deck(cards: Sequence[CardDefinition], rng: random.Random) -> list[CardDefinition]:
    """A legal deck (1.10.1.1): two inks, at most four copies of a card, 60 cards."""
    inks = rng.sample(list(Ink), 2)
    pool = [c for c in cards if all(ink in inks for ink in c.inks)]
    deck: list[CardDefinition] = []
    copies: Counter[str] = Counter()
    while len(deck) < 60:
        card = rng.choice(pool)
        room = min(4, card.max_copies) - copies[card.full_name]
        if room > 0:
            count = min(rng.randint(1, room), 60 - len(deck))
            deck.extend([card] * count)
            copies[card.full_name] += count
    return deck


def _conserved(game: Game) -> bool:
    seen: set[int] = set()
    level: GameState | None = game
    while level is not None:
        for player in level.players:
            for zone in Zone:
                for card in player.zones[zone]:
                    if card.id in seen or card.zone is not zone or card.owner != player.index:
                        return False
                    seen.add(card.id)
        level = level.subgame
    return len(seen) == len(game.cards)


def candidates(st: GameState) -> list[Action]:
    """Every action worth asking `verify` about now: each verb over the cards that could
    take part (both players' hands and play; a choice's options; the bag's sources)."""
    near = {c.id for p in st.players for zone in (p.hand, p.play) for c in zone}
    if st.prompt is not None:
        near |= set(st.prompt.options)
    near |= {t.source for t in st.bag}
    ids = sorted(near)
    numbers = sorted({t.number for t in st.bag} | set(range(6)))
    values: dict[str, Sequence[int]] = {
        "c": ids, "n": numbers, "p": (0, 1), "z": range(len(Zone)), "s": (1, 2, 3),
    }  # fmt: skip
    found: list[Action] = []
    for verb, shape in SHAPES.items():
        found.extend(Action(verb, args) for args in product(*(values[kind] for kind in shape)))
    return found


def check_legal_equals_verify(game: Game, figures: Figures) -> None:
    level = game.current
    legal = set(game.legal_actions())
    for action in candidates(level):
        accepted = game.is_legal(action)
        offered = action in legal or action.verb is Verb.CONCEDE  # accepted, never offered
        if accepted != offered:
            figures.failures.append(
                f"{action}: legal_actions says {action in legal}, verify says {accepted}"
            )
    figures.checks["legal=verify"] += 1


def play_one(decks: Sequence[list[CardDefinition]], seed: int, figures: Figures,
             lookup: Catalogue) -> None:
    game = Game.new(decks[0], decks[1], seed=seed)
    rng = random.Random(seed)
    total = len(game.cards)
    steps = 0
    while not game.is_over:
        legal = game.legal_actions()
        if not legal:
            figures.failures.append(f"seed {seed}: soft-lock at step {steps}: nobody can act")
            return
        if steps >= MAX_ACTIONS:
            figures.failures.append(f"seed {seed}: not over after {MAX_ACTIONS} actions")
            return
        if steps % CROSS_CHECK_EVERY == 0:
            check_legal_equals_verify(game, figures)
        action = rng.choice(legal)
        before = game.state_hash()
        game.apply(action)
        after = game.state_hash()
        game.undo()
        if game.state_hash() != before:
            figures.failures.append(f"seed {seed}: undo of {action} at step {steps} differs")
            return
        game.apply(action)
        if game.state_hash() != after:
            figures.failures.append(f"seed {seed}: redo of {action} at step {steps} differs")
            return
        figures.checks["undo"] += 1
        figures.verbs[action.verb] += 1
        if game.state_hash(fresh=True) != after:
            figures.failures.append(f"seed {seed}: incremental hash differs at step {steps}")
            return
        figures.checks["hash"] += 1
        if steps % 5 == 0:
            if not _conserved(game) or len(game.cards) != total:
                figures.failures.append(f"seed {seed}: cards not conserved at step {steps}")
                return
            figures.checks["conservation"] += 1
            for seat in (0, 1):
                if not named_ids(view(game, seat)) <= visible_ids(game, seat):
                    figures.failures.append(f"seed {seed}: seat {seat} view leaks at {steps}")
                    return
            figures.checks["views"] += 2
        steps += 1
    again = replay(GameLog.from_json(GameLog.of(game).to_json()), lookup.get)
    if again.state_hash() != game.state_hash():
        figures.failures.append(f"seed {seed}: the log does not replay to the same state")
    figures.checks["replay"] += 1
    figures.games += 1
    figures.steps += steps


def run(games: int, seed: int = 1, catalogue: Catalogue | None = None,
        in_format: Format | None = None,
        done: Callable[[], None] | None = None) -> Figures:  # fmt: skip
    """Play and check `games` games from `seed`; `done` is told of each game played."""
    catalogue = catalogue or load_catalogue()
    cards = playable(catalogue, in_format)
    figures = Figures()
    for number in range(games):
        rng = random.Random(seed * 100_003 + number)
        decks = [random_deck(cards, rng), random_deck(cards, rng)]
        play_one(decks, seed + number, figures, catalogue)
        if done is not None:
            done()
        if len(figures.failures) > 20:
            break
    return figures


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.long_run",
        description=__doc__.splitlines()[0] if __doc__ else None,
    )
    parser.add_argument("--games", type=lambda text: whole_number(text, 1, 1_000_000), default=1000,
                        help="random games (default 1000)")
    parser.add_argument("--seed", type=lambda text: whole_number(text, 0, MAX_SEED), default=1,
                        help="first seed (default 1)")
    parser.add_argument("--format", choices=[f.value for f in Format], default=None,
                        help="random decks of this format's cards (default: every playable card)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    try:
        in_format = Format(args.format) if args.format else None
        with Progress("long run: games", total=args.games) as progress:
            figures = run(args.games, args.seed, in_format=in_format, done=progress.advance)
    except IllumineerError as error:  # no card data yet, say
        print(f"python -m tests.long_run: {error}", file=sys.stderr)
        return 2
    print(figures)
    print(f"verbs: {', '.join(f'{v.text} {n}' for v, n in figures.verbs.most_common())}")
    print(f"{time.perf_counter() - start:.0f} s")
    for failure in figures.failures[:20]:
        print("FAIL", failure)
    return 1 if figures.failures else 0


if __name__ == "__main__":
    sys.exit(main())
