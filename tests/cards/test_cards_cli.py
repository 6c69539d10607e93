"""`illumineer cards ...` through argparse, as main.py will wire it."""

from __future__ import annotations

import argparse
import io
import json
from pathlib import Path

import pytest

from illumineer.cards.catalogue import load_catalogue
from illumineer.cli import cards_cmd
from illumineer.engine.cards import Format


def _run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="illumineer")
    cards_cmd.register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(list(argv))
    result: int = args.func(args)
    return result


@pytest.mark.usefixtures("card_file")
def test_show_english_and_japanese(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run("cards", "show", "《先生 – ７人のこびとのおかしら》") == 0
    out = capsys.readouterr().out
    assert "Doc - Leader of the Seven Dwarfs" in out and "先生 – ７人のこびとのおかしら" in out


@pytest.mark.usefixtures("card_file")
def test_show_says_where_a_card_is_legal(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run("cards", "show", "Mickey Mouse - True Friend", "Fortisphere", "Capsize") == 0
    out = capsys.readouterr().out.splitlines()
    assert "legal in Core and Infinity" in out
    assert "legal in Infinity; banned in Core since 2025-04-08" in out
    assert "legal in no format" in out
    assert out[-1] == "(formats as of 2026-10-16, the date of the card data)"


@pytest.mark.usefixtures("card_file")
def test_show_unknown_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run("cards", "show", "Mickey Mose - True Frend") == 1
    assert capsys.readouterr().err.startswith("error: unknown card")


@pytest.mark.usefixtures("card_file")
def test_search(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run("cards", "search", "kida") == 0
    assert "Kida - Creative Thinker" in capsys.readouterr().out


@pytest.mark.usefixtures("card_file")
def test_deck_example_and_stdin(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _run("cards", "deck", "amber-steel") == 0
    out = capsys.readouterr().out
    assert "4 Mickey Mouse - True Friend" in out and "total: 60" in out and "code: " in out
    assert out.startswith("# format: infinity\n") and "format: Infinity\n" in out
    assert _run("cards", "deck", "amber-steel", "--format", "core") == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith("error: 14 cards are not legal in Core: ")
    monkeypatch.setattr("sys.stdin", io.StringIO("4 Nobody\nStitch - New Dog\n"))
    assert _run("cards", "deck", "-") == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and err[0].startswith("error: line 1") and "line 2" in err[1]


@pytest.mark.usefixtures("card_file")
def test_deck_breaking_rules(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("5 Mickey Mouse - True Friend\n", encoding="utf-8")
    assert _run("cards", "deck", str(deck)) == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and "at least 60" in err[0] and "5 copies" in err[1]


def test_fetch_from_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    source = tmp_path / "cards.json"
    source.write_text(json.dumps({"cards": []}))
    assert _run("cards", "fetch", "--from", str(source)) == 0
    assert (tmp_path / "illumineer" / "allcards.json.gz").is_file()
    assert _run("cards", "fetch", "--from", str(tmp_path / "missing.json")) == 1
    assert "error: cannot read card data" in capsys.readouterr().err


@pytest.mark.usefixtures("card_file")
def test_coverage_of_a_format_counts_its_cards_in_its_sets(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert _run("cards", "coverage", "--format", "core") == 0
    *sets, last = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in sets] == [f"set {n}" for n in range(9, 15)]
    totals = [int(line.split("/")[1].split()[0]) for line in sets]
    assert sum(totals) == 1228  # each Core card once, a reprint in the set of its reprint
    playable = sum(int(line.split(": ")[1].split("/")[0]) for line in sets)
    coded = [c for c in load_catalogue() if c.behaviour is not None and Format.CORE in c.formats]
    head, _, counts = last.partition(" (card definitions: ")
    assert head == f"Core: {playable} of 1228 playable"
    compiled = int(counts.split()[0])
    assert counts.endswith(" compiled, 0 hand-written)") and compiled == len(coded)
    assert _run("cards", "coverage") == 0
    *sets, last = capsys.readouterr().out.splitlines()
    assert sets[0].startswith("set 1: ") and sets[-1].startswith("set Q3: ")
    assert last.startswith("every card: ") and " of 2785 playable " in last


