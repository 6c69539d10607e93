"""The scenario format as data: every key, which are required, each value's type and bounds.

`../shared/acceptance/FORMAT.md` is the contract; this module is it in a form a program checks.
`check(data)` walks a decoded scenario against `SCENARIO` and raises `ScenarioError` naming the
first key at fault, so a malformed file fails before anything runs, with one line that says
where and what (``step 3 (challenge): 'target' is required``).

The walk is bounded by the schema itself: lists have a maximum length that is checked before
their items are, and keys the schema does not know are refused, never walked. So even a file
whose YAML aliases share one node many times costs at most the schema's bounds.

>>> check({"name": "x", "steps": [{"challenge": "a"}]})
Traceback (most recent call last):
...
illumineer.engine.errors.ScenarioError: step 1 (challenge): 'target' is required
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from illumineer.engine.errors import ScenarioError

# ---------------------------------------------------------------------- value types


class Spec:
    """A kind of value; `problem` says what is wrong with a value, or None when it fits."""

    def describe(self) -> str:
        """How a message names what is expected ("a whole number from 0 to 100")."""
        raise NotImplementedError

    def problem(self, value: Any, where: str) -> str | None:
        raise NotImplementedError


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _fail(where: str, message: str) -> str:
    return f"{where}: {message}" if where else message


@dataclass(frozen=True)
class Int(Spec):
    """A whole number from `low` to `high` (a YAML boolean is not one)."""

    low: int
    high: int

    def describe(self) -> str:
        return f"a whole number from {self.low} to {self.high}"

    def problem(self, value: Any, where: str) -> str | None:
        number = isinstance(value, int) and not isinstance(value, bool)
        if number and self.low <= value <= self.high:
            return None
        return _fail(where, f"{_shown(value)} is not {self.describe()}")


@dataclass(frozen=True)
class Bool(Spec):
    """``true`` or ``false`` (YAML also reads yes/no/on/off as these)."""

    def describe(self) -> str:
        return "true or false"

    def problem(self, value: Any, where: str) -> str | None:
        return (
            None
            if isinstance(value, bool)
            else _fail(where, f"{_shown(value)} is not {self.describe()}")
        )


@dataclass(frozen=True)
class Text(Spec):
    """A non-empty string of at most `longest` characters."""

    longest: int = 200
    what: str = "a text"

    def describe(self) -> str:
        return self.what

    def problem(self, value: Any, where: str) -> str | None:
        if not isinstance(value, str) or not value.strip():
            hint = " (quote it)" if isinstance(value, int | float) else ""
            return _fail(where, f"{_shown(value)} is not {self.what}{hint}")
        if len(value) > self.longest:
            return _fail(where, f"{self.what} of at most {self.longest} characters is expected")
        return None


@dataclass(frozen=True)
class Choice(Spec):
    """One of a few words (or values)."""

    values: tuple[Any, ...]

    def describe(self) -> str:
        words = [str(v) if v is not None else "null" for v in self.values]
        return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]

    def problem(self, value: Any, where: str) -> str | None:
        if any(value == v and type(value) is type(v) for v in self.values):
            return None
        return _fail(where, f"{_shown(value)} is not {self.describe()}")


@dataclass(frozen=True)
class OneOf(Spec):
    """Any of `specs`; the message names them all."""

    specs: tuple[Spec, ...]

    def describe(self) -> str:
        return " or ".join(s.describe() for s in self.specs)

    def problem(self, value: Any, where: str) -> str | None:
        problems = [spec.problem(value, where) for spec in self.specs]
        if any(p is None for p in problems):
            return None
        # A value of the right kind gets that kind's own message (a list with a bad item).
        for spec, problem in zip(self.specs, problems, strict=True):
            if _same_kind(spec, value):
                return problem
        return _fail(where, f"{_shown(value)} is not {self.describe()}")


def _same_kind(spec: Spec, value: Any) -> bool:
    if isinstance(spec, List):
        return isinstance(value, list)
    if isinstance(spec, Map | Dict):
        return isinstance(value, Mapping)
    return isinstance(spec, Int) and isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class List(Spec):
    """A list of `item`s, `shortest` to `longest` of them."""

    item: Spec
    longest: int
    shortest: int = 0

    def describe(self) -> str:
        return f"a list of {self.item.describe()}"

    def problem(self, value: Any, where: str) -> str | None:
        if not isinstance(value, list):
            return _fail(where, f"{_shown(value)} is not {self.describe()}")
        if not self.shortest <= len(value) <= self.longest:
            return _fail(
                where,
                f"a list of {self.shortest} to {self.longest} items is expected, not {len(value)}",
            )
        for index, item in enumerate(value, 1):
            problem = self.item.problem(item, f"{where}[{index}]")
            if problem is not None:
                return problem
        return None


@dataclass(frozen=True)
class Dict(Spec):
    """A mapping from free keys (`key`) to values (`value`), at most `longest` entries."""

    key: Spec
    value: Spec
    longest: int = 100

    def describe(self) -> str:
        return f"a mapping of {self.key.describe()} to {self.value.describe()}"

    def problem(self, value: Any, where: str) -> str | None:
        if not isinstance(value, Mapping):
            return _fail(where, f"{_shown(value)} is not {self.describe()}")
        if len(value) > self.longest:
            return _fail(where, f"at most {self.longest} entries are expected")
        for key, item in value.items():
            problem = self.key.problem(key, where + " key") or self.value.problem(
                item, f"{where}.{key}"
            )
            if problem is not None:
                return problem
        return None


@dataclass(frozen=True)
class Map(Spec):
    """A mapping with known keys: `fields` (key -> spec), `required` among them; every other
    key is refused. `nullable`: an empty value (``setup:``) stands for ``{}``."""

    fields: Mapping[str, Spec]
    required: frozenset[str] = frozenset()
    nullable: bool = True
    what: str = "a mapping"
    #: How a message calls this mapping's keys ("unknown check 'colour'").
    noun: str = "key"
    #: Keys FORMAT.md gives for mechanics the engine does not have yet: key -> what it is.
    later: Mapping[str, str] = field(default_factory=dict)

    def describe(self) -> str:
        return self.what

    def problem(self, value: Any, where: str) -> str | None:
        if value is None and self.nullable:
            return None
        if not isinstance(value, Mapping):
            return _fail(where, f"{_shown(value)} is not {self.what}")
        unknown = [k for k in value if k not in self.fields]
        if unknown:
            if unknown[0] in self.later:
                return _fail(where, not_yet(self.noun, unknown[0], self.later[unknown[0]]))
            known = ", ".join(self.fields)
            return _fail(where, f"unknown {self.noun} {_shown(unknown[0])} (known: {known})")
        missing = sorted(self.required - set(value))
        if missing:
            return _fail(where, f"{missing[0]!r} is required")
        for key, item in value.items():
            problem = self.fields[key].problem(item, f"{where}.{key}" if where else key)
            if problem is not None:
                return problem
        return None


@dataclass(frozen=True)
class Pattern(Spec):
    """A text that is one of `words` (computed, like ``p1.hand``)."""

    words: frozenset[str]
    what: str

    def describe(self) -> str:
        return self.what

    def problem(self, value: Any, where: str) -> str | None:
        return None if value in self.words else _fail(where, f"{_shown(value)} is not {self.what}")


def not_yet(noun: str, key: str, meaning: str) -> str:
    """The refusal of a key FORMAT.md gives for a mechanic the engine does not have yet."""
    return (f"{noun} {key!r} ({meaning}) is not supported yet: it comes with its mechanic "
            "(FORMAT.md, Later sets)")  # fmt: skip


# ---------------------------------------------------------------------- the words

#: Bounds of the numbers a scenario may set or check.
MAX_LORE = 100
MAX_INK = 100
MAX_DAMAGE = 100
MAX_STAT = 100  # strength, willpower, lore value (effects may make them negative: 6.6.2)
MAX_TURN = 1000
MAX_DECK = 1000
MAX_ZONE = 100  # cards listed in a hand, in play, in a discard
MAX_STEPS = 10_000
MAX_SEED = 2**63 - 1
MAX_CHOICES = 60
MAX_UNDER = 60  # cards listed under one card
MAX_DROPS = 100  # ink drops a player has (engine/inkdrops.py)
MAX_PAID = 10  # cards a cost names (`pay:`)

PLAYERS = ("p1", "p2")
ZONES = ("hand", "deck", "play", "discard", "inkwell", "under")
#: Zones a table-mode `put` may put a card into (FORMAT.md: `deck` = on top).
PUT_ZONES = ("hand", "inkwell", "discard", "deck")
INFRACTIONS = ("Missed Trigger", "Hidden Information Error", "Card Count Error",
               "General Rule Error")  # fmt: skip
PENALTIES = ("none", "Caution", "Warning", "Game Loss")
#: The questions of JUDGE.md a `report` step answers.
REPORT_ANSWERS = ("trigger", "detrimental", "may", "seen", "same_set", "count", "other")
REMEDIES = ("resolve", "skip", "rewind", "leave", "apply")
ROLES = ("lead", "floor")

ALIAS = Text(64, "an alias (a word naming a card of this scenario)")
CARD_NAME = Text(200, "a card name")
PLAYER = Choice(PLAYERS)
NOBODY = Choice(("none", None))
# YAML 1.1 reads yes/no as booleans; FORMAT.md writes `may: yes`.
YES_NO = OneOf((Bool(), Choice(("yes", "no"))))
TRUE = Choice((True,))
COUNT_KEYS = Pattern(frozenset(f"{p}.{z}" for p in PLAYERS for z in ZONES),
                     "a player and zone like p1.hand")  # fmt: skip

# ---------------------------------------------------------------------- setup

#: The keys of a card entry mapping.
ENTRY_FIELDS: Mapping[str, Spec] = {
    "card": CARD_NAME,
    "as": ALIAS,
    "damage": Int(0, MAX_DAMAGE),
    "exerted": Bool(),
    "drying": Bool(),
    "at": ALIAS,
}
ENTRY = OneOf(
    (
        CARD_NAME,
        Map(ENTRY_FIELDS, frozenset({"card"}), nullable=False,
            what="a card entry (a card name, or a mapping with 'card')", noun="card entry key"),
    )
)  # fmt: skip
ENTRIES = List(ENTRY, MAX_ZONE)
#: A card lying under another (FORMAT.md, Later sets): a name, or a mapping with its alias.
UNDER_ENTRY = OneOf(
    (
        CARD_NAME,
        Map({"card": CARD_NAME, "as": ALIAS}, frozenset({"card"}), nullable=False,
            what="a card under another (a card name, or a mapping with 'card' and 'as')",
            noun="key of a card under another"),
    )
)  # fmt: skip
#: The keys of a card entry in play: those of any entry, and the cards under it, top first.
PLAY_ENTRY_FIELDS: Mapping[str, Spec] = {**ENTRY_FIELDS, "under": List(UNDER_ENTRY, MAX_UNDER)}
PLAY_ENTRY = OneOf(
    (
        CARD_NAME,
        Map(PLAY_ENTRY_FIELDS, frozenset({"card"}), nullable=False,
            what="a card entry (a card name, or a mapping with 'card')", noun="card entry key"),
    )
)  # fmt: skip
PLAYER_SETUP = Map(
    {
        "lore": Int(0, MAX_LORE),
        "ink": OneOf((Int(0, MAX_INK), List(ENTRY, MAX_INK))),
        "hand": ENTRIES,
        "play": List(PLAY_ENTRY, MAX_ZONE),
        "deck": OneOf((Int(0, MAX_DECK), List(ENTRY, MAX_DECK))),
        "discard": ENTRIES,
        # Later sets (FORMAT.md): ink drops (set 14).
        "drops": Int(0, MAX_DROPS),
    },
    what="a player's setup (lore, ink, hand, play, deck, discard, drops)",
    noun="player setup key",
)
SETUP = Map(
    {"active": PLAYER, "turn": Int(1, MAX_TURN), "p1": PLAYER_SETUP, "p2": PLAYER_SETUP},
    what="a setup (active, turn, p1, p2)",
    noun="setup key",
)

# ---------------------------------------------------------------------- checks

PLAYER_NUMBERS = Dict(PLAYER, Int(0, MAX_LORE), 2)
ALIAS_STATS = Dict(ALIAS, Int(-MAX_STAT, MAX_STAT))
ALIASES = List(ALIAS, MAX_ZONE)
CHECKS = Map(
    {
        "lore": PLAYER_NUMBERS,
        "main_lore": PLAYER_NUMBERS,
        "zone": Dict(ALIAS, Choice(ZONES)),
        "damage": Dict(ALIAS, Int(0, MAX_DAMAGE)),
        "exerted": ALIASES,
        "ready": ALIASES,
        "strength": ALIAS_STATS,
        "willpower": ALIAS_STATS,
        "lore_value": ALIAS_STATS,
        "count": Dict(COUNT_KEYS, Int(0, MAX_DECK), len(PLAYERS) * len(ZONES)),
        "bag": OneOf((Choice((None,)), Dict(PLAYER, OneOf((Choice((None,)), ALIASES)), 2))),
        "decides": OneOf((PLAYER, NOBODY)),
        "winner": OneOf((PLAYER, NOBODY)),
        "depth": Int(0, 100),
        # Beyond FORMAT.md (it allows new checks): what was paid, and a choice's limits.
        "ready_ink": PLAYER_NUMBERS,
        "choices": List(OneOf((Int(0, MAX_CHOICES), ALIAS)), MAX_CHOICES + 1),
        # Table mode and the judge (FORMAT.md, "Table mode and the judge").
        "incidents": List(Choice((*INFRACTIONS, "none")), 1000),
        "infraction": Choice((*INFRACTIONS, "none", None)),
        "penalty": Choice((*PENALTIES, None)),
        "ruling": Map(
            {"en": List(Text(500), 50), "ja": List(Text(500), 50)},
            nullable=False,
            what="a ruling's fragments by language (en, ja)",
        ),
        "known": Dict(ALIAS, List(PLAYER, 2)),
        # Later sets (FORMAT.md): how many cards lie under a card; ink drops (set 14).
        "under": Dict(ALIAS, Int(0, MAX_UNDER)),
        "drops": Dict(PLAYER, Int(0, MAX_DROPS), 2),
        # Beyond FORMAT.md: the location each character is at (`none`: at none).
        "at": Dict(ALIAS, OneOf((ALIAS, NOBODY))),
    },
    what="a mapping of checks",
    noun="check",
)

# ---------------------------------------------------------------------- steps


@dataclass(frozen=True)
class Step:
    """A verb: the type of its value, its options, which are required, and which groups of
    options need exactly one member (`sing` needs `singer` or `singers`)."""

    value: Spec
    options: Mapping[str, Spec] = field(default_factory=dict)
    required: frozenset[str] = frozenset()
    one_of: tuple[frozenset[str], ...] = ()
    table_only: bool = False


#: Beyond FORMAT.md: ink drops set aside to pay the step's cost (`drops N` first).
DROPS_SET_ASIDE = Int(1, MAX_DROPS)
#: Options every action step may carry.
COMMON_OPTIONS: Mapping[str, Spec] = {"refused": Bool()}

STEPS: Mapping[str, Step] = {
    # Turn actions (FORMAT.md "Steps").
    "ink": Step(ALIAS),
    "play": Step(ALIAS, {"shift": OneOf((ALIAS, List(ALIAS, 2, 1))), "free": Bool(),
                         "drops": DROPS_SET_ASIDE,
                         "pay": OneOf((ALIAS, List(ALIAS, MAX_PAID, 1)))}),
    "sing": Step(
        ALIAS,
        {"singer": ALIAS, "singers": List(ALIAS, 10, 1)},
        one_of=(frozenset({"singer", "singers"}),),
    ),
    "quest": Step(ALIAS),
    "challenge": Step(ALIAS, {"target": ALIAS}, frozenset({"target"})),
    "move": Step(ALIAS, {"to": ALIAS, "drops": DROPS_SET_ASIDE}, frozenset({"to"})),
    "activate": Step(ALIAS, {"ability": Text(100), "drops": DROPS_SET_ASIDE,
                             "pay": OneOf((ALIAS, List(ALIAS, MAX_PAID, 1)))}),
    "pass": Step(TRUE),
    # Answers.
    "choose": Step(OneOf((ALIAS, List(ALIAS, MAX_CHOICES), NOBODY))),
    "resolve": Step(ALIAS, {"ability": Text(100)}),
    "may": Step(YES_NO, {"drops": DROPS_SET_ASIDE}),
    "order": Step(List(ALIAS, MAX_CHOICES, 1)),
    "number": Step(Int(0, MAX_CHOICES)),
    # Later sets (FORMAT.md): a bullet of "Choose one:" (1 = the first), a card named.
    "mode": Step(Int(1, MAX_CHOICES)),
    "name": Step(CARD_NAME),
    # Beyond FORMAT.md: a "chosen player".
    "player": Step(PLAYER),
    # Beyond FORMAT.md: altering a hand (a subgame's setup).
    "keep": Step(TRUE),
    "mulligan": Step(ALIAS),
    # Table steps (table mode only).
    "draw": Step(PLAYER, {"count": Int(1, MAX_CHOICES)}, table_only=True),
    "put": Step(ALIAS, {"to": Choice(PUT_ZONES)}, frozenset({"to"}), table_only=True),
    "reveal": Step(ALIAS, {"to": List(PLAYER, 2, 1)}, table_only=True),
    "look": Step(PLAYER, {"top": Int(1, MAX_CHOICES)}, frozenset({"top"}), table_only=True),
    "miss": Step(ALIAS, table_only=True),
    # Beyond FORMAT.md: deeds that arm the next step with what the players leave out of it.
    "overlook": Step(ALIAS, table_only=True),
    "forget": Step(PLAYER, {"what": Choice(("draw", "lore"))}, frozenset({"what"}),
                   table_only=True),
    # Judge steps.
    "call": Step(Int(1, 1000), {"role": Choice(ROLES), "noticed_by": PLAYER}),
    "report": Step(
        PLAYER,
        {
            "answers": Map(
                {a: YES_NO for a in REPORT_ANSWERS},
                nullable=False,
                what="the answers (" + ", ".join(REPORT_ANSWERS) + ")",
            )
        },
        frozenset({"answers"}),
    ),
    "remedy": Step(Choice(REMEDIES)),
    "rewind": Step(Int(1, 1000), {"role": Choice(ROLES)}),
    "takeback": Step(PLAYER),
}
#: Steps FORMAT.md gives for mechanics of later sets the engine does not have yet.
LATER_STEPS: Mapping[str, str] = {}
#: Options FORMAT.md gives for them: option -> (the verbs it goes on, what it is).
LATER_OPTIONS: Mapping[str, tuple[frozenset[str], str]] = {}

# ---------------------------------------------------------------------- the whole file

LEDGER_ENTRY = Map(
    {"player": PLAYER, "infraction": Choice(INFRACTIONS), "penalty": Choice(PENALTIES)},
    required=frozenset({"player", "infraction", "penalty"}),
    nullable=False,
    what="a ledger entry (player, infraction, penalty)",
)
TOP_LEVEL: Mapping[str, Spec] = {
    "name": Text(200, "a scenario name"),
    "rules": List(Text(40, "a rule number in quotes, like '7.7.4'"), 50),
    "source": Text(500),
    "setup": SETUP,
    "expect": CHECKS,
    "mode": Choice(("strict", "table")),
    "level": Choice(("competitive", "casual")),
    "seed": Int(0, MAX_SEED),
    "ledger": List(LEDGER_ENTRY, 1000),
}
SCENARIO = Map(
    TOP_LEVEL,
    frozenset({"name"}),
    nullable=False,
    what="a mapping (a scenario)",
    noun="top-level key",
)


def check(data: Any) -> None:
    """Raise `ScenarioError` naming the first thing in `data` the format does not allow."""
    if not isinstance(data, Mapping):
        kind = "empty" if data is None else f"a {type(data).__name__}, not a mapping"
        raise ScenarioError(f"a scenario must be a mapping of name, setup, steps...; it is {kind}")
    steps = data.get("steps")
    problem = SCENARIO.problem({k: v for k, v in data.items() if k != "steps"}, "")
    if problem is None:
        problem = _steps_problem(steps, data.get("mode", "strict") == "table")
    if problem is not None:
        raise ScenarioError(problem)


def _steps_problem(steps: Any, table: bool) -> str | None:
    if steps is None:
        return None
    if not isinstance(steps, list):
        return f"steps: {_shown(steps)} is not a list of steps"
    if len(steps) > MAX_STEPS:
        return f"steps: at most {MAX_STEPS} steps are expected, not {len(steps)}"
    for number, step in enumerate(steps, 1):
        problem = step_problem(step, number, table)
        if problem is not None:
            return problem
    return None


def step_problem(step: Any, number: int, table: bool) -> str | None:
    """What is wrong with one step (its verb is its first key), or None."""
    where = f"step {number}"
    if not isinstance(step, Mapping) or not step:
        return f"{where}: {_shown(step)} is not a step (a mapping whose first key is its verb)"
    verb = next(iter(step))
    if verb == "check":
        if len(step) > 1:
            return f"{where} (check): a check step has no options"
        if step["check"] is None:
            return f"{where} (check): a check step needs a mapping of checks"
        return CHECKS.problem(step["check"], f"{where} (check)")
    spec = STEPS.get(verb) if isinstance(verb, str) else None
    if spec is None and verb in LATER_STEPS:
        return f"{where}: {not_yet('step', verb, LATER_STEPS[verb])}"
    if spec is None:
        return f"{where}: unknown verb {_shown(verb)} (verbs: {', '.join([*STEPS, 'check'])})"
    where = f"{where} ({verb})"
    if spec.table_only and not table:
        return f"{where}: a table step needs 'mode: table'"
    problem = spec.value.problem(step[verb], where)
    if problem is not None:
        return problem
    options = {k: v for k, v in step.items() if k != verb}
    allowed = {**spec.options, **COMMON_OPTIONS}
    unknown = [k for k in options if k not in allowed]
    if unknown and unknown[0] in LATER_OPTIONS and verb in LATER_OPTIONS[unknown[0]][0]:
        return f"{where}: {not_yet('option', unknown[0], LATER_OPTIONS[unknown[0]][1])}"
    if unknown:
        known = ", ".join(allowed)
        return f"{where}: unknown option {_shown(unknown[0])} (options: {known})"
    missing = sorted(spec.required - set(options))
    if missing:
        return f"{where}: {missing[0]!r} is required"
    for group in spec.one_of:
        present = group & set(options)
        if len(present) != 1:
            names = " or ".join(repr(k) for k in sorted(group))
            return f"{where}: exactly one of {names} is required"
    for key, value in options.items():
        problem = allowed[key].problem(value, f"{where} {key}")
        if problem is not None:
            return problem
    return None
