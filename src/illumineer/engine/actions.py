"""Actions: every decision a player makes, as a tiny hashable value with a text form.

>>> a = Action.parse("challenge c12 c31")
>>> str(a), Action.decode(a.encode()) == a, a.verb
('challenge c12 c31', True, <Verb.CHALLENGE: 4>)

Each verb has a fixed argument shape: ``c`` a card id (written ``c12``), ``n`` a number,
``p`` a player (``p1``, ``p2``), ``z`` a zone (``hand``, ``inkwell``...), ``s`` seats (``p1``,
``p2``, ``both``): the table's deeds and the judge's operations say players, zones and seats
in words. The integer encoding packs the verb's code and up to two arguments; it never
changes for a given action, so logs and AI training data stay valid across versions.

>>> str(Action.parse("put c7 inkwell")), Action.parse("draw p2 1").args
('put c7 inkwell', (1, 1))
"""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING

from illumineer.engine.errors import ActionSyntaxError
from illumineer.engine.vocabulary import Verb, Zone

#: verb -> argument shape.
SHAPES: dict[Verb, str] = {
    Verb.PASS: "",
    Verb.INK: "c",
    Verb.PLAY: "c",
    Verb.QUEST: "c",
    Verb.CHALLENGE: "cc",
    Verb.MOVE: "cc",
    Verb.MULLIGAN: "c",
    Verb.KEEP: "",
    Verb.SING: "cc",
    Verb.SHIFT: "cc",
    Verb.ACTIVATE: "cn",
    Verb.RESOLVE: "cn",
    Verb.CHOOSE: "c",
    Verb.YES: "",
    Verb.NO: "",
    Verb.NUMBER: "n",
    Verb.CONCEDE: "",
    Verb.DONE: "",
    Verb.BOOST: "c",
    Verb.SING_WITH: "cc",
    Verb.DRAW: "pn",
    Verb.PUT: "cz",
    Verb.REVEAL: "cs",
    Verb.LOOK: "pn",
    Verb.MISS: "cn",
    Verb.JUDGE_DRAW: "pn",
    Verb.JUDGE_RETURN: "c",
    Verb.JUDGE_RETURN_RANDOM: "pz",
    Verb.JUDGE_REFILL: "p",
    Verb.JUDGE_SHOW: "cs",
    Verb.JUDGE_TRIGGER: "n",
    Verb.JUDGE_CHECK: "",
    Verb.JUDGE_MIX: "c",
    Verb.OVERLOOK: "c",
    Verb.FORGET_DRAW: "p",
    Verb.FORGET_LORE: "p",
    Verb.JUDGE_RESTORE: "n",
    Verb.JUDGE_GAME_LOSS: "p",
    Verb.DROPS: "n",
    Verb.MODE: "n",
    Verb.NAME: "n",
    Verb.PLAYER: "p",
}
#: The words of the ``p``, ``z`` and ``s`` arguments, by value.
PLAYER_WORDS = ("p1", "p2")
ZONE_WORDS = tuple(str(zone) for zone in Zone)
SEAT_WORDS = {1: "p1", 2: "p2", 3: "both"}
_WORDS: dict[str, dict[str, int]] = {
    "p": {word: i for i, word in enumerate(PLAYER_WORDS)},
    "z": {word: i for i, word in enumerate(ZONE_WORDS)},
    "s": {word: i for i, word in SEAT_WORDS.items()},
}
_WANT = {"c": "a card like c12", "n": "a number", "p": "a player, p1 or p2",
         "z": f"a zone ({', '.join(ZONE_WORDS)})", "s": "seats: p1, p2 or both"}  # fmt: skip
_ARG_BITS = 13
_ARG_LIMIT = (1 << _ARG_BITS) - 1  # card ids and numbers stay below 8191
_ESCAPE = 31  # verb codes from 32: the low 5 bits are 31, the next 8 the code - 32
MAX_TEXT = 64  # no action's text is longer


