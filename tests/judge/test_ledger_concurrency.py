"""Two judges at once: calls on one player made at the same moment from separate processes, on
SQLite and on PostgreSQL, get what they would have got one after another.

`Ledger.rule` counts the player's standing Warnings and records the call in one serialised
step (SQLite: ``BEGIN IMMEDIATE``; PostgreSQL: an advisory lock per event). Were the count
read outside that step, two judges calling at once would both read "no Warning yet" and the
third Warning would never become a Game Loss. So every call here is made by its own process,
all released together, and while they start the test itself holds the database's write lock
(SQLite: a ``BEGIN IMMEDIATE`` of its own; PostgreSQL: an EXCLUSIVE lock on the entries,
which still lets them read), so no call can finish before every one of them has begun.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from illumineer.judge import ledger as ledgers
from illumineer.judge.ledger import ENTRIES
from illumineer.judge.penalties import recompute, warning_counts
from illumineer.judge.vocabulary import Infraction, Level, Penalty

EVENT = "Store Championship Kyoto"
JUDGES = 6
#: The longest any wait here may take; a process still running after it is killed.
TIMEOUT = 20.0
#: How long the test keeps the write lock once every judge has begun its call: time for the
#: last to reach the lock, so all of them wait on it together.
HOLD = 0.3

#: One judge's terminal: open the ledger, say it is ready, wait for "go" on standard input,
#: then make the call and print what it got as one line of JSON.
_JUDGE = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    from illumineer.engine.errors import LedgerError
    from illumineer.judge import ledger
    from illumineer.judge.classify import Reason
    from illumineer.judge.fixes import Fix, Remedy
    from illumineer.judge.penalties import Basis, CorrectiveAction
    from illumineer.judge.rulings import Ruling
    from illumineer.judge.vocabulary import Level, Penalty, Role

    url, signals, name, event, incident = sys.argv[1:6]
    book = ledger.open(url)
    book.event(event)  # a live connection: the call below waits on the other judges only
    Path(signals, f"ready-{name}").touch()
    if sys.stdin.readline().strip() != "go":
        sys.exit(3)  # the test gave up: nothing to call
    Path(signals, f"calling-{name}").touch()
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


def _wait_for(signals: Path, prefix: str, judges: list[subprocess.Popen[str]],
              deadline: float) -> None:  # fmt: skip
    """Until every judge has left a `prefix` file; fail at `deadline`, or at once when one of
    them is gone (with what it said)."""
    while len(list(signals.glob(f"{prefix}-*"))) < len(judges):
        for judge in judges:
            if judge.poll() is not None:
                _, err = judge.communicate()
                raise AssertionError(f"a judge exited before {prefix!r}: {err.strip()}")
        if time.monotonic() > deadline:
            found = sorted(p.name for p in signals.iterdir())
            raise AssertionError(f"only {found} of {len(judges)} judges got to {prefix!r}")
        time.sleep(0.01)


@contextlib.contextmanager
def _write_lock(url: str) -> Iterator[None]:
    """Hold the ledger's database so that no call can record anything until released."""
    parsed = sa.make_url(url)
    if parsed.get_backend_name() == "sqlite":
        assert parsed.database
        held = sqlite3.connect(parsed.database, timeout=TIMEOUT, isolation_level=None)
        try:
            held.execute("BEGIN IMMEDIATE")
            yield
            held.execute("ROLLBACK")
        finally:
            held.close()
        return
    engine = sa.create_engine(url)
    try:
        with engine.connect() as connection:
            # EXCLUSIVE lets the judges read (and so count) but not insert until released.
            connection.execute(sa.text(f"LOCK TABLE {ENTRIES.name} IN EXCLUSIVE MODE"))
            yield
            connection.rollback()
    finally:
        engine.dispose()


def _race(url: str, tmp_path: Path, judges: int, incident: str = "") -> list[dict[str, Any]]:
    """Start `judges` processes, release them at once while the database is held, and return
    what each printed (in the order started)."""
    signals = tmp_path / "signals"
    signals.mkdir()
    deadline = time.monotonic() + TIMEOUT
    processes = [
        subprocess.Popen(
            [sys.executable, "-c", _JUDGE, url, str(signals), str(n), EVENT, incident],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for n in range(judges)
    ]
    try:
        _wait_for(signals, "ready", processes, deadline)
        with _write_lock(url):
            for process in processes:
                assert process.stdin is not None
                process.stdin.write("go\n")
                process.stdin.flush()
            _wait_for(signals, "calling", processes, deadline)
            time.sleep(HOLD)
        printed = []
        for process in processes:
            out, err = process.communicate(timeout=max(deadline - time.monotonic(), 1.0))
            assert process.returncode == 0, err
            lines = out.splitlines()
            assert len(lines) == 1, (out, err)
            printed.append(json.loads(lines[0]))
        return printed
    finally:
        for process in processes:  # none outlives the test, whatever went wrong
            if process.poll() is None:
                process.kill()
            process.communicate(timeout=TIMEOUT)


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
