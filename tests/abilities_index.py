"""Write ``src/illumineer/engine/abilities/__init__.py`` again from each module's ``__all__``.

    python -m tests.abilities_index          # rewrite it (after a merge, say)
    python -m tests.abilities_index --check  # exit 1 if it is not what it would write

The package imports its modules in alphabetical order: the words of the card-text grammar
register in import order, so the order decides how ambiguous text compiles. Names are in ruff's
order (constants, classes, functions); ``__all__`` is written wrapped, with ``# fmt: skip``:
one name a line would take the file past 800 lines (a plain ``ruff check --fix`` writes it
so: don't run it on this file).
"""

from __future__ import annotations

import argparse
import importlib
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "illumineer" / "engine" / "abilities"
#: Modules the package does not import with the others (keywords imports the package).
LEFT_OUT = ("__init__", "keywords")


def _kind(name: str) -> int:
    """ruff's RUF022 order: CONSTANTS, then Classes, then functions."""
    return 0 if name.upper() == name else 1 if name[0].isupper() else 2


def written(folder: Path = PACKAGE) -> str:
    """The package's ``__init__.py`` as it should be, its docstring kept."""
    text = (folder / "__init__.py").read_text(encoding="utf-8")
    doc = text[: text.index('"""', 3) + 3]
    imports, names = [], []
    for stem, words in _exports(folder):
        exported = sorted(words, key=lambda n: (_kind(n), n.lower(), n))
        if not exported:
            continue
        line = f"from illumineer.engine.abilities.{stem} import {', '.join(exported)}\n"
        if len(line) > 101:
            body = "".join(f"    {name},\n" for name in exported)
            line = f"from illumineer.engine.abilities.{stem} import (\n{body})\n"
        imports.append(line)
        names += exported
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        raise ValueError(f"exported by two modules: {', '.join(twice)}")
    quoted = ", ".join(f'"{n}"' for n in sorted(set(names), key=lambda n: (_kind(n), n)))
    wrapped = textwrap.fill(quoted, 96, initial_indent="    ", subsequent_indent="    ")
    return f"{doc}\n\n{''.join(imports)}\n__all__ = [\n{wrapped},\n]  # fmt: skip\n"


def _exports(folder: Path) -> list[tuple[str, tuple[str, ...]]]:
    """Each module of the package (alphabetical) with the names its ``__all__`` exports."""
    stems = sorted(p.stem for p in folder.glob("*.py") if p.stem not in LEFT_OUT)
    return [(stem, tuple(getattr(importlib.import_module(f"illumineer.engine.abilities.{stem}"),
                                 "__all__", ())))
            for stem in stems]  # fmt: skip


def exported(folder: Path = PACKAGE) -> set[str]:
    """Every name the modules export (what the package must export too)."""
    return {name for _, words in _exports(folder) for name in words}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.abilities_index",
                                     description=__doc__.split("\n")[0])  # fmt: skip
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 if stale")
    args = parser.parse_args(argv)
    target = PACKAGE / "__init__.py"
    if args.check:
        missing = exported() - set(importlib.import_module("illumineer.engine.abilities").__all__)
        print(f"not exported: {', '.join(sorted(missing))}" if missing else "up to date")
        return 1 if missing else 0
    before = target.read_text(encoding="utf-8")
    # The modules import the package first: with only its docstring while they are read, a
    # file a merge left in conflict is no obstacle.
    target.write_text(before[: before.index('"""', 3) + 3] + "\n", encoding="utf-8")
    try:
        text = written()
    except BaseException:
        target.write_text(before, encoding="utf-8")
        raise
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
