"""Targets that refer back: "this character", "that character", "them", "it".

Printed text names a card once and then refers back to it: the ability's own card ("this
character", "he", "her"), the card the triggering event happened to ("that character",
"they"), the cards chosen earlier in the effect ("them", "it"), the cards looked at ("the
rest"). Each reference is a word holding how it is said (`Pronoun`); the card-text
compiler decides what a pronoun refers to, so a definition says exactly what the card says.

Subject and object forms differ ("they" / "them"): the slot rule says which (`subject`,
`target`), and descriptions (`Cards`) are said the same in both places.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(This()), english(Them(Pronoun.THEY))
('this character', 'them')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import IntEnum, unique
from typing import ClassVar

from illumineer.engine.abilities.core import CardView, Facts, Target
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Rule, Speaker, rule, say
from illumineer.engine.abilities.words import register_enum
from illumineer.engine.vocabulary import EventKind, Zone


@unique
class Pronoun(IntEnum):
    """How a reference is said: by a noun phrase (`NOUN`) or by a pronoun."""

    NOUN = 0  # "this character", "that character", "the chosen character"
    THEY = 1  # they / them
    HE = 2  # he / him
    SHE = 3  # she / her
    IT = 4  # it / it
    CARD = 5  # "this card", "that card"
    ITEM = 6  # "that item"
    LOCATION = 7  # "that location"
    CHOSEN = 8  # "the chosen character"
    REST = 9  # "the rest"
    UNSAID = 10  # not said at all: "deal 5 damage instead" (to the same card)
    THOSE = 11  # "those characters": the cards an instruction before named
    ACTION = 200  # "this action" (an action's own card, wherever it is: Next Stop, Olympus)


register_enum(Pronoun)

#: Each pronoun's subject and object forms.
FORMS: dict[Pronoun, tuple[str, str]] = {
    Pronoun.THEY: ("they", "them"),
    Pronoun.HE: ("he", "him"),
    Pronoun.SHE: ("she", "her"),
    Pronoun.IT: ("it", "it"),
}
#: The noun a "this" or "that" reference names, by form.
NOUNS: dict[Pronoun, str] = {
    Pronoun.CARD: "card",
    Pronoun.ITEM: "item",
    Pronoun.LOCATION: "location",
}


class Reference(Target):
    """A target that refers back to a card named before (see the module's notes)."""

    __slots__ = ()
    CATEGORY: ClassVar[str] = "reference"

    @property
    def form(self) -> Pronoun:
        raise NotImplementedError

    def words(self, speaker: Speaker, subject: bool) -> list[str]:
        """How the reference is said, in subject or object position (an unsaid one is
        never asked: no target rule takes it)."""
        if self.form in FORMS:
            return [FORMS[self.form][0 if subject else 1]]
        return self.noun(speaker)

    def noun(self, speaker: Speaker) -> list[str]:
        raise NotImplementedError

    @property
    def plural(self) -> bool:
        return self.form is Pronoun.THEY or self.form is Pronoun.THOSE


def _in(facts: Facts, card_id: int, zone: Zone | None) -> list[CardView]:
    if card_id < 0:
        return []
    card = facts.card(card_id)
    return [card] if zone is None or card.zone is zone else []


@dataclass(frozen=True, slots=True)
class This(Reference):
    """The ability's own card: "this character" (in play), "this card" (wherever it is)."""

    form: Pronoun = Pronoun.NOUN

    def noun(self, speaker: Speaker) -> list[str]:
        if self.form is Pronoun.CARD:
            return ["this", "card"]
        if self.form is Pronoun.ACTION:
            return ["this", "action"]
        return speaker.this.split()

    def cards(self, facts: Facts) -> Sequence[CardView]:
        if self.form is Pronoun.CARD or self.form is Pronoun.ACTION:
            return _in(facts, facts.source, None)
        if facts.card(facts.source).zone is Zone.UNDER:  # a shifted card's base: the character
            return [c for c in facts.in_play() if facts.source in c.under]  # is the stack's top
        return _in(facts, facts.source, Zone.PLAY)


@dataclass(frozen=True, slots=True)
class That(Reference):
    """The card the triggering event happened to: "that character", "they" (in play);
    "that card" (wherever it went)."""

    form: Pronoun = Pronoun.NOUN

    def noun(self, speaker: Speaker) -> list[str]:
        return ["that", NOUNS.get(self.form, "character")]

    def cards(self, facts: Facts) -> Sequence[CardView]:
        event = facts.event
        if event is None:
            return []
        return _in(facts, event.card, None if self.form is Pronoun.CARD else Zone.PLAY)


@dataclass(frozen=True, slots=True)
class Them(Reference):
    """The cards chosen earlier in this effect: "them", "it", "that character". `zone` is
    where they were chosen (they count only while still there, 6.1.11.1); the compiler
    sets it from the choice the reference points back to."""

    form: Pronoun = Pronoun.THEY
    zone: Zone = field(default=Zone.PLAY, metadata={"said_by": "reference"})

    def noun(self, speaker: Speaker) -> list[str]:
        if self.form is Pronoun.CHOSEN:
            return ["the", "chosen", "character"]
        return ["that", NOUNS.get(self.form, "character")]

    def cards(self, facts: Facts) -> Sequence[CardView]:
        return [card for i in facts.chosen if (card := facts.card(i)).zone is self.zone]


@dataclass(frozen=True, slots=True)
class Those(Reference):
    """ "They", said of cards an instruction before named without choosing them ("ready
    your other Princess characters. They can't quest ..."): the same description, read
    again (the compiler keeps it; it is not said)."""

    form: Pronoun = Pronoun.THEY
    cards_named: Cards = field(default=Cards(), metadata={"said_by": "reference"})

    def noun(self, speaker: Speaker) -> list[str]:
        return ["those", "characters"]

    def cards(self, facts: Facts) -> Sequence[CardView]:
        return self.cards_named.cards(facts)


@dataclass(frozen=True, slots=True)
class Challenger(Reference):
    """The other card of a challenge the event is about: "the challenging character"
    (for a challenged card), "the challenged character" (for a challenger)."""

    challenging: bool = True

    @property
    def form(self) -> Pronoun:
        return Pronoun.NOUN

    def noun(self, speaker: Speaker) -> list[str]:
        return ["the", "challenging" if self.challenging else "challenged", "character"]

    def cards(self, facts: Facts) -> Sequence[CardView]:
        event = facts.event
        if event is None:
            return []
        # "Whenever an opposing character challenges, ... the challenging character": the
        # card the challenge event is about is itself the one named.
        own = EventKind.CHALLENGE if self.challenging else EventKind.CHALLENGED
        return _in(facts, event.card if event.kind is own else event.other, Zone.PLAY)


@dataclass(frozen=True, slots=True)
class Looked(Reference):
    """The cards looked at and not yet put anywhere ("the rest", "it"), top first."""

    form: Pronoun = Pronoun.IT

    def noun(self, speaker: Speaker) -> list[str]:
        if self.form is Pronoun.REST:
            return ["the", "rest"]
        return ["that", NOUNS.get(self.form, "character")]

    def cards(self, facts: Facts) -> Sequence[CardView]:
        return [facts.card(i) for i in facts.looked]


def _say(subject: bool) -> object:
    def render(value: Target, speaker: Speaker) -> list[str]:
        if isinstance(value, Reference):
            return value.words(speaker, subject)
        return say(value, speaker)

    return render


#: Each pronoun's possessive ("their ¤").
POSSESSIVES: dict[Pronoun, str] = {Pronoun.THEY: "their", Pronoun.HE: "his", Pronoun.SHE: "her",
                                   Pronoun.IT: "its"}  # fmt: skip


def _say_possessive(value: Target, speaker: Speaker) -> list[str]:
    if isinstance(value, Reference) and value.form in POSSESSIVES:
        return [POSSESSIVES[value.form]]
    words = value.noun(speaker) if isinstance(value, Reference) else say(value, speaker)
    plural_s = value.plural and words[-1].endswith("s")  # "your characters' ¤"
    return [*words[:-1], words[-1] + ("'" if plural_s else "'s")]


def _is_target(value: object) -> bool:
    # (an unsaid reference fills no "to {target}": "deal 5 damage instead" has its own phrase)
    return isinstance(value, Cards) or (
        isinstance(value, Reference) and value.form is not Pronoun.UNSAID
    )


rule(Rule("target", _is_target, _say(False), plural=lambda value: value.plural))  # type: ignore[arg-type]
rule(Rule("subject", _is_target, _say(True), plural=lambda value: value.plural,  # type: ignore[arg-type]
          subject=True))  # fmt: skip

rule(Rule("possessive", lambda value: isinstance(value, Reference | Cards), _say_possessive))

__all__ = [
    "FORMS",
    "NOUNS",
    "Challenger",
    "Looked",
    "Pronoun",
    "Reference",
    "That",
    "Them",
    "This",
    "Those",
]  # fmt: skip
