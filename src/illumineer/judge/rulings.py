"""Rulings: the seed's one sentence, in English and Japanese.

"Deliver the ruling in one sentence: the infraction's name, the corrective action at this
level, the reason it applies, and how the game is fixed" (seed 000, after Rule Class 06).
Infraction names and Caution / Warning / Game Loss stay English in both languages, as the seed
keeps them; the Japanese text adds the seed's gloss on first mention. Every word comes from the
message catalogues (`messages`); card names come in already resolved per language.

A ruling may end with notes, each its own sentence: the firm warning after an inkwell card was
seen, the second Hidden Information Error of a kind, a floor judge fetching the lead.

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

from dataclasses import dataclass

from babel.lists import format_list

from illumineer.engine.errors import JudgeError
from illumineer.judge.classify import Reason
from illumineer.judge.fixes import CardName, Fix, Remedy
from illumineer.judge.messages import Language, message, plural
from illumineer.judge.penalties import Basis, CorrectiveAction
from illumineer.judge.vocabulary import Infraction, Level, Penalty

_HAND = frozenset({Remedy.HAND_TOO_FEW, Remedy.HAND_TOO_MANY})
_TOO_FEW = frozenset({Remedy.HAND_TOO_FEW, Remedy.INKWELL_TOO_FEW})
_INKWELL_SEEN = frozenset({Remedy.INKWELL_TURN_ACTION, Remedy.INKWELL_BY_EFFECT})


@dataclass(frozen=True)
class Ruling:
    """What a judge rules on a call, to be said in either language.

    - `reason`: why the infraction applies (from `classify`); the infraction follows from it.
    - `action`: the corrective action (from `penalties.corrective_action`).
    - `fix`: how the game is fixed (the remedy's outcome).
    - `card`: the card whose triggered ability was missed (Missed Trigger only).
    - `rule`: the Comprehensive Rules number that was broken (General Rule Error only).

    Raises `JudgeError` when the parts do not fit together (a remedy of another infraction,
    a corrective action for no infraction).
    """

    reason: Reason
    level: Level
    action: CorrectiveAction
    fix: Fix
    card: CardName | None = None
    rule: str | None = None

    def __post_init__(self) -> None:
        infraction = self.infraction
        if self.fix.remedy.infraction is not infraction:
            raise JudgeError(f"the remedy {self.fix.remedy.value} is not one of {infraction}")
        if (self.action.basis is Basis.NO_INFRACTION) is not (infraction is Infraction.NONE):
            raise JudgeError(f"the corrective action does not fit {infraction}")
        if self.card is not None and infraction is not Infraction.MISSED_TRIGGER:
            raise JudgeError("a ruling names a card for a Missed Trigger only")
        if self.rule is not None and infraction is not Infraction.GENERAL_RULE_ERROR:
            raise JudgeError("a ruling names a broken rule for a General Rule Error only")

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
        if reason is Reason.RULE_BROKEN and self.rule is not None:
            return message(language, "reason.RULE_BROKEN.rule", rule=self.rule)
        if reason is Reason.WRONG_COUNT:
            way = "too_few" if fix.remedy in _TOO_FEW else "too_many"
            zone = message(language, "zone.HAND" if fix.remedy in _HAND else "zone.INKWELL")
            return plural(language, f"reason.WRONG_COUNT.{way}", fix.count, zone=zone)
        return message(language, f"reason.{reason.name}")

    def _fix(self, language: Language) -> str:
        fix = self.fix
        key = f"fix.{fix.remedy.name}"
        if fix.remedy is Remedy.RESOLVED and fix.may:
            return message(language, f"{key}.may")
        if fix.remedy is Remedy.ELSEWHERE:
            if fix.extra:
                return plural(language, f"{key}.extra", fix.count, extra=fix.extra)
            return plural(language, key, fix.count)
        if fix.remedy is Remedy.REWIND:
            assert fix.before is not None  # Fix checks that a rewind names its play
            play = message(
                language, f"deed.{fix.before.deed.name}", card=fix.before.card.name(language)
            )
            return plural(language, key, fix.count, play=play)
        if fix.remedy is Remedy.LEAVE and fix.board:
            fixes = [
                message(language, f"board.{each.change.name}", card=each.card.name(language))
                for each in fix.board
            ]
            listed = format_list(fixes, locale=language.value)
            return message(language, f"{key}.board", fixes=listed)
        if fix.count:
            return plural(language, key, fix.count)
        return message(language, key)

    def _notes(self) -> list[str]:
        notes = []
        if self.fix.remedy in _INKWELL_SEEN:
            notes.append("note.inkwell_warning")
        if self.fix.second_of_kind:
            notes.append("note.second_of_kind")
        if self.fix.remedy is Remedy.FLOOR_REFERS:
            notes.append("note.floor_refers")
        return notes
