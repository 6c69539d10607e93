"""Rules scenarios (../shared/acceptance/FORMAT.md): set up a board, act, check.

A scenario is read whole (`reader`) and checked for shape against the format's schema
(`schema`) before anything runs, so a malformed file gets one `ScenarioError` naming the file
and the key at fault.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import IllegalAction, IllumineerError, ScenarioError
from illumineer.engine.game import Game
from illumineer.engine.rules.activate import abilities as activated_abilities
from illumineer.engine.rules.shift import asks_second_base
from illumineer.engine.state import Card, Resolution
from illumineer.engine.values import lore_value, strength, willpower
from illumineer.engine.vocabulary import CardType, Keyword, Mode, PromptKind, Verb, Zone
from illumineer.scenario import schema
from illumineer.scenario.judging import CHECKS as JUDGE_CHECKS
from illumineer.scenario.judging import DEED_STEPS, JUDGE_STEPS, Failure, Judging
from illumineer.scenario.reader import read_scenario

#: Filler cards: "vanilla, inkable, cost-1 characters that do nothing" (FORMAT.md).
FILLER = CardDefinition(
    id=-1,
    full_name="Filler - Vanilla",
    name="Filler",
    version="Vanilla",
    card_type=CardType.CHARACTER,
    cost=1,
    inkable=True,
    strength=1,
    willpower=1,
    lore=1,
    classifications=("Storyborn",),
)

PLAYERS = {"p1": 0, "p2": 1}
ZONE_NAMES = {
    "deck": Zone.DECK,
    "hand": Zone.HAND,
    "inkwell": Zone.INKWELL,
    "play": Zone.PLAY,
    "discard": Zone.DISCARD,
    "under": Zone.UNDER,
}

#: The checks of one number per player: (read in the main game?, the player's field, message).
_PER_PLAYER = {
    "lore": (False, "lore", "{who} lore is {got}, expected {value}"),
    "main_lore": (True, "lore", "{who} main-game lore is {got}, expected {value}"),
    "ready_ink": (False, "ready_ink", "{who} has {got} ready ink, expected {value}"),
    "drops": (False, "drops", "{who} has {got} ink drops, expected {value}"),
}

ENTRY_KEYS = set(schema.PLAY_ENTRY_FIELDS)
#: The step verbs that answer each kind of open question (FORMAT.md: a pending decision
#: with one legal answer is taken by the runner unless the next step answers it).
ANSWERED_BY = {
    PromptKind.MAY: {"may"},
    PromptKind.CHOOSE: {"choose", "order", "number"},
    PromptKind.NUMBER: {"number"},
    PromptKind.SUBGAME: set(),
    PromptKind.MODE: {"mode"},
    PromptKind.NAME: {"name"},
    PromptKind.PLAYER: {"player"},
}


@dataclass
class ScenarioResult:
    """The outcome of one scenario file."""

    path: Path
    name: str
    passed: bool
    message: str = ""
    failures: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        status = "PASS" if self.passed else "FAIL"
        text = f"{status} {self.path.name}: {self.name}"
        return text if self.passed else f"{text}\n    {self.message}"


class ScenarioFailure(Exception):
    """A check or step of a well-formed scenario that did not hold."""


CardLookup = Callable[[str], CardDefinition]


class Scenario:
    """A parsed scenario, ready to run against a fresh game."""

    def __init__(
        self,
        data: Mapping[str, Any],
        path: Path,
        lookup: CardLookup,
        implemented: Callable[[CardDefinition], bool],
    ) -> None:
        self.path = path
        self.data = data
        self.lookup = lookup
        self.implemented = implemented
        self.name = str(data.get("name", "")) if isinstance(data, Mapping) else ""
        self.aliases: dict[str, Card] = {}
        self.judging: Judging | None = None
        #: An "up to" choice answered with `number: N`: the N cards still to be named, and
        #: the resolution step asking (so ``done`` ends that choice, no later one).
        self.to_choose = 0
        self.choosing: tuple[Resolution, int] | None = None
        self._check_shape()

    # ------------------------------------------------------------------ shape

    def _fail_shape(self, message: str) -> ScenarioError:
        return ScenarioError(f"{self.path}: {message}")

    def _check_shape(self) -> None:
        """The whole file against `schema` (keys, required keys, types, bounds)."""
        try:
            schema.check(self.data)
        except ScenarioError as error:
            raise self._fail_shape(str(error)) from None

    # ------------------------------------------------------------------ setup

    def build(self) -> Game:
        setup = self.data.get("setup", {}) or {}
        active = PLAYERS[setup.get("active", "p1")]
        mode = Mode.TABLE if self.data.get("mode") == "table" else Mode.STRICT
        seed = int(self.data.get("seed", 0))
        game = Game.position(seed=seed, active=active, turn=int(setup.get("turn", 3)), mode=mode)
        self.aliases = {}
        for key, index in PLAYERS.items():
            player = setup.get(key, {}) or {}
            game.players[index].lore = int(player.get("lore", 0))
            game.players[index].drops = int(player.get("drops", 0))
            self._fill(game, index, Zone.DECK, player.get("deck", 10), reverse=True)
            self._fill(game, index, Zone.INKWELL, player.get("ink", 0))
            self._fill(game, index, Zone.HAND, player.get("hand", []))
            # Locations first, so characters can be placed `at` them.
            entries = list(player.get("play", []) or [])
            entries.sort(
                key=lambda e: 0 if self._definition(e).card_type is CardType.LOCATION else 1
            )
            self._fill(game, index, Zone.PLAY, entries)
            self._fill(game, index, Zone.DISCARD, player.get("discard", []))
        return game

    def _definition(self, entry: Any) -> CardDefinition:
        name = entry.get("card") if isinstance(entry, Mapping) else entry
        if not isinstance(name, str):
            raise self._fail_shape(f"card entry {entry!r} needs a card name")
        try:
            definition = self.lookup(name)
        except IllumineerError as error:
            raise self._fail_shape(str(error)) from None
        if not self.implemented(definition):
            raise ScenarioFailure(f"{definition.full_name} is not implemented yet")
        return definition

    def _fill(
        self, game: Game, owner: int, zone: Zone, spec: Any, *, reverse: bool = False
    ) -> None:
        if isinstance(spec, int) and not isinstance(spec, bool):
            for _ in range(spec):
                game.place(FILLER, owner, zone)
            return
        if not isinstance(spec, list):
            raise self._fail_shape(f"{zone} must be a number or a list of card entries")
        entries = list(reversed(spec)) if reverse else spec  # decks are listed top card first
        for entry in entries:
            definition = self._definition(entry)
            options = entry if isinstance(entry, Mapping) else {}
            unknown = set(options) - ENTRY_KEYS
            if unknown:
                raise self._fail_shape(f"card entry has unknown key(s) {sorted(unknown)}")
            at = options.get("at")
            location = None
            if at is not None:
                if at not in self.aliases:
                    raise self._fail_shape(f"'at: {at}' names no location placed earlier")
                location = self.aliases[at]
            card = game.place(
                definition,
                owner,
                zone,
                exerted=bool(options.get("exerted", False)),
                damage=int(options.get("damage", 0)),
                drying=bool(options.get("drying", False)),
                location=location,
            )
            self._name(card, options.get("as"))
            for below in options.get("under", ()):  # top first (FORMAT.md, Later sets)
                under = game.place(self._definition(below), owner, Zone.UNDER, beneath=card)
                self._name(under, below.get("as") if isinstance(below, Mapping) else None)

    def _name(self, card: Card, alias: Any) -> None:
        """Give `card` its alias (`as:`), if the scenario names one."""
        if alias is not None:
            if alias in self.aliases:
                raise self._fail_shape(f"alias {alias!r} is used twice")
            self.aliases[str(alias)] = card

    # ------------------------------------------------------------------ steps

    def card(self, alias: Any) -> Card:
        if alias not in self.aliases:
            raise ScenarioFailure(f"no card is called {alias!r} in this scenario")
        return self.aliases[alias]

    def action_for(self, game: Game, step: Mapping[str, Any]) -> Action:
        verb = next(iter(step))
        value = step[verb]
        if verb == "pass":
            return Action(Verb.PASS)
        if verb == "keep":  # 2.2.2: done altering the hand (a subgame's setup, say)
            return Action(Verb.KEEP)
        if verb == "mulligan":
            return Action(Verb.MULLIGAN, (self.card(value).id,))
        if verb == "ink":
            return Action(Verb.INK, (self.card(value).id,))
        if verb == "quest":
            return Action(Verb.QUEST, (self.card(value).id,))
        if verb == "play":
            if step.get("shift") is not None:
                base = _listed(step["shift"])[0]
                return Action(Verb.SHIFT, (self.card(value).id, self.card(base).id))
            return Action(Verb.PLAY, (self.card(value).id,))
        if verb == "challenge":
            return Action(Verb.CHALLENGE, (self.card(value).id, self.card(step["target"]).id))
        if verb == "move":
            return Action(Verb.MOVE, (self.card(value).id, self.card(step["to"]).id))
        if verb == "sing":
            return Action(Verb.SING, (self.card(value).id, self.card(step["singer"]).id))
        if verb == "may":
            return Action(Verb.YES if value in (True, "yes") else Verb.NO)
        if verb == "number":
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 99:
                raise ScenarioFailure(f"'number: {value!r}' must be a whole number 0-99")
            return Action(Verb.NUMBER, (value,))
        if verb == "choose":
            if value in (None, "none", []):
                return Action(Verb.DONE)
            return Action(Verb.CHOOSE, (self.card(value).id,))
        if verb == "mode":  # FORMAT.md, Later sets: the Nth bullet of "Choose one:"
            return Action(Verb.MODE, (value,))
        if verb == "name":  # FORMAT.md, Later sets: a card named, by its card id
            return Action(Verb.NAME, (self._named(value),))
        if verb == "player":  # beyond FORMAT.md: a "chosen player"
            return Action(Verb.PLAYER, (PLAYERS[value],))
        if verb == "activate":
            return self._activate_action(game, step)
        if verb == "resolve":
            return self._resolve_action(game, step)
        raise ScenarioFailure(f"step {verb!r} is not supported by this engine yet")

    def _named(self, name: str) -> int:
        """The card id a `name` step names (a card of the card database)."""
        try:
            definition = self.lookup(name)
        except IllumineerError as error:
            raise ScenarioFailure(f"'name: {name}': {error}") from None
        if definition.id < 0:
            raise ScenarioFailure(f"'name: {name}' names a card with no card id")
        return definition.id

    def _activate_action(self, game: Game, step: Mapping[str, Any]) -> Action:
        card = self.card(step["activate"])
        found = activated_abilities(game.current, card)  # printed, then granted
        name = step.get("ability")
        # Boost is an activated ability (8.4.1): named "Boost", or the card's only one.
        boost = Keyword.BOOST in card.definition.keyword_set
        if boost and (name == "Boost" or (name is None and not found)):
            return Action(Verb.BOOST, (card.id,))
        for number, ability in found:
            if name is None or ability.name == name:
                return Action(Verb.ACTIVATE, (card.id, number))
        if name is None:  # it has none now: the engine refuses its first (`refused: true`)
            return Action(Verb.ACTIVATE, (card.id, 0))
        raise ScenarioFailure(f"{step['activate']!r} has no ability named {name!r}")

    def _resolve_action(self, game: Game, step: Mapping[str, Any]) -> Action:
        source = self.card(step["resolve"])
        name = step.get("ability")
        current = game.current
        for trigger in current.bag:
            if trigger.source != source.id or trigger.player != game.decider:
                continue
            if name is None or trigger.ability.name == name:
                return Action(Verb.RESOLVE, (trigger.source, trigger.number))
        raise ScenarioFailure(f"no trigger of {step['resolve']!r} is waiting for its player")

    def auto_answer(self, game: Game, next_step: Mapping[str, Any] | None) -> None:
        """FORMAT.md: a pending decision with exactly one legal answer is taken by the runner,
        unless the next step answers it (or checks its `choices`, so they can be seen)."""
        sees_choices = next_step is not None and "choices" in (next_step.get("check") or {})
        while game.current.prompt is not None or game.current.bag:
            prompt = game.current.prompt
            if sees_choices and prompt is not None:
                return
            answers = {"resolve", "miss"} if prompt is None else ANSWERED_BY[prompt.kind]
            if next_step is not None and next(iter(next_step)) in answers:
                return
            legal = game.legal_actions()
            if len(legal) != 1:
                return
            game.apply(legal[0])

    def run(self) -> ScenarioResult:
        self.to_choose, self.choosing = 0, None
        try:
            game = self.build()
            self.judging = Judging(self.data, game) if game.mode is Mode.TABLE else None
            steps = list(self.data.get("steps", []) or [])
            decides_checked = False  # since the last action
            for number, step in enumerate(steps, 1):
                verb = next(iter(step))
                self.auto_answer(game, step)
                if verb == "check":
                    self.check(game, step["check"], f"step {number}")
                    decides_checked = decides_checked or "decides" in step["check"]
                    continue
                self.act(game, step, number)
                decides_checked = False
            if self.to_choose:
                raise ScenarioFailure(f"{self.to_choose} more card(s) to choose at the end, "
                                      "as a 'number' step said")  # fmt: skip
            before = len(game.history)
            self.auto_answer(game, None)
            expect = self.data.get("expect", {}) or {}
            self.check(game, expect, "expect")
            if len(game.history) != before:
                decides_checked = False
            still_open = self.open_decision(game)
            if still_open and not (decides_checked or "decides" in expect):
                raise ScenarioFailure(
                    f"a decision is still open at the end ({still_open}): answer it in a "
                    "step, or check `decides` if the scenario means to stop there"
                )
        except (ScenarioFailure, ScenarioError, Failure) as failure:
            # A bad card name found while building the board fails this file, not the run.
            return ScenarioResult(self.path, self.name, False, str(failure))
        except IllumineerError as error:  # bad values the shape check let through
            return ScenarioResult(self.path, self.name, False, f"cannot run: {error}")
        return ScenarioResult(self.path, self.name, True)

    @staticmethod
    def open_decision(game: Game) -> str:
        """What is still waiting for an answer (a question, a trigger in the bag, singers
        being chosen), or "" when the game waits only for a turn action or is over."""
        current = game.current
        if current.over:
            return ""
        if current.prompt is not None:
            return f"a {current.prompt.kind.name.lower()} question"
        if current.bag:
            return f"{len(current.bag)} trigger(s) in the bag"
        if current.singing is not None:
            return "singers being chosen"
        return ""

    def act(self, game: Game, step: Mapping[str, Any], number: int) -> None:
        verb = next(iter(step))
        value = step[verb]
        if self.to_choose and verb != "choose":
            raise ScenarioFailure(f"step {number}: {self.to_choose} more card(s) to choose, "
                                  "as a 'number' step said, before this step")  # fmt: skip
        if verb == "number" and _up_to(game) is not None:
            self._choose_how_many(game, step, number)
            return
        if verb in DEED_STEPS | JUDGE_STEPS:
            judging = self.judging
            if judging is None:
                raise ScenarioFailure(f"step {number}: '{verb}' needs 'mode: table'")
            if verb in JUDGE_STEPS:
                try:
                    judging.judge(step)
                except Failure as failure:
                    raise ScenarioFailure(f"step {number}: {failure}") from None
                return
            self._apply(game, judging.deed(step, self.card), step, number)
            return
        if verb in ("choose", "order") and isinstance(value, list):
            # Several answers in a row, first = top; an "up to" choice then stops.
            res = game.current.resolving
            at = None if res is None else res.index
            refused = {"refused": True} if step.get("refused") else {}
            for position, item in enumerate(value):
                last = position == len(value) - 1
                if verb == "order" and last and game.current.prompt is None:
                    break  # the last card of an order is placed by itself
                self.act(game, {"choose": item, **refused}, number)
            now = game.current
            same_step = res is not None and now.resolving is res and res.index == at
            if verb == "choose" and value and same_step and now.prompt and now.prompt.optional:
                game.apply(Action(Verb.DONE))
            return
        if verb == "sing" and step.get("singers") is not None:
            self._sing_together(game, step, number)
            return
        if verb in ("play", "activate") and (step.get("pay") is not None
                                             or step.get("shift") is not None):
            self._apply_paid(game, self.action_for(game, step), step, number)
            return
        self._apply(game, self.action_for(game, step), step, number)
        if verb == "choose" and self.to_choose:
            self.to_choose -= 1
            if not self.to_choose:
                self._stop_choosing(game)

    def _sing_together(self, game: Game, step: Mapping[str, Any], number: int) -> None:
        """`sing: A` with `singers: [B, C]` (FORMAT.md): each singer joins the song, one
        ``sing-with`` at a time (Sing Together, 8.12), then ``done``."""
        if step.get("refused"):
            raise ScenarioFailure(f"step {number}: 'refused' is not supported with 'singers'")
        song = self.card(step["sing"]).id
        for singer in _listed(step["singers"]):
            self._apply(game, Action(Verb.SING_WITH, (song, self.card(singer).id)), {}, number)
        self._apply(game, Action(Verb.DONE), {}, number)

    def _choose_how_many(self, game: Game, step: Mapping[str, Any], number: int) -> None:
        """`number: N` answering "up to N chosen" (FORMAT.md): 0 chooses none; else the next
        N `choose` steps name the cards, and the choice then stops."""
        how_many = step["number"]
        offered = len(game.current.prompt.options) if game.current.prompt else 0
        if how_many == 0:
            self._apply(game, Action(Verb.DONE), step, number)
        elif how_many > offered:
            raise ScenarioFailure(f"step {number}: 'number: {how_many}' but only {offered} "
                                  "card(s) can be chosen now")  # fmt: skip
        else:
            self.to_choose, self.choosing = how_many, _up_to(game)

    def _stop_choosing(self, game: Game) -> None:
        """End the "up to" choice a `number` step counted, if it still asks for more."""
        asking, self.choosing = self.choosing, None
        now = _up_to(game)
        if asking is not None and now is not None and now[0] is asking[0] and now[1] == asking[1]:
            game.apply(Action(Verb.DONE))

    def _answers(self, game: Game, step: Mapping[str, Any]) -> Iterator[Action]:
        """What a play or an activation names beyond its action (FORMAT.md): the second base
        of a Duo or Combo Shift (`shift: [B, C]`; a Combo Shift's second base declined when
        only one is named), then the cards a cost is paid with (`pay: [A, B]`), in order."""
        bases = _listed(step.get("shift"))
        for base in bases[1:]:
            yield Action(Verb.CHOOSE, (self.card(base).id,))
        if bases and asks_second_base(game.current):
            yield Action(Verb.DONE)
        for paid in _listed(step.get("pay")):
            yield Action(Verb.CHOOSE, (self.card(paid).id,))

    def _apply_paid(self, game: Game, action: Action, step: Mapping[str, Any],
                    number: int) -> None:  # fmt: skip
        """A play or activation with the answers it names; with `refused`, the rules must
        refuse the action or one of its answers, and the step then changes nothing (what it
        had done before the refusal is taken back)."""
        if not step.get("refused"):
            self._apply(game, action, step, number)
            for answer in self._answers(game, step):
                self._apply(game, answer, {}, number)
            return
        start = game.state_hash()
        done = 0
        try:
            game.apply(action)
            done += 1
            for answer in self._answers(game, step):
                game.apply(answer)
                done += 1
        except IllegalAction:
            game.rewind(done)
            if game.state_hash() != start:
                raise ScenarioFailure(f"step {number}: the refused step changed the state") \
                    from None
            return
        raise ScenarioFailure(f"step {number}: {action} and its answers were accepted but "
                              "should be refused")  # fmt: skip

    def _apply(self, game: Game, action: Action, step: Mapping[str, Any], number: int) -> None:
        drops = step.get("drops")  # set aside first, to pay the step's cost (inkdrops.py)
        if step.get("refused"):
            before = game.state_hash()
            try:
                if drops:
                    game.apply(Action(Verb.DROPS, (int(drops),)))
                game.apply(action)
            except IllegalAction:
                if drops and game.state_hash() != before:
                    game.undo()  # the drops set aside for the refused action
                if game.state_hash() != before:
                    raise ScenarioFailure(
                        f"step {number}: refused {action} changed the state"
                    ) from None
                return
            raise ScenarioFailure(f"step {number}: {action} was accepted but should be refused")
        try:
            if drops:
                game.apply(Action(Verb.DROPS, (int(drops),)))
            game.apply(action)
        except IllegalAction as error:
            raise ScenarioFailure(f"step {number}: {action} refused: {error}") from None

    # ------------------------------------------------------------------ checks

    def check(self, game: Game, checks: Mapping[str, Any], where: str) -> None:
        problems: list[str] = []
        for key, want in checks.items():
            problems.extend(f"{where}: {p}" for p in self._check_one(game, key, want))
        if problems:
            raise ScenarioFailure("; ".join(problems))

    def _check_choices(self, main: Game, want: list[str | int]) -> Iterator[str]:
        """`choices`: exactly these cards (aliases) or numbers may be chosen now."""
        cards, numbers = _offered(main)
        names = {card.id: alias for alias, card in self.aliases.items()}
        wanted_cards = {self.card(w).id for w in want if isinstance(w, str)}
        wanted_numbers = {w for w in want if isinstance(w, int)}
        if cards != wanted_cards or numbers != wanted_numbers:
            shown = sorted(names.get(c, f"c{c}") for c in cards) + sorted(map(str, numbers))
            yield f"the choice offers [{', '.join(shown)}], expected {want}"

    def _check_one(self, main: Game, key: str, want: Any) -> Iterator[str]:
        # Checks read the game being played now: a running subgame, else the main game.
        game = main.current
        if key == "depth":
            if game.depth != want:
                yield f"the game running is at depth {game.depth}, expected {want}"
        elif key in _PER_PLAYER:
            in_main, field, says = _PER_PLAYER[key]
            for who, value in want.items():
                got = getattr((main if in_main else game).players[PLAYERS[who]], field)
                if got != value:
                    yield says.format(who=who, got=got, value=value)
        elif key == "at":
            names = {card.id: alias for alias, card in self.aliases.items()}
            for alias, where in want.items():
                at = self.card(alias).location
                got = "none" if at is None else names.get(at, f"c{at}")
                if got != ("none" if where in (None, "none") else where):
                    yield f"{alias} is at {got}, expected {where}"
        elif key == "under":
            for alias, value in want.items():
                got = len(self.card(alias).under)
                if got != value:
                    yield f"{got} card(s) lie under {alias}, expected {value}"
        elif key == "zone":
            for alias, zone in want.items():
                card = self.card(alias)
                if str(card.zone) != zone:
                    yield f"{alias} is in {card.zone}, expected {zone}"
        elif key in ("damage", "strength", "willpower", "lore_value"):
            measure: Callable[[Card], int] = {
                "damage": lambda c: c.damage,
                "strength": lambda c: strength(game, c),
                "willpower": lambda c: willpower(game, c),
                "lore_value": lambda c: lore_value(game, c),
            }[key]
            for alias, value in want.items():
                got = measure(self.card(alias))
                if got != value:
                    yield f"{alias} {key} is {got}, expected {value}"
        elif key in ("exerted", "ready"):
            for alias in want:
                card = self.card(alias)
                if card.exerted != (key == "exerted"):
                    yield f"{alias} is {'exerted' if card.exerted else 'ready'}, expected {key}"
        elif key == "count":
            for spec, value in want.items():
                who, _, zone = str(spec).partition(".")
                if who not in PLAYERS or zone not in ZONE_NAMES:
                    raise ScenarioError(f"{self.path}: bad count key {spec!r}")
                got = len(game.players[PLAYERS[who]].zones[ZONE_NAMES[zone]])
                if got != value:
                    yield f"{spec} is {got}, expected {value}"
        elif key == "choices":
            yield from self._check_choices(main, want)
        elif key == "decides":
            decider = main.decider
            name = None if decider is None else f"p{decider + 1}"
            if name != want:
                yield f"{name} decides, expected {want}"
        elif key == "winner":
            winner = None if game.winner is None else f"p{game.winner + 1}"
            if winner != (None if want in (None, "none") else want):
                yield f"winner is {winner or 'none'}, expected {want}"
        elif key == "bag":
            names = {card.id: alias for alias, card in self.aliases.items()}
            held: dict[str, list[str]] = {}
            for trigger in game.bag:
                who = f"p{trigger.player + 1}"
                held.setdefault(who, []).append(names.get(trigger.source, f"c{trigger.source}"))
            expected = {who: sorted(aliases) for who, aliases in (want or {}).items() if aliases}
            if {who: sorted(v) for who, v in held.items()} != expected:
                yield f"bag holds {held or '{}'}, expected {want or '{}'}"
        elif key == "known" and self.judging is None:
            yield from _known(want, self.card)  # who knows a card: in any mode
        elif key in JUDGE_CHECKS:
            if self.judging is None:
                raise ScenarioFailure(f"check {key!r} needs 'mode: table'")
            try:
                yield from self.judging.check(key, want, self.card)
            except IllumineerError as error:
                yield f"{key}: {error}"
        else:
            # Shape-checked but not run by this engine: fail, never pass without looking.
            raise ScenarioFailure(f"check {key!r} is not supported by this engine yet")


def _known(want: Mapping[str, Any], card: Callable[[Any], Card]) -> Iterator[str]:
    """`known`: exactly these players know each card's identity where it is now."""
    for alias, players in want.items():
        knows = [who for who, seat in PLAYERS.items() if card(alias).known & 1 << seat]
        if knows != sorted(players or []):
            yield f"{alias} is known to {knows}, expected {sorted(players or [])}"


