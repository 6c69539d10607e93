"""The penalty ledger: an append-only record of every call, in SQLite or PostgreSQL.

One code path, SQLAlchemy 2 Core, for both databases; `open` runs the schema migrations
(Alembic, shipped in ``judge/migrations``) up to the newest before anything else.

- ``sqlite:///path/to/ledger.sqlite3`` (or a plain path): a file, in WAL mode with
  ``synchronous=FULL``, so a reader (``illumineer judge ledger``) never blocks the writer and a
  committed entry survives a crash of the writer or of the machine. Every transaction is
  ``BEGIN IMMEDIATE``: two judges' terminals writing at once wait for each other.
- ``sqlite://``: in memory, for scenarios and tests.
- ``postgresql+psycopg://user:password@host/db`` (``postgresql://`` is taken to mean psycopg 3):
  when an event outgrows one machine.

Append-only: there is no way to change or remove an entry here, and the database refuses it
too (triggers installed by the migration raise on UPDATE and DELETE). A mistake is corrected by
a new entry pointing at it (`Ledger.record` with `corrects`, or `Ledger.void`); see `entries`.
Each `record` is one committed transaction: once it returns, the entry is on disk.

>>> with open("sqlite://") as ledger:
...     entry = ledger.record(event="Store Championship", player="p1",
...         infraction=Infraction.CARD_COUNT_ERROR, level=Level.CASUAL,
...         penalty=Penalty.CAUTION, judge="Aiko", role=Role.LEAD)
...     [e.id for e in ledger.entries("Store Championship")]
[1]
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from types import TracebackType
from typing import Any

import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from alembic.util.exc import CommandError
from sqlalchemy.engine import URL, Connection, Dialect, Engine, make_url
from sqlalchemy.exc import (
    ArgumentError,
    DBAPIError,
    IntegrityError,
    NoSuchModuleError,
    SQLAlchemyError,
)
from sqlalchemy.pool import ConnectionPoolEntry, StaticPool

from illumineer.engine.errors import LedgerError
from illumineer.judge.entries import Entry
from illumineer.judge.fixes import Remedy
from illumineer.judge.penalties import WarningCount, warning_counts
from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role

#: Alembic's revision table; our own name, so the ledger can share a database with others.
VERSION_TABLE = "judge_ledger_version"
#: The PostgreSQL advisory lock held while migrating (two first opens at once wait).
_MIGRATION_LOCK = 0x4A554447  # "JUDG"
_NAME_LENGTH = 200


class UtcDateTime(sa.TypeDecorator[datetime]):
    """A timezone-aware UTC time in any database (SQLite keeps no zone: it is put back)."""

    impl = sa.DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise LedgerError("ledger times must be timezone-aware")
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def _word(enum: type[Any]) -> sa.Enum:
    # Stored as the member's name; no CHECK constraint, so a later infraction (PCG section 3)
    # needs no table rebuild on SQLite. Python refuses unknown names both ways.
    return sa.Enum(enum, native_enum=False, create_constraint=False, length=40,
                   validate_strings=True)  # fmt: skip


METADATA = sa.MetaData()
#: The entries; the migrations in ``judge/migrations/versions`` create exactly this.
ENTRIES = sa.Table(
    "judge_ledger_entries",
    METADATA,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("event", sa.String(_NAME_LENGTH), nullable=False),
    sa.Column("round", sa.Integer),
    sa.Column("table_number", sa.Integer),
    sa.Column("player", sa.String(_NAME_LENGTH), nullable=False),
    sa.Column("infraction", _word(Infraction), nullable=False),
    sa.Column("level", _word(Level), nullable=False),
    sa.Column("penalty", _word(Penalty), nullable=False),
    sa.Column("upgraded", sa.Boolean, nullable=False),
    sa.Column("remedy", _word(Remedy)),
    sa.Column("judge", sa.String(_NAME_LENGTH), nullable=False),
    sa.Column("role", _word(Role), nullable=False),
    sa.Column("recorded_at", UtcDateTime, nullable=False),
    sa.Column("ruling_en", sa.Text),
    sa.Column("ruling_ja", sa.Text),
    sa.Column("log_position", sa.String(_NAME_LENGTH)),
    sa.Column("corrects", sa.Integer),
    sa.Column("void", sa.Boolean, nullable=False),
    sa.Column("note", sa.Text),
)


def ledger_url(url: str | Path) -> URL:
    """The database URL `url` names: a URL as given, or a path for a SQLite file.

    ``postgresql://`` and ``postgres://`` mean psycopg 3. Raises `LedgerError` for a URL that
    cannot be read or names another database.
    """
    if isinstance(url, Path) or "://" not in url:
        return URL.create("sqlite", database=str(Path(url).expanduser().resolve()))
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError) as error:  # ValueError: a port that is no number
        raise LedgerError(f"not a database URL: {url!r}") from error
    # The driver is read from the name: asking SQLAlchemy would load an unknown dialect.
    backend, _, driver = parsed.drivername.partition("+")
    if backend in ("postgresql", "postgres"):
        if driver not in ("", "psycopg"):
            raise LedgerError(f"the ledger speaks PostgreSQL through psycopg 3, not {driver}")
        return parsed.set(drivername="postgresql+psycopg")
    if backend == "sqlite" and driver in ("", "pysqlite"):
        return parsed
    raise LedgerError(
        f"unsupported ledger database {parsed.drivername!r}: "
        "use sqlite:///PATH or postgresql+psycopg://USER@HOST/DATABASE"
    )


def _is_memory(url: URL) -> bool:
    return url.get_backend_name() == "sqlite" and url.database in (None, "", ":memory:")


def _engine(url: URL) -> Engine:
    if url.get_backend_name() != "sqlite":
        # A server that does not answer should fail within seconds, not hang a judge.
        return sa.create_engine(url, connect_args={"connect_timeout": 10}, pool_pre_ping=True)
    memory = _is_memory(url)
    engine = sa.create_engine(
        url,
        # One connection holds an in-memory database; a second would see another, empty one.
        poolclass=StaticPool if memory else None,
        connect_args={"timeout": 30, "check_same_thread": False},
    )

    @sa.event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, record: ConnectionPoolEntry) -> None:
        # pysqlite's own transaction handling skips BEGIN before DDL; we say BEGIN ourselves.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        if not memory:
            cursor.execute("PRAGMA journal_mode = WAL")
            cursor.execute("PRAGMA synchronous = FULL")
        cursor.close()

    @sa.event.listens_for(engine, "begin")
    def _begin(connection: Connection) -> None:
        # IMMEDIATE takes the write lock at once: checks made before an insert stay true.
        connection.exec_driver_sql("BEGIN IMMEDIATE")

    return engine


def _migrate(connection: Connection) -> None:
    """Run ``alembic upgrade head`` on `connection` with the migrations shipped here."""
    if connection.dialect.name == "postgresql":
        connection.execute(sa.select(sa.func.pg_advisory_xact_lock(_MIGRATION_LOCK)))
    with resources.as_file(resources.files("illumineer.judge") / "migrations") as scripts:
        config = Config()
        config.set_main_option("script_location", str(scripts))
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def _first_line(error: BaseException) -> str:
    text = str(getattr(error, "orig", None) or error).strip()
    return text.splitlines()[0] if text else type(error).__name__


@contextlib.contextmanager
def _database_errors(what: str) -> Iterator[None]:
    """Turn the database's own errors into one-line `LedgerError`s."""
    try:
        yield
    except LedgerError:
        raise
    except IntegrityError as error:
        raise LedgerError(f"{what}: the ledger refused it ({_first_line(error)})") from error
    except (DBAPIError, SQLAlchemyError, OSError) as error:
        raise LedgerError(f"{what}: {_first_line(error)}") from error


