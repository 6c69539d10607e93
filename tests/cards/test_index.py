"""The prepared card index: the catalogue as it was built, read back only under its key."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from illumineer.cards import index
from illumineer.cards.catalogue import Catalogue
from illumineer.cards.index import CACHE_HOME_ENV, INDEX_FILE_NAME
from illumineer.cli.main import main
from illumineer.engine.cards import Format
from illumineer.engine.errors import CardDataError
from tests import synthetic


@pytest.fixture
def card_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The made-up export in a file of its own, an empty cache folder and user data folder."""
    monkeypatch.setenv(CACHE_HOME_ENV, str(tmp_path / "cache"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return synthetic.write_export(tmp_path)


def _never_built(monkeypatch: pytest.MonkeyPatch) -> None:
    def built(*args: object) -> Catalogue:
        raise AssertionError("the catalogue was built from the card data, not read from its index")

    monkeypatch.setattr(Catalogue, "load", built)


def _cached(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "cache" / "illumineer").glob("catalogue-*.json"))


def test_every_definition_reads_back_equal(catalogue: Catalogue) -> None:
    for definition in catalogue.facts():
        again = index.decode(json.loads(json.dumps(index.encode(definition))))
        assert again == definition  # every field the data gives
        assert (again.keyword_set, again.is_song) == (definition.keyword_set, definition.is_song)
    key = "k" * 64
    read = index.from_json(index.to_json(catalogue, key), key)
    assert read is not None and read.facts() == catalogue.facts()
    for part in ("generated_on", "format_sets", "japanese", "printings"):
        assert getattr(read, part) == getattr(catalogue, part), part
    assert read.conflicts() == catalogue.conflicts()
    # Card code is attached when a card is handed out, as to a catalogue built from the data.
    assert read.get("Let it Go").behaviour is not None
    assert read.get("Mickey Mouse - True Friend").legal_in(Format.CORE)


def test_the_first_load_writes_the_index_and_the_next_reads_it(
    card_data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    built = index.load(card_data)
    (written,) = _cached(tmp_path)
    assert written.name == f"catalogue-{index.index_key(card_data, None)}.json"
    _never_built(monkeypatch)
    read = index.load(card_data)
    assert read.facts() == built.facts() and len(read) == len(built) == 30


def test_an_index_of_other_data_is_never_trusted(
    card_data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    index.load(card_data)
    (written,) = _cached(tmp_path)
    export = synthetic.export()
    export["cards"][0]["cost"] = 9  # the data changes...
    card_data.write_text(json.dumps(export), encoding="utf-8")
    name = export["cards"][0]["fullName"]
    assert index.load(card_data).get(name).cost == 9  # ...so its index is rebuilt
    assert len(_cached(tmp_path)) == 2
    # An index file put where the new key points, holding another key, is not read.
    key = index.index_key(card_data, None)
    path = index.index_path(card_data, key)
    assert path is not None
    path.write_bytes(written.read_bytes())
    assert index.load(card_data).get(name).cost == 9
    assert json.loads(path.read_bytes())["key"] == key  # and it was written again


@pytest.mark.parametrize(
    "damage", [b"", b"\x00garbage", b"[1, 2]", b'{"format": 1, "key": "KEY", "definitions": [[]]}']
)
def test_a_damaged_index_is_rebuilt_without_an_error(
    card_data: Path, tmp_path: Path, damage: bytes
) -> None:
    key = index.index_key(card_data, None)
    path = index.index_path(card_data, key)
    assert path is not None
    path.parent.mkdir(parents=True)
    path.write_bytes(damage.replace(b"KEY", key.encode()))
    assert len(index.load(card_data)) == 30
    assert json.loads(path.read_bytes())["key"] == key


@pytest.mark.parametrize("cache", ["relative/cache", "{file}"])
def test_without_a_usable_cache_the_catalogue_is_built_in_memory(
    card_data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cache: str
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(CACHE_HOME_ENV, cache.replace("{file}", str(blocker)))
    assert len(index.load(card_data)) == 30
    assert len(index.load(card_data)) == 30
    assert not (tmp_path / "relative").exists() and blocker.read_text() == "not a folder"


def test_the_cache_keeps_the_newest_indexes(card_data: Path, tmp_path: Path) -> None:
    export = synthetic.export()
    for cost in range(1, 8):
        export["cards"][0]["cost"] = cost
        card_data.write_text(json.dumps(export), encoding="utf-8")
        index.load(card_data)
    assert len(_cached(tmp_path)) == index.CACHED_INDEXES


def test_fetch_writes_the_index_beside_the_data(
    card_data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    monkeypatch.delenv("ILLUMINEER_CARDS", raising=False)
    monkeypatch.delenv("ILLUMINEER_CARDS_JA", raising=False)
    assert main(["cards", "fetch", "--from", str(card_data)]) == 0
    folder = tmp_path / "data" / "illumineer"
    assert f"card index written to {folder / INDEX_FILE_NAME}" in capsys.readouterr().out
    assert not _cached(tmp_path)  # the fetched data's index is not a cache
    _never_built(monkeypatch)
    assert main(["cards", "show", "Mickey Mouse - True Friend"]) == 0
    assert "legal in Infinity" in capsys.readouterr().out


def test_an_unreadable_card_file_is_reported_as_before(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="no such file"):
        index.load(tmp_path / "missing.json")


# A fresh interpreter: what a command imports (the test session has imported everything).
_IMPORTED = """
import sys
from illumineer.cli.main import main
try:
    code = main(sys.argv[1:])
except SystemExit as exit_:
    code = exit_.code
heavy = ["illumineer.engine.game", "illumineer.judge", "sqlalchemy", "yaml",
         "illumineer.agents", "illumineer.cards.code", "illumineer.cards.catalogue"]
print(code, *[name for name in heavy if name in sys.modules])
"""


@pytest.mark.parametrize(
    ("argv", "imported"),
    [
        (["--version"], []),
        (["--help"], []),
        (["cards", "--help"], ["illumineer.cards.catalogue"]),
        (["cards", "show", "Mickey Mouse - True Friend"],
         ["illumineer.cards.code", "illumineer.cards.catalogue"]),
        (["cards", "search", "Mickey"], ["illumineer.cards.code", "illumineer.cards.catalogue"]),
    ],
)  # fmt: skip
def test_a_command_imports_only_what_it_needs(
    card_data: Path, argv: list[str], imported: list[str]
) -> None:
    env = {**os.environ, "ILLUMINEER_CARDS": str(card_data)}
    env.pop("ILLUMINEER_CARDS_JA", None)
    result = subprocess.run([sys.executable, "-c", _IMPORTED, *argv], env=env,
                            capture_output=True, text=True, check=True)  # fmt: skip
    assert result.stdout.split("\n")[-2].split() == ["0", *imported], result.stderr
