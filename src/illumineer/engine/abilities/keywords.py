"""The keywords' own abilities, written in the words card definitions use (rule 8).

Most keywords are rules the engine applies where they matter (Evasive in a challenge, Resist
to damage...). Three give a card something to resolve: Bodyguard's "may enter play exerted"
(8.3.2, part of playing the card), Support's triggered ability (8.13) and Vanish's (8.14).
"""

from __future__ import annotations

from illumineer.engine.abilities.conditions import all_of, character, itself, other
from illumineer.engine.abilities.core import Effects, Triggered
from illumineer.engine.abilities.steps import Banish, Choose, Do, Exert, May
from illumineer.engine.abilities.targets import CHOSEN, THIS
from illumineer.engine.vocabulary import EventKind, Stat


def _add_support(fx: Effects) -> None:
    strength = max(0, fx.strength(fx.me()))
    for card in CHOSEN(fx):
        fx.modify(card, Stat.STRENGTH, strength)


#: 8.13 Support: "whenever this character quests, you may add their ¤ to another chosen
#: character's ¤ this turn": any other character, an opposing one too.
SUPPORT = Triggered(
    EventKind.QUEST,
    itself,
    (May(), Choose(all_of(character, other)), Do(_add_support)),
    "Support",
)
#: 8.14 Vanish: "when an opponent chooses this character for an action, banish them".
VANISH = Triggered(EventKind.VANISH, itself, (Banish(THIS),), "Vanish")
#: 8.3.2 Bodyguard: "this character may enter play exerted" (part of playing it).
ENTER_EXERTED = (May(), Exert(THIS))