def _listed(value: Any) -> list[Any]:
    """An option naming one alias or a list of them, as a list (none: empty)."""
    if value is None:
        return []
    return list(value) if isinstance(value, list) else [value]


def _up_to(game: Game) -> tuple[Resolution, int] | None:
    """The resolution step asking an "up to" choice now (one that ``done`` may end), as
    (resolution, step index); None when no such choice is open."""
    current = game.current
    prompt, res = current.prompt, current.resolving
    if prompt is None or prompt.kind is not PromptKind.CHOOSE or not prompt.optional:
        return None
    return None if res is None else (res, res.index)


def _offered(game: Game) -> tuple[set[int], set[int]]:
    """The cards the pending choice may take and the numbers a pending "up to N" allows."""
    cards: set[int] = set()
    numbers: set[int] = set()
    for action in game.legal_actions():
        if action.verb is Verb.CHOOSE:
            cards.add(action.card)
        elif action.verb is Verb.NUMBER or action.verb is Verb.MODE:
            numbers.add(action.card)
    return cards, numbers


def with_test_cards(lookup: CardLookup) -> CardLookup:
    """`lookup`, falling back to the project's test cards (scenarios only)."""
    from illumineer.cards.testcards import TEST_CARDS

    def find(name: str) -> CardDefinition:
        if name in TEST_CARDS:
            return TEST_CARDS.get(name)
        return lookup(name)

    return find


