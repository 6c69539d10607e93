"""Events and their rosters as identities; each entry's incident key and ruling as data.

An event has a level set once; its players have ids, with names in Latin and Japanese
script. Entries name a rostered player by id, say which incident of which game they rule
(so a call is recorded once), and keep their ruling as data (so a void can word again the
rulings that rested on the voided entry). Ledgers written before this revision get an event
per event name (at the level of its first entry) and a player per name, so their entries
keep counting.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision: str | None = "0001"
branch_labels: str | None = None
depends_on: str | None = None

_ENTRIES = "judge_ledger_entries"
_EVENTS = "judge_ledger_events"
_PLAYERS = "judge_ledger_players"
_TABLES = (_EVENTS, _PLAYERS)


def upgrade() -> None:
    """Create the events and rosters, fill them from existing entries, add the columns."""
    op.create_table(
        _EVENTS,
        sa.Column("name", sa.String(200), primary_key=True),
        sa.Column("level", sa.String(40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        _PLAYERS,
        sa.Column("event", sa.String(200), sa.ForeignKey(f"{_EVENTS}.name"), nullable=False),
        sa.Column("player_id", sa.String(200), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("name_ja", sa.String(200)),
        sa.Column("name_key", sa.String(200), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("event", "player_id", name="judge_ledger_player_id"),
        sa.UniqueConstraint("event", "name_key", name="judge_ledger_player_name"),
    )
    op.add_column(_ENTRIES, sa.Column("incident_key", sa.String(200)))
    op.add_column(_ENTRIES, sa.Column("ruling_data", sa.Text))
    op.create_index("judge_ledger_incident", _ENTRIES, ["event", "incident_key"])
    # What the ledger already holds becomes events and players (names as they were typed).
    op.execute(
        f"INSERT INTO {_EVENTS} (name, level, created_at) "
        f"SELECT e.event, e.level, e.recorded_at FROM {_ENTRIES} e "
        f"WHERE e.id = (SELECT MIN(f.id) FROM {_ENTRIES} f WHERE f.event = e.event)"
    )
    op.execute(
        f"INSERT INTO {_PLAYERS} (event, player_id, name, name_key, created_at) "
        f"SELECT e.event, e.player, e.player, e.player, MIN(e.recorded_at) FROM {_ENTRIES} e "
        "GROUP BY e.event, e.player"
    )
    if op.get_context().dialect.name == "postgresql":
        for table in _TABLES:
            op.execute(
                f"CREATE TRIGGER {table}_no_change BEFORE UPDATE OR DELETE ON {table} "
                "FOR EACH ROW EXECUTE FUNCTION judge_ledger_append_only()"
            )
    else:
        for table in _TABLES:
            for verb in ("UPDATE", "DELETE"):
                op.execute(
                    f"CREATE TRIGGER {table}_no_{verb.lower()} BEFORE {verb} ON {table} BEGIN "
                    f"SELECT RAISE(ABORT, 'the judge ledger is append-only: {verb} is "
                    "refused'); END"
                )


def downgrade() -> None:
    """Back to revision 0001 (for the ledger's developers)."""
    if op.get_context().dialect.name == "postgresql":
        for table in _TABLES:
            op.execute(f"DROP TRIGGER {table}_no_change ON {table}")
    else:
        for table in _TABLES:
            for verb in ("update", "delete"):
                op.execute(f"DROP TRIGGER {table}_no_{verb}")
    op.drop_index("judge_ledger_incident", _ENTRIES)
    with op.batch_alter_table(_ENTRIES) as batch:
        batch.drop_column("ruling_data")
        batch.drop_column("incident_key")
    op.drop_table(_PLAYERS)
    op.drop_table(_EVENTS)
