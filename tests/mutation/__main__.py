"""``python -m tests.mutation``: see the package docstring for the options."""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

from illumineer.cards.files import default_card_file
from illumineer.cli.game_cmd import whole_number
from illumineer.engine.errors import CardDataError
from illumineer.engine.log import MAX_SEED
from tests.mutation.covering import EVERY_TEST, Coverage, wanted_lines
from tests.mutation.mutants import Mutant
from tests.mutation.run import (
    DEFAULT_MODULES,
    DEFAULT_TESTS,
    ReportError,
    Result,
    Runner,
    Status,
    equivalents,
    git_revision,
    group,
    merged,
    modules,
    points,
    python_version,
    report,
    run_all,
    sample,
    save_json,
    survivors_of,
    unreached_report,
)

PROJECT = Path(__file__).resolve().parents[2]


def _factor(text: str) -> float:
    """--timeout-factor: a number from 1 to 100."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 1 <= value <= 100:
        raise argparse.ArgumentTypeError(f"{text} is not from 1 to 100")
    return value


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m tests.mutation", description="Sampled mutation testing."
    )
    parser.add_argument("--sample", type=lambda text: whole_number(text, 1, 100_000), default=150,
                        help="how many mutants (150)")
    parser.add_argument("--seed", type=lambda text: whole_number(text, 0, MAX_SEED), default=1,
                        help="the seed that draws them (1)")
    parser.add_argument("--jobs", type=lambda text: whole_number(text, 1, 64), default=2,
                        help="test processes at once (2)")
    parser.add_argument("--modules", nargs="+", default=list(DEFAULT_MODULES), metavar="GLOB")
    parser.add_argument("--tests", nargs="+", default=None, metavar="PATH")
    parser.add_argument("--deselect", action="append", default=[], metavar="NODEID")
    parser.add_argument("--only", nargs="+", default=None, metavar="ID")
    parser.add_argument("--rerun", type=Path, default=None, metavar="REPORT.json")
    parser.add_argument("--list", action="store_true", help="print the mutants, run nothing")
    parser.add_argument("--project", type=Path, default=PROJECT, metavar="DIR")
    parser.add_argument("--python", default=sys.executable, metavar="EXE")
    parser.add_argument("--report", type=Path, default=None, metavar="FILE")
    parser.add_argument("--timeout-factor", type=_factor, default=3.0)
    parser.add_argument("--unreached", action="store_true",
                        help="trace the tests once, list the points no test runs, run no mutant")
    parser.add_argument("--all-tests", action="store_true",
                        help="run every test against each mutant, not just those reaching it")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Measure, report, and answer 0 (or 2 when the run could not be made)."""
    try:
        return _main(argv)
    except ReportError as error:
        print(f"python -m tests.mutation: {error}", file=sys.stderr)
        return 2


