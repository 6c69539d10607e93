"""A character that "can't be challenged" (rule 1.2.2: a "can't" wins over any permission) is
no legal target of a challenge, and no challenge action naming it is offered or accepted."""

from __future__ import annotations

import pytest

from illumineer.engine.abilities import Cant, Cards, Deed, Det, Modify
from illumineer.engine.abilities.steps import Lasting
from illumineer.engine.actions import Action
from illumineer.engine.errors import IllegalAction
from illumineer.engine.game import Game
from illumineer.engine.vocabulary import Verb, Zone
from tests.engine.helpers import action, character

FILLER = character("Filler")
SHELTER = action(
    "Shelter",
    Modify(Cards(Det.CHOSEN), (Cant(Deed.BE_CHALLENGED),), lasting=Lasting.UNTIL_YOUR_NEXT_TURN),
)


def test_1_2_2_a_character_that_cant_be_challenged_is_no_target_of_a_challenge() -> None:
    game = Game.position(active=0)
    for owner in (0, 1):
        for _ in range(5):
            game.place(FILLER, owner, Zone.DECK)
    sheltered = game.place(character("Sheltered"), 0, Zone.PLAY, exerted=True)
    other = game.place(character("Other", willpower=5), 0, Zone.PLAY, exerted=True)
    attacker = game.place(character("Attacker", strength=1), 1, Zone.PLAY)
    card = game.place(SHELTER, 0, Zone.HAND)
    game.apply(Action.parse(f"play c{card.id}"))
    game.apply(Action.parse(f"choose c{sheltered.id}"))
    game.apply(Action.parse("pass"))
    offered = {a.other for a in game.legal_actions() if a.verb is Verb.CHALLENGE}
    assert offered == {other.id}
    with pytest.raises(IllegalAction):
        game.apply(Action.parse(f"challenge c{attacker.id} c{sheltered.id}"))
