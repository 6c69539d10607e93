"""The words that name players: "chosen opponent" names an opponent of the effect's
controller (rule 1.3.5), whoever controls it."""

from __future__ import annotations

import pytest

from illumineer.engine.abilities import ChosenPlayer, LoseLore
from illumineer.engine.actions import Action
from illumineer.engine.game import Game
from illumineer.engine.vocabulary import Zone
from tests.engine.helpers import action, character

FILLER = character("Filler")


@pytest.mark.parametrize("controller", [0, 1])
def test_1_3_5_a_chosen_opponent_in_a_two_player_game_is_the_other_player(controller: int) -> None:
    drain = action("Drain", LoseLore(1, players=ChosenPlayer(opponent=True)))
    game = Game.position(active=controller)
    for owner in (0, 1):
        game.players[owner].lore = 3
        for _ in range(5):
            game.place(FILLER, owner, Zone.DECK)
    card = game.place(drain, controller, Zone.HAND)
    game.apply(Action.parse(f"play c{card.id}"))
    assert game.players[controller].lore == 3
    assert game.players[1 - controller].lore == 2
