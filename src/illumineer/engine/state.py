"""The state of a game, as plain fields: cards, players, the bag, what lasts, what waits.

Nothing here knows a rule. Every module below the `Game` facade takes a `GameState` and
changes it only through the primitives of `engine/trail.py` and `engine/primitives.py`, which
record each change's inverse on the trail and mark what the state hash must look at again.

Each object the state hash covers (a card, a player, a zone, a game level's own fields, which
include its resolutions') carries three slots for it: `h`, its last digest; `clean`, whether
`h` is still right; `marks`, the list it joins when it stops being clean (its hasher's, see
`engine/hashing.py`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any, NamedTuple

from illumineer.engine.abilities.ability import Triggered
from illumineer.engine.abilities.core import Effect, Prompt
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.events import Event
from illumineer.engine.hashing import Hasher, stable
from illumineer.engine.vocabulary import (
    Affects,
    Afterwards,
    Arrival,
    CardType,
    Deviation,
    Keyword,
    Mode,
    Noted,
    Phase,
    Verb,
    Zone,
)
from illumineer.engine.why import Why

#: Both players know the card (bit ``1 << player`` per player).
EVERYONE = 0b11
#: An undo entry: a function and its arguments, called to reverse one change.
Undo = tuple[Any, ...]


_CHARACTER, _LOCATION, _SETUP = CardType.CHARACTER, CardType.LOCATION, Arrival.SETUP
_EXERTED = attrgetter("exerted")


class Card:
    """One physical card in a game: its definition, owner, zone and states (rule 5.1).

    `known` is a bit set of the players who know this card's identity where it is now
    (bit ``1 << player``): the basis of views and of judges' remedies.
    """

    __slots__ = (
        "arrived",
        "clean",
        "damage",
        "definition",
        "drying",
        "exerted",
        "h",
        "had_strength",
        "had_under",
        "id",
        "is_character",
        "is_location",
        "known",
        "location",
        "marks",
        "owner",
        "under",
        "zone",
    )

    def __init__(
        self,
        card_id: int,
        definition: CardDefinition,
        owner: int,
        zone: Zone,
        marks: list[Any] | None = None,
    ) -> None:
        self.id = card_id
        self.definition = definition
        self.owner = owner
        self.zone = zone
        self.exerted = False
        self.damage = 0
        self.drying = False
        self.known = 0
        self.location: int | None = None
        self.under: tuple[int, ...] = ()  # the cards under this one, bottom first
        # The cards that lay under it when it last left play ("the cards that were under
        # him": last known information, 6.7.7).
        self.had_under: tuple[int, ...] = ()
        # Its ¤ as it last left play, kept only for a card whose text asks it ("the ¤ he
        # had in play", 6.7.7: `Behaviour.remembers_strength`).
        self.had_strength = 0
        # Fixed by the definition; plain attributes because every rule asks them.
        kind = definition.card_type
        self.is_character = kind is _CHARACTER
        self.is_location = kind is _LOCATION
        self.arrived = _SETUP  # how it came into its zone
        self.clean = False
        self.h = 0
        # The hasher's list of what changed: a new card is a change.
        self.marks: list[Any] = marks if marks is not None else []
        self.marks.append(self)

    def digest(self) -> int:
        return hash(
            (
                1,
                self.id,
                self.zone,
                self.exerted,
                self.damage,
                self.drying,
                self.known,
                -1 if self.location is None else self.location,
                # (what lay under it as it left play, only when something did: a card that
                # never left a stack hashes as it always has)
                (self.under, self.had_under) if self.had_under else self.under,
                (self.arrived, self.had_strength) if self.had_strength else self.arrived,
            )
        )

    def copy(self, marks: list[Any]) -> Card:
        """This card as a new object (clone): written out, because it is a hot path."""
        c: Card = _new(Card)
        c.id = self.id
        c.definition = self.definition
        c.owner = self.owner
        c.zone = self.zone
        c.exerted = self.exerted
        c.damage = self.damage
        c.drying = self.drying
        c.known = self.known
        c.location = self.location
        c.under = self.under
        c.had_under = self.had_under
        c.had_strength = self.had_strength
        c.is_character = self.is_character
        c.is_location = self.is_location
        c.arrived = self.arrived
        c.clean = self.clean
        c.h = self.h
        c.marks = marks
        return c

    def __repr__(self) -> str:
        return f"<c{self.id} {self.definition.full_name} p{self.owner + 1} {self.zone}>"


_new = object.__new__


class ZoneList(list[Card]):
    """A player's zone: a list of cards in order (a deck's top card last), hashed as one."""

    __slots__ = ("clean", "h", "key", "marks")

    def __init__(self, key: int, marks: list[Any]) -> None:
        super().__init__()
        self.key = key
        self.clean = False
        self.h = 0
        self.marks = marks
        marks.append(self)

    def digest(self) -> int:
        return hash((2, self.key, tuple([card.id for card in self])))


class Player:
    """A player's own values (lore, inking this turn) and their zones."""

    __slots__ = (
        "altered_hand",
        "clean",
        "damaged_this_turn",
        "deck",
        "depth",
        "discard",
        "drawn_this_turn",
        "dropped_for",
        "drops",
        "got_drops",
        "h",
        "hand",
        "index",
        "inked_this_turn",
        "inkwell",
        "lore",
        "marks",
        "play",
        "pledged",
        "zones",
    )

    def __init__(self, index: int, depth: int, marks: list[Any]) -> None:
        self.index = index
        self.depth = depth
        self.lore = 0
        self.inked_this_turn = 0
        self.altered_hand = False
        self.damaged_this_turn = False  # one of their characters took damage this turn
        # Ink drops (set 14, engine/inkdrops.py): how many they have, how many they set aside
        # to pay the next cost with (until their next action ends), how many they got this
        # turn, and the cards they played this turn paying with a drop.
        self.drops = 0
        self.pledged = 0
        self.got_drops = 0
        self.dropped_for: tuple[int, ...] = ()
        self.drawn_this_turn = 0  # cards they drew this turn (1.12.2: one at a time)
        base = (depth * 2 + index) * 8
        self.zones: tuple[ZoneList, ...] = tuple(ZoneList(base + zone, marks) for zone in Zone)
        # The same lists under their rules names (never replaced, only changed in place).
        self.deck = self.zones[Zone.DECK]
        self.hand = self.zones[Zone.HAND]
        self.inkwell = self.zones[Zone.INKWELL]
        self.play = self.zones[Zone.PLAY]
        self.discard = self.zones[Zone.DISCARD]
        self.clean = False
        self.h = 0
        self.marks = marks
        marks.append(self)

    def digest(self) -> int:
        values: tuple[Any, ...] = (
            3,
            self.depth,
            self.index,
            self.lore,
            self.inked_this_turn,
            self.altered_hand,
            self.damaged_this_turn,
            self.drawn_this_turn,
        )
        # (ink drops only when there are any: a game without them hashes as it always has)
        if self.drops or self.pledged or self.got_drops or self.dropped_for:
            values += (self.drops, self.pledged, self.got_drops, self.dropped_for)
        return hash(values)

    @property
    def ready_ink(self) -> int:
        # (counted without a Python loop: every legal-action enumeration reads it)
        return list(map(_EXERTED, self.inkwell)).count(False)


