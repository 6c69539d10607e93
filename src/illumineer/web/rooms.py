"""Live games for the web page: a `Room` per game (the engine's `Game`, its seats, its bot,
the words each seat has been told) and `Rooms`, the bounded set of them, backed by the store.

A face: what a seat is sent is its own `view()` with the words the terminal uses
(`cli.words.Words`) for each legal action, in English and Japanese, and for each action
taken; an action arrives as its integer code and is applied by the engine, which refuses
what the rules refuse. Nothing here decides what is legal or what an action does.
"""

from __future__ import annotations

import dataclasses
import hmac
import json
import secrets
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, Literal, NotRequired, TypedDict

from illumineer.agents import AGENTS, Agent, make_agent
from illumineer.cards.catalogue import Catalogue
from illumineer.cards.decks import example_deck_path, example_decks, parse_deck
from illumineer.cli.words import Words, innermost, taken
from illumineer.engine.actions import Action
from illumineer.engine.errors import IllumineerError, WebError
from illumineer.engine.game import Game
from illumineer.engine.log import MAX_LOG_ACTIONS, GameLog, replay
from illumineer.engine.view import PUBLIC, EventShown, View, events_seen, view
from illumineer.engine.vocabulary import Mode
from illumineer.judge.classify import Question, next_question
from illumineer.judge.messages import Language
from illumineer.judge.remedies import CHOICES, Choice, plan
from illumineer.judge.table import Table
from illumineer.judge.vocabulary import Level, Role
from illumineer.web.store import Store, Stored, key_hash, new_key

#: Live games held in memory at once; the least recently used idle one is let go (it
#: resumes from the store when a seat connects again).
MAX_LIVE = 200
#: Games the store may hold; past this a new game is refused.
MAX_STORED = 100_000
#: The lines of the game's log a frame carries (the newest).
LOG_LINES = 200
#: Actions a bot takes in a row before the room stops it (a guard: a game never loops).
MAX_BOT_ACTIONS = 5000

Kind = Literal["bot", "seats", "table"]
#: The longest action text a player types at a table (``challenge c8190 c8190`` is 21).
MAX_ACTION_TEXT = 64


class Said(TypedDict):
    """Words in both languages (an action's meaning, a ruling): the page shows the one its
    reader chose."""

    en: str
    ja: str


class Frame(TypedDict):
    """What a seat is sent after every change: its view, each legal action in words, the
    game's log as it may know it, and the events of the last action."""

    type: Literal["view"]
    game: str
    kind: str
    seat: int
    view: View
    words: list[Said]
    log: list[str]
    events: list[EventShown]
    undo: bool
    bot: NotRequired[str]
    judge_called: NotRequired[bool]  # table mode: a judge is on the way


class IncidentLine(TypedDict):
    """An incident as the judge console lists it."""

    number: int
    player: int
    rule: str
    en: str
    ja: str
    ruled: bool


class LedgerLine(TypedDict):
    """An entry of the table's event in the ledger, as the console lists it."""

    id: int
    player: str
    infraction: str
    penalty: str
    role: str
    en: str
    ja: str


class Preview(TypedDict):
    """A remedy the judge may apply, and what it would change, before it is applied."""

    choice: str
    rewind: int  # actions rewound first (a General Rule Error's rewind)
    actions: list[str]  # the judge's operations on the game, as text
    en: str  # the ruling with this remedy
    ja: str


class Asked(TypedDict):
    """The question flow of a reported incident (JUDGE.md's questions, `next_question`)."""

    player: int  # whose incident it is
    question: str  # the question's key (`Question`)
    en: str
    ja: str


