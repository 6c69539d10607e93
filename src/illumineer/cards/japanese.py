"""Japanese card lists: the publisher's raw list, the join file, the packaged table, the overlay.

The packaged table (``cards/data/ja_sets1-4.json``, made from the publisher's MIT-licensed
list by `illumineer.cards.build_ja_table`, its notice beside it) gives every installation the
Japanese names and rules text of sets 1–4; a fuller list (``illumineer cards fetch --ja-from``,
``$ILLUMINEER_CARDS_JA``) replaces it. All are read into `JaPrinting` rows keyed by the
ENGLISH set code and collector number, which is what ties a Japanese printing to a LorcanaJSON
printing. The publisher's own collector number differs from the English one, so it is never
used.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from illumineer.engine.errors import CardDataError
from illumineer.engine.jsontext import json_depth
from illumineer.reading import read_text

# card_file looks like "001_DLCS4_CAC_AgustinMadrigal_ClumsyDad_JA": English number, set.
_CARD_FILE = re.compile(r"^(\d+)_DLCS(\w+?)_")


@dataclass(frozen=True, slots=True)
class JaPrinting:
    """One Japanese printing, keyed by its English set code and collector number.

    The optional numbers are present only in the publisher's raw list; they are used to
    report disagreements with LorcanaJSON, never to override it.
    """

    set_code: str
    number: int
    name: str
    version: str | None
    rules_text: str | None = None
    lorcanajson_id: int | None = None
    en_full_name: str | None = None
    card_type: str | None = None
    ink: str | None = None
    classifications: tuple[str, ...] = ()
    cost: int | None = None
    strength: int | None = None
    willpower: int | None = None
    lore: int | None = None
    move_cost: int | None = None
    inkable: bool | None = None
    source: str = ""

    @property
    def full_name(self) -> str:
        """The Japanese full name as printed in the seeds: ``名前 – バージョン`` or ``名前``."""
        return f"{self.name} – {self.version}" if self.version else self.name


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) and value.strip() else None


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _from_join(row: dict[str, Any], source: str) -> JaPrinting:
    return JaPrinting(
        set_code=str(row["setCode"]),
        number=int(row["number"]),
        name=str(row["ja_name"]),
        version=_text(row.get("ja_version")),
        rules_text=_text(row.get("ja_rules_text")),
        lorcanajson_id=_int(row.get("lorcanajson_id")),
        en_full_name=_text(row.get("en_fullName")),
        card_type=_text(row.get("ja_type")),
        ink=_text(row.get("ja_ink_color")),
        classifications=tuple(str(c) for c in row.get("ja_classifications") or ()),
        source=source,
    )


def _from_raw(row: dict[str, Any], source: str) -> JaPrinting | None:
    match = _CARD_FILE.match(str(row.get("card_file") or ""))
    if match is None:
        return None
    inkwell = row.get("inkwell")
    return JaPrinting(
        set_code=match.group(2),
        number=int(match.group(1)),
        name=str(row["card_name"]),
        version=_text(row.get("version")),
        rules_text=_text(row.get("rules_text")),
        card_type=_text(row.get("card_type")),
        ink=_text(row.get("ink_color")),
        classifications=tuple(
            str(c["classification"])
            for c in row.get("classifications") or ()
            if isinstance(c, dict) and "classification" in c
        ),
        cost=_int(row.get("ink_cost")),
        strength=_int(row.get("strength")),
        willpower=_int(row.get("willpower")),
        lore=_int(row.get("lore_value")),
        move_cost=_int(row.get("move_cost")),
        inkable=None if inkwell not in ("y", "n") else inkwell == "y",
        source=source,
    )


def is_raw_list(data: Any) -> bool:
    """True when `data` has the shape of the publisher's raw list (rows with ``card_file``)."""
    return (
        isinstance(data, list)
        and bool(data)
        and all(isinstance(r, dict) and "card_file" in r and "card_name" in r for r in data)
    )


def _is_join_list(data: Any) -> bool:
    return (
        isinstance(data, list)
        and bool(data)
        and all(isinstance(r, dict) and {"setCode", "number", "ja_name"} <= r.keys() for r in data)
    )


def parse_japanese(data: Any, source: str = "") -> list[JaPrinting]:
    """Rows from a decoded join file, publisher raw list, or overlay (``{"cards": [...]}``)."""
    if isinstance(data, dict) and isinstance(data.get("cards"), list):
        data = data["cards"]
    try:
        if _is_join_list(data):
            return [_from_join(row, source) for row in data]
        if is_raw_list(data):
            return [p for p in (_from_raw(row, source) for row in data) if p is not None]
    except (KeyError, TypeError, ValueError) as exc:
        raise CardDataError(f"{source or 'Japanese card list'}: malformed row ({exc})") from exc
    raise CardDataError(
        f"{source or 'Japanese card list'} is neither the publisher's raw list "
        "(rows with card_file) nor a join file (rows with setCode, number, ja_name)"
    )


#: The largest Japanese card list read (the publisher's list of sets 1–4 has 1.8 MB).
MAX_JA_FILE = 64 * 1024 * 1024
#: How deeply a Japanese card list may nest (the publisher's list needs 4 levels).
MAX_JA_DEPTH = 16
#: The packaged table of sets 1–4, inside ``illumineer/cards/data``.
PACKAGED_TABLE = "ja_sets1-4.json"
#: The project's own Japanese names of later cards, in the package's ``cards/data``.
OVERLAY_TABLE = "ja_overlay.json"


def decode_japanese(text: str, source: str) -> Any:
    """The decoded JSON of a Japanese card list, its depth checked before decoding."""
    if json_depth(text, MAX_JA_DEPTH) > MAX_JA_DEPTH:
        raise CardDataError(f"Japanese card list {source} nests deeper than {MAX_JA_DEPTH} levels")
    try:
        return json.loads(text)
    except ValueError as exc:
        raise CardDataError(f"cannot read Japanese card list {source}: {exc}") from None


def read_japanese(path: Path) -> list[JaPrinting]:
    """Read a Japanese card list file (join file or publisher raw list)."""
    text = read_text(path, limit=MAX_JA_FILE, what="Japanese card list", error=CardDataError)
    return parse_japanese(decode_japanese(text, str(path)), path.name)


def _packaged(name: str) -> list[JaPrinting]:
    text = resources.files("illumineer.cards").joinpath("data", name).read_text("utf-8")
    return parse_japanese(json.loads(text), name)


def read_packaged() -> list[JaPrinting]:
    """The packaged Japanese table of sets 1–4 (``cards/data/ja_sets1-4.json``)."""
    return _packaged(PACKAGED_TABLE)


def read_overlay() -> list[JaPrinting]:
    """The project's own Japanese names for later-set cards (``cards/data/ja_overlay.json``)."""
    return _packaged(OVERLAY_TABLE)
