"""The games `illumineer serve` keeps: each game's log, how it is played and its seats' keys.

They live in the ledger's database (one store for games, logs and rulings), migrated by the
same chain. Unlike the ledger's entries a game row changes: its log grows with every action.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision: str | None = "0002"
branch_labels: str | None = None
depends_on: str | None = None

_GAMES = "web_games"


def upgrade() -> None:
    """Create the games table."""
    op.create_table(
        _GAMES,
        sa.Column("id", sa.String(40), primary_key=True),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("bot", sa.String(16)),
        # sha256 of each seat's secret (the link holds the secret; the store never does).
        sa.Column("key0", sa.String(64)),
        sa.Column("key1", sa.String(64)),
        # A table-mode game's judges: the lead judge's key and a floor judge's.
        sa.Column("lead_key", sa.String(64)),
        sa.Column("floor_key", sa.String(64)),
        sa.Column("level", sa.String(16)),
        sa.Column("log", sa.Text, nullable=False),
        # The log in words as each seat was told it (JSON), so a resumed page shows it.
        sa.Column("words", sa.Text),
        sa.Column("actions", sa.Integer, nullable=False),
        sa.Column("winner", sa.Integer),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    """Back to revision 0002."""
    op.drop_table(_GAMES)
