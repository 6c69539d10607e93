"""Load on loopback: 50 games against the bot at once, each played by a client bot through
a real server's sockets; the server is restarted mid-game and every game resumes from the
store where it was, and no game's actions land in another."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import random
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

import pytest

from illumineer.cards.catalogue import Catalogue
from illumineer.engine.log import GameLog, replay
from illumineer.engine.view import view
from illumineer.web.app import make_app
from illumineer.web.store import Store
from tests.web.conftest import Served

websockets = pytest.importorskip("websockets", reason="the load test needs websockets")
httpx = pytest.importorskip("httpx", reason="the load test needs httpx")

T = TypeVar("T")
GAMES = 50
#: Decisions each client takes before the restart, and after it.
STEPS = 8


def _innermost(frame: dict[str, Any]) -> dict[str, Any]:
    level: dict[str, Any] = frame["view"]
    while "subgame" in level:
        level = level["subgame"]
    return level


class Client:
    """One person's page, as a bot: it answers each frame with a random offered action."""

    def __init__(self, game: str, key: str, seed: int) -> None:
        self.game, self.key = game, key
        self.rng = random.Random(seed)
        self.sent: list[str] = []  # the text of every action this client took
        self.last: dict[str, Any] = {}

    async def play(self, url: str, steps: int) -> dict[str, Any]:
        """Connect, check the resumed frame, take `steps` decisions; the first frame seen."""
        async with websockets.connect(url.replace("http", "ws") + "/ws") as ws:
            await ws.send(json.dumps({"type": "hello", "game": self.game, "key": self.key}))
            first: dict[str, Any] = json.loads(await ws.recv())
            frame = first
            for _ in range(steps):
                assert frame["type"] == "view" and frame["game"] == self.game
                actions = _innermost(frame).get("actions")
                if not actions:
                    break  # the game is over
                chosen = self.rng.choice(actions)
                self.sent.append(chosen["action"])
                await ws.send(json.dumps({"type": "act", "code": chosen["code"]}))
                frame = json.loads(await ws.recv())
            self.last = frame
            return first


async def _start(url: str, count: int) -> list[Client]:
    async with httpx.AsyncClient(base_url=url, timeout=60) as http:
        made = await asyncio.gather(*(
            http.post("/api/games", json={"kind": "bot", "bot": "random", "seed": seed})
            for seed in range(count)
        ))  # fmt: skip
    clients = []
    for seed, answer in enumerate(made):
        body = answer.json()
        clients.append(Client(body["game"], body["links"][0].split("#")[1], seed))
    return clients


def test_fifty_games_at_once_survive_a_restart_and_never_mix(
    catalogue: Catalogue, tmp_path: Path
) -> None:
    store = Store(tmp_path / "games.sqlite3")
    try:
        with Served(make_app(store, catalogue)) as first:
            clients = _run(_start(first.url, GAMES))
            _run(_play_all(clients, first.url, STEPS))
        before = [dict(c.last) for c in clients]
        with Served(make_app(store, catalogue)) as second:  # a new process's memory: empty
            resumed = _run(_play_all(clients, second.url, STEPS))
        for client, frame, was in zip(clients, resumed, before, strict=True):
            assert frame["view"] == was["view"], f"game {client.game} lost state in the restart"
        assert len({c.game for c in clients}) == GAMES
        for client in clients:
            log = GameLog.from_json(store.get(client.game).log)
            game = replay(log, catalogue.get)
            assert [a for a, seat in _deciders(log, catalogue) if seat == 0] == client.sent
            # What the client last saw is what the stored log rebuilds: nothing mixed in.
            assert json.loads(json.dumps(view(game, 0), ensure_ascii=False)) == client.last["view"]
    finally:
        store.close()


def _run(work: Coroutine[Any, Any, T]) -> T:
    """Run `work` to its end on an event loop of its own thread (the browser tests' driver
    keeps a loop running in this one)."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, work).result()


async def _play_all(clients: list[Client], url: str, steps: int) -> list[dict[str, Any]]:
    return list(await asyncio.gather(*(c.play(url, steps) for c in clients)))


def _deciders(log: GameLog, catalogue: Catalogue) -> list[tuple[str, int]]:
    """Each action of `log` with the seat that decided it."""
    import dataclasses

    from illumineer.engine.actions import Action

    game = replay(dataclasses.replace(log, actions=()), catalogue.get)
    found = []
    for text in log.actions:
        decider = game.decider
        assert decider is not None
        found.append((text, decider))
        game.apply(Action.parse(text))
    return found
