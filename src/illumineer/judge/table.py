"""The judge's assistant at a table: a table-mode game, the incidents, the calls, the remedies
and the rulings, recorded in the event's ledger.

A `Table` watches a game played in table mode (what players really did). The engine records
each deviation as an incident; a judge calls one (or reports one the engine did not see, by
answering the questions of JUDGE.md), and the assistant classifies it, names the corrective
action at the event's level (with the third-Warning upgrade from the ledger), applies the
remedy the judge chooses to the game, and words the ruling in Japanese and English. The
ledger gets one entry per incident called (calling it again, a floor judge fetching the
lead, adds none), once its ruling is complete.

>>> from illumineer.engine.game import Game
>>> from illumineer.engine.vocabulary import Mode
>>> table = Table(Game.position(mode=Mode.TABLE), level=Level.CASUAL)
>>> table.listed()
[]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from illumineer.engine import history
from illumineer.engine.actions import Action
from illumineer.engine.errors import ImpossibleAction, JudgeError
from illumineer.engine.game import Game
from illumineer.engine.state import Incident
from illumineer.engine.vocabulary import Mode
from illumineer.judge import detriment, ledger
from illumineer.judge.classify import Classification, Question, classify
from illumineer.judge.fixes import CardName, Fix, Remedy
from illumineer.judge.messages import Language
from illumineer.judge.penalties import CorrectiveAction, corrective_action
from illumineer.judge.remedies import Choice, answers, apply, card_name, plan
from illumineer.judge.rulings import Ruling
from illumineer.judge.vocabulary import Infraction, Level, Role


@dataclass
class Listed:
    """An incident as the judge's assistant lists it: the engine's, or one reported by a
    player (with the answers that classify it), at a position in the game's history."""

    position: int
    player: int
    incident: Incident | None = None
    reported: dict[Question, bool] = field(default_factory=dict)


@dataclass
class Call:
    """A judge's call on a listed incident, and what follows from it."""

    listed: Listed
    role: Role
    noticed_by: int
    classification: Classification
    action: CorrectiveAction
    detrimental: bool
    self_caught: bool
    fix: Fix | None = None
    entry: int | None = None  # its ledger entry, once recorded
    corrects: int | None = None  # the ledger entry it corrects

    @property
    def infraction(self) -> Infraction:
        return self.classification.infraction