def open(url: str | Path) -> Ledger:  # shadows open() on purpose: `ledger.open(url)`
    """Open (creating and migrating it if need be) the ledger at `url`; see `ledger_url`.

    Raises `LedgerError` for a bad URL, an unreachable server, a file that is no database, or
    a ledger written by a newer Illumineer than this one.
    """
    parsed = ledger_url(url)
    shown = parsed.render_as_string(hide_password=True)
    try:
        engine = _engine(parsed)
    except (ArgumentError, NoSuchModuleError) as error:
        raise LedgerError(f"cannot open the ledger {shown}: {_first_line(error)}") from error
    try:
        with _database_errors(f"cannot open the ledger {shown}"), engine.begin() as connection:
            _migrate(connection)
    except CommandError as error:
        engine.dispose()
        raise LedgerError(
            f"the ledger {shown} has a schema this Illumineer does not know "
            f"(written by a newer version?): {_first_line(error)}"
        ) from error
    except LedgerError:
        engine.dispose()
        raise
    return Ledger(engine, shown)


def _text(name: str, value: str) -> str:
    value = value.strip()
    if not value:
        raise LedgerError(f"the {name} must not be empty")
    if len(value) > _NAME_LENGTH:
        raise LedgerError(f"the {name} is longer than {_NAME_LENGTH} characters")
    return value


