"""Triggers on what happens to cards and players besides the turn actions: a card put into
an inkwell, a character becoming exerted, a card drawn, a character chosen for Support.

- "a card is put into your inkwell", "you put a card into your inkwell": inked by the turn
  action (4.2) or put there by an effect (7.5.6), one event per card (7.5.2);
- "this character exerts", "an opposing character becomes exerted": a ready card in play
  became exerted, for any reason (questing, challenging, singing, an ⟳ cost, an effect);
- "an opponent draws a card during their turn": each card drawn is a draw of its own
  (1.12.2); the event counts the draws of that player this turn (`Event.amount`), so
  "if it's the second card they've drawn this turn" asks about that very draw, however
  late the trigger resolves (6.2.4);
- "one of your characters is chosen for Support" (8.13).

>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.targets import This
>>> english(Exerts(This())), english(Inked())
('this character exerts', 'a card is put into your inkwell')
"""

from __future__ import annotations

from dataclasses import dataclass, field

from illumineer.engine.abilities.core import CardView, Condition, Facts, Target
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.players import AnOpponent, Players
from illumineer.engine.abilities.triggers import Intro, Trigger, _is
from illumineer.engine.vocabulary import EventKind


@dataclass(frozen=True, slots=True)
class Inked(Trigger):
    """ "a card is put into your inkwell" (`you`: "you put a card into your inkwell"): a
    card went into the inkwell of the ability's controller."""

    you: bool = False
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.INK
    PHRASES = (
        Phrase("you put a card into your inkwell", you=True),
        Phrase("a card is put into your inkwell"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        return event is not None and event.player == facts.controller


@dataclass(frozen=True, slots=True)
class Exerts(Trigger):
    """ "this character exerts" (`becomes`: "... becomes exerted"): a ready card in play
    became exerted."""

    subject: Target
    becomes: bool = False
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.EXERT
    PHRASES = (
        Phrase("{subject:subject} {becomes|become} exerted", becomes=True),
        Phrase("{subject:subject} {exerts|exert}"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _is(self.subject, facts, card)


@dataclass(frozen=True, slots=True)
class Draws(Trigger):
    """ "an opponent draws a card during their turn": a player `players` names drew a card
    (in their own turn, with `their_turn`)."""

    players: Players = AnOpponent()
    their_turn: bool = False
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.DRAW
    PHRASES = (
        Phrase("{players} {draws|draw} a card during their turn", their_turn=True),
        Phrase("{players} {draws|draw} a card"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        if event is None or event.player not in self.players.seats(facts):
            return False
        return not self.their_turn or facts.active == event.player


#: The ordinals card text counts draws with.
ORDINALS = {1: "first", 2: "second", 3: "third"}


@dataclass(frozen=True, slots=True)
class NthDraw(Condition):
    """ "it's the second card they've drawn this turn": the card drawn, whose event
    triggered the ability, was that player's `nth` draw of the turn."""

    nth: int
    PHRASES = tuple(Phrase(f"it's the {word} card they've drawn this turn", nth=n)
                    for n, word in ORDINALS.items())  # fmt: skip

    def __call__(self, facts: Facts, card: CardView) -> bool:
        event = facts.event
        return event is not None and event.kind is EventKind.DRAW and event.amount == self.nth


@dataclass(frozen=True, slots=True)
class ChosenForSupport(Trigger):
    """ "one of your characters is chosen for Support" (8.13)."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.SUPPORTED
    PHRASES = (Phrase("{subject:subject} {is|are} chosen for Support"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _is(self.subject, facts, card)


@dataclass(frozen=True, slots=True)
class EntersPlayExerted(Trigger):
    """ "another character of yours enters play exerted": it entered play exerted (6.7.9,
    8.3.2), however it was played."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.ENTERED_EXERTED
    PHRASES = (Phrase("{subject:subject} {enters|enter} play exerted"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _is(self.subject, facts, card)


__all__ = ["ORDINALS", "ChosenForSupport", "Draws", "EntersPlayExerted", "Exerts", "Inked",
           "NthDraw"]  # fmt: skip
