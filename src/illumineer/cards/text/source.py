"""Words as Python source: how compiled definitions are written into readable modules.

A word is written as the call that makes it (its required fields in order, then the fields
that differ from their defaults by name), enums by their qualified names, tuples as tuples,
broken over lines the way a formatter would once a line passes the width.

>>> from illumineer.engine.abilities import Draw
>>> source(Draw(2))
'Draw(2)'
"""

from __future__ import annotations

import dataclasses
from enum import Enum
from typing import Any

from illumineer.engine.abilities.words import Word

WIDTH = 100


def _text(value: str) -> str:
    if '"' in value or "\\" in value or "\n" in value:
        return repr(value)
    return f'"{value}"'


def _arguments(value: Any) -> list[tuple[str, Any]] | None:
    """A call's arguments as (keyword or "", value); None for a value written whole."""
    if isinstance(value, tuple):
        return [("", item) for item in value]
    if not (isinstance(value, Word) and dataclasses.is_dataclass(value)):
        return None
    positional: list[tuple[str, Any]] = []
    named: list[tuple[str, Any]] = []
    late: list[tuple[str, Any]] = []
    keywords = False
    for field in dataclasses.fields(value):
        if not field.init:
            continue
        item = getattr(value, field.name)
        required = (field.default is dataclasses.MISSING
                    and field.default_factory is dataclasses.MISSING)  # fmt: skip
        if field.kw_only:
            if item != field.default:
                late.append((field.name, item))
            continue
        if not required and item == field.default:
            keywords = True
            continue
        if keywords or not required:
            named.append((field.name, item))
            keywords = True
        else:
            positional.append(("", item))
    return positional + named + late


def _name(cls: type[Any], names: set[str]) -> str:
    """A class's name, noted with its module (``module:Name``) for the imports."""
    names.add(f"{cls.__module__}:{cls.__qualname__}")
    return cls.__qualname__


def _head(value: Any, names: set[str]) -> str:
    if isinstance(value, tuple):
        return ""
    return _name(type(value), names)


def _flat(value: Any, names: set[str]) -> str:
    arguments = _arguments(value)
    if arguments is None:
        if isinstance(value, Enum):
            return f"{_name(type(value), names)}.{value.name}"
        if isinstance(value, str):
            return _text(value)
        return repr(value)
    head = _head(value, names)
    items = [f"{key}={_flat(item, names)}" if key else _flat(item, names)
             for key, item in arguments]  # fmt: skip
    if head == "" and len(items) == 1:
        return f"({items[0]},)"
    return f"{head}({', '.join(items)})"


def _source(value: Any, names: set[str], indent: int, used: int = 0) -> str:
    """`value` written at column `indent` (after `used` characters already on its line)."""
    flat = _flat(value, names)
    arguments = _arguments(value)
    if indent + used + len(flat) <= WIDTH or arguments is None:
        return flat
    head = _head(value, names)
    inner = " " * (indent + 4)
    lines = []
    for key, item in arguments:
        prefix = f"{key}=" if key else ""
        lines.append(f"{inner}{prefix}{_source(item, names, indent + 4, len(prefix))},\n")
    return f"{head}(\n{''.join(lines)}{' ' * indent})"


def source(value: Any, names: set[str] | None = None, indent: int = 0, used: int = 0) -> str:
    """`value` as Python source; the names it uses are added to `names` (as
    ``module:Name``, see `imports`)."""
    return _source(value, set() if names is None else names, indent, used)


def _member_order(name: str) -> tuple[int, str, str]:
    """The order isort (and ruff) give imported names: constants, classes, the rest, each
    without regard to case ("MovesHere" before "MoveTo")."""
    kind = 0 if name.isupper() and len(name) > 1 else 1 if name[:1].isupper() else 2
    return kind, name.lower(), name


def imports(names: set[str]) -> list[str]:
    """The import lines for the names `source` noted, module by module."""
    by_module: dict[str, list[str]] = {}
    for entry in names:
        module, _, name = entry.partition(":")
        by_module.setdefault(module, []).append(name)
    lines = []
    for module in sorted(by_module):
        members = sorted(set(by_module[module]), key=_member_order)
        one = f"from {module} import {', '.join(members)}"
        if len(one) <= WIDTH:
            lines.append(one)
        else:
            body = "".join(f"    {m},\n" for m in members)
            lines.append(f"from {module} import (\n{body})")
    return lines


__all__ = ["WIDTH", "imports", "source"]
