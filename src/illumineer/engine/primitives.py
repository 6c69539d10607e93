"""The primitive game actions: move, draw, banish, reveal, shuffle, pay, damage, lore.

Each is undoable (it writes through `engine/trail.py`) and emits the events the rules give it,
noticed by the bag as they happen. Each carries the rules that belong to the change itself
(7.1.6: a card leaving play loses its damage and states; 8.10.7: a stack leaves together;
8.8: Resist reduces dealt damage), and no rule about *whether* it may happen: that is the
business of the rule modules (`engine/rules/`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from illumineer.engine.abilities.ability import Triggered
from illumineer.engine.bag import last_known, notice, watched
from illumineer.engine.cards import CardDefinition
from illumineer.engine.events import Event
from illumineer.engine.hashing import touch
from illumineer.engine.prevention import dealt, taken
from illumineer.engine.state import (
    EVERYONE,
    Card,
    GameState,
    Granted,
    Modifier,
    Player,
    Reduction,
    Resolution,
)
from illumineer.engine.trail import relocate, reorder, set_field, use_rng
from illumineer.engine.values import affected, ink_enters_exerted, strength, top_faceup
from illumineer.engine.vocabulary import (
    PUBLIC_ZONES,
    Affects,
    Arrival,
    CardType,
    Duration,
    EventKind,
    Keyword,
    Noted,
    Phase,
    Stat,
    Zone,
)

T = TypeVar("T")


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


def holder(st: GameState, card: Card) -> Card | None:
    """The card in play that `card` lies under, if any (5.1.1.5)."""
    for side in st.players:
        for above in side.play:
            if card.id in above.under:
                return above
    return None


def _relocate(
    st: GameState, card: Card, zone: Zone, how: Arrival, *, bottom: bool = False
) -> bool:
    """Move a card between its owner's zones with what a zone change does (7.1.6), emitting
    nothing but a card leaving a discard ("whenever a card leaves your discard"); return
    whether it left play."""
    owner = st.players[card.owner]
    left_play = card.zone is Zone.PLAY
    behaviour = card.definition.behaviour
    if left_play and behaviour is not None and behaviour.remembers_strength:
        set_field(st, card, "had_strength", strength(st, card))  # "the ¤ he had in play"
    if (card.zone is Zone.DISCARD) != (zone is Zone.DISCARD):  # what the turn remembers
        gone = card.zone is Zone.DISCARD
        note(st, Noted.LEFT_DISCARD if gone else Noted.PUT_INTO_DISCARD, card.owner, card.id)
        if gone:
            notice(st, Event(EventKind.LEFT_DISCARD, card.id, card.owner))
    if card.zone is Zone.UNDER:  # taken from under a card still in play: no longer under it
        above = holder(st, card)
        if above is not None:
            set_field(st, above, "under", tuple(i for i in above.under if i != card.id))
    relocate(st, card, owner.zones[zone], zone, how, bottom=bottom)
    if left_play or zone is Zone.PLAY:
        st.static_index = st.listener_index = None
        if zone is Zone.PLAY:
            forget_effects_on(st, card)  # 7.1.6: it enters as a new card
    if left_play:  # what lay under it, for "the cards that were under him" (6.7.7)
        set_field(st, card, "had_under", card.under)
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
    if zone is Zone.INKWELL:  # 7.5.2: ink enters ready, unless an effect says otherwise
        exerted = bool(st.statics_in_play) and ink_enters_exerted(st, card.owner)
        set_field(st, card, "exerted", exerted)
    if zone in PUBLIC_ZONES:
        reveal(st, card, EVERYONE)
    elif zone is Zone.HAND:
        reveal(st, card, card.known | 1 << card.owner)
    return left_play


def note(st: GameState, what: Noted, player: int, card: int, amount: int = 0) -> None:
    """The turn remembers it ("if 2 or more cards were put into your discard this turn"):
    `GameState.noted`, forgotten as the turn ends."""
    set_field(st, st, "noted", (*st.noted, (what, player, card, amount)))


def _at(card: Card) -> int:
    """The location a card is at, as events say it (-1: none)."""
    return -1 if card.location is None else card.location


def move_to_location(st: GameState, card: Card, location: Card, by: int) -> None:
    """Move a character to a location (4.7.3, by the turn action or an effect, its cost
    paid or not by the caller): it is there now, and the move is an event (4.7.4)."""
    was = _at(card)
    set_field(st, card, "location", location.id)
    notice(st, Event(EventKind.MOVE, card.id, by, location.id, at=was))


def move(
    st: GameState, card: Card, zone: Zone, *, bottom: bool = False, how: Arrival = Arrival.RULE
) -> None:
    """Move a card between its owner's zones (to the top of a deck unless `bottom`); `how`
    it arrives there is what a judge can later establish about it."""
    before = last_known(st, (card,)) if card.zone is Zone.PLAY else ()
    at = _at(card)
    if _relocate(st, card, zone, how, bottom=bottom) and zone is not Zone.UNDER:
        notice(st, Event(EventKind.LEAVE, card.id, card.owner, at=at), before)
    if zone is Zone.INKWELL and how in _INKING:
        notice(st, Event(EventKind.INK, card.id, card.owner))


def put_under(st: GameState, card: Card, beneath: Card, by: int, *, faceup: bool = False) -> None:
    """`by` puts `card` under `beneath`, a card in play (5.1.1.5): facedown, known to nobody
    (8.4), or faceup, known to all. A card taken from play leaves it (with any stack it
    topped, 8.10.7). The turn remembers it ("if you've put a card under her this turn"),
    and it is noticed ("whenever you put a card under ..."); Shift is no such put."""
    before = last_known(st, (card,)) if card.zone is Zone.PLAY else ()
    stack = card.under if card.zone is Zone.PLAY else ()
    left_play = _relocate(st, card, Zone.UNDER, Arrival.EFFECT)
    reveal(st, card, EVERYONE if faceup else 0)
    set_field(st, beneath, "under", (*beneath.under, *stack, card.id))
    set_field(st, st, "put_under", (*st.put_under, (by, beneath.id)))
    if left_play:
        notice(st, Event(EventKind.LEAVE, card.id, card.owner), before)
    notice(st, Event(EventKind.PUT_UNDER, beneath.id, by, card.id))


#: How a card comes into an inkwell that "a card is put into your inkwell" sees: inked by
#: the turn action (4.2) or put there by an effect (7.5.6); not a deed at a table, nor a
#: judge's remedy.
_INKING = frozenset({Arrival.INKED, Arrival.EFFECT})


def banish(st: GameState, cards: Sequence[Card]) -> None:
    """Banish cards in play together (the state check's results of one player, 1.8.4; "banish
    all ...", 7.4.3): each is put into its owner's discard and seen banished by all."""
    challenge = st.challenge
    leaving = last_known(st, [card for card in cards if card.zone is Zone.PLAY])
    # Where each was, as it left ("whenever a character is banished while here"), and who
    # was at a location as it left ("if there was an exerted character here").
    at = {card.id: _at(card) for card, _ in leaving}
    here = {card.id: tuple(c.id for c in st.players[card.owner].play if c.location == card.id)
            for card, _ in leaving if card.is_location}  # fmt: skip
    # 6.5: "if this character would be banished, put them into your inkwell ... instead"
    instead = [card for card, _ in leaving
               if st.statics_in_play and affected(st, card, Stat.BANISHED_TO_INKWELL)]  # fmt: skip
    for card, _ in leaving:
        if card in instead:
            _relocate(st, card, Zone.INKWELL, Arrival.EFFECT)
            set_field(st, card, "exerted", True)
        else:
            _relocate(st, card, Zone.DISCARD, Arrival.RULE)
    # what the turn remembers ("if a character was banished this turn")
    gone = tuple((card.id, challenge is not None and card.id in challenge)
                 for card, _ in leaving if card not in instead)  # fmt: skip
    if gone:
        set_field(st, st, "banished", st.banished + gone)
    for card, _ in leaving:
        was = at[card.id]
        notice(st, Event(EventKind.LEAVE, card.id, card.owner, at=was), leaving)
        if card in instead:  # 6.5.4: not banished; put into an inkwell
            notice(st, Event(EventKind.INK, card.id, card.owner))
            continue
        if challenge is not None and card.id in challenge:
            other = challenge[1] if card.id == challenge[0] else challenge[0]
            notice(st, Event(EventKind.BANISH, card.id, card.owner, other, True, at=was,
                             cards=here.get(card.id, ())), leaving)
            banisher = at.get(other, _at(st.cards[other]))
            notice(st, Event(EventKind.BANISHES, other, st.cards[other].owner, card.id, True,
                             at=banisher),
                   leaving)
        else:
            notice(st, Event(EventKind.BANISH, card.id, card.owner, at=was,
                             cards=here.get(card.id, ())), leaving)


def draw(st: GameState, player: Player, *, bottom: bool = False) -> Card | None:
    """Draw the top card (1.12.1), or the `bottom` one ("draw a card from the bottom of your
    deck"); from an empty deck nothing happens (1.12 case)."""
    if not player.deck:
        return None
    card = player.deck[0] if bottom else player.deck[-1]
    move(st, card, Zone.HAND, how=Arrival.DRAWN)
    return card


def draw_in_game(st: GameState, player: Player, *, bottom: bool = False) -> Card | None:
    """A draw the game makes (the Draw step, an effect): counted for the turn and seen by
    "whenever ... draws a card" (1.12.2: each card drawn is a draw of its own)."""
    card = draw(st, player, bottom=bottom)
    if card is not None:
        drawn = player.drawn_this_turn + 1
        set_field(st, player, "drawn_this_turn", drawn)
        notice(st, Event(EventKind.DRAW, card.id, player.index, amount=drawn))
    return card


def put_into(st: GameState, card: Card, zone: Zone, *, exerted: bool = False) -> None:
    """Put a card into its owner's `zone` by an effect (not a draw, 1.12.3); into the
    inkwell facedown and unannounced (7.5.6). From the deck into the discard, it is milled
    alone (`mill`)."""
    if card.zone is Zone.DECK and zone is Zone.DISCARD:
        mill(st, [card])
    elif card.zone is not zone:
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


def at_random(st: GameState, cards: Sequence[T], count: int) -> list[T]:
    """`count` of `cards` (all of them if fewer), picked by the game's seeded random source
    ("discard a card at random"): the pick is part of the state, so a log replays it."""
    if count >= len(cards):
        return list(cards)
    use_rng(st)
    return st.rng.sample(list(cards), count)


def shuffle_into_deck(st: GameState, card: Card, how: Arrival = Arrival.EFFECT) -> None:
    move(st, card, Zone.DECK, how=how)
    shuffle(st, st.players[card.owner])


def discard(st: GameState, cards: Sequence[Card]) -> None:
    """Their owner discards these cards from hand (7.3.4): one instruction, one event."""
    gone = [card for card in cards if card.zone is Zone.HAND]
    for card in gone:
        move(st, card, Zone.DISCARD, how=Arrival.EFFECT)
        note(st, Noted.DISCARDED, card.owner, card.id)
    if gone:
        first = gone[0]
        notice(st, Event(EventKind.DISCARD, first.id, first.owner, cards=tuple(c.id for c in gone)))
        if watched(st, EventKind.DISCARDED_CARD):  # "whenever you discard a character card"
            for card in gone:
                notice(st, Event(EventKind.DISCARDED_CARD, card.id, card.owner))


def mill(st: GameState, cards: Sequence[Card]) -> None:
    """Put these cards from their owner's deck into their discard (faceup): one
    instruction, one event ("whenever you put 1 or more cards into your discard from your
    deck"), which each card it put there sees too ("when this card is put into your discard
    from your deck")."""
    gone = [card for card in cards if card.zone is Zone.DECK]
    for card in cards:
        if card.zone is not Zone.DISCARD:
            move(st, card, Zone.DISCARD, how=Arrival.EFFECT)
    if gone:
        first = gone[0]
        notice(st, Event(EventKind.MILLED, first.id, first.owner, cards=tuple(c.id for c in gone)))


def queue_after(st: GameState, then: Resolution | None) -> None:
    """What a card played in the middle of an effect must resolve (an action's effect,
    Bodyguard's choice) comes after that effect (6.7.8.1): queued, if there is anything."""
    if then is not None:
        set_field(st, st, "queued", (*st.queued, then))


def reveal(st: GameState, card: Card, who: int) -> None:
    """These players (a bit set) know the card now."""
    if card.known != who:
        set_field(st, card, "known", who)


def show_tops(st: GameState) -> None:
    """ "Each opponent plays with the top card of their deck faceup": the top card of each
    such deck is seen by all (a card once seen there stays known, as any card seen)."""
    for player in st.players:
        if player.deck and top_faceup(st, player.index):
            reveal(st, player.deck[-1], EVERYONE)


# ---------------------------------------------------------------------- states and damage


def ready(st: GameState, card: Card, by: int) -> None:
    """Ready a card (the Ready step, an effect); `by`: who readied it (1.3.3)."""
    if card.exerted:
        set_field(st, card, "exerted", False)
        notice(st, Event(EventKind.READY, card.id, by))


def exert(st: GameState, card: Card, by: int | None = None) -> None:
    """Exert a card; a ready card in play becomes exerted, which "whenever this character
    exerts" sees (`by`: who exerted it; its controller when no one else is named)."""
    if card.exerted:
        return
    set_field(st, card, "exerted", True)
    if card.zone is Zone.PLAY:
        notice(st, Event(EventKind.EXERT, card.id, card.owner if by is None else by))


def enter_exerted(st: GameState, card: Card, by: int) -> None:
    """The card enters play exerted (6.7.9: as it enters; 8.3.2: Bodyguard's choice): no
    card "becomes exerted", but "whenever ... enters play exerted" sees it."""
    if not card.exerted:
        set_field(st, card, "exerted", True)
        notice(st, Event(EventKind.ENTERED_EXERTED, card.id, by))


def deal_damage(
    st: GameState, card: Card, amount: int, by: int, source: int = -1, *, resisted: bool = True,
    action: int = -1,
) -> None:
    """Deal damage (1.9.4): reduced by Resist (8.8, unless not `resisted`), never below 0,
    after what prevents or replaces it (engine/prevention.py). `source`: the character that
    deals it in a challenge (4.6.6), else -1; `action`: the action card whose effect deals
    it ("whenever one of your actions deals damage"), else -1."""
    if card.is_character or card.is_location:
        put_damage(st, card, dealt(st, card, amount, resisted=resisted), by, source,
                   action=action)  # fmt: skip


def put_damage(
    st: GameState, card: Card, amount: int, by: int, source: int = -1, *, action: int = -1
) -> None:
    """Put damage counters (1.9.1: not reduced by Resist); the card takes damage (1.9.3),
    from `source` in a challenge ("whenever this character deals damage ... in a
    challenge") or from the `action` dealing it, unless a replacement says it takes none
    (6.5)."""
    amount = taken(st, card, amount)
    if amount > 0:
        set_field(st, card, "damage", card.damage + amount)
        if card.is_character:
            set_field(st, st.players[card.owner], "damaged_this_turn", True)
        if source >= 0:
            notice(st, Event(EventKind.DAMAGE, card.id, by, source, True, amount))
        elif action >= 0:
            notice(st, Event(EventKind.DAMAGE, card.id, by, action, amount=amount))
        else:
            notice(st, Event(EventKind.DAMAGE, card.id, by, amount=amount))


def remove_damage(st: GameState, card: Card, amount: int, by: int) -> int:
    """Remove up to `amount` damage; return how much was removed."""
    removed = min(card.damage, max(0, amount))
    if removed:
        set_field(st, card, "damage", card.damage - removed)
        note(st, Noted.DAMAGE_REMOVED, by, card.id, removed)
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


def held_by(end: int) -> int | None:
    """The card whose staying in play an effect ending on turn `end` lasts for ("while this
    item is in play": such an effect's last turn is FOREVER plus that card's id), or None."""
    return end - FOREVER - 1 if end > FOREVER else None


def _span(
    st: GameState, card: Card, duration: Duration, controller: int, source: int = -1
) -> tuple[int, int]:
    """The turns an effect of `duration` lasts (6.1.13)."""
    if duration is Duration.WHILE_SOURCE_IN_PLAY:  # ends as `source` leaves play (settle)
        return st.turn, FOREVER + 1 + source
    if duration is Duration.THIS_TURN:
        return st.turn, st.turn
    if duration is Duration.THEIR_NEXT_TURN:  # during the card's controller's next turn
        turn = st.turn + (2 if card.owner == st.active else 1)
        return turn, turn
    if duration is Duration.WHILE_IN_PLAY:  # ends only as the card leaves play (7.1.6)
        return st.turn, FOREVER
    # Until the start of the next turn of the effect's controller (3.2.1.3).
    return st.turn, st.turn + (1 if controller == st.active else 0)


#: The turns an effect of a duration lasts, for the other effects that last (bans).
span = _span


def add_modifier(
    st: GameState,
    card: Card,
    affects: Affects,
    amount: int,
    duration: Duration,
    controller: int,
    source: int = -1,
) -> None:
    """`card` gets `amount` of `affects` for `duration` (6.4.2.2); `source`: the effect's card
    (what "while this item is in play" waits on)."""
    start, end = _span(st, card, duration, controller, source)
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
    more_classes: tuple[str, ...] = (),
    other_type: CardType | None = None,
    shift_only: bool = False,
    exerted: bool = False,
    gains: Keyword | None = None,
) -> None:
    reduction = Reduction(player, amount, card_type, source, classification, name, more_classes,
                          other_type, shift_only, exerted, gains)  # fmt: skip
    set_field(st, st, "reductions", (*st.reductions, reduction))


def forget_effects_on(st: GameState, card: Card) -> None:
    """7.1.6: a card that enters play is a new card; nothing applied to it before stays."""
    if any(m.card == card.id for m in st.modifiers):
        set_field(st, st, "modifiers", tuple(m for m in st.modifiers if m.card != card.id))
    if any(g.card == card.id for g in st.granted):
        set_field(st, st, "granted", tuple(g for g in st.granted if g.card != card.id))
