"""The characters that were under a banished character, played again: "When this character
is banished, if any of the cards that were under them are character cards, you may play
those characters from your discard for free" (Sulley & Boo - Scare Buddies).

The cards under a character leave play with it (8.10.7) into their owner's discard; which
they were is last known information (6.7.7: `CardView.had_under`). Each is played for free
(6.1.7), one after the other, while it is still in that discard (6.1.11.1).

>>> from illumineer.engine.abilities.phrasing import english
>>> english(PlayWereUnderFree())[:55]
'if any of the cards that were under them are character '
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Effects, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import PromptKind, Zone
from illumineer.engine.why import Act


@dataclass(frozen=True, slots=True)
class PlayWereUnderFree(Step):
    """ "If any of the cards that were under them are character cards, you may play those
    characters from your discard for free"."""

    act = Act.MOVE
    PHRASES = (
        Phrase("if any of the cards that were under them are character cards, you may play "
               "those characters from your discard for free"),
    )

    @property
    def says_may(self) -> bool:
        return True

    def _characters(self, fx: Effects) -> list[CardView]:
        me = fx.me()
        return [card for i in me.had_under
                if (card := fx.card(i)).is_character and card.zone is Zone.DISCARD
                and card.owner == fx.controller]  # fmt: skip

    def run(self, fx: Effects) -> Prompt | None:
        if not self._characters(fx):
            return None
        return Prompt(fx.controller, PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice:
            for card in self._characters(fx):
                if card.zone is Zone.DISCARD:
                    fx.play_for_free(card)
        return True


__all__ = ["PlayWereUnderFree"]  # fmt: skip
