"""What one seat may see (rule 7.1): the only window faces and agents get on a game.

A card's identity appears in a view only if the card's `known` bits include the viewer;
hidden cards appear without id or name, so nothing in a view can be traced back to them.
Besides the board, a view carries what faces need to show and must not work out themselves:
who decides, what the open question is for and what its ability says, what is in the bag,
and, for the deciding seat, each legal action with the facts the rules give it (a play's
cost, a quest's lore, a challenge's outcome). `public_view` is the game as a spectator sees
it: only what both players know.
"""

from __future__ import annotations

import functools
from typing import Any

from illumineer.engine import rules
from illumineer.engine.abilities.ability import Ability, Activated, Triggered
from illumineer.engine.abilities.english import say_ability, say_effect
from illumineer.engine.abilities.phrasing import Speaker, Unsayable
from illumineer.engine.actions import SHAPES, Action
from illumineer.engine.errors import IllumineerError
from illumineer.engine.game import RULES_VERSION, Game
from illumineer.engine.rules.challenge import preview
from illumineer.engine.rules.shift import price as shift_price
from illumineer.engine.state import Card, GameState, Incident
from illumineer.engine.values import cost, lore_value, strength, willpower
from illumineer.engine.vocabulary import CardType, Mode, PromptKind, Verb, Zone

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
        "inks": [ink.value for ink in d.inks],
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


def _in_play(st: GameState, mask: int, card: Card) -> dict[str, Any]:
    """A card in play, with the cards under it (top first) as the viewer may know them."""
    shown = _card(st, card)
    if card.under:
        shown["under_cards"] = [_ref(st, mask, i) for i in reversed(card.under)]
    return shown


def _knows(card: Card, mask: int) -> bool:
    """Whether every viewer of `mask` (a seat's bit, or both for the public) knows `card`."""
    return card.known & mask == mask


def _ref(st: GameState, mask: int, card_id: int) -> dict[str, Any]:
    """A card as the viewer may know it: in full, or only as hidden."""
    card = st.cards[card_id]
    if _knows(card, mask):
        return _card(st, card)
    return {"hidden": True, "owner": card.owner, "zone": str(card.zone)}


@functools.lru_cache(maxsize=4096)
def _say(ability: Ability, card_type: CardType, name: str) -> str:
    return say_ability(ability, Speaker(card_type, name))


def _ability_text(st: GameState, source: int, name: str,
                  kinds: tuple[type[Triggered | Activated], ...],
                  fallback: Ability | None = None) -> str:  # fmt: skip
    """What the ability `name` of card `source` says, as printed (its name first), from its
    words; an action's effect when `name` is the action's own; "" when it has no words."""
    d = st.cards[source].definition
    behaviour = d.behaviour
    try:
        if behaviour is not None:
            for ability in behaviour.abilities:
                if isinstance(ability, kinds) and ability.name == name:
                    return _say(ability, d.card_type, d.name)
            if name == d.full_name and behaviour.effect:
                return say_effect(behaviour.effect, Speaker(d.card_type, d.name))
        keyword = next((k for k in d.keywords if k.name == name), None)
        if keyword is not None:  # a keyword's own trigger (Support) or choice (Bodyguard)
            return _printed_keyword(d.full_text, str(keyword))
        if fallback is not None:  # granted by another card's effect
            return _say(fallback, d.card_type, d.name)
    except Unsayable:  # words no phrase says yet: the face shows the ability's name
        return ""
    return ""


def _printed_keyword(full_text: str, keyword: str) -> str:
    """A keyword with its reminder text as the card prints it, on one line:
    ``Support (Whenever this character quests, ...)``; the keyword alone without one."""
    at = full_text.find(keyword + " (")
    if at < 0 or (at and full_text[at - 1] != "\n"):
        return keyword
    end = full_text.find(")", at)
    return keyword if end < 0 else " ".join(full_text[at : end + 1].split())


def _action(st: GameState, seat: int, action: Action) -> dict[str, Any]:
    """A legal action with what the rules say it would do."""
    verb = action.verb
    mask = 1 << seat
    shown: dict[str, Any] = {"action": str(action), "code": action.encode(), "verb": verb.text}
    shape = SHAPES[verb]
    if shape.startswith("c"):
        shown["card"] = _ref(st, mask, action.card)
    if shape == "cc":
        shown["other"] = _ref(st, mask, action.other)
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
        trigger = next((t for t in st.bag if (t.source, t.number) == action.args), None)
        shown["ability"] = trigger.ability.name if trigger else ""
        if trigger is not None:
            shown["text"] = _ability_text(st, trigger.source, trigger.ability.name, (Triggered,),
                                          trigger.ability)  # fmt: skip
    elif verb is Verb.ACTIVATE:
        activated = rules.activate.ability_of(st, st.cards[action.card], action.other)
        shown["ability"] = activated.name if activated is not None else ""
        if activated is not None:
            shown["text"] = _ability_text(st, action.card, activated.name, (Activated,), activated)
    elif verb is Verb.NUMBER or verb is Verb.MODE:
        shown["number"] = action.card
    elif verb is Verb.DROPS:
        shown["drops"] = action.args[0]
    elif verb is Verb.NAME:
        shown["named"] = _names(st, seat).get(action.card, "")
    return shown


