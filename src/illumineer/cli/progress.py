"""Long work shown as it goes: the card database's first fetch, `simulate`, the long run.

On a terminal, a Rich progress bar (how much is done, how long it took, how long is left;
a moving bar when the amount of work is unknown), left as it ended. Anywhere
else (a pipe, a file, CI) nothing is drawn, and the finished line is printed once, so a log
holds one line per piece of work rather than hundreds of redraws.

>>> import io
>>> out = io.StringIO()
>>> with Progress("games", total=3, stream=out) as bar:
...     bar.advance(3)
>>> out.getvalue().startswith("games: 3/3 in ")
True
"""

from __future__ import annotations

import sys
import time
from types import TracebackType
from typing import TextIO

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.progress import Progress as Bar


class Progress:
    """A piece of long work: `total` steps (None when unknown), described as `what`.

    Drawn on `stream` (default: standard error) when it is a terminal, or when `terminal`
    says so; `quiet` draws and prints nothing.
    """

    def __init__(self, what: str, total: int | None = None, *, stream: TextIO | None = None,
                 terminal: bool | None = None, quiet: bool = False) -> None:  # fmt: skip
        self.what = what
        self.total = total
        self.stream = sys.stderr if stream is None else stream
        self.quiet = quiet
        self.live = not quiet and (self.stream.isatty() if terminal is None else terminal)
        self.done = 0
        self._start = 0.0
        self._stop: float | None = None
        self._bar: Bar | None = None
        self._task: TaskID | None = None

    def __enter__(self) -> Progress:
        self._start = time.perf_counter()
        if self.live:
            console = Console(file=self.stream, force_terminal=True, highlight=False)
            columns = [TextColumn("{task.description}"), BarColumn()]
            if self.total is not None:
                columns += [MofNCompleteColumn(), TimeRemainingColumn()]
            columns.append(TimeElapsedColumn())
            self._bar = Bar(*columns, console=console, transient=False)
            self._bar.start()
            self._task = self._bar.add_task(self.what, total=self.total)
        return self

    def advance(self, steps: int = 1) -> None:
        """`steps` more steps are done."""
        self.done += steps
        if self._bar is not None and self._task is not None:
            self._bar.update(self._task, completed=self.done)

    @property
    def elapsed(self) -> float:
        """Seconds since the work began (to its end, once it has ended)."""
        end = time.perf_counter() if self._stop is None else self._stop
        return end - self._start

    def finished_line(self) -> str:
        """``games: 100/100 in 12.3 s``, or ``fetching...: done in 11.0 s``."""
        if self.total is None:
            return f"{self.what}: done in {self.elapsed:.1f} s"
        return f"{self.what}: {self.done}/{self.total} in {self.elapsed:.1f} s"

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:  # fmt: skip
        self._stop = time.perf_counter()
        if self._bar is not None:
            self._bar.stop()
        elif not self.quiet and kind is None:
            print(self.finished_line(), file=self.stream, flush=True)
