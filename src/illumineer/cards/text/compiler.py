"""Compiling printed text into card definitions: parse each ability with the card-text
grammar, read it into words, decide what each pronoun refers to, and keep the result only
if it says the printed text back exactly.

>>> from illumineer.cards.text.compiler import prepare
>>> prepare("Deal 2 damage to chosen character. (Reminder.)")
'Deal 2 damage to chosen character.'
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from lark import Lark
from lark.exceptions import LarkError

from illumineer.cards.catalogue import keyword_value
from illumineer.cards.printed import normalise, prepare
from illumineer.cards.text.grammar import Builder, grammar_text
from illumineer.cards.text.reader import Reader, ReadError
from illumineer.engine.abilities import (
    Ability,
    Activated,
    Again,
    Behaviour,
    Cards,
    Challenges,
    Condition,
    Det,
    Discard,
    Effect,
    LookAtInkwell,
    LookAtNumber,
    LookAtTop,
    Looked,
    Payment,
    Pick,
    PlayForFree,
    Pronoun,
    PutLooked,
    PutOnTop,
    Rest,
    ReturnOneInk,
    ReturnToHand,
    RevealTop,
    Sang,
    Singers,
    Speaker,
    Static,
    Step,
    That,
    ThatChallenged,
    ThatLocation,
    Them,
    This,
    Those,
    Triggered,
    Unsayable,
    Word,
)
from illumineer.engine.abilities.english import ability_tokens, say_effect, say_shift_cost
from illumineer.engine.abilities.phrasing import detokenize
from illumineer.engine.abilities.triggers import Trigger
from illumineer.engine.vocabulary import CardType, Zone

_SONG_REMINDER = re.compile(
    r"^A character with cost \d+ or more can ⟳ to sing this song for free\.$"
)


@dataclass(frozen=True)
class Parser:
    """The grammar compiled for one card pool (its names and classifications)."""

    lark: Lark
    builder: Builder

    def read(self, text: str, start: str) -> Any:
        tree = self.lark.parse(text, start=start)
        return Reader(self.builder).transform(tree)


@cache
def _parser(names: tuple[str, ...], classes: tuple[str, ...]) -> Parser:
    text, builder = grammar_text(names, classes)
    lark = Lark(text, start=["triggered", "activated", "static_ability", "effect", "shift_cost"],
                parser="earley", lexer="dynamic", maybe_placeholders=True,
                ambiguity="resolve")  # fmt: skip
    return Parser(lark, builder)


def parser_for(names: Iterable[str], classes: Iterable[str]) -> Parser:
    """The parser for a card pool (made once per pool)."""
    return _parser(tuple(sorted(set(names))), tuple(sorted(set(classes))))


_START = {"triggered": "triggered", "activated": "activated", "static": "static_ability"}
#: What an ability the data types so is read as when it reads as no such ability: "the
#: first time this character would take damage, she takes no damage instead" (6.5).
_REREAD = {"triggered": "static_ability"}


# ---------------------------------------------------------------------- what pronouns mean


def _rebuild(value: Any, fn: Any) -> Any:
    """`value` with every word inside it passed through `fn` (outermost first, fields in
    order, which is the order of the text; `fn.leave` is told when a word is done)."""
    if isinstance(value, tuple):
        return tuple(_rebuild(item, fn) for item in value)
    if isinstance(value, Word) and dataclasses.is_dataclass(value):
        value = fn(value)
        changes = {}
        for field in dataclasses.fields(value):
            if not field.init:
                continue
            old = getattr(value, field.name)
            new = _rebuild(old, fn)
            if new is not old:
                changes[field.name] = new
        fn.leave(value)
        return dataclasses.replace(value, **changes) if changes else value
    return value


#: The references that point back to a card chosen earlier, when there is one.
_BACK_TO_A_CHOICE = frozenset({Pronoun.THEY, Pronoun.IT, Pronoun.NOUN, Pronoun.HE, Pronoun.SHE,
                               Pronoun.CHOSEN, Pronoun.UNSAID})  # fmt: skip


class _Binder:
    """What each reference of an ability refers to: a choice made before it in the effect,
    the cards looked at, the card the trigger is about, or the ability's own card."""

    def __init__(self, subject: Any) -> None:
        self.subject = subject  # the trigger's subject (This, a description) or None
        self.chosen: Cards | None = None
        self.chosen_zone: Zone | None = None
        self.named: Cards | None = None
        self.looked = False
        self.conditions = 0  # inside a condition: its descriptions choose nothing
        self.acted_on_this = False  # "ready this character. She can't quest ..."
        self.acted_on: Cards | None = None  # the target of the step just read
        self.sang = False  # "if 2 or more characters sang this song, ready them"
        self.inkwell = False  # "you may look at the cards in your inkwell"

    def leave(self, word: Word) -> None:
        if isinstance(word, Condition):
            self.conditions -= 1

    def __call__(self, word: Word) -> Word:
        if isinstance(word, Condition):
            self.conditions += 1
        if isinstance(word, LookAtTop | RevealTop | LookAtNumber):
            self.looked = True
        if isinstance(word, Sang):
            self.sang = True
        if isinstance(word, LookAtInkwell):
            self.inkwell = True
        if (isinstance(word, ReturnToHand) and self.inkwell and isinstance(word.target, Cards)
                and word.target.det is Det.ONE):  # fmt: skip
            return ReturnOneInk(join=word.join)  # "... and then you may return one to your hand"
        if (isinstance(word, Cards) and word.chooses and not self.conditions
                and word is not self.acted_on):  # fmt: skip
            self.chosen = word  # a choice inside an amount ("the damage on chosen character")
            self.chosen_zone = word.place_zone
        first = getattr(type(word), "SAID_FIRST", ())  # "add his ⛉ to another chosen ...":
        if first:  # read before the step's own choice
            bound = {f: _rebuild(getattr(word, f), self) for f in first}
            word = dataclasses.replace(word, **bound)  # type: ignore[type-var]
        target = word.cards if isinstance(word, Pick) else getattr(word, "target", None)
        if isinstance(word, Discard):  # the card a discard picks is no choice "him" refers to
            self.acted_on = word.cards
        if isinstance(word, Step) and isinstance(target, This) and not self.conditions:
            self.acted_on_this = True
        if isinstance(word, Step) and isinstance(target, Cards):
            self.acted_on = target  # (visited next: the step has said where it ends)
            if target.chooses:
                self.chosen = target
                # Where the card is after the instruction: played, returned to the hand.
                self.chosen_zone = (Zone.PLAY if isinstance(word, PlayForFree) else Zone.HAND
                                    if isinstance(word, ReturnToHand) else target.place_zone)
            elif target.det in (Det.PLAIN, Det.ALL, Det.EACH, Det.EACH_OF):
                self.named = target  # "ready your other Princess characters. They ..."
        if (isinstance(word, PutLooked) and word.said is Rest.IT and not word.bottom
                and not self.looked and self.chosen is not None):  # fmt: skip
            # "If ..., return an item card from your discard to your hand. Otherwise, put it
            # on the top of your deck": nothing was looked at; "it" is a card of that kind.
            return PutOnTop(Again(self.chosen))
        if not isinstance(word, Them):
            return word
        form = word.form
        if form is Pronoun.LOCATION:  # "that location": the one the sentence is about
            return ThatLocation()
        if self.sang and form is Pronoun.THEY:  # "if a character sang this song, ... them"
            return Singers(form)
        if self.chosen is not None and form in _BACK_TO_A_CHOICE:
            return Them(form, zone=self.chosen_zone or word.zone)
        if self.named is not None and form in (Pronoun.THEY, Pronoun.THOSE):
            return Those(form, self.named)
        if self.looked and form in (Pronoun.IT, Pronoun.NOUN, Pronoun.THEY):
            return Looked(form)
        if isinstance(self.subject, This) or self.subject is None:
            if form is Pronoun.NOUN:
                return That(form)
            return This(form)
        if self.acted_on_this and form in (Pronoun.HE, Pronoun.SHE, Pronoun.IT):
            return This(form)  # the card the effect just acted on, not the trigger's
        return That(form)


