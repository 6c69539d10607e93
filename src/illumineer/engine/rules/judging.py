"""A judge's hands on the game (table mode): the operations remedies are made of.

The Play Correction Guidelines' remedies (judge/remedies.py decides which, when and how
many) come down to a few physical operations, each an action like any other, so a remedied
game is undoable and replays from its log, every random pick drawn from the game's seeded
random source inside the action:

- ``judge-draw P N``: the player draws N cards (a hand short of cards);
- ``judge-return cX``: the card is shuffled into the part of its owner's deck nobody knows;
- ``judge-return-random P Z``: the same for a random card of P's zone Z among those that
  cannot be shown to belong there (known to both players, or inked by the turn action);
- ``judge-refill P``: a random card of P's deck goes into P's inkwell facedown, known to
  nobody, owner included (refused when the deck is empty);
- ``judge-show cX S``: the card is shown to the players S;
- ``judge-trigger I``: incident I's missed trigger resolves now, its "may" a "no", with only
  the choices that were possible when it should have resolved;
- ``judge-check``: what is illegal now is fixed (a game state check, which also banishes
  what the players had left in play);
- ``judge-restore I``: incident I's card goes back where it was, as it had arrived there (a
  card both players can place: PCG 2.3, "find which cards are missing");
- ``judge-game-loss P``: the player loses the game (a Game Loss ends it);
- ``judge-mix cX``: a draw being rewound that nobody could tell apart in the hand: the card
  (back in the deck) joins the hand and a random card of the hand goes on top of the deck
  (PCG 1.2).
"""

from __future__ import annotations

from illumineer.engine.actions import Action
from illumineer.engine.check import check_state
from illumineer.engine.errors import ImpossibleAction
from illumineer.engine.primitives import draw, end_game, move, reveal
from illumineer.engine.resolution import start
from illumineer.engine.rules.base import card_of
from illumineer.engine.state import EVERYONE, Card, GameState, Incident, Player, Resolution
from illumineer.engine.trail import reorder, set_field, use_rng
from illumineer.engine.vocabulary import Arrival, Deviation, Mode, Verb, Zone

_MAX_COUNT = 60


def actor(st: GameState, action: Action) -> int:
    """A judge's operation is nobody's turn action; it is done for the active player."""
    return st.active


def touch(st: GameState, action: Action, who: int) -> None:
    if st.mode is not Mode.TABLE:
        raise ImpossibleAction("1.1.3", "a judge's operations are for a game at a table")
    verb = action.verb
    if verb is Verb.JUDGE_DRAW and not 1 <= action.other <= _MAX_COUNT:
        raise ImpossibleAction("1.12.2", f"a count from 1 to {_MAX_COUNT}")
    if verb is Verb.JUDGE_RETURN_RANDOM and (
        action.other >= len(Zone) or Zone(action.other) not in (Zone.HAND, Zone.INKWELL)
    ):
        raise ImpossibleAction("7.1.5", "cards are taken at random from a hand or an inkwell")
    if verb in (Verb.JUDGE_RETURN, Verb.JUDGE_SHOW, Verb.JUDGE_MIX):
        card = card_of(st, action.card)
        if card.zone is Zone.UNDER or card not in st.players[card.owner].zones[card.zone]:
            raise ImpossibleAction("7.1.5", f"c{card.id} is out of reach")
        if verb is Verb.JUDGE_MIX and card.zone is not Zone.DECK:
            raise ImpossibleAction("1.12.1", f"c{card.id} is not in its deck")
    if verb is Verb.JUDGE_REFILL and not st.players[action.args[0]].deck:
        raise ImpossibleAction("1.12.1", f"p{action.args[0] + 1}'s deck is empty: there is "
                                         "no card to refill the inkwell with")
    if verb is Verb.JUDGE_TRIGGER:
        incident = _incident(st, action.card)
        if incident.trigger is None:
            raise ImpossibleAction("7.7.4", f"incident {action.card} is no missed trigger")
        if st.resolving is not None or st.prompt is not None:
            raise ImpossibleAction("1.7.2", "an effect is resolving; answer it first")
    if verb is Verb.JUDGE_RESTORE:
        incident = _incident(st, action.card)
        if incident.kind is not Deviation.PUT:
            raise ImpossibleAction("7.1.5", f"incident {action.card} put no card anywhere")
        card = st.cards[incident.cards[0]]
        if card.zone is not Zone(incident.action.other):
            raise ImpossibleAction("7.1.5", f"c{card.id} is no longer where it was put")
    # (A Game Loss after the game ended is refused by `rules.acting`, as every action is.)


def verify(st: GameState, action: Action, who: int) -> None:
    """A judge's operation breaks no rule: the remedy's rules are checked by the judge's
    assistant before it is asked for (judge/remedies.py)."""


