"""The card-text grammar: printed text read into the words card definitions are made of.

The grammar is made from the same phrase tables the words say themselves by
(`illumineer.engine.abilities.phrasing`): each phrase of each word becomes one alternative of
its category's rule, its literal words the same tokens the renderer prints, its slots the
rules the renderer says them by. The few rules that are no table of phrases (a card
description, a number, a list of changes, sentences of instructions) are written here, each
beside the engine table it reads (`STATES`, `KINDS`, `DEEDS`...). So the printed text and a
definition's rendering can only differ through a bug in one of the two, which the rendering
test (tests/cards/test_rendering.py) finds.

The text is factored as it is built: an ability (`triggered`, `activated`, `static`,
`effect`), then its trigger, condition, cost, "may", instructions, amounts and durations,
with card descriptions (`cards`) as their own rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from illumineer.engine.abilities import phrasing
from illumineer.engine.abilities.amounts import STAT_SYMBOLS
from illumineer.engine.abilities.changes import DEEDS, PLUS_KEYWORDS
from illumineer.engine.abilities.filters import KINDS, PLACES, STATES
from illumineer.engine.abilities.flow import JOINS
from illumineer.engine.abilities.phrasing import (
    RULES,
    Agree,
    Lit,
    Opt,
    Phrase,
    Piece,
    Slot,
    category_words,
    phrases,
    slot_rule,
)
from illumineer.engine.abilities.steps import LASTING, WHOSE
from illumineer.engine.abilities.targets import FORMS, NOUNS, POSSESSIVES
from illumineer.engine.abilities.words import Word
from illumineer.engine.vocabulary import Ink, Keyword

#: The rules written here (not made from phrases), by name.
HAND_RULES = frozenset({
    "cards", "target", "subject", "possessive", "number", "signed", "stat", "keyword",
    "plus_keyword", "name", "place", "deed", "lasting", "whose", "state", "changes", "steps",
    "amount", "quoted", "quoted_stop", "given", "plus_stat", "classification",
})  # fmt: skip


_WORD = re.compile(r"[A-Za-z0-9'’-]+")


def _literal(text: str) -> str:
    """A literal token: a word as ``'word'`` (made a terminal matched whole, whatever its
    case, by `_terminals`), anything else as a Lark string."""
    if _WORD.fullmatch(text):
        return "'" + text.lower().replace("’", "'") + "'"
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


#: Where a word ends: no letter or digit follows, nor an apostrophe but a possessive 's
#: ("character's" holds the word "character"; "can't" does not hold "can").
_END = r"(?![A-Za-z0-9]|['’](?=[A-Za-z])(?!s(?![A-Za-z])))"

_QUOTED = re.compile(r"'([a-z0-9'-]+?)'(?=[\s)|\]]|$)")


def _terminals(text: str) -> str:
    """Turn each quoted word into a filtered terminal (``_W3``) matching it whole, and add
    their definitions: the words then never appear in the parse tree."""
    names: dict[str, str] = {}

    def name(match: re.Match[str]) -> str:
        word = match.group(1)
        if word not in names:
            names[word] = f"_W{len(names)}"
        return names[word]

    body = _QUOTED.sub(name, text)
    defs = [f"{n}: /{re.escape(w)}{_END}/i" for w, n in names.items()]
    return body + "\n\n" + "\n".join(defs)


def _words(text: str) -> str:
    """A run of words as Lark terminals."""
    return " ".join(_literal(t) for t in phrasing.literal_tokens(text))


def _either(options: Iterable[str]) -> str:
    return "(" + " | ".join(options) + ")"


def _alts(options: Iterable[str]) -> str:
    """Alternatives with aliases: a rule's body (Lark allows aliases only there)."""
    return "\n    | ".join(options)


@dataclass(frozen=True)
class Alternative:
    """One phrase of one word, as the grammar knows it (by its alias)."""

    cls: type[Word]
    phrase: Phrase
    fields: tuple[str, ...]  # the slots' fields, in the order of the rule's children
    shared: str = ""  # a field said by the word before ("... and draws 7 cards")


