"""The instructions of card text, one word each: "deal 2 damage to chosen character",
"draw a card", "chosen character gets -2 ¤ this turn".

Each instruction runs against `Effects` (and may ask a question, answered through
`answer`); it keeps what it needs between questions in the resolution's memory (`chosen`,
`looked`, `number`, `queue`), never in itself: instructions are shared, immutable parts of
card definitions. Each says itself by its phrases, which the card-text grammar reads too.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(Draw(2)), english(GainLore(1))
('draw 2 cards', 'gain 1 lore')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, unique
from typing import ClassVar

from illumineer.engine.abilities.amounts import DamageDealt, Times
from illumineer.engine.abilities.changes import TIMED, Cant, Change, DoesntReady, GainsAbility
from illumineer.engine.abilities.choosing import Choose, ClearChoices, OnCards
from illumineer.engine.abilities.core import Amount, Effects, Prompt, Step, Target, amount_of
from illumineer.engine.abilities.filters import Cards, Owner
from illumineer.engine.abilities.phrasing import Phrase, Rule, rule
from illumineer.engine.abilities.targets import Pronoun, Them, This
from illumineer.engine.abilities.words import register_enum
from illumineer.engine.vocabulary import Duration, PromptKind, Stat, Who, Zone
from illumineer.engine.why import Act


@unique
class Lasting(IntEnum):
    """How long an effect lasts, as the text says it (6.1.13)."""

    THIS_TURN = 0  # "this turn"
    REST_OF_TURN = 1  # "for the rest of this turn"
    THEIR_NEXT_TURN = 2  # "during their next turn"
    UNTIL_YOUR_NEXT_TURN = 3  # "until the start of your next turn"


register_enum(Lasting)

#: Each wording's words and what the engine keeps.
LASTING: dict[Lasting, tuple[str, Duration]] = {
    Lasting.THIS_TURN: ("this turn", Duration.THIS_TURN),
    Lasting.REST_OF_TURN: ("for the rest of this turn", Duration.THIS_TURN),
    Lasting.THEIR_NEXT_TURN: ("during their next turn", Duration.THEIR_NEXT_TURN),
    Lasting.UNTIL_YOUR_NEXT_TURN: ("until the start of your next turn",
                                   Duration.UNTIL_YOUR_NEXT_TURN),
}
rule(Rule("lasting", lambda value: isinstance(value, Lasting),
          lambda value, speaker: LASTING[value][0].split()))  # fmt: skip


def _n(fx: Effects, amount: Amount) -> int:
    return max(0, amount_of(amount, fx, fx.me()))


# ---------------------------------------------------------------------- on cards


@dataclass(frozen=True, slots=True)
class DealDamage(OnCards):
    """ "Deal N damage to ..." (1.9.1): reduced by Resist (8.8)."""

    amount: Amount
    target: Target
    amount_first: bool = False  # "deal damage equal to ... to ..."
    act = Act.DAMAGE
    PHRASES = (
        Phrase("deal {amount.per} damage to {target} for each {amount.each:per}", amount=Times),
        Phrase("deal damage equal to {amount:quantity} to {target}", amount_first=True),
        Phrase("deal damage to {target} equal to {amount:quantity}"),
        Phrase("deal the same amount of damage to {target}", amount=DamageDealt()),
        Phrase("deal {amount} damage to {target}"),
        Phrase("deal {amount} damage", target=Them(Pronoun.UNSAID)),
    )

    def run(self, fx: Effects) -> Prompt | None:
        amount = _n(fx, self.amount)
        for card in self.target.cards(fx):
            fx.deal_damage(card, amount)
        return None


@dataclass(frozen=True, slots=True)
class PutDamage(OnCards):
    """ "Put N damage counters on ..." (1.9.1: not reduced by Resist)."""

    amount: Amount
    target: Target
    act = Act.DAMAGE
    PHRASES = (
        Phrase("put 1 damage counter on {target}", amount=1),
        Phrase("put {amount} damage counters on {target}"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        amount = _n(fx, self.amount)
        for card in self.target.cards(fx):
            fx.put_damage(card, amount)
        return None


@dataclass(frozen=True, slots=True)
class RemoveDamage(OnCards):
    """ "Remove up to N damage from ..." (1.9.1): for each damaged target in turn, the
    controller says how much, 0 to N ("up to", 6.1.3); `exactly`: "remove N damage" (as
    much as it has, up to N); no `amount`: "remove all damage". What was removed adds to
    the count (`number`)."""

    amount: int | None
    target: Target
    exactly: bool = False
    act = Act.HEAL
    PHRASES = (
        Phrase("remove all damage from {target}", amount=None),
        Phrase("remove up to {amount} damage from {target}"),
        Phrase("remove {amount} damage each from {target}", exactly=True),
        Phrase("remove {amount} damage from {target}", exactly=True),
    )

    def run(self, fx: Effects) -> Prompt | None:
        queue = fx.queue
        if queue is None:  # first run: the damaged targets, fixed now (6.7.2.1)
            queue = tuple(card.id for card in self.target.cards(fx) if card.damage > 0)
        while queue:
            card = fx.card(queue[0])
            limit = card.damage if self.amount is None else self.amount
            most = min(limit, card.damage)  # 0 for a card gone from play (7.1.6)
            if most > 0 and not self.exactly and self.amount is not None:
                fx.set_queue(queue)
                return Prompt(fx.controller, PromptKind.NUMBER, (card.id,), maximum=most)
            if most > 0:
                fx.set_number(fx.number + fx.remove_damage(card, most))
            queue = queue[1:]
        fx.set_queue(None)
        return None

    def answer(self, fx: Effects, choice: int | None) -> bool:
        queue = fx.queue or ()
        if queue and choice:
            most = choice if self.amount is None else min(choice, self.amount)
            fx.set_number(fx.number + fx.remove_damage(fx.card(queue[0]), most))
        fx.set_queue(queue[1:])
        return False  # run again: the next target, or finish


@dataclass(frozen=True, slots=True)
class Modify(OnCards):
    """ "... gets +N ¤ this turn", "... gain Evasive until the start of your next turn",
    "... can't quest during their next turn": changes for a while (6.4.2.2). With no
    `lasting` said, a change that says its own time lasts that long ("can't ready at the
    start of their next turn"), any other while the card is in play ("They gain Rush.").
    `give`: said "give chosen character -1 ¤ this turn"."""

    target: Target
    changes: tuple[Change, ...]
    lasting: Lasting | None = Lasting.THIS_TURN
    give: bool = False
    act = Act.MODIFY
    PHRASES = (
        Phrase("give {target} {changes:given} {lasting:lasting}", give=True),
        Phrase("{target:subject} {changes:changes} [{lasting:lasting}]"),
    )

    @property
    def duration(self) -> Duration:
        if self.lasting is not None:
            return LASTING[self.lasting][1]
        timed = any((isinstance(c, Cant) and c.deed in TIMED) or isinstance(c, DoesntReady)
                    for c in self.changes)  # fmt: skip
        return Duration.THEIR_NEXT_TURN if timed else Duration.WHILE_IN_PLAY

    @property
    def lasts_this_turn(self) -> bool:
        return self.duration is Duration.THIS_TURN

    def run(self, fx: Effects) -> Prompt | None:
        duration = self.duration
        for card in self.target.cards(fx):
            for change in self.changes:
                if isinstance(change, GainsAbility) and not change.effects():  # else values
                    fx.grant(card, change.ability, duration)  # type: ignore[arg-type]
                for affects, amount in change.effects():
                    fx.modify(card, affects, amount_of(amount, fx, card), duration)
        return None


@dataclass(frozen=True, slots=True)
class GetsForEach(OnCards):
    """ "Chosen character gets +1 ¤ this turn for each 1 damage on them" (the duration
    said before the count)."""

    target: Target
    stat: Stat
    amount: Times
    lasting: Lasting = Lasting.THIS_TURN
    act = Act.MODIFY
    PHRASES = (
        Phrase("{target:subject} {gets|get} {amount.per:signed} {stat:stat} {lasting:lasting} "
               "for each {amount.each:per}", amount=Times),
    )

    @property
    def lasts_this_turn(self) -> bool:
        return LASTING[self.lasting][1] is Duration.THIS_TURN

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            fx.modify(card, self.stat, amount_of(self.amount, fx, card), LASTING[self.lasting][1])
        return None


@dataclass(frozen=True, slots=True)
class AddStat(OnCards):
    """ "Add his ⛉ to another chosen character's ¤ this turn" (Support's "add their ¤",
    8.13.1): the giver's value now, never less than 0, added to the target's strength."""

    stat: Stat
    target: Target
    giver: Target = This()
    act = Act.MODIFY
    #: "add his ⛉ to another chosen character's ¤": "his" is read before the choice.
    SAID_FIRST: ClassVar[tuple[str, ...]] = ("giver",)
    PHRASES: ClassVar[tuple[Phrase, ...]] = (
        Phrase("add {giver:possessive} {stat:stat} to {target:possessive} ¤ this turn"),
    )

    LASTS_THIS_TURN = True

    def run(self, fx: Effects) -> Prompt | None:
        from illumineer.engine.abilities.amounts import StatOf

        amount = max(0, StatOf(self.stat, self.giver).value(fx, fx.me()))
        for card in self.target.cards(fx):
            fx.modify(card, Stat.STRENGTH, amount)
        return None


@dataclass(frozen=True, slots=True)
class NoChallengeDamage(OnCards):
    """ "She takes no damage from the challenge": the challenge under way deals it none
    (the effect ends with the challenge, 4.6.6)."""

    target: Target
    act = Act.MODIFY
    PHRASES = (Phrase("{target:subject} {takes|take} no damage from the challenge"),)

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            fx.modify(card, Stat.NO_CHALLENGE_DAMAGE, 1, Duration.THIS_TURN)
        return None


@dataclass(frozen=True, slots=True)
class Banish(OnCards):
    """ "Banish ...": all the targets together (7.4.3)."""

    target: Target
    act = Act.BANISH
    PHRASES = (Phrase("banish {target}"),)

    def run(self, fx: Effects) -> Prompt | None:
        fx.banish(self.target.cards(fx))
        return None


@unique
class Whose(IntEnum):
    """Whose hand, inkwell or deck a card goes to, as the text says it (always its
    owner's: "your" is said of your own cards)."""

    YOUR = 0
    THEIR_PLAYERS = 1
    ITS_PLAYERS = 2
    THEIR = 3
    THEIR_PLAYERS_DECKS = 4  # "their players' decks in any order" (said by the phrase)


register_enum(Whose)
WHOSE: dict[Whose, str] = {
    Whose.YOUR: "your",
    Whose.THEIR_PLAYERS: "their player's",
    Whose.ITS_PLAYERS: "its player's",
    Whose.THEIR: "their",
    Whose.THEIR_PLAYERS_DECKS: "their players'",
}
rule(Rule("whose", lambda value: isinstance(value, Whose),
          lambda value, speaker: WHOSE[value].split()))  # fmt: skip


@dataclass(frozen=True, slots=True)
class ReturnToHand(OnCards):
    """ "Return ... to their player's hand", "return a character card from your discard to
    your hand": to its owner's hand, from wherever it is."""

    target: Target
    whose: Whose = Whose.THEIR_PLAYERS
    act = Act.RETURN
    PHRASES = (Phrase("return {target} to {whose:whose} hand"),)

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            fx.put_into(card, Zone.HAND)
        return None


@dataclass(frozen=True, slots=True)
class Ready(OnCards):
    """ "Ready chosen character", "choose one of your characters and ready them"."""

    target: Target
    choose: bool = False
    act = Act.READY
    PHRASES = (Phrase("choose {target} and ready them", choose=True), Phrase("ready {target}"))

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            fx.ready(card)
        return None


@dataclass(frozen=True, slots=True)
class Exert(OnCards):
    """ "Exert chosen character"; as a cost ("you may exert them to draw a card"), possible
    only on a ready card (6.1.4.1). `symbol`: said with the exert symbol, "⟳ chosen ready
    character of yours to draw cards ..." (the same instruction)."""

    target: Target
    symbol: bool = False
    act = Act.EXERT
    PHRASES = (Phrase("exert {target}"), Phrase("⟳ {target}", symbol=True))

    def possible(self, fx: Effects) -> bool:
        if isinstance(self.target, Cards) and self.target.chooses:
            return True
        return any(not card.exerted for card in self.target.cards(fx))

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            fx.exert(card)
        return None


@dataclass(frozen=True, slots=True)
class PutIntoInkwell(OnCards):
    """ "Put ... into their player's inkwell facedown (and exerted)" (7.5.6: unrevealed)."""

    target: Target
    whose: Whose = Whose.THEIR_PLAYERS
    exerted: bool = True
    act = Act.MOVE
    PHRASES = (
        Phrase("put {target} into their players' inkwells facedown and exerted",
               whose=Whose.THEIR_PLAYERS_DECKS),
        Phrase("put {target} into {whose:whose} inkwell facedown and exerted"),
        Phrase("put {target} into {whose:whose} inkwell facedown", exerted=False),
    )

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            fx.put_into(card, Zone.INKWELL, exerted=self.exerted)
        return None


@dataclass(frozen=True, slots=True)
class ShuffleIntoDeck(OnCards):
    """ "Shuffle ... into their player's deck"."""

    target: Target
    whose: Whose = Whose.THEIR_PLAYERS
    act = Act.MOVE
    PHRASES = (Phrase("shuffle {target} into {whose:whose} deck"),)

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            fx.shuffle_into_deck(card)
        return None


@dataclass(frozen=True, slots=True)
class PutOnBottom(OnCards):
    """ "Put ... on the bottom of their player's deck"."""

    target: Target
    whose: Whose = Whose.THEIR_PLAYERS
    act = Act.MOVE
    PHRASES = (
        Phrase("put {target} on the bottom of their players' decks in any order",
               whose=Whose.THEIR_PLAYERS_DECKS),
        Phrase("put {target} on the bottom of {whose:whose} deck"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            fx.put_on_deck(card, bottom=True)
        return None


@dataclass(frozen=True, slots=True)
class PutOnTop(OnCards):
    """ "Put this card on the top of your deck"."""

    target: Target
    act = Act.MOVE
    PHRASES = (Phrase("put {target} on the top of your deck"),)

    def run(self, fx: Effects) -> Prompt | None:
        for card in self.target.cards(fx):
            fx.put_on_deck(card, bottom=False)
        return None


@dataclass(frozen=True, slots=True)
class OpponentBanishesOne(Step):
    """ "Each opponent chooses and banishes one of their characters" (no Ward against
    oneself)."""

    PHRASES = (Phrase("each opponent chooses and banishes one of their characters"),)

    def lower(self) -> tuple[Step, ...]:
        theirs = Cards(owner=Owner.OPPOSING)
        return (Choose(theirs, chooser=Who.OPPONENT), Banish(Them()))


@dataclass(frozen=True, slots=True)
class EachInksOne(Step):
    """ "Each player chooses one of their characters and puts them into their inkwell
    facedown and exerted", "... chooses 2 of their characters ..." (`count`; all of them
    when they have fewer): in turn order, from the effect's controller."""

    count: int = 1
    PHRASES = (
        Phrase("each player chooses one of their characters and puts them into their inkwell "
               "facedown and exerted", count=1),
        Phrase("each player chooses {count} of their characters and puts them into their "
               "inkwell facedown and exerted"),
    )

    def lower(self) -> tuple[Step, ...]:
        if self.count > 1:
            yours, theirs = Cards(owner=Owner.YOURS), Cards(owner=Owner.OPPOSING)
            return (
                ClearChoices(),
                Choose(yours, up_to=self.count, exactly=True),
                PutIntoInkwell(Them()),
                ClearChoices(),
                Choose(theirs, up_to=self.count, exactly=True, chooser=Who.OPPONENT),
                PutIntoInkwell(Them()),
            )
        return (
            Choose(Cards(owner=Owner.YOURS)),
            PutIntoInkwell(Them()),
            Choose(Cards(owner=Owner.OPPOSING), chooser=Who.OPPONENT),
            PutIntoInkwell(Them()),
        )


__all__ = [
    "LASTING",
    "WHOSE",
    "AddStat",
    "Banish",
    "DealDamage",
    "EachInksOne",
    "Exert",
    "GetsForEach",
    "Lasting",
    "Modify",
    "NoChallengeDamage",
    "OpponentBanishesOne",
    "PutDamage",
    "PutIntoInkwell",
    "PutOnBottom",
    "PutOnTop",
    "Ready",
    "RemoveDamage",
    "ReturnToHand",
    "ShuffleIntoDeck",
    "Whose",
]
