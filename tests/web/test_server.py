"""`illumineer serve` without a browser: a seat's socket sees only what the seat may know,
refuses a wrong key and bad input in one line that changes nothing, plays a bot to the end,
undoes, and resumes a game from the store after a restart."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from illumineer.cards.catalogue import Catalogue
from illumineer.cards.decks import DEFAULT_DECKS
from illumineer.cli.main import main
from illumineer.engine.game import Game
from illumineer.engine.view import VIEW_VERSION
from illumineer.web.app import MAX_MESSAGE, NewGame, make_app
from illumineer.web.rooms import Frame, Room, Rooms
from illumineer.web.store import Store


def _start(client: TestClient, **asked: Any) -> tuple[str, list[str]]:
    answer = client.post("/api/games", json=asked)
    assert answer.status_code == 200, answer.text
    body = answer.json()
    keys = [link.split("#", 1)[1] for link in body["links"]]
    return body["game"], keys


def _hello(ws: WebSocketTestSession, game: str, key: str | None) -> dict[str, Any]:
    ws.send_text(json.dumps({"type": "hello", "game": game, "key": key}))
    message: dict[str, Any] = ws.receive_json()
    return message


def _room(app: FastAPI, game: str) -> Room:
    rooms: Rooms = app.state.rooms
    return rooms.get(game)


def _innermost(frame: Frame | dict[str, Any]) -> Any:
    level: Any = frame["view"]
    while "subgame" in level:
        level = level["subgame"]
    return level


def _secret_names(game: Game, seat: int) -> set[str]:
    """Names of cards the seat may not know, less the names it sees on a card it knows."""
    bit = 1 << seat
    known = {c.definition.full_name for c in game.cards if c.known & bit}
    known |= {c.definition.ja_name or "" for c in game.cards if c.known & bit}
    hidden = {c.definition.full_name for c in game.cards if not c.known & bit}
    hidden |= {c.definition.ja_name for c in game.cards if not c.known & bit
               if c.definition.ja_name}  # fmt: skip
    return hidden - known


def _card_ids(value: Any) -> set[int]:
    found: set[int] = set()
    if isinstance(value, dict):
        if "id" in value and ("name" in value or "zone" in value):
            found.add(value["id"])
        for item in value.values():
            found |= _card_ids(item)
    elif isinstance(value, list):
        for item in value:
            found |= _card_ids(item)
    return found


def test_every_frame_a_seat_receives_names_no_card_it_may_not_know(
    app: FastAPI, client: TestClient
) -> None:
    game_id, keys = _start(client, kind="seats", deck="set1-amber-steel",
                           opponent_deck="set1-ruby-sapphire", seed=11)  # fmt: skip
    room = _room(app, game_id)
    rng = random.Random(11)
    frames = 0
    with client.websocket_connect("/ws") as one, client.websocket_connect("/ws") as two:
        sockets = (one, two)
        latest = [_hello(one, game_id, keys[0]), _hello(two, game_id, keys[1])]
        for _ in range(400):
            for seat in (0, 1):
                frame = latest[seat]
                assert frame["type"] == "view" and frame["view"]["version"] == VIEW_VERSION
                text = json.dumps(frame, ensure_ascii=False)
                leaked = {name for name in _secret_names(room.game, seat) if name in text}
                assert not leaked, f"seat {seat} was sent {sorted(leaked)}"
                visible = {c.id for c in room.game.cards if c.known & (1 << seat)}
                assert _card_ids(frame) <= visible
                frames += 1
            if room.game.is_over:
                break
            decider = room.game.decider
            assert decider is not None
            actions = _innermost(latest[decider])["actions"]
            sockets[decider].send_text(json.dumps({"type": "act",
                                                   "code": rng.choice(actions)["code"]}))
            latest = [one.receive_json(), two.receive_json()]
    assert frames > 100


def test_a_missing_or_wrong_seat_key_is_refused(client: TestClient) -> None:
    game_id, keys = _start(client, kind="seats")
    _, other_keys = _start(client, kind="seats")
    for key in (None, "", "not-a-key", other_keys[0], keys[0] + "x"):
        with client.websocket_connect("/ws") as ws:
            answer = _hello(ws, game_id, key)
            assert answer["type"] == "error", key
            assert "seat key" in answer["message"] and "\n" not in answer["message"]
    with client.websocket_connect("/ws") as ws:
        ws.send_text(json.dumps({"type": "act", "code": 1}))
        assert ws.receive_json()["message"] == "say hello first, with the game and the seat key"
    with client.websocket_connect("/ws") as ws:
        assert _hello(ws, "no-such-game", keys[0])["message"] == "no game 'no-such-game'"


@pytest.mark.parametrize(
    "sent,said",
    [
        ("not json", "a message is a JSON object"),
        ("[1, 2]", "a message is a JSON object"),
        ('{"type": "act", "code": "keep"}', "an action is its code"),
        ('{"type": "act", "code": true}', "an action is its code"),
        ('{"type": "act", "code": -1}', "an action is its code"),
        ('{"type": "act", "code": 1e300}', "an action is its code"),
        ('{"type": "act", "code": 999999999}', "not "),
        ('{"type": "act"}', "an action is its code"),
        ('{"type": "judge", "rewind": 5}', "a message is an act, an undo or a hello"),
        ('{"type": "undo"}', "nothing to undo"),
        ("[" * 5000, f"a message is at most {MAX_MESSAGE} bytes"),
        ('{"type": "act", "code": 1, "pad": "' + "x" * MAX_MESSAGE + '"}', "at most"),
    ],
)
def test_bad_input_over_the_socket_gets_one_line_and_changes_nothing(
    app: FastAPI, client: TestClient, sent: str, said: str
) -> None:
    game_id, keys = _start(client, kind="bot", bot="random", seed=4)
    room = _room(app, game_id)
    with client.websocket_connect("/ws") as ws:
        _hello(ws, game_id, keys[0])
        before = (room.game.state_hash(), len(room.game.history))
        ws.send_text(sent)
        answer = ws.receive_json()
        assert answer["type"] == "error" and said in answer["message"]
        assert "\n" not in answer["message"] and len(answer["message"]) <= 300
        assert (room.game.state_hash(), len(room.game.history)) == before
        ws.send_text(json.dumps({"type": "act", "code": _innermost(
            room.frame(room.keys.index(next(k for k in room.keys if k))))["actions"][0]["code"]}))
        assert ws.receive_json()["type"] == "view"  # the socket still plays


def test_the_other_seat_cannot_act_out_of_turn(app: FastAPI, client: TestClient) -> None:
    game_id, keys = _start(client, kind="seats", seed=2)
    room = _room(app, game_id)
    waiting = 1 - (room.game.decider or 0)
    with client.websocket_connect("/ws") as ws:
        frame = _hello(ws, game_id, keys[waiting])
        assert "actions" not in _innermost(frame)
        before = room.game.state_hash()
        code = room.game.legal_actions()[0].encode()
        ws.send_text(json.dumps({"type": "act", "code": code}))
        assert ws.receive_json() == {"type": "error", "message": "it is not your decision"}
        assert room.game.state_hash() == before


def test_a_person_plays_the_bot_to_the_end_and_can_undo(app: FastAPI, client: TestClient) -> None:
    game_id, keys = _start(client, kind="bot", bot="greedy", seed=8)
    rng = random.Random(8)
    with client.websocket_connect("/ws") as ws:
        frame = _hello(ws, game_id, keys[0])
        assert frame["bot"] == "greedy" and frame["seat"] == 0 and not frame["undo"]
        assert all(w["en"] and w["ja"] for w in frame["words"])
        code = _innermost(frame)["actions"][0]["code"]
        ws.send_text(json.dumps({"type": "act", "code": code}))
        acted = ws.receive_json()
        assert acted["undo"] and acted["log"]
        ws.send_text(json.dumps({"type": "undo"}))
        undone = ws.receive_json()
        assert _innermost(undone)["actions"] == _innermost(frame)["actions"]
        for _ in range(3000):
            level = _innermost(frame)
            if level["winner"] is not None:
                break
            choice = rng.choice(level["actions"])
            ws.send_text(json.dumps({"type": "act", "code": choice["code"]}))
            frame = ws.receive_json()
        assert _innermost(frame)["winner"] in (0, 1)
        assert not frame["undo"]


def test_a_game_resumes_from_the_store_after_a_restart(
    store: Store, catalogue: Catalogue
) -> None:
    with TestClient(make_app(store, catalogue)) as client:
        game_id, keys = _start(client, kind="seats", seed=6)
        with client.websocket_connect("/ws") as one, client.websocket_connect("/ws") as two:
            frames = [_hello(one, game_id, keys[0]), _hello(two, game_id, keys[1])]
            for _ in range(6):
                decider = _innermost(frames[0])["decides"]
                code = _innermost(frames[decider])["actions"][0]["code"]
                (one, two)[decider].send_text(json.dumps({"type": "act", "code": code}))
                frames = [one.receive_json(), two.receive_json()]
    with TestClient(make_app(store, catalogue)) as again, again.websocket_connect("/ws") as ws:
        resumed = _hello(ws, game_id, keys[0])
    assert resumed["view"] == frames[0]["view"]
    assert resumed["log"] == frames[0]["log"] and len(resumed["log"]) == 6


def test_a_new_game_with_bad_options_is_refused_in_one_line(client: TestClient) -> None:
    for asked, said in (
        ({"kind": "chess"}, "a game is against a bot, between two seats or at a table"),
        ({"kind": "table", "level": "regional"}, "a table's level is casual or competitive"),
        ({"bot": "deep-blue"}, "unknown bot 'deep-blue'"),
        ({"deck": "no-such-deck"}, "no deck 'no-such-deck'"),
        ({"seat": 2}, "seat: Input should be less than or equal to 1"),
        ({"deck": "x" * 500}, "deck: String should have at most 100 characters"),
    ):
        answer = client.post("/api/games", json=asked)
        assert answer.status_code == 400 and answer.json() == {"error": answer.json()["error"]}
        assert said in answer.json()["error"]


def test_the_page_and_its_files_are_served_by_the_package(client: TestClient) -> None:
    assert "New game" in client.get("/").text
    assert "Illumineer.playPage()" in client.get("/play/abc").text
    assert "socket.send" in client.get("/static/app.js").text
    options = client.get("/api/options").json()
    assert options["bots"] == ["random", "greedy"]
    # The form preselects the decks a new game gets when none is named: `play`'s defaults.
    assert options["default_decks"] == list(DEFAULT_DECKS)
    assert set(DEFAULT_DECKS) <= set(options["decks"])
    asked = NewGame.model_validate({})  # a form that names no deck
    assert (asked.deck, asked.opponent_deck) == DEFAULT_DECKS


def test_serve_refuses_a_database_it_cannot_use(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--db", "mysql://somewhere/db", "--port", "0"]) == 1
    error = capsys.readouterr().err
    assert error.startswith("error: unsupported ledger database 'mysql'") and error.count("\n") == 1


# ---------------------------------------------------------------------- a table and its judge


def _table(client: TestClient, **asked: Any) -> tuple[str, list[str], list[str]]:
    answer = client.post("/api/games", json={"kind": "table", **asked})
    assert answer.status_code == 200, answer.text
    body = answer.json()
    keys = [link.split("#", 1)[1] for link in body["links"]]
    judges = [link.split("#", 1)[1] for link in body["judges"]]
    return body["game"], keys, judges


def _judge(ws: WebSocketTestSession, game: str, key: str) -> dict[str, Any]:
    ws.send_text(json.dumps({"type": "hello", "game": game, "key": key, "judge": True}))
    message: dict[str, Any] = ws.receive_json()
    return message


def _second_ink(app: FastAPI, client: TestClient, game_id: str, keys: list[str]) -> int:
    """Both players keep; the one whose turn it is inks two cards (one too many)."""
    room = _room(app, game_id)
    for _ in range(2):
        seat = room.game.decider
        assert seat is not None
        with client.websocket_connect("/ws") as ws:
            frame = _hello(ws, game_id, keys[seat])
            keep = next(a for a in _innermost(frame)["actions"] if a["verb"] == "keep")
            ws.send_text(json.dumps({"type": "act", "code": keep["code"]}))
            ws.receive_json()
    seat = room.game.decider
    assert seat is not None
    with client.websocket_connect("/ws") as ws:
        frame = _hello(ws, game_id, keys[seat])
        inks = [a for a in _innermost(frame)["actions"] if a["verb"] == "ink"]
        ws.send_text(json.dumps({"type": "act", "code": inks[0]["code"]}))
        ws.receive_json()
        ws.send_text(json.dumps({"type": "do", "text": f"ink c{inks[1]['card']['id']}"}))
        after = ws.receive_json()
        ws.send_text(json.dumps({"type": "call-judge"}))
        assert ws.receive_json()["judge_called"]
    assert len(innermost_player(after, seat)["inkwell"]) == 2
    return seat


def innermost_player(frame: dict[str, Any], seat: int) -> dict[str, Any]:
    player: dict[str, Any] = _innermost(frame)["players"][seat]
    return player


def test_a_table_records_a_second_ink_and_the_lead_judge_rules_it(
    app: FastAPI, client: TestClient, store: Store
) -> None:
    game_id, keys, judges = _table(client, level="competitive", seed=3)
    seat = _second_ink(app, client, game_id, keys)
    actions = len(_room(app, game_id).game.history)
    with client.websocket_connect("/ws") as ws:
        console = _judge(ws, game_id, judges[0])
        assert console["role"] == "lead" and console["called_by"] == seat
        assert [i["number"] for i in console["incidents"]] == [1]
        assert console["incidents"][0]["player"] == seat and console["incidents"][0]["ja"]
        ws.send_text(json.dumps({"type": "call", "number": 1}))
        called = ws.receive_json()
        assert "Card Count Error" in called["ruling"]["en"] and called["ruling"]["ja"]
        assert called["remedies"] == ["apply"] and called["called_by"] is None
        preview = called["previews"][0]
        assert preview["choice"] == "apply" and preview["actions"][0].startswith("judge-")
        assert "Card Count Error" in preview["en"] and preview["en"] != called["ruling"]["en"]
        assert len(_room(app, game_id).game.history) == actions  # a preview changes nothing
        ws.send_text(json.dumps({"type": "remedy", "choice": "apply"}))
        ruled = ws.receive_json()
        assert ruled["incidents"][0]["ruled"] and ruled["remedies"] == []
        assert ruled["roster"] == ["player 1", "player 2"]
        assert [(e["infraction"], e["penalty"], e["role"]) for e in ruled["ledger"]] == [
            ("Card Count Error", "Warning", "lead")
        ]
        assert ruled["ledger"][0]["player"] == f"player {seat + 1}" and ruled["ledger"][0]["ja"]
    entries = store.ledger().entries(f"table {game_id}")
    assert [(e.infraction.name, e.penalty.name) for e in entries] == [
        ("CARD_COUNT_ERROR", "WARNING")
    ]


def test_a_player_s_link_never_acts_as_a_judge(app: FastAPI, client: TestClient) -> None:
    game_id, keys, judges = _table(client, seed=3)
    _second_ink(app, client, game_id, keys)
    room = _room(app, game_id)
    before = (room.game.state_hash(), len(room.game.history))
    for key in keys:
        with client.websocket_connect("/ws") as ws:
            answer = _judge(ws, game_id, key)
            assert answer == {"type": "error", "message":
                              "wrong judge key: a player's link never opens the judge's console"}
        with client.websocket_connect("/ws") as ws:
            _hello(ws, game_id, key)
            for said in ({"type": "rewind", "number": 1}, {"type": "call", "number": 1},
                         {"type": "takeback", "player": 0}, {"type": "remedy", "choice": "apply"}):
                ws.send_text(json.dumps(said))
                assert ws.receive_json()["message"] == "a player's link cannot act as a judge"
    with client.websocket_connect("/ws") as ws:  # a judge's key opens no seat either
        assert _hello(ws, game_id, judges[0])["type"] == "error"
    assert (room.game.state_hash(), len(room.game.history)) == before
    assert room.table is not None and room.table.calls == []


def test_only_the_lead_judge_may_rewind_and_any_judge_may_take_back(
    app: FastAPI, client: TestClient
) -> None:
    game_id, keys, judges = _table(client, seed=3)
    _second_ink(app, client, game_id, keys)
    room = _room(app, game_id)
    actions = len(room.game.history)
    with client.websocket_connect("/ws") as ws:
        assert _judge(ws, game_id, judges[1])["role"] == "floor"
        ws.send_text(json.dumps({"type": "rewind", "number": 1}))
        assert "only the lead judge may rewind" in ws.receive_json()["message"]
        assert len(room.game.history) == actions
        ws.send_text(json.dumps({"type": "takeback", "player": room.game.decider}))
        answer = ws.receive_json()
        assert answer["type"] == "judge" and len(room.game.history) == actions - 1
    with client.websocket_connect("/ws") as ws:
        _judge(ws, game_id, judges[0])
        ws.send_text(json.dumps({"type": "rewind", "number": 1}))
        assert ws.receive_json()["type"] == "judge" and len(room.game.history) == actions - 2
        ws.send_text(json.dumps({"type": "rewind", "number": 10**6}))
        assert ws.receive_json()["message"] == "rewind a number of actions, at most the game's"


# ---------------------------------------------------------------------- replays


def test_a_stored_game_is_replayed_on_a_timeline_from_a_seat_or_the_public(
    app: FastAPI, client: TestClient
) -> None:
    game_id, keys = _start(client, kind="seats", seed=12)
    room = _room(app, game_id)
    rng = random.Random(12)
    for _ in range(30):
        room.act(room.game.decider or 0, rng.choice(room.game.legal_actions()).encode())
    asked = {"game": game_id, "key": keys[0]}
    start = client.post("/api/replay", json={**asked, "position": 0, "seat": 0}).json()
    assert (start["position"], start["total"], start["line"]) == (0, 30, "")
    last = client.post("/api/replay", json={**asked, "position": 30, "seat": 0}).json()
    live = {k: v for k, v in room.frame(0)["view"].items() if k != "actions"}
    assert {k: v for k, v in last["view"].items() if k != "actions"} == live
    assert last["line"].startswith("player ")
    public = client.post("/api/replay", json={**asked, "position": 30, "seat": -1}).json()
    assert public["view"]["seat"] == -1
    assert all(p["hand"]["known"] == [] for p in public["view"]["players"])
    refused = client.post("/api/replay", json={**asked, "position": 30, "seat": 1})
    assert refused.json() == {"error": "the other seat's view is shown once the game is over"}
    for bad, said in (({"key": "wrong"}, "wrong key"), ({"position": 31}, "from 0 to 30"),
                      ({"key": None}, "a game's link is needed")):  # fmt: skip
        answer = client.post("/api/replay", json={**asked, "position": 1, "seat": 0, **bad})
        assert answer.status_code == 400 and said in answer.json()["error"]


def test_an_uploaded_log_is_replayed_and_a_bad_one_refused_in_one_line(
    client: TestClient, catalogue: Catalogue
) -> None:
    from illumineer.agents import make_agent, play_out
    from illumineer.cards.decks import example_deck_path, parse_deck
    from illumineer.engine.log import GameLog

    decks = [parse_deck(example_deck_path(n).read_text(encoding="utf-8"), catalogue).cards()
             for n in ("amber-steel", "ruby-sapphire")]  # fmt: skip
    game = Game.new(decks[0], decks[1], seed=5)
    play_out(game, [make_agent("greedy", 1), make_agent("random", 2)])
    log = GameLog.of(game).to_json()
    total = len(game.history)
    end = client.post("/api/replay", json={"log": log, "position": total, "seat": 1}).json()
    assert end["view"]["winner"] == game.winner and end["total"] == total
    for text, said in (("{", "game log is not JSON"), ('{"format": 1}', "game log format"),
                       (log.replace('"keep"', '"quest c9999"', 1), "does not replay")):  # fmt: skip
        answer = client.post("/api/replay", json={"log": text, "position": total, "seat": 0})
        assert answer.status_code == 400 and said in answer.json()["error"], answer.text
        assert "\n" not in answer.json()["error"]


def test_a_judge_reports_an_incident_the_engine_did_not_see_by_the_questions(
    client: TestClient, store: Store
) -> None:
    game_id, _, judges = _table(client, level="casual", seed=3)
    with client.websocket_connect("/ws") as ws:
        _judge(ws, game_id, judges[0])
        ws.send_text(json.dumps({"type": "answer", "question": "trigger", "yes": False}))
        assert ws.receive_json()["message"] == "no incident is being reported"
        ws.send_text(json.dumps({"type": "report", "player": 1}))
        frame = ws.receive_json()
        asked = []
        while frame["asking"] is not None:
            question = frame["asking"]["question"]
            asked.append(question)
            assert frame["asking"]["player"] == 1 and frame["asking"]["ja"]
            ws.send_text(json.dumps({"type": "answer", "question": "may", "yes": True}))
            if question != "may":
                assert ws.receive_json()["message"] == "answer the question asked, yes or no"
            ws.send_text(json.dumps({"type": "answer", "question": question,
                                     "yes": question == "seen"}))  # fmt: skip
            frame = ws.receive_json()
    assert asked == ["trigger", "seen", "same_set"]
    assert "Card Count Error" in frame["ruling"]["en"] and frame["ruling"]["ja"]


def test_serve_prints_its_address_and_serves_the_page_and_a_seat(
    tmp_path: Any, card_file: Any
) -> None:
    import selectors
    import subprocess
    import sys

    import httpx
    from websockets.sync.client import connect

    from tests.web.conftest import _free_port

    port = _free_port()
    db = tmp_path / "games.sqlite3"
    server = subprocess.Popen(
        [sys.executable, "-m", "illumineer.cli.main", "serve", "--port", str(port), "--db",
         str(db)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)  # fmt: skip
    try:
        assert server.stdout is not None
        waiting = selectors.DefaultSelector()
        waiting.register(server.stdout, selectors.EVENT_READ)
        assert waiting.select(timeout=120), "serve printed nothing in two minutes"
        line = server.stdout.readline()
        assert line.startswith(f"Illumineer is serving on http://127.0.0.1:{port}/ (games in ")
        url = f"http://127.0.0.1:{port}"
        assert "New game" in httpx.get(url + "/", timeout=30).text
        body = httpx.post(url + "/api/games", json={"kind": "seats"}, timeout=30).json()
        with connect(f"ws://127.0.0.1:{port}/ws", open_timeout=30) as ws:
            ws.send(json.dumps({"type": "hello", "game": body["game"],
                                "key": body["links"][0].split("#")[1]}))  # fmt: skip
            assert json.loads(ws.recv(timeout=30))["type"] == "view"
        kept = Store(db)
        assert kept.get(body["game"]).kind == "seats"
        kept.close()
    finally:
        server.terminate()
        server.wait(timeout=30)
