"""What "unless" says: an instruction that happens only while a condition is false, or
that another player may prevent.

- "Then, choose and discard a card unless you have a character named Darkwing Duck in
  play" (Launchpad - Trusty Sidekick): the instruction happens only while the condition
  is false, checked as it would happen (6.2.4).
- "You gain 1 lore unless their player pays 1 ⬡", "draw 2 cards unless that character's
  player puts that card on the bottom of their deck": the player the "unless" names
  decides (the question goes to their seat): yes does what they may do instead; no lets
  the effect do its part. A payment they can't make is no choice: the effect does its part
  unasked.

>>> from illumineer.engine.abilities.conditions import YouHave
>>> from illumineer.engine.abilities.filters import Cards, Named
>>> from illumineer.engine.abilities.hand import Draw
>>> from illumineer.engine.abilities.phrasing import english
>>> english(Unless(YouHave(Cards(having=(Named("Darkwing Duck"),))), (Draw(),)))
'draw a card unless you have a character named Darkwing Duck'
>>> english(GainUnlessPays(1, 1))
'you gain 1 lore unless their player pays 1 ⬡'
>>> english(DrawUnlessBottom(2))
"draw 2 cards unless that character's player puts that card on the bottom of their deck"
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.conditions import Not
from illumineer.engine.abilities.core import Condition, Effect, Effects, Prompt, Step
from illumineer.engine.abilities.flow import Gate, lower
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import PromptKind, Zone


@dataclass(frozen=True, slots=True)
class Unless(Step):
    """ "<steps> unless <condition>": the steps, skipped when the condition holds."""

    condition: Condition
    steps: Effect
    PHRASES = (Phrase("{steps:steps} unless {condition}"),)

    def run(self, fx: Effects) -> Prompt | None:  # (runs lowered: Gate)
        raise NotImplementedError

    def lower(self) -> Effect:
        then = lower(self.steps)
        return (Gate(Not(self.condition), len(then)), *then)


@dataclass(frozen=True, slots=True)
class GainUnlessPays(Step):
    """ "You gain N lore unless their player pays M ⬡": their player is the owner of the card
    the triggering event happened to (an opposing character that quests)."""

    amount: int
    cost: int
    PHRASES = (Phrase("you gain {amount} lore unless their player pays {cost} ⬡"),)

    def _payer(self, fx: Effects) -> int | None:
        event = fx.event
        if event is None or event.card < 0:
            return None
        return fx.card(event.card).owner

    def run(self, fx: Effects) -> Prompt | None:
        payer = self._payer(fx)
        if payer is None or fx.ready_ink(payer) < self.cost:
            fx.gain_lore(fx.controller, self.amount)
            return None
        return Prompt(payer, PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        payer = self._payer(fx)
        if not (choice and payer is not None and fx.pay_ink(payer, self.cost)):
            fx.gain_lore(fx.controller, self.amount)
        return True


@dataclass(frozen=True, slots=True)
class DrawUnlessBottom(Step):
    """ "Draw N cards unless that character's player puts that card on the bottom of their
    deck": the chosen character's owner may put it there instead."""

    amount: int
    PHRASES = (
        Phrase(
            "draw {amount} cards unless that character's player puts that card on the "
            "bottom of their deck"
        ),
    )

    def run(self, fx: Effects) -> Prompt | None:
        chosen = [i for i in fx.chosen if fx.card(i).zone is Zone.PLAY]
        if not chosen:
            fx.draw(fx.controller, self.amount)
            return None
        return Prompt(fx.card(chosen[0]).owner, PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        chosen = [i for i in fx.chosen if fx.card(i).zone is Zone.PLAY]
        if choice and chosen:
            fx.put_on_deck(fx.card(chosen[0]), bottom=True)
        else:
            fx.draw(fx.controller, self.amount)
        return True


__all__ = ["DrawUnlessBottom", "GainUnlessPays", "Unless"]
