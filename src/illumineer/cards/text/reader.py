"""Reading a parse of printed text into words: each phrase's alternative becomes its word,
with the values the phrase fixes and the slots it read; the hand-written rules build
descriptions, references, sentences and abilities.

References are read as `Them` with the pronoun or noun the text used ("they", "that
character"); `bind` (in `compiler`) then decides what each refers to, as a reader would.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from lark import Token, Transformer, Tree

from illumineer.cards.text.grammar import Alternative, Builder
from illumineer.engine.abilities import (
    Activated,
    Cards,
    Challenger,
    Cost,
    Det,
    If,
    IfYouDo,
    Intro,
    Join,
    Kind,
    Looked,
    May,
    Once,
    OpponentsTurn,
    OpponentsTurnWhile,
    Owner,
    Payment,
    Place,
    Pronoun,
    Provided,
    State,
    Static,
    Step,
    Them,
    TheOther,
    This,
    Triggered,
    YourTurn,
    YourTurnIf,
)
from illumineer.engine.abilities.changes import Change, Deed, spread_per
from illumineer.engine.abilities.filters import Wording
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.phrasing import RULES
from illumineer.engine.abilities.steps import Lasting, Whose
from illumineer.engine.vocabulary import Ink, Keyword, Stat


class _AndClasses(tuple[str, ...]):
    """Classifications joined by "and" ("Prince, Princess, King, and Queen")."""

    __slots__ = ()


@dataclass(frozen=True)
class _Kinds:
    """Kinds joined by "and" or "and/or" ("characters and locations"): either kind."""

    kinds: tuple[Kind, ...]
    wording: Wording


class ReadError(ValueError):
    """Text the grammar parsed that makes no word (a value out of range)."""


@dataclass(frozen=True)
class _Shared:
    """A step said without its subject: built once the step before gives it."""

    alternative: Alternative
    children: list[Any]

    def after(self, before: Any) -> Any:
        value = getattr(before, self.alternative.shared)
        return _build(self.alternative, self.children, {self.alternative.shared: value})


def _build(alternative: Alternative, children: list[Any],
           given: dict[str, Any] | None = None) -> Any:  # fmt: skip
    """The word a phrase's alternative stands for."""
    kwargs: dict[str, Any] = dict(given or {})
    nested: dict[str, dict[str, Any]] = {}
    for key, value in alternative.phrase.fixed.items():
        if "." in key:
            outer, _, inner = key.partition(".")
            nested.setdefault(outer, {})[inner] = value
        elif not isinstance(value, type):
            kwargs[key] = value
    for path, value in zip(alternative.fields, children, strict=True):
        if "." in path:
            outer, _, inner = path.partition(".")
            nested.setdefault(outer, {})[inner] = value
        else:
            kwargs[path] = value
    for outer, inner_kwargs in nested.items():
        cls = alternative.phrase.fixed[outer]
        assert isinstance(cls, type)
        kwargs[outer] = cls(**inner_kwargs)
    return alternative.cls(**kwargs)


#: Joins that start a sentence of their own after a "may" (". Then, ...", ". Then ...").
_NEW_SENTENCE = frozenset({Join.THEN_SENTENCE, Join.THEN_BARE})


