"""The mutator behind ``python -m tests.mutation``: which mutants a snippet gives, and that
each one changes only its own span."""

from __future__ import annotations

import ast
import json
import shutil
import sys
from pathlib import Path

import pytest

from illumineer.cards.catalogue import Catalogue
from tests.mutation.__main__ import main as mutation_main
from tests.mutation.covering import EVERY_TEST, Coverage, statement_lines, wanted_lines
from tests.mutation.mutants import Mutant, Operator, mutants
from tests.mutation.run import (
    DEFAULT_MODULES,
    DEFAULT_TESTS,
    GROUP_WEIGHTS,
    ReportError,
    Result,
    Runner,
    Status,
    Tally,
    group,
    merged,
    modules,
    read_report,
    sample,
    unreached_report,
)

ROOT = Path(__file__).resolve().parents[1]

SNIPPET = '''"""A module docstring is not mutated."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    LIMIT = 1

__all__ = ["can_quest", "lore_after"]


def can_quest(card: "Card", turn: int) -> bool:
    """Neither is a docstring."""
    assert turn >= 0
    if not card.drying and card.ready:
        return card.turn_played < turn
    return False


def lore_after(lore: int, gained: tuple[int, int]) -> int:
    total = lore + gained[0] - gained[1]
    record(f"{total + 1}")
    return total
'''


def _found(source: str) -> dict[str, list[str]]:
    by_operator: dict[str, list[str]] = {}
    for mutant in mutants("m.py", source):
        changed = source[mutant.start : mutant.end]
        by_operator.setdefault(mutant.operator.value, []).append(
            f"{changed} -> {mutant.replacement}"
        )
    return by_operator


def test_a_snippet_gives_exactly_the_expected_mutants() -> None:
    found = _found(SNIPPET)
    assert found[Operator.COMPARE.value] == ["< -> <="]
    assert found[Operator.BOOLEAN.value] == ["and -> or"]
    assert found[Operator.NOT.value] == ["not  -> "]
    assert found[Operator.ARITHMETIC.value] == ["+ -> -", "- -> +"]
    assert found[Operator.INTEGER.value] == ["0 -> 1", "1 -> 2"]
    assert found[Operator.TRUTH.value] == ["False -> True"]
    assert found[Operator.RETURN_NONE.value] == [
        "card.turn_played < turn -> None",
        "False -> None",
        "total -> None",
    ]
    assert found[Operator.DROP_CALL.value] == ['record(f"{total + 1}") -> pass']
    assert found[Operator.PASS.value] == [
        "if not card.drying and card.ready:\n        return card.turn_played < turn -> pass",
        "total = lore + gained[0] - gained[1] -> pass",
    ]
    # Docstrings, the assert, TYPE_CHECKING, __all__, annotations (tuple[int, int]) and the
    # f-string give nothing; the tuple of type arguments gives no drop-element.
    assert Operator.DROP_ELEMENT.value not in found


def test_applying_a_mutant_changes_only_its_span() -> None:
    for mutant in mutants("m.py", SNIPPET):
        mutated = mutant.apply(SNIPPET)
        assert mutated[: mutant.start] == SNIPPET[: mutant.start]
        tail = len(SNIPPET) - mutant.end
        assert mutated[len(mutated) - tail :] == SNIPPET[mutant.end :]
        assert mutated != SNIPPET
        ast.parse(mutated)


def test_positions_count_characters_after_non_ascii_text() -> None:
    # ast counts UTF-8 bytes within a line; the edit must still land on the operator.
    source = 'def f(x: int) -> bool:\n    return "⟳ ink" != "" and x < 3\n'
    (compare,) = [m for m in mutants("m.py", source) if source[m.start : m.end] == "<"]
    assert compare.apply(source).endswith('"⟳ ink" != "" and x <= 3\n')
    assert compare.line == 2


def test_dropping_one_of_two_elements_keeps_a_tuple() -> None:
    source = "STEPS = (May(), Draw(1))\nMORE = [\n    a,\n    b,\n]\n"
    dropped = [
        m.apply(source) for m in mutants("m.py", source) if m.operator.value == "drop-element"
    ]
    assert "STEPS = (Draw(1),)\n" in dropped[0]
    assert "STEPS = (May(),)\n" in dropped[1]
    assert "MORE = [\n    b,\n]\n" in dropped[2]
    assert "MORE = [\n    a,\n]\n" in dropped[3]
    for text in dropped:
        ast.parse(text)


