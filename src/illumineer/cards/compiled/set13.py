"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Activated, Behaviour, Cost, Have, Static, Triggered
from illumineer.engine.abilities.changes import Gains, Gets
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.filters import Cards, Det, Here
from illumineer.engine.abilities.flow import If, May
from illumineer.engine.abilities.steps import Lasting, Modify, RemoveDamage
from illumineer.engine.abilities.targets import Pronoun, Them, This
from illumineer.engine.abilities.triggers import Intro
from illumineer.engine.abilities.under import CardUnder, Shifts, TakeFromUnder
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # REJUVENATING FLOURISH ⟳ — Remove up to 2 damage from chosen character. If there's a card under
    # that character, they gain Resist +1 until the start of your next turn.
    "Hana's Inkcaster": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    RemoveDamage(2, Cards(det=Det.CHOSEN)),
                    If(
                        CardUnder(target=Them(form=Pronoun.NOUN)),
                        (
                            Modify(
                                Them(),
                                (Gains(Keyword.RESIST, value=1),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="REJUVENATING FLOURISH",
            ),
        ),
    ),
    # Shift 6 ⬡ Resist +2 RETURN ON INVESTMENT When you shift this character, you may return all
    # cards under it to your hand.
    "Omnidroid - Ultimate Iteration": Behaviour(
        abilities=(
            Triggered(
                (Shifts(This(), intro=Intro.WHEN),),
                (May((TakeFromUnder(This(form=Pronoun.IT), returned=True),)),),
                name="RETURN ON INVESTMENT",
            ),
        ),
    ),
    # QUITE A SIGHT While you have a character here, this location gets +3 ◊.
    "Paradise Falls - Exotic Destination": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 3),)),
                name="QUITE A SIGHT",
                condition=YouHave(Cards(having=(Here(),))),
            ),
        ),
    ),
}
