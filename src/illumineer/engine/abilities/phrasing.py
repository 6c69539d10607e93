"""How words are said: phrases, the one table both the renderer and the card-text grammar read.

A word class lists its `PHRASES`, each a template of literal words and slots, and the values
of fields the wording itself implies:

>>> Phrase("draw a card", amount=1).template
'draw a card'

- ``{field}`` is a slot: the field's value, said by the rule its type names (a number, a
  word of a category such as "condition"), or by the rule written after a colon
  (``{amount:signed}`` says ``+2``);
- ``{gets|get}`` agrees with the phrase's subject (its first slot said by a subject rule:
  cards, a target, players; unless `subject` names another field; a phrase without one
  agrees with the phrase it is said in): the first form for one card or player, the second
  for several (and for "you");
- ``[ ... ]`` is said only when the slot inside it has a value (not None).

Rendering picks the first phrase that says everything about the word: every fixed value
matches, every slot's rule accepts its value, and every other field has its default, so a
word the table cannot say raises `Unsayable` rather than losing a part. The grammar
(`illumineer.cards.text.grammar`) turns the same templates into rules, so the printed text
and the rendering can only differ through a bug in one of them.
"""

from __future__ import annotations

import dataclasses
import re
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from illumineer.engine.abilities.words import Word, word_classes
from illumineer.engine.vocabulary import CardType


class Unsayable(ValueError):
    """A word none of whose phrases says all of it."""


@dataclass(frozen=True, slots=True)
class Lit:
    """A literal token of a template (a word, a symbol or a punctuation mark)."""

    text: str


@dataclass(frozen=True, slots=True)
class Agree:
    """A token that agrees with the subject: `one` for a single card, `many` for several."""

    one: str
    many: str


@dataclass(frozen=True, slots=True)
class Slot:
    """A field said by a rule."""

    field: str
    rule: str


@dataclass(frozen=True, slots=True)
class Opt:
    """Pieces said only when `field` has a value."""

    field: str
    pieces: tuple[Piece, ...]


Piece = Lit | Agree | Slot | Opt

_TEMPLATE_TOKEN = re.compile(r"\{[^}]*\}|\[|\]|[^\s\[\]{}]+")
#: Punctuation split off the words of a template: each is a token of its own.
PUNCTUATION = ",.:;!?()“”\"—•"
_SPLIT = re.compile(r"([" + re.escape(PUNCTUATION) + r"])")


def literal_tokens(text: str) -> list[str]:
    """A literal run of text as tokens: words, symbols and punctuation marks apart."""
    out: list[str] = []
    for word in text.split():
        out.extend(part for part in _SPLIT.split(word) if part)
    return out


def _pieces(template: str) -> tuple[Piece, ...]:
    stack: list[list[Piece]] = [[]]
    for token in _TEMPLATE_TOKEN.findall(template):
        if token == "[":
            stack.append([])
        elif token == "]":
            inner = tuple(stack.pop())
            slots = [p.field for p in _walk(inner) if isinstance(p, Slot)]
            if not slots:
                raise ValueError(f"an optional part without a slot in {template!r}")
            stack[-1].append(Opt(slots[0], inner))
        elif token.startswith("{") and "|" in token:
            one, _, many = token[1:-1].partition("|")
            stack[-1].append(Agree(one, many))
        elif token.startswith("{"):
            name, _, rule = token[1:-1].partition(":")
            stack[-1].append(Slot(name, rule))
        else:
            stack[-1].extend(Lit(t) for t in literal_tokens(token))
    if len(stack) != 1:
        raise ValueError(f"unbalanced brackets in {template!r}")
    return tuple(stack[0])


def _walk(pieces: Iterable[Piece]) -> Iterable[Piece]:
    for piece in pieces:
        yield piece
        if isinstance(piece, Opt):
            yield from _walk(piece.pieces)


