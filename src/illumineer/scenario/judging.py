"""Table mode and the judge in scenarios (../shared/acceptance/FORMAT.md, "Table mode and the
judge"): the deeds, the judge's steps and their checks, over the judge's assistant.

The runner (`scenario/runner.py`) hands this module the steps and checks it does not know.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from illumineer.engine.actions import Action
from illumineer.engine.errors import IllegalAction, JudgeError
from illumineer.engine.game import Game
from illumineer.engine.state import Card
from illumineer.engine.vocabulary import Verb, Zone
from illumineer.judge.classify import parse_answers
from illumineer.judge.messages import Language
from illumineer.judge.table import Table
from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role

PLAYERS = {"p1": 0, "p2": 1}
#: The step verbs of table mode: deeds (game actions of the table) and the judge's steps.
DEED_STEPS = frozenset({"draw", "put", "reveal", "look", "miss", "overlook", "forget"})
JUDGE_STEPS = frozenset({"call", "report", "remedy", "rewind", "takeback"})
CHECKS = frozenset({"incidents", "infraction", "penalty", "ruling", "known"})
_PUT_ZONES = {"hand": Zone.HAND, "inkwell": Zone.INKWELL, "discard": Zone.DISCARD,
              "deck": Zone.DECK}


class Failure(Exception):
    """A step or check of a table scenario that did not hold (the runner reports it)."""


def _seat(value: Any) -> int:
    if value not in PLAYERS:
        raise Failure(f"{value!r} is not p1 or p2")
    return PLAYERS[value]


def _seats(value: Any) -> int:
    names = value if isinstance(value, list) else [value]
    mask = 0
    for name in names:
        mask |= 1 << _seat(name)
    return mask


class Judging:
    """The judge's assistant for one scenario's game, and its steps and checks."""

    def __init__(self, data: Mapping[str, Any], game: Game) -> None:
        level = Level.parse(str(data.get("level", "competitive")))
        self.table = Table(game, level=level, event="scenario")
        for earlier in data.get("ledger", []) or []:
            infraction = Infraction.parse(str(earlier["infraction"]))
            self.table.ledger.record(
                event="scenario",
                player=f"p{_seat(earlier['player']) + 1}",
                infraction=infraction,
                level=level,
                penalty=Penalty.parse(str(earlier["penalty"])),
                upgraded=bool(earlier.get("upgraded", False)),
                judge=str(earlier.get("judge", "earlier")),
                role=Role.parse(str(earlier.get("role", "lead"))),
            )

    # ------------------------------------------------------------------ steps

    def deed(self, step: Mapping[str, Any], card: Callable[[Any], Card]) -> Action:
        """The action a deed step stands for."""
        verb = next(iter(step))
        value = step[verb]
        if verb == "draw":
            return Action(Verb.DRAW, (_seat(value), int(step.get("count", 1))))
        if verb == "put":
            zone = _PUT_ZONES.get(str(step.get("to")))
            if zone is None:
                raise Failure(f"'put' needs 'to:' one of {', '.join(_PUT_ZONES)}")
            return Action(Verb.PUT, (card(value).id, int(zone)))
        if verb == "reveal":
            return Action(Verb.REVEAL, (card(value).id, _seats(step.get("to", ["p1", "p2"]))))
        if verb == "look":
            return Action(Verb.LOOK, (_seat(value), int(step["top"])))
        if verb == "overlook":
            return Action(Verb.OVERLOOK, (card(value).id,))
        if verb == "forget":
            forgotten = Verb.FORGET_DRAW if step.get("what") == "draw" else Verb.FORGET_LORE
            return Action(forgotten, (_seat(value),))
        source = card(value)
        game = self.table.game
        for trigger in game.current.bag:
            if trigger.source == source.id:
                return Action(Verb.MISS, (trigger.source, trigger.number))
        raise Failure(f"no trigger of {value!r} is waiting in the bag to be missed")

    def judge(self, step: Mapping[str, Any]) -> None:
        """Carry out a judge's step; `refused: true` expects the judge's assistant to refuse
        it with the game unchanged."""
        verb = next(iter(step))
        value = step[verb]
        game = self.table.game
        before = game.state_hash()
        try:
            self._judge(verb, value, step)
        except (JudgeError, IllegalAction) as error:
            if not step.get("refused"):
                raise Failure(f"{verb}: refused: {error}") from None
            if game.state_hash() != before:
                raise Failure(f"{verb}: refused, but the game changed") from None
            return
        if step.get("refused"):
            raise Failure(f"{verb} was accepted but should be refused")

    def _judge(self, verb: str, value: Any, step: Mapping[str, Any]) -> None:
        table = self.table
        role = Role.parse(str(step.get("role", "lead")))
        noticed = step.get("noticed_by")
        noticed_by = None if noticed is None else _seat(noticed)
        if verb == "call":
            table.call(int(value), role=role, noticed_by=noticed_by)
        elif verb == "report":
            answers = parse_answers(step.get("answers", {}) or {})
            table.report(_seat(value), answers, role=role, noticed_by=noticed_by)
        elif verb == "remedy":
            table.remedy(str(value))
        elif verb == "rewind":
            table.rewind(int(value), role=role)
        else:
            table.takeback(_seat(value))

    # ------------------------------------------------------------------ checks

    def check(self, key: str, want: Any, card: Callable[[Any], Card]) -> Iterator[str]:
        table = self.table
        if key == "incidents":
            got = [infraction.value for infraction in table.infractions()]
            if got != list(want or []):
                yield f"incidents are {got}, expected {want}"
        elif key in ("infraction", "penalty"):
            last = table.last
            value = "none"
            if last is not None:
                value = last.infraction.value if key == "infraction" else last.action.penalty.value
            if value != str(want):
                yield f"the called incident's {key} is {value!r}, expected {want!r}"
        elif key == "ruling":
            for language, fragments in (want or {}).items():
                text = table.text(Language(str(language)))
                missing = [f for f in fragments if str(f) not in text]
                if missing:
                    yield f"the {language} ruling lacks {missing}: {text!r}"
        elif key == "known":
            for alias, players in (want or {}).items():
                bits = card(alias).known
                knows = sorted(name for name, seat in PLAYERS.items() if bits & (1 << seat))
                if knows != sorted(players or []):
                    yield f"{alias} is known to {knows}, expected {sorted(players or [])}"