def _subject(trigger: Trigger) -> Any:
    for name in ("subject", "card"):
        value = getattr(trigger, name, None)
        if value is not None:
            return value
    return None


class _Challenged:
    """ "Whenever this character challenges another character with 3 ¤ or less, banish
    that character": "that character" is the challenged one the trigger describes."""

    def __call__(self, word: Word) -> Word:
        return ThatChallenged() if word == That(Pronoun.NOUN) else word

    def leave(self, word: Word) -> None:
        pass


def bind(ability: Any) -> Any:
    """The ability with its references bound (see `_Binder`)."""
    if isinstance(ability, Triggered):
        subject = _subject(ability.triggers[0])
        triggers = tuple(_rebuild(t, _Binder(This())) for t in ability.triggers)
        effect = _rebuild(ability.effect, _Binder(subject))
        first = ability.triggers[0]
        if isinstance(first, Challenges) and first.challenged is not None:
            effect = _rebuild(effect, _Challenged())
        provided = _rebuild(ability.provided, _Binder(This()))  # "while she is ..."
        return dataclasses.replace(ability, triggers=triggers, effect=effect, provided=provided)
    if isinstance(ability, Activated | Static):
        return _rebuild(ability, _Binder(None))
    return _rebuild(ability, _Binder(None))


# ---------------------------------------------------------------------- compiling a card


