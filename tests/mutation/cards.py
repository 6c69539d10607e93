"""Mutation testing of card definitions: does each card's scenario notice when its definition
says something else?

Card behaviour is data, so a mutant is made by rewriting a card's words, not its source: a
number one more or one less; "opposing" for "yours" and back; "each" for "chosen" and back;
a "you may" dropped (its instructions always happen); a duration swapped for another; a
condition dropped (an "if" that always holds, a static ability with no "while"); a filter
dropped from a description ("with cost 2 or less", a classification, a state). Each mutant
replaces the card's definition for the scenarios that name the card, and they run in this
process; a failing scenario kills it. A survivor is a scenario that would not notice the card
saying something else.

Run from the checkout, with its virtualenv active (a minute or two)::

    python -m tests.mutation.cards --format core --per-set 40 --seed 1 --report /tmp/cards.md

``--per-set N`` cards of each set are sampled (those with card code and a scenario), every
mutant of each is run, and the report gives the kill rate overall and per set, and each
survivor as the card and the change. ``--cards NAME ...`` mutates just those cards.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from illumineer.cards.catalogue import Catalogue, load_catalogue
from illumineer.cards.coverage import is_implemented
from illumineer.engine.abilities import (
    Activated,
    Behaviour,
    Cards,
    Det,
    If,
    Lasting,
    May,
    Once,
    Owner,
    Static,
    Triggered,
    Word,
)
from illumineer.engine.cards import CardDefinition, Format
from illumineer.scenario.runner import load_scenario as load
from illumineer.scenario.runner import scenario_files, with_test_cards

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "scenarios"

#: Durations that say the same thing in other words (never swapped for one another).
_SAME = {Lasting.THIS_TURN: Lasting.REST_OF_TURN, Lasting.REST_OF_TURN: Lasting.THIS_TURN}
#: What each duration is swapped for.
_SWAP = {
    Lasting.THIS_TURN: Lasting.UNTIL_YOUR_NEXT_TURN,
    Lasting.REST_OF_TURN: Lasting.UNTIL_YOUR_NEXT_TURN,
    Lasting.THEIR_NEXT_TURN: Lasting.THIS_TURN,
    Lasting.UNTIL_YOUR_NEXT_TURN: Lasting.THIS_TURN,
}
#: Integer fields that name no number of the card (a wording, an enum's kin).
_NOT_NUMBERS = frozenset({"count"})


@dataclass(frozen=True)
class Mutant:
    """A card's behaviour with one change, and the change in words."""

    card: str
    change: str
    behaviour: Behaviour


# ---------------------------------------------------------------------- the operators


def _variants(value: Any, path: str) -> Iterator[tuple[str, Any]]:
    """Every one-change variant of `value` (a word, a tuple, a plain value), each with what
    changed."""
    if isinstance(value, tuple):
        yield from _tuple_variants(value, path)
        return
    if not (isinstance(value, Word) and dataclasses.is_dataclass(value)):
        return
    yield from _word_changes(value, path)
    for field in dataclasses.fields(value):
        if not field.init or field.metadata.get("said_by"):
            continue
        item = getattr(value, field.name)
        for change, variant in _field_variants(item, field.name, f"{path}.{field.name}"):
            yield change, dataclasses.replace(value, **{field.name: variant})


def _field_variants(item: Any, name: str, path: str) -> Iterator[tuple[str, Any]]:
    if isinstance(item, bool | Enum):
        if isinstance(item, Lasting):
            yield f"{path}: {item.name} -> {_SWAP[item].name}", _SWAP[item]
        elif isinstance(item, Owner) and item is not Owner.ANY:
            owner = Owner.YOURS if item is Owner.OPPOSING else Owner.OPPOSING
            yield f"{path}: {item.name} -> {owner.name}", owner
        elif isinstance(item, Det) and item in (Det.CHOSEN, Det.EACH):
            det = Det.EACH if item is Det.CHOSEN else Det.CHOSEN
            yield f"{path}: {item.name} -> {det.name}", det
        return
    if isinstance(item, int) and name not in _NOT_NUMBERS:
        for delta in (1, -1):
            if item + delta >= 0:
                yield f"{path}: {item} -> {item + delta}", item + delta
        return
    yield from _variants(item, path)


def _word_changes(word: Word, path: str) -> Iterator[tuple[str, Any]]:
    """Changes of the word as a whole: a condition or a filter dropped."""
    if isinstance(word, Static) and word.condition is not None:
        yield f"{path}: condition dropped", dataclasses.replace(word, condition=None)
    if isinstance(word, Triggered) and word.during_your_turn:
        yield f"{path}: 'during your turn' dropped", dataclasses.replace(
            word, during_your_turn=False)  # fmt: skip
    if isinstance(word, Triggered) and word.during_opponents_turn:
        yield f"{path}: 'during an opponent's turn' dropped", dataclasses.replace(
            word, during_opponents_turn=False)  # fmt: skip
    if isinstance(word, Activated) and word.once is not Once.ANY:
        yield f"{path}: 'once' dropped", dataclasses.replace(word, once=Once.ANY)
    if isinstance(word, Cards):
        if word.state is not None:
            yield f"{path}: state {word.state.name} dropped", dataclasses.replace(word, state=None)
        if word.classes:
            yield f"{path}: classifications dropped", dataclasses.replace(word, classes=())
        for i, having in enumerate(word.having):
            rest = word.having[:i] + word.having[i + 1 :]
            yield f"{path}: {type(having).__name__} dropped", dataclasses.replace(word, having=rest)


