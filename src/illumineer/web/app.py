"""The web server's routes (FastAPI): the static page, starting a game, and a websocket per
seat that sends the seat's frames and takes its actions.

The socket speaks JSON objects of at most `MAX_MESSAGE` bytes:

- the page says ``{"type": "hello", "game": ID, "key": KEY}`` first (the key comes from
  the link's fragment, so it never reaches a server log); a missing or wrong key is refused
  and the socket closed;
- then ``{"type": "act", "code": N}`` (a legal action's code from the frame) or
  ``{"type": "undo"}``; at a table-mode game also ``{"type": "do", "text": "ink c12"}``
  (what the player did, as typed) and ``{"type": "call-judge"}``; the server answers every
  change with a frame to each seat watching;
- a judge's console says ``{"type": "hello", "game", "key", "judge": true}`` with a judge's
  key, then ``call``, ``report`` and ``answer`` (an incident the engine did not see, by
  JUDGE.md's questions), ``remedy``, ``rewind`` or ``takeback`` (`Room.judge`); a player's key
  never opens it, and a seat's socket never takes a judge's message;
- anything else gets ``{"type": "error", "message": ONE_LINE}`` and changes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections import defaultdict
from importlib import resources
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

from illumineer.agents import AGENTS
from illumineer.cards.catalogue import Catalogue
from illumineer.cards.decks import DEFAULT_DECKS, example_decks
from illumineer.engine.errors import IllumineerError, WebError
from illumineer.engine.log import GameLog
from illumineer.judge.vocabulary import Role
from illumineer.web.replays import allowed_seats, replay_at
from illumineer.web.rooms import Created, Room, Rooms
from illumineer.web.store import Store

#: The largest message the socket reads (bytes); a longer one is refused.
MAX_MESSAGE = 4096
#: The largest game log the replay page uploads (characters).
MAX_UPLOAD = 4 * 1024 * 1024
#: Sockets one game may have open at once (a seat's tabs, reconnections).
MAX_SOCKETS_PER_GAME = 16


class ReplayAsked(BaseModel):
    """What the replay page asks: a stored game (with a link's key) or an uploaded log, the
    position on the timeline and the seat (-1: the public view)."""

    game: str | None = Field(None, max_length=40)
    key: str | None = Field(None, max_length=100)
    log: str | None = Field(None, max_length=MAX_UPLOAD)
    position: int = Field(0, ge=0)
    seat: int = Field(-1, ge=-1, le=1)


class NewGame(BaseModel):
    """What the page's form sends to start a game."""

    kind: str = Field("bot", max_length=10)
    bot: str = Field("greedy", max_length=10)
    deck: str = Field(DEFAULT_DECKS[0], max_length=100)
    opponent_deck: str = Field(DEFAULT_DECKS[1], max_length=100)
    seat: int = Field(0, ge=0, le=1)
    level: str = Field("casual", max_length=20)
    seed: int | None = Field(None, ge=0, le=2**63 - 1)


def _static() -> Any:
    return resources.files("illumineer.web") / "static"


def _one_line(text: str) -> str:
    line = " ".join(str(text).split())
    return line if len(line) <= 300 else line[:297] + "..."


#: What only a judge's console says.
JUDGE_MESSAGES = frozenset({"call", "report", "answer", "remedy", "rewind", "takeback"})


def _seat_says(room: Room, seat: int, message: dict[str, Any]) -> None:
    """A player's message to the game."""
    kind = message.get("type")
    if kind == "act":
        room.act(seat, message.get("code"))
    elif kind == "undo":
        room.undo(seat)
    elif kind == "do":
        room.act_text(seat, message.get("text"))
    elif kind == "call-judge":
        room.call_judge(seat)
    elif kind in JUDGE_MESSAGES:
        raise WebError("a player's link cannot act as a judge")
    else:
        raise WebError("a message is an act, an undo or a hello")


def make_app(store: Store, catalogue: Catalogue, *, cards: str = "") -> FastAPI:
    """The application: games in `store`, cards from `catalogue` (`cards`: its sha256)."""
    app = FastAPI(title="Illumineer", docs_url=None, redoc_url=None, openapi_url=None)
    rooms = Rooms(store, catalogue, cards=cards)
    app.state.rooms = rooms
    sockets: dict[str, dict[WebSocket, int | Role]] = defaultdict(dict)
    locks: dict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
    static = _static()
    app.mount("/static", StaticFiles(directory=str(static)), name="static")

    @app.exception_handler(IllumineerError)
    async def refused(request: Request, error: IllumineerError) -> JSONResponse:
        return JSONResponse({"error": _one_line(str(error))}, status_code=400)

    @app.exception_handler(RequestValidationError)
    async def malformed(request: Request, error: RequestValidationError) -> JSONResponse:
        first = error.errors()[0] if error.errors() else {"msg": "bad request", "loc": ()}
        where = ".".join(str(p) for p in first.get("loc", ()) if p != "body")
        return JSONResponse({"error": _one_line(f"{where}: {first.get('msg')}")}, 400)

    @app.get("/")
    async def index() -> FileResponse:
        return FileResponse(str(static / "index.html"))

    @app.get("/play/{game_id}")
    async def play(game_id: str) -> FileResponse:
        return FileResponse(str(static / "play.html"))

    @app.get("/judge/{game_id}")
    async def judge(game_id: str) -> FileResponse:
        return FileResponse(str(static / "judge.html"))

    @app.get("/replay")
    async def replay_page() -> FileResponse:
        return FileResponse(str(static / "replay.html"))

    @app.get("/replay/{game_id}")
    async def replay_game(game_id: str) -> FileResponse:
        return FileResponse(str(static / "replay.html"))

    @app.post("/api/replay")
    async def replay_position(asked: ReplayAsked) -> JSONResponse:
        if (asked.game is None) == (asked.log is None):
            raise WebError("replay a stored game (with its link) or an uploaded log")
        if asked.game is not None:
            stored = store.get(asked.game)
            if asked.seat not in allowed_seats(stored, asked.key):
                raise WebError("the other seat's view is shown once the game is over")
            text = stored.log
        else:
            text = asked.log or ""
        frame = replay_at(GameLog.from_json(text), asked.position, asked.seat, catalogue,
                          cards)  # fmt: skip
        return JSONResponse(frame)

    @app.get("/api/options")
    async def options() -> dict[str, list[str]]:
        return {"decks": list(example_decks()), "default_decks": list(DEFAULT_DECKS),
                "bots": list(AGENTS)}

    @app.post("/api/games")
    async def new_game(asked: NewGame) -> JSONResponse:
        created: Created = rooms.create(
            asked.kind, deck=asked.deck, opponent_deck=asked.opponent_deck, bot=asked.bot,
            seat=asked.seat, seed=asked.seed, level=asked.level)  # fmt: skip
        return JSONResponse(created)

    async def send(socket: WebSocket, message: Any) -> None:
        with contextlib.suppress(RuntimeError, WebSocketDisconnect, OSError):
            await socket.send_text(json.dumps(message, ensure_ascii=False))  # gone: forgotten

    async def broadcast(room: Room) -> None:
        for socket, who in list(sockets[room.id].items()):
            await send(socket, room.judge_frame(who) if isinstance(who, Role) else room.frame(who))

    async def read(socket: WebSocket) -> dict[str, Any] | None:
        """The next message as a JSON object; None when the socket closed."""
        message = await socket.receive()
        if message["type"] == "websocket.disconnect":
            return None
        text = message.get("text")
        if text is None:
            data = message.get("bytes") or b""
            if len(data) > MAX_MESSAGE:
                raise WebError(f"a message is at most {MAX_MESSAGE} bytes")
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                raise WebError("a message is JSON text in UTF-8") from None
        if len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
            raise WebError(f"a message is at most {MAX_MESSAGE} bytes")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            raise WebError("a message is a JSON object") from None
        if not isinstance(data, dict):
            raise WebError("a message is a JSON object")
        return data

    @app.websocket("/ws")
    async def seat_socket(socket: WebSocket) -> None:
        await socket.accept()
        room: Room | None = None
        try:
            hello = await read(socket)
            if hello is None:
                return
            if hello.get("type") != "hello":
                raise WebError("say hello first, with the game and the seat key")
            async with locks[str(hello.get("game"))]:
                room = rooms.get(hello.get("game"))
            who: int | Role = (room.role_of(hello.get("key")) if hello.get("judge") is True
                               else room.seat_of(hello.get("key")))  # fmt: skip
            if len(sockets[room.id]) >= MAX_SOCKETS_PER_GAME:
                raise WebError("too many pages open on this game")
        except WebError as error:
            await send(socket, {"type": "error", "message": _one_line(str(error))})
            await socket.close(code=4403)
            return
        except WebSocketDisconnect:
            return
        sockets[room.id][socket] = who
        rooms.watched[room.id] = rooms.watched.get(room.id, 0) + 1
        try:
            await send(socket, room.judge_frame(who) if isinstance(who, Role) else room.frame(who))
            while True:
                try:
                    message = await read(socket)
                    if message is None:
                        return
                    async with locks[room.id]:
                        if isinstance(who, Role):
                            room.judge(who, message)
                        else:
                            _seat_says(room, who, message)
                except WebError as error:
                    await send(socket, {"type": "error", "message": _one_line(str(error))})
                    continue
                await broadcast(room)
        except WebSocketDisconnect:
            return
        finally:
            sockets[room.id].pop(socket, None)
            rooms.watched[room.id] -= 1

    return app
