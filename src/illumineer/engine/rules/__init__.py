"""The rules of each decision, one module per turn action and answer, and who may do what
now.

Each module holds one rule's `touch` (physical checks: `ImpossibleAction`), `verify` (rule
checks: `IllegalAction`, naming the rule), `perform` (what it does) and `offer` (its legal
actions), side by side (STYLE.md: a rule in one module). This package maps each verb to its
module and answers "what may the deciding player do now" (`legal_actions`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from illumineer.engine.actions import PASS, Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import ImpossibleAction
from illumineer.engine.inkdrops import spendable
from illumineer.engine.rules import (
    activate,
    answer,
    boost,
    challenge,
    concede,
    deeds,
    drops,
    ink,
    judging,
    move,
    play,
    quest,
    resolve,
    setup,
    shift,
    sing,
    turn,
)
from illumineer.engine.rules.base import decider
from illumineer.engine.state import GameState
from illumineer.engine.vocabulary import ARMING, DEEDS, JUDGE_VERBS, Phase, PromptKind, Verb

#: A rule's check or performance of an action by the acting player (a seat).
Check = Callable[[GameState, Action, int], None]


@dataclass(frozen=True, slots=True)
class Rule:
    """One decision's rule: its physical checks, its rule checks, what it does; and, for
    what is not the deciding player's decision (a deed, a judge's operation), whose it is."""

    touch: Check
    verify: Check
    perform: Check
    actor: Callable[[GameState, Action], int] | None = None


RULES: dict[Verb, Rule] = {
    Verb.PASS: Rule(turn.touch, turn.verify, turn.perform),
    Verb.INK: Rule(ink.touch, ink.verify, ink.perform),
    Verb.PLAY: Rule(play.touch, play.verify, play.perform),
    Verb.QUEST: Rule(quest.touch, quest.verify, quest.perform),
    Verb.CHALLENGE: Rule(challenge.touch, challenge.verify, challenge.perform),
    Verb.MOVE: Rule(move.touch, move.verify, move.perform),
    Verb.MULLIGAN: Rule(setup.touch, setup.verify, setup.perform),
    Verb.KEEP: Rule(setup.touch, setup.verify, setup.perform),
    Verb.SING: Rule(sing.touch, sing.verify, sing.perform),
    Verb.SHIFT: Rule(shift.touch, shift.verify, shift.perform),
    Verb.ACTIVATE: Rule(activate.touch, activate.verify, activate.perform),
    Verb.RESOLVE: Rule(resolve.touch, resolve.verify, resolve.perform),
    Verb.CHOOSE: Rule(answer.touch, answer.verify, answer.perform),
    Verb.YES: Rule(answer.touch, answer.verify, answer.perform),
    Verb.NO: Rule(answer.touch, answer.verify, answer.perform),
    Verb.NUMBER: Rule(answer.touch, answer.verify, answer.perform),
    Verb.DONE: Rule(answer.touch, answer.verify, answer.perform),
    Verb.MODE: Rule(answer.touch, answer.verify, answer.perform),
    Verb.NAME: Rule(answer.touch, answer.verify, answer.perform),
    Verb.PLAYER: Rule(answer.touch, answer.verify, answer.perform),
    Verb.CONCEDE: Rule(concede.touch, concede.verify, concede.perform),
    Verb.BOOST: Rule(boost.touch, boost.verify, boost.perform),
    Verb.SING_WITH: Rule(sing.touch_with, sing.verify_with, sing.perform_with),
    Verb.DROPS: Rule(drops.touch, drops.verify, drops.perform),
    **{
        verb: Rule(deeds.touch, deeds.verify, deeds.perform, deeds.actor)
        for verb in sorted(DEEDS | ARMING)
    },
    **{
        verb: Rule(judging.touch, judging.verify, judging.perform, judging.actor)
        for verb in sorted(JUDGE_VERBS)
    },
}


#: Adds a turn action's legal actions to a list, given the active player's ready ink.
Offer = Callable[[GameState, list[Action], int], None]

#: The turn actions' offers, in the order legal actions list them, each with the cards that
#: can ever make it (None: any game can): a game with no such card never asks it.
_TURN_ACTIONS: tuple[tuple[Offer, Callable[[CardDefinition], bool] | None], ...] = (
    (ink.offer, None),
    (play.offer, None),
    (shift.offer, shift.offered_by),
    (sing.offer, sing.offered_by),
    (boost.offer, None),
    (activate.offer, activate.offered_by),
    (quest.offer, None),
    (challenge.offer, None),
    (move.offer, move.offered_by),
)


def turn_offers(st: GameState) -> tuple[Offer, ...]:
    """The turn actions the cards of this game can ever offer (kept until a card is
    created)."""
    found = st.turn_offers
    if found is None:
        definitions = [card.definition for card in st.cards]
        found = st.turn_offers = tuple(
            offer
            for offer, offered_by in _TURN_ACTIONS
            if offered_by is None or any(map(offered_by, definitions))
        )
    return found


def innermost(st: GameState) -> GameState:
    """The level where decisions are made: the innermost running subgame, or `st`."""
    while st.subgame is not None:
        st = st.subgame
    return st


def acting(st: GameState, action: Action) -> tuple[Rule, int]:
    """The rule of `action`, and who takes it now: the deciding player (there is one unless
    it is over), or for a deed or a judge's operation, whose it is."""
    if st.phase is Phase.OVER:
        raise ImpossibleAction("2.3.3", "the game is over")
    rule = RULES[action.verb]
    if rule.actor is not None:
        return rule, rule.actor(st, action)
    who = decider(st)
    if who is None:
        raise ImpossibleAction("2.3.3", "nobody decides now")
    return rule, who


def verify(st: GameState, action: Action) -> None:
    """Raise `ImpossibleAction` or `IllegalAction` (naming the rule) if `action` may not be
    taken now at level `st`."""
    rule, who = acting(st, action)
    rule.touch(st, action, who)
    rule.verify(st, action, who)


def legal_actions(st: GameState) -> list[Action]:
    """Every action the deciding player may take now at level `st`, in a stable order.
    (Conceding, 2.3.3.4, is accepted at any time but never offered, so bots don't resign.)"""
    out: list[Action] = []
    if st.phase is Phase.OVER:
        return out
    if st.prompt is not None:
        if st.prompt.kind is not PromptKind.SUBGAME:
            answer.offer(st, out)
            if drops.asks_to_pay(st, st.prompt.player):
                drops.offer(st, out, st.prompt.player)
        return out
    if st.singing is not None:
        sing.offer_with(st, out)
        return out
    if st.bag:
        resolve.offer(st, out)
        return out
    if st.phase is Phase.MAIN:
        if turn.may_pass(st):
            out.append(PASS)
        ready = spendable(st.players[st.active])
        for offer in st.turn_offers or turn_offers(st):
            offer(st, out, ready)
        if st.players[st.active].drops:
            drops.offer(st, out, st.active)
        return out
    if st.phase is Phase.ALTER_HAND:
        setup.offer(st, out)
    return out


__all__ = ["RULES", "Rule", "acting", "decider", "innermost", "legal_actions", "verify"]
