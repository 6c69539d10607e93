"""Triggers on a card being chosen for an effect: "whenever an opponent chooses this
character for an action or ability" (Flynn Rider - High-Climbing Rogue), "whenever this
character is chosen for an action or an item's ability" (Tod - Knows All the Tricks).

The event (`EventKind.CHOSEN`) is the choice itself, as the effect resolves (a card
chosen for a cost or a challenge is no choice of an effect); `player` is who chose,
`other` the card whose effect it is.

>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.targets import This
>>> english(OpponentChooses(This()))
'an opponent chooses this character for an action or ability'
>>> english(ChosenForActionOrItem(This()))
"this character is chosen for an action or an item's ability"
"""

from __future__ import annotations

from dataclasses import dataclass, field

from illumineer.engine.abilities.core import CardView, Facts, Target
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.triggers import Intro, Trigger, _is
from illumineer.engine.vocabulary import CardType, EventKind


@dataclass(frozen=True, slots=True)
class OpponentChooses(Trigger):
    """ "an opponent chooses this character for an action or ability": for any effect."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.CHOSEN
    PHRASES = (Phrase("an opponent chooses {subject:target} for an action or ability"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        return (event is not None and event.player != facts.controller
                and _is(self.subject, facts, card))  # fmt: skip


@dataclass(frozen=True, slots=True)
class ChosenForActionOrItem(Trigger):
    """ "this character is chosen for an action or an item's ability": by any player, for
    an action's effect or an ability of an item (not a character's or a location's)."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.CHOSEN
    PHRASES = (Phrase("{subject:subject} is chosen for an action or an item's ability"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        if event is None or event.other < 0:
            return False
        kind = facts.card(event.other).definition.card_type
        return kind in (CardType.ACTION, CardType.ITEM) and _is(self.subject, facts, card)


__all__ = ["ChosenForActionOrItem", "OpponentChooses"]  # fmt: skip
