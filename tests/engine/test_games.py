"""Whole seeded games: they finish, replay exactly, undo exactly, and never leak."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from illumineer.cards.catalogue import Catalogue
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import GameLogError
from illumineer.engine.game import Game
from illumineer.engine.log import GameLog, replay
from illumineer.engine.view import view, visible_ids
from illumineer.engine.vocabulary import Zone
from tests.engine.helpers import named_ids, play_randomly, random_game

Decks = tuple[list[CardDefinition], list[CardDefinition]]


def test_a_seeded_random_game_plays_to_a_winner_and_replays_step_by_step(
    example_decks: Decks, catalogue: Catalogue
) -> None:
    game = Game.new(*example_decks, seed=2024)
    start = game.state_hash()
    hashes = [start]
    import random

    rng = random.Random(2024)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        hashes.append(game.state_hash())
    assert game.winner in (0, 1)

    log = GameLog.from_json(GameLog.of(game).to_json())
    again = Game.new(
        [catalogue.get(n) for n in log.decks[0]],
        [catalogue.get(n) for n in log.decks[1]],
        seed=log.seed,
        first_player=log.first_player,
    )
    assert again.state_hash() == hashes[0]
    for step, action in enumerate(game.history, 1):
        again.apply(action)
        assert again.state_hash() == hashes[step]
    assert replay(log, catalogue.get).state_hash() == game.state_hash()

    for step in range(len(hashes) - 1, 0, -1):
        game.undo()
        assert game.state_hash() == hashes[step - 1]
    assert game.undo() is None and game.state_hash() == start


def test_clone_is_independent_and_keeps_history(example_decks: Decks) -> None:
    game = random_game(example_decks, seed=5)
    twin = game.clone()
    assert twin.state_hash() == game.state_hash()
    twin.rewind(10)
    assert twin.state_hash() != game.state_hash()
    game.rewind(10)
    assert twin.state_hash() == game.state_hash()


def test_rewind_steps_back_any_number_of_actions(example_decks: Decks) -> None:
    game = Game.new(*example_decks, seed=9)
    hashes = [game.state_hash()]
    import random

    rng = random.Random(9)
    for _ in range(60):
        game.apply(rng.choice(game.legal_actions()))
        hashes.append(game.state_hash())
    assert len(game.rewind(25)) == 25
    assert game.state_hash() == hashes[35]


@pytest.mark.parametrize(
    "text, problem",
    [
        ("not json", "not JSON"),
        ("[]", "JSON object"),
        ('{"format": "other"}', "format"),
        ('{"format": "illumineer-log/1", "seed": 1}', "first_player"),
        ('{"format": "illumineer-log/1", "seed": 1, "first_player": 2}',
         "'first_player' as a whole number from 0 to 1, not 2"),
        ('{"format": "illumineer-log/1", "seed": 1, "first_player": true}',
         "'first_player' as a whole number from 0 to 1, not True"),
    ],
)
def test_malformed_logs_get_one_clear_error(text: str, problem: str) -> None:
    with pytest.raises(GameLogError, match=problem):
        GameLog.from_json(text)


def test_a_log_with_an_illegal_action_names_it(example_decks: Decks, catalogue: Catalogue) -> None:
    game = Game.new(*example_decks, seed=1)
    log = GameLog.of(game)
    bad = GameLog(log.seed, log.first_player, log.decks, ("keep", "quest c3"))
    with pytest.raises(GameLogError, match=r"action 2 \('quest c3'\)"):
        replay(bad, catalogue.get)
    unknown = GameLog(log.seed, log.first_player, (("No Such Card",), log.decks[1]), ())
    with pytest.raises(GameLogError, match="No Such Card"):
        replay(unknown, catalogue.get)


def _check_invariants(game: Game, total: int) -> None:
    # Cards are conserved: each card is in exactly one zone, and its zone field agrees.
    seen: dict[int, Zone] = {}
    for player in game.players:
        for zone in Zone:
            for card in player.zones[zone]:
                assert card.id not in seen
                assert card.zone is zone and card.owner == player.index
                seen[card.id] = zone
    assert len(seen) == total
    # Views never show an identity the seat does not know.
    for seat in (0, 1):
        shown = named_ids(view(game, seat))
        assert shown <= visible_ids(game, seat)
        opponent_hand = {c.id for c in game.players[1 - seat].hand if not c.known & (1 << seat)}
        assert not shown & opponent_hand
        # A deck card shows only to a seat that looked at it (an effect let them, 7.1.3).
        unseen_deck = {c.id for p in game.players for c in p.deck if not c.known & (1 << seat)}
        assert not shown & unseen_deck


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(0, 2**32 - 1), choices=st.lists(st.integers(0, 10_000), max_size=150))
def test_property_random_games_conserve_cards_undo_exactly_and_never_leak(
    example_decks: Decks, seed: int, choices: Sequence[int]
) -> None:
    game = Game.new(*example_decks, seed=seed)
    total = len(game.cards)
    for choice in choices:
        legal = game.legal_actions()
        if not legal:
            break
        before = game.state_hash()
        action = legal[choice % len(legal)]
        game.apply(action)
        after = game.state_hash()
        _check_invariants(game, total)
        assert game.undo() == action
        assert game.state_hash() == before
        game.apply(action)
        assert game.state_hash() == after


def test_random_games_finish(example_decks: Decks) -> None:
    for seed in range(20):
        game = Game.new(*example_decks, seed=seed)
        play_randomly(game, seed)
        assert game.is_over and game.winner in (0, 1)


def test_a_clone_without_history_is_the_same_state_and_independent(example_decks: Decks) -> None:
    import random

    game = Game.new(*example_decks, seed=17)
    rng = random.Random(17)
    for _ in range(60):
        game.apply(rng.choice(game.legal_actions()))
    before = game.state_hash()
    twin, other = game.clone(history=False), game.clone(history=False)
    assert twin.state_hash() == before and twin.undo() is None
    for _ in range(40):  # two clones driven alike stay alike; the original never moves
        if twin.is_over:
            break
        action = rng.choice(twin.legal_actions())
        twin.apply(action)
        other.apply(action)
        assert twin.state_hash() == other.state_hash() != before
    assert game.state_hash() == before
