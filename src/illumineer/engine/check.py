"""The game state check (rule 1.8), repeated until nothing changes (1.8.3).

A player with 20 or more lore wins (1.8.1.1); characters and locations whose damage reaches
their willpower are banished (1.8.1.4). One player's results happen at once, and the
players' results in turn order from the active player (1.8.4): the active player's doomed
cards leave play together, seeing each other leave (7.4.3), then the other player's.
"""

from __future__ import annotations

from illumineer.engine.primitives import banish, end_game
from illumineer.engine.state import Card, GameState
from illumineer.engine.values import willpower
from illumineer.engine.vocabulary import Phase

WINNING_LORE = 20  # 1.8.1.1


def doomed(st: GameState, player: int) -> list[Card]:
    """`player`'s characters and locations whose damage has reached their willpower."""
    return [
        card
        for card in st.players[player].play
        if card.damage
        and (card.is_character or card.is_location)
        and card.damage >= willpower(st, card)
    ]


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
        damaged = False
        for player in players:  # (plain loops: this runs after every action)
            for card in player.play:
                if card.damage:
                    damaged = True
                    break
        if not damaged:
            return  # the common case: nothing in play is damaged
        results = (doomed(st, first), doomed(st, second))
        if not (results[0] or results[1]):
            return
        for cards in results:
            if cards:
                banish(st, cards)
