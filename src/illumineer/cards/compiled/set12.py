"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    HaveHere,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import StatOf
from illumineer.engine.abilities.changes import Gains, Gets
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtMost,
    Det,
    In,
    Kind,
    Named,
    Owner,
    Place,
    State,
)
from illumineer.engine.abilities.flow import If, May
from illumineer.engine.abilities.hand import Draw, GainLore, LoseLore
from illumineer.engine.abilities.locations import (
    BanishesWhileHere,
    CantBeChallengedBy,
    IsChallengedWhileHere,
    MoveHereFree,
    MovesHere,
    MoveTo,
    OnlyOneHere,
    PlayThisFree,
    QuestsWhile,
    ThatLocation,
)
from illumineer.engine.abilities.moving_damage import HasDamageAtLeast, MoveDamage
from illumineer.engine.abilities.steps import DealDamage, Modify, RemoveDamage
from illumineer.engine.abilities.targets import Pronoun, That, This
from illumineer.engine.abilities.triggers import Intro, Plays, Quests, TurnEnds
from illumineer.engine.vocabulary import Keyword, Stat

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
    # ANDY'S FAVORITE While you have only 1 character here, they get +2 ⛉ and +1 ◊.
    "Andy's Room - Home Base": Behaviour(
        abilities=(
            Static(
                OnlyOneHere(
                    1,
                    This(form=Pronoun.THEY),
                    (Gets(Stat.WILLPOWER, 2), Gets(Stat.LORE, 1)),
                ),
                name="ANDY'S FAVORITE",
            ),
        ),
    ),
    # HEALING HOME Whenever a character quests while here, you may remove up to 2 damage from them.
    # Then, you may remove up to 2 damage from this location.
    "Casa Madrigal - Courtyard": Behaviour(
        abilities=(
            Triggered(
                (QuestsWhile(Cards()),),
                (
                    May((RemoveDamage(2, That(form=Pronoun.THEY)),)),
                    May((RemoveDamage(2, This()),), join=Join.THEN_SENTENCE),
                ),
                name="HEALING HOME",
            ),
        ),
    ),
    # WELCOME BACK, SIR If you have a character named Fat Cat in play, you may play this card for
    # free. COOL CATS ONLY Your locations can't be challenged by characters with cost 2 or less.
    "Club Door": Behaviour(
        abilities=(
            Static(
                PlayThisFree(),
                name="WELCOME BACK, SIR",
                condition=YouHave(Cards(having=(Named("Fat Cat"), In(Place.IN_PLAY)))),
                provided=Provided.IF,
            ),
            Static(
                CantBeChallengedBy(
                    Cards(det=Det.PLAIN, kinds=(Kind.LOCATION,), owner=Owner.YOURS),
                    Cards(det=Det.PLAIN, having=(CostAtMost(2),)),
                ),
                name="COOL CATS ONLY",
            ),
        ),
    ),
    # WORTHY INVESTMENT Your locations gain Resist +1.
    "Fat Cat - Criminal Businessman": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, kinds=(Kind.LOCATION,), owner=Owner.YOURS),
                    (Gains(Keyword.RESIST, value=1),),
                ),
                name="WORTHY INVESTMENT",
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
    # YOU ARE CLEAR TO ENTER Your Toy characters can move here for free. HEAVILY GUARDED Whenever a
    # character is challenged while here, each opponent loses 1 lore.
    "Pizza Planet - Spaceport": Behaviour(
        abilities=(
            Static(
                MoveHereFree(Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Toy",))),
                name="YOU ARE CLEAR TO ENTER",
            ),
            Triggered((IsChallengedWhileHere(Cards()),), (LoseLore(1),), name="HEAVILY GUARDED"),
        ),
    ),
    # FOLLOW YOUR FATE Your exerted characters can move here for free. PART THE VEIL Once during
    # your turn, whenever a character moves here, gain 1 lore.
    "Ring of Stones - Place of Legends": Behaviour(
        abilities=(
            Static(
                MoveHereFree(Cards(det=Det.PLAIN, owner=Owner.YOURS, state=State.EXERTED)),
                name="FOLLOW YOUR FATE",
            ),
            Triggered(
                (MovesHere(Cards()),),
                (GainLore(1),),
                name="PART THE VEIL",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # RESEARCH & DEVELOPMENT Robot characters get +1 ¤ and +1 ⛉ while here. CHEAP SHOT Once during
    # your turn, whenever a character banishes another character in a challenge while here, you may
    # deal 2 damage to chosen character.
    "The Island of Nomanisan - Syndrome's Headquarters": Behaviour(
        abilities=(
            Static(
                HaveHere(
                    (Gets(Stat.STRENGTH, 1), Gets(Stat.WILLPOWER, 1)),
                    subject=Cards(det=Det.PLAIN, classes=("Robot",)),
                ),
                name="RESEARCH & DEVELOPMENT",
            ),
            Triggered(
                (BanishesWhileHere(Cards()),),
                (May((DealDamage(2, Cards(det=Det.CHOSEN)),)),),
                name="CHEAP SHOT",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Move a character of yours to a location for free. Then, draw cards equal to that location's ◊.
    "Touch the Sky": Behaviour(
        effect=(
            MoveTo(Cards(owner=Owner.YOURS), location=Cards(kinds=(Kind.LOCATION,))),
            Draw(amount=StatOf(Stat.LORE, ThatLocation()), join=Join.THEN_SENTENCE),
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
