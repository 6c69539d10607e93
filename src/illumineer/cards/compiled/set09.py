"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Have, Static, Triggered
from illumineer.engine.abilities.changes import Cant, Deed
from illumineer.engine.abilities.filters import Cards, Det, Owner
from illumineer.engine.abilities.flow import IfYouDo, May
from illumineer.engine.abilities.hand import Draw
from illumineer.engine.abilities.locations import MovesToLocation, MoveTo, ThatLocation
from illumineer.engine.abilities.targets import This

CARDS: dict[str, Behaviour] = {
    # FAMILY VACATION Once during your turn, whenever this character moves to a location, you may
    # move one of your other characters to that location for free. If you do, draw a card.
    "Goofy - Set for Adventure": Behaviour(
        abilities=(
            Triggered(
                (MovesToLocation(This()),),
                (
                    May(
                        (
                            MoveTo(
                                Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True),
                                location=ThatLocation(),
                            ),
                        ),
                    ),
                    IfYouDo((Draw(),)),
                ),
                name="FAMILY VACATION",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Singer 5 I JUST WANNA STAY HOME This character can't move to locations.
    "Max Goof - Rockin' Teen": Behaviour(
        abilities=(Static(Have(This(), (Cant(Deed.MOVE),)), name="I JUST WANNA STAY HOME"),),
    ),
}
