"""Which infraction applies: the questions of JUDGE.md, asked in the seed's order.

1. A triggered ability nobody resolved? -> Missed Trigger (a missed "may" *trigger* too).
2. Someone saw a card they may not see? Still part of the set it came from -> Hidden
   Information Error; moved from one hidden zone to another -> Card Count Error.
3. Nothing seen, but the hand or inkwell has the wrong number -> Card Count Error.
4. Another rule broken -> General Rule Error, unless the missed effect said "may": then no
   infraction at all.

Answers are yes/no per `Question`; a question not answered counts as no. `classify` says which
infraction and which question decided it (the ruling's reason); `next_question` walks a judge
through only the questions that matter, including the two that decide the corrective action of
a Missed Trigger (was it self-caught, would it have hurt the player who missed it).

>>> classify({Question.TRIGGER: True, Question.MAY: True}).infraction
<Infraction.MISSED_TRIGGER: 'Missed Trigger'>
>>> classify({Question.OTHER: True, Question.MAY: True}).reason
<Reason.MAY_EFFECT_MISSED: 'may_effect_missed'>
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from illumineer.engine.errors import JudgeError
from illumineer.judge.messages import Language, message
from illumineer.judge.vocabulary import Infraction, Level, Word


class Question(Word):
    """A yes/no question a judge answers; the values are FORMAT.md's ``report`` answer keys."""

    TRIGGER = "trigger"  # a triggered ability nobody resolved
    SELF_CAUGHT = "self_caught"  # the active player noticed their own miss that same turn
    DETRIMENTAL = "detrimental"  # the missed trigger would have hurt the player who missed it
    SEEN = "seen"  # someone saw a card they may not see
    SAME_SET = "same_set"  # that card is still part of the set it came from
    COUNT = "count"  # the hand or the inkwell has the wrong number of cards
    OTHER = "other"  # another rule was broken
    MAY = "may"  # the missed effect said "may"

    def text(self, language: Language) -> str:
        """The question as a judge is asked it."""
        return message(language, f"question.{self.name}")


#: Answers so far; a question left out is not answered (and counts as no).
Answers = Mapping[Question, bool]


class Reason(Enum):
    """Why an infraction applies: the question whose answer decided it."""

    TRIGGER_MISSED = "trigger_missed"
    SEEN_STILL_IN_SET = "seen_still_in_set"
    SEEN_AND_MOVED = "seen_and_moved"
    WRONG_COUNT = "wrong_count"
    RULE_BROKEN = "rule_broken"
    MAY_EFFECT_MISSED = "may_effect_missed"
    NOTHING_BROKEN = "nothing_broken"

    @property
    def infraction(self) -> Infraction:
        """The infraction this reason leads to."""
        return _REASON_INFRACTION[self]

    @property
    def question(self) -> Question:
        """The question whose answer decided it."""
        return _REASON_QUESTION[self]


_REASON_INFRACTION = {
    Reason.TRIGGER_MISSED: Infraction.MISSED_TRIGGER,
    Reason.SEEN_STILL_IN_SET: Infraction.HIDDEN_INFORMATION_ERROR,
    Reason.SEEN_AND_MOVED: Infraction.CARD_COUNT_ERROR,
    Reason.WRONG_COUNT: Infraction.CARD_COUNT_ERROR,
    Reason.RULE_BROKEN: Infraction.GENERAL_RULE_ERROR,
    Reason.MAY_EFFECT_MISSED: Infraction.NONE,
    Reason.NOTHING_BROKEN: Infraction.NONE,
}
_REASON_QUESTION = {
    Reason.TRIGGER_MISSED: Question.TRIGGER,
    Reason.SEEN_STILL_IN_SET: Question.SAME_SET,
    Reason.SEEN_AND_MOVED: Question.SAME_SET,
    Reason.WRONG_COUNT: Question.COUNT,
    Reason.RULE_BROKEN: Question.OTHER,
    Reason.MAY_EFFECT_MISSED: Question.MAY,
    Reason.NOTHING_BROKEN: Question.OTHER,
}


@dataclass(frozen=True)
class Classification:
    """The infraction that applies and the reason (the deciding question) for the ruling."""

    infraction: Infraction
    reason: Reason


def classify(answers: Answers) -> Classification:
    """The infraction the answers lead to, asking JUDGE.md's questions in order.

    `SELF_CAUGHT` and `DETRIMENTAL` decide the corrective action, not the infraction, and are
    not read here. `MAY` is read only at the last question, once another rule was broken.
    """
    if answers.get(Question.TRIGGER, False):
        return Classification(Infraction.MISSED_TRIGGER, Reason.TRIGGER_MISSED)
    if answers.get(Question.SEEN, False):
        if answers.get(Question.SAME_SET, False):
            return Classification(Infraction.HIDDEN_INFORMATION_ERROR, Reason.SEEN_STILL_IN_SET)
        return Classification(Infraction.CARD_COUNT_ERROR, Reason.SEEN_AND_MOVED)
    if answers.get(Question.COUNT, False):
        return Classification(Infraction.CARD_COUNT_ERROR, Reason.WRONG_COUNT)
    if not answers.get(Question.OTHER, False):
        return Classification(Infraction.NONE, Reason.NOTHING_BROKEN)
    if answers.get(Question.MAY, False):
        return Classification(Infraction.NONE, Reason.MAY_EFFECT_MISSED)
    return Classification(Infraction.GENERAL_RULE_ERROR, Reason.RULE_BROKEN)


def next_question(answers: Answers, level: Level) -> Question | None:
    """The next question worth asking given `answers`, or None once the infraction and its
    corrective action at `level` are decided.

    After a yes to `TRIGGER` come the Missed Trigger's own questions: `SELF_CAUGHT` (then no
    corrective action), and at a competitive event `DETRIMENTAL` (then a Warning). Casual
    events never ask `DETRIMENTAL`: the Caution does not depend on it.
    """

    def unasked(question: Question) -> bool:
        return question not in answers

    if unasked(Question.TRIGGER):
        return Question.TRIGGER
    if answers[Question.TRIGGER]:
        if unasked(Question.SELF_CAUGHT):
            return Question.SELF_CAUGHT
        if (
            not answers[Question.SELF_CAUGHT]
            and level is Level.COMPETITIVE
            and unasked(Question.DETRIMENTAL)
        ):
            return Question.DETRIMENTAL
        return None
    if unasked(Question.SEEN):
        return Question.SEEN
    if answers[Question.SEEN]:
        return Question.SAME_SET if unasked(Question.SAME_SET) else None
    if unasked(Question.COUNT):
        return Question.COUNT
    if answers[Question.COUNT]:
        return None
    if unasked(Question.OTHER):
        return Question.OTHER
    if answers[Question.OTHER] and unasked(Question.MAY):
        return Question.MAY
    return None


def parse_answers(raw: Mapping[str, object]) -> dict[Question, bool]:
    """Answers from a mapping of FORMAT.md answer keys to yes/no (``{"trigger": True}``).

    Raises `JudgeError` for a key that is no question or a value that is no yes/no.
    """
    answers: dict[Question, bool] = {}
    for key, value in raw.items():
        question = Question.parse(key)
        if not isinstance(value, bool):
            raise JudgeError(f"answer {key!r} must be yes or no, not {value!r}")
        answers[question] = value
    return answers
