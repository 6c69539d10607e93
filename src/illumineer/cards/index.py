"""The prepared index: the catalogue kept ready to load, so that a command needing one card
does not decode and join the whole LorcanaJSON export first.

The index is a JSON file of the catalogue's definitions as the data gives them (without card
code, which the catalogue attaches when a card is first handed out), its printings, its
conflicts and the date and format sets of the data. It is named by a **key**: the sha256 of
the card data, of the Japanese list joined to it, of the Japanese tables packaged with
Illumineer, and of the code that builds definitions. An index whose key is not the key of the
files read now is never trusted: the catalogue is built from the files again and the index
rewritten. So a new fetch, a new Japanese list or a changed loader makes a new index by
itself, and a damaged index file is read as no index.

Where it lives:

- for the card data `illumineer cards fetch` installed, beside it in the user data folder
  (``$XDG_DATA_HOME/illumineer/allcards.index.json``), built by the fetch;
- for any other card file (``$ILLUMINEER_CARDS``, the developers' ``../shared/carddata``), in
  the cache folder, one file per key: ``$XDG_CACHE_HOME/illumineer/catalogue-KEY.json``
  (``~/.cache/illumineer`` when XDG_CACHE_HOME is unset or empty; no cache when it is a
  relative path, which the XDG specification calls invalid).

Where the index cannot be written, the catalogue is built in memory as before, every time.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any

from illumineer import __version__
from illumineer.cards.catalogue import Catalogue, behaviour_of
from illumineer.cards.files import CARDS_FILE_NAME, user_data_dir
from illumineer.cards.japanese import OVERLAY_TABLE, PACKAGED_TABLE
from illumineer.engine.cards import (
    AbilityText,
    CardDefinition,
    CardType,
    Format,
    Ink,
    PrintedKeyword,
)
from illumineer.engine.errors import CardDataError
from illumineer.reading import read_bytes

#: The shape of the index file; a new shape is a new number, so old files are never read.
INDEX_FORMAT = 1
#: The XDG base directory variable for caches (``~/.cache`` when unset).
CACHE_HOME_ENV = "XDG_CACHE_HOME"
#: The index of the fetched card data, beside it in the user data folder.
INDEX_FILE_NAME = "allcards.index.json"
#: How many indexes of other card files the cache folder keeps (the newest).
CACHED_INDEXES = 4
#: The largest index read (the whole export's makes about 3 MB).
MAX_INDEX_FILE = 64 * 1024 * 1024
#: The modules whose code decides what an index holds: a change to one is a new key.
BUILDERS = (
    "illumineer.cards.catalogue",
    "illumineer.cards.japanese",
    "illumineer.cards.index",
    "illumineer.engine.cards",
    "illumineer.folding",
)

# ---------------------------------------------------------------------- definitions as JSON

#: The fields of a definition the index keeps: all the data gives (not the card code).
FIELDS = tuple(
    f.name for f in dataclasses.fields(CardDefinition) if f.init and f.name != "behaviour"
)

_ENCODE: Mapping[str, Callable[[Any], Any]] = {
    "card_type": lambda kind: kind.name,
    "inks": lambda inks: [ink.value for ink in inks],
    "keywords": lambda ks: [[k.name, k.value, k.unit, k.place, k.joined] for k in ks],
    "abilities": lambda abilities: [[a.kind, a.name, a.text] for a in abilities],
    "formats": lambda formats: sorted(f.value for f in formats),
    "bans": lambda bans: [[f.value, since] for f, since in bans],
}
_DECODE: Mapping[str, Callable[[Any], Any]] = {
    "card_type": lambda name: CardType[name],
    "inks": lambda values: tuple(Ink(value) for value in values),
    "keywords": lambda rows: tuple(PrintedKeyword(*row) for row in rows),
    "abilities": lambda rows: tuple(AbilityText(kind, name, text) for kind, name, text in rows),
    "formats": lambda values: frozenset(Format(value) for value in values),
    "bans": lambda pairs: tuple((Format(value), since) for value, since in pairs),
}


def encode(definition: CardDefinition) -> list[Any]:
    """A definition as a JSON list of its `FIELDS`, in order."""
    row = []
    for name in FIELDS:
        value = getattr(definition, name)
        if name in _ENCODE:
            value = _ENCODE[name](value)
        elif isinstance(value, tuple):
            value = list(value)
        row.append(value)
    return row


# Aligned with FIELDS: a field's decoder, or None for a value JSON keeps as it is (a list is
# then a tuple of texts).
_DECODERS = tuple(_DECODE.get(name) for name in FIELDS)


def decode(row: list[Any]) -> CardDefinition:
    """The definition `encode` made `row` from; `ValueError` (or a `TypeError`, `KeyError`)
    when `row` is not one."""
    if len(row) != len(FIELDS):
        raise ValueError(f"a definition has {len(FIELDS)} fields, not {len(row)}")
    values: dict[str, Any] = {
        name: value if convert is None and type(value) is not list
        else tuple(value) if convert is None
        else convert(value)
        for name, convert, value in zip(FIELDS, _DECODERS, row)  # noqa: B905 (lengths checked)
    }  # fmt: skip
    return CardDefinition(**values)


def to_json(catalogue: Catalogue, key: str) -> bytes:
    """The index of `catalogue` under `key`, as the bytes of its file."""
    index = {
        "format": INDEX_FORMAT,
        "key": key,
        "japanese": catalogue.japanese,
        "generated_on": catalogue.generated_on,
        "format_sets": {f.value: sorted(sets) for f, sets in catalogue.format_sets.items()},
        "conflicts": list(catalogue.conflicts()),
        "definitions": [encode(definition) for definition in catalogue.facts()],
        "printings": [[printing, *where] for printing, where in catalogue.printings.items()],
    }
    return json.dumps(index, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def from_json(data: bytes, key: str) -> Catalogue | None:
    """The catalogue an index file holds, or None when it is not an index of `key` (another
    key, another format, or not an index at all: never an error, the index is rebuilt)."""
    try:
        index = json.loads(data)
        if index["format"] != INDEX_FORMAT or index["key"] != key:
            return None
        definitions = [decode(row) for row in index["definitions"]]
        printings = {int(p): (str(s), int(n), str(name)) for p, s, n, name in index["printings"]}
        return Catalogue(
            definitions,
            printings=printings,
            conflicts=[str(c) for c in index["conflicts"]],
            japanese=str(index["japanese"]),
            generated_on=str(index["generated_on"]),
            format_sets={Format(f): frozenset(sets) for f, sets in index["format_sets"].items()},
            behaviours=behaviour_of,
        )
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
        return None


# ---------------------------------------------------------------------- the key and the place


def _package_files() -> Iterable[bytes]:
    """The Japanese tables packaged with Illumineer and the code that builds definitions."""
    folder = resources.files("illumineer.cards").joinpath("data")
    for name in (PACKAGED_TABLE, OVERLAY_TABLE):
        try:
            yield folder.joinpath(name).read_bytes()
        except OSError:  # a broken installation: the catalogue says so itself
            yield b""
    for module in BUILDERS:
        source = getattr(sys.modules.get(module), "__file__", None)
        try:
            yield Path(source).read_bytes() if source else __version__.encode()
        except OSError:
            yield __version__.encode()


def index_key(card_file: Path, japanese: Path | None) -> str:
    """The key of the index of `card_file` joined with `japanese` (None: the packaged
    table): the sha256 of every file that decides what the catalogue holds.

    Reads both files whole (bounded as the catalogue reads them); `CardDataError` when one
    cannot be read.
    """
    digest = hashlib.sha256(f"illumineer-index {INDEX_FORMAT}\n".encode())
    parts = [read_bytes(card_file, limit=MAX_INDEX_FILE, what="card data", error=CardDataError)]
    if japanese is not None:
        parts.append(read_bytes(japanese, limit=MAX_INDEX_FILE, what="Japanese card list",
                                error=CardDataError))  # fmt: skip
    else:
        parts.append(b"the packaged table")
    for part in (*parts, *_package_files()):
        digest.update(hashlib.sha256(part).digest())
    return digest.hexdigest()


def cache_dir() -> Path | None:
    """The folder for indexes of card files other than the fetched one:
    ``$XDG_CACHE_HOME/illumineer`` (default ``~/.cache/illumineer``); None when
    XDG_CACHE_HOME is a relative path or there is no home folder."""
    env = os.environ.get(CACHE_HOME_ENV)
    if env:
        base = Path(env)
        return base / "illumineer" if base.is_absolute() else None
    try:
        return Path.home() / ".cache" / "illumineer"
    except RuntimeError:
        return None


def index_path(card_file: Path, key: str) -> Path | None:
    """Where the index of `card_file` (under `key`) lives, None when nowhere."""
    try:
        fetched = (user_data_dir() / CARDS_FILE_NAME).resolve()
    except CardDataError:
        fetched = None
    if card_file.resolve() == fetched:
        return fetched.parent / INDEX_FILE_NAME
    folder = cache_dir()
    return None if folder is None else folder / f"catalogue-{key}.json"


# ---------------------------------------------------------------------- reading and writing


def _read(path: Path) -> bytes | None:
    try:
        if path.stat().st_size > MAX_INDEX_FILE:
            return None
        return path.read_bytes()
    except (OSError, ValueError):
        return None


def _write(path: Path, data: bytes) -> bool:
    """Write `data` to `path` whole or not at all; False when it cannot be written."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    except (OSError, ValueError):
        return False
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.chmod(temp, 0o644)
        os.replace(temp, path)
    except OSError:
        Path(temp).unlink(missing_ok=True)
        return False
    return True


