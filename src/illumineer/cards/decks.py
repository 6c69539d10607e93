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
from typing import BinaryIO

from illumineer.cards.catalogue import Catalogue
from illumineer.engine.cards import CardDefinition, Format, Ink
from illumineer.engine.errors import DeckListError, UnknownCard
from illumineer.reading import read_stream, read_text

_COMMENT = re.compile(r"^(?:#|//)")
# "# format: infinity": the format a deck file is built for, in a comment before its cards.
_FORMAT = re.compile(r"^(?:#|//)\s*format\s*:\s*(?P<name>.*?)\s*$", re.IGNORECASE)
_CONSTRUCTED = re.compile(r"\s+constructed$", re.IGNORECASE)
_INLINE_COMMENT = re.compile(r"\s+(?://|#).*$")
_BULLET = re.compile(r"^[-*•・]\s+")
# "Characters (24)", "Deck:", "Sideboard:", "キャラクター（２４）" (NFKC makes the brackets ASCII),
# "Actions (8 cards)", and a section's name with its count: "Songs: 4", "Items - 6".
_HEADER = re.compile(
    r"^[^\d].*\(\s*\d+\s*(?:cards?|枚)?\s*\)$|^[^\d:]*:$"
    r"|^(?:main\s*deck|deck|sideboard|characters?|actions?|songs?|items?|locations?"
    r"|キャラクター|アクション|アイテム|ロケーション|歌)\s*[:\-–]?\s*\d*\s*(?:cards?|枚)?$",
    re.IGNORECASE,
)
# Markers deck sites put after a card for its printing: Dreamborn's *E* (enchanted art).
_PRINTING_MARK = re.compile(r"\s+\*[A-Z]\*$")
# A card by set and collector number instead of its name: "1-12", "001-012", "P1-8".
_SET_NUMBER = re.compile(r"^(?P<set>\d{1,3}|[A-Z]{1,2}\d{1,2})\s*-\s*(?P<number>\d{1,4})$",
                         re.IGNORECASE)  # fmt: skip
# ...or by the identifier printed at its foot: number/total, language, set
# ("012/204 EN 1", LorcanaJSON's "12/204 • EN • 1"; a promo: "8/P1 • EN • 1").
_PRINTED_ID = re.compile(
    r"^(?P<number>\d{1,4})\s*/\s*(?P<of>\d{1,4}|[A-Z]{1,2}\d{1,2})\s*[•·]?\s*"
    r"(?P<language>[A-Z]{2})\s*[•·]?\s*(?P<set>\d{1,3}|[A-Z]{1,2}\d{1,2})$",
    re.IGNORECASE,
)
#: How alike (difflib's ratio) a line without a count must be to a card name to be taken for
#: that card with its count left out, rather than for the list's title.
TITLE_CUTOFF = 0.8
_TOTAL = re.compile(r"^(?:total|合計|計)\s*:?\s*\d+\s*(?:cards?|枚)?$", re.IGNORECASE)
_LEADING_COUNT = re.compile(r"^(?P<count>\d+)\s*[x×]?\s+(?P<name>.+)$", re.IGNORECASE)
_TRAILING_COUNT = re.compile(
    r"^(?P<name>.+?)\s*(?:[x×]\s*(?P<count>\d+)|(?P<count2>\d+)\s*(?:[x×]|枚))$", re.IGNORECASE
)
_CODE = re.compile(r"^[A-Za-z0-9+/_-]+=*$")
_COUNT = re.compile(r"[0-9]{1,4}")

#: The longest deck list or deck code read, in characters (a 60-card list has about 2,000).
MAX_DECK_TEXT = 64 * 1024
#: The most cards a deck list may hold (a limit of the reader, not a deck-building rule).
MAX_DECK_CARDS = 1000
#: The longest line of a deck list, in characters.
MAX_LINE = 200
#: How many problems one `DeckListError` lists before it says how many more there are.
MAX_PROBLEMS = 20
#: The largest deck file read, in bytes (the longest deck list, in any script).
MAX_DECK_FILE = 4 * MAX_DECK_TEXT


@dataclass(frozen=True, slots=True)
class DeckList:
    """A deck as a list of (card, count), in the order first written; `format` is the one
    its list declares (``# format: infinity``), None when it declares none; `title` the
    list's title line ("Amber/Steel Aggro by Someone"), if it has one."""

    entries: tuple[tuple[CardDefinition, int], ...]
    format: Format | None = None
    title: str | None = None

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
        """The canonical list: one ``4 Name - Version`` line per card, after the format
        declared (``# format: infinity``) and the title, if the list has them."""
        lines = [] if self.format is None else [f"# format: {self.format.value}"]
        lines += [] if self.title is None else [self.title]
        lines += [f"{count} {card.full_name}" for card, count in self.entries]
        return "\n".join(lines)

    def to_code(self) -> str:
        """The Pixelborn/Inktable deck code: base64 of ``Name_Version$count|...``."""
        parts = [
            f"{card.name}_{card.version}${count}" if card.version else f"{card.name}${count}"
            for card, count in self.entries
        ]
        return base64.b64encode("|".join(parts).encode("utf-8")).decode("ascii")


