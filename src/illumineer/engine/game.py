"""The game: a state machine that answers who decides now and what they may do.

Every state change goes through a handful of primitives (`_set`, `_move`, `_shuffle`,
`_reveal`, `_gain_lore`), each of which records its inverse on the trail. An action is a
transaction on that trail: `undo()` pops one action exactly, and an action that turns out
impossible halfway is rolled back (rule 1.7.6), keeping only what rule 1.7.6.2 says stays
(what was revealed).

>>> from illumineer.engine.cards import CardDefinition, CardType
>>> filler = CardDefinition(id=0, full_name="Filler", name="Filler", version=None,
...     card_type=CardType.CHARACTER, cost=1, inkable=True, strength=1, willpower=1, lore=1)
>>> game = Game.new([filler] * 60, [filler] * 60, seed=7)
>>> game.step.name, len(game.players[0].hand)
('ALTER_HAND', 7)
>>> before = game.state_hash()
>>> game.apply(game.legal_actions()[-1])
>>> game.undo() is not None and game.state_hash() == before
True
"""

from __future__ import annotations

import copy
import hashlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from illumineer.engine.abilities import (
    CHOSEN,
    THIS,
    Activated,
    Banish,
    Choose,
    Do,
    Event,
    Exert,
    May,
    Prompt,
    Resolution,
    Static,
    Triggered,
    other_own_character,
    this_card,
)
from illumineer.engine.actions import DONE, KEEP, NO, PASS, YES, Action, _fast
from illumineer.engine.cards import CardDefinition, CardType
from illumineer.engine.errors import IllegalAction
from illumineer.engine.state import PUBLIC_ZONES, Card, Mode, Player, Step, Zone

#: The rules this engine follows (see README).
RULES_VERSION = "CR 2.2.0 (effective 9 July 2026)"
OPENING_HAND = 7  # 2.2.1.4
WINNING_LORE = 20  # 1.8.1.1
EVERYONE = 0b11  # both players know the card

Undo = tuple[Any, ...]


_NO_STATICS: list[tuple[Card, Static]] = []
_NO_LISTENERS: list[tuple[Card, int, Triggered]] = []


def _has_statics(card: Card) -> bool:
    behaviour = card.definition.behaviour
    return behaviour is not None and bool(behaviour.statics)


def _undo_set(obj: object, attr: str, old: object) -> None:
    setattr(obj, attr, old)


def _undo_move(card: Card, src: list[Card], i: int, dst: list[Card], zone: Zone) -> None:
    dst.remove(card)
    src.insert(i, card)
    card.zone = zone


def _undo_transfer(card: Card, src: list[Card], i: int, dst: list[Card], zone: Zone) -> None:
    dst.remove(card)
    src.insert(i, card)
    card.zone = zone


def _undo_order(cards: list[Card], order: list[Card]) -> None:
    cards[:] = order


def _undo_append(items: list[Any]) -> None:
    items.pop()


def _copy_card(card: Card) -> Card:
    copied = object.__new__(Card)
    for slot in Card.__slots__:
        setattr(copied, slot, getattr(card, slot))
    return copied


def _copy_player(player: Player, cards: list[Card]) -> Player:
    copied = Player(player.index)
    copied.lore = player.lore
    copied.inked_this_turn = player.inked_this_turn
    copied.altered_hand = player.altered_hand
    copied.damaged_this_turn = player.damaged_this_turn
    for zone, mine in zip(player.zones, copied.zones, strict=True):
        mine.extend(cards[card.id] for card in zone)
    return copied


def _copy_resolution(res: Resolution) -> Resolution:
    copied = object.__new__(Resolution)
    for slot in Resolution.__slots__:
        setattr(copied, slot, getattr(res, slot))
    return copied


@dataclass(frozen=True, slots=True)
class Trigger:
    """A triggered ability waiting in the bag (7.7): its source, owner and the event."""

    source: int
    ability: int
    player: int
    event: Event


@dataclass(frozen=True, slots=True)
class Modifier:
    """A continuous effect from a resolved effect (6.4.2.2): `stat` of `card` by `amount`,
    from the start of turn `start` to the end of turn `end` (6.1.13)."""

    card: int
    stat: str
    amount: int
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Reduction:
    """ "You pay N less for the next [type] you play this turn" (4.3.6), from `source`."""

    player: int
    amount: int
    card_type: str
    source: int


#: Keywords the engine carries out in full (rule 8).
KEYWORDS = frozenset(
    {
        "Alert",
        "Bodyguard",
        "Challenger",
        "Evasive",
        "Reckless",
        "Resist",
        "Rush",
        "Shift",
        "Singer",
        "Support",
        "Ward",
        "Boost",
        "Vanish",
        "Sing Together",
    }
)


def _add_support(game: Game, res: Resolution) -> None:
    source = game.cards[res.source]
    for card in CHOSEN(game, res):
        game.add_modifier(card, "strength", max(0, game.strength(source)))


#: 8.13 Support: "whenever this character quests, you may add their ¤ to another chosen
#: character's ¤ this turn" (a keyword's own triggered ability; ability number 1000).
SUPPORT = Triggered(
    "quest", this_card, (May(), Choose(other_own_character), Do(_add_support)), "Support"
)
SUPPORT_ABILITY = 1000
#: 8.14 Vanish: "when an opponent chooses this character for an action, banish them".
VANISH = Triggered("vanish", this_card, (Banish(THIS),), "Vanish")
VANISH_ABILITY = 1001
FLOATING_ABILITY = 2000  # floating triggers are numbered from here (6.2.7.1)
#: 8.3.1 Bodyguard: "this character may enter play exerted" (part of playing it).
ENTER_EXERTED = (May(), Exert(THIS))


@dataclass(frozen=True, slots=True)
class Incident:
    """A deviation from the rules recorded in table mode: what was done and what it broke."""

    turn: int
    player: int
    action: Action
    rule: str
    reason: str


