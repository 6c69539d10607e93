"""Actions print, parse and encode stably (STYLE.md: python-chess moves)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from illumineer.engine.actions import VERBS, Action
from illumineer.engine.errors import ActionSyntaxError


@st.composite
def actions(draw: st.DrawFn) -> Action:
    verb = draw(st.sampled_from(sorted(VERBS)))
    args = tuple(draw(st.integers(0, 8190)) for _ in VERBS[verb][1])
    return Action(verb, args)


@given(actions())
def test_text_form_parses_back(action: Action) -> None:
    assert Action.parse(str(action)) == action


@given(actions())
def test_integer_encoding_decodes_back(action: Action) -> None:
    assert Action.decode(action.encode()) == action


def test_integer_encoding_is_stable() -> None:
    # These numbers are part of the public contract: logs and AI data depend on them.
    assert Action.parse("pass").encode() == 0
    assert Action.parse("quest c12").encode() == 3 | (13 << 5)
    assert Action.parse("challenge c3 c40").encode() == 4 | (4 << 5) | (41 << 18)


def test_encodings_are_distinct() -> None:
    seen = {Action("challenge", (a, b)).encode() for a in range(30) for b in range(30)}
    assert len(seen) == 900


@pytest.mark.parametrize(
    "text", ["", "fly c1", "quest", "quest 12x", "challenge c1", "pass c1", "quest cc1"]
)
def test_malformed_text_is_refused(text: str) -> None:
    with pytest.raises(ActionSyntaxError):
        Action.parse(text)


@pytest.mark.parametrize("value", [-1, 31, 3, 3 | (1 << 40)])
def test_malformed_codes_are_refused(value: int) -> None:
    with pytest.raises(ActionSyntaxError):
        Action.decode(value)
