"""Cards under other cards (5.1.1.5, Boost 8.4): "put the top card of your deck facedown under
one of your characters or locations with Boost", "while there's a card under this
character", "for each card under him", "whenever you put a card under this character",
"put all cards from under her into your hand".

A card under another is not in play and can't be chosen (5.1.1.5), except by the
instructions that name cards under others; facedown, nobody knows it, its owner included.
The cards under a card leave play with it (8.10.7), and "the cards that were under him" are
the ones that lay under it as it left (last known information, 6.7.7: `CardView.had_under`).
Putting a card under a card is noticed (`EventKind.PUT_UNDER`) and remembered for the turn
("if you've put a card under her this turn"); shifting is not putting a card under one.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(CardUnder(This()))
"there's a card under this character"
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from illumineer.engine.abilities.choosing import (
    ANY_NUMBER,
    Choose,
    ClearChoices,
    OnCards,
    choice_of,
)
from illumineer.engine.abilities.core import (
    CardView,
    Condition,
    Effects,
    Facts,
    Prompt,
    Quantity,
    Step,
    Target,
)
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.players import You
from illumineer.engine.abilities.steps import PutIntoInkwell
from illumineer.engine.abilities.targets import Pronoun, That, Them, This
from illumineer.engine.abilities.triggers import Intro, Trigger, _by, _is
from illumineer.engine.vocabulary import CardType, Duration, EventKind, PromptKind, Stat, Zone
from illumineer.engine.why import Act


def _referred(target: Target, facts: Facts) -> list[CardView]:
    """The cards a reference names wherever they are now (a banished card is asked what
    it had): the ability's card, the cards chosen, the card the event is about."""
    if isinstance(target, This):
        return [facts.me()]
    if isinstance(target, Them):
        return [facts.card(i) for i in facts.chosen]
    if isinstance(target, That):
        event = facts.event
        return [] if event is None or event.card < 0 else [facts.card(event.card)]
    return list(target.cards(facts))


def _in_play(target: Target, facts: Facts) -> list[CardView]:
    return [card for card in target.cards(facts) if card.zone is Zone.PLAY]


# ---------------------------------------------------------------------- conditions


