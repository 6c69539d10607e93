"""The engine's words (STYLE.md: "a word, not a string"): each enum member is a word of its
own. Two members with one value would be one word under two names: a trigger on "damage
removed" would fire on damage, one on "leaves play" on a ready."""

from __future__ import annotations

from enum import IntEnum

import pytest

from illumineer.engine import vocabulary
from illumineer.engine.vocabulary import CardType

WORDS = sorted(
    (value for value in vars(vocabulary).values()
     if isinstance(value, type) and issubclass(value, IntEnum) and value is not IntEnum),
    key=lambda enum: enum.__name__,
)  # fmt: skip


@pytest.mark.parametrize("words", WORDS, ids=lambda enum: enum.__name__)
def test_no_two_words_share_a_value(words: type[IntEnum]) -> None:
    assert len(words.__members__) == len(list(words)), [
        name for name, member in words.__members__.items() if member.name != name
    ]


def test_the_event_kinds_cards_trigger_on_are_all_there() -> None:
    # Guard the parametrisation above: it must see the enums it is meant to check.
    assert {"EventKind", "Keyword", "Stat", "Verb", "Zone"} <= {w.__name__ for w in WORDS}


def test_a_card_type_is_read_from_its_printed_word_and_any_other_word_is_refused() -> None:
    assert CardType.from_printed(" Location ") is CardType.LOCATION
    with pytest.raises(ValueError, match="'Planeswalker' is not a card type"):
        CardType.from_printed("Planeswalker")
