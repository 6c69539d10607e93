"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Have, Provided, Static, Triggered
from illumineer.engine.abilities.card_events import Exerts
from illumineer.engine.abilities.changes import Gains, Gets
from illumineer.engine.abilities.conditions import ChosenHasDamage, IsState, PlayedThisTurn
from illumineer.engine.abilities.filters import Cards, Det, Kind, Owner, State
from illumineer.engine.abilities.flow import Instead, May
from illumineer.engine.abilities.hand import GainLore, ReduceNextCost
from illumineer.engine.abilities.prevention import DealInstead, DealUnresisted, OpponentsTurn
from illumineer.engine.abilities.restrictions import BanPlay, CantPlay, Taunt, Whom
from illumineer.engine.abilities.steps import DealDamage, Lasting, Modify
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro, Plays, PlaysNth, Quests
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Deal 3 damage to chosen character. If that character has damage, deal 5 damage instead.
    "Air Drop": Behaviour(
        effect=(DealDamage(3, Cards(det=Det.CHOSEN)), Instead(ChosenHasDamage(), (DealInstead(5),))),
    ),
    # Shift 3 ⬡ HYPERIA CITY TIPS During your turn, whenever this character exerts, you pay 2 ⬡ less
    # for the next action you play this turn. HYPERIA CITY SECRETS During your turn, whenever you
    # play a third action, gain 3 lore.
    "Belle - Exceptional Writer": Behaviour(
        abilities=(
            Triggered(
                (Exerts(This()),),
                (ReduceNextCost(2, Cards(det=Det.BARE, kinds=(Kind.ACTION,))),),
                name="HYPERIA CITY TIPS",
                during_your_turn=True,
            ),
            Triggered(
                (PlaysNth(3, Cards(det=Det.BARE, kinds=(Kind.ACTION,))),),
                (GainLore(3),),
                name="HYPERIA CITY SECRETS",
                during_your_turn=True,
            ),
        ),
    ),
    # Bodyguard EVERYONE'S BUDDY You can't play this character unless you played another character
    # this turn.
    "Clawhauser - Safety Officer": Behaviour(
        abilities=(
            Static(
                CantPlay(This(), whom=Whom.YOU),
                name="EVERYONE'S BUDDY",
                condition=PlayedThisTurn(Cards(other=True)),
                provided=Provided.UNLESS,
            ),
        ),
    ),
    # Shift 4 ⬡ LASTING IMPRESSION When you play this character, deal 1 damage to each opposing
    # character. This damage can't be reduced by Resist. SO SUAVE While this character is exerted,
    # each opposing damaged character gets -1 ◊.
    "Don Karnage - Debonair Pirate": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (DealUnresisted(1, Cards(det=Det.EACH, owner=Owner.OPPOSING)),),
                name="LASTING IMPRESSION",
            ),
            Static(
                Have(
                    Cards(det=Det.EACH, owner=Owner.OPPOSING, state=State.DAMAGED),
                    (Gets(Stat.LORE, -1),),
                ),
                name="SO SUAVE",
                condition=IsState(State.EXERTED),
            ),
        ),
    ),
    # Until the start of your next turn, chosen opposing character gains Reckless and, if you have 2
    # or more opponents, can't challenge your characters or locations.
    "Flippant Taunt": Behaviour(effect=(Taunt(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),
    # GREAT FIND During each opponent's turn, this character gains Resist +2.
    "Minnie Mouse - Busy Go-Getter": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.RESIST, value=2),)),
                name="GREAT FIND",
                condition=OpponentsTurn(),
                provided=Provided.DURING_OPPONENTS_TURN,
            ),
        ),
    ),
    # Shift 4 ⬡ RESTRICTED ROUTE Whenever this character quests, you may give chosen character
    # Adventurous until the start of your next turn.
    "Nick Wilde - Inquisitive Harbormaster": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            Modify(
                                Cards(det=Det.CHOSEN),
                                (Gains(Keyword.ADVENTUROUS),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                                give=True,
                            ),
                        ),
                    ),
                ),
                name="RESTRICTED ROUTE",
            ),
        ),
    ),
    # UNBECOMING BEHAVIOR When you play this character, opponents can't play actions until the start
    # of your next turn.
    "Toulouse - Rough and Tumble": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (BanPlay(Cards(det=Det.PLAIN, kinds=(Kind.ACTION,))),),
                name="UNBECOMING BEHAVIOR",
            ),
        ),
    ),
}
