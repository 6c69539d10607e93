"""The games store: in the ledger's database, through the ledger's code, on SQLite and on
PostgreSQL; a game's log is kept as it grows, and seats' secrets are kept only hashed."""

from __future__ import annotations

import pytest

from illumineer.engine.errors import LedgerError, WebError
from illumineer.judge import ledger
from illumineer.judge.vocabulary import Level
from illumineer.web.store import Store, key_hash


def test_games_are_kept_beside_the_ledger_and_their_logs_grow(ledger_url: str) -> None:
    store = Store(ledger_url)
    try:
        made = store.create("seats", bot=None, keys=(key_hash("a"), key_hash("b")), log="{1}")
        store.save(made.id, "{2}", 2, 1)
        kept = store.get(made.id)
        assert (kept.log, kept.actions, kept.winner, kept.kind) == ("{2}", 2, 1, "seats")
        assert kept.keys == (key_hash("a"), key_hash("b")) and "a" not in kept.keys
        assert store.count() == 1
        with ledger.open(ledger_url) as book:  # one database: the ledger opens it as before
            book.create_event("E", Level.CASUAL)
            assert [e.name for e in book.events()] == ["E"]
        with pytest.raises(WebError, match="no game 'nope'"):
            store.get("nope")
    finally:
        store.close()


def test_a_store_url_that_cannot_be_used_says_so_in_one_line() -> None:
    with pytest.raises(LedgerError, match="unsupported ledger database 'mysql'"):
        Store("mysql://host/db")