class Table:
    """The judge's assistant for one game at one table of an event."""

    def __init__(
        self,
        game: Game,
        *,
        level: Level = Level.COMPETITIVE,
        book: ledger.Ledger | None = None,
        event: str = "event",
        round: int | None = None,
        table: int | None = None,
        judge: str = "judge",
        players: tuple[str, str] = ("p1", "p2"),
    ) -> None:
        if game.mode is not Mode.TABLE:
            raise JudgeError("the judge's assistant follows a game played in table mode")
        self.game = game
        self.level = level
        self.ledger = book if book is not None else ledger.open("sqlite://")
        self.event, self.round, self.table, self.judge = event, round, table, judge
        self.players = players
        self.reported: list[Listed] = []
        self.calls: list[Call] = []
        self.last: Call | None = None

    # ------------------------------------------------------------------ incidents

    def listed(self) -> list[Listed]:
        """Every incident so far, in the order it happened: the engine's and the reported."""
        found = [
            Listed(incident.position, incident.player, incident)
            for incident in self.game.incidents
        ]
        found += self.reported
        found.sort(key=lambda item: item.position)  # stable: the engine's first at a tie
        return found

    def infractions(self) -> list[Infraction]:
        """What each incident so far is, in order (FORMAT.md `incidents`)."""
        return [self._classify(item).infraction for item in self.listed()]

    def _classify(self, item: Listed) -> Classification:
        if item.incident is None:
            return classify(item.reported)
        return classify(answers(self.game, item.incident))

    # ------------------------------------------------------------------ calls

    def call(self, number: int, *, role: Role = Role.LEAD, noticed_by: int | None = None,
             corrects: int | None = None) -> Call:
        """A judge takes up incident `number` (1 = the first); a second call of the same
        incident (the lead after the floor) takes it over and adds no ledger entry. A call
        that `corrects` ledger entry ID (the lead after a floor judge, in another session)
        is recorded as its correction, and that entry no longer counts towards upgrades."""
        items = self.listed()
        if not 1 <= number <= len(items):
            raise JudgeError(f"there is no incident {number}; there are {len(items)}")
        item = items[number - 1]
        for earlier in self.calls:
            if earlier.listed.position == item.position and (
                earlier.listed.incident is item.incident
                and earlier.listed.reported == item.reported
            ):
                earlier.role = role
                self.last = earlier
                return earlier
        return self._take_up(item, role, noticed_by, corrects)

    def report(self, player: int, answers: Mapping[Question, bool], *,
               role: Role = Role.LEAD, noticed_by: int | None = None) -> Call:
        """An incident the engine did not see, by `player`, classified by the judge's answers
        to the questions; it is the one called."""
        if player not in (0, 1):
            raise JudgeError(f"there is no player {player + 1}")
        item = Listed(len(self.game.applied), player, None, dict(answers))
        self.reported.append(item)
        return self._take_up(item, role, noticed_by)

    def _take_up(self, item: Listed, role: Role, noticed_by: int | None,
                 corrects: int | None = None) -> Call:
        self._record_pending()
        game = self.game
        noticer = 1 - item.player if noticed_by is None else noticed_by
        classification = self._classify(item)
        incident = item.incident
        self_caught = detrimental = False
        if classification.infraction is Infraction.MISSED_TRIGGER:
            if incident is not None:
                # Self-caught: the active player noticed their own miss in that same turn.
                self_caught = (
                    noticer == item.player == incident.active
                    and game.turn == incident.turn
                    and game.active == incident.active
                )
                if self.level is Level.COMPETITIVE:
                    number = game.incidents.index(incident) + 1
                    detrimental = detriment.detrimental(game, number)
            else:
                self_caught = item.reported.get(Question.SELF_CAUGHT, False)
                detrimental = item.reported.get(Question.DETRIMENTAL, False)
        action = corrective_action(
            classification.infraction,
            self.level,
            event=self.event,
            player=self.players[item.player],
            prior=[
                entry
                for entry in self.ledger.entries(self.event, player=self.players[item.player])
                if entry.id != corrects
            ],
            detrimental=detrimental,
            self_caught=self_caught,
        )
        call = Call(item, role, noticer, classification, action, detrimental, self_caught,
                    corrects=corrects)
        if classification.infraction is Infraction.NONE:
            reason = classification.reason
            call.fix = Fix(Remedy.NO_INFRACTION_MAY if reason.name == "MAY_EFFECT_MISSED"
                           else Remedy.NO_RULE_BROKEN)
        self.calls.append(call)
        self.last = call
        return call

    # ------------------------------------------------------------------ remedies

    def remedy(self, choice: Choice | str) -> Fix:
        """Apply the called incident's remedy to the game (refused, changing nothing, where
        the guidelines do not allow it now)."""
        call = self._called()
        chosen = choice if isinstance(choice, Choice) else Choice.parse(choice)
        worked_out = plan(self.game, call.infraction, call.listed.incident, chosen, call.role)
        call.fix = apply(self.game, worked_out)
        self._record(call)
        return call.fix

    def rewind(self, count: int, *, role: Role = Role.LEAD) -> list[Action]:
        """Undo the last `count` actions by PCG 1.2 (only the lead judge may)."""
        if role is not Role.LEAD:
            raise JudgeError("only the lead judge may rewind (PCG 1.2): fetch the lead")
        try:
            return history.rewind(self.game, count)
        except ImpossibleAction as error:
            raise JudgeError(error.reason) from None

    def takeback(self, player: int) -> list[Action]:
        """`player` takes back their most recent play (no incident); refused where it gave
        them information."""
        try:
            return history.takeback(self.game, player)
        except ImpossibleAction as error:
            raise JudgeError(error.reason) from None

    # ------------------------------------------------------------------ rulings

    def ruling(self, call: Call | None = None) -> Ruling:
        """The ruling on a call (the last by default), with its fix so far (a floor judge's
        General Rule Error refers to the lead; otherwise the remedy must be applied first,
        unless nothing is to be done)."""
        call = call or self._called()
        fix = call.fix or self._default_fix(call)
        card = rule = None
        incident = call.listed.incident
        if call.infraction is Infraction.MISSED_TRIGGER and incident and incident.trigger:
            card = card_name(self.game.cards[incident.trigger.source].definition)
        if call.infraction is Infraction.GENERAL_RULE_ERROR and incident is not None:
            rule = incident.rule
        return Ruling(call.classification.reason, self.level, call.action, fix, card, rule)

    def _default_fix(self, call: Call) -> Fix:
        if call.infraction is Infraction.GENERAL_RULE_ERROR and call.role is Role.FLOOR:
            return Fix(Remedy.FLOOR_REFERS)
        if call.infraction is Infraction.MISSED_TRIGGER:
            return Fix(Remedy.DECLINED)
        raise JudgeError("the remedy has not been applied yet")

    def text(self, language: Language) -> str:
        """The last call's ruling in `language`."""
        return self.ruling().text(language)

    # ------------------------------------------------------------------ the ledger

    def _called(self) -> Call:
        if self.last is None:
            raise JudgeError("no incident has been called")
        return self.last

    def _record(self, call: Call) -> None:
        if call.entry is not None:
            return
        try:
            ruling = self.ruling(call)
        except JudgeError:
            return  # not ruled yet: recorded once its remedy is applied
        texts = ruling.texts()
        entry = self.ledger.record(
            event=self.event,
            round=self.round,
            table=self.table,
            player=self.players[call.listed.player],
            infraction=call.infraction,
            level=self.level,
            penalty=call.action.penalty,
            upgraded=call.action.upgraded,
            remedy=ruling.fix.remedy,
            judge=self.judge,
            role=call.role,
            ruling_en=texts[Language.EN],
            ruling_ja=texts[Language.JA],
            log_position=str(call.listed.position),
            corrects=call.corrects,
        )
        call.entry = entry.id

    def _record_pending(self) -> None:
        for call in self.calls:
            self._record(call)

    def finish(self) -> None:
        """Record every call that is ruled and not recorded yet."""
        self._record_pending()


def card_names(game: Game, card: int) -> CardName:
    """A card of the game, named in both languages."""
    return card_name(game.cards[card].definition)
