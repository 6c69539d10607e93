"""Targets: the cards an instruction acts on, read as it resolves.

"Chosen", "this", "that character", "each": each is a function of the resolving effect's
facts, returning the cards that are still where the text needs them (6.1.11.1: if "that"
card left the zone, that part does nothing).
"""

from __future__ import annotations

from collections.abc import Sequence

from illumineer.engine.abilities.core import CardView, Facts, Predicate, Target
from illumineer.engine.vocabulary import Zone


def _if_in(facts: Facts, card_id: int, zone: Zone) -> list[CardView]:
    if card_id < 0:
        return []
    card = facts.card(card_id)
    return [card] if card.zone is zone else []


def CHOSEN(facts: Facts) -> Sequence[CardView]:
    """The cards chosen earlier in this effect, while still in play (6.1.11.1)."""
    return [card for i in facts.chosen if (card := facts.card(i)).zone is Zone.PLAY]


def CHOSEN_ANYWHERE(facts: Facts) -> Sequence[CardView]:
    """The cards chosen earlier in this effect, wherever they are (chosen from a hand or a
    discard)."""
    return [facts.card(i) for i in facts.chosen]


def THIS(facts: Facts) -> Sequence[CardView]:
    """The ability's own card, while in play."""
    return _if_in(facts, facts.source, Zone.PLAY)


def THIS_IN_DISCARD(facts: Facts) -> Sequence[CardView]:
    """ "This card" after it left play for the discard ("return this card to your hand")."""
    return _if_in(facts, facts.source, Zone.DISCARD)


def EVENT_CARD(facts: Facts) -> Sequence[CardView]:
    """The card the triggering event happened to ("them", "that character"), in play."""
    return [] if facts.event is None else _if_in(facts, facts.event.card, Zone.PLAY)


def EVENT_CARD_IN_DISCARD(facts: Facts) -> Sequence[CardView]:
    """ "That card": the event's card, now in the discard (only if still there)."""
    return [] if facts.event is None else _if_in(facts, facts.event.card, Zone.DISCARD)


def EVENT_OTHER(facts: Facts) -> Sequence[CardView]:
    """The other card of the event (the challenger, the challenged, the banished), in play."""
    return [] if facts.event is None else _if_in(facts, facts.event.other, Zone.PLAY)


def LOOKED(facts: Facts) -> Sequence[CardView]:
    """The cards looked at and not yet put anywhere, top first."""
    return [facts.card(i) for i in facts.looked]


def each(allowed: Predicate) -> Target:
    """Every card in play that `allowed` accepts ("each", "all": no choosing, so Ward does
    not stop it, 8.15.2)."""

    def target(facts: Facts) -> Sequence[CardView]:
        return [card for card in facts.in_play() if allowed(facts, card)]

    return target
