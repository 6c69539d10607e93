"""Playing characters from the discard for the rest of the turn: "For the rest of this turn,
you may play characters from your discard. If you do, they enter play exerted and you can't
play characters with the same name as characters you played this way this turn" (Remember
Me).

A continuous effect from a resolved effect (6.4.2.1): it reaches the character cards that
reach the discard later this turn too, so the turn remembers it of the player
(`Noted.MAY_PLAY_FROM_DISCARD`), not of cards. The play rule (engine/rules/play.py) reads
it: a character played that way enters play exerted (6.7.9) and is noted
(`Noted.PLAYED_FROM_DISCARD`); the restriction is a ban for the turn (1.2.2) on characters
named like one of those.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(PlayFromDiscardThisTurn())[:58]
'for the rest of this turn, you may play characters from yo'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import CardView, Effects, Facts, Prompt, Step
from illumineer.engine.abilities.filters import Cards, Having
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.samename import named_alike
from illumineer.engine.vocabulary import Duration, Noted


@dataclass(frozen=True, slots=True)
class PlayFromDiscardThisTurn(Step):
    """ "For the rest of this turn, you may play characters from your discard. If you do,
    they enter play exerted and you can't play characters with the same name as characters
    you played this way this turn"."""

    PHRASES = (
        Phrase("for the rest of this turn, you may play characters from your discard. if you "
               "do, they enter play exerted and you can't play characters with the same name "
               "as characters you played this way this turn"),
    )

    LASTS_THIS_TURN = True

    def run(self, fx: Effects) -> Prompt | None:
        fx.note(Noted.MAY_PLAY_FROM_DISCARD, fx.me())
        fx.ban(fx.controller, _NAMED_LIKE_PLAYED, Duration.THIS_TURN)
        return None


@dataclass(frozen=True, slots=True)
class _NamedLikePlayed(Having):
    """A name in common with a character its controller played from their discard this way
    this turn."""

    def test(self, facts: Facts, card: CardView) -> bool:
        return any(named_alike(card, facts.card(played))
                   for what, who, played, _ in facts.noted()
                   if what is Noted.PLAYED_FROM_DISCARD and who == facts.controller)  # fmt: skip


_NAMED_LIKE_PLAYED = Cards(having=(_NamedLikePlayed(),))


__all__ = ["PlayFromDiscardThisTurn"]  # fmt: skip
