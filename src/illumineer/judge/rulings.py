"""Rulings: the seed's one sentence, in English and Japanese.

"Deliver the ruling in one sentence: the infraction's name, the corrective action at this
level, the reason it applies, and how the game is fixed" (seed 000, after Rule Class 06).
Infraction names and Caution / Warning / Game Loss stay English in both languages, as the seed
keeps them; the Japanese text adds the seed's gloss on first mention. Every word comes from the
message catalogues (`messages`); card names come in already resolved per language.

Every call has a ruling: before its remedy is applied the sentence says the remedy is still
to come; a Game Loss ends the game, so no remedy follows. A ruling may end with notes, each
its own sentence: the firm warning after an inkwell card was seen, the second Hidden
Information Error of a kind, a floor judge fetching the lead.

A ruling is stored with its ledger entry as data (`to_data`, `from_data`), so a change of its
corrective action (an earlier Warning voided) can be said again in both languages.

>>> from illumineer.judge.classify import Reason
>>> from illumineer.judge.fixes import Fix, Remedy
>>> from illumineer.judge.penalties import Basis, CorrectiveAction
>>> from illumineer.judge.vocabulary import Level, Penalty
>>> ruling = Ruling(Reason.WRONG_COUNT, Level.CASUAL,
...     CorrectiveAction(Penalty.CAUTION, Basis.LEVEL), Fix(Remedy.HAND_TOO_FEW, count=1))
>>> ruling.text(Language.EN)[:62]
'This is a Card Count Error, and at a casual event the correcti'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from babel.lists import format_list

from illumineer.engine.errors import JudgeError
from illumineer.judge.classify import Reason
from illumineer.judge.fixes import BoardChange, BoardFix, CardName, Deed, Fix, Play, Remedy
from illumineer.judge.messages import Language, message, plural
from illumineer.judge.penalties import Basis, CorrectiveAction
from illumineer.judge.reasons import SEATS, Broken
from illumineer.judge.vocabulary import Infraction, Level, Penalty

_HAND = frozenset({Remedy.HAND_TOO_FEW, Remedy.HAND_TOO_MANY})
_TOO_FEW = frozenset({Remedy.HAND_TOO_FEW, Remedy.INKWELL_TOO_FEW})
_INKWELL_SEEN = frozenset({Remedy.INKWELL_TURN_ACTION, Remedy.INKWELL_BY_EFFECT})


@dataclass(frozen=True)
class Ruling:
    """What a judge rules on a call, to be said in either language.

    - `reason`: why the infraction applies (from `classify`); the infraction follows from it.
    - `action`: the corrective action (from `penalties.corrective_action`).
    - `fix`: how the game is fixed (the remedy's outcome); None while it is still to come.
    - `card`: the card whose triggered ability was missed (Missed Trigger only).
    - `rule`: the Comprehensive Rules number that was broken (General Rule Error only).
    - `broken`: what was broken and how, in words (General Rule Error only).
    - `players`: the players' names, as `broken` names them; `players_ja` in Japanese script,
      for the Japanese ruling (the Latin names when there are none).
    - `second_of_kind`: a second Hidden Information Error of its kind for this player: the
      judge must find out how it happened.

    Raises `JudgeError` when the parts do not fit together (a remedy of another infraction,
    a corrective action for no infraction).
    """

    reason: Reason
    level: Level
    action: CorrectiveAction
    fix: Fix | None = None
    card: CardName | None = None
    rule: str | None = None
    broken: Broken | None = None
    players: tuple[str, str] = SEATS
    second_of_kind: bool = False
    players_ja: tuple[str, str] | None = None

    def __post_init__(self) -> None:
        infraction = self.infraction
        if self.fix is not None and not self.fix.remedy.fits(infraction):
            raise JudgeError(f"the remedy {self.fix.remedy.value} is not one of {infraction}")
        if self.fix is not None and (self.fix.remedy is Remedy.GAME_ENDS) is not (
            self.action.penalty is Penalty.GAME_LOSS
        ):
            raise JudgeError("a Game Loss, and only a Game Loss, ends the game as its fix")
        if (self.action.basis is Basis.NO_INFRACTION) is not (infraction is Infraction.NONE):
            raise JudgeError(f"the corrective action does not fit {infraction}")
        if self.card is not None and infraction is not Infraction.MISSED_TRIGGER:
            raise JudgeError("a ruling names a card for a Missed Trigger only")
        general = infraction is Infraction.GENERAL_RULE_ERROR
        if (self.rule is not None or self.broken is not None) and not general:
            raise JudgeError("a ruling names a broken rule for a General Rule Error only")
        if self.second_of_kind and infraction is not Infraction.HIDDEN_INFORMATION_ERROR:
            raise JudgeError("only a Hidden Information Error can be the second of its kind")

    @property
    def infraction(self) -> Infraction:
        """The infraction ruled."""
        return self.reason.infraction

    @property
    def penalty(self) -> Penalty:
        """The corrective action's penalty."""
        return self.action.penalty

    def text(self, language: Language) -> str:
        """The ruling in `language`: one sentence, then its notes."""
        if self.infraction is Infraction.NONE:
            sentence = message(
                language, "ruling.none", reason=self._reason(language), fix=self._fix(language)
            )
        else:
            sentence = message(
                language,
                "ruling.sentence",
                infraction=message(language, f"infraction.{self.infraction.name}"),
                penalty=self._penalty(language),
                reason=self._reason(language),
                fix=self._fix(language),
            )
        for note in self._notes():
            sentence = message(
                language, "ruling.with_note", sentence=sentence, note=message(language, note)
            )
        return sentence

    def texts(self) -> dict[Language, str]:
        """The ruling in every language (the ledger keeps both)."""
        return {language: self.text(language) for language in Language}

    def _penalty(self, language: Language) -> str:
        action = self.action
        if action.upgraded:
            return plural(
                language,
                "penalty_clause.UPGRADED",
                action.warnings_before,
                infraction_name=self.infraction.english,
            )
        key = f"penalty_clause.{action.basis.name}"
        if action.basis is not Basis.LEVEL:  # the clause says its level and penalty itself
            return message(language, key)
        return message(
            language,
            key,
            level=message(language, f"level.{self.level.name}"),
            penalty=message(language, f"penalty.a.{action.penalty.name}"),
        )

    def _reason(self, language: Language) -> str:
        reason, fix = self.reason, self.fix
        if reason is Reason.TRIGGER_MISSED and self.card is not None:
            return message(language, "reason.TRIGGER_MISSED.card", card=self.card.name(language))
        if reason is Reason.RULE_BROKEN and self.broken is not None:
            why = self.broken.text(language, self._players(language))
            if self.rule is None:
                return why
            return message(language, "reason.RULE_BROKEN.why", why=why, rule=self.rule)
        if reason is Reason.RULE_BROKEN and self.rule is not None:
            return message(language, "reason.RULE_BROKEN.rule", rule=self.rule)
        if reason is Reason.WRONG_COUNT and fix is not None and fix.remedy in _COUNT_CELLS:
            return format_list(_wrong_counts(language, fix.cells()), locale=language.value)
        return message(language, f"reason.{reason.name}")

    def _players(self, language: Language) -> tuple[str, str]:
        if language is Language.JA and self.players_ja is not None:
            return self.players_ja
        return self.players

    def _fix(self, language: Language) -> str:
        fix = self.fix
        if fix is None:
            return message(language, "fix.PENDING")
        # The cards both players can tell come out first; the rest are picked among the others.
        cells = sorted(fix.cells(), key=lambda cell: not cell.known)
        return format_list([_cell(language, cell) for cell in cells], locale=language.value)

    def _notes(self) -> list[str]:
        notes = []
        remedy = None if self.fix is None else self.fix.remedy
        if remedy in _INKWELL_SEEN:
            notes.append("note.inkwell_warning")
        if self.second_of_kind:
            notes.append("note.second_of_kind")
        if remedy is Remedy.FLOOR_REFERS:
            notes.append("note.floor_refers")
        return notes

    # ------------------------------------------------------------------ storage

    def to_data(self) -> dict[str, Any]:
        """A JSON-ready form of the ruling (the ledger keeps it beside the texts)."""
        action = self.action
        return {
            "reason": self.reason.name,
            "level": self.level.name,
            "action": {
                "penalty": action.penalty.name,
                "basis": action.basis.name,
                "upgraded": action.upgraded,
                "warnings_before": action.warnings_before,
            },
            "fix": None if self.fix is None else _fix_data(self.fix),
            "card": None if self.card is None else _name_data(self.card),
            "rule": self.rule,
            "broken": None if self.broken is None else self.broken.to_data(),
            "players": list(self.players),
            "players_ja": None if self.players_ja is None else list(self.players_ja),
            "second_of_kind": self.second_of_kind,
        }

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Ruling:
        """The ruling `to_data` gave; `JudgeError` for anything else."""
        try:
            action = data["action"]
            players = tuple(str(name) for name in data.get("players", SEATS))
            japanese = data.get("players_ja")
            players_ja = None if japanese is None else tuple(str(name) for name in japanese)
            if len(players) != 2 or (players_ja is not None and len(players_ja) != 2):
                raise ValueError("two players")
            return cls(
                Reason[str(data["reason"])],
                Level[str(data["level"])],
                CorrectiveAction(
                    Penalty[str(action["penalty"])],
                    Basis[str(action["basis"])],
                    bool(action["upgraded"]),
                    int(action["warnings_before"]),
                ),
                None if data.get("fix") is None else _fix_from(data["fix"], 0),
                None if data.get("card") is None else _name_from(data["card"]),
                None if data.get("rule") is None else str(data["rule"]),
                None if data.get("broken") is None else Broken.from_data(data["broken"]),
                (players[0], players[1]),
                bool(data.get("second_of_kind", False)),
                None if players_ja is None else (players_ja[0], players_ja[1]),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise JudgeError(f"a stored ruling is not one ({error})") from None

    def with_action(self, action: CorrectiveAction) -> Ruling:
        """The same ruling with another corrective action (a recomputation after a void): a
        Game Loss no longer standing leaves the remedy to be applied."""
        fix = self.fix
        if action.penalty is Penalty.GAME_LOSS:
            fix = Fix(Remedy.GAME_ENDS)
        elif fix is not None and fix.remedy is Remedy.GAME_ENDS:
            fix = None
        return replace(self, action=action, fix=fix)


#: The Card Count Error outcomes, each of which says which count was wrong.
_COUNT_CELLS = frozenset(
    {Remedy.HAND_TOO_FEW, Remedy.HAND_TOO_MANY, Remedy.INKWELL_TOO_FEW,
     Remedy.INKWELL_TOO_MANY, Remedy.MOVED_BACK}
)  # fmt: skip


def _wrong_counts(language: Language, cells: tuple[Fix, ...]) -> list[str]:
    """What was wrong with the counts a Card Count Error's outcome fixes, each count once
    (two for a card moved back; one total when some extra cards are known and the rest
    picked at random)."""
    wrong: dict[tuple[str, str], int] = {}
    for cell in cells:
        if cell.remedy is Remedy.MOVED_BACK:
            counts = [("too_many", "zone.HAND"), ("too_few", "zone.INKWELL")]
        else:
            way = "too_few" if cell.remedy in _TOO_FEW else "too_many"
            counts = [(way, "zone.HAND" if cell.remedy in _HAND else "zone.INKWELL")]
        for key in counts:
            wrong[key] = wrong.get(key, 0) + cell.count
    return [_wrong(language, way, zone, count) for (way, zone), count in wrong.items()]


def _wrong(language: Language, way: str, zone: str, count: int) -> str:
    return plural(language, f"reason.WRONG_COUNT.{way}", count, zone=message(language, zone))


def _cell(language: Language, fix: Fix) -> str:
    """How one outcome fixes the game, in words."""
    key = f"fix.{fix.remedy.name}"
    if fix.remedy is Remedy.RESOLVED and fix.may:
        return message(language, f"{key}.may")
    if fix.remedy is Remedy.ELSEWHERE:
        if fix.extra:
            return plural(language, f"{key}.extra", fix.count, extra=fix.extra)
        return plural(language, key, fix.count)
    if fix.remedy is Remedy.REWIND:
        assert fix.before is not None  # Fix checks that a rewind names its play
        return plural(language, key, fix.count, play=_play(language, fix.before))
    if fix.remedy is Remedy.LEAVE and fix.board:
        fixes = [
            message(language, f"board.{each.change.name}", card=each.card.name(language))
            for each in fix.board
        ]
        listed = format_list(fixes, locale=language.value)
        return message(language, f"{key}.board", fixes=listed)
    if fix.known:
        key += ".known"
    if fix.count:
        return plural(language, key, fix.count)
    return message(language, key)


def _play(language: Language, play: Play) -> str:
    """The play a rewind goes back to just before."""
    card = None if play.card is None else play.card.name(language)
    if play.other is not None:
        return message(language, f"deed.{play.deed.name}.song", card=card,
                       song=play.other.name(language))  # fmt: skip
    if play.player is not None:
        return message(language, f"deed.{play.deed.name}", card=card, player=play.player)
    return message(language, f"deed.{play.deed.name}", card=card)


# ---------------------------------------------------------------------- storage


def _name_data(name: CardName) -> list[str | None]:
    return [name.en, name.ja]


def _name_from(data: Any) -> CardName:
    en, ja = data
    return CardName(str(en), None if ja is None else str(ja))


def _fix_data(fix: Fix) -> dict[str, Any]:
    before = fix.before
    return {
        "remedy": fix.remedy.name,
        "count": fix.count,
        "extra": fix.extra,
        "before": None if before is None else {
            "deed": before.deed.name,
            "card": None if before.card is None else _name_data(before.card),
            "other": None if before.other is None else _name_data(before.other),
            "player": before.player,
        },
        "board": [[each.change.name, _name_data(each.card)] for each in fix.board],
        "may": fix.may,
        "known": fix.known,
        "also": [_fix_data(part) for part in fix.also],
    }


def _fix_from(data: Mapping[str, Any], depth: int) -> Fix:
    if depth > 1:
        raise ValueError("a fix nested too deep")
    before = data.get("before")
    play = None
    if before is not None:
        play = Play(
            Deed[str(before["deed"])],
            None if before.get("card") is None else _name_from(before["card"]),
            None if before.get("other") is None else _name_from(before["other"]),
            None if before.get("player") is None else str(before["player"]),
        )
    return Fix(
        Remedy[str(data["remedy"])],
        count=int(data.get("count", 0)),
        extra=int(data.get("extra", 0)),
        before=play,
        board=tuple(BoardFix(BoardChange[str(change)], _name_from(card))
                    for change, card in data.get("board", [])),
        may=bool(data.get("may", False)),
        known=bool(data.get("known", False)),
        also=tuple(_fix_from(part, depth + 1) for part in data.get("also", [])),
    )
