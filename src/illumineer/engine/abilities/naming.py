"""Naming a card: "Name a card, then reveal the top card of your deck. If it's the named
card, ...".

A card is named by its full name (5.2.6: name and version), which the engine holds as the
card id of the card database (the same for every printing of a card). The player names one
of the cards of their own deck list: only such a card can be the top card of their deck, so
naming any other card is the same as naming one that is not there. The answer is
``name N`` (FORMAT.md's ``name: "Card Name"``); the effect remembers it (`Facts.named`).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(NameACard()), english(IsNamedCard())
('name a card', "it's the named card")
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Condition, Effects, Facts, Prompt, Step
from illumineer.engine.abilities.filters import Having
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import PromptKind, Zone


@dataclass(frozen=True, slots=True)
class NameACard(Step):
    """ "Name a card": the controller names a card of their deck list (see the module's
    notes)."""

    PHRASES = (Phrase("name a card"),)

    def run(self, fx: Effects) -> Prompt | None:
        names = sorted({card.definition.id for zone in Zone
                        for card in fx.cards(fx.controller, zone) if card.definition.id >= 0})
        if not names:
            return None
        return Prompt(fx.controller, PromptKind.NAME, tuple(names))

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None:
            fx.set_named(choice)
        return True


@dataclass(frozen=True, slots=True)
class IsNamedCard(Condition):
    """ "It's the named card": the card looked at or revealed is the card named earlier in
    the effect (its full name, whatever the printing)."""

    PHRASES = (Phrase("it's the named card"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        named = facts.named
        return named >= 0 and any(facts.card(i).definition.id == named for i in facts.looked)


@dataclass(frozen=True, slots=True)
class WithThatName(Having):
    """ "(All character cards) with that name": cards whose name is the name of the card named
    earlier in the effect, whatever their version (5.2.6: a name matches without the
    version)."""

    PHRASES = (Phrase("with that name"),)

    def test(self, facts: Facts, card: CardView) -> bool:
        named = facts.named
        if named < 0:
            return False
        for zone in Zone:  # a named card is one of the controller's deck list (module notes)
            for other in facts.cards(facts.controller, zone):
                if other.definition.id == named:
                    return card.definition.has_name(other.definition.name)
        return False


__all__ = ["IsNamedCard", "NameACard", "WithThatName"]
