"""`illumineer simulate`, `play` and `replay`: bot games in bulk, a person against a bot, logs.

Everything here is a face: games are played by the engine and the agents; this module only
reads arguments, prints, and reads and writes files.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from illumineer.agents import AGENTS, MAX_ACTIONS, make_agent, play_out
from illumineer.cards.catalogue import Catalogue
from illumineer.cards.coverage import is_implemented
from illumineer.cards.decks import (
    DEFAULT_DECKS,
    example_deck_path,
    example_decks,
    format_of,
    parse_deck,
    read_deck_file,
    validate_deck,
)
from illumineer.cli.commands import help_of
from illumineer.cli.data import cards_hash
from illumineer.cli.data import catalogue as load_catalogue
from illumineer.cli.options import add_format_option, chosen_format
from illumineer.cli.progress import Progress
from illumineer.cli.words import Words, innermost, taken
from illumineer.engine.cards import CardDefinition, Format
from illumineer.engine.errors import (
    DeckListError,
    GameLogError,
    UsageError,
)
from illumineer.engine.game import Game
from illumineer.engine.log import MAX_LOG_SIZE, MAX_SEED, GameLog, replay
from illumineer.engine.view import PUBLIC, View, public_view, view
from illumineer.judge.messages import Language, default_language
from illumineer.judge.reasons import incident_reason
from illumineer.reading import os_reason, read_text
from illumineer.scenario.runner import with_test_cards

#: The most games one `simulate` plays, and the highest `--max-actions`.
MAX_GAMES = 1_000_000
MAX_ACTIONS_CAP = 1_000_000


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `simulate`, `play` and `replay` subcommands."""
    sim = subparsers.add_parser(
        "simulate",
        help=help_of("simulate"),
        description="Play bot games with seeds S, S+1, ... and report wins per seat.",
    )
    sim.add_argument("--games", type=_positive, default=100, metavar="N",
                     help="games to play (default: %(default)s)")  # fmt: skip
    sim.add_argument("--seed", type=_seed, default=1, metavar="S",
                     help="the first game's seed; the next games take S+1, S+2... "
                     "(default: %(default)s)")  # fmt: skip
    sim.add_argument(
        "--decks",
        nargs=2,
        default=list(DEFAULT_DECKS),
        metavar=("A", "B"),
        help=f"example deck names or deck list files (default: {' '.join(DEFAULT_DECKS)})",
    )
    sim.add_argument(
        "--agents",
        nargs=2,
        default=["random", "random"],
        metavar=("A", "B"),
        help=f"agent per seat: {', '.join(AGENTS)} (default: random random)",
    )
    sim.add_argument("--log-dir", type=Path, metavar="DIR",
                     help="write each game's log there as game-SEED.json (default: no logs)")
    sim.add_argument(
        "--max-actions",
        type=_max_actions,
        default=MAX_ACTIONS,
        metavar="N",
        help="stop a game after N actions and count it unfinished (default: %(default)s)",
    )
    sim.add_argument("--quiet", action="store_true",
                     help="no progress shown (default: a progress bar on a terminal, the "
                     "finished line once elsewhere)")  # fmt: skip
    add_format_option(sim)
    sim.set_defaults(func=simulate)

    rep = subparsers.add_parser(
        "replay",
        help=help_of("replay"),
        description="Rebuild a game from its log (seed, decks, actions) and summarise it.",
    )
    rep.add_argument("log", type=Path, metavar="LOG.json")
    rep.add_argument(
        "--check",
        action="store_true",
        help="replay twice, and undo back to the start, checking the states match",
    )
    rep.add_argument("--read", action="store_true",
                     help="print the game action by action, in words (default: only the result)")
    rep.add_argument("--seat", type=int, choices=(1, 2), metavar="N",
                     help="with --read, as seat N sees the game (default: the public view, "
                     "what both players know)")  # fmt: skip
    rep.add_argument("--lang", choices=[lang.value for lang in Language],
                     help="the language --read speaks (default: from the locale)")
    rep.set_defaults(func=replay_log)


