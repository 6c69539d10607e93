"""The ledger's schema migrations (Alembic), run by `illumineer.judge.ledger.open`.

`env.py` migrates the connection `open` hands it (``config.attributes["connection"]``), or,
offline (``alembic upgrade head --sql`` with ``sqlalchemy.url`` set), writes the SQL for a
database administrator to run. A new revision is a new file in ``versions/`` named
``vNNNN_what.py`` (a module name mypy accepts), whose ``down_revision`` is the previous one;
change `illumineer.judge.ledger.ENTRIES` in the same commit.
"""
