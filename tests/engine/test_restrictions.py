"""Restrictions on playing a card (rule 1.2.2): what the engine offers is what it accepts."""

from __future__ import annotations

import dataclasses

from illumineer.engine.abilities import (
    Behaviour,
    CantPlay,
    Cards,
    PlayedThisTurn,
    Provided,
    Static,
    This,
    Whom,
)
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.game import Game
from illumineer.engine.vocabulary import Verb, Zone
from tests.engine.helpers import character

FILLER = character("Filler")


def buddy() -> CardDefinition:
    """ "You can't play this character unless you played another character this turn." """
    rule = Static(CantPlay(This(), whom=Whom.YOU), "EVERYONE'S BUDDY",
                  PlayedThisTurn(Cards(other=True)), Provided.UNLESS)  # fmt: skip
    return dataclasses.replace(character("Buddy", cost=1), behaviour=Behaviour((rule,)),
                               effects=("(test text)",))  # fmt: skip


def test_1_2_2_a_card_its_own_text_forbids_is_neither_offered_nor_accepted() -> None:
    game = Game.position()
    for owner in (0, 1):
        for _ in range(5):
            game.place(FILLER, owner, Zone.DECK)
    for _ in range(3):
        game.place(FILLER, 0, Zone.INKWELL)
    held = game.place(buddy(), 0, Zone.HAND)
    other = game.place(character("Friend", cost=1), 0, Zone.HAND)
    play = Action(Verb.PLAY, (held.id,))
    # Nothing else on the table, no reductions: the engine's quick path must still read it.
    assert play not in game.legal_actions()
    assert not game.is_legal(play)
    game.apply(Action(Verb.PLAY, (other.id,)))
    assert play in game.legal_actions() and game.is_legal(play)
