"""Conditions: predicates ``(facts, card) -> bool`` that card definitions combine.

The same words serve every place a condition is asked: a choice's limiter ("chosen
opposing character"), a static ability's reach ("your other characters"), a trigger's
condition ("whenever one of your characters quests": the questing character is the card).

>>> from illumineer.engine.abilities.core import Facts, CardView
>>> princess_or_queen = any_of(classified("Princess"), classified("Queen"))
"""

from __future__ import annotations

from illumineer.engine.abilities.core import CardView, Facts, Predicate
from illumineer.engine.vocabulary import CardType, Keyword, Zone

# ---------------------------------------------------------------------- combining


def all_of(*conditions: Predicate) -> Predicate:
    """Holds when every one of `conditions` does."""

    def test(facts: Facts, card: CardView) -> bool:
        return all(condition(facts, card) for condition in conditions)

    return test


def any_of(*conditions: Predicate) -> Predicate:
    """Holds when one of `conditions` does."""

    def test(facts: Facts, card: CardView) -> bool:
        return any(condition(facts, card) for condition in conditions)

    return test


def not_(condition: Predicate) -> Predicate:
    def test(facts: Facts, card: CardView) -> bool:
        return not condition(facts, card)

    return test


# ---------------------------------------------------------------------- what a card is


def any_card(facts: Facts, card: CardView) -> bool:
    """Any card at all (in the zone a choice looks at)."""
    return True


def character(facts: Facts, card: CardView) -> bool:
    """A character (card)."""
    return card.is_character


def item(facts: Facts, card: CardView) -> bool:
    return card.definition.card_type is CardType.ITEM


def location(facts: Facts, card: CardView) -> bool:
    return card.is_location


def song(facts: Facts, card: CardView) -> bool:
    return card.definition.is_song


def card_type(kind: CardType) -> Predicate:
    """A card of this type."""
    return lambda facts, card: card.definition.card_type is kind


def classified(name: str) -> Predicate:
    """A card with this classification (5.2.7), e.g. ``classified("Princess")``."""
    return lambda facts, card: name in card.definition.classifications


def named(name: str) -> Predicate:
    """A card with this name (5.2.6)."""
    return lambda facts, card: card.definition.has_name(name)


def cost_at_most(limit: int) -> Predicate:
    return lambda facts, card: card.definition.cost <= limit


def cost_at_least(limit: int) -> Predicate:
    return lambda facts, card: card.definition.cost >= limit


def damaged(facts: Facts, card: CardView) -> bool:
    return card.damage > 0


def exerted(facts: Facts, card: CardView) -> bool:
    return card.exerted


def in_play(facts: Facts, card: CardView) -> bool:
    return card.zone is Zone.PLAY


def with_keyword(keyword: Keyword) -> Predicate:
    """A card that has `keyword` now (printed or granted)."""
    return lambda facts, card: facts.has_keyword(card, keyword)


def strength_at_most(limit: int) -> Predicate:
    return lambda facts, card: card.is_character and facts.strength(card) <= limit


def strength_at_least(limit: int) -> Predicate:
    return lambda facts, card: card.is_character and facts.strength(card) >= limit


# ---------------------------------------------------------------------- whose card


def itself(facts: Facts, card: CardView) -> bool:
    """The ability's own card: "this character gets ...", "when you play this character"."""
    return card.id == facts.source


def other(facts: Facts, card: CardView) -> bool:
    """Not the ability's own card ("another", "other", 6.1.6)."""
    return card.id != facts.source


def yours(facts: Facts, card: CardView) -> bool:
    return card.owner == facts.controller


def opponents(facts: Facts, card: CardView) -> bool:
    return card.owner != facts.controller


def own_character(facts: Facts, card: CardView) -> bool:
    """One of your characters."""
    return card.is_character and card.owner == facts.controller


def opposing_character(facts: Facts, card: CardView) -> bool:
    """A character of an opponent of the ability's controller."""
    return card.is_character and card.owner != facts.controller


def other_own_character(facts: Facts, card: CardView) -> bool:
    """Another character of yours."""
    return card.is_character and card.owner == facts.controller and card.id != facts.source


def your_other_characters(facts: Facts, card: CardView) -> bool:
    """ "Your other characters" in play (a static ability's reach)."""
    return other_own_character(facts, card) and card.zone is Zone.PLAY


def your_characters(facts: Facts, card: CardView) -> bool:
    """ "Your characters" in play (a static ability's reach)."""
    return own_character(facts, card) and card.zone is Zone.PLAY


# ---------------------------------------------------------------------- when


def your_turn(facts: Facts, card: CardView) -> bool:
    """ "During your turn"; with a turn event, "at the start / end of your turn"."""
    return facts.active == facts.controller


def itself_on_your_turn(facts: Facts, card: CardView) -> bool:
    """ "During your turn, this character gains ..."."""
    return card.id == facts.source and facts.active == facts.controller


def during_your_turn(condition: Predicate) -> Predicate:
    """ "During your turn, whenever ..."."""
    return lambda facts, card: facts.active == facts.controller and condition(facts, card)


# ---------------------------------------------------------------------- about the event


def by_you(facts: Facts, card: CardView) -> bool:
    """The triggering event was done by you: "whenever you play ...", "whenever you ready"."""
    return facts.event is not None and facts.event.player == facts.controller


def by_an_opponent(facts: Facts, card: CardView) -> bool:
    return facts.event is not None and facts.event.player != facts.controller


def you_play(condition: Predicate) -> Predicate:
    """ "Whenever you play a [card that `condition` accepts]"."""
    return lambda facts, card: by_you(facts, card) and condition(facts, card)


def opponent_plays(condition: Predicate) -> Predicate:
    """ "Whenever an opponent plays a [card that `condition` accepts]"."""
    return lambda facts, card: by_an_opponent(facts, card) and condition(facts, card)


def non_song_action(facts: Facts, card: CardView) -> bool:
    definition = card.definition
    return definition.card_type is CardType.ACTION and not definition.is_song


def in_a_challenge(condition: Predicate) -> Predicate:
    """The triggering banish happened in a challenge."""
    return lambda facts, card: (
        facts.event is not None and facts.event.in_challenge and condition(facts, card)
    )


def this_banished_in_challenge(facts: Facts, card: CardView) -> bool:
    """ "When this character is banished in a challenge"."""
    return card.id == facts.source and facts.event is not None and facts.event.in_challenge


def this_challenged_and_banished(facts: Facts, card: CardView) -> bool:
    """ "When this character is challenged and banished": banished as the challenged one."""
    challenge = facts.challenge()
    return (
        this_banished_in_challenge(facts, card)
        and challenge is not None
        and challenge[1] == facts.source
    )


def this_challenges_and_is_banished(facts: Facts, card: CardView) -> bool:
    challenge = facts.challenge()
    return (
        this_banished_in_challenge(facts, card)
        and challenge is not None
        and challenge[0] == facts.source
    )


def banished_a_character(facts: Facts, card: CardView) -> bool:
    """For a ``BANISHES`` event: the card banished in the challenge was a character."""
    event = facts.event
    return event is not None and event.other >= 0 and facts.card(event.other).is_character


def this_banishes_a_character(facts: Facts, card: CardView) -> bool:
    """ "Whenever this character banishes another character in a challenge"."""
    return card.id == facts.source and banished_a_character(facts, card)
