"""How instructions are put together: "you may ...", "if ..., ... Otherwise, ...",
"If you do, ...", "choose one:", and the sentences between them.

An effect is a tuple of steps; each step's `join` says how the text joins it to the one
before ("then", "and", a new sentence, "to"). Words with a body (`May`, `If`, `IfYouDo`)
hold their own steps. `lower` flattens an effect into the steps the engine runs, with a
cursor: a "you may" becomes a yes/no that skips its body on "no" (`AskMay`), an "if" a
test that skips its body when false (`Gate`), and an instruction on chosen cards becomes
the choice and the instruction (`OnCards.lower`).

>>> from illumineer.engine.abilities.phrasing import Speaker, detokenize
>>> from illumineer.engine.abilities.steps import Draw
>>> detokenize(say_steps((May((Draw(1),)),), Speaker()))
'you may draw a card'
"""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace

from illumineer.engine.abilities.core import (
    Condition,
    Effect,
    Effects,
    Join,
    Prompt,
    Quantity,
    Step,
)
from illumineer.engine.abilities.phrasing import (
    Phrase,
    Rule,
    Speaker,
    Unsayable,
    fits,
    phrases,
    rule,
    say,
)
from illumineer.engine.abilities.words import Word
from illumineer.engine.vocabulary import Duration, PromptKind

# ---------------------------------------------------------------------- saying steps

#: The tokens said between a step and the one before it, by its join.
JOINS: dict[Join, tuple[str, ...]] = {
    Join.SENTENCE: (".",),
    Join.THEN: (",", "then"),
    Join.AND: ("and",),
    Join.THEN_SENTENCE: (".", "Then", ","),
    Join.THEN_BARE: (".", "Then"),
    Join.COMMA_AND: (",", "and"),
    Join.COMMA: (",",),
    Join.NONE: (),
    Join.TO: ("to",),
    Join.AND_THEN: ("and", "then"),
}


def say_steps(steps: Effect, speaker: Speaker) -> list[str]:
    """Steps said one after another, joined as their `join` says (the first step's join
    is the caller's to say)."""
    out: list[str] = []
    for i, step in enumerate(steps):
        words = say(step, speaker)
        if i:
            out.extend(JOINS[step.join])
            words = _shared_subject(steps[i - 1], step, words, speaker)
        out.extend(words)
    return out


def _shared_subject(before: Step, step: Step, words: list[str], speaker: Speaker) -> list[str]:
    """ "Each player discards their hand and draws 7 cards", "each player draws 3 cards,
    then discards 3 cards at random": after "and" or ", then", the subject the step shares
    with the one before is not said again."""
    players = getattr(step, "players", None)
    if step.join not in (Join.AND, Join.THEN) or players is None \
            or getattr(before, "players", None) != players:  # fmt: skip
        return words
    if getattr(players, "said", True) is False:  # "draw a card and get 1 ink drop": no subject
        return words
    try:
        subject = say(players, speaker)
    except Unsayable:  # said by the imperative ("draw a card, then choose and discard ...")
        return words
    if not any(fits(players, phrase) for phrase in phrases(type(players))):
        return words  # an imperative says no subject ("draw a card and gain 1 lore")
    return words[len(subject) :] if words[: len(subject)] == subject else words


def _is_steps(value: object) -> bool:
    return isinstance(value, tuple) and bool(value) and all(isinstance(s, Step) for s in value)


rule(Rule("steps", _is_steps, say_steps))


# ---------------------------------------------------------------------- words with a body


@dataclass(frozen=True, slots=True)
class May(Step):
    """ "You may ..." (6.1.4): asked before the instructions it governs; "no" skips them.
    Asked only when its first instruction can be done (a cost that can't be paid counts
    as "no", 6.1.4.1; "reveal a song card" with no song among the cards looked at)."""

    steps: Effect
    PHRASES = (Phrase("you may {steps:steps}"),)

    @property
    def says_may(self) -> bool:
        return True

    def run(self, fx: Effects) -> Prompt | None:  # (runs lowered: AskMay)
        raise NotImplementedError

    def lower(self) -> Effect:
        body = lower(self.steps)
        return (AskMay(len(body), self.steps[0]), *body)


