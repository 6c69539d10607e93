"""`illumineer judge ...`: the judge's assistant in the terminal.

- `illumineer judge` (or `judge ask`): walks a judge through a call (who, where, the
  classification questions that matter, the remedy's outcome), prints the ruling in the
  chosen language and records it, in both languages, in the ledger.
- `illumineer judge ledger --event E [--player P]`: an event's entries and Warning counts.
- `illumineer judge void ID --judge NAME --note WHY`: void a mistaken entry (append-only).

Answers come from the terminal, or from standard input line by line when it is no terminal
(scripts, tests). Every rule is computed by `illumineer.judge`; this module only asks and
prints.
- `illumineer judge remedy LOG`: the incidents of a game recorded in table mode (`illumineer
  play --table --log LOG`), classified; a judge calls one, the remedy they choose is applied
  to the game, the ruling printed and recorded, and the corrected log written (it replays).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TypeVar

from rich.console import Console
from rich.table import Table
from rich.text import Text

from illumineer.cards.catalogue import Catalogue, load_catalogue
from illumineer.cards.files import default_card_file, user_data_dir
from illumineer.cli.data import catalogue as load_cards
from illumineer.cli.game_cmd import check_log_file, write_log
from illumineer.engine.errors import (
    CardDataError,
    GameLogError,
    JudgeError,
    UnknownCard,
    UsageError,
)
from illumineer.engine.log import MAX_LOG_SIZE, GameLog, replay
from illumineer.judge import ledger as ledgers
from illumineer.judge.classify import Question, classify, next_question
from illumineer.judge.entries import Entry, standing
from illumineer.judge.fixes import (
    COUNTED,
    BoardChange,
    BoardFix,
    CardName,
    Deed,
    Fix,
    Play,
    Remedy,
    remedies_for,
)
from illumineer.judge.messages import Language, default_language, message
from illumineer.judge.penalties import corrective_action
from illumineer.judge.remedies import CHOICES, Choice, plan
from illumineer.judge.rulings import Ruling
from illumineer.judge.table import Call, Listed
from illumineer.judge.table import Table as JudgeTable
from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role, Word
from illumineer.reading import read_text
from illumineer.scenario.runner import with_test_cards

#: The ledger's file in the user data folder, when --ledger is not given.
LEDGER_FILE_NAME = "ledger.sqlite3"

T = TypeVar("T")
W = TypeVar("W", bound=Word)
_YES = {"y", "yes", "はい"}
_NO = {"n", "no", "いいえ"}


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "judge",
        help="the judge's assistant: rule on a call and record it (PCG section 2)",
        description="Walk through a call, print the ruling and record it in the ledger.",
    )
    _common_options(parser, suppress=False)
    _call_options(parser, suppress=False)
    parser.set_defaults(func=ask)
    commands = parser.add_subparsers(dest="judge_command", metavar="SUBCOMMAND")
    ask_parser = commands.add_parser("ask", help="rule on a call (the default)")
    _common_options(ask_parser, suppress=True)
    _call_options(ask_parser, suppress=True)
    ask_parser.set_defaults(func=ask)
    listing = commands.add_parser("ledger", help="list an event's entries and Warning counts")
    _common_options(listing, suppress=True)
    listing.add_argument("--event", default=argparse.SUPPRESS, help="the event to list")
    listing.add_argument("--player", default=argparse.SUPPRESS, help="one player's entries")
    listing.add_argument("--rulings", action="store_true", help="print each entry's ruling too")
    listing.set_defaults(func=show_ledger)
    void = commands.add_parser("void", help="void a mistaken entry (a new entry says so)")
    _common_options(void, suppress=True)
    void.add_argument("entry", type=int, help="the id of the entry to void")
    void.add_argument("--judge", default=argparse.SUPPRESS, required=True, help="your name")
    void.add_argument("--role", default=Role.LEAD.value, choices=[r.value for r in Role])
    void.add_argument("--note", required=True, help="why the entry is void")
    void.set_defaults(func=void_entry)
    remedy = commands.add_parser(
        "remedy",
        help="apply a remedy to a game log recorded in table mode, write the corrected log",
        description="List a table-mode game's incidents, classified; call one, apply the "
        "remedy, print and record the ruling, and write the corrected log.",
    )
    _common_options(remedy, suppress=True)
    remedy.add_argument("log", type=Path, metavar="LOG.json", help="a game log (table mode)")
    remedy.add_argument("--list", action="store_true", help="list the incidents and stop")
    remedy.add_argument(
        "--incident", type=int, metavar="N", help="the incident to call (1 = the first)"
    )
    remedy.add_argument("--remedy", metavar="CHOICE", help=(
        "resolve or skip (Missed Trigger), apply (Hidden Information, Card Count Error), "
        "rewind or leave (General Rule Error); asked when not given"))  # fmt: skip
    remedy.add_argument("--out", type=Path, metavar="FILE",
                        help="where the corrected log goes (default: LOG.remedied.json)")
    remedy.add_argument("--players", nargs=2, metavar=("P1", "P2"), default=("p1", "p2"),
                        help="the players' names for the ledger (default p1 p2)")
    remedy.add_argument("--noticed-by", type=int, choices=(1, 2), metavar="SEAT",
                        help="the seat that noticed (default: the other player)")
    _ruling_options(remedy, default=None)
    remedy.set_defaults(func=remedy_log)


def _common_options(parser: argparse.ArgumentParser, *, suppress: bool) -> None:
    # A subcommand's copy suppresses its default, so `judge --lang ja ledger` keeps "ja".
    default = argparse.SUPPRESS if suppress else None
    parser.add_argument(
        "--ledger",
        metavar="URL",
        default=default,
        help="sqlite:///PATH, a file path, or postgresql+psycopg://USER@HOST/DB "
        f"(default: {LEDGER_FILE_NAME} in the user data folder)",
    )
    parser.add_argument(
        "--lang", choices=[lang.value for lang in Language], default=default,
        help="the language of questions and rulings (default: from the locale)",
    )  # fmt: skip


def _call_options(parser: argparse.ArgumentParser, *, suppress: bool) -> None:
    default = argparse.SUPPRESS if suppress else None
    _ruling_options(parser, default=default)
    parser.add_argument("--player", default=default, help="the player: a name or a seat")
    parser.add_argument(
        "--log-position", default=default, help="where in the game's log this happened"
    )


def _ruling_options(parser: argparse.ArgumentParser, *, default: object) -> None:
    """Where and by whom a call is ruled: asked when not given."""
    parser.add_argument("--event", default=default, help="the event (asked when not given)")
    parser.add_argument("--round", type=int, default=default, help="the round")
    parser.add_argument("--table", type=int, default=default, help="the table")
    parser.add_argument("--judge", default=default, help="your name")
    parser.add_argument("--role", choices=[r.value for r in Role], default=default)
    parser.add_argument("--level", choices=[level.value for level in Level], default=default)
    parser.add_argument(
        "--corrects", type=int, metavar="ID", default=default,
        help="rule again on entry ID (the lead after a floor judge): the new entry corrects it",
    )  # fmt: skip


def _language(args: argparse.Namespace) -> Language:
    lang = getattr(args, "lang", None)
    return Language.parse(lang) if lang else default_language()


def _open_ledger(args: argparse.Namespace) -> ledgers.Ledger:
    url = getattr(args, "ledger", None)
    if not url:
        path = default_ledger_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        return ledgers.open(path)
    return ledgers.open(url)


class Terminal:
    """Questions and answers: Rich prompts on stderr, answers from stdin line by line.

    When stdin is no terminal, each answer is echoed, so a transcript reads as a dialogue.
    An answer that does not fit is asked again; input that ends first is a `JudgeError`.
    """

    def __init__(self, language: Language) -> None:
        self.language = language
        self.console = Console(stderr=True, highlight=False, soft_wrap=True)
        self.echo = not sys.stdin.isatty()

    def say(self, key: str, style: str = "", **params: object) -> None:
        """Print the message `key` (to stderr, with the prompts)."""
        self.console.print(Text(message(self.language, key, **params), style=style))

    def _read(self, prompt: str, hint: str = "") -> str:
        shown = Text.assemble((prompt, "bold cyan"), (f" {hint}" if hint else "", "dim"), " ")
        try:
            answer = self.console.input(shown).strip()
        except EOFError:
            self.console.print()  # end the prompt's line: the error has a line of its own
            raise JudgeError(f"input ended before this was answered: {prompt}") from None
        if self.echo:
            self.console.print(answer, markup=False)
        return answer

    def text(self, key: str, *, optional: bool = False) -> str | None:
        """A line of text; None for an empty answer when `optional`."""
        while True:
            answer = self._read(message(self.language, key))
            if answer or optional:
                return answer or None
            self.say("cli.bad_empty", "yellow")

    def number(self, key: str, *, optional: bool = False) -> int | None:
        """A whole number from 1; None for an empty answer when `optional`."""
        while True:
            answer = self._read(message(self.language, key))
            if not answer and optional:
                return None
            if answer.isascii() and answer.isdigit() and len(answer) <= 9 and int(answer) >= 1:
                return int(answer)
            self.say("cli.bad_number", "yellow", minimum=1)

    def yes_no(self, prompt: str) -> bool:
        """A yes or a no (y, yes, はい / n, no, いいえ)."""
        hint = f"[{message(self.language, 'cli.yes')}/{message(self.language, 'cli.no')}]"
        while True:
            answer = self._read(prompt, hint).casefold()
            if answer in _YES:
                return True
            if answer in _NO:
                return False
            self.say("cli.bad_yes_no", "yellow")

    def choose(self, key: str, options: Sequence[tuple[T, str, str]]) -> T:
        """One of `options` (value, word, label), by its number or its word."""
        if len(options) == 1:
            return options[0][0]
        for number, (_, word, label) in enumerate(options, 1):
            self.console.print(Text.assemble(f"  {number}. ", (label, ""), (f"  ({word})", "dim")))
        while True:
            answer = self._read(message(self.language, key), f"[1-{len(options)}]").casefold()
            for number, (value, word, _) in enumerate(options, 1):
                if answer in (str(number), word.casefold()):
                    return value
            self.say("cli.bad_choice", "yellow")


def _catalogue() -> Catalogue | None:
    # Japanese card names come from the card database when one is installed; the judge's
    # assistant never downloads it (a judge at a table may be offline).
    try:
        default_card_file()
    except CardDataError:
        return None
    return load_catalogue()


def _card(terminal: Terminal, key: str, *, optional: bool) -> CardName | None:
    """A card named by the judge, with its Japanese name from the card database if found."""
    name = terminal.text(key, optional=optional)
    if name is None:
        return None
    catalogue = _catalogue()
    while catalogue is not None:
        try:
            card = catalogue.get(name)
        except UnknownCard as unknown:
            if not unknown.suggestions:
                break
            terminal.say("cli.card_unknown", "yellow", name=name,
                         suggestions=", ".join(unknown.suggestions))  # fmt: skip
            again = terminal.text(key, optional=True)
            if again is None:
                break
            name = again
            continue
        return CardName(card.full_name, card.ja_name)
    return CardName(name)


def _options(language: Language, values: Sequence[W], prefix: str) -> list[tuple[W, str, str]]:
    """Menu options for enum members: (member, its word, its label from `prefix`)."""
    return [(value, str(value), message(language, f"{prefix}.{value.name}")) for value in values]


def ask(args: argparse.Namespace) -> int:
    """`judge` / `judge ask`: rule on a call, print the ruling, record it."""
    language = _language(args)
    terminal = Terminal(language)
    with _open_ledger(args) as ledger:
        terminal.say("cli.intro", "dim", ledger=ledger.url)
        # A correction is about the same call: who and where come from the corrected entry.
        corrected = None if args.corrects is None else ledger.get(args.corrects)
        if corrected is not None:
            args.event = args.event or corrected.event
            args.player = args.player or corrected.player
            args.level = args.level or corrected.level.value
            if args.round is None:
                args.round = corrected.round
            if args.table is None:
                args.table = corrected.table
        event = args.event or terminal.text("cli.ask.event")
        round_ = args.round
        if round_ is None and corrected is None:
            round_ = terminal.number("cli.ask.round", optional=True)
        table = args.table
        if table is None and corrected is None:
            table = terminal.number("cli.ask.table", optional=True)
        player = args.player or terminal.text("cli.ask.player")
        judge = args.judge or terminal.text("cli.ask.judge")
        assert event is not None and player is not None and judge is not None
        role, level = _role_and_level(args, terminal)

        answers: dict[Question, bool] = {}
        while (question := next_question(answers, level)) is not None:
            answers[question] = terminal.yes_no(question.text(language))
        found = classify(answers)
        infraction = found.infraction
        # The entry being corrected no longer stands once its correction is recorded.
        prior = [e for e in ledger.entries(event, player=player) if e.id != args.corrects]

        second_of_kind = False
        if infraction is Infraction.HIDDEN_INFORMATION_ERROR and any(
            entry.player == player and entry.infraction is infraction for entry in standing(prior)
        ):
            terminal.say("cli.second_of_kind", "bold yellow")
            if not terminal.yes_no(message(language, "cli.ask.accident")):
                terminal.say("cli.cheating", "bold red")
                return 0
            second_of_kind = True

        card = None
        if infraction is Infraction.MISSED_TRIGGER:
            card = _card(terminal, "cli.ask.card", optional=True)
        rule = None
        if infraction is Infraction.GENERAL_RULE_ERROR:
            rule = terminal.text("cli.ask.rule", optional=True)
        remedies = remedies_for(infraction, role, found.reason)
        remedy = terminal.choose("cli.ask.remedy", _options(language, remedies, "remedy"))
        fix = _fix(terminal, remedy, second_of_kind)

        action = corrective_action(
            infraction,
            level,
            event=event,
            player=player,
            prior=prior,
            detrimental=answers.get(Question.DETRIMENTAL, False),
            self_caught=answers.get(Question.SELF_CAUGHT, False),
        )
        ruling = Ruling(found.reason, level, action, fix, card=card, rule=rule)
        texts = ruling.texts()
        _stdout().print(Text(texts[language], style="bold"))
        entry = ledger.record(
            event=event,
            round=round_,
            table=table,
            player=player,
            infraction=infraction,
            level=level,
            penalty=action.penalty,
            upgraded=action.upgraded,
            remedy=remedy,
            judge=judge,
            role=role,
            ruling_en=texts[Language.EN],
            ruling_ja=texts[Language.JA],
            log_position=args.log_position,
            corrects=args.corrects,
        )
        terminal.say("cli.recorded", "green", id=entry.id, ledger=ledger.url)
    return 0


def _role_and_level(args: argparse.Namespace, terminal: Terminal) -> tuple[Role, Level]:
    language = terminal.language
    role = (
        Role.parse(args.role)
        if args.role
        else terminal.choose("cli.ask.role", _options(language, list(Role), "role"))
    )
    level = (
        Level.parse(args.level)
        if args.level
        else terminal.choose("cli.ask.level", _options(language, list(Level), "level"))
    )
    return role, level


def _fix(terminal: Terminal, remedy: Remedy, second_of_kind: bool) -> Fix:
    """The outcome's parameters, asked as the outcome needs them."""
    language = terminal.language
    count = 0
    if remedy in COUNTED:
        count = terminal.number(f"cli.ask.count.{remedy.name}") or 1
    extra = 0
    if remedy is Remedy.ELSEWHERE and terminal.yes_no(message(language, "cli.ask.part_of_set")):
        extra = count
    may = remedy is Remedy.RESOLVED and terminal.yes_no(message(language, "cli.ask.may_trigger"))
    before = None
    if remedy is Remedy.REWIND:
        deed = terminal.choose("cli.ask.deed", _options(language, list(Deed), "deed_label"))
        card = _card(terminal, "cli.ask.deed_card", optional=False)
        assert card is not None
        before = Play(deed, card)
    board: list[BoardFix] = []
    if remedy is Remedy.LEAVE:
        changes: list[tuple[BoardChange | None, str, str]] = [
            (None, "none", message(language, "cli.choice.done"))
        ]
        changes += _options(language, list(BoardChange), "board_label")
        while (change := terminal.choose("cli.ask.board", changes)) is not None:
            card = _card(terminal, "cli.ask.board_card", optional=False)
            assert card is not None
            board.append(BoardFix(change, card))
    return Fix(
        remedy,
        count=count,
        extra=extra,
        before=before,
        board=tuple(board),
        may=may,
        second_of_kind=second_of_kind and remedy.infraction is Infraction.HIDDEN_INFORMATION_ERROR,
    )


