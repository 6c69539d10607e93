"""Alembic's entry point for the ledger's migrations (see the package docstring)."""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

from illumineer.judge.ledger import VERSION_TABLE


def run() -> None:
    """Migrate the connection given by `ledger.open`, or write SQL when offline."""
    if context.is_offline_mode():
        context.configure(
            url=context.config.get_main_option("sqlalchemy.url"),
            literal_binds=True,
            version_table=VERSION_TABLE,
        )
        with context.begin_transaction():
            context.run_migrations()
        return
    connection = context.config.attributes.get("connection")
    if not isinstance(connection, Connection):
        raise RuntimeError("the ledger migrates from illumineer.judge.ledger.open(url)")
    context.configure(
        connection=connection,
        version_table=VERSION_TABLE,
        # SQLite alters a table by rebuilding it; later revisions write batch operations.
        render_as_batch=connection.dialect.name == "sqlite",
    )
    with context.begin_transaction():
        context.run_migrations()


run()
