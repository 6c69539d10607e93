"""Cards written by hand: text the grammar cannot say (yet), in the same words."""

from __future__ import annotations

from illumineer.engine.abilities import Behaviour

HAND_WRITTEN: dict[str, Behaviour] = {}
