"""Setting ink drops aside to pay with (set 14: "You may remove an ink drop to pay 1 ⬡."):
``drops N``.

Paying a cost is part of the action that pays it (4.3.2.4), so the player says how before
taking it: ``drops 2`` then ``play c12`` removes 2 drops for 2 ⬡ of the card's cost and
exerts ink for the rest. What is set aside is used by the next cost the player pays in their
next action and lapses when that action ends (engine/inkdrops.py). It can be said where a
cost may follow: in the player's idle Main Phase (a card, Shift, an ability, Boost, a move),
and when a "you may pay N ⬡" is asked of them.
"""

from __future__ import annotations

from illumineer.engine.abilities.flow import AskMay
from illumineer.engine.abilities.hand import PayInk
from illumineer.engine.actions import Action, fast
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.rules.base import turn_action
from illumineer.engine.state import GameState
from illumineer.engine.trail import set_field
from illumineer.engine.vocabulary import PromptKind, Verb
from illumineer.engine.why import Because, Why


def asks_to_pay(st: GameState, who: int) -> bool:
    """Whether `who` is being asked "you may pay N ⬡ ..." now."""
    prompt, res = st.prompt, st.resolving
    if prompt is None or res is None or prompt.kind is not PromptKind.MAY or prompt.player != who:
        return False
    if not 0 <= res.index < len(res.steps):
        return False
    step = res.steps[res.index]
    return isinstance(step, AskMay) and isinstance(step.first, PayInk)


def touch(st: GameState, action: Action, who: int) -> None:
    have, wanted = st.players[who].drops, action.args[0]
    if not 1 <= wanted <= have:
        raise ImpossibleAction("4.3.2.4", f"p{who + 1} has {have} ink drop(s), not {wanted}")


def verify(st: GameState, action: Action, who: int) -> None:
    if st.players[who].pledged:
        raise IllegalAction("4.3.2.4", "ink drops are already set aside for the next cost",
                            Why(Because.NOT_ALLOWED))
    if not asks_to_pay(st, who):
        turn_action(st, "4.3.2.4", who)


def perform(st: GameState, action: Action, who: int) -> None:
    set_field(st, st.players[who], "pledged", action.args[0])


def offer(st: GameState, out: list[Action], who: int) -> None:
    """``drops 1`` to ``drops N`` for a player with N drops and none set aside (the caller
    knows it is a moment a cost may follow)."""
    me = st.players[who]
    if me.drops and not me.pledged:
        out.extend(fast(Verb.DROPS, (n,)) for n in range(1, me.drops + 1))
