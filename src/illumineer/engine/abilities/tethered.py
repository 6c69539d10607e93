"""Changes that last while the item that made them stays in play: "When you play this item,
choose a character of yours. While this item is in play, that character gains Evasive."
(The Magic Feather), "They can't challenge or quest while this item is in play."
(Containment Unit). The effect ends as the item leaves play (the engine's
``Duration.WHILE_SOURCE_IN_PLAY``), or as the changed card does (7.1.6).

>>> from illumineer.engine.abilities.changes import Gains
>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.targets import Them
>>> from illumineer.engine.abilities.targets import Pronoun
>>> from illumineer.engine.vocabulary import Keyword
>>> english(WhileInPlay(Them(Pronoun.NOUN), (Gains(Keyword.EVASIVE),), first=True))
'while this item is in play, that character gains Evasive'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.changes import Change
from illumineer.engine.abilities.choosing import OnCards
from illumineer.engine.abilities.core import Effects, Prompt, Target, amount_of
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import Duration, Zone
from illumineer.engine.why import Act


@dataclass(frozen=True, slots=True)
class WhileInPlay(OnCards):
    """ "<target> <changes> while this item is in play" (`first`: said "while this item is
    in play, <target> <changes>"): the changes last as long as this item stays in play."""

    target: Target
    changes: tuple[Change, ...]
    first: bool = False
    act = Act.MODIFY
    PHRASES = (
        Phrase("while this item is in play, {target:subject} {changes:changes}", first=True),
        Phrase("{target:subject} {changes:changes} while this item is in play"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        if fx.me().zone is not Zone.PLAY:  # the item has gone: so has what it would last for
            return None
        for card in self.target.cards(fx):
            for change in self.changes:
                for affects, amount in change.effects():
                    fx.modify(card, affects, amount_of(amount, fx, card),
                              Duration.WHILE_SOURCE_IN_PLAY)  # fmt: skip
        return None


__all__ = ["WhileInPlay"]
