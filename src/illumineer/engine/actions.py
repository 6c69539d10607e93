"""Actions: every decision a player makes, as a tiny hashable value with a text form.

>>> a = Action.parse("challenge c12 c31")
>>> str(a), Action.decode(a.encode()) == a
('challenge c12 c31', True)

Each verb has a fixed argument shape: ``c`` a card id (written ``c12``). The integer
encoding packs the verb and up to two card ids; it never changes for a given action, so
logs and AI training data stay valid across versions.
"""

from __future__ import annotations

from illumineer.engine.errors import ActionSyntaxError

#: verb -> (stable code, argument shape). New verbs are only ever appended.
VERBS: dict[str, tuple[int, str]] = {
    "pass": (0, ""),  # end the turn (3.3.2)
    "ink": (1, "c"),  # 4.2
    "play": (2, "c"),  # 4.3
    "quest": (3, "c"),  # 4.5
    "challenge": (4, "cc"),  # 4.6
    "move": (5, "cc"),  # 4.7: character, location
    "mulligan": (6, "c"),  # 2.2.2: put this card back when altering the hand
    "keep": (7, ""),  # 2.2.2: done altering the hand
    "sing": (8, "cc"),  # 5.4.4.2: song, singer
    "shift": (9, "cc"),  # 8.10: card, base
    "activate": (10, "cn"),  # 4.4: card, ability number
    "resolve": (11, "cn"),  # 7.7.4: the trigger's source card, its ability number
    "choose": (12, "c"),  # answer a pending "choose"
    "yes": (13, ""),  # answer a pending "you may"
    "no": (14, ""),
    "concede": (16, ""),  # 2.3.3.4: the deciding player concedes and loses
    "done": (17, ""),  # finish a choice of "any number"
    "boost": (19, "c"),  # 8.4: pay to put the top card of your deck under this card
    "sing-with": (20, "cc"),  # 8.12: add a singer to a song sung together (song, singer)
}
_CODES = {code: verb for verb, (code, _) in VERBS.items()}
_ARG_BITS = 13
_ARG_LIMIT = (1 << _ARG_BITS) - 1  # card ids and numbers stay below 8191


class Action(tuple[str, tuple[int, ...]]):
    """A decision: a verb and its arguments (card ids or numbers).

    An immutable, hashable value (a pair underneath: legal-action enumeration builds many).
    """

    __slots__ = ()

    def __new__(cls, verb: str, args: tuple[int, ...] = ()) -> Action:
        shape = VERBS.get(verb)
        if shape is None:
            raise ActionSyntaxError(f"unknown verb {verb!r}; verbs: {', '.join(VERBS)}")
        if len(args) != len(shape[1]):
            raise ActionSyntaxError(f"{verb!r} takes {len(shape[1])} argument(s), got {len(args)}")
        for arg in args:
            if not 0 <= arg < _ARG_LIMIT:
                raise ActionSyntaxError(f"argument {arg} out of range for {verb!r}")
        return tuple.__new__(cls, (verb, tuple(args)))

    @property
    def verb(self) -> str:
        return self[0]

    @property
    def args(self) -> tuple[int, ...]:
        return self[1]

    def __repr__(self) -> str:
        return f"Action({self.verb!r}, {self.args!r})"

    def __getnewargs__(self) -> tuple[str, tuple[int, ...]]:
        # copy and pickle rebuild an action from its verb and arguments.
        return (self.verb, self.args)

    @property
    def card(self) -> int:
        """The first argument: the card the action is about."""
        return self.args[0]

    @property
    def other(self) -> int:
        """The second argument (challenge target, location, singer, shift base)."""
        return self.args[1]

    def __str__(self) -> str:
        shape = VERBS[self.verb][1]
        parts = [self.verb]
        for kind, arg in zip(shape, self.args, strict=True):
            parts.append(f"c{arg}" if kind == "c" else str(arg))
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read the text form back: ``quest c12``, ``challenge c3 c40``, ``pass``."""
        words = text.strip().lower().split()
        if not words:
            raise ActionSyntaxError("empty action")
        verb, *rest = words
        shape = VERBS.get(verb)
        if shape is None:
            raise ActionSyntaxError(f"unknown verb {verb!r} in {text!r}")
        if len(rest) != len(shape[1]):
            raise ActionSyntaxError(f"{verb!r} takes {len(shape[1])} argument(s) in {text!r}")
        args: list[int] = []
        for kind, word in zip(shape[1], rest, strict=True):
            digits = word[1:] if kind == "c" and word.startswith("c") else word
            if not digits.isdigit():
                want = "a card like c12" if kind == "c" else "a number"
                raise ActionSyntaxError(f"{word!r} is not {want} in {text!r}")
            args.append(int(digits))
        return cls(verb, tuple(args))

    def encode(self) -> int:
        """A stable integer for this action (verb code plus arguments)."""
        value = VERBS[self.verb][0]
        shift = 5
        for arg in self.args:
            value |= (arg + 1) << shift
            shift += _ARG_BITS
        return value

    @classmethod
    def decode(cls, value: int) -> Action:
        """The action `encode` gave this integer for."""
        verb = _CODES.get(value & 31)
        if verb is None or value < 0:
            raise ActionSyntaxError(f"{value} is not an action code")
        args = []
        rest = value >> 5
        for _ in VERBS[verb][1]:
            raw = rest & ((1 << _ARG_BITS) - 1)
            if raw == 0:
                raise ActionSyntaxError(f"{value} lacks an argument for {verb!r}")
            args.append(raw - 1)
            rest >>= _ARG_BITS
        if rest:
            raise ActionSyntaxError(f"{value} has extra bits for {verb!r}")
        return cls(verb, tuple(args))


def _fast(verb: str, args: tuple[int, ...]) -> Action:
    """An action the engine builds from its own, already valid, parts (no re-validation:
    legal-action enumeration is a hot path)."""
    return tuple.__new__(Action, (verb, args))


PASS = Action("pass")
KEEP = Action("keep")
YES = Action("yes")
NO = Action("no")
DONE = Action("done")
