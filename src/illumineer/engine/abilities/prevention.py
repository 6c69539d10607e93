"""Damage prevention and replacement effects (rule 6.5): "this character can't be dealt
damage", "the first time this character would take damage, she takes no damage instead",
"during challenges, your characters deal damage with their ⛉ instead of their ¤", the
self-replacements of effects ("If that character has damage, deal 5 damage instead",
6.5.6), and "this character may enter play exerted (to ...)" (a replacement applied as the
card is played, as Bodyguard's is, 8.3.2).

The engine's side is `engine/prevention.py` (what a card takes, in order) and the
challenge's Damage step (`engine/rules/challenge.py`).

>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.targets import This
>>> english(CantBeDealtDamage(This()))
"this character can't be dealt damage"
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from illumineer.engine.abilities.ability import Applies, StaticEffect, StaticRule
from illumineer.engine.abilities.choosing import OnCards
from illumineer.engine.abilities.core import (
    Amount,
    CardView,
    Condition,
    Effect,
    Effects,
    Facts,
    Join,
    Predicate,
    Prompt,
    Step,
    Target,
    amount_of,
)
from illumineer.engine.abilities.flow import May, lower
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.steps import RemoveDamage
from illumineer.engine.abilities.targets import Pronoun, Them, This
from illumineer.engine.vocabulary import Duration, Stat
from illumineer.engine.why import Act

# ---------------------------------------------------------------------- conditions


@dataclass(frozen=True, slots=True)
class IsBeingChallenged(Condition):
    """ "he's being challenged", "they're being challenged": the card asked about is the
    challenged card of the challenge under way (4.6.1)."""

    form: Pronoun = Pronoun.HE
    PHRASES = (
        Phrase("he's being challenged", form=Pronoun.HE),
        Phrase("she's being challenged", form=Pronoun.SHE),
        Phrase("they're being challenged", form=Pronoun.THEY),
        Phrase("it's being challenged", form=Pronoun.IT),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        challenge = facts.challenge()
        return challenge is not None and challenge[1] == card.id


@dataclass(frozen=True, slots=True)
class OpponentsTurnWhile(Condition):
    """It is an opponent's turn and `condition` holds: "During an opponent's turn, while this
    character is exerted, ..." (said by the static ability)."""

    condition: Condition

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return facts.active != facts.controller and self.condition(facts, card)


# ---------------------------------------------------------------------- static abilities


@dataclass(frozen=True, slots=True)
class _Unless:
    """A static rule's reach, but not while `unless` holds for the card asked about."""

    applies: Predicate
    unless: Condition

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return self.applies(facts, card) and not self.unless(facts, card)


@dataclass(frozen=True, slots=True)
class CantBeDealtDamage(StaticRule):
    """ "This character can't be dealt damage", "your other Hero characters can't be dealt
    damage unless they're being challenged" (1.2.2: damage dealt to them is not dealt; damage
    put on them still is, 1.9.1)."""

    subject: Target
    unless: Condition | None = None
    PHRASES = (
        Phrase("{subject:subject} can't be dealt damage unless {unless}"),
        Phrase("{subject:subject} can't be dealt damage"),
    )

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        applies: Predicate = Applies(self.subject, condition)
        if self.unless is not None:
            applies = _Unless(applies, self.unless)
        return (StaticEffect(Stat.CANT_BE_DEALT_DAMAGE, applies),)


@dataclass(frozen=True, slots=True)
class FirstDamageShield(StaticRule):
    """ "The first time this character would take damage, she takes no damage instead"
    (6.5): once a turn (6.1.13), the damage the card would take, by any means, is
    replaced by none."""

    subject: Target
    again: Target
    PHRASES = (Phrase("the first time {subject:subject} would take damage, {again:subject} "
                      "{takes|take} no damage instead"),)  # fmt: skip

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return (StaticEffect(Stat.FIRST_DAMAGE_SHIELD, Applies(self.subject, condition)),)


@dataclass(frozen=True, slots=True)
class NoDamageFromChallenges(StaticRule):
    """ "This character takes no damage from challenges": the Damage step deals it none,
    challenging or challenged (4.6.6)."""

    subject: Target
    PHRASES = (Phrase("{subject:subject} {takes|take} no damage from challenges"),)

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        applies = Applies(self.subject, condition)
        return (StaticEffect(Stat.NO_DAMAGE_FROM_CHALLENGES, applies),)


@dataclass(frozen=True, slots=True)
class DamageWithWillpower(StaticRule):
    """ "During challenges, your characters deal damage with their ⛉ instead of their ¤"
    (6.5: the Damage step's amount is replaced, 4.6.6.1)."""

    subject: Target
    PHRASES = (Phrase("during challenges, {subject:subject} {deals|deal} damage with their ⛉ "
                      "instead of their ¤"),)  # fmt: skip

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        applies = Applies(self.subject, condition)
        return (StaticEffect(Stat.DAMAGE_WITH_WILLPOWER, applies),)


