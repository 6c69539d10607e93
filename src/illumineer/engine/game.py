"""The game: a state machine that answers who decides now and what they may do.

`Game` is the facade over the rule modules: it is a `GameState` (the fields) with the entry
points faces, bots and tests use. Every change goes through undoable primitives; an action
is a mark on the undo trail, so `undo()` takes one back exactly, and an action found
impossible halfway is rolled back (1.7.6), keeping what was revealed (1.7.6.2).

>>> from illumineer.engine.cards import CardDefinition, CardType
>>> filler = CardDefinition(id=0, full_name="Filler", name="Filler", version=None,
...     card_type=CardType.CHARACTER, cost=1, inkable=True, strength=1, willpower=1, lore=1)
>>> game = Game.new([filler] * 60, [filler] * 60, seed=7)
>>> game.phase.name, len(game.players[0].hand)
('ALTER_HAND', 7)
>>> before = game.state_hash()
>>> outcome = game.apply(game.legal_actions()[-1])
>>> game.undo() is not None and game.state_hash() == before
True
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import replace
from typing import NamedTuple

from illumineer.engine import rules
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import EngineFault, IllegalAction, IllumineerError, ImpossibleAction
from illumineer.engine.events import Event
from illumineer.engine.hashing import Hasher, rng_digest, touch
from illumineer.engine.inkdrops import lapse
from illumineer.engine.primitives import create, draw
from illumineer.engine.resolution import finish_subgames, reask, settle
from illumineer.engine.state import Card, GameState, Incident, Player, ZoneList
from illumineer.engine.subgame import OPENING_HAND
from illumineer.engine.trail import rollback, set_field, undo_to
from illumineer.engine.values import cost, lore_value, strength, willpower
from illumineer.engine.vocabulary import ARMING, DEEDS, JUDGE_VERBS, Mode, Phase, Verb, Zone

#: The rules this engine follows (see README).
RULES_VERSION = "CR 2.2.0 (effective 9 July 2026)"
_MASK = (1 << 64) - 1
#: Actions that are no "other action" while your triggers wait (table mode).
_KEEPS_TRIGGERS = (  # a miss is a deed
    frozenset({Verb.RESOLVE, Verb.CONCEDE}) | DEEDS | ARMING | JUDGE_VERBS
)


class Outcome(NamedTuple):
    """What `apply` did: the action, the events that happened (in order, at every level),
    and, in table mode, the incidents it was recorded as (a rule it broke; the triggers it
    passed over)."""

    action: Action
    events: tuple[Event, ...]
    incidents: tuple[Incident, ...] = ()

    @property
    def incident(self) -> Incident | None:
        """The action's own incident (the last recorded), if any."""
        return self.incidents[-1] if self.incidents else None