def whole_number(text: str, low: int, high: int) -> int:
    """`text` as a whole number from `low` to `high` (ASCII digits only), for argparse."""
    shown = text if len(text) <= 30 else text[:27] + "..."
    digits = text.strip().removeprefix("-")
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 20:
        raise argparse.ArgumentTypeError(f"{shown!r} is not a whole number from {low} to {high}")
    value = int(text)
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(f"{value} is not a whole number from {low} to {high}")
    return value


def _positive(text: str) -> int:
    """A number of games: 1 to `MAX_GAMES`."""
    return whole_number(text, 1, MAX_GAMES)


def _max_actions(text: str) -> int:
    return whole_number(text, 1, MAX_ACTIONS_CAP)


def _seed(text: str) -> int:
    """A game seed: 0 to `MAX_SEED` (the seeds a game log can hold)."""
    return whole_number(text, 0, MAX_SEED)


def _check_log_dir(path: Path) -> None:
    """Make the `--log-dir` folder and prove a log can be written there, before any game."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise UsageError(f"--log-dir {path}: it is a file, not a folder") from None
    except OSError as error:
        raise UsageError(f"--log-dir {path}: cannot make that folder: {os_reason(error)}") from None
    except ValueError:  # a NUL character
        raise UsageError(f"--log-dir {str(path)!r}: not a usable folder name") from None
    try:
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as error:
        raise UsageError(f"--log-dir {path}: cannot write there: {os_reason(error)}") from None


def check_log_file(path: Path, option: str) -> None:
    """Prove, before any game or ruling, that a log can be written to the file `path`."""
    if "\0" in str(path):
        raise UsageError(f"{option} {str(path)!r}: not a usable file name")
    try:
        folder = path.parent
        if path.is_dir():
            raise UsageError(f"{option} {path}: it is a folder, not a file")
        if not folder.is_dir():
            raise UsageError(f"{option} {path}: the folder {folder} does not exist")
        with tempfile.TemporaryFile(dir=folder):
            pass
        if path.exists() and not os.access(path, os.W_OK):
            raise UsageError(f"{option} {path}: that file cannot be written")
    except OSError as error:  # a name too long, say
        raise UsageError(f"{option} {path}: cannot write there: {os_reason(error)}") from None


#: The most numbered names tried for a corrected log before giving up.
MAX_NUMBERED = 999


def new_log_path(path: Path) -> Path:
    """`path` if no file is there, else the first of ``NAME-2.json``, ``NAME-3.json``... that
    is free: a log is never overwritten."""
    if not path.exists():
        return path
    for number in range(2, MAX_NUMBERED + 1):
        numbered = path.with_name(f"{path.stem}-{number}{path.suffix}")
        if not numbered.exists():
            return numbered
    raise UsageError(f"{path}: {MAX_NUMBERED} numbered logs beside it are taken already")


def fresh_log_file(path: Path, option: str) -> None:
    """A log file to be written that holds no log yet (logs are never overwritten)."""
    check_log_file(path, option)
    if path.exists():
        raise UsageError(f"{option} {path}: the file exists, and a log is never overwritten; "
                         "name a new file")  # fmt: skip


def write_log(path: Path, text: str) -> None:
    """Write a log whole or not at all: a temporary file beside it, then renamed over it."""
    partial = path.with_name(f".{path.name}.partial")
    try:
        partial.write_text(text, encoding="utf-8")
        partial.replace(path)
    except OSError as error:
        partial.unlink(missing_ok=True)
        raise UsageError(f"cannot write {path}: {os_reason(error)}") from None


# ---------------------------------------------------------------------- decks


def read_deck(source: str) -> str:
    """The text of an example deck name or a deck list file (checked before any card data is
    loaded, so a mistyped name costs no download); `DeckListError` when it is neither."""
    path = Path(source)
    if not path.is_file():
        if source.removesuffix(".txt") not in example_decks():
            raise DeckListError(
                [
                    f"no deck {source!r}: not a file and not an example deck "
                    f"({', '.join(example_decks())})"
                ]
            )
        path = example_deck_path(source)
    return read_deck_file(path)


def deck_cards(
    text: str, catalogue: Catalogue, in_format: Format | None = None
) -> list[CardDefinition]:
    """The cards of a deck list or code, checked for play: `DeckListError` when the deck
    breaks a deck-building rule, holds a card not legal in its format (`in_format`, else
    the one the list declares, else Core) or one the engine cannot play yet."""
    deck = parse_deck(text, catalogue)
    validate_deck(deck, implemented=is_implemented, in_format=format_of(deck, in_format))
    return deck.cards()


def load_deck(
    source: str, catalogue: Catalogue, in_format: Format | None = None
) -> list[CardDefinition]:
    """The cards of an example deck name or a deck list file, checked for play."""
    return deck_cards(read_deck(source), catalogue, in_format)


def _deck_label(source: str) -> str:
    return Path(source).name.removesuffix(".txt")


# ---------------------------------------------------------------------- simulate


@dataclass
class Tally:
    """What `simulate` counts over its games."""

    games: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])  # per seat
    unfinished: int = 0
    turns: int = 0
    actions: int = 0

    def add(self, game: Game, finished: bool) -> None:
        self.games += 1
        self.turns += game.turn
        self.actions += len(game.history)
        if finished and game.winner is not None:
            self.wins[game.winner] += 1
        else:
            self.unfinished += 1


def simulate(args: argparse.Namespace) -> int:
    """Play `--games` bot games and print the wins per seat and the pace."""
    for name in args.agents:
        make_agent(name)  # an unknown name fails before any game is played
    if args.seed + args.games - 1 > MAX_SEED:
        raise UsageError(f"--seed {args.seed} with --games {args.games} goes past seed {MAX_SEED}")
    if args.log_dir is not None:
        _check_log_dir(args.log_dir)
    texts = [read_deck(source) for source in args.decks]  # before any card data is fetched
    catalogue = load_catalogue()
    decks = [deck_cards(text, catalogue, chosen_format(args)) for text in texts]
    tally = Tally()
    cards = cards_hash() if args.log_dir is not None else ""
    with Progress("games", total=args.games, quiet=args.quiet) as progress:
        for i in range(args.games):
            seed = args.seed + i
            game = Game.new(decks[0], decks[1], seed=seed)
            agents = [make_agent(name, seed * 2 + seat) for seat, name in enumerate(args.agents)]
            finished = play_out(game, agents, max_actions=args.max_actions)
            tally.add(game, finished)
            if args.log_dir is not None:
                path = args.log_dir / f"game-{seed}.json"
                path.write_text(GameLog.of(game, cards=cards).to_json() + "\n", encoding="utf-8")
            progress.advance()
    _print_tally(args, tally, progress.elapsed)
    return 0


def _print_tally(args: argparse.Namespace, tally: Tally, elapsed: float) -> None:
    last = args.seed + tally.games - 1
    seeds = f"seed {args.seed}" if tally.games == 1 else f"seeds {args.seed}-{last}"
    print(f"{tally.games} games ({seeds})")
    labels = [_deck_label(source) for source in args.decks]
    width = max(len(label) for label in labels)
    for seat in range(2):
        wins = tally.wins[seat]
        print(
            f"  player {seat + 1}  {labels[seat]:<{width}}  {args.agents[seat]:<6}  "
            f"{wins:>5} wins  {100 * wins / tally.games:5.1f}%"
        )
    print(f"  unfinished (stopped at {args.max_actions} actions): {tally.unfinished}")
    print(
        f"average {tally.turns / tally.games:.1f} turns, "
        f"{tally.actions / tally.games:.1f} actions per game"
    )
    rate = tally.games / elapsed if elapsed > 0 else float("inf")
    print(f"{elapsed:.2f} s, {rate:.1f} games/s")
    if args.log_dir is not None:
        print(f"logs in {args.log_dir}")


# ---------------------------------------------------------------------- replay


def replay_log(args: argparse.Namespace) -> int:
    """Replay a log and print winner, turns, actions and state hash (`--check`: twice;
    `--read`: first the game action by action, in words)."""
    if args.seat is not None and not args.read:
        raise UsageError("--seat says whose view --read reads the game from: give --read too")
    text = read_text(args.log, limit=MAX_LOG_SIZE, what="game log", error=GameLogError)
    log = GameLog.from_json(text)
    # A log may come from a test game with the project's test cards (subgames): replaying is
    # not deck building, so they are found too.
    lookup = with_test_cards(load_catalogue().get)
    cards = cards_hash()
    game = replay(log, lookup, cards=cards)
    if args.read:
        language = Language.parse(args.lang) if args.lang else default_language()
        viewer = PUBLIC if args.seat is None else args.seat - 1
        for line in read_aloud(game, viewer, Words(language, lookup)):
            print(line)
        print()
    winner = "none (unfinished)" if game.winner is None else f"player {game.winner + 1}"
    print(f"winner: {winner}")
    print(f"turns: {game.turn}")
    print(f"actions: {len(game.history)}")
    print(f"state: {game.state_hash()}")
    if not args.check:
        return 0
    again = replay(log, lookup, cards=cards)
    fresh = Game.new(
        game.decks[0],
        game.decks[1],
        seed=log.seed,
        first_player=log.first_player,
        mode=game.mode,
    )
    same_replay = again.state_hash() == game.state_hash()
    again.rewind(len(log.actions))
    same_start = again.state_hash() == fresh.state_hash()
    print(
        f"check: second replay {'matches' if same_replay else 'DIFFERS'}; "
        f"undo to the start {'matches' if same_start else 'DIFFERS from'} a new game"
    )
    return 0 if same_replay and same_start else 1


def read_aloud(game: Game, viewer: int, words: Words) -> Iterator[str]:
    """The game of `game` (played to its end) again from its start, action by action, as
    `viewer` (a seat, or `PUBLIC`) sees it: a line per action, who took it and
    what it did, a heading at each turn, and in table mode each incident recorded. The game
    is left as it was."""
    actions = list(reversed(game.rewind(len(game.history))))

    def seen() -> View:
        return public_view(game) if viewer == PUBLIC else view(game, viewer)

    yield words.say("cli.replay.intro", seed=game.seed, actions=len(actions),
                    mode=words.say(f"cli.replay.mode.{game.mode.name}"),
                    viewer=words.say("cli.replay.public") if viewer == PUBLIC
                    else words.say("cli.replay.seat", number=viewer + 1))  # fmt: skip
    before = seen()
    turn: tuple[int, int, int] | None = None
    for action in actions:
        level = innermost(before)
        now = (level["depth"], level["turn"], level["active"])
        if level["phase"] == "main" and now != turn:
            turn = now
            yield words.say("cli.replay.turn", turn=level["turn"],
                            whose=words.whose(viewer, level["active"]))  # fmt: skip
        elif turn is None and level["phase"] == "alter_hand" and action is actions[0]:
            yield words.say("cli.replay.setup")
        outcome = game.apply(action)
        after = seen()
        done = taken(action)
        who = words.actor(viewer, done, before)
        yield f"  {who}: {words.describe_done(done, before, after)}"
        for incident in outcome.incidents:
            number = game.incidents.index(incident) + 1
            shown = innermost(after).get("incidents", [])
            if number <= len(shown) and "reason" in shown[number - 1]:
                reason = incident_reason(game, incident, words.language)
                yield words.say("cli.play.incident", number=number, reason=reason,
                                rule=incident.rule)  # fmt: skip
            else:
                yield words.say("cli.replay.incident.hidden", number=number, rule=incident.rule)
        before = after
    level = innermost(before)
    if game.winner is None:
        yield words.say("cli.replay.unfinished", lore=words.lore(viewer, level))
    else:
        yield words.say("cli.replay.won", who=words.seat(viewer, game.winner),
                        lore=words.lore(viewer, level), turn=level["turn"])  # fmt: skip
