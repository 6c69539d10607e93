"""Sampling mutants, running the tests against each, and writing the report."""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path, PurePosixPath
from typing import Any

from illumineer.cards.files import CARDS_ENV
from tests.mutation.covering import EVERY_TEST, Coverage
from tests.mutation.mutants import Mutant, Operator, mutants
from tests.mutation.tracing import TRACE_ENV

#: What is mutated by default: the whole engine, the judge's assistant and the compiled
#: definitions of set 1.
DEFAULT_MODULES = (
    "src/illumineer/engine/**/*.py",
    "src/illumineer/judge/**/*.py",
    "src/illumineer/cards/compiled/set01*.py",
)

#: Never mutated, whatever ``--modules`` matches: the judge's Alembic migrations, whose code
#: runs only when a ledger is created.
EXCLUDED_MODULES = ("src/illumineer/judge/migrations/**/*.py",)

#: The tests run against each mutant, quickest killers first (``-x`` stops at the first
#: failure): the suites that drive the engine, the cards and the judge's assistant (the
#: scenario runner's tests/test_scenarios.py runs tests/scenarios/judge/ too, and tests/cli
#: holds test_judge_cmd.py). Paths that a checkout lacks are left out. Left out on purpose:
#: the input corpus (tests/test_corpus.py, 25 s of parser inputs and a real process) and the
#: README tests.
DEFAULT_TESTS = (
    "tests/test_scenarios.py",
    "tests/cards",
    "tests/engine",
    "tests/test_golden.py",
    "tests/test_scenario_runner.py",
    "tests/agents",
    "tests/test_long_run.py",
    "tests/judge",
    "tests/cli",
    "tests/test_fuzz.py",
    "tests/test_limits.py",
)

#: Each group's share of the sample (half the engine, a quarter each the judge's assistant and
#: the card modules), so that the smaller groups (the cards are a twentieth of the mutation
#: points) get enough mutants for a kill rate of their own.
GROUP_WEIGHTS = {"engine": 2, "judge": 1, "cards": 1}

#: The groups other than the engine, by the package folder under ``src/illumineer/`` that
#: holds their modules; a module anywhere else (``--modules`` may name any) counts as engine.
GROUP_FOLDERS = {"cards": "cards", "judge": "judge"}

EQUIVALENT_FILE = Path(__file__).with_name("equivalent.toml")


class Status(Enum):
    """What became of a mutant."""

    KILLED = "killed"  # a test failed
    TIMEOUT = "timeout"  # the tests ran past the limit: counted as killed
    SURVIVED = "survived"  # every test passed
    INVALID = "invalid"  # the mutated module does not compile
    ERROR = "error"  # pytest ended otherwise (no tests collected, a signal): a tool problem

    @property
    def killed(self) -> bool:
        return self in (Status.KILLED, Status.TIMEOUT)


@dataclass(frozen=True)
class Result:
    """One mutant's outcome."""

    mutant: Mutant
    status: Status
    seconds: float
    diff: str
    detail: str = ""


def group(path: str) -> str:
    """The group a module's kill rate is counted in, from its project-relative path:
    ``src/illumineer/judge/...`` is judge, ``src/illumineer/cards/...`` cards, the rest engine."""
    parts = PurePosixPath(path).parts
    package = parts[2] if parts[:2] == ("src", "illumineer") and len(parts) > 3 else ""
    return next((name for name, folder in GROUP_FOLDERS.items() if folder == package), "engine")


def modules(
    project: Path, patterns: Iterable[str], excluded: Iterable[str] = EXCLUDED_MODULES
) -> list[str]:
    """The project-relative paths the glob patterns match, less those ``excluded`` matches,
    sorted, without duplicates."""
    found: set[str] = set()
    for pattern in patterns:
        found.update(p.relative_to(project).as_posix() for p in project.glob(pattern))
    for pattern in excluded:
        found.difference_update(p.relative_to(project).as_posix() for p in project.glob(pattern))
    return sorted(p for p in found if p.endswith(".py"))


def points(project: Path, paths: Iterable[str]) -> list[Mutant]:
    """Every mutation point of the modules, in a stable order (path, then position)."""
    found: list[Mutant] = []
    for path in paths:
        found.extend(mutants(path, _read(project / path)))
    return found


