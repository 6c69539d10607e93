"""Play a card (rule 4.3): announce and reveal it, pay its cost, and it is played (4.3.3).

A card that says another way to pay for it ("You may put a Toy character card from your
discard on the bottom of your deck to play this character for free",
`abilities.alternate.PayInstead`) may be played that way while it can be paid in full, with
too little ink too; with ink enough, its player is asked which way ("yes": the other way),
and the cards that payment names are chosen as answers before the card enters play.

What happens once a card is played, however it was paid for, is `engine/playing.py`'s.
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities.alternate import paid_instead
from illumineer.engine.abilities.core import Effects, Prompt, Step
from illumineer.engine.abilities.costs import Payment, payment_steps
from illumineer.engine.actions import Action
from illumineer.engine.bag import notice
from illumineer.engine.effects import Acting
from illumineer.engine.errors import IllegalAction
from illumineer.engine.events import Event
from illumineer.engine.inkdrops import paid_for, pay_cost, spendable
from illumineer.engine.playing import enter_play
from illumineer.engine.primitives import holder, note, queue_after
from illumineer.engine.resolution import start
from illumineer.engine.restrictions import cant_play
from illumineer.engine.rules.base import card_of, reach, turn_action
from illumineer.engine.state import Card, GameState, Resolution
from illumineer.engine.values import Reading, affected, cost, statics_of
from illumineer.engine.vocabulary import EventKind, Mode, Noted, PromptKind, Stat, Verb, Zone
from illumineer.engine.why import Because, Why


def touch(st: GameState, action: Action, who: int) -> None:
    card = card_of(st, action.card)
    if card.zone is Zone.DISCARD:  # whether an effect lets them is a rule's (verify)
        reach(st, action.card, who, Zone.DISCARD, "discard")
        return
    if not (card.zone is Zone.UNDER and card.owner == who and from_under(st, card)):
        reach(st, action.card, who, Zone.HAND, "hand")


def from_under(st: GameState, card: Card) -> bool:
    """Whether `card`, under a card of its owner's in play, may be played from there this
    turn ("this turn, you may play characters from under this item")."""
    if not card.is_character:
        return False
    above = holder(st, card)
    return (above is not None and above.owner == card.owner
            and affected(st, above, Stat.PLAY_FROM_UNDER))  # fmt: skip


def from_discard(st: GameState, card: Card) -> bool:
    """Whether an effect lets its owner play `card` from their discard ("While this
    character is exerted, you may play characters from your discard", or for the rest of
    this turn)."""
    return affected(st, card, Stat.PLAY_FROM_DISCARD) or this_turn(st, card)


def this_turn(st: GameState, card: Card) -> bool:
    """Whether a resolved effect lets its owner play `card`, a character of their discard,
    for the rest of this turn (engine/abilities/discard_this_turn.py). (That effect bans
    characters named like those played that way, so a game without a ban pays nothing.)"""
    return bool(st.bans and st.noted) and card.is_character and may_this_turn(st, card.owner)


def may_this_turn(st: GameState, player: int) -> bool:
    """Whether `player` may play characters from their discard for the rest of this turn."""
    return any(what is Noted.MAY_PLAY_FROM_DISCARD and who == player
               for what, who, _, _ in st.noted)  # fmt: skip


def verify(st: GameState, action: Action, who: int) -> None:
    turn_action(st, "4.3.2", who)
    card = st.cards[action.card]
    if card.zone is Zone.DISCARD and not from_discard(st, card):
        raise IllegalAction("4.3.2", f"{card.definition} is in the discard: cards are played "
                            "from the hand unless an effect says otherwise",
                            Why(Because.NOT_IN_ZONE, (card.id,), (int(Zone.HAND),)))  # fmt: skip
    refuse_restricted(st, card, who)
    price, ready = cost(st, card), spendable(st.players[who])
    if price > ready and instead(st, card) is None:
        raise IllegalAction(
            "1.5.3",
            f"{card.definition} costs {price} but only {ready} ink is ready",
            Why(Because.COST_SHORT, (card.id,), (price, ready)),
        )


def refuse_restricted(st: GameState, card: Card, who: int) -> None:
    """A restriction keeps the card from being played (1.2.2), however it is paid for."""
    if cant_play(st, card, who):
        raise IllegalAction("1.2.2", f"{card.definition} can't be played now",
                            Why(Because.CANT_PLAY, (card.id,)))


def pay(st: GameState, player: int, amount: int) -> int:
    """Pay ink (4.3.2.4), with ink drops where the player set them aside or ink falls short
    (engine/inkdrops.py); return the drops removed. A cost that turns out unpayable halfway
    makes the whole action illegal (1.7.6) in strict mode, and is paid as far as it can be
    at a table."""
    short, removed = pay_cost(st, st.players[player], amount)
    if short and st.mode is Mode.STRICT:
        raise IllegalAction("1.7.6", f"p{player + 1} lacks {short} ready ink to pay",
                            Why(Because.UNPAID, (), (player, short)))
    return removed


def perform(st: GameState, action: Action, who: int) -> None:
    card = st.cards[action.card]
    other = instead(st, card)
    if other is not None:  # the other way to pay: asked, then paid, before it enters play
        steps = payment_steps((other,))
        ask = cost(st, card) <= spendable(st.players[who])
        start(st, Resolution(card.id, card.owner,
                             ((_Which(len(steps) + 1),) if ask else ()) + (*steps, _Free()),
                             label=card.definition.full_name, key=INSTEAD_KEY))  # fmt: skip
        return
    then = _paying(st, card)
    if then is not None:
        start(st, then)


#: The key the state hash reads for a play paid otherwise (its question, its payment).
INSTEAD_KEY = 310


def instead(st: GameState, card: Card) -> Payment | None:
    """The other way `card` says it may be paid for, if it can be paid in full now."""
    behaviour = card.definition.behaviour
    if behaviour is None or not behaviour.rules:
        return None
    payment = paid_instead(card.definition)
    if payment is None or not payment.payable(Reading(st, card.id, card.owner)):
        return None
    return payment


def _exerted(st: GameState, card: Card) -> bool:
    """Played from the discard, it may enter play exerted (6.7.9), as the effect says."""
    return card.zone is Zone.DISCARD and affected(st, card, Stat.FROM_DISCARD_EXERTED)


def _paying(st: GameState, card: Card) -> Resolution | None:
    """Pay the card's ink cost and play it; what it must resolve next, if anything."""
    exerted = _exerted(st, card)
    # "For the rest of this turn, you may play characters from your discard. If you do, they
    # enter play exerted" (where no static ability lets them play it as it is)
    that_way = (card.zone is Zone.DISCARD and not affected(st, card, Stat.PLAY_FROM_DISCARD)
                and this_turn(st, card))  # fmt: skip
    price = cost(st, card)
    removed = pay(st, card.owner, price)
    paid_for(st, st.players[card.owner], card, removed)
    then = enter_play(st, card, card.owner, exerted=exerted or that_way)
    if that_way:
        note(st, Noted.PLAYED_FROM_DISCARD, card.owner, card.id)
    # "whenever you pay 2 ⬡ or less to play a card"
    notice(st, Event(EventKind.PAID_TO_PLAY, card.id, card.owner, amount=price))
    return then


