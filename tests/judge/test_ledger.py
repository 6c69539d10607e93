"""The ledger, the same tests on SQLite and PostgreSQL: entries, corrections, counts,
append-only in the database itself, durability when the writer is killed, and bad input."""

from __future__ import annotations

import dataclasses
import os
import signal
import subprocess
import sys
import textwrap
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from illumineer.engine.errors import LedgerError
from illumineer.judge import ledger as ledgers
from illumineer.judge.classify import Reason
from illumineer.judge.entries import standing
from illumineer.judge.fixes import Fix, Remedy
from illumineer.judge.ledger import VERSION_TABLE, Ledger
from illumineer.judge.penalties import Basis, CorrectiveAction, WarningCount, recompute
from illumineer.judge.rulings import Ruling
from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role

EVENT = "Set Championship Osaka"


def enrolled(ledger: Ledger, event: str = EVENT, level: Level = Level.COMPETITIVE,
             players: tuple[str, ...] = ("p1", "p2")) -> None:  # fmt: skip
    """The event, at its level, with its players on the roster (once)."""
    if event not in {e.name for e in ledger.events()}:
        ledger.create_event(event, level)
    on = {p.name for p in ledger.roster(event)}
    for name in dict.fromkeys(players):  # a name the ledger would refuse is left to `record`
        if name not in on and name.strip() and len(name) <= 200:
            ledger.enrol(event, name, player_id=name)


def record(ledger: Ledger, **changes: Any) -> Any:
    """An entry with sensible defaults: a competitive Card Count Error Warning for p1."""
    enrolled(ledger, changes.get("event", EVENT), changes.get("level", Level.COMPETITIVE),
             ("p1", "p2", changes.get("player", "p1")))  # fmt: skip
    values: dict[str, Any] = {
        "event": EVENT,
        "player": "p1",
        "infraction": Infraction.CARD_COUNT_ERROR,
        "level": Level.COMPETITIVE,
        "penalty": Penalty.WARNING,
        "judge": "Aiko Tanaka",
        "role": Role.FLOOR,
    }
    values.update(changes)
    return ledger.record(**values)


@pytest.fixture
def ledger(ledger_url: str) -> Any:
    with ledgers.open(ledger_url) as opened:
        yield opened


def test_an_entry_is_recorded_with_everything_a_head_judge_asks_later(ledger: Ledger) -> None:
    before = datetime.now(UTC)
    entry = record(
        ledger,
        round=3,
        table=12,
        player="Kenji Sato",
        infraction=Infraction.MISSED_TRIGGER,
        penalty=Penalty.CAUTION,
        remedy=Remedy.RESOLVED,
        ruling_en="This is a Missed Trigger, and ...",
        ruling_ja="《先生 – ７人のこびとのおかしら》の誘発能力が……",
        log_position="17",
        note="noticed by the opponent",
    )
    assert entry.id >= 1
    assert before - timedelta(seconds=1) <= entry.time <= datetime.now(UTC) + timedelta(seconds=1)
    assert entry.time.tzinfo is not None and entry.time.utcoffset() == timedelta(0)
    assert ledger.get(entry.id) == entry  # read back exactly, Japanese and time zone included
    assert (entry.round, entry.table, entry.player) == (3, 12, "Kenji Sato")
    assert (entry.infraction, entry.penalty, entry.remedy) == (
        Infraction.MISSED_TRIGGER,
        Penalty.CAUTION,
        Remedy.RESOLVED,
    )
    assert entry.ruling_ja is not None and "先生" in entry.ruling_ja
    assert (entry.judge, entry.role, entry.log_position) == ("Aiko Tanaka", Role.FLOOR, "17")
    assert (entry.corrects, entry.void, entry.upgraded) == (None, False, False)


def test_entries_of_an_event_in_order_and_per_player(ledger: Ledger) -> None:
    first = record(ledger, player="p1")
    record(ledger, player="p2")
    third = record(ledger, player="p1", infraction=Infraction.GENERAL_RULE_ERROR)
    record(ledger, event="Another Event", player="p1")
    assert [e.player for e in ledger.entries(EVENT)] == ["p1", "p2", "p1"]
    assert [e.id for e in ledger.entries(EVENT, player="p1")] == [first.id, third.id]
    assert ledger.entries("No Such Event") == []
    assert [event.name for event in ledger.events()] == ["Another Event", EVENT]