def sample(candidates: Sequence[Mutant], size: int, seed: int) -> list[Mutant]:
    """``size`` mutants split between the groups by ``GROUP_WEIGHTS``, drawn with a seeded RNG:
    the same points and seed give the same mutants, in source order."""
    by_group: dict[str, list[Mutant]] = {}
    for mutant in candidates:
        by_group.setdefault(group(mutant.path), []).append(mutant)
    weights = {name: GROUP_WEIGHTS.get(name, 1) for name in sorted(by_group)}
    total = sum(weights.values())
    rng = random.Random(seed)
    chosen: list[Mutant] = []
    remaining = size
    for index, name in enumerate(sorted(by_group)):
        last = index == len(by_group) - 1
        quota = remaining if last else round(size * weights[name] / total)
        quota = min(quota, len(by_group[name]))
        chosen.extend(rng.sample(by_group[name], quota))
        remaining -= quota
    order = {mutant.id: index for index, mutant in enumerate(candidates)}
    return sorted(chosen, key=lambda mutant: order[mutant.id])


@dataclass
class Runner:
    """Runs the chosen tests against the project's ``src`` with one mutant applied."""

    project: Path
    python: str
    tests: list[str]
    deselect: list[str] = field(default_factory=list)
    timeout: float = 0.0
    #: The card data the tests read, given to them by $ILLUMINEER_CARDS: the copy lives
    #: where no ``../shared`` is, and without card data every card test skips, so that
    #: every mutant of card code would survive.
    cards: Path | None = None

    #: What the traced baseline saw: with it each mutant runs only the tests that can reach
    #: it (see ``covering``), each with `timeout_factor` times its traced time.
    coverage: Coverage | None = None
    timeout_factor: float = 3.0

    def command(self, tests: Sequence[str] | None = None) -> list[str]:
        deselect = [arg for node in self.deselect for arg in ("--deselect", node)]
        return [
            self.python, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
            "-m", "not slow", *deselect, *(self.tests if tests is None else tests),
        ]  # fmt: skip

    def run(self, mutant: Mutant | None, trace: Path | None = None) -> tuple[Status, float, str]:
        """Copy ``src`` to a temporary folder, apply the mutant, run the tests there (the
        unmutated run traced when `trace` names the lines wanted, see ``tracing``)."""
        with tempfile.TemporaryDirectory(prefix="illumineer-mutant-") as scratch:
            src = Path(scratch) / "src"
            shutil.copytree(
                self.project / "src",
                src,
                ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"),
            )
            # Beside the copy, as in a checkout: the project's tests (the card compiler
            # finds the scenarios that decide which cards it compiles from its own file).
            (Path(scratch) / "tests").symlink_to(self.project / "tests", target_is_directory=True)
            if mutant is not None:
                target = Path(scratch) / mutant.path
                mutated = mutant.apply(_read(target))
                try:
                    compile(mutated, mutant.path, "exec")
                except SyntaxError as error:
                    return Status.INVALID, 0.0, f"{error.msg} (line {error.lineno})"
                target.write_bytes(mutated.encode())
            command, timeout = self.command(), self.timeout
            if mutant is not None and self.coverage is not None:
                reaching = self.coverage.tests_for(self.project, mutant)
                if reaching == []:
                    return Status.SURVIVED, 0.0, "no test runs it"
                if reaching is not EVERY_TEST:
                    listed = Path(scratch) / "tests.txt"
                    listed.write_text("\n".join(reaching) + "\n")
                    command = self.command([f"@{listed}"])
                    took = self.coverage.seconds_for(reaching)
                    timeout = max(60.0, self.timeout_factor * took)
            elif trace is not None:
                command = [*command[:3], "-p", "tests.mutation.tracing", *command[3:]]
            env = dict(os.environ)
            if trace is not None:
                env[TRACE_ENV] = str(trace)
            env["PYTHONPATH"] = os.pathsep.join(
                [str(src), *filter(None, [os.environ.get("PYTHONPATH")])]
            )
            if self.cards is not None:
                env[CARDS_ENV] = str(self.cards)
            # Hypothesis keeps failing examples; each mutant gets a database of its own.
            env["HYPOTHESIS_STORAGE_DIRECTORY"] = str(Path(scratch) / "hypothesis")
            return self._pytest(command, timeout, env, Path(scratch) / "output.txt")

    def imported_from(self) -> str:
        """Where the test interpreter imports ``illumineer`` from with a copy first on the path."""
        with tempfile.TemporaryDirectory(prefix="illumineer-mutant-") as scratch:
            src = Path(scratch) / "src"
            shutil.copytree(self.project / "src", src)
            env = dict(os.environ, PYTHONPATH=str(src))
            found = subprocess.run(
                [self.python, "-c", "import illumineer; print(illumineer.__file__)"],
                cwd=self.project, env=env, capture_output=True, text=True, check=True,
            ).stdout.strip()  # fmt: skip
            return "copy" if found.startswith(scratch) else found

    def _pytest(
        self, command: list[str], timeout: float, env: dict[str, str], output: Path
    ) -> tuple[Status, float, str]:
        started = time.monotonic()
        with output.open("wb") as sink:
            process = subprocess.Popen(
                command, cwd=self.project, env=env, stdout=sink,
                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True,
            )  # fmt: skip
            try:
                code = process.wait(timeout=timeout or None)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
                return Status.TIMEOUT, time.monotonic() - started, ""
        seconds = time.monotonic() - started
        lines = output.read_text(errors="replace").splitlines()
        failed = next((line for line in lines if line.startswith(("FAILED", "ERROR"))), "")
        if code == 0:
            return Status.SURVIVED, seconds, ""
        if code in (1, 2):  # tests failed, or collection failed (the mutant broke an import)
            return Status.KILLED, seconds, failed or (lines[-1] if lines else "")
        if code == 4 and any(line.startswith("ERROR: not found") for line in lines):
            return Status.ERROR, seconds, " / ".join(lines[-2:])  # a traced node id moved
        if code in (3, 4) and timeout:
            # The same command passed unmutated: the mutant broke a conftest import or pytest.
            return Status.KILLED, seconds, "the tests could not start: " + " / ".join(lines[-2:])
        return Status.ERROR, seconds, " / ".join(lines[-5:])


