"""Small builders for engine tests: vanilla card definitions and seeded random games."""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from illumineer.engine.abilities import Behaviour, Effects, Prompt, Step
from illumineer.engine.cards import CardDefinition, CardType, PrintedKeyword
from illumineer.engine.game import Game
from illumineer.engine.vocabulary import Mode, Zone


def _test_id(name: str) -> int:
    """A negative id, the same in every run, that no printed card has."""
    return -zlib.crc32(name.encode()) % 100_000 - 1


def character(
    name: str,
    cost: int = 1,
    strength: int = 1,
    willpower: int = 1,
    lore: int = 1,
    inkable: bool = True,
) -> CardDefinition:
    """A vanilla character definition for tests."""
    return CardDefinition(
        id=_test_id(name),
        full_name=f"{name} - Test",
        name=name,
        version="Test",
        card_type=CardType.CHARACTER,
        cost=cost,
        inkable=inkable,
        strength=strength,
        willpower=willpower,
        lore=lore,
        classifications=("Storyborn",),
    )


def location(
    name: str, cost: int = 1, willpower: int = 5, lore: int = 1, move_cost: int = 1
) -> CardDefinition:
    return CardDefinition(
        id=_test_id(name),
        full_name=f"{name} - Test",
        name=name,
        version="Test",
        card_type=CardType.LOCATION,
        cost=cost,
        inkable=True,
        willpower=willpower,
        lore=lore,
        move_cost=move_cost,
    )


@dataclass(frozen=True, slots=True)
class Probe(Step):
    """A test's look at the effects an instruction is given (no card says it)."""

    see: Callable[[Effects], None] = field(default=lambda fx: None, compare=False)

    def run(self, fx: Effects) -> Prompt | None:
        self.see(fx)
        return None


def action(
    name: str, *steps: Step, cost: int = 0, sing_together: int | None = None
) -> CardDefinition:
    """An action (a song when `sing_together` is given) whose effect is `steps`."""
    return CardDefinition(
        id=_test_id(name),
        full_name=name,
        name=name,
        version=None,
        card_type=CardType.ACTION,
        cost=cost,
        inkable=True,
        classifications=("Song",) if sing_together is not None else (),
        keywords=()
        if sing_together is None
        else (PrintedKeyword("Sing Together", sing_together),),
        effects=("(a test action)",),
        behaviour=Behaviour(effect=steps),
    )


def play_randomly(game: Game, seed: int, limit: int = 10_000) -> int:
    """Play uniformly random legal actions until the game ends; return the action count."""
    rng = random.Random(seed)
    count = 0
    while not game.is_over and count < limit:
        game.apply(rng.choice(game.legal_actions()))
        count += 1
    return count


def random_game(decks: Sequence[Sequence[CardDefinition]], seed: int) -> Game:
    game = Game.new(decks[0], decks[1], seed=seed)
    play_randomly(game, seed)
    return game


def named_ids(data: object) -> set[int]:
    """The ids of every card a view names (a card shown has an id and a name)."""
    found: set[int] = set()
    if isinstance(data, dict):
        if "id" in data and "name" in data:
            found.add(data["id"])
        for value in data.values():
            found |= named_ids(value)
    elif isinstance(data, list):
        for value in data:
            found |= named_ids(value)
    return found


def board(ink: int = 0, deck: int = 10, mode: Mode = Mode.STRICT) -> Game:
    """A position at p1's Main Phase: `deck` vanilla cards in each deck, `ink` in p1's
    inkwell."""
    game = Game.position(mode=mode)
    filler = character("Filler")
    for owner in (0, 1):
        for _ in range(deck):
            game.place(filler, owner, Zone.DECK)
    for _ in range(ink):
        game.place(filler, 0, Zone.INKWELL)
    return game
