"""Why an action breaks a rule, as words a judge's assistant can say in any language.

An `IllegalAction` names the rule broken and says why in English for developers; its `why`
says the same as data: a `Because` word, the cards it is about (ids), its numbers (costs,
counts, a zone, a player) and, for a choice, the `cause` that made the card no legal choice.
The engine holds no prose in other languages: the judge's message catalogues render a `Why`
(``why.COST_ABOVE`` with ``{card}``, ``{value}``, ``{limit}``), card names resolved in the
language asked for.

>>> Why(Because.EXERTED, (12,))
Why(because=<Because.EXERTED: 10>, cards=(12,), numbers=(), words=(), causes=())
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, unique


@unique
class Because(IntEnum):
    """What made an action illegal (or a deed a deviation). The comment after each member
    gives its cards, then its numbers."""

    # The turn's state (4.1.1, 1.7.2, 7.7.4).
    NOT_MAIN_PHASE = 0  # -
    RESOLVING = 1  # -
    SINGING = 2  # -
    BAG_NOT_EMPTY = 3  # -
    NOT_YOUR_TURN = 4  # -; player
    RECKLESS_MUST_CHALLENGE = 5  # -
    MUST_QUEST = 6  # card: it must quest if able, and still can
    # A card's own state.
    EXERTED = 10  # card
    DRYING = 11  # card
    RECKLESS_QUEST = 12  # card
    CANT_QUEST = 13  # card
    CANT_CHALLENGE = 14  # card
    CANT_SING = 15  # card
    ALREADY_SINGS = 16  # card
    CANT_EXERT_TO_SING = 17  # card
    SONG_TOO_COSTLY = 18  # singer, song; sings as, song's cost
    SINGERS_SHORT = 19  # song; total, needed
    BOOST_USED = 20  # card
    ALREADY_AT = 21  # card, location
    SHIFT_BASE = 22  # card, base
    CANT_MOVE = 23  # card
    ONCE_USED = 24  # card: its "once during your turn" ability was used this turn
    CANT_PLAY = 25  # card: a restriction keeps it from being played
    # Shift's variants (8.10.8), numbered apart.
    SHIFT_CLASS = 100  # card, base; -; classification (Puppy Shift...)
    SHIFT_ANY = 101  # card, base (Universal Shift: any character of its player's)
    SHIFT_ITEM = 102  # card, base; -; name (Potato Shift: an item of its player's so named)
    SHIFT_PAIR = 103  # card, base; -; first name, second name (Duo, Combo Shift)
    SHIFT_NO_PAIR = 104  # card, base: no second character to shift onto with the base (Duo)
    NO_SHIFT_NOW = 300  # card: it gains Shift only while a condition holds, and it doesn't
    # Ink.
    INK_ONCE = 30  # card
    NOT_INKABLE = 31  # card
    COST_SHORT = 32  # card; cost, ready ink
    SHIFT_SHORT = 33  # card; cost, ready ink
    BOOST_SHORT = 34  # card; cost, ready ink
    MOVE_SHORT = 35  # card, location; cost, ready ink
    ABILITY_SHORT = 36  # card; cost, ready ink
    UNPAID = 37  # -; player, ink short
    COST_UNPAYABLE = 38  # card: a part of its cost beyond ink can't be paid in full
    # Challenges.
    TARGET_READY = 40  # attacker, target
    EVASIVE = 41  # attacker, target
    SHIELDED = 42  # attacker, target
    BODYGUARD = 43  # attacker, target
    # The bag and the answers.
    NO_SUCH_TRIGGER = 50  # card; player
    MUST_CHOOSE = 51  # -
    TOO_MANY = 52  # -; maximum
    CHOICE = 53  # source, card; act (`Act`): causes say why not
    # Why a card is no legal choice (a `CHOICE`'s causes).
    NOT_IN_ZONE = 60  # card; zone
    ALREADY_CHOSEN = 61  # card
    WARD = 62  # card
    NOT_THEN = 63  # card: not a choice when the missed trigger should have resolved
    COST_ABOVE = 64  # card; cost, limit
    COST_BELOW = 65  # card; cost, limit
    STRENGTH_ABOVE = 66  # card; strength, limit
    STRENGTH_BELOW = 67  # card; strength, limit
    NOT_TYPE = 68  # card; card type (`CardType`)
    NOT_SONG = 69  # card
    NOT_CLASSIFIED = 70  # card; -; classification
    NOT_NAMED = 71  # card; -; name
    NOT_DAMAGED = 72  # card
    NOT_EXERTED = 73  # card
    NOT_YOURS = 74  # card
    NOT_OPPONENTS = 75  # card
    ITSELF = 76  # card
    NOT_ITSELF = 77  # card
    LACKS_KEYWORD = 78  # card; keyword (`Keyword`)
    NONE_OF = 79  # card: none of the causes' alternatives holds
    NOT_ALLOWED = 80  # card: the card's own text does not allow it
    NOT_LOOKED = 81  # card: not among the cards looked at
    MUST_BE_CHOSEN = 82  # card, other: opponents must choose the other card if able
    # Deeds no rule allows (table mode).
    DREW = 90  # -; player, count
    PUT = 91  # card; zone
    SEEN = 92  # card; seats (a bit set: 1 p1, 2 p2)
    LOOKED = 93  # -; player, count
    PASSED_OVER = 94  # source; player
    OVERLOOKED = 95  # card; damage, willpower
    FORGOT_DRAW = 96  # -; player
    FORGOT_LORE = 97  # card (the location); player, lore


@unique
class Act(IntEnum):
    """What an effect does to the card it chooses: how a refused choice is said ("Befuddle
    can't return Ratigan")."""

    CHOOSE = 0
    RETURN = 1
    BANISH = 2
    DAMAGE = 3
    EXERT = 4
    READY = 5
    MODIFY = 6
    HEAL = 7
    MOVE = 8


@dataclass(frozen=True, slots=True)
class Why:
    """Why, as data: see the module docstring. `words` holds printed words (a
    classification, a card name) that no number can stand for."""

    because: Because
    cards: tuple[int, ...] = ()
    numbers: tuple[int, ...] = ()
    words: tuple[str, ...] = ()
    causes: tuple[Why, ...] = ()
