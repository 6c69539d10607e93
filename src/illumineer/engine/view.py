"""What one seat may see (rule 7.1): the only window faces and agents get on a game.

A card's identity appears in a view only if the card's `known` bits include the viewer;
hidden cards appear without id or name, so nothing in a view can be traced back to them.
Besides the board, a view carries what faces need to show and must not work out themselves:
who decides, what the open question is for, what is in the bag, and, for the deciding seat,
each legal action with the facts the rules give it (a play's cost, a quest's lore, a
challenge's outcome).
"""

from __future__ import annotations

from typing import Any

from illumineer.engine import rules
from illumineer.engine.actions import SHAPES, Action
from illumineer.engine.errors import IllumineerError
from illumineer.engine.game import RULES_VERSION, Game
from illumineer.engine.rules.challenge import preview
from illumineer.engine.rules.shift import price as shift_price
from illumineer.engine.state import Card, GameState, Incident
from illumineer.engine.values import cost, lore_value, strength, willpower
from illumineer.engine.vocabulary import Mode, Verb, Zone

View = dict[str, Any]


def _card(st: GameState, card: Card) -> dict[str, Any]:
    d = card.definition
    shown: dict[str, Any] = {
        "id": card.id,
        "name": d.full_name,
        "ja_name": d.ja_name,
        "type": d.card_type.printed,
        "owner": card.owner,
        "zone": str(card.zone),
        "cost": d.cost,
    }
    if card.zone in (Zone.PLAY, Zone.INKWELL):
        shown["exerted"] = card.exerted
    if card.zone is Zone.HAND:
        shown["pay"] = cost(st, card)  # what playing it costs now, with every modifier
        shown["inkable"] = d.inkable
    if card.zone is Zone.PLAY:
        if card.is_character or card.is_location:
            shown["damage"] = card.damage
            shown["willpower"] = willpower(st, card)
        if card.is_character:
            shown["drying"] = card.drying
            shown["strength"] = strength(st, card)
            shown["lore"] = lore_value(st, card)
            if card.location is not None:
                shown["at"] = card.location
        if card.under:
            shown["under"] = len(card.under)
    return shown


def _ref(st: GameState, seat: int, card_id: int) -> dict[str, Any]:
    """A card as `seat` may know it: in full, or only as hidden."""
    card = st.cards[card_id]
    if card.known & (1 << seat):
        return _card(st, card)
    return {"hidden": True, "owner": card.owner, "zone": str(card.zone)}


def _action(st: GameState, seat: int, action: Action) -> dict[str, Any]:
    """A legal action with what the rules say it would do."""
    verb = action.verb
    shown: dict[str, Any] = {"action": str(action), "code": action.encode(), "verb": verb.text}
    shape = SHAPES[verb]
    if shape.startswith("c"):
        shown["card"] = _ref(st, seat, action.card)
    if shape == "cc":
        shown["other"] = _ref(st, seat, action.other)
    if verb is Verb.PLAY:
        shown["cost"] = cost(st, st.cards[action.card])
    elif verb is Verb.SHIFT:
        shown["cost"] = shift_price(st, st.cards[action.card], st.cards[action.other])
    elif verb is Verb.QUEST:
        shown["lore"] = max(0, lore_value(st, st.cards[action.card]))
    elif verb is Verb.CHALLENGE:
        outcome = preview(st, st.cards[action.card], st.cards[action.other])
        shown["outcome"] = {
            "to_target": outcome.to_target,
            "to_challenger": outcome.to_challenger,
            "target_banished": outcome.target_banished,
            "challenger_banished": outcome.challenger_banished,
        }
    elif verb is Verb.RESOLVE:
        shown["ability"] = next(
            (t.ability.name for t in st.bag if (t.source, t.number) == action.args), ""
        )
    elif verb is Verb.ACTIVATE:
        behaviour = st.cards[action.card].definition.behaviour
        shown["ability"] = behaviour.activated[action.other].name if behaviour else ""
    elif verb is Verb.NUMBER:
        shown["number"] = action.card
    return shown


