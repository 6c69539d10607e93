"""The primitive game actions: move, draw, banish, reveal, shuffle, pay, damage, lore.

Each is undoable (it writes through `engine/trail.py`) and emits the events the rules give it,
noticed by the bag as they happen. Each carries the rules that belong to the change itself
(7.1.6: a card leaving play loses its damage and states; 8.10.7: a stack leaves together;
8.8: Resist reduces dealt damage), and no rule about *whether* it may happen: that is the
business of the rule modules (`engine/rules/`).
"""

from __future__ import annotations

from collections.abc import Sequence

from illumineer.engine.abilities.ability import Triggered
from illumineer.engine.bag import last_known, notice
from illumineer.engine.cards import CardDefinition
from illumineer.engine.events import Event
from illumineer.engine.hashing import touch
from illumineer.engine.state import (
    EVERYONE,
    Card,
    GameState,
    Granted,
    Modifier,
    Player,
    Reduction,
)
from illumineer.engine.trail import relocate, reorder, set_field, use_rng
from illumineer.engine.values import keyword_value
from illumineer.engine.vocabulary import (
    PUBLIC_ZONES,
    Affects,
    Arrival,
    CardType,
    Duration,
    EventKind,
    Keyword,
    Phase,
    Zone,
)


def has_statics(card: Card) -> bool:
    """Whether the card has static abilities (what it changes, what it grants)."""
    behaviour = card.definition.behaviour
    return behaviour is not None and bool(behaviour.statics or behaviour.grants)


def create(st: GameState, definition: CardDefinition, owner: int, zone: Zone) -> Card:
    """Bring a card into the game at setup (not undoable: it precedes every action)."""
    card = Card(len(st.cards), definition, owner, zone, st.card_marks)
    st.cards.append(card)
    st.turn_offers = None  # a new kind of card may bring a new turn action
    cards = st.players[owner].zones[zone]
    cards.append(card)
    if cards.clean:  # (touch, written out: a game's setup creates every card)
        cards.clean = False
        cards.marks.append(cards)
    if zone is Zone.DECK:
        return card
    if zone is Zone.PLAY:
        st.static_index = st.listener_index = None
        if has_statics(card):
            st.statics_in_play += 1
            touch(st)
    if zone in PUBLIC_ZONES:
        card.known = EVERYONE
    else:
        card.known = 1 << owner
    if zone is Zone.INKWELL:  # setup ink counts as inked by the turn action (FORMAT.md)
        card.arrived = Arrival.INKED
    return card


# ---------------------------------------------------------------------- moving cards


def _relocate(
    st: GameState, card: Card, zone: Zone, how: Arrival, *, bottom: bool = False
) -> bool:
    """Move a card between its owner's zones with what a zone change does (7.1.6), emitting
    nothing; return whether it left play."""
    owner = st.players[card.owner]
    left_play = card.zone is Zone.PLAY
    relocate(st, card, owner.zones[zone], zone, how, bottom=bottom)
    if left_play or zone is Zone.PLAY:
        st.static_index = st.listener_index = None
        if zone is Zone.PLAY:
            forget_effects_on(st, card)  # 7.1.6: it enters as a new card
    if left_play and card.under:  # 8.10.7: the whole stack leaves play together
        for below_id in card.under:
            below = st.cards[below_id]
            if below.zone is Zone.UNDER:
                below_zone = Zone.DECK if zone is Zone.DECK else zone
                _relocate(st, below, below_zone, Arrival.RULE, bottom=bottom)
        set_field(st, card, "under", ())
    if left_play != (zone is Zone.PLAY) and has_statics(card):
        set_field(st, st, "statics_in_play", st.statics_in_play + (-1 if left_play else 1))
    if left_play:
        # 7.1.6: a card leaving play loses its damage and states; 5.6.6: characters at a
        # location that leaves play stay in play, at no location.
        set_field(st, card, "damage", 0)
        set_field(st, card, "exerted", False)
        set_field(st, card, "drying", False)
        set_field(st, card, "location", None)
        if card.is_location:
            for other in owner.play:
                if other.location == card.id:
                    set_field(st, other, "location", None)
    if zone is Zone.INKWELL:
        set_field(st, card, "exerted", False)  # 7.5.2: ink enters ready
    if zone in PUBLIC_ZONES:
        reveal(st, card, EVERYONE)
    elif zone is Zone.HAND:
        reveal(st, card, card.known | 1 << card.owner)
    return left_play


def move(
    st: GameState, card: Card, zone: Zone, *, bottom: bool = False, how: Arrival = Arrival.RULE
) -> None:
    """Move a card between its owner's zones (to the top of a deck unless `bottom`); `how`
    it arrives there is what a judge can later establish about it."""
    before = last_known(st, (card,)) if card.zone is Zone.PLAY else ()
    if _relocate(st, card, zone, how, bottom=bottom) and zone is not Zone.UNDER:
        notice(st, Event(EventKind.LEAVE, card.id, card.owner), before)


