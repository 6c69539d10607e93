"""`illumineer serve`: the web page's server. A face like the terminal: the page shows a
seat's `view()` and sends actions; every rule stays in the engine.

- `store`: the games, kept in the ledger's database (SQLite or PostgreSQL).
- `rooms`: live games, their seats and bots, and what each seat is sent.
- `app`: the HTTP and websocket routes (FastAPI), and the static page in ``static/``.
"""
