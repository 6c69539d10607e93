"""Compile every card's printed text into definitions, written as readable modules.

    python -m illumineer.cards.text.compile            # write src/illumineer/cards/compiled/
    python -m illumineer.cards.text.compile --check    # compare only; exit 1 if stale
    python -m illumineer.cards.text.compile --report   # every card the grammar cannot say
    python -m illumineer.cards.text.compile --card "Vine Pod"   # one card: its words, or why not

Each card whose whole text the grammar reads, and says back exactly, and that a scenario of
the project plays (tests/scenarios/, by its full name), is written to the module of its set
(``compiled/set01.py``...; in parts ``set01_1.py``... past 800 lines), its printed text as a
comment above it: a card ships with the scenario that proves it. A card written by hand
(`illumineer.cards.code`) is not compiled.
The modules are made from the pinned card data (the Quick start's database, or
``../shared/carddata``): the test suite checks they are current.
"""

from __future__ import annotations

import argparse
import re
import sys
import textwrap
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from illumineer.cards.catalogue import base_printings, read_lorcanajson
from illumineer.cards.code.hand import HAND_WRITTEN
from illumineer.cards.files import default_card_file
from illumineer.cards.text.compiler import Compiled, compile_card, parser_for, pool_words, prepare
from illumineer.cards.text.source import imports, source

#: Where the compiled modules are written.
COMPILED_DIR = Path(__file__).resolve().parent.parent / "compiled"
#: The project's scenarios: a card is compiled into the package once one plays it.
SCENARIO_DIR = Path(__file__).resolve().parents[4] / "tests" / "scenarios"


def scenario_text(folder: Path = SCENARIO_DIR) -> str:
    """Every scenario of the project, as one text to find card names in."""
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(folder.rglob("*.yaml")))


def names_card(scenarios: str, full_name: str) -> bool:
    """Whether the scenario text names this card: its full name not inside a longer word
    ("Distract" is not named by "Donald Duck - Distracted Traveler")."""
    pattern = rf"(?<![A-Za-z0-9]){re.escape(full_name)}(?![A-Za-z0-9])"
    return re.search(pattern, scenarios) is not None


def module_name(set_code: str) -> str:
    """``set01`` for set 1, ``setq1`` for Q1."""
    return f"set{int(set_code):02d}" if set_code.isdigit() else f"set{set_code.lower()}"


@dataclass
class Outcome:
    """What compiling a card pool gave: the cards for each module, the cards compiled that
    no scenario plays yet, and the cards the grammar cannot say."""

    modules: dict[str, list[Compiled]] = field(default_factory=lambda: defaultdict(list))
    unplayed: list[Compiled] = field(default_factory=list)
    failed: list[Compiled] = field(default_factory=list)


def compile_all(cards: Sequence[Mapping[str, Any]], scenarios: str) -> Outcome:
    """Every card compiled, by module (those a scenario in `scenarios` plays)."""
    names, classes = pool_words(cards)
    parser = parser_for(names, classes)
    outcome = Outcome()
    for full_name, raw in sorted(base_printings(cards).items()):
        if full_name in HAND_WRITTEN:
            continue
        compiled = compile_card(parser, raw)
        if compiled.behaviour is None:
            outcome.failed.append(compiled)
        elif not (compiled.behaviour.abilities or compiled.behaviour.effect
                  or compiled.behaviour.shift):
            continue  # keywords only: nothing to compile
        elif names_card(scenarios, full_name):
            outcome.modules[module_name(str(raw["setCode"]))].append(compiled)
        else:
            outcome.unplayed.append(compiled)
    return outcome


def try_cards(cards: Sequence[Mapping[str, Any]], full_names: Sequence[str]) -> int:
    """Compile only the named cards and print each one's words, or why the grammar cannot
    say it (a few seconds, where compiling every card takes minutes); writes nothing.
    1 if a name is no card's full name, or a card does not compile."""
    printings = base_printings(cards)
    unknown = [name for name in full_names if name not in printings]
    if unknown:
        print(f"no card has the full name {unknown[0]!r} (say it as 'Name - Version')")
        return 1
    names, classes = pool_words(cards)
    parser = parser_for(names, classes)
    failed = False
    for full_name in full_names:
        compiled = compile_card(parser, printings[full_name])
        print(f"# {full_name}")
        if compiled.behaviour is None:
            failed = True
            for failure in compiled.failures:
                print(f"  {failure}")
        else:
            print(f"    {source(compiled.behaviour, set(), 4, 4)}")
    return 1 if failed else 0


def _printed(raw: Mapping[str, Any]) -> list[str]:
    text = prepare(str(raw.get("fullText") or ""))
    return textwrap.wrap(text, 94) or [""]


