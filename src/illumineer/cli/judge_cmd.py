"""`illumineer judge ...`: the judge's assistant in the terminal.

- `illumineer judge` (or `judge ask`): walks a judge through a call (`cli.judge_ask`), prints
  the ruling in the chosen language and records it, in both languages, in the ledger.
- `illumineer judge remedy LOG`: a table-mode game's incidents, classified; call one, apply
  the remedy, record the ruling, write the corrected log (`cli.judge_remedy`).
- `illumineer judge event create NAME --level L` / `event list` / `event show NAME`, and
  `illumineer judge enrol --event E --name N [--ja J] [--id I]`: events with their level and
  their rosters, which every call names.
- `illumineer judge ledger --event E [--player P] [--rulings]`: an event's entries, in the
  guidelines' words and 80 columns, and its Warning counts.
- `illumineer judge void ID --judge NAME --note WHY`: void a mistaken entry (append-only);
  the rulings that rested on it are corrected and shown.

Every rule is computed by `illumineer.judge`; these modules only ask and print.
"""

from __future__ import annotations

import argparse
import textwrap
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.table import Table
from rich.text import Text

from illumineer.cards.files import user_data_dir
from illumineer.cli import judge_ask, judge_remedy
from illumineer.cli.commands import help_of
from illumineer.cli.judge_ask import language_of, show_corrected, stdout
from illumineer.cli.judge_terminal import Terminal
from illumineer.judge import ledger as ledgers
from illumineer.judge.entries import Entry, standing
from illumineer.judge.messages import Language, message
from illumineer.judge.vocabulary import Level, Penalty, Role

#: The ledger's file in the user data folder, when --ledger is not given.
LEDGER_FILE_NAME = "ledger.sqlite3"
#: The ledger listing's width.
WIDTH = 80


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "judge",
        help=help_of("judge"),
        description="Walk through a call, print the ruling and record it in the ledger.",
    )
    _common_options(parser, suppress=False)
    _call_options(parser, suppress=False)
    parser.set_defaults(func=_with_ledger(judge_ask.ask))
    commands = parser.add_subparsers(dest="judge_command", metavar="SUBCOMMAND")
    ask_parser = commands.add_parser("ask", help="rule on a call (the default)")
    _common_options(ask_parser, suppress=True)
    _call_options(ask_parser, suppress=True)
    ask_parser.set_defaults(func=_with_ledger(judge_ask.ask))

    event = commands.add_parser("event", help="create an event, or list and show events")
    _common_options(event, suppress=True)
    event_commands = event.add_subparsers(dest="event_command", metavar="ACTION", required=True)
    create = event_commands.add_parser("create", help="create an event with its level")
    _common_options(create, suppress=True)
    create.add_argument("name", help="the event's name")
    create.add_argument("--level", required=True, choices=[lv.value for lv in Level],
                        help="the event's level, set once")  # fmt: skip
    create.set_defaults(func=_with_ledger(create_event))
    listed = event_commands.add_parser("list", help="the events, with levels and roster sizes")
    _common_options(listed, suppress=True)
    listed.set_defaults(func=_with_ledger(list_events))
    show = event_commands.add_parser("show", help="an event's level and roster")
    _common_options(show, suppress=True)
    show.add_argument("name", help="the event's name")
    show.set_defaults(func=_with_ledger(show_event))

    enrol = commands.add_parser("enrol", help="add a player to an event's roster")
    _common_options(enrol, suppress=True)
    enrol.add_argument("--event", required=True, help="the event")
    enrol.add_argument("--name", required=True, help="the player's name in Latin script")
    enrol.add_argument("--ja", help="the player's name in Japanese script")
    enrol.add_argument("--id", dest="player_id", help="the player's id (default: the next number)")
    enrol.set_defaults(func=_with_ledger(enrol_player))

    listing = commands.add_parser("ledger", help="list an event's entries and Warning counts")
    _common_options(listing, suppress=True)
    listing.add_argument("--event", default=argparse.SUPPRESS, help="the event to list")
    listing.add_argument("--player", default=argparse.SUPPRESS, help="one player's entries")
    listing.add_argument("--rulings", action="store_true", help="print each entry's ruling too")
    listing.set_defaults(func=_with_ledger(show_ledger))

    void = commands.add_parser("void", help="void a mistaken entry (a new entry says so)")
    _common_options(void, suppress=True)
    void.add_argument("entry", type=int, help="the id of the entry to void")
    void.add_argument("--judge", default=argparse.SUPPRESS, required=True, help="your name")
    void.add_argument("--role", default=Role.LEAD.value, choices=[r.value for r in Role])
    void.add_argument("--note", required=True, help="why the entry is void")
    void.set_defaults(func=_with_ledger(void_entry))

    remedy = commands.add_parser(
        "remedy",
        help="apply a remedy to a game log recorded in table mode, write the corrected log",
        description="List a table-mode game's incidents, classified; call one, apply the "
        "remedy, print and record the ruling, and write the corrected log.",
    )
    _common_options(remedy, suppress=True)
    remedy.add_argument("log", type=Path, metavar="LOG.json", help="a game log (table mode)")
    remedy.add_argument("--list", action="store_true",
                        help="list the incidents (and which are ruled) and stop")  # fmt: skip
    remedy.add_argument(
        "--incident", type=int, metavar="N", help="the incident to call (1 = the first)"
    )
    remedy.add_argument("--remedy", metavar="CHOICE", help=(
        "resolve or skip (Missed Trigger), apply (Hidden Information, Card Count Error), "
        "rewind or leave (General Rule Error); asked when not given"))  # fmt: skip
    remedy.add_argument("--out", type=Path, metavar="FILE",
                        help="where the corrected log goes, a new file (default: "
                        "LOG.remedied.json, numbered when taken)")  # fmt: skip
    remedy.add_argument("--players", nargs=2, metavar=("P1", "P2"),
                        help="the players of seats 1 and 2, on the event's roster "
                        "(asked when not given)")  # fmt: skip
    remedy.add_argument("--noticed-by", type=int, choices=(1, 2), metavar="SEAT",
                        help="the seat that noticed (default: the other player)")
    _ruling_options(remedy, default=None)
    remedy.set_defaults(func=_with_ledger(judge_remedy.remedy_log))


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
    parser.add_argument("--player", default=default,
                        help="the player: an id or a name on the event's roster")  # fmt: skip
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
    parser.add_argument("--level", choices=[level.value for level in Level], default=default,
                        help="the event's level: must be the one it was created with")
    parser.add_argument(
        "--corrects", type=int, metavar="ID", default=default,
        help="rule again on entry ID (the lead after a floor judge): the new entry corrects it",
    )  # fmt: skip


