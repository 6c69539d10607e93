"""`illumineer judge ask`: a call with no game log, walked through as the guidelines order it.

Who and where first (an event of the ledger, a player on its roster: typed names are looked
up, and an unknown one is asked again with the nearest names), then only the classification
questions that decide the infraction and its corrective action, then the remedy's own
questions in the order the guidelines give them: Figure 1's four steps for a Missed Trigger,
where the seen card is for a Hidden Information Error, which count is wrong and how for a
Card Count Error, and for a General Rule Error whether leaving the game would be
significantly worse (a lead judge rewinds; a floor judge fetches the lead). A Game Loss ends
the game, so no remedy is asked. The corrective action is worked out again as the call is
recorded, in one step with the count of earlier Warnings, and the ruling printed is the one
recorded.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from rich.console import Console
from rich.text import Text

from illumineer.cli.judge_terminal import Back, Terminal, options
from illumineer.engine.errors import JudgeError
from illumineer.judge import ledger as ledgers
from illumineer.judge.classify import Question, Reason, classify, next_question
from illumineer.judge.entries import Entry, standing
from illumineer.judge.fixes import (
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
from illumineer.judge.penalties import corrective_action, prior_to
from illumineer.judge.rulings import Ruling
from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role


def language_of(args: argparse.Namespace) -> Language:
    lang = getattr(args, "lang", None)
    return Language.parse(lang) if lang else default_language()


def stdout() -> Console:
    # A pipe or a file gets lines as long as they are: a ruling is one sentence.
    wide = None if sys.stdout.isatty() else 160
    return Console(highlight=False, soft_wrap=True, width=wide)


def event_of(args: argparse.Namespace, book: ledgers.Ledger, terminal: Terminal,
             name: str | None) -> ledgers.Event:  # fmt: skip
    """The event of the call (given, or asked), and its level checked against --level."""
    event = book.event(name) if name else terminal.looked_up("cli.ask.event", book.event)
    assert event is not None  # not optional
    if getattr(args, "level", None) and Level.parse(args.level) is not event.level:
        raise JudgeError(f"{event.name} is a {event.level} event (set when it was created), "
                         f"not a {Level.parse(args.level)} one")  # fmt: skip
    return event


def role_of(args: argparse.Namespace, terminal: Terminal) -> Role:
    if getattr(args, "role", None):
        return Role.parse(args.role)
    return terminal.choose("cli.ask.role", options(terminal.language, list(Role), "role"),
                           means="cli.means.role")  # fmt: skip


def ask(args: argparse.Namespace, book: ledgers.Ledger) -> int:
    """`judge` / `judge ask`: rule on a call, record it, print the ruling as recorded.

    ``<`` at a question goes back to the one before: the call is walked again from the
    start with the answers given so far (nothing is recorded before the last answer)."""
    terminal = Terminal(language_of(args), can_go_back=True)
    terminal.say("cli.intro", "dim", ledger=book.url)
    while True:
        try:
            return _call(args, book, terminal)
        except Back:
            terminal.go_back()


def _call(args: argparse.Namespace, book: ledgers.Ledger, terminal: Terminal) -> int:
    """One walk through the call, from who and where to the ruling recorded."""
    language = terminal.language
    # A correction is about the same call: who and where come from the corrected entry.
    corrected = None if args.corrects is None else book.get(args.corrects)
    event = event_of(args, book, terminal, args.event or (corrected.event if corrected else None))
    round_, table = args.round, args.table
    if corrected is not None:
        round_ = corrected.round if round_ is None else round_
        table = corrected.table if table is None else table
    else:
        if round_ is None:
            round_ = terminal.number("cli.ask.round", optional=True)
        if table is None:
            table = terminal.number("cli.ask.table", optional=True)
    named = args.player or (corrected.player if corrected else None)
    player = (book.player(event.name, named) if named else terminal.looked_up(
        "cli.ask.player", lambda name: book.player(event.name, name)))  # fmt: skip
    assert player is not None
    judge = args.judge or terminal.text("cli.ask.judge")
    assert judge is not None
    role = role_of(args, terminal)

    answers: dict[Question, bool] = {}
    while (question := next_question(answers, event.level)) is not None:
        answers[question] = terminal.yes_no(question.text(language),
                                            f"cli.means.question.{question.name}")
    found = classify(answers)
    infraction = found.infraction
    prior = prior_to(book.entries(event.name, player=player.id), args.corrects)

    second_of_kind = False
    if infraction is Infraction.HIDDEN_INFORMATION_ERROR and any(
        entry.infraction is infraction for entry in standing(prior)
    ):
        terminal.say("cli.second_of_kind", "bold yellow")
        if not terminal.ask("cli.ask.accident"):
            terminal.say("cli.cheating", "bold red")
            return 0
        second_of_kind = True

    detrimental = answers.get(Question.DETRIMENTAL, False)
    self_caught = answers.get(Question.SELF_CAUGHT, False)
    action = corrective_action(infraction, event.level, event=event.name, player=player.id,
                               prior=prior, detrimental=detrimental,
                               self_caught=self_caught)  # fmt: skip
    card = rule = None
    if infraction is Infraction.MISSED_TRIGGER:
        card = terminal.card("cli.ask.card", optional=True)
    if infraction is Infraction.GENERAL_RULE_ERROR:
        rule = terminal.text("cli.ask.rule", optional=True)
    if action.penalty is Penalty.GAME_LOSS:
        terminal.say("cli.game_ends", "bold")
        fix = Fix(Remedy.GAME_ENDS)
    else:
        fix = walk_remedy(terminal, infraction, found.reason, role)
    ruling = Ruling(found.reason, event.level, action, fix, card=card, rule=rule,
                    second_of_kind=second_of_kind)  # fmt: skip
    ruled = book.rule(ruling, event=event.name, player=player.id, judge=judge, role=role,
                      detrimental=detrimental, self_caught=self_caught, round=round_,
                      table=table, log_position=args.log_position,
                      corrects=args.corrects)  # fmt: skip
    out = stdout()
    out.print(Text(ruled.ruling.text(language), style="bold"))
    terminal.say("cli.recorded", "green", id=ruled.entry.id, ledger=book.url)
    show_corrected(terminal, out, ruled.corrected, "cli.rule.changed")
    return 0


def show_corrected(
    terminal: Terminal, out: Console, corrected: Sequence[Entry], key: str
) -> None:
    """Tell the judge which later rulings a change corrected (said by message `key`), and
    how they read now."""
    japanese = terminal.language is Language.JA
    for entry in corrected:
        terminal.say(key, "bold yellow", id=entry.corrects, new=entry.id,
                     penalty=str(entry.penalty))  # fmt: skip
        text = entry.ruling_ja if japanese else entry.ruling_en
        if text:
            out.print(Text(text))


# ---------------------------------------------------------------------- the remedies' steps


def walk_remedy(terminal: Terminal, infraction: Infraction, reason: Reason, role: Role) -> Fix:
    """The remedy's outcome, asked step by step in the guidelines' order."""
    if infraction is Infraction.NONE:
        return Fix(remedies_for(infraction, role, reason)[0])
    if infraction is Infraction.MISSED_TRIGGER:
        return _figure_1(terminal)
    if infraction is Infraction.HIDDEN_INFORMATION_ERROR:
        return _hidden(terminal)
    if infraction is Infraction.CARD_COUNT_ERROR:
        return _counts(terminal)
    return _general(terminal, role)


def _figure_1(terminal: Terminal) -> Fix:
    """PCG 2.1, Figure 1, in order: each step asked only once the one before allows it."""
    if not terminal.ask("cli.fig1.within_cycle"):
        return Fix(Remedy.TOO_LATE)
    if terminal.ask("cli.fig1.duration_passed"):
        return Fix(Remedy.DURATION_PASSED)
    if not terminal.ask("cli.fig1.opponent_wants"):
        return Fix(Remedy.DECLINED)
    return Fix(Remedy.RESOLVED, may=terminal.ask("cli.ask.may_trigger"))


def _hidden(terminal: Terminal) -> Fix:
    """PCG 2.2: where the seen card is decides the remedy."""
    if terminal.ask("cli.hie.inkwell"):
        by_turn = terminal.ask("cli.hie.turn_action")
        return Fix(Remedy.INKWELL_TURN_ACTION if by_turn else Remedy.INKWELL_BY_EFFECT)
    count = terminal.number("cli.ask.count.ELSEWHERE") or 1
    extra = count if count > 1 and terminal.ask("cli.ask.part_of_set") else 0
    return Fix(Remedy.ELSEWHERE, count=count, extra=extra)


_CELLS = {
    ("HAND", "too_many"): Remedy.HAND_TOO_MANY,
    ("HAND", "too_few"): Remedy.HAND_TOO_FEW,
    ("INKWELL", "too_many"): Remedy.INKWELL_TOO_MANY,
    ("INKWELL", "too_few"): Remedy.INKWELL_TOO_FEW,
}


def _cell(terminal: Terminal, zone: str) -> Fix:
    """One cell of PCG 2.3's table: too many or too few, how many, and whether both players
    can tell which cards do not belong (or are missing)."""
    language = terminal.language
    ways = [(way, way, message(language, f"cli.cce.way.{way}")) for way in ("too_many", "too_few")]
    way = terminal.choose(f"cli.cce.way.{zone}", ways)
    remedy = _CELLS[(zone, way)]
    count = terminal.number(f"cli.ask.count.{remedy.name}") or 1
    known = remedy is not Remedy.HAND_TOO_FEW and terminal.ask(f"cli.cce.known.{way}")
    return Fix(remedy, count=count, known=known)


def _counts(terminal: Terminal) -> Fix:
    """PCG 2.3: each count that is wrong, by its cell; a card moved between the hand and
    the inkwell that both players can tell goes back."""
    language = terminal.language
    zones = [(z, z.lower(), message(language, f"zone.{z}")) for z in ("HAND", "INKWELL")]
    zone = terminal.choose("cli.cce.zone", zones)
    first = _cell(terminal, zone)
    if not terminal.ask("cli.cce.other"):
        return first
    second = _cell(terminal, "INKWELL" if zone == "HAND" else "HAND")
    moved = {first.remedy, second.remedy} == {Remedy.HAND_TOO_MANY, Remedy.INKWELL_TOO_FEW}
    if moved and first.known and second.known and first.count == second.count:
        return Fix(Remedy.MOVED_BACK, count=first.count)
    return Fix(first.remedy, count=first.count, known=first.known, also=(second,))


def _general(terminal: Terminal, role: Role) -> Fix:
    """PCG 2.4 and 1.2: a rewind only when leaving the game would be significantly worse,
    and only by the lead judge; otherwise the history is left and the board fixed."""
    if role is Role.FLOOR:
        if terminal.ask("cli.gre.might_rewind"):
            return Fix(Remedy.FLOOR_REFERS)
        return _leave(terminal)
    if not terminal.ask("cli.gre.worse"):
        return _leave(terminal)
    count = terminal.number("cli.ask.count.REWIND") or 1
    deeds = options(terminal.language, list(Deed), "deed_label")
    deed = terminal.choose("cli.ask.deed", deeds)
    card = player = other = None
    if deed not in (Deed.DRAW_STEP, Deed.PASS):
        key = "cli.ask.singer" if deed is Deed.SING else "cli.ask.deed_card"
        card = terminal.card(key, optional=False)
    if deed is Deed.SING:
        other = terminal.card("cli.ask.song", optional=True)
    if deed in (Deed.DRAW_STEP, Deed.SET_STEP, Deed.PASS):
        player = terminal.text("cli.ask.whose")
    return Fix(Remedy.REWIND, count=count, before=Play(deed, card, other, player))


def _leave(terminal: Terminal) -> Fix:
    language = terminal.language
    changes: list[tuple[BoardChange | None, str, str]] = [
        (None, "none", message(language, "cli.choice.done"))
    ]
    changes += options(language, list(BoardChange), "board_label")
    board: list[BoardFix] = []
    while (change := terminal.choose("cli.ask.board", changes)) is not None:
        card = terminal.card("cli.ask.board_card", optional=False)
        assert isinstance(card, CardName)
        board.append(BoardFix(change, card))
    return Fix(Remedy.LEAVE, board=tuple(board))
