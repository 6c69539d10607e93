"""`illumineer cards ...` through argparse, as main.py will wire it."""

from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
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
def test_show_says_whether_the_engine_plays_the_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run("cards", "show", "Goofy - Musketeer", "Binding Contract") == 0
    out = capsys.readouterr().out.splitlines()
    assert "the engine plays it in full" in out
    assert "the engine does not play it yet (no card text): decks cannot hold it" in out
    # The Japanese text is printed as the card prints it, not in the list's markup.
    assert "二人はお茶のために！ このキャラクターをプレイしたとき、" in "\n".join(out)
    assert not any("%" in line or "\\" in line for line in out)


@pytest.mark.usefixtures("card_file")
def test_show_with_its_definition_beside_the_printed_text(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert _run("cards", "show", "《グーフィー – 銃士》", "--definition") == 0
    out = capsys.readouterr().out
    assert "definition (compiled from the printed text into cards/compiled/):" in out
    assert "keywords: Bodyguard" in out
    assert 'name="AND TWO FOR TEA!",' in out and "RemoveDamage(" in out  # Python words
    head = next(line for line in out.splitlines() if line.startswith("printed "))
    assert "rendered from the definition" in head  # two columns, side by side
    assert "the rendering says what the card prints (reminder text aside)" in out
    assert _run("cards", "show", "Mickey Mouse - True Friend", "Binding Contract",
                "--definition") == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "definition: none needed (no text at all)" in out
    assert "definition: none yet (the engine does not play its text)" in out


@pytest.mark.usefixtures("card_file")
def test_search(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run("cards", "search", "kida") == 0
    assert "Kida - Creative Thinker" in capsys.readouterr().out


@pytest.mark.usefixtures("card_file")
def test_search_anywhere_in_the_name_in_english_or_japanese(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert _run("cards", "search", "true", "FRIEND") == 0
    assert capsys.readouterr().out.splitlines() == [
        "Mickey Mouse - True Friend  (ミッキーマウス – いつだって友だち)  [set 1 #12]"]
    assert _run("cards", "search", "おかしら") == 0
    assert "Doc - Leader of the Seven Dwarfs" in capsys.readouterr().out


@pytest.mark.usefixtures("card_file")
def test_a_search_that_finds_nothing_names_the_nearest_in_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert _run("cards", "search", "stich", "rok") == 1
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1
    assert err.startswith("error: no card name holds 'stich rok'; the nearest: ")
    assert "Stitch - Rock Star" in err
    assert _run("cards", "search", "qqqq") == 1
    assert capsys.readouterr().err == "error: no card name holds 'qqqq'\n"


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




@pytest.mark.usefixtures("card_file")
def test_show_and_search_through_a_pipe_are_plain_text(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "illumineer.cli.main", "cards"]
    done = subprocess.run([*command, "show", "Stitch - Rock Star", "--definition"],
                          capture_output=True, text=True, check=False, cwd=tmp_path)  # fmt: skip
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert "\x1b" not in done.stdout and max(map(len, done.stdout.splitlines())) <= 160
    assert "ADORING FANS Whenever you play a character with cost 2 or less" in done.stdout
    done = subprocess.run([*command, "search", "ロックスター"], capture_output=True, text=True,
                          check=False, cwd=tmp_path)  # fmt: skip
    assert done.stdout == "Stitch - Rock Star  (スティッチ – ロックスター)  [set 1 #23]\n"
