"""A refused action names the rule that forbids it, and nothing changes."""

from __future__ import annotations

import dataclasses

import pytest

from illumineer.cards.catalogue import Catalogue
from illumineer.engine.actions import Action
from illumineer.engine.cards import PrintedKeyword
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.game import Game
from illumineer.engine.vocabulary import Mode, Zone
from tests.engine.helpers import board, character

FILLER = character("Filler")



def refused(game: Game, text: str, error: type[IllegalAction], rule: str, says: str) -> None:
    before = game.state_hash()
    with pytest.raises(error, match=says) as raised:
        game.apply(Action.parse(text))
    assert raised.value.rule == rule
    assert game.state_hash() == before


def test_1_2_2_a_character_too_cheap_to_challenge_gantus_side_is_refused_by_that_rule(
    catalogue: Catalogue,
) -> None:
    # "Characters with cost 2 or less can't challenge your characters": a can't (1.2.2), not
    # a Bodyguard (8.3.3) nor a ready target (4.6.4.2).
    game = board()
    flounder = game.place(catalogue.get("Flounder - Voice of Reason"), 0, Zone.PLAY)
    game.place(catalogue.get("Gantu - Galactic Federation Captain"), 1, Zone.PLAY)
    minnie = game.place(catalogue.get("Minnie Mouse - Beloved Princess"), 1, Zone.PLAY,
                        exerted=True)  # fmt: skip
    refused(game, f"challenge c{flounder.id} c{minnie.id}", IllegalAction, "1.2.2",
            "can't challenge that card")  # fmt: skip


@pytest.mark.parametrize("deed", ["draw", "look"])
def test_1_12_2_a_deed_draws_or_looks_at_one_card_at_least_and_sixty_at_most(deed: str) -> None:
    game = board(mode=Mode.TABLE)
    for count in (0, 61):
        refused(game, f"{deed} p1 {count}", ImpossibleAction, "1.12.2", "a count from 1 to 60")
    game.apply(Action.parse(f"{deed} p1 1"))


@pytest.mark.parametrize(("deed", "rule", "what"), [("draw", "1.12.1", "draw"),
                                                    ("look", "7.1.3", "look at")])
def test_a_deed_at_an_empty_deck_is_refused_for_nothing_was_drawn_or_seen(
    deed: str, rule: str, what: str
) -> None:
    # Not an incident: nobody drew or saw a card, so no hand count went wrong and nothing
    # hidden was seen (a Hidden Information Error needs a card seen, PCG 2.2).
    game = board(deck=0, mode=Mode.TABLE)
    game.place(FILLER, 0, Zone.DECK)
    refused(game, f"{deed} p2 1", ImpossibleAction, rule,
            f"p2's deck is empty: there is nothing to {what}")  # fmt: skip
    assert not game.incidents
    game.apply(Action.parse(f"{deed} p1 3"))  # fewer cards than asked: the one there
    (incident,) = game.incidents
    assert len(incident.cards) == 1


def test_7_1_5_a_card_under_another_is_out_of_reach_for_a_deed() -> None:
    # A card under a boosted (or shifted) card is not in any zone a hand can reach: putting
    # it somewhere by hand is physically refused, in table mode too, and nothing is recorded.
    booster = dataclasses.replace(character("Booster"), keywords=(PrintedKeyword("Boost", 1),))
    game = board(mode=Mode.TABLE)
    game.place(FILLER, 0, Zone.INKWELL)
    card = game.place(booster, 0, Zone.PLAY)
    game.apply(Action.parse(f"boost c{card.id}"))
    (below,) = card.under
    for zone in (Zone.HAND, Zone.DISCARD):
        refused(game, f"put c{below} {zone}", ImpossibleAction, "7.1.5", "out of reach")
    assert not game.incidents


@pytest.mark.parametrize("mode", [Mode.STRICT, Mode.TABLE])
def test_1_7_3_a_choice_names_only_a_card_where_it_looks_even_at_a_table(mode: Mode) -> None:
    # "Chosen character" looks in play: a card in a hand cannot be named for it, not even as
    # an illegal answer at a table (that would be no choice at all, but a card conjured).
    from illumineer.engine.abilities import Cards, Det, Exert
    from tests.engine.helpers import action

    freeze = action("Freeze", Exert(Cards(Det.CHOSEN)))
    game = board(mode=mode)
    song = game.place(freeze, 0, Zone.HAND)
    target = game.place(FILLER, 1, Zone.PLAY)
    held = game.place(FILLER, 1, Zone.HAND)
    game.apply(Action.parse(f"play c{song.id}"))
    assert game.prompt is not None and target.id in game.prompt.options
    refused(game, f"choose c{held.id}", ImpossibleAction, "1.7.3", "not where the choice looks")
    assert not game.incidents
