"""The keywords' own abilities, written in the words card definitions use (rule 8).

Most keywords are rules the engine applies where they matter (Evasive in a challenge, Resist
to damage...). Three give a card something to resolve: Bodyguard's "may enter play exerted"
(8.3.2, part of playing the card), Support's triggered ability (8.13) and Vanish's (8.14).
They are said by the keyword's name, never by these words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from illumineer.engine.abilities.ability import Triggered
from illumineer.engine.abilities.core import CardView, Effects, Facts, Prompt
from illumineer.engine.abilities.filters import Cards, Det
from illumineer.engine.abilities.flow import May, lower
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.prevention import EnterExerted
from illumineer.engine.abilities.steps import AddStat, Banish
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.triggers import Quests, Trigger
from illumineer.engine.vocabulary import EventKind, Stat


@dataclass(frozen=True, slots=True)
class Supports(AddStat):
    """Support's "add their ¤ to another chosen character's ¤ this turn" (8.13.1): `AddStat`,
    and the character added to is "chosen for Support" (what "whenever ... is chosen for
    Support" sees). Said by the keyword's name, so it has no phrase of its own."""

    PHRASES: ClassVar[tuple[Phrase, ...]] = ()

    def run(self, fx: Effects) -> Prompt | None:
        AddStat.run(self, fx)
        for card in self.target.cards(fx):
            fx.supported(card)
        return None


@dataclass(frozen=True, slots=True)
class ChosenByOpponent(Trigger):
    """Vanish's trigger: an opponent chose this card for an action's effect (8.14)."""

    on: ClassVar[EventKind] = EventKind.VANISH

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return card.id == facts.source


#: 8.13 Support: "whenever this character quests, you may add their ¤ to another chosen
#: character's ¤ this turn": any other character, an opposing one too.
SUPPORT = Triggered(
    (Quests(This()),),
    (May((Supports(Stat.STRENGTH, Cards(Det.CHOSEN, other=True), This(Pronoun.THEY)),)),),
    "Support",
)
#: 8.14 Vanish: "when an opponent chooses this character for an action, banish them".
VANISH = Triggered((ChosenByOpponent(),), (Banish(This()),), "Vanish")
#: 8.3.2 Bodyguard: "this character may enter play exerted" (part of playing it).
ENTER_EXERTED = lower((May((EnterExerted(This()),)),))
