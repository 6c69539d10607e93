"""Cost reductions for "the next [card] you play this turn" (rule 4.3.6) wait for a card the
description names: "the next character named Ellie Fredricksen" is not used up by another
character, and lowers only hers. "You pay 1 less to play ..." lowers only your own costs."""

from __future__ import annotations

from dataclasses import replace

import pytest

from illumineer.engine.abilities import (
    Behaviour,
    Cards,
    Det,
    In,
    Named,
    PayLess,
    Place,
    ReduceNextCost,
    Static,
    paid_instead,
)
from illumineer.engine.abilities.alternate import BottomCost, PayInstead
from illumineer.engine.actions import Action
from illumineer.engine.errors import IllegalAction
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


def test_4_3_2_3_you_pay_less_for_your_own_cards_only() -> None:
    patron = replace(
        character("Patron"),
        behaviour=Behaviour(abilities=(Static(PayLess(1, Cards(Det.PLAIN)), name="PATRON"),)),
    )
    game = Game.position(active=1)
    for owner in (0, 1):
        for _ in range(5):
            game.place(FILLER, owner, Zone.DECK)
    game.place(patron, 0, Zone.PLAY)
    game.place(FILLER, 1, Zone.INKWELL)
    theirs = game.place(character("Theirs", cost=2), 1, Zone.HAND)
    with pytest.raises(IllegalAction):  # the opponent of "you" pays the full 2
        game.apply(Action.parse(f"play c{theirs.id}"))


def test_4_3_6_a_reduction_for_either_of_two_classifications_fits_the_second() -> None:
    welcome = action(
        "Royal Welcome", ReduceNextCost(1, Cards(Det.BARE, classes=("Princess", "Queen")))
    )
    game = Game.position()
    for _ in range(5):
        game.place(FILLER, 0, Zone.DECK)
        game.place(FILLER, 1, Zone.DECK)
    game.place(FILLER, 0, Zone.INKWELL)
    hand = game.place(welcome, 0, Zone.HAND)
    queen = game.place(replace(character("Queen", cost=2), classifications=("Queen",)), 0,
                       Zone.HAND)  # fmt: skip
    game.apply(Action.parse(f"play c{hand.id}"))
    game.apply(Action.parse(f"play c{queen.id}"))  # 2 - 1, with the 1 ink there is
    assert queen.zone is Zone.PLAY and game.players[0].ready_ink == 0


def test_a_card_says_its_other_way_to_pay_for_a_play_or_for_a_shift_and_a_plain_card_none() -> None:
    """ "You may put a Toy character card from your discard on the bottom of your deck to
    play this character for free": that payment is the play's, not a Shift's; a card
    without abilities says no other way to pay."""
    toy = BottomCost(Cards(classes=("Toy",), having=(In(Place.FROM_YOUR_DISCARD),), card=True))
    box = replace(character("Box"), behaviour=Behaviour(abilities=(Static(PayInstead(toy)),)))
    assert paid_instead(box) == toy and paid_instead(box, shift=True) is None
    assert FILLER.behaviour is None and paid_instead(FILLER) is None
    assert paid_instead(FILLER, shift=True) is None
