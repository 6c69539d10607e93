"""The turn (rule 3): the Start-of-Turn Phase, ending the turn, and the end of the turn.

Ending the turn (``pass``) is the active player's decision in an idle Main Phase (3.3.2.1),
blocked while a ready Reckless character can still challenge (8.7). The steps the turn takes
on its own wait for the bag (`Then` steps): the Draw step after the Start-of-Turn triggers
(3.2.3), the end of the turn after the end-of-turn triggers (3.4.2).
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.choosing import Choose
from illumineer.engine.abilities.core import CardView, Facts
from illumineer.engine.abilities.steps import Ready
from illumineer.engine.abilities.targets import Them
from illumineer.engine.actions import Action
from illumineer.engine.bag import notice
from illumineer.engine.check import check_state, disarm, record
from illumineer.engine.errors import IllegalAction
from illumineer.engine.events import Event
from illumineer.engine.inkdrops import forget_turn
from illumineer.engine.primitives import draw_in_game, end_game, gain_lore, ready
from illumineer.engine.resolution import start
from illumineer.engine.rules.base import turn_action
from illumineer.engine.rules.challenge import reckless_must_challenge
from illumineer.engine.rules.quest import must_quest_now
from illumineer.engine.state import GameState, Resolution, Then
from illumineer.engine.trail import set_field
from illumineer.engine.values import affected, lore_value
from illumineer.engine.vocabulary import Deviation, EventKind, Phase, Stat, Verb
from illumineer.engine.why import Because, Why


def touch(st: GameState, action: Action, who: int) -> None:
    """Ending the turn touches no card."""


def verify(st: GameState, action: Action, who: int) -> None:
    turn_action(st, "3.3.2.1", who)
    if reckless_must_challenge(st):
        raise IllegalAction("8.7", "a ready Reckless character can still challenge",
                            Why(Because.RECKLESS_MUST_CHALLENGE))
    questing = must_quest_now(st)
    if questing is not None:
        raise IllegalAction("1.2.1", f"{questing.definition} must quest if able",
                            Why(Because.MUST_QUEST, (questing.id,)))


def perform(st: GameState, action: Action, who: int) -> None:
    # 3.4.1.1: "at the end of your turn" triggers, then the turn ends once the bag is empty.
    notice(st, Event(EventKind.TURN_END, -1, st.active))
    set_field(st, st, "then", (*st.then, END_TURN))


def may_pass(st: GameState) -> bool:
    return not reckless_must_challenge(st) and must_quest_now(st) is None


@dataclass(frozen=True, slots=True)
class EndTurn(Then):
    """3.4.1.2: "this turn" effects end; 3.4.2: the final game state check, with 1.8.1.2
    (a player whose turn ends with an empty deck loses); the next player's turn begins."""

    def run(self, st: GameState) -> None:
        if st.modifiers:
            set_field(st, st, "modifiers", tuple(m for m in st.modifiers if m.end > st.turn))
        if st.granted:
            set_field(st, st, "granted", tuple(g for g in st.granted if g.end > st.turn))
        if st.bans:
            set_field(st, st, "bans", tuple(b for b in st.bans if b.end > st.turn))
        for attr in ("reductions", "floating", "boosted", "put_under", "once_used", "played",
                     "challenged", "challengers", "banished", "quested", "noted"):
            if getattr(st, attr):
                set_field(st, st, attr, ())
        check_state(st)
        if st.phase is Phase.OVER:
            return
        if not st.players[st.active].deck:
            end_game(st, 1 - st.active)
            return
        set_field(st, st, "active", 1 - st.active)
        set_field(st, st, "turn", st.turn + 1)
        begin_turn(st)

    def key(self) -> tuple[int, ...]:
        return (1,)


@dataclass(frozen=True, slots=True)
class DrawStep(Then):
    """3.2.3.1: draw a card; the starting player skips it on the game's first turn."""

    def run(self, st: GameState) -> None:
        if not (st.turn == 1 and st.active == st.starting_player):
            if st.armed and disarm(st, Verb.FORGET_DRAW, st.active):
                record(st, Deviation.FORGOTTEN, st.active, Action(Verb.FORGET_DRAW, (st.active,)),
                       "3.2.3.1", f"p{st.active + 1} did not draw in their Draw step",
                       Why(Because.FORGOT_DRAW, (), (st.active,)), ())
                return
            draw_in_game(st, st.players[st.active])

    def key(self) -> tuple[int, ...]:
        return (2,)


