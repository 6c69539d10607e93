"""Card code: what each implemented card does, keyed by full name, grouped by set.

Each entry is a `Behaviour` written with the building blocks of `illumineer.engine.abilities`,
a few lines that read like the card's text. Keywords need no entry: the engine reads them from
the card data. Every entry has a scenario under tests/scenarios/cards/ that exercises it.
"""

from __future__ import annotations

from illumineer.cards.code import (
    seeds,
    set1_amber,
    set1_amethyst,
    set1_emerald,
    set1_ruby,
    set1_sapphire,
    set1_steel,
    set2_amber,
    set2_amethyst,
    set2_emerald,
    set2_ruby,
    set2_sapphire,
    set2_steel,
)
from illumineer.engine.abilities import Behaviour

_MODULES = (
    set1_amber,
    set1_amethyst,
    set1_emerald,
    set1_ruby,
    set1_sapphire,
    set1_steel,
    set2_amber,
    set2_amethyst,
    set2_emerald,
    set2_ruby,
    set2_sapphire,
    set2_steel,
    seeds,
)

BEHAVIOURS: dict[str, Behaviour] = {}
for _module in _MODULES:
    _overlap = BEHAVIOURS.keys() & _module.CARDS.keys()
    if _overlap:  # one card, one place
        raise ValueError(f"card code defined twice: {sorted(_overlap)}")
    BEHAVIOURS.update(_module.CARDS)