# ---------------------------------------------------------------------- what waits and lasts


class Trigger(NamedTuple):
    """A triggered ability waiting in the bag (7.7): its source, its number on the source
    (as ``resolve c12 N`` names it), its controller, the event, and the ability itself."""

    source: int
    number: int
    player: int
    event: Event
    ability: Triggered


class Modifier(NamedTuple):
    """An applied effect (6.4.2.2): `card` gets `amount` of `affects` from the start of
    turn `start` to the end of turn `end` (6.1.13)."""

    card: int
    affects: Affects
    amount: int
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Granted:
    """A triggered ability an effect gave `card` from turn `start` to `end`."""

    card: int
    ability: Triggered
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Ban:
    """A restriction on a player from a resolved effect (1.2.2): `player` can't play the
    cards `cards` describes (read as `source`'s ability, whose controller is `controller`)
    from turn `start` to `end` (6.1.13)."""

    player: int
    cards: Any  # a description (abilities.filters.Cards): a frozen word
    source: int
    controller: int
    start: int
    end: int

    def __hash__(self) -> int:
        return hash((self.player, stable(repr(self.cards)), self.source, self.controller,
                     self.start, self.end))


@dataclass(frozen=True, slots=True)
class Reduction:
    """ "You pay N less for the next [type] you play this turn" (4.3.6), from `source`;
    `name`: "... for the next card you play with that name" (of that type)."""

    player: int
    amount: int
    card_type: CardType
    source: int
    classification: str | None = None
    #: "the next character named Ellie Fredricksen": only a card with this name uses it.
    name: str | None = None
    #: "the next Princess or Queen character": the classifications after the first.
    more_classes: tuple[str, ...] = ()
    #: "the next action or item you play": the second type.
    other_type: CardType | None = None
    #: "the next character you shift this turn": only a Shift uses it (and pays less).
    shift_only: bool = False
    #: "the next character you play this turn enters play exerted and gains Bodyguard until
    #: the start of your next turn": what the card it waits for does as it enters (6.7.9).
    exerted: bool = False
    gains: Keyword | None = None

    def __hash__(self) -> int:
        named = () if self.name is None else (stable(self.name),)
        more = tuple(stable(c) for c in self.more_classes)
        other = () if self.other_type is None else (-1, self.other_type)
        shift = (-2,) if self.shift_only else ()
        enters = (-3, self.exerted, -1 if self.gains is None else self.gains) \
            if self.exerted or self.gains is not None else ()  # fmt: skip
        return hash((self.player, self.amount, self.card_type, self.source,
                     stable(self.classification), *named, *more, *other, *shift, *enters))


