"""Property-based fuzzing of every parser: any input gives a result or one typed error line.

Each test feeds Hypothesis-made input to one parser and accepts exactly two outcomes: a value,
or the parser's own `IllumineerError` subclass with a one-line message. Anything else (a
traceback) fails the test and Hypothesis shrinks it to a small example; such examples are kept
in ``tests/corpus`` (files named ``found-*``) so they stay fixed. Example counts are modest so
the suite stays fast; ``HYPOTHESIS_PROFILE=long pytest tests/test_fuzz.py`` tries many more.
"""

from __future__ import annotations

import base64
import contextlib
import io
import json
import os
import string
import tempfile
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from illumineer.cards import fetch
from illumineer.cards.catalogue import Catalogue
from illumineer.cards.coverage import is_implemented
from illumineer.cards.decks import parse_deck, parse_deck_code, parse_deck_list
from illumineer.cli.main import main
from illumineer.engine.actions import Action
from illumineer.engine.errors import (
    ActionSyntaxError,
    CardDataError,
    DeckListError,
    GameLogError,
    IllumineerError,
    ScenarioError,
    UnknownCard,
)
from illumineer.engine.jsontext import json_depth
from illumineer.engine.log import LOG_FORMAT, GameLog
from illumineer.scenario import schema
from illumineer.scenario.reader import parse_scenario
from illumineer.scenario.runner import Scenario, with_test_cards
from tests import synthetic