def run_all(
    runner: Runner,
    chosen: Sequence[Mutant],
    jobs: int,
    progress: Callable[[int, Result], None],
) -> list[Result]:
    """Every mutant's result, at most ``jobs`` test processes at once, in ``chosen`` order."""

    def one(mutant: Mutant) -> Result:
        status, seconds, detail = runner.run(mutant)
        source = _read(runner.project / mutant.path)
        return Result(mutant, status, seconds, mutant.diff(source), detail)

    results: list[Result] = []
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for done, result in enumerate(pool.map(one, chosen), start=1):
            progress(done, result)
            results.append(result)
    return results


@dataclass(frozen=True)
class Equivalent:
    """A survivor judged unable to change behaviour, matched by module and diff text."""

    path: str
    diff: str
    why: str


def equivalents(path: Path = EQUIVALENT_FILE) -> list[Equivalent]:
    """The judged-equivalent survivors listed in ``path`` (TOML, ``[[equivalent]]`` tables)."""
    if not path.exists():
        return []
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return [Equivalent(e["path"], e["diff"], e["why"]) for e in data.get("equivalent", [])]


def judged(result: Result, known: Sequence[Equivalent]) -> Equivalent | None:
    """The judgement that a survivor is equivalent, if one was made."""
    if result.status is not Status.SURVIVED:
        return None
    return next((e for e in known if (e.path, e.diff) == (result.mutant.path, result.diff)), None)


@dataclass
class Tally:
    """Counts of one row of the report."""

    killed: int = 0
    survived: int = 0
    invalid: int = 0
    error: int = 0
    equivalent: int = 0

    def add(self, result: Result, equivalent: bool) -> None:
        if result.status.killed:
            self.killed += 1
        elif result.status is Status.SURVIVED:
            self.survived += 1
            self.equivalent += equivalent
        elif result.status is Status.INVALID:
            self.invalid += 1
        else:
            self.error += 1

    @property
    def mutants(self) -> int:
        return self.killed + self.survived + self.invalid + self.error

    @property
    def rate(self) -> float:
        """Killed over killed and survived (invalid and errored mutants do not count)."""
        counted = self.killed + self.survived
        return self.killed / counted if counted else 0.0

    @property
    def rate_without_equivalents(self) -> float:
        """The rate when the survivors judged equivalent are left out of the count."""
        counted = self.killed + self.survived - self.equivalent
        return self.killed / counted if counted else 1.0

    def row(self, name: str) -> str:
        return (
            f"| {name} | {self.mutants} | {self.killed} | {self.survived} | {self.invalid} "
            f"| {self.error} | {self.rate:.0%} | {self.equivalent} "
            f"| {self.rate_without_equivalents:.0%} |"
        )


