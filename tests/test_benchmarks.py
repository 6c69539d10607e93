"""The instruction-count benchmark refuses bad options in one line, before measuring."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "instructions.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("instructions", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["instructions"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("options", "said"),
    [
        (["--decks", "amber-steel", "no-such-deck"], "no example deck 'no-such-deck'"),
        (["--engine", "/"], "is not a src directory"),
    ],
)
def test_bad_options_are_refused_in_one_line(
    options: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _script().main(options) == 2
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1


def test_a_bad_number_of_games_is_an_argument_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        _script().main(["--games", "0"])
    assert stop.value.code == 2
    assert "0 is not a whole number from 1 to 1000" in capsys.readouterr().err


def test_without_valgrind_it_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    script = _script()
    monkeypatch.setattr(script.shutil, "which", lambda name: None)
    assert script.main(["--games", "1"]) == 2
    assert "valgrind is not installed" in capsys.readouterr().err
