"""What happens by the card type of the card put into the discard: "you may put the top
card of your deck into your discard. If its card type is: • character, this character gets
+2 ¤ this turn. • action or item, this character gets +2 ◊ this turn. • location, banish
chosen character." (Jack-Jack Parr - Incredible Potential).

The card milled is remembered as the card looked at ("its"), and the bullet whose kinds
it has happens (a song is an action). The bullets are printed in lower case: each is said
as one token, "• character", which starts no sentence.

>>> from illumineer.engine.abilities.hand import Draw
>>> from illumineer.engine.abilities.phrasing import Speaker, detokenize, say
>>> said = detokenize(say(MillTopByType((TypeCase((Kind.CHARACTER,), (Draw(1),)),
...     TypeCase((Kind.ACTION, Kind.ITEM), (Draw(2),)))), Speaker()))
>>> said.split(". if ")[1]
'its card type is: • character, draw a card. • action or item, draw 2 cards'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from illumineer.engine.abilities.conditions import LookedIs
from illumineer.engine.abilities.core import Effect, Effects, Prompt, Step
from illumineer.engine.abilities.filters import KINDS, Cards, Kind
from illumineer.engine.abilities.flow import If, lower, say_steps
from illumineer.engine.abilities.phrasing import Phrase, Rule, Speaker, rule
from illumineer.engine.abilities.words import Word
from illumineer.engine.vocabulary import Zone


@dataclass(frozen=True, slots=True)
class TypeCase(Word):
    """One bullet: the card types it is for, and what happens."""

    kinds: tuple[Kind, ...]
    steps: Effect
    CATEGORY: ClassVar[str] = "type_case"


def _is_cases(value: object) -> bool:
    return isinstance(value, tuple) and len(value) >= 2 and all(
        isinstance(case, TypeCase) for case in value
    )


def _say_cases(cases: tuple[TypeCase, ...], speaker: Speaker) -> list[str]:
    out: list[str] = []
    for i, case in enumerate(cases):
        if i:
            out.append(".")
        kinds = " or ".join(KINDS[kind][0] for kind in case.kinds)
        out.extend([f"• {kinds}", ",", *say_steps(case.steps, speaker)])
    return out


def _read_cases(children: list[Any]) -> tuple[TypeCase, ...]:
    return tuple(TypeCase(tuple(c.children[:-1]), tuple(c.children[-1])) for c in children)


#: The bullets by card type: "• character, .... • action or item, ...".
rule(Rule("type_cases", _is_cases, _say_cases,
          grammar='type_cases: type_case ("." type_case)+\n'
                  "type_case: \"•\" kind_one ('or' kind_one)* \",\" sentences",
          read=_read_cases))  # fmt: skip


@dataclass(frozen=True, slots=True)
class MillTopNoted(Step):
    """The top card of the controller's deck into their discard, remembered as the card
    looked at (a runtime step)."""

    def run(self, fx: Effects) -> Prompt | None:
        deck = fx.cards(fx.controller, Zone.DECK)
        if deck:
            top = deck[-1]
            fx.put_into(top, Zone.DISCARD)
            fx.set_looked((top.id,))
        return None


@dataclass(frozen=True, slots=True)
class MillTopByType(Step):
    """ "put the top card of your deck into your discard. If its card type is: • ...": the
    first bullet whose types the card has happens (none with an empty deck)."""

    cases: tuple[TypeCase, ...]
    PHRASES = (
        Phrase("put the top card of your deck into your discard. if its card type is: "
               "{cases:type_cases}"),
    )

    def lower(self) -> Effect:
        chain: Effect = ()
        for case in reversed(self.cases):
            test = LookedIs(Cards(kinds=case.kinds, card=True))
            chain = (If(test, case.steps, chain),)
        return (MillTopNoted(), *lower(chain))


__all__ = ["MillTopByType", "MillTopNoted", "TypeCase"]  # fmt: skip
