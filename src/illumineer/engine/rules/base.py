"""What every rule module needs: reaching a card, and the conditions of a turn action.

Two kinds of check, kept apart (ARCHITECTURE.md, "Two modes of the same engine"):

- **physical** (`ImpossibleAction`): the action cannot be done at all, at a table either:
  no such card, a card out of the acting player's reach, a card that is no song to sing or
  no location to move to. Refused in every mode.
- **rules** (`IllegalAction`): the action can be done but the rules forbid it: inking a
  second card, questing with a Reckless character. Strict mode refuses it; table mode carries
  it out and records an incident.
"""

from __future__ import annotations

from illumineer.engine.bag import resolver
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.state import Card, GameState
from illumineer.engine.vocabulary import Phase, PromptKind, Zone
from illumineer.engine.why import Because, Why


def card_of(st: GameState, card_id: int) -> Card:
    """The card with this id (``c12``); there must be one."""
    if not 0 <= card_id < len(st.cards):
        raise ImpossibleAction("7.1.1", f"there is no card c{card_id}")
    return st.cards[card_id]


def reach(st: GameState, card_id: int, player: int, zone: Zone, what: str = "") -> Card:
    """A card of `player`'s in `zone` of this game: the only cards that player can take an
    action with. `what` names the zone in the message ("hand")."""
    card = card_of(st, card_id)
    # In a subgame, a card of the game outside has a zone there, not here (7.1.1).
    if (
        card.owner != player
        or card.zone is not zone
        or (st.parent is not None and card not in st.players[player].zones[zone])
    ):
        where = what or str(zone)
        raise ImpossibleAction("7.1.5", f"c{card_id} is not in p{player + 1}'s {where}")
    return card


def decider(st: GameState) -> int | None:
    """Who must decide now (0 or 1), or None once the game is over. A running subgame
    decides for the game it runs in."""
    if st.subgame is not None:
        return decider(st.subgame)
    if st.phase is Phase.OVER:
        return None
    prompt = st.prompt
    if prompt is not None:
        return None if prompt.kind is PromptKind.SUBGAME else prompt.player
    if st.singing is not None:
        return st.active
    if st.bag:
        return resolver(st)
    if st.phase is Phase.MAIN:
        return st.active
    for offset in range(2):  # 2.2.2: altering hands in turn order
        index = (st.starting_player + offset) % 2
        if not st.players[index].altered_hand:
            return index
    return None


def idle_main(st: GameState, rule: str) -> None:
    """Turn actions need the active player's Main Phase with nothing resolving and the bag
    empty (4.1.1, 4.1.2, 1.7.2)."""
    if st.phase is not Phase.MAIN:
        raise IllegalAction("4.1.1", "turn actions are taken only in the Main Phase",
                            Why(Because.NOT_MAIN_PHASE))
    if st.prompt is not None or st.resolving is not None:
        raise IllegalAction("1.7.2", "an effect is still resolving; answer it first",
                            Why(Because.RESOLVING))
    if st.singing is not None:
        raise IllegalAction("8.12", "finish choosing the singers first", Why(Because.SINGING))
    if st.bag:
        raise IllegalAction(rule, "the bag must be empty first (7.7.4)", Why(Because.BAG_NOT_EMPTY))


def turn_action(st: GameState, rule: str, who: int) -> None:
    """The checks every turn action by `who` shares: the active player (4.1.1), in an idle
    Main Phase."""
    idle_main(st, rule)
    if who != st.active:
        raise IllegalAction("4.1.1", "only the active player takes turn actions",
                            Why(Because.NOT_YOUR_TURN, (), (who,)))
