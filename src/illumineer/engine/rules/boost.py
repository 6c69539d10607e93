"""Boost N (rule 8.4): once during your turn, pay N to put the top card of your deck
facedown under this card (nobody may look at it; it is not in play)."""

from __future__ import annotations

from illumineer.engine.actions import Action, fast
from illumineer.engine.bag import notice
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.events import Event
from illumineer.engine.inkdrops import spendable
from illumineer.engine.primitives import put_under
from illumineer.engine.rules.base import reach, turn_action
from illumineer.engine.rules.play import pay
from illumineer.engine.state import Card, GameState
from illumineer.engine.trail import set_field
from illumineer.engine.values import keyword_value
from illumineer.engine.vocabulary import EventKind, Keyword, Verb, Zone
from illumineer.engine.why import Because, Why


def touch(st: GameState, action: Action, who: int) -> None:
    card = reach(st, action.card, who, Zone.PLAY, "play")
    if keyword_value(st, card, Keyword.BOOST) is None:
        raise ImpossibleAction("8.4", f"{card.definition} has no Boost")
    if not st.players[card.owner].deck:
        raise ImpossibleAction("8.4", "there is no card on top of the deck")


def _problem(st: GameState, card: Card) -> IllegalAction | None:
    if card.id in st.boosted:
        return IllegalAction("8.4", f"{card.definition} has already used Boost this turn",
                             Why(Because.BOOST_USED, (card.id,)))
    price = keyword_value(st, card, Keyword.BOOST) or 0
    if price > spendable(st.players[card.owner]):
        ready = spendable(st.players[card.owner])
        return IllegalAction("1.5.3", f"Boost costs {price} ink",
                             Why(Because.BOOST_SHORT, (card.id,), (price, ready)))
    return None


def verify(st: GameState, action: Action, who: int) -> None:
    turn_action(st, "8.4", who)
    found = _problem(st, st.cards[action.card])
    if found is not None:
        raise found


def perform(st: GameState, action: Action, who: int) -> None:
    card = st.cards[action.card]
    me = st.players[card.owner]
    pay(st, card.owner, keyword_value(st, card, Keyword.BOOST) or 0)
    top = me.deck[-1]
    put_under(st, top, card, card.owner)  # facedown: nobody may look at it (8.4)
    set_field(st, st, "boosted", (*st.boosted, card.id))
    notice(st, Event(EventKind.BOOST, card.id, card.owner, top.id))


def offer(st: GameState, out: list[Action], ready: int) -> None:
    me = st.players[st.active]
    if not me.deck:
        return
    plain = not (st.statics_in_play or st.modifiers)  # only printed keywords
    for card in me.play:
        if plain and Keyword.BOOST not in card.definition.keyword_set:
            continue
        if keyword_value(st, card, Keyword.BOOST) is not None and _problem(st, card) is None:
            out.append(fast(Verb.BOOST, (card.id,)))