_HEADER = (
    "| | mutants | killed | survived | invalid | error | kill rate | equivalent "
    "| rate without equivalents |\n|---|---|---|---|---|---|---|---|---|"
)


def tallies(
    results: Sequence[Result], known: Sequence[Equivalent]
) -> tuple[Tally, dict[str, Tally], dict[str, Tally]]:
    """The overall, per-group and per-module counts."""
    overall, groups, per_module = Tally(), dict[str, Tally](), dict[str, Tally]()
    for result in results:
        equivalent = judged(result, known) is not None
        overall.add(result, equivalent)
        groups.setdefault(group(result.mutant.path), Tally()).add(result, equivalent)
        per_module.setdefault(result.mutant.path, Tally()).add(result, equivalent)
    return overall, groups, per_module


def report(
    results: Sequence[Result],
    known: Sequence[Equivalent],
    heading: Sequence[str],
    population: dict[str, int],
) -> str:
    """The Markdown report: rates overall, per group and per module, then each survivor."""
    overall, groups, per_module = tallies(results, known)
    estimate = sum(
        groups[name].rate * population[name] for name in groups if name in population
    ) / max(1, sum(population[name] for name in groups if name in population))
    lines = ["# Mutation testing", "", *heading, ""]
    lines += [
        f"**Kill rate {overall.rate:.1%}** ({overall.killed} of "
        f"{overall.killed + overall.survived}; {overall.invalid} invalid, {overall.error} errors). "
        f"Weighted by each group's share of all mutation points: {estimate:.1%}.",
        "",
        _HEADER,
        overall.row("**all**"),
        *(groups[name].row(name) for name in sorted(groups)),
        "",
        "## Per module",
        "",
        _HEADER,
        *(per_module[name].row(f"`{name}`") for name in sorted(per_module)),
        "",
        "## Survivors",
        "",
    ]
    survivors = [r for r in results if r.status is Status.SURVIVED]
    for result in survivors:
        equivalent = judged(result, known)
        mark = f" — *equivalent: {equivalent.why}*" if equivalent else ""
        lines.append(
            f"- `{result.mutant.path}:{result.mutant.line}` {result.mutant.operator.value}: "
            f"`{result.diff}`{mark}"
        )
    if not survivors:
        lines.append("None.")
    problems = [r for r in results if r.status in (Status.INVALID, Status.ERROR)]
    if problems:
        lines += ["", "## Invalid or errored", ""]
        lines += [f"- `{r.mutant.id}` {r.status.value}: {r.detail}" for r in problems]
    return "\n".join(lines) + "\n"


def save_json(path: Path, results: Sequence[Result], settings: dict[str, object]) -> None:
    """The machine-readable twin of the report, which ``--rerun`` reads."""
    rows = [
        {
            "id": r.mutant.id,
            "status": r.status.value,
            "seconds": round(r.seconds, 1),
            "diff": r.diff,
            "detail": r.detail,
        }
        for r in results
    ]
    path.write_text(json.dumps({"settings": settings, "results": rows}, indent=1) + "\n")


class ReportError(ValueError):
    """An earlier run's JSON report that cannot be read, in one line."""


def read_report(path: Path) -> list[dict[str, Any]]:
    """The result rows of an earlier run's JSON report (``--rerun``), checked."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        rows = data["results"]
        for row in rows:
            Status(row["status"])
            _from_id(row["id"])
            float(row["seconds"])
            str(row["diff"]), str(row["detail"])
    except OSError as error:
        raise ReportError(f"{path}: {error.strerror or error}") from None
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise ReportError(f"{path} is no report of python -m tests.mutation ({error!r})") from None
    checked: list[dict[str, Any]] = rows
    return checked


def survivors_of(path: Path) -> list[str]:
    """The ids of the mutants that survived (or errored) in an earlier run's JSON report."""
    again = (Status.SURVIVED.value, Status.ERROR.value)
    return [row["id"] for row in read_report(path) if row["status"] in again]


