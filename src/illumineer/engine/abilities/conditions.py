"""Conditions: predicates ``(facts, card) -> bool`` that card definitions combine.

The same words serve every place a condition is asked: a choice's limiter ("chosen
opposing character"), a static ability's reach ("your other characters"), a trigger's
condition ("whenever one of your characters quests": the questing character is the card).

A condition that fails can say why (`why_not`: "its cost is 4, more than 2"), for the
judge's rulings; the explanation is registered beside the predicate, so evaluating one costs
nothing more.

>>> from illumineer.engine.abilities.core import Facts, CardView
>>> princess_or_queen = any_of(classified("Princess"), classified("Queen"))
"""

from __future__ import annotations

from collections.abc import Callable

from illumineer.engine.abilities.core import CardView, Facts, Predicate
from illumineer.engine.vocabulary import CardType, Keyword, Zone
from illumineer.engine.why import Because, Why

#: Why a card fails a condition, given that it does.
Explain = Callable[[Facts, CardView], Why | None]
_EXPLAINED: dict[Predicate, Explain] = {}


def explained(test: Predicate, explain: Explain) -> Predicate:
    """Register how `test` says why a card fails it; returns `test` itself."""
    _EXPLAINED[test] = explain
    return test


def because(word: Because, *numbers: int, words: tuple[str, ...] = ()) -> Explain:
    """The explanation that names the card and these fixed numbers and words."""
    return lambda facts, card: Why(word, (card.id,), numbers, words)


def why_not(condition: Predicate, facts: Facts, card: CardView) -> Why | None:
    """Why `card` fails `condition` (None when it does not fail, or the condition cannot
    say: a card's own helper)."""
    if condition(facts, card):
        return None
    explain = _EXPLAINED.get(condition)
    return None if explain is None else explain(facts, card)


# ---------------------------------------------------------------------- combining


def all_of(*conditions: Predicate) -> Predicate:
    """Holds when every one of `conditions` does."""

    def test(facts: Facts, card: CardView) -> bool:
        return all(condition(facts, card) for condition in conditions)

    def explain(facts: Facts, card: CardView) -> Why | None:
        for condition in conditions:
            if not condition(facts, card):
                return why_not(condition, facts, card)
        return None

    return explained(test, explain)


def any_of(*conditions: Predicate) -> Predicate:
    """Holds when one of `conditions` does."""

    def test(facts: Facts, card: CardView) -> bool:
        return any(condition(facts, card) for condition in conditions)

    def explain(facts: Facts, card: CardView) -> Why | None:
        causes = [why_not(condition, facts, card) for condition in conditions]
        known = tuple(cause for cause in causes if cause is not None)
        if len(known) != len(causes):
            return None
        return Why(Because.NONE_OF, (card.id,), causes=known)

    return explained(test, explain)


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
    return explained(lambda facts, card: card.definition.card_type is kind,
                     because(Because.NOT_TYPE, int(kind)))  # fmt: skip


def classified(name: str) -> Predicate:
    """A card with this classification (5.2.7), e.g. ``classified("Princess")``."""
    return explained(lambda facts, card: name in card.definition.classifications,
                     because(Because.NOT_CLASSIFIED, words=(name,)))  # fmt: skip


def named(name: str) -> Predicate:
    """A card with this name (5.2.6)."""
    return explained(lambda facts, card: card.definition.has_name(name),
                     because(Because.NOT_NAMED, words=(name,)))  # fmt: skip


def cost_at_most(limit: int) -> Predicate:
    return explained(
        lambda facts, card: card.definition.cost <= limit,
        lambda facts, card: Why(Because.COST_ABOVE, (card.id,), (card.definition.cost, limit)),
    )


def cost_at_least(limit: int) -> Predicate:
    return explained(
        lambda facts, card: card.definition.cost >= limit,
        lambda facts, card: Why(Because.COST_BELOW, (card.id,), (card.definition.cost, limit)),
    )


def damaged(facts: Facts, card: CardView) -> bool:
    return card.damage > 0


def exerted(facts: Facts, card: CardView) -> bool:
    return card.exerted


def in_play(facts: Facts, card: CardView) -> bool:
    return card.zone is Zone.PLAY


def with_keyword(keyword: Keyword) -> Predicate:
    """A card that has `keyword` now (printed or granted)."""
    return explained(lambda facts, card: facts.has_keyword(card, keyword),
                     because(Because.LACKS_KEYWORD, int(keyword)))  # fmt: skip


def _strength(word: Because, limit: int) -> Explain:
    def explain(facts: Facts, card: CardView) -> Why:
        if not card.is_character:
            return Why(Because.NOT_TYPE, (card.id,), (int(CardType.CHARACTER),))
        return Why(word, (card.id,), (facts.strength(card), limit))

    return explain


def strength_at_most(limit: int) -> Predicate:
    return explained(
        lambda facts, card: card.is_character and facts.strength(card) <= limit,
        _strength(Because.STRENGTH_ABOVE, limit),
    )


def strength_at_least(limit: int) -> Predicate:
    return explained(
        lambda facts, card: card.is_character and facts.strength(card) >= limit,
        _strength(Because.STRENGTH_BELOW, limit),
    )


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


def _first_failing(*parts: tuple[Predicate, Explain]) -> Explain:
    """Explain a conjunction written out by hand by its first part that fails."""

    def explain(facts: Facts, card: CardView) -> Why | None:
        for test, why in parts:
            if not test(facts, card):
                return why(facts, card)
        return None

    return explain


_NOT_CHARACTER = because(Because.NOT_TYPE, int(CardType.CHARACTER))
_NOT_YOURS = because(Because.NOT_YOURS)
_NOT_OPPONENTS = because(Because.NOT_OPPONENTS)
_ITSELF = because(Because.ITSELF)
explained(character, _NOT_CHARACTER)
explained(item, because(Because.NOT_TYPE, int(CardType.ITEM)))
explained(location, because(Because.NOT_TYPE, int(CardType.LOCATION)))
explained(song, because(Because.NOT_SONG))
explained(damaged, because(Because.NOT_DAMAGED))
explained(exerted, because(Because.NOT_EXERTED))
explained(in_play, because(Because.NOT_IN_ZONE, int(Zone.PLAY)))
explained(itself, because(Because.NOT_ITSELF))
explained(other, _ITSELF)
explained(yours, _NOT_YOURS)
explained(opponents, _NOT_OPPONENTS)
explained(own_character, _first_failing((character, _NOT_CHARACTER), (yours, _NOT_YOURS)))
explained(opposing_character,
          _first_failing((character, _NOT_CHARACTER), (opponents, _NOT_OPPONENTS)))
explained(other_own_character,
          _first_failing((character, _NOT_CHARACTER), (yours, _NOT_YOURS), (other, _ITSELF)))


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