def test_a_one_line_diff_shows_the_change() -> None:
    source = "def f(n: int) -> bool:\n    return n >= 20\n"
    (compare,) = [m for m in mutants("m.py", source) if m.operator is Operator.COMPARE]
    assert compare.diff(source) == "return n >= 20  →  return n > 20"
    assert compare.id == "m.py:2:13:compare"


def test_the_same_seed_samples_the_same_mutants_from_both_groups() -> None:
    engine = mutants("src/illumineer/engine/m.py", SNIPPET)
    cards = mutants("src/illumineer/cards/code/m.py", SNIPPET)
    first = sample([*engine, *cards], 9, seed=1)
    assert first == sample([*engine, *cards], 9, seed=1)
    assert first != sample([*engine, *cards], 9, seed=2)
    assert [group(m.path) for m in first].count("engine") == 6
    assert [group(m.path) for m in first].count("cards") == 3


def test_the_judge_is_a_group_of_its_own_with_a_quarter_of_the_sample() -> None:
    assert GROUP_WEIGHTS == {"engine": 2, "judge": 1, "cards": 1}
    assert group("src/illumineer/judge/ledger.py") == "judge"
    assert group("src/illumineer/cards/code/set1_ruby.py") == "cards"
    assert group("src/illumineer/engine/rules/play.py") == "engine"
    # Only the package folder decides: a judge-like name elsewhere is not the judge.
    assert group("src/illumineer/scenario/judging.py") == "engine"
    assert group("src/illumineer/cli/judge_cmd.py") == "engine"
    groups = [
        mutants(f"src/illumineer/{folder}/m.py", SNIPPET) for folder in ("engine", "judge")
    ] + [mutants("src/illumineer/cards/code/m.py", SNIPPET)]
    chosen = [group(m.path) for m in sample([m for g in groups for m in g], 8, seed=14)]
    assert (chosen.count("engine"), chosen.count("judge"), chosen.count("cards")) == (4, 2, 2)


def test_the_default_modules_take_in_the_judge_but_not_its_migrations() -> None:
    found = modules(ROOT, DEFAULT_MODULES)
    judge = [path for path in found if group(path) == "judge"]
    assert "src/illumineer/judge/ledger.py" in judge
    assert "src/illumineer/judge/table.py" in judge
    assert not [path for path in found if "/migrations/" in path]
    # Even when named outright, the migrations are left out.
    assert modules(ROOT, ["src/illumineer/judge/migrations/**/*.py"]) == []
    assert {group(path) for path in found} == {"engine", "judge", "cards"}


@pytest.mark.parametrize(
    "suite", ["tests/judge", "tests/cli/test_judge_cmd.py", "tests/test_scenarios.py"]
)
def test_the_default_tests_run_the_judges_suites(suite: str) -> None:
    assert (ROOT / suite).exists()
    assert any(suite == path or suite.startswith(path + "/") for path in DEFAULT_TESTS)


def test_a_timeout_counts_as_killed_and_an_invalid_mutant_not_at_all() -> None:
    mutant = Mutant("m.py", 0, 1, Operator.INTEGER, "2", 1, 0)
    tally = Tally()
    for status in (Status.KILLED, Status.TIMEOUT, Status.SURVIVED, Status.INVALID):
        tally.add(Result(mutant, status, 0.0, ""), equivalent=False)
    assert (tally.killed, tally.survived, tally.invalid) == (2, 1, 1)
    assert tally.rate == 2 / 3


def test_the_tool_lives_outside_the_collected_tests() -> None:
    # The full run takes half an hour: pytest must never collect it.
    package = Path(__file__).with_name("mutation")
    assert not list(package.glob("test_*.py"))


def test_a_rerun_keeps_the_earlier_results_of_mutants_that_moved(tmp_path: Path) -> None:
    # Lines added above a killed mutant move it; its earlier result still counts, in place.
    moved = Mutant("src/m.py", 10, 11, Operator.BOOLEAN, "or", 7, 4)
    again = Mutant("src/m.py", 20, 21, Operator.INTEGER, "2", 9, 8)
    row = {"seconds": 3.0, "diff": "a", "detail": ""}
    rows = [
        {**row, "id": "src/m.py:5:4:boolean", "status": "killed"},  # now at line 7
        {**row, "id": again.id, "status": "survived"},
    ]
    earlier = tmp_path / "earlier.json"
    earlier.write_text(json.dumps({"settings": {}, "results": rows}), encoding="utf-8")
    rerun = [Result(again, Status.KILLED, 2.0, "b", "FAILED t")]
    results = merged(earlier, {moved.id: moved, again.id: again}, rerun)
    assert [(r.mutant.id, r.status) for r in results] == [
        ("src/m.py:5:4:boolean", Status.KILLED),
        (again.id, Status.KILLED),
    ]


