"""`illumineer judge remedy LOG`: the incidents of a game recorded in table mode, classified;
a judge calls one, the remedy they choose is applied to the game, the ruling printed and
recorded, and the corrected log written beside the original (which is never touched).

An incident the ledger has ruled already (in any session: the ledger keeps which incident
of which game each entry rules) is listed as ruled, and calling it again is refused unless
the call corrects that entry (``--corrects ID``); a lead judge's call on an incident a floor
judge referred corrects the referral by itself. No log is ever overwritten: the corrected
log's default name gets a number when it is taken, and an ``--out`` that exists is refused.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

from rich.console import Console
from rich.text import Text

from illumineer.cli.data import cards_hash
from illumineer.cli.data import catalogue as load_cards
from illumineer.cli.game_cmd import check_log_file, fresh_log_file, new_log_path, write_log
from illumineer.cli.judge_ask import event_of, language_of, role_of, show_corrected, stdout
from illumineer.cli.judge_terminal import Terminal
from illumineer.engine.errors import GameLogError, JudgeError, UsageError
from illumineer.engine.game import Game
from illumineer.engine.log import MAX_LOG_SIZE, GameLog, replay
from illumineer.judge import ledger as ledgers
from illumineer.judge.messages import Language, message
from illumineer.judge.remedies import CHOICES, Choice, plan
from illumineer.judge.table import Call, Table, incident_key
from illumineer.reading import read_text
from illumineer.scenario.runner import with_test_cards


def read_log(path: Path) -> GameLog:
    text = read_text(path, limit=MAX_LOG_SIZE, what="game log", error=GameLogError)
    return GameLog.from_json(text)


def remedy_log(args: argparse.Namespace, book: ledgers.Ledger) -> int:
    """`judge remedy LOG`: call an incident of a table-mode game, apply the remedy, record
    the ruling, write the corrected log."""
    language = language_of(args)
    terminal = Terminal(language)
    out = stdout()
    log_path: Path = args.log
    log = read_log(log_path)
    if log.mode != "table":
        raise JudgeError(
            f"{log_path} was played in strict mode, where no rule can be broken: nothing to "
            "remedy (record a table's game with `illumineer play --table --log FILE`)"
        )
    if args.out is not None:
        fresh_log_file(args.out, "--out")
    game = replay(log, with_test_cards(load_cards().get), cards=cards_hash())
    if not game.incidents:
        out.print(Text(message(language, "cli.remedy.none", log=str(log_path))))
        return 0
    if args.list:
        _list(out, language, game, book, getattr(args, "event", None), log_path)
        return 0
    event = event_of(args, book, terminal, args.event)
    players = _players(args, book, terminal, event.name)
    judge = args.judge or terminal.text("cli.ask.judge")
    assert judge is not None
    role = role_of(args, terminal)
    table = Table(game, level=event.level, book=book, event=event.name, round=args.round,
                  table=args.table, judge=judge, players=players)  # fmt: skip
    items = table.listed()
    _print_incidents(out, language, table, log_path)
    number = args.incident
    if number is None:
        number = 1 if len(items) == 1 else _incident_number(terminal, len(items))
    if not 1 <= number <= len(items):
        raise UsageError(f"--incident {number}: the log has incidents 1 to {len(items)}")
    target: Path = args.out or new_log_path(log_path.with_name(f"{log_path.stem}.remedied.json"))
    check_log_file(target, "--out")
    noticed = None if args.noticed_by is None else args.noticed_by - 1
    call = table.call(number, role=role, noticed_by=noticed, corrects=args.corrects)
    before = len(game.history)
    kept = game.history[:before]
    if call.fix is None or args.remedy:
        # A remedy asked for where the call settled one (a floor judge's referral, a Game
        # Loss, no infraction) is the judge's to refuse, in one line, or to apply.
        table.remedy(_remedy_choice(args, terminal, table, call))
    table.finish()
    ruling = table.ruling(call)
    out.print(Text(ruling.text(language), style="bold"))
    if call.entry is not None:
        terminal.say("cli.recorded", "green", id=call.entry, ledger=book.url)
    show_corrected(terminal, out, table.corrected, "cli.rule.changed")
    rewound = before - _common_prefix(kept, game.history)
    added = game.history[before - rewound :]
    if rewound:
        terminal.say("cli.remedy.rewound", count=rewound)
    if added:
        terminal.say("cli.remedy.actions", actions=", ".join(str(a) for a in added))
    write_log(target, GameLog.of(game, cards=cards_hash()).to_json() + "\n")
    terminal.say("cli.remedy.written", "green", path=str(target), actions=len(game.history))
    return 0


def _players(args: argparse.Namespace, book: ledgers.Ledger, terminal: Terminal,
             event: str) -> tuple[str, str]:  # fmt: skip
    """The rostered players of the two seats (given with --players, or asked)."""
    found = []
    for seat in (0, 1):
        given = args.players[seat] if args.players else None
        if given is not None:
            found.append(book.player(event, given).id)
            continue
        key = f"cli.ask.seat.{seat + 1}"
        player = terminal.looked_up(key, lambda name: book.player(event, name))
        assert player is not None
        found.append(player.id)
    return found[0], found[1]


def _list(out: Console, language: Language, game: Game, book: ledgers.Ledger,
          event: str | None, log: Path) -> None:  # fmt: skip
    """The incidents, each classified, with the ledger's entry where one rules it."""
    names = [e.name for e in book.events()] if event is None else [book.event(event).name]
    table = Table(game)  # a scratch ledger: the listing records nothing
    _print_incidents(out, language, table, log)
    for number, item in enumerate(table.listed(), 1):
        if item.incident is None:
            continue
        key = incident_key(game, item.position)
        for name in names:
            entry = book.ruled(name, key)
            if entry is not None:
                out.print(Text(message(language, "cli.remedy.ruled", number=number,
                                       id=entry.id, penalty=str(entry.penalty), event=name)))


def _print_incidents(out: Console, language: Language, table: Table, log: Path) -> None:
    items = table.listed()
    out.print(Text(message(language, "cli.remedy.intro", log=str(log), count=len(items)),
                   style="bold"))  # fmt: skip
    for number, (item, infraction) in enumerate(zip(items, table.infractions(), strict=True), 1):
        incident = item.incident
        if incident is None:
            line = f"{number}. {infraction}"
        else:
            player = table.names(language)[incident.player]
            line = message(language, "cli.remedy.incident", number=number, turn=incident.turn,
                           player=player, action=str(incident.action),
                           rule=incident.rule, reason=table.reason(number, language),
                           infraction=str(infraction))  # fmt: skip
        out.print(Text(line), markup=False)


def _incident_number(terminal: Terminal, count: int) -> int:
    while True:
        number = terminal.number("cli.remedy.which")
        assert number is not None
        if number <= count:
            return number
        terminal.say("cli.bad_choice", "yellow")


def _remedy_choice(
    args: argparse.Namespace, terminal: Terminal, table: Table, call: Call
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