@dataclass(frozen=True, slots=True)
class _Which(Step):
    """Which way the card is paid for: "yes", the other way (the steps after this);
    "no", its ink cost (and the `body` steps after this are skipped). The engine's step."""

    body: int

    def run(self, fx: Effects) -> Prompt | None:
        return Prompt(fx.controller, PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if not choice:
            assert isinstance(fx, Acting)
            st = fx.st
            queue_after(st, _paying(st, st.cards[fx.source]))
            fx.skip(self.body)
        return True


@dataclass(frozen=True, slots=True)
class _Free(Step):
    """Paid the other way: the card is played for free (the engine's step)."""

    def run(self, fx: Effects) -> Prompt | None:
        assert isinstance(fx, Acting)
        st = fx.st
        card = st.cards[fx.source]
        if card.zone in (Zone.HAND, Zone.DISCARD, Zone.UNDER) and not fx.undone:
            queue_after(st, enter_play(st, card, card.owner, exerted=_exerted(st, card)))
        return None


def offer(st: GameState, out: list[Action], ready: int) -> None:
    me = st.players[st.active]
    new, verb = tuple.__new__, Verb.PLAY  # (fast(), written out: a hot loop)
    plain = not (st.reductions or st.statics_in_play)
    for card in me.hand:
        definition = card.definition
        price = definition.cost if plain and not definition.cost_from_hand else cost(st, card)
        unrestricted = plain and not st.bans and not definition.restricted_from_hand
        if (price <= ready and (unrestricted or not cant_play(st, card, me.index))) or (
            price > ready and instead(st, card) is not None  # paid otherwise
            and not cant_play(st, card, me.index)
        ):  # fmt: skip
            out.append(new(Action, (verb, (card.id,))))
    if st.modifiers and any(m.affects is Stat.PLAY_FROM_UNDER for m in st.modifiers):
        for card in me.zones[Zone.UNDER]:
            if from_under(st, card) and cost(st, card) <= ready \
                    and not cant_play(st, card, me.index):  # fmt: skip
                out.append(new(Action, (verb, (card.id,))))
    if st.modifiers or (st.statics_in_play and statics_of(st, Stat.PLAY_FROM_DISCARD)) \
            or (st.bans and st.noted and may_this_turn(st, me.index)):  # fmt: skip
        for card in me.discard:  # a card of the discard an effect lets them play
            if from_discard(st, card) and cost(st, card) <= ready \
                    and not cant_play(st, card, me.index):  # fmt: skip
                out.append(new(Action, (verb, (card.id,))))
