"""`Acting`: the effects (`abilities.core.Effects`) a resolving effect is given.

Each instruction is a primitive game action done by the effect's controller (1.3.3), with
the rules that belong to it; the resolution's memory (chosen, looked, number, queue, skip)
is written through the trail like every other part of the state.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from illumineer.engine import primitives
from illumineer.engine.abilities.ability import Triggered
from illumineer.engine.abilities.core import CardView
from illumineer.engine.bag import add_floating, notice
from illumineer.engine.events import Event
from illumineer.engine.playing import enter_play
from illumineer.engine.state import EVERYONE, GameState, Resolution
from illumineer.engine.subgame import start_subgame
from illumineer.engine.trail import set_field, set_memory
from illumineer.engine.values import Reading, has_keyword, is_action
from illumineer.engine.vocabulary import (
    Affects,
    Afterwards,
    CardType,
    Duration,
    EventKind,
    Keyword,
    Zone,
)


class Acting(Reading):
    """The effects of one resolution (its card, controller, event and memory)."""

    __slots__ = ()
    res: Resolution

    def __init__(self, st: GameState, res: Resolution) -> None:
        super().__init__(st, res.source, res.controller, res.event, res)

    # ------------------------------------------------------------------ cards

    def deal_damage(self, card: CardView, amount: int) -> None:
        primitives.deal_damage(self.st, self.st.cards[card.id], amount, self.controller)

    def put_damage(self, card: CardView, amount: int) -> None:
        primitives.put_damage(self.st, self.st.cards[card.id], amount, self.controller)

    def remove_damage(self, card: CardView, amount: int) -> int:
        return primitives.remove_damage(self.st, self.st.cards[card.id], amount, self.controller)

    def ready(self, card: CardView) -> None:
        primitives.ready(self.st, self.st.cards[card.id], self.controller)

    def exert(self, card: CardView) -> None:
        primitives.exert(self.st, self.st.cards[card.id])

    def banish(self, cards: Iterable[CardView]) -> None:
        primitives.banish(self.st, [self.st.cards[card.id] for card in cards])

    def put_into(self, card: CardView, zone: Zone, *, exerted: bool = False) -> None:
        primitives.put_into(self.st, self.st.cards[card.id], zone, exerted=exerted)

    def put_on_deck(self, card: CardView, *, bottom: bool, depth: int = 0) -> None:
        primitives.put_on_deck(self.st, self.st.cards[card.id], bottom=bottom, depth=depth)

    def shuffle_into_deck(self, card: CardView) -> None:
        primitives.shuffle_into_deck(self.st, self.st.cards[card.id])

    def return_top(self, card: CardView) -> None:
        primitives.return_top(self.st, self.st.cards[card.id])

    def discard(self, cards: Sequence[CardView]) -> None:
        primitives.discard(self.st, [self.st.cards[card.id] for card in cards])

    def reveal(self, card: CardView, to: int | None = None) -> None:
        real = self.st.cards[card.id]
        primitives.reveal(self.st, real, EVERYONE if to is None else real.known | 1 << to)

    def play_for_free(
        self,
        card: CardView,
        *,
        afterwards: Afterwards = Afterwards.DISCARD,
        exerted: bool = False,
    ) -> None:
        st = self.st
        # 6.7.8: played mid-effect; its triggers wait, and what it must resolve (an action,
        # Bodyguard's choice) comes after this effect (6.7.8.1).
        then = enter_play(
            st, st.cards[card.id], self.controller, exerted=exerted, afterwards=afterwards
        )
        if then is not None:
            set_field(st, st, "queued", (*st.queued, then))

    # ------------------------------------------------------------------ players

    def draw(self, player: int, count: int = 1) -> None:
        for _ in range(count):
            primitives.draw(self.st, self.st.players[player])

    def gain_lore(self, player: int, amount: int) -> None:
        primitives.gain_lore(self.st, self.st.players[player], amount)

    def lose_lore(self, player: int, amount: int) -> int:
        return primitives.lose_lore(self.st, self.st.players[player], amount)

    def pay_ink(self, player: int, amount: int) -> bool:
        who = self.st.players[player]
        if who.ready_ink < amount:
            return False
        primitives.exert_ink(self.st, who, amount)
        return True

    # ------------------------------------------------------------------ lasting effects

    def modify(
        self,
        card: CardView,
        affects: Affects,
        amount: int = 1,
        duration: Duration = Duration.THIS_TURN,
    ) -> None:
        primitives.add_modifier(
            self.st, self.st.cards[card.id], affects, amount, duration, self.controller
        )

    def grant(
        self, card: CardView, ability: Triggered, duration: Duration = Duration.THIS_TURN
    ) -> None:
        primitives.grant(self.st, self.st.cards[card.id], ability, duration, self.controller)

    def reduce_next_cost(
        self,
        amount: int,
        card_type: CardType,
        classification: str | None = None,
        name: str | None = None,
    ) -> None:
        primitives.add_reduction(
            self.st, self.controller, amount, card_type, self.source, classification, name
        )

    def add_floating(self, ability: Triggered) -> None:
        add_floating(self.st, ability, self.source, self.controller)

    def start_subgame(self, *, bring_characters: bool = False) -> None:
        start_subgame(self.st, bring_characters=bring_characters)

    # ------------------------------------------------------------------ memory

    @property
    def queue(self) -> tuple[int, ...] | None:
        return self.res.queue

    def set_queue(self, cards: tuple[int, ...] | None) -> None:
        set_memory(self.st, self.res, "queue", cards)

    def set_chosen(self, cards: tuple[int, ...]) -> None:
        set_memory(self.st, self.res, "chosen", cards)

    def set_looked(self, cards: tuple[int, ...]) -> None:
        set_memory(self.st, self.res, "looked", cards)

    def set_number(self, number: int) -> None:
        set_memory(self.st, self.res, "number", number)

    def skip_rest(self) -> None:
        set_memory(self.st, self.res, "skip", True)

    @property
    def undone(self) -> bool:
        return self.res.undone

    def set_undone(self, undone: bool) -> None:
        if self.res.undone != undone:
            set_memory(self.st, self.res, "undone", undone)

    def skip(self, steps: int) -> None:
        if steps:
            set_memory(self.st, self.res, "index", self.res.index + steps)

    def chose(self, card: CardView, chooser: int) -> None:
        # 8.14 Vanish: an opponent chose it for an action's effect; the trigger resolves
        # after the action (8.14.2).
        st = self.st
        if (
            chooser != card.owner
            and self.res.event is None
            and is_action(st.cards[self.source])
            and has_keyword(st, card, Keyword.VANISH)
        ):
            notice(st, Event(EventKind.VANISH, card.id, chooser))
