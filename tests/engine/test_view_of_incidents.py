"""Rule 7.1 in table mode: each seat's view lists the incidents recorded, and never names a
card through them that the seat may not know."""

from __future__ import annotations

from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.game import Game
from illumineer.engine.view import view, visible_ids
from illumineer.engine.vocabulary import Mode
from tests.engine.helpers import named_ids


def _table_game(example_decks: tuple[list[CardDefinition], list[CardDefinition]]) -> Game:
    game = Game.new(*example_decks, seed=2, mode=Mode.TABLE, first_player=0)
    game.apply(Action.parse("keep"))
    game.apply(Action.parse("keep"))
    return game


def test_an_extra_draw_is_listed_to_both_seats_but_its_cards_only_to_the_drawer(
    example_decks: tuple[list[CardDefinition], list[CardDefinition]],
) -> None:
    game = _table_game(example_decks)
    game.apply(Action.parse("draw p1 2"))
    mine, theirs = view(game, 0)["incidents"], view(game, 1)["incidents"]
    assert [i["kind"] for i in mine] == [i["kind"] for i in theirs] == ["draw"]
    assert mine[0]["rule"] == theirs[0]["rule"] == "1.12.1"
    assert mine[0]["reason"] == "p1 drew 2 card(s) that no rule lets them draw"
    assert [c.get("hidden") for c in mine[0]["cards"]] == [None, None]
    # The opponent learns that two cards were drawn, not which, nor their ids.
    assert "reason" not in theirs[0] and "action" not in theirs[0]
    assert [c["hidden"] for c in theirs[0]["cards"]] == [True, True]
    assert named_ids(view(game, 1)) <= visible_ids(game, 1)


def test_a_card_put_into_the_discard_is_public_and_so_are_its_words(
    example_decks: tuple[list[CardDefinition], list[CardDefinition]],
) -> None:
    game = _table_game(example_decks)
    card = game.players[0].hand[0]
    game.apply(Action.parse(f"put c{card.id} discard"))
    [theirs] = view(game, 1)["incidents"]
    assert theirs["action"] == f"put c{card.id} discard" and theirs["kind"] == "put"
    assert theirs["cards"][0]["name"] == card.definition.full_name


def test_a_strict_game_has_no_incidents_in_its_view(
    example_decks: tuple[list[CardDefinition], list[CardDefinition]],
) -> None:
    game = Game.new(*example_decks, seed=2)
    assert "incidents" not in view(game, 0)