class Game(GameState):
    """A two-player game of Lorcana (rules 2-4, 7 and the game state check of 1.8)."""

    #: The actions `legal_actions` last offered, with the trail's length and top entry then.
    _offered: tuple[int, object, tuple[Action, ...]] | None = None

    # ------------------------------------------------------------------ setting up

    @classmethod
    def new(
        cls,
        deck1: Sequence[CardDefinition],
        deck2: Sequence[CardDefinition],
        *,
        seed: int,
        first_player: int | None = None,
        mode: Mode = Mode.STRICT,
    ) -> Game:
        """Set up a game (2.2.1): pick the starting player at random unless given, shuffle
        each deck, draw opening hands; the first decision is the starting player's hand."""
        if first_player not in (None, 0, 1):
            raise IllumineerError(f"first_player must be 0 or 1, not {first_player!r}")
        game = cls(seed=seed, mode=mode)
        game.decks = (tuple(deck1), tuple(deck2))
        # The coin is always tossed, so a game given its first player replays identically.
        coin = game.rng.randrange(2)
        game.starting_player = game.active = coin if first_player is None else first_player
        cards, marks = game.cards, game.card_marks
        for player, deck in zip(game.players, game.decks, strict=True):
            # Ids follow the shuffled order, so an id says nothing about the deck list.
            order = list(deck)
            game.rng.shuffle(order)
            index = player.index
            for definition in order:  # (create(), written out for the deck)
                card = Card(len(cards), definition, index, Zone.DECK, marks)
                cards.append(card)
                player.deck.append(card)
        for player in game.players:
            for _ in range(OPENING_HAND):
                draw(game, player)
        game.phase = Phase.ALTER_HAND
        game.trail.clear()
        return game

    @classmethod
    def position(
        cls, *, seed: int = 0, active: int = 0, turn: int = 3, mode: Mode = Mode.STRICT
    ) -> Game:
        """An empty board at the start of `active`'s Main Phase, to be filled with `place`.

        This is how scenarios and judges set up a position; it has no history to undo past.
        """
        game = cls(seed=seed, mode=mode)
        game.active = active
        game.starting_player = active if turn % 2 == 1 else 1 - active
        game.turn = turn
        game.phase = Phase.MAIN
        for player in game.players:
            player.altered_hand = True
        return game

    def place(
        self,
        definition: CardDefinition,
        owner: int,
        zone: Zone,
        *,
        exerted: bool = False,
        damage: int = 0,
        drying: bool = False,
        location: Card | None = None,
        beneath: Card | None = None,
    ) -> Card:
        """Put a card into a position being set up (deck: on top). Not possible mid-game.

        With `beneath` (a card in play), the card goes under it (`zone` is ``UNDER``), below
        the cards already there (5.1.1.5): place a stack's cards from the top down.
        """
        if self.applied:
            raise ImpossibleAction("2.2", "cards can be placed only before the first action")
        if location is not None and not (
            location.is_location and location.zone is Zone.PLAY and location.owner == owner
        ):
            raise ImpossibleAction("4.7.1", f"c{location.id} is not a location of p{owner + 1}")
        if (beneath is not None) != (zone is Zone.UNDER) or (
            beneath is not None and beneath.zone is not Zone.PLAY
        ):
            raise ImpossibleAction("5.1.1.5", "a card is put under a card in play, and only there")
        self._offered = None  # a position being set up changes without the trail
        card = create(self, definition, owner, zone)
        card.exerted, card.damage, card.drying = exerted, damage, drying
        card.location = None if location is None else location.id
        if beneath is not None:
            beneath.under = (card.id, *beneath.under)  # bottom first: the new one lowest
            touch(beneath)
        return card

    # ------------------------------------------------------------------ who decides, what

    @property
    def current(self) -> GameState:
        """The level where decisions are made: the innermost running subgame, or this."""
        return rules.innermost(self)

    @property
    def decider(self) -> int | None:
        """Who must decide now (0 or 1), or None once the game is over."""
        return rules.decider(self)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def history(self) -> list[Action]:
        """Every action applied so far, in order."""
        return [action for action, _, _ in self.applied]

    def legal_actions(self) -> list[Action]:
        """Every action the deciding player may take now, in a stable order."""
        actions = rules.legal_actions(self if self.subgame is None else rules.innermost(self))
        trail = self.trail
        # Remembered with the state they were offered in: the trail's length and top entry
        # name it exactly, since every change pushes an entry (an undo back to it restores
        # it). `apply` of one of them needs no second check.
        self._offered = (len(trail), trail[-1] if trail else None, tuple(actions))
        return actions

    def verify(self, action: Action) -> None:
        """Raise `IllegalAction` (naming the rule; `ImpossibleAction` for what cannot be done
        at all) if `action` may not be taken now."""
        rules.verify(self.current, action)

    def is_legal(self, action: Action) -> bool:
        """Whether strict mode would accept `action` now."""
        try:
            self.verify(action)
        except IllegalAction:
            return False
        return True

    # ------------------------------------------------------------------ acting

    def apply(self, action: Action) -> Outcome:
        """Take `action` for the deciding player and return what happened.

        What cannot physically be done is refused with `ImpossibleAction` in every mode.
        Strict mode refuses an action that breaks a rule with `IllegalAction` and changes
        nothing. Table mode carries it out as far as it can be done and records an
        `Incident` naming the rule. A fault inside the engine rolls the action back and
        raises `EngineFault`; nothing else escapes.
        """
        if not isinstance(action, Action):
            raise ImpossibleAction("4.1.3", f"{action!r} is not an action")
        game = self if self.subgame is None else rules.innermost(self)
        trail = self.trail
        mark = len(trail)
        offered = self._offered
        checked = (  # just offered by legal_actions() in this very state: legal
            offered is not None
            and offered[0] == mark
            and offered[1] is (trail[-1] if trail else None)
            and action in offered[2]
        )
        # An offer is the deciding player's (legal_actions() offers no deed and no judge's
        # operation); anything else is asked who takes it, and touched.
        who = rules.decider(game) if checked else None
        if who is None:
            rule, who = rules.acting(game, action)
            rule.touch(game, action, who)
        else:
            rule = rules.RULES[action.verb]
        position = len(self.applied)
        incidents: list[Incident] = []
        if game.mode is Mode.TABLE and action.verb not in _KEEPS_TRIGGERS and game.bag:
            # Acting while your own triggers wait passes them over (a Missed Trigger).
            incidents += rules.deeds.pass_over(game, who, position)
        if not checked:
            try:
                rule.verify(game, action, who)
            except ImpossibleAction:
                rollback(self, mark)
                raise
            except IllegalAction as error:
                if game.mode is Mode.STRICT:
                    raise
                incidents.append(rules.deeds.record(game, action, who, error, position))
        if incidents and any(incident.trigger is not None for incident in incidents):
            # A trigger passed over: keep the game as it stood when it should have resolved,
            # so a late resolution offers only what could be chosen then (PCG 2.1).
            past = self.clone(history=False)
            incidents = [replace(incident, past=past) if incident.trigger else incident
                         for incident in incidents]  # fmt: skip
        self.recent.clear()
        earlier = self.incidents
        asked = game.prompt
        try:
            rule.perform(game, action, who)
            if asked is not None and game.prompt is asked:
                # The question is still open, unanswered: a deed or a judge's operation
                # may have moved the cards it offers, so it is asked again of the game as
                # it is now (what `legal_actions` offers must be what a replay accepts).
                reask(game)
            settle(game)
            if game.parent is not None:
                finish_subgames(game)
            if game.armed and action.verb not in ARMING:
                rules.deeds.disarm_spent(game, position)
            if action.verb is not Verb.DROPS:
                lapse(game)  # ink drops set aside and not used (engine/inkdrops.py)
        except IllegalAction:
            rollback(self, mark)
            raise
        except Exception as error:  # a bug: leave the game as it was, say so in one line
            rollback(self, mark, keep_reveals=False)
            fault = f"internal error on {action}: {type(error).__name__}: {error}"
            raise EngineFault(fault) from error
        if self.incidents is not earlier:  # recorded as the action came to what was left out
            incidents += self.incidents[len(earlier) :]
            set_field(self, self, "incidents", earlier)
        if incidents:
            set_field(self, self, "incidents", (*self.incidents, *incidents))
        self.applied.append((action, mark, who))
        # (Outcome built as the tuple it is: a named tuple's own constructor is Python code)
        return tuple.__new__(Outcome, (action, tuple(self.recent), tuple(incidents)))

    def undo(self) -> Action | None:
        """Take back the last action exactly; return it (None at the start)."""
        if not self.applied:
            return None
        action, mark, _ = self.applied.pop()
        undo_to(self, mark)
        return action

    def rewind(self, count: int) -> list[Action]:
        """Undo the last `count` actions; return them, most recent first."""
        undone = []
        for _ in range(max(0, count)):
            action = self.undo()
            if action is None:
                break
            undone.append(action)
        return undone

    # ------------------------------------------------------------------ reading

    def card(self, card_id: int) -> Card:
        """The card with this id (``c12`` is ``game.card(12)``)."""
        return rules.base.card_of(self, card_id)

    def strength(self, card: Card) -> int:
        return strength(self.current, card)

    def willpower(self, card: Card) -> int:
        return willpower(self.current, card)

    def lore_value(self, card: Card) -> int:
        return lore_value(self.current, card)

    def cost(self, card: Card) -> int:
        return cost(self.current, card)

    # ------------------------------------------------------------------ identity and copies

    def state_hash(self, *, fresh: bool = False) -> str:
        """A stable digest of the whole state (same state, same digest, in any process):
        kept up to date by the primitives (engine/hashing.py), or, with `fresh`, computed
        from scratch (the two always agree; tests check it)."""
        return f"{(_fresh(self) if fresh else _digest(self)) & _MASK:016x}"

    def clone(self, *, history: bool = True) -> Game:
        """An independent copy. With its history (the default) undo works on the copy too;
        without (``history=False``, for search) the copy starts a fresh history and is made
        many times faster. Card definitions are immutable and shared, never copied."""
        if history:
            memo: dict[int, object] = {}
            for card in self.cards:
                memo[id(card.definition)] = card.definition
            for deck in self.decks:
                for definition in deck:
                    memo[id(definition)] = definition
            return copy.deepcopy(self, memo)
        _digest(self)  # every component clean: the copy starts with the same digests
        rng = random.Random(0)  # (a seed: unseeded, Random reads the system's entropy)
        rng.setstate(self.rng.getstate())
        game = Game.__new__(Game)
        _copy_level(self, game, None, rng)
        return game