def test_the_ledger_is_reopened_as_it_was(ledger_url: str) -> None:
    with ledgers.open(ledger_url) as ledger:
        entry = record(ledger)
    with ledgers.open(ledger_url) as ledger:  # the migration finds the schema at its head
        assert ledger.entries(EVENT) == [entry]


def test_warning_counts_per_player_and_infraction(ledger: Ledger) -> None:
    record(ledger, player="p1")
    record(ledger, player="p1")
    record(ledger, player="p1", infraction=Infraction.HIDDEN_INFORMATION_ERROR)
    record(ledger, player="p2", penalty=Penalty.CAUTION)
    record(ledger, player="p1", penalty=Penalty.GAME_LOSS, upgraded=True)
    record(ledger, event="Another Event", player="p1")
    assert ledger.warning_counts(EVENT) == [
        WarningCount(EVENT, "p1", Infraction.HIDDEN_INFORMATION_ERROR, 1),
        WarningCount(EVENT, "p1", Infraction.CARD_COUNT_ERROR, 3),
    ]
    assert ledger.warning_counts(EVENT, player="p2") == []


def test_a_void_correction_takes_the_entry_out_of_the_counts(ledger: Ledger) -> None:
    mistaken = record(ledger)
    kept = record(ledger)
    voided = ledger.void(mistaken.id, judge="Head Judge", role=Role.LEAD, note="wrong table")
    void = voided.void
    assert (void.corrects, void.void, void.player, void.role, void.penalty) == (
        mistaken.id,
        True,
        "p1",
        Role.LEAD,
        Penalty.NONE,  # a void is no new Warning
    )
    assert voided.corrected == ()  # nothing rested on it
    assert void.note == "wrong table"
    entries = ledger.entries(EVENT)
    assert entries == [mistaken, kept, void]  # nothing is removed: the history stays
    assert standing(entries) == [kept]
    assert ledger.warning_counts(EVENT) == [
        WarningCount(EVENT, "p1", Infraction.CARD_COUNT_ERROR, 1)
    ]


def test_a_correction_moved_to_another_player_follows_that_player(ledger: Ledger) -> None:
    wrong = record(ledger, player="p1")
    moved = record(ledger, player="p2", corrects=wrong.id, note="it was p2's deck")
    assert ledger.entries(EVENT, player="p1") == [wrong, moved]
    assert standing(ledger.entries(EVENT, player="p1")) == [moved]
    assert ledger.warning_counts(EVENT, player="p1") == []
    assert [c.player for c in ledger.warning_counts(EVENT)] == ["p2"]


def test_a_correction_can_be_corrected_but_an_entry_only_once(ledger: Ledger) -> None:
    entry = record(ledger)
    correction = record(ledger, penalty=Penalty.CAUTION, corrects=entry.id)
    with pytest.raises(LedgerError, match=f"already corrected by entry {correction.id}"):
        record(ledger, corrects=entry.id)
    second = record(ledger, corrects=correction.id)
    assert standing(ledger.entries(EVENT)) == [second]


def test_corrections_must_name_an_entry_of_the_same_event(ledger: Ledger) -> None:
    entry = record(ledger)
    with pytest.raises(LedgerError, match="no entry 999"):
        record(ledger, corrects=999)
    with pytest.raises(LedgerError, match="a correction stays in its event"):
        record(ledger, event="Another Event", corrects=entry.id)
    with pytest.raises(LedgerError, match="no entry 999"):
        ledger.void(999, judge="j", role=Role.LEAD, note="n")
    with pytest.raises(LedgerError, match="say why"):
        ledger.void(entry.id, judge="j", role=Role.LEAD, note=" ")


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"event": "  "}, "event must not be empty"),
        ({"player": ""}, "player must not be empty"),
        ({"judge": "x" * 201}, "longer than 200"),
        ({"round": 0}, "round must be a number from 1"),
        ({"table": -2}, "table must be a number from 1"),
        ({"upgraded": True}, "only a Game Loss"),
        ({"infraction": Infraction.NONE}, "no infraction takes no corrective action"),
        ({"remedy": Remedy.RESOLVED}, "not one of Card Count Error"),
        ({"void": True}, "must name the entry it voids"),
    ],
)
def test_entries_that_do_not_fit_together_are_refused(
    ledger: Ledger, changes: dict[str, Any], message: str
) -> None:
    with pytest.raises(LedgerError, match=message):
        record(ledger, **changes)
    assert ledger.entries(EVENT) == []


