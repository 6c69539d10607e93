"""Rule 7.1, zone by zone and seat by seat: what a view shows each player.

Hands are private (7.1.3): their owner sees every card, the opponent a count. Decks show only
their size. Inkwell cards are facedown, but a card inked by the turn action was shown as it
went in, so both players know it; the inkwell of a position set up by hand is known to its
owner only. Play and discard are public (7.1.2), with every current value.
"""

from __future__ import annotations

from typing import Any

import pytest

from illumineer.engine.actions import Action
from illumineer.engine.game import Game
from illumineer.engine.view import view
from illumineer.engine.vocabulary import Zone
from tests.engine.helpers import character


@pytest.fixture
def game() -> Game:
    position = Game.position(active=0)
    for owner in (0, 1):
        for name in ("Alpha", "Bravo"):
            position.place(character(f"{name} {owner}", cost=2), owner, Zone.HAND)
        position.place(character(f"Deck {owner}"), owner, Zone.DECK)
        position.place(character(f"Deck top {owner}"), owner, Zone.DECK)
        position.place(character(f"Ink {owner}"), owner, Zone.INKWELL)
        position.place(character(f"Lost {owner}"), owner, Zone.DISCARD)
        position.place(
            character(f"Hero {owner}", strength=3, willpower=4, lore=2), owner, Zone.PLAY,
            exerted=owner == 1, damage=1,
        )  # fmt: skip
    return position


def _names(cards: list[dict[str, Any]]) -> list[str]:
    return [card["name"] for card in cards if "name" in card]


@pytest.mark.parametrize("seat", [0, 1])
def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_other(game: Game, seat: int) -> None:
    players = view(game, seat)["players"]
    mine, theirs = players[seat]["hand"], players[1 - seat]["hand"]
    assert _names(mine["known"]) == [f"Alpha {seat} - Test", f"Bravo {seat} - Test"]
    assert mine["count"] == 2
    assert theirs == {"count": 2, "known": []}


@pytest.mark.parametrize("seat", [0, 1])
def test_decks_show_only_their_size(game: Game, seat: int) -> None:
    for player in view(game, seat)["players"]:
        assert player["deck"] == 2


@pytest.mark.parametrize("seat", [0, 1])
def test_play_and_discard_are_public_with_their_current_values(game: Game, seat: int) -> None:
    for owner, player in enumerate(view(game, seat)["players"]):
        [hero] = player["play"]
        assert hero["name"] == f"Hero {owner} - Test"
        assert (hero["strength"], hero["willpower"], hero["lore"]) == (3, 4, 2)
        assert (hero["damage"], hero["exerted"]) == (1, owner == 1)
        assert _names(player["discard"]) == [f"Lost {owner} - Test"]


def test_a_card_inked_by_the_turn_action_is_known_to_both_seats(game: Game) -> None:
    alpha = game.players[0].hand[0]
    game.apply(Action.parse(f"ink c{alpha.id}"))
    for seat in (0, 1):
        inkwell = view(game, seat)["players"][0]["inkwell"]
        assert "Alpha 0 - Test" in _names(inkwell), seat
        assert view(game, seat)["players"][0]["ready_ink"] == 2


@pytest.mark.parametrize("seat", [0, 1])
def test_a_set_up_inkwell_card_is_known_to_its_owner_only(game: Game, seat: int) -> None:
    # A position set up by hand has no history of who saw its inkwell filled: the opponent
    # is not taken to know those cards (a view never shows what a seat may not know).
    players = view(game, seat)["players"]
    assert _names(players[seat]["inkwell"]) == [f"Ink {seat} - Test"]
    assert players[1 - seat]["inkwell"] == [{"hidden": True, "exerted": False}]
    assert players[0]["ready_ink"] == players[1]["ready_ink"] == 1