def _incident(st: GameState, seat: int, incident: Incident) -> dict[str, Any]:
    """An incident recorded in table mode, as `seat` may know it: its words (which name
    cards by id) only when every card they name is known to the seat."""
    action = incident.action
    named = set(incident.cards)
    named.update(arg for arg, kind in zip(action.args, SHAPES[action.verb], strict=False)
                 if kind == "c")  # fmt: skip
    shown: dict[str, Any] = {
        "turn": incident.turn,
        "position": incident.position,
        "player": incident.player,
        "kind": incident.kind.name.lower(),
        "rule": incident.rule,
        "cards": [_ref(st, seat, i) for i in incident.cards],
    }
    if all(st.cards[i].known & (1 << seat) for i in named if 0 <= i < len(st.cards)):
        shown["action"] = str(action)
        shown["reason"] = incident.reason
    return shown


def _level(st: GameState, seat: int) -> View:
    bit = 1 << seat
    players = []
    for player in st.players:
        hand = [c for c in player.hand if c.known & bit]
        inkwell = [
            _card(st, c) if c.known & bit else {"hidden": True, "exerted": c.exerted}
            for c in player.inkwell
        ]
        players.append(
            {
                "seat": player.index,
                "lore": player.lore,
                "deck": len(player.deck),
                "hand": {"count": len(player.hand), "known": [_card(st, c) for c in hand]},
                "inkwell": inkwell,
                "ready_ink": player.ready_ink,
                "play": [_card(st, c) for c in player.play],
                "discard": [_card(st, c) for c in player.discard],
            }
        )
    decides = rules.decider(st)
    shown: View = {
        "depth": st.depth,
        "turn": st.turn,
        "active": st.active,
        "phase": st.phase.name.lower(),
        "decides": decides,
        "winner": st.winner,
        "players": players,
        # The bag is public (7.1.2): whose triggers wait, from which card, which ability.
        "bag": [
            {"player": t.player, "source": _ref(st, seat, t.source), "ability": t.ability.name}
            for t in st.bag
        ],
    }
    res = st.resolving
    if res is not None:
        shown["resolving"] = {
            "source": _ref(st, seat, res.source),
            "ability": res.label,
            "controller": res.controller,
        }
    if st.prompt is not None:
        prompt = st.prompt
        options = [_ref(st, seat, i) for i in prompt.options]
        shown["prompt"] = {
            "kind": prompt.kind.name.lower(),
            "player": prompt.player,
            "for": shown.get("resolving"),
            "options": options,
            "optional": prompt.optional,
            "maximum": prompt.maximum,
        }
    if st.singing is not None:
        shown["singing"] = {
            "song": _ref(st, seat, st.singing[0]),
            "singers": [_ref(st, seat, i) for i in st.singing[1]],
        }
    if st.mode is Mode.TABLE:
        shown["incidents"] = [_incident(st, seat, i) for i in st.incidents]
    if st.subgame is not None:
        # This level is suspended; the subgame running inside it is where play happens.
        shown["subgame"] = _level(st.subgame, seat)
    elif decides == seat:
        shown["actions"] = [_action(st, seat, a) for a in rules.legal_actions(st)]
    return shown


def view(game: Game, seat: int) -> View:
    """The game as seat `seat` (0 or 1) may see it, as plain JSON-ready data.

    Hands show the cards the seat knows (its own hand; revealed cards of the opponent) and a
    count; decks show only their size; inkwell cards show their identity to whoever saw them
    inked; play and discard are public. The deciding seat also gets its legal actions.
    """
    if seat not in (0, 1):
        raise IllumineerError(f"seat must be 0 or 1, not {seat!r}")
    shown = _level(game, seat)
    shown["rules"] = RULES_VERSION
    shown["seat"] = seat
    return shown


def visible_ids(game: Game, seat: int) -> set[int]:
    """Ids of every card whose identity `seat` may know now (used to test views)."""
    bit = 1 << seat
    return {card.id for card in game.cards if card.known & bit}