def remedy_log(args: argparse.Namespace) -> int:
    """`judge remedy LOG`: call an incident of a table-mode game, apply the remedy, record
    the ruling, write the corrected log."""
    language = _language(args)
    terminal = Terminal(language)
    out = _stdout()
    log_path: Path = args.log
    text = read_text(log_path, limit=MAX_LOG_SIZE, what="game log", error=GameLogError)
    log = GameLog.from_json(text)
    if log.mode != "table":
        raise JudgeError(
            f"{log_path} was played in strict mode, where no rule can be broken: nothing to "
            "remedy (record a table's game with `illumineer play --table --log FILE`)"
        )
    target: Path = args.out or log_path.with_name(f"{log_path.stem}.remedied.json")
    if not args.list:
        check_log_file(target, "--out")
    game = replay(log, with_test_cards(load_cards().get))
    players: tuple[str, str] = (args.players[0], args.players[1])
    for name in players:
        if not name.strip() or len(name) > MAX_NAME:
            raise UsageError(f"--players: a player's name is 1 to {MAX_NAME} characters")
    with _open_ledger(args) as ledger:
        listing = JudgeTable(game, book=ledger, players=players)
        items = listing.listed()
        if not items:
            out.print(Text(message(language, "cli.remedy.none", log=str(log_path))))
            return 0
        out.print(Text(message(language, "cli.remedy.intro", log=str(log_path),
                               count=len(items)), style="bold"))  # fmt: skip
        infractions = listing.infractions()
        for number, (item, infraction) in enumerate(zip(items, infractions, strict=True), 1):
            line = _incident_line(number, item, infraction, players, language)
            out.print(Text(line), markup=False)
        if args.list:
            return 0
        number = args.incident
        if number is None:
            number = 1 if len(items) == 1 else _incident_number(terminal, len(items))
        if not 1 <= number <= len(items):
            raise UsageError(f"--incident {number}: the log has incidents 1 to {len(items)}")
        event = args.event or terminal.text("cli.ask.event")
        judge = args.judge or terminal.text("cli.ask.judge")
        assert event is not None and judge is not None
        role, level = _role_and_level(args, terminal)
        table = JudgeTable(game, level=level, book=ledger, event=event, round=args.round,
                      table=args.table, judge=judge, players=players)  # fmt: skip
        noticed = None if args.noticed_by is None else args.noticed_by - 1
        call = table.call(number, role=role, noticed_by=noticed, corrects=args.corrects)
        before = len(game.history)
        kept = game.history[:before]
        if call.fix is None and not (
            call.infraction is Infraction.GENERAL_RULE_ERROR and role is Role.FLOOR
        ):
            choice = _remedy_choice(args, terminal, table, call)
            table.remedy(choice)
        table.finish()
        ruling = table.ruling(call)
        out.print(Text(ruling.text(language), style="bold"))
        if call.entry is not None:
            terminal.say("cli.recorded", "green", id=call.entry, ledger=ledger.url)
    rewound = before - _common_prefix(kept, game.history)
    added = game.history[before - rewound :]
    if rewound:
        terminal.say("cli.remedy.rewound", count=rewound)
    if added:
        terminal.say("cli.remedy.actions", actions=", ".join(str(a) for a in added))
    write_log(target, GameLog.of(game).to_json() + "\n")
    terminal.say("cli.remedy.written", "green", path=str(target), actions=len(game.history))
    return 0


