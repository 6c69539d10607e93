"""Damage an action deals: "whenever one of your actions deals damage to an opposing
character" (the damage of an action's effect names the action: `Event.other`, with
`in_challenge` false; a song is an action too).

>>> from illumineer.engine.abilities.filters import Cards, Det, Owner
>>> from illumineer.engine.abilities.phrasing import english
>>> english(ActionDealsDamage(Cards(det=Det.A, owner=Owner.OPPOSING)))
'one of your actions deals damage to an opposing character'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from illumineer.engine.abilities.core import CardView, Facts
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.triggers import Intro, Trigger, _is
from illumineer.engine.vocabulary import CardType, EventKind


@dataclass(frozen=True, slots=True)
class ActionDealsDamage(Trigger):
    """ "one of your actions deals damage to an opposing character": the effect of an
    action card of the controller's dealt damage to a card the description names."""

    subject: Cards
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.DAMAGE
    PHRASES = (Phrase("one of your actions deals damage to {subject:target}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        if event is None or event.in_challenge or event.other < 0:
            return False
        action = facts.card(event.other)
        mine = event.player == facts.controller
        return action.definition.card_type is CardType.ACTION and mine and _is(
            self.subject, facts, card
        )


__all__ = ["ActionDealsDamage"]  # fmt: skip