class Builder:
    """Builds the grammar text: the rules made from phrases, and the hand-written ones."""

    def __init__(self) -> None:
        self.alternatives: dict[str, Alternative] = {}
        self.done: set[str] = set()
        self.rules: list[str] = []

    def need(self, name: str) -> str:
        """The Lark rule for a slot rule, built once (phrase rules on first use)."""
        if name in HAND_RULES or name in self.done:
            return name
        self.done.add(name)
        known = RULES.get(name)
        if known is not None and known.grammar:  # a rule that writes its own grammar
            self.rules.append(known.grammar)
            return name
        category, phrase_set = name, "PHRASES"
        if known is not None and known.category:
            category, phrase_set = known.category, known.phrase_set
        words = category_words(category, phrase_set)
        if not words:
            raise ValueError(f"no words say the rule {name!r}")
        alternatives = []
        for cls in words:
            for i, phrase in enumerate(phrases(cls, phrase_set)):
                alias = f"w_{cls.__name__.lower()}_{phrase_set.lower()}_{i}"
                fields = tuple(s.field for s in phrase.slots())
                self.alternatives[alias] = Alternative(cls, phrase, fields)
                alternatives.append(f"{self.expansion(cls, phrase, phrase.pieces)} -> {alias}")
        self.rules.append(f"{name}: " + "\n    | ".join(alternatives))
        return name

    def tails(self, category: str, shared: str = "") -> None:
        """`<category>_tail`: each phrase of the category without its first word (the verb
        said once for a run of changes: "gets +1 ¤ and +1 ⛉"), or, with `shared`, without
        its first slot when that slot is `shared` (the subject said once: "discards their
        hand and draws 7 cards")."""
        alternatives: list[str] = []
        for cls in category_words(category):
            for i, phrase in enumerate(phrases(cls)):
                first = phrase.pieces[0] if phrase.pieces else None
                if shared:
                    if not (isinstance(first, Slot) and first.field == shared):
                        continue
                elif first is None or isinstance(first, Slot | Opt):
                    continue
                alias = f"t_{cls.__name__.lower()}_{i}"
                fields = tuple(s.field for s in phrase.slots() if not shared or s is not first)
                self.alternatives[alias] = Alternative(cls, phrase, fields, shared)
                body = self.expansion(cls, phrase, phrase.pieces[1:])
                if any(a.startswith(body + " -> ") for a in alternatives):
                    continue  # the same words after another verb ("can" after "can't")
                alternatives.append(f"{body} -> {alias}")
        self.rules.append(f"{category}_tail: " + "\n    | ".join(alternatives))

    def expansion(self, cls: type[Word], phrase: Phrase, pieces: tuple[Piece, ...]) -> str:
        out: list[str] = []
        for piece in pieces:
            if isinstance(piece, Lit):
                out.append(_literal(piece.text))
            elif isinstance(piece, Agree):
                forms = dict.fromkeys((piece.one, piece.many))
                out.append(_either(_literal(f) for f in forms) if len(forms) > 1
                           else _literal(piece.one))  # fmt: skip
            elif isinstance(piece, Slot):
                out.append(self.need(slot_rule(cls, piece, phrase.fixed)))
            elif isinstance(piece, Opt):
                out.append("[" + self.expansion(cls, phrase, piece.pieces) + "]")
        return " ".join(out) if out else ""


def _names_terminal(name: str, values: Iterable[str]) -> str:
    ordered = sorted(set(values), key=lambda v: (-len(v), v))
    body = "|".join(re.escape(v) for v in ordered if v)
    return f"{name}: /(?:{body}){_END}/"


def grammar_text(names: Iterable[str], classes: Iterable[str]) -> tuple[str, Builder]:
    """The whole grammar, for these card names (what "named" may name) and
    classifications."""
    builder = Builder()
    for rule_name in ("trigger", "static", "step", "condition", "having", "change", "payment"):
        builder.need(rule_name)
    builder.tails("change")
    builder.tails("step", shared="players")
    hand = HAND_GRAMMAR.format(
        states=_alts(f"{_literal(w)} -> state_{s.name.lower()}" for s, w in STATES.items()),
        inks=_alts(f"{_literal(i.value)} -> ink_{i.name.lower()}" for i in Ink),
        nons=_alts(f"{_literal('non-' + one)} -> non_{k.name.lower()}"
                   for k, (one, _) in KINDS.items()),
        kind_one=_alts(f"{_literal(one)} -> kind_{k.name.lower()}"
                       for k, (one, _) in KINDS.items()),
        kind_many=_alts(f"{_literal(many)} -> kind_{k.name.lower()}"
                        for k, (_, many) in KINDS.items()),
        stats=_alts(f'"{s}" -> stat_{k.name.lower()}' for k, s in STAT_SYMBOLS.items()),
        plus_stats=_alts(f'"+{s}" -> stat_{k.name.lower()}' for k, s in STAT_SYMBOLS.items()),
        keywords=_alts(f"{_words(k.printed)} -> keyword_{k.name.lower()}" for k in Keyword),
        plus_keywords=_alts(f"{_words(k.printed)} -> keyword_{k.name.lower()}"
                            for k in PLUS_KEYWORDS),
        places=_alts(f"{_words(words)} -> place_{p.name.lower()}"
                       for p, (words, _) in PLACES.items()),
        deeds=_alts(f"{_words(words)} -> deed_{d.name.lower()}" for d, words in DEEDS.items()),
        lasting=_alts(f"{_words(words)} -> lasting_{k.name.lower()}"
                        for k, (words, _) in LASTING.items()),
        whose=_alts(f"{_words(words)} -> whose_{k.name.lower()}" for k, words in WHOSE.items()),
        subject_pronouns=_alts(f"{_literal(one)} -> pronoun_{p.name.lower()}"
                                 for p, (one, _) in FORMS.items()),
        object_pronouns=_alts(f"{_literal(many)} -> pronoun_{p.name.lower()}"
                                for p, (_, many) in FORMS.items() if p.name != "IT"),
        possessives=_alts(f"{_literal(w)} -> pronoun_{p.name.lower()}"
                            for p, w in POSSESSIVES.items()),
        that_nouns=_alts(f"{_literal(w)} -> that_{p.name.lower()}" for p, w in NOUNS.items()),
        joins=_alts(f"{' '.join(_literal(t) for t in tokens)} -> join_{j.name.lower()}"
                      for j, tokens in JOINS.items() if tokens and j.name != "SENTENCE"),
    )
    text = "\n\n".join([*builder.rules, hand])
    text = _terminals(text)
    text += "\n" + _names_terminal("NAME", names) + "\n" + _names_terminal("CLASS", classes)
    return text, builder


