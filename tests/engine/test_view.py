"""What a seat sees (rule 7.1): its own hand, the opponent's only as a count, and every card
in play with its current values, as the engine computes them for faces."""

from __future__ import annotations

from typing import Any

import pytest

from illumineer.engine.actions import Action
from illumineer.engine.errors import IllumineerError
from illumineer.engine.game import Game
from illumineer.engine.primitives import add_modifier
from illumineer.engine.view import view
from illumineer.engine.vocabulary import Duration, Stat, Zone
from tests.engine.helpers import character

FILLER = character("Filler")
MICKEY = character("Mickey", cost=3, strength=3, willpower=4, lore=2)


def _ids(cards: list[dict[str, Any]]) -> list[int]:
    return sorted(card["id"] for card in cards)


def test_7_1_each_seat_sees_its_own_hand_and_the_size_of_the_opponents() -> None:
    game = Game.new([FILLER] * 20, [MICKEY] * 20, seed=5, first_player=0)
    for seat in (0, 1):
        players = view(game, seat)["players"]
        own, theirs = players[seat]["hand"], players[1 - seat]["hand"]
        assert own["count"] == 7
        assert _ids(own["known"]) == sorted(card.id for card in game.players[seat].hand)
        assert theirs == {"count": 7, "known": []}


def test_7_1_a_card_revealed_from_the_opponents_hand_is_seen_there() -> None:
    game = Game.position()
    hidden = game.place(MICKEY, 1, Zone.HAND)
    shown = game.place(MICKEY, 1, Zone.HAND)
    shown.known = 0b11  # revealed to both (an effect showed it)
    hand = view(game, 0)["players"][1]["hand"]
    assert hand["count"] == 2
    assert _ids(hand["known"]) == [shown.id]
    assert hidden.id not in _ids(hand["known"])


def test_a_character_in_play_shows_its_current_strength_willpower_and_lore() -> None:
    game = Game.position()
    mickey = game.place(MICKEY, 0, Zone.PLAY, damage=1, exerted=True)
    add_modifier(game, mickey, Stat.STRENGTH, 2, Duration.THIS_TURN, 0)
    add_modifier(game, mickey, Stat.WILLPOWER, -1, Duration.THIS_TURN, 0)
    add_modifier(game, mickey, Stat.LORE, 1, Duration.THIS_TURN, 0)
    for seat in (0, 1):  # play is public: both seats see the same values
        (card,) = view(game, seat)["players"][0]["play"]
        assert card["id"] == mickey.id
        assert (card["strength"], card["willpower"], card["lore"]) == (5, 3, 3)
        assert (card["damage"], card["exerted"], card["drying"]) == (1, True, False)


def test_the_deciding_seat_sees_what_questing_would_gain_and_the_other_seat_no_actions() -> None:
    game = Game.position()
    mickey = game.place(MICKEY, 0, Zone.PLAY)
    add_modifier(game, mickey, Stat.LORE, 1, Duration.THIS_TURN, 0)
    actions = view(game, 0)["actions"]
    (quest,) = [shown for shown in actions if shown["action"] == f"quest c{mickey.id}"]
    assert quest["lore"] == 3
    assert "actions" not in view(game, 1)
    game.apply(Action.parse(f"quest c{mickey.id}"))
    assert view(game, 1)["players"][0]["lore"] == 3


def test_there_are_two_seats_and_no_view_for_any_other() -> None:
    game = Game.position()
    for seat in (-1, 2):
        with pytest.raises(IllumineerError, match="seat must be 0 or 1"):
            view(game, seat)
