"""Damage prevention and replacement (rule 6.5; 1.2.2 for "can't be dealt damage").

How much damage a card takes when damage is dealt to it or put on it, after what prevents
or replaces it, in this order:

1. "can't be dealt damage" (1.2.2): damage dealt to the card is not dealt at all;
2. "the next time they would be dealt damage they take no damage instead" (6.5): a shield
   from a resolved effect, used up by the next damage dealt to the card; identical shields
   can't share an event, so the card's other shields cease to exist with it (6.5.8);
3. Resist (8.8), unless the damage "can't be reduced by Resist";
4. "the first time this character would take damage, she takes no damage instead": a
   static shield, once a turn (6.1.13), for damage taken by any means (dealt or put,
   1.9.1), used only by damage the card would really take (1.9.5: none after Resist is
   none taken).

The replaced event never happens, so nothing sees it (6.5.4): no damage is taken, and
"whenever ... takes damage" does not trigger. `would_take` answers the same without using
a shield up, for faces (a challenge's outcome).
"""

from __future__ import annotations

from illumineer.engine.state import Card, GameState
from illumineer.engine.trail import set_field
from illumineer.engine.values import affected, keyword_value
from illumineer.engine.vocabulary import Keyword, Stat

#: The mark of a used "first time each turn" shield in `GameState.once_used` (beside the
#: numbers of the abilities used once a turn).
FIRST_SHIELD = 4000


def dealt(st: GameState, card: Card, amount: int, *, resisted: bool = True) -> int:
    """The damage `card` would take when `amount` is dealt to it (steps 1 to 3 above),
    using up a "next time" shield that replaces the dealing."""
    if amount <= 0:
        return 0
    if affected(st, card, Stat.CANT_BE_DEALT_DAMAGE):
        return 0
    if st.modifiers and affected(st, card, Stat.NEXT_DAMAGE_SHIELD):
        shield = Stat.NEXT_DAMAGE_SHIELD
        kept = tuple(m for m in st.modifiers if not (m.card == card.id and m.affects is shield))
        set_field(st, st, "modifiers", kept)  # 6.5.8: the identical shields go together
        return 0
    resist = (keyword_value(st, card, Keyword.RESIST) or 0) if resisted else 0
    return max(0, amount - resist)


def taken(st: GameState, card: Card, amount: int) -> int:
    """The damage counters `card` takes when `amount` would be placed on it (step 4),
    using up a "first time" shield that replaces it."""
    if amount <= 0:
        return 0
    if st.statics_in_play and _first_shield(st, card):
        set_field(st, st, "once_used", (*st.once_used, (card.id, FIRST_SHIELD)))
        return 0
    return amount


def _first_shield(st: GameState, card: Card) -> bool:
    return (affected(st, card, Stat.FIRST_DAMAGE_SHIELD)
            and (card.id, FIRST_SHIELD) not in st.once_used)  # fmt: skip


def would_take(st: GameState, card: Card, amount: int, *, resisted: bool = True) -> int:
    """What `card` would take if `amount` were dealt to it now, using up nothing."""
    if amount <= 0 or affected(st, card, Stat.CANT_BE_DEALT_DAMAGE):
        return 0
    if st.modifiers and affected(st, card, Stat.NEXT_DAMAGE_SHIELD):
        return 0
    resist = (keyword_value(st, card, Keyword.RESIST) or 0) if resisted else 0
    amount = max(0, amount - resist)
    if amount and st.statics_in_play and _first_shield(st, card):
        return 0
    return amount


__all__ = ["FIRST_SHIELD", "dealt", "taken", "would_take"]
