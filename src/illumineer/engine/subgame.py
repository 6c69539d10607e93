"""Subgames (Magic 729, brought to Lorcana): a game inside a game.

A subgame is a `GameState` whose parent is the running game. It has its own zones, players
and turn; it shares the parent's cards, random source and undo trail, so undo and replay
cross levels exactly. The parent is suspended (its resolution waits on a ``SUBGAME``
prompt) until the subgame ends; then every card goes back to its owner's deck in the parent,
which is shuffled, and the parent's effect goes on (engine/resolution.py).
"""

from __future__ import annotations

from illumineer.engine.bag import last_known, notice
from illumineer.engine.events import Event
from illumineer.engine.hashing import touch
from illumineer.engine.primitives import draw, shuffle
from illumineer.engine.state import EVERYONE, Card, GameState, ZoneList
from illumineer.engine.trail import push, set_field, use_rng
from illumineer.engine.vocabulary import Arrival, EventKind, Phase, Zone

OPENING_HAND = 7  # 2.2.1.4


def _undo_transfer(card: Card, src: ZoneList, i: int, dst: ZoneList, zone: Zone) -> None:
    dst.remove(card)
    src.insert(i, card)
    card.zone = zone
    touch(card)
    touch(src)
    touch(dst)


def transfer(
    st: GameState, card: Card, src: ZoneList, dst: ZoneList, zone: Zone = Zone.DECK
) -> None:
    """Move a card between the zones of two levels; it becomes a new card (7.1.6). A card
    that leaves play at level `st` triggers "leaves play" there: those triggers wait until
    that level resumes."""
    left_play = card.zone is Zone.PLAY and src is st.players[card.owner].play
    before = last_known(st, (card,)) if left_play else ()
    i = src.index(card)
    del src[i]
    dst.append(card)
    push(st, (_undo_transfer, card, src, i, dst, card.zone))
    st.static_index = st.listener_index = None
    card.zone = zone
    touch(card)
    touch(src)
    touch(dst)
    known = EVERYONE if zone is Zone.PLAY else 0
    set_field(st, card, "damage", 0)
    set_field(st, card, "exerted", False)
    set_field(st, card, "drying", False)
    set_field(st, card, "location", None)
    set_field(st, card, "under", ())
    set_field(st, card, "known", known)
    set_field(st, card, "arrived", Arrival.RULE)
    if left_play:
        notice(st, Event(EventKind.LEAVE, card.id, card.owner), before)


def start_subgame(st: GameState, *, bring_characters: bool = False) -> GameState:
    """Start a subgame from the resolving effect (Magic 729.2): new zones; each player's deck
    moves in as their deck and is shuffled; a random starting player; opening hands. This
    level is suspended until the subgame ends."""
    child = GameState(seed=st.seed, mode=st.mode, parent=st)
    child.decks = st.decks
    for player, inner in zip(st.players, child.players, strict=True):
        for card in list(player.deck):
            transfer(st, card, player.deck, inner.deck)
        if bring_characters:  # only what the creating effect says moves (729.2)
            for card in [c for c in player.play if c.is_character]:
                transfer(st, card, player.play, inner.play, Zone.PLAY)
    use_rng(st)
    start = st.rng.randrange(2)  # 2.2.1.1: the starting player at random
    child.starting_player = child.active = start
    child.phase = Phase.ALTER_HAND
    set_field(st, st, "subgame", child)
    for inner in child.players:
        shuffle(child, inner)
    for inner in child.players:
        for _ in range(OPENING_HAND):
            draw(child, inner)
    return child


def fold(child: GameState) -> GameState:
    """The subgame has ended (729.3): every card in its zones goes to its owner's deck in the
    parent, which is shuffled; the parent records the winner and resumes. Return the parent."""
    parent = child.parent
    if parent is None:
        raise ValueError("a main game has no parent to fold into")
    for inner in child.players:
        for zone in inner.zones:
            for card in list(zone):
                transfer(parent, card, zone, parent.players[card.owner].deck)
    for player in parent.players:
        shuffle(parent, player)
    set_field(parent, parent, "subgame_winner", child.winner)
    set_field(parent, parent, "subgame", None)
    return parent
