"""Resolving from the bag (rule 7.7.4): the player whose turn it is at the bag picks one of
their triggers, which resolves in full; even if its card has left play it does what it can."""

from __future__ import annotations

from illumineer.engine.actions import Action, fast
from illumineer.engine.bag import resolver
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.resolution import start
from illumineer.engine.state import GameState, Resolution, Trigger
from illumineer.engine.trail import set_field
from illumineer.engine.vocabulary import Verb
from illumineer.engine.why import Because, Why


def _matching(st: GameState, action: Action) -> list[Trigger]:
    return [t for t in st.bag if (t.source, t.number) == action.args]


def touch(st: GameState, action: Action, who: int) -> None:
    if st.prompt is not None or st.resolving is not None:
        raise ImpossibleAction("7.7.4", "an effect is resolving; answer it first")
    if not _matching(st, action):
        raise ImpossibleAction("7.7.4", f"no trigger of c{action.card} is waiting in the bag")


def verify(st: GameState, action: Action, who: int) -> None:
    turn = resolver(st)
    if not any(t.player == turn for t in _matching(st, action)):
        raise IllegalAction(
            "7.7.4.2",
            f"p{turn + 1} has no such trigger of c{action.card} in the bag",
            Why(Because.NO_SUCH_TRIGGER, (action.card,), (turn,)),
        )


def perform(st: GameState, action: Action, who: int) -> None:
    found = _matching(st, action)
    turn = resolver(st)
    trigger = next((t for t in found if t.player == turn), found[0])
    bag = list(st.bag)
    bag.remove(trigger)
    set_field(st, st, "bag", tuple(bag))
    set_field(st, st, "bag_player", trigger.player)
    ability = trigger.ability
    # 7.7.4: it resolves even if its source has left play, doing what it can.
    start(st, Resolution(trigger.source, trigger.player, ability.steps, trigger.event,
                         label=ability.name, key=ability.key))


def offer(st: GameState, out: list[Action]) -> None:
    turn = resolver(st)
    seen: set[tuple[int, int]] = set()
    for trigger in st.bag:
        key = (trigger.source, trigger.number)
        if trigger.player == turn and key not in seen:
            seen.add(key)
            out.append(fast(Verb.RESOLVE, key))
