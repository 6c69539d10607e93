"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Triggered
from illumineer.engine.abilities.changes import Gains, Gets
from illumineer.engine.abilities.filters import Cards, Det, Owner
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.steps import Lasting, Modify
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro, Plays, TurnStarts
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # NATURAL DEFENSE When you play this character, chosen opposing character gets -2 ¤ this turn.
    "Kida - Guardian of the Path": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -2),)),),
                name="NATURAL DEFENSE",
            ),
        ),
    ),
    # FLEXIBLE THINKING At the start of your turn, you may choose one: • This character gains
    # Evasive until the start of your next turn. • This character gets +1 ◊ this turn.
    "Mrs. Incredible - Super Stretchy": Behaviour(
        abilities=(
            Triggered(
                (TurnStarts(),),
                (
                    May(
                        (
                            ChooseOne(
                                (
                                    (
                                        Modify(
                                            This(),
                                            (Gains(Keyword.EVASIVE),),
                                            lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                                        ),
                                    ),
                                    (Modify(This(), (Gets(Stat.LORE, 1),)),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="FLEXIBLE THINKING",
            ),
        ),
    ),
}