def banish(st: GameState, cards: Sequence[Card]) -> None:
    """Banish cards in play together (the state check's results of one player, 1.8.4; "banish
    all ...", 7.4.3): each is put into its owner's discard and seen banished by all."""
    challenge = st.challenge
    leaving = last_known(st, [card for card in cards if card.zone is Zone.PLAY])
    for card, _ in leaving:
        _relocate(st, card, Zone.DISCARD, Arrival.RULE)
    if leaving:  # what the turn remembers ("if a character was banished this turn")
        gone = tuple((card.id, challenge is not None and card.id in challenge)
                     for card, _ in leaving)  # fmt: skip
        set_field(st, st, "banished", st.banished + gone)
    for card, _ in leaving:
        notice(st, Event(EventKind.LEAVE, card.id, card.owner), leaving)
        if challenge is not None and card.id in challenge:
            other = challenge[1] if card.id == challenge[0] else challenge[0]
            notice(st, Event(EventKind.BANISH, card.id, card.owner, other, True), leaving)
            notice(st, Event(EventKind.BANISHES, other, st.cards[other].owner, card.id, True),
                   leaving)
        else:
            notice(st, Event(EventKind.BANISH, card.id, card.owner), leaving)


def draw(st: GameState, player: Player) -> Card | None:
    """Draw the top card (1.12.1); from an empty deck nothing happens (1.12 case)."""
    if not player.deck:
        return None
    card = player.deck[-1]
    move(st, card, Zone.HAND, how=Arrival.DRAWN)
    return card


def put_into(st: GameState, card: Card, zone: Zone, *, exerted: bool = False) -> None:
    """Put a card into its owner's `zone` by an effect (not a draw, 1.12.3); into the
    inkwell facedown and unannounced (7.5.6)."""
    if card.zone is not zone:
        move(st, card, zone, how=Arrival.EFFECT)
    if zone is Zone.INKWELL and exerted:
        set_field(st, card, "exerted", True)


def put_on_deck(st: GameState, card: Card, *, bottom: bool, depth: int = 0) -> None:
    """On the top or bottom of its owner's deck; on top, `depth` cards already placed stay
    above it (so cards placed one by one read top first)."""
    move(st, card, Zone.DECK, bottom=bottom, how=Arrival.EFFECT)
    if not bottom and depth:
        deck = st.players[card.owner].deck
        order = list(deck)
        order.insert(len(order) - 1 - depth, order.pop())
        reorder(st, deck, order)


def return_top(st: GameState, card: Card) -> None:
    """Return only `card`, the top of a stack in play, to its owner's hand (Temporary Shift,
    8.10.8): the card just under it is in play again in the stack's place, with its states
    (exerted, drying, damage, location) and the rest of the stack under it; what was applied
    to the top card ends with it (7.1.6). A card with nothing under it simply returns."""
    if card.zone is not Zone.PLAY:
        return
    if not card.under:
        move(st, card, Zone.HAND, how=Arrival.EFFECT)
        return
    *rest, below_id = card.under
    below = st.cards[below_id]
    exerted, drying, damage, location = card.exerted, card.drying, card.damage, card.location
    set_field(st, card, "under", ())
    move(st, card, Zone.HAND, how=Arrival.EFFECT)
    _relocate(st, below, Zone.PLAY, Arrival.RULE)
    set_field(st, below, "exerted", exerted)
    set_field(st, below, "drying", drying)
    set_field(st, below, "damage", damage)
    set_field(st, below, "location", location)
    set_field(st, below, "under", tuple(rest))


def shuffle(st: GameState, player: Player) -> None:
    """Shuffle a deck: its order changes and nobody knows any position any more."""
    deck = player.deck
    use_rng(st)
    order = list(deck)
    st.rng.shuffle(order)
    reorder(st, deck, order)
    for card in deck:
        if card.known:
            set_field(st, card, "known", 0)


def shuffle_into_deck(st: GameState, card: Card, how: Arrival = Arrival.EFFECT) -> None:
    move(st, card, Zone.DECK, how=how)
    shuffle(st, st.players[card.owner])


def discard(st: GameState, cards: Sequence[Card]) -> None:
    """Their owner discards these cards from hand (7.3.4): one instruction, one event."""
    gone = [card for card in cards if card.zone is Zone.HAND]
    for card in gone:
        move(st, card, Zone.DISCARD, how=Arrival.EFFECT)
    if gone:
        first = gone[0]
        notice(st, Event(EventKind.DISCARD, first.id, first.owner, cards=tuple(c.id for c in gone)))


def reveal(st: GameState, card: Card, who: int) -> None:
    """These players (a bit set) know the card now."""
    if card.known != who:
        set_field(st, card, "known", who)


