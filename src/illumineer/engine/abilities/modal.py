"""Modal effects: "Choose one: • A. • B." and "choose one of the following. If ..., choose
both instead: • A. • B.".

The player picks a bullet as the effect resolves (1.7.3, 6.1.3), with ``mode N`` (1 = the
first bullet). Any bullet may be picked, even one that would do nothing now: as with a
"chosen" that finds no card, the parts that need one do nothing (1.7.7), and playing an
effect with no result is legal. The engine runs a modal effect lowered, like every effect
(`flow.lower`): the question (`AskMode`), then each bullet's steps with a jump over the
others after it; with "choose both instead", every bullet once more, in order, reached
only when the condition holds at resolution (6.2.4).

>>> from illumineer.engine.abilities.phrasing import Speaker, detokenize
>>> from illumineer.engine.abilities.hand import Draw, GainLore
>>> detokenize(say(ChooseOne(((Draw(1),), (GainLore(1),))), Speaker()))
'choose one: • draw a card. • gain 1 lore'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Condition, Effect, Effects, Prompt, Step
from illumineer.engine.abilities.core import says_may as _says_may
from illumineer.engine.abilities.flow import Jump, lower, say_steps
from illumineer.engine.abilities.phrasing import Phrase, Rule, Speaker, rule, say
from illumineer.engine.vocabulary import PromptKind, Who


def _is_modes(value: object) -> bool:
    return (isinstance(value, tuple) and len(value) >= 2
            and all(isinstance(mode, tuple) and mode and all(isinstance(s, Step) for s in mode)
                    for mode in value))  # fmt: skip


def _say_modes(modes: tuple[Effect, ...], speaker: Speaker) -> list[str]:
    """The bullets: "• A. • B" (the last full stop is the ability's)."""
    out: list[str] = []
    for i, mode in enumerate(modes):
        if i:
            out.append(".")
        out.extend(["•", *say_steps(mode, speaker)])
    return out


def _read_modes(children: list[Effect]) -> tuple[Effect, ...]:
    return tuple(tuple(child) for child in children)


#: The bullets of a modal effect, each one or more sentences (the grammar's `sentences`).
rule(Rule("modes", _is_modes, _say_modes,
          grammar='modes: "•" sentences ("." "•" sentences)+', read=_read_modes))  # fmt: skip


@dataclass(frozen=True, slots=True)
class ChooseOne(Step):
    """ "Choose one: • A. • B." (see the module's notes). `both`: "If [condition], choose
    both instead", every bullet in order when it holds; `chooser`: who picks ("chosen
    opponent chooses one")."""

    modes: tuple[Effect, ...]
    both: Condition | None = None
    chooser: Who = Who.YOU
    PHRASES = (
        Phrase("choose one of the following. if {both}, choose both instead: {modes:modes}"),
        Phrase("choose one: {modes:modes}"),
        Phrase("chosen opponent chooses one: {modes:modes}", chooser=Who.OPPONENT),
    )

    @property
    def says_may(self) -> bool:
        return any(_says_may(mode) for mode in self.modes)

    @property
    def lasts_this_turn(self) -> bool:
        return any(step.lasts_this_turn for mode in self.modes for step in mode)

    def run(self, fx: Effects) -> Prompt | None:  # (runs lowered: AskMode)
        raise NotImplementedError

    def lower(self) -> Effect:
        bodies = [lower(mode) for mode in self.modes]
        both = self.both is not None
        # After each bullet but the last (and after the last too, with "both"), a jump over
        # the rest.
        jumps = [i < len(bodies) - 1 or both for i in range(len(bodies))]
        total = sum(len(body) + jump for body, jump in zip(bodies, jumps, strict=True))
        total += sum(len(body) for body in bodies) if both else 0
        out: list[Step] = []
        starts: list[int] = []
        for body, jump in zip(bodies, jumps, strict=True):
            starts.append(len(out))
            out.extend(body)
            if jump:
                out.append(Jump(total - len(out) - 1))
        both_start = len(out)
        if both:
            out.extend(step for body in bodies for step in body)
        return (AskMode(tuple(starts), self.both, both_start, self.chooser), *out)


@dataclass(frozen=True, slots=True)
class AskMode(Step):
    """A "choose one" as the engine asks it: ``mode N`` skips to the Nth bullet (`starts`:
    how many steps lie before each); when `both` holds, no question: every bullet, from
    `both_start`."""

    starts: tuple[int, ...]
    both: Condition | None = None
    both_start: int = 0
    chooser: Who = Who.YOU

    def run(self, fx: Effects) -> Prompt | None:
        if self.both is not None and self.both(fx, fx.me()):
            fx.skip(self.both_start)
            return None
        return Prompt(self.chooser.of(fx.controller), PromptKind.MODE, maximum=len(self.starts))

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None and 1 <= choice <= len(self.starts):
            fx.skip(self.starts[choice - 1])
        return True


__all__ = ["AskMode", "ChooseOne"]
_ = say
