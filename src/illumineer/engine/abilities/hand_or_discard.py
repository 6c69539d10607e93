"""Playing a card from the hand or the discard: "Play a location from your hand or discard for
free" (People Gonna Come Here), "you may play a location from your hand or discard with cost
4 or less for free" (Fergus - Outpost Builder). The song's "If a character sang this song,
you may move them to that location for free" is said in general words: `Sang`, `Singers`
(singing.py), `MoveTo` with `ThatLocation`.

The card is chosen from both zones at once (4.3.3: played as from the hand, 6.1.7: for free);
the card played is the effect's chosen card afterwards ("that location").

>>> from illumineer.engine.abilities.filters import Cards, Kind
>>> from illumineer.engine.abilities.phrasing import english
>>> english(PlayFromHandOrDiscard(Cards(kinds=(Kind.LOCATION,))))
'play a location from your hand or discard for free'
>>> english(PlayFromHandOrDiscard(Cards(kinds=(Kind.LOCATION,)), most=4))
'play a location from your hand or discard with cost 4 or less for free'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import PromptKind, Zone
from illumineer.engine.why import Act


@dataclass(frozen=True, slots=True)
class PlayFromHandOrDiscard(Step):
    """ "Play a location from your hand or discard (with cost 4 or less) for free": its
    controller chooses one such card of their hand or discard and plays it for free; with
    none, nothing happens (and "if you do" does not)."""

    cards: Cards
    most: int | None = None
    act = Act.MOVE
    PHRASES = (
        Phrase("play {cards} from your hand or discard with cost {most} or less for free"),
        Phrase("play {cards} from your hand or discard for free"),
    )

    def _options(self, fx: Effects) -> tuple[int, ...]:
        me = fx.controller
        return tuple(card.id for zone in (Zone.HAND, Zone.DISCARD) for card in fx.cards(me, zone)
                     if self.cards.matches(fx, card)
                     and (self.most is None or card.definition.cost <= self.most))  # fmt: skip

    def possible(self, fx: Effects) -> bool:
        return bool(self._options(fx))

    def run(self, fx: Effects) -> Prompt | None:
        options = self._options(fx)
        if not options:
            fx.set_undone(True)
            return None
        return Prompt(fx.controller, PromptKind.CHOOSE, options)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None:
            fx.set_chosen((choice,))
            fx.play_for_free(fx.card(choice))
        return True


__all__ = ["PlayFromHandOrDiscard"]  # fmt: skip