END_TURN = EndTurn()
DRAW_STEP = DrawStep()


def begin_turn(st: GameState) -> None:
    """The Start-of-Turn Phase (3.2): Ready, Set; the Draw step waits for the bag."""
    me = st.players[st.active]
    set_field(st, st, "phase", Phase.MAIN)
    set_field(st, me, "inked_this_turn", 0)
    for player in st.players:
        if player.damaged_this_turn:
            set_field(st, player, "damaged_this_turn", False)
        if player.drawn_this_turn:
            set_field(st, player, "drawn_this_turn", 0)
    forget_turn(st)  # ink drops got and paid with "this turn"
    limit = _ready_limit(st)
    readying = [card for card in me.play  # 3.2.1.1 Ready, unless a "can't ready" says otherwise
                if card.exerted and not affected(st, card, Stat.CANT_READY)]
    held: tuple[int, ...] = ()  # the characters that ready only if chosen
    if limit is not None:
        characters = tuple(card.id for card in readying if card.is_character)
        if len(characters) > limit[0]:
            held = characters
            readying = [card for card in readying if not card.is_character]
    for card in readying:
        ready(st, card, st.active)
    for card in me.inkwell:
        if card.exerted:
            set_field(st, card, "exerted", False)
    if held and limit is not None and limit[0] > 0:  # "can't ready more than 1 of their
        # characters": the player chooses which
        set_field(st, st, "then", (SET_STEP, *st.then))
        start(st, Resolution(limit[1], st.active,
                             (Choose(_Among(held), up_to=limit[0], exactly=True), Ready(Them())),
                             label="Ready", key=READY_KEY))  # fmt: skip
        return
    set_step(st)


def _ready_limit(st: GameState) -> tuple[int, int] | None:
    """The active player's "can't ready more than N" (the fewest, with its source), used up
    by this Ready step."""
    if not st.ready_limits:
        return None
    mine = [(most, source) for player, most, source in st.ready_limits if player == st.active]
    if not mine:
        return None
    set_field(st, st, "ready_limits",
              tuple(entry for entry in st.ready_limits if entry[0] != st.active))  # fmt: skip
    return min(mine)


@dataclass(frozen=True, slots=True)
class _Among:
    """The characters that would have readied, of which the player chooses the ones that do."""

    ids: tuple[int, ...]

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return card.id in self.ids


def set_step(st: GameState) -> None:
    """After Ready (3.2.1): the Start-of-Turn triggers, the Set step, and the Draw step once
    the bag is empty."""
    me = st.players[st.active]
    notice(st, Event(EventKind.TURN_START, -1, st.active))  # 3.2.1.4: they wait in the bag
    for card in me.play:  # 3.2.2.1 Set: characters stop drying
        if card.drying:
            set_field(st, card, "drying", False)
    forgot = bool(st.armed) and disarm(st, Verb.FORGET_LORE, st.active)
    for card in me.play:  # 3.2.2.2 location lore is a turn action, not a trigger
        if card.is_location:
            lore = lore_value(st, card)
            if forgot and lore:  # table mode: the players left it out
                record(st, Deviation.FORGOTTEN, st.active, Action(Verb.FORGET_LORE, (st.active,)),
                       "3.2.2.2", f"p{st.active + 1} did not gain the {lore} lore of c{card.id}",
                       Why(Because.FORGOT_LORE, (card.id,), (st.active, lore)), (card.id,))
                continue
            gain_lore(st, me, lore)
    set_field(st, st, "then", (*st.then, DRAW_STEP))


@dataclass(frozen=True, slots=True)
class SetStep(Then):
    """The rest of the Start-of-Turn Phase after a Ready step that asked which characters
    ready (`set_step`)."""

    def run(self, st: GameState) -> None:
        set_step(st)

    def key(self) -> tuple[int, ...]:
        return (5,)


SET_STEP = SetStep()
#: The resolution key of a Ready step that asks which characters ready (`Resolution.key`).
READY_KEY = 400