class Action(tuple[Verb, tuple[int, ...]]):
    """A decision: a verb and its arguments (card ids or numbers).

    An immutable, hashable value (a pair underneath: legal-action enumeration builds many).
    """

    __slots__ = ()

    def __new__(cls, verb: Verb, args: tuple[int, ...] = ()) -> Action:
        shape = SHAPES.get(verb)
        if shape is None:
            raise ActionSyntaxError(f"{verb!r} is not a verb")
        if len(args) != len(shape):
            raise ActionSyntaxError(
                f"{verb.text!r} takes {len(shape)} argument(s), got {len(args)}"
            )
        for kind, arg in zip(shape, args, strict=True):
            if not isinstance(arg, int) or not 0 <= arg < _ARG_LIMIT:
                raise ActionSyntaxError(f"argument {arg!r} out of range for {verb.text!r}")
            if kind in _WORDS and arg not in _WORDS[kind].values():
                raise ActionSyntaxError(f"argument {arg} is not {_WANT[kind]} for {verb.text!r}")
        return tuple.__new__(cls, (verb, tuple(args)))

    if TYPE_CHECKING:

        @property
        def verb(self) -> Verb: ...

        @property
        def args(self) -> tuple[int, ...]: ...

    else:  # read in C, with no Python call: every action applied reads them
        verb = property(itemgetter(0), doc="The verb.")
        args = property(itemgetter(1), doc="The arguments: card ids or numbers.")

    def __repr__(self) -> str:
        return f"Action({self.verb!r}, {self.args!r})"

    def __getnewargs__(self) -> tuple[Verb, tuple[int, ...]]:
        # copy and pickle rebuild an action from its verb and arguments.
        return (self.verb, self.args)

    @property
    def card(self) -> int:
        """The first argument: the card the action is about."""
        return self.args[0]

    @property
    def other(self) -> int:
        """The second argument (challenge target, location, singer, shift base, number)."""
        return self.args[1]

    def __str__(self) -> str:
        shape = SHAPES[self.verb]
        parts = [self.verb.text]
        for kind, arg in zip(shape, self.args, strict=True):
            if kind == "c":
                parts.append(f"c{arg}")
            elif kind == "n":
                parts.append(str(arg))
            elif kind == "p":
                parts.append(PLAYER_WORDS[arg])
            elif kind == "z":
                parts.append(ZONE_WORDS[arg])
            else:
                parts.append(SEAT_WORDS[arg])
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read the text form back: ``quest c12``, ``challenge c3 c40``, ``pass``."""
        if not isinstance(text, str):
            raise ActionSyntaxError(f"an action is text, not {type(text).__name__}")
        if len(text) > MAX_TEXT:
            raise ActionSyntaxError(f"action text is too long ({len(text)} characters)")
        words = text.strip().lower().split()
        if not words:
            raise ActionSyntaxError("empty action")
        word, *rest = words
        verb = Verb.from_text(word)
        if verb is None:
            raise ActionSyntaxError(f"unknown verb {word!r} in {text!r}")
        shape = SHAPES[verb]
        if len(rest) != len(shape):
            raise ActionSyntaxError(f"{verb.text!r} takes {len(shape)} argument(s) in {text!r}")
        args: list[int] = []
        for kind, part in zip(shape, rest, strict=True):
            named = _WORDS.get(kind)
            if named is not None:
                if part not in named:
                    raise ActionSyntaxError(f"{part!r} is not {_WANT[kind]} in {text!r}")
                args.append(named[part])
                continue
            digits = part[1:] if kind == "c" and part.startswith("c") else part
            # ASCII digits only: str.isdigit() also accepts '²' and other digits int() refuses.
            if not (digits.isascii() and digits.isdigit()) or len(digits) > 5:
                raise ActionSyntaxError(f"{part!r} is not {_WANT[kind]} in {text!r}")
            args.append(int(digits))
        return cls(verb, tuple(args))

    def encode(self) -> int:
        """A stable integer for this action (verb code plus arguments)."""
        code = int(self.verb)
        if code < _ESCAPE:
            value, shift = code, 5
        else:
            value, shift = _ESCAPE | (code - 32) << 5, 13
        for arg in self.args:
            value |= (arg + 1) << shift
            shift += _ARG_BITS
        return value

    @classmethod
    def decode(cls, value: int) -> Action:
        """The action `encode` gave this integer for."""
        if not isinstance(value, int) or value < 0 or value >= 1 << (13 + 2 * _ARG_BITS):
            raise ActionSyntaxError(f"{value!r} is not an action code")
        code, rest = value & 31, value >> 5
        if code == _ESCAPE:
            code, rest = 32 + (rest & 0xFF), rest >> 8
        try:
            verb = Verb(code)
        except ValueError:
            raise ActionSyntaxError(f"{value} is not an action code") from None
        args = []
        for _ in SHAPES[verb]:
            raw = rest & ((1 << _ARG_BITS) - 1)
            if raw == 0:
                raise ActionSyntaxError(f"{value} lacks an argument for {verb.text!r}")
            args.append(raw - 1)
            rest >>= _ARG_BITS
        if rest:
            raise ActionSyntaxError(f"{value} has extra bits for {verb.text!r}")
        return cls(verb, tuple(args))


def fast(verb: Verb, args: tuple[int, ...]) -> Action:
    """An action the engine builds from its own, already valid, parts (no re-validation:
    legal-action enumeration is a hot path)."""
    return tuple.__new__(Action, (verb, args))


PASS = Action(Verb.PASS)
KEEP = Action(Verb.KEEP)
YES = Action(Verb.YES)
NO = Action(Verb.NO)
DONE = Action(Verb.DONE)
CONCEDE = Action(Verb.CONCEDE)
