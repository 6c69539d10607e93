"""How words are said: a phrase's template, the rules that say its slots, and the refusals
that catch a word defined with a phrase that cannot be said (at import, not mid-game)."""

from __future__ import annotations

import re

import pytest

from illumineer.engine.abilities import Draw
from illumineer.engine.abilities.phrasing import (
    RULES,
    Phrase,
    Rule,
    Speaker,
    Unsayable,
    english,
    rule,
    say,
    say_value,
)
from illumineer.engine.cards import CardType


@pytest.mark.parametrize(
    ("template", "says"),
    [
        ("draw [a card]", "an optional part without a slot in 'draw [a card]'"),
        ("draw [{amount} cards", "unbalanced brackets in 'draw [{amount} cards'"),
    ],
)
def test_a_phrase_that_cannot_be_said_is_refused_when_it_is_written(
    template: str, says: str
) -> None:
    with pytest.raises(ValueError, match=f"^{re.escape(says)}$"):
        Phrase(template)


def test_a_phrase_shows_its_template_and_what_it_fixes() -> None:
    assert repr(Phrase("draw {amount} cards", up_to=True)) == (
        "Phrase('draw {amount} cards', up_to=True)"
    )
    assert repr(Phrase("draw a card")) == "Phrase('draw a card')"


def test_a_slot_rule_is_defined_once() -> None:
    name = next(iter(RULES))
    with pytest.raises(ValueError, match=f"slot rule '{name}' defined twice"):
        rule(Rule(name, lambda value: True, lambda value, speaker: []))
    assert RULES[name].name == name  # the first definition stays


@pytest.mark.parametrize(
    ("card_type", "this"),
    [(CardType.ACTION, "this card"), (CardType.ITEM, "this item"),
     (CardType.CHARACTER, "this character"), (CardType.LOCATION, "this location")],
)  # fmt: skip
def test_a_card_calls_itself_by_its_type_and_an_action_this_card(
    card_type: CardType, this: str
) -> None:
    assert Speaker(card_type).this == this


def test_a_word_said_on_its_own_needs_no_speaker() -> None:
    assert english(Draw(2)) == "draw 2 cards"
    assert english(Draw(1)) == "draw a card"


def test_a_value_its_rule_cannot_say_is_refused_not_said_wrong() -> None:
    with pytest.raises(Unsayable, match="rule 'number' cannot say 'two'"):
        say_value("two", "number", Speaker())
    with pytest.raises(Unsayable, match="no rule 'nonsense' for 2"):
        say_value(2, "nonsense", Speaker())
    assert say(Draw(2), Speaker()) == ["draw", "2", "cards"]
