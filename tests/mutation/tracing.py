"""The baseline's tracer: which tests run the lines the sampled mutants change.

A pytest plugin, loaded with ``-p tests.mutation.tracing`` by the unmutated run only. When
``$ILLUMINEER_MUTATION_TRACE`` names a JSON file of wanted lines (``{"lines": {path: [line,
...]}}``, paths relative to the folder that holds the copy of ``src``), it traces the copy
with coverage.py from the moment it is imported (so before the conftest imports the engine),
each test under its node id, and at the end writes beside that file (``.out``):

- ``tests``: the node ids in the order they ran, with ``seconds`` each took;
- ``outside``: the tests that started another process (a CLI run, a process pool), whose
  lines no tracer here sees, so that any mutant may be killed by them;
- ``lines``: for each wanted line, the indexes of the tests that ran it, ``-1`` standing for
  code run outside any test (importing a module, collecting the tests).
"""

from __future__ import annotations

import json
import multiprocessing.process
import os
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import coverage
import pytest

TRACE_ENV = "ILLUMINEER_MUTATION_TRACE"

_wanted = os.environ.get(TRACE_ENV)
_copy = Path(os.environ.get("PYTHONPATH", ".").split(os.pathsep)[0]).resolve()
_tracer: coverage.Coverage | None = None
if _wanted:
    _tracer = coverage.Coverage(
        data_file=None, source=[str(_copy / "illumineer")], config_file=False
    )
    _tracer.start()

_order: list[str] = []
_seconds: list[float] = []
_outside: set[int] = set()
_spawned = False


def _watch(owner: Any, name: str) -> None:
    """Note, while a test runs, that `owner.name` started another process."""
    original = getattr(owner, name)

    def watched(*args: Any, **kwargs: Any) -> Any:
        global _spawned
        _spawned = True
        return original(*args, **kwargs)

    setattr(owner, name, watched)


if _tracer is not None:
    _watch(subprocess.Popen, "__init__")
    _watch(multiprocessing.process.BaseProcess, "start")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Iterator[None]:
    global _spawned
    if _tracer is None:
        yield
        return
    _tracer.switch_context(item.nodeid)
    _spawned = False
    started = time.monotonic()
    yield
    _seconds.append(time.monotonic() - started)
    _order.append(item.nodeid)
    if _spawned:
        _outside.add(len(_order) - 1)
    _tracer.switch_context("")


def pytest_unconfigure(config: pytest.Config) -> None:
    if _tracer is None or not _wanted:
        return
    _tracer.stop()
    data = _tracer.get_data()
    data.set_query_contexts(None)
    index = {nodeid: number for number, nodeid in enumerate(_order)}
    wanted: dict[str, list[int]] = json.loads(Path(_wanted).read_text())["lines"]
    lines: dict[str, dict[str, list[int]]] = {}
    for path, numbers in wanted.items():
        contexts = data.contexts_by_lineno(str(_copy.parent / path))
        lines[path] = {
            str(line): sorted({index.get(context, -1) for context in contexts.get(line, ())})
            for line in numbers
        }
    result = {"tests": _order, "seconds": _seconds, "outside": sorted(_outside), "lines": lines}
    Path(_wanted + ".out").write_text(json.dumps(result))
