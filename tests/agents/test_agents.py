"""The bots: they finish games, take only legal actions, see only their seat, and greedy wins."""

from __future__ import annotations

import pytest

from illumineer.agents import AGENTS, Agent, GreedyAgent, RandomAgent, make_agent, play_out
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import IllumineerError
from illumineer.engine.game import Game
from illumineer.engine.vocabulary import Verb, Zone
from tests.engine.helpers import character

Decks = tuple[list[CardDefinition], list[CardDefinition]]


class LegalityCheck:
    """Wraps an agent; fails if it returns an illegal action or changes the game."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.name = agent.name
        self.choices = 0

    def choose(self, game: Game) -> Action:
        legal, before = game.legal_actions(), game.state_hash()
        action = self.agent.choose(game)
        assert action in legal, f"{self.name} chose {action}, not among {legal}"
        assert game.state_hash() == before, f"{self.name} changed the game while choosing"
        self.choices += 1
        return action


@pytest.mark.parametrize(
    "names",
    [("random", "random"), ("greedy", "greedy"), ("greedy", "random"), ("random", "greedy")],
)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_seeded_games_finish_with_a_winner_using_only_legal_actions(
    example_decks: Decks, names: tuple[str, str], seed: int
) -> None:
    game = Game.new(*example_decks, seed=seed)
    agents = [LegalityCheck(make_agent(name, 10 * seed + seat)) for seat, name in enumerate(names)]
    assert play_out(game, agents)
    assert game.is_over and game.winner in (0, 1)
    assert all(agent.choices > 0 for agent in agents)


def test_same_seeds_give_the_same_game(example_decks: Decks) -> None:
    logs = []
    for _ in range(2):
        game = Game.new(*example_decks, seed=5)
        play_out(game, [GreedyAgent(1), RandomAgent(2)])
        logs.append(game.history)
    assert logs[0] == logs[1]


def test_greedy_beats_random_most_of_the_time(example_decks: Decks) -> None:
    # A loose check of the heuristic, deterministic by its seeds: 12 or more of 20 games,
    # greedy taking each seat in turn.
    greedy_wins = 0
    for seed in range(1, 21):
        greedy_seat = seed % 2
        agents: list[Agent] = [RandomAgent(seed), RandomAgent(seed)]
        agents[greedy_seat] = GreedyAgent(seed)
        game = Game.new(*example_decks, seed=seed)
        assert play_out(game, agents)
        greedy_wins += game.winner == greedy_seat
    assert greedy_wins >= 12


def test_greedy_ignores_what_its_seat_cannot_see() -> None:
    # Two positions that differ only in the opponent's hand and both decks: same decisions.
    mine = [character("Cheap", cost=1), character("Big", cost=6), character("Mid", cost=3)]
    decisions = []
    for hidden_cost in (1, 9):
        game = Game.position(seed=3, active=0, turn=5)
        for definition in mine:
            game.place(definition, 0, Zone.HAND)
        for _ in range(3):
            game.place(character("Ink"), 0, Zone.INKWELL)
        game.place(character("Hero", strength=3, willpower=3), 0, Zone.PLAY)
        game.place(character("Foe", strength=1, willpower=2), 1, Zone.PLAY, exerted=True)
        for owner in (0, 1):
            for _ in range(5):
                game.place(character("Secret", cost=hidden_cost), owner, Zone.DECK)
        game.place(character("Secret", cost=hidden_cost, strength=9), 1, Zone.HAND)
        agent, taken = GreedyAgent(seed=0), []
        while game.active == 0 and not game.is_over:
            action = agent.choose(game)
            taken.append(str(action))
            game.apply(action)
        decisions.append(taken)
    assert decisions[0] == decisions[1]
    # Ink the cheap card, play the best affordable one, win a challenge, then pass.
    assert decisions[0] == ["ink c0", "play c2", "challenge c6 c7", "pass"]


def test_greedy_alters_hand_by_cost() -> None:
    game = Game.new(
        [character("Cheap", cost=2)] * 60,
        [character("Pricey", cost=6)] * 60,
        seed=1,
        first_player=0,
    )
    agent = GreedyAgent(seed=0)
    assert agent.choose(game) == Action(Verb.KEEP)
    game.apply(Action(Verb.KEEP))
    assert agent.choose(game).verb is Verb.MULLIGAN


def test_play_out_stops_at_the_cap(example_decks: Decks) -> None:
    game = Game.new(*example_decks, seed=1)
    assert not play_out(game, [RandomAgent(1), RandomAgent(2)], max_actions=10)
    assert len(game.history) == 10 and not game.is_over


def test_agents_by_name() -> None:
    assert set(AGENTS) == {"random", "greedy"}
    assert make_agent("greedy", 3).name == "greedy"
    assert isinstance(make_agent("random"), RandomAgent)
    with pytest.raises(IllumineerError, match="unknown agent 'clever'"):
        make_agent("clever")
