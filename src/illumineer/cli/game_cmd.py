"""`illumineer simulate`, `play` and `replay`: bot games in bulk, a person against a bot, logs.

Everything here is a face: games are played by the engine and the agents; this module only
reads arguments, prints, and reads and writes files.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from illumineer.agents import AGENTS, MAX_ACTIONS, Agent, make_agent, play_out
from illumineer.cards.catalogue import Catalogue
from illumineer.cards.coverage import is_implemented
from illumineer.cards.decks import (
    example_deck_path,
    example_decks,
    parse_deck,
    read_deck_file,
    validate_deck,
)
from illumineer.cli.data import catalogue as load_catalogue
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import (
    ActionSyntaxError,
    DeckListError,
    GameLogError,
    IllegalAction,
    UsageError,
)
from illumineer.engine.game import Game
from illumineer.engine.log import MAX_LOG_SIZE, MAX_SEED, GameLog, replay
from illumineer.engine.state import Zone
from illumineer.engine.view import view
from illumineer.reading import os_reason, read_text
from illumineer.scenario.runner import with_test_cards

#: The most games one `simulate` plays, and the highest `--max-actions`.
MAX_GAMES = 1_000_000
MAX_ACTIONS_CAP = 1_000_000


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `simulate`, `play` and `replay` subcommands."""
    sim = subparsers.add_parser(
        "simulate",
        help="play many bot games and report wins",
        description="Play bot games with seeds S, S+1, ... and report wins per seat.",
    )
    sim.add_argument(
        "--games", type=_positive, default=100, metavar="N", help="games (default 100)"
    )
    sim.add_argument("--seed", type=_seed, default=1, metavar="S", help="first seed (default 1)")
    sim.add_argument(
        "--decks",
        nargs=2,
        default=["amber-steel", "ruby-sapphire"],
        metavar=("A", "B"),
        help="example deck names or deck list files (default amber-steel ruby-sapphire)",
    )
    sim.add_argument(
        "--agents",
        nargs=2,
        default=["random", "random"],
        metavar=("A", "B"),
        help=f"agent per seat: {', '.join(AGENTS)} (default random random)",
    )
    sim.add_argument("--log-dir", type=Path, metavar="DIR", help="write game-SEED.json logs here")
    sim.add_argument(
        "--max-actions",
        type=_max_actions,
        default=MAX_ACTIONS,
        metavar="N",
        help=f"stop a game after N actions and count it unfinished (default {MAX_ACTIONS})",
    )
    sim.add_argument("--quiet", action="store_true", help="no progress bar")
    sim.set_defaults(func=simulate)

    play = subparsers.add_parser(
        "play",
        help="play against a bot in the terminal",
        description="Play a game against a bot; you see only what your seat may know.",
    )
    play.add_argument("--deck", default="amber-steel", metavar="NAME_OR_FILE", help="your deck")
    play.add_argument(
        "--opponent-deck", default="ruby-sapphire", metavar="NAME_OR_FILE", help="the bot's deck"
    )
    play.add_argument("--bot", default="greedy", choices=sorted(AGENTS), help="the bot's agent")
    play.add_argument("--seed", type=_seed, default=1, metavar="S", help="game seed (default 1)")
    play.add_argument("--seat", type=int, default=1, choices=(1, 2), help="your seat (default 1)")
    play.set_defaults(func=play_game)

    rep = subparsers.add_parser(
        "replay",
        help="replay a game log and print its result",
        description="Rebuild a game from its log (seed, decks, actions) and summarise it.",
    )
    rep.add_argument("log", type=Path, metavar="LOG.json")
    rep.add_argument(
        "--check",
        action="store_true",
        help="replay twice, and undo back to the start, checking the states match",
    )
    rep.set_defaults(func=replay_log)


def _whole(text: str, low: int, high: int) -> int:
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
    return _whole(text, 1, MAX_GAMES)


def _max_actions(text: str) -> int:
    return _whole(text, 1, MAX_ACTIONS_CAP)


def _seed(text: str) -> int:
    """A game seed: 0 to `MAX_SEED` (the seeds a game log can hold)."""
    return _whole(text, 0, MAX_SEED)


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


def deck_cards(text: str, catalogue: Catalogue) -> list[CardDefinition]:
    """The cards of a deck list or code, checked for play: `DeckListError` when the deck
    breaks a deck-building rule or holds cards the engine cannot play yet."""
    deck = parse_deck(text, catalogue)
    validate_deck(deck, implemented=is_implemented)
    return deck.cards()


def load_deck(source: str, catalogue: Catalogue) -> list[CardDefinition]:
    """The cards of an example deck name or a deck list file, checked for play."""
    return deck_cards(read_deck(source), catalogue)


