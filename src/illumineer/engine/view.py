"""What one seat may see (rule 7.1): the only window faces and agents get on a game.

A card's identity appears in a view only if the card's `known` bits include the viewer;
hidden cards appear without id or name, so nothing in a view can be traced back to them.
"""

from __future__ import annotations

from typing import Any

from illumineer.engine.game import RULES_VERSION, Game
from illumineer.engine.state import Card, Zone

View = dict[str, Any]


def _card(game: Game, card: Card) -> dict[str, Any]:
    d = card.definition
    shown: dict[str, Any] = {"id": card.id, "name": d.full_name, "type": d.card_type.value}
    if card.zone in (Zone.PLAY, Zone.INKWELL):
        shown["exerted"] = card.exerted
    if card.zone is Zone.PLAY:
        if card.is_character or card.is_location:
            shown["damage"] = card.damage
            shown["willpower"] = game.willpower(card)
        if card.is_character:
            shown["drying"] = card.drying
            shown["strength"] = game.strength(card)
            shown["lore"] = game.lore_value(card)
            if card.location is not None:
                shown["at"] = card.location
    return shown


def view(game: Game, seat: int) -> View:
    """The game as seat `seat` (0 or 1) may see it, as plain JSON-ready data.

    Hands show the cards the seat knows (its own hand; revealed cards of the opponent) and a
    count; decks show only their size; inkwell cards show their identity to whoever saw them
    inked; play and discard are public.
    """
    if seat not in (0, 1):
        raise ValueError(f"seat must be 0 or 1, not {seat}")
    bit = 1 << seat
    players = []
    for player in game.players:
        hand = [c for c in player.hand if c.known & bit]
        inkwell = [
            _card(game, c) if c.known & bit else {"hidden": True, "exerted": c.exerted}
            for c in player.inkwell
        ]
        players.append(
            {
                "seat": player.index,
                "lore": player.lore,
                "deck": len(player.deck),
                "hand": {"count": len(player.hand), "known": [_card(game, c) for c in hand]},
                "inkwell": inkwell,
                "ready_ink": player.ready_ink,
                "play": [_card(game, c) for c in player.play],
                "discard": [_card(game, c) for c in player.discard],
            }
        )
    shown: View = {
        "rules": RULES_VERSION,
        "depth": game.depth,
        "seat": seat,
        "turn": game.turn,
        "active": game.active,
        "step": game.step.name.lower(),
        "decides": game.decider,
        "winner": game.winner,
        "players": players,
    }
    if game.subgame is not None:
        # This game is suspended; the subgame running inside it is where play happens.
        shown["subgame"] = view(game.subgame, seat)
    return shown


def visible_ids(game: Game, seat: int) -> set[int]:
    """Ids of every card whose identity `seat` may know now (used to test views)."""
    bit = 1 << seat
    return {card.id for card in game.cards if card.known & bit}