class Phrase:
    """One way a word is said (see the module's notes)."""

    __slots__ = ("fixed", "pieces", "subject", "template")

    def __init__(self, template: str, /, **fixed: Any) -> None:
        self.template = template
        self.fixed: Mapping[str, object] = fixed
        self.pieces = _pieces(template)
        self.subject = ""  # found by the slots' rules (`subject_slot`)

    def slots(self) -> list[Slot]:
        return [p for p in _walk(self.pieces) if isinstance(p, Slot)]

    def __repr__(self) -> str:
        fixed = "".join(f", {k}={v!r}" for k, v in self.fixed.items())
        return f"Phrase({self.template!r}{fixed})"


# ---------------------------------------------------------------------- rules


class Speaker:
    """Who is speaking: the card whose text is rendered ("this character", "this item")."""

    __slots__ = ("card_type", "name")

    def __init__(self, card_type: CardType = CardType.CHARACTER, name: str = "") -> None:
        self.card_type = card_type
        self.name = name

    @property
    def this(self) -> str:
        """How the card calls itself: ``this character``, ``this item``, ``this location``."""
        if self.card_type is CardType.ACTION:
            return "this card"
        return "this " + self.card_type.printed.lower()


@dataclass(frozen=True, slots=True)
class Rule:
    """How a slot's value is said and read.

    `render` gives the tokens for a value it `accepts`; `plural` says whether the value
    names several cards (for agreement). `grammar` is the rule's Lark text (the rule or
    terminal `name`, and any helpers it needs), and `read` builds the value from what the
    grammar matched (the list of the rule's children).
    """

    name: str
    accepts: Callable[[object], bool]
    render: Callable[[Any, Speaker], list[str]]
    grammar: str = ""
    read: Callable[[list[Any]], Any] | None = None
    plural: Callable[[Any], bool] = lambda value: False
    #: Whether a slot said by this rule is a phrase's subject (what its verbs agree with).
    subject: bool = False
    #: For a rule that says words by their phrases: the category, and which of each word
    #: class's phrase sets it reads (``PHRASES``; ``PER`` says a quantity after "for each").
    category: str = ""
    phrase_set: str = "PHRASES"
    #: Whether `render` takes a third argument: whether the phrase's subject is plural.
    agrees: bool = False


#: The slot rules by name (a category's rule is made from its words' phrases).
RULES: dict[str, Rule] = {}


def rule(r: Rule) -> Rule:
    """Register a slot rule."""
    if r.name in RULES:
        raise ValueError(f"slot rule {r.name!r} defined twice")
    RULES[r.name] = r
    return r


def category_words(category: str, phrase_set: str = "PHRASES") -> list[type[Word]]:
    """The registered word classes of `category` that have phrases in `phrase_set`, in the
    order they were defined."""
    return [cls for cls in word_classes()
            if category == cls.CATEGORY and _phrases(cls, phrase_set)]  # fmt: skip


def _phrases(cls: type[Word], phrase_set: str = "PHRASES") -> tuple[Phrase, ...]:
    return tuple(cls.__dict__.get(phrase_set, ()))


def phrases(cls: type[Word], phrase_set: str = "PHRASES") -> tuple[Phrase, ...]:
    """The phrases of a word class in one of its phrase sets (its own, not inherited)."""
    return _phrases(cls, phrase_set)


def phrase_rule(name: str, category: str, phrase_set: str, *, subject: bool = False) -> Rule:
    """A rule that says words of `category` by their `phrase_set` phrases."""

    def accepts(value: object) -> bool:
        return (isinstance(value, Word) and category == type(value).CATEGORY
                and bool(_phrases(type(value), phrase_set)))  # fmt: skip

    def render(value: Word, speaker: Speaker) -> list[str]:
        return say(value, speaker, phrase_set=phrase_set)

    return rule(Rule(name, accepts, render, subject=subject, category=category,
                     phrase_set=phrase_set, plural=_plural_word))  # fmt: skip


def _plural_word(value: object) -> bool:
    many = getattr(value, "plural", False)
    return bool(many)