def _deck_label(source: str) -> str:
    return Path(source).name.removesuffix(".txt")


# ---------------------------------------------------------------------- simulate


class Progress:
    """A one-line progress bar on a terminal; silent when not enabled (pipes, CI, --quiet)."""

    WIDTH = 30

    def __init__(self, total: int, stream: TextIO, *, enabled: bool) -> None:
        self.total = max(total, 1)
        self.stream = stream
        self.enabled = enabled
        self._last = 0.0

    def update(self, done: int) -> None:
        now = time.monotonic()
        if not self.enabled or (done < self.total and now - self._last < 0.1):
            return
        self._last = now
        filled = self.WIDTH * done // self.total
        bar = "#" * filled + "-" * (self.WIDTH - filled)
        self.stream.write(f"\r[{bar}] {done}/{self.total}")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\r" + " " * (self.WIDTH + 24) + "\r")
            self.stream.flush()


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
    decks = [deck_cards(text, catalogue) for text in texts]
    progress = Progress(args.games, sys.stderr, enabled=not args.quiet and sys.stderr.isatty())
    tally = Tally()
    start = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        game = Game.new(decks[0], decks[1], seed=seed)
        agents = [make_agent(name, seed * 2 + seat) for seat, name in enumerate(args.agents)]
        finished = play_out(game, agents, max_actions=args.max_actions)
        tally.add(game, finished)
        if args.log_dir is not None:
            path = args.log_dir / f"game-{seed}.json"
            path.write_text(GameLog.of(game).to_json() + "\n", encoding="utf-8")
        progress.update(i + 1)
    elapsed = time.perf_counter() - start
    progress.close()
    _print_tally(args, tally, elapsed)
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
    """Replay a log and print winner, turns, actions and state hash (`--check`: twice)."""
    text = read_text(args.log, limit=MAX_LOG_SIZE, what="game log", error=GameLogError)
    log = GameLog.from_json(text)
    # A log may come from a test game with the project's test cards (subgames): replaying is
    # not deck building, so they are found too.
    lookup = with_test_cards(load_catalogue().get)
    game = replay(log, lookup)
    winner = "none (unfinished)" if game.winner is None else f"player {game.winner + 1}"
    print(f"winner: {winner}")
    print(f"turns: {game.turn}")
    print(f"actions: {len(game.history)}")
    print(f"state: {game.state_hash()}")
    if not args.check:
        return 0
    again = replay(log, lookup)
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


# ---------------------------------------------------------------------- play

HELP = """\
Type the number of an action, or its text form (e.g. `quest c12`), or:
  view   show the board again
  undo   take back your last decision (and the bot's moves since)
  help   this text
  quit   leave the game"""


def play_game(args: argparse.Namespace) -> int:
    """A person against a bot in the terminal, reading decisions with `input()`."""
    texts = [read_deck(args.deck), read_deck(args.opponent_deck)]  # before any fetch
    catalogue = load_catalogue()
    seat = args.seat - 1
    mine, theirs = (deck_cards(text, catalogue) for text in texts)
    decks = (mine, theirs) if seat == 0 else (theirs, mine)
    game = Game.new(decks[0], decks[1], seed=args.seed)
    bot = make_agent(args.bot, args.seed)
    return Session(game, seat, bot_name=args.bot, bot=bot).run()


