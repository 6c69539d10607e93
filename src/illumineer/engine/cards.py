"""Card definitions: the immutable facts of a printed card that the rules read.

The engine is given definitions; where they come from (LorcanaJSON, test cards) is the
business of `illumineer.cards`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from illumineer.engine.abilities import Behaviour


class CardType(Enum):
    """The four card types (rule 5)."""

    CHARACTER = "Character"
    ACTION = "Action"
    ITEM = "Item"
    LOCATION = "Location"


class Ink(Enum):
    """The six ink types (rule 5.2.5)."""

    AMBER = "Amber"
    AMETHYST = "Amethyst"
    EMERALD = "Emerald"
    RUBY = "Ruby"
    SAPPHIRE = "Sapphire"
    STEEL = "Steel"


@dataclass(frozen=True, slots=True)
class Keyword:
    """A keyword ability as printed: ``Keyword("Singer", 5)``, ``Keyword("Evasive")``."""

    name: str
    value: int | None = None

    def __str__(self) -> str:
        if self.value is None:
            return self.name
        sign = "+" if self.name in ("Challenger", "Resist") else ""
        return f"{self.name} {sign}{self.value}"


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
    >>> d.is_vanilla
    True
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
    keywords: tuple[Keyword, ...] = ()
    abilities: tuple[AbilityText, ...] = ()
    effects: tuple[str, ...] = ()
    set_code: str = ""
    number: int = 0
    max_copies: int = 4
    full_text: str = ""
    ja_name: str | None = None
    ja_text: str | None = None
    names: tuple[str, ...] = field(default=())
    #: What the card does beyond stats and keywords; None until card code is attached.
    behaviour: Behaviour | None = field(default=None, compare=False, repr=False)
    #: The printed keywords' names, for the engine's many "has it got X?" questions.
    keyword_names: frozenset[str] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "keyword_names", frozenset(kw.name for kw in self.keywords))

    @property
    def is_song(self) -> bool:
        """True for songs (rule 5.4.4): actions with the Song classification."""
        return self.card_type is CardType.ACTION and "Song" in self.classifications

    @property
    def is_vanilla(self) -> bool:
        """True when the card has no rules text at all: no keyword, ability or effect."""
        return not (self.keywords or self.abilities or self.effects)

    def keyword(self, name: str) -> Keyword | None:
        """The printed keyword called `name`, if the card has it."""
        for kw in self.keywords:
            if kw.name == name:
                return kw
        return None

    def has_name(self, name: str) -> bool:
        """Name matching of rule 5.2.6: exact name, or either name of an '&' card."""
        return name == self.name or name in self.names

    def __str__(self) -> str:
        return self.full_name
