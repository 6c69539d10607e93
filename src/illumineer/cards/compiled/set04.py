"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Have, Static, Triggered
from illumineer.engine.abilities.changes import Gets
from illumineer.engine.abilities.costs import DiscardCost
from illumineer.engine.abilities.filters import Cards, Det, Kind, Owner, StrengthAtLeast
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.steps import Banish
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Quests
from illumineer.engine.vocabulary import Stat

CARDS: dict[str, Behaviour] = {
    # Shift: Discard a location card CRASHING THROUGH Whenever this character quests, you may banish
    # chosen item.
    "Aladdin - Brave Rescuer": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),),
                name="CRASHING THROUGH",
            ),
        ),
        shift=(DiscardCost(cards=Cards(kinds=(Kind.LOCATION,), card=True)),),
    ),
    # Shift: Discard 2 cards.
    "Flotsam & Jetsam - Entangling Eels": Behaviour(shift=(DiscardCost(amount=2),)),
    # Shift: Discard a character card LEAD THE CHARGE Your characters with 4 ¤ or more get +1 ◊.
    "Li Shang - Valorous General": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(StrengthAtLeast(4),)),
                    (Gets(Stat.LORE, 1),),
                ),
                name="LEAD THE CHARGE",
            ),
        ),
        shift=(DiscardCost(cards=Cards(card=True)),),
    ),
}
