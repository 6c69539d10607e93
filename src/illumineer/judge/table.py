"""The judge's assistant at a table: a table-mode game, the incidents, the calls, the remedies
and the rulings, recorded in the event's ledger.

A `Table` watches a game played in table mode (what players really did). The engine records
each deviation as an incident; a judge calls one (or reports one the engine did not see, by
answering the questions of JUDGE.md), and the assistant classifies it, names the corrective
action at the event's level (with the third-Warning upgrade from the ledger), applies the
remedy the judge chooses to the game, and words the ruling in Japanese and English.

Every call has a ruling at once (its remedy still to come, until it is applied); a Game Loss
ends the game, so no remedy follows it. The ledger gets one entry per incident once its
ruling is complete: calling it again (a floor judge fetching the lead) adds none, and an
incident of a game already ruled, in this session or another (the ledger keeps which
incident of which game an entry rules), is refused unless the call corrects that entry.

>>> from illumineer.engine.game import Game
>>> from illumineer.engine.vocabulary import Mode
>>> table = Table(Game.position(mode=Mode.TABLE), level=Level.CASUAL)
>>> table.listed()
[]
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field

from illumineer.engine import history
from illumineer.engine.actions import Action
from illumineer.engine.errors import ImpossibleAction, JudgeError
from illumineer.engine.game import Game
from illumineer.engine.state import Incident
from illumineer.engine.vocabulary import Mode, Verb
from illumineer.judge import detriment, ledger
from illumineer.judge.classify import Classification, Question, classify
from illumineer.judge.entries import Entry, standing
from illumineer.judge.fixes import CardName, Fix, Remedy, card_name
from illumineer.judge.messages import Language
from illumineer.judge.penalties import CorrectiveAction, corrective_action, prior_to
from illumineer.judge.reasons import Broken, incident_reason
from illumineer.judge.remedies import Choice, answers, apply, plan
from illumineer.judge.rulings import Ruling
from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role


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
    second_of_kind: bool = False  # a second Hidden Information Error for the player
    key: str | None = None  # which incident of which game it rules

    @property
    def infraction(self) -> Infraction:
        return self.classification.infraction


def incident_key(game: Game, position: int) -> str:
    """A name for the incident at `position` of this game, the same in any log that holds
    the game up to it (a corrected log included): its seed, decks, mode and actions."""
    text = json.dumps(
        [game.seed, [[d.full_name for d in deck] for deck in game.decks],
         game.mode.name, [str(a) for a in game.history[: position + 1]]],
        ensure_ascii=False,
    )  # fmt: skip
    return f"{hashlib.sha256(text.encode()).hexdigest()[:24]}:{position}"


class Table:
    """The judge's assistant for one game at one table of an event.

    `players` names the seats' players on the event's roster. With no `book`, a scratch
    ledger in memory is used, and the event and its players are created there; with a
    ledger, the event must exist at `level` and the players be on its roster.
    """

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
        self.ledger = book if book is not None else ledger.open("sqlite://")
        if book is None:
            self.ledger.create_event(event, level)
            for name in players:
                self.ledger.enrol(event, name)
        found = self.ledger.event(event)
        if found.level is not level:
            raise JudgeError(f"{found.name} is a {found.level} event, not a {level} one")
        self.level = level
        self.event, self.round, self.table, self.judge = found.name, round, table, judge
        seats = tuple(self.ledger.player(found.name, name) for name in players)
        self.seats = (seats[0], seats[1])
        #: The players' names as rulings say them, in Latin and in Japanese script.
        self.players = (seats[0].name, seats[1].name)
        self.players_ja = (seats[0].label(japanese=True), seats[1].label(japanese=True))
        self.reported: list[Listed] = []
        self.calls: list[Call] = []
        self.last: Call | None = None
        #: Later entries the calls' corrections corrected in turn (shown to the judge).
        self.corrected: tuple[Entry, ...] = ()

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

    def ruled(self, number: int) -> Entry | None:
        """The ledger's standing entry on incident `number`, if it is ruled already (in this
        session or another)."""
        item = self._item(number)
        if item.incident is None:
            return None
        return self.ledger.ruled(self.event, incident_key(self.game, item.position))

    def reason(self, number: int, language: Language) -> str:
        """What incident `number` was, in `language` (the engine's English for a reason it
        gave no words for)."""
        item = self._item(number)
        if item.incident is None:
            return ""
        return incident_reason(self.game, item.incident, language, self.names(language))

    def names(self, language: Language) -> tuple[str, str]:
        """The seats' players as `language` writes them."""
        return self.players_ja if language is Language.JA else self.players

    def _name(self, card: int) -> CardName:
        return card_name(self.game.cards[card].definition)

    def _item(self, number: int) -> Listed:
        items = self.listed()
        if not 1 <= number <= len(items):
            raise JudgeError(f"there is no incident {number}; there are {len(items)}")
        return items[number - 1]

    # ------------------------------------------------------------------ calls

    def call(self, number: int, *, role: Role = Role.LEAD, noticed_by: int | None = None,
             corrects: int | None = None) -> Call:
        """A judge takes up incident `number` (1 = the first); a second call of the same
        incident (the lead after the floor) takes it over and adds no ledger entry. An
        incident the ledger has ruled already is refused unless the call `corrects` that
        entry (a lead judge taking over a floor judge's referral corrects it by itself)."""
        item = self._item(number)
        for earlier in self.calls if corrects is None else ():  # a correction is a new call
            if earlier.listed.position != item.position or not (
                earlier.listed.incident is item.incident
                and earlier.listed.reported == item.reported
            ):
                continue
            referred = earlier.fix is not None and earlier.fix.remedy is Remedy.FLOOR_REFERS
            if referred and role is Role.LEAD and earlier.entry is not None:
                break  # recorded as referred: the lead's call corrects that entry
            earlier.role = role
            if referred and role is Role.LEAD:
                earlier.fix = None  # the lead decides the remedy the floor referred
            self.last = earlier
            return earlier
        key = None if item.incident is None else incident_key(self.game, item.position)
        if key is not None:
            done = self.ledger.ruled(self.event, key)
            if done is not None and corrects != done.id and not (
                done.remedy is Remedy.FLOOR_REFERS and role is Role.LEAD
            ):
                raise JudgeError(
                    f"incident {number} is ruled already (entry {done.id}: {done.penalty}); "
                    f"to rule it again, correct that entry (--corrects {done.id})"
                )
            if done is not None:
                corrects = done.id
        call = self._take_up(item, role, noticed_by, corrects)
        call.key = key
        return call

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
        seat = self.seats[item.player]
        prior = prior_to(self.ledger.entries(self.event, player=seat.id), corrects)
        action = corrective_action(classification.infraction, self.level, event=self.event,
                                   player=seat.id, prior=prior, detrimental=detrimental,
                                   self_caught=self_caught)  # fmt: skip
        second = classification.infraction is Infraction.HIDDEN_INFORMATION_ERROR and any(
            e.infraction is Infraction.HIDDEN_INFORMATION_ERROR for e in standing(prior)
        )
        call = Call(item, role, noticer, classification, action, detrimental, self_caught,
                    corrects=corrects, second_of_kind=second)  # fmt: skip
        self._settle_fix(call)
        self.calls.append(call)
        self.last = call
        return call

    def _settle_fix(self, call: Call) -> None:
        """The fix a call has before any remedy: none is needed for no infraction, none
        follows a Game Loss (which ends the game), and a floor judge refers a General Rule
        Error's remedy to the lead."""
        if call.infraction is Infraction.NONE:
            reason = call.classification.reason
            call.fix = Fix(Remedy.NO_INFRACTION_MAY if reason.name == "MAY_EFFECT_MISSED"
                           else Remedy.NO_RULE_BROKEN)  # fmt: skip
        elif call.action.penalty is Penalty.GAME_LOSS:
            call.fix = Fix(Remedy.GAME_ENDS)
            if not self.game.is_over:
                self.game.apply(Action(Verb.JUDGE_GAME_LOSS, (call.listed.player,)))
        elif call.infraction is Infraction.GENERAL_RULE_ERROR and call.role is Role.FLOOR:
            call.fix = Fix(Remedy.FLOOR_REFERS)

    # ------------------------------------------------------------------ remedies

    def remedy(self, choice: Choice | str) -> Fix:
        """Apply the called incident's remedy to the game (refused, changing nothing, where
        the guidelines do not allow it now, or a rewind or a takeback undid the incident)."""
        call = self._called()
        if call.fix is not None and call.fix.remedy is Remedy.GAME_ENDS:
            raise JudgeError("the Game Loss ends the game: no remedy follows it")
        if call.entry is not None:
            raise JudgeError("this call is ruled and recorded already")
        incident = call.listed.incident
        if incident is not None and not self._standing(incident):
            raise JudgeError("the incident called was rewound or taken back: nothing is left "
                             "to remedy")  # fmt: skip
        chosen = choice if isinstance(choice, Choice) else Choice.parse(choice)
        worked_out = plan(self.game, call.infraction, call.listed.incident, chosen, call.role,
                          self.players)  # fmt: skip
        call.fix = apply(self.game, worked_out)
        self._record(call)
        return call.fix

    def rewind(self, count: int, *, role: Role = Role.LEAD) -> list[Action]:
        """Undo the last `count` actions by PCG 1.2 (only the lead judge may)."""
        if role is not Role.LEAD:
            raise JudgeError("only the lead judge may rewind (PCG 1.2): fetch the lead")
        if 0 < count <= len(self.game.applied):
            self._keep_called(len(self.game.applied) - count, "a rewind")
        try:
            return history.rewind(self.game, count)
        except ImpossibleAction as error:
            raise JudgeError(error.reason) from None

    def takeback(self, player: int) -> list[Action]:
        """`player` takes back their most recent play; refused where it gave them
        information, or would undo an incident called and not remedied yet."""
        try:
            self._keep_called(history.play_start(self.game, player), "a takeback")
            return history.takeback(self.game, player)
        except ImpossibleAction as error:
            raise JudgeError(error.reason) from None

    def _keep_called(self, start: int, undoing: str) -> None:
        """Refuse to undo the actions from `start` on while they hold an incident that is
        called and whose remedy is still to come: its corrective action would never reach
        the ledger. The remedy comes first (for a General Rule Error, a rewind is one)."""
        for call in self.calls:
            incident = call.listed.incident
            if (call.fix is None and incident is not None and incident.position >= start
                    and self._standing(incident)):  # fmt: skip
                number = next(n for n, item in enumerate(self.listed(), 1)
                              if item.incident is incident)  # fmt: skip
                raise JudgeError(f"{undoing} would undo incident {number}, called and not "
                                 "remedied yet: apply its remedy first")  # fmt: skip

    def _standing(self, incident: Incident) -> bool:
        """Whether `incident` is still in the game (no undo took it away)."""
        return any(i is incident for i in self.game.incidents)

    # ------------------------------------------------------------------ rulings

    def ruling(self, call: Call | None = None) -> Ruling:
        """The ruling on a call (the last by default), with its fix so far: until the remedy
        is applied, the ruling says it is still to come."""
        call = call or self._called()
        card = rule = broken = None
        incident = call.listed.incident
        if call.infraction is Infraction.MISSED_TRIGGER and incident and incident.trigger:
            card = self._name(incident.trigger.source)
        if call.infraction is Infraction.GENERAL_RULE_ERROR and incident is not None:
            rule = incident.rule
            if incident.why is not None:
                broken = Broken.of(incident.why, self._name)
        return Ruling(call.classification.reason, self.level, call.action, call.fix, card,
                      rule, broken, self.players, call.second_of_kind,
                      self.players_ja)  # fmt: skip

    def text(self, language: Language) -> str:
        """The last call's ruling in `language`."""
        return self.ruling().text(language)

    # ------------------------------------------------------------------ the ledger

    def _called(self) -> Call:
        if self.last is None:
            raise JudgeError("no incident has been called")
        return self.last

    def _record(self, call: Call) -> None:
        """Record a call whose ruling is complete (its fix known), once: the ledger works
        out its corrective action again in the same step as it records it."""
        if call.entry is not None or call.fix is None:
            return
        ruled = self.ledger.rule(
            self.ruling(call),
            event=self.event,
            player=self.seats[call.listed.player].id,
            judge=self.judge,
            role=call.role,
            detrimental=call.detrimental,
            self_caught=call.self_caught,
            round=self.round,
            table=self.table,
            log_position=str(call.listed.position),
            incident=call.key,
            corrects=call.corrects,
        )
        entry, final = ruled.entry, ruled.ruling
        call.entry = entry.id
        self.corrected += ruled.corrected
        if final.action != call.action:  # another judge's call came first
            call.action, call.fix = final.action, final.fix
            if final.action.penalty is Penalty.GAME_LOSS and not self.game.is_over:
                self.game.apply(Action(Verb.JUDGE_GAME_LOSS, (call.listed.player,)))

    def _record_pending(self) -> None:
        for call in self.calls:
            self._record(call)

    def finish(self) -> None:
        """Record every call that is ruled and not recorded yet."""
        self._record_pending()