class Session:
    """One person's game against a bot: prints their view, reads and applies their decisions."""

    def __init__(self, game: Game, seat: int, *, bot_name: str, bot: Agent) -> None:
        self.game = game
        self.seat = seat
        self.bot_name = bot_name
        self.bot = bot
        self.marks: list[int] = []  # history length at each of the person's decisions
        self.actions = 0

    def run(self) -> int:
        game = self.game
        first = "you" if game.starting_player == self.seat else f"the bot ({self.bot_name})"
        print(f"You are player {self.seat + 1}; {first} went first. Type `help` for commands.")
        self.actions = len(game.history)
        show = True
        while not game.is_over:
            if game.decider != self.seat:
                action = self.bot.choose(game)
                game.apply(action)
                self.actions += 1
                print(f"  opponent: {describe_done(game, self.seat, action)}")
                show = True
                continue
            legal = game.legal_actions()
            if show:
                print(render(game, self.seat))
                for number, action in enumerate(legal, 1):
                    print(f"  {number}) {describe(game, self.seat, action)}")
                show = False
            try:
                line = input("your action> ").strip()
            except EOFError:
                print("\nbye")
                return 0
            command = line.lower()
            if command in ("quit", "exit", "q"):
                print("bye")
                return 0
            if command in ("help", "?", ""):
                print(HELP)
            elif command == "view":
                show = True
            elif command == "undo":
                show = self._undo()
            else:
                chosen = self._read_action(line, legal)
                if chosen is not None:
                    self.marks.append(self.actions)
                    game.apply(chosen)
                    self.actions += 1
                    print(f"  you: {describe_done(game, self.seat, chosen)}")
                    show = True
        print(render(game, self.seat))
        me, them = game.players[self.seat], game.players[1 - self.seat]
        verdict = "You win" if game.winner == self.seat else "You lose"
        print(f"{verdict}: lore {me.lore} to {them.lore}, turn {game.turn}.")
        return 0

    def _undo(self) -> bool:
        if not self.marks:
            print("nothing to undo: this is your first decision")
            return False
        mark = self.marks.pop()
        undone = self.game.rewind(self.actions - mark)
        self.actions = mark
        print(f"undid {len(undone)} action(s): back to your previous decision")
        return True

    def _read_action(self, line: str, legal: Sequence[Action]) -> Action | None:
        if line.isdigit():
            number = int(line)
            if 1 <= number <= len(legal):
                return legal[number - 1]
            print(f"no action {number}: choose 1-{len(legal)}, or type `help`")
            return None
        try:
            action = Action.parse(line)
        except ActionSyntaxError as error:
            print(f"not understood: {error}; type `help`")
            return None
        if action in legal:
            return action
        try:
            self.game.verify(action)
        except IllegalAction as error:
            print(f"not allowed now: {error}")
        else:
            print(f"not allowed now: {action} is not among your actions")
        return None


# ---------------------------------------------------------------------- text for people


def _name(game: Game, seat: int, card_id: int) -> str:
    """`c12 Mickey Mouse - True Friend`, or `a hidden card` when `seat` may not know it.

    A hidden card's id is left out too: following it through a shuffle would tell more than
    a player at the table can know.
    """
    card = game.card(card_id)
    if card.known & (1 << seat):
        return f"c{card_id} {card.definition.full_name}"
    return "a hidden card"


def _stats(game: Game, card_id: int) -> str:
    card = game.card(card_id)
    text = f"S{game.strength(card)} W{game.willpower(card)}"
    return text + (f", {card.damage} damage" if card.damage else "")


def describe(game: Game, seat: int, action: Action) -> str:
    """A legal action of `seat` in words, before it is taken."""
    verb = action.verb
    if verb == "pass":
        return "pass (end your turn)"
    if verb == "keep":
        return "keep (done altering your hand; draw back up to 7)"
    if verb == "mulligan":
        return f"mulligan {_name(game, seat, action.card)} (to the bottom of your deck)"
    if verb == "ink":
        return f"ink {_name(game, seat, action.card)}"
    if verb == "play":
        cost = game.cost(game.card(action.card))
        return f"play {_name(game, seat, action.card)} (cost {cost})"
    if verb == "quest":
        lore = game.lore_value(game.card(action.card))
        return f"quest {_name(game, seat, action.card)} (+{lore} lore)"
    if verb == "challenge":
        attacker, target = game.card(action.card), game.card(action.other)
        outcome = []
        if target.damage + game.strength(attacker) >= game.willpower(target) > 0:
            outcome.append("banishes it")
        to_attacker = game.strength(target) if target.is_character else 0
        if to_attacker > 0 and attacker.damage + to_attacker >= game.willpower(attacker):
            outcome.append("yours is banished")
        result = f": {', '.join(outcome)}" if outcome else ""
        return (
            f"challenge {_name(game, seat, attacker.id)} ({_stats(game, attacker.id)}) -> "
            f"{_name(game, seat, target.id)} ({_stats(game, target.id)}){result}"
        )
    if verb == "move":
        return f"move {_name(game, seat, action.card)} to {_name(game, seat, action.other)}"
    return _describe_choice(game, seat, action)


def _describe_choice(game: Game, seat: int, action: Action) -> str:
    """Abilities, singing and the answers inside a resolution, in words."""
    verb = action.verb
    if verb == "choose":
        return f"choose {_name(game, seat, action.card)}"
    if verb in ("yes", "no"):
        return f"{verb} (answer the 'you may')"
    if verb == "done":
        return "done (choose no more)"
    if verb == "resolve":
        source = game.card(action.card)
        ability = game.current.ability(source, action.other).name or "ability"
        return f"resolve {_name(game, seat, source.id)}: {ability}"
    if verb == "activate":
        behaviour = game.card(action.card).definition.behaviour
        name = behaviour.activated[action.other].name if behaviour else ""
        return f"activate {_name(game, seat, action.card)}: {name}"
    if verb in ("sing", "sing-with"):
        together = " (together)" if verb == "sing-with" else ""
        return (
            f"sing {_name(game, seat, action.card)} with "
            f"{_name(game, seat, action.other)}{together}"
        )
    if verb == "shift":
        return f"shift {_name(game, seat, action.card)} onto {_name(game, seat, action.other)}"
    if verb == "boost":
        return f"boost {_name(game, seat, action.card)}"
    return str(action)


