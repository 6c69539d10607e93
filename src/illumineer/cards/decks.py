"""Deck lists: reading what players paste, deck codes, and the deck-building rules (1.10.1.1).

>>> from illumineer.cards.catalogue import load_catalogue
>>> deck = parse_deck("4 Mickey Mouse - True Friend\\nスティッチ／あたしの犬 ×2", load_catalogue())
>>> print(deck.to_text())
4 Mickey Mouse - True Friend
2 Stitch - New Dog
>>> deck.total
6
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from illumineer.cards.catalogue import Catalogue
from illumineer.engine.cards import CardDefinition, Ink
from illumineer.engine.errors import DeckListError, UnknownCard

_COMMENT = re.compile(r"^(?:#|//)")
_INLINE_COMMENT = re.compile(r"\s+(?://|#).*$")
_BULLET = re.compile(r"^[-*•・]\s+")
# "Characters (24)", "Deck:", "Sideboard:", "キャラクター（２４）" (NFKC makes the brackets ASCII)
_HEADER = re.compile(r"^[^\d].*\(\s*\d+\s*\)$|^[^\d:]*:$")
_TOTAL = re.compile(r"^(?:total|合計|計)\s*:?\s*\d+\s*(?:cards?|枚)?$", re.IGNORECASE)
_LEADING_COUNT = re.compile(r"^(?P<count>\d+)\s*[x×]?\s+(?P<name>.+)$", re.IGNORECASE)
_TRAILING_COUNT = re.compile(
    r"^(?P<name>.+?)\s*(?:[x×]\s*(?P<count>\d+)|(?P<count2>\d+)\s*(?:[x×]|枚))$", re.IGNORECASE
)
_CODE = re.compile(r"^[A-Za-z0-9+/_-]+=*$")


@dataclass(frozen=True, slots=True)
class DeckList:
    """A deck as a list of (card, count), in the order first written."""

    entries: tuple[tuple[CardDefinition, int], ...]

    def cards(self) -> list[CardDefinition]:
        """Every card of the deck, one definition per copy."""
        return [card for card, count in self.entries for _ in range(count)]

    @property
    def total(self) -> int:
        """The number of cards in the deck."""
        return sum(count for _, count in self.entries)

    @property
    def inks(self) -> tuple[Ink, ...]:
        """The ink types in the deck, in the rules' order; a dual-ink card brings both."""
        present = {ink for card, _ in self.entries for ink in card.inks}
        return tuple(ink for ink in Ink if ink in present)

    def count(self, full_name: str) -> int:
        """How many copies of the card called `full_name` (English, as printed) it holds."""
        return sum(n for card, n in self.entries if card.full_name == full_name)

    def to_text(self) -> str:
        """The canonical list: one ``4 Name - Version`` line per card."""
        return "\n".join(f"{count} {card.full_name}" for card, count in self.entries)

    def to_code(self) -> str:
        """The Pixelborn/Inktable deck code: base64 of ``Name_Version$count|...``."""
        parts = [
            f"{card.name}_{card.version}${count}" if card.version else f"{card.name}${count}"
            for card, count in self.entries
        ]
        return base64.b64encode("|".join(parts).encode("utf-8")).decode("ascii")


def _merge(entries: list[tuple[CardDefinition, int]]) -> DeckList:
    # The same card on two lines is one entry: the copy limit is per full name.
    counts: dict[str, int] = {}
    cards: dict[str, CardDefinition] = {}
    for card, count in entries:
        cards.setdefault(card.full_name, card)
        counts[card.full_name] = counts.get(card.full_name, 0) + count
    return DeckList(tuple((cards[name], counts[name]) for name in counts))


def _lookup(name: str, catalogue: Catalogue) -> CardDefinition:
    """A card by name, also accepting ``Name, Version`` when that is not itself a name."""
    try:
        return catalogue.get(name)
    except UnknownCard:
        head, comma, tail = name.rpartition(",")
        if comma and head.strip() and f"{head} - {tail}" in catalogue:
            return catalogue.get(f"{head} - {tail}")
        raise


def _split_count(line: str) -> tuple[str, int | None]:
    """(name, count) of one line; count None when the line has none."""
    match = _LEADING_COUNT.match(line)
    if match:
        return match["name"].strip(), int(match["count"])
    match = _TRAILING_COUNT.match(line)
    if match:
        return match["name"].strip(), int(match["count"] or match["count2"])
    return line, None


