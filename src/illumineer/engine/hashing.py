"""The state hash, kept up to date as the state changes (Zobrist-style).

The state is cut into components: each card, each zone (its order), each player's values,
each game level's own fields, and the random source. The hash is the XOR of the components'
digests. A primitive that changes a component marks it (`touch`); `Hasher.flush` recomputes
only the marked components and XORs the difference in, so `state_hash()` costs a few
microseconds after an action instead of a walk over the whole state.

Digests are Python's `hash` of tuples of ints, bools and `IntEnum`s, which is the same in
every process (str and bytes hashes are salted, and until Python 3.12 so is None's: digests
write None as -1, and `stable` turns the few strings the state holds into numbers).
"""

from __future__ import annotations

import random
import zlib
from typing import Any, Protocol


class Component(Protocol):
    """A part of the state the hash covers."""

    clean: bool
    h: int

    def digest(self) -> int: ...


def touch(obj: Any) -> None:
    """Mark a component as changed (a card, a zone, a player, a level)."""
    if obj.clean:
        obj.clean = False
        obj.marks.append(obj)


def stable(text: str | None) -> int:
    """A number for `text` that is the same in every process."""
    return -1 if text is None else zlib.crc32(text.encode())


def rng_digest(rng: random.Random) -> int:
    """The random source's digest (its state; gauss is None unless gauss() was used)."""
    version, internal, gauss = rng.getstate()
    return hash((5, version, internal, -1.0 if gauss is None else gauss))


class Hasher:
    """The running XOR of one game level's components, with the list of those marked since
    the last flush. The top level's hasher also covers the cards and the random source."""

    __slots__ = ("dirty", "rng_clean", "rng_h", "total")

    def __init__(self) -> None:
        self.dirty: list[Any] = []
        self.total = 0
        self.rng_clean = False
        self.rng_h = 0

    def flush(self) -> int:
        """Bring the total up to date with every marked component; return it."""
        total = self.total
        for obj in self.dirty:
            if not obj.clean:
                new = obj.digest()
                total ^= obj.h ^ new
                obj.h = new
                obj.clean = True
        self.dirty.clear()
        self.total = total
        return total

    def rng_digest(self, rng: random.Random) -> int:
        """The random source's part (recomputed only after it was used or restored)."""
        if not self.rng_clean:
            self.rng_h = rng_digest(rng)
            self.rng_clean = True
        return self.rng_h