def load_scenario(
    path: Path, lookup: CardLookup, implemented: Callable[[CardDefinition], bool]
) -> Scenario:
    """Read and shape-check one scenario file; `ScenarioError` names what is wrong."""
    return Scenario(read_scenario(path), path, lookup, implemented)


def scenario_files(paths: Iterable[str | Path]) -> list[Path]:
    """Every scenario file named or inside the named folders, sorted.

    A folder's files are those ending in .yaml or .yml (links to folders are not followed);
    a path that does not exist is a `ScenarioError`.
    """
    found: list[Path] = []
    for item in paths:
        path = Path(item)
        try:
            if path.is_dir():
                found.extend(
                    sorted(
                        p
                        for p in path.rglob("*.y*ml")
                        if p.suffix in (".yaml", ".yml") and not p.is_dir()
                    )
                )
            elif path.exists() or path.is_symlink():
                found.append(path)  # reading it says what is wrong with it
            else:
                raise ScenarioError(f"{path}: no such file or folder")
        except OSError as error:
            raise ScenarioError(f"{path}: cannot list it: {error.strerror}") from None
    return found


def run_scenarios(
    paths: Iterable[str | Path], lookup: CardLookup, implemented: Callable[[CardDefinition], bool]
) -> list[ScenarioResult]:
    """Run every scenario under `paths`; a malformed file counts as a failure."""
    results = []
    for path in scenario_files(paths):
        try:
            scenario = load_scenario(path, lookup, implemented)
        except ScenarioError as error:
            results.append(ScenarioResult(path, path.stem, False, str(error)))
            continue
        results.append(scenario.run())
    return results
