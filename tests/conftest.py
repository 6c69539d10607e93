"""Shared fixtures: the card catalogue, the example decks, and what tests may touch.

The suite runs anywhere the README's test command runs. Card data is whatever a user has:
``$ILLUMINEER_CARDS``, the database `illumineer cards fetch` put in the user data folder, or
the team's ``../shared/carddata`` copy; tests that need it skip, naming what is missing, when
there is none. Tests that need the team's own files (``../shared``) skip when those are absent
(CI has them). Whichever card file is found is pinned for the whole run, and the user data
folder and the cache folder (where the prepared card index of shared data goes) are replaced
by temporary ones, so no test writes to the user's folders and none downloads anything.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from illumineer.cards import fetch
from illumineer.cards.catalogue import Catalogue, load_catalogue
from illumineer.cards.decks import example_deck_path, parse_deck
from illumineer.cards.files import (
    CARDS_ENV,
    CARDS_FILE_NAME,
    CARDS_JA_ENV,
    DATA_HOME_ENV,
    default_card_file,
    default_japanese_file,
    user_data_dir,
)
from illumineer.cards.index import CACHE_HOME_ENV
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import CardDataError, CardDataMissing

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
SHARED_CARDS = "carddata/lorcanajson-en-2026-10-16.json.gz"


def needs_shared(relative: str) -> pytest.MarkDecorator:
    """Skip unless the team's file ``../shared/<relative>`` is there (CI has it)."""
    return pytest.mark.skipif(
        not (SHARED / relative).exists(),
        reason=f"needs the team's file ../shared/{relative}, which is absent",
    )


def _found() -> tuple[Path | None, Path | None, str]:
    """The card file and Japanese list a user's commands would read, and if none, why."""
    try:
        cards: Path | None = default_card_file()
    except CardDataMissing:
        try:
            fetched = str(user_data_dir() / CARDS_FILE_NAME)
        except CardDataError:
            fetched = "in the user data folder"
        return None, None, (
            f"no card data: neither ../shared/{SHARED_CARDS} nor a fetched database "
            f"({fetched}) exists; run `illumineer cards fetch` first"
        )  # fmt: skip
    except CardDataError as error:
        return None, None, f"no usable card data: {error}"
    try:
        japanese = default_japanese_file()
    except CardDataError:
        japanese = None
    return cards, japanese, ""


CARD_FILE, JAPANESE_FILE, NO_CARD_DATA = _found()


@pytest.fixture(scope="session", autouse=True)
def _isolated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(DATA_HOME_ENV, str(tmp_path_factory.mktemp("data-home")))
        # The prepared card index of ../shared data goes to a cache folder: a temporary one.
        patch.setenv(CACHE_HOME_ENV, str(tmp_path_factory.mktemp("cache-home")))
        for name, path in ((CARDS_ENV, CARD_FILE), (CARDS_JA_ENV, JAPANESE_FILE)):
            if path is None:
                patch.delenv(name, raising=False)
            else:
                patch.setenv(name, str(path))

        def no_download(dest_dir: Path) -> Path:
            raise CardDataError("the test suite downloads nothing (see tests/conftest.py)")

        patch.setattr(fetch, "download_wheel", no_download)
        yield


@pytest.fixture(scope="session")
def card_file() -> Path:
    """The card data file the suite reads; skips the test when there is none."""
    if CARD_FILE is None:
        pytest.skip(NO_CARD_DATA)
    assert os.environ.get(CARDS_ENV) == str(CARD_FILE)
    return CARD_FILE


@pytest.fixture(scope="session")
def catalogue(card_file: Path) -> Catalogue:
    return load_catalogue(card_file)


@pytest.fixture(scope="session")
def example_decks(catalogue: Catalogue) -> tuple[list[CardDefinition], list[CardDefinition]]:
    decks = [
        parse_deck(example_deck_path(name).read_text(encoding="utf-8"), catalogue).cards()
        for name in ("amber-steel", "ruby-sapphire")
    ]
    return decks[0], decks[1]
