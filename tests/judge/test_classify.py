"""Which infraction applies (JUDGE.md, seed 000 section 06): every combination of answers,
against an independent statement of the order, and the question walker."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest

from illumineer.engine.errors import JudgeError
from illumineer.judge.classify import (
    Classification,
    Question,
    Reason,
    classify,
    next_question,
    parse_answers,
)
from illumineer.judge.messages import Language
from illumineer.judge.vocabulary import Infraction, Level

Q = Question
ALL_ANSWERS = [
    dict(zip(Question, values, strict=True))
    for values in itertools.product((False, True), repeat=len(Question))
]

# The seed's list, read literally, as first-match rules: "ask in this order".
Rule = tuple[Callable[[dict[Question, bool]], bool], Infraction, Reason]
SEED_ORDER: list[Rule] = [
    (lambda a: a[Q.TRIGGER], Infraction.MISSED_TRIGGER, Reason.TRIGGER_MISSED),
    (lambda a: a[Q.SEEN] and a[Q.SAME_SET], Infraction.HIDDEN_INFORMATION_ERROR,
     Reason.SEEN_STILL_IN_SET),
    (lambda a: a[Q.SEEN], Infraction.CARD_COUNT_ERROR, Reason.SEEN_AND_MOVED),
    (lambda a: a[Q.COUNT], Infraction.CARD_COUNT_ERROR, Reason.WRONG_COUNT),
    (lambda a: a[Q.OTHER] and a[Q.MAY], Infraction.NONE, Reason.MAY_EFFECT_MISSED),
    (lambda a: a[Q.OTHER], Infraction.GENERAL_RULE_ERROR, Reason.RULE_BROKEN),
    (lambda a: True, Infraction.NONE, Reason.NOTHING_BROKEN),
]  # fmt: skip


def by_the_seed(answers: dict[Question, bool]) -> Classification:
    for applies, infraction, reason in SEED_ORDER:
        if applies(answers):
            return Classification(infraction, reason)
    raise AssertionError("the last rule always applies")


@pytest.mark.parametrize("answers", ALL_ANSWERS, ids=lambda a: "".join("01"[v] for v in a.values()))
def test_every_combination_of_answers_follows_the_seed_order(answers: dict[Question, bool]) -> None:
    assert classify(answers) == by_the_seed(answers)


def test_the_reason_names_the_deciding_question_and_leads_to_its_infraction() -> None:
    for answers in ALL_ANSWERS:
        result = classify(answers)
        assert result.reason.infraction is result.infraction
        assert result.reason.question in answers


def test_pcg_2_1_a_missed_may_trigger_is_a_missed_trigger() -> None:
    # Ursula - Deceiver of All, the PCG's own first example: question 1 comes first.
    result = classify({Q.TRIGGER: True, Q.MAY: True, Q.OTHER: True})
    assert result.infraction is Infraction.MISSED_TRIGGER


def test_pcg_2_4_a_missed_may_effect_that_is_no_trigger_is_no_infraction() -> None:
    result = classify({Q.OTHER: True, Q.MAY: True})
    assert result == Classification(Infraction.NONE, Reason.MAY_EFFECT_MISSED)


def test_pcg_2_2_a_card_seen_still_in_its_set_is_a_hidden_information_error() -> None:
    # The top card fell during a draw: seen, but still part of the deck.
    assert classify({Q.SEEN: True, Q.SAME_SET: True}).infraction is (
        Infraction.HIDDEN_INFORMATION_ERROR
    )


def test_pcg_2_3_a_card_seen_and_moved_to_another_hidden_zone_is_a_card_count_error() -> None:
    # An extra card drawn: it went from the deck to the hand.
    assert classify({Q.SEEN: True, Q.SAME_SET: False, Q.COUNT: True}) == Classification(
        Infraction.CARD_COUNT_ERROR, Reason.SEEN_AND_MOVED
    )


def test_pcg_2_3_nothing_seen_but_a_wrong_count_is_a_card_count_error() -> None:
    # Fishbone Quill put two cards into the inkwell.
    assert classify({Q.COUNT: True}).reason is Reason.WRONG_COUNT


def test_unanswered_questions_count_as_no() -> None:
    assert classify({}) == Classification(Infraction.NONE, Reason.NOTHING_BROKEN)


def walk(answers: dict[Question, bool], level: Level) -> list[Question]:
    """The questions the walker asks a judge whose true answers are `answers`."""
    given: dict[Question, bool] = {}
    asked = []
    while (question := next_question(given, level)) is not None:
        assert question not in given, f"{question} asked twice"
        asked.append(question)
        given[question] = answers[question]
    return asked


@pytest.mark.parametrize("level", list(Level))
def test_the_walker_asks_only_what_decides_the_infraction_and_its_action(level: Level) -> None:
    for answers in ALL_ANSWERS:
        asked = walk(answers, level)
        given = {q: answers[q] for q in asked}
        assert classify(given) == classify(answers)
        # Any answer not asked could be anything: the result does not depend on it.
        for question in set(Question) - set(asked):
            flipped = answers | {question: not answers[question]}
            assert classify(flipped) == classify(answers)
        assert (Q.SELF_CAUGHT in asked) is answers[Q.TRIGGER]
        expects_detrimental = (
            answers[Q.TRIGGER] and not answers[Q.SELF_CAUGHT] and level is Level.COMPETITIVE
        )
        assert (Q.DETRIMENTAL in asked) is expects_detrimental
        assert (Q.MAY in asked) is (
            not answers[Q.TRIGGER] and not answers[Q.SEEN] and not answers[Q.COUNT]
            and answers[Q.OTHER]
        )  # fmt: skip


def test_the_walker_asks_in_the_seed_order() -> None:
    answers = dict.fromkeys(Question, False) | {Q.OTHER: True}
    assert walk(answers, Level.COMPETITIVE) == [Q.TRIGGER, Q.SEEN, Q.COUNT, Q.OTHER, Q.MAY]
    answers = dict.fromkeys(Question, False) | {Q.TRIGGER: True}
    assert walk(answers, Level.COMPETITIVE) == [Q.TRIGGER, Q.SELF_CAUGHT, Q.DETRIMENTAL]
    assert walk(answers, Level.CASUAL) == [Q.TRIGGER, Q.SELF_CAUGHT]
    answers = dict.fromkeys(Question, False) | {Q.SEEN: True}
    assert walk(answers, Level.CASUAL) == [Q.TRIGGER, Q.SEEN, Q.SAME_SET]


def test_questions_are_asked_in_both_languages() -> None:
    for question in Question:
        english, japanese = question.text(Language.EN), question.text(Language.JA)
        assert english.endswith("?") and japanese != english
        assert "？" in japanese
    assert "“may”" in Q.MAY.text(Language.EN) and "〜してもよい" in Q.MAY.text(Language.JA)


def test_report_answers_are_read_from_format_keys() -> None:
    raw: dict[str, object] = {"trigger": False, "seen": True, "same_set": False}
    assert parse_answers(raw) == {Q.TRIGGER: False, Q.SEEN: True, Q.SAME_SET: False}
    with pytest.raises(JudgeError, match="unknown question 'sen'"):
        parse_answers({"sen": True})
    with pytest.raises(JudgeError, match="must be yes or no"):
        parse_answers({"count": "maybe"})