# ---------------------------------------------------------------------- states and damage


def ready(st: GameState, card: Card, by: int) -> None:
    """Ready a card (the Ready step, an effect); `by`: who readied it (1.3.3)."""
    if card.exerted:
        set_field(st, card, "exerted", False)
        notice(st, Event(EventKind.READY, card.id, by))


def exert(st: GameState, card: Card) -> None:
    set_field(st, card, "exerted", True)


def deal_damage(st: GameState, card: Card, amount: int, by: int) -> None:
    """Deal damage (1.9.4): reduced by Resist (8.8), never below 0."""
    if card.is_character or card.is_location:
        resist = keyword_value(st, card, Keyword.RESIST) or 0
        put_damage(st, card, max(0, amount - resist), by)


def put_damage(st: GameState, card: Card, amount: int, by: int) -> None:
    """Put damage counters (1.9.1: not reduced by Resist); the card takes damage (1.9.3)."""
    if amount > 0:
        set_field(st, card, "damage", card.damage + amount)
        if card.is_character:
            set_field(st, st.players[card.owner], "damaged_this_turn", True)
        notice(st, Event(EventKind.DAMAGE, card.id, by))


def remove_damage(st: GameState, card: Card, amount: int, by: int) -> int:
    """Remove up to `amount` damage; return how much was removed."""
    removed = min(card.damage, max(0, amount))
    if removed:
        set_field(st, card, "damage", card.damage - removed)
        notice(st, Event(EventKind.DAMAGE_REMOVED, card.id, by, amount=removed))
    return removed


def exert_ink(st: GameState, player: Player, amount: int) -> int:
    """Pay `amount` ink by exerting ready ink cards (4.3.2.4); return what could not be paid
    (0 when paid in full)."""
    for card in player.inkwell:
        if amount <= 0:
            return 0
        if not card.exerted:
            set_field(st, card, "exerted", True)
            amount -= 1
    return max(0, amount)


# ---------------------------------------------------------------------- lore and the game


def gain_lore(st: GameState, player: Player, amount: int) -> None:
    set_field(st, player, "lore", max(0, player.lore + amount))  # 1.11.1


def lose_lore(st: GameState, player: Player, amount: int) -> int:
    """Lose up to `amount` lore (never below 0, 1.11.1); return how much was lost."""
    lost = min(player.lore, max(0, amount))
    gain_lore(st, player, -lost)
    return lost


def end_game(st: GameState, winner: int) -> None:
    set_field(st, st, "winner", winner)
    set_field(st, st, "phase", Phase.OVER)


# ---------------------------------------------------------------------- what lasts


#: The last turn of an effect that lasts while its card is in play.
FOREVER = 1 << 30


def _span(st: GameState, card: Card, duration: Duration, controller: int) -> tuple[int, int]:
    """The turns an effect of `duration` lasts (6.1.13)."""
    if duration is Duration.THIS_TURN:
        return st.turn, st.turn
    if duration is Duration.THEIR_NEXT_TURN:  # during the card's controller's next turn
        turn = st.turn + (2 if card.owner == st.active else 1)
        return turn, turn
    if duration is Duration.WHILE_IN_PLAY:  # ends only as the card leaves play (7.1.6)
        return st.turn, FOREVER
    # Until the start of the next turn of the effect's controller (3.2.1.3).
    return st.turn, st.turn + (1 if controller == st.active else 0)


def add_modifier(
    st: GameState, card: Card, affects: Affects, amount: int, duration: Duration, controller: int
) -> None:
    """`card` gets `amount` of `affects` for `duration` (6.4.2.2)."""
    start, end = _span(st, card, duration, controller)
    set_field(st, st, "modifiers", (*st.modifiers, Modifier(card.id, affects, amount, start, end)))


def grant(
    st: GameState, card: Card, ability: Triggered, duration: Duration, controller: int
) -> None:
    """`card` gains a triggered ability for `duration`."""
    start, end = _span(st, card, duration, controller)
    set_field(st, st, "granted", (*st.granted, Granted(card.id, ability, start, end)))


def add_reduction(
    st: GameState,
    player: int,
    amount: int,
    card_type: CardType,
    source: int,
    classification: str | None = None,
    name: str | None = None,
) -> None:
    reduction = Reduction(player, amount, card_type, source, classification, name)
    set_field(st, st, "reductions", (*st.reductions, reduction))


def forget_effects_on(st: GameState, card: Card) -> None:
    """7.1.6: a card that enters play is a new card; nothing applied to it before stays."""
    if any(m.card == card.id for m in st.modifiers):
        set_field(st, st, "modifiers", tuple(m for m in st.modifiers if m.card != card.id))
    if any(g.card == card.id for g in st.granted):
        set_field(st, st, "granted", tuple(g for g in st.granted if g.card != card.id))
