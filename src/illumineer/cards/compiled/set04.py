"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Activated, Behaviour, Cost, Triggered
from illumineer.engine.abilities.changes import Gains, Gets
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import PutLooked, Rest, RevealTop
from illumineer.engine.abilities.filters import Cards, Det, Kind, State
from illumineer.engine.abilities.flow import If, May
from illumineer.engine.abilities.hand import GainLore
from illumineer.engine.abilities.hands import LookAtHand
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.naming import IsNamedCard, NameACard
from illumineer.engine.abilities.players import EachOpponent
from illumineer.engine.abilities.searching import OnTopAgain, SearchDeck, TakeIt
from illumineer.engine.abilities.steps import Banish, DealDamage, Modify
from illumineer.engine.abilities.targets import Looked, Pronoun, This
from illumineer.engine.abilities.triggers import Intro, Plays, TurnStarts
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # TO THE TABLE When you play this character, you may search your deck for a Madrigal character
    # card and reveal that card to all players. Shuffle your deck and put that card on top of it.
    "Alma Madrigal - Family Matriarch": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            SearchDeck(
                                Cards(classes=("Madrigal",), card=True),
                                to_all=True,
                                kept=True,
                            ),
                        ),
                    ),
                    OnTopAgain(),
                ),
                name="TO THE TABLE",
            ),
        ),
    ),
    # Evasive YOU JUST HAVE TO SEE IT ⟳ — Name a card, then reveal the top card of your deck. If
    # it's the named card, put that card into your hand and gain 3 lore. Otherwise, put it on the
    # top of your deck.
    "Bruno Madrigal - Undetected Uncle": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    NameACard(),
                    RevealTop(join=Join.THEN),
                    If(
                        IsNamedCard(),
                        (TakeIt(target=Looked(form=Pronoun.CARD)), GainLore(3, join=Join.AND)),
                        otherwise=(PutLooked(bottom=False, said=Rest.IT),),
                    ),
                ),
                name="YOU JUST HAVE TO SEE IT",
            ),
        ),
    ),
    # MANY FORMS At the start of your turn, you may choose one: • This character gets +1 ◊ this
    # turn. • This character gains Challenger +2 this turn.
    "Camilo Madrigal - Prankster": Behaviour(
        abilities=(
            Triggered(
                (TurnStarts(),),
                (
                    May(
                        (
                            ChooseOne(
                                (
                                    (Modify(This(), (Gets(Stat.LORE, 1),)),),
                                    (Modify(This(), (Gains(Keyword.CHALLENGER, value=2),)),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="MANY FORMS",
            ),
        ),
    ),
    # SCOUT AHEAD When you play this character, you may look at each opponent's hand.
    "Diablo - Maleficent's Spy": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((LookAtHand(players=EachOpponent()),)),),
                name="SCOUT AHEAD",
            ),
        ),
    ),
    # Choose one: • Banish chosen item. • Deal 2 damage to chosen damaged character.
    "Make the Potion": Behaviour(
        effect=(
            ChooseOne(
                (
                    (Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),),
                    (DealDamage(2, Cards(det=Det.CHOSEN, state=State.DAMAGED)),),
                ),
            ),
        ),
    ),
}
