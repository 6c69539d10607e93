"""Enter-play modifications (rule 6.7.9) apply as the card enters, whichever card's static
ability says them: the entering card's own, or another card's in play."""

from __future__ import annotations

from dataclasses import replace

from illumineer.engine.abilities import Behaviour, Cards, Det, EntersWithDamage, Owner, Static
from illumineer.engine.actions import Action
from illumineer.engine.game import Game
from illumineer.engine.vocabulary import Zone
from tests.engine.helpers import character

FILLER = character("Filler")
#: "Opposing characters enter play with 1 damage."
CRITIC = replace(
    character("Critic", willpower=3),
    behaviour=Behaviour(abilities=(
        Static(EntersWithDamage(1, subject=Cards(Det.PLAIN, owner=Owner.OPPOSING)),
               name="HARSH CRITIQUE"),
    )),
)


def test_6_7_9_another_cards_enter_play_modification_applies_as_an_opposing_card_enters() -> None:
    game = Game.position(active=1)
    for owner in (0, 1):
        for _ in range(5):
            game.place(FILLER, owner, Zone.DECK)
    game.place(CRITIC, 0, Zone.PLAY)
    theirs = game.place(character("Newcomer", willpower=2), 1, Zone.HAND)
    game.place(FILLER, 1, Zone.INKWELL)
    game.apply(Action.parse(f"play c{theirs.id}"))
    assert theirs.zone is Zone.PLAY and theirs.damage == 1


def test_6_7_9_an_enter_play_modification_for_opposing_characters_spares_your_own() -> None:
    game = Game.position(active=0)
    for owner in (0, 1):
        for _ in range(5):
            game.place(FILLER, owner, Zone.DECK)
    game.place(CRITIC, 0, Zone.PLAY)
    mine = game.place(character("Friend", willpower=2), 0, Zone.HAND)
    game.place(FILLER, 0, Zone.INKWELL)
    game.apply(Action.parse(f"play c{mine.id}"))
    assert mine.zone is Zone.PLAY and mine.damage == 0
