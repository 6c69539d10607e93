"""The words card definitions use to pick cards (rule 6.1.4: "chosen ..." names what may be
chosen) offer exactly the cards they name, and nothing else."""

from __future__ import annotations

from illumineer.engine.abilities import Banish, Choose, location
from illumineer.engine.actions import Action
from illumineer.engine.game import Game
from illumineer.engine.vocabulary import PromptKind, Zone
from tests.engine.helpers import action, character
from tests.engine.helpers import location as location_card

FILLER = character("Filler")


def test_a_chosen_location_is_one_of_the_locations_in_play_and_no_other_card() -> None:
    raze = action("Raze", Choose(location), Banish())
    game = Game.position()
    for owner in (0, 1):
        for _ in range(5):
            game.place(FILLER, owner, Zone.DECK)
    mine = game.place(location_card("Home"), 0, Zone.PLAY)
    theirs = game.place(location_card("Lair"), 1, Zone.PLAY)
    game.place(FILLER, 0, Zone.PLAY)
    game.place(FILLER, 1, Zone.PLAY)
    card = game.place(raze, 0, Zone.HAND)
    game.apply(Action.parse(f"play c{card.id}"))
    assert game.prompt is not None and game.prompt.kind is PromptKind.CHOOSE
    assert sorted(game.prompt.options) == sorted([mine.id, theirs.id])
    game.apply(Action.parse(f"choose c{theirs.id}"))
    assert theirs.zone is Zone.DISCARD and mine.zone is Zone.PLAY
