"""Card code: what each implemented card does, keyed by full name.

Each entry is a `Behaviour` made of the words of `illumineer.engine.abilities`. Most are
compiled from the printed text (`illumineer.cards.text`, into `cards/compiled/`); the rest
are written by hand (`hand.py`), in the same words. Keywords need no entry: the engine
reads them from the card data. `BEHAVIOURS` is made on first use, so the compiler can run
while the compiled modules are being rewritten.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from illumineer.engine.abilities import Behaviour


@cache
def behaviours() -> dict[str, Behaviour]:
    """Every card's behaviour, compiled or written by hand."""
    from illumineer.cards.code.hand import HAND_WRITTEN
    from illumineer.cards.compiled import COMPILED

    both = COMPILED.keys() & HAND_WRITTEN.keys()
    if both:  # one card, one place
        raise ValueError(f"cards both compiled and written by hand: {sorted(both)}")
    return {**COMPILED, **HAND_WRITTEN}


def written_by_hand() -> frozenset[str]:
    """The full names of the cards whose code is written by hand (the rest is compiled)."""
    from illumineer.cards.code.hand import HAND_WRITTEN

    return frozenset(HAND_WRITTEN)


def __getattr__(name: str) -> Any:
    if name == "BEHAVIOURS":
        return behaviours()
    raise AttributeError(name)
