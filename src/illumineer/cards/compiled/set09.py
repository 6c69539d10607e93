"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Activated, Behaviour, Cost, Have, Static, Triggered
from illumineer.engine.abilities.changes import Can, Deed, Gains, GainsAbility
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.filters import Cards, Det, Owner, WithKeyword
from illumineer.engine.abilities.hand import Draw, GainLore
from illumineer.engine.abilities.steps import Modify
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro, Plays, Quests
from illumineer.engine.vocabulary import Keyword

CARDS: dict[str, Behaviour] = {
    # Evasive BREAKING RECORDS ⟳, 1 ⬡ — Draw a card and gain 1 lore. MAKING HISTORY Your other
    # characters with Evasive gain “⟳, 1 ⬡ — Draw a card and gain 1 lore.”
    "Dumbo - Ninth Wonder of the Universe": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (Draw(), GainLore(1, join=Join.AND)),
                name="BREAKING RECORDS",
            ),
            Static(
                Have(
                    Cards(
                        det=Det.PLAIN,
                        owner=Owner.YOURS,
                        other=True,
                        having=(WithKeyword(Keyword.EVASIVE),),
                    ),
                    (
                        GainsAbility(
                            Activated(Cost(exert=True, ink=1), (Draw(), GainLore(1, join=Join.AND))),
                            stop=True,
                        ),
                    ),
                ),
                name="MAKING HISTORY",
            ),
        ),
    ),
    # COME ON, PEOPLE, LET'S MOVE When you play this character, your other characters gain
    # Challenger +2 this turn. GO GET 'EM Whenever this character quests, chosen Alien character
    # gains Challenger +2 and “This character can challenge ready characters” this turn.
    "Lilo - Best Explorer Ever": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True),
                        (Gains(Keyword.CHALLENGER, value=2),),
                    ),
                ),
                name="COME ON, PEOPLE, LET'S MOVE",
            ),
            Triggered(
                (Quests(This()),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, classes=("Alien",)),
                        (
                            Gains(Keyword.CHALLENGER, value=2),
                            GainsAbility(Static(Have(This(), (Can(Deed.CHALLENGE_READY),)))),
                        ),
                    ),
                ),
                name="GO GET 'EM",
            ),
        ),
    ),
}