@dataclass(frozen=True)
class Compiled:
    """A card's text compiled: its behaviour, or for each part that failed, why."""

    full_name: str
    behaviour: Behaviour | None
    failures: tuple[str, ...] = ()


def speaker_of(raw: Mapping[str, Any]) -> Speaker:
    return Speaker(CardType.from_printed(str(raw["type"])), str(raw.get("name", "")))


def _said(ability: Ability | Effect, speaker: Speaker) -> str:
    if isinstance(ability, tuple):
        return say_effect(ability, speaker)
    return detokenize(ability_tokens(ability, speaker))


def compile_part(parser: Parser, text: str, start: str, speaker: Speaker) -> Any:
    """One ability's text (or an action's effect) read into words, bound, and checked to
    say the text back; `CompileError` otherwise."""
    prepared = prepare(text)
    try:
        word = bind(parser.read(prepared, start))
    except (LarkError, ReadError, TypeError, ValueError, KeyError) as exc:
        raise CompileError(f"unparsed: {prepared!r} ({type(exc).__name__})") from None
    try:
        said = _said(word, speaker)
    except Unsayable as exc:
        raise CompileError(f"unsayable: {prepared!r}: {exc}") from None
    if normalise(said) != normalise(prepared):
        raise CompileError(f"said back differently: {prepared!r} -> {said!r}")
    return word


class CompileError(ValueError):
    """Text the compiler cannot turn into words that say it back."""


def _ability_text(ability: Mapping[str, Any]) -> str:
    """An ability's text without its name (costs included for an activated ability)."""
    name = str(ability.get("name") or "")
    full = str(ability.get("fullText") or ability.get("effect") or "")
    if name and full.startswith(name):
        full = full[len(name) :]
    return full.strip()


def compile_shift_cost(parser: Parser, text: str, speaker: Speaker) -> tuple[Payment, ...]:
    """A Shift paid otherwise than in ink ("Shift: Discard 2 cards"): its cost read into
    words, checked to say the text back; `CompileError` otherwise."""
    try:
        paid = parser.read(text.strip(), "shift_cost")
    except (LarkError, ReadError, TypeError, ValueError, KeyError) as exc:
        raise CompileError(f"unparsed Shift cost: {text!r} ({type(exc).__name__})") from None
    try:
        said = say_shift_cost(paid, speaker)
    except Unsayable as exc:
        raise CompileError(f"unsayable Shift cost: {text!r}: {exc}") from None
    if said != text.strip():
        raise CompileError(f"Shift cost said back differently: {text!r} -> {said!r}")
    return tuple(paid)