def describe_done(game: Game, seat: int, action: Action) -> str:
    """An action just taken, as `seat` may know it (a mulliganed card stays hidden)."""
    verb = action.verb
    if verb == "pass":
        return "ended the turn"
    if verb == "keep":
        return "finished altering the hand"
    if verb == "mulligan":
        return f"put {_name(game, seat, action.card)} on the bottom of the deck"
    if verb == "ink":
        return f"inked {_name(game, seat, action.card)}"
    if verb == "play":
        return f"played {_name(game, seat, action.card)}"
    if verb == "quest":
        card = game.card(action.card)
        return f"quested with {_name(game, seat, card.id)} (+{game.lore_value(card)} lore)"
    if verb == "challenge":
        attacker, target = game.card(action.card), game.card(action.other)
        fallen = [_name(game, seat, c.id) for c in (target, attacker) if c.zone is Zone.DISCARD]
        result = f"; banished: {', '.join(fallen)}" if fallen else ""
        return (
            f"challenged {_name(game, seat, target.id)} with "
            f"{_name(game, seat, attacker.id)}{result}"
        )
    if verb == "move":
        return f"moved {_name(game, seat, action.card)} to {_name(game, seat, action.other)}"
    return str(action)


def render(game: Game, seat: int) -> str:
    """The board as `seat` sees it (built from `view`, so nothing hidden can appear)."""
    seen = view(game, seat)
    lines = [_header(seen, seat)]
    for index in (1 - seat, seat):
        lines.extend(_player_lines(game, seen["players"][index], mine=index == seat))
    return "\n".join(lines)


def _header(seen: dict[str, Any], seat: int) -> str:
    if seen["winner"] is not None:
        return f"== Game over after turn {seen['turn']} =="
    whose = "your" if seen["decides"] == seat else "the opponent's"
    if seen["step"] == "alter_hand":
        return f"== Setup: {whose} hand to alter (mulligan cards, then keep) =="
    return f"== Turn {seen['turn']}: {whose} turn =="


def _player_lines(game: Game, player: dict[str, Any], *, mine: bool) -> list[str]:
    who = "You" if mine else "Opponent"
    inkwell = player["inkwell"]
    hand = player["hand"]
    head = f"{who} (player {player['seat'] + 1}): lore {player['lore']}"
    if not mine:
        head += f", hand {hand['count']}"
    head += f", deck {player['deck']}, ink {player['ready_ink']}/{len(inkwell)} ready"
    discard = player["discard"]
    if discard:
        head += f", discard {len(discard)} (top: {discard[-1]['name']})"
    lines = [head]
    lines.extend(_card_block("play", [_in_play(c) for c in player["play"]]))
    if mine:
        lines.extend(_card_block("hand", [_in_hand(game, c) for c in hand["known"]]))
    elif hand["known"]:
        known = [f"c{c['id']} {c['name']}" for c in hand["known"]]
        lines.extend(_card_block("known in hand", known))
    return lines


def _card_block(title: str, cards: list[str]) -> list[str]:
    if not cards:
        return [f"  {title}: (none)"]
    pad = " " * (len(title) + 4)
    return [f"  {title}: {cards[0]}", *(pad + text for text in cards[1:])]


def _in_play(card: dict[str, Any]) -> str:
    text = f"c{card['id']} {card['name']}"
    if "strength" in card:
        text += f"  S{card['strength']} W{card['willpower']} L{card['lore']}"
    elif "willpower" in card:
        text += f"  W{card['willpower']}"
    states = []
    if card.get("damage"):
        states.append(f"{card['damage']} damage")
    if card.get("exerted"):
        states.append("exerted")
    if card.get("drying"):
        states.append("drying")
    if "at" in card:
        states.append(f"at c{card['at']}")
    return text + (f"  ({', '.join(states)})" if states else "")


def _in_hand(game: Game, card: dict[str, Any]) -> str:
    # Only cards present in the seat's view reach here, so reading their cost reveals nothing.
    own = game.card(card["id"])
    ink = "  inkable" if own.definition.inkable else ""
    return f"c{card['id']} {card['name']}  cost {game.cost(own)}{ink}"