_HINTS: dict[type[Any], dict[str, Any]] = {}


def _hints(cls: type[Any]) -> dict[str, Any]:
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


def slot_rule(cls: type[Word], slot: Slot, fixed: Mapping[str, object] | None = None) -> str:
    """The rule a slot is said by: written in the template, or named by the field's type
    (for a dotted slot, the type of the word class the phrase fixes the outer field to)."""
    if slot.rule:
        return slot.rule
    owner: Any = cls
    *outer, last = slot.field.split(".")
    path = ""
    for name in outer:
        path = f"{path}.{name}" if path else name
        given = (fixed or {}).get(path)
        owner = given if isinstance(given, type) else _hints(owner).get(name)
    kind = _hints(owner).get(last) if isinstance(owner, type) else None
    if kind is int:
        return "number"
    if int in typing.get_args(kind):  # an Amount: a number or a quantity
        return "amount"
    if isinstance(kind, type) and issubclass(kind, Word) and kind.CATEGORY:
        return kind.CATEGORY
    for member in typing.get_args(kind):
        if isinstance(member, type) and issubclass(member, Word) and member.CATEGORY:
            return member.CATEGORY
    raise ValueError(f"{cls.__name__}.{slot.field}: name the slot's rule in the template")


def _said_elsewhere(field: dataclasses.Field[Any]) -> bool:
    # A field said by the sentence around the word (how a step joins the one before it).
    return bool(field.metadata.get("said_by"))


def _accepts(rule_name: str, value: object) -> bool:
    known = RULES.get(rule_name)
    if known is not None:
        return known.accepts(value)
    return isinstance(value, Word) and rule_name == type(value).CATEGORY


def field_value(word: object, path: str) -> Any:
    """The value of a field, or of a field of a field (``amount.counted``)."""
    value = word
    for name in path.split("."):
        value = getattr(value, name)
    return value


def _fixed_matches(value: object, wanted: object) -> bool:
    # A class as a fixed value says which kind of word the field holds (its fields are
    # said by dotted slots: ``{amount.counted}``).
    if isinstance(wanted, type):
        return isinstance(value, wanted) and type(value) is wanted
    return bool(value == wanted) and type(value) is type(wanted)


def _all_said(word: object, paths: set[str]) -> bool:
    """Whether every field of `word` is said by one of `paths` or has its default."""
    for field in dataclasses.fields(word):  # type: ignore[arg-type]
        if field.name in paths or _said_elsewhere(field) or not field.init:
            continue
        inner = {p[len(field.name) + 1 :] for p in paths if p.startswith(field.name + ".")}
        value = getattr(word, field.name)
        if inner:
            if not _all_said(value, inner):
                return False
        elif value != field.default:
            return False
    return True


def fits(word: Word, phrase: Phrase) -> bool:
    """Whether `phrase` says all of `word`."""
    cls = type(word)
    paths = set(phrase.fixed)
    for key, wanted in phrase.fixed.items():
        try:
            value = field_value(word, key)
        except AttributeError:  # a dotted key into a value of another kind
            return False
        if not _fixed_matches(value, wanted):
            return False
    optional = {p.field for p in _walk(phrase.pieces) if isinstance(p, Opt)}
    for slot in phrase.slots():
        paths.add(slot.field)
        value = field_value(word, slot.field)
        if value is None and slot.field in optional:
            continue
        if not _accepts(slot_rule(cls, slot, phrase.fixed), value):
            return False
    # A field holding a kind of word named by a class is said through its own fields.
    paths -= {key for key, wanted in phrase.fixed.items() if isinstance(wanted, type)}
    return _all_said(word, paths)


def plural(value: object, rule_name: str = "") -> bool:
    """Whether a slot's value names several cards (for agreement)."""
    known = RULES.get(rule_name)
    if known is not None:
        return known.plural(value)
    if isinstance(value, Word):
        many = getattr(value, "plural", None)
        return bool(many) if not callable(many) else bool(many())
    return False