Command = Callable[[argparse.Namespace, ledgers.Ledger], int]


def _with_ledger(command: Command) -> Callable[[argparse.Namespace], int]:
    """Run `command` with the ledger the options name, closed afterwards."""

    def run(args: argparse.Namespace) -> int:
        with _open_ledger(args) as book:
            return command(args, book)

    return run


def _open_ledger(args: argparse.Namespace) -> ledgers.Ledger:
    url = getattr(args, "ledger", None)
    if not url:
        path = default_ledger_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        return ledgers.open(path)
    return ledgers.open(url)


def default_ledger_path() -> Path:
    """Where `illumineer judge` keeps its ledger when --ledger is not given."""
    return user_data_dir() / LEDGER_FILE_NAME


# ---------------------------------------------------------------------- events and rosters


def create_event(args: argparse.Namespace, book: ledgers.Ledger) -> int:
    event = book.create_event(args.name, Level.parse(args.level))
    level = message(language_of(args), f"level.{event.level.name}")
    Terminal(language_of(args)).say("cli.event.created", "green", event=event.name, level=level)
    return 0


def list_events(args: argparse.Namespace, book: ledgers.Ledger) -> int:
    language = language_of(args)
    out = stdout()
    for event in book.events():
        size = len(book.roster(event.name))
        level = message(language, f"level.{event.level.name}")
        out.print(Text(message(language, "cli.event.line", event=event.name, level=level,
                               players=size)), markup=False)  # fmt: skip
    return 0


def show_event(args: argparse.Namespace, book: ledgers.Ledger) -> int:
    language = language_of(args)
    event = book.event(args.name)
    out = stdout()
    level = message(language, f"level.{event.level.name}")
    out.print(Text(message(language, "cli.event.shown", event=event.name, level=level),
                   style="bold"))  # fmt: skip
    for player in book.roster(event.name):
        ja = f"  {player.name_ja}" if player.name_ja else ""
        out.print(Text(f"  {player.id}  {player.name}{ja}"), markup=False)
    return 0


def enrol_player(args: argparse.Namespace, book: ledgers.Ledger) -> int:
    player = book.enrol(args.event, args.name, args.ja, player_id=args.player_id)
    Terminal(language_of(args)).say("cli.enrolled", "green", name=player.name, id=player.id,
                                    event=player.event)  # fmt: skip
    return 0


# ---------------------------------------------------------------------- the ledger