class Game:
    """A two-player game of Lorcana (rules 2-4, 7 and the game state check of 1.8)."""

    def __init__(self, *, seed: int, mode: Mode = Mode.STRICT) -> None:
        self.seed = seed
        self.mode = mode
        self.players: tuple[Player, Player] = (Player(0), Player(1))
        self.cards: list[Card] = []
        self.decks: tuple[tuple[CardDefinition, ...], tuple[CardDefinition, ...]] = ((), ())
        self.starting_player = 0
        self.active = 0
        self.turn = 1
        self.step = Step.MAIN
        self.winner: int | None = None
        self.incidents: list[Incident] = []
        # The bag (7.7) and what waits to enter it (7.7.3.1), the resolution in progress with
        # its open question, and what the turn does once the bag is empty.
        self.bag: tuple[Trigger, ...] = ()
        self.waiting: tuple[Trigger, ...] = ()
        self.bag_player: int | None = None
        self.resolving: Resolution | None = None
        self.prompt: Prompt | None = None
        self.then: tuple[tuple[str, int, int], ...] = ()
        self.modifiers: tuple[Modifier, ...] = ()
        self.reductions: tuple[Reduction, ...] = ()
        self.floating: tuple[tuple[Triggered, int, int], ...] = ()  # ability, source, player
        self.queued: tuple[Resolution, ...] = ()  # actions played by an effect (6.7.8.1)
        self.challenge: tuple[int, int] | None = None  # challenger, challenged (4.6.1)
        self.boosted: tuple[int, ...] = ()  # cards that used Boost this turn (8.4)
        self.once_used: tuple[tuple[int, int], ...] = ()  # (card, ability) "once a turn"
        self.played: tuple[tuple[int, str], ...] = ()  # (player, "action"|"song") this turn
        self.challenged: tuple[int, ...] = ()  # characters challenged this turn
        self.singing: tuple[int, tuple[int, ...]] | None = None  # song, singers (8.12)
        # Subgames (Magic 729, brought to Lorcana): the game this one runs inside, the game
        # running inside this one (this one is suspended meanwhile), and the last result.
        self.parent: Game | None = None
        self.subgame: Game | None = None
        self.subgame_winner: int | None = None
        # How many cards in play have static abilities: derived, kept so that the hot
        # derived values (strength, keywords) skip the scan in the common case.
        self.statics_in_play = 0
        # Derived, not state: the cards in play with static abilities, recomputed after any
        # card enters or leaves play and after any undo.
        self._sources: dict[str, list[tuple[Card, Static]]] | None = None
        # Likewise, the triggered abilities in play, by the event kind they watch for.
        self._listeners: dict[str, list[tuple[Card, int, Triggered]]] | None = None
        self.rng = random.Random(seed)
        self._trail: list[Undo] = []
        self._history: list[tuple[Action, int]] = []

    # ------------------------------------------------------------------ setup (2.2)

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
        game = cls(seed=seed, mode=mode)
        game.decks = (tuple(deck1), tuple(deck2))
        # The coin is always tossed, so a game given its first player replays identically.
        coin = game.rng.randrange(2)
        start = coin if first_player is None else first_player
        if start not in (0, 1):
            raise ValueError(f"first_player must be 0 or 1, not {first_player}")
        game.starting_player = game.active = start
        for player, deck in zip(game.players, game.decks, strict=True):
            # Ids follow the shuffled order, so an id says nothing about the deck list.
            order = list(deck)
            game.rng.shuffle(order)
            for definition in order:
                game._create(definition, player.index, Zone.DECK)
        for player in game.players:
            for _ in range(OPENING_HAND):
                game._draw(player)
        game.step = Step.ALTER_HAND
        game._trail.clear()
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
        game.step = Step.MAIN
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
    ) -> Card:
        """Put a card into a position being set up (deck: on top). Not possible mid-game."""
        if self._history:
            raise IllegalAction("2.2", "cards can be placed only before the first action")
        if location is not None and not (
            location.is_location and location.zone is Zone.PLAY and location.owner == owner
        ):
            raise IllegalAction("4.7.1", f"c{location.id} is not a location of that player in play")
        card = self._create(definition, owner, zone)
        card.exerted = exerted
        card.damage = damage
        card.drying = drying
        card.location = None if location is None else location.id
        return card

    def _create(self, definition: CardDefinition, owner: int, zone: Zone) -> Card:
        """Bring a card into the game at setup (not undoable: it precedes every action)."""
        card = Card(len(self.cards), definition, owner, zone)
        self._sources = self._listeners = None
        if zone is Zone.PLAY and _has_statics(card):
            self.statics_in_play += 1
        if zone in PUBLIC_ZONES:
            card.known = EVERYONE
        elif zone is not Zone.DECK:
            card.known = 1 << owner
        self.cards.append(card)
        self.players[owner].zones[zone].append(card)
        return card

    # ------------------------------------------------------------------ primitives

    def _set(self, obj: object, attr: str, value: object) -> None:
        old = getattr(obj, attr)
        if old != value:
            self._trail.append((_undo_set, obj, attr, old))
            setattr(obj, attr, value)

    def _move(self, card: Card, zone: Zone, *, bottom: bool = False) -> None:
        """Move a card between its owner's zones, applying what a zone change does (7.1.6)."""
        owner = self.players[card.owner]
        src = owner.zones[card.zone]
        i = src.index(card)
        del src[i]
        dst = owner.zones[zone]
        if bottom:
            dst.insert(0, card)
        else:
            dst.append(card)
        self._trail.append((_undo_move, card, src, i, dst, card.zone))
        left_play = card.zone is Zone.PLAY
        if left_play or zone is Zone.PLAY:
            self._sources = self._listeners = None
            if zone is Zone.PLAY and self.modifiers:
                self._forget_effects_on(card)  # 7.1.6: it enters as a new card
        card.zone = zone
        if left_play and zone is not Zone.UNDER:
            self._emit(Event("leave", card.id, card.owner))
        if left_play and card.under:  # 8.10.7: the whole stack leaves play together
            for below_id in card.under:
                below = self.cards[below_id]
                if below.zone is Zone.UNDER:
                    self._move(below, Zone.DECK if zone is Zone.DECK else zone, bottom=bottom)
            self._set(card, "under", ())
        if left_play != (zone is Zone.PLAY) and _has_statics(card):
            self._set(self, "statics_in_play", self.statics_in_play + (-1 if left_play else 1))
        if left_play:
            # 7.1.6: a card leaving play loses its damage and states; 5.6.6: characters at a
            # location that leaves play stay in play, at no location.
            self._set(card, "damage", 0)
            self._set(card, "exerted", False)
            self._set(card, "drying", False)
            self._set(card, "location", None)

            if card.is_location:
                for other in owner.play:
                    if other.location == card.id:
                        self._set(other, "location", None)
        if zone is Zone.INKWELL:
            self._set(card, "exerted", False)  # 7.5.2: ink enters ready
        if zone in PUBLIC_ZONES:
            self._reveal(card, EVERYONE)
        elif zone is Zone.HAND:
            self._reveal(card, card.known | 1 << card.owner)

    def _reveal(self, card: Card, who: int) -> None:
        if card.known != who:
            self._set(card, "known", who)

    def _shuffle(self, player: Player) -> None:
        """Shuffle a deck: its order changes and nobody knows any position any more."""
        deck = player.deck
        self._trail.append((self.rng.setstate, self.rng.getstate()))
        self._trail.append((_undo_order, deck, list(deck)))
        self.rng.shuffle(deck)
        for card in deck:
            self._set(card, "known", 0)

    def _gain_lore(self, player: Player, amount: int) -> None:
        self._set(player, "lore", max(0, player.lore + amount))  # 1.11.1

    def _draw(self, player: Player) -> Card | None:
        """Draw the top card (1.12.1); from an empty deck nothing happens (1.12 case)."""
        if not player.deck:
            return None
        card = player.deck[-1]
        self._move(card, Zone.HAND)
        return card

    def _exert_ink(self, player: Player, amount: int, rule: str) -> None:
        """Pay `amount` ink by exerting ready ink cards (4.3.2.4)."""
        for card in player.inkwell:
            if amount == 0:
                return
            if not card.exerted:
                self._set(card, "exerted", True)
                amount -= 1
        if amount:
            raise IllegalAction(rule, f"{player.name()} lacks {amount} ready ink to pay")

    def _banish(self, card: Card) -> None:
        challenge = self.challenge
        self._move(card, Zone.DISCARD)
        if challenge is not None and card.id in challenge:
            other = challenge[1] if card.id == challenge[0] else challenge[0]
            self._emit(Event("banish", card.id, card.owner, other, in_challenge=True))
            self._emit(Event("banishes", other, self.cards[other].owner, card.id, True))
        else:
            self._emit(Event("banish", card.id, card.owner))

    # ------------------------------------------------------------------ derived values

    def _modified(self, card: Card, stat: str, base: int) -> int:
        """`base` with every modifier of `stat` on `card` (6.6.1: in no particular order)."""
        value = base
        turn = self.turn
        for modifier in self.modifiers:
            if (
                modifier.card == card.id
                and modifier.stat == stat
                and modifier.start <= turn <= modifier.end
            ):
                value += modifier.amount
        if not self.statics_in_play:
            return value
        for source, static in self._statics_of(stat):
            if static.applies(self, source, card):
                amount = static.amount
                value += amount if isinstance(amount, int) else amount(self, source, card)
        return value

    def _static_max(self, card: Card, stat: str) -> int:
        """The largest of the static values of `stat` that apply to `card` (0 if none)."""
        best = 0
        for source, static in self._statics_of(stat):
            if static.applies(self, source, card):
                amount = static.amount
                value = amount if isinstance(amount, int) else amount(self, source, card)
                best = max(best, value)
        return best

    def affected(self, card: Card, what: str) -> bool:
        """Whether an effect without a value applies to `card`: a "can't" (1.2.2:
        ``cant_quest``, ``cant_challenge``, ``cant_sing``, ``cant_ready``) or a permission
        (``challenge_ready``, ``no_challenge_damage``)."""
        if not (self.statics_in_play or self.modifiers):
            return False
        return self._modified(card, what, 0) > 0

    def ink_allowance(self, player: int) -> int:
        """How many cards `player` may ink this turn (4.2.3, 4.2.3.1)."""
        allowance = 1
        for source, static in self._statics_of("extra_ink"):
            if source.owner == player and static.applies(self, source, source):
                amount = static.amount
                allowance += amount if isinstance(amount, int) else amount(self, source, source)
        return allowance

    def _statics_of(self, stat: str) -> list[tuple[Card, Static]]:
        """The static abilities in play that change `stat`, with their cards (hot: read by
        every derived value, so indexed by stat until play changes)."""
        index = self._sources
        if index is None:
            index = self._sources = {}
            for zone in (self.players[0].play, self.players[1].play):
                for card in zone:
                    behaviour = card.definition.behaviour
                    if behaviour is not None:
                        for static in behaviour.statics:
                            index.setdefault(static.stat, []).append((card, static))
        return index.get(stat, _NO_STATICS)

    def _forget_derived(self) -> None:
        """Drop derived caches here and in every subgame running inside (after an undo)."""
        game: Game | None = self
        while game is not None:
            game._sources = game._listeners = None
            game = game.subgame

    def strength(self, card: Card) -> int:
        """Current strength (S) with every effect (may be negative, 6.6.2)."""
        return self._modified(card, "strength", card.definition.strength or 0)

    def willpower(self, card: Card) -> int:
        """Current willpower (W) with every effect."""
        return self._modified(card, "willpower", card.definition.willpower or 0)

    def lore_value(self, card: Card) -> int:
        """Current lore value (L) with every effect."""
        return self._modified(card, "lore", card.definition.lore or 0)

    def keyword_value(self, card: Card, name: str) -> int | None:
        """The card's total value of keyword `name` (printed plus granted; they stack, 8.8),
        or None when it lacks the keyword."""
        printed = card.definition.keyword(name)
        total: int | None = None if printed is None else (printed.value or 0)
        if not (self.statics_in_play or self.modifiers):
            return total
        granted = self._modified(card, name, 0)
        if granted:
            total = (total or 0) + granted
        return total

    def has_keyword(self, card: Card, name: str) -> bool:
        if name in card.definition.keyword_names:
            return True
        # Granted by a static ability in play or by an effect's modifier (6.1.13).
        if not (self.statics_in_play or self.modifiers):
            return False
        return self._modified(card, name, 0) != 0

    def cost(self, card: Card) -> int:
        """Ink to pay to play this card now: its printed cost plus payment modifiers (4.3.2.3),
        never below 0."""
        cost = card.definition.cost
        behaviour = card.definition.behaviour
        if behaviour is None and not self.reductions:
            return cost
        if behaviour is not None:  # self-referential modifiers work from the hand (4.3.6)
            for static in behaviour.statics:
                if static.stat == "cost" and static.applies(self, card, card):
                    amount = static.amount
                    cost += amount if isinstance(amount, int) else amount(self, card, card)
        if self.statics_in_play:  # "you pay 1 less to play Broom characters"
            cost = self._modified(card, "cost", cost)
        if self.reductions:
            for reduction in self._reductions_for(card):
                cost -= reduction.amount
        return max(0, cost)

    def _reductions_for(self, card: Card) -> list[Reduction]:
        # A reduction made by a resolved effect (Doc's quest, Lantern, an action) lasts its
        # turn wherever its source goes; statics that reduce costs are read from play (4.3.6).
        kind = card.definition.card_type.value
        return [r for r in self.reductions if r.player == card.owner and r.card_type == kind]

    def card(self, card_id: int) -> Card:
        """The card with this id (``c12`` is ``game.card(12)``)."""
        if not 0 <= card_id < len(self.cards):
            raise IllegalAction("7.1.1", f"there is no card c{card_id}")
        return self.cards[card_id]

    @property
    def decider(self) -> int | None:
        """Who must decide now (0 or 1), or None once the game is over."""
        if self.subgame is not None:
            return self.subgame.decider
        if self.prompt is not None:
            return self.prompt.player
        if self.bag:
            return self._bag_resolver()
        if self.step is Step.MAIN:
            return self.active
        if self.step is Step.ALTER_HAND:
            for offset in range(2):
                index = (self.starting_player + offset) % 2
                if not self.players[index].altered_hand:
                    return index
        return None

    @property
    def is_over(self) -> bool:
        return self.step is Step.OVER

    @property
    def history(self) -> list[Action]:
        """Every action applied so far, in order."""
        return [action for action, _ in self._history]

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        """Every action the deciding player may take now, in a stable order. (Conceding,
        2.3.3.4, is accepted at any time but never offered, so bots don't resign.)"""
        if self.subgame is not None:
            return self.subgame.legal_actions()
        if self.step is Step.OVER:
            return []
        if self.prompt is not None:
            if self.prompt.kind == "may":
                return [YES, NO]
            answers = [_fast("choose", (option,)) for option in self.prompt.options]
            return [*answers, DONE] if self.prompt.optional else answers
        if self.singing is not None:
            song = self.cards[self.singing[0]]
            gathered = [
                _fast("sing-with", (song.id, c.id))
                for c in self.players[self.active].play
                if c.id not in self.singing[1] and self._can_sing(c)
            ]
            if self._singers_total() >= (self._sing_together_cost(song) or 0):
                gathered.append(DONE)
            return gathered
        if self.bag:
            resolver = self._bag_resolver()
            seen: list[Action] = []
            for trigger in self.bag:
                action = _fast("resolve", (trigger.source, trigger.ability))
                if trigger.player == resolver and action not in seen:
                    seen.append(action)
            return seen
        if self.step is Step.MAIN:
            return self._main_actions()
        if self.step is Step.ALTER_HAND:
            decider = self.decider
            assert decider is not None
            hand = self.players[decider].hand
            return [_fast("mulligan", (card.id,)) for card in hand] + [KEEP]
        return []

    def _main_actions(self) -> list[Action]:
        me = self.players[self.active]
        them = self.players[1 - self.active]
        actions = [] if self._reckless_must_challenge() else [PASS]
        ready_ink = me.ready_ink
        can_ink = me.inked_this_turn < self.ink_allowance(me.index)
        for card in me.hand:
            if can_ink and card.definition.inkable:
                actions.append(_fast("ink", (card.id,)))
            if self.cost(card) <= ready_ink:
                actions.append(_fast("play", (card.id,)))
            shift = card.definition.keyword("Shift")
            if (
                shift is not None
                and shift.value is not None
                and self._shift_cost(card) <= ready_ink
            ):
                for base in self._shift_bases(card):
                    actions.append(_fast("shift", (card.id, base.id)))
        songs = [c for c in me.hand if c.definition.is_song]
        locations = [c for c in me.play if c.is_location]
        # Challenge targets depend only on whether the attacker may challenge Evasive and on
        # its cost (characters with that cost or less can't challenge some cards).
        targets: dict[tuple[bool, int], list[Card]] = {}
        for card in me.play:
            if self.has_keyword(card, "Boost") and self._boost_problem(card) is None:
                actions.append(_fast("boost", (card.id,)))
            behaviour = card.definition.behaviour
            if behaviour is not None and behaviour.activated:
                for number in range(len(behaviour.activated)):
                    action = _fast("activate", (card.id, number))
                    if self._activation_problem(card, number) is None:
                        actions.append(action)
            if not card.is_character:
                continue
            if not card.exerted and not card.drying:
                if not self.has_keyword(card, "Reckless") and not self.affected(card, "cant_quest"):
                    actions.append(_fast("quest", (card.id,)))
                if songs and not self.affected(card, "cant_sing"):
                    for song in songs:
                        if self._sings_as(card) >= song.definition.cost:
                            actions.append(_fast("sing", (song.id, card.id)))
                        if song.definition.keyword("Sing Together") is not None:
                            actions.append(_fast("sing-with", (song.id, card.id)))
            if (
                not card.exerted
                and self._can_challenge_now(card)
                and not self.affected(card, "cant_challenge")
            ):
                key = (self._may_challenge_evasive(card), card.definition.cost)
                if key not in targets:
                    targets[key] = self._challenge_targets(card, them, key[0])
                for target in targets[key]:
                    actions.append(_fast("challenge", (card.id, target.id)))
            for location in locations:
                if card.location != location.id and self._move_cost(location) <= ready_ink:
                    actions.append(_fast("move", (card.id, location.id)))
        return actions

    def is_legal(self, action: Action) -> bool:
        """Whether `apply(action)` would be accepted now."""
        try:
            self.verify(action)
        except IllegalAction:
            return False
        return True

    # ------------------------------------------------------------------ verify

    def verify(self, action: Action) -> None:
        """Raise `IllegalAction` naming the rule if `action` may not be taken now."""
        if self.subgame is not None:
            self.subgame.verify(action)
            return
        if self.step is Step.OVER:
            raise IllegalAction("2.3.3", "the game is over")
        check = _VERIFY.get(action.verb)
        if check is None:
            raise IllegalAction("4.1.3", f"{action.verb!r} is not possible now")
        check(self, action)

    def _verify_alter(self, action: Action) -> None:
        if self.step is not Step.ALTER_HAND:
            raise IllegalAction("2.2.2", "hands are altered only during setup")
        if action.verb == "mulligan":
            decider = self.decider
            card = self.card(action.card)
            if card.owner != decider or card.zone is not Zone.HAND:
                raise IllegalAction("2.2.2.1", f"c{card.id} is not in the deciding player's hand")

    def _main_card(self, action: Action, zone: Zone, rule: str) -> Card:
        self._idle_main("4.1.2")
        card = self.card(action.card)
        if card.owner != self.active or card.zone is not zone:
            where = "hand" if zone is Zone.HAND else str(zone)
            raise IllegalAction(rule, f"c{card.id} is not in the active player's {where}")
        return card

    def _verify_pass(self, action: Action) -> None:
        self._idle_main("3.3.2.1")
        if self._reckless_must_challenge():
            raise IllegalAction("8.7", "a ready Reckless character can still challenge")

    def _idle_main(self, rule: str) -> None:
        """Turn actions need the Main Phase with nothing resolving and an empty bag (4.1)."""
        if self.step is not Step.MAIN:
            raise IllegalAction("4.1.1", "turn actions are taken only in the Main Phase")
        if self.prompt is not None or self.resolving is not None:
            raise IllegalAction("1.7.2", "an effect is still resolving; answer it first")
        if self.singing is not None:
            raise IllegalAction("8.12", "finish choosing the singers first")
        if self.bag:
            raise IllegalAction(rule, "the bag must be empty first (7.7.4)")

    def _reckless_must_challenge(self) -> bool:
        them = self.players[1 - self.active]
        return any(
            card.is_character
            and not card.exerted
            and self.has_keyword(card, "Reckless")
            and self._can_challenge_now(card)
            and not self.affected(card, "cant_challenge")
            and self._challenge_targets(card, them)
            for card in self.players[self.active].play
        )

    def _may_challenge_evasive(self, card: Card) -> bool:
        return self.has_keyword(card, "Evasive") or self.has_keyword(card, "Alert")

    def _can_challenge_now(self, card: Card) -> bool:
        """Dry, or Rush (8.9)."""
        return not card.drying or self.has_keyword(card, "Rush")

    def _challenge_targets(
        self, attacker: Card, them: Player, evasive_ok: bool | None = None
    ) -> list[Card]:
        """Who `attacker` may challenge: exerted characters and locations (4.6.4.2), with
        Evasive (8.6) and Bodyguard (8.3.3)."""
        if evasive_ok is None:
            evasive_ok = self._may_challenge_evasive(attacker)
        cost = attacker.definition.cost
        # "can challenge ready characters" (a permission on the challenger).
        ready_ok = self.affected(attacker, "challenge_ready")
        targets = [
            c
            for c in them.play
            if (
                c.is_location
                or (
                    c.is_character
                    and (c.exerted or ready_ok)
                    and (evasive_ok or not self.has_keyword(c, "Evasive"))
                )
            )
            and not (self.statics_in_play and self._static_max(c, "challenge_shield") >= cost)
        ]
        guards = [c for c in targets if c.is_character and self.has_keyword(c, "Bodyguard")]
        return guards or targets

    def _verify_ink(self, action: Action) -> None:
        card = self._main_card(action, Zone.HAND, "4.2.1")
        me = self.players[self.active]
        if me.inked_this_turn >= self.ink_allowance(me.index):
            raise IllegalAction("4.2.3", "a card has already been put into the inkwell this turn")
        if not card.definition.inkable:
            raise IllegalAction("4.2.1", f"{card.definition} has no inkwell symbol")

    def _verify_play(self, action: Action) -> None:
        card = self._main_card(action, Zone.HAND, "4.3.2")
        cost, ready = self.cost(card), self.players[self.active].ready_ink
        if cost > ready:
            raise IllegalAction(
                "1.5.3", f"{card.definition} costs {cost} but only {ready} ink is ready"
            )

    def _verify_character(self, action: Action, rule: str) -> Card:
        card = self._main_card(action, Zone.PLAY, rule)
        if not card.is_character:
            raise IllegalAction("5.3.4", f"{card.definition} is not a character")
        if card.exerted:
            raise IllegalAction(rule, f"{card.definition} is exerted")
        if card.drying and not (rule == "4.6.4.1" and self.has_keyword(card, "Rush")):
            raise IllegalAction("1.7.5", f"{card.definition} is still drying")
        return card

    def _verify_quest(self, action: Action) -> None:
        card = self._verify_character(action, "4.5.1")
        if self.has_keyword(card, "Reckless"):
            raise IllegalAction("8.7", f"{card.definition} is Reckless and can't quest")
        if self.affected(card, "cant_quest"):
            raise IllegalAction("1.2.2", f"{card.definition} can't quest now")

    def _verify_sing(self, action: Action) -> None:
        song = self._main_card(action, Zone.HAND, "5.4.4.2")
        if not song.definition.is_song:
            raise IllegalAction("5.4.4", f"{song.definition} is not a song")
        singer = self._verify_character(Action("quest", (action.other,)), "5.4.4.2")
        if self.affected(singer, "cant_sing"):
            raise IllegalAction("1.2.2", f"{singer.definition} can't sing songs")
        if self._sings_as(singer) < song.definition.cost:
            raise IllegalAction(
                "5.4.4.2", f"{singer.definition} can't sing a song costing {song.definition.cost}"
            )

    def _sings_as(self, card: Card) -> int:
        """The cost a character counts as when singing (Singer N, 8.11)."""
        singer = self.keyword_value(card, "Singer")
        return max(card.definition.cost, singer or 0)

    def _verify_challenge(self, action: Action) -> None:
        attacker = self._verify_character(action, "4.6.4.1")
        if self.affected(attacker, "cant_challenge"):
            raise IllegalAction("1.2.2", f"{attacker.definition} can't challenge now")
        target = self.card(action.other)
        if target.owner == self.active or target.zone is not Zone.PLAY:
            raise IllegalAction("4.6.4.2", f"c{target.id} is not an opposing card in play")
        if target.is_location:
            return
        if not target.is_character:
            raise IllegalAction("4.6.4.2", f"{target.definition} cannot be challenged")
        if not target.exerted and not self.affected(attacker, "challenge_ready"):
            raise IllegalAction(
                "4.6.4.2",
                f"{target.definition} is ready; only exerted characters can be challenged",
            )
        if target not in self._challenge_targets(attacker, self.players[target.owner]):
            if self.has_keyword(target, "Evasive") and not self._may_challenge_evasive(attacker):
                raise IllegalAction("8.6", f"{target.definition} is Evasive")
            if self._static_max(target, "challenge_shield") >= attacker.definition.cost:
                raise IllegalAction("1.2.2", f"{attacker.definition} can't challenge that card")
            raise IllegalAction("8.3.3", "an exerted Bodyguard character must be challenged first")

    def _move_cost(self, location: Card) -> int:
        return location.definition.move_cost or 0

    def _verify_move(self, action: Action) -> None:
        card = self._main_card(action, Zone.PLAY, "4.7.1")
        if not card.is_character:
            raise IllegalAction("4.7.1", f"{card.definition} is not a character")
        location = self.card(action.other)
        if (
            location.owner != self.active
            or location.zone is not Zone.PLAY
            or not location.is_location
        ):
            raise IllegalAction("4.7.1", f"c{location.id} is not a location of yours in play")
        if card.location == location.id:
            raise IllegalAction("4.7.3", f"{card.definition} is already at {location.definition}")
        cost, ready = self._move_cost(location), self.players[self.active].ready_ink
        if cost > ready:
            raise IllegalAction("1.5.3", f"moving costs {cost} but only {ready} ink is ready")

    # ------------------------------------------------------------------ apply

    def apply(self, action: Action) -> None:
        """Take `action` for the deciding player.

        Strict mode refuses an illegal action with `IllegalAction` and changes nothing. Table
        mode records what the player did as an `Incident` and carries it out as far as it can
        physically be done; what cannot be done at all is rolled back and refused.
        """
        game = self if self.subgame is None else self.current
        violation: IllegalAction | None = None
        try:
            game.verify(action)
        except IllegalAction as error:
            if game.mode is Mode.STRICT or game.step is Step.OVER:
                raise
            violation = error
        mark = len(self._trail)
        player = game.decider if violation is not None else None
        try:
            _PERFORM[action.verb](game, action)
            game._settle()
            game._fold_finished_subgames()
        except IllegalAction:
            self._rollback(mark)
            raise
        except Exception:
            self._rollback(mark, keep_reveals=False)
            raise
        if violation is not None:
            who = game.active if player is None else player
            incident = Incident(game.turn, who, action, violation.rule, violation.reason)
            self.incidents.append(incident)
            self._trail.append((_undo_append, self.incidents))
        self._history.append((action, mark))

    @property
    def current(self) -> Game:
        """The game where decisions are made now: the innermost running subgame, or this."""
        game = self
        while game.subgame is not None:
            game = game.subgame
        return game

    @property
    def depth(self) -> int:
        """0 for a main game, 1 for a subgame of it, and so on."""
        return 0 if self.parent is None else self.parent.depth + 1

    # ------------------------------------------------------------------ subgames

    def start_subgame(self, *, bring_characters: bool = False) -> Game:
        """Start a subgame from the resolving effect (Magic 729.2): new zones; each player's
        deck moves in as their deck and is shuffled; a random starting player; opening hands.
        This game is suspended until the subgame ends; its effect then finishes resolving."""
        child = Game(seed=self.seed, mode=self.mode)
        child.parent = self
        child.cards = self.cards
        child.rng = self.rng
        child._trail = self._trail  # one trail: undo and replay cross levels exactly
        child.decks = self.decks
        for player, inner in zip(self.players, child.players, strict=True):
            for card in list(player.deck):
                self._transfer(card, player.deck, inner.deck)
            if bring_characters:  # only what the creating effect says moves (729.2)
                for card in [c for c in player.play if c.is_character]:
                    self._transfer(card, player.play, inner.play, Zone.PLAY)
        self._trail.append((self.rng.setstate, self.rng.getstate()))
        start = self.rng.randrange(2)  # 2.2.1.1: the starting player at random
        child.starting_player = child.active = start
        child.step = Step.ALTER_HAND
        self._set(self, "subgame", child)
        for inner in child.players:
            child._shuffle(inner)
        for inner in child.players:
            for _ in range(OPENING_HAND):
                child._draw(inner)
        return child

    def _transfer(
        self, card: Card, src: list[Card], dst: list[Card], zone: Zone = Zone.DECK
    ) -> None:
        """Move a card between the zones of two games; it becomes a new card (7.1.6). A card
        that leaves this game's play zone triggers "leaves play" here: those triggers wait
        until this game resumes."""
        left_play = card.zone is Zone.PLAY and card in self.players[card.owner].play
        i = src.index(card)
        del src[i]
        dst.append(card)
        self._trail.append((_undo_transfer, card, src, i, dst, card.zone))
        self._sources = self._listeners = None
        card.zone = zone
        known = EVERYONE if zone is Zone.PLAY else 0
        for attr, value in (
            ("damage", 0),
            ("exerted", False),
            ("drying", False),
            ("location", None),
            ("under", ()),
            ("known", known),
        ):
            self._set(card, attr, value)
        if left_play:
            self._emit(Event("leave", card.id, card.owner))

    def _fold_finished_subgames(self) -> None:
        """When a subgame has ended, fold it back into its parent (729.3), innermost first:
        every card in its zones goes to its owner's deck in the parent, which is shuffled;
        the parent resumes: the creating effect finishes, then the triggers that waited."""
        game: Game | None = self
        while game is not None and game.step is Step.OVER and game.parent is not None:
            parent = game.parent
            for inner, outer in zip(game.players, parent.players, strict=True):
                for zone in inner.zones:
                    for card in list(zone):
                        parent._transfer(card, zone, parent.players[card.owner].deck)
                del outer  # player-level values of the subgame vanish with it
            for player in parent.players:
                parent._shuffle(player)
            parent._set(parent, "subgame_winner", game.winner)
            parent._set(parent, "subgame", None)
            res = parent.resolving
            if parent.prompt is not None and parent.prompt.kind == "subgame" and res is not None:
                parent._set(parent, "prompt", None)
                parent._set(res, "index", res.index + 1)
                parent._continue()
            parent._settle()
            game = parent

    def _rollback(self, mark: int, *, keep_reveals: bool = True) -> None:
        """Reverse the trail to `mark` (1.7.6); what was revealed stays known (1.7.6.2)."""
        kept: list[Undo] = []
        trail = self._trail
        while len(trail) > mark:
            entry = trail.pop()
            if keep_reveals and entry[0] is _undo_set and entry[2] == "known":
                kept.append(entry)
                continue
            entry[0](*entry[1:])
        trail.extend(reversed(kept))
        self._forget_derived()

    # ------------------------------------------------------------------ the bag (7.7)

    def _bag_resolver(self) -> int:
        """Whose turn it is at the bag (7.7.4): whoever resolved last while they still have
        triggers (7.7.4.3), else the first player in turn order from the active one who has
        any (7.7.4.2, 7.7.4.4)."""
        owners = {trigger.player for trigger in self.bag}
        if self.bag_player in owners:
            return self.bag_player
        for offset in range(2):
            player = (self.active + offset) % 2
            if player in owners:
                return player
        raise AssertionError("the bag is empty")

    def _emit(self, event: Event) -> None:
        """Notice every triggered ability that `event` meets; they wait (7.7.3.1)."""
        found: list[Trigger] = []
        index = self._listeners
        if index is None:
            index = self._listeners = {}
            for side in self.players:
                for card in side.play:
                    behaviour = card.definition.behaviour
                    if behaviour is not None:
                        for number, ability in enumerate(behaviour.triggered):
                            index.setdefault(ability.kind, []).append((card, number, ability))
        watching = index.get(event.kind, _NO_LISTENERS)
        subject = self.cards[event.card] if event.card >= 0 else None
        if subject is not None and subject not in self.players[subject.owner].play:
            # "When this is banished / leaves play" looks back at its last moment here.
            behaviour = subject.definition.behaviour
            if behaviour is not None:
                watching = watching + [
                    (subject, number, ability)
                    for number, ability in enumerate(behaviour.triggered)
                    if ability.kind == event.kind
                ]
        for source, number, ability in watching:
            if ability.test(self, source, event):
                if ability.once_per_turn:
                    if (source.id, number) in self.once_used:
                        continue
                    self._set(self, "once_used", (*self.once_used, (source.id, number)))
                found.append(Trigger(source.id, number, source.owner, event))
        if subject is not None:  # keywords' own triggered abilities (8.13, 8.14)
            if event.kind == "quest" and self.has_keyword(subject, "Support"):
                found.append(Trigger(subject.id, SUPPORT_ABILITY, subject.owner, event))
            elif event.kind == "vanish":
                found.append(Trigger(subject.id, VANISH_ABILITY, subject.owner, event))
        for number, (ability, source_id, player) in enumerate(self.floating):
            if ability.kind == event.kind and ability.test(self, self.cards[source_id], event):
                found.append(Trigger(source_id, FLOATING_ABILITY + number, player, event))
        if found:
            self._set(self, "waiting", self.waiting + tuple(found))

    def ability(self, source: Card, number: int) -> Triggered:
        """The triggered ability `number` of `source` (keyword and floating ones included)."""
        if number == SUPPORT_ABILITY:
            return SUPPORT
        if number == VANISH_ABILITY:
            return VANISH
        if number >= FLOATING_ABILITY:
            return self.floating[number - FLOATING_ABILITY][0]
        behaviour = source.definition.behaviour
        assert behaviour is not None
        return behaviour.triggered[number]

    def _forget_effects_on(self, card: Card) -> None:
        if any(m.card == card.id for m in self.modifiers):
            self._set(self, "modifiers", tuple(m for m in self.modifiers if m.card != card.id))

    def _settle(self) -> None:
        """After an action or a resolution: game state check, waiting triggers into the bag,
        then, with the bag empty, whatever the turn still has to do (3.2, 3.4, 4.6)."""
        if self.modifiers:
            # 7.1.6: effects on a card end when it leaves play; they were still visible to
            # the triggers its leaving raised (last known information, 6.7.7). A base under
            # a shifted card keeps them: they moved to the stack's top (8.10.5).
            gone = {m.card for m in self.modifiers if self.cards[m.card].zone is not Zone.PLAY}
            if gone:
                kept = tuple(m for m in self.modifiers if m.card not in gone)
                self._set(self, "modifiers", kept)
        while self.prompt is None and self.step is not Step.OVER:
            self._check_state()
            if self.is_over:
                return
            if self.waiting:
                self._set(self, "bag", self.bag + self.waiting)  # they enter together
                self._set(self, "waiting", ())
            if self.bag:
                return  # the resolver chooses which trigger resolves next
            if self.bag_player is not None:
                self._set(self, "bag_player", None)
            if not self.then:
                return
            step, a, b = self.then[0]
            self._set(self, "then", self.then[1:])
            _THEN[step](self, a, b)

    def _perform_resolve(self, action: Action) -> None:
        trigger = next(
            t
            for t in self.bag
            if (t.source, t.ability) == action.args and t.player == self._bag_resolver()
        )
        bag = list(self.bag)
        bag.remove(trigger)
        self._set(self, "bag", tuple(bag))
        self._set(self, "bag_player", trigger.player)
        ability = self.ability(self.cards[trigger.source], trigger.ability)
        # 7.7.4: it resolves even if its source has left play, doing what it can.
        self._start(Resolution(trigger.source, trigger.player, ability.effect, trigger.event))

    def _verify_resolve(self, action: Action) -> None:
        if self.prompt is not None or not self.bag:
            raise IllegalAction("7.7.4", "no trigger of yours is waiting to be chosen")
        resolver = self._bag_resolver()
        if not any((t.source, t.ability) == action.args and t.player == resolver for t in self.bag):
            raise IllegalAction(
                "7.7.4.2", f"p{resolver + 1} has no such trigger of c{action.card} in the bag"
            )

    def _start(self, resolution: Resolution) -> None:
        self._set(self, "resolving", resolution)
        self._continue()

    def _continue(self) -> None:
        """Run the resolving effect's steps until one asks a question or all are done; then
        an action goes to the discard, and an action an effect played resolves next
        (6.7.8.1)."""
        while True:
            res = self.resolving
            assert res is not None
            while res.index < len(res.steps) and not res.skip:
                prompt = res.steps[res.index].run(self, res)
                if prompt is not None:
                    self._set(self, "prompt", prompt)
                    return
                self._set(res, "index", res.index + 1)
            self._set(self, "resolving", None)
            card = self.cards[res.source]
            is_action = card.definition.card_type is CardType.ACTION
            if res.event is None and is_action and card.zone is Zone.PLAY:
                if res.afterwards == "deck_bottom":
                    self._move(card, Zone.DECK, bottom=True)
                else:
                    self._move(card, Zone.DISCARD)  # 4.3.3.2: then to the discard
            if not self.queued:
                return
            self._set(self, "resolving", self.queued[0])
            self._set(self, "queued", self.queued[1:])

    def _verify_done(self, action: Action) -> None:
        if self.singing is not None and self.prompt is None:
            song = self.cards[self.singing[0]]
            need = self._sing_together_cost(song) or 0
            if self._singers_total() < need:
                raise IllegalAction("8.12", f"the singers' costs total less than {need}")
            return
        self._verify_answer(action)

    def _perform_done(self, action: Action) -> None:
        if self.singing is not None and self.prompt is None:
            self._sing_together_done()
        else:
            self._perform_answer(action)

    def _verify_answer(self, action: Action) -> None:
        prompt = self.prompt
        if prompt is None:
            raise IllegalAction("1.7.3", "no question is open")
        if action.verb in ("yes", "no"):
            if prompt.kind != "may":
                raise IllegalAction("6.1.4", "the open question is not a 'you may'")
        elif action.verb == "done":
            if not prompt.optional:
                raise IllegalAction("6.1.3", "a choice must be made; there is a legal one")
        elif prompt.kind != "choose" or action.card not in prompt.options:
            # 1.7.7: an illegal choice is asked again; nothing else changes.
            raise IllegalAction("1.7.7", f"c{action.card} is not a legal choice now")

    def _perform_answer(self, action: Action) -> None:
        res = self.resolving
        assert res is not None
        step = res.steps[res.index]
        self._set(self, "prompt", None)
        choice: int | None
        if action.verb == "choose":
            choice = action.card
        elif action.verb == "done":
            choice = None
        else:
            choice = int(action.verb == "yes")
        if step.answer(self, res, choice):
            self._set(res, "index", res.index + 1)
        self._continue()

    # ------------------------------------------------------------------ activated abilities

    def _activation_problem(self, card: Card, number: int) -> IllegalAction | None:
        behaviour = card.definition.behaviour
        if behaviour is None or not 0 <= number < len(behaviour.activated):
            return IllegalAction("4.4.1", f"{card.definition} has no ability {number}")
        cost = behaviour.activated[number].cost
        if cost.exert:
            if card.exerted:
                return IllegalAction("5.1.1.2", f"{card.definition} is exerted")
            if card.is_character and card.drying:
                return IllegalAction("6.3.1", f"{card.definition} is still drying")
        ready = self.players[card.owner].ready_ink
        if cost.ink > ready:
            return IllegalAction("1.5.3", f"the ability costs {cost.ink}; {ready} ink is ready")
        return None

    def _verify_activate(self, action: Action) -> None:
        card = self._main_card(action, Zone.PLAY, "4.4.1")
        problem = self._activation_problem(card, action.other)
        if problem is not None:
            raise problem

    def _perform_activate(self, action: Action) -> None:
        card = self.card(action.card)
        behaviour = card.definition.behaviour
        assert behaviour is not None
        ability: Activated = behaviour.activated[action.other]
        # 4.4.3: pay the whole cost, then the effect resolves at once (no bag); triggers
        # raised meanwhile wait (6.3.3).
        if ability.cost.exert:
            self._set(card, "exerted", True)
        self._exert_ink(self.players[card.owner], ability.cost.ink, "1.7.6")
        resolution = Resolution(card.id, card.owner, ability.effect)
        if ability.cost.banish:
            self.banish(card)
        self._start(resolution)

    # ------------------------------------------------------------------ effects' primitives

    def set_value(self, obj: object, attr: str, value: object) -> None:
        """Set a field of a state object undoably (for ability steps)."""
        self._set(obj, attr, value)

    def chosen(self, card: Card, chooser: int, res: Resolution) -> None:
        """A card was chosen: Vanish (8.14) triggers when an opponent chooses it for an
        action's effect; the trigger resolves after the action (8.14.2)."""
        source = self.cards[res.source]
        if (
            chooser != card.owner
            and res.event is None
            and source.definition.card_type is CardType.ACTION
            and self.has_keyword(card, "Vanish")
        ):
            self._emit(Event("vanish", card.id, chooser))

    def can_be_chosen(self, card: Card, chooser: int) -> bool:
        """Ward (8.15): opponents can't choose this card while resolving an effect."""
        return card.owner == chooser or not self.has_keyword(card, "Ward")

    def deal_damage(self, card: Card, amount: int, source: int) -> None:
        """Deal damage (1.9.4): reduced by Resist (8.8), never below 0."""
        if card.is_character or card.is_location:
            resist = self.keyword_value(card, "Resist") or 0
            self.put_damage(card, max(0, amount - resist))

    def put_damage(self, card: Card, amount: int) -> None:
        """Put damage counters (1.9.1: not reduced by Resist)."""
        if amount > 0:
            self._set(card, "damage", card.damage + amount)
            if card.is_character:
                self._set(self.players[card.owner], "damaged_this_turn", True)
            self._emit(Event("damage", card.id, card.owner))

    def remove_damage(self, card: Card, up_to: int) -> int:
        """Remove up to `up_to` damage; return how much was removed."""
        removed = min(card.damage, up_to)
        if removed:
            self._set(card, "damage", card.damage - removed)
            self._emit(Event("damage_removed", card.id, card.owner, removed))
        return removed

    def ready(self, card: Card) -> None:
        """Ready a card by an effect (a "whenever ... readied" event)."""
        if card.exerted:
            self._set(card, "exerted", False)
            self._emit(Event("ready", card.id, card.owner))

    def discard(self, card: Card) -> None:
        """A player discards a card from their hand (7.3.4)."""
        self._move(card, Zone.DISCARD)
        self._emit(Event("discard", card.id, card.owner))

    def add_modifier(
        self,
        card: Card,
        stat: str,
        amount: int,
        duration: str = "this_turn",
        controller: int | None = None,
    ) -> None:
        """`card` gets +/-`amount` `stat` for `duration` (6.1.13): ``this_turn``;
        ``their_next_turn`` (during its controller's next turn); ``until_your_next_turn``
        (until the start of the next turn of `controller`, the effect's, 3.2.1.3)."""
        if duration == "this_turn":
            start = end = self.turn
        elif duration == "their_next_turn":
            start = end = self.turn + (2 if card.owner == self.active else 1)
        elif duration == "until_your_next_turn":
            who = self.active if controller is None else controller
            start, end = self.turn, self.turn + (1 if who == self.active else 0)
        else:
            raise ValueError(f"unknown duration {duration!r}")
        modifier = Modifier(card.id, stat, amount, start, end)
        self._set(self, "modifiers", (*self.modifiers, modifier))

    def add_reduction(self, player: int, amount: int, card_type: str) -> None:
        res = self.resolving
        source = res.source if res is not None else -1
        self._set(
            self, "reductions", (*self.reductions, Reduction(player, amount, card_type, source))
        )

    def add_floating(self, ability: Triggered, source: int, player: int) -> None:
        """A floating triggered ability until the end of this turn (6.2.7.1)."""
        self._set(self, "floating", (*self.floating, (ability, source, player)))

    def gain_lore(self, player: int, amount: int) -> None:
        self._gain_lore(self.players[player], amount)

    def lose_lore(self, player: int, amount: int) -> int:
        """`player` loses up to `amount` lore (never below 0, 1.11.1); return how much."""
        lost = min(self.players[player].lore, amount)
        self._gain_lore(self.players[player], -lost)
        return lost

    def draw(self, player: int) -> None:
        self._draw(self.players[player])

    def banish(self, card: Card) -> None:
        if card.zone is Zone.PLAY:
            self._banish(card)

    def put_into(self, card: Card, zone: Zone) -> None:
        """Move a card into its owner's `zone` by an effect (not a draw, 1.12.3)."""
        if card.zone is not zone:
            self._move(card, zone)

    def put_on_deck(self, card: Card, *, bottom: bool, depth: int = 0) -> None:
        """Put a card on the top or bottom of its owner's deck; on top, `depth` cards already
        placed stay above it (so cards placed one by one read top first)."""
        self._move(card, Zone.DECK, bottom=bottom)
        if not bottom and depth:
            deck = self.players[card.owner].deck
            order = list(deck)
            order.insert(len(order) - 1 - depth, order.pop())
            self._trail.append((_undo_order, deck, list(deck)))
            deck[:] = order

    def shuffle_into_deck(self, card: Card) -> None:
        self._move(card, Zone.DECK)
        self._shuffle(self.players[card.owner])

    def reveal_to(self, card: Card, player: int) -> None:
        """`player` (or everyone, -1) learns this card (6.1.14)."""
        self._reveal(card, EVERYONE if player < 0 else card.known | 1 << player)

    def pay_ink(self, player: int, amount: int) -> bool:
        """Pay `amount` ink while resolving (6.1.5.1); False, paying nothing, if it can't."""
        if self.players[player].ready_ink < amount:
            return False
        self._exert_ink(self.players[player], amount, "6.1.5.1")
        return True

    def play_for_free(self, card: Card, player: int, *, afterwards: str = "discard") -> None:
        """Play `card` for free mid-effect (1.5.5.3, 6.7.8): its triggers wait, and an action
        resolves after the effect that played it (6.7.8.1), then goes to the discard, or to
        the bottom of the deck with ``afterwards="deck_bottom"``."""
        self._reveal(card, EVERYONE)
        self._move(card, Zone.PLAY)
        if card.is_character:
            self._set(card, "drying", True)
        self._enters(card)
        self._count_play(card, player)
        self._emit(Event("play", card.id, player))
        if card.definition.card_type is CardType.ACTION:
            behaviour = card.definition.behaviour
            steps = behaviour.effect if behaviour is not None else ()
            resolution = Resolution(card.id, player, steps)
            resolution.afterwards = afterwards
            self._set(self, "queued", (*self.queued, resolution))
        elif self.has_keyword(card, "Bodyguard"):
            self._set(self, "queued", (*self.queued, Resolution(card.id, player, ENTER_EXERTED)))

    # ------------------------------------------------------------------ turn actions

    def _perform_alter(self, action: Action) -> None:
        decider = self.decider
        assert decider is not None
        player = self.players[decider]
        if action.verb == "mulligan":
            # 2.2.2.1: the card goes to the bottom unrevealed.
            self._move(self.card(action.card), Zone.DECK, bottom=True)
            return
        missing = OPENING_HAND - len(player.hand)
        for _ in range(missing):
            self._draw(player)
        if missing > 0:
            self._shuffle(player)  # 2.2.2.3
        self._set(player, "altered_hand", True)
        if self.decider is None:
            self._begin_turn()

    def _perform_pass(self, action: Action) -> None:
        # 3.4.1.1: "at the end of your turn" triggers, then the turn ends once the bag is empty.
        self._emit(Event("turn_end", -1, self.active))
        self._set(self, "then", (*self.then, ("end_turn", 0, 0)))

    def _end_turn(self, a: int, b: int) -> None:
        # 3.4.1.2: "this turn" effects end; 3.4.2: the final game state check, with 1.8.1.2.
        if self.modifiers:
            self._set(self, "modifiers", tuple(m for m in self.modifiers if m.end > self.turn))
        for attr in ("reductions", "floating", "boosted", "once_used", "played", "challenged"):
            if getattr(self, attr):
                self._set(self, attr, ())
        self._check_state()
        if self.step is Step.OVER:
            return
        if not self.players[self.active].deck:
            self._end_game(1 - self.active)
            return
        self._set(self, "active", 1 - self.active)
        self._set(self, "turn", self.turn + 1)
        self._begin_turn()

    def _begin_turn(self) -> None:
        """The Start-of-Turn Phase (3.2): Ready, Set; the Draw step waits for the bag."""
        me = self.players[self.active]
        self._set(self, "step", Step.MAIN)
        self._set(me, "inked_this_turn", 0)
        for player in self.players:
            if player.damaged_this_turn:
                self._set(player, "damaged_this_turn", False)
        for card in me.play:  # 3.2.1.1 Ready, unless a "can't ready" says otherwise
            if card.exerted and not self.affected(card, "cant_ready"):
                self.ready(card)
        for card in me.inkwell:
            if card.exerted:
                self._set(card, "exerted", False)
        self._emit(Event("turn_start", -1, self.active))  # 3.2.1.4: they wait in the bag
        for card in me.play:  # 3.2.2.1 Set: characters stop drying
            if card.drying:
                self._set(card, "drying", False)
        for card in me.play:  # 3.2.2.2 location lore is a turn action, not a trigger
            if card.is_location:
                self._gain_lore(me, self.lore_value(card))
        self._set(self, "then", (*self.then, ("draw", 0, 0)))

    def _draw_step(self, a: int, b: int) -> None:
        first = self.turn == 1 and self.active == self.starting_player
        if not first:
            self._draw(self.players[self.active])  # 3.2.3.1: the starting player skips it

    def _perform_ink(self, action: Action) -> None:
        card = self.card(action.card)
        me = self.players[card.owner]
        self._reveal(card, EVERYONE)  # 4.2.1: revealed so every player can verify it
        self._move(card, Zone.INKWELL)
        self._set(me, "inked_this_turn", me.inked_this_turn + 1)

    def _perform_play(self, action: Action) -> None:
        card = self.card(action.card)
        me = self.players[card.owner]
        self._reveal(card, EVERYONE)  # 4.3.2.1: announce and reveal
        cost = self.cost(card)
        used = self._reductions_for(card)  # 4.3.6: the next such card uses them up
        if used:
            self._set(self, "reductions", tuple(r for r in self.reductions if r not in used))
        self._exert_ink(me, cost, "1.7.6")
        self._enter_play(card, me.index)

    def _perform_sing(self, action: Action) -> None:
        song, singer = self.card(action.card), self.card(action.other)
        self._reveal(song, EVERYONE)
        self._set(singer, "exerted", True)  # 5.4.4.2: singing is the alternate cost
        self._emit(Event("sing", singer.id, singer.owner, song.id))
        self._enter_play(song, song.owner)

    def _enter_play(self, card: Card, player: int) -> None:
        """4.3.3: the card is played; an action then resolves and goes to the discard."""
        self._move(card, Zone.PLAY)
        if card.is_character:
            self._set(card, "drying", True)  # 5.1.2: enters ready and drying
        self._enters(card)
        self._count_play(card, player)
        self._emit(Event("play", card.id, player))
        if card.definition.card_type is CardType.ACTION:
            behaviour = card.definition.behaviour
            steps = behaviour.effect if behaviour is not None else ()
            self._start(Resolution(card.id, player, steps))
        elif self.has_keyword(card, "Bodyguard"):
            self._start(Resolution(card.id, player, ENTER_EXERTED))  # 8.3.1

    # ------------------------------------------------------------------ Boost (8.4)

    def _boost_problem(self, card: Card) -> IllegalAction | None:
        boost = self.keyword_value(card, "Boost")
        if boost is None:
            return IllegalAction("8.4", f"{card.definition} has no Boost")
        if card.id in self.boosted:
            return IllegalAction("8.4", f"{card.definition} has already used Boost this turn")
        if not self.players[card.owner].deck:
            return IllegalAction("8.4", "there is no card on top of your deck")
        if boost > self.players[card.owner].ready_ink:
            return IllegalAction("1.5.3", f"Boost costs {boost} ink")
        return None

    def _verify_boost(self, action: Action) -> None:
        card = self._main_card(action, Zone.PLAY, "8.4")
        problem = self._boost_problem(card)
        if problem is not None:
            raise problem

    def _perform_boost(self, action: Action) -> None:
        card = self.card(action.card)
        me = self.players[card.owner]
        self._exert_ink(me, self.keyword_value(card, "Boost") or 0, "1.7.6")
        top = me.deck[-1]
        self._move(top, Zone.UNDER)  # facedown: nobody may look at it (8.4)
        self._reveal(top, 0)
        self._set(card, "under", (*card.under, top.id))
        self._set(self, "boosted", (*self.boosted, card.id))
        self._emit(Event("boost", card.id, card.owner, top.id))

    # ------------------------------------------------------------------ Sing Together (8.12)

    def _sing_together_cost(self, song: Card) -> int | None:
        return self.keyword_value(song, "Sing Together")

    def _singers_total(self) -> int:
        assert self.singing is not None
        return sum(self._sings_as(self.cards[i]) for i in self.singing[1])

    def _can_sing(self, card: Card) -> bool:
        return (
            card.is_character
            and not card.exerted
            and not card.drying
            and not self.affected(card, "cant_sing")
        )

    def _verify_sing_with(self, action: Action) -> None:
        if self.step is not Step.MAIN or self.prompt is not None or self.bag:
            raise IllegalAction("4.1.1", "songs are sung in the Main Phase with an empty bag")
        song, singer = self.card(action.card), self.card(action.other)
        if self.singing is None:
            if song.owner != self.active or song.zone is not Zone.HAND:
                raise IllegalAction("4.3.2", f"c{song.id} is not in the active player's hand")
            if self._sing_together_cost(song) is None:
                raise IllegalAction("8.12", f"{song.definition} has no Sing Together")
        elif self.singing[0] != song.id:
            raise IllegalAction("8.12", "another song is being sung together")
        elif singer.id in self.singing[1]:
            raise IllegalAction("8.12", f"{singer.definition} already sings")
        if singer.owner != self.active or singer.zone is not Zone.PLAY:
            raise IllegalAction("8.12", f"c{singer.id} is not a character of yours in play")
        if not self._can_sing(singer):
            raise IllegalAction("8.12", f"{singer.definition} can't exert to sing now")

    def _perform_sing_with(self, action: Action) -> None:
        singers = () if self.singing is None else self.singing[1]
        self._set(self, "singing", (action.card, (*singers, action.other)))

    def _sing_together_done(self) -> None:
        assert self.singing is not None
        song_id, singers = self.singing
        song = self.cards[song_id]
        self._set(self, "singing", None)
        self._reveal(song, EVERYONE)
        for singer_id in singers:  # 8.12.3: each singer sings
            self._set(self.cards[singer_id], "exerted", True)
            self._emit(Event("sing", singer_id, self.active, song_id))
        self._enter_play(song, song.owner)

    # ------------------------------------------------------------------ Shift (8.10)

    def _enters(self, card: Card) -> None:
        """Enter-play modifications apply as the card enters (6.7.9): "this character enters
        play exerted", "... enters play with N damage"."""
        behaviour = card.definition.behaviour
        if behaviour is None:
            return
        for static in behaviour.statics:
            if static.stat in ("enters_exerted", "enters_damage") and static.applies(
                self, card, card
            ):
                amount = static.amount
                value = amount if isinstance(amount, int) else amount(self, card, card)
                if static.stat == "enters_exerted":
                    self._set(card, "exerted", True)
                else:
                    self._set(card, "damage", card.damage + value)

    def _count_play(self, card: Card, player: int) -> None:
        """What this turn remembers: the actions and songs each player played (for "the
        second action you play in a turn", "if you played a song this turn")."""
        if card.definition.card_type is CardType.ACTION:
            kind = "song" if card.definition.is_song else "action"
            self._set(self, "played", (*self.played, (player, kind)))

    def played_this_turn(self, player: int, kind: str) -> int:
        """How many actions (``action``, songs included) or ``song``s `player` played."""
        return sum(
            1 for who, what in self.played if who == player and (kind == "action" or what == kind)
        )

    def _shift_bases(self, card: Card) -> list[Card]:
        """Characters of yours that `card` may shift onto: same name (8.10.1)."""
        name = card.definition.name
        return [
            c
            for c in self.players[card.owner].play
            if c.is_character and c.definition.has_name(name) and c is not card
        ]

    def _shift_cost(self, card: Card) -> int:
        """The Shift cost with the same payment modifiers as the ink cost (4.3.6 case)."""
        shift = card.definition.keyword("Shift")
        assert shift is not None and shift.value is not None
        return max(0, shift.value - (card.definition.cost - self.cost(card)))

    def _verify_shift(self, action: Action) -> None:
        card = self._main_card(action, Zone.HAND, "8.10.1")
        shift = card.definition.keyword("Shift")
        if shift is None or shift.value is None:
            raise IllegalAction("8.10", f"{card.definition} has no Shift")
        base = self.card(action.other)
        if base not in self._shift_bases(card):
            raise IllegalAction(
                "8.10.1", f"c{base.id} is not a character of yours named {card.definition.name}"
            )
        cost, ready = self._shift_cost(card), self.players[self.active].ready_ink
        if cost > ready:
            raise IllegalAction("1.5.3", f"Shift costs {cost} but only {ready} ink is ready")

    def _perform_shift(self, action: Action) -> None:
        card, base = self.card(action.card), self.card(action.other)
        me = self.players[card.owner]
        self._reveal(card, EVERYONE)
        cost = self._shift_cost(card)
        used = self._reductions_for(card)
        if used:
            self._set(self, "reductions", tuple(r for r in self.reductions if r not in used))
        self._exert_ink(me, cost, "1.7.6")
        # 8.10.2-8.10.6: the new card takes the base's place and states; it keeps the effects
        # applied to the base; the base goes under it.
        exerted, drying, damage, location = base.exerted, base.drying, base.damage, base.location
        self._move(card, Zone.PLAY)
        self._set(card, "exerted", exerted)
        self._set(card, "drying", drying)
        self._set(card, "damage", damage)
        self._set(card, "location", location)
        self._set(card, "under", (*base.under, base.id))
        self._set(base, "under", ())
        self._move(base, Zone.UNDER)
        self._set(
            self,
            "modifiers",
            tuple(
                Modifier(card.id, m.stat, m.amount, m.start, m.end) if m.card == base.id else m
                for m in self.modifiers
            ),
        )
        self._emit(Event("play", card.id, me.index))
        if self.has_keyword(card, "Bodyguard") and not exerted:
            self._start(Resolution(card.id, me.index, ENTER_EXERTED))

    def _perform_quest(self, action: Action) -> None:
        card = self.card(action.card)
        self._set(card, "exerted", True)
        self._gain_lore(self.players[card.owner], max(0, self.lore_value(card)))  # 4.5.3.1
        self._emit(Event("quest", card.id, card.owner))

    def _perform_challenge(self, action: Action) -> None:
        attacker, defender = self.card(action.card), self.card(action.other)
        self._set(attacker, "exerted", True)  # 4.6.4.4
        self._set(self, "challenge", (attacker.id, defender.id))
        if defender.id not in self.challenged:
            self._set(self, "challenged", (*self.challenged, defender.id))
        self._emit(Event("challenge", attacker.id, attacker.owner, defender.id))
        self._emit(Event("challenged", defender.id, attacker.owner, attacker.id))
        # 4.6.5: those triggers and a game state check come before the Damage step; 4.6.7:
        # the challenge is over once the bag is empty after it.
        self._set(
            self,
            "then",
            (("challenge_damage", attacker.id, defender.id), ("end_challenge", 0, 0), *self.then),
        )

    def _end_challenge(self, a: int, b: int) -> None:
        self._set(self, "challenge", None)

    def _challenge_damage(self, attacker_id: int, defender_id: int) -> None:
        attacker, defender = self.cards[attacker_id], self.cards[defender_id]
        if attacker.zone is not Zone.PLAY or defender.zone is not Zone.PLAY:
            return  # 4.6.9: a participant left; the challenge ends
        # 4.6.6: both deal damage at once; a negative strength deals none; locations deal none.
        challenger = self.keyword_value(attacker, "Challenger") or 0
        to_defender = max(0, self.strength(attacker) + challenger)
        to_attacker = max(0, self.strength(defender)) if defender.is_character else 0
        if self.affected(attacker, "no_challenge_damage"):
            to_attacker = 0  # "takes no damage from the challenge" (a prevention)
        self.deal_damage(defender, to_defender, attacker.id)
        self.deal_damage(attacker, to_attacker, defender.id)

    def _perform_move(self, action: Action) -> None:
        card, location = self.card(action.card), self.card(action.other)
        self._exert_ink(self.players[card.owner], self._move_cost(location), "1.7.6")
        self._set(card, "location", location.id)
        self._emit(Event("move", card.id, card.owner, location.id))

    # ------------------------------------------------------------------ game state check

    def _check_state(self) -> None:
        """The game state check (1.8), repeated until nothing changes (1.8.3)."""
        while self.step is not Step.OVER:
            for offset in range(2):  # 1.8.4: results in turn order
                player = self.players[(self.active + offset) % 2]
                if player.lore >= WINNING_LORE:
                    self._end_game(player.index)
                    return
            doomed = [
                card
                for player in self.players
                for card in player.play
                if (card.is_character or card.is_location)
                and card.damage > 0
                and card.damage >= self.willpower(card)
            ]
            if not doomed:
                return
            for card in doomed:  # 1.8.1.4
                self._banish(card)

    def _verify_concede(self, action: Action) -> None:
        if self.decider is None:
            raise IllegalAction("2.3.3.4", "nobody is deciding now")

    def _perform_concede(self, action: Action) -> None:
        decider = self.decider
        assert decider is not None
        self._end_game(1 - decider)  # 2.3.3.4: a player may concede at any time and loses

    def _end_game(self, winner: int) -> None:
        self._set(self, "winner", winner)
        self._set(self, "step", Step.OVER)

    # ------------------------------------------------------------------ undo and identity

    def undo(self) -> Action | None:
        """Take back the last action exactly; return it (None at the start)."""
        if not self._history:
            return None
        action, mark = self._history.pop()
        trail = self._trail
        while len(trail) > mark:
            entry = trail.pop()
            entry[0](*entry[1:])
        self._forget_derived()
        return action

    def rewind(self, count: int) -> list[Action]:
        """Undo the last `count` actions; return them, most recent first."""
        undone = []
        for _ in range(count):
            action = self.undo()
            if action is None:
                break
            undone.append(action)
        return undone

    def clone(self, *, history: bool = True) -> Game:
        """An independent copy. With its history (the default) undo works on the copy too;
        without (``history=False``, for search) the copy starts a fresh history and is made
        several times faster. Card definitions are immutable and shared, never copied."""
        memo: dict[int, object] = {}
        for card in self.cards:
            memo[id(card.definition)] = card.definition
        for deck in self.decks:
            for definition in deck:
                memo[id(definition)] = definition
        if history:
            return copy.deepcopy(self, memo)
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        cards = [_copy_card(card) for card in self.cards]
        return self._copy_into(cards, rng, [], None)

    def _copy_into(
        self, cards: list[Card], rng: random.Random, trail: list[Undo], parent: Game | None
    ) -> Game:
        """This game's state over new card objects (immutable values are shared)."""
        game = object.__new__(Game)
        game.__dict__.update(self.__dict__)
        game.cards = cards
        game.rng = rng
        game._trail = trail
        game._history = []
        game.incidents = list(self.incidents)
        game.parent = parent
        game._sources = game._listeners = None
        game.players = (_copy_player(self.players[0], cards), _copy_player(self.players[1], cards))
        game.resolving = None if self.resolving is None else _copy_resolution(self.resolving)
        game.queued = tuple(_copy_resolution(res) for res in self.queued)
        if self.subgame is not None:
            game.subgame = self.subgame._copy_into(cards, rng, trail, game)
        return game

    def state_hash(self) -> str:
        """A stable digest of the whole state (same state, same digest, in any process)."""
        parts: list[object] = [
            self.turn,
            self.active,
            int(self.step),
            self.winner,
            self.starting_player,
        ]
        for player in self.players:
            parts.append(
                (player.lore, player.inked_this_turn, player.altered_hand, player.damaged_this_turn)
            )
            for zone in player.zones:
                parts.append(
                    tuple(
                        (c.id, c.exerted, c.damage, c.drying, c.known, c.location, c.under)
                        for c in zone
                    )
                )
        res = self.resolving
        parts += [
            None if self.subgame is None else self.subgame.state_hash(),
            self.subgame_winner,
            self.bag,
            self.waiting,
            self.bag_player,
            self.prompt,
            self.then,
            self.modifiers,
            self.reductions,
            self.challenge,
            self.boosted,
            self.once_used,
            self.played,
            self.challenged,
            self.singing,
            self.statics_in_play,
            tuple((ability.name, source, player) for ability, source, player in self.floating),
            tuple((r.source, r.controller, r.index, r.afterwards) for r in self.queued),
            None
            if res is None
            else (
                res.source,
                res.controller,
                res.index,
                res.chosen,
                res.looked,
                res.number,
                res.skip,
                res.event,
            ),
        ]
        # The generator's state, folded to one number: hashing a tuple of ints is the same in
        # every CPython process (only str and bytes hashes are salted).
        version, internal, gauss = self.rng.getstate()
        parts.append((version, hash(internal), gauss))
        return hashlib.blake2b(repr(parts).encode(), digest_size=16).hexdigest()


