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
too (triggers installed by the migrations raise on UPDATE and DELETE). A mistake is corrected
by a new entry pointing at it (`Ledger.record` with `corrects`, or `Ledger.void`); see
`entries`. Each `record` is one committed transaction: once it returns, the entry is on disk.

**Identities.** An event is created once with its level (`create_event`) and has a roster
(`enrol`: an id per player, a name in Latin script and one in Japanese); an entry names a
rostered player by id, and a name typed by a judge is found whatever its case, width or
dashes (`player`), or refused with the nearest names.

**One call, one serialised step.** `rule` counts the player's earlier Warnings, works out the
corrective action and records the ruling in one transaction that no other judge's call on
the same event can interleave with (SQLite: ``BEGIN IMMEDIATE``; PostgreSQL: a transaction
advisory lock per event), so two judges calling the same player at once get the answers
they would have got one after the other. A call is recorded once per incident (`ruled`).
`void` records the void and, in the same step, corrects every later ruling whose corrective
action rested on the voided entry (see `penalties.recompute`).

>>> with open("sqlite://") as ledger:
...     event = ledger.create_event("Store Championship", Level.CASUAL)
...     player = ledger.enrol("Store Championship", "Kenji Sato", "佐藤健二")
...     entry = ledger.record(event="Store Championship", player=player.id,
...         infraction=Infraction.CARD_COUNT_ERROR, level=Level.CASUAL,
...         penalty=Penalty.CAUTION, judge="Aiko", role=Role.LEAD)
...     [e.id for e in ledger.entries("Store Championship")], player.id
([1], '1')
"""

from __future__ import annotations

import contextlib
import json
import warnings
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from types import TracebackType
from typing import Any, NamedTuple

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
    SAWarning,
    SQLAlchemyError,
)
from sqlalchemy.pool import ConnectionPoolEntry, StaticPool

from illumineer.engine.errors import LedgerError
from illumineer.folding import fold, nearest
from illumineer.judge.entries import Entry, standing
from illumineer.judge.fixes import Remedy
from illumineer.judge.messages import Language
from illumineer.judge.penalties import (
    WarningCount,
    corrective_action,
    prior_to,
    recompute,
    warning_counts,
)
from illumineer.judge.rulings import Ruling
from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role

#: Alembic's revision table; our own name, so the ledger can share a database with others.
VERSION_TABLE = "judge_ledger_version"
#: The PostgreSQL advisory lock held while migrating (two first opens at once wait), and
#: the class of the locks that serialise each event's calls.
_MIGRATION_LOCK = 0x4A554447  # "JUDG"
_EVENT_LOCK = 0x4A554448
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
    sa.Column("incident_key", sa.String(_NAME_LENGTH)),
    sa.Column("ruling_data", sa.Text),
)
#: The events, each with its level, set once.
EVENTS = sa.Table(
    "judge_ledger_events",
    METADATA,
    sa.Column("name", sa.String(_NAME_LENGTH), primary_key=True),
    sa.Column("level", _word(Level), nullable=False),
    sa.Column("created_at", UtcDateTime, nullable=False),
)
#: Each event's roster: a player's id, names in Latin and Japanese script, and the folded
#: name that keeps two enrolments of one name apart.
PLAYERS = sa.Table(
    "judge_ledger_players",
    METADATA,
    sa.Column("event", sa.String(_NAME_LENGTH), sa.ForeignKey("judge_ledger_events.name"),
              primary_key=True, nullable=False),
    sa.Column("player_id", sa.String(_NAME_LENGTH), primary_key=True, nullable=False),
    sa.Column("name", sa.String(_NAME_LENGTH), nullable=False),
    sa.Column("name_ja", sa.String(_NAME_LENGTH)),
    sa.Column("name_key", sa.String(_NAME_LENGTH), nullable=False),
    sa.Column("created_at", UtcDateTime, nullable=False),
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
def database_errors(what: str) -> Iterator[None]:
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
    engine, shown = connect(url)
    return Ledger(engine, shown)


def connect(url: str | Path, what: str = "the ledger") -> tuple[Engine, str]:
    """An engine on the database at `url` (see `ledger_url`), migrated to the newest schema,
    and its URL as messages show it (password hidden). The ledger and the games
    `illumineer serve` keeps share this database code and its migrations."""
    parsed = ledger_url(url)
    shown = parsed.render_as_string(hide_password=True)
    try:
        # A query argument the driver ignores is a mistake in the URL, not a warning to skim.
        with warnings.catch_warnings():
            warnings.simplefilter("error", SAWarning)
            engine = _engine(parsed)
    except (ArgumentError, NoSuchModuleError, SAWarning, ValueError, TypeError) as error:
        # ValueError, TypeError: a query argument the driver cannot read (?timeout=abc)
        raise LedgerError(f"cannot open {what} {shown}: {_first_line(error)}") from error
    try:
        with database_errors(f"cannot open {what} {shown}"), engine.begin() as connection:
            _migrate(connection)
    except CommandError as error:
        engine.dispose()
        raise LedgerError(
            f"{what} {shown} has a schema this Illumineer does not know "
            f"(written by a newer version?): {_first_line(error)}"
        ) from error
    except LedgerError:
        engine.dispose()
        raise
    return engine, shown


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
        incident=row.incident_key,
        ruling=None if row.ruling_data is None else json.loads(row.ruling_data),
    )


@dataclass(frozen=True)
class Event:
    """An event: its name and its level, set once."""

    name: str
    level: Level


@dataclass(frozen=True)
class Player:
    """A rostered player of an event: an id, a name in Latin script, one in Japanese."""

    event: str
    id: str
    name: str
    name_ja: str | None = None

    def label(self, *, japanese: bool) -> str:
        """The name to print (the Japanese one in Japanese, when there is one)."""
        return self.name_ja if japanese and self.name_ja else self.name


class Ruled(NamedTuple):
    """What a call recorded: its entry, its ruling as recorded (with the corrective action
    counted in the same step), and the later entries it corrected (a correction of an
    earlier call can change what rested on it)."""

    entry: Entry
    ruling: Ruling
    corrected: tuple[Entry, ...] = ()


@dataclass(frozen=True)
class Voided:
    """What a void recorded: the void entry, and the corrections of the rulings that rested
    on the voided entry (their corrective action changed)."""

    void: Entry
    corrected: tuple[Entry, ...]


def _player(row: sa.Row[Any]) -> Player:
    return Player(row.event, row.player_id, row.name, row.name_ja)


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

    @contextlib.contextmanager
    def _step(self, what: str, event: str | None = None) -> Iterator[Connection]:
        """One committed transaction; with `event`, no other call on that event runs at the
        same time (SQLite's write lock is taken at BEGIN; PostgreSQL locks the event)."""
        with database_errors(what), self._engine.begin() as connection:
            if event is not None and connection.dialect.name == "postgresql":
                connection.execute(sa.select(sa.func.pg_advisory_xact_lock(
                    _EVENT_LOCK, sa.func.hashtext(event))))  # fmt: skip
            yield connection

    # ------------------------------------------------------------------ events, rosters

    def create_event(self, name: str, level: Level) -> Event:
        """Create an event with its level (set once: an event of that name is refused)."""
        name = _text("event", name)
        with self._step("cannot create the event", name) as connection:
            found = self._event_row(connection, name)
            if found is not None:
                raise LedgerError(f"the event {name!r} exists already ({found.level})")
            connection.execute(sa.insert(EVENTS).values(
                name=name, level=level, created_at=datetime.now(UTC)))  # fmt: skip
        return Event(name, level)

    def _event_row(self, connection: Connection, name: str) -> sa.Row[Any] | None:
        return connection.execute(sa.select(EVENTS).where(EVENTS.c.name == name)).first()

    def event(self, name: str) -> Event:
        """The event `name`; `LedgerError` naming the nearest events for an unknown one."""
        with self._step("cannot read the ledger") as connection:
            return self._event(connection, name)

    def _event(self, connection: Connection, name: str) -> Event:
        row = self._event_row(connection, name.strip())
        if row is not None:
            return Event(row.name, row.level)
        names = connection.execute(sa.select(EVENTS.c.name)).scalars().all()
        hint = nearest(name, names)
        again = f"; did you mean: {', '.join(hint)}?" if hint else ""
        raise LedgerError(f"there is no event {name!r} in the ledger{again} (create it with "
                          "`illumineer judge event create NAME --level LEVEL`)")  # fmt: skip

    def events(self) -> list[Event]:
        """Every event, by name."""
        with self._step("cannot read the ledger") as connection:
            rows = connection.execute(sa.select(EVENTS).order_by(EVENTS.c.name)).all()
        return [Event(row.name, row.level) for row in rows]

    def enrol(self, event: str, name: str, name_ja: str | None = None, *,
              player_id: str | None = None) -> Player:  # fmt: skip
        """Add a player to `event`'s roster, with an id (the next number when not given);
        refused when the id or a name that folds the same is taken."""
        name = _text("player's name", name)
        name_ja = None if name_ja is None or not name_ja.strip() else _text("Japanese name",
                                                                            name_ja)  # fmt: skip
        with self._step("cannot enrol the player", event.strip()) as connection:
            found = self._event(connection, event)
            roster = self._roster(connection, found.name)
            if player_id is None:
                numbers = [int(p.id) for p in roster if p.id.isdigit()]
                player_id = str(max(numbers, default=0) + 1)
            player_id = _text("player id", player_id)
            for other in roster:
                if fold(other.id) == fold(player_id):
                    raise LedgerError(f"{found.name} already has a player {other.id} "
                                      f"({other.name})")  # fmt: skip
                taken = {fold(other.name), fold(other.name_ja or "")} - {""}
                if taken & {fold(name), fold(name_ja or "")}:
                    raise LedgerError(f"{found.name} already has {other.name} "
                                      f"(id {other.id}): one player, one entry in the roster")
            connection.execute(sa.insert(PLAYERS).values(
                event=found.name, player_id=player_id, name=name, name_ja=name_ja,
                name_key=fold(name), created_at=datetime.now(UTC)))  # fmt: skip
        return Player(found.name, player_id, name, name_ja)

    def _roster(self, connection: Connection, event: str) -> list[Player]:
        rows = connection.execute(
            sa.select(PLAYERS).where(PLAYERS.c.event == event).order_by(PLAYERS.c.created_at)
        ).all()
        return [_player(row) for row in rows]

    def roster(self, event: str) -> list[Player]:
        """The players of `event`, in the order enrolled."""
        with self._step("cannot read the ledger") as connection:
            return self._roster(connection, self._event(connection, event).name)

    def player(self, event: str, name: str) -> Player:
        """The rostered player of `event` whom `name` names: an id, or a name in either
        script, whatever its case, width or dashes. `LedgerError` with the nearest names
        for anyone else, or when two players answer to it."""
        with self._step("cannot read the ledger") as connection:
            return self._find(connection, self._event(connection, event).name, name)

    def _find(self, connection: Connection, event: str, name: str) -> Player:
        roster = self._roster(connection, event)
        wanted = fold(name)
        found = [p for p in roster if wanted in {fold(p.id), fold(p.name), fold(p.name_ja or "")}]
        if len(found) == 1:
            return found[0]
        if found:
            both = ", ".join(f"{p.name} (id {p.id})" for p in found)
            raise LedgerError(f"{name!r} names more than one player of {event}: {both}; "
                              "give the id")  # fmt: skip
        names = [label for p in roster for label in (p.name, p.name_ja) if label]
        hint = nearest(name, names)
        again = f"; did you mean: {', '.join(hint)}?" if hint else ""
        raise LedgerError(f"{name!r} is not on the roster of {event}{again} (enrol players "
                          "with `illumineer judge enrol`)")  # fmt: skip

    # ------------------------------------------------------------------ entries

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
        incident: str | None = None,
        ruling: Mapping[str, Any] | None = None,
    ) -> Entry:
        """Append one entry in one committed transaction, and return it as recorded (with its
        id and UTC time). `player` names a rostered player of the event (see `player`); the
        entry keeps their id. The level must be the event's.

        With `corrects`, the entry corrects that earlier entry of the same event, which then
        no longer stands; with `void` too, nothing stands in its place. An entry is corrected
        at most once: to correct a correction, correct the correction. Raises `LedgerError`
        for values that do not fit together, and for a correction of an unknown entry, of
        another event's, or of one already corrected.
        """
        values = self._values(locals())
        with self._step("cannot record the entry", values["event"]) as connection:
            return self._insert(connection, values)

    def _values(self, given: Mapping[str, Any]) -> dict[str, Any]:
        """The columns of an entry from `record`'s arguments, checked."""
        infraction, penalty, remedy = given["infraction"], given["penalty"], given["remedy"]
        if given["upgraded"] and penalty is not Penalty.GAME_LOSS:
            raise LedgerError("only a Game Loss can be an upgraded Warning")
        if (infraction is Infraction.NONE) and penalty is not Penalty.NONE:
            raise LedgerError("no infraction takes no corrective action")
        if remedy is not None and not remedy.fits(infraction):
            raise LedgerError(f"the remedy {remedy.value} is not one of {infraction}")
        if given["void"] and given["corrects"] is None:
            raise LedgerError("a void entry must name the entry it voids")
        note = given["note"]
        ruling = given["ruling"]
        return {
            "event": _text("event", given["event"]),
            "round": _number("round", given["round"]),
            "table_number": _number("table", given["table"]),
            "player": _text("player", given["player"]),
            "infraction": infraction,
            "level": given["level"],
            "penalty": penalty,
            "upgraded": given["upgraded"],
            "remedy": remedy,
            "judge": _text("judge", given["judge"]),
            "role": given["role"],
            "recorded_at": datetime.now(UTC),
            "ruling_en": given["ruling_en"],
            "ruling_ja": given["ruling_ja"],
            "log_position": given["log_position"],
            "corrects": given["corrects"],
            "void": given["void"],
            "note": (note.strip() or None) if note is not None else None,
            "incident_key": given["incident"],
            "ruling_data": None if ruling is None else json.dumps(ruling, ensure_ascii=False),
        }

    def _insert(self, connection: Connection, values: dict[str, Any]) -> Entry:
        event = self._event(connection, values["event"])
        if values["level"] is not event.level:
            raise LedgerError(f"{event.name} is a {event.level} event, not {values['level']}")
        values["event"] = event.name
        values["player"] = self._find(connection, event.name, values["player"]).id
        if values["corrects"] is not None:
            self._check_correctable(connection, values["corrects"], event.name)
        return _entry(connection.execute(sa.insert(ENTRIES).values(values).returning(ENTRIES))
                      .one())  # fmt: skip

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

    def rule(
        self,
        ruling: Ruling,
        *,
        event: str,
        player: str,
        judge: str,
        role: Role,
        detrimental: bool = False,
        self_caught: bool = False,
        round: int | None = None,
        table: int | None = None,
        log_position: str | None = None,
        incident: str | None = None,
        corrects: int | None = None,
    ) -> Ruled:
        """Record a call as one serialised step: the player's standing Warnings are counted,
        the corrective action worked out at the event's level (`penalties`), and the ruling
        recorded with it, in both languages and as data; no other call on the event comes
        in between. A call that `corrects` an entry is counted where that call was made, and
        the later rulings whose corrective action it changes are corrected in the same step.
        Returns what was recorded.

        With `incident` (a key naming one incident of one game), a call already ruled is
        refused unless it `corrects` that ruling; a lead judge's call on an incident a floor
        judge referred corrects the referral by itself.
        """
        with self._step("cannot record the call", event.strip()) as connection:
            found = self._event(connection, event)
            who = self._find(connection, found.name, player)
            every = self._entries(connection, found.name)
            if incident is not None:
                corrects = self._incident_corrects(every, incident, role, corrects)
            prior = prior_to(every, corrects)
            action = corrective_action(ruling.infraction, found.level, event=found.name,
                                       player=who.id, prior=prior, detrimental=detrimental,
                                       self_caught=self_caught)  # fmt: skip
            final = replace(ruling.with_action(action), level=found.level)
            texts = final.texts()
            fix = final.fix
            entry = self._insert(connection, self._values({
                "event": found.name, "player": who.id, "infraction": final.infraction,
                "level": found.level, "penalty": action.penalty, "judge": judge, "role": role,
                "upgraded": action.upgraded, "remedy": None if fix is None else fix.remedy,
                "round": round, "table": table, "ruling_en": texts[Language.EN],
                "ruling_ja": texts[Language.JA], "log_position": log_position,
                "corrects": corrects, "void": False, "note": None, "incident": incident,
                "ruling": final.to_data(),
            }))  # fmt: skip
            corrected = () if corrects is None else tuple(
                self._recompute(connection, found.name, judge, role, entry.id))
        return Ruled(entry, final, corrected)

    def _incident_corrects(
        self, every: list[Entry], incident: str, role: Role, corrects: int | None
    ) -> int | None:
        ruled = [e for e in standing(every) if e.incident == incident]
        if not ruled:
            return corrects
        earlier = ruled[-1]
        if corrects == earlier.id:
            return corrects
        if corrects is None and earlier.remedy is Remedy.FLOOR_REFERS and role is Role.LEAD:
            return earlier.id  # the lead takes over what the floor judge referred
        raise LedgerError(
            f"this incident is ruled already (entry {earlier.id}: {earlier.penalty}); "
            f"to rule it again, correct that entry (--corrects {earlier.id})"
        )

    def ruled(self, event: str, incident: str) -> Entry | None:
        """The standing entry that rules `incident` in `event`, if any."""
        with self._step("cannot read the ledger") as connection:
            every = self._entries(connection, event)
        ruled = [e for e in standing(every) if e.incident == incident]
        return ruled[-1] if ruled else None

    def void(self, entry_id: int, *, judge: str, role: Role, note: str) -> Voided:
        """Append an entry that voids `entry_id` (it was a mistake): afterwards nothing of it
        stands or counts. `note` says why. In the same step, every later ruling whose
        corrective action rested on it (a Game Loss upgraded from a Warning now void) is
        corrected by a new entry, worded again in both languages."""
        if not note.strip():
            raise LedgerError("say why the entry is void (a note)")
        voided = self.get(entry_id)
        with self._step("cannot void the entry", voided.event) as connection:
            entry = self._insert(connection, self._values({
                "event": voided.event, "player": voided.player,
                "infraction": voided.infraction, "level": voided.level,
                # a void rules nothing: it reads as no new corrective action
                "penalty": Penalty.NONE, "judge": judge, "role": role, "upgraded": False,
                "remedy": None, "round": voided.round, "table": voided.table,
                "ruling_en": None, "ruling_ja": None, "log_position": voided.log_position,
                "corrects": entry_id, "void": True, "note": note, "incident": voided.incident,
                "ruling": None,
            }))  # fmt: skip
            corrected = self._recompute(connection, voided.event, judge, role, entry.id)
        return Voided(entry, tuple(corrected))

    def _recompute(self, connection: Connection, event: str, judge: str, role: Role,
                   void_id: int) -> list[Entry]:  # fmt: skip
        """Correct every standing entry whose corrective action changed (`recompute`) since
        entry `void_id` changed an earlier call (a void, or a correction)."""
        done = []
        for change in recompute(self._entries(connection, event)):
            old, action = change.entry, change.action
            texts: dict[Language, str | None] = {language: None for language in Language}
            data, remedy = None, old.remedy
            if old.ruling is not None:
                ruling = Ruling.from_data(old.ruling).with_action(action)
                texts, data = dict(ruling.texts()), ruling.to_data()
                remedy = None if ruling.fix is None else ruling.fix.remedy
            done.append(self._insert(connection, self._values({
                "event": old.event, "player": old.player, "infraction": old.infraction,
                "level": old.level, "penalty": action.penalty, "judge": judge, "role": role,
                "upgraded": action.upgraded, "remedy": remedy, "round": old.round,
                "table": old.table, "ruling_en": texts[Language.EN],
                "ruling_ja": texts[Language.JA], "log_position": old.log_position,
                "corrects": old.id, "void": False,
                "note": f"counted again after entry {void_id} changed an earlier call",
                "incident": old.incident, "ruling": data,
            })))  # fmt: skip
        return done

    def get(self, entry_id: int) -> Entry:
        """The entry with id `entry_id`; `LedgerError` if there is none."""
        with self._step("cannot read the ledger") as connection:
            row = connection.execute(sa.select(ENTRIES).where(ENTRIES.c.id == entry_id)).first()
        if row is None:
            raise LedgerError(f"the ledger has no entry {entry_id}")
        return _entry(row)

    def _entries(self, connection: Connection, event: str) -> list[Entry]:
        rows = connection.execute(
            sa.select(ENTRIES).where(ENTRIES.c.event == event).order_by(ENTRIES.c.id)
        ).all()
        return [_entry(row) for row in rows]

    def entries(self, event: str, *, player: str | None = None) -> list[Entry]:
        """Every entry of `event` in the order recorded, corrections and void ones included.

        With `player` (a player's id): that player's entries and every later entry
        correcting them (even one that moved the call to another player), so
        `entries.standing` and the upgrade count can tell what of it still stands.
        """
        with self._step("cannot read the ledger") as connection:
            every = self._entries(connection, event)
        return every if player is None else _of_player(every, player)

    def warning_counts(self, event: str, *, player: str | None = None) -> list[WarningCount]:
        """The Warnings that stand in `event` per player and infraction (the upgrade counts;
        see `penalties`), optionally for one player (by id)."""
        counts = warning_counts(self.entries(event, player=player))
        return [count for count in counts if player is None or count.player == player]


def _of_player(every: list[Entry], player: str) -> list[Entry]:
    """A player's entries and every later entry correcting them."""
    wanted: set[int] = set()
    for entry in every:  # in id order, so a correction comes after what it corrects
        if entry.player == player or entry.corrects in wanted:
            wanted.add(entry.id)
    return [entry for entry in every if entry.id in wanted]
