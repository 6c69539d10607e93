"""Random games with every ability live (the set 1 example decks): for 200 seeds, cards are
conserved, every action undoes exactly, views never leak, and the log replays the game."""

from __future__ import annotations

import random

import pytest

from illumineer.cards.catalogue import Catalogue
from illumineer.cards.decks import example_deck_path, parse_deck
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.game import Game
from illumineer.engine.log import GameLog, replay
from illumineer.engine.vocabulary import Phase, Verb
from tests.engine.test_games import _check_invariants

SEEDS = range(200)


def _cross_check_main_actions(game: Game) -> None:
    """In the Main Phase, legal_actions() holds exactly the turn actions that verify."""
    if game.prompt or game.bag or game.singing or game.subgame or game.phase is not Phase.MAIN:
        return
    me, them = game.players[game.active], game.players[1 - game.active]
    mine = [c.id for c in me.hand + me.play]
    theirs = [c.id for c in them.play]
    candidates = [
        Action(v, (a,)) for v in (Verb.INK, Verb.PLAY, Verb.QUEST, Verb.BOOST) for a in mine
    ]
    candidates += [Action(Verb.CHALLENGE, (a, b)) for a in mine for b in theirs]
    candidates += [
        Action(v, (a, b)) for v in (Verb.MOVE, Verb.SING, Verb.SHIFT) for a in mine for b in mine
    ]
    candidates += [Action(Verb.ACTIVATE, (a, n)) for a in mine for n in range(3)]
    legal = {a for a in game.legal_actions() if a.verb is not Verb.PASS}
    verified = {a for a in candidates if game.is_legal(a)}
    assert legal == verified, legal ^ verified


@pytest.fixture(scope="module")
def ability_decks(catalogue: Catalogue) -> tuple[list[CardDefinition], list[CardDefinition]]:
    decks = [
        parse_deck(example_deck_path(name).read_text(encoding="utf-8"), catalogue).cards()
        for name in ("set1-amber-steel", "set1-ruby-sapphire")
    ]
    return decks[0], decks[1]


def test_200_seeded_games_with_abilities_keep_every_invariant(
    ability_decks: tuple[list[CardDefinition], list[CardDefinition]], catalogue: Catalogue
) -> None:
    verbs: set[Verb] = set()
    for seed in SEEDS:
        game = Game.new(*ability_decks, seed=seed)
        total = len(game.cards)
        rng = random.Random(seed)
        steps = 0
        while not game.is_over and steps < 3000:
            before = game.state_hash()
            action = rng.choice(game.legal_actions())
            verbs.add(action.verb)
            game.apply(action)
            after = game.state_hash()
            assert game.undo() == action and game.state_hash() == before, (seed, steps)
            game.apply(action)
            assert game.state_hash() == after
            if steps % 3 == 0:  # conservation and views on every third state
                _check_invariants(game, total)
            if steps % 5 == 0:
                _cross_check_main_actions(game)
            steps += 1
        assert game.is_over, f"seed {seed} did not finish"
        if seed % 20 == 0:
            log = GameLog.from_json(GameLog.of(game).to_json())
            assert replay(log, catalogue.get).state_hash() == game.state_hash()
    # The games really exercised the abilities: the bag, choices and activated abilities.
    assert {Verb.RESOLVE, Verb.CHOOSE, Verb.YES, Verb.ACTIVATE, Verb.SHIFT} <= verbs, verbs