def test_the_api_has_no_way_to_change_or_remove_an_entry() -> None:
    public = {name for name in dir(Ledger) if not name.startswith("_")}
    assert public == {
        "close", "create_event", "enrol", "entries", "event", "events", "get", "player",
        "record", "roster", "rule", "ruled", "void", "warning_counts",
    }  # fmt: skip


def test_the_database_itself_refuses_update_and_delete(ledger: Ledger, ledger_url: str) -> None:
    entry = record(ledger)
    engine = sa.create_engine(ledgers.ledger_url(ledger_url))
    table = ledgers.ENTRIES
    statements: list[sa.Executable] = [
        sa.update(table).values(penalty="CAUTION"),
        sa.delete(table),
    ]
    if engine.dialect.name == "postgresql":
        statements.append(sa.text(f"TRUNCATE {table.name}"))
    try:
        for statement in statements:
            with pytest.raises(sa.exc.DBAPIError, match="append-only"):  # noqa: SIM117
                with engine.begin() as connection:
                    connection.execute(statement)
        # A second correction of one entry is refused by the database too, not only by us.
        record(ledger, corrects=entry.id, void=True, note="mistake")
        second = sa.insert(table).values(
            event=EVENT, player="p1", infraction="CARD_COUNT_ERROR", level="COMPETITIVE",
            penalty="WARNING", upgraded=False, judge="j", role="LEAD",
            recorded_at=datetime.now(UTC), void=True, corrects=entry.id,
        )  # fmt: skip
        with pytest.raises(sa.exc.IntegrityError), engine.begin() as connection:
            connection.execute(second)
        # ... which the ledger's code reports in one line, as it would its own refusal.
        refused = r"^cannot record: the ledger refused it \(.+\)$"
        with (pytest.raises(LedgerError, match=refused), ledgers.database_errors("cannot record"),
              engine.begin() as connection):  # fmt: skip
            connection.execute(second)
    finally:
        engine.dispose()
    assert ledger.get(entry.id) == entry


def test_migrations_keep_their_own_version_table(ledger: Ledger, ledger_url: str) -> None:
    engine = sa.create_engine(ledgers.ledger_url(ledger_url))
    try:
        names = set(sa.inspect(engine).get_table_names())
    finally:
        engine.dispose()
    assert {VERSION_TABLE, "judge_ledger_entries"} <= names
    assert "alembic_version" not in names


def test_a_ledger_from_a_newer_illumineer_is_refused(ledger: Ledger, ledger_url: str) -> None:
    engine = sa.create_engine(ledgers.ledger_url(ledger_url))
    try:
        with engine.begin() as connection:
            connection.execute(sa.text(f"INSERT INTO {VERSION_TABLE} VALUES ('9999')"))
    finally:
        engine.dispose()
    with pytest.raises(LedgerError, match="does not know"):
        ledgers.open(ledger_url)


_WRITER = textwrap.dedent(
    """
    import sys
    from illumineer.judge import ledger
    from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role
    opened = ledger.open(sys.argv[1])
    opened.create_event("Killed", Level.COMPETITIVE)
    for n in range(5):
        opened.enrol("Killed", f"p{n}", player_id=f"p{n}")
    for n in range(100000):
        entry = opened.record(
            event="Killed", player=f"p{n % 5}", infraction=Infraction.GENERAL_RULE_ERROR,
            level=Level.COMPETITIVE, penalty=Penalty.WARNING, judge="j", role=Role.LEAD,
            ruling_en="x" * 500, ruling_ja="裁定" * 200,
        )
        print(entry.id, flush=True)
    """
)


def test_a_writer_killed_mid_run_loses_no_committed_entry(ledger_url: str) -> None:
    ledgers.open(ledger_url).close()  # migrate first: the kill should land among records
    writer = subprocess.Popen(
        [sys.executable, "-c", _WRITER, ledger_url], stdout=subprocess.PIPE, text=True
    )
    assert writer.stdout is not None
    committed: list[int] = []
    try:
        while len(committed) < 40:
            line = writer.stdout.readline()
            assert line, "the writer stopped before it was killed"
            committed.append(int(line))
        os.kill(writer.pid, signal.SIGKILL)  # while it is still writing
        committed += [int(line) for line in writer.stdout.read().split()]
    finally:
        writer.kill()
        writer.wait(timeout=30)
        writer.stdout.close()
    assert writer.returncode == -signal.SIGKILL
    with ledgers.open(ledger_url) as ledger:
        ids = {entry.id for entry in ledger.entries("Killed")}
        assert set(committed) <= ids
        assert record(ledger, event="Killed").id > max(ids)  # and it takes new entries