@dataclass(frozen=True, slots=True)
class Floating:
    """A floating triggered ability (6.2.7.1) of `player`'s, from `source`, this turn."""

    ability: Triggered
    source: int
    player: int


@dataclass(frozen=True, slots=True)
class Incident:
    """A deviation recorded in table mode: a game action that broke a rule, or a deed no rule
    allows (a draw, a put, a card seen, a look, a trigger passed over).

    - when: `turn`, `active` (whose turn it was), `position` (its action's index in the
      game's history);
    - who: `player`, the player whose deed it was;
    - what: `kind`, `action`, `rule` and `reason`; `cards`, the cards involved;
    - `zones`: every card's zone just before (for a trigger passed over: the choices that
      were possible then, PCG 2.1; for a card seen: the set it was part of, PCG 2.2);
    - for a trigger passed over: the `trigger`, and `past`, the game as it stood when it
      should have resolved (a copy, not state: rebuilt when the log replays), so a late
      resolution offers only the choices that could be made then (PCG 2.1);
    - `why`: the reason as data (engine/why.py), for rulings in any language;
    - `was`: how each of `cards` had arrived where it was just before (a deed's cards), so
      a remedy can put a card back as it was.
    The engine's knowledge of each card involved (who knows it, how it arrived in its zone)
    is read from the cards themselves.
    """

    turn: int
    player: int
    action: Action
    rule: str
    reason: str
    position: int
    kind: Deviation = Deviation.RULE
    active: int = 0
    cards: tuple[int, ...] = ()
    trigger: Trigger | None = None
    zones: tuple[Zone, ...] = ()
    why: Why | None = None
    was: tuple[Arrival, ...] = ()
    past: GameState | None = field(default=None, compare=False, repr=False)

    def __hash__(self) -> int:
        return hash((self.turn, self.player, self.action.encode(), stable(self.rule),
                     self.position, self.kind, self.active, self.cards,
                     0 if self.trigger is None else hash(self.trigger), self.zones,
                     stable(None if self.why is None else repr(self.why)), self.was))


class Then:
    """Something the turn or a challenge does once the bag is empty (3.2.3, 3.4.2, 4.6.6):
    the turn's own steps, as step objects the resolution machine runs in order."""

    __slots__ = ()

    def run(self, st: GameState) -> None:
        raise NotImplementedError

    def key(self) -> tuple[int, ...]:
        """What the state hash reads of this step (its kind and arguments)."""
        raise NotImplementedError