def _number(name: str, value: int | None) -> int | None:
    if value is not None and value < 1:
        raise LedgerError(f"the {name} must be a number from 1, not {value}")
    return value


def _entry(row: sa.Row[Any]) -> Entry:
    return Entry(
        id=row.id,
        event=row.event,
        round=row.round,
        table=row.table_number,
        player=row.player,
        infraction=row.infraction,
        level=row.level,
        penalty=row.penalty,
        upgraded=row.upgraded,
        remedy=row.remedy,
        judge=row.judge,
        role=row.role,
        time=row.recorded_at,
        ruling_en=row.ruling_en,
        ruling_ja=row.ruling_ja,
        log_position=row.log_position,
        corrects=row.corrects,
        void=row.void,
        note=row.note,
    )


class Ledger:
    """An open ledger. Use `open` to get one; close it (or use it as a context manager)."""

    def __init__(self, engine: Engine, shown_url: str) -> None:
        self._engine = engine
        #: The database URL, its password hidden: for messages.
        self.url = shown_url

    def __enter__(self) -> Ledger:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        """Release the database connections."""
        self._engine.dispose()

    def record(
        self,
        *,
        event: str,
        player: str,
        infraction: Infraction,
        level: Level,
        penalty: Penalty,
        judge: str,
        role: Role,
        upgraded: bool = False,
        remedy: Remedy | None = None,
        round: int | None = None,  # the event's round, as judges say it
        table: int | None = None,
        ruling_en: str | None = None,
        ruling_ja: str | None = None,
        log_position: str | None = None,
        corrects: int | None = None,
        void: bool = False,
        note: str | None = None,
    ) -> Entry:
        """Append one entry in one committed transaction, and return it as recorded (with its
        id and UTC time).

        With `corrects`, the entry corrects that earlier entry of the same event, which then
        no longer stands; with `void` too, nothing stands in its place. An entry is corrected
        at most once: to correct a correction, correct the correction. Raises `LedgerError`
        for values that do not fit together, and for a correction of an unknown entry, of
        another event's, or of one already corrected.
        """
        event = _text("event", event)
        values = {
            "event": event,
            "round": _number("round", round),
            "table_number": _number("table", table),
            "player": _text("player", player),
            "infraction": infraction,
            "level": level,
            "penalty": penalty,
            "upgraded": upgraded,
            "remedy": remedy,
            "judge": _text("judge", judge),
            "role": role,
            "recorded_at": datetime.now(UTC),
            "ruling_en": ruling_en,
            "ruling_ja": ruling_ja,
            "log_position": log_position,
            "corrects": corrects,
            "void": void,
            "note": (note.strip() or None) if note is not None else None,
        }
        if upgraded and penalty is not Penalty.GAME_LOSS:
            raise LedgerError("only a Game Loss can be an upgraded Warning")
        if (infraction is Infraction.NONE) and penalty is not Penalty.NONE:
            raise LedgerError("no infraction takes no corrective action")
        if remedy is not None and remedy.infraction is not infraction:
            raise LedgerError(f"the remedy {remedy.value} is not one of {infraction}")
        if void and corrects is None:
            raise LedgerError("a void entry must name the entry it voids")
        with _database_errors("cannot record the entry"), self._engine.begin() as connection:
            if corrects is not None:
                self._check_correctable(connection, corrects, event)
            row = connection.execute(sa.insert(ENTRIES).values(values).returning(ENTRIES)).one()
        return _entry(row)

    def _check_correctable(self, connection: Connection, entry_id: int, event: str) -> None:
        corrected = connection.execute(sa.select(ENTRIES).where(ENTRIES.c.id == entry_id)).first()
        if corrected is None:
            raise LedgerError(f"there is no entry {entry_id} to correct")
        if corrected.event != event:
            raise LedgerError(
                f"entry {entry_id} belongs to {corrected.event!r}; a correction stays in its event"
            )
        later = connection.execute(
            sa.select(ENTRIES.c.id).where(ENTRIES.c.corrects == entry_id)
        ).scalar()
        if later is not None:
            raise LedgerError(
                f"entry {entry_id} is already corrected by entry {later}; correct that one"
            )

    def void(self, entry_id: int, *, judge: str, role: Role, note: str) -> Entry:
        """Append an entry that voids `entry_id` (it was a mistake): afterwards nothing of it
        stands or counts. `note` says why. The void entry repeats who and what it voids."""
        voided = self.get(entry_id)
        if not note.strip():
            raise LedgerError("say why the entry is void (a note)")
        return self.record(
            event=voided.event,
            round=voided.round,
            table=voided.table,
            player=voided.player,
            infraction=voided.infraction,
            level=voided.level,
            penalty=voided.penalty,
            upgraded=voided.upgraded,
            remedy=voided.remedy,
            judge=judge,
            role=role,
            log_position=voided.log_position,
            corrects=entry_id,
            void=True,
            note=note,
        )

    def get(self, entry_id: int) -> Entry:
        """The entry with id `entry_id`; `LedgerError` if there is none."""
        with _database_errors("cannot read the ledger"), self._engine.begin() as connection:
            row = connection.execute(sa.select(ENTRIES).where(ENTRIES.c.id == entry_id)).first()
        if row is None:
            raise LedgerError(f"the ledger has no entry {entry_id}")
        return _entry(row)

    def entries(self, event: str, *, player: str | None = None) -> list[Entry]:
        """Every entry of `event` in the order recorded, corrections and void ones included.

        With `player`: that player's entries and every later entry correcting them (even one
        that moved the call to another player), so `entries.standing` and the upgrade count
        can tell what of it still stands.
        """
        with _database_errors("cannot read the ledger"), self._engine.begin() as connection:
            rows = connection.execute(
                sa.select(ENTRIES).where(ENTRIES.c.event == event).order_by(ENTRIES.c.id)
            ).all()
        every = [_entry(row) for row in rows]
        if player is None:
            return every
        wanted: set[int] = set()
        for entry in every:  # in id order, so a correction comes after what it corrects
            if entry.player == player or entry.corrects in wanted:
                wanted.add(entry.id)
        return [entry for entry in every if entry.id in wanted]

    def events(self) -> list[str]:
        """The events the ledger has entries for, by name."""
        with _database_errors("cannot read the ledger"), self._engine.begin() as connection:
            return list(
                connection.execute(
                    sa.select(ENTRIES.c.event).distinct().order_by(ENTRIES.c.event)
                ).scalars()
            )

    def warning_counts(self, event: str, *, player: str | None = None) -> list[WarningCount]:
        """The Warnings that stand in `event` per player and infraction (the upgrade counts;
        see `penalties`), optionally for one player."""
        counts = warning_counts(self.entries(event, player=player))
        return [count for count in counts if player is None or count.player == player]
