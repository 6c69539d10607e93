"""Card code: what each implemented card does, keyed by full name, grouped by set.

Each entry is a `Behaviour` written with the words of `illumineer.engine.abilities`,
a few lines that read like the card's text. Keywords need no entry: the engine reads them from
the card data. Every entry has a scenario under tests/scenarios/cards/ that exercises it.
"""

from __future__ import annotations

import importlib

from illumineer.engine.abilities import Behaviour

#: The card modules: one per set and ink, and the cards the seed documents name.
INKS = ("amber", "amethyst", "emerald", "ruby", "sapphire", "steel")
MODULES = (*(f"set{number}_{ink}" for number in (1, 2) for ink in INKS), "seeds")

BEHAVIOURS: dict[str, Behaviour] = {}
for _name in MODULES:
    _cards: dict[str, Behaviour] = importlib.import_module(f"{__name__}.{_name}").CARDS
    _overlap = BEHAVIOURS.keys() & _cards.keys()
    if _overlap:  # one card, one place
        raise ValueError(f"card code defined twice: {sorted(_overlap)}")
    BEHAVIOURS.update(_cards)
