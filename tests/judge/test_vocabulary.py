"""The judge's words: PCG sections, printed names, lenient parsing and typed errors."""

from __future__ import annotations

import pytest

from illumineer.engine.errors import IllumineerError, JudgeError, LedgerError
from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role


def test_infractions_carry_their_pcg_section_and_english_name() -> None:
    assert [(i.section, i.english) for i in Infraction] == [
        ("2.1", "Missed Trigger"),
        ("2.2", "Hidden Information Error"),
        ("2.3", "Card Count Error"),
        ("2.4", "General Rule Error"),
        (None, "none"),
    ]


def test_penalties_print_as_the_guidelines_do_in_rising_order() -> None:
    assert [str(p) for p in Penalty] == ["none", "Caution", "Warning", "Game Loss"]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Missed Trigger", Infraction.MISSED_TRIGGER),
        ("card count error", Infraction.CARD_COUNT_ERROR),
        ("GENERAL_RULE_ERROR", Infraction.GENERAL_RULE_ERROR),
        ("none", Infraction.NONE),
    ],
)
def test_infractions_parse_as_people_type_them(text: str, word: Infraction) -> None:
    assert Infraction.parse(text) is word


def test_other_words_parse_too() -> None:
    assert Penalty.parse("game loss") is Penalty.GAME_LOSS
    assert Level.parse("Competitive") is Level.COMPETITIVE
    assert Role.parse("FLOOR") is Role.FLOOR


def test_an_unknown_word_is_a_typed_one_line_error() -> None:
    with pytest.raises(JudgeError, match="unknown infraction 'Slow Play'") as caught:
        Infraction.parse("Slow Play")
    assert "Missed Trigger" in str(caught.value) and "\n" not in str(caught.value)
    assert issubclass(LedgerError, JudgeError) and issubclass(JudgeError, IllumineerError)