def _shift_cost_text(ability: Mapping[str, Any]) -> str | None:
    """The words of a Shift keyword's cost when it is no number of ink (or of ink drops: the
    catalogue reads those), else None."""
    if ability.get("keyword") != "Shift" or keyword_value(ability) is not None:
        return None
    value = str(ability.get("keywordValue") or "").strip()
    return None if not value or value.isdigit() else value


def compile_card(parser: Parser, raw: Mapping[str, Any]) -> Compiled:
    """A card's whole text compiled (every non-keyword ability, an action's effect, and the
    cost of a Shift paid otherwise than in ink)."""
    speaker = speaker_of(raw)
    abilities: list[Ability] = []
    failures: list[str] = []
    shift: tuple[Payment, ...] = ()
    for ability in raw.get("abilities") or ():
        kind = ability.get("type")
        if kind == "keyword":
            cost_text = _shift_cost_text(ability)
            if cost_text is not None:
                try:
                    shift = compile_shift_cost(parser, cost_text, speaker)
                except CompileError as exc:
                    failures.append(str(exc))
            continue
        text = _ability_text(ability)
        if not prepare(text) or (kind == "static" and _SONG_REMINDER.match(prepare(text))):
            continue  # a song's reminder of how it is sung (5.4.4.2)
        start = _START.get(str(kind), "static_ability")
        try:
            word = compile_part(parser, text, start, speaker)
        except CompileError as exc:
            try:  # the data calls some replacement effects (6.5) triggered abilities
                word = compile_part(parser, text, _REREAD[start], speaker)
            except (KeyError, CompileError):
                failures.append(str(exc))
                continue
        abilities.append(dataclasses.replace(word, name=str(ability.get("name") or "")))
    effect: Effect = ()
    if str(raw.get("type")) == "Action":
        for text in raw.get("effects") or ():
            try:
                effect = (*effect, *compile_part(parser, str(text), "effect", speaker))
            except CompileError as exc:
                split = _effect_then_ability(parser, str(text), speaker)
                if split is None:
                    failures.append(str(exc))
                    continue
                effect = (*effect, *split[0])
                abilities.append(split[1])
    if failures:
        return Compiled(str(raw["fullName"]), None, tuple(failures))
    return Compiled(str(raw["fullName"]), Behaviour(tuple(abilities), effect, shift))


def _effect_then_ability(
    parser: Parser, text: str, speaker: Speaker
) -> tuple[Effect, Triggered] | None:
    """An action's text that ends in a triggered ability of the card ("Deal 2 damage to
    chosen character. During your turn, when you discard this card, you may play it from
    your discard."): the effect, then the ability (it works from the discard, 6.1.12)."""
    sentences = prepare(text).split(". ")
    for cut in range(len(sentences) - 1, 0, -1):
        head = ". ".join(sentences[:cut]) + "."
        tail = ". ".join(sentences[cut:])
        try:
            ability = compile_part(parser, tail, "triggered", speaker)
            effect = compile_part(parser, head, "effect", speaker)
        except CompileError:
            continue
        if isinstance(ability, Triggered):
            return effect, ability
    return None


def pool_words(cards: Sequence[Mapping[str, Any]]) -> tuple[list[str], list[str]]:
    """The names a card text may name, and the classifications, of a card pool."""
    names: set[str] = set()
    classes: set[str] = set()
    for raw in cards:
        name = str(raw.get("name") or "")
        names.add(name)
        for part in re.split(r" & | 'n' ", name):
            names.add(part)
        classes.update(str(s) for s in raw.get("subtypes") or ())
    return sorted(n for n in names if n), sorted(classes)


__all__ = ["CompileError", "Compiled", "Parser", "bind", "compile_card", "compile_part",
           "normalise", "parser_for", "pool_words", "prepare"]  # fmt: skip
_ = Step