def _problem(message: str) -> DeckListError:
    return DeckListError([message])


def read_deck_file(path: str | Path) -> str:
    """The text of a deck list file, at most `MAX_DECK_FILE` bytes of UTF-8; `DeckListError`
    when it cannot be read (missing, a folder, binary, too large)."""
    return read_text(path, limit=MAX_DECK_FILE, what="deck list", error=_problem)


def read_deck_stream(stream: BinaryIO) -> str:
    """The text of a deck list on a stream (standard input), bounded like `read_deck_file`."""
    return read_stream(stream, limit=MAX_DECK_FILE, what="standard input", error=_problem)


def _refuse(problems: list[str]) -> DeckListError:
    """One error for `problems`, the first `MAX_PROBLEMS` of them and a count of the rest."""
    if len(problems) > MAX_PROBLEMS:
        rest = len(problems) - MAX_PROBLEMS
        problems = [*problems[:MAX_PROBLEMS], f"... and {rest} more problem(s)"]
    return DeckListError(problems)


def _quoted(text: str) -> str:
    """`text` as a message quotes it: its repr, cut short."""
    return repr(text) if len(text) <= 60 else repr(text[:57] + "...")


def _check_size(text: str, what: str) -> None:
    if not isinstance(text, str):
        raise DeckListError([f"a {what} must be text, not {type(text).__name__}"])
    if len(text) > MAX_DECK_TEXT:
        raise DeckListError(
            [f"the {what} has {len(text)} characters; at most {MAX_DECK_TEXT} are read"]
        )


def _check_total(entries: list[tuple[CardDefinition, int]], what: str) -> None:
    total = sum(count for _, count in entries)
    if total > MAX_DECK_CARDS:
        raise DeckListError([f"the {what} has {total} cards; at most {MAX_DECK_CARDS} are read"])


def _merge(
    entries: list[tuple[CardDefinition, int]],
    declared: Format | None = None,
    title: str | None = None,
) -> DeckList:
    # The same card on two lines is one entry: the copy limit is per full name.
    counts: dict[str, int] = {}
    cards: dict[str, CardDefinition] = {}
    for card, count in entries:
        cards.setdefault(card.full_name, card)
        counts[card.full_name] = counts.get(card.full_name, 0) + count
    return DeckList(tuple((cards[name], counts[name]) for name in counts), declared, title)


def _by_printing(written: str, catalogue: Catalogue) -> CardDefinition | None:
    """The card a set and number (``1-12``) or a printed identifier (``012/204 EN 1``)
    names, None when `written` is neither; `UnknownCard` when no card has that number."""
    match = _SET_NUMBER.match(written)
    if match is not None:
        return catalogue.by_set_number(_set_code(match["set"]), int(match["number"]))
    match = _PRINTED_ID.match(written)
    if match is None:
        return None
    if match["language"].upper() != "EN":
        raise UnknownCard(f"{written} (only English collector numbers are known; "
                          "write the card's name)")  # fmt: skip
    group = match["of"]  # a promo is numbered within its group: "8/P1"
    set_code = _set_code(match["set"] if group.isdigit() else group)
    return catalogue.by_set_number(set_code, int(match["number"]))


def _set_code(written: str) -> str:
    """A set code as the catalogue has it: "001" is set "1", "q1" is "Q1"."""
    return str(int(written)) if written.isdigit() else written.upper()


def _lookup(name: str, catalogue: Catalogue) -> CardDefinition:
    """A card by name, also accepting ``Name, Version`` when that is not itself a name, a
    deck site's mark after it (``*E*``), or a set and number instead of the name."""
    name = _PRINTING_MARK.sub("", name)
    printed = _by_printing(name, catalogue)
    if printed is not None:
        return printed
    try:
        return catalogue.get(name)
    except UnknownCard:
        head, comma, tail = name.rpartition(",")
        if comma and head.strip() and f"{head} - {tail}" in catalogue:
            return catalogue.get(f"{head} - {tail}")
        raise


def _is_title(line: str, catalogue: Catalogue) -> bool:
    """Whether a line without a count is a list's title ("Amber/Steel Aggro by Someone"),
    not a card whose count was left out: it names no card, nor nearly one."""
    return (
        not _SET_NUMBER.match(line)
        and not _PRINTED_ID.match(line)
        and not catalogue.suggest(_PRINTING_MARK.sub("", line), 1, cutoff=TITLE_CUTOFF)
    )


