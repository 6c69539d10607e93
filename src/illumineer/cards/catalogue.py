"""The card catalogue: LorcanaJSON printings read into one `CardDefinition` per full name.

>>> cat = load_catalogue()
>>> cat.get("mickey mouse – true friend").full_name
'Mickey Mouse - True Friend'
>>> cat.get("ミッキーマウス／いつだって友だち").cost
3
"""

from __future__ import annotations

import difflib
import functools
import gzip
import hashlib
import io
import json
import re
import zlib
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from illumineer.cards.files import default_card_file, default_japanese_file, named_by_environment
from illumineer.cards.japanese import JaPrinting, read_japanese, read_overlay, read_packaged
from illumineer.engine.cards import (
    DROPS,
    AbilityText,
    CardDefinition,
    CardType,
    Format,
    Ink,
    PrintedKeyword,
)
from illumineer.engine.errors import CardDataError, UnknownCard, UnknownJapaneseCard
from illumineer.folding import fold
from illumineer.reading import read_bytes, size_text

if TYPE_CHECKING:
    from illumineer.engine.cards import Behaviour

#: `max_copies` of a card the deck-building rules do not limit (LorcanaJSON says null).
UNLIMITED_COPIES = 99
#: The longest name looked up; no card name comes near it (the longest has about 60).
MAX_QUERY = 200
#: The largest card data file read, as stored and decompressed (the export has 3.5 / 9.6 MB).
MAX_CARD_FILE = 64 * 1024 * 1024
MAX_CARD_DATA = 256 * 1024 * 1024

# Hiragana, katakana (full and half width) and CJK ideographs: a query written in Japanese.
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")

# Every character players and publishers use between name and version. "／" is the
# Japanese list's separator; NFKC turns it (and "－") into ASCII before this table applies.
_MULTI_NAME = re.compile(r"\s*(?:,|&| 'n' )\s*")

_JA_TYPES = {"キャラクター": "Character", "アクション": "Action", "アイテム": "Item",
             "ロケーション": "Location"}  # fmt: skip
_JA_INKS = {"アンバー": "Amber", "アメジスト": "Amethyst", "エメラルド": "Emerald",
            "ルビー": "Ruby", "サファイア": "Sapphire", "スティール": "Steel"}  # fmt: skip
# Only the classifications whose mismatch changes rules (Shift targets, songs) are compared.
_JA_CLASSIFICATIONS = {"ストーリーボーン": "Storyborn", "ドリームボーン": "Dreamborn",
                       "フラッドボーン": "Floodborn", "歌": "Song"}  # fmt: skip


def normalise(text: str) -> str:
    """The lookup key of a card name: case, width, dash and bracket differences removed
    (`illumineer.folding.fold`).

    >>> normalise("《先生 – ７人のこびとのおかしら》") == normalise("先生/7人のこびとのおかしら")
    True
    """
    return fold(text)


def _set_order(set_code: str) -> tuple[int, int, str]:
    """Numbered sets first in number order, then the Illumineer's Quest sets (Q1...)."""
    return (0, int(set_code), "") if set_code.isdigit() else (1, 0, set_code)


def _is_base(raw: Mapping[str, Any]) -> bool:
    return not any(raw.get(k) for k in ("reprintOfId", "baseId", "promoGrouping"))


def _number(raw: Mapping[str, Any]) -> int:
    """The collector number; 0 for the few quest tokens printed without one."""
    value = raw.get("number")
    return value if isinstance(value, int) else 0


def _printing_key(raw: Mapping[str, Any]) -> tuple[str, int]:
    """Set and number as printed: promos number within their own group ("P1" #1...),
    so their set code alone would collide with the set's regular card of that number.
    """
    return (str(raw.get("promoGrouping") or raw["setCode"]), _number(raw))


def _printing_order(raw: Mapping[str, Any]) -> tuple[bool, tuple[int, int, str], int]:
    return (not _is_base(raw), _set_order(str(raw["setCode"])), _number(raw))


def base_printings(cards: Sequence[Mapping[str, Any]]) -> dict[str, Mapping[str, Any]]:
    """The printing each full name's definition is read from: the original (no reprint,
    enchanted or promo link) in the lowest set (`Catalogue.from_lorcanajson`)."""
    groups: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    for printing in cards:
        groups[str(printing["fullName"])].append(printing)
    return {name: min(group, key=_printing_order) for name, group in groups.items()}