def _digest(st: GameState) -> int:
    total = st.hasher.flush()
    if st.parent is None:
        total ^= st.hasher.rng_digest(st.rng)
    if st.subgame is not None:
        total ^= _digest(st.subgame)
    return total


def _fresh(st: GameState) -> int:
    total = st.digest()
    for player in st.players:
        total ^= player.digest()
        for zone in player.zones:
            total ^= zone.digest()
    if st.parent is None:
        total ^= rng_digest(st.rng)
        for card in st.cards:
            total ^= card.digest()
    if st.subgame is not None:
        total ^= _fresh(st.subgame)
    return total


def _copy_player(player: Player, cards: list[Card], marks: list[object]) -> Player:
    copied: Player = _new(Player)
    copied.index, copied.depth, copied.lore = player.index, player.depth, player.lore
    copied.inked_this_turn, copied.altered_hand = player.inked_this_turn, player.altered_hand
    copied.damaged_this_turn, copied.clean, copied.h = (
        player.damaged_this_turn, player.clean, player.h
    )
    copied.drops, copied.pledged = player.drops, player.pledged
    copied.got_drops, copied.dropped_for = player.got_drops, player.dropped_for
    copied.drawn_this_turn = player.drawn_this_turn
    zones = []
    for zone in player.zones:
        mine = ZoneList.__new__(ZoneList)
        mine.extend([cards[card.id] for card in zone])
        mine.key, mine.clean, mine.h, mine.marks = zone.key, zone.clean, zone.h, marks
        zones.append(mine)
    copied.zones = tuple(zones)
    copied.deck, copied.hand, copied.inkwell, copied.play, copied.discard = zones[:5]
    copied.marks = marks
    return copied