@dataclass(frozen=True, slots=True)
class BanishedToInkwell(StaticRule):
    """ "If this character would be banished, put them into your inkwell facedown and
    exerted instead" (6.5): it leaves play for its owner's inkwell, and is not banished
    (6.5.4: "when ... is banished" does not see it)."""

    subject: Target
    again: Target
    PHRASES = (Phrase("if {subject:subject} would be banished, put {again:target} into your "
                      "inkwell facedown and exerted instead"),)  # fmt: skip

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return (StaticEffect(Stat.BANISHED_TO_INKWELL, Applies(self.subject, condition)),)


@dataclass(frozen=True, slots=True)
class EnterExerted(OnCards):
    """The card enters play exerted: Bodyguard's choice (8.3.2) and "may enter play
    exerted"; said by the keyword or the static ability (no card "becomes exerted")."""

    target: Target
    act = Act.EXERT

    def possible(self, fx: Effects) -> bool:
        return any(not card.exerted for card in self.target.cards(fx))

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            fx.enter_exerted(card)
        return None


@dataclass(frozen=True, slots=True)
class MayEnterExerted(StaticRule):
    """ "This character may enter play exerted (to give chosen character Challenger +3 this
    turn)": asked as the card is played (engine/playing.py); what follows "to" happens only
    if it does (6.1.5.1)."""

    then: Effect = ()
    subject: Target = This()
    PHRASES = (
        Phrase("{subject:subject} may enter play exerted to {then:steps}"),
        Phrase("{subject:subject} may enter play exerted", then=()),
    )

    @property
    def steps(self) -> Effect:
        """What the engine runs as the card enters: the "may", then what it is for."""
        body = () if not self.then else (replace(self.then[0], join=Join.TO), *self.then[1:])
        return lower((May((EnterExerted(self.subject), *body)),))

    def effects(self, condition: Condition | None) -> tuple[StaticEffect, ...]:
        return ()  # read as the card is played, not as a value


# ---------------------------------------------------------------------- instructions


@dataclass(frozen=True, slots=True)
class NextDamageShield(OnCards):
    """ "Until the start of your next turn, the next time they would be dealt damage they
    take no damage instead" (6.5): a shield, used up by the next damage dealt to the card
    (identical shields go together, 6.5.8)."""

    target: Target
    again: Target
    act = Act.MODIFY
    PHRASES = (Phrase("until the start of your next turn, the next time {target:subject} "
                      "would be dealt damage {again:subject} {takes|take} no damage instead"),)

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            fx.modify(card, Stat.NEXT_DAMAGE_SHIELD, 1, Duration.UNTIL_YOUR_NEXT_TURN)
        return None


@dataclass(frozen=True, slots=True)
class NoDamageWhileChallenging(OnCards):
    """ "Chosen character of yours takes no damage while challenging this turn": in the
    challenges it makes this turn, the Damage step deals it none."""

    target: Target
    act = Act.MODIFY
    PHRASES = (Phrase("{target:subject} {takes|take} no damage while challenging this turn"),)

    LASTS_THIS_TURN = True

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            fx.modify(card, Stat.NO_DAMAGE_WHILE_CHALLENGING, 1, Duration.THIS_TURN)
        return None


@dataclass(frozen=True, slots=True)
class DealUnresisted(OnCards):
    """ "Deal 2 damage to chosen character. This damage can't be reduced by Resist" (8.8:
    Resist reduces dealt damage unless the effect says it can't)."""

    amount: Amount
    target: Target
    act = Act.DAMAGE
    PHRASES = (Phrase("deal {amount} damage to {target}. this damage can't be reduced by "
                      "Resist"),)  # fmt: skip

    def run(self, fx: Effects) -> Prompt | None:
        amount = max(0, amount_of(self.amount, fx, fx.me()))
        for card in self.target.cards(fx):
            fx.deal_damage(card, amount, resisted=False)
        return None


@dataclass(frozen=True, slots=True)
class DealInstead(Step):
    """ "..., deal 5 damage instead" (6.5.6): the damage dealt to the card chosen by the
    instruction it replaces."""

    amount: int
    act = Act.DAMAGE
    PHRASES = (Phrase("deal {amount} damage"),)

    def run(self, fx: Effects) -> Prompt | None:
        for card in Them().cards(fx):
            fx.deal_damage(card, self.amount)
        return None


@dataclass(frozen=True, slots=True)
class RemoveInstead(Step):
    """ "..., remove up to 4 damage instead" (6.5.6): from the card chosen by the
    instruction it replaces, up to that much (the controller says how much, 6.1.3)."""

    amount: int
    act = Act.HEAL
    PHRASES = (Phrase("remove up to {amount} damage"),)

    def _removal(self) -> RemoveDamage:
        return RemoveDamage(self.amount, Them())

    def run(self, fx: Effects) -> Prompt | None:
        return self._removal().run(fx)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        return self._removal().answer(fx, choice)


__all__ = [
    "BanishedToInkwell",
    "CantBeDealtDamage",
    "DamageWithWillpower",
    "DealInstead",
    "DealUnresisted",
    "EnterExerted",
    "FirstDamageShield",
    "IsBeingChallenged",
    "MayEnterExerted",
    "NextDamageShield",
    "NoDamageFromChallenges",
    "NoDamageWhileChallenging",
    "OpponentsTurnWhile",
    "RemoveInstead",
]  # fmt: skip
