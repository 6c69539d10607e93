"""Cards named like the one chosen: "Banish all other characters with the same name as that
character" (One and Only), "banish chosen item or location and all other items or locations
with the same name" (Sabotage), "you may play a character with the same name as that
character for free" (Vine Pod). A name matches by rule 5.2.6: either name of an '&' card,
whatever the version.

>>> from illumineer.engine.abilities.filters import Cards, Det, Kind
>>> from illumineer.engine.abilities.phrasing import english
>>> english(Cards(Det.ALL, other=True, having=(NamedAlike(),)))
'all other characters with the same name as that character'
>>> english(BanishWith(Cards(Det.CHOSEN, (Kind.ITEM,)), Cards(Det.ALL, (Kind.ITEM,), other=True,
...                                                         having=(NamedAlike(said=False),))))
'banish chosen item and all other items with the same name'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.choosing import OnCards
from illumineer.engine.abilities.core import CardView, Effects, Facts, Prompt, Target
from illumineer.engine.abilities.filters import Cards, Having
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.why import Act


def named_alike(card: CardView, other: CardView) -> bool:
    """Whether the two cards have a name in common (5.2.6)."""
    return any(other.definition.has_name(name) for name in card.definition.single_names)


@dataclass(frozen=True, slots=True)
class NamedAlike(Having):
    """ "with the same name as that character" (`said`), "with the same name" (the card
    chosen in the same sentence): a name in common with a card chosen earlier in this
    effect, wherever that card is now."""

    said: bool = True
    PHRASES = (
        Phrase("with the same name as that character", said=True),
        Phrase("with the same name", said=False),
    )

    def test(self, facts: Facts, card: CardView) -> bool:
        return any(named_alike(card, facts.card(chosen)) for chosen in facts.chosen)


@dataclass(frozen=True, slots=True)
class BanishWith(OnCards):
    """ "Banish chosen item or location and all other items or locations with the same
    name": the chosen card and `others` (read once it is chosen), banished together
    (7.4.3)."""

    target: Target
    others: Cards
    act = Act.BANISH
    PHRASES = (Phrase("banish {target} and {others}"),)

    def run(self, fx: Effects) -> Prompt | None:
        chosen = list(self.target.cards(fx))
        if chosen:  # without the chosen card, there is no name to match
            ids = {card.id for card in chosen}
            fx.banish([*chosen, *(c for c in self.others.cards(fx) if c.id not in ids)])
        return None


__all__ = ["BanishWith", "NamedAlike", "named_alike"]
