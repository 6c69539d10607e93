"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Have, Static, Triggered
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.filters import (
    Cards,
    Det,
    Here,
    Kind,
    Owner,
    State,
    StrengthAtMost,
    WithKeyword,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.hand import GainLore
from illumineer.engine.abilities.locations import (
    IsAtALocation,
    ReturnFromDiscard,
    ThereIs,
    ThereWasHere,
)
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.steps import Exert, Lasting, Modify, NoChallengeDamage, Ready
from illumineer.engine.abilities.targets import Pronoun, Them, This
from illumineer.engine.abilities.triggers import Challenges, Intro, IsBanished, Plays
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Rush DYNAMIC MANEUVER Whenever this character challenges, if he's at a location, he takes no
    # damage from the challenge.
    "Beast - Snowfield Troublemaker": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This()),),
                (
                    If(
                        IsAtALocation(target=This(form=Pronoun.HE)),
                        (NoChallengeDamage(This(form=Pronoun.HE)),),
                    ),
                ),
                name="DYNAMIC MANEUVER",
            ),
        ),
    ),
    # SNOWBALL STANDOFF Whenever a character here challenges another character, gain 1 lore.
    "Beast's Castle - Winter Gardens": Behaviour(
        abilities=(
            Triggered(
                (Challenges(Cards(having=(Here(),)), challenged=Cards(other=True)),),
                (GainLore(1),),
                name="SNOWBALL STANDOFF",
            ),
        ),
    ),
    # EVIL VANQUISHED During your turn, whenever an opposing Villain character is banished, you may
    # ready a character here. If you do, they can't quest for the rest of this turn.
    "Darkwing Tower - Icy Headquarters": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(Cards(owner=Owner.OPPOSING, classes=("Villain",))),),
                (
                    May((Ready(Cards(having=(Here(),))),)),
                    IfYouDo((Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),)),
                ),
                name="EVIL VANQUISHED",
                during_your_turn=True,
            ),
        ),
    ),
    # Shift 4 ⬡ ENDLESS WINTER When you play this character and whenever you play a location, you
    # may exert chosen character with 3 ¤ or less. DISTANT CALL While this character is at a
    # location, she gets +3 ◊.
    "Elsa - Ice Artisan": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Plays(Cards(kinds=(Kind.LOCATION,)))),
                (May((Exert(Cards(det=Det.CHOSEN, having=(StrengthAtMost(3),))),)),),
                name="ENDLESS WINTER",
            ),
            Static(
                Have(This(form=Pronoun.SHE), (Gets(Stat.LORE, 3),)),
                name="DISTANT CALL",
                condition=IsAtALocation(),
            ),
        ),
    ),
    # LOOK OUT! When you play this character, move up to 1 damage from chosen character to chosen
    # opposing character.
    "Flit - Reflective Hummingbird": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (MoveDamage(1, Cards(det=Det.CHOSEN), Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
                name="LOOK OUT!",
            ),
        ),
    ),
    # EASY TO MISS While there's a character with Evasive here, this location gains Evasive.
    "Game Preserve - Protected Land": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.EVASIVE),)),
                name="EASY TO MISS",
                condition=ThereIs(Cards(having=(WithKeyword(Keyword.EVASIVE), Here()))),
            ),
        ),
    ),
    # Shift 4 ⬡ JUST FOR YOU When you play this character, you may choose an opposing character and
    # move 1 damage from each other character to them.
    "Morgana Macawber - Reformed Spellcaster": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            Pick(Cards(owner=Owner.OPPOSING)),
                            MoveDamage(
                                1,
                                Cards(det=Det.EACH, other=True),
                                Them(),
                                exactly=True,
                                join=Join.AND,
                            ),
                        ),
                    ),
                ),
                name="JUST FOR YOU",
            ),
        ),
    ),
    # PERSISTENT PROBLEM When this location is banished, if there was an exerted character here,
    # return this card from your discard to your hand.
    "The Frozen Vine - Monstrous Plant": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (If(ThereWasHere(Cards(state=State.EXERTED)), (ReturnFromDiscard(),)),),
                name="PERSISTENT PROBLEM",
            ),
        ),
    ),
}
