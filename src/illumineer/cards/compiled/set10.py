"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    HaveHere,
    PayLess,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, Times
from illumineer.engine.abilities.changes import Gains, Gets
from illumineer.engine.abilities.conditions import YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.filters import (
    Cards,
    Det,
    Here,
    In,
    Kind,
    Owner,
    Place,
    StrengthAtLeast,
)
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, ReduceNextCost
from illumineer.engine.abilities.locations import (
    MoveCostLess,
    MovesHere,
    MoveTo,
    QuestsWhile,
    ThatLocation,
)
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.steps import Banish, Exert, Lasting, Modify, Ready
from illumineer.engine.abilities.targets import Pronoun, That, Them, This
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Exert chosen opposing character. Move all damage counters from all other characters to that
    # character.
    "Can't Hold it Back Anymore": Behaviour(
        effect=(
            Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),
            MoveDamage(None, Cards(det=Det.ALL, other=True), Them(form=Pronoun.NOUN), counters=True),
        ),
    ),
    # PROTECT THIS CASTLE Characters gain Challenger +1 and Resist +1 while here.
    "Castle Wyvern - Above the Clouds": Behaviour(
        abilities=(
            Static(
                HaveHere((Gains(Keyword.CHALLENGER, value=1), Gains(Keyword.RESIST, value=1))),
                name="PROTECT THIS CASTLE",
            ),
        ),
    ),
    # INTO THE GLOOM Once during your turn, whenever a character quests while here, you may ready
    # chosen item.
    "Castle of the Horned King - Bastion of Evil": Behaviour(
        abilities=(
            Triggered(
                (QuestsWhile(Cards()),),
                (May((Ready(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),),
                name="INTO THE GLOOM",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # WHERE FUN IS IN THE ZONE Whenever a character quests while here, you pay 2 ⬡ less for the next
    # character you play this turn.
    "Duckburg - Funso's Funzone": Behaviour(
        abilities=(
            Triggered(
                (QuestsWhile(Cards()),),
                (ReduceNextCost(2, Cards(det=Det.BARE)),),
                name="WHERE FUN IS IN THE ZONE",
            ),
        ),
    ),
    # SUBTERRANEAN NETWORK While you have a character here, this location gets +1 ◊ for each other
    # location you have in play. LOCUS While you have a character here, you pay 1 ⬡ less to play
    # locations.
    "Illuminary Tunnels - Linked Caverns": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (
                        Gets(
                            Stat.LORE,
                            Times(
                                1,
                                Counted(
                                    Cards(
                                        det=Det.BARE,
                                        kinds=(Kind.LOCATION,),
                                        other=True,
                                        having=(In(Place.YOU_HAVE_IN_PLAY),),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="SUBTERRANEAN NETWORK",
                condition=YouHave(Cards(having=(Here(),))),
            ),
            Static(
                PayLess(1, Cards(det=Det.PLAIN, kinds=(Kind.LOCATION,))),
                name="LOCUS",
                condition=YouHave(Cards(having=(Here(),))),
            ),
        ),
    ),
    # ON PATROL Once during your turn, you may pay 1 ⬡ less to move this character to a location.
    "Raksha - Fearless Mother": Behaviour(
        abilities=(
            Activated(Cost(), (May((MoveCostLess(1, This()),)),), name="ON PATROL", once=True),
        ),
    ),
    # HEAD FOR THE BRIDGE! Whenever a character quests while here, you may banish this location to
    # gain 2 lore and give them Evasive until the start of your next turn.
    "Sleepy Hollow - The Bridge": Behaviour(
        abilities=(
            Triggered(
                (QuestsWhile(Cards()),),
                (
                    May(
                        (
                            Banish(This()),
                            GainLore(2, join=Join.TO),
                            Modify(
                                That(form=Pronoun.THEY),
                                (Gains(Keyword.EVASIVE),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                                give=True,
                                join=Join.AND,
                            ),
                        ),
                    ),
                ),
                name="HEAD FOR THE BRIDGE!",
            ),
        ),
    ),
    # GATHER RESOURCES Once during your turn, whenever you move a character with 5 ¤ or more here,
    # you may draw a card.
    "The Bitterwood - Underground Forest": Behaviour(
        abilities=(
            Triggered(
                (MovesHere(Cards(having=(StrengthAtLeast(5),)), by_you=True),),
                (May((Draw(),)),),
                name="GATHER RESOURCES",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Move up to 2 of your characters to the same location for free. That location gains Resist +2
    # until the start of your next turn.
    "The Game's Afoot!": Behaviour(
        effect=(
            MoveTo(Cards(det=Det.UP_TO_OF, owner=Owner.YOURS, count=2)),
            Modify(
                ThatLocation(),
                (Gains(Keyword.RESIST, value=2),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
    # PURE LIQUID GOLD This location gets +1 ◊ for each character here.
    "White Agony Plains - Golden Lagoon": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (Gets(Stat.LORE, Times(1, Counted(Cards(det=Det.BARE, having=(Here(),))))),),
                ),
                name="PURE LIQUID GOLD",
            ),
        ),
    ),
    # NEW INFORMATION Once during your turn, whenever you move a character here, you may draw a
    # card, then choose and discard a card.
    "Zootopia - Police Headquarters": Behaviour(
        abilities=(
            Triggered(
                (MovesHere(Cards(), by_you=True),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="NEW INFORMATION",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
}
