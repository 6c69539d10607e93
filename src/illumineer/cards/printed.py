"""A card's text as printed and as its definition says it, side by side.

`render` says a definition's whole text from its words: its keywords where the card prints
them, each ability ("NAME text"), an action's effect. `normalise` puts printed text and
rendered text in one form to compare: reminder text (in brackets) left out, one line,
plain quotes, the card's own name in one case. A definition is right when the two agree
(tests/cards/test_rendering.py).

>>> prepare("Deal 2 damage to chosen character.\\n(Reminder.)")
'Deal 2 damage to chosen character.'
"""

from __future__ import annotations

import re

from illumineer.engine.abilities.ability import Static
from illumineer.engine.abilities.english import say_ability, say_effect, say_shift_cost
from illumineer.engine.abilities.phrasing import Speaker
from illumineer.engine.cards import CardDefinition, PrintedKeyword
from illumineer.engine.vocabulary import Keyword

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SPACES = re.compile(r"\s+")
_SPACE_BEFORE = re.compile(r"\s+([,.:;!?])")


def prepare(text: str) -> str:
    """Printed text as the grammar reads it: no reminder text, one line, plain apostrophes,
    a full stop at the end (one card's data leaves it out)."""
    text = text.replace("’", "'").replace("\u00a0", " ")
    text = _REMINDER.sub("", text)
    text = _SPACES.sub(" ", text).strip()
    text = _SPACE_BEFORE.sub(r"\1", text)
    if text and text[-1] not in ".!?”\"":
        text += "."  # a full stop the data left out (Cogsworth - Grandfather Clock)
    return text


def normalise(text: str, own_name: str = "") -> str:
    """Text as printed and rendered texts are compared: `prepare`d, quotes plain, the
    card's own name in one case."""
    text = prepare(text).replace("“", '"').replace("”", '"')
    if own_name:
        text = re.sub(re.escape(own_name), own_name, text, flags=re.IGNORECASE)
    return text


def speaker(definition: CardDefinition) -> Speaker:
    return Speaker(definition.card_type, definition.name)


def _keyword_lines(keywords: list[PrintedKeyword], definition: CardDefinition) -> list[str]:
    """Keywords as printed, one a line, or after the one before and a comma where the card
    prints them so ("Evasive, Resist +1")."""
    lines: list[str] = []
    for keyword in keywords:
        if keyword.joined and lines:
            lines[-1] += f", {_keyword(keyword, definition)}"
        else:
            lines.append(_keyword(keyword, definition))
    return lines


def _keyword(keyword: PrintedKeyword, definition: CardDefinition) -> str:
    """A keyword as printed; a Shift paid otherwise than in ink says its cost's words
    ("Shift: Discard 2 cards")."""
    behaviour = definition.behaviour
    if keyword.keyword is Keyword.SHIFT and keyword.value is None and behaviour is not None \
            and behaviour.shift:  # fmt: skip
        return f"{keyword.name}: {say_shift_cost(behaviour.shift, speaker(definition))}"
    return str(keyword)


def render(definition: CardDefinition) -> str:
    """The card's whole text as its definition says it (see the module's notes)."""
    behaviour = definition.behaviour
    said = speaker(definition)
    abilities = [say_ability(a, said) for a in behaviour.abilities] if behaviour else []
    lines: list[str] = []
    if behaviour is not None and behaviour.effect and abilities:
        # An action's static abilities, then its effect ("You can't play this action unless
        # ...", Escape Plan), then the ability its text ends with (Look What You've Done).
        first = [say_ability(a, said) for a in behaviour.abilities if isinstance(a, Static)]
        lines.extend(first)
        lines.append(say_effect(behaviour.effect, said))
        abilities = [say_ability(a, said) for a in behaviour.abilities
                     if not isinstance(a, Static)]  # fmt: skip
    keywords = sorted(definition.keywords, key=lambda k: k.place)
    for place in range(len(abilities) + 1):
        lines.extend(_keyword_lines([k for k in keywords if k.place == place], definition))
        if place < len(abilities):
            lines.append(abilities[place])
    lines.extend(_keyword_lines([k for k in keywords if k.place > len(abilities)], definition))
    if behaviour is not None and behaviour.effect and not behaviour.abilities:
        lines.append(say_effect(behaviour.effect, said))
    return "\n".join(lines)


def agrees(definition: CardDefinition) -> bool:
    """Whether the definition says what the card prints."""
    own = definition.name
    return normalise(render(definition), own) == normalise(definition.full_text, own)


__all__ = ["agrees", "normalise", "prepare", "render", "speaker"]
