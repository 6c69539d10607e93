"""`illumineer play`: a person against a bot in the terminal, seeing only their seat's view.

A face: the board, the actions and what they would do come from `engine.view`; this module
reads lines, prints words (`cli.words`) and applies the chosen actions.

With `--table` the game is played in table mode, as a judge records a game at a paper table:
what you type is carried out even where a rule forbids it (an incident is recorded), and the
deeds that are no game action (an extra draw, a card put somewhere, a card seen, a look, a
trigger passed over) have their own text forms. `--log FILE` keeps the game's log there after
every action (for `illumineer judge remedy FILE`); `--resume LOG` goes on from a log.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from illumineer.agents import AGENTS, Agent, make_agent
from illumineer.cli.commands import help_of
from illumineer.cli.data import cards_hash
from illumineer.cli.data import catalogue as load_catalogue
from illumineer.cli.game_cmd import _seed as seed
from illumineer.cli.game_cmd import (
    check_log_file,
    deck_cards,
    fresh_log_file,
    read_deck,
    write_log,
)
from illumineer.cli.options import add_format_option, chosen_format
from illumineer.cli.words import describe, describe_done, innermost, render
from illumineer.engine.actions import Action
from illumineer.engine.errors import (
    ActionSyntaxError,
    GameLogError,
    IllegalAction,
    ImpossibleAction,
    UsageError,
)
from illumineer.engine.game import Game
from illumineer.engine.log import MAX_LOG_SIZE, GameLog, replay
from illumineer.engine.view import ActionShown, LevelShown, view
from illumineer.engine.vocabulary import Mode
from illumineer.judge.messages import Language, default_language, message
from illumineer.judge.reasons import incident_reason
from illumineer.reading import read_text
from illumineer.scenario.runner import with_test_cards


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `play` subcommand."""
    play = subparsers.add_parser(
        "play",
        help=help_of("play"),
        description="Play a game against a bot; you see only what your seat may know.",
    )
    play.add_argument("--deck", default="amber-steel", metavar="NAME_OR_FILE", help="your deck")
    play.add_argument(
        "--opponent-deck", default="ruby-sapphire", metavar="NAME_OR_FILE", help="the bot's deck"
    )
    play.add_argument("--bot", default="greedy", choices=sorted(AGENTS), help="the bot's agent")
    play.add_argument("--seed", type=seed, default=1, metavar="S", help="game seed (default 1)")
    play.add_argument("--seat", type=int, default=1, choices=(1, 2), help="your seat (default 1)")
    play.add_argument(
        "--table",
        action="store_true",
        help="table mode: record what is done even where a rule forbids it (for a judge)",
    )
    play.add_argument("--log", type=Path, metavar="FILE",
                      help="keep the game's log in FILE, a new file (or the log resumed)")
    play.add_argument(
        "--resume", type=Path, metavar="LOG", help="go on from a game log (its decks and seed)"
    )
    play.add_argument("--lang", choices=[lang.value for lang in Language],
                      help="the language of table mode's help and incidents (default: from "
                      "the locale)")  # fmt: skip
    add_format_option(play)
    play.set_defaults(func=play_game)


HELP = """\
Type the number of an action, or its text form (e.g. `quest c12`), or:
  view     show the board again
  undo     take back your last decision (and the bot's moves since)
  concede  concede the game (2.3.3.4: at any time; you lose)
  help     this text
  quit     leave the game"""

def play_game(args: argparse.Namespace) -> int:
    """A person against a bot in the terminal, reading decisions with `input()`."""
    if args.log is not None:
        same = args.resume is not None and _same_file(args.log, args.resume)
        if same:  # going on in the log it resumes: the file only grows
            check_log_file(args.log, "--log")
        else:
            fresh_log_file(args.log, "--log")
    seat = args.seat - 1
    if args.resume is not None:
        text = read_text(args.resume, limit=MAX_LOG_SIZE, what="game log", error=GameLogError)
        log = GameLog.from_json(text)
        if args.table and log.mode != "table":
            raise UsageError(f"--resume {args.resume}: that game was played in strict mode")
        game = replay(log, with_test_cards(load_catalogue().get), cards=cards_hash())
    else:
        texts = [read_deck(args.deck), read_deck(args.opponent_deck)]  # before any fetch
        catalogue = load_catalogue()
        mine, theirs = (deck_cards(text, catalogue, chosen_format(args)) for text in texts)
        decks = (mine, theirs) if seat == 0 else (theirs, mine)
        mode = Mode.TABLE if args.table else Mode.STRICT
        game = Game.new(decks[0], decks[1], seed=args.seed, mode=mode)
    bot = make_agent(args.bot, game.seed)
    language = Language.parse(args.lang) if args.lang else default_language()
    return Session(game, seat, bot_name=args.bot, bot=bot, log=args.log,
                   language=language).run()  # fmt: skip