class JudgeFrame(TypedDict):
    """What a judge's console is sent: both seats' views (each only what that seat knows:
    a judge at a table sees what the players show), the incidents, the last ruling."""

    type: Literal["judge"]
    game: str
    role: str
    level: str
    views: list[View]
    incidents: list[IncidentLine]
    ruling: Said | None
    remedies: list[str]
    previews: list[Preview]  # each remedy's outcome, worked out without applying it
    called_by: int | None
    log: list[str]
    asking: Asked | None  # an incident being reported: the next question
    roster: list[str]  # the event's players, as the ledger names them
    ledger: list[LedgerLine]  # the event's entries


#: The log's words (its lines are English, as the judge's console reads them) and the
#: Japanese words of each legal action.
ENGLISH, JAPANESE = Words(Language.EN), Words(Language.JA)


@dataclass
class Room:
    """One live game."""

    id: str
    kind: Kind
    game: Game
    keys: tuple[str | None, str | None]  # each seat's key hash; None: the bot's seat
    store: Store
    cards: str = ""  # the card data's sha256, for the log
    bot: Agent | None = None
    bot_name: str | None = None
    #: The log in words as each seat may know it, and (third) as the acting player knew it,
    #: for the judge's console.
    lines: tuple[list[str], list[str], list[str]] = field(default_factory=lambda: ([], [], []))
    events: tuple[list[EventShown], list[EventShown]] = field(default_factory=lambda: ([], []))
    marks: list[int] = field(default_factory=list)  # history length at each person's decision
    judges: tuple[str | None, str | None] = (None, None)  # key hashes: lead, floor
    table: Table | None = None  # the judge's assistant, at a table-mode game
    called_by: int | None = None  # the seat that called a judge, until one answers
    #: An incident the engine did not see, being reported: whose, and the answers so far.
    reporting: tuple[int, dict[Question, bool]] | None = None

    @property
    def bot_seat(self) -> int | None:
        return None if self.bot is None else self.keys.index(None)

    def seat_of(self, key: object) -> int:
        """The seat whose secret `key` is; `WebError` for a missing or wrong key."""
        if not isinstance(key, str) or not key:
            raise WebError("a seat key is needed: open the game from its link")
        given = key_hash(key)
        for seat, stored in enumerate(self.keys):
            if stored is not None and hmac.compare_digest(given, stored):
                return seat
        raise WebError("wrong seat key: this link opens no seat of this game")

    def role_of(self, key: object) -> Role:
        """The judge role whose secret `key` is; a player's key is never a judge's."""
        if self.table is None:
            raise WebError("only a table-mode game has a judge")
        if not isinstance(key, str) or not key:
            raise WebError("a judge key is needed: open the console from the judge's link")
        given = key_hash(key)
        for role, stored in zip((Role.LEAD, Role.FLOOR), self.judges, strict=True):
            if stored is not None and hmac.compare_digest(given, stored):
                return role
        raise WebError("wrong judge key: a player's link never opens the judge's console")

    # ------------------------------------------------------------------ acting

    def act(self, seat: int, code: object) -> None:
        """Apply the action with integer form `code` for `seat`, then let the bot play until
        a person decides. `WebError` (nothing changed) when it is not `seat`'s to take."""
        if not isinstance(code, int) or isinstance(code, bool) or not 0 <= code < 2**40:
            raise WebError("an action is its code, a whole number, from the page's buttons")
        game = self.game
        if game.is_over:
            raise WebError("the game is over")
        if game.decider != seat:
            raise WebError("it is not your decision")
        try:
            action = Action.decode(code)
        except IllumineerError as error:
            raise WebError(f"not an action: {error}") from None
        legal = {a.encode() for a in game.legal_actions()}
        if code not in legal and game.mode is not Mode.TABLE:
            try:  # accepted though not offered: conceding (2.3.3.4)
                game.verify(action)
            except IllumineerError as error:
                raise WebError(f"not allowed now: {error}") from None
        mark = len(game.history)
        self._apply(action)
        if self.bot is not None:
            self.marks.append(mark)
            self._bot_plays()
        self.save()

    def act_text(self, seat: int, text: object) -> None:
        """Table mode: what a player did, typed as an action's text form (``ink c12``,
        ``draw p1 2``); carried out even where a rule forbids it, and recorded as an
        incident, as at a real table; refused (nothing changed) where it cannot be done."""
        if self.table is None:
            raise WebError("actions are typed only at a table-mode game; use the buttons")
        if not isinstance(text, str) or not text.strip() or len(text) > MAX_ACTION_TEXT:
            raise WebError(f"type an action's text form, at most {MAX_ACTION_TEXT} characters")
        if self.game.is_over:
            raise WebError("the game is over")
        if self.game.decider != seat:
            raise WebError("it is not your decision")
        try:
            action = Action.parse(text.strip())
        except IllumineerError as error:
            raise WebError(f"not understood: {error}") from None
        self._apply(action)
        self.save()

    def call_judge(self, seat: int) -> None:
        """A player calls a judge to the table."""
        if self.table is None:
            raise WebError("a judge is called only at a table-mode game")
        self.called_by = seat
        for lines in self.lines:
            lines.append(f"player {seat + 1} called a judge")

    def judge(self, role: Role, message: dict[str, Any]) -> None:
        """A judge's act at the table: call an incident, apply its remedy, rewind (the lead
        judge only: the judge's assistant checks the role) or take back a player's play."""
        table = self.table
        assert table is not None
        kind = message.get("type")
        number = message.get("number")
        try:
            if kind == "call":
                if not isinstance(number, int) or isinstance(number, bool):
                    raise WebError("call an incident by its number")
                table.call(number, role=role)
                self.called_by = None
            elif kind == "remedy":
                choice = message.get("choice")
                if not isinstance(choice, str) or len(choice) > 20:
                    raise WebError("a remedy is one of those offered")
                table.remedy(choice)
            elif kind == "rewind":
                if not isinstance(number, int) or isinstance(number, bool) or not (
                    1 <= number <= len(self.game.history)
                ):
                    raise WebError("rewind a number of actions, at most the game's")
                table.rewind(number, role=role)
            elif kind == "report":
                player = message.get("player")
                if player not in (0, 1) or isinstance(player, bool):
                    raise WebError("report player 0's or player 1's incident")
                self.reporting = (int(str(player)), {})
                self._ask(role)
            elif kind == "answer":
                self._answer(role, message.get("question"), message.get("yes"))
            elif kind == "takeback":
                player = message.get("player")
                if player not in (0, 1) or isinstance(player, bool):
                    raise WebError("take back player 0's or player 1's play")
                table.takeback(int(str(player)))
            else:
                raise WebError("a judge calls, reports, answers, remedies, rewinds or takes back")
        except IllumineerError as error:
            if isinstance(error, WebError):
                raise
            raise WebError(str(error)) from None
        for lines in self.lines:
            lines.append(f"the {role.name.lower()} judge: {kind}"
                         + (f" {number}" if isinstance(number, int) else ""))  # fmt: skip
        self.save()

    def _answer(self, role: Role, question: object, yes: object) -> None:
        if self.reporting is None:
            raise WebError("no incident is being reported")
        asked = next_question(self.reporting[1], self._table().level)
        if asked is None or question != asked.value or not isinstance(yes, bool):
            raise WebError("answer the question asked, yes or no")
        self.reporting[1][asked] = yes
        self._ask(role)

    def _ask(self, role: Role) -> None:
        """Once the answers decide the infraction, the reported incident is called."""
        assert self.reporting is not None
        player, answers = self.reporting
        if next_question(answers, self._table().level) is None:
            self.reporting = None
            self._table().report(player, answers, role=role)
            self.called_by = None

    def _table(self) -> Table:
        assert self.table is not None
        return self.table

    def judge_frame(self, role: Role) -> JudgeFrame:
        """What a judge's console is sent now."""
        table = self.table
        assert table is not None
        incidents: list[IncidentLine] = []
        for number, item in enumerate(table.listed(), 1):
            incidents.append({
                "number": number, "player": item.player,
                "rule": item.incident.rule if item.incident else "",
                "en": table.reason(number, Language.EN), "ja": table.reason(number, Language.JA),
                "ruled": table.ruled(number) is not None,
            })  # fmt: skip
        ruling: Said | None = None
        remedies: list[str] = []
        names = {p.id: p.name for p in table.seats}
        if table.last is not None:
            ruling = {"en": table.text(Language.EN), "ja": table.text(Language.JA)}
            if table.last.entry is None and table.last.fix is None:
                remedies = [c.value for c in CHOICES[table.last.infraction]]
        previews = [p for p in (self._preview(role, c) for c in remedies) if p is not None]
        return {
            "type": "judge", "game": self.id, "role": role.name.lower(),
            "level": table.level.name.lower(), "views": [view(self.game, s) for s in (0, 1)],
            "incidents": incidents, "ruling": ruling, "remedies": remedies, "previews": previews,
            "called_by": self.called_by, "log": list(self.lines[2]),
            "asking": self._asking(),
            "roster": [p.label(japanese=False) for p in table.seats],
            "ledger": [{
                "id": e.id, "player": names.get(e.player, e.player),
                "infraction": str(e.infraction), "penalty": str(e.penalty),
                "role": e.role.name.lower(), "en": e.ruling_en or "", "ja": e.ruling_ja or "",
            } for e in table.ledger.entries(table.event)],
        }  # fmt: skip

    def _preview(self, role: Role, choice: str) -> Preview | None:
        """What remedy `choice` of the last call would change (None where the guidelines do
        not allow it now: applying it would be refused with the reason)."""
        table = self._table()
        call = table.last
        assert call is not None
        try:
            worked = plan(self.game, call.infraction, call.listed.incident, Choice(choice), role,
                          table.players)  # fmt: skip
            ruling = dataclasses.replace(table.ruling(call), fix=worked.fix)
        except IllumineerError:
            return None
        return {"choice": choice, "rewind": worked.rewind,
                "actions": [str(a) for a in worked.actions],
                "en": ruling.text(Language.EN), "ja": ruling.text(Language.JA)}  # fmt: skip

    def _asking(self) -> Asked | None:
        if self.reporting is None:
            return None
        asked = next_question(self.reporting[1], self._table().level)
        if asked is None:
            return None
        return {"player": self.reporting[0], "question": asked.value,
                "en": asked.text(Language.EN), "ja": asked.text(Language.JA)}  # fmt: skip

    def _apply(self, action: Action) -> None:
        game = self.game
        player = game.decider
        assert player is not None
        before = [view(game, seat) for seat in (0, 1)]
        if len(game.history) >= MAX_LOG_ACTIONS:
            raise WebError(f"the game is longer than {MAX_LOG_ACTIONS} actions")
        try:
            outcome = game.apply(action)
        except IllumineerError as error:
            raise WebError(f"cannot be done: {error}") from None
        done = taken(action)
        for seat in (0, 1):
            said = ENGLISH.describe_done(done, before[seat], view(game, seat))
            self.lines[seat].append(f"{ENGLISH.actor(seat, done, before[seat])}: {said}")
            if seat == player:
                self.lines[2].append(f"{ENGLISH.actor(PUBLIC, done, before[seat])}: {said}")
            self.events[seat][:] = events_seen(game, seat, outcome.events)
        for lines in self.lines:
            del lines[:-LOG_LINES]

    def _bot_plays(self) -> None:
        bot, seat = self.bot, self.bot_seat
        taken = 0
        while bot is not None and not self.game.is_over and self.game.decider == seat:
            if taken >= MAX_BOT_ACTIONS:
                raise WebError(f"the bot took {MAX_BOT_ACTIONS} actions in a row; stopped")
            self._apply(bot.choose(self.game))
            taken += 1

    def undo(self, seat: int) -> None:
        """Take back `seat`'s last decision and the bot's actions since (bot games only: in a
        game between two people a takeback is the other player's or a judge's to allow)."""
        if self.bot is None:
            raise WebError("undo is for games against a bot; ask your opponent or a judge")
        if not self.marks:
            raise WebError("nothing to undo: this is your first decision")
        mark = self.marks.pop()
        self.game.rewind(len(self.game.history) - mark)
        for lines in self.lines[:2]:
            lines.append("you: took back your last decision")
        self.save()

    def save(self) -> None:
        """Keep the game's log in the store."""
        game = self.game
        log = GameLog.of(game, cards=self.cards).to_json()
        words = json.dumps(self.lines, ensure_ascii=False)
        self.store.save(self.id, log, len(game.history), game.winner, words)

    # ------------------------------------------------------------------ what a seat is sent

    def frame(self, seat: int) -> Frame:
        """What `seat` is sent now."""
        seen = view(self.game, seat)
        level = innermost(seen)
        words: list[Said] = [
            {"en": ENGLISH.describe(shown, level), "ja": JAPANESE.describe(shown, level)}
            for shown in level.get("actions", [])
        ]
        frame: Frame = {
            "type": "view", "game": self.id, "kind": self.kind, "seat": seat, "view": seen,
            "words": words, "log": list(self.lines[seat]), "events": list(self.events[seat]),
            "undo": self.bot is not None and bool(self.marks) and not self.game.is_over,
        }  # fmt: skip
        if self.bot_name is not None:
            frame["bot"] = self.bot_name
        if self.table is not None:
            frame["judge_called"] = self.called_by is not None
        return frame