def test_two_ledgers_on_one_database_write_in_turn(ledger_url: str) -> None:
    with ledgers.open(ledger_url) as one, ledgers.open(ledger_url) as two:
        for n in range(5):
            record(one, player=f"a{n}")
            record(two, player=f"b{n}")
        assert len(one.entries(EVENT)) == len(two.entries(EVENT)) == 10


def test_an_in_memory_ledger_for_scenarios() -> None:
    with ledgers.open("sqlite://") as ledger:
        record(ledger)
        assert len(ledger.entries(EVENT)) == 1
    with ledgers.open("sqlite:///:memory:") as ledger:  # a new memory: empty
        assert ledger.entries(EVENT) == []


def test_a_plain_path_is_a_sqlite_file(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite3"
    with ledgers.open(path) as ledger:
        record(ledger)
        pool = ledger._engine.pool  # a connection kept for the next call
        assert isinstance(pool, sa.pool.QueuePool) and pool.checkedin() == 1
    assert pool.checkedin() == 0  # leaving the block closed it
    with ledgers.open(str(path)) as ledger:
        assert len(ledger.entries(EVENT)) == 1
    assert ledgers.ledger_url("postgres://u@h/db").drivername == "postgresql+psycopg"


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("mysql://root@localhost/ledger", "unsupported ledger database 'mysql'"),
        ("nonsense://", "unsupported ledger database 'nonsense'"),
        ("postgresql+psycopg2://u@h/db", "through psycopg 3, not psycopg2"),
        ("postgresql+psycopg://u@h:notaport/db", "not a database URL"),
        ("sqlite:////no/such/folder/ledger.sqlite3", "unable to open database file"),
    ],
)
def test_bad_urls_give_one_line_errors(url: str, message: str) -> None:
    with pytest.raises(LedgerError, match=message) as caught:
        ledgers.open(url)
    assert "\n" not in str(caught.value)


def test_an_unreachable_server_gives_a_one_line_error_without_the_password() -> None:
    with socketless_port() as port:
        url = f"postgresql+psycopg://judge:secret@127.0.0.1:{port}/ledger"
        with pytest.raises(LedgerError, match="cannot open the ledger") as caught:
            ledgers.open(url)
    assert "\n" not in str(caught.value) and "secret" not in str(caught.value)