def _main(argv: list[str] | None) -> int:
    args = _arguments(argv)
    project: Path = args.project.resolve()
    targets = modules(project, args.modules)
    if not targets:
        print(f"no module matches {args.modules} in {project}", file=sys.stderr)
        return 2
    every = points(project, targets)
    wanted: list[str] | None = args.only
    if args.rerun is not None:
        wanted = survivors_of(args.rerun)
    if wanted is not None:
        by_id = {mutant.id: mutant for mutant in every}
        missing = [name for name in wanted if name not in by_id]
        if missing:
            print(f"no such mutant now (the source moved?): {missing}", file=sys.stderr)
            return 2
        chosen = [by_id[name] for name in wanted]
    elif args.unreached:
        chosen = every
    else:
        chosen = sample(every, args.sample, args.seed)
    if args.unreached and args.all_tests:
        print("--unreached traces the tests: it cannot go with --all-tests", file=sys.stderr)
        return 2
    if args.list:
        for mutant in chosen:
            text = (project / mutant.path).read_bytes().decode()
            print(f"{mutant.id}  {mutant.diff(text)}")
        return 0

    tests = args.tests or [path for path in DEFAULT_TESTS if (project / path).exists()]
    try:
        cards = default_card_file()
    except CardDataError as error:
        print(f"no card data, so every card test would skip: {error}", file=sys.stderr)
        return 2
    runner = Runner(project, args.python, tests, args.deselect, cards=cards.resolve())
    where = runner.imported_from()
    if where != "copy":
        print(f"the tests would import illumineer from {where}, not the copy", file=sys.stderr)
        return 2
    print(f"{len(every)} mutation points in {len(targets)} modules; {len(chosen)} mutants")
    traced = "" if args.all_tests else ", traced"
    print(f"baseline: the tests against the unmutated copy{traced} ...", flush=True)
    with tempfile.TemporaryDirectory(prefix="illumineer-trace-") as folder:
        trace = None if args.all_tests else Path(folder) / "wanted.json"
        if trace is not None:
            trace.write_text(json.dumps({"lines": wanted_lines(project, chosen)}))
        status, baseline, detail = runner.run(None, trace)
        if status is not Status.SURVIVED:
            print(f"the unmutated tests do not pass ({status.value}): {detail}", file=sys.stderr)
            return 2
        if trace is not None:
            runner.coverage = Coverage.read(trace.with_name(trace.name + ".out"))
    if args.unreached:
        assert runner.coverage is not None
        return _unreached(project, runner.coverage, every, args, baseline)
    runner.timeout = max(60.0, args.timeout_factor * baseline)
    runner.timeout_factor = args.timeout_factor
    print(f"baseline {baseline:.0f} s; timeout {runner.timeout:.0f} s", flush=True)
    if runner.coverage is not None:
        reach = [runner.coverage.tests_for(project, mutant) for mutant in chosen]
        on_import = sum(tests is EVERY_TEST for tests in reach)
        none = sum(tests == [] for tests in reach)
        print(f"{len(runner.coverage.tests)} tests traced: {on_import} mutants take every test "
              f"(their code runs on import), {none} reach no test", flush=True)

    def progress(done: int, result: Result) -> None:
        print(
            f"[{done}/{len(chosen)}] {result.status.value:8} {result.seconds:5.0f} s  "
            f"{result.mutant.path}:{result.mutant.line} {result.mutant.operator.value}: "
            f"{result.diff}",
            flush=True,
        )

    started = time.monotonic()
    results = run_all(runner, chosen, args.jobs, progress)
    elapsed = time.monotonic() - started
    if args.rerun is not None:
        results = merged(args.rerun, {mutant.id: mutant for mutant in every}, results)

    population: dict[str, int] = {}
    for mutant in every:
        population[group(mutant.path)] = population.get(group(mutant.path), 0) + 1
    if args.rerun is not None:
        selection = (
            f"the {len(chosen)} survivors of `{args.rerun}` re-run; the other "
            f"{len(results) - len(chosen)} as that run found them"
        )
    elif wanted is not None:
        selection = f"--only ({len(chosen)} mutants)"
    else:
        selection = f"--sample {args.sample} --seed {args.seed}"
    heading = [
        f"- project: `{project}` at `{git_revision(project)}`, Python "
        f"{python_version(args.python)}",
        f"- mutants: {selection}, of {len(every)} points "
        f"({', '.join(f'{n} {name}' for name, n in sorted(population.items()))})",
        f"- modules: {', '.join(f'`{m}`' for m in args.modules)}",
        f"- tests: `{' '.join(runner.command()[3:])}`"
        + ("" if runner.coverage is None else ", each mutant only those that run its statement"
           " (traced, see tests/mutation/covering.py)"),
        f"- baseline {baseline:.0f} s, timeout {runner.timeout:.0f} s, {args.jobs} jobs, "
        f"took {elapsed / 60:.1f} min",
    ]
    text = report(results, equivalents(), heading, population)
    destination: Path = args.report or Path(f"/tmp/mutation-{time.strftime('%Y%m%d-%H%M%S')}.md")
    destination.write_text(text, encoding="utf-8")
    settings: dict[str, object] = {
        "project": str(project),
        "sample": args.sample,
        "seed": args.seed,
        "modules": args.modules,
        "tests": tests,
    }
    save_json(destination.with_suffix(".json"), results, settings)
    print()
    print(text.split("## Per module")[0].strip())
    print(f"\nreport: {destination} (and {destination.with_suffix('.json')})")
    return 0


def _unreached(
    project: Path, coverage: Coverage, every: list[Mutant], args: argparse.Namespace,
    baseline: float,
) -> int:
    """Report the points no test runs in the tests' own process: each survives any sample
    that draws it, unless a test that starts another process happens to run it there."""
    texts: dict[str, str] = {}
    lost = []
    for mutant in every:
        source = texts.setdefault(mutant.path, (project / mutant.path).read_bytes().decode())
        if coverage.unreached(source, mutant):
            lost.append(mutant)
    known = {(entry.path, entry.diff) for entry in equivalents()}
    text = unreached_report(
        lost, every, texts, known,
        [f"- project: `{project}` at `{git_revision(project)}`",
         f"- modules: {', '.join(f'`{m}`' for m in args.modules)}",
         f"- tests: `{' '.join(args.tests or DEFAULT_TESTS)}`, traced baseline {baseline:.0f} s"],
    )
    destination: Path = args.report or Path(
        f"/tmp/unreached-{time.strftime('%Y%m%d-%H%M%S')}.md"
    )
    destination.write_text(text, encoding="utf-8")
    print(text.split("## Points")[0].strip())
    print(f"\nreport: {destination}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

