"""Playing a card (4.3.3): what happens once it is paid for, however it was paid for.

A paid play, a sung song, a shifted character and a card played for free by an effect all
end here: the card enters play (drying, with its enter-play modifications, 6.7.9), the turn
counts it, the "next [type] you play" reductions it meets are used up (4.3.6, even when it
was free or sung), and the play is noticed. An action's effect, or Bodyguard's "may enter
exerted", is returned for the caller to resolve now (a turn action) or after the effect that
played it (6.7.8.1).
"""

from __future__ import annotations

from illumineer.engine.abilities.ability import Static
from illumineer.engine.abilities.core import amount_of
from illumineer.engine.abilities.keywords import ENTER_EXERTED
from illumineer.engine.abilities.prevention import MayEnterExerted
from illumineer.engine.bag import notice
from illumineer.engine.events import Event
from illumineer.engine.primitives import add_modifier, enter_exerted, move, reveal
from illumineer.engine.state import EVERYONE, Card, GameState, Resolution
from illumineer.engine.trail import set_field
from illumineer.engine.values import has_keyword, is_action, reductions_for, statics_of
from illumineer.engine.vocabulary import (
    Afterwards,
    Arrival,
    Duration,
    EventKind,
    Keyword,
    Stat,
    Zone,
)

#: Keys the state hash reads for what a resolution is (an action's effect, Bodyguard's
#: choice); triggered and activated abilities use their own (engine/resolution.py).
EFFECT_KEY = 1
ENTER_EXERTED_KEY = 2
MAY_ENTER_EXERTED_KEY = 3


def enters(st: GameState, card: Card) -> None:
    """Enter-play modifications apply as the card enters (6.7.9): "this character enters
    play exerted", "... enters play with N damage", its own or another card's in play
    ("opposing characters with Singer enter play with 1 damage"), and what waits for "the
    next character you play this turn" ("... enters play exerted and gains Bodyguard")."""
    if st.reductions and card.is_character:
        for waiting in reductions_for(st, card):
            if waiting.exerted:
                enter_exerted(st, card, waiting.player)
            if waiting.gains is not None:
                add_modifier(st, card, waiting.gains, 1, Duration.UNTIL_YOUR_NEXT_TURN,
                             waiting.player, waiting.source)  # fmt: skip
    if not st.statics_in_play:
        return
    for _, static, facts in statics_of(st, Stat.ENTERS_EXERTED):
        if static.applies(facts, card):
            enter_exerted(st, card, card.owner)
    for _, static, facts in statics_of(st, Stat.ENTERS_DAMAGE):
        if static.applies(facts, card):
            set_field(st, card, "damage", card.damage + amount_of(static.amount, facts, card))


def use_up_reductions(st: GameState, card: Card, *, shifted: bool = False) -> None:
    """4.3.6: the next such card uses up the "next [type] you play" reductions it meets,
    however it is played (and, `shifted`, those for "the next character you shift")."""
    if st.reductions:
        used = reductions_for(st, card, shifted=shifted)
        if used:
            set_field(st, st, "reductions", tuple(r for r in st.reductions if r not in used))


def count_play(st: GameState, card: Card, player: int) -> None:
    """What the turn remembers: the cards each player played ("if you played a song this
    turn", "whenever you play a second action")."""
    set_field(st, st, "played", (*st.played, (player, card.id)))


def played(st: GameState, card: Card, player: int, *, shifted: bool = False) -> None:
    """The card was played (4.3.3): the turn counts it, reductions are used, it is noticed.
    `shifted`: played with Shift."""
    count_play(st, card, player)
    use_up_reductions(st, card, shifted=shifted)
    notice(st, Event(EventKind.PLAY, card.id, player))


def enter_play(
    st: GameState,
    card: Card,
    player: int,
    *,
    exerted: bool = False,
    afterwards: Afterwards = Afterwards.DISCARD,
) -> Resolution | None:
    """4.3.3: the card is played and enters play; return what must resolve next (an action's
    effect, or Bodyguard's "may enter play exerted"), if anything."""
    reveal(st, card, EVERYONE)
    move(st, card, Zone.PLAY, how=Arrival.PLAYED)
    if card.is_character:
        set_field(st, card, "drying", True)  # 5.1.2: enters ready and drying
    enters(st, card)
    if exerted:
        enter_exerted(st, card, player)
    played(st, card, player)
    behaviour = card.definition.behaviour
    if is_action(card):
        steps = behaviour.steps if behaviour is not None else ()
        return Resolution(card.id, player, steps, label=card.definition.full_name,
                          key=EFFECT_KEY, afterwards=afterwards)
    if has_keyword(st, card, Keyword.BODYGUARD) and not card.exerted:
        return Resolution(card.id, player, ENTER_EXERTED, label="Bodyguard",
                          key=ENTER_EXERTED_KEY)
    return may_enter_exerted(card, player)


def may_enter_exerted(card: Card, player: int) -> Resolution | None:
    """ "This character may enter play exerted (to ...)": asked as it enters (a replacement
    applied while it is played, as Bodyguard's is, 8.3.2)."""
    behaviour = card.definition.behaviour
    if behaviour is None or card.exerted:
        return None
    for ability in behaviour.abilities:
        if isinstance(ability, Static) and isinstance(ability.rule, MayEnterExerted):
            return Resolution(card.id, player, ability.rule.steps, label=ability.name,
                              key=MAY_ENTER_EXERTED_KEY)
    return None
