"""Coverage-guided fuzzing of Illumineer's input parsers with atheris (libFuzzer for Python).

    pip install -e '.[fuzz]'
    python fuzz/fuzz_inputs.py TARGET [libFuzzer options] [CORPUS_DIR ...]

TARGET is one of `TARGETS` (deck, log, scenario, action, name, japanese, argv). Each takes
libFuzzer's bytes, hands them to one entry point, and accepts a value or that entry point's
typed `IllumineerError`; any other exception is a crash: libFuzzer stops and writes the input
as ``crash-<sha1>``. Keep such an input in ``tests/corpus/<folder>/found-*`` once it is fixed.

Seed it with the bad-input corpus and a writable folder for what it discovers, e.g.::

    mkdir -p /tmp/fuzz-scenario
    python fuzz/fuzz_inputs.py scenario -max_total_time=300 /tmp/fuzz-scenario tests/corpus/scenario

Card names are looked up in a made-up export of 30 cards (`tests.synthetic`), so no card
data is needed. Not run in CI: it runs until stopped or until ``-max_total_time``.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import atheris

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.synthetic

with atheris.instrument_imports():
    from illumineer.cards.catalogue import Catalogue
    from illumineer.cards.coverage import is_implemented
    from illumineer.cards.japanese import decode_japanese, parse_japanese
    from illumineer.cli import game_cmd
    from illumineer.cli.main import build_parser, main
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

CARDS = Catalogue.from_lorcanajson(synthetic.export())
WORK = Path(tempfile.mkdtemp(prefix="illumineer-fuzz-"))
INPUT = WORK / "input"


def _as_file(data: bytes) -> Path:
    INPUT.write_bytes(data)
    return INPUT


def deck(data: bytes) -> None:
    """A deck file (list or code): read, parsed and checked for play."""
    with contextlib.suppress(DeckListError):
        game_cmd.load_deck(str(_as_file(data)), CARDS)


def log(data: bytes) -> None:
    """A game log file: read, decoded and replayed."""
    try:
        text = read_text(_as_file(data), limit=MAX_LOG_SIZE, what="log", error=GameLogError)
        replay(GameLog.from_json(text), with_test_cards(CARDS.get))
    except GameLogError:
        pass


def scenario(data: bytes) -> None:
    """A scenario file: read, shape-checked, and run when well formed."""
    try:
        loaded = load_scenario(_as_file(data), with_test_cards(CARDS.get), is_implemented)
    except ScenarioError:
        return
    loaded.run()


def action(data: bytes) -> None:
    """An action text."""
    text = atheris.FuzzedDataProvider(data).ConsumeUnicodeNoSurrogates(64)
    with contextlib.suppress(ActionSyntaxError):
        Action.parse(text)


def name(data: bytes) -> None:
    """A card name looked up, searched and taken as a bare name."""
    text = atheris.FuzzedDataProvider(data).ConsumeUnicodeNoSurrogates(300)
    CARDS.search(text)
    CARDS.named(text)
    with contextlib.suppress(UnknownCard):
        CARDS.get(text)


def japanese(data: bytes) -> None:
    """A Japanese card list's JSON."""
    with contextlib.suppress(CardDataError):
        parse_japanese(decode_japanese(data.decode("utf-8", "replace"), "fuzz"), "fuzz")


def argv(data: bytes) -> None:
    """A command line (arguments separated by NUL bytes) through `main`, in a sandbox."""
    args = data.decode("utf-8", "surrogateescape").split("\0")[:12]
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        try:
            parsed = build_parser().parse_args(args)
        except SystemExit:  # a usage error: main says it the same way
            parsed = None
        if parsed is not None and getattr(parsed, "games", 0) > 2:
            return  # a valid request for many games is a long run, not a bug
        with contextlib.suppress(SystemExit):
            main(args)


TARGETS: dict[str, Callable[[bytes], None]] = {
    "deck": deck,
    "log": log,
    "scenario": scenario,
    "action": action,
    "name": name,
    "japanese": japanese,
    "argv": argv,
}


def _sandbox() -> None:
    """Made-up card data, a user data folder of its own, no terminal, the cwd in WORK."""
    os.environ["ILLUMINEER_CARDS"] = str(synthetic.write_export(WORK))
    os.environ["XDG_DATA_HOME"] = str(WORK / "data")
    os.environ.pop("ILLUMINEER_CARDS_JA", None)
    from illumineer.cards import fetch

    def no_download(dest_dir: Path) -> Path:
        raise CardDataError("the fuzzer downloads nothing")

    fetch.download_wheel = no_download
    sys.stdin = io.StringIO("")
    os.chdir(WORK)


def run(args: list[str]) -> None:
    if len(args) < 2 or args[1] not in TARGETS:
        raise SystemExit(f"usage: {args[0]} {{{','.join(TARGETS)}}} [libFuzzer options]")
    target = TARGETS[args[1]]
    # Corpus folders are given relative to where the command runs; libFuzzer reads them later.
    rest = [a if a.startswith("-") else str(Path(a).resolve()) for a in args[2:]]
    if not any(a.startswith("-artifact_prefix=") for a in rest):
        rest.append(f"-artifact_prefix={Path.cwd()}/")  # crash files where the command ran
    _sandbox()
    atheris.Setup([args[0], *rest], target)
    atheris.Fuzz()


if __name__ == "__main__":
    run(sys.argv)