def _inks(raw: Mapping[str, Any]) -> tuple[Ink, ...]:
    value = raw.get("colors") or raw.get("color") or ()
    names = value.split("-") if isinstance(value, str) else list(value)
    try:
        return tuple(Ink(n.strip()) for n in names if n.strip())
    except ValueError as exc:
        raise CardDataError(f"{raw.get('fullName')}: unknown ink {value!r}") from exc


def keyword_value(ability: Mapping[str, Any]) -> int | None:
    """A keyword's number as the data gives it (Shift 5, Resist +2, "Remove 2 ink drops"),
    or None for a Shift paid otherwise ("Discard 2 cards")."""
    number = ability.get("keywordValueNumber")
    if isinstance(number, int):
        return number
    # Shift variants such as "Discard 2 cards" have no number; the text stays in full_text.
    # "Remove 2 ink drops" (set 14) is a number of ink drops (the keyword's unit says so).
    value = str(ability.get("keywordValue") or "")
    match = re.fullmatch(r"\+?(\d+)|Remove (\d+) ink drops?", value)
    return int(match.group(1) or match.group(2)) if match else None


def _keywords(raw: Mapping[str, Any]) -> tuple[PrintedKeyword, ...]:
    keywords = []
    before = 0  # the other abilities printed before each keyword
    text, last = str(raw.get("fullText") or ""), None  # (the keyword printed just before)
    for a in raw.get("abilities") or ():
        if a.get("type") != "keyword":
            before += 1
            last = None
        elif a.get("keyword"):
            printed = str(a.get("fullText") or "").split("(")[0].strip()
            unit = "⬡" if printed.endswith("⬡") else DROPS if printed.endswith(DROPS) else ""
            joined = last is not None and f"{last}, {printed}" in text  # "Evasive, Resist +1"
            keywords.append(PrintedKeyword(str(a["keyword"]), keyword_value(a), unit, before,
                                           joined))  # fmt: skip
            last = printed
    present = {k.name for k in keywords}
    for name in raw.get("keywordAbilities") or ():
        if name not in present:
            keywords.append(PrintedKeyword(str(name)))
            present.add(name)
    return tuple(keywords)


def _abilities(raw: Mapping[str, Any]) -> tuple[AbilityText, ...]:
    return tuple(
        AbilityText(
            kind=str(a.get("type") or ""),
            name=str(a.get("name") or ""),
            text=str(a.get("effect") or a.get("fullText") or ""),
        )
        for a in raw.get("abilities") or ()
        if a.get("type") != "keyword"
    )


def _names(raw: Mapping[str, Any]) -> tuple[str, ...]:
    """The names of a multi-name card (rule 5.2.6.3), in printed order; () for one name.

    "Chip 'n' Dale" counts as an '&' card too.
    """
    name = str(raw["name"])
    if " & " not in name and " 'n' " not in name:
        return ()
    return tuple(part for part in _MULTI_NAME.split(name) if part)


def _optional_int(raw: Mapping[str, Any], key: str) -> int | None:
    value = raw.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _max_copies(raw: Mapping[str, Any]) -> int:
    if "maxCopiesInDeck" not in raw:
        return 4
    value = raw["maxCopiesInDeck"]
    return value if isinstance(value, int) else UNLIMITED_COPIES


def _allowed(raw: Mapping[str, Any], game_format: Format) -> Mapping[str, Any]:
    """The printing's (or set's) ``allowedInFormats`` entry for `game_format` ({} if none)."""
    formats = raw.get("allowedInFormats")
    entry = formats.get(game_format.printed) if isinstance(formats, Mapping) else None
    return entry if isinstance(entry, Mapping) else {}


