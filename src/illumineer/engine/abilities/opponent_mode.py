"""The opponent who chooses a bullet, named again inside it: "Chosen opponent chooses one:
• They reveal their hand and discard a card of your choice. They get 2 ink drops. • You draw
a card and get 2 ink drops." (`modal.ChooseOne` with the opponent choosing).

"They" is that opponent (in a game of two, the one opponent, 1.3.5).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(TheChoosingOpponent())
'they'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Facts
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.players import Players
from illumineer.engine.abilities.words import register_enum
from illumineer.engine.vocabulary import Who

register_enum(Who)  # "chosen opponent chooses one": ChooseOne's chooser, in JSON


@dataclass(frozen=True, slots=True)
class TheChoosingOpponent(Players):
    """ "they", in a bullet chosen by "chosen opponent": that opponent."""

    PHRASES = (Phrase("they"),)

    def seats(self, facts: Facts) -> tuple[int, ...]:
        return (1 - facts.controller,)

    @property
    def plural(self) -> bool:
        return True  # "they reveal", "they get"


__all__ = ["TheChoosingOpponent"]