def _may_to_the_end(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """ "You may" governs the rest of its sentence: "you may exert them to draw a card",
    "you may draw a card, then choose and discard a card"; so does "if you do": "If you do,
    draw a card and get 1 ink drop"."""
    for i, step in enumerate(steps):
        if isinstance(step, May | IfYouDo) and i + 1 < len(steps):
            # (". Then, ..." starts a sentence of its own: a "no" skips only this one, 6.1.4.)
            end = next((j for j in range(i + 1, len(steps))
                        if steps[j].join in _NEW_SENTENCE
                        or (steps[j].join is Join.AND_THEN and isinstance(steps[j], May))),
                       len(steps))  # fmt: skip ("... and then you may ...": a "may" of its own)
            if end == i + 1:
                return (*steps[: i + 1], *_may_to_the_end(steps[i + 1 :]))
            body = (*step.steps, *steps[i + 1 : end])
            rest = _may_to_the_end(steps[end:])
            return (*steps[:i], dataclasses.replace(step, steps=body), *rest)
    return steps


def _if_to_the_end(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """An opening "if" governs the rest of its sentence: "if there's a card under this
    character, each opponent loses 1 lore and you gain 1 lore"."""
    for i, step in enumerate(steps):
        if isinstance(step, If) and not step.otherwise and i + 1 < len(steps):
            body = _may_to_the_end((*step.steps, *steps[i + 1 :]))
            return (*steps[:i], dataclasses.replace(step, steps=body))
    return steps


def _otherwise_to_the_end(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """ "Otherwise" governs the rest of its sentence: "Otherwise, put it on the bottom of
    your deck, then each opponent loses 1 lore and you gain 1 lore"; so does a last bullet:
    "• You draw a card and get 2 ink drops"."""
    for i, step in enumerate(steps):
        last = step.otherwise if isinstance(step, If) else (
            step.modes[-1] if isinstance(step, ChooseOne) else ())  # fmt: skip
        if last and i + 1 < len(steps):
            end = next((j for j in range(i + 1, len(steps))
                        if steps[j].join in _NEW_SENTENCE), len(steps))  # fmt: skip
            if end == i + 1:
                continue
            longer = (*last, *steps[i + 1 : end])
            if isinstance(step, If):
                step = dataclasses.replace(step, otherwise=longer)
            elif isinstance(step, ChooseOne):
                step = dataclasses.replace(step, modes=(*step.modes[:-1], longer))
            return (*steps[:i], step, *steps[end:])
    return steps


#: The table rules' alias prefixes, and the enum each names a member of.
_TABLES: tuple[tuple[str, Any], ...] = (
    ("place_", Place), ("deed_", Deed), ("lasting_", Lasting), ("whose_", Whose),
    ("join_", Join), ("kind_", Kind), ("state_", State), ("stat_", Stat), ("keyword_", Keyword),
    ("ink_", Ink), ("non_", Kind),
)  # fmt: skip


class Reader(Transformer[Token, Any]):
    """Builds words from a parse tree (see the module's notes)."""

    def __init__(self, builder: Builder) -> None:
        super().__init__()
        self.builder = builder

    def __default__(self, data: Any, children: list[Any], meta: Any) -> Any:
        alternative = self.builder.alternatives.get(str(data))
        if alternative is not None:
            if alternative.shared:
                return _Shared(alternative, children)
            return _build(alternative, children)
        known = RULES.get(str(data))
        if known is not None and known.read is not None:  # a rule with its own grammar
            return known.read(children)
        if len(children) == 1:
            return children[0]
        return Tree(data, children, meta)

    # ------------------------------------------------------------------ small words

    def number(self, children: list[Token]) -> int:
        return int(children[0])

    def signed(self, children: list[Token]) -> int:
        return int(children[0])

    def amount_number(self, children: list[Token]) -> int:
        return int(children[0])

    def amount_quantity(self, children: list[Any]) -> Any:
        return children[0]




    def name(self, children: list[Token]) -> str:
        return str(children[0])

    def classification(self, children: list[Token]) -> str:
        return str(children[0])


    def __getattr__(self, name: str) -> Any:
        # The table rules' aliases: place_in_play, deed_quest, lasting_this_turn...
        for prefix, enum in _TABLES:
            if name.startswith(prefix):
                member = enum[name[len(prefix) :].upper()]
                return lambda children: member
        if name.startswith("pronoun_"):
            form = Pronoun[name[len("pronoun_") :].upper()]
            return lambda children: Them(form)
        if name.startswith("that_"):
            form = Pronoun[name[len("that_") :].upper()]
            return lambda children: Them(form)
        raise AttributeError(name)

    # ------------------------------------------------------------------ descriptions

    def other(self, children: list[Any]) -> str:
        return "other"

    def opposing(self, children: list[Any]) -> str:
        return "opposing"

    def of_yours(self, children: list[Any]) -> str:
        return "of yours"

    def classes(self, children: list[Token]) -> tuple[str, ...]:
        return tuple(str(c) for c in children)

    def classes_and(self, children: list[Token]) -> _AndClasses:
        return _AndClasses(str(c) for c in children)



    def kinds_one(self, children: list[Kind]) -> tuple[Kind, ...]:
        return tuple(children)

    kinds_many = kinds_one

    def kinds_and(self, children: list[Kind]) -> _Kinds:
        return _Kinds(tuple(children), Wording.AND_KINDS)

    def kinds_and_or(self, children: list[Kind]) -> _Kinds:
        return _Kinds(tuple(children), Wording.AND_OR_KINDS)

    def noun_one(self, children: list[Any]) -> tuple[tuple[Kind, ...], bool, bool]:
        return (children[0], False, False)  # kinds, plural, "card"

    def noun_many(self, children: list[Any]) -> tuple[tuple[Kind, ...], bool, bool]:
        return (children[0], True, False)

    def noun_card(self, children: list[Any]) -> tuple[tuple[Kind, ...], bool, bool]:
        return (children[0], False, True)

    def noun_cards(self, children: list[Any]) -> tuple[tuple[Kind, ...], bool, bool]:
        return (children[0], True, True)

    def body(self, children: list[Any], wording: Wording = Wording.USUAL) -> dict[str, Any]:
        opposing, state, inks, classes, non, noun, of_yours, *having = children
        kinds, many, card = noun
        if isinstance(classes, _AndClasses):
            wording = Wording.AND_CLASSES
        if isinstance(kinds, _Kinds):
            wording = kinds.wording
            kinds = kinds.kinds
        return {
            "owner": Owner.OPPOSING if opposing else (Owner.YOURS if of_yours else Owner.ANY),
            "state": state,
            "classes": tuple(classes or ()),
            "kinds": kinds,
            "card": card,
            "having": tuple(having),
            "many": many,
            "wording": wording,
            "inks": tuple(inks or ()),
            "excluded": () if non is None else (non,),
        }

    def body_state_first(self, children: list[Any]) -> dict[str, Any]:
        state, opposing, *rest = children
        return self.body([opposing, state, *rest], Wording.STATE_FIRST)

    def body_class_noun(self, children: list[Any]) -> dict[str, Any]:
        opposing, state, inks, classes, of_yours, *having = children
        return self.body([opposing, state, inks, classes, None, ((), False, False), of_yours,
                          *having])  # fmt: skip

    def inks(self, children: list[Ink]) -> tuple[Ink, ...]:
        return tuple(children)

    def cards_either(self, children: list[Cards]) -> Cards:
        first, second = children
        return dataclasses.replace(first, alternatives=(*first.alternatives, second))

    def cards_both(self, children: list[Cards]) -> Cards:
        first, second = children  # "each opposing character ... and each opposing location"
        return dataclasses.replace(first, alternatives=(*first.alternatives, second),
                                   wording=Wording.AND_EACH)

    def cards_either_kind(self, children: list[Any]) -> Cards:
        front, body, kind = children  # "chosen character with Bodyguard or item"
        first = self.description([front, body])
        return dataclasses.replace(first, alternatives=(Cards(Det.BARE, kinds=(kind,)),))

    def _front(self, det: Det, count: int = 1, other: bool = False, yours: bool = False,
               wording: Wording = Wording.USUAL) -> dict[str, Any]:  # fmt: skip
        return {"det": det, "count": count, "other": other, "yours": yours, "wording": wording}

    def f_this_character_or_another(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.THIS_OR_ANOTHER, wording=Wording.THIS_CHARACTER)

    def f_another_count(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.COUNT, int(children[0]), True, wording=Wording.OTHER_FIRST)

    def f_a(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.A)

    def f_another(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.A, other=True)

    def f_chosen(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.CHOSEN)

    def f_another_chosen(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.CHOSEN, other=True)

    def f_count(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.COUNT, int(children[0]), bool(children[1]))

    def f_up_to(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.UP_TO, int(children[0]), bool(children[1]))

    def f_up_to_of(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.UP_TO_OF, int(children[0]), bool(children[1]), yours=True)

    def f_up_to_bare(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.UP_TO_OF, int(children[0]), bool(children[1]),
                           wording=Wording.UP_TO_BARE)  # "up to 2 character cards"

    def f_each(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.EACH, other=bool(children[0]))

    def f_all(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.ALL, other=bool(children[0]))

    def f_each_of(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.EACH_OF, other=bool(children[0]), yours=True)

    def f_none_of(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.NONE_OF, other=bool(children[0]), yours=True)

    def f_one_of(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.ONE_OF, other=bool(children[0]), yours=True)

    def f_all_your(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.ALL, other=bool(children[0]), yours=True)

    def f_your(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.PLAIN, other=bool(children[0]), yours=True)

    def f_plain(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.PLAIN, other=bool(children[0]))

    def f_number(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.NUMBER, int(children[0]), bool(children[1]))

    def f_exactly(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.EXACTLY, int(children[0]), bool(children[1]))

    def f_this_or_another(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.THIS_OR_ANOTHER)

    def f_any_number(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.ANY_NUMBER, other=bool(children[0]))

    def f_any_number_of_your(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.ANY_NUMBER, other=bool(children[0]), yours=True,
                           wording=Wording.YOUR_FIRST)

    def f_any(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.ANY, other=bool(children[0]))

    def f_no(self, children: list[Any]) -> dict[str, Any]:
        return self._front(Det.NO, other=bool(children[0]))

    def description(self, children: list[Any]) -> Cards:
        front, body = children
        det = front["det"]
        if det is Det.PLAIN and not body["many"]:
            det = Det.BARE  # "for each other Villain character"
        owner = body["owner"]
        if front["yours"]:
            if owner is not Owner.ANY:
                raise ReadError("a description that is both yours and someone else's")
            owner = Owner.YOURS
        wording = front["wording"] if front["wording"] is not Wording.USUAL else body["wording"]
        return Cards(det, body["kinds"], owner, front["other"], body["state"], body["classes"],
                     body["having"], front["count"], body["card"], wording, body["inks"],
                     body["excluded"])  # fmt: skip

    def cards_one(self, children: list[Any]) -> Cards:
        return Cards(Det.ONE, (Kind.CARD,))

    # ------------------------------------------------------------------ references

    def target(self, children: list[Any]) -> Any:
        return children[0]

    subject = target
    reference_object = target
    reference_subject = target
    reference_noun = target

    def this_noun(self, children: list[Any]) -> This:
        if children[0] is Kind.ACTION:
            return This(Pronoun.ACTION)  # "you pay 2 ⬡ less to play this action"
        return This(Pronoun.CARD) if children[0] is Kind.CARD else This()

    def that_character(self, children: list[Any]) -> Them:
        return Them(Pronoun.NOUN)

    def that_noun(self, children: list[Any]) -> Any:
        return children[0]

    def the_challenging(self, children: list[Any]) -> Challenger:
        return Challenger(True)

    def the_challenged(self, children: list[Any]) -> Challenger:
        return Challenger(False)

    def the_chosen(self, children: list[Any]) -> Them:
        return Them(Pronoun.CHOSEN)

    def those_characters(self, children: list[Any]) -> Them:
        return Them(Pronoun.THOSE)

    def the_other(self, children: list[Any]) -> TheOther:
        return TheOther()

    def the_rest(self, children: list[Any]) -> Looked:
        return Looked(Pronoun.REST)

    def possessive(self, children: list[Any]) -> Any:
        return children[0]

    possessive_noun = possessive

    def possessive_this(self, children: list[Any]) -> This:
        return This()  # "this character's ¤" (one word to the lexer)

    # ------------------------------------------------------------------ changes

    def changes(self, children: list[Any]) -> tuple[Change, ...]:
        out: list[Change] = [children[0]]
        for link in children[1:]:
            out.append(link)
        return spread_per(tuple(out))

    def link_and(self, children: list[Any]) -> Any:
        return children[0]

    link_same = link_and

    # ------------------------------------------------------------------ sentences

    def join(self, children: list[Join]) -> Join:
        return children[0]

    def sentence(self, children: list[Any]) -> tuple[Step, ...]:
        steps: list[Step] = [children[0]]
        for join, step in zip(children[1::2], children[2::2], strict=True):
            before = steps[-1]
            if isinstance(before, If) and not before.otherwise and before.steps:
                before = before.steps[-1]  # "if X, chosen opponent reveals ... and discards"
            if isinstance(step, _Shared):
                step = step.after(before)
            steps.append(dataclasses.replace(step, join=join))
        return _otherwise_to_the_end(_if_to_the_end(_may_to_the_end(tuple(steps))))

    def steps(self, children: list[Any]) -> tuple[Step, ...]:
        return tuple(children[0])

    def sentences(self, children: list[Any]) -> tuple[Step, ...]:
        out: list[Step] = list(children[0])
        for sentence in children[1:]:
            first, *rest = sentence
            out.extend((dataclasses.replace(first, join=Join.SENTENCE), *rest))
        return tuple(out)

    def effect(self, children: list[Any]) -> tuple[Step, ...]:
        return tuple(children[0])

    # ------------------------------------------------------------------ abilities

    def once_per_turn(self, children: list[Any]) -> str:
        return "once"

    def once_each_turn(self, children: list[Any]) -> str:
        return "once per turn"  # on any turn (6.1.13)

    def during_your_turn(self, children: list[Any]) -> str:
        return "during"

    def twice_during_your_turn(self, children: list[Any]) -> str:
        return "twice"

    def during_opponents_turn(self, children: list[Any]) -> str:
        return "opponents"

    def during_opponents_turns(self, children: list[Any]) -> str:
        return "opponents' turns"

    def while_provided(self, children: list[Any]) -> Any:
        return children[0]  # the condition: "While this character is at a location, ..."

    def whenever(self, children: list[Any]) -> Any:
        return dataclasses.replace(children[0], intro=Intro.WHENEVER)

    def when(self, children: list[Any]) -> Any:
        return dataclasses.replace(children[0], intro=Intro.WHEN)

    def at(self, children: list[Any]) -> Any:
        return dataclasses.replace(children[0], intro=Intro.AT)

    def trigger_list(self, children: list[Any]) -> tuple[Any, ...]:
        return tuple(children)

    def triggered(self, children: list[Any]) -> Any:
        return children[0]

    activated = triggered
    static_ability = triggered
    quoted = triggered
    quoted_stop = triggered

    def triggered_last(self, children: list[Any]) -> Triggered:
        effect, trigger = children
        return Triggered((trigger,), effect, "", trigger_last=True)

    def given(self, children: list[Any]) -> tuple[Change, ...]:
        return tuple(children)

    def triggered_body(self, children: list[Any]) -> Triggered:
        prefix, triggers, effect = children
        opponents = prefix in ("opponents", "opponents' turns")
        provided = prefix if prefix is not None and not isinstance(prefix, str) else None
        return Triggered(triggers, effect, "", prefix in ("once", "during", "twice"),
                         prefix in ("once", "once per turn"), provided=provided,
                         during_opponents_turn=opponents,
                         opponents_turns=prefix == "opponents' turns",
                         twice=prefix == "twice")  # fmt: skip

    def cost_exert(self, children: list[Any]) -> tuple[str, int]:
        return ("exert", 1)

    def cost_ink(self, children: list[Any]) -> tuple[str, int]:
        return ("ink", int(children[0]))

    def cost_banish(self, children: list[Any]) -> tuple[str, int]:
        return ("banish", 1)

    def cost_payment(self, children: list[Any]) -> tuple[str, Payment]:
        return ("part", children[0])

    def cost(self, children: list[Any]) -> Cost:
        paid = tuple(part for kind, part in children if kind == "part")
        parts = dict(child for child in children if child[0] != "part")
        return Cost(exert="exert" in parts, ink=parts.get("ink", 0), banish="banish" in parts,
                    parts=paid)  # fmt: skip

    cost_to = cost

    def shift_cost(self, children: list[Any]) -> tuple[Payment, ...]:
        return tuple(children)

    def activated_body(self, children: list[Any]) -> Activated:
        cost, effect = children
        return Activated(cost, effect)

    def activated_once_free(self, children: list[Any]) -> Activated:
        return Activated(Cost(), children[0], once=Once.DURING_YOUR_TURN)

    def once_your_turn(self, children: list[Any]) -> Once:
        return Once.DURING_YOUR_TURN

    def once_a_turn(self, children: list[Any]) -> Once:
        return Once.PER_TURN

    def activated_once(self, children: list[Any]) -> Activated:
        once, cost, effect = children
        return Activated(cost, effect, once=once)

    def static_plain(self, children: list[Any]) -> Static:
        return Static(children[0])

    def static_while(self, children: list[Any]) -> Static:
        return Static(children[1], "", children[0], Provided.WHILE)

    def static_if(self, children: list[Any]) -> Static:
        return Static(children[1], "", children[0], Provided.IF)

    def static_during(self, children: list[Any]) -> Static:
        return Static(children[0], "", YourTurn(), Provided.DURING_YOUR_TURN)

    def static_during_opponents(self, children: list[Any]) -> Static:
        return Static(children[0], "", OpponentsTurn(), Provided.DURING_OPPONENTS_TURNS)

    def static_during_each_opponent(self, children: list[Any]) -> Static:
        return Static(children[0], "", OpponentsTurn(), Provided.DURING_EACH_OPPONENTS_TURN)

    def static_during_an_opponent(self, children: list[Any]) -> Static:
        return Static(children[0], "", OpponentsTurn(), Provided.DURING_AN_OPPONENTS_TURN)

    def static_once(self, children: list[Any]) -> Static:
        return Static(children[0], "", YourTurn(), Provided.ONCE_DURING_YOUR_TURN)

    def static_while_theirs(self, children: list[Any]) -> Static:
        return Static(children[1], "", OpponentsTurnWhile(children[0]),
                      Provided.DURING_AN_OPPONENTS_TURN_WHILE)  # fmt: skip

    def static_unless(self, children: list[Any]) -> Static:
        return Static(children[0], "", children[1], Provided.UNLESS)

    def static_during_if(self, children: list[Any]) -> Static:
        return Static(children[1], "", YourTurnIf(children[0]), Provided.DURING_YOUR_TURN_IF)


__all__ = ["ReadError", "Reader"]
