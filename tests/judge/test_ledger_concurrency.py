"""Two judges at once: calls on one player made at the same moment from separate processes, on
SQLite and on PostgreSQL, get what they would have got one after another.

`Ledger.rule` counts the player's standing Warnings and records the call in one serialised
step (SQLite: ``BEGIN IMMEDIATE``; PostgreSQL: an advisory lock per event). Were the count
read outside that step, two judges calling at once would both read "no Warning yet" and the
third Warning would never become a Game Loss. So every call here is made by its own process,
all released together, and while they start the test itself holds the database's write lock
(SQLite: a ``BEGIN IMMEDIATE`` of its own; PostgreSQL: an EXCLUSIVE lock on the entries,
which still lets them read), so no call can finish before every one of them has begun.

Nothing here waits a set time: each step waits for what it needs, a judge's line on its
pipe ("ready", "calling", the call's result) or, on PostgreSQL, the server showing every
judge waiting for a lock. A loaded machine makes the test slower, never red. Only a hang is
cut short (`HANG`), and reported as one.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from illumineer.judge import ledger as ledgers
from illumineer.judge.ledger import ENTRIES
from illumineer.judge.penalties import recompute, warning_counts
from illumineer.judge.vocabulary import Infraction, Level, Penalty

EVENT = "Store Championship Kyoto"
JUDGES = 6
#: A guard against a hang, not a time the test counts on: judges still running after it are
#: killed, and the test fails saying so. However loaded the machine, a call takes seconds.
HANG = 600.0

#: One judge's terminal: open the ledger, say "ready", wait for "go" on standard input, say
#: "calling", then make the call and print what it got as one line of JSON.
_JUDGE = textwrap.dedent(
    """
    import json, sys
    from illumineer.engine.errors import LedgerError
    from illumineer.judge import ledger
    from illumineer.judge.classify import Reason
    from illumineer.judge.fixes import Fix, Remedy
    from illumineer.judge.penalties import Basis, CorrectiveAction
    from illumineer.judge.rulings import Ruling
    from illumineer.judge.vocabulary import Level, Penalty, Role

    url, name, event, incident = sys.argv[1:5]
    book = ledger.open(url)
    book.event(event)  # a live connection: the call below waits on the other judges only
    print("ready", flush=True)
    if sys.stdin.readline().strip() != "go":
        sys.exit(3)  # the test gave up: nothing to call
    print("calling", flush=True)
    # What the judge believes before the ledger counts: a Warning. `rule` works it out again.
    ruling = Ruling(Reason.WRONG_COUNT, Level.COMPETITIVE,
                    CorrectiveAction(Penalty.WARNING, Basis.LEVEL),
                    Fix(Remedy.HAND_TOO_FEW, count=1))
    try:
        recorded = book.rule(ruling, event=event, player="Kenji Sato", judge=f"judge {name}",
                             role=Role.FLOOR, round=2, table=7, incident=incident or None)
        entry, final = recorded[0], recorded[1]  # the entry, and the ruling as recorded
    except LedgerError as error:
        print(json.dumps({"error": str(error)}), flush=True)
    else:
        print(json.dumps({"id": entry.id, "penalty": entry.penalty.name,
                          "upgraded": entry.upgraded,
                          "warnings_before": final.action.warnings_before}), flush=True)
    book.close()
    """
)


def _event(url: str) -> None:
    """The competitive event, with the player every judge calls and one nobody does."""
    with ledgers.open(url) as book:
        book.create_event(EVENT, Level.COMPETITIVE)
        book.enrol(EVENT, "Kenji Sato", "佐藤健二")
        book.enrol(EVENT, "Mei Tanaka", "田中芽衣")


class _Judges:
    """The judges' processes, spoken to line by line over their pipes."""

    def __init__(self, url: str, tmp_path: Path, judges: int, incident: str) -> None:
        self.logs = [tmp_path / f"judge-{n}.err" for n in range(judges)]
        self.processes = []
        for n, log in enumerate(self.logs):
            with log.open("w") as err:  # a file: a chatty judge can never fill a pipe
                self.processes.append(subprocess.Popen(
                    [sys.executable, "-c", _JUDGE, url, str(n), EVENT, incident],
                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err, text=True,
                ))  # fmt: skip
        # Only a hang gets here: it kills the judges, and their pipes end.
        self.guard = threading.Timer(HANG, self.kill)
        self.guard.start()

    def kill(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                process.kill()

    def running(self) -> bool:
        """Whether every judge is still running (none ended, none killed as hung)."""
        return all(process.poll() is None for process in self.processes)

    def said(self, n: int) -> str:
        return self.logs[n].read_text().strip() or "nothing on standard error"

    def read(self, expected: str | None = None) -> list[str]:
        """The next line of every judge (one that ends or hangs fails the test)."""
        lines = []
        for n, process in enumerate(self.processes):
            assert process.stdout is not None
            line = process.stdout.readline().strip()
            if not line:
                why = "hung, and was killed" if not self.guard.is_alive() else "exited"
                raise AssertionError(f"judge {n} {why} before a line: {self.said(n)}")
            if expected is not None:
                assert line == expected, (line, self.said(n))
            lines.append(line)
        return lines

    def tell(self, line: str) -> None:
        for process in self.processes:
            assert process.stdin is not None
            process.stdin.write(f"{line}\n")
            process.stdin.flush()

    def close(self) -> None:
        """End every judge (killing what still runs once the test has failed) and the guard."""
        self.guard.cancel()
        self.kill()
        for process in self.processes:
            process.communicate()


@contextlib.contextmanager
def _write_lock(url: str, judges: _Judges) -> Iterator[Callable[[], None]]:
    """Hold the ledger's database so that no call can record anything until released. Gives
    a wait until every judge is blocked on a lock, where the database can show it."""
    parsed = sa.make_url(url)
    if parsed.get_backend_name() == "sqlite":
        assert parsed.database
        held = sqlite3.connect(parsed.database, timeout=HANG, isolation_level=None)
        try:
            held.execute("BEGIN IMMEDIATE")
            # SQLite shows no waiters: a judge that says "calling" after the lock is
            # released makes its call after the others, which the counts allow too.
            yield lambda: None
            held.execute("ROLLBACK")
        finally:
            held.close()
        return
    engine = sa.create_engine(url)
    try:
        with engine.connect() as connection:
            # EXCLUSIVE lets the judges read (and so count) but not insert until released.
            connection.execute(sa.text(f"LOCK TABLE {ENTRIES.name} IN EXCLUSIVE MODE"))

            def all_waiting() -> None:
                # One judge waits for the entries, the others for the event's advisory lock.
                waiting = sa.text("SELECT count(*) FROM pg_locks WHERE NOT granted")
                while connection.execute(waiting).scalar_one() < len(judges.processes):
                    assert judges.running(), "a judge ended before it waited for the lock"
                    time.sleep(0.01)  # between polls of the server; it decides, not this

            yield all_waiting
            connection.rollback()
    finally:
        engine.dispose()


def _race(url: str, tmp_path: Path, judges: int, incident: str = "") -> list[dict[str, Any]]:
    """Start `judges` processes, release them at once while the database is held, and return
    what each printed (in the order started)."""
    started = _Judges(url, tmp_path, judges, incident)
    try:
        started.read("ready")
        with _write_lock(url, started) as all_waiting:
            started.tell("go")
            started.read("calling")
            all_waiting()
        printed = [json.loads(line) for line in started.read()]
        for n, process in enumerate(started.processes):
            assert process.wait() == 0, started.said(n)
        return printed
    finally:
        started.close()


def test_two_judges_calling_one_player_at_once_count_as_one_after_the_other(
    ledger_url: str, tmp_path: Path
) -> None:
    """Six simultaneous Card Count Error calls on one player are Warning, Warning, then Game
    Losses (the third Warning and every later one upgraded), each judge told what the ledger
    recorded, and no two of them counting the same number of earlier Warnings."""
    _event(ledger_url)
    got = _race(ledger_url, tmp_path, JUDGES)
    assert all("error" not in each for each in got), got

    with ledgers.open(ledger_url) as book:
        entries = book.entries(EVENT)
        player = book.player(EVENT, "Kenji Sato").id
        counts = book.warning_counts(EVENT)
    assert sorted(each["id"] for each in got) == [entry.id for entry in entries]
    assert [entry.penalty for entry in entries] == (
        [Penalty.WARNING] * 2 + [Penalty.GAME_LOSS] * (JUDGES - 2)
    )
    assert [entry.upgraded for entry in entries] == [False] * 2 + [True] * (JUDGES - 2)
    assert all(entry.player == player for entry in entries)
    recorded = {entry.id: entry for entry in entries}
    for each in got:  # each judge was told what the ledger holds, not what they believed
        entry = recorded[each["id"]]
        assert Penalty[each["penalty"]] is entry.penalty
        assert each["upgraded"] is entry.upgraded
        assert entry.ruling is not None
        assert each["warnings_before"] == entry.ruling["action"]["warnings_before"]
    stored = [entry.ruling["action"]["warnings_before"] for entry in entries if entry.ruling]
    assert stored == list(range(JUDGES))
    assert sorted(each["warnings_before"] for each in got) == list(range(JUDGES))
    assert recompute(entries) == []
    assert [(c.player, c.infraction, c.warnings) for c in counts] == [
        (player, Infraction.CARD_COUNT_ERROR, JUDGES)
    ]
    assert counts == warning_counts(entries)
    # The ruling each judge's terminal shows says the same as the ledger.
    for entry in entries[2:]:
        assert entry.ruling_en is not None and "Game Loss" in entry.ruling_en
        assert "upgraded" in entry.ruling_en


def test_two_judges_calling_one_incident_at_once_record_it_once(
    ledger_url: str, tmp_path: Path
) -> None:
    """Two judges ruling the same incident of the same game at once: the one whose call came
    first records it; the other is refused in one line naming that entry, and the ledger holds
    one entry for it."""
    _event(ledger_url)
    incident = "3f9c2a7b1d0e4c5a6b7c8d9e:17"
    got = _race(ledger_url, tmp_path, 2, incident)

    ruled = [each for each in got if "error" not in each]
    refused = [each["error"] for each in got if "error" in each]
    assert len(ruled) == 1 and len(refused) == 1, got
    first = ruled[0]
    assert Penalty[first["penalty"]] is Penalty.WARNING and first["warnings_before"] == 0
    message = refused[0]
    assert "\n" not in message
    assert "ruled already" in message
    assert f"entry {first['id']}" in message and f"--corrects {first['id']}" in message
    with ledgers.open(ledger_url) as book:
        entries = book.entries(EVENT)
        assert [entry.id for entry in entries] == [first["id"]]
        assert entries[0].incident == incident
        assert book.ruled(EVENT, incident) == entries[0]
