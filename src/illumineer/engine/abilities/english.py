"""A card's behaviour in English, as the card prints it.

Each ability is said as printed: its name in capitals, then its text ("When you play this
character, ..."; "⟳, 2 ⬡ — Draw a card."; "While this character is exerted, ..."); an
action's effect is said as its sentences. Everything said comes from the words of the
definition (`phrasing`), never from the printed text, so a definition whose rendering
matches the card says what the card says.

>>> from illumineer.engine.abilities.steps import Draw
>>> from illumineer.engine.abilities.targets import This
>>> from illumineer.engine.abilities.triggers import Quests
>>> from illumineer.engine.abilities.ability import Triggered
>>> say_ability(Triggered((Quests(This()),), (Draw(1),), "LOOK"), Speaker())
'LOOK Whenever this character quests, draw a card.'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from illumineer.engine.abilities.ability import (
    DURING,
    ONCE_WORDS,
    Ability,
    Activated,
    Cost,
    Once,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.core import Effect
from illumineer.engine.abilities.costs import Payment
from illumineer.engine.abilities.flow import say_steps
from illumineer.engine.abilities.phrasing import Rule, Speaker, Unsayable, detokenize, rule, say
from illumineer.engine.abilities.triggers import INTROS
from illumineer.engine.vocabulary import CardType


def sentence_case(tokens: Sequence[str]) -> list[str]:
    """Capitalise the first word of each sentence (at the start, after a full stop)."""
    out: list[str] = []
    upper = True
    for token in tokens:
        if upper and token[:1].isalpha():
            token = token[0].upper() + token[1:]
            upper = False
        elif token[:1].isalnum() or token[:1] in "+-" or token == "⟳" or token[:2] == "• ":
            upper = False  # ("⟳ one of your characters —": a cost begun by a symbol; a
            # bullet said with its lower-case word, "• character, ...")
        out.append(token)
        if token in SENTENCE_STARTS:
            upper = True
    return out


#: The tokens after which a new sentence starts (after a cost's dash, a bullet).
SENTENCE_STARTS = frozenset({".", "—", "•"})


def _effect(effect: Effect, speaker: Speaker) -> list[str]:
    return [*say_steps(effect, speaker), "."]


def _triggered(ability: Triggered, speaker: Speaker) -> list[str]:
    out: list[str] = []
    if ability.twice:
        out.extend(["twice", "during", "your", "turn", ","])
    elif ability.once_per_turn and not ability.during_your_turn:
        out.extend(["once", "per", "turn", ","])
    elif ability.once_per_turn:
        out.extend(["once", "during", "your", "turn", ","])
    elif ability.during_your_turn:
        out.extend(["during", "your", "turn", ","])
    elif ability.during_opponents_turn:
        out.extend(["during", "opponents'", "turns", ","] if ability.opponents_turns
                   else ["during", "an", "opponent's", "turn", ","])
    if ability.provided is not None:
        out.extend(["while", *say(ability.provided, speaker), ","])
    triggers: list[str] = []
    for i, trigger in enumerate(ability.triggers):
        if i:
            triggers.append("and")
        intro = INTROS[trigger.intro]  # type: ignore[attr-defined]
        if intro:
            triggers.append(intro)
        triggers.extend(say(trigger, speaker))
    if ability.trigger_last:
        return [*out, *say_steps(ability.effect, speaker), *triggers, "."]
    return [*out, *triggers, ",", *_effect(ability.effect, speaker)]


def say_cost(cost: Cost, speaker: Speaker) -> list[str]:
    """ "⟳, 2 ⬡, Banish this item"."""
    parts: list[list[str]] = []
    if cost.exert:
        parts.append(["⟳"])
    if cost.ink:
        parts.append([str(cost.ink), "⬡"])
    if cost.banish:
        parts.append(["Banish", *speaker.this.split()])
    for paid in cost.parts:  # each said as a sentence of its own ("Choose and discard a card")
        words = say(paid, speaker)
        parts.append([words[0][:1].upper() + words[0][1:], *words[1:]] if words else [])
    out: list[str] = []
    for part in parts:
        if out:
            out.append(",")
        out.extend(part)
    return out


def say_shift_cost(parts: tuple[Payment, ...], speaker: Speaker) -> str:
    """A Shift's cost paid otherwise than in ink, as printed after "Shift:": "Discard 2
    cards"."""
    return detokenize(say_cost(Cost(parts=parts), speaker))