def say(
    word: Word, speaker: Speaker, many: bool = False, phrase_set: str = "PHRASES"
) -> list[str]:
    """The tokens of `word` in English (`Unsayable` if no phrase says all of it); `many`:
    the enclosing phrase's subject is plural (for a phrase without a subject of its own)."""
    found = _phrases(type(word), phrase_set)
    for phrase in found:
        if fits(word, phrase):
            return render_phrase(word, phrase, speaker, many)
    said_by = RULES.get(SAID_BY.get(type(word).CATEGORY, type(word).CATEGORY))
    if not found and said_by is not None and not said_by.category and said_by.accepts(word):
        return said_by.render(word, speaker)  # a word said by its rule (descriptions)
    raise Unsayable(f"no phrase says {word!r}")


#: The rule that says the words of a category without phrases of their own.
SAID_BY: dict[str, str] = {"reference": "target"}


def subject_slot(cls: type[Word], phrase: Phrase) -> Slot | None:
    """The slot a phrase's verbs agree with, if it has one."""
    for slot in phrase.slots():
        if phrase.subject:
            if slot.field == phrase.subject:
                return slot
            continue
        known = RULES.get(slot_rule(cls, slot, phrase.fixed))
        if known is not None and known.subject:
            return slot
    return None


def render_phrase(word: Word, phrase: Phrase, speaker: Speaker, many: bool = False) -> list[str]:
    cls = type(word)
    slot = subject_slot(cls, phrase)
    if slot is not None:
        value = field_value(word, slot.field)
        many = value is not None and plural(value, slot_rule(cls, slot, phrase.fixed))
    return _render(word, phrase.pieces, cls, speaker, many, phrase.fixed)


def _render(
    word: Word,
    pieces: Sequence[Piece],
    cls: type[Word],
    speaker: Speaker,
    many: bool,
    fixed: Mapping[str, object],
) -> list[str]:
    out: list[str] = []
    for piece in pieces:
        if isinstance(piece, Lit):
            out.append(piece.text)
        elif isinstance(piece, Agree):
            out.append(piece.many if many else piece.one)
        elif isinstance(piece, Slot):
            value = field_value(word, piece.field)
            out.extend(say_value(value, slot_rule(cls, piece, fixed), speaker, many))
        elif field_value(word, piece.field) is not None:
            out.extend(_render(word, piece.pieces, cls, speaker, many, fixed))
    return out


def say_value(value: object, rule_name: str, speaker: Speaker, many: bool = False) -> list[str]:
    """The tokens of a slot's value, by its rule."""
    known = RULES.get(rule_name)
    if known is not None:
        if not known.accepts(value):
            raise Unsayable(f"rule {rule_name!r} cannot say {value!r}")
        if known.category:
            return say(value, speaker, many, known.phrase_set)  # type: ignore[arg-type]
        if known.agrees:
            return known.render(value, speaker, many)  # type: ignore[call-arg]
        return known.render(value, speaker)
    if isinstance(value, Word):
        return say(value, speaker, many)
    raise Unsayable(f"no rule {rule_name!r} for {value!r}")


_NO_SPACE_BEFORE = set(",.:;!?)”")
_NO_SPACE_AFTER = set("(“")


def detokenize(tokens: Iterable[str]) -> str:
    """Tokens back into text: no space before a comma or a full stop, none inside brackets
    or quotes."""
    out: list[str] = []
    previous = ""
    for token in tokens:
        if not token:
            continue
        if out and token not in _NO_SPACE_BEFORE and previous not in _NO_SPACE_AFTER:
            out.append(" ")
        out.append(token)
        previous = token
    return "".join(out)


def english(word: Word, speaker: Speaker | None = None) -> str:
    """`word` said on its own (lower case, as inside a sentence)."""
    return detokenize(say(word, speaker or Speaker()))


__all__ = ["Phrase", "Rule", "Speaker", "Unsayable", "english", "phrase_rule", "rule", "say"]
