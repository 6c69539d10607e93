"""Actions print, parse and encode stably (STYLE.md: python-chess moves)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from illumineer.engine.actions import SHAPES, Action
from illumineer.engine.errors import ActionSyntaxError
from illumineer.engine.vocabulary import Verb, Zone

#: The values an argument can take, by its kind in `SHAPES`.
_KINDS = {
    "c": st.integers(0, 8190),
    "n": st.integers(0, 8190),
    "p": st.sampled_from((0, 1)),
    "z": st.sampled_from([int(zone) for zone in Zone]),
    "s": st.sampled_from((1, 2, 3)),
}


@st.composite
def actions(draw: st.DrawFn) -> Action:
    verb = draw(st.sampled_from(sorted(SHAPES)))
    args = tuple(draw(_KINDS[kind]) for kind in SHAPES[verb])
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
    seen = {Action(Verb.CHALLENGE, (a, b)).encode() for a in range(30) for b in range(30)}
    assert len(seen) == 900


@pytest.mark.parametrize(
    "text",
    ["", "fly c1", "quest", "quest 12x", "challenge c1", "pass c1", "quest cc1", "quest c²",
     "quest c١٢", "number ３", "quest c" + "9" * 40, "quest c1" + " " * 100,
     "draw 0 1", "draw 1 1", "draw p3 1", "put c3 3", "put c3 graveyard", "reveal c3 3",
     "reveal c3 p1p2", "judge-refill 0"],
)
def test_malformed_text_is_refused(text: str) -> None:
    with pytest.raises(ActionSyntaxError):
        Action.parse(text)


@pytest.mark.parametrize("value", [-1, 31, 18, 3, 3 | (1 << 40)])
def test_malformed_codes_are_refused(value: int) -> None:
    with pytest.raises(ActionSyntaxError):
        Action.decode(value)


def test_a_code_wider_than_a_verb_and_two_arguments_is_no_action_code() -> None:
    # 13 bits of escaped verb and two arguments of 13 bits: the first wider value is refused
    # as a whole, before its bits are read as a verb and arguments.
    within = Action.parse("judge-trigger 2").encode() | (1 << 38)  # read, then refused
    with pytest.raises(ActionSyntaxError, match="has extra bits for 'judge-trigger'"):
        Action.decode(within)
    for value in (1 << 39, Action.parse("challenge c3 c40").encode() | (1 << 39)):
        with pytest.raises(ActionSyntaxError, match=f"^{value} is not an action code$"):
            Action.decode(value)


def test_every_verb_has_a_stable_code_and_text() -> None:
    # Codes are part of the public contract: appended, never changed.
    assert {verb.text: int(verb) for verb in Verb} == {
        "pass": 0, "ink": 1, "play": 2, "quest": 3, "challenge": 4, "move": 5, "mulligan": 6,
        "keep": 7, "sing": 8, "shift": 9, "activate": 10, "resolve": 11, "choose": 12,
        "yes": 13, "no": 14, "number": 15, "concede": 16, "done": 17, "boost": 19,
        "sing-with": 20, "draw": 21, "put": 22, "reveal": 23, "look": 24, "miss": 25,
        "judge-draw": 26, "judge-return": 27, "judge-return-random": 28, "judge-refill": 29,
        "judge-show": 30, "judge-trigger": 32, "judge-check": 33, "judge-mix": 34,
        "overlook": 35, "forget-draw": 36, "forget-lore": 37, "judge-restore": 38,
        "judge-game-loss": 39, "drops": 48, "mode": 49, "name": 50, "player": 51,
    }


def test_codes_from_32_use_the_escape_and_old_codes_never_change() -> None:
    assert Action.parse("challenge c3 c40").encode() == 4 | (4 << 5) | (41 << 18)
    late = Action.parse("judge-trigger 2")
    assert late.encode() & 31 == 31 and Action.decode(late.encode()) == late


def test_players_zones_and_seats_are_words_in_the_text_form() -> None:
    # Players count from 1 as FORMAT.md does: "draw 1 1" was the second player, a trap.
    assert str(Action(Verb.DRAW, (1, 2))) == "draw p2 2"
    assert str(Action(Verb.PUT, (7, int(Zone.INKWELL)))) == "put c7 inkwell"
    assert str(Action(Verb.REVEAL, (7, 3))) == "reveal c7 both"
    assert Action.parse("reveal c7 p2").args == (7, 2)
    assert Action.parse("judge-return-random p1 hand").args == (0, int(Zone.HAND))
    with pytest.raises(ActionSyntaxError, match="is not a player, p1 or p2"):
        Action(Verb.DRAW, (2, 1))
