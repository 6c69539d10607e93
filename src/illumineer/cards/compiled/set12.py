"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Activated, Behaviour, Cost, Triggered
from illumineer.engine.abilities.changes import Gets
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.filters import Cards, Det, Owner
from illumineer.engine.abilities.flow import If, May
from illumineer.engine.abilities.moving_damage import HasDamageAtLeast, MoveDamage
from illumineer.engine.abilities.steps import Modify, RemoveDamage
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.triggers import Intro, Plays, Quests, TurnEnds
from illumineer.engine.vocabulary import Stat

CARDS: dict[str, Behaviour] = {
    # FIND A WAY Whenever this character quests, move up to 1 damage from chosen character of yours
    # to chosen opposing character.
    "Alma Madrigal - Heart of the Family": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    MoveDamage(
                        1,
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                    ),
                ),
                name="FIND A WAY",
            ),
        ),
    ),
    # FEEL BETTER When you play this character and whenever she quests, you may move all damage from
    # chosen character of yours to this character. SELF-CARE At the end of your turn, you may remove
    # all damage from this character.
    "Isabela Madrigal - Perfectly in Control": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.SHE))),
                (May((MoveDamage(None, Cards(det=Det.CHOSEN, owner=Owner.YOURS), This()),)),),
                name="FEEL BETTER",
            ),
            Triggered((TurnEnds(),), (May((RemoveDamage(None, This()),)),), name="SELF-CARE"),
        ),
    ),
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
    # Shift 3 ⬡ I CAN TAKE IT 1 ⬡ — Move up to 1 damage from chosen character of yours to this
    # character. Then, if this character has 3 or more damage, move all damage from this character
    # to chosen opposing character.
    "Luisa Madrigal - Confident Climber": Behaviour(
        abilities=(
            Activated(
                Cost(ink=1),
                (
                    MoveDamage(1, Cards(det=Det.CHOSEN, owner=Owner.YOURS), This()),
                    If(
                        HasDamageAtLeast(3),
                        (MoveDamage(None, This(), Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
                        join=Join.THEN_SENTENCE,
                    ),
                ),
                name="I CAN TAKE IT",
            ),
        ),
    ),
    # SHOULDER THE BURDEN Whenever this character quests, you may move up to 3 damage from chosen
    # character to this character.
    "Luisa Madrigal - No Pressure": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((MoveDamage(3, Cards(det=Det.CHOSEN), This()),)),),
                name="SHOULDER THE BURDEN",
            ),
        ),
    ),
    # Evasive DEFLECT When you play this character, you may move 1 damage from chosen character to
    # chosen opposing character.
    "Violet Parr - Learning New Powers": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            MoveDamage(
                                1,
                                Cards(det=Det.CHOSEN),
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                exactly=True,
                            ),
                        ),
                    ),
                ),
                name="DEFLECT",
            ),
        ),
    ),
}
