"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Behaviour,
    Have,
    Provided,
    Static,
    TheirTurn,
    Triggered,
)
from illumineer.engine.abilities.card_events import EntersPlayExerted
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import IsState, YouHave
from illumineer.engine.abilities.filters import (
    Cards,
    Det,
    Here,
    In,
    Kind,
    Named,
    Owner,
    Place,
    State,
)
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.hand import Draw, GainLore
from illumineer.engine.abilities.prevention import (
    DealUnresisted,
    MayEnterExerted,
    OpponentsTurnWhile,
)
from illumineer.engine.abilities.restrictions import MustQuest, Order
from illumineer.engine.abilities.steps import Lasting
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Banishes, Intro, IsBanished, Plays
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # YOU'RE SAFE NOW While you have an exerted character named Sulley in play, this character can't
    # be challenged.
    "Boo - In Disguise": Behaviour(
        abilities=(
            Static(
                Have(This(), (Cant(Deed.BE_CHALLENGED),)),
                name="YOU'RE SAFE NOW",
                condition=YouHave(
                    Cards(state=State.EXERTED, having=(Named("Sulley"), In(Place.IN_PLAY))),
                ),
            ),
        ),
    ),
    # DOWN THE HOLE This character may enter play exerted. FORTIFYING MEAL During an opponent's
    # turn, while this character is exerted, your other Hunny characters gain Resist +1.
    "Gopher - Hunny Cook": Behaviour(
        abilities=(
            Static(MayEnterExerted(), name="DOWN THE HOLE"),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, classes=("Hunny",)),
                    (Gains(Keyword.RESIST, value=1),),
                ),
                name="FORTIFYING MEAL",
                condition=OpponentsTurnWhile(IsState(State.EXERTED)),
                provided=Provided.DURING_AN_OPPONENTS_TURN_WHILE,
            ),
        ),
    ),
    # FOCUSED ENERGY This character may enter play exerted to draw a card. BECKON During your turn,
    # whenever another character of yours enters play exerted, you may draw a card.
    "Merida - Wisp Conjurer": Behaviour(
        abilities=(
            Static(MayEnterExerted(then=(Draw(),)), name="FOCUSED ENERGY"),
            Triggered(
                (EntersPlayExerted(Cards(owner=Owner.YOURS, other=True)),),
                (May((Draw(),)),),
                name="BECKON",
                during_your_turn=True,
            ),
        ),
    ),
    # QUITE A SIGHT While you have a character here, this location gets +3 ◊.
    "Paradise Falls - Exotic Destination": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 3),)),
                name="QUITE A SIGHT",
                condition=YouHave(Cards(having=(Here(),))),
            ),
        ),
    ),
    # Deal 2 damage to chosen character. This damage can't be reduced by Resist.
    "Piercing Attack": Behaviour(effect=(DealUnresisted(2, Cards(det=Det.CHOSEN)),)),
    # VICTOR'S REWARD During your turn, whenever one of your Floodborn characters banishes another
    # character in a challenge, gain 1 lore. FILL THE RANKS During an opponent's turn, whenever one
    # of your Floodborn characters is banished, draw a card.
    "Scar - Created by the Vine": Behaviour(
        abilities=(
            Triggered(
                (Banishes(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Floodborn",))),),
                (GainLore(1),),
                name="VICTOR'S REWARD",
                during_your_turn=True,
            ),
            Triggered(
                (IsBanished(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Floodborn",))),),
                (Draw(),),
                name="FILL THE RANKS",
                their_turn=TheirTurn.AN_OPPONENTS,
            ),
        ),
    ),
    # JUMP SCARE While you have 5 or more cards in your inkwell, this character gets +2 ¤.
    "Sulley - Strategic Scarer": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 2),)),
                name="JUMP SCARE",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_INKWELL),),
                        count=5,
                    ),
                ),
            ),
        ),
    ),
    # MOVE ALONG When you play this character, until the start of your next turn, chosen opposing
    # character can't challenge and must quest if able.
    "Woody - Town Sheriff": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    MustQuest(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                        order=Order.LASTING_FIRST,
                    ),
                ),
                name="MOVE ALONG",
            ),
        ),
    ),
}
