"""Random garbage actions, in both modes: the engine answers only with a typed refusal that
changes nothing, or (table mode) carries the deed out and records an incident. No other
exception, and never an engine fault, whatever is thrown at it."""

from __future__ import annotations

import random

import pytest

from illumineer.cards.catalogue import Catalogue
from illumineer.cards.decks import example_deck_path, parse_deck
from illumineer.engine.actions import SHAPES, Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import EngineFault, IllegalAction, ImpossibleAction
from illumineer.engine.game import Game
from illumineer.engine.vocabulary import Mode, Verb, Zone

DECK_PAIRS = (("amber-steel", "ruby-sapphire"), ("set1-amber-steel", "set1-ruby-sapphire"))


def _decks(catalogue: Catalogue, names: tuple[str, str]) -> list[list[CardDefinition]]:
    return [
        parse_deck(example_deck_path(name).read_text(encoding="utf-8"), catalogue).cards()
        for name in names
    ]


#: Every value an argument of a word kind can have (players, zones, seats).
_WORD_VALUES = {"p": (0, 1), "z": tuple(range(len(Zone))), "s": (1, 2, 3)}


def _garbage(rng: random.Random, cards: int) -> Action:
    verb = rng.choice(list(SHAPES))
    args = []
    for kind in SHAPES[verb]:
        if kind == "c":
            args.append(rng.choice([rng.randrange(cards), rng.randrange(cards + 20)]))
        elif kind in _WORD_VALUES:
            args.append(rng.choice(_WORD_VALUES[kind]))
        else:
            args.append(rng.choice([0, 1, 2, rng.randrange(5000)]))
    return Action(verb, tuple(args))


@pytest.mark.parametrize("mode", [Mode.STRICT, Mode.TABLE])
@pytest.mark.parametrize("pair", DECK_PAIRS)
def test_random_garbage_is_refused_or_recorded(
    mode: Mode, pair: tuple[str, str], catalogue: Catalogue
) -> None:
    decks = _decks(catalogue, pair)
    tried = refused = incidents = 0
    for seed in range(12):
        game = Game.new(*decks, seed=seed, mode=mode)
        rng = random.Random(seed)
        for _ in range(400):
            if game.is_over:
                break
            action = _garbage(rng, len(game.cards))
            before = game.state_hash()
            tried += 1
            try:
                outcome = game.apply(action)
            except EngineFault as fault:  # pragma: no cover - this is the bug the test finds
                pytest.fail(f"seed {seed}, {action}: {fault}")
            except IllegalAction as error:
                refused += 1
                assert game.state_hash() == before, (seed, str(action))
                assert mode is Mode.STRICT or isinstance(error, ImpossibleAction), (
                    f"table mode refused a deed it could carry out: {action}: {error}"
                )
                # Play goes on with a legal action, so the garbage meets every situation.
                game.apply(rng.choice(game.legal_actions()))
                continue
            if outcome.incident is not None:
                incidents += 1
                assert mode is Mode.TABLE
            else:
                game.undo()
                assert game.state_hash() == before
                assert game.is_legal(action), f"{action} was accepted but is not legal"
                game.apply(action)
    assert refused > tried // 2
    assert (incidents > 0) == (mode is Mode.TABLE)


def test_garbage_of_the_wrong_type_is_refused() -> None:
    game = Game.position()
    for bad in ("pass", 3, None, (Verb.PASS, ())):
        with pytest.raises(ImpossibleAction):
            game.apply(bad)  # type: ignore[arg-type]
