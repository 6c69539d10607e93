"""Replays for the web page: a game log stepped through on a timeline, from either seat's
view or the public one (`public_view`).

A stored game is replayed for whoever holds one of its links: a player sees their own seat
and the public view, and the other seat only once the game is over; a judge sees either.
An uploaded log is its uploader's already, so every view of it is theirs to see.
"""

from __future__ import annotations

import dataclasses
import hmac
from typing import Literal, TypedDict

from illumineer.cards.catalogue import Catalogue
from illumineer.cli.words import Words, taken
from illumineer.engine.actions import Action
from illumineer.engine.errors import IllumineerError, WebError
from illumineer.engine.game import Game
from illumineer.engine.log import GameLog, replay
from illumineer.engine.view import PUBLIC, View, public_view, view
from illumineer.judge.messages import Language
from illumineer.web.store import Stored, key_hash


class ReplayFrame(TypedDict):
    """One position of a replay: the view there and the action that led to it in words."""

    type: Literal["replay"]
    position: int  # actions taken so far (0: the game's start)
    total: int  # the log's actions
    seat: int  # 0, 1 or PUBLIC (-1)
    view: View
    line: str  # the action that led here, as the seat may know it ("" at the start)


def allowed_seats(stored: Stored, key: object) -> set[int]:
    """The views of stored game `stored` the holder of `key` may replay; `WebError` for a
    key of none of its links."""
    if not isinstance(key, str) or not key:
        raise WebError("a game's link is needed to replay it")
    given = key_hash(key)
    if any(k is not None and hmac.compare_digest(given, k) for k in stored.judges):
        return {PUBLIC, 0, 1}
    for seat, kept in enumerate(stored.keys):
        if kept is not None and hmac.compare_digest(given, kept):
            return {PUBLIC, 0, 1} if stored.winner is not None else {PUBLIC, seat}
    raise WebError("wrong key: this link opens no seat of this game")


def replay_at(log: GameLog, position: object, seat: object, catalogue: Catalogue,
              cards: str = "") -> ReplayFrame:  # fmt: skip
    """`log` replayed to `position`, as `seat` (0, 1 or PUBLIC) may see it."""
    total = len(log.actions)
    if not isinstance(position, int) or isinstance(position, bool) or not 0 <= position <= total:
        raise WebError(f"a position on the timeline is a whole number from 0 to {total}")
    if seat not in (PUBLIC, 0, 1) or isinstance(seat, bool):
        raise WebError("a replay is seen from seat 0, seat 1 or the public (-1)")
    assert isinstance(seat, int)

    def shown(game: Game) -> View:
        return public_view(game) if seat == PUBLIC else view(game, seat)

    try:
        game = replay(dataclasses.replace(log, actions=log.actions[:max(0, position - 1)]),
                      catalogue.get, cards=cards)  # fmt: skip
        line = ""
        if position:
            before = shown(game)
            action = Action.parse(log.actions[position - 1])
            game.apply(action)
            words, done = Words(Language.EN), taken(action)
            said = words.describe_done(done, before, shown(game))
            line = f"{words.actor(PUBLIC, done, before)}: {said}"
    except IllumineerError as error:
        raise WebError(f"the log does not replay: {error}") from None
    return {"type": "replay", "position": position, "total": total, "seat": seat,
            "view": shown(game), "line": line}  # fmt: skip
