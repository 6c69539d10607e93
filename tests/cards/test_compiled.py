"""The compiled definitions are current: compiling the pinned card data again writes the same
modules (as `python -m illumineer.cards.text.compile --check` says), and every compiled card
ships with a scenario."""

from __future__ import annotations

from pathlib import Path

import pytest

from illumineer.cards.catalogue import read_lorcanajson


def test_the_compiled_modules_are_current(card_file: Path) -> None:
    pytest.importorskip("lark")
    from illumineer.cards.text.compile import (
        COMPILED_DIR,
        compile_all,
        expected_files,
        scenario_text,
    )

    cards = read_lorcanajson(card_file)["cards"]
    outcome = compile_all(cards, scenario_text())
    files = expected_files(cards, outcome)
    stale = [name for name, text in files.items()
             if not (COMPILED_DIR / name).is_file()
             or (COMPILED_DIR / name).read_text(encoding="utf-8") != text]  # fmt: skip
    extra = sorted({p.name for p in COMPILED_DIR.glob("*.py")} - set(files))
    assert not stale and not extra, (
        f"stale compiled modules {stale + extra}: run python -m illumineer.cards.text.compile"
    )


def test_compile_check_says_up_to_date(card_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("lark")
    from illumineer.cards.text.compile import main

    assert main(["--check", "--data", str(card_file)]) == 0
    assert "up to date" in capsys.readouterr().out


def test_a_card_is_named_by_its_whole_name_not_inside_a_longer_one() -> None:
    from illumineer.cards.text.compile import names_card

    text = 'hand:\n  - {card: "Donald Duck - Distracted Traveler", as: donald}\n  - "Rahr!"\n'
    assert names_card(text, "Donald Duck - Distracted Traveler")
    assert names_card(text, "Rahr!")
    assert not names_card(text, "Distract")


def test_compile_one_card_prints_its_words_or_why_not(
    card_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("lark")
    from illumineer.cards.text.compile import main

    assert main(["--card", "Stitch - Rock Star", "--data", str(card_file)]) == 0
    assert "Stitch - Rock Star" in capsys.readouterr().out
    assert main(["--card", "Stitch", "--data", str(card_file)]) == 1
    assert "no card has the full name 'Stitch'" in capsys.readouterr().out
