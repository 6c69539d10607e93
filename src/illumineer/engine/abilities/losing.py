"""Keywords lost and kept from being gained: "All characters lose Rush and can't gain Rush."
(Flash - Efficient Clerk), "This character can't gain Evasive." (Buzz Lightyear - Grounded).

For the engine each is an amount of the keyword far beyond any +N of it (`LOSES`,
`CANT_GAIN`), so statics and effects add up as for any other keyword; `kept` reads the total
back: a lost keyword is gone, printed or given; a keyword the card can't gain is only its
printed one.

>>> from illumineer.engine.abilities.changes import say_changes
>>> from illumineer.engine.abilities.phrasing import Speaker
>>> " ".join(say_changes((Loses(Keyword.RUSH), CantGain(Keyword.RUSH)), Speaker(), True))
"lose Rush and can't gain Rush"
>>> kept(None, 1), kept(None, 1 + CANT_GAIN), kept(0, CANT_GAIN), kept(0, LOSES)
(1, None, 0, None)
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.changes import Change
from illumineer.engine.abilities.core import Amount
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import Affects, Keyword

#: What "loses K" adds to the total of K (an +N of a keyword is never near it).
LOSES = -(1 << 12)
#: What "can't gain K" adds to the total of K.
CANT_GAIN = -(1 << 24)


def kept(printed: int | None, added: int) -> int | None:
    """The value of a keyword printed with `printed` (None: not printed; 0: printed without
    a number) once effects have added `added` to it; None when the card is without it."""
    if added > LOSES // 2:  # nothing loses it nor keeps it from being gained
        return (printed or 0) + added if added else printed
    owed = -added
    bars = (owed - CANT_GAIN // 2) // -CANT_GAIN  # (rounded: a +N given lies between)
    owed += bars * CANT_GAIN
    losses = (owed - LOSES // 2) // -LOSES
    # Past the first test a loss or a bar is there (without a bar, what is owed is at least
    # half a loss): a lost keyword is gone; one the card can't gain is only its printed one.
    return None if losses else printed


@dataclass(frozen=True, slots=True)
class Loses(Change):
    """ "loses Rush": the card is without the keyword, printed or given, while this
    applies."""

    keyword: Keyword
    PHRASES = (Phrase("{loses|lose} {keyword:keyword}"),)

    def effects(self) -> tuple[tuple[Affects, Amount], ...]:
        return ((self.keyword, LOSES),)


@dataclass(frozen=True, slots=True)
class CantGain(Change):
    """ "can't gain Evasive": no effect gives the card the keyword; a printed one stays."""

    keyword: Keyword
    PHRASES = (Phrase("can't gain {keyword:keyword}"),)

    def effects(self) -> tuple[tuple[Affects, Amount], ...]:
        return ((self.keyword, CANT_GAIN),)


__all__ = ["CANT_GAIN", "LOSES", "CantGain", "Loses", "kept"]
