"""Card descriptions: "chosen opposing character with 3 ¤ or less", "your other Princess
characters", "a character card from your discard".

One word, `Cards`, describes cards the way printed text does: a determiner (chosen, each,
all, a...), whether they are another card than this one, whose they are, a state
(damaged, exerted), classifications, a kind (character, item...), and what follows the
noun (`Having` words: "with cost 3 or less", "named Gaston", "from your discard"). The
same word is a condition on a card (it is called with the facts and the card, like every
`Predicate`), the cards an instruction acts on (a target: "each opposing character"), and
the cards a choice may pick ("chosen character"). It says itself (`say_cards`); the card-text
grammar reads the same tables (`STATES`, `KINDS`, `DETERMINERS`).

>>> english(Cards(Det.CHOSEN, owner=Owner.OPPOSING, having=(StrengthAtMost(3),)))
'chosen opposing character with 3 ¤ or less'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum, unique
from typing import ClassVar

from illumineer.engine.abilities.core import CardView, Facts, Target
from illumineer.engine.abilities.phrasing import (
    Phrase,
    Rule,
    Speaker,
    rule,
    say,
)
from illumineer.engine.abilities.words import Word, register_enum
from illumineer.engine.vocabulary import CardType, EventKind, Ink, Keyword, Zone


@unique
class Det(IntEnum):
    """How a description begins, which says whether cards are chosen and how many."""

    A = 0  # "a character", "an item": any one (chosen, where it is an instruction's)
    CHOSEN = 1  # "chosen character"
    EACH = 2  # "each opposing character": all of them, one by one in words
    ALL = 3  # "all opposing characters"
    PLAIN = 4  # "your characters", "characters with cost 2 or less"
    ONE_OF = 5  # "one of your characters"
    UP_TO = 6  # "up to 2 chosen characters"
    COUNT = 7  # "2 chosen characters"
    ANY = 8  # "any card from your hand"
    ANY_NUMBER = 9  # "any number of cards from your hand"
    NO = 10  # "no cards in your hand" (a count of none)
    NUMBER = 11  # "2 or more items" (a count; `count` says how many)
    THIS_OR_ANOTHER = 12  # "this or another Floodborn character"
    EACH_OF = 13  # "each of your characters"
    ONE = 14  # "one" (of the cards looked at: "put one into your hand")
    BARE = 15  # "other Villain character you have in play" (after "for each")
    NONE_OF = 16  # "none of your characters"
    EXACTLY = 17  # "4 items named ..." (a count said without "or more")
    UP_TO_OF = 18  # "up to 2 of your characters" (chosen as it resolves, not "chosen")


@unique
class Owner(IntEnum):
    """Whose cards a description names, from the ability's controller."""

    ANY = 0
    YOURS = 1
    OPPOSING = 2  # "opposing": an opponent's


@unique
class State(IntEnum):
    """A state said before the noun."""

    DAMAGED = 0
    UNDAMAGED = 1
    EXERTED = 2
    READY = 3


@unique
class Kind(IntEnum):
    """The noun of a description."""

    CARD = 0
    CHARACTER = 1
    ITEM = 2
    LOCATION = 3
    ACTION = 4
    SONG = 5
    NON_CHARACTER = 6  # "a non-character card": an action, an item or a location


@unique
class Wording(IntEnum):
    """A rarer word order some cards print, said as they print it."""

    USUAL = 0
    STATE_FIRST = 1  # "damaged opposing character"
    OTHER_FIRST = 2  # "another 2 chosen characters"
    AND_CLASSES = 3  # "your Prince, Princess, King, and Queen characters"
    THIS_CHARACTER = 4  # "this character or another Seven Dwarfs character"
    AND_KINDS = 5  # "your characters and locations" (cards of either kind)
    AND_OR_KINDS = 6  # "up to 3 chosen characters and/or locations"
    UP_TO_BARE = 200  # "up to 2 character cards" (Det.UP_TO_OF said without "of your")
    AND_EACH = 201  # "each opposing character with Evasive and each opposing location with ..."
    YOUR_FIRST = 220  # "any number of your characters"


register_enum(Det, Owner, State, Kind, Zone, CardType, Keyword, Wording, Ink)