# The hand-written rules. Their terminals come from the engine's tables (the {fields}).
HAND_GRAMMAR = r"""
?start: triggered | activated | static_ability | effect | shift_cost

triggered: triggered_body "."
triggered_body: [prefix] trigger_list "," sentences
              | sentences intro_trigger -> triggered_last
prefix: 'once' 'during' 'your' 'turn' "," -> once_per_turn
      | 'once' 'per' 'turn' "," -> once_each_turn
      | 'during' 'your' 'turn' "," -> during_your_turn
      | 'twice' 'during' 'your' 'turn' "," -> twice_during_your_turn
      | 'during' 'an' "opponent's" 'turn' "," -> during_opponents_turn
      | 'during' "opponents'" 'turns' "," -> during_opponents_turns
      | 'while' condition "," -> while_provided
trigger_list: intro_trigger ('and' intro_trigger)*
intro_trigger: 'whenever' trigger -> whenever
             | 'when' trigger -> when
             | trigger -> at

activated: activated_body "."
activated_body: cost "—" sentences
              | once 'you' 'may' cost_to 'to' sentences -> activated_once
              | 'once' 'during' 'your' 'turn' "," sentences -> activated_once_free
cost: cost_part ("," cost_part)*
cost_part: "⟳" -> cost_exert
         | NUMBER "⬡" -> cost_ink
         | 'banish' 'this' kind_one -> cost_banish
         | payment -> cost_payment
once: 'once' 'during' 'your' 'turn' "," -> once_your_turn
    | 'once' 'per' 'turn' "," -> once_a_turn
shift_cost: payment ("," payment)*
cost_to: cost_to_part ('and' cost_to_part)*
cost_to_part: 'pay' NUMBER "⬡" -> cost_ink
            | payment -> cost_payment

static_ability: static_body "."
              | static_body  // ending with a quoted ability's own full stop: 'gains “....”'
static_body: static -> static_plain
           | 'while' condition "," static -> static_while
           | 'if' condition "," static -> static_if
           | 'during' 'your' 'turn' "," static -> static_during
           | 'during' "opponents'" 'turns' "," static -> static_during_opponents
           | 'during' 'each' "opponent's" 'turn' "," static -> static_during_each_opponent
           | 'during' 'an' "opponent's" 'turn' "," static -> static_during_an_opponent
           | 'once' 'during' 'your' 'turn' "," static -> static_once
           | while_theirs "," static -> static_while_theirs
           | static 'unless' condition -> static_unless
           | 'during' 'your' 'turn' "," 'if' condition "," static -> static_during_if
while_theirs: 'during' 'an' 'opponent's' 'turn' "," 'while' condition
quoted: triggered_body | activated_body | static_body
quoted_stop: triggered | activated | static_body "."

effect: sentences "."

sentences: sentence ("." sentence)*
sentence: step (join (step | step_tail))*
steps: sentence
join: {joins}

// ------------------------------------------------------------------ card descriptions
cards: one_cards
     | one_cards 'or' either_cards -> cards_either
     | front having_body 'or' kind_one -> cards_either_kind
     | one_cards 'and' each_cards -> cards_both
each_cards: each_front body -> description
each_front: 'each' [other] -> f_each
one_cards: front body -> description
         | 'one' -> cards_one
either_cards: either_front body -> description
either_front: /an?(?![a-z])/i -> f_a
            | 'another' -> f_another
front: /an?(?![a-z])/i -> f_a
     | 'another' -> f_another
     | 'chosen' -> f_chosen
     | 'another' 'chosen' -> f_another_chosen
     | NUMBER [other] 'chosen' -> f_count
     | 'up' 'to' NUMBER [other] 'chosen' -> f_up_to
     | 'up' 'to' NUMBER 'of' 'your' [other] -> f_up_to_of
     | 'up' 'to' NUMBER [other] -> f_up_to_bare
     | 'each' [other] -> f_each
     | 'all' [other] -> f_all
     | 'each' 'of' 'your' [other] -> f_each_of
     | 'one' 'of' 'your' [other] -> f_one_of
     | 'none' 'of' 'your' [other] -> f_none_of
     | 'all' 'your' [other] -> f_all_your
     | 'your' [other] -> f_your
     | [other] -> f_plain
     | NUMBER 'or' 'more' [other] -> f_number
     | NUMBER [other] -> f_exactly
     | 'this' 'or' 'another' -> f_this_or_another
     | 'this' 'character' 'or' 'another' -> f_this_character_or_another
     | 'another' NUMBER 'chosen' -> f_another_count
     | 'any' 'number' 'of' [other] -> f_any_number
     | 'any' 'number' 'of' 'your' [other] -> f_any_number_of_your
     | 'any' [other] -> f_any
     | 'no' [other] -> f_no
other: 'other'
body: [opposing] [state] [inks] [classes] [non] noun [of_yours] having*
    | state opposing [inks] [classes] [non] noun [of_yours] having* -> body_state_first
    | [opposing] [state] [inks] classes [of_yours] having* -> body_class_noun
// "chosen character with Bodyguard or item": a bare kind after a description with a having
having_body: [opposing] [state] [inks] [classes] [non] noun [of_yours] having+ -> body
inks: ink+
ink: {inks}
non: {nons}
opposing: 'opposing'
of_yours: 'of' 'yours'
classes: CLASS -> classes
       | CLASS 'or' CLASS -> classes
       | CLASS ("," CLASS)+ "," 'or' CLASS -> classes
       | CLASS ("," CLASS)+ "," 'and' CLASS -> classes_and
       | CLASS 'and' CLASS -> classes_and
noun: kinds_one -> noun_one
    | kinds_many -> noun_many
    | kinds_one 'card' -> noun_card
    | kinds_one 'cards' -> noun_cards
kinds_one: kind_one | kind_one 'or' kind_one | kind_one ("," kind_one)+ "," 'or' kind_one
         | kind_one 'and' kind_one -> kinds_and
kinds_many: kind_many | kind_many 'or' kind_many | kind_many ("," kind_many)+ "," 'or' kind_many
          | kind_many 'and' kind_many -> kinds_and
          | kind_many "and/or" kind_many -> kinds_and_or
kind_one: {kind_one}
kind_many: {kind_many}
state: {states}

// ------------------------------------------------------------------ references
target: cards | reference_object
subject: cards | reference_subject
reference_object: {object_pronouns} | reference_noun | 'it' -> pronoun_it
reference_subject: {subject_pronouns} | reference_noun
reference_noun: 'this' kind_one -> this_noun
              | 'that' 'character' -> that_character
              | 'that' that_noun -> that_noun
              | 'the' 'challenging' 'character' -> the_challenging
              | 'the' 'challenged' 'character' -> the_challenged
              | 'the' 'rest' -> the_rest
              | 'the' 'chosen' 'character' -> the_chosen
              | 'those' 'characters' -> those_characters
              | 'the' 'other' 'character' -> the_other
that_noun: {that_nouns}
possessive: {possessives}
          | reference_noun "'s" -> possessive_noun
          | cards "'s" -> possessive_noun
          | cards "'" -> possessive_noun
          | 'this' 'character's' -> possessive_this
plus_stat: {plus_stats}

// ------------------------------------------------------------------ small words
number: NUMBER
signed: SIGNED
amount: NUMBER -> amount_number | quantity -> amount_quantity
stat: {stats}
keyword: {keywords}
plus_keyword: {plus_keywords}
name: NAME
classification: CLASS
place: {places}
deed: {deeds}
lasting: {lasting}
whose: {whose}
given: change_tail ('and' change_tail)*
changes: change change_link*
change_link: 'and' change -> link_and
           | 'and' change_tail -> link_same
           | 'or' change_tail -> link_same
           | "," change_tail -> link_same
           | "," 'and' change_tail -> link_same
NUMBER: /\d+/
SIGNED: /[+-]\d+/

%import common.WS
%ignore WS
"""


__all__ = ["HAND_GRAMMAR", "HAND_RULES", "Alternative", "Builder", "grammar_text"]