def test_a_file_that_is_no_database_gives_a_one_line_error(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("round 3: table 12 " * 200)
    with pytest.raises(LedgerError, match="not a database") as caught:
        ledgers.open(path)
    assert "\n" not in str(caught.value)


class socketless_port:  # lower case: it reads as a `with` phrase
    """A local TCP port that nothing listens on while the block runs (bound, not listening)."""

    def __enter__(self) -> int:
        import socket

        self._socket = socket.socket()
        self._socket.bind(("127.0.0.1", 0))
        port: int = self._socket.getsockname()[1]
        return port

    def __exit__(self, *exc: object) -> None:
        self._socket.close()


def test_the_migrations_create_exactly_the_table_the_code_reads(
    ledger: Ledger, ledger_url: str
) -> None:
    engine = sa.create_engine(ledgers.ledger_url(ledger_url))
    try:
        inspector = sa.inspect(engine)
        for table in (ledgers.ENTRIES, ledgers.EVENTS, ledgers.PLAYERS):
            columns = inspector.get_columns(table.name)
            assert [c["name"] for c in columns] == [c.name for c in table.columns]
            nullable = {c["name"] for c in columns if c["nullable"]}
            assert nullable == {c.name for c in table.columns if c.nullable}, table.name
            lengths = {c["name"]: getattr(c["type"], "length", None) for c in columns}
            wanted = {c.name: getattr(c.type, "length", None) for c in table.columns}
            assert lengths == wanted, table.name  # a name the code allows fits the column
            keys = inspector.get_pk_constraint(table.name)["constrained_columns"]
            assert set(keys) == {c.name for c in table.primary_key.columns}, table.name
    finally:
        engine.dispose()


def test_an_empty_sqlite_path_is_a_ledger_in_memory() -> None:
    with ledgers.open("sqlite:///") as ledger:  # every connection sees the one database
        ledger.create_event(EVENT, Level.CASUAL)
        assert [event.name for event in ledger.events()] == [EVENT]


def test_a_roster_keeps_names_as_people_write_them_and_refuses_none(ledger: Ledger) -> None:
    ledger.create_event(EVENT, Level.COMPETITIVE)
    player = ledger.enrol(EVENT, "  Kenji Sato ", " 佐藤健二 ")
    assert (player.id, player.name, player.name_ja) == ("1", "Kenji Sato", "佐藤健二")
    assert ledger.player(EVENT, "ｋｅｎｊｉ　ｓａｔｏ") == player  # width and case folded
    assert player.label(japanese=True) == "佐藤健二"
    assert player.label(japanese=False) == "Kenji Sato"
    with pytest.raises(LedgerError, match="name must not be empty"):
        ledger.enrol(EVENT, "  ")
    with pytest.raises(LedgerError, match="already has a player 1"):
        ledger.enrol(EVENT, "Mei", player_id="1")
    assert len(ledger.roster(EVENT)) == 1


def test_an_entry_is_ruled_at_the_level_its_event_was_created_with(ledger: Ledger) -> None:
    enrolled(ledger)
    with pytest.raises(LedgerError, match="is a competitive event, not casual"):
        record(ledger, level=Level.CASUAL, penalty=Penalty.CAUTION)
    assert ledger.entries(EVENT) == []


def test_a_call_ruled_with_no_more_said_is_neither_detrimental_nor_self_caught(
    ledger: Ledger,
) -> None:
    enrolled(ledger)
    missed = Ruling(Reason.TRIGGER_MISSED, Level.COMPETITIVE,
                    CorrectiveAction(Penalty.CAUTION, Basis.LEVEL), Fix(Remedy.DECLINED))
    entry, ruled, _ = ledger.rule(missed, event=EVENT, player="p1", judge="Aiko",
                                  role=Role.LEAD)  # fmt: skip
    assert entry.penalty is Penalty.CAUTION and ruled.action.basis is Basis.LEVEL


def test_a_ruling_stored_wrongly_is_counted_again_from_its_penalty(ledger: Ledger) -> None:
    first = record(ledger)
    stored = dataclasses.replace(record(ledger), ruling={"action": "not an action"})
    assert recompute([first, stored]) == []  # read from its penalty: nothing to correct


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("sqlite:///ledger.sqlite3?timeout=soon", "could not convert string to float: 'soon'"),
        ("sqlite:///ledger.sqlite3?check_same_thread=maybe", "not true/false: 'maybe'"),
        ("sqlite:///ledger.sqlite3?mode=ro", "'mode' are not accepted by the pysqlite driver"),
    ],
)
def test_a_query_argument_the_driver_cannot_take_is_refused_before_anything_is_written(
    url: str, message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(LedgerError, match=f"cannot open the ledger .*{message}") as caught:
        ledgers.open(url)
    assert "\n" not in str(caught.value) and list(tmp_path.iterdir()) == []


def test_ledger_times_carry_their_zone_in_and_out() -> None:
    kind = ledgers.UtcDateTime()
    sqlite = sa.create_engine("sqlite://").dialect
    osaka = datetime(2026, 12, 3, 18, 0, tzinfo=timezone(timedelta(hours=9)))
    stored = kind.process_bind_param(osaka, sqlite)
    assert stored == datetime(2026, 12, 3, 9, 0, tzinfo=UTC) and stored.tzinfo is UTC
    with pytest.raises(LedgerError, match="ledger times must be timezone-aware"):
        kind.process_bind_param(datetime(2026, 12, 3, 18, 0), sqlite)
    assert kind.process_bind_param(None, sqlite) is None
    assert kind.process_result_value(None, sqlite) is None
    read = kind.process_result_value(datetime(2026, 12, 3, 9, 0), sqlite)  # SQLite keeps no zone
    assert read == datetime(2026, 12, 3, 9, 0, tzinfo=UTC) and read.tzinfo is UTC
    assert kind.process_result_value(osaka, sqlite) == osaka


def test_a_name_two_players_answer_to_is_refused_with_both_ids(ledger: Ledger) -> None:
    ledger.create_event(EVENT, Level.COMPETITIVE)
    ren = ledger.enrol(EVENT, "Ren", "蓮")  # id 1
    mei = ledger.enrol(EVENT, "Mei", player_id="REN")  # an id that is another's name
    with pytest.raises(LedgerError, match=r"'ren' names more than one player of "
                       r"Set Championship Osaka: Ren \(id 1\), Mei \(id REN\); "
                       r"give the id"):  # fmt: skip
        ledger.player(EVENT, "ren")
    assert ledger.player(EVENT, "1") == ren and ledger.player(EVENT, "蓮") == ren
    assert ledger.player(EVENT, "mei") == mei


MISSED = Ruling(Reason.TRIGGER_MISSED, Level.COMPETITIVE,
                CorrectiveAction(Penalty.CAUTION, Basis.LEVEL), Fix(Remedy.DECLINED))  # fmt: skip


def test_an_incident_is_ruled_once_unless_a_call_corrects_that_ruling(ledger: Ledger) -> None:
    enrolled(ledger)
    first = ledger.rule(MISSED, event=EVENT, player="p1", judge="Aiko", role=Role.FLOOR,
                        incident="game 7, incident 1").entry  # fmt: skip
    for role in (Role.FLOOR, Role.LEAD):
        with pytest.raises(LedgerError, match=r"this incident is ruled already "
                           r"\(entry 1: Caution\); to rule it again, correct that entry "
                           r"\(--corrects 1\)"):  # fmt: skip
            ledger.rule(MISSED, event=EVENT, player="p1", judge="Ren", role=role,
                        incident="game 7, incident 1")  # fmt: skip
    assert [e.id for e in ledger.entries(EVENT)] == [first.id]
    again = ledger.rule(MISSED, event=EVENT, player="p1", judge="Ren", role=Role.LEAD,
                        incident="game 7, incident 1", corrects=first.id).entry  # fmt: skip
    other = ledger.rule(MISSED, event=EVENT, player="p1", judge="Ren", role=Role.LEAD,
                        incident="game 7, incident 2").entry  # fmt: skip
    assert again.corrects == first.id and other.corrects is None
    assert [e.id for e in standing(ledger.entries(EVENT))] == [again.id, other.id]


def test_a_call_by_hand_recorded_again_with_its_incident_corrects_the_hand_entry(
    ledger: Ledger,
) -> None:
    """A call first written without the game's incident (by hand, at the table) and then
    recorded from the game with its incident key replaces the hand entry it corrects."""
    enrolled(ledger)
    by_hand = ledger.rule(MISSED, event=EVENT, player="p1", judge="Aiko", role=Role.FLOOR).entry
    recorded = ledger.rule(MISSED, event=EVENT, player="p1", judge="Aiko", role=Role.FLOOR,
                           incident="game 7, incident 1", corrects=by_hand.id).entry  # fmt: skip
    assert recorded.corrects == by_hand.id and recorded.incident == "game 7, incident 1"
    assert [e.id for e in standing(ledger.entries(EVENT))] == [recorded.id]


def test_a_lead_judges_call_on_a_referred_incident_takes_the_referral_over(
    ledger: Ledger,
) -> None:
    enrolled(ledger)
    broken = CorrectiveAction(Penalty.WARNING, Basis.LEVEL)
    referred = Ruling(Reason.RULE_BROKEN, Level.COMPETITIVE, broken, Fix(Remedy.FLOOR_REFERS))
    floor = ledger.rule(referred, event=EVENT, player="p1", judge="Aiko", role=Role.FLOOR,
                        incident="game 7, incident 1").entry  # fmt: skip
    with pytest.raises(LedgerError, match="ruled already"):  # only the lead takes it over
        ledger.rule(referred, event=EVENT, player="p1", judge="Mei", role=Role.FLOOR,
                    incident="game 7, incident 1")  # fmt: skip
    left = Ruling(Reason.RULE_BROKEN, Level.COMPETITIVE, broken, Fix(Remedy.LEAVE))
    lead = ledger.rule(left, event=EVENT, player="p1", judge="Ren", role=Role.LEAD,
                       incident="game 7, incident 1").entry  # fmt: skip
    assert lead.corrects == floor.id and lead.remedy is Remedy.LEAVE
    assert [e.id for e in standing(ledger.entries(EVENT))] == [lead.id]