@dataclass(frozen=True, slots=True)
class IfYouDo(Step):
    """ "If you do, ...": the instructions after a "you may" that happen only if it was
    done (a "no" to the "you may" skips them too: `lower_effect` joins them)."""

    steps: Effect
    PHRASES = (Phrase("if you do, {steps:steps}"),)

    def run(self, fx: Effects) -> Prompt | None:  # (runs lowered, inside the May's skip)
        raise NotImplementedError

    def lower(self) -> Effect:
        body = lower(self.steps)
        return (IfDone(len(body)), *body)


@dataclass(frozen=True, slots=True)
class If(Step):
    """ "If [condition], ..." (6.2.4: checked at resolution), with "Otherwise, ..." when
    false. The condition is asked about the ability's own card."""

    condition: Condition
    steps: Effect
    otherwise: Effect = ()
    PHRASES = (
        Phrase("if {condition}, {steps:steps}. otherwise, {otherwise:steps}"),
        Phrase("if {condition}, {steps:steps}"),
    )

    def run(self, fx: Effects) -> Prompt | None:  # (runs lowered: Gate)
        raise NotImplementedError

    def lower(self) -> Effect:
        then = lower(self.steps)
        if not self.otherwise:
            return (Gate(self.condition, len(then)), *then)
        other = lower(self.otherwise)
        return (Gate(self.condition, len(then) + 1), *then, Jump(len(other)), *other)


@dataclass(frozen=True, slots=True)
class Instead(Step):
    """ "If a Villain character is chosen, they get +3 ¤ instead": after an instruction on
    a chosen card, what happens instead of it when the condition holds (checked once the
    card is chosen). `lower_effect` puts it around the instruction before it."""

    condition: Condition
    steps: Effect
    PHRASES = (Phrase("if {condition}, {steps:steps} instead"),)

    def run(self, fx: Effects) -> Prompt | None:  # (runs lowered, with the step before)
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class EitherOr(Step):
    """ "Banish her or return another chosen character of yours to your hand": the
    controller chooses which (asked as "the second?"); when the second can't be done (no
    card to choose for it), the first."""

    first: Effect
    second: Effect
    PHRASES = (Phrase("{first:steps} or {second:steps}"),)

    def run(self, fx: Effects) -> Prompt | None:  # (runs lowered: AskOr)
        raise NotImplementedError

    def lower(self) -> Effect:
        first, second = lower(self.first), lower(self.second)
        return (AskOr(len(first) + 1, second[0], self.first[0]), *first, Jump(len(second)),
                *second)  # fmt: skip