def _tuple_variants(steps: tuple[Any, ...], path: str) -> Iterator[tuple[str, Any]]:
    for i, item in enumerate(steps):
        where = f"{path}[{i}]"
        if isinstance(item, May):  # "you may" dropped: its instructions always happen
            body = (dataclasses.replace(item.steps[0], join=item.join), *item.steps[1:])
            yield f"{where}: 'may' dropped", (*steps[:i], *body, *steps[i + 1 :])
        if isinstance(item, If) and not item.otherwise:  # the "if" always holds
            body = (dataclasses.replace(item.steps[0], join=item.join), *item.steps[1:])
            yield f"{where}: condition dropped", (*steps[:i], *body, *steps[i + 1 :])
        for change, variant in _variants(item, where):
            yield change, (*steps[:i], variant, *steps[i + 1 :])


def mutants(definition: CardDefinition) -> list[Mutant]:
    """Every mutant of a card's behaviour (see the module's notes)."""
    behaviour = definition.behaviour
    if behaviour is None:
        return []
    found: list[Mutant] = []
    for change, variant in _variants(behaviour, "behaviour"):
        try:
            rebuilt = Behaviour(variant.abilities, variant.effect, variant.shift)
        except (TypeError, ValueError, IndexError):
            continue  # not a behaviour at all (a step list emptied)
        found.append(Mutant(definition.full_name, change, rebuilt))
    return found


# ---------------------------------------------------------------------- running them


def scenarios_of(name: str, texts: dict[Path, str]) -> list[Path]:
    """The scenario files that name the card."""
    return [path for path, text in texts.items() if name in text]


def killed(mutant: Mutant, catalogue: Catalogue, paths: Sequence[Path]) -> bool:
    """Whether a scenario of the card fails with the mutant as its definition."""
    original = catalogue.get(mutant.card)
    changed = dataclasses.replace(original, behaviour=mutant.behaviour)

    def lookup(name: str) -> CardDefinition:
        found = catalogue.get(name)
        return changed if found.full_name == mutant.card else found

    for path in paths:
        try:
            scenario = load(path, with_test_cards(lookup), is_implemented)
            if not scenario.run().passed:
                return True
        except Exception:
            return True
    return False


def sample(catalogue: Catalogue, texts: dict[Path, str], in_format: Format | None,
           per_set: int, seed: int) -> list[CardDefinition]:  # fmt: skip
    """Per set, up to `per_set` cards with card code that a scenario plays."""
    by_set: dict[str, list[CardDefinition]] = defaultdict(list)
    for definition in catalogue:
        if definition.behaviour is None:
            continue
        if in_format is not None and not definition.legal_in(in_format):
            continue
        if scenarios_of(definition.full_name, texts):
            key = (catalogue.first_set_in(definition, in_format) if in_format is not None
                   else definition.set_code)  # fmt: skip
            by_set[key].append(definition)
    rng = random.Random(seed)
    chosen: list[CardDefinition] = []
    for code in sorted(by_set):
        cards = sorted(by_set[code], key=lambda d: d.full_name)
        chosen.extend(rng.sample(cards, min(per_set, len(cards))))
    return chosen


def report(results: dict[str, list[tuple[Mutant, bool]]]) -> str:
    lines = ["# Card definition mutants", ""]
    total = sum(len(r) for r in results.values())
    dead = sum(k for r in results.values() for _, k in r)
    lines.append(f"Overall: {dead}/{total} killed ({100 * dead / max(total, 1):.1f}%)")
    lines += ["", "| set | killed | mutants | rate |", "|---|---|---|---|"]
    for code in sorted(results, key=lambda c: (not c.isdigit(), c.zfill(3))):
        runs = results[code]
        k = sum(1 for _, hit in runs if hit)
        lines.append(f"| {code} | {k} | {len(runs)} | {100 * k / max(len(runs), 1):.1f}% |")
    lines += ["", "## Survivors", ""]
    for code in sorted(results):
        for mutant, hit in results[code]:
            if not hit:
                lines.append(f"- set {code}, {mutant.card}: {mutant.change}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.mutation.cards",
                                     description=__doc__.split("\n")[0])  # fmt: skip
    parser.add_argument("--format", choices=[f.value for f in Format], default=None)
    parser.add_argument("--per-set", type=int, default=40, metavar="N")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cards", nargs="+", metavar="NAME", default=())
    parser.add_argument("--report", type=Path, metavar="FILE")
    args = parser.parse_args(argv)
    catalogue = load_catalogue()
    texts = {p: p.read_text(encoding="utf-8") for p in scenario_files([SCENARIOS])}
    in_format = Format(args.format) if args.format else None
    if args.cards:
        cards = [catalogue.get(name) for name in args.cards]
    else:
        cards = sample(catalogue, texts, in_format, args.per_set, args.seed)
    results: dict[str, list[tuple[Mutant, bool]]] = defaultdict(list)
    for definition in cards:
        paths = scenarios_of(definition.full_name, texts)
        code = (catalogue.first_set_in(definition, in_format) if in_format is not None
                else definition.set_code)  # fmt: skip
        for mutant in mutants(definition):
            results[code].append((mutant, killed(mutant, catalogue, paths)))
    text = report(results)
    if args.report:
        args.report.write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
