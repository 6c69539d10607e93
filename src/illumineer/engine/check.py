"""The game state check (rule 1.8), repeated until nothing changes (1.8.3).

A player with 20 or more lore wins (1.8.1.1); characters and locations whose damage reaches
their willpower are banished (1.8.1.4). One player's results happen at once, and the
players' results in turn order from the active player (1.8.4): the active player's doomed
cards leave play together, seeing each other leave (7.4.3), then the other player's.
"""

from __future__ import annotations

from operator import attrgetter

from illumineer.engine.primitives import banish, end_game
from illumineer.engine.state import Card, GameState
from illumineer.engine.values import willpower
from illumineer.engine.vocabulary import Phase

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
        if not (results[0] or results[1]):
            return  # the common case: nothing in play is damaged enough
        for cards in results:
            if cards:
                banish(st, cards)
