"""Moving damage counters (1.9.1: "move" removes counters from one card and puts them on
another, never the same card): "move up to 2 damage counters from chosen character to
chosen opposing character", "move all damage from chosen character of yours to this
character", "move 1 damage from each other character to them".

The counters removed are removed damage (a "whenever you remove damage" trigger sees them);
those put on the other card are damage it takes (1.9.3), put, not dealt: Resist does not
reduce them. All the counters an instruction moves land at once (1.9.4.3).

>>> from illumineer.engine.abilities.filters import Cards, Det, Owner
>>> from illumineer.engine.abilities.phrasing import english
>>> english(MoveDamage(2, Cards(Det.CHOSEN), Cards(Det.CHOSEN, owner=Owner.OPPOSING),
...                    counters=True))
'move up to 2 damage counters from chosen character to chosen opposing character'
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from illumineer.engine.abilities.choosing import choice_of
from illumineer.engine.abilities.core import (
    CardView,
    Condition,
    Effects,
    Facts,
    Prompt,
    Step,
    Target,
)
from illumineer.engine.abilities.filters import Cards
from illumineer.engine.abilities.pairs import Picked, choose_both
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.abilities.targets import Them, This
from illumineer.engine.vocabulary import PromptKind, Zone
from illumineer.engine.why import Act


def _chooses(target: Target) -> bool:
    return isinstance(target, Cards) and target.chooses


@dataclass(frozen=True, slots=True)
class MoveDamage(Step):
    """ "Move up to N damage (counters) from [source] to [to]": for each source card with
    damage, its controller says how many, 0 to N ("up to", 6.1.3); `exactly`: "move N
    damage" (as much as it has, up to N); no `amount`: "move all damage". Nothing moves
    without a card to put the counters on; a source that is that card keeps its own
    (1.9.1). `counters`: said "damage counters"."""

    amount: int | None
    source: Target
    to: Target
    exactly: bool = False
    counters: bool = False
    act = Act.DAMAGE
    PHRASES = (
        Phrase("move up to 1 damage counter from {source} to {to}", amount=1, counters=True),
        Phrase("move up to {amount} damage counters from {source} to {to}", counters=True),
        Phrase("move 1 damage counter from {source} to {to}", amount=1, exactly=True,
               counters=True),
        Phrase("move {amount} damage counters from {source} to {to}", exactly=True,
               counters=True),
        Phrase("move all damage counters from {source} to {to}", amount=None, counters=True),
        Phrase("move up to {amount} damage from {source} to {to}"),
        Phrase("move {amount} damage from {source} to {to}", exactly=True),
        Phrase("move all damage from {source} to {to}", amount=None),
    )

    def lower(self) -> tuple[Step, ...]:
        source, to = self.source, self.to
        if _chooses(source) and _chooses(to):
            assert isinstance(source, Cards) and isinstance(to, Cards)
            return (*choose_both(source, to), replace(self, source=Picked(0), to=Picked(1)))
        if _chooses(source):
            assert isinstance(source, Cards)
            choice = choice_of(source)
            return (choice, replace(self, source=Them(zone=choice.zone)))
        if _chooses(to):
            assert isinstance(to, Cards)
            choice = choice_of(to)
            return (choice, replace(self, to=Them(zone=choice.zone)))
        return (self,)

    def _ends(self, fx: Effects) -> tuple[CardView | None, list[CardView]]:
        """The card the counters go to, and the damaged cards they come from."""
        found = [card for card in self.to.cards(fx) if card.zone is Zone.PLAY]
        if not found:
            return None, []
        to = found[0]
        sources = [card for card in self.source.cards(fx)
                   if card.zone is Zone.PLAY and card.id != to.id and card.damage > 0]  # fmt: skip
        return to, sources

    def run(self, fx: Effects) -> Prompt | None:
        to, sources = self._ends(fx)
        if to is None or not sources:
            return None
        if self.amount is not None and not self.exactly:  # "up to N": how many, per card
            queue = fx.queue
            if queue is None:
                queue = tuple(card.id for card in sources)
            if queue:
                fx.set_queue(queue)
                most = min(self.amount, fx.card(queue[0]).damage)
                return Prompt(fx.controller, PromptKind.NUMBER, (queue[0],), maximum=most)
            fx.set_queue(None)
            return None
        counts = [card.damage if self.amount is None else min(self.amount, card.damage)
                  for card in sources]  # fmt: skip
        self._move(fx, to, list(zip(sources, counts, strict=True)))
        return None

    def answer(self, fx: Effects, choice: int | None) -> bool:
        queue = fx.queue or ()
        to, sources = self._ends(fx)
        if queue and choice and to is not None:
            card = fx.card(queue[0])
            if any(source.id == card.id for source in sources):
                limit = self.amount if self.amount is not None else card.damage
                self._move(fx, to, [(card, min(choice, limit, card.damage))])
        rest = queue[1:]
        fx.set_queue(rest if rest else None)
        return not rest

    @staticmethod
    def _move(fx: Effects, to: CardView, counts: list[tuple[CardView, int]]) -> None:
        moved = sum(fx.remove_damage(card, count) for card, count in counts if count > 0)
        if moved:
            fx.put_damage(to, moved)


@dataclass(frozen=True, slots=True)
class HasDamageAtLeast(Condition):
    """ "this character has 3 or more damage"."""

    amount: int
    target: Target = This()
    PHRASES = (Phrase("{target:subject} {has|have} {amount} or more damage"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        cards = self.target.cards(facts)
        return bool(cards) and sum(c.damage for c in cards) >= self.amount


__all__ = ["HasDamageAtLeast", "MoveDamage"]