def _split_count(line: str) -> tuple[str, str | None]:
    """(name, count as written) of one line; count None when the line has none."""
    match = _LEADING_COUNT.match(line)
    if match:
        return match["name"].strip(), match["count"]
    match = _TRAILING_COUNT.match(line)
    if match:
        return match["name"].strip(), match["count"] or match["count2"]
    return line, None


def _count(written: str) -> int | str:
    """The count of a line, or why it is not one (too many digits, a digit of no number)."""
    digits = unicodedata.normalize("NFKC", written)
    if not digits.isascii():
        digits = "".join(str(unicodedata.digit(c, -1)) for c in digits)
    if not _COUNT.fullmatch(digits):
        return f"{_quoted(written)} is not a count from 1 to {MAX_DECK_CARDS}"
    count = int(digits)
    if count > MAX_DECK_CARDS:
        return f"a count of {count} is more than the {MAX_DECK_CARDS} cards a deck list may hold"
    return count


def parse_deck_list(text: str, catalogue: Catalogue) -> DeckList:
    """Read a pasted deck list; every bad line is reported in one `DeckListError`.

    Accepts ``4 Name - Version``, ``4x Name``, ``4 x Name``, ``Name x4``, ``Name, Version``,
    Japanese ``名前／バージョン ×4`` and ``名前 – バージョン 4枚``, full-width digits, blank
    lines, ``#`` and ``//`` comments, section headers (``Characters (24)``, ``Deck:``,
    ``Songs: 4``) and totals lines (``Total: 60``), as deck sites share lists: a title line
    first (a line without a count that names no card, nor nearly one), a printing's mark
    after a name (``*E*``), and a card by set and number (``4 1-12``) or by the identifier
    printed on it (``4x 012/204 EN 1``). A comment ``# format: infinity`` before the first
    card declares the deck's format.
    """
    _check_size(text, "deck list")
    entries: list[tuple[CardDefinition, int]] = []
    problems: list[str] = []
    declared: Format | None = None
    title: str | None = None
    for number, raw_line in enumerate(text.splitlines(), start=1):
        where = f"line {number} {_quoted(raw_line.strip())}"
        line = unicodedata.normalize("NFKC", raw_line).strip().lstrip("\ufeff")
        if not line:
            continue
        if _COMMENT.match(line):
            declaration = _FORMAT.match(line) if not entries and declared is None else None
            if declaration is not None:
                try:  # "Core Constructed" is what event pages call it
                    declared = Format.parse(_CONSTRUCTED.sub("", declaration["name"]))
                except ValueError as exc:
                    problems.append(f"{where}: {exc}")
            continue
        if len(line) > MAX_LINE:
            problems.append(f"{where}: longer than {MAX_LINE} characters")
            continue
        line = _BULLET.sub("", _INLINE_COMMENT.sub("", line)).strip()
        if _HEADER.match(line) or _TOTAL.match(line):
            continue
        name, written = _split_count(line)
        first = title is None and not entries and not problems
        if written is None and first and _is_title(line, catalogue):
            title = line
            continue
        if written is None:
            problems.append(f"{where}: no count (write it as {_quoted('4 ' + line)})")
            continue
        count = _count(written)
        if isinstance(count, str):
            problems.append(f"{where}: {count}")
            continue
        if count == 0:
            problems.append(f"{where}: a count of 0 adds no card")
            continue
        try:
            entries.append((_lookup(name, catalogue), count))
        except UnknownCard as exc:
            problems.append(f"{where}: {exc}")
    if problems:
        raise _refuse(problems)
    if not entries:
        raise DeckListError(["the deck list names no cards"])
    _check_total(entries, "deck list")
    return _merge(entries, declared, title)


def _decode_code(code: str) -> str | None:
    """The text inside a deck code, or None when `code` is not one."""
    if not isinstance(code, str) or len(code) > MAX_DECK_TEXT:
        return None
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
    _check_size(code, "deck code")
    text = _decode_code(code)
    if text is None:
        raise DeckListError([f"{_quoted(code.strip())} is not a deck code"])
    entries: list[tuple[CardDefinition, int]] = []
    problems: list[str] = []
    for number, part in enumerate(text.split("|"), start=1):
        if not part.strip():
            continue
        where = f"entry {number} {_quoted(part)} of the deck code"
        name, dollar, count_text = part.rpartition("$")
        if not dollar:
            problems.append(f"{where}: no count after '$'")
            continue
        count = _count(count_text.strip())
        if isinstance(count, str):
            problems.append(f"{where}: {count}")
            continue
        if len(name) > MAX_LINE:
            problems.append(f"{where}: a name longer than {MAX_LINE} characters")
            continue
        if count == 0:
            problems.append(f"{where}: a count of 0 adds no card")
            continue
        full_name = name.replace("_", " - ", 1)
        try:
            entries.append((catalogue.get(full_name), count))
        except UnknownCard as exc:
            problems.append(f"{where}: {exc}")
    if problems:
        raise _refuse(problems)
    if not entries:
        raise DeckListError(["the deck code names no cards"])
    _check_total(entries, "deck code")
    return _merge(entries)


