"""The ledger's databases: every ledger test runs on a SQLite file and on a real PostgreSQL
server that the session starts itself (see `tests.judge.postgres`)."""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.judge import postgres

#: The database holding every test's ledger, one schema each.
LEDGERS = "ledgers"
_schemas = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[postgres.Server]:
    """One PostgreSQL server for the session; skipped (failed in CI) without its binaries."""
    bin = postgres.binaries()
    if bin is None:
        reason = "PostgreSQL's initdb is not installed (Debian package postgresql)"
        if os.environ.get("CI"):
            pytest.fail(f"{reason}: .ci/run should have installed it")
        pytest.skip(reason)
    server = postgres.start(bin)
    server.create_database(LEDGERS)
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def ledger_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A URL of a new, empty ledger: a SQLite file, then a PostgreSQL schema of its own."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'ledger.sqlite3'}"
    server: postgres.Server = request.getfixturevalue("postgres_server")
    schema = f"ledger_{next(_schemas)}"
    server.create_schema(LEDGERS, schema)
    return server.url(LEDGERS, schema)
