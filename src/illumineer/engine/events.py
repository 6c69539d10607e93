"""Events: what happened, for triggered abilities to watch (rule 6.2).

>>> Event(EventKind.QUEST, card=12, player=0).other
-1
"""

from __future__ import annotations

from typing import NamedTuple

from illumineer.engine.vocabulary import EventKind


class Event(NamedTuple):
    """Something that happened.

    - `card`: the card it happened to (the played, questing, banished, damaged... card); -1
      for the turn's events, which happen to no card.
    - `player`: who did it (1.3.3: "whenever *you* ready..." means the player who readied):
      the player who played, quested, challenged, sang, moved, boosted or discarded; for
      damage, readying and removing damage, the controller of the effect or rule that did
      it; for a banish or a card leaving play, the card's owner; for the turn's events, the
      active player; for Vanish, the opponent who chose the card.
    - `other`: the other card (the challenged card, the challenger, the song, the location,
      the boosted card, the banished card for ``BANISHES``, the action card whose effect
      dealt a ``DAMAGE`` outside a challenge); -1 when none.
    - `in_challenge`: a banish that happened to a participant of a challenge.
    - `amount`: how much damage was dealt (``DAMAGE``: the counters put, after Resist) or
      removed; for ``PAID_TO_PLAY``, the ink paid.
    - `cards`: every card of a ``DISCARD`` or ``MILLED`` (one event for one instruction,
      6.2.1); for a location's ``BANISH``, the characters that were at it.
    - `at`: the location the card was at as the event happened (a card that left play, or
      banished another, keeps it here: "whenever a character is banished while here"); for
      ``MOVE``, the location it moved from; -1 when none.

    (A named tuple: events are made by the thousand, and hash the same in every process.)
    """

    kind: EventKind
    card: int
    player: int
    other: int = -1
    in_challenge: bool = False
    amount: int = 0
    cards: tuple[int, ...] = ()
    at: int = -1