#: The longest player name the ledger takes from `--players`.
MAX_NAME = 100


def _incident_line(
    number: int,
    item: Listed,
    infraction: Infraction,
    players: tuple[str, str],
    language: Language,
) -> str:
    incident = item.incident
    if incident is None:
        return f"{number}. {infraction}"
    return message(language, "cli.remedy.incident", number=number, turn=incident.turn,
                   player=players[incident.player], action=str(incident.action),
                   rule=incident.rule, reason=incident.reason,
                   infraction=str(infraction))  # fmt: skip


def _incident_number(terminal: Terminal, count: int) -> int:
    while True:
        number = terminal.number("cli.remedy.which")
        assert number is not None
        if number <= count:
            return number
        terminal.say("cli.bad_choice", "yellow")


def _remedy_choice(
    args: argparse.Namespace, terminal: Terminal, table: JudgeTable, call: Call
) -> Choice:
    """The judge's remedy: `--remedy`, or asked among those the guidelines allow now."""
    if args.remedy:
        return Choice.parse(args.remedy)
    possible = []
    for choice in CHOICES[call.infraction]:
        try:
            plan(table.game, call.infraction, call.listed.incident, choice, call.role)
        except JudgeError:
            continue
        possible.append(choice)
    if not possible:
        raise JudgeError(f"no remedy of a {call.infraction.english} can be applied by the engine "
                         "here: fix it by hand")  # fmt: skip
    options = [(c, c.value, message(terminal.language, f"choice.{c.name}")) for c in possible]
    return terminal.choose("cli.remedy.choice", options)


