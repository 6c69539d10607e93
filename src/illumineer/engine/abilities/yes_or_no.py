"""A choice of two bullets named by their labels: "Chosen opponent chooses YES! or NO!:
• YES! You gain 3 lore. • NO! They choose a character of theirs and put that card on the
bottom of their deck." (Do You Want to Build A Snowman?). The opponent picks a bullet as
`modal.ChooseOne` asks it (``mode 1`` is YES!, ``mode 2`` NO!); each bullet's sentence
starts again after its label, so its first word is capitalised.

>>> from illumineer.engine.abilities.hand import GainLore
>>> from illumineer.engine.abilities.phrasing import Speaker, detokenize, say
>>> detokenize(say(YesOrNo((GainLore(3),), (GainLore(1),)), Speaker()))
'chosen opponent chooses YES! or NO!: • YES! Gain 3 lore. • NO! Gain 1 lore'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effect, Effects, Prompt, Step
from illumineer.engine.abilities.flow import say_steps
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.phrasing import Phrase, Rule, Speaker, rule
from illumineer.engine.vocabulary import Who


def _is_labelled(value: object) -> bool:
    return isinstance(value, tuple) and bool(value) and all(isinstance(s, Step) for s in value)


def _say_labelled(steps: Effect, speaker: Speaker) -> list[str]:
    """A bullet's steps after its label: a new sentence, its first word capitalised."""
    words = say_steps(steps, speaker)
    return [words[0][:1].upper() + words[0][1:], *words[1:]] if words else []


#: A bullet's sentences after a label ("YES!"), said as a sentence of their own.
rule(Rule("labelled", _is_labelled, _say_labelled, grammar="labelled: sentences",
          read=lambda children: tuple(children[0])))  # fmt: skip


@dataclass(frozen=True, slots=True)
class YesOrNo(Step):
    """ "Chosen opponent chooses YES! or NO!: • YES! .... • NO! ...": the opponent picks."""

    yes: Effect
    no: Effect
    PHRASES = (
        Phrase("chosen opponent chooses YES! or NO!: • YES! {yes:labelled}. • NO! {no:labelled}"),
    )

    def run(self, fx: Effects) -> Prompt | None:  # (runs lowered: ChooseOne's)
        raise NotImplementedError

    def lower(self) -> Effect:
        return ChooseOne((self.yes, self.no), chooser=Who.OPPONENT).lower()


__all__ = ["YesOrNo"]  # fmt: skip