class Resolution:
    """An effect being resolved: its steps, a cursor, and what it remembers so far.

    `chosen`: cards chosen by the last choices; `looked`: cards looked at and not yet put
    anywhere; `number`: a count kept for "for each ... this way"; `queue`: a step's own work
    list while it asks several questions; `named`: the card id a "name a card" named;
    `this_way`: the cards an instruction discarded ("... discarded this way"). `label`
    names what resolves, for faces (the
    ability's name); `key` is the number the state hash reads instead.
    """

    __slots__ = (
        "afterwards",
        "chosen",
        "controller",
        "event",
        "index",
        "key",
        "label",
        "late",
        "looked",
        "may_is_no",
        "named",
        "number",
        "queue",
        "singers",
        "skip",
        "source",
        "steps",
        "this_way",
        "undone",
    )

    def __init__(
        self,
        source: int,
        controller: int,
        steps: Effect,
        event: Event | None = None,
        *,
        label: str = "",
        key: int = 0,
        afterwards: Afterwards = Afterwards.DISCARD,
    ) -> None:
        self.source = source
        self.controller = controller
        self.steps = steps
        self.event = event
        self.index = 0
        self.chosen: tuple[int, ...] = ()
        self.looked: tuple[int, ...] = ()
        self.number = 0
        self.queue: tuple[int, ...] | None = None
        # "Name a card": the card id named (-1: none yet); "this way": the cards an
        # instruction discarded, for a later "if you discarded ... this way" or count.
        self.named = -1
        self.this_way: tuple[int, ...] = ()
        self.skip = False  # a declined "may" or a false "if" skips the rest
        # A step could not do its part (nothing to choose, a cost it could not pay): what
        # follows "to" or "if you do" does not happen.
        self.undone = False
        # Where a resolved action goes (4.3.3.2: the discard), unless an effect that played
        # it says otherwise ("put it on the bottom of your deck instead").
        self.afterwards = afterwards
        self.label = label
        self.key = key
        # A missed trigger resolved late by a judge (PCG 2.1): its "may" counts as "no", and
        # only the choices that could be made when it should have resolved can be made (`late`
        # is its incident's number; the incident keeps the game as it was then).
        self.may_is_no = False
        self.late = 0
        # A song's effect: the characters that sang it ("if 2 or more characters sang this
        # song, ready them"); set as the song is played, before it resolves.
        self.singers: tuple[int, ...] = ()

    def fingerprint(self) -> tuple[Any, ...]:
        # (a name and the cards "this way" only once there are any: an effect without them
        # hashes as it always has)
        said = (self.named, self.this_way) if self.named >= 0 or self.this_way else ()
        return (
            self.source,
            self.controller,
            self.key,
            self.index,
            self.chosen,
            self.looked,
            self.number,
            (-1,) if self.queue is None else self.queue,
            self.skip,
            self.undone,
            0 if self.event is None else hash(self.event),
            self.afterwards,
            self.may_is_no,
            self.late,
            *said,
            *((self.singers,) if self.singers else ()),
        )

    def copy(self) -> Resolution:
        r = Resolution.__new__(Resolution)
        for slot in Resolution.__slots__:
            setattr(r, slot, getattr(self, slot))
        return r


