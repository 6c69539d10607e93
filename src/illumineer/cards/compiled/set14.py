"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Activated, Behaviour, Cost, Have, Provided, Static
from illumineer.engine.abilities.changes import Cant, Deed, Gains
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.costs import (
    BanishCost,
    DiscardCost,
    ReduceNextThatName,
    RevealSameName,
)
from illumineer.engine.abilities.deck import LookAtTop, PutLooked, TakeLooked
from illumineer.engine.abilities.filters import Cards, Det, In, Kind, Owner, Place
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.steps import Lasting, Modify
from illumineer.engine.abilities.targets import This
from illumineer.engine.vocabulary import Keyword

CARDS: dict[str, Behaviour] = {
    # IMPETUS IMPROVISUS Choose and discard a card — Chosen Gargoyle character gains Rush and
    # Evasive until the start of your next turn. STONE BY DAY If you have 3 or more cards in your
    # hand, this character can't ready.
    "Demona - Imperious Spellcaster": Behaviour(
        abilities=(
            Activated(
                Cost(parts=(DiscardCost(choose=True),)),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, classes=("Gargoyle",)),
                        (Gains(Keyword.RUSH), Gains(Keyword.EVASIVE)),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="IMPETUS IMPROVISUS",
            ),
            Static(
                Have(This(), (Cant(Deed.READY),)),
                name="STONE BY DAY",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_HAND),),
                        count=3,
                    ),
                ),
                provided=Provided.IF,
            ),
        ),
    ),
    # MAGIC TOUCH ⟳, Reveal 2 cards with the same name in your hand — You pay 1 ⬡ less for the next
    # card you play with that name this turn.
    "Merlin's Wand": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, parts=(RevealSameName(),)),
                (ReduceNextThatName(1),),
                name="MAGIC TOUCH",
            ),
        ),
    ),
    # IT'S GOT POCKETS! ⟳, 1 ⬡, Banish one of your other items — Look at the top 4 cards of your
    # deck. You may reveal an item card and put it into your hand. Put the rest on the bottom of
    # your deck in any order.
    "Upgraded Chem Purse": Behaviour(
        abilities=(
            Activated(
                Cost(
                    exert=True,
                    ink=1,
                    parts=(
                        BanishCost(
                            Cards(det=Det.ONE_OF, kinds=(Kind.ITEM,), owner=Owner.YOURS, other=True),
                        ),
                    ),
                ),
                (
                    LookAtTop(4),
                    May((TakeLooked(Cards(kinds=(Kind.ITEM,), card=True)),)),
                    PutLooked(),
                ),
                name="IT'S GOT POCKETS!",
            ),
        ),
    ),
}
