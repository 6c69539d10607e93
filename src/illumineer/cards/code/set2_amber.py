"""Rise of the Floodborn (set 2), Amber cards."""

from __future__ import annotations

from illumineer.engine.abilities import Behaviour

CARDS: dict[str, Behaviour] = {}
