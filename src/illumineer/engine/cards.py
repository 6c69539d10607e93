"""Card definitions: the immutable facts of a printed card, and what it does.

The engine is given definitions; where they come from (LorcanaJSON, test cards) is the
business of `illumineer.cards`. A definition's `behaviour` is its text as data, written with
the words of `illumineer.engine.abilities`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from illumineer.engine.abilities.ability import Behaviour
from illumineer.engine.vocabulary import CardType, Ink, Keyword, Stat

__all__ = [
    "AbilityText",
    "Behaviour",
    "CardDefinition",
    "CardType",
    "Format",
    "Ink",
    "PrintedKeyword",
]


class Format(Enum):
    """The constructed formats a deck is built for (LorcanaJSON's ``allowedInFormats``).

    >>> Format.parse("Infinity"), Format.CORE.printed
    (<Format.INFINITY: 'infinity'>, 'Core')
    """

    CORE = "core"
    INFINITY = "infinity"

    @property
    def printed(self) -> str:
        """The format's name as LorcanaJSON and players write it: ``Core``, ``Infinity``."""
        return self.name.capitalize()

    @classmethod
    def parse(cls, text: str) -> Format:
        """The format called `text`, whatever its case; `ValueError` naming the formats."""
        try:
            return cls(text.strip().lower())
        except ValueError:
            known = " or ".join(f.value for f in cls)
            raise ValueError(f"{text!r} is not a format ({known})") from None


@dataclass(frozen=True, slots=True)
class PrintedKeyword:
    """A keyword as printed: ``PrintedKeyword("Singer", 5)``, ``PrintedKeyword("Evasive")``.

    `name` is the printed word, kept even for keywords the engine does not know yet.
    """

    name: str
    value: int | None = None
    #: The ink symbol printed after the value in later sets ("Shift 3 ⬡"), or nothing.
    unit: str = ""
    #: How many of the card's other abilities are printed before this keyword (most are
    #: printed first: 0).
    place: int = 0
    #: Printed on the line of the keyword before it, after a comma ("Evasive, Resist +1").
    joined: bool = False

    @property
    def keyword(self) -> Keyword | None:
        """The keyword the engine knows by this name, if any: the variants of Shift
        ("Puppy Shift", "Universal Shift", "Temporary Red Panda Shift", 8.10.8) are Shift."""
        found = Keyword.from_printed(self.name)
        if found is None and self.name.endswith(" Shift"):
            return Keyword.SHIFT
        return found

    def __str__(self) -> str:
        if self.value is None:
            return self.name
        if self.unit == DROPS:  # "Shift Remove 2 ink drops" (set 14)
            return f"{self.name} Remove {self.value} {DROPS}"
        sign = "+" if self.keyword in (Keyword.CHALLENGER, Keyword.RESIST) else ""
        unit = f" {self.unit}" if self.unit else ""
        return f"{self.name} {sign}{self.value}{unit}"


#: The unit of a keyword paid by removing ink drops: "Shift Remove 2 ink drops" (set 14).
DROPS = "ink drops"


@dataclass(frozen=True, slots=True)
class AbilityText:
    """A printed non-keyword ability: its kind (triggered, activated, static), story name, text."""

    kind: str
    name: str
    text: str


@dataclass(frozen=True, slots=True)
class CardDefinition:
    """Everything the rules need to know about one card (one full name).

    >>> d = CardDefinition(id=12, full_name="Mickey Mouse - True Friend", name="Mickey Mouse",
    ...     version="True Friend", card_type=CardType.CHARACTER, cost=3, inkable=True,
    ...     strength=3, willpower=3, lore=2)
    >>> d.is_vanilla, d.keyword_value(Keyword.EVASIVE)
    (True, None)
    """

    id: int
    full_name: str
    name: str
    version: str | None
    card_type: CardType
    cost: int
    inkable: bool
    strength: int | None = None
    willpower: int | None = None
    lore: int | None = None
    move_cost: int | None = None
    inks: tuple[Ink, ...] = ()
    classifications: tuple[str, ...] = ()
    keywords: tuple[PrintedKeyword, ...] = ()
    abilities: tuple[AbilityText, ...] = ()
    effects: tuple[str, ...] = ()
    set_code: str = ""
    number: int = 0
    max_copies: int = 4
    full_text: str = ""
    ja_name: str | None = None
    ja_text: str | None = None
    names: tuple[str, ...] = field(default=())
    #: The formats the card is legal in: those where any of its printings is allowed.
    formats: frozenset[Format] = frozenset()
    #: The formats the card is banned in, with the date of the ban: ``((Format.CORE,
    #: "2025-04-08"),)``.
    bans: tuple[tuple[Format, str], ...] = ()
    #: What the card does beyond stats and keywords; None until card code is attached.
    behaviour: Behaviour | None = field(default=None, compare=False, repr=False)
    #: The printed keywords the engine knows, for its many "has it got X?" questions.
    keyword_set: frozenset[Keyword] = field(init=False, compare=False, repr=False)
    #: The value of each printed keyword the engine knows (0 for one printed without).
    keyword_values: dict[Keyword, int] = field(init=False, compare=False, repr=False)
    #: True for songs (rule 5.4.4): actions with the Song classification.
    is_song: bool = field(init=False, compare=False, repr=False)
    #: True when a static ability of its own changes its cost while in the hand (4.3.6).
    cost_from_hand: bool = field(init=False, compare=False, repr=False)
    #: True when a static ability of its own can keep it from being played ("You can't play
    #: this character unless ...", 1.2.2), read while it is in the hand.
    restricted_from_hand: bool = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        values: dict[Keyword, int] = {}
        for printed in self.keywords:
            if printed.keyword is not None and printed.keyword not in values:
                values[printed.keyword] = printed.value or 0
        object.__setattr__(self, "keyword_set", frozenset(values))
        object.__setattr__(self, "keyword_values", values)
        song = self.card_type is CardType.ACTION and "Song" in self.classifications
        object.__setattr__(self, "is_song", song)
        statics = self.behaviour.statics if self.behaviour is not None else ()
        own = any(s.affects is Stat.COST and s.from_hand for s in statics)
        object.__setattr__(self, "cost_from_hand", own)
        banned = any(s.affects is Stat.CANT_BE_PLAYED and s.from_hand for s in statics)
        object.__setattr__(self, "restricted_from_hand", banned)

    @property
    def is_vanilla(self) -> bool:
        """True when the card has no rules text at all: no keyword, ability or effect."""
        return not (self.keywords or self.abilities or self.effects)

    def printed_keyword(self, keyword: Keyword) -> PrintedKeyword | None:
        """The printed keyword `keyword`, if the card has it."""
        if keyword not in self.keyword_set:
            return None
        for printed in self.keywords:
            if printed.keyword is keyword:
                return printed
        return None

    def keyword_value(self, keyword: Keyword) -> int | None:
        """The printed value of `keyword` (0 for a keyword printed without one), or None when
        the card lacks it."""
        return self.keyword_values.get(keyword)

    def legal_in(self, game_format: Format) -> bool:
        """Whether a deck of `game_format` may hold this card."""
        return game_format in self.formats

    def banned_since(self, game_format: Format) -> str | None:
        """The date (``YYYY-MM-DD``) the card was banned in `game_format`, or None."""
        for banned, since in self.bans:
            if banned is game_format:
                return since
        return None

    def has_name(self, name: str) -> bool:
        """Name matching of rule 5.2.6: exact name, or either name of an '&' card."""
        return name == self.name or name in self.names

    @property
    def single_names(self) -> tuple[str, ...]:
        """Each name the card has on its own (5.2.6.1): an '&' card's names, else its name."""
        return self.names or (self.name,)

    def shares_a_name(self, other: CardDefinition) -> bool:
        """Whether the two cards have a name in common (5.2.6: "Stitch" and "Lilo & Stitch"
        do; "Flotsam & Jetsam" and "Jetsam" do too)."""
        return any(other.has_name(name) for name in self.single_names)

    def __str__(self) -> str:
        return self.full_name