class Created(TypedDict):
    """A new game: its id and each person's secret link path (``/play/ID#KEY``); at a table,
    the lead judge's and a floor judge's links (``/judge/ID#KEY``)."""

    game: str
    links: list[str]
    judges: NotRequired[list[str]]


#: The players of a table as its event's roster names them.
PLAYERS = ("player 1", "player 2")


def _event(game_id: str) -> str:
    """The ledger event of a table-mode game served by the page."""
    return f"table {game_id}"


def _words(kept: str | None) -> tuple[list[str], list[str], list[str]]:
    """The log in words a stored game kept (none when it kept none, or not in this form)."""
    try:
        data = json.loads(kept or "null")
    except ValueError:
        data = None
    if (isinstance(data, list) and len(data) == 3
            and all(isinstance(x, list) and all(isinstance(t, str) for t in x) for x in data)):
        return data[0][-LOG_LINES:], data[1][-LOG_LINES:], data[2][-LOG_LINES:]
    return [], [], []


class Rooms:
    """The live games, at most `MAX_LIVE`, loaded from the store when a seat comes back."""

    def __init__(self, store: Store, catalogue: Catalogue, *, cards: str = "",
                 live: int = MAX_LIVE) -> None:  # fmt: skip
        self.store = store
        self.catalogue = catalogue
        self.cards = cards
        self.live = live
        self._rooms: OrderedDict[str, Room] = OrderedDict()
        self.watched: dict[str, int] = {}  # sockets open on each game

    def create(self, kind: str, *, deck: str, opponent_deck: str, bot: str = "greedy",
               seat: int = 0, seed: int | None = None,
               level: str = "casual") -> Created:  # fmt: skip
        """A new game: a person against `bot` (`kind` "bot", the person at `seat`), two
        people (`kind` "seats"), or two people in table mode with a judge on call (`kind`
        "table", at `level`); decks are example deck names."""
        if kind not in ("bot", "seats", "table"):
            raise WebError(f"a game is against a bot, between two seats or at a table, "
                           f"not {kind!r}")  # fmt: skip
        if kind == "table" and level not in ("casual", "competitive"):
            raise WebError(f"a table's level is casual or competitive, not {level!r}")
        if kind == "bot" and bot not in AGENTS:
            raise WebError(f"unknown bot {bot!r}; bots: {', '.join(AGENTS)}")
        if seat not in (0, 1):
            raise WebError("the seat is 0 or 1")
        for name in (deck, opponent_deck):
            if name not in example_decks():
                raise WebError(f"no deck {name!r}; decks: {', '.join(example_decks())}")
        if self.store.count() >= MAX_STORED:
            raise WebError(f"the server holds {MAX_STORED} games; no more can be started")
        cards = [parse_deck(example_deck_path(n).read_text(encoding="utf-8"), self.catalogue)
                 .cards() for n in (deck, opponent_deck)]  # fmt: skip
        if kind == "bot" and seat == 1:
            cards.reverse()
        seed = secrets.randbelow(2**31) if seed is None else seed
        mode = Mode.TABLE if kind == "table" else Mode.STRICT
        game = Game.new(cards[0], cards[1], seed=seed, mode=mode)
        secret = (new_key(), new_key())
        judging = (new_key(), new_key()) if kind == "table" else None
        judges = (key_hash(judging[0]), key_hash(judging[1])) if judging else (None, None)
        keys: tuple[str | None, str | None] = (key_hash(secret[0]), key_hash(secret[1]))
        if kind == "bot":
            keys = (keys[0], None) if seat == 0 else (None, keys[1])
        log = GameLog.of(game, cards=self.cards).to_json()
        stored = self.store.create(kind, bot=bot if kind == "bot" else None, keys=keys, log=log,
                                   judges=judges, level=level if judging else None)  # fmt: skip
        if judging:
            book = self.store.ledger()
            book.create_event(_event(stored.id), Level.parse(level))
            for name in PLAYERS:
                book.enrol(_event(stored.id), name)
        room = self._room(stored, game)
        room.save()
        links = [f"/play/{stored.id}#{secret[s]}" for s in (0, 1) if keys[s] is not None]
        created: Created = {"game": stored.id, "links": links}
        if judging:
            created["judges"] = [f"/judge/{stored.id}#{key}" for key in judging]
        return created

    def _room(self, stored: Stored, game: Game) -> Room:
        bot = make_agent(stored.bot, game.seed) if stored.bot else None
        kind: Kind = "bot" if bot else "table" if stored.kind == "table" else "seats"
        room = Room(stored.id, kind, game, stored.keys, self.store, cards=self.cards, bot=bot,
                    bot_name=stored.bot, judges=stored.judges)  # fmt: skip
        room.lines = _words(stored.words)
        if kind == "table":
            room.table = Table(game, level=Level.parse(stored.level or "casual"),
                               book=self.store.ledger(), event=_event(stored.id),
                               judge="judge", players=PLAYERS)  # fmt: skip
        room._bot_plays()
        self._rooms[stored.id] = room
        self._let_go()
        return room

    def get(self, game_id: object) -> Room:
        """The live game `game_id`, loaded from the store (its log replayed) if need be."""
        if not isinstance(game_id, str) or not 0 < len(game_id) <= 40:
            raise WebError("a game is named by its id, from its link")
        room = self._rooms.get(game_id)
        if room is not None:
            self._rooms.move_to_end(game_id)
            return room
        stored = self.store.get(game_id)
        try:
            game = replay(GameLog.from_json(stored.log), self.catalogue.get, cards=self.cards)
        except IllumineerError as error:
            raise WebError(f"game {game_id} cannot be resumed: {error}") from None
        return self._room(stored, game)

    def _let_go(self) -> None:
        """Forget the least recently used games nobody watches, past `live`."""
        idle = [i for i in self._rooms if not self.watched.get(i)]
        while len(self._rooms) > self.live and idle:
            del self._rooms[idle.pop(0)]

    def __len__(self) -> int:
        return len(self._rooms)
