"""`Word`: the base of every value card behaviour is made of, and its JSON form.

A word is a frozen dataclass: it compares equal by value, hashes, pickles with the standard
library, and turns into JSON and back (`to_json`, `from_json`), so a definition can be
stored, compared, generated and read by a judge. Each kind of word (a step, a condition, an
amount...) also knows how it is said in English (`phrasing`), which is how a definition
renders itself and how the card-text compiler reads printed text into the same words.

>>> from illumineer.engine.abilities.steps import Draw
>>> from_json(to_json(Draw(2))) == Draw(2)
True
"""

from __future__ import annotations

import dataclasses
import sys
from enum import Enum
from typing import Any, ClassVar, TypeAlias

#: What `to_json` makes: JSON's values, as Python reads them.
JSON: TypeAlias = bool | int | str | list["JSON"] | dict[str, "JSON"] | None

#: Every word class by name, for `from_json` (`word_class` reads it).
_WORDS: dict[str, tuple[str, str]] = {}
#: Every enum a word may hold, by name.
ENUMS: dict[str, type[Enum]] = {}


class Word:
    """The base of the words of card behaviour (frozen dataclasses, registered by name).

    `CATEGORY` names the slot of a sentence the word fills ("step", "condition", "amount",
    ...): a phrase's slot of that category accepts any word of it.
    """

    __slots__ = ()
    CATEGORY: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__name__.startswith("_"):
            return
        # The class is found again by module and name when asked: @dataclass(slots=True)
        # replaces the class this hook sees.
        _WORDS[cls.__name__] = (cls.__module__, cls.__qualname__)

    def to_json(self) -> JSON:
        return to_json(self)


def word_class(name: str) -> type[Word] | None:
    """The word class called `name`, or None."""
    where = _WORDS.get(name)
    if where is None:
        return None
    found = getattr(sys.modules[where[0]], where[1], None)
    return found if isinstance(found, type) and issubclass(found, Word) else None


def word_classes() -> list[type[Word]]:
    """Every word class, in the order they were defined."""
    return [cls for name in _WORDS if (cls := word_class(name)) is not None]


def register_enum(*enums: type[Enum]) -> None:
    """Let words hold these enums (they are written as ``"Enum.MEMBER"``)."""
    for enum in enums:
        ENUMS[enum.__name__] = enum


class WordError(ValueError):
    """A JSON form that is no word (an unknown name, a wrong field)."""


def to_json(value: object) -> JSON:
    """The JSON form of a word, an enum member, a tuple or a plain value."""
    if isinstance(value, Word):
        out: dict[str, JSON] = {"word": type(value).__name__}
        for field in dataclasses.fields(value):  # type: ignore[arg-type]
            if not field.init:  # derived from the others
                continue
            item = getattr(value, field.name)
            if item != field.default:
                out[field.name] = to_json(item)
        return out
    if isinstance(value, Enum):
        return f"{type(value).__name__}.{value.name}"
    if isinstance(value, tuple):
        return [to_json(item) for item in value]
    if value is None or isinstance(value, bool | int | str):
        return value
    raise WordError(f"{value!r} has no JSON form")


def from_json(data: JSON, depth: int = 0) -> Any:
    """The value `to_json` made `data` from."""
    if depth > 40:
        raise WordError("words nested more than 40 deep")
    if isinstance(data, dict):
        name = data.get("word")
        cls = word_class(name) if isinstance(name, str) else None
        if cls is None:
            raise WordError(f"unknown word {name!r}")
        fields = {f.name for f in dataclasses.fields(cls) if f.init}  # type: ignore[arg-type]
        kwargs = {}
        for key, item in data.items():
            if key == "word":
                continue
            if key not in fields:
                raise WordError(f"{name} has no field {key!r}")
            kwargs[key] = from_json(item, depth + 1)
        try:
            return cls(**kwargs)
        except TypeError as exc:
            raise WordError(f"{name}: {exc}") from None
    if isinstance(data, list):
        return tuple(from_json(item, depth + 1) for item in data)
    if isinstance(data, str) and "." in data:
        enum_name, _, member = data.partition(".")
        enum = ENUMS.get(enum_name)
        if enum is not None:
            try:
                return enum[member]
            except KeyError:
                raise WordError(f"{enum_name} has no member {member!r}") from None
    return data


__all__ = ["JSON", "Word", "WordError", "from_json", "register_enum", "to_json", "word_class",
           "word_classes"]  # fmt: skip