def show_ledger(args: argparse.Namespace, book: ledgers.Ledger) -> int:
    """`judge ledger`: an event's entries (or, without --event, the events) and counts."""
    language = language_of(args)
    out = Console(highlight=False, width=WIDTH, soft_wrap=False)
    name: str | None = getattr(args, "event", None)
    if not name:
        for event in book.events():
            out.print(event.name, markup=False)
        return 0
    event = book.event(name)
    names = {p.id: p.label(japanese=language is Language.JA) for p in book.roster(event.name)}
    player: str | None = getattr(args, "player", None)
    wanted = None if player is None else book.player(event.name, player).id
    entries = book.entries(event.name, player=wanted)
    counts = book.warning_counts(event.name, player=wanted)
    if not entries:
        out.print(Text(message(language, "ledger.empty", event=event.name)))
        return 0
    out.print(Text(message(language, "ledger.title", event=event.name), style="bold"))
    stands = {entry.id for entry in standing(entries)}
    corrected_by = {entry.corrects: entry.id for entry in entries if entry.corrects is not None}
    for entry in entries:
        for line in entry_lines(language, entry, names, corrected_by.get(entry.id)):
            out.print(Text(line, style="" if entry.id in stands else "dim"), markup=False)
    if counts:
        table = Table(title=message(language, "ledger.counts.title"), title_justify="left",
                      width=WIDTH)  # fmt: skip
        for key in ("player", "infraction", "warnings", "next"):
            table.add_column(message(language, f"ledger.col.{key}"))
        for count in counts:
            following = Penalty.GAME_LOSS if count.next_is_game_loss else Penalty.WARNING
            style = "bold red" if count.next_is_game_loss else ""
            table.add_row(names.get(count.player, count.player), str(count.infraction),
                          str(count.warnings), Text(str(following), style=style))  # fmt: skip
        out.print(table)
    else:
        out.print(Text(message(language, "ledger.counts.empty", event=event.name)))
    if args.rulings:
        rulings = stdout()
        rulings.print(Text(message(language, "ledger.rulings"), style="bold"))
        for entry in entries:
            ruling = entry.ruling_ja if language is Language.JA else entry.ruling_en
            if ruling:
                rulings.print(Text(f"#{entry.id} {ruling}"))
    return 0


def entry_lines(language: Language, entry: Entry, names: dict[str, str],
                corrected_by: int | None) -> list[str]:  # fmt: skip
    """An entry in a few lines of at most 80 columns, in the guidelines' words."""
    where = []
    if entry.round is not None:
        where.append(message(language, "ledger.round", round=entry.round))
    if entry.table is not None:
        where.append(message(language, "ledger.table", table=entry.table))
    role = message(language, f"role.{entry.role.name}")
    head = f"#{entry.id}  {entry.time:%Y-%m-%d %H:%M} UTC  {' '.join(where)}  " + message(
        language, "ledger.by", judge=entry.judge, role=role)
    player = names.get(entry.player, entry.player)
    if entry.void:
        body = [message(language, "ledger.void", id=entry.corrects, player=player,
                        infraction=str(entry.infraction), note=entry.note or "")]  # fmt: skip
    else:
        penalty = message(language, f"penalty.{entry.penalty.name}")
        if entry.upgraded:
            penalty = message(language, "ledger.upgraded_penalty", penalty=penalty)
        body = [message(language, "ledger.call", player=player, infraction=str(entry.infraction),
                        penalty=penalty)]  # fmt: skip
        if entry.remedy is not None:
            body.append(message(language, "ledger.remedy",
                                remedy=message(language, f"remedy.{entry.remedy.name}")))
        if entry.corrects is not None:
            body.append(message(language, "ledger.corrects", id=entry.corrects))
        if entry.note and not entry.void:
            body.append(message(language, "ledger.note", note=entry.note))
    if corrected_by is not None:
        body.append(message(language, "ledger.corrected_by", id=corrected_by))
    lines = textwrap.wrap(head, WIDTH, subsequent_indent="    ")
    for part in body:
        lines += textwrap.wrap(part, WIDTH, initial_indent="    ", subsequent_indent="      ")
    return lines


def void_entry(args: argparse.Namespace, book: ledgers.Ledger) -> int:
    """`judge void ID`: record that entry ID was a mistake, and show what changed."""
    language = language_of(args)
    done = book.void(args.entry, judge=args.judge, role=Role.parse(args.role), note=args.note)
    terminal = Terminal(language)
    terminal.say("cli.voided", "green", id=args.entry, new=done.void.id)
    show_corrected(terminal, stdout(), done.corrected, "cli.void.changed")
    return 0
