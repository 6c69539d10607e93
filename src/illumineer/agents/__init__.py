"""Bots that play the engine: a uniform random player and a greedy heuristic player.

>>> make_agent("greedy", seed=1).name
'greedy'
"""

from __future__ import annotations

from collections.abc import Callable

from illumineer.agents.base import MAX_ACTIONS, Agent, play_out
from illumineer.agents.greedy import GreedyAgent
from illumineer.agents.random_agent import RandomAgent
from illumineer.engine.errors import IllumineerError

#: Agent names for the command line, each with how to make one from a seed.
AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
}


def make_agent(name: str, seed: int = 0) -> Agent:
    """The agent called `name` (one of `AGENTS`), with its own random source seeded by `seed`."""
    factory = AGENTS.get(name)
    if factory is None:
        raise IllumineerError(f"unknown agent {name!r}; agents: {', '.join(AGENTS)}")
    return factory(seed)


__all__ = ["AGENTS", "MAX_ACTIONS", "Agent", "GreedyAgent", "RandomAgent", "make_agent", "play_out"]