def _prune(kept: Path) -> None:
    """Keep the newest `CACHED_INDEXES` indexes in the cache folder of `kept`."""
    try:
        others = sorted(kept.parent.glob("catalogue-*.json"), key=lambda p: p.stat().st_mtime)
        for old in others[:-CACHED_INDEXES]:
            if old != kept:
                old.unlink(missing_ok=True)
    except OSError:
        pass


def load(card_file: Path, japanese: Path | None = None) -> Catalogue:
    """The catalogue of `card_file` joined with `japanese`: read from its index when the
    index's key is the files' key, else built from the files and its index written.

    Errors are those of `Catalogue.load` (the index itself never raises one).
    """
    key = index_key(card_file, japanese)
    path = index_path(card_file, key)
    data = _read(path) if path is not None else None
    catalogue = from_json(data, key) if data is not None else None
    if catalogue is not None:
        return catalogue
    catalogue = Catalogue.load(card_file, japanese)
    if path is not None and _write(path, to_json(catalogue, key)) and path.parent == cache_dir():
        _prune(path)
    return catalogue


def prepare(card_file: Path, japanese: Path | None = None) -> Path | None:
    """Build the index of `card_file` now (`illumineer cards fetch` does, after installing
    the data); return where it is, or None when it could not be written."""
    key = index_key(card_file, japanese)
    path = index_path(card_file, key)
    if path is None:
        return None
    data = _read(path)
    if data is not None and from_json(data, key) is not None:
        return path
    written = _write(path, to_json(Catalogue.load(card_file, japanese), key))
    return path if written else None