@dataclass(frozen=True, slots=True)
class CardUnder(Condition):
    """ "there's a card under this character", "this character has a card under him": at
    least one card lies under it now."""

    target: Target = This()
    pronoun: Pronoun | None = None  # "... has a card under him"
    PHRASES = (
        Phrase("there's a card under {target}"),
        Phrase("{target:subject} {has|have} a card under him", pronoun=Pronoun.HE),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return any(c.under for c in self.target.cards(facts))


@dataclass(frozen=True, slots=True)
class HadCardUnder(Condition):
    """ "he had a card under him", "that character had a card under them": a card lay under
    it as it left play (6.7.7), or lies under it still."""

    target: Target
    pronoun: Pronoun = Pronoun.THEY
    PHRASES = (
        Phrase("{target:subject} had a card under him", pronoun=Pronoun.HE),
        Phrase("{target:subject} had a card under her", pronoun=Pronoun.SHE),
        Phrase("{target:subject} had a card under them", pronoun=Pronoun.THEY),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return any(c.under if c.zone is Zone.PLAY else c.had_under
                   for c in _referred(self.target, facts))  # fmt: skip


@dataclass(frozen=True, slots=True)
class PutUnderThisTurn(Condition):
    """ "you put a card under him this turn", "you've put a card under one of your
    characters or locations this turn": by Boost or an effect, this turn."""

    target: Target
    have: bool = False  # "you've put"
    PHRASES = (
        Phrase("you've put a card under {target} this turn", have=True),
        Phrase("you put a card under {target} this turn"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        beneath = facts.put_under_this_turn(facts.controller)
        if isinstance(self.target, This):
            return facts.source in beneath
        if isinstance(self.target, Cards):
            return any(self.target.matches(facts, facts.card(i)) for i in beneath)
        return False


# ---------------------------------------------------------------------- amounts


@dataclass(frozen=True, slots=True)
class CardsUnder(Quantity):
    """ "the number of cards under him"; after "for each": "card under him"."""

    target: Target
    PHRASES = (Phrase("the number of cards under {target}"),)
    PER = (Phrase("card under {target}"),)

    def value(self, facts: Facts, card: CardView) -> int:
        return sum(len(c.under) for c in self.target.cards(facts))


@dataclass(frozen=True, slots=True)
class CardsWereUnder(Quantity):
    """ "for each card that was under him": what lay under the card as it left play
    (6.7.7)."""

    target: Target
    PER = (Phrase("card that was under {target}"),)

    def value(self, facts: Facts, card: CardView) -> int:
        return sum(len(c.under if c.zone is Zone.PLAY else c.had_under)
                   for c in _referred(self.target, facts))  # fmt: skip


# ---------------------------------------------------------------------- playing from under


@dataclass(frozen=True, slots=True)
class MayPlayFromUnder(Step):
    """ "This turn, you may play characters from under this item": for the rest of the
    turn, its controller may play the character cards under it as from their hand, paying
    their cost (the play rule reads `Stat.PLAY_FROM_UNDER`)."""

    target: Target = This()
    PHRASES = (Phrase("this turn, you may play characters from under {target}"),)

    LASTS_THIS_TURN = True

    def run(self, fx: Effects) -> Prompt | None:
        for above in _in_play(self.target, fx):
            fx.modify(above, Stat.PLAY_FROM_UNDER, 1, Duration.THIS_TURN)
        return None


# ---------------------------------------------------------------------- looking


@dataclass(frozen=True, slots=True)
class LookAtNumber(Step):
    """ "Look at a number of cards from the top of your deck equal to the number of cards
    under him": as "look at the top N cards" (they stay there until put somewhere). With
    `reveal`, "reveal a number of cards ...": every player sees them."""

    amount: Quantity
    reveal: bool = False
    PHRASES = (
        Phrase("look at a number of cards from the top of your deck equal to "
               "{amount:quantity}"),
        Phrase("reveal a number of cards from the top of your deck equal to "
               "{amount:quantity}", reveal=True),
    )

    def run(self, fx: Effects) -> Prompt | None:
        count = max(0, self.amount.value(fx, fx.me()))
        deck = fx.cards(fx.controller, Zone.DECK)
        top = list(deck[-count:]) if count else []
        for card in top:
            fx.reveal(card, None if self.reveal else fx.controller)
        fx.set_looked(tuple(card.id for card in reversed(top)))  # top card first
        return None


@dataclass(frozen=True, slots=True)
class TheirPlayerMayReveal(Step):
    """ "Their player may reveal the top card of their deck. If that card is a character or
    item card, they may play it for free. Otherwise, they put it on the bottom of their
    deck.": the player of the card chosen before decides both (6.1.4), and plays it
    (1.3.3); a character or item they decline to play stays on top."""

    PHRASES = (
        Phrase("their player may reveal the top card of their deck. if that card is a "
               "character or item card, they may play it for free. otherwise, they put it on "
               "the bottom of their deck"),
    )

    def _player(self, fx: Facts) -> int | None:
        return fx.card(fx.chosen[0]).owner if fx.chosen else None

    def run(self, fx: Effects) -> Prompt | None:
        player = self._player(fx)
        if player is None or (fx.queue is None and not fx.cards(player, Zone.DECK)):
            return None
        return Prompt(player, PromptKind.MAY)  # reveal? (then: play it?)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        player = self._player(fx)
        if player is None:
            return True
        revealed = fx.queue
        if revealed is None:
            if not choice:
                return True
            top = fx.cards(player, Zone.DECK)[-1]
            fx.reveal(top)
            if top.definition.card_type in (CardType.CHARACTER, CardType.ITEM):
                fx.set_queue((top.id,))
                return False  # asked again: play it?
            fx.put_on_deck(top, bottom=True)
            return True
        fx.set_queue(None)
        card = fx.card(revealed[0])
        if choice and card.zone is Zone.DECK:
            fx.play_for_free(card, player=player)
        return True


# ---------------------------------------------------------------------- triggers


@dataclass(frozen=True, slots=True)
class PutsUnder(Trigger):
    """ "you put a card under this character", "... under one of your characters or
    locations": by Boost or an effect (not by Shift)."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.PUT_UNDER
    PHRASES = (Phrase("you put a card under {subject:target}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _by(You(), facts) and _is(self.subject, facts, card)


@dataclass(frozen=True, slots=True)
class UsesBoost(Trigger):
    """ "you use the Boost ability of a character" (8.4)."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.BOOST
    PHRASES = (Phrase("you use the Boost ability of {subject:target}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _by(You(), facts) and _is(self.subject, facts, card)


@dataclass(frozen=True, slots=True)
class Shifts(Trigger):
    """ "you shift this character": it was played on top of another card (8.10.1), which
    lies under it as it is played."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.PLAY
    PHRASES = (Phrase("you shift {subject:target}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _by(You(), facts) and _is(self.subject, facts, card) and bool(card.under)


# ---------------------------------------------------------------------- putting cards under


@dataclass(frozen=True, slots=True)
class PutTopUnder(OnCards):
    """ "Put the top card of your deck facedown under one of your characters or locations
    with Boost", "... under each of your other characters" (one card under each): facedown,
    nobody knows it (5.1.1.5). `last`: "facedown" said last; `from_top`: said "a card from
    the top of your deck". Nothing put (no card, an empty deck): what follows "if you do"
    does not happen."""

    target: Target
    last: bool = False
    from_top: bool = False
    act = Act.MOVE
    PHRASES = (
        Phrase("put the top card of your deck facedown under {target}"),
        Phrase("put the top card of your deck under {target} facedown", last=True),
        Phrase("put a card from the top of your deck facedown under {target}", from_top=True),
    )

    def possible(self, fx: Effects) -> bool:
        if not fx.cards(fx.controller, Zone.DECK):
            return False
        if isinstance(self.target, Cards) and self.target.chooses:
            return bool(choice_of(self.target).options(fx))
        return bool(_in_play(self.target, fx))

    def run(self, fx: Effects) -> Prompt | None:
        put = False
        for beneath in _in_play(self.target, fx):
            deck = fx.cards(fx.controller, Zone.DECK)
            if deck:
                fx.put_under(deck[-1], beneath)
                put = True
        if not put:
            fx.set_undone(True)
        return None


@dataclass(frozen=True, slots=True)
class PutUnder(OnCards):
    """ "Put this character facedown under one of your characters or locations with Boost",
    "put a character card from your discard under this item faceup": a card from where it
    is, under a card in play (from play, it leaves play with what was under it)."""

    card: Target
    target: Target
    faceup: bool = False
    act = Act.MOVE
    PHRASES = (
        Phrase("put {card} facedown under {target}"),
        Phrase("put {card} under {target} faceup", faceup=True),
    )

    def lower(self) -> tuple[Step, ...]:
        card = self.card
        if isinstance(card, Cards) and card.chooses:  # the card put under is the choice
            choice = choice_of(card)
            return (choice, replace(self, card=Them(zone=choice.zone)))
        return OnCards.lower(self)

    def possible(self, fx: Effects) -> bool:
        return bool(self.card.cards(fx)) if not isinstance(self.card, Cards) else True

    def run(self, fx: Effects) -> Prompt | None:
        beneath = _in_play(self.target, fx)
        cards = [c for c in self.card.cards(fx) if not beneath or c.id != beneath[0].id]
        if not beneath or not cards:
            fx.set_undone(True)
            return None
        for card in cards:
            fx.put_under(card, beneath[0], faceup=self.faceup)
        return None


@dataclass(frozen=True, slots=True)
class PutWereUnder(OnCards):
    """ "Put all cards that were under him under another chosen character or location of
    yours facedown": the cards that lay under the card the trigger is about as it left play
    (6.7.7), from where they went with it (8.10.7)."""

    target: Target
    pronoun: Pronoun = Pronoun.HE
    act = Act.MOVE
    PHRASES = (
        Phrase("put all cards that were under him under {target} facedown"),
        Phrase("put all cards that were under her under {target} facedown",
               pronoun=Pronoun.SHE),
        Phrase("put all cards that were under them under {target} facedown",
               pronoun=Pronoun.THEY),
    )

    def _cards(self, fx: Facts) -> list[CardView]:
        event = fx.event
        left = fx.card(event.card) if event is not None and event.card >= 0 else fx.me()
        if left.zone is Zone.PLAY:
            return []
        return [c for i in left.had_under if (c := fx.card(i)).zone is left.zone]

    def possible(self, fx: Effects) -> bool:
        return bool(self._cards(fx))

    def run(self, fx: Effects) -> Prompt | None:
        beneath = _in_play(self.target, fx)
        cards = self._cards(fx)
        if not beneath or not cards:
            fx.set_undone(True)
            return None
        for card in cards:
            fx.put_under(card, beneath[0])
        return None


# ---------------------------------------------------------------------- taking cards from under


@dataclass(frozen=True, slots=True)
class TakeFromUnder(OnCards):
    """ "Put all cards from under her into your hand", "return all cards under it to your
    hand": into their owner's hand (not a draw, 1.12.3)."""

    target: Target
    returned: bool = False  # said "return all cards under ... to your hand"
    act = Act.MOVE
    PHRASES = (
        Phrase("put all cards from under {target} into your hand"),
        Phrase("return all cards under {target} to your hand", returned=True),
    )

    def run(self, fx: Effects) -> Prompt | None:
        for above in _in_play(self.target, fx):
            for card_id in above.under:
                fx.put_into(fx.card(card_id), Zone.HAND)
        return None


@dataclass(frozen=True, slots=True)
class UnderToBottom(OnCards):
    """ "Put all cards from under chosen character, item, or location on the bottom of their
    player's deck in a random order" (7.2.3: no order chosen; each into its owner's deck)."""

    target: Target
    act = Act.MOVE
    PHRASES = (
        Phrase("put all cards from under {target} on the bottom of their player's deck in a "
               "random order"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        for above in _in_play(self.target, fx):
            for card in fx.random_order([fx.card(i) for i in above.under]):
                fx.put_on_deck(card, bottom=True)
        return None


@dataclass(frozen=True, slots=True)
class UnderYours:
    """A card under one of the controller's characters or locations in play (a choice's
    limiter: "cards from under your characters and locations")."""

    def __call__(self, facts: Facts, card: CardView) -> bool:
        if card.zone is not Zone.UNDER:
            return False
        return any(card.id in above.under and above.owner == facts.controller
                   and (above.is_character or above.is_location)
                   for above in facts.in_play())  # fmt: skip


@dataclass(frozen=True, slots=True)
class InkFromUnder(Step):
    """ "Put any number of cards from under your characters and locations into your inkwell
    facedown and exerted" (7.5.6: unrevealed)."""

    PHRASES = (
        Phrase("put any number of cards from under your characters and locations into your "
               "inkwell facedown and exerted"),
    )

    def lower(self) -> tuple[Step, ...]:
        return (ClearChoices(), Choose(UnderYours(), up_to=ANY_NUMBER, zone=Zone.UNDER),
                PutIntoInkwell(Them(zone=Zone.UNDER)))  # fmt: skip


__all__ = [
    "CardUnder",
    "CardsUnder",
    "CardsWereUnder",
    "HadCardUnder",
    "InkFromUnder",
    "LookAtNumber",
    "MayPlayFromUnder",
    "PutTopUnder",
    "PutUnder",
    "PutUnderThisTurn",
    "PutWereUnder",
    "PutsUnder",
    "Shifts",
    "TakeFromUnder",
    "TheirPlayerMayReveal",
    "UnderToBottom",
    "UnderYours",
    "UsesBoost",
]