def _names(st: GameState, seat: int) -> dict[int, str]:
    """The full names of the cards of `seat`'s deck list, by card id (what it may name)."""
    return {card.definition.id: card.definition.full_name
            for card in st.cards if card.owner == seat}  # fmt: skip


def _incident(st: GameState, mask: int, incident: Incident) -> dict[str, Any]:
    """An incident recorded in table mode, as the viewer may know it: its words (which name
    cards by id) only when every card they name is known to the viewer."""
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
        "cards": [_ref(st, mask, i) for i in incident.cards],
    }
    if all(_knows(st.cards[i], mask) for i in named if 0 <= i < len(st.cards)):
        shown["action"] = str(action)
        shown["reason"] = incident.reason
    return shown


def _level(st: GameState, mask: int, seat: int | None) -> View:
    """A game level as the viewer `mask` sees it; `seat` (None for the public) gets its
    legal actions when it decides."""
    players = []
    for player in st.players:
        hand = [c for c in player.hand if _knows(c, mask)]
        inkwell = [
            _card(st, c) if _knows(c, mask) else {"hidden": True, "exerted": c.exerted}
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
                "drops": player.drops,  # ink drops (set 14): public, like lore
                "drops_set_aside": player.pledged,
                "play": [_in_play(st, mask, c) for c in player.play],
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
        # Each with what its ability says, as printed.
        "bag": [
            {
                "player": t.player,
                "source": _ref(st, mask, t.source),
                "ability": t.ability.name,
                "text": _ability_text(st, t.source, t.ability.name, (Triggered,), t.ability),
            }
            for t in st.bag
        ],
    }
    res = st.resolving
    if res is not None:
        # The text is public once the card resolves (a played action, a trigger announced).
        shown["resolving"] = {
            "source": _ref(st, mask, res.source),
            "ability": res.label,
            "text": _ability_text(st, res.source, res.label, (Triggered, Activated)),
            "controller": res.controller,
        }
    if st.prompt is not None:
        prompt = st.prompt
        if prompt.kind is PromptKind.PLAYER:
            options = []  # (the players: the legal actions name them)
        elif prompt.kind is PromptKind.NAME:  # card ids of the chooser's deck list: theirs only
            names = _names(st, seat) if seat is not None and seat == prompt.player else {}
            options = [{"card_id": i, "name": names[i]} for i in prompt.options if i in names]
        elif seat is not None and seat == prompt.player:
            options = [_ref(st, mask, i) for i in prompt.options]
        else:  # how many hidden cards a choice could take is hidden too (7.1.3)
            options = [_ref(st, mask, i) for i in prompt.options if _knows(st.cards[i], mask)]
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
            "song": _ref(st, mask, st.singing[0]),
            "singers": [_ref(st, mask, i) for i in st.singing[1]],
        }
    if st.mode is Mode.TABLE:
        shown["incidents"] = [_incident(st, mask, i) for i in st.incidents]
    if st.subgame is not None:
        # This level is suspended; the subgame running inside it is where play happens.
        shown["subgame"] = _level(st.subgame, mask, seat)
    elif seat is not None and decides == seat:
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
    shown = _level(game, 1 << seat, seat)
    shown["rules"] = RULES_VERSION
    shown["seat"] = seat
    return shown


#: Both seats' bits: what the public knows is what both players know.
_PUBLIC = 0b11


def public_view(game: Game) -> View:
    """The game as a spectator may see it: a card's identity only where both players know
    it (play, discard, the bag, cards inked by the turn action or revealed to both), and no
    legal actions; ``seat`` is None.
    """
    shown = _level(game, _PUBLIC, None)
    shown["rules"] = RULES_VERSION
    shown["seat"] = None
    return shown


def visible_ids(game: Game, seat: int) -> set[int]:
    """Ids of every card whose identity `seat` may know now (used to test views)."""
    bit = 1 << seat
    return {card.id for card in game.cards if card.known & bit}
