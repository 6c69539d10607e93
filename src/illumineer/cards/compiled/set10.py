"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Have, Provided, Static, Triggered
from illumineer.engine.abilities.card_events import ChosenForSupport, Draws, Exerts, Inked, NthDraw
from illumineer.engine.abilities.changes import Cant, Deed, Gains
from illumineer.engine.abilities.conditions import IsState, OpponentHas, YouHave, YourTurn
from illumineer.engine.abilities.deck import InkTopCard
from illumineer.engine.abilities.filters import (
    Cards,
    Det,
    In,
    Kind,
    Named,
    Owner,
    Place,
    State,
    Wording,
)
from illumineer.engine.abilities.flow import If, May
from illumineer.engine.abilities.granted import GainsClassification
from illumineer.engine.abilities.hand import GainLore
from illumineer.engine.abilities.prevention import (
    CantBeDealtDamage,
    IsBeingChallenged,
    NextDamageShield,
)
from illumineer.engine.abilities.restrictions import OneChallenger
from illumineer.engine.abilities.steps import Lasting, Modify
from illumineer.engine.abilities.targets import Pronoun, That, This
from illumineer.engine.abilities.triggers import TurnStarts
from illumineer.engine.vocabulary import Keyword

CARDS: dict[str, Behaviour] = {
    # MY JURISDICTION During your turn, this character can't be dealt damage. DEPUTIZE Your other
    # characters gain the Detective classification.
    "Chief Bogo - Calling the Shots": Behaviour(
        abilities=(
            Static(
                CantBeDealtDamage(This()),
                name="MY JURISDICTION",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True),
                    (GainsClassification("Detective"),),
                ),
                name="DEPUTIZE",
            ),
        ),
    ),
    # Challenger +2 STONE BY DAY If you have 3 or more cards in your hand, this character can't
    # ready.
    "Demona - Betrayer of the Clan": Behaviour(
        abilities=(
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
    # ONLY TILL MIDNIGHT During your turn, whenever you put a card into your inkwell, chosen
    # Princess character of yours gains Ward until the start of your next turn.
    "Fairy Godmother's Wand": Behaviour(
        abilities=(
            Triggered(
                (Inked(you=True),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS, classes=("Princess",)),
                        (Gains(Keyword.WARD),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="ONLY TILL MIDNIGHT",
                during_your_turn=True,
            ),
        ),
    ),
    # DOCTRINA ADDUCERE During your turn, whenever an opposing character becomes exerted, gain 1
    # lore. CELERITAS Your characters named Demona gain Rush.
    "Grimorum Arcanorum": Behaviour(
        abilities=(
            Triggered(
                (Exerts(Cards(owner=Owner.OPPOSING), becomes=True),),
                (GainLore(1),),
                name="DOCTRINA ADDUCERE",
                during_your_turn=True,
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(Named("Demona"),)),
                    (Gains(Keyword.RUSH),),
                ),
                name="CELERITAS",
            ),
        ),
    ),
    # JOSTLING FOR POWER King and Queen characters can't quest. GROWING INFLUENCE At the start of
    # your turn, if an opponent has 2 or more ready characters in play, gain 2 lore.
    "Hans - Brazen Manipulator": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, classes=("King", "Queen"), wording=Wording.AND_CLASSES),
                    (Cant(Deed.QUEST),),
                ),
                name="JOSTLING FOR POWER",
            ),
            Triggered(
                (TurnStarts(),),
                (
                    If(
                        OpponentHas(
                            Cards(
                                det=Det.NUMBER,
                                state=State.READY,
                                having=(In(Place.IN_PLAY),),
                                count=2,
                            ),
                        ),
                        (GainLore(2),),
                    ),
                ),
                name="GROWING INFLUENCE",
            ),
        ),
    ),
    # EVER VIGILANT This character can't be dealt damage unless he's being challenged. EVER VALIANT
    # While this character is exerted, your other Hero characters can't be dealt damage unless
    # they're being challenged.
    "Hercules - Mighty Leader": Behaviour(
        abilities=(
            Static(CantBeDealtDamage(This(), unless=IsBeingChallenged()), name="EVER VIGILANT"),
            Static(
                CantBeDealtDamage(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, classes=("Hero",)),
                    unless=IsBeingChallenged(form=Pronoun.THEY),
                ),
                name="EVER VALIANT",
                condition=IsState(State.EXERTED),
            ),
        ),
    ),
    # ENERGY CAPTURE Whenever an opponent draws a card during their turn, if it's the second card
    # they've drawn this turn, you may put the top card of your deck into your inkwell facedown and
    # exerted.
    "Ink Amplifier": Behaviour(
        abilities=(
            Triggered(
                (Draws(their_turn=True),),
                (If(NthDraw(2), (May((InkTopCard(),)),)),),
                name="ENERGY CAPTURE",
            ),
        ),
    ),
    # Shift 4 ⬡ LATERAL THINKING During your turn, your Detective characters gain Alert and Resist
    # +2.
    "Judy Hopps - Lead Detective": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Detective",)),
                    (Gains(Keyword.ALERT), Gains(Keyword.RESIST, value=2)),
                ),
                name="LATERAL THINKING",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
        ),
    ),
    # Bodyguard PROTECTIVE PRESENCE Each turn, only one character can challenge.
    "Prince Charming - Protector of the Realm": Behaviour(
        abilities=(Static(OneChallenger(), name="PROTECTIVE PRESENCE"),),
    ),
    # Support ACT OF KINDNESS Whenever one of your characters is chosen for Support, until the start
    # of your next turn, the next time they would be dealt damage they take no damage instead.
    "Rapunzel - Ready for Adventure": Behaviour(
        abilities=(
            Triggered(
                (ChosenForSupport(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                (NextDamageShield(That(form=Pronoun.THEY), That(form=Pronoun.THEY)),),
                name="ACT OF KINDNESS",
            ),
        ),
    ),
}