def _legality(
    printings: Sequence[Mapping[str, Any]],
) -> tuple[frozenset[Format], tuple[tuple[Format, str], ...]]:
    """Where a card is legal (any printing allowed there) and where it is banned, since when.

    A printing without ``allowedInFormats`` is allowed nowhere: legality is never guessed.
    """
    legal = frozenset(
        f for f in Format if any(_allowed(raw, f).get("allowed") is True for raw in printings)
    )
    bans = []
    for game_format in Format:
        dates = sorted(str(_allowed(raw, game_format).get("bannedSinceDate") or "")
                       for raw in printings)  # fmt: skip
        if game_format not in legal and dates[-1]:
            bans.append((game_format, dates[-1]))
    return legal, tuple(bans)


def format_sets(data: Mapping[str, Any]) -> dict[Format, frozenset[str]]:
    """Per format, the set codes allowed in it, from the export's ``sets``."""
    sets = data.get("sets")
    if not isinstance(sets, Mapping):
        return {f: frozenset() for f in Format}
    return {
        f: frozenset(str(code) for code, info in sets.items()
                     if isinstance(info, Mapping) and _allowed(info, f).get("allowed") is True)
        for f in Format
    }  # fmt: skip


def _definition(
    base: Mapping[str, Any],
    ja: JaPrinting | None,
    printings: Sequence[Mapping[str, Any]] = (),
) -> CardDefinition:
    """The definition of one full name, read from its `base` printing; its legality from
    all its `printings` (the base alone when none are given)."""
    formats, bans = _legality(printings or (base,))
    try:
        card_type = CardType.from_printed(str(base["type"]))
        return CardDefinition(
            id=int(base["id"]),
            full_name=str(base["fullName"]),
            name=str(base["name"]),
            version=base.get("version") or None,
            card_type=card_type,
            cost=int(base["cost"]),
            inkable=bool(base["inkwell"]),
            strength=_optional_int(base, "strength"),
            willpower=_optional_int(base, "willpower"),
            lore=_optional_int(base, "lore"),
            move_cost=_optional_int(base, "moveCost"),
            inks=_inks(base),
            classifications=tuple(str(s) for s in base.get("subtypes") or ()),
            keywords=_keywords(base),
            abilities=_abilities(base),
            # Only actions have effects; promo characters carry flavour text there.
            effects=tuple(str(e) for e in base.get("effects") or ())
            if card_type is CardType.ACTION
            else (),
            set_code=str(base["setCode"]),
            number=_number(base),
            max_copies=_max_copies(base),
            full_text=str(base.get("fullText") or ""),
            ja_name=ja.full_name if ja else None,
            ja_text=ja.rules_text if ja else None,
            names=_names(base),
            formats=formats,
            bans=bans,
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise CardDataError(f"card {base.get('fullName', base.get('id'))!r}: {exc}") from exc


def behaviour_of(full_name: str) -> Behaviour | None:
    """The card code of the card called `full_name` (None when it has none).

    The card code is imported on the first call, when the catalogue first hands a card
    out: commands that hand out none (`--version`, `cards fetch`) never load it.
    """
    from illumineer.cards.code import behaviours

    return behaviours().get(full_name)


def _printing_conflicts(full_name: str, printings: Sequence[Mapping[str, Any]]) -> list[str]:
    """Disagreements between LorcanaJSON printings of one full name."""
    fields = ("type", "cost", "inkwell", "strength", "willpower", "lore", "moveCost", "subtypes")
    problems = []
    for key in fields:
        values: dict[str, list[str]] = defaultdict(list)
        for raw in printings:
            values[json.dumps(raw.get(key), ensure_ascii=False)].append(
                "{} #{}".format(*_printing_key(raw))
            )
        if len(values) > 1:
            detail = "; ".join(f"{v} at {', '.join(where)}" for v, where in values.items())
            problems.append(f"{full_name}: LorcanaJSON printings disagree on {key}: {detail}")
    return problems


def _ja_conflicts(raw: Mapping[str, Any], ja: JaPrinting) -> list[str]:
    """Disagreements between a LorcanaJSON printing and the Japanese row for it."""
    where = f"{raw['fullName']} ({raw['setCode']} #{raw['number']})"
    src = ja.source or "the Japanese list"
    problems = []

    def differ(what: str, english: object, japanese: object, shown: str = "") -> None:
        if japanese is not None and english != japanese:
            problems.append(
                f"{where}: {what} is {english} in LorcanaJSON but {japanese}{shown} in {src}"
            )

    if ja.en_full_name is not None and ja.en_full_name != raw["fullName"]:
        problems.append(f"{where}: {src} names it {ja.en_full_name!r}")
    if ja.card_type in _JA_TYPES:
        differ("type", raw["type"], _JA_TYPES[ja.card_type], f" ({ja.card_type})")
    if ja.ink in _JA_INKS:
        differ("ink", "-".join(i.value for i in _inks(raw)), _JA_INKS[ja.ink], f" ({ja.ink})")
    english_classes = set(raw.get("subtypes") or ())
    for ja_class in ja.classifications:
        english = _JA_CLASSIFICATIONS.get(ja_class)
        if english is not None and english not in english_classes:
            mine = sorted(english_classes & set(_JA_CLASSIFICATIONS.values())) or ["none"]
            differ("classification", "/".join(mine), english, f" ({ja_class})")
    differ("cost", raw.get("cost"), ja.cost)
    differ("strength", raw.get("strength"), ja.strength)
    differ("willpower", raw.get("willpower"), ja.willpower)
    differ("lore", raw.get("lore"), ja.lore)
    differ("move cost", raw.get("moveCost"), ja.move_cost)
    differ("inkable", raw.get("inkwell"), ja.inkable)
    return problems


class Catalogue:
    """Every card of a LorcanaJSON export, one `CardDefinition` per full name.

    Look cards up by English or Japanese full name (`get`), by LorcanaJSON id (`by_id`) or by
    set and collector number (`by_set_number`); every printing of a card leads to the same
    definition. `conflicts()` lists where the sources disagree.
    """

    def __init__(
        self,
        definitions: Iterable[CardDefinition],
        *,
        printings: Mapping[int, tuple[str, int, str]] | None = None,
        conflicts: Iterable[str] = (),
        japanese: str = "",
        generated_on: str = "",
        format_sets: Mapping[Format, frozenset[str]] | None = None,
        behaviours: Callable[[str], Behaviour | None] | None = None,
    ) -> None:
        """Index `definitions`; `printings` maps every printing's id to (set, number, name).

        `japanese` says in one line which Japanese names the definitions carry (or why none).
        `generated_on` is the date of the data (its legality among the rest), `format_sets`
        the set codes each format allows. `behaviours` gives a card's code by full name: it
        is attached to a definition when the catalogue first hands that definition out
        (`behaviour_of` for a catalogue of real cards; None attaches nothing).
        """
        self._behaviours = behaviours
        self._complete: dict[str, CardDefinition] = {}  # full name -> with its card code
        self.japanese = japanese or "no Japanese names are loaded"
        #: The date the card data was made (``YYYY-MM-DD``), "" when it does not say.
        self.generated_on = generated_on
        self.format_sets = {f: frozenset((format_sets or {}).get(f, ())) for f in Format}
        self.printings = dict(printings or {})
        # Names repeat (every printing, every version of a character): fold each once.
        folded: dict[str, str] = {}

        def key_of(name: str) -> str:
            key = folded.get(name)
            if key is None:
                key = folded[name] = normalise(name)
            return key

        # By lookup key: the data spells a few cards two ways ("Let It Go", "Let it Go"),
        # and both spellings' printings are the one card's.
        self._printed_in: dict[str, list[str]] = defaultdict(list)
        for set_code, _, full_name in self.printings.values():
            self._printed_in[key_of(full_name)].append(set_code)
        self._by_name: dict[str, CardDefinition] = {}
        self._labels: dict[str, str] = {}  # lookup key -> the name as printed
        self._by_id: dict[int, CardDefinition] = {}
        self._by_set_number: dict[tuple[str, int], CardDefinition] = {}
        self._conflicts = tuple(conflicts)
        for definition in definitions:
            key = key_of(definition.full_name)
            self._by_name[key] = definition
            self._labels[key] = definition.full_name
            self._by_id[definition.id] = definition
            if definition.number:
                self._by_set_number[(definition.set_code, definition.number)] = definition
        for definition in list(self._by_name.values()):
            # Japanese names never shadow English ones.
            if definition.ja_name and key_of(definition.ja_name) not in self._by_name:
                self._by_name[key_of(definition.ja_name)] = definition
                self._labels[key_of(definition.ja_name)] = definition.ja_name
        for printing_id, (set_code, number, full_name) in self.printings.items():
            definition = self._by_name[key_of(full_name)]
            self._by_id.setdefault(printing_id, definition)
            if number:
                self._by_set_number.setdefault((set_code, number), definition)
        self._keys = sorted(self._by_name)
        self._words: list[str] | None = None  # every word of every name, for `nearest`
        unique = {d.full_name: d for d in self._by_name.values()}
        self._definitions = tuple(unique[name] for name in sorted(unique))
        self._by_bare_name: dict[str, list[CardDefinition]] = defaultdict(list)
        for definition in self._definitions:
            bare = {key_of(definition.name)}
            if definition.ja_name:
                bare.add(key_of(definition.ja_name.partition(" – ")[0]))
            for key in bare:
                self._by_bare_name[key].append(definition)

    @classmethod
    def from_lorcanajson(
        cls,
        data: Mapping[str, Any],
        japanese: Sequence[JaPrinting] = (),
        japanese_source: str = "",
    ) -> Catalogue:
        """Build a catalogue from a decoded LorcanaJSON export and optional Japanese rows.

        `japanese_source` names where the rows came from, for `japanese`'s one-line summary.
        Of several printings of one full name, the definition is read from the original
        (no reprint, enchanted or promo link) in the lowest set; promos put flavour text
        where actions keep their effects, so they are read only when nothing else exists.
        """
        cards = data.get("cards") if isinstance(data, Mapping) else None
        if not isinstance(cards, list):
            raise CardDataError("not a LorcanaJSON export: no 'cards' list")
        for raw in cards:
            _check_printing(raw)
        try:
            return cls._from_printings(data, cards, japanese, japanese_source)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            # What _check_printing does not look at, a definition reports with its name.
            raise CardDataError(f"not a LorcanaJSON export: {type(exc).__name__} {exc}") from None

    @classmethod
    def _from_printings(
        cls,
        data: Mapping[str, Any],
        cards: list[Mapping[str, Any]],
        japanese: Sequence[JaPrinting],
        japanese_source: str,
    ) -> Catalogue:
        groups: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
        for printing in cards:
            groups[str(printing["fullName"])].append(printing)
        by_set_number = {_printing_key(r): r for r in cards}
        by_id = {int(r["id"]): r for r in cards}

        ja_by_name: dict[str, list[JaPrinting]] = defaultdict(list)
        conflicts: dict[str, None] = {}  # ordered set: reprints repeat the same complaint
        for ja in japanese:
            raw = by_id.get(ja.lorcanajson_id) if ja.lorcanajson_id is not None else None
            if raw is None:
                raw = by_set_number.get((ja.set_code, ja.number))
            if raw is None:
                conflicts[f"{ja.full_name} ({ja.set_code} #{ja.number}, {ja.source}): "
                          "no LorcanaJSON printing with that set and number"] = None  # fmt: skip
                continue
            ja_by_name[str(raw["fullName"])].append(ja)
            for problem in _ja_conflicts(raw, ja):
                conflicts[_without_printing(problem)] = None

        definitions = []
        printings: dict[int, tuple[str, int, str]] = {}
        for full_name, group in groups.items():
            group.sort(key=_printing_order)
            rows = ja_by_name.get(full_name, [])
            ja_names = sorted({ja.full_name for ja in rows})
            if len(ja_names) > 1:
                conflicts[f"{full_name}: Japanese names disagree: {', '.join(ja_names)}"] = None
            definitions.append(_definition(group[0], _best_ja(group[0], rows), group))
            for problem in _printing_conflicts(full_name, group):
                conflicts[problem] = None
            for raw in group:
                printings[int(raw["id"])] = (*_printing_key(raw), full_name)
        note = _japanese_summary(definitions, japanese_source)
        return cls(definitions, printings=printings, conflicts=conflicts, japanese=note,
                   generated_on=_generated_on(data), format_sets=format_sets(data),
                   behaviours=behaviour_of)  # fmt: skip

    @classmethod
    def load(cls, path: Path, japanese: Path | None = None) -> Catalogue:
        """Read a LorcanaJSON file (gzipped or plain) and a Japanese card list.

        Without `japanese`, the packaged table of sets 1–4 is read. The project's overlay of
        later-set Japanese names is always added after it.
        """
        data = read_lorcanajson(path)
        if japanese is not None:
            rows, source = read_japanese(japanese), str(japanese)
        else:
            try:
                rows, source = read_packaged(), "the table packaged with Illumineer"
            except (OSError, ValueError, CardDataError):  # a broken installation
                rows, source = [], "no Japanese list: the packaged table is missing (reinstall)"
        source += " and Illumineer's own list of later cards"
        return cls.from_lorcanajson(data, [*rows, *read_overlay()], source)

    def get(self, name: str) -> CardDefinition:
        """The card whose English or Japanese full name is `name`.

        Case, full-width characters, the dash between name and version (or "／"), extra
        spaces and 《》「」 brackets do not matter. Raises `UnknownCard` with the three
        closest names otherwise; for a Japanese name, `UnknownJapaneseCard`, which also says
        which Japanese names the catalogue holds.
        """
        if not isinstance(name, str):
            raise UnknownCard(repr(name))
        if len(name) > MAX_QUERY:
            raise UnknownCard(f"{name[:40]}... ({len(name)} characters)")
        found = self._by_name.get(normalise(name))
        if found is not None:
            return self._with_code(found)
        if is_japanese(name) and not self.named(name):
            raise UnknownJapaneseCard(name, self.suggest(name), self.japanese)
        raise UnknownCard(name, self.suggest(name))

    def named(self, name: str) -> tuple[CardDefinition, ...]:
        """Every card whose name, without its version, is `name` (English or Japanese).

        >>> [c.version for c in load_catalogue().named("ミッキーマウス")][:2]
        ['Artful Rogue', 'Brave Little Tailor']
        """
        if not isinstance(name, str) or len(name) > MAX_QUERY:
            return ()
        return tuple(map(self._with_code, self._by_bare_name.get(normalise(name), ())))

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and normalise(name) in self._by_name

    def suggest(self, name: str, n: int = 3, *, cutoff: float = 0.5) -> tuple[str, ...]:
        """Up to `n` full names closest to `name`, as printed (English or Japanese): those
        at least `cutoff` alike (difflib's ratio), and the versions of a bare name."""
        if len(name) > MAX_QUERY:
            return ()
        key = normalise(name)
        close = difflib.get_close_matches(key, self._keys, n=n, cutoff=cutoff)
        # A bare character name ("Mickey Mouse") should offer that character's versions.
        starts = [k for k in self._keys if k.startswith(key + "-")] if key else []
        ordered = list(dict.fromkeys([*starts, *close]))[:n]
        return tuple(self._labels[k] for k in ordered)

    def by_id(self, card_id: int) -> CardDefinition:
        """The card of which `card_id` (a LorcanaJSON id) is a printing."""
        try:
            return self._with_code(self._by_id[card_id])
        except KeyError:
            raise UnknownCard(f"id {card_id}") from None

    def by_set_number(self, set_code: str | int, number: int) -> CardDefinition:
        """The card printed as collector `number` in set `set_code` ("1".."14", "Q1"...)."""
        try:
            return self._with_code(self._by_set_number[(str(set_code).upper(), int(number))])
        except (KeyError, ValueError):
            raise UnknownCard(f"set {set_code} #{number}") from None

    def search(self, text: str) -> tuple[CardDefinition, ...]:
        """Cards whose English or Japanese full name holds each word of `text` anywhere, in
        any order, by English name. Case, full-width characters, dashes and brackets do not
        matter: "mouse true", "ＭＯＵＳＥ—TRUE" and "いつだって" all find Mickey Mouse - True
        Friend."""
        if len(text) > MAX_QUERY:
            return ()
        words = normalise(text).replace("-", " ").split()
        if not words:
            return ()
        found = {}
        for key in self._keys:
            loose = key.replace("-", " ")
            if all(word in loose for word in words):
                found[self._by_name[key].full_name] = self._by_name[key]
        return tuple(self._with_code(found[name]) for name in sorted(found))

    def nearest(self, text: str, n: int = 5) -> tuple[str, ...]:
        """For a `search` that finds nothing: up to `n` full names found when each word of
        `text` is read as the nearest word of any card's name ("stich rok" finds Stitch -
        Rock Star), else the names closest to `text` whole (`suggest`)."""
        if len(text) > MAX_QUERY:
            return ()
        if self._words is None:
            self._words = sorted({w for k in self._keys for w in k.replace("-", " ").split()})
        words = normalise(text).replace("-", " ").split()
        near = [difflib.get_close_matches(w, self._words, n=1, cutoff=0.7) for w in words]
        if words and all(near):
            found = self.search(" ".join(close[0] for close in near))
            if found:
                return tuple(card.full_name for card in found[:n])
        return self.suggest(text, n)

    def first_set_in(self, definition: CardDefinition, game_format: Format) -> str:
        """The first set allowed in `game_format` that prints `definition` (a reprint of a
        rotated card counts in its new set); its own set when there is none."""
        allowed = self.format_sets[game_format]
        printed_in = self._printed_in.get(normalise(definition.full_name), ())
        sets = [code for code in printed_in if code in allowed]
        return min(sets, key=_set_order) if sets else definition.set_code

    def conflicts(self) -> tuple[str, ...]:
        """Every disagreement between sources, one readable sentence each."""
        return self._conflicts

    def __len__(self) -> int:
        return len(self._definitions)

    def __iter__(self) -> Iterator[CardDefinition]:
        """Every definition, in English full-name order."""
        return map(self._with_code, self._definitions)

    def facts(self) -> tuple[CardDefinition, ...]:
        """Every definition as read from the data, without its card code, in English
        full-name order (what the prepared index keeps: `illumineer.cards.index`)."""
        return self._definitions

    def _with_code(self, definition: CardDefinition) -> CardDefinition:
        """`definition` with its card code attached (once: the same object every time)."""
        if self._behaviours is None or definition.behaviour is not None:
            return definition
        done = self._complete.get(definition.full_name)
        if done is None:
            behaviour = self._behaviours(definition.full_name)
            done = definition if behaviour is None else replace(definition, behaviour=behaviour)
            self._complete[definition.full_name] = done
        return done


def _generated_on(data: Mapping[str, Any]) -> str:
    """The date part of the export's ``metadata.generatedOn`` ("" when it has none)."""
    metadata = data.get("metadata")
    stamp = metadata.get("generatedOn") if isinstance(metadata, Mapping) else None
    return stamp[:10] if isinstance(stamp, str) and re.match(r"\d{4}-\d\d-\d\d", stamp) else ""


def _without_printing(problem: str) -> str:
    # Reprints repeat a conflict with a different "(set #n)"; keep one copy per card.
    return re.sub(r" \([^()]*#\d+\)", "", problem, count=1)


def is_japanese(text: str) -> bool:
    """True when `text` has a character of Japanese script (kana or a CJK ideograph)."""
    return _JAPANESE.search(text) is not None


def _check_printing(raw: Any) -> None:
    """Refuse a LorcanaJSON card without the fields that index it, naming the card."""
    if not isinstance(raw, Mapping) or not isinstance(raw.get("fullName"), str):
        raise CardDataError(f"not a LorcanaJSON card: {str(raw)[:80]}")
    for key, kinds in (("id", int), ("setCode", (str, int))):
        value = raw.get(key)
        if not isinstance(value, kinds) or isinstance(value, bool):
            raise CardDataError(f"card {raw['fullName'][:80]!r}: {key!r} is {value!r}"[:200])


def _japanese_summary(definitions: Sequence[CardDefinition], source: str) -> str:
    """One line on which sets have Japanese names: why a Japanese name may be missing."""
    per_set: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # set -> [with ja, all]
    for definition in definitions:
        counts = per_set[definition.set_code]
        counts[0] += definition.ja_name is not None
        counts[1] += 1
    whole = [code for code, (ja, total) in per_set.items() if ja * 2 >= total and ja]
    some = {code: ja for code, (ja, total) in per_set.items() if ja and code not in whole}
    if not whole and not some:
        return f"no Japanese names are loaded ({source or 'no Japanese list'} matched no card)"
    parts = []
    if whole:
        parts.append(f"set{'s' if len(whole) > 1 else ''} {_ranges(whole)}")
    if some:
        count = sum(some.values())
        parts.append(f"{count} card{'s' if count > 1 else ''} of set{'s' if len(some) > 1 else ''}"
                     f" {_ranges(list(some))}")  # fmt: skip
    return f"Japanese names are known for {' and '.join(parts)} only (from {source})"


def _ranges(set_codes: Sequence[str]) -> str:
    """Set codes in order, runs of numbers shortened: ``1–4, 7, 12``."""
    numbers = sorted(int(c) for c in set_codes if c.isdigit())
    others = sorted(c for c in set_codes if not c.isdigit())
    runs: list[str] = []
    for number in numbers:
        if runs and runs[-1].split("–")[-1] == str(number - 1):
            runs[-1] = f"{runs[-1].split('–')[0]}–{number}"
        else:
            runs.append(str(number))
    return ", ".join([*runs, *others])


def _best_ja(base: Mapping[str, Any], rows: Sequence[JaPrinting]) -> JaPrinting | None:
    """The Japanese row of the base printing if there is one, else any printing's row."""
    for ja in rows:
        if (ja.set_code, ja.number) == (str(base["setCode"]), _number(base)):
            return ja
    return rows[0] if rows else None


def read_lorcanajson(path: Path) -> dict[str, Any]:
    """Decode a LorcanaJSON export, gzipped or not; `CardDataError` if it is not one.

    At most `MAX_CARD_FILE` bytes are read and `MAX_CARD_DATA` decompressed.
    """
    data = read_bytes(path, limit=MAX_CARD_FILE, what="card data", error=CardDataError)
    try:
        if data[:2] == b"\x1f\x8b":
            with gzip.GzipFile(fileobj=io.BytesIO(data)) as archive:
                data = archive.read(MAX_CARD_DATA + 1)
            if len(data) > MAX_CARD_DATA:
                raise CardDataError(
                    f"card data {path} holds more than {size_text(MAX_CARD_DATA)} of JSON"
                )
        # The C decoder guards its own recursion: nesting too deep is a RecursionError.
        decoded = json.loads(data)
    except (OSError, ValueError, EOFError, zlib.error, RecursionError) as exc:
        reason = "nested too deeply" if isinstance(exc, RecursionError) else str(exc)[:200]
        raise CardDataError(f"cannot read card data {path}: {reason}") from None
    if not isinstance(decoded, dict) or not isinstance(decoded.get("cards"), list):
        raise CardDataError(f"{path} is not a LorcanaJSON export (no 'cards' list)")
    return decoded


@functools.lru_cache(maxsize=4)
def _load_cached(path: Path, japanese: Path | None) -> Catalogue:
    from illumineer.cards import index  # it builds catalogues: imported here, not above

    return index.load(path, japanese)


def load_catalogue(path: str | Path | None = None) -> Catalogue:
    """The catalogue of `path` (default: `default_card_file()`), parsed once per path, and
    read from its prepared index when that is current (`illumineer.cards.index`).

    Japanese names come from `default_japanese_file()` when one exists.
    """
    resolved = Path(path).resolve() if path is not None else default_card_file().resolve()
    japanese = default_japanese_file()
    try:
        return _load_cached(resolved, japanese.resolve() if japanese else None)
    except CardDataError as error:
        raise named_by_environment(error, resolved, japanese) from None


@functools.lru_cache(maxsize=4)
def _file_hash(path: Path, size: int, mtime: int) -> str:
    data = read_bytes(path, limit=MAX_DATA_HASHED, what="card data", error=CardDataError)
    return hashlib.sha256(data).hexdigest()


#: The largest card data file `data_hash` reads (as the catalogue reads it).
MAX_DATA_HASHED = 64 * 1024 * 1024


def data_hash(path: str | Path | None = None) -> str:
    """The sha256 of the card data file `path` (default: `default_card_file()`), as game logs
    record it, so a log that no longer replays can say the cards changed."""
    resolved = Path(path).resolve() if path is not None else default_card_file().resolve()
    stat = resolved.stat()
    return _file_hash(resolved, stat.st_size, stat.st_mtime_ns)
