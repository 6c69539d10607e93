"""The ledger's entries, append-only in the database itself.

Revision ID: 0001
Revises: none
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision: str | None = None
branch_labels: str | None = None
depends_on: str | None = None

_TABLE = "judge_ledger_entries"
_SQLITE_TRIGGERS = {
    "judge_ledger_no_update": "UPDATE",
    "judge_ledger_no_delete": "DELETE",
}


def upgrade() -> None:
    """Create the entries table and the triggers that refuse UPDATE and DELETE."""
    op.create_table(
        _TABLE,
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("event", sa.String(200), nullable=False),
        sa.Column("round", sa.Integer, sa.CheckConstraint("round >= 1")),
        sa.Column("table_number", sa.Integer, sa.CheckConstraint("table_number >= 1")),
        sa.Column("player", sa.String(200), nullable=False),
        sa.Column("infraction", sa.String(40), nullable=False),
        sa.Column("level", sa.String(40), nullable=False),
        sa.Column("penalty", sa.String(40), nullable=False),
        sa.Column("upgraded", sa.Boolean, nullable=False),
        sa.Column("remedy", sa.String(40)),
        sa.Column("judge", sa.String(200), nullable=False),
        sa.Column("role", sa.String(40), nullable=False),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ruling_en", sa.Text),
        sa.Column("ruling_ja", sa.Text),
        sa.Column("log_position", sa.String(200)),
        # An entry is corrected at most once: a correction of a correction extends the chain.
        sa.Column("corrects", sa.Integer, unique=True),
        sa.Column("void", sa.Boolean, nullable=False),
        sa.Column("note", sa.Text),
        # A correction stays in the event of what it corrects (the upgrade counts per event).
        sa.UniqueConstraint("event", "id", name="judge_ledger_event_id"),
        sa.ForeignKeyConstraint(
            ["event", "corrects"],
            [f"{_TABLE}.event", f"{_TABLE}.id"],
            name="judge_ledger_corrects_same_event",
        ),
        sa.CheckConstraint("NOT void OR corrects IS NOT NULL", name="judge_ledger_void_corrects"),
        sa.CheckConstraint(
            "NOT upgraded OR penalty = 'GAME_LOSS'", name="judge_ledger_upgrade_is_game_loss"
        ),
        # SQLite: never reuse an id, so an id in a printed ruling names one entry forever.
        sqlite_autoincrement=True,
    )
    op.create_index("judge_ledger_event_player", _TABLE, ["event", "player"])
    if op.get_context().dialect.name == "postgresql":
        op.execute(
            """
            CREATE FUNCTION judge_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                RAISE EXCEPTION 'the judge ledger is append-only: % is refused', TG_OP;
            END
            $$
            """
        )
        op.execute(
            f"CREATE TRIGGER judge_ledger_no_change BEFORE UPDATE OR DELETE ON {_TABLE} "
            "FOR EACH ROW EXECUTE FUNCTION judge_ledger_append_only()"
        )
        op.execute(
            f"CREATE TRIGGER judge_ledger_no_truncate BEFORE TRUNCATE ON {_TABLE} "
            "FOR EACH STATEMENT EXECUTE FUNCTION judge_ledger_append_only()"
        )
    else:
        for name, verb in _SQLITE_TRIGGERS.items():
            op.execute(
                f"CREATE TRIGGER {name} BEFORE {verb} ON {_TABLE} BEGIN "
                f"SELECT RAISE(ABORT, 'the judge ledger is append-only: {verb} is refused'); END"
            )


def downgrade() -> None:
    """Drop the entries (a downgrade to nothing: only for a ledger's developers)."""
    if op.get_context().dialect.name == "postgresql":
        op.execute(f"DROP TRIGGER judge_ledger_no_truncate ON {_TABLE}")
        op.execute(f"DROP TRIGGER judge_ledger_no_change ON {_TABLE}")
        op.execute("DROP FUNCTION judge_ledger_append_only()")
    else:
        for name in _SQLITE_TRIGGERS:
            op.execute(f"DROP TRIGGER {name}")
    op.drop_index("judge_ledger_event_player", _TABLE)
    op.drop_table(_TABLE)
