"""`illumineer play`: a person against a bot in the terminal, seeing only their seat's view.

A face: the board, the actions and what they would do, and what a trigger or a choice is
about, come from `engine.view`; this module reads lines, prints words (`cli.words`) and
applies the chosen actions. `show CARD` prints a card (by its id in the game, or any card by
name) as `illumineer cards show` does; `zones` every zone the seat may see.

With `--table` the game is played in table mode, as a judge records a game at a paper table:
what you type is carried out even where a rule forbids it (an incident is recorded), and the
deeds that are no game action (an extra draw, a card put somewhere, a card seen, a look, a
trigger passed over) have their own text forms. `--log FILE` keeps the game's log there after
every action (for `illumineer judge remedy FILE`); `--resume LOG` goes on from a log.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from illumineer.agents import AGENTS, Agent, make_agent
from illumineer.cards.decks import DEFAULT_DECKS
from illumineer.cli.card_words import describe as describe_card
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
from illumineer.cli.words import Words, innermost, known_cards, taken
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import (
    ActionSyntaxError,
    GameLogError,
    IllegalAction,
    ImpossibleAction,
    UnknownCard,
    UsageError,
)
from illumineer.engine.game import Game
from illumineer.engine.log import MAX_LOG_SIZE, GameLog, replay
from illumineer.engine.view import ActionShown, CardShown, View, view
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
    play.add_argument("--deck", default=DEFAULT_DECKS[0], metavar="NAME_OR_FILE",
                      help="your deck: an example deck's name or a deck list file "
                      "(default: %(default)s)")  # fmt: skip
    play.add_argument("--opponent-deck", default=DEFAULT_DECKS[1], metavar="NAME_OR_FILE",
                      help="the bot's deck (default: %(default)s)")  # fmt: skip
    play.add_argument("--bot", default="greedy", choices=sorted(AGENTS),
                      help="the bot's agent (default: %(default)s)")  # fmt: skip
    play.add_argument("--seed", type=seed, default=1, metavar="S",
                      help="game seed (default: %(default)s)")  # fmt: skip
    play.add_argument("--seat", type=int, default=1, choices=(1, 2),
                      help="your seat (default: %(default)s)")  # fmt: skip
    play.add_argument(
        "--table",
        action="store_true",
        help="table mode: record what is done even where a rule forbids it, for a judge "
        "(default: strict mode, where the rules refuse it)",
    )
    play.add_argument("--log", type=Path, metavar="FILE",
                      help="keep the game's log in FILE, a new file (or the log resumed) "
                      "(default: no log is kept)")  # fmt: skip
    play.add_argument("--resume", type=Path, metavar="LOG",
                      help="go on from a game log, its decks and seed (default: a new game)")
    play.add_argument("--lang", choices=[lang.value for lang in Language],
                      help="the language of the game's words, help and incidents (default: "
                      "from the locale, LC_ALL, LC_MESSAGES or LANG)")  # fmt: skip
    add_format_option(play)
    play.set_defaults(func=play_game)


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
        cards = with_test_cards(load_catalogue().get)
        game = replay(log, cards, cards=cards_hash())
    else:
        texts = [read_deck(args.deck), read_deck(args.opponent_deck)]  # before any fetch
        catalogue = load_catalogue()
        cards = catalogue.get
        mine, theirs = (deck_cards(text, catalogue, chosen_format(args)) for text in texts)
        decks = (mine, theirs) if seat == 0 else (theirs, mine)
        mode = Mode.TABLE if args.table else Mode.STRICT
        game = Game.new(decks[0], decks[1], seed=args.seed, mode=mode)
    bot = make_agent(args.bot, game.seed)
    language = Language.parse(args.lang) if args.lang else default_language()
    return Session(game, seat, bot_name=args.bot, bot=bot, log=args.log,
                   language=language, cards=cards).run()  # fmt: skip


def _same_file(one: Path, other: Path) -> bool:
    try:
        return one.resolve() == other.resolve() or (one.exists() and one.samefile(other))
    except OSError:
        return False


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
        cards: Callable[[str], CardDefinition] | None = None,
    ) -> None:
        self.game = game
        self.language = language
        self.words = Words(language, cards)
        self.cards = cards
        self.log = log
        self.seat = seat
        self.bot_name = bot_name
        self.bot = bot
        self.marks: list[int] = []  # history length at each of the person's decisions
        self.actions = 0
        self.echo = not (sys.stdin is not None and sys.stdin.isatty())
        self.card_data = cards_hash() if log is not None else ""  # its sha256, for the log

    def say(self, key: str, /, **params: object) -> str:
        return message(self.language, key, **params)

    def run(self) -> int:
        game = self.game
        words = self.words
        if game.starting_player == self.seat:
            first = self.say("cli.play.first.you")
        else:
            first = self.say("cli.play.first.bot", bot=self.bot_name)
        print(self.say("cli.play.intro", seat=self.seat + 1, first=first))
        if game.mode is Mode.TABLE:
            print(self.say("cli.play.table_intro"))
        self.actions = len(game.history)
        show = True
        while not game.is_over:
            seen = view(game, self.seat)
            level = innermost(seen)
            if level["decides"] != self.seat:
                action = self.bot.choose(game)
                self._apply(action, seen)
                show = True
                continue
            legal = level["actions"]
            if show:
                print(words.render(seen))
                for number, shown in enumerate(legal, 1):
                    print(f"  {number}) {words.describe(shown, level)}")
                show = False
            try:
                line = input(self.say("cli.play.prompt")).strip()
            except EOFError:
                print("\n" + self.say("cli.play.bye"))
                return 0
            if self.echo:  # read from a pipe or a file: the transcript shows what was typed
                print(line)
            command, _, rest = line.partition(" ")
            command = command.lower()
            if command in ("quit", "exit", "q") and not rest:
                print(self.say("cli.play.bye"))
                return 0
            if command in ("help", "?", ""):
                print(self.say("cli.play.help"))
                if game.mode is Mode.TABLE:
                    print(self.say("cli.play.table_help"))
            elif command == "view" and not rest:
                show = True
            elif command == "zones" and not rest:
                print(words.zones(seen))
            elif command == "show":
                print(self._show(rest.strip(), seen))
            elif command == "undo" and not rest:
                show = self._undo()
            else:
                chosen = self._read_action(line, legal)
                if chosen is not None:
                    mark = self.actions
                    if self._apply(chosen, seen):
                        self.marks.append(mark)
                        show = True
        final = view(game, self.seat)
        print(words.render(final))
        lore = [p["lore"] for p in final["players"]]
        verdict = "cli.play.won" if game.winner == self.seat else "cli.play.lost"
        print(self.say(verdict, mine=lore[self.seat], theirs=lore[1 - self.seat], turn=game.turn))
        return 0

    def _apply(self, action: Action, before: View) -> bool:
        try:
            outcome = self.game.apply(action)
        except ImpossibleAction as error:  # table mode: a rule broken, but not this
            print(self.say("cli.play.impossible", reason=str(error)))
            return False
        self.actions += 1
        after = view(self.game, self.seat)
        done = taken(action)
        who = self.words.actor(self.seat, done, before)
        print(f"  {who}: {self.words.describe_done(done, before, after)}")
        for incident in outcome.incidents:
            number = self.game.incidents.index(incident) + 1
            print(message(self.language, "cli.play.incident", number=number,
                          reason=incident_reason(self.game, incident, self.language),
                          rule=incident.rule))  # fmt: skip
        self._save()
        return True

    def _show(self, wanted: str, seen: View) -> str:
        """`show CARD`: a card of the game this seat knows, by its id (``c12`` or ``12``),
        with how it stands now; or any card by name, English or Japanese."""
        if not wanted:
            return self.say("cli.play.show.usage")
        number = wanted.lower().removeprefix("c")
        if number.isascii() and number.isdigit():
            card = known_cards(seen).get(int(number))
            if card is None:
                return self.say("cli.play.show.unknown_id", id=number)
            return self._shown(card["name"], card)
        try:
            return self._shown(wanted, None)
        except UnknownCard as unknown:
            return self.say("cli.play.show.unknown", error=str(unknown))

    def _shown(self, name: str, card: CardShown | None) -> str:
        if self.cards is None:
            raise UnknownCard(name)
        text = describe_card(self.cards(name))
        if card is None:
            return text
        return f"{text}\n{self.words.standing(card, self.seat)}"

    def _save(self) -> None:
        if self.log is not None:
            write_log(self.log, GameLog.of(self.game, cards=self.card_data).to_json() + "\n")

    def _undo(self) -> bool:
        if not self.marks:
            print(self.say("cli.play.undo.none"))
            return False
        mark = self.marks.pop()
        undone = self.game.rewind(self.actions - mark)
        self.actions = mark
        print(self.say("cli.play.undo.done", count=len(undone)))
        self._save()
        return True

    def _read_action(self, line: str, legal: list[ActionShown]) -> Action | None:
        if line.isascii() and line.isdigit():
            number = int(line)
            if 1 <= number <= len(legal):
                return Action.decode(legal[number - 1]["code"])
            print(self.say("cli.play.no_action", number=number, count=len(legal)))
            return None
        try:
            action = Action.parse(line)
        except ActionSyntaxError as error:
            print(self.say("cli.play.not_understood", error=str(error)))
            return None
        if action.encode() in {shown["code"] for shown in legal}:
            return action
        if self.game.mode is Mode.TABLE:
            return action  # carried out and recorded, or refused as physically impossible
        try:
            self.game.verify(action)  # accepted though not offered: conceding (2.3.3.4)
        except IllegalAction as error:
            print(self.say("cli.play.not_allowed", error=str(error)))
            return None
        return action