def _common_prefix(first: Sequence[object], second: Sequence[object]) -> int:
    count = 0
    for a, b in zip(first, second, strict=False):
        if a != b:
            break
        count += 1
    return count


def _stdout() -> Console:
    # A pipe or a file gets lines as long as they are: a ruling is one sentence.
    wide = None if sys.stdout.isatty() else 160
    return Console(highlight=False, soft_wrap=True, width=wide)


def show_ledger(args: argparse.Namespace) -> int:
    """`judge ledger`: an event's entries (or, without --event, the events) and counts."""
    language = _language(args)
    out = _stdout()
    with _open_ledger(args) as ledger:
        event: str | None = getattr(args, "event", None)
        if not event:
            for name in ledger.events():
                out.print(name, markup=False)
            return 0
        player: str | None = getattr(args, "player", None)
        entries = ledger.entries(event, player=player)
        counts = ledger.warning_counts(event, player=player)
    if not entries:
        out.print(Text(message(language, "ledger.empty", event=event)))
        return 0
    out.print(_entries_table(language, event, entries))
    if counts:
        table = Table(title=message(language, "ledger.counts.title"), title_justify="left")
        for key in ("player", "infraction", "warnings", "next"):
            table.add_column(message(language, f"ledger.col.{key}"))
        for count in counts:
            following = Penalty.GAME_LOSS if count.next_is_game_loss else Penalty.WARNING
            style = "bold red" if count.next_is_game_loss else ""
            table.add_row(count.player, str(count.infraction), str(count.warnings),
                          Text(str(following), style=style))  # fmt: skip
        out.print(table)
    else:
        out.print(Text(message(language, "ledger.counts.empty", event=event)))
    if args.rulings:
        out.print(Text(message(language, "ledger.rulings"), style="bold"))
        for entry in entries:
            ruling = entry.ruling_ja if language is Language.JA else entry.ruling_en
            if ruling:
                out.print(Text(f"#{entry.id} {ruling}"))
    return 0


