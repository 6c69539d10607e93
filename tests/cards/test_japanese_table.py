"""The packaged Japanese table: what it holds, that it is current, and what users see."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stderr, redirect_stdout
from importlib import resources
from pathlib import Path

import pytest

from illumineer.cards import build_ja_table, files
from illumineer.cards.catalogue import Catalogue
from illumineer.cards.japanese import PACKAGED_TABLE, read_packaged
from illumineer.cli.main import main
from illumineer.engine.errors import UnknownCard, UnknownJapaneseCard
from tests import synthetic
from tests.cards.test_catalogue import SEEDS
from tests.conftest import SHARED, needs_shared

DATA = resources.files("illumineer.cards").joinpath("data")


def test_the_table_holds_only_what_the_loader_reads_and_its_notice_is_beside_it() -> None:
    table = json.loads(DATA.joinpath(PACKAGED_TABLE).read_text("utf-8"))
    assert "LICENSE-great-illuminary-lorcana-data" in table["about"]
    keys = {key for row in table["cards"] for key in row}
    assert keys == {"setCode", "number", "ja_name", "ja_version", "ja_rules_text"}
    assert {row["setCode"] for row in table["cards"]} == {"1", "2", "3", "4"}
    notice = DATA.joinpath("LICENSE-great-illuminary-lorcana-data").read_text("utf-8")
    assert notice.startswith("MIT License") and "Permission is hereby granted" in notice
    rows = read_packaged()
    assert len(rows) == len(table["cards"]) > 800


@needs_shared("carddata/ja/ja-en-join-sets1-4.json")
def test_the_table_is_what_the_generator_makes_from_the_teams_list() -> None:
    for name, text in build_ja_table.expected_files(SHARED).items():
        assert DATA.joinpath(name).read_text("utf-8") == text, (
            f"{name} is stale: run python -m illumineer.cards.build_ja_table"
        )
    assert build_ja_table.main(["--check", "--shared", str(SHARED)]) == 0


@pytest.fixture(scope="module")
def packaged(card_file: Path) -> Catalogue:
    """The catalogue a fresh installation has: no Japanese list, so the packaged table."""
    return Catalogue.load(card_file)


@pytest.mark.parametrize(("ja", "en", "set_code", "number"), SEEDS)
def test_the_packaged_table_alone_gives_the_seeds_japanese_names(
    packaged: Catalogue, ja: str, en: str, set_code: str, number: int
) -> None:
    assert packaged.get(ja).full_name == en
    assert packaged.by_set_number(set_code, number).ja_name == ja


def test_ja_rules_text_comes_with_the_table(packaged: Catalogue) -> None:
    text = packaged.get("Ursula - Deceiver of All").ja_text
    assert text is not None and "素敵な取り引き" in text
    assert packaged.japanese.startswith("Japanese names are known for sets 1–4 and 5 cards")


# ---------------------------------------------------------------------- what users see


def _run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def made_up_cards(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Catalogue:
    monkeypatch.setenv("ILLUMINEER_CARDS", str(synthetic.write_export(tmp_path)))
    monkeypatch.delenv("ILLUMINEER_CARDS_JA", raising=False)
    monkeypatch.setattr(files, "shared_dirs", lambda: iter(()))  # the packaged table, as fresh
    return Catalogue.from_lorcanajson(synthetic.export(), read_packaged(), "the table")


def test_an_unknown_japanese_name_says_which_japanese_names_there_are(
    made_up_cards: Catalogue,
) -> None:
    with pytest.raises(UnknownJapaneseCard) as info:
        made_up_cards.get("ドナルドダック – うそつき")
    # The made-up export has one card of set 1, and the table names it.
    assert "; Japanese names are known for set 1 only (from the table)" in str(info.value)
    assert "\n" not in str(info.value)
    with pytest.raises(UnknownCard) as english:
        made_up_cards.get("Donald Duck - Liar")
    assert not isinstance(english.value, UnknownJapaneseCard)


def test_show_by_bare_japanese_name_and_say_why_a_card_has_no_japanese_name(
    made_up_cards: Catalogue,
) -> None:
    code, out, err = _run(["cards", "show", "ミッキーマウス"])
    assert code == 0 and not err
    assert out.startswith("Mickey Mouse - True Friend  (ミッキーマウス – いつだって友だち)")
    code, out, _ = _run(["cards", "show", "Stitch - New Dog"])
    assert code == 0
    assert out.splitlines()[-1].startswith("(no Japanese name: Japanese names are known for")
    code, _, err = _run(["cards", "search", "ドナルド"])
    assert code == 1 and err.count("\n") == 1
    assert err.endswith("; Japanese names are known for set 1 only (from the table packaged with "
                        "Illumineer and Illumineer's own list of later cards)\n")  # fmt: skip


def test_show_every_version_of_a_bare_name(catalogue: Catalogue) -> None:
    code, out, _ = _run(["cards", "show", "ミッキーマウス"])
    versions = [line for line in out.splitlines() if line.startswith("Mickey Mouse - ")]
    assert code == 0 and len(versions) >= 5
    assert all("(ミッキーマウス – " in line for line in versions)
    code, _, err = _run(["cards", "show", "ミッキー"])
    assert code == 1 and err.startswith("error: unknown card 'ミッキー'")


def test_a_missing_packaged_table_is_said_not_raised(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from illumineer.cards import japanese

    monkeypatch.setattr(japanese, "PACKAGED_TABLE", "no-such-table.json")
    cards = Catalogue.load(synthetic.write_export(tmp_path))
    assert cards.get("Mickey Mouse - True Friend").ja_name is None
    assert "the packaged table is missing (reinstall)" in cards.japanese
