"""Card code: what each implemented card does, keyed by full name, grouped by set.

Each entry is a `Behaviour` written with the building blocks of `illumineer.engine.abilities`,
a few lines that read like the card's text. Keywords need no entry: the engine reads them from
the card data.
"""

from __future__ import annotations

from illumineer.cards.code import seeds
from illumineer.engine.abilities import Behaviour

BEHAVIOURS: dict[str, Behaviour] = {**seeds.CARDS}
