"""Which tests can kill a mutant: those that run the statement it changes.

A mutant changes one statement; a test that never runs that statement passes against the
mutant as it passed against the unmutated code, so only the tests that run it (traced during
the baseline, see ``tracing``) need to run, in the order the baseline ran them. Three kinds
of mutant take more:

- a statement run while no test was running (a module's own code, run as it is imported:
  constants, default values, the card modules' definitions) may change what any test sees,
  so such a mutant runs every test, as without tracing;
- the tests that start another process (the command line run as a user runs it, a process
  pool) run code no tracer here sees, so they run for every mutant;
- a statement no test runs, in this process or another, cannot be killed: the mutant is not
  run at all and survives ("no test runs it").

One approximation, which can only lower the kill rate: a statement run once for the whole
session (a session fixture, a cached function) counts for the test that ran it first, not for
the later tests that use what it made, so a mutant there may survive what every test would
kill. ``--all-tests`` checks such survivors against every test.

The statement is the smallest one whose lines hold the whole change, so that a change in the
middle of a statement written over several lines is judged by all of its lines.
"""

from __future__ import annotations

import ast
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from tests.mutation.mutants import Mutant

#: A mutant that takes every test (its statement runs outside any test).
EVERY_TEST = None


def statement_lines(source: str, mutant: Mutant) -> list[int]:
    """The lines of the smallest statement that holds the mutant's whole change."""
    last = mutant.line + source.count("\n", mutant.start, mutant.end)
    holding = [
        (node.end_lineno - node.lineno, node.lineno, node.end_lineno)
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.stmt)
        and node.end_lineno is not None
        and node.lineno <= mutant.line
        and last <= node.end_lineno
    ]
    best = min(holding)[1:] if holding else (mutant.line, last)
    return list(range(best[0], best[1] + 1))


def wanted_lines(project: Path, chosen: Sequence[Mutant]) -> dict[str, list[int]]:
    """Every line the tracer must report, by module, for the chosen mutants."""
    wanted: dict[str, set[int]] = {}
    for mutant in chosen:
        source = (project / mutant.path).read_bytes().decode()
        wanted.setdefault(mutant.path, set()).update(statement_lines(source, mutant))
    return {path: sorted(lines) for path, lines in wanted.items()}


@dataclass(frozen=True)
class Coverage:
    """What the traced baseline saw: its tests in order, their times, who ran each line."""

    tests: tuple[str, ...]
    seconds: tuple[float, ...]
    outside: frozenset[int]
    lines: dict[str, dict[int, frozenset[int]]]

    @classmethod
    def read(cls, path: Path) -> Coverage:
        data = json.loads(path.read_text())
        lines = {
            module: {int(line): frozenset(tests) for line, tests in by_line.items()}
            for module, by_line in data["lines"].items()
        }
        return cls(tuple(data["tests"]), tuple(data["seconds"]), frozenset(data["outside"]), lines)

    def tests_for(self, project: Path, mutant: Mutant) -> list[str] | None:
        """The node ids to run against the mutant, in the baseline's order; ``EVERY_TEST``
        when its statement ran outside any test; empty when no test can reach it."""
        return self.tests_for_source((project / mutant.path).read_bytes().decode(), mutant)

    def tests_for_source(self, source: str, mutant: Mutant) -> list[str] | None:
        """As `tests_for`, with the mutated module's text given."""
        by_line = self.lines.get(mutant.path, {})
        running: set[int] = set()
        for line in statement_lines(source, mutant):
            running |= by_line.get(line, frozenset())
        if -1 in running:
            return EVERY_TEST
        return [self.tests[index] for index in sorted(running | self.outside)]

    def unreached(self, source: str, mutant: Mutant) -> bool:
        """No test runs the mutant's statement in the tests' own process: only a test that
        starts another process could (``--unreached`` lists such points)."""
        reaching = self.tests_for_source(source, mutant)
        spawning = {self.tests[index] for index in self.outside}
        return reaching is not EVERY_TEST and set(reaching) <= spawning

    def seconds_for(self, nodeids: Sequence[str]) -> float:
        """How long the baseline took over these tests (traced, so longer than untraced)."""
        took = dict(zip(self.tests, self.seconds, strict=True))
        return sum(took.get(nodeid, 0.0) for nodeid in nodeids)