_VERIFY: dict[str, Callable[[Game, Action], None]] = {
    "pass": Game._verify_pass,
    "ink": Game._verify_ink,
    "play": Game._verify_play,
    "sing": Game._verify_sing,
    "quest": Game._verify_quest,
    "challenge": Game._verify_challenge,
    "move": Game._verify_move,
    "mulligan": Game._verify_alter,
    "keep": Game._verify_alter,
    "resolve": Game._verify_resolve,
    "activate": Game._verify_activate,
    "shift": Game._verify_shift,
    "done": Game._verify_done,
    "boost": Game._verify_boost,
    "sing-with": Game._verify_sing_with,
    "concede": Game._verify_concede,
    "choose": Game._verify_answer,
    "yes": Game._verify_answer,
    "no": Game._verify_answer,
}

_PERFORM: dict[str, Callable[[Game, Action], None]] = {
    "pass": Game._perform_pass,
    "ink": Game._perform_ink,
    "play": Game._perform_play,
    "sing": Game._perform_sing,
    "quest": Game._perform_quest,
    "challenge": Game._perform_challenge,
    "move": Game._perform_move,
    "mulligan": Game._perform_alter,
    "keep": Game._perform_alter,
    "resolve": Game._perform_resolve,
    "activate": Game._perform_activate,
    "shift": Game._perform_shift,
    "done": Game._perform_done,
    "boost": Game._perform_boost,
    "sing-with": Game._perform_sing_with,
    "concede": Game._perform_concede,
    "choose": Game._perform_answer,
    "yes": Game._perform_answer,
    "no": Game._perform_answer,
}

#: What the turn does once the bag is empty (3.2.3, 3.4.2, 4.6.6).
_THEN: dict[str, Callable[[Game, int, int], None]] = {
    "draw": Game._draw_step,
    "end_turn": Game._end_turn,
    "challenge_damage": Game._challenge_damage,
    "end_challenge": Game._end_challenge,
}
