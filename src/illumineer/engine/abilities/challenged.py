""""That character", said of the character a challenge trigger describes as challenged:
"Whenever this character challenges another character with 3 ¤ or less, banish that
character." (Boo - Energetic Child): the challenged character, not the one the event is
about (the challenger).

>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.steps import Banish
>>> english(Banish(ThatChallenged()))
'banish that character'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Facts
from illumineer.engine.abilities.phrasing import Speaker
from illumineer.engine.abilities.targets import Pronoun, Reference
from illumineer.engine.vocabulary import Zone


@dataclass(frozen=True, slots=True)
class ThatChallenged(Reference):
    """ "that character": the challenged character of the challenge the event is about."""

    @property
    def form(self) -> Pronoun:
        return Pronoun.NOUN

    def noun(self, speaker: Speaker) -> list[str]:
        return ["that", "character"]

    def cards(self, facts: Facts) -> Sequence[CardView]:
        event = facts.event
        if event is None or event.other < 0:
            return []
        card = facts.card(event.other)
        return [card] if card.zone is Zone.PLAY else []


__all__ = ["ThatChallenged"]