@dataclass(frozen=True, slots=True)
class AtEndOfTurn(Step):
    """ "At the end of the turn, banish them": a delayed triggered ability (6.2.7.2) on the
    cards chosen or played earlier in the effect."""

    steps: Effect
    yours: bool = False
    PHRASES = (
        Phrase("at the end of your turn, {steps:steps}", yours=True),
        Phrase("at the end of the turn, {steps:steps}"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        from illumineer.engine.abilities.ability import Triggered
        from illumineer.engine.abilities.targets import This
        from illumineer.engine.abilities.triggers import Intro, TurnEnds

        ends = Triggered((TurnEnds(anyone=True, intro=Intro.AT),), _on_this(self.steps))
        for card_id in fx.chosen:
            fx.grant(fx.card(card_id), ends, Duration.THIS_TURN)
        _ = This
        return None


def _on_this(steps: Effect) -> Effect:
    """The steps with "them" made "this character": the delayed ability is the card's."""
    from dataclasses import replace

    from illumineer.engine.abilities.targets import Them, This

    out = []
    for step in steps:
        if isinstance(getattr(step, "target", None), Them):
            step = replace(step, target=This())  # type: ignore[call-arg]
        out.append(step)
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Floating(Step):
    """ "Whenever one of your characters quests this turn, ...": a floating triggered
    ability for the rest of this turn (6.2.7.1)."""

    trigger: Word
    effect: Effect
    #: Said "For the rest of this turn, whenever ..." (the same ability).
    rest_first: bool = False
    PHRASES = (
        Phrase("for the rest of this turn, whenever {trigger:trigger}, {effect:steps}",
               rest_first=True),
        Phrase("whenever {trigger:trigger} this turn, {effect:steps}"),
    )

    LASTS_THIS_TURN = True

    def run(self, fx: Effects) -> Prompt | None:
        from illumineer.engine.abilities.ability import Triggered
        from illumineer.engine.abilities.remembered import remember

        # "Whenever they challenge ... this turn": they are the cards chosen now.
        trigger = remember(self.trigger, fx)
        fx.add_floating(Triggered((trigger,), self.effect))
        return None


# ---------------------------------------------------------------------- the engine's steps


@dataclass(frozen=True, slots=True)
class ChoosePlayer(Step):
    """ "Chosen player ..." as the engine asks it: the controller names a player (``player
    p2``), kept as the effect's count for the instruction after it (`ChosenPlayer`)."""

    def run(self, fx: Effects) -> Prompt | None:
        return Prompt(fx.controller, PromptKind.PLAYER)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice in (0, 1):
            fx.set_number(choice)
        return True


@dataclass(frozen=True, slots=True)
class AskMay(Step):
    """A "you may" as the engine asks it: "no" skips the `body` steps after it."""

    body: int
    first: Step | None = None

    @property
    def says_may(self) -> bool:
        return True

    def run(self, fx: Effects) -> Prompt | None:
        possible = getattr(self.first, "possible", None)
        if possible is not None and not possible(fx):
            fx.skip(self.body)
            return None
        return Prompt(fx.controller, PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if not choice:
            fx.skip(self.body)
        return True


@dataclass(frozen=True, slots=True)
class AskOr(Step):
    """An "or" as the engine asks it: "yes" takes the second (skipping the first's `body`
    steps and the jump after them); without a way to do the second, the first; without a
    way to do the first ("put 3 cards from your discard ... or banish her" with 2), the
    second."""

    body: int
    second: Step | None = None
    first: Step | None = None

    def run(self, fx: Effects) -> Prompt | None:
        can_first = getattr(self.first, "possible", None)
        if can_first is not None and not can_first(fx):
            fx.skip(self.body)
            return None
        possible = getattr(self.second, "possible", None)
        if possible is not None and not possible(fx):
            return None
        return Prompt(fx.controller, PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice:
            fx.skip(self.body)
        return True


@dataclass(frozen=True, slots=True)
class Gate(Step):
    """An "if" as the engine asks it: when false, the `body` steps after it are skipped."""

    condition: Condition
    body: int

    def run(self, fx: Effects) -> Prompt | None:
        if not self.condition(fx, fx.me()):
            fx.skip(self.body)
        return None


@dataclass(frozen=True, slots=True)
class IfDone(Step):
    """What follows "to" or "if you do": skipped when the step before could not do its
    part (nothing to choose, a cost not paid)."""

    body: int

    def run(self, fx: Effects) -> Prompt | None:
        if fx.undone:
            fx.set_undone(False)
            fx.skip(self.body)
        return None


@dataclass(frozen=True, slots=True)
class Jump(Step):
    """The end of an "if"'s body: skip the "otherwise" after it."""

    body: int

    def run(self, fx: Effects) -> Prompt | None:
        fx.skip(self.body)
        return None


def _instead(step: Step, instead: Instead) -> Effect:
    """An instruction on a chosen card followed by what happens instead: the choice, then
    either the instead part (the condition holds) or the instruction."""
    plain = lower((step,))
    choice, rest = plain[:-1], plain[-1:]
    # What is said once holds for both: "gets +2 ¤ this turn ... they get +3 ¤ instead".
    lasting = getattr(step, "lasting", None)
    steps = tuple(replace(s, lasting=lasting) if hasattr(s, "lasting")  # type: ignore[call-arg]
                  and s.lasting is None else s for s in instead.steps)  # fmt: skip
    # "Chosen character gets -1 ¤. If ..., chosen character gets -2 ¤ instead": the same
    # card, chosen once.
    target, chosen = getattr(step, "target", None), getattr(rest[0], "target", None)
    if choice and target is not None and chosen is not None:
        steps = tuple(replace(s, target=chosen) if getattr(s, "target", None) == target  # type: ignore[call-arg]
                      else s for s in steps)  # fmt: skip
    other = lower(steps)
    return (*choice, Gate(instead.condition, len(other) + 1), *other, Jump(len(rest)), *rest)


def _choose_inside(step: Step) -> Effect:
    """A step whose amount names chosen cards ("draw cards equal to the damage on chosen
    character of yours"): the choice first, then the step on what was chosen."""
    from illumineer.engine.abilities.choosing import choice_of
    from illumineer.engine.abilities.filters import Cards
    from illumineer.engine.abilities.targets import Them

    found: list[Cards] = []

    def swap(value: object) -> object:
        if isinstance(value, Cards) and value.chooses and not found:
            found.append(value)
            return Them(zone=value.zone)
        if isinstance(value, Step):
            return value  # a step's own choices are its own
        if isinstance(value, tuple):
            return tuple(swap(v) for v in value)
        if is_dataclass(value) and not isinstance(value, type):
            changes = {f.name: swap(getattr(value, f.name)) for f in fields(value) if f.init}
            return replace(value, **changes)
        return value

    changes = {f.name: swap(getattr(step, f.name)) for f in fields(step)
               if f.init and isinstance(getattr(step, f.name), Quantity)}  # fmt: skip
    if not found:
        return (step,)
    return (choice_of(found[0]), replace(step, **changes))  # type: ignore[arg-type]


def _instead_beside(effect: Effect) -> Effect:
    """ "Look at the top 2 cards ..., then put one ... If ..., look at the top 5 cards of
    your deck instead": an "instead" replaces the last instruction before it of its own
    kind, so it is moved to follow that one."""
    for i, step in enumerate(effect):
        if not isinstance(step, Instead) or i == 0 or not step.steps:
            continue
        kind = type(step.steps[0])
        if isinstance(effect[i - 1], kind):
            continue
        for j in range(i - 2, -1, -1):
            if isinstance(effect[j], kind):
                return (*effect[: j + 1], step, *effect[j + 1 : i], *effect[i + 1 :])
    return effect


def lower(effect: Effect) -> Effect:
    """The steps the engine runs for an effect as written (see the module's notes)."""
    effect = _instead_beside(effect)
    out: list[Step] = []
    i = 0
    while i < len(effect):
        step = effect[i]
        if i + 1 < len(effect) and isinstance(effect[i + 1], Instead):
            lowered = _instead(step, effect[i + 1])  # type: ignore[arg-type]
            if step.join is Join.TO:  # "banish ... to draw 2 cards. If ..., draw 3 instead"
                out.append(IfDone(len(lowered)))
            out.extend(lowered)
            i += 2
            continue
        if isinstance(step, May) and i + 1 < len(effect) and isinstance(effect[i + 1], IfYouDo):
            body = lower(step.steps) + effect[i + 1].lower()
            out.extend((AskMay(len(body), step.steps[0]), *body))
            i += 2
            continue
        if (isinstance(step, If) and not step.otherwise and isinstance(step.steps[-1], May)
                and i + 1 < len(effect) and isinstance(effect[i + 1], IfYouDo)):  # fmt: skip
            # "If X, you may A. If you do, B": without X, A isn't done, so neither is B.
            out.extend(replace(step, steps=(*step.steps, effect[i + 1])).lower())
            i += 2
            continue
        lowered = tuple(s for part in step.lower() for s in _choose_inside(part))
        if getattr(getattr(step, "players", None), "asks", False):  # "chosen player ..."
            lowered = (ChoosePlayer(), *lowered)
        if step.join is Join.TO:  # "pay 1 ⬡ to draw a card": only if paid
            out.append(IfDone(len(lowered)))
        out.extend(lowered)
        i += 1
    return tuple(out)


__all__ = ["JOINS", "AskMay", "AskOr", "AtEndOfTurn", "ChoosePlayer", "EitherOr", "Floating",
           "Gate", "If", "IfDone", "IfYouDo", "Instead", "Jump", "May", "lower",
           "say_steps"]  # fmt: skip
