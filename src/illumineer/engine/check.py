"""The game state check (rule 1.8), repeated until nothing changes (1.8.3).

A player with 20 or more lore wins (1.8.1.1); characters and locations whose damage reaches
their willpower are banished (1.8.1.4). One player's results happen at once, and the
players' results in turn order from the active player (1.8.4): the active player's doomed
cards leave play together, seeing each other leave (7.4.3), then the other player's.
"""

from __future__ import annotations

from operator import attrgetter

from illumineer.engine.actions import Action
from illumineer.engine.primitives import banish, end_game
from illumineer.engine.state import Card, GameState, Incident
from illumineer.engine.trail import set_field
from illumineer.engine.values import willpower
from illumineer.engine.vocabulary import Deviation, Phase, Verb
from illumineer.engine.why import Because, Why

WINNING_LORE = 20  # 1.8.1.1
_DAMAGE = attrgetter("damage")
_NOTHING: list[Card] = []


def doomed(st: GameState, player: int) -> list[Card]:
    """`player`'s characters and locations whose damage has reached their willpower."""
    found = []
    plain = not (st.statics_in_play or st.modifiers)  # printed willpower, unchanged
    for card in st.players[player].play:  # (a plain loop: this runs after every action)
        if card.damage and (card.is_character or card.is_location):
            limit = (card.definition.willpower or 0) if plain else willpower(st, card)
            if card.damage >= limit:
                found.append(card)
    return found


def check_state(st: GameState) -> None:
    """Run the game state check until nothing happens (1.8.3)."""
    players = st.players
    while st.phase is not Phase.OVER:
        first, second = st.active, 1 - st.active
        if players[first].lore >= WINNING_LORE:
            end_game(st, first)
            return
        if players[second].lore >= WINNING_LORE:
            end_game(st, second)
            return
        # (damage is looked for without a Python loop: this runs after every action)
        results = (
            doomed(st, first) if any(map(_DAMAGE, players[first].play)) else _NOTHING,
            doomed(st, second) if any(map(_DAMAGE, players[second].play)) else _NOTHING,
        )
        if st.spared or st.armed:  # table mode: what the players leave in play
            results = (_left(st, results[0]), _left(st, results[1]))
        if not (results[0] or results[1]):
            return  # the common case: nothing in play is damaged enough
        for cards in results:
            if cards:
                banish(st, cards)


def _left(st: GameState, cards: list[Card]) -> list[Card]:
    """Table mode: of the cards the check would banish, those the players really banish. A
    card an ``overlook`` deed armed stays in play, once recorded as an incident (1.8.1.4),
    and stays until a judge's check (PCG 2.4: what is illegal now is fixed)."""
    kept = []
    for card in cards:
        if card.id in st.spared:
            continue
        if disarm(st, Verb.OVERLOOK, card.id):
            set_field(st, st, "spared", (*st.spared, card.id))
            limit = willpower(st, card)
            record(st, Deviation.OVERLOOKED, card.owner, Action(Verb.OVERLOOK, (card.id,)),
                   "1.8.1.4",
                   f"c{card.id} stayed in play with {card.damage} damage, at or above its "
                   f"willpower of {limit}",
                   Why(Because.OVERLOOKED, (card.id,), (card.damage, limit)), (card.id,))
            continue
        kept.append(card)
    return kept


def disarm(st: GameState, verb: Verb, arg: int) -> bool:
    """Whether a deed armed `verb` for `arg` (a card, a player); the arm is used up."""
    for arm in st.armed:
        if arm[0] is verb and arm[1] == arg:
            set_field(st, st, "armed", tuple(a for a in st.armed if a is not arm))
            return True
    return False


def record(st: GameState, kind: Deviation, who: int, action: Action, rule: str, reason: str,
           why: Why, cards: tuple[int, ...]) -> None:
    """Record an incident that happens inside an action, as the engine comes to the part the
    players left out (table mode): in the game's incidents, at the action's position."""
    top = st.top
    zones = tuple(card.zone for card in st.cards)
    incident = Incident(st.turn, who, action, rule, reason, len(top.applied), kind, st.active,
                        cards, None, zones, why)  # fmt: skip
    set_field(top, top, "incidents", (*top.incidents, incident))
