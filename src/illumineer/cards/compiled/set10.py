"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Triggered
from illumineer.engine.abilities.changes import Gets
from illumineer.engine.abilities.filters import Cards, Det, Owner
from illumineer.engine.abilities.hand import Discard, Draw
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.players import EachOpponent, EachPlayer
from illumineer.engine.abilities.steps import Lasting, Modify
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro, Plays
from illumineer.engine.vocabulary import Stat

CARDS: dict[str, Behaviour] = {
    # Shift 3 ⬡ ROLL WITH IT When you play this character, choose one: • Each player draws a card. •
    # Each player chooses and discards a card.
    "Baloo - Carefree Bear": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (ChooseOne(((Draw(players=EachPlayer()),), (Discard(players=EachPlayer()),))),),
                name="ROLL WITH IT",
            ),
        ),
    ),
    # Choose one: • Each opposing character gets -1 ◊ until the start of your next turn. • Each
    # opponent chooses and discards 2 cards.
    "Trust In Me": Behaviour(
        effect=(
            ChooseOne(
                (
                    (
                        Modify(
                            Cards(det=Det.EACH, owner=Owner.OPPOSING),
                            (Gets(Stat.LORE, -1),),
                            lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                        ),
                    ),
                    (Discard(amount=2, players=EachOpponent()),),
                ),
            ),
        ),
    ),
}
