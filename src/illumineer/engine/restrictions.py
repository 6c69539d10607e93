"""Restrictions and requirements (1.2.1, 1.2.2): what a player can't play, and which
characters must quest.

- **Can't play.** A card can't be played (by paying, singing, shifting or for free) while
  a restriction says so: a ban from a resolved effect ("opponents can't play actions until
  the start of your next turn", `GameState.bans`), a static ability in play ("while you have
  no cards in your hand, opponents can't play actions with cost 4 or more"), or the card's
  own, read from the hand ("you can't play this character unless ...", 4.3.6's reading of
  self-referential abilities).
- **Must quest.** A character with Adventurous, or that an effect says must quest if able,
  keeps its controller from ending the turn while it could still quest; as Reckless does
  for challenging (8.7), it may still exert to sing or to pay a cost first.

Nothing here changes the state but `ban`, through the trail.
"""

from __future__ import annotations

from illumineer.engine.primitives import span
from illumineer.engine.state import Ban, Card, GameState
from illumineer.engine.trail import set_field
from illumineer.engine.values import Reading, affected, has_keyword
from illumineer.engine.vocabulary import Duration, Keyword, Stat


def cant_play(st: GameState, card: Card, player: int) -> bool:
    """Whether a restriction keeps `player` from playing `card` now (1.2.2)."""
    behaviour = card.definition.behaviour
    if behaviour is not None and card.definition.restricted_from_hand:  # its own, from the hand
        facts: Reading | None = None
        for static in behaviour.statics:
            if static.affects is Stat.CANT_BE_PLAYED and static.from_hand:
                facts = facts or Reading(st, card.id, card.owner)
                if static.applies(facts, card):
                    return True
    if st.statics_in_play and affected(st, card, Stat.CANT_BE_PLAYED):
        return True
    if not st.bans:
        return False
    turn = st.turn
    return any(ban.player == player and ban.start <= turn <= ban.end
               and ban.cards.matches(Reading(st, ban.source, ban.controller), card)
               for ban in st.bans)  # fmt: skip


def ban(
    st: GameState, player: int, cards: object, duration: Duration, source: int, controller: int
) -> None:
    """`player` can't play the cards `cards` describes for `duration` (6.1.13)."""
    start, end = span(st, st.cards[source], duration, controller)
    entry = Ban(player, cards, source, controller, start, end)
    set_field(st, st, "bans", (*st.bans, entry))


def limit_ready(st: GameState, player: int, most: int, source: int) -> None:
    """`player` can't ready more than `most` of their characters at the start of their next
    turn (3.2.1.1; `rules/turn.py` asks which)."""
    set_field(st, st, "ready_limits", (*st.ready_limits, (player, most, source)))


def must_quest(st: GameState, card: Card) -> bool:
    """Whether `card` must quest if able: Adventurous, or an effect's "must quest"."""
    return has_keyword(st, card, Keyword.ADVENTUROUS) or affected(st, card, Stat.MUST_QUEST)


def cant_challenge(st: GameState, card: Card) -> bool:
    """Whether `card` can't challenge: a "can't challenge" (1.2.2), or Adventurous."""
    return affected(st, card, Stat.CANT_CHALLENGE) or has_keyword(st, card, Keyword.ADVENTUROUS)
