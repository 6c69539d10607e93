"""Which cards the engine can play in full (a card with any unimplemented part is refused).

A card is implemented when it has no rules text at all (vanilla), or when every part of its
text has card code that a test exercises.
"""

from __future__ import annotations

from illumineer.engine.cards import CardDefinition


def is_implemented(definition: CardDefinition) -> bool:
    """True when the engine plays every part of this card's text."""
    return definition.is_vanilla