def parse_deck_list(text: str, catalogue: Catalogue) -> DeckList:
    """Read a pasted deck list; every bad line is reported in one `DeckListError`.

    Accepts ``4 Name - Version``, ``4x Name``, ``4 x Name``, ``Name x4``, ``Name, Version``,
    Japanese ``名前／バージョン ×4`` and ``名前 – バージョン 4枚``, full-width digits, blank
    lines, ``#`` and ``//`` comments, section headers (``Characters (24)``, ``Deck:``) and
    totals lines (``Total: 60``).
    """
    entries: list[tuple[CardDefinition, int]] = []
    problems: list[str] = []
    for number, raw_line in enumerate(text.splitlines(), start=1):
        line = unicodedata.normalize("NFKC", raw_line).strip().lstrip("\ufeff")
        if not line or _COMMENT.match(line):
            continue
        line = _BULLET.sub("", _INLINE_COMMENT.sub("", line)).strip()
        if _HEADER.match(line) or _TOTAL.match(line):
            continue
        where = f"line {number} {raw_line.strip()!r}"
        name, count = _split_count(line)
        if count is None:
            problems.append(f"{where}: no count (write it as '4 {line}')")
            continue
        if count == 0:
            problems.append(f"{where}: a count of 0 adds no card")
            continue
        try:
            entries.append((_lookup(name, catalogue), count))
        except UnknownCard as exc:
            problems.append(f"{where}: {exc}")
    if problems:
        raise DeckListError(problems)
    if not entries:
        raise DeckListError(["the deck list names no cards"])
    return _merge(entries)


def _decode_code(code: str) -> str | None:
    """The text inside a deck code, or None when `code` is not one."""
    compact = "".join(code.split())
    if not compact or not _CODE.match(compact):
        return None
    # Accept the URL-safe alphabet and missing padding: codes get mangled when shared.
    standard = compact.rstrip("=").replace("-", "+").replace("_", "/")
    standard += "=" * (-len(standard) % 4)
    try:
        text = base64.b64decode(standard, validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return None
    return text if "$" in text else None


def is_deck_code(text: str) -> bool:
    """True when `text` is a Pixelborn/Inktable deck code rather than a list."""
    return _decode_code(text) is not None


def parse_deck_code(code: str, catalogue: Catalogue) -> DeckList:
    """Read a Pixelborn/Inktable deck code (base64 of ``Name_Version$count|...``)."""
    text = _decode_code(code)
    if text is None:
        raise DeckListError([f"{code.strip()[:40]!r} is not a deck code"])
    entries: list[tuple[CardDefinition, int]] = []
    problems: list[str] = []
    for number, part in enumerate(text.split("|"), start=1):
        if not part.strip():
            continue
        where = f"entry {number} {part!r} of the deck code"
        name, dollar, count_text = part.rpartition("$")
        if not dollar or not count_text.strip().isdigit():
            problems.append(f"{where}: no count after '$'")
            continue
        count = int(count_text)
        if count == 0:
            problems.append(f"{where}: a count of 0 adds no card")
            continue
        full_name = name.replace("_", " - ", 1)
        try:
            entries.append((catalogue.get(full_name), count))
        except UnknownCard as exc:
            problems.append(f"{where}: {exc}")
    if problems:
        raise DeckListError(problems)
    if not entries:
        raise DeckListError(["the deck code names no cards"])
    return _merge(entries)


def parse_deck(text_or_code: str, catalogue: Catalogue) -> DeckList:
    """Read a deck list or a deck code, whichever `text_or_code` is."""
    if is_deck_code(text_or_code):
        return parse_deck_code(text_or_code, catalogue)
    return parse_deck_list(text_or_code, catalogue)


def validate_deck(
    deck: DeckList,
    *,
    min_size: int = 60,
    max_inks: int = 2,
    implemented: Callable[[CardDefinition], bool] | None = None,
) -> None:
    """Raise `DeckListError` naming every deck-building rule `deck` breaks (rule 1.10.1.1).

    At least `min_size` cards, at most `max_inks` ink types (a dual-ink card counts both),
    at most each card's own `max_copies` of each full name; with `implemented`, every card
    it rejects is reported as not implemented yet.
    """
    problems: list[str] = []
    if deck.total < min_size:
        problems.append(
            f"the deck has {deck.total} cards; it needs at least {min_size} (rule 1.10.1.1)"
        )
    if len(deck.inks) > max_inks:
        detail = ", ".join(
            f"{ink.value} ({sum(n for card, n in deck.entries if ink in card.inks)} cards)"
            for ink in deck.inks
        )
        problems.append(
            f"the deck has {len(deck.inks)} ink types: {detail}; "
            f"at most {max_inks} are allowed (rule 1.10.1.1)"
        )
    for card, count in deck.entries:
        if count > card.max_copies:
            problems.append(
                f"{count} copies of {card.full_name}; at most {card.max_copies} "
                "are allowed (rule 1.10.1.1)"
            )
    if implemented is not None:
        problems.extend(
            f"{card.full_name} is not implemented yet"
            for card, _ in deck.entries
            if not implemented(card)
        )
    if problems:
        raise DeckListError(problems)


def example_decks() -> tuple[str, ...]:
    """Names of the example decks shipped with Illumineer (``amber-steel``...)."""
    folder = resources.files("illumineer.cards").joinpath("decks")
    return tuple(
        sorted(e.name.removesuffix(".txt") for e in folder.iterdir() if e.name.endswith(".txt"))
    )


def example_deck_path(name: str) -> Path:
    """The file of the example deck `name` (with or without ``.txt``)."""
    stem = name.removesuffix(".txt")
    if stem not in example_decks():
        raise DeckListError(
            [f"no example deck {name!r}; the examples are: {', '.join(example_decks())}"]
        )
    # Installed as plain files (setuptools package-data), so the traversable is a real path.
    return Path(str(resources.files("illumineer.cards").joinpath("decks", f"{stem}.txt")))