class GameState:
    """Every field of a game. `Game` (the facade) is a `GameState` with the rules' entry
    points; the modules that carry out rules take a `GameState`."""

    # Not __slots__: the facade subclasses it, and clone copies the instance dict at once.

    def __init__(self, *, seed: int, mode: Mode = Mode.STRICT, parent: GameState | None = None):
        self.seed = seed
        self.mode = mode
        self.parent = parent
        self.depth: int = 0 if parent is None else parent.depth + 1
        # Hashing: each level has a hasher for its own fields and players; the cards and the
        # random source are shared by every level, so the top level's hasher covers them.
        self.hasher = Hasher()
        self.card_marks: list[Any] = (
            self.hasher.dirty if parent is None else parent.card_marks
        )
        self.clean = False
        self.h = 0
        self.marks: list[Any] = self.hasher.dirty
        self.marks.append(self)
        self.players: tuple[Player, Player] = (
            Player(0, self.depth, self.marks),
            Player(1, self.depth, self.marks),
        )
        self.cards: list[Card] = [] if parent is None else parent.cards
        self.decks: tuple[tuple[CardDefinition, ...], tuple[CardDefinition, ...]] = ((), ())
        self.starting_player = 0
        self.active = 0
        self.turn = 1
        self.phase = Phase.MAIN
        self.winner: int | None = None
        self.incidents: tuple[Incident, ...] = ()
        # Table mode: deeds that arm the next action (verb, argument, the deed's position),
        # and the cards left in play with damage at or above their willpower (PCG 2.4).
        self.armed: tuple[tuple[Verb, int, int], ...] = ()
        self.spared: tuple[int, ...] = ()
        # The bag (7.7) and what waits to enter it (7.7.3.1), the resolution in progress with
        # its open question, and what the turn does once the bag is empty.
        self.bag: tuple[Trigger, ...] = ()
        self.waiting: tuple[Trigger, ...] = ()
        self.bag_player: int | None = None
        self.resolving: Resolution | None = None
        self.prompt: Prompt | None = None
        self.then: tuple[Then, ...] = ()
        self.queued: tuple[Resolution, ...] = ()  # actions played by an effect (6.7.8.1)
        # What lasts: applied effects, granted abilities, cost reductions, floating triggers.
        self.modifiers: tuple[Modifier, ...] = ()
        self.granted: tuple[Granted, ...] = ()
        self.reductions: tuple[Reduction, ...] = ()
        self.floating: tuple[Floating, ...] = ()
        self.bans: tuple[Ban, ...] = ()  # what players can't play (engine/restrictions.py)
        # (player, most, source): "can't ready more than `most` of their characters at the
        # start of their next turn", until that player's next Ready step (3.2.1.1)
        self.ready_limits: tuple[tuple[int, int, int], ...] = ()
        # What the turn remembers.
        self.challenge: tuple[int, int] | None = None  # challenger, challenged (4.6.1)
        self.boosted: tuple[int, ...] = ()  # cards that used Boost this turn (8.4)
        # (player, card): a player put a card under that card this turn (Boost or an effect)
        self.put_under: tuple[tuple[int, int], ...] = ()
        self.once_used: tuple[tuple[int, int], ...] = ()  # (card, ability) "once a turn"
        self.played: tuple[tuple[int, int], ...] = ()  # (player, card): cards played this turn
        self.challenged: tuple[int, ...] = ()  # characters challenged this turn
        self.challengers: tuple[int, ...] = ()  # characters that challenged this turn
        self.banished: tuple[tuple[int, bool], ...] = ()  # (card, in a challenge) this turn
        self.quested: tuple[int, ...] = ()  # characters that quested this turn
        # (what, player, card, amount): cards put into and taken from discards, discards
        # and damage removed this turn (engine/primitives.py `note`, vocabulary `Noted`)
        self.noted: tuple[tuple[Noted, int, int, int], ...] = ()
        self.singing: tuple[int, tuple[int, ...]] | None = None  # song, singers (8.12)
        # Subgames (Magic 729, brought to Lorcana): the game running inside this one (this one
        # is suspended meanwhile) and the last result.
        self.subgame: GameState | None = None
        self.subgame_winner: int | None = None
        # Derived, not state: how many cards in play have static abilities (so the hot
        # derived values skip the scan in the common case), and the caches the rules keep
        # of the abilities in play; recomputed when play changes and after any undo.
        self.statics_in_play = 0
        self.static_index: dict[Any, list[Any]] | None = None  # engine/values.py
        self.listener_index: dict[Any, list[Any]] | None = None  # engine/bag.py
        # The turn actions this game's cards can ever offer (engine/rules); cards are
        # created only at setup, which forgets it.
        self.turn_offers: tuple[Any, ...] | None = None
        self.rng: random.Random = random.Random(seed) if parent is None else parent.rng
        self.trail: list[Undo] = [] if parent is None else parent.trail
        #: Each action applied, with its trail mark and the player who took it.
        self.applied: list[tuple[Action, int, int]] = []
        #: The hasher that covers the cards and the random source (the top level's).
        self.root_hasher: Hasher = self.hasher if parent is None else parent.root_hasher
        #: The events of the action being applied, shared by every level (not state: the
        #: facade reports them in the action's outcome).
        self.recent: list[Event] = [] if parent is None else parent.recent

    def digest(self) -> int:
        # No None in a digest: until Python 3.12, hash(None) differs from process to process.
        res = self.resolving
        return hash(
            (
                4,
                self.depth,
                self.mode,
                self.turn,
                self.active,
                self.phase,
                -1 if self.winner is None else self.winner,
                self.starting_player,
                # (the table's arms and spared cards with the incidents, only when there are
                # any: a strict game hashes as it always has)
                (self.incidents, self.armed, self.spared)
                if self.armed or self.spared
                else self.incidents,
                self.bag,
                self.waiting,
                -1 if self.bag_player is None else self.bag_player,
                () if res is None else res.fingerprint(),
                0 if self.prompt is None else hash(self.prompt),
                tuple(step.key() for step in self.then),
                tuple(r.fingerprint() for r in self.queued),
                self.modifiers,
                self.granted,
                self.reductions,
                self.floating,
                # (only once a player can't ready them all: older games hash as they did)
                (self.bans, self.ready_limits) if self.ready_limits else self.bans,
                () if self.challenge is None else self.challenge,
                # (only once a card has been put under one: older games hash as they did)
                (self.boosted, self.put_under) if self.put_under else self.boosted,
                self.once_used,
                self.played,
                self.challenged,
                self.challengers,
                self.banished,
                # (only once something is noted: older games hash as they did)
                (self.quested, self.noted) if self.noted else self.quested,
                () if self.singing is None else self.singing,
                -1 if self.subgame_winner is None else self.subgame_winner,
                self.subgame is not None,
            )
        )

    @property
    def top(self) -> GameState:
        """The main game this level belongs to (itself at the top): it holds the cards'
        history, the applied actions and the incidents."""
        top = self
        while top.parent is not None:
            top = top.parent
        return top

    @property
    def over(self) -> bool:
        """Whether this game (level) has ended."""
        return self.phase is Phase.OVER

    def __repr__(self) -> str:
        return f"<GameState depth {self.depth} turn {self.turn} {self.phase.name.lower()}>"
