"""The games `illumineer serve` keeps: a row per game in the ledger's database, holding the
game's log (`GameLog`), so a game resumes from the store after a restart.

Seats are reached by secret keys that only the links hold: the store keeps their sha256.

>>> store = Store("sqlite://")
>>> row = store.create("bot", bot="greedy", keys=(key_hash("k"), None), log="{}")
>>> store.get(row.id).bot, store.get(row.id).keys == (key_hash("k"), None)
('greedy', True)
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import sqlalchemy as sa

from illumineer.engine.errors import WebError
from illumineer.judge import ledger

METADATA = sa.MetaData()
#: The games; the ledger's migration ``v0003_web_games`` creates exactly this.
GAMES = sa.Table(
    "web_games",
    METADATA,
    sa.Column("id", sa.String(40), primary_key=True),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("bot", sa.String(16)),
    sa.Column("key0", sa.String(64)),
    sa.Column("key1", sa.String(64)),
    sa.Column("lead_key", sa.String(64)),
    sa.Column("floor_key", sa.String(64)),
    sa.Column("level", sa.String(16)),
    sa.Column("log", sa.Text, nullable=False),
    sa.Column("words", sa.Text),
    sa.Column("actions", sa.Integer, nullable=False),
    sa.Column("winner", sa.Integer),
    sa.Column("created_at", ledger.UtcDateTime, nullable=False),
    sa.Column("updated_at", ledger.UtcDateTime, nullable=False),
)

#: The file of the default store in the user data folder: the ledger's own database.
STORE_FILE_NAME = "ledger.sqlite3"


def key_hash(key: str) -> str:
    """What the store keeps of a seat's secret key."""
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()


def new_key() -> str:
    """A new secret for a seat's link (128 random bits, URL-safe)."""
    return secrets.token_urlsafe(16)


@dataclass(frozen=True)
class Stored:
    """One game as the store holds it."""

    id: str
    kind: str  # "bot": against a bot; "seats": two people, a link each; "table": table mode
    bot: str | None
    keys: tuple[str | None, str | None]  # each seat's key hash; None: the bot's seat
    log: str
    actions: int
    winner: int | None
    judges: tuple[str | None, str | None] = (None, None)  # the lead's and a floor judge's
    level: str | None = None  # a table's event level
    words: str | None = None  # the log in words as each seat was told it (JSON)


class Store:
    """The games, in the database at `url` (a path, ``sqlite:///PATH``, ``sqlite://`` or
    ``postgresql://...``), opened and migrated by the ledger's code (`ledger.connect`)."""

    def __init__(self, url: str | Path) -> None:
        self._engine, self.url = ledger.connect(url, "the game store")

    def close(self) -> None:
        """Release the database connections."""
        self._engine.dispose()

    def create(self, kind: str, *, bot: str | None, keys: tuple[str | None, str | None],
               log: str, judges: tuple[str | None, str | None] = (None, None),
               level: str | None = None) -> Stored:  # fmt: skip
        """Store a new game under a new random id."""
        now = datetime.now(UTC)
        stored = Stored(secrets.token_hex(8), kind, bot, keys, log, 0, None, judges, level)
        with ledger.database_errors("cannot store the game"), self._engine.begin() as db:
            db.execute(GAMES.insert().values(
                id=stored.id, kind=kind, bot=bot, key0=keys[0], key1=keys[1], log=log,
                actions=0, winner=None, created_at=now, updated_at=now, lead_key=judges[0],
                floor_key=judges[1], level=level))  # fmt: skip
        return stored

    def ledger(self) -> ledger.Ledger:
        """The judge's ledger in the same database (tables' rulings are recorded there)."""
        return ledger.Ledger(self._engine, self.url)

    def save(self, game_id: str, log: str, actions: int, winner: int | None,
             words: str | None = None) -> None:  # fmt: skip
        """Keep the game's log as it is now (after each action), and its words."""
        with ledger.database_errors("cannot store the game"), self._engine.begin() as db:
            db.execute(GAMES.update().where(GAMES.c.id == game_id).values(
                log=log, actions=actions, winner=winner, words=words,
                updated_at=datetime.now(UTC)))  # fmt: skip

    def get(self, game_id: str) -> Stored:
        """The game `game_id`; `WebError` when there is none."""
        with ledger.database_errors("cannot read the game"), self._engine.connect() as db:
            row = db.execute(GAMES.select().where(GAMES.c.id == game_id)).first()
        if row is None:
            raise WebError(f"no game {game_id!r}")
        return Stored(row.id, row.kind, row.bot, (row.key0, row.key1), row.log, row.actions,
                      row.winner, (row.lead_key, row.floor_key), row.level,
                      row.words)  # fmt: skip

    def count(self) -> int:
        """How many games the store holds."""
        with ledger.database_errors("cannot read the games"), self._engine.connect() as db:
            return int(db.execute(sa.select(sa.func.count()).select_from(GAMES)).scalar_one())