def merged(path: Path, by_id: dict[str, Mutant], rerun: Sequence[Result]) -> list[Result]:
    """An earlier run's results with the re-run mutants' new results in their place.

    Tests only ever get added between the runs, so a mutant killed then is killed now. A
    row whose mutant has moved since (lines added above it) keeps its place and its result:
    it is rebuilt from its id, which is all a report reads of it."""
    fresh = {result.mutant.id: result for result in rerun}
    results: list[Result] = []
    for row in read_report(path):
        name = row["id"]
        if name in fresh:
            results.append(fresh[name])
            continue
        mutant = by_id.get(name) or _from_id(name)
        status = Status(row["status"])
        results.append(Result(mutant, status, row["seconds"], row["diff"], row["detail"]))
    return results


def _from_id(name: str) -> Mutant:
    """A mutant as a report names it (``path:line:column:operator``), without its span."""
    path, line, column, operator = name.rsplit(":", 3)
    return Mutant(path, 0, 0, Operator(operator), "", int(line), int(column))


def _read(path: Path) -> str:
    # Bytes, not text mode: newlines stay exactly as they are in the file.
    return path.read_bytes().decode("utf-8")


def git_revision(project: Path) -> str:
    """The checkout's commit, with ``+changes`` when its work tree differs from it."""
    try:
        head = subprocess.run(
            ["git", "-C", str(project), "rev-parse", "--short", "HEAD"],
            capture_output=True, text=True, check=True,
        ).stdout.strip()  # fmt: skip
        dirty = subprocess.run(
            ["git", "-C", str(project), "status", "--porcelain", "--untracked-files=no"],
            capture_output=True, text=True, check=True,
        ).stdout.strip()  # fmt: skip
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + ("+changes" if dirty else "")


def python_version(python: str) -> str:
    """The version of the interpreter that runs the tests."""
    if python == sys.executable:
        return sys.version.split()[0]
    return subprocess.run(
        [python, "-c", "import sys; print(sys.version.split()[0])"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip


def unreached_report(
    lost: Sequence[Mutant],
    every: Sequence[Mutant],
    texts: dict[str, str],
    known: set[tuple[str, str]],
    heading: Sequence[str],
) -> str:
    """Markdown for ``--unreached``: how many points no test runs, overall, per group and per
    module (most first), then each point with its diff (marked when judged equivalent)."""
    def count(mutants: Iterable[Mutant], key: Callable[[Mutant], str]) -> dict[str, int]:
        found: dict[str, int] = {}
        for mutant in mutants:
            found[key(mutant)] = found.get(key(mutant), 0) + 1
        return found

    def module(mutant: Mutant) -> str:
        return mutant.path

    def share(part: int, whole: int) -> str:
        return f"{part} of {whole} ({100 * part / max(1, whole):.1f}%)"

    lines = ["# Mutation points no test runs", "", *heading, "",
             f"**{share(len(lost), len(every))}** of the points: each survives any sample "
             "that draws it.", ""]
    def in_group(mutant: Mutant) -> str:
        return group(mutant.path)

    lost_groups, all_groups = count(lost, in_group), count(every, in_group)
    lines += ["| group | points no test runs |", "|---|---|"]
    lines += [f"| {name} | {share(lost_groups.get(name, 0), n)} |"
              for name, n in sorted(all_groups.items())]
    lost_modules, all_modules = count(lost, module), count(every, module)
    lines += ["", "## Per module", "", "| module | points no test runs |", "|---|---|"]
    lines += [f"| `{path}` | {share(n, all_modules[path])} |"
              for path, n in sorted(lost_modules.items(), key=lambda item: (-item[1], item[0]))]
    lines += ["", "## Points", ""]
    for mutant in lost:
        diff = mutant.diff(texts[mutant.path])
        mark = " (judged equivalent)" if (mutant.path, diff) in known else ""
        lines.append(f"- `{mutant.id}`{mark}: `{diff}`")
    return "\n".join(lines) + "\n"
