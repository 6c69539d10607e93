"""`Acting`: the effects (`abilities.core.Effects`) a resolving effect is given.

Each instruction is a primitive game action done by the effect's controller (1.3.3), with
the rules that belong to it; the resolution's memory (chosen, looked, number, queue, skip)
is written through the trail like every other part of the state.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from illumineer.engine import primitives, restrictions
from illumineer.engine.abilities.ability import Triggered
from illumineer.engine.abilities.core import CardView, Target
from illumineer.engine.bag import add_floating, notice
from illumineer.engine.events import Event
from illumineer.engine.inkdrops import get_drops, pay_cost, spendable
from illumineer.engine.playing import enter_play
from illumineer.engine.shift_onto import Onto, bases, complete, variant_of
from illumineer.engine.state import EVERYONE, GameState, Resolution
from illumineer.engine.subgame import start_subgame
from illumineer.engine.trail import set_memory, use_rng
from illumineer.engine.values import Reading, cost, has_keyword, is_action
from illumineer.engine.vocabulary import (
    Affects,
    Afterwards,
    CardType,
    Duration,
    EventKind,
    Keyword,
    Noted,
    Zone,
)


class Acting(Reading):
    """The effects of one resolution (its card, controller, event and memory)."""

    __slots__ = ()
    res: Resolution

    def __init__(self, st: GameState, res: Resolution) -> None:
        super().__init__(st, res.source, res.controller, res.event, res)

    # ------------------------------------------------------------------ cards

    def deal_damage(self, card: CardView, amount: int, *, resisted: bool = True) -> None:
        source = self.st.cards[self.source]  # an action's effect: "one of your actions deals"
        action = source.id if is_action(source) else -1
        primitives.deal_damage(self.st, self.st.cards[card.id], amount, self.controller,
                               resisted=resisted, action=action)  # fmt: skip

    def put_damage(self, card: CardView, amount: int) -> None:
        primitives.put_damage(self.st, self.st.cards[card.id], amount, self.controller)

    def remove_damage(self, card: CardView, amount: int) -> int:
        return primitives.remove_damage(self.st, self.st.cards[card.id], amount, self.controller)

    def ready(self, card: CardView) -> None:
        primitives.ready(self.st, self.st.cards[card.id], self.controller)

    def exert(self, card: CardView) -> None:
        primitives.exert(self.st, self.st.cards[card.id], self.controller)

    def enter_exerted(self, card: CardView) -> None:
        primitives.enter_exerted(self.st, self.st.cards[card.id], self.controller)

    def banish(self, cards: Iterable[CardView]) -> None:
        primitives.banish(self.st, [self.st.cards[card.id] for card in cards])

    def put_into(self, card: CardView, zone: Zone, *, exerted: bool = False) -> None:
        primitives.put_into(self.st, self.st.cards[card.id], zone, exerted=exerted)

    def put_on_deck(self, card: CardView, *, bottom: bool, depth: int = 0) -> None:
        primitives.put_on_deck(self.st, self.st.cards[card.id], bottom=bottom, depth=depth)

    def shuffle_into_deck(self, card: CardView) -> None:
        primitives.shuffle_into_deck(self.st, self.st.cards[card.id])

    def put_under(self, card: CardView, beneath: CardView, *, faceup: bool = False) -> None:
        st = self.st
        primitives.put_under(st, st.cards[card.id], st.cards[beneath.id], self.controller,
                             faceup=faceup)  # fmt: skip

    def random_order(self, cards: Sequence[CardView]) -> list[CardView]:
        order = list(cards)
        if len(order) > 1:
            use_rng(self.st)
            self.st.rng.shuffle(order)
        return order

    def shuffle_deck(self, player: int) -> None:
        primitives.shuffle(self.st, self.st.players[player])

    def move_to(self, card: CardView, location: CardView) -> None:
        st = self.st
        primitives.move_to_location(st, st.cards[card.id], st.cards[location.id],
                                    self.controller)  # fmt: skip

    def return_top(self, card: CardView) -> None:
        primitives.return_top(self.st, self.st.cards[card.id])

    def discard(self, cards: Sequence[CardView]) -> None:
        primitives.discard(self.st, [self.st.cards[card.id] for card in cards])

    def mill(self, cards: Sequence[CardView]) -> None:
        primitives.mill(self.st, [self.st.cards[card.id] for card in cards])

    def reveal(self, card: CardView, to: int | None = None) -> None:
        real = self.st.cards[card.id]
        primitives.reveal(self.st, real, EVERYONE if to is None else real.known | 1 << to)

    def play_for_free(
        self,
        card: CardView,
        *,
        afterwards: Afterwards = Afterwards.DISCARD,
        exerted: bool = False,
        player: int | None = None,
    ) -> None:
        st = self.st
        if restrictions.cant_play(st, st.cards[card.id], self.controller):
            return  # 1.2.2: "can't play" beats "play it for free"
        # 6.7.8: played mid-effect; its triggers wait, and what it must resolve (an action,
        # Bodyguard's choice) comes after this effect (6.7.8.1).
        who = self.controller if player is None else player
        then = enter_play(st, st.cards[card.id], who, exerted=exerted, afterwards=afterwards)
        primitives.queue_after(st, then)

    def shift_bases(self, card: CardView) -> list[CardView]:
        real = self.st.cards[card.id]
        if Keyword.SHIFT not in real.definition.keyword_set:
            return []
        if variant_of(real.definition).onto is Onto.DUO:
            return []  # (two bases: only the Shift turn action asks for the second)
        return list(bases(self.st, real))

    def shift_for_free(self, card: CardView, base: CardView) -> None:
        st = self.st
        real = st.cards[card.id]
        if restrictions.cant_play(st, real, self.controller):
            return  # 1.2.2: "can't play" beats "shift it for free"
        primitives.reveal(st, real, EVERYONE)
        primitives.queue_after(st, complete(st, real, (st.cards[base.id],)))

    def play_paying(self, card: CardView) -> bool:
        st = self.st
        real = st.cards[card.id]
        owner = st.players[real.owner]
        price = cost(st, real)
        if owner.ready_ink < price or restrictions.cant_play(st, real, real.owner):
            return False  # (1.2.2: "can't play" beats "you may play it")
        primitives.exert_ink(st, owner, price)  # 4.3.2.4, with every payment modifier
        then = enter_play(st, real, real.owner)
        primitives.queue_after(st, then)
        return True

    # ------------------------------------------------------------------ players

    def draw(self, player: int, count: int = 1, *, bottom: bool = False) -> None:
        for _ in range(count):
            primitives.draw_in_game(self.st, self.st.players[player], bottom=bottom)

    def gain_lore(self, player: int, amount: int) -> None:
        primitives.gain_lore(self.st, self.st.players[player], amount)

    def lose_lore(self, player: int, amount: int) -> int:
        return primitives.lose_lore(self.st, self.st.players[player], amount)

    def pay_ink(self, player: int, amount: int) -> bool:
        who = self.st.players[player]
        if spendable(who) < amount:
            return False
        pay_cost(self.st, who, amount)  # ink drops where set aside or ink falls short
        return True

    def get_drops(self, player: int, amount: int) -> None:
        get_drops(self.st, self.st.players[player], amount)

    # ------------------------------------------------------------------ lasting effects

    def modify(
        self,
        card: CardView,
        affects: Affects,
        amount: int = 1,
        duration: Duration = Duration.THIS_TURN,
    ) -> None:
        primitives.add_modifier(
            self.st, self.st.cards[card.id], affects, amount, duration, self.controller,
            self.source,
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
        more_classes: tuple[str, ...] = (),
        other_type: CardType | None = None,
        shift_only: bool = False,
        exerted: bool = False,
        gains: Keyword | None = None,
    ) -> None:
        primitives.add_reduction(self.st, self.controller, amount, card_type, self.source,
                                 classification, name, more_classes, other_type,
                                 shift_only, exerted, gains)  # fmt: skip

    def add_floating(self, ability: Triggered) -> None:
        add_floating(self.st, ability, self.source, self.controller)

    def ban(self, player: int, cards: Target, duration: Duration) -> None:
        restrictions.ban(self.st, player, cards, duration, self.source, self.controller)

    def limit_ready(self, player: int, most: int) -> None:
        restrictions.limit_ready(self.st, player, most, self.source)

    def note(self, what: Noted, card: CardView) -> None:
        primitives.note(self.st, what, self.controller, card.id)

    def supported(self, card: CardView) -> None:
        notice(self.st, Event(EventKind.SUPPORTED, card.id, self.controller, self.source))

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

    def set_named(self, card_id: int) -> None:
        set_memory(self.st, self.res, "named", card_id)

    def set_this_way(self, cards: tuple[int, ...]) -> None:
        set_memory(self.st, self.res, "this_way", cards)

    def at_random(self, cards: Sequence[CardView], count: int) -> list[CardView]:
        return primitives.at_random(self.st, list(cards), count)

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
        # "Whenever an opponent chooses this character for an action or ability": noticed
        # only for a card that watches for it (a choice is made often).
        behaviour = st.cards[card.id].definition.behaviour
        if (behaviour is not None and EventKind.CHOSEN in behaviour.trigger_kinds
                and card.zone is Zone.PLAY):  # fmt: skip
            notice(st, Event(EventKind.CHOSEN, card.id, chooser, self.source))
