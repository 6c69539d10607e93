"""Every player's top card at once: "each player reveals the top card of their deck", then
what is done with the cards revealed this way ("put the card with the highest cost revealed
this way, or each card tied for highest cost, into its player's hand. Put the rest on the
bottom of their players' decks").

The cards revealed are the resolution's `looked` cards (in turn order from the active
player); everyone learns them (6.1.14). A card left where it is stays revealed on top of
its deck until an instruction moves it.

>>> from illumineer.engine.abilities.phrasing import english
>>> english(EachRevealsTop())
'each player reveals the top card of their deck'
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.phrasing import Phrase
from illumineer.engine.vocabulary import PromptKind, Zone


@dataclass(frozen=True, slots=True)
class EachRevealsTop(Step):
    """ "Each player reveals the top card of their deck" (a player with an empty deck
    reveals nothing)."""

    PHRASES = (Phrase("each player reveals the top card of their deck"),)

    def run(self, fx: Effects) -> Prompt | None:
        revealed: list[int] = []
        for seat in (fx.active, 1 - fx.active):
            deck = fx.cards(seat, Zone.DECK)
            if deck:
                fx.reveal(deck[-1])
                revealed.append(deck[-1].id)
        fx.set_looked(tuple(revealed))
        return None


@dataclass(frozen=True, slots=True)
class HighestToHand(Step):
    """ "Put the card with the highest cost revealed this way, or each card tied for highest
    cost, into its player's hand" (the printed cost)."""

    PHRASES = (
        Phrase("put the card with the highest cost revealed this way, or each card tied for "
               "highest cost, into its player's hand"),
    )

    def run(self, fx: Effects) -> Prompt | None:
        if not fx.looked:
            return None
        highest = max(fx.card(i).definition.cost for i in fx.looked)
        taken = tuple(i for i in fx.looked if fx.card(i).definition.cost == highest)
        for card_id in taken:
            fx.put_into(fx.card(card_id), Zone.HAND)
        fx.set_looked(tuple(i for i in fx.looked if i not in taken))
        return None


@dataclass(frozen=True, slots=True)
class RestToTheirBottoms(Step):
    """ "Put the rest on the bottom of their players' decks": each card revealed and left
    goes to the bottom of its owner's deck."""

    PHRASES = (Phrase("put the rest on the bottom of their players' decks"),)

    def run(self, fx: Effects) -> Prompt | None:
        for card_id in fx.looked:
            fx.put_on_deck(fx.card(card_id), bottom=True)
        fx.set_looked(())
        return None


@dataclass(frozen=True, slots=True)
class TheyMayTakeCharacter(Step):
    """ "If it's a character card, they may put it into their hand. Otherwise, put it on the
    bottom of their deck": for each card revealed, in turn order, its owner says yes or no
    when it is a character card (a character kept back stays on top: the "otherwise" is
    for the other cards); any other card goes to the bottom of its owner's deck.

    `play`: "each player who reveals a character card may play that character for free.
    Otherwise, put the revealed cards on the bottom of their player's deck": a character
    is played for free by its owner (1.5.5.3, 6.7.8); every card not played goes to the
    bottom. The cards still to see are the step's work list."""

    play: bool = False
    PHRASES = (
        Phrase("if it's a character card, they may put it into their hand. otherwise, put it "
               "on the bottom of their deck"),
        Phrase("each player who reveals a character card may play that character for free. "
               "otherwise, put the revealed cards on the bottom of their player's deck",
               play=True),
    )

    @property
    def says_may(self) -> bool:
        return True

    def run(self, fx: Effects) -> Prompt | None:
        todo = fx.queue if fx.queue is not None else fx.looked
        while todo:
            card = fx.card(todo[0])
            if card.is_character and card.zone is Zone.DECK:
                fx.set_queue(todo)
                return Prompt(card.owner, PromptKind.MAY)
            if card.zone is Zone.DECK:
                fx.put_on_deck(card, bottom=True)
            todo = todo[1:]
        fx.set_queue(None)
        fx.set_looked(())
        return None

    def answer(self, fx: Effects, choice: int | None) -> bool:
        todo = fx.queue or ()
        if not todo:
            return True
        card = fx.card(todo[0])
        if choice and self.play:
            fx.play_for_free(card, player=card.owner)
        elif choice:
            fx.put_into(card, Zone.HAND)
        elif self.play:
            fx.put_on_deck(card, bottom=True)
        fx.set_queue(todo[1:])
        if len(todo) > 1:
            return False
        fx.set_queue(None)
        fx.set_looked(())
        return True


@dataclass(frozen=True, slots=True)
class EachShufflesAndReveals(Step):
    """ "Each player shuffles their deck and then reveals the top card" (7.2.2, 6.1.14), in
    turn order from the active player."""

    PHRASES = (Phrase("each player shuffles their deck and then reveals the top card"),)

    def run(self, fx: Effects) -> Prompt | None:
        for seat in (fx.active, 1 - fx.active):
            fx.shuffle_deck(seat)
        return EachRevealsTop().run(fx)


__all__ = ["EachRevealsTop", "EachShufflesAndReveals", "HighestToHand", "RestToTheirBottoms",
           "TheyMayTakeCharacter"]