def render_module(name: str, compiled: Sequence[Compiled],
                  printed: Mapping[str, Mapping[str, Any]]) -> str:  # fmt: skip
    """The module's source: one entry per card, its printed text above it."""
    names: set[str] = set()
    entries = []
    for card in compiled:
        key = source(card.full_name)
        body = source(card.behaviour, names, 4, len(key) + 2)
        comment = "".join(f"    # {line}\n" for line in _printed(printed[card.full_name]))
        entries.append(f"{comment}    {key}: {body},\n")
    names.add("illumineer.engine.abilities.ability:Behaviour")
    lines = [
        '"""Compiled from the printed text by illumineer.cards.text.compile: do not edit',
        '(change the grammar or the words and compile again)."""',
        "",
        "from __future__ import annotations",
        "",
        *imports(names),
        "",
        "CARDS: dict[str, Behaviour] = {",
    ]
    return "\n".join(lines) + "\n" + "".join(entries) + "}\n"


def render_index(modules: Sequence[str]) -> str:
    imports = "".join(f"from illumineer.cards.compiled.{m} import CARDS as _{m}\n" for m in modules)
    merged = "".join(f"    **_{m},\n" for m in modules)
    return (
        '"""Every compiled definition, by full name (written by illumineer.cards.text.compile:\n'
        'do not edit)."""\n\nfrom __future__ import annotations\n\n'
        f"{imports}from illumineer.engine.abilities.ability import Behaviour\n\n"
        f"COMPILED: dict[str, Behaviour] = {{\n{merged}}}\n"
    )


def expected_files(cards: Sequence[Mapping[str, Any]], outcome: Outcome) -> dict[str, str]:
    """File name -> contents of the compiled folder."""
    printed = base_printings(cards)
    files: dict[str, str] = {}
    for module in sorted(outcome.modules):
        files.update(_parts(module, outcome.modules[module], printed))
    files["__init__.py"] = render_index([name[:-3] for name in files])
    return files


#: The longest a compiled module may be, as any module of the project (STYLE.md).
MAX_LINES = 800


def _parts(module: str, compiled: Sequence[Compiled],
           printed: Mapping[str, Mapping[str, Any]]) -> dict[str, str]:  # fmt: skip
    """A set's module, or, past `MAX_LINES`, its cards in parts of about equal length
    (``set10_1.py``, ``set10_2.py``...), in the set's card order."""
    text = render_module(module, compiled, printed)
    count = text.count("\n") // MAX_LINES + 1
    if count == 1:
        return {f"{module}.py": text}
    while True:
        size = -(-len(compiled) // count)
        chunks = [compiled[i : i + size] for i in range(0, len(compiled), size)]
        parts = {f"{module}_{n}.py": render_module(module, chunk, printed)
                 for n, chunk in enumerate(chunks, 1)}  # fmt: skip
        if all(part.count("\n") <= MAX_LINES for part in parts.values()):
            return parts
        count += 1


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m illumineer.cards.text.compile",
                                     description=__doc__.split("\n")[0])  # fmt: skip
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 if stale")
    parser.add_argument("--report", action="store_true", help="list the cards not compiled")
    parser.add_argument("--data", type=Path, metavar="FILE", help="a LorcanaJSON file")
    parser.add_argument("--card", action="append", metavar="NAME", default=[],
                        help="only this card (its full name; repeatable): print its words "
                             "or why it does not compile, and write nothing")  # fmt: skip
    args = parser.parse_args(argv)
    data = read_lorcanajson(args.data or default_card_file())
    if args.card:
        return try_cards(data["cards"], args.card)
    outcome = compile_all(data["cards"], scenario_text())
    files = expected_files(data["cards"], outcome)
    if args.report:
        for card in outcome.failed:
            for failure in card.failures:
                print(f"{card.full_name}: {failure}")
        for card in outcome.unplayed:
            print(f"{card.full_name}: compiled; no scenario plays it yet")
    stale = []
    present = {p.name for p in COMPILED_DIR.glob("*.py")} if COMPILED_DIR.is_dir() else set()
    for name, text in files.items():
        target = COMPILED_DIR / name
        current = target.read_text(encoding="utf-8") if target.is_file() else None
        if current != text:
            stale.append(name)
            if not args.check:
                COMPILED_DIR.mkdir(exist_ok=True)
                target.write_text(text, encoding="utf-8")
    extra = sorted(present - set(files))
    for name in extra:
        stale.append(name)
        if not args.check:
            (COMPILED_DIR / name).unlink()
    shipped = sum(len(cards) for cards in outcome.modules.values())
    summary = (f"{shipped} cards compiled with a scenario, {len(outcome.unplayed)} awaiting one, "
               f"{len(outcome.failed)} not compiled")  # fmt: skip
    if args.check:
        print(("stale: " + ", ".join(stale)) if stale else f"up to date ({summary})")
        return 1 if stale else 0
    print(f"wrote {', '.join(stale)} ({summary})" if stale else f"up to date ({summary})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