def perform(st: GameState, action: Action, who: int) -> None:
    verb, args = action.verb, action.args
    if verb is Verb.JUDGE_DRAW:
        for _ in range(action.other):
            draw(st, st.players[args[0]])
    elif verb is Verb.JUDGE_RETURN:
        return_to_deck(st, st.cards[action.card])
    elif verb is Verb.JUDGE_RETURN_RANDOM:
        player = st.players[args[0]]
        zone = player.zones[action.other]
        pool = [card for card in zone if not belongs(card)] or list(zone)
        if pool:
            return_to_deck(st, pool[_pick(st, len(pool))])
    elif verb is Verb.JUDGE_REFILL:
        refill(st, st.players[args[0]])
    elif verb is Verb.JUDGE_SHOW:
        card = st.cards[action.card]
        reveal(st, card, card.known | action.other)
    elif verb is Verb.JUDGE_TRIGGER:
        incident = _incident(st, action.card)
        trigger = incident.trigger
        assert trigger is not None  # touch made sure
        res = Resolution(trigger.source, trigger.player, trigger.ability.steps, trigger.event,
                         label=trigger.ability.name, key=trigger.ability.key)
        res.may_is_no = True
        res.late = action.card
        start(st, res)
    elif verb is Verb.JUDGE_CHECK:
        if st.spared:
            set_field(st, st, "spared", ())
        check_state(st)
    elif verb is Verb.JUDGE_RESTORE:
        incident = _incident(st, action.card)
        card = st.cards[incident.cards[0]]
        known = card.known
        move(st, card, incident.zones[card.id], how=incident.was[0] if incident.was else
             Arrival.REMEDY)  # fmt: skip
        reveal(st, card, known)
    elif verb is Verb.JUDGE_GAME_LOSS:
        end_game(st, 1 - args[0])
    else:
        mix(st, st.cards[action.card])


#: How a card may arrive where both players saw it arrive rightfully: inked by the turn action
#: (announced and shown; setup ink counts), put there by an effect or by a judge.
_SEEN_ARRIVING = frozenset({Arrival.INKED, Arrival.EFFECT, Arrival.REMEDY})


def belongs(card: Card) -> bool:
    """Whether the players can show that this card belongs where it is (PCG 2.3, FORMAT.md):
    both know it, or both saw it arrive rightfully. A card that arrived wrongly and both can
    tell is taken out by name (``judge-return``), never left to a random pick."""
    return card.known == EVERYONE or card.arrived in _SEEN_ARRIVING


def _incident(st: GameState, number: int) -> Incident:
    top = st.top
    if not 1 <= number <= len(top.incidents):
        raise ImpossibleAction("1.1.3", f"there is no incident {number}")
    return top.incidents[number - 1]


def _pick(st: GameState, count: int) -> int:
    """A random index below `count`, from the game's seeded random source."""
    use_rng(st)
    return st.rng.randrange(count)


def shuffle_unknown(st: GameState, player: Player) -> None:
    """Shuffle the part of `player`'s deck that nobody knows, leaving every card someone
    knows where it is."""
    deck = player.deck
    places = [i for i, card in enumerate(deck) if card.known == 0]
    if len(places) < 2:
        return
    hidden = [deck[i] for i in places]
    use_rng(st)
    st.rng.shuffle(hidden)
    order = list(deck)
    for place, card in zip(places, hidden, strict=True):
        order[place] = card
    reorder(st, deck, order)


def return_to_deck(st: GameState, card: Card) -> None:
    """Shuffle `card` into the part of its owner's deck nobody knows."""
    move(st, card, Zone.DECK, how=Arrival.REMEDY)
    reveal(st, card, 0)
    shuffle_unknown(st, st.players[card.owner])


def refill(st: GameState, player: Player) -> None:
    """A random card of the part of the deck nobody knows goes into the inkwell facedown,
    unknown even to its owner (PCG 2.3)."""
    pool = [card for card in player.deck if card.known == 0] or list(player.deck)
    card = pool[_pick(st, len(pool))]
    move(st, card, Zone.INKWELL, how=Arrival.REMEDY)
    reveal(st, card, 0)


def mix(st: GameState, card: Card) -> None:
    """PCG 1.2: a draw being rewound whose card nobody could tell apart in the hand: the
    card joins the hand and a random card of the hand goes back on top of the deck."""
    player = st.players[card.owner]
    move(st, card, Zone.HAND, how=Arrival.DRAWN)
    hand = player.hand
    back = hand[_pick(st, len(hand))]
    move(st, back, Zone.DECK, how=Arrival.REMEDY)
    set_field(st, back, "known", back.known & (1 << back.owner))