#: The words of each state, before the noun.
STATES: dict[State, str] = {
    State.DAMAGED: "damaged",
    State.UNDAMAGED: "undamaged",
    State.EXERTED: "exerted",
    State.READY: "ready",
}
#: Each kind's noun, singular and plural.
KINDS: dict[Kind, tuple[str, str]] = {
    Kind.CARD: ("card", "cards"),
    Kind.CHARACTER: ("character", "characters"),
    Kind.ITEM: ("item", "items"),
    Kind.LOCATION: ("location", "locations"),
    Kind.ACTION: ("action", "actions"),
    Kind.SONG: ("song", "songs"),
    Kind.NON_CHARACTER: ("non-character", "non-characters"),
}
#: Determiners said as plain words before the rest (the others are said by `say_cards`).
DETERMINERS: dict[Det, str] = {
    Det.CHOSEN: "chosen",
    Det.EACH: "each",
    Det.ALL: "all",
    Det.ANY: "any",
    Det.ANY_NUMBER: "any number of",
    Det.NO: "no",
    Det.EACH_OF: "each of",
}
#: Determiners that name several cards (their verbs agree in the plural).
PLURAL_DETS = frozenset({Det.ALL, Det.PLAIN, Det.UP_TO, Det.COUNT, Det.ANY_NUMBER, Det.NO,
                         Det.NUMBER, Det.EXACTLY, Det.UP_TO_OF})  # fmt: skip
#: Determiners after which the noun is plural ("one of your characters" is one card).
PLURAL_NOUN_DETS = PLURAL_DETS | {Det.ONE_OF, Det.EACH_OF, Det.NONE_OF}
#: Determiners that make a choice where an instruction acts on the cards.
CHOICE_DETS = frozenset({Det.A, Det.CHOSEN, Det.ONE_OF, Det.UP_TO, Det.COUNT, Det.ANY,
                         Det.ANY_NUMBER, Det.ONE, Det.UP_TO_OF})  # fmt: skip


# ---------------------------------------------------------------------- what follows the noun


class Having(Word):
    """What follows the noun: a test of the card ("with cost 3 or less", "named Gaston")."""

    __slots__ = ()
    CATEGORY: ClassVar[str] = "having"

    def test(self, facts: Facts, card: CardView) -> bool:
        raise NotImplementedError

    #: The zone the cards are in, where the words say it ("from your discard").
    zone: ClassVar[Zone | None] = None


