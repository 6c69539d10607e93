"""Conditions: "you have a character named Gaston in play", "this character is exerted".

A condition is a word called like every `Predicate`, with the facts and the card asked
about; the ability around it says how it is introduced ("while", "if", "unless"). A
condition that fails can say why (`why_not`: "its cost is 4, more than 2"), for the judge's
rulings; card descriptions (`Cards`) explain themselves by the first part that fails.

>>> from illumineer.engine.abilities.filters import Cards, In, Named, Place
>>> from illumineer.engine.abilities.phrasing import english
>>> english(YouHave(Cards(having=(Named("Gaston"), In(Place.IN_PLAY)))))
'you have a character named Gaston in play'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import IntEnum, unique

from illumineer.engine.abilities.core import CardView, Condition, Facts, Predicate, Target
from illumineer.engine.abilities.filters import (
    STATES,
    CostAtLeast,
    CostAtMost,
    Det,
    In,
    Kind,
    Named,
    Owner,
    State,
    StrengthAtLeast,
    StrengthAtMost,
    WithKeyword,
    _kind_matches,
    _state_matches,
)
from illumineer.engine.abilities.filters import Cards as _Cards
from illumineer.engine.abilities.phrasing import Phrase, Rule, phrase_rule, rule
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.words import register_enum
from illumineer.engine.vocabulary import CardType, Stat, Zone
from illumineer.engine.why import Because, Why

# ---------------------------------------------------------------------- having cards


def _enough(cards: _Cards, found: int) -> bool:
    if cards.det in (Det.NO, Det.NONE_OF):
        return found == 0
    if cards.det in (Det.NUMBER, Det.EXACTLY):
        return found >= cards.count
    return found >= 1


@dataclass(frozen=True, slots=True)
class YouHave(Condition):
    """ "you have a character named Gaston in play", "you have no cards in your hand",
    "you have 2 or more other characters in play"."""

    cards: _Cards
    PHRASES = (Phrase("you have {cards}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        mine = [c for c in self.cards.cards(facts) if c.owner == facts.controller]
        return _enough(self.cards, len(mine))


@dataclass(frozen=True, slots=True)
class OpponentHas(Condition):
    """ "an opponent has no cards in their hand", "one or more opponents have no cards in
    their hands" (in a two-player game, the opponent)."""

    cards: _Cards
    some: bool = False
    PHRASES = (
        Phrase("one or more opponents have {cards}", some=True),
        Phrase("an opponent has {cards}"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        them = 1 - facts.controller
        zone = self.cards.zone
        pool = facts.in_play() if zone is Zone.PLAY else facts.cards(them, zone)
        found = [c for c in pool if c.owner == them and _plain(self.cards)(facts, c)]
        return _enough(self.cards, len(found))


def _plain(cards: _Cards) -> Predicate:
    # The description without its place words (the place is the opponent's, said by the
    # phrase): kind, state and the rest.
    return replace(cards, having=tuple(h for h in cards.having if not isinstance(h, In)))


@dataclass(frozen=True, slots=True)
class IsState(Condition):
    """ "this character is exerted", "she is damaged"."""

    state: State
    target: Target = This()
    PHRASES = (Phrase("{target:subject} {is|are} {state:state}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        cards = self.target.cards(facts)
        return bool(cards) and all(_state_matches(self.state, c) for c in cards)


@dataclass(frozen=True, slots=True)
class HasNoDamage(Condition):
    """ "this character has no damage"."""

    target: Target = This()
    PHRASES = (Phrase("{target:subject} {has|have} no damage"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        cards = self.target.cards(facts)
        return bool(cards) and all(c.damage == 0 for c in cards)


@dataclass(frozen=True, slots=True)
class HasStatAtLeast(Condition):
    """ "this character has 10 ¤ or more"."""

    stat: Stat
    amount: int
    target: Target = This()
    PHRASES = (Phrase("{target:subject} {has|have} {amount} {stat:stat} or more"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        from illumineer.engine.abilities.amounts import StatOf

        return StatOf(self.stat, self.target).value(facts, card) >= self.amount


@dataclass(frozen=True, slots=True)
class YourTurn(Condition):
    """ "during your turn"."""

    PHRASES = (Phrase("it's your turn"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return facts.active == facts.controller


@dataclass(frozen=True, slots=True)
class PlayedThisTurn(Condition):
    """ "you played a song this turn", "you played another character this turn": cards you
    played this turn that the description names (the card asking counts itself only where
    the text does not say "another")."""

    cards: _Cards
    PHRASES = (Phrase("you played {cards} this turn"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        found = [c for c in facts.played_cards(facts.controller) if self.cards.matches(facts, c)]
        return _enough(self.cards, len(found))


@dataclass(frozen=True, slots=True)
class UsedShift(Condition):
    """ "you used Shift to play this character": it entered play on top of another card
    (8.10.4), which lies under it."""

    target: Target = This()
    PHRASES = (Phrase("you used Shift to play {target}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        cards = self.target.cards(facts)
        return bool(cards) and all(c.under for c in cards)


@dataclass(frozen=True, slots=True)
class MoreCardsInHand(Condition):
    """ "an opponent has more cards in their hand than you"."""

    PHRASES = (Phrase("an opponent has more cards in their hand than you"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        mine = len(facts.cards(facts.controller, Zone.HAND))
        return len(facts.cards(1 - facts.controller, Zone.HAND)) > mine


@dataclass(frozen=True, slots=True)
class BeingChallenged(Condition):
    """ "being challenged": this card is the challenged one of the challenge under way."""

    PHRASES = (Phrase("being challenged"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        challenge = facts.challenge()
        return challenge is not None and challenge[1] == facts.source


@dataclass(frozen=True, slots=True)
class TookDamage(Condition):
    """ "an opposing character took damage this turn"."""

    cards: _Cards
    PHRASES = (Phrase("{cards} took damage this turn"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        if self.cards.owner is Owner.OPPOSING:
            return facts.damaged_this_turn(1 - facts.controller)
        return facts.damaged_this_turn(facts.controller)


@dataclass(frozen=True, slots=True)
class Quested(Condition):
    """ "a character quested this turn": a character the description names quested."""

    cards: _Cards
    PHRASES = (Phrase("{cards} quested this turn"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        found = [c for c in facts.quested_cards() if self.cards.matches(facts, c)]
        return _enough(self.cards, len(found))


@dataclass(frozen=True, slots=True)
class ChosenIs(Condition):
    """ "a Villain character is chosen", "the chosen character is named Pain": the card
    chosen earlier in the effect is one the description names."""

    cards: _Cards
    PHRASES = (Phrase("{cards} is chosen"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return any(self.cards.matches(facts, facts.card(i)) for i in facts.chosen)


@dataclass(frozen=True, slots=True)
class ChosenNamed(Condition):
    """ "the chosen character is named Pain"."""

    name: str
    PHRASES = (Phrase("the chosen character is named {name:name}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return any(facts.card(i).definition.has_name(self.name) for i in facts.chosen)


@dataclass(frozen=True, slots=True)
class ChosenHasDamage(Condition):
    """ "that character has damage": the card chosen earlier has damage."""

    PHRASES = (Phrase("that character has damage"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return any(facts.card(i).damage > 0 for i in facts.chosen)


@dataclass(frozen=True, slots=True)
class LookedIs(Condition):
    """ "it's a character card": the card looked at or revealed is one the description
    names."""

    cards: _Cards
    PHRASES = (Phrase("it's {cards}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return any(self.cards.matches(facts, facts.card(i)) for i in facts.looked)


@dataclass(frozen=True, slots=True)
class Not(Condition):
    """The opposite of a condition (said by the words around it: "unless")."""

    condition: Condition

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return not self.condition(facts, card)


rule(Rule("state", lambda value: isinstance(value, State),
          lambda value, speaker: [STATES[value]]))  # fmt: skip
phrase_rule("condition", "condition", "PHRASES")


# ---------------------------------------------------------------------- why a card fails


def why_not(condition: Predicate, facts: Facts, card: CardView) -> Why | None:
    """Why `card` fails `condition` (None when it does not fail, or cannot say)."""
    if condition(facts, card):
        return None
    if isinstance(condition, _Cards):
        return _why_not_cards(condition, facts, card)
    return None


def _why_not_cards(cards: _Cards, facts: Facts, card: CardView) -> Why | None:
    if not _kind_matches(cards.kinds, card):
        causes = tuple(_not_kind(kind, card) for kind in cards.kinds)
        if len(causes) == 1:
            return causes[0]
        return Why(Because.NONE_OF, (card.id,), causes=causes)
    if cards.owner is Owner.YOURS and card.owner != facts.controller:
        return Why(Because.NOT_YOURS, (card.id,))
    if cards.owner is Owner.OPPOSING and card.owner == facts.controller:
        return Why(Because.NOT_OPPONENTS, (card.id,))
    if cards.other and card.id == facts.source:
        return Why(Because.ITSELF, (card.id,))
    if cards.state is not None and not _state_matches(cards.state, card):
        return Why(_STATE_CAUSE[cards.state], (card.id,))
    if cards.classes and not any(facts.classified(card, c) for c in cards.classes):
        return Why(Because.NOT_CLASSIFIED, (card.id,), words=(cards.classes[0],))
    for test in cards.having:
        if not test.test(facts, card):
            return _why_not_having(test, facts, card)
    return None


def _not_kind(kind: Kind, card: CardView) -> Why:
    if kind is Kind.SONG:
        return Why(Because.NOT_SONG, (card.id,))
    return Why(Because.NOT_TYPE, (card.id,), (int(_TYPES.get(kind, CardType.CHARACTER)),))


_TYPES = {Kind.CHARACTER: CardType.CHARACTER, Kind.ITEM: CardType.ITEM,
          Kind.LOCATION: CardType.LOCATION, Kind.ACTION: CardType.ACTION}  # fmt: skip
_STATE_CAUSE = {State.DAMAGED: Because.NOT_DAMAGED, State.EXERTED: Because.NOT_EXERTED,
                State.UNDAMAGED: Because.NOT_ALLOWED, State.READY: Because.NOT_ALLOWED}  # fmt: skip


def _why_not_having(test: object, facts: Facts, card: CardView) -> Why | None:
    if isinstance(test, CostAtMost):
        return Why(Because.COST_ABOVE, (card.id,), (card.definition.cost, test.amount))
    if isinstance(test, CostAtLeast):
        return Why(Because.COST_BELOW, (card.id,), (card.definition.cost, test.amount))
    if isinstance(test, StrengthAtMost | StrengthAtLeast):
        if not card.is_character:
            return Why(Because.NOT_TYPE, (card.id,), (int(CardType.CHARACTER),))
        above = isinstance(test, StrengthAtMost)
        word = Because.STRENGTH_ABOVE if above else Because.STRENGTH_BELOW
        return Why(word, (card.id,), (facts.strength(card), test.amount))
    if isinstance(test, Named):
        return Why(Because.NOT_NAMED, (card.id,), words=(test.name,))
    if isinstance(test, WithKeyword):
        return Why(Because.LACKS_KEYWORD, (card.id,), (int(test.keyword),))
    return None


__all__ = [
    "BeingChallenged",
    "ChosenHasDamage",
    "ChosenIs",
    "ChosenNamed",
    "HasNoDamage",
    "HasStatAtLeast",
    "IsState",
    "LookedIs",
    "MoreCardsInHand",
    "Not",
    "OpponentHas",
    "PlayedThisTurn",
    "Quested",
    "TookDamage",
    "UsedShift",
    "YouHave",
    "YourTurn",
    "why_not",
]


# ---------------------------------------------------------------------- the turn so far


@dataclass(frozen=True, slots=True)
class FirstTurnSecondPlayer(Condition):
    """ "this is your first turn and you're not the first player" (Underdog)."""

    PHRASES = (Phrase("this is your first turn and you're not the first player"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return (facts.active == facts.controller != facts.first_player
                and facts.turn == 2)  # fmt: skip


@dataclass(frozen=True, slots=True)
class InPlay(Condition):
    """ "a Princess or Queen character is in play", "an opposing damaged character is in
    play": anyone's."""

    cards: _Cards
    PHRASES = (Phrase("{cards} is in play"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return any(self.cards.matches(facts, c) for c in facts.in_play())


@dataclass(frozen=True, slots=True)
class WasBanished(Condition):
    """ "a character was banished this turn", "one of your Toy characters was banished this
    turn", "a character was banished in a challenge this turn"."""

    cards: _Cards
    in_a_challenge: bool = False
    PHRASES = (
        Phrase("{cards} was banished in a challenge this turn", in_a_challenge=True),
        Phrase("{cards} was banished this turn"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return any(self.cards.matches(facts, gone) and (fought or not self.in_a_challenge)
                   for gone, fought in facts.banished_this_turn())  # fmt: skip


@dataclass(frozen=True, slots=True)
class Challenged(Condition):
    """ "a character of yours challenged this turn", "none of your characters challenged
    this turn" (a description counting none)."""

    cards: _Cards
    PHRASES = (Phrase("{cards} challenged this turn"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        found = sum(1 for c in facts.challengers_this_turn() if self.cards.matches(facts, c))
        return _enough(self.cards, found)


@dataclass(frozen=True, slots=True)
class YouvePlayed(Condition):
    """ "you've played a song this turn", "you've played 2 or more cards this turn"."""

    cards: _Cards
    PHRASES = (Phrase("you've played {cards} this turn"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        found = [c for c in facts.played_cards(facts.controller) if self.cards.matches(facts, c)]
        return _enough(self.cards, len(found))


@unique
class Compared(IntEnum):
    """What an opponent has more of than you, or none of."""

    MORE_LORE = 0  # "an opponent has more lore than you"
    NO_LORE = 1  # "an opponent has 0 lore"
    MORE_CHARACTERS = 2  # "an opponent has more characters in play than you"


register_enum(Compared)


@dataclass(frozen=True, slots=True)
class OpponentCompared(Condition):
    """ "an opponent has more lore than you", "an opponent has 0 lore", "an opponent has
    more characters in play than you"."""

    what: Compared
    PHRASES = (
        Phrase("an opponent has more lore than you", what=Compared.MORE_LORE),
        Phrase("an opponent has 0 lore", what=Compared.NO_LORE),
        Phrase("an opponent has more characters in play than you",
               what=Compared.MORE_CHARACTERS),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        me, them = facts.controller, 1 - facts.controller
        if self.what is Compared.MORE_LORE:
            return facts.lore(them) > facts.lore(me)
        if self.what is Compared.NO_LORE:
            return facts.lore(them) == 0
        mine = sum(1 for c in facts.cards(me, Zone.PLAY) if c.is_character)
        theirs = sum(1 for c in facts.cards(them, Zone.PLAY) if c.is_character)
        return theirs > mine


@dataclass(frozen=True, slots=True)
class HasDamage(Condition):
    """ "this character has damage"."""

    target: Target = This()
    PHRASES = (Phrase("{target:subject} {has|have} damage"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return any(c.damage > 0 for c in self.target.cards(facts))


@dataclass(frozen=True, slots=True)
class OpponentsTurn(Condition):
    """ "during an opponent's turn" and its kin (said by the ability around it)."""

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return facts.active != facts.controller


__all__ += ["Challenged", "Compared", "FirstTurnSecondPlayer", "HasDamage", "InPlay",
            "OpponentCompared", "OpponentsTurn", "WasBanished", "YouvePlayed"]  # fmt: skip
