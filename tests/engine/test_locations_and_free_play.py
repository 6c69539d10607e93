"""Rules of a few words no printed card exercises in every way yet: a card that lets others into
a deck "regardless of ink type", "you may play this card for free" while a condition holds, and
"while you have only 1 character here" under a condition of its own; and how the characters
chosen to move are said once chosen."""

from __future__ import annotations

from dataclasses import replace

import pytest

from illumineer.cards.catalogue import Catalogue
from illumineer.engine.abilities import (
    AnyInk,
    Behaviour,
    Cards,
    Det,
    Gets,
    In,
    MoveTo,
    Named,
    OnlyOneHere,
    Owner,
    Place,
    PlayThisFree,
    Pronoun,
    Static,
    This,
    YouHave,
    YourTurn,
)
from illumineer.engine.abilities.phrasing import english
from illumineer.engine.actions import PASS, Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import IllegalAction
from illumineer.engine.game import Game
from illumineer.engine.vocabulary import Stat, Zone
from tests.engine.helpers import character, location

FILLER = character("Filler")


def _board(active: int = 0) -> Game:
    game = Game.position(active=active)
    for owner in (0, 1):
        for _ in range(5):
            game.place(FILLER, owner, Zone.DECK)
    return game


# ---------------------------------------------------------------------- deck building


def test_1_10_1_3_christopher_robin_lets_in_other_hunny_characters_not_hunny_items(
    catalogue: Catalogue,
) -> None:
    # GATHER THE PARTY: "You can have other Hunny characters in your deck regardless of ink
    # type". Magical Hunny Staff is Hunny, but an item; he does not let in himself either.
    christopher = catalogue.get("Christopher Robin - Hunny Sage")
    assert christopher.behaviour is not None
    rule = next(a.rule for a in christopher.behaviour.abilities
                if isinstance(a, Static) and isinstance(a.rule, AnyInk))  # fmt: skip
    tigger = catalogue.get("Tigger - Hunny Barbarian")
    staff = catalogue.get("Magical Hunny Staff")
    abu = catalogue.get("Abu - Mischievous Monkey")
    assert "Hunny" in staff.classifications
    assert rule.allows(tigger, christopher)
    assert not rule.allows(staff, christopher)
    assert not rule.allows(christopher, christopher)
    assert not rule.allows(abu, christopher)


# ---------------------------------------------------------------------- "play this card for free"


def _club() -> CardDefinition:
    """A location that says "WELCOME BACK, SIR If you have a character named Fat Cat in play,
    you may play this card for free." with the location word for it."""
    return replace(
        location("Club", cost=3),
        behaviour=Behaviour(abilities=(Static(
            PlayThisFree(), name="WELCOME BACK, SIR",
            condition=YouHave(Cards(having=(Named("Fat Cat"), In(Place.IN_PLAY)))),
        ),)),
    )  # fmt: skip


def test_4_3_6_with_fat_cat_in_play_the_card_is_played_for_free() -> None:
    game = _board()
    game.place(character("Fat Cat"), 0, Zone.PLAY)
    club = game.place(_club(), 0, Zone.HAND)
    game.apply(Action.parse(f"play c{club.id}"))  # no ink at all
    assert club.zone is Zone.PLAY


def test_4_3_6_without_fat_cat_the_card_costs_its_price() -> None:
    game = _board()
    game.place(character("Top Cat"), 0, Zone.PLAY)
    for _ in range(2):
        game.place(FILLER, 0, Zone.INKWELL)
    club = game.place(_club(), 0, Zone.HAND)
    with pytest.raises(IllegalAction):  # 3 to pay, 2 ready
        game.apply(Action.parse(f"play c{club.id}"))
    assert club.zone is Zone.HAND
    assert game.players[0].ready_ink == 2


def test_4_3_6_only_this_card_is_free_not_the_others_in_hand() -> None:
    game = _board()
    game.place(character("Fat Cat"), 0, Zone.PLAY)
    club = game.place(_club(), 0, Zone.HAND)
    other = game.place(location("Alley", cost=2), 0, Zone.HAND)
    game.apply(Action.parse(f"play c{club.id}"))
    with pytest.raises(IllegalAction):  # the club in play makes no other card free
        game.apply(Action.parse(f"play c{other.id}"))
    assert other.zone is Zone.HAND


# ---------------------------------------------------------------------- "only 1 character here"


def _watchtower() -> CardDefinition:
    """A location that says "During your turn, while you have only 1 character here, they get
    +2 ⛉."."""
    return replace(
        location("Watchtower", willpower=6),
        behaviour=Behaviour(abilities=(Static(
            OnlyOneHere(1, This(form=Pronoun.THEY), (Gets(Stat.WILLPOWER, 2),)),
            name="LONE SENTRY", condition=YourTurn(),
        ),)),
    )  # fmt: skip


def test_a_lone_character_here_gets_the_bonus_only_while_the_condition_holds() -> None:
    game = _board()
    tower = game.place(_watchtower(), 0, Zone.PLAY)
    guard = game.place(character("Guard", willpower=3), 0, Zone.PLAY, location=tower)
    assert game.willpower(guard) == 5  # alone there, during p1's turn
    game.apply(PASS)
    assert game.active == 1
    assert game.willpower(guard) == 3  # p2's turn: the condition is false


# ---------------------------------------------------------------------- moving chosen characters


def test_the_characters_chosen_to_move_are_then_said_them() -> None:
    # "Move up to 2 of your characters to the same location for free": chosen first, then
    # the instruction the engine runs speaks of them and of the location chosen for them.
    move = MoveTo(Cards(det=Det.UP_TO_OF, owner=Owner.YOURS, count=2))
    assert english(move) == "move up to 2 of your characters to the same location for free"
    assert english(move.lower()[-1]) == "move them to that location for free"
