"""Shared fixtures: the card catalogue from ../shared/carddata and the example decks."""

from __future__ import annotations

from pathlib import Path

import pytest

from illumineer.cards.catalogue import Catalogue, load_catalogue
from illumineer.cards.decks import example_deck_path, parse_deck
from illumineer.engine.cards import CardDefinition

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


@pytest.fixture(scope="session")
def catalogue() -> Catalogue:
    return load_catalogue()


@pytest.fixture(scope="session")
def example_decks(catalogue: Catalogue) -> tuple[list[CardDefinition], list[CardDefinition]]:
    decks = [
        parse_deck(example_deck_path(name).read_text(encoding="utf-8"), catalogue).cards()
        for name in ("amber-steel", "ruby-sapphire")
    ]
    return decks[0], decks[1]
