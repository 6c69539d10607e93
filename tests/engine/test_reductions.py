"""Cost reductions for "the next [card] you play this turn" (rule 4.3.6) wait for a card the
description names: "the next character named Ellie Fredricksen" is not used up by another
character, and lowers only hers."""

from __future__ import annotations

from illumineer.engine.abilities import Cards, Det, Named, ReduceNextCost
from illumineer.engine.actions import Action
from illumineer.engine.game import Game
from illumineer.engine.vocabulary import Zone
from tests.engine.helpers import action, character

FILLER = character("Filler")
TAKE_MY_HAND = action(
    "Take My Hand", ReduceNextCost(2, Cards(Det.BARE, having=(Named("Ellie"),)))
)


def test_4_3_6_a_reduction_for_a_named_character_waits_for_that_name() -> None:
    game = Game.position()
    for _ in range(5):
        game.place(FILLER, 0, Zone.DECK)
        game.place(FILLER, 1, Zone.DECK)
    for _ in range(4):
        game.place(FILLER, 0, Zone.INKWELL)
    hand = game.place(TAKE_MY_HAND, 0, Zone.HAND)
    other = game.place(character("Carl", cost=2), 0, Zone.HAND)
    ellie = game.place(character("Ellie", cost=3), 0, Zone.HAND)
    game.apply(Action.parse(f"play c{hand.id}"))
    game.apply(Action.parse(f"play c{other.id}"))  # full price: 2 of the 4 ink
    assert game.players[0].ready_ink == 2
    game.apply(Action.parse(f"play c{ellie.id}"))  # 3 - 2
    assert game.players[0].ready_ink == 1
    assert ellie.zone is Zone.PLAY