def _entries_table(language: Language, event: str, entries: list[Entry]) -> Table:
    stands = {entry.id for entry in standing(entries)}
    corrected_by = {entry.corrects: entry.id for entry in entries if entry.corrects is not None}
    table = Table(title=message(language, "ledger.title", event=event), title_justify="left")
    columns = ("id", "time", "round", "table", "player", "infraction", "penalty", "remedy",
               "judge", "history")  # fmt: skip
    for key in columns:
        table.add_column(message(language, f"ledger.col.{key}"))
    for entry in entries:
        history = []
        if entry.corrects is not None:
            key = "ledger.voids" if entry.void else "ledger.corrects"
            history.append(message(language, key, id=entry.corrects))
        if entry.id in corrected_by:
            history.append(message(language, "ledger.corrected_by", id=corrected_by[entry.id]))
        penalty = str(entry.penalty)
        if entry.upgraded:
            penalty += f" ({message(language, 'ledger.upgraded')})"
        table.add_row(
            str(entry.id),
            f"{entry.time:%Y-%m-%d %H:%M:%S}",
            "" if entry.round is None else str(entry.round),
            "" if entry.table is None else str(entry.table),
            entry.player,
            str(entry.infraction),
            penalty,
            "" if entry.remedy is None else str(entry.remedy),
            f"{entry.judge} ({message(language, f'role.{entry.role.name}')})",
            "; ".join(history),
            style="" if entry.id in stands else "dim",
        )
    return table


def void_entry(args: argparse.Namespace) -> int:
    """`judge void ID`: record that entry ID was a mistake."""
    language = _language(args)
    with _open_ledger(args) as ledger:
        void = ledger.void(args.entry, judge=args.judge, role=Role.parse(args.role),
                           note=args.note)  # fmt: skip
    Terminal(language).say("cli.voided", "green", id=args.entry, new=void.id)
    return 0


def default_ledger_path() -> Path:
    """Where `illumineer judge` keeps its ledger when --ledger is not given."""
    return user_data_dir() / LEDGER_FILE_NAME
