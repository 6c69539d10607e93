"""`illumineer serve`: the web page, on this machine by default.

Games are kept in the ledger's database (`--db`, default ``ledger.sqlite3`` in the user
data folder; ``postgresql://...`` through the same code), so a game resumes after a
restart. The page itself is static (``illumineer/web/static``), served by the package.
"""

from __future__ import annotations

import argparse
from typing import Any

from illumineer.cli.commands import help_of
from illumineer.engine.errors import UsageError

#: The port `serve` listens on by default.
DEFAULT_PORT = 8765


def _port(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"a port is a whole number from 0 to 65535, not {text!r}")
    return int(text)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `serve` subcommand."""
    serve = subparsers.add_parser(
        "serve",
        help=help_of("serve"),
        description="Serve the web page: play a bot or another person, each seat from its "
        "own secret link.",
    )
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on "
                       "(default 127.0.0.1: this machine only)")  # fmt: skip
    serve.add_argument("--port", type=_port, default=DEFAULT_PORT,
                       help=f"port (default {DEFAULT_PORT})")  # fmt: skip
    serve.add_argument("--db", metavar="URL", help="where games are kept: a path, "
                       "sqlite:///PATH or postgresql://USER@HOST/DB (default: ledger.sqlite3 "
                       "in the user data folder)")  # fmt: skip
    serve.set_defaults(func=serve_page)


def serve_page(args: argparse.Namespace) -> int:
    """Start the server and serve until interrupted."""
    try:
        import uvicorn
        import websockets  # noqa: F401  (uvicorn serves no socket without it)

        from illumineer.web.app import make_app
    except ImportError as error:
        raise UsageError(f"`illumineer serve` needs the web extra: pip install "
                         f"'illumineer[web]' ({error})") from None  # fmt: skip
    from illumineer.cards.files import user_data_dir
    from illumineer.cli.data import cards_hash, catalogue
    from illumineer.web.store import STORE_FILE_NAME, Store

    if args.db is None:
        path = user_data_dir() / STORE_FILE_NAME
        path.parent.mkdir(parents=True, exist_ok=True)
        url: str = str(path)
    else:
        url = args.db
    store = Store(url)
    app = make_app(store, catalogue(), cards=cards_hash())
    config = uvicorn.Config(app, host=args.host, port=args.port, ws="auto",
                            ws_max_size=64 * 1024, log_level="warning")  # fmt: skip
    host = f"[{args.host}]" if ":" in args.host else args.host
    address = (f"Illumineer is serving on http://{host}:{args.port}/ (games in {store.url}); "
               "Ctrl-C stops it")  # fmt: skip

    class Announcing(uvicorn.Server):
        """Says its address once it listens (not before: a client told it too early would
        find the port closed)."""

        async def startup(self, sockets: Any = None) -> None:
            await super().startup(sockets=sockets)
            if self.started:
                print(address, flush=True)

    server = Announcing(config)
    try:
        server.run()
    finally:
        store.close()
    return 0