def _copy_level(st: GameState, new: GameState, parent: GameState | None,
                rng: random.Random) -> None:
    """`st`'s state over new objects into `new` (immutable values are shared)."""
    new.__dict__.update(st.__dict__)
    hasher = Hasher()
    hasher.total, hasher.rng_clean, hasher.rng_h = (
        st.hasher.total, st.hasher.rng_clean, st.hasher.rng_h
    )
    new.hasher, new.marks, new.parent = hasher, hasher.dirty, parent
    if parent is None:
        new.root_hasher, new.card_marks, new.rng = hasher, hasher.dirty, rng
        new.trail, new.recent = [], []
        marks = hasher.dirty
        new.cards = [card.copy(marks) for card in st.cards]
    else:
        new.root_hasher, new.card_marks, new.rng = parent.root_hasher, parent.card_marks, rng
        new.trail, new.recent, new.cards = parent.trail, parent.recent, parent.cards
    new.applied = []
    new.static_index = new.listener_index = None
    new.players = (_copy_player(st.players[0], new.cards, new.marks),
                   _copy_player(st.players[1], new.cards, new.marks))
    new.resolving = None if st.resolving is None else st.resolving.copy()
    new.queued = tuple(res.copy() for res in st.queued)
    if st.subgame is not None:
        child: GameState = _new(GameState)
        _copy_level(st.subgame, child, new, rng)
        new.subgame = child


_new = object.__new__