settings.register_profile(
    "default", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("long", max_examples=5000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

# A shared catalogue: fixtures and @given do not mix (a function-scoped fixture is made once).
_CARDS = Catalogue.from_lorcanajson(synthetic.export())
NAMES = [card.full_name for card in _CARDS]


def one_line(error: BaseException) -> None:
    assert str(error) and "\n" not in str(error), repr(str(error))


def _non_ascii_digit(text: str) -> bool:
    # Action.parse (the lead's, on main) still converts these with int(): skipped here, and
    # kept in the corpus as expected failures until the fix lands.
    return any(
        not c.isascii() and (c.isdigit() or unicodedata.digit(c, None) is not None) for c in text
    )


# ---------------------------------------------------------------------- deck lists

counts = st.one_of(
    st.integers(-5, 1200).map(str),
    st.sampled_from(["²", "①", "٤", "４", "x4", "4x", "9" * 60, "", "0"]),
    st.text(string.digits + "x×枚 ", max_size=6),
)
names = st.one_of(st.sampled_from(NAMES), st.text(max_size=40))
lines = st.one_of(
    st.tuples(counts, names).map(lambda p: f"{p[0]} {p[1]}"),
    st.tuples(names, counts).map(lambda p: f"{p[0]} x{p[1]}"),
    st.sampled_from(["# comment", "Characters (60)", "Deck:", "Total: 60", "", "・ 4 x"]),
    st.text(max_size=80),
)


@given(st.lists(lines, max_size=30).map("\n".join))
def test_deck_lists(text: str) -> None:
    try:
        deck = parse_deck_list(text, _CARDS)
    except DeckListError as error:
        one_line(error)
        assert 1 <= len(error.problems) <= 21
    else:
        assert 1 <= deck.total <= 1000


@given(st.one_of(st.text(max_size=200), st.binary(max_size=200).map(lambda b: b.decode("latin-1"))))
def test_any_text_as_a_deck(text: str) -> None:
    try:
        parse_deck(text, _CARDS)
    except DeckListError as error:
        one_line(error)


entries = st.tuples(names, counts).map(lambda p: f"{p[0].replace(' - ', '_', 1)}${p[1]}")


@given(
    st.one_of(
        st.lists(entries, max_size=12).map(lambda e: base64.b64encode("|".join(e).encode())),
        st.binary(max_size=120).map(base64.b64encode),
        st.binary(max_size=120).map(base64.urlsafe_b64encode),
    ),
    st.sampled_from(["", "=", "==", " ", "\n"]),
)
def test_deck_codes(code: bytes, tail: str) -> None:
    try:
        parse_deck_code(code.decode("ascii").rstrip("=") + tail, _CARDS)
    except DeckListError as error:
        one_line(error)


# ---------------------------------------------------------------------- game logs

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=25,
)
LOG_KEYS = ["format", "rules", "seed", "first_player", "mode", "decks", "actions"]


@given(st.dictionaries(st.sampled_from(LOG_KEYS), json_values), st.booleans())
def test_log_fields_of_any_type(fields: dict[str, Any], right_format: bool) -> None:
    if right_format:
        fields["format"] = LOG_FORMAT
    try:
        log = GameLog.from_json(json.dumps(fields))
    except GameLogError as error:
        one_line(error)
    else:
        assert isinstance(log.seed, int) and log.first_player in (0, 1)
        assert all(isinstance(a, str) and a.isascii() for a in log.actions)


@given(st.one_of(st.text(max_size=300), json_values.map(json.dumps)))
def test_any_text_as_a_log(text: str) -> None:
    try:
        GameLog.from_json(text)
    except GameLogError as error:
        one_line(error)


@given(json_values)
def test_json_depth_counts_nesting_as_the_decoder_sees_it(value: Any) -> None:
    def depth(v: Any) -> int:
        if isinstance(v, list):
            return 1 + max(map(depth, v), default=0)
        if isinstance(v, dict):
            return 1 + max(map(depth, v.values()), default=0)
        return 0

    assert json_depth(json.dumps(value), 1000) == depth(value)


# ---------------------------------------------------------------------- scenarios

yaml_text = st.text(alphabet=string.printable + "&*!|>-:[]{}?'\"ミ", max_size=300)


@given(yaml_text)
def test_any_text_as_a_scenario(text: str) -> None:
    try:
        schema.check(parse_scenario(text))
    except ScenarioError as error:
        one_line(error)


ALIASES = ["mickey", "stitch", "pumbaa", "nobody"]
values = st.one_of(
    st.sampled_from(ALIASES),
    st.sampled_from(["p1", "p2", "p3", "yes", "no", "none", "hand", "deck", "inkwell"]),
    st.integers(-3, 200),
    st.booleans(),
    st.none(),
    st.lists(st.sampled_from(ALIASES), max_size=3),
    json_values,
)
steps = st.one_of(
    st.builds(
        lambda verb, value, options: {verb: value, **options},
        st.sampled_from([*schema.STEPS, "check"]),
        values,
        st.dictionaries(
            st.sampled_from(
                [
                    "target",
                    "to",
                    "singer",
                    "singers",
                    "shift",
                    "free",
                    "refused",
                    "ability",
                    "count",
                    "top",
                    "answers",
                    "role",
                    "noticed_by",
                ]
            ),
            values,
            max_size=2,
        ),
    ),
    json_values,
)
SETUP = {"p1": {"ink": 3, "hand": [{"card": "Mickey Mouse - True Friend", "as": "mickey"}],
                "play": [{"card": "Stitch - New Dog", "as": "stitch"}]},
         "p2": {"play": [{"card": "Pumbaa - Friendly Warthog", "as": "pumbaa"}]}}  # fmt: skip


@given(st.lists(steps, max_size=4), st.sampled_from(["strict", "table"]), values)
def test_scenarios_with_any_steps_are_refused_or_run(
    steps_: list[Any], mode: str, expect: Any
) -> None:
    data = {"name": "fuzzed", "mode": mode, "setup": SETUP, "steps": steps_}
    if isinstance(expect, dict):
        data["expect"] = expect
    try:
        scenario = Scenario(data, Path("fuzzed.yaml"), with_test_cards(_CARDS.get), is_implemented)
    except ScenarioError as error:
        one_line(error)
        return
    # Well-formed: running it passes or fails with one line, never raises.
    result = scenario.run()
    assert "\n" not in result.message


# ---------------------------------------------------------------------- actions and names


@given(st.text(max_size=40).filter(lambda t: not _non_ascii_digit(t)))
def test_action_texts(text: str) -> None:
    try:
        action = Action.parse(text)
    except ActionSyntaxError as error:
        assert "\n" not in str(error)
    else:
        assert Action.parse(str(action)) == action


@given(st.one_of(st.text(max_size=250), st.sampled_from(NAMES).map(lambda n: n.upper() + "x")))
def test_card_names(name: str) -> None:
    try:
        card = _CARDS.get(name)
    except UnknownCard as error:
        one_line(error)
    else:
        assert card.full_name in NAMES
    assert isinstance(_CARDS.search(name), tuple) and isinstance(_CARDS.named(name), tuple)


# ---------------------------------------------------------------------- the command line

# Numbers that are refused, or so small that a simulate they reach plays a game or two.
numbers = st.one_of(
    st.sampled_from(["1", "2", "0", "-1", "1000001", "9" * 30, "²", "٣", "1e3", "", " 1"]),
    st.text(max_size=6).filter(lambda t: not t.strip().lstrip("-+").isdigit()),
)
paths = st.one_of(
    st.sampled_from(["missing.txt", "folder", "file.txt", "binary.bin", "/dev/null",
                     "file.txt/under", "", ".", "amber-steel", "\x00", "core", "infinity"]),
    st.text(max_size=12).filter(lambda t: "\x00" not in t),
)  # fmt: skip
options = {
    "simulate": ["--games", "--seed", "--max-actions", "--log-dir", "--decks", "--agents",
                 "--quiet", "--format", "--bogus"],
    "play": ["--deck", "--opponent-deck", "--bot", "--seed", "--seat", "--format"],
    "replay": ["--check"],
    "scenario": ["run", "--quiet"],
    "cards": ["fetch", "show", "search", "deck", "coverage", "--from", "--ja-from", "-v",
              "--format"],
}  # fmt: skip
words = st.one_of(numbers, paths, st.sampled_from([o for os_ in options.values() for o in os_]))


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    command = draw(st.sampled_from([*options, "frobnicate"]))
    argv = [command]
    # The made-up card data holds the vanilla examples only, not the default (Core) decks; a
    # fuzzed deck option drawn below overrides these.
    if command == "simulate":
        argv += ["--decks", "amber-steel", "ruby-sapphire"]
    elif command == "play":
        argv += ["--deck", "amber-steel", "--opponent-deck", "ruby-sapphire"]
    for _ in range(draw(st.integers(0, 5))):
        argv.append(draw(st.sampled_from(options.get(command, ["--x"]))))
        argv.extend(draw(st.lists(words, max_size=2)))
    if command == "simulate" and "--games" not in argv:
        argv += ["--games", "1"]
    return argv


@contextlib.contextmanager
def _sandbox() -> Iterator[None]:
    """A folder of its own as the cwd (a fuzzed --log-dir is made there), the made-up card
    data, no download, and no terminal input."""
    old_cwd, old_env = os.getcwd(), dict(os.environ)
    old_download = fetch.download_wheel
    import builtins

    old_input: Any = builtins.input
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "folder").mkdir()
        (root / "file.txt").write_text("hello")
        (root / "binary.bin").write_bytes(bytes(range(256)))
        os.chdir(root)
        os.environ["ILLUMINEER_CARDS"] = str(synthetic.write_export(root))
        os.environ["XDG_DATA_HOME"] = str(root / "data")
        os.environ.pop("ILLUMINEER_CARDS_JA", None)

        def no_download(dest_dir: Path) -> Path:
            # `cards fetch` may rightly ask; the corpus checks bad paths never get this far.
            raise CardDataError("the fuzzed command lines download nothing")

        def no_input(prompt: object = "") -> str:
            raise EOFError

        fetch.download_wheel = no_download
        builtins.input = no_input
        try:
            yield
        finally:
            fetch.download_wheel = old_download
            builtins.input = old_input
            os.chdir(old_cwd)
            os.environ.clear()
            os.environ.update(old_env)


@settings(max_examples=40)
@given(command_lines())
def test_command_lines(argv: list[str]) -> None:
    out, err = io.StringIO(), io.StringIO()
    with _sandbox(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exit_:
            code = exit_.code if isinstance(exit_.code, int) else 1
            assert code in (0, 2), err.getvalue()  # --help or a usage error
        except IllumineerError as error:  # pragma: no cover - main reports these itself
            raise AssertionError(f"main let {error!r} through") from error
    assert isinstance(code, int)
    assert "Traceback" not in err.getvalue()
    if code == 1:
        assert all(line.startswith("error: ") for line in err.getvalue().splitlines()), err
    del out


@pytest.mark.parametrize("text", ["quest c²", "quest c①", "choose c٣"])
def test_action_texts_with_digits_of_no_ascii_number(text: str) -> None:
    with pytest.raises(ActionSyntaxError):
        Action.parse(text)
