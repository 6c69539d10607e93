"""Answering an open question inside a resolution (1.7.3, 6.1.3, 6.1.4): ``choose cN``,
``yes``/``no``, ``number N``, ``done``, ``mode N`` (a bullet of "choose one"), ``name N``
(a card named by its card id) and ``player p2`` (a chosen player). An illegal choice is
asked again, nothing else changing (1.7.7); ``done`` also finishes choosing singers for Sing
Together (8.12)."""

from __future__ import annotations

from illumineer.engine.abilities.core import Prompt
from illumineer.engine.actions import DONE, NO, YES, Action, fast
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.resolution import answer, reachable, refusal
from illumineer.engine.rules.base import card_of
from illumineer.engine.rules.sing import finish, verify_done
from illumineer.engine.state import GameState
from illumineer.engine.vocabulary import PromptKind, Verb
from illumineer.engine.why import Because, Why

_KIND = {
    Verb.CHOOSE: PromptKind.CHOOSE,
    Verb.DONE: PromptKind.CHOOSE,
    Verb.YES: PromptKind.MAY,
    Verb.NO: PromptKind.MAY,
    Verb.NUMBER: PromptKind.NUMBER,
    Verb.MODE: PromptKind.MODE,
    Verb.NAME: PromptKind.NAME,
    Verb.PLAYER: PromptKind.PLAYER,
}


def _singing_done(st: GameState, action: Action) -> bool:
    return action.verb is Verb.DONE and st.singing is not None and st.prompt is None


def _open(st: GameState, action: Action) -> Prompt:
    prompt = st.prompt
    if prompt is None or prompt.kind is PromptKind.SUBGAME:
        raise ImpossibleAction("1.7.3", "no question is open")
    if prompt.kind is not _KIND[action.verb]:
        raise ImpossibleAction(
            "1.7.3", f"the open question is not answered with {action.verb.text!r}"
        )
    return prompt


def touch(st: GameState, action: Action, who: int) -> None:
    if _singing_done(st, action):
        return
    _open(st, action)
    if action.verb is Verb.CHOOSE:
        card_of(st, action.card)
        if not reachable(st, action.card):
            raise ImpossibleAction("1.7.3", f"c{action.card} is not where the choice looks")
    prompt = st.prompt
    if action.verb is Verb.MODE and prompt is not None and not 1 <= action.card <= prompt.maximum:
        raise ImpossibleAction("6.1.3", f"there is no bullet {action.card} to choose "
                               f"(1 to {prompt.maximum})")  # fmt: skip
    if action.verb is Verb.NAME and prompt is not None and action.card not in prompt.options:
        # The engine knows the cards of the game: a player names one of their own deck
        # list (only such a card can be the top card of their deck).
        raise ImpossibleAction("6.1.3", f"card {action.card} is no card of the naming "
                               "player's deck list")  # fmt: skip


def verify(st: GameState, action: Action, who: int) -> None:
    if _singing_done(st, action):
        verify_done(st)
        return
    prompt = _open(st, action)
    if action.verb is Verb.DONE and not prompt.optional:
        raise IllegalAction("6.1.3", "a choice must be made; there is a legal one",
                            Why(Because.MUST_CHOOSE))
    if action.verb is Verb.CHOOSE and action.card not in prompt.options:
        # 1.7.7: an illegal choice is asked again; nothing else changes.
        raise IllegalAction("1.7.7", f"c{action.card} is not a legal choice now",
                            refusal(st, action.card))
    if action.verb is Verb.NUMBER and action.card > prompt.maximum:
        raise IllegalAction("6.1.3", f"at most {prompt.maximum} may be chosen",
                            Why(Because.TOO_MANY, (), (prompt.maximum,)))


def perform(st: GameState, action: Action, who: int) -> None:
    if _singing_done(st, action):
        finish(st)
        return
    verb = action.verb
    if verb in (Verb.CHOOSE, Verb.NUMBER, Verb.MODE, Verb.NAME, Verb.PLAYER):
        choice: int | None = action.card
    elif verb is Verb.DONE:
        choice = None
    else:
        choice = int(verb is Verb.YES)
    answer(st, choice)


def offer(st: GameState, out: list[Action]) -> None:
    prompt = st.prompt
    if prompt is None:
        return
    if prompt.kind is PromptKind.MAY:
        out.extend((YES, NO))
    elif prompt.kind is PromptKind.NUMBER:
        out.extend(fast(Verb.NUMBER, (n,)) for n in range(prompt.maximum + 1))
    elif prompt.kind is PromptKind.CHOOSE:
        out.extend(fast(Verb.CHOOSE, (option,)) for option in prompt.options)
        if prompt.optional:
            out.append(DONE)
    elif prompt.kind is PromptKind.MODE:
        out.extend(fast(Verb.MODE, (n,)) for n in range(1, prompt.maximum + 1))
    elif prompt.kind is PromptKind.NAME:
        out.extend(fast(Verb.NAME, (card_id,)) for card_id in prompt.options)
    elif prompt.kind is PromptKind.PLAYER:
        out.extend(fast(Verb.PLAYER, (seat,)) for seat in (0, 1))