def say_cost_to(cost: Cost, speaker: Speaker) -> list[str]:
    """A cost as an instruction, before "to": "pay 2 ⬡", "choose and discard a card"."""
    parts: list[list[str]] = []
    if cost.ink:
        parts.append(["pay", str(cost.ink), "⬡"])
    parts.extend(say(paid, speaker) for paid in cost.parts)
    out: list[str] = []
    for part in parts:
        if out:
            out.append("and")
        out.extend(part)
    return out


def _activated(ability: Activated, speaker: Speaker) -> list[str]:
    if ability.once is not Once.ANY:  # "Once during your turn, you may pay 2 ⬡ to ..."
        cost = ability.cost
        if cost == Cost():  # "Once during your turn, [effect]": no cost to say
            return [*ONCE_WORDS[ability.once], *_effect(ability.effect, speaker)]
        if cost.exert or cost.banish:
            raise Unsayable(f"no phrase says {cost!r} after 'you may'")
        return [*ONCE_WORDS[ability.once], "you", "may", *say_cost_to(cost, speaker), "to",
                *_effect(ability.effect, speaker)]
    return [*say_cost(ability.cost, speaker), "—", *_effect(ability.effect, speaker)]


def _static(ability: Static, speaker: Speaker) -> list[str]:
    rule = say(ability.rule, speaker)
    # A rule ending with a quoted ability's own full stop ends there: 'gains “... a card.”'
    stop = [] if rule[-2:] == [".", "”"] else ["."]
    condition = ability.condition
    if condition is None:
        return [*rule, *stop]
    if ability.provided is Provided.DURING_AN_OPPONENTS_TURN_WHILE:
        inner = getattr(condition, "condition", condition)
        return ["during", "an", "opponent's", "turn", ",", "while", *say(inner, speaker), ",",
                *rule, *stop]
    if ability.provided is Provided.DURING_YOUR_TURN_IF:
        inner = getattr(condition, "condition", condition)
        return ["during", "your", "turn", ",", "if", *say(inner, speaker), ",", *rule, *stop]
    if ability.provided in DURING:
        return [*DURING[ability.provided].split(), ",", *rule, *stop]
    if ability.provided is Provided.UNLESS:
        return [*rule, "unless", *say(condition, speaker), "."]
    intro = "while" if ability.provided is Provided.WHILE else "if"
    return [intro, *say(condition, speaker), ",", *rule, *stop]


def _quoted(stop: bool) -> Any:
    def render(ability: Ability, speaker: Speaker) -> list[str]:
        if speaker.card_type is CardType.ACTION:  # a granted ability speaks as its holder
            speaker = Speaker(CardType.CHARACTER, speaker.name)
        tokens = ability_tokens(ability, speaker)
        return tokens if stop else tokens[:-1]

    return render


def _is_ability(value: object) -> bool:
    return isinstance(value, Triggered | Activated | Static)


rule(Rule("quoted", _is_ability, _quoted(False)))
rule(Rule("quoted_stop", _is_ability, _quoted(True)))


def ability_tokens(ability: Ability, speaker: Speaker) -> list[str]:
    """An ability's text (without its name), as tokens in sentence case."""
    if isinstance(ability, Triggered):
        tokens = _triggered(ability, speaker)
    elif isinstance(ability, Activated):
        tokens = _activated(ability, speaker)
    else:
        tokens = _static(ability, speaker)
    return sentence_case(tokens)


def say_ability(ability: Ability, speaker: Speaker) -> str:
    """An ability as printed: its name, then its text."""
    text = detokenize(ability_tokens(ability, speaker))
    return f"{ability.name} {text}" if ability.name else text


def say_effect(effect: Effect, speaker: Speaker) -> str:
    """An action's effect as printed."""
    return detokenize(sentence_case(_effect(effect, speaker)))


__all__ = ["ability_tokens", "say_ability", "say_cost", "say_cost_to",
           "say_effect", "say_shift_cost", "sentence_case"]  # fmt: skip