def _same_file(one: Path, other: Path) -> bool:
    try:
        return one.resolve() == other.resolve() or (one.exists() and one.samefile(other))
    except OSError:
        return False


def _taken(action: Action) -> dict[str, Any]:
    return {"verb": action.verb.text, "args": list(action.args)}


class Session:
    """One person's game against a bot: prints their view, reads and applies their decisions."""

    def __init__(
        self,
        game: Game,
        seat: int,
        *,
        bot_name: str,
        bot: Agent,
        log: Path | None = None,
        language: Language = Language.EN,
    ) -> None:
        self.game = game
        self.language = language
        self.log = log
        self.seat = seat
        self.bot_name = bot_name
        self.bot = bot
        self.marks: list[int] = []  # history length at each of the person's decisions
        self.actions = 0
        self.cards = cards_hash() if log is not None else ""

    def run(self) -> int:
        game = self.game
        first = "you" if game.starting_player == self.seat else f"the bot ({self.bot_name})"
        print(f"You are player {self.seat + 1}; {first} went first. Type `help` for commands.")
        if game.mode is Mode.TABLE:
            print(message(self.language, "cli.play.table_intro"))
        self.actions = len(game.history)
        show = True
        while not game.is_over:
            seen = view(game, self.seat)
            level = innermost(seen)
            if level["decides"] != self.seat:
                action = self.bot.choose(game)
                self._apply(action, seen, "opponent")
                show = True
                continue
            legal = level["actions"]
            if show:
                print(render(seen, self.seat))
                for number, shown in enumerate(legal, 1):
                    print(f"  {number}) {describe(shown, level)}")
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
                if game.mode is Mode.TABLE:
                    print(message(self.language, "cli.play.table_help"))
            elif command == "view":
                show = True
            elif command == "undo":
                show = self._undo()
            else:
                chosen = self._read_action(line, legal)
                if chosen is not None:
                    mark = self.actions
                    if self._apply(chosen, seen, "you"):
                        self.marks.append(mark)
                        show = True
        print(render(view(game, self.seat), self.seat))
        lore = [p["lore"] for p in view(game, self.seat)["players"]]
        verdict = "You win" if game.winner == self.seat else "You lose"
        print(f"{verdict}: lore {lore[self.seat]} to {lore[1 - self.seat]}, turn {game.turn}.")
        return 0

    def _apply(self, action: Action, before: LevelShown, who: str) -> bool:
        try:
            outcome = self.game.apply(action)
        except ImpossibleAction as error:  # table mode: a rule broken, but not this
            print(f"cannot be done: {error}")
            return False
        self.actions += 1
        after = view(self.game, self.seat)
        print(f"  {who}: {describe_done(_taken(action), before, after)}")
        for incident in outcome.incidents:
            number = self.game.incidents.index(incident) + 1
            print(message(self.language, "cli.play.incident", number=number,
                          reason=incident_reason(self.game, incident, self.language),
                          rule=incident.rule))  # fmt: skip
        self._save()
        return True

    def _save(self) -> None:
        if self.log is not None:
            write_log(self.log, GameLog.of(self.game, cards=self.cards).to_json() + "\n")

    def _undo(self) -> bool:
        if not self.marks:
            print("nothing to undo: this is your first decision")
            return False
        mark = self.marks.pop()
        undone = self.game.rewind(self.actions - mark)
        self.actions = mark
        print(f"undid {len(undone)} action(s): back to your previous decision")
        self._save()
        return True

    def _read_action(self, line: str, legal: list[ActionShown]) -> Action | None:
        if line.isascii() and line.isdigit():
            number = int(line)
            if 1 <= number <= len(legal):
                return Action.decode(legal[number - 1]["code"])
            print(f"no action {number}: choose 1-{len(legal)}, or type `help`")
            return None
        try:
            action = Action.parse(line)
        except ActionSyntaxError as error:
            print(f"not understood: {error}; type `help`")
            return None
        if action.encode() in {shown["code"] for shown in legal}:
            return action
        if self.game.mode is Mode.TABLE:
            return action  # carried out and recorded, or refused as physically impossible
        try:
            self.game.verify(action)  # accepted though not offered: conceding (2.3.3.4)
        except IllegalAction as error:
            print(f"not allowed now: {error}")
            return None
        return action