def parse_deck(text_or_code: str, catalogue: Catalogue) -> DeckList:
    """Read a deck list or a deck code, whichever `text_or_code` is."""
    _check_size(text_or_code, "deck list")
    if is_deck_code(text_or_code):
        return parse_deck_code(text_or_code, catalogue)
    return parse_deck_list(text_or_code, catalogue)


def format_of(deck: DeckList, chosen: Format | None = None) -> Format:
    """The format `deck` is checked in: `chosen` (a ``--format`` given), else the one its
    list declares, else Core."""
    return chosen or deck.format or Format.CORE


#: How many cards a refusal for the format names before it says how many more there are.
MAX_NAMED = 20


def _not_legal(deck: DeckList, in_format: Format) -> str | None:
    """One line naming the cards of `deck` not legal in `in_format`, or None."""
    shown = []
    for card, _ in deck.entries:
        if card.legal_in(in_format):
            continue
        since = card.banned_since(in_format)
        shown.append(f"{card.full_name} (banned since {since})" if since else card.full_name)
    if not shown:
        return None
    more = len(shown) - MAX_NAMED
    names = ", ".join(shown[:MAX_NAMED]) + (f" and {more} more" if more > 0 else "")
    cards = "1 card is" if len(shown) == 1 else f"{len(shown)} cards are"
    return f"{cards} not legal in {in_format.printed}: {names}"


def _counted_inks(deck: DeckList) -> tuple[Ink, ...]:
    """The ink types that count toward the deck's limit: a card that lets others in
    "regardless of ink type" (Christopher Robin - Hunny Sage) leaves theirs out. Its own
    copies always count, so it works only where it is itself legal (1.10.1.3)."""
    from illumineer.engine.abilities import AnyInk, Static  # (card code: loaded when read)

    rules = [(card, ability.rule) for card, _ in deck.entries if card.behaviour is not None
             for ability in card.behaviour.abilities
             if isinstance(ability, Static) and isinstance(ability.rule, AnyInk)]  # fmt: skip
    if not rules:
        return deck.inks
    present = {ink for card, _ in deck.entries
               if not any(rule.allows(card, own) for own, rule in rules)
               for ink in card.inks}  # fmt: skip
    return tuple(ink for ink in Ink if ink in present)


def validate_deck(
    deck: DeckList,
    *,
    min_size: int = 60,
    max_inks: int = 2,
    implemented: Callable[[CardDefinition], bool] | None = None,
    in_format: Format | None = None,
) -> None:
    """Raise `DeckListError` naming every deck-building rule `deck` breaks (rule 1.10.1.1).

    At least `min_size` cards, at most `max_inks` ink types (a dual-ink card counts both),
    at most each card's own `max_copies` of each full name; with `in_format`, every card
    legal there (one line names those that are not); with `implemented`, every card it
    rejects is reported as not implemented yet.
    """
    problems: list[str] = []
    if deck.total < min_size:
        problems.append(
            f"the deck has {deck.total} cards; it needs at least {min_size} (rule 1.10.1.1)"
        )
    inks = _counted_inks(deck)
    if len(inks) > max_inks:
        detail = ", ".join(
            f"{ink.value} ({sum(n for card, n in deck.entries if ink in card.inks)} cards)"
            for ink in inks
        )
        problems.append(
            f"the deck has {len(inks)} ink types: {detail}; "
            f"at most {max_inks} are allowed (rule 1.10.1.1)"
        )
    for card, count in deck.entries:
        if count > card.max_copies:
            problems.append(
                f"{count} copies of {card.full_name}; at most {card.max_copies} "
                "are allowed (rule 1.10.1.1)"
            )
    if in_format is not None:
        not_legal = _not_legal(deck, in_format)
        if not_legal is not None:
            problems.append(not_legal)
    if implemented is not None:
        problems.extend(
            f"{card.full_name} is not implemented yet"
            for card, _ in deck.entries
            if not implemented(card)
        )
    if problems:
        raise DeckListError(problems)


#: The example decks `simulate`, `play` and the web page's new game use unless told otherwise:
#: two Core decks of different ink pairs, so a first game plays today's format.
DEFAULT_DECKS = ("core-amber-amethyst", "core-sapphire-steel")


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