@dataclass(frozen=True, slots=True)
class CostAtMost(Having):
    amount: int
    PHRASES = (Phrase("with cost {amount} or less"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return card.definition.cost <= self.amount


@dataclass(frozen=True, slots=True)
class CostAtLeast(Having):
    amount: int
    PHRASES = (Phrase("with cost {amount} or more"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return card.definition.cost >= self.amount


@dataclass(frozen=True, slots=True)
class CostExactly(Having):
    amount: int
    PHRASES = (Phrase("with cost {amount}"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return card.definition.cost == self.amount


@dataclass(frozen=True, slots=True)
class StrengthAtMost(Having):
    amount: int
    PHRASES = (Phrase("with {amount} ¤ or less"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return card.is_character and facts.strength(card) <= self.amount


@dataclass(frozen=True, slots=True)
class StrengthAtLeast(Having):
    amount: int
    PHRASES = (Phrase("with {amount} ¤ or more"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return card.is_character and facts.strength(card) >= self.amount


@dataclass(frozen=True, slots=True)
class WillpowerAtLeast(Having):
    amount: int
    PHRASES = (Phrase("with {amount} ⛉ or more"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return card.is_character and facts.willpower(card) >= self.amount


@dataclass(frozen=True, slots=True)
class WillpowerAtMost(Having):
    amount: int
    PHRASES = (Phrase("with {amount} ⛉ or less"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return card.is_character and facts.willpower(card) <= self.amount


@dataclass(frozen=True, slots=True)
class LoreAtLeast(Having):
    amount: int
    PHRASES = (Phrase("with {amount} ◊ or more"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return card.is_character and facts.lore_value(card) >= self.amount


@dataclass(frozen=True, slots=True)
class WithKeyword(Having):
    """ "with Evasive": has the keyword now, printed or given (a card out of play has only
    its printed keywords)."""

    keyword: Keyword
    PHRASES = (Phrase("with {keyword:keyword}"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        if card.zone is Zone.PLAY:
            return facts.has_keyword(card, self.keyword)
        return self.keyword in card.definition.keyword_set


@dataclass(frozen=True, slots=True)
class Named(Having):
    """ "named Gaston", "named Woody or Jessie" (5.2.6: a card named "A & B" has both
    names)."""

    name: str
    or_name: str | None = None
    PHRASES = (
        Phrase("named {name:name} or {or_name:name}"),
        Phrase("named {name:name}"),
    )

    def test(self, facts: Facts, card: CardView) -> bool:
        definition = card.definition
        return definition.has_name(self.name) or (
            self.or_name is not None and definition.has_name(self.or_name)
        )


@dataclass(frozen=True, slots=True)
class NotNamed(Having):
    """ "not named Mor'du"."""

    name: str
    PHRASES = (Phrase("not named {name:name}"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return not card.definition.has_name(self.name)


@dataclass(frozen=True, slots=True)
class EitherHaving(Having):
    """ "with cost 3 or less or named Pocahontas": one test or the other."""

    first: Having
    second: Having
    PHRASES = (Phrase("{first} or {second}"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return self.first.test(facts, card) or self.second.test(facts, card)


@dataclass(frozen=True, slots=True)
class WithCardUnder(Having):
    """ "with a card under them" (a card lies under it, 5.1.1.5)."""

    PHRASES = (Phrase("with a card under them"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return bool(card.under)


@dataclass(frozen=True, slots=True)
class WithDamage(Having):
    """ "with damage": at least 1 damage counter."""

    PHRASES = (Phrase("with damage"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return card.damage > 0


@dataclass(frozen=True, slots=True)
class NotASong(Having):
    """ "that isn't a song"."""

    PHRASES = (Phrase("that isn't a song"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return not card.definition.is_song


@dataclass(frozen=True, slots=True)
class ChallengedThisTurn(Having):
    """ "who was challenged this turn"."""

    PHRASES = (Phrase("who was challenged this turn"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return facts.challenged_this_turn(card)


@dataclass(frozen=True, slots=True)
class SameCostOrLess(Having):
    """ "with the same cost or less": as a card chosen earlier in the effect."""

    PHRASES = (Phrase("with the same cost or less"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        costs = [facts.card(i).definition.cost for i in facts.chosen]
        return bool(costs) and card.definition.cost <= max(costs)


@dataclass(frozen=True, slots=True)
class Here(Having):
    """ "here": at this location (said by a location of characters at it)."""

    PHRASES = (Phrase("here"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return card.location == facts.source


@dataclass(frozen=True, slots=True)
class AtALocation(Having):
    PHRASES = (Phrase("at a location"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        return card.location is not None


@unique
class Place(IntEnum):
    """Where cards are, as the text says it."""

    FROM_YOUR_DISCARD = 0
    IN_YOUR_DISCARD = 1
    FROM_YOUR_HAND = 2
    IN_YOUR_HAND = 3
    IN_YOUR_INKWELL = 4
    IN_PLAY = 5  # "in play": anyone's ("you have ... in play" says yours)
    YOU_HAVE_IN_PLAY = 6
    IN_THEIR_HAND = 7  # the hand of the player the sentence is about
    IN_THEIR_HANDS = 8
    OPPONENTS_HAVE_IN_PLAY = 9
    FROM_ANY_DISCARD = 10
    FROM_CHOSEN_PLAYERS_DISCARD = 11  # a card chosen from it: the player, then the card
    IN_THEIR_DISCARD = 260  # the discard of the player the sentence is about


register_enum(Place)

#: Places whose owner the sentence says, not "your".
THEIRS = frozenset({Place.IN_THEIR_HAND, Place.IN_THEIR_HANDS, Place.FROM_ANY_DISCARD,
                    Place.FROM_CHOSEN_PLAYERS_DISCARD, Place.IN_THEIR_DISCARD})  # fmt: skip

#: Each place's words, its zone, and whether it is the controller's own zone.
PLACES: dict[Place, tuple[str, Zone]] = {
    Place.IN_THEIR_HAND: ("in their hand", Zone.HAND),
    Place.IN_THEIR_HANDS: ("in their hands", Zone.HAND),
    Place.OPPONENTS_HAVE_IN_PLAY: ("opponents have in play", Zone.PLAY),
    Place.FROM_ANY_DISCARD: ("from any discard", Zone.DISCARD),
    Place.FROM_CHOSEN_PLAYERS_DISCARD: ("from chosen player's discard", Zone.DISCARD),
    Place.FROM_YOUR_DISCARD: ("from your discard", Zone.DISCARD),
    Place.IN_YOUR_DISCARD: ("in your discard", Zone.DISCARD),
    Place.FROM_YOUR_HAND: ("from your hand", Zone.HAND),
    Place.IN_YOUR_HAND: ("in your hand", Zone.HAND),
    Place.IN_YOUR_INKWELL: ("in your inkwell", Zone.INKWELL),
    Place.IN_PLAY: ("in play", Zone.PLAY),
    Place.YOU_HAVE_IN_PLAY: ("you have in play", Zone.PLAY),
    Place.IN_THEIR_DISCARD: ("in their discard", Zone.DISCARD),
}


@dataclass(frozen=True, slots=True)
class In(Having):
    """ "from your discard", "in your hand": the cards are in that zone of yours."""

    place: Place
    PHRASES = (Phrase("{place:place}"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        zone = PLACES[self.place][1]
        if card.zone is not zone:
            return False
        if self.place is Place.FROM_CHOSEN_PLAYERS_DISCARD and facts.chosen:
            # "up to 2 cards from chosen player's discard": one player's, the first card's
            first = facts.card(facts.chosen[0])
            return first.zone is not Zone.DISCARD or first.owner == card.owner
        if self.place in THEIRS:
            return True  # whose is said by the sentence (an opponent's hand, any discard)
        if self.place is Place.OPPONENTS_HAVE_IN_PLAY:
            return card.owner != facts.controller
        if self.place is Place.IN_PLAY:
            return True  # anyone's: "for each exerted character in play" ("you have" says whose)
        return card.owner == facts.controller

    @property
    def where(self) -> Zone:
        return PLACES[self.place][1]


# ---------------------------------------------------------------------- the description


@dataclass(frozen=True, slots=True)
class Cards(Target):
    """A description of cards (see the module's notes); called as a condition on a card.

    `count` is the N of "up to N chosen", "N chosen" and "N or more"; `card` says "card"
    after the kind ("a character card"); `classes` are any of these classifications.
    """

    det: Det = Det.A
    kinds: tuple[Kind, ...] = (Kind.CHARACTER,)
    owner: Owner = Owner.ANY
    other: bool = False
    state: State | None = None
    classes: tuple[str, ...] = ()
    having: tuple[Having, ...] = ()
    count: int = 1
    card: bool = False
    wording: Wording = Wording.USUAL
    inks: tuple[Ink, ...] = ()  # "your other Sapphire characters"
    excluded: tuple[Kind, ...] = ()  # "a non-character card"
    alternatives: tuple[Cards, ...] = ()  # "... or a song card"
    CATEGORY: ClassVar[str] = "cards"

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return self.matches(facts, card)

    def matches(self, facts: Facts, card: CardView) -> bool:
        """Whether `card` is one of the cards described (wherever it is)."""
        if self.alternatives and any(alt.matches(facts, card) for alt in self.alternatives):
            return True
        if not _kind_matches(self.kinds, card):
            return False
        if self.owner is Owner.YOURS and card.owner != facts.controller:
            return False
        if self.owner is Owner.OPPOSING and card.owner == facts.controller:
            return False
        if self.other and (card.id == facts.source or card.id in facts.chosen
                           or _damaged_by_source(facts, card.id)):  # fmt: skip
            return False
        if self.state is not None and not _state_matches(self.state, card):
            return False
        if self.classes and not any(facts.classified(card, c) for c in self.classes):
            return False
        if self.inks and not any(ink in card.definition.inks for ink in self.inks):
            return False
        if self.excluded and _kind_matches(self.excluded, card):
            return False
        return all(test.test(facts, card) for test in self.having)

    @property
    def zone(self) -> Zone:
        """Where the cards are: the zone a place word names, else in play."""
        return self.place_zone or Zone.PLAY

    @property
    def place_zone(self) -> Zone | None:
        """The zone a place word names ("from your discard"), if the description has one."""
        for test in self.having:
            if isinstance(test, In):
                return test.where
        return None

    @property
    def chooses(self) -> bool:
        """Whether an instruction acting on these cards first chooses them."""
        return self.det in CHOICE_DETS

    @property
    def plural(self) -> bool:
        return self.det in PLURAL_DETS or (self.det is Det.CHOSEN and self.count > 1)

    def cards(self, facts: Facts) -> Sequence[CardView]:
        """Every card described, where the description looks (in play unless a place word
        says otherwise): the cards "each", "all" and plain plurals act on."""
        zone = self.zone
        if zone is Zone.PLAY:
            pool: Sequence[CardView] = list(facts.in_play())
        else:
            pool = facts.cards(facts.controller, zone)
        return [card for card in pool if self.matches(facts, card)]


def _damaged_by_source(facts: Facts, card_id: int) -> bool:
    """Whether the triggering event is the ability's card dealing damage to `card_id` in a
    challenge ("whenever this character deals damage to another character in a challenge,
    deal ... to up to 2 other chosen characters"): "other" then excludes both characters the
    sentence named, as the publisher's Japanese text of Mulan - Elite Archer says it
    (「その２体以外のキャラクター」, the characters other than those two)."""
    event = facts.event
    return (event is not None and event.kind is EventKind.DAMAGE and event.in_challenge
            and event.other == facts.source and event.card == card_id)  # fmt: skip


def _kind_matches(kinds: tuple[Kind, ...], card: CardView) -> bool:
    if not kinds:  # a classification stands as the noun ("chosen Villain of yours")
        return True
    definition = card.definition
    for kind in kinds:
        if kind is Kind.CARD:
            return True
        if kind is Kind.CHARACTER and card.is_character:
            return True
        if kind is Kind.ITEM and definition.card_type is CardType.ITEM:
            return True
        if kind is Kind.LOCATION and card.is_location:
            return True
        if kind is Kind.ACTION and definition.card_type is CardType.ACTION:
            return True
        if kind is Kind.SONG and definition.is_song:
            return True
        if kind is Kind.NON_CHARACTER and not card.is_character:
            return True
    return False


def _state_matches(state: State, card: CardView) -> bool:
    if state is State.DAMAGED:
        return card.damage > 0
    if state is State.UNDAMAGED:
        return card.damage == 0
    if state is State.EXERTED:
        return card.exerted
    return not card.exerted


# ---------------------------------------------------------------------- saying it


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _either(words: list[str]) -> list[str]:
    """Words joined by "or" as card text lists them: "A or B", "A, B, or C"."""
    if len(words) <= 2:
        return [part for i, word in enumerate(words)
                for part in ([word] if i == 0 else ["or", word])]  # fmt: skip
    out: list[str] = []
    for word in words[:-1]:
        out.extend([word, ","])
    return [*out, "or", words[-1]]


def _noun(cards: Cards, many: bool) -> list[str]:
    """The kinds: "character", "character, item, or location", "character cards"; none
    where a classification stands as the noun."""
    if not cards.kinds:
        return []
    if cards.card:
        return [*_either([KINDS[kind][0] for kind in cards.kinds]), "cards" if many else "card"]
    words = _either([KINDS[kind][1 if many else 0] for kind in cards.kinds])
    joiner = {Wording.AND_KINDS: "and", Wording.AND_OR_KINDS: "and/or"}.get(cards.wording)
    return [joiner if word == "or" and joiner else word for word in words]


def _classes(classes: tuple[str, ...], both: bool = False) -> list[str]:
    words = _either(list(classes))
    return ["and" if w == "or" else w for w in words] if both else words


def say_cards(cards: Cards, speaker: Speaker) -> list[str]:
    """The tokens of a description, as card text says it."""
    many = cards.det in PLURAL_NOUN_DETS or (cards.det is Det.CHOSEN and cards.count > 1)
    body: list[str] = []
    wording = cards.wording
    if cards.owner is Owner.OPPOSING:
        body.append("opposing")
    if cards.state is not None:
        state = STATES[cards.state]
        body.insert(0, state) if wording is Wording.STATE_FIRST else body.append(state)
    body.extend(ink.value for ink in cards.inks)
    body.extend(_classes(cards.classes, wording is Wording.AND_CLASSES))
    body.extend(f"non-{KINDS[kind][0]}" for kind in cards.excluded)
    body.extend(_noun(cards, many))
    after: list[str] = []
    for test in cards.having:
        after.extend(say(test, speaker))
    det = cards.det
    yours = cards.owner is Owner.YOURS
    other = cards.other
    front: list[str]
    if det is Det.ONE:
        return ["one", *after]
    if det is Det.BARE:
        front = ["other"] if other else []
        if yours:
            after = ["of", "yours", *after]
    elif det is Det.A:
        first = "other" if other else body[0]
        front = ["another"] if other else [_article(first)]
        if yours:
            after = ["of", "yours", *after]
    elif det is Det.CHOSEN:
        front = ["another", "chosen"] if other else ["chosen"]
        if yours:
            after = ["of", "yours", *after]
    elif det is Det.COUNT and wording is Wording.OTHER_FIRST:
        front = ["another", str(cards.count), "chosen"]
        if yours:
            after = ["of", "yours", *after]
    elif det is Det.COUNT:
        front = [str(cards.count), *(["other"] if other else []), "chosen"]
        if yours:
            after = ["of", "yours", *after]
    elif det is Det.UP_TO:
        front = ["up", "to", str(cards.count), *(["other"] if other else []), "chosen"]
        if yours:
            after = ["of", "yours", *after]
    elif det is Det.UP_TO_OF and wording is Wording.UP_TO_BARE:
        front = ["up", "to", str(cards.count), *(["other"] if other else [])]
    elif det is Det.UP_TO_OF:
        front = ["up", "to", str(cards.count), "of", *(["your"] if yours else []),
                 *(["other"] if other else [])]
    elif det in (Det.PLAIN, Det.ALL, Det.EACH, Det.ONE_OF, Det.EACH_OF, Det.NONE_OF):
        front = {Det.PLAIN: [], Det.ALL: ["all"], Det.EACH: ["each"], Det.ONE_OF: ["one", "of"],
                 Det.EACH_OF: ["each", "of"], Det.NONE_OF: ["none", "of"]}[det]  # fmt: skip
        if yours:
            front = [*front, "your"]
        if other:
            front = [*front, "other"]
    elif det in (Det.NUMBER, Det.EXACTLY):
        front = [str(cards.count)] if det is Det.EXACTLY else [str(cards.count), "or", "more"]
        if other:
            front.append("other")
        if yours:
            after = ["of", "yours", *after]
    elif det is Det.ANY_NUMBER and wording is Wording.YOUR_FIRST:
        front = ["any", "number", "of", *(["your"] if yours else []),
                 *(["other"] if other else [])]
    elif det is Det.THIS_OR_ANOTHER:
        front = ["this", "character", "or", "another"] if wording is Wording.THIS_CHARACTER \
            else ["this", "or", "another"]
        if yours:
            after = ["of", "yours", *after]
    else:
        front = DETERMINERS[det].split()
        if other:
            front.append("other")
        if yours:
            after = ["of", "yours", *after]
    joiner = "and" if wording is Wording.AND_EACH else "or"  # (both are described)
    for alternative in cards.alternatives:
        after = [*after, joiner, *say_cards(alternative, speaker)]
    return [*front, *body, *after]


def _is_cards(value: object) -> bool:
    return isinstance(value, Cards)


rule(Rule("cards", _is_cards, say_cards, plural=lambda value: value.plural, subject=True))


def _say_keyword(value: Keyword, speaker: Speaker) -> list[str]:
    return value.printed.split()


rule(Rule("keyword", lambda value: isinstance(value, Keyword), _say_keyword))
rule(Rule("name", lambda value: isinstance(value, str) and bool(value),
          lambda value, speaker: [value]))  # fmt: skip
rule(Rule("place", lambda value: isinstance(value, Place),
          lambda value, speaker: PLACES[value][0].split()))  # fmt: skip

__all__ = [
    "CHOICE_DETS",
    "DETERMINERS",
    "KINDS",
    "PLACES",
    "PLURAL_DETS",
    "STATES",
    "AtALocation",
    "Cards",
    "CostAtLeast",
    "CostAtMost",
    "CostExactly",
    "Det",
    "EitherHaving",
    "Having",
    "Here",
    "In",
    "Kind",
    "LoreAtLeast",
    "Named",
    "NotNamed",
    "Owner",
    "Place",
    "State",
    "StrengthAtLeast",
    "StrengthAtMost",
    "WillpowerAtLeast",
    "WillpowerAtMost",
    "WithCardUnder",
    "WithDamage",
    "WithKeyword",
    "Wording",
]