@pytest.mark.parametrize(
    ("text", "says"),
    [("{", "is no report"), ('{"results": [{"id": "a", "status": "killed"}]}', "is no report"),
     ('{"results": [{"id": "m.py:1:2:boolean", "status": "maybe"}]}', "is no report")],
)  # fmt: skip
def test_a_report_that_is_not_one_gives_one_line(tmp_path: Path, text: str, says: str) -> None:
    path = tmp_path / "report.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ReportError, match=says) as raised:
        read_report(path)
    assert "\n" not in str(raised.value)
    with pytest.raises(ReportError, match="No such file"):
        read_report(tmp_path / "missing.json")


@pytest.mark.parametrize("argv", [["--sample", "-5"], ["--jobs", "0"], ["--seed", "x"]])
def test_bad_options_are_refused_in_one_line(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as raised:
        mutation_main([*argv, "--list"])
    assert raised.value.code == 2
    (message,) = capsys.readouterr().err.strip().splitlines()[-1:]
    assert message.startswith("python -m tests.mutation: error: argument")


def test_without_card_data_the_run_is_refused_not_counted_as_survivors(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Without card data every card test skips: each card mutant would "survive".
    import tests.mutation.__main__ as tool
    from illumineer.engine.errors import CardDataMissing

    def missing() -> Path:
        raise CardDataMissing("no card data found")

    monkeypatch.setattr(tool, "default_card_file", missing)
    monkeypatch.setattr(Runner, "imported_from", lambda self: "copy")
    assert mutation_main(["--sample", "1"]) == 2
    assert "no card data, so every card test would skip" in capsys.readouterr().err


def test_the_copy_of_src_has_the_projects_tests_beside_it(tmp_path: Path) -> None:
    # The card compiler finds the scenarios from its own file, through ``../tests``: a copy
    # of ``src`` without them failed the unmutated baseline, so nothing was measured.
    project = tmp_path / "project"
    (project / "src" / "probe").mkdir(parents=True)
    (project / "src" / "probe" / "__init__.py").write_text(
        "from pathlib import Path\nBESIDE = Path(__file__).parents[2] / 'tests'\n"
    )
    (project / "tests").mkdir()
    (project / "tests" / "test_probe.py").write_text(
        "import probe\n\n"
        "def test_the_copy_is_imported_and_sees_the_tests():\n"
        "    assert 'illumineer-mutant-' in probe.__file__\n"
        "    assert (probe.BESIDE / 'test_probe.py').is_file()\n"
    )
    runner = Runner(project=project, python=sys.executable, tests=["tests/test_probe.py"])
    status, _, output = runner.run(None)
    assert status is Status.SURVIVED, output


MODULE = """LIMIT = 3


def double(x):
    return x * 2


def total(
    x,
):
    return double(
        x + 1,
    )


def unused():
    return 7
"""


def test_a_change_is_judged_by_the_lines_of_the_smallest_statement_holding_it() -> None:
    by_line = {mutant.line: mutant for mutant in mutants("m.py", MODULE)}
    assert statement_lines(MODULE, by_line[1]) == [1]  # LIMIT = 3
    assert statement_lines(MODULE, by_line[5]) == [5]  # return x * 2
    # "x + 1" inside a call written over three lines: the whole return statement
    assert statement_lines(MODULE, by_line[12]) == [11, 12, 13]


def test_a_mutant_runs_the_tests_reaching_it_and_those_starting_processes_in_order() -> None:
    by_line = {mutant.line: mutant for mutant in mutants("src/m.py", MODULE)}
    seen = Coverage(
        tests=("t::import", "t::double", "t::spawn", "t::total"),
        seconds=(1.0, 2.0, 3.0, 4.0),
        outside=frozenset({2}),
        lines={"src/m.py": {1: frozenset({-1}), 5: frozenset({3, 1}), 11: frozenset({3})}},
    )

    def reach(line: int) -> list[str] | None:
        return seen.tests_for_source(MODULE, by_line[line])

    assert reach(1) is EVERY_TEST  # run on import: any test may see it
    assert reach(5) == ["t::double", "t::spawn", "t::total"]
    assert reach(12) == ["t::spawn", "t::total"]  # judged by its statement's first line
    assert reach(17) == ["t::spawn"]  # only another process could run it
    assert [line for line in (1, 5, 12, 17) if seen.unreached(MODULE, by_line[line])] == [17]
    assert seen.seconds_for(["t::double", "t::total"]) == 6.0


def test_the_traced_baseline_selects_the_tests_and_a_selected_run_kills(tmp_path: Path) -> None:
    project = tmp_path / "project"
    (project / "src" / "illumineer").mkdir(parents=True)
    (project / "src" / "illumineer" / "__init__.py").write_text(MODULE)
    (project / "tests" / "mutation").mkdir(parents=True)
    (project / "tests" / "__init__.py").write_text("")
    (project / "tests" / "mutation" / "__init__.py").write_text("")
    shutil.copy(ROOT / "tests" / "mutation" / "tracing.py", project / "tests" / "mutation")
    (project / "tests" / "test_m.py").write_text(
        "import subprocess, sys\n"
        "import illumineer\n\n"
        "def test_double():\n    assert illumineer.double(2) == 4\n\n"
        "def test_spawn():\n    subprocess.run([sys.executable, '-c', 'pass'], check=True)\n\n"
        "def test_limit():\n    assert illumineer.LIMIT == 3\n"
    )
    path = "src/illumineer/__init__.py"
    by_line = {(m.line, m.operator): m for m in mutants(path, MODULE)}
    doubling = by_line[5, Operator.INTEGER]
    unused = by_line[17, Operator.INTEGER]
    trace = tmp_path / "wanted.json"
    trace.write_text(json.dumps({"lines": wanted_lines(project, [doubling, unused])}))
    runner = Runner(project=project, python=sys.executable, tests=["tests"], timeout=60.0)
    status, _, output = runner.run(None, trace)
    assert status is Status.SURVIVED, output
    seen = Coverage.read(tmp_path / "wanted.json.out")
    assert seen.tests == (
        "tests/test_m.py::test_double", "tests/test_m.py::test_spawn", "tests/test_m.py::test_limit"
    )  # fmt: skip
    assert seen.tests_for(project, doubling) == [
        "tests/test_m.py::test_double", "tests/test_m.py::test_spawn"
    ]  # fmt: skip
    assert seen.tests_for(project, unused) == ["tests/test_m.py::test_spawn"]
    runner.coverage = seen
    assert runner.run(doubling)[0] is Status.KILLED
    assert runner.run(unused)[0] is Status.SURVIVED


def test_card_mutants_change_numbers_owners_choices_mays_durations_and_filters(
    catalogue: Catalogue,
) -> None:
    from tests.mutation.cards import mutants

    changes = [m.change for m in mutants(catalogue.get("Fire the Cannons!"))]
    assert "behaviour.effect[0].amount: 2 -> 3" in changes
    assert "behaviour.effect[0].amount: 2 -> 1" in changes
    assert "behaviour.effect[0].target.det: CHOSEN -> EACH" in changes
    maybe = [m.change for m in mutants(catalogue.get("Maleficent - Monstrous Dragon"))]
    assert any(change.endswith("'may' dropped") for change in maybe)
    timed = [m.change for m in mutants(catalogue.get("Control Your Temper!"))]
    assert "behaviour.effect[0].lasting: THIS_TURN -> UNTIL_YOUR_NEXT_TURN" in timed
    for mutant in mutants(catalogue.get("Befuddle")):  # every mutant is still a behaviour
        assert mutant.behaviour != catalogue.get("Befuddle").behaviour


def test_a_card_scenario_kills_a_mutant_that_changes_its_number(catalogue: Catalogue) -> None:
    from illumineer.scenario.runner import scenario_files
    from tests.mutation.cards import SCENARIOS, killed, mutants, scenarios_of

    texts = {p: p.read_text(encoding="utf-8") for p in scenario_files([SCENARIOS])}
    paths = scenarios_of("Fire the Cannons!", texts)
    assert paths
    two_to_three = next(m for m in mutants(catalogue.get("Fire the Cannons!"))
                        if m.change.endswith("2 -> 3"))  # fmt: skip
    assert killed(two_to_three, catalogue, paths)


def test_the_unreached_points_report_counts_per_group_and_module_and_lists_each() -> None:
    every = mutants("src/illumineer/m.py", MODULE)
    lost = [mutant for mutant in every if mutant.line == 17]
    text = unreached_report(lost, every, {"src/illumineer/m.py": MODULE}, set(), ["- heading"])
    share = f"{len(lost)} of {len(every)} ({100 * len(lost) / len(every):.1f}%)"
    assert f"**{share}**" in text
    assert f"| engine | {share} |" in text
    assert f"| `src/illumineer/m.py` | {share} |" in text
    listed = [line for line in text.splitlines() if line.startswith("- `")]
    assert listed == [f"- `{m.id}`: `{m.diff(MODULE)}`" for m in lost]
