"""Which cards the engine can play in full (a card with any unimplemented part is refused).

A card is implemented when every keyword it has is one the engine carries out, and every
other part of its text (abilities; an action's effect) has card code in `cards.code`.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable

from illumineer.engine.cards import CardDefinition, CardType
from illumineer.engine.vocabulary import Keyword


def _has_rules_text(definition: CardDefinition) -> bool:
    # A song's "(A character with cost N or more can ⟳ to sing this song for free.)" is
    # reminder text (1.1.7), not an ability.
    abilities = [a for a in definition.abilities if not a.text.lstrip().startswith("(")]
    return bool(abilities) or (definition.card_type is CardType.ACTION and bool(definition.effects))


def missing_parts(definition: CardDefinition) -> list[str]:
    """What of this card the engine does not carry out yet (empty when implemented)."""
    # Every keyword of rule 8.1.1 is carried out; a later set's keyword is not yet.
    missing = [f"keyword {kw.name}" for kw in definition.keywords if kw.keyword is None]
    shift = definition.printed_keyword(Keyword.SHIFT)
    paid = definition.behaviour is not None and bool(definition.behaviour.shift)
    if shift is not None and shift.value is None and not paid:
        missing.append("Shift with a cost other than ink")
    if _has_rules_text(definition) and definition.behaviour is None:
        missing.append("card text")
    return missing


def is_implemented(definition: CardDefinition) -> bool:
    """True when the engine plays every part of this card's text."""
    return not missing_parts(definition)


def coverage(
    definitions: Iterable[CardDefinition],
    set_of: Callable[[CardDefinition], str] | None = None,
) -> dict[str, tuple[int, list[str]]]:
    """Per set code: (cards in the set, full names not implemented yet).

    A card counts in the set `set_of` names (default: its own, the set of its first
    printing).
    """
    sets: dict[str, list[CardDefinition]] = defaultdict(list)
    for definition in definitions:
        sets[definition.set_code if set_of is None else set_of(definition)].append(definition)
    return {
        code: (len(cards), sorted(c.full_name for c in cards if not is_implemented(c)))
        for code, cards in sets.items()
    }


def definition_counts(definitions: Iterable[CardDefinition]) -> tuple[int, int]:
    """Of `definitions`, how many have card code compiled from the printed text, and how
    many card code written by hand."""
    from illumineer.cards.code import written_by_hand  # imported only when counted

    by_hand = written_by_hand()
    coded = [d.full_name for d in definitions if d.behaviour is not None]
    hand = sum(1 for name in coded if name in by_hand)
    return len(coded) - hand, hand
