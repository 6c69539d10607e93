"""The grammar of card behaviour: what card code may read, what it may do, and the shapes of
abilities and effects.

Card code never touches the game's state. It is handed a context:

- `Facts`, read-only, when a condition is asked: a trigger condition, a static ability's
  "which cards", a choice's limiter, an "if";
- `Effects` (Facts and the instructions), while an effect resolves.

Both are bound to the ability being asked about: `source` is its card, `controller` is
"you" (1.3.3), `event` the event that triggered it. Every condition has one signature,
`Predicate`: ``(facts, card) -> bool``, where `card` is the card asked about (the candidate of
a choice, the card a static ability might change, the card a triggering event happened to;
for events that happen to no card, such as the start of a turn, and for an "if", the
ability's own card).

An effect is a step program: a tuple of `Step`s that the engine runs with a cursor held in
the game state, so a resolution paused for a choice is ordinary, undoable state, and the
answer is an action like any other (README, "Effects are step programs").

>>> from illumineer.engine.vocabulary import Stat
>>> rule = Static(Stat.STRENGTH, lambda facts, card: card.id == facts.source, 1, "TEST")
>>> rule.affects.name, rule.amount
('STRENGTH', 1)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import IntEnum, unique
from typing import TYPE_CHECKING, ClassVar, Protocol

from illumineer.engine.abilities.words import Word, register_enum
from illumineer.engine.events import Event
from illumineer.engine.vocabulary import (
    Affects,
    Afterwards,
    CardType,
    Duration,
    Ink,
    Keyword,
    Noted,
    PromptKind,
    Zone,
)
from illumineer.engine.why import Act

if TYPE_CHECKING:
    from illumineer.engine.abilities.ability import Behaviour, Triggered

# ---------------------------------------------------------------------- what card code reads


class Printed(Protocol):
    """What a printed card says (its definition): the facts rules and conditions read."""

    @property
    def id(self) -> int: ...
    @property
    def full_name(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def card_type(self) -> CardType: ...
    @property
    def cost(self) -> int: ...
    @property
    def inkable(self) -> bool: ...
    @property
    def strength(self) -> int | None: ...
    @property
    def willpower(self) -> int | None: ...
    @property
    def lore(self) -> int | None: ...
    @property
    def classifications(self) -> tuple[str, ...]: ...
    @property
    def inks(self) -> tuple[Ink, ...]: ...
    @property
    def keyword_set(self) -> frozenset[Keyword]: ...
    @property
    def keyword_values(self) -> Mapping[Keyword, int]: ...
    @property
    def is_song(self) -> bool: ...
    @property
    def cost_from_hand(self) -> bool: ...
    @property
    def behaviour(self) -> Behaviour | None: ...
    def has_name(self, name: str) -> bool: ...
    @property
    def single_names(self) -> tuple[str, ...]:
        """Each name the card has on its own (5.2.6.1)."""
        ...

    def keyword_value(self, keyword: Keyword) -> int | None:
        """The printed value of `keyword` (0 when printed without one), None without it."""
        ...


class CardView(Protocol):
    """A card in the game as conditions see it: read-only (card code changes cards only
    through `Effects`)."""

    @property
    def id(self) -> int: ...
    @property
    def owner(self) -> int: ...
    @property
    def zone(self) -> Zone: ...
    @property
    def exerted(self) -> bool: ...
    @property
    def damage(self) -> int: ...
    @property
    def drying(self) -> bool: ...
    @property
    def location(self) -> int | None: ...
    @property
    def under(self) -> tuple[int, ...]: ...
    @property
    def had_under(self) -> tuple[int, ...]:
        """The cards that lay under it when it last left play (6.7.7)."""
        ...

    @property
    def had_strength(self) -> int:
        """Its ¤ as it last left play, where its text asks it (6.7.7)."""
        ...

    @property
    def is_character(self) -> bool: ...
    @property
    def is_location(self) -> bool: ...
    @property
    def definition(self) -> Printed: ...


class Facts(Protocol):
    """What a condition may know, bound to one ability (its card, its controller, its
    event). Derived values (`strength`...) include every effect in play."""

    @property
    def source(self) -> int:
        """The ability's card (for an action's effect, the action)."""
        ...

    @property
    def controller(self) -> int:
        """ "You" (1.3.3): who played the card or controls the ability."""
        ...

    @property
    def event(self) -> Event | None:
        """The event that triggered this ability (None for statics, actions, activations)."""
        ...

    @property
    def active(self) -> int: ...
    @property
    def turn(self) -> int: ...

    @property
    def chosen(self) -> tuple[int, ...]:
        """The cards chosen so far in this resolution (empty outside one)."""
        ...

    @property
    def looked(self) -> tuple[int, ...]:
        """The cards looked at and not yet put anywhere in this resolution, top first."""
        ...

    @property
    def number(self) -> int:
        """The count this resolution keeps ("for each ... this way", 6.1.8)."""
        ...

    @property
    def subgame_winner(self) -> int | None:
        """Who won the last subgame played inside this game (None: nobody, or none yet)."""
        ...

    @property
    def named(self) -> int:
        """The card id a "name a card" of this resolution named (-1: none)."""
        ...

    @property
    def this_way(self) -> tuple[int, ...]:
        """The cards an instruction of this resolution discarded ("... this way")."""
        ...

    @property
    def singers(self) -> tuple[int, ...]:
        """The characters that sang the song whose effect this is (empty otherwise)."""
        ...

    def me(self) -> CardView:
        """The ability's own card, wherever it is now."""
        ...

    def card(self, card_id: int) -> CardView: ...
    def cards(self, player: int, zone: Zone) -> Sequence[CardView]:
        """`player`'s cards in `zone`, in order (a deck's top card last)."""
        ...

    def in_play(self) -> Iterable[CardView]:
        """Every card in play, both players'."""
        ...

    def lore(self, player: int) -> int: ...
    def ready_ink(self, player: int) -> int: ...
    def strength(self, card: CardView) -> int: ...
    def willpower(self, card: CardView) -> int: ...
    def lore_value(self, card: CardView) -> int: ...
    def cost(self, card: CardView) -> int:
        """What playing `card` would cost its owner now (payment modifiers included)."""
        ...

    def has_keyword(self, card: CardView, keyword: Keyword) -> bool: ...
    def damaged_this_turn(self, player: int) -> bool:
        """Whether one of `player`'s characters took damage this turn."""
        ...

    def challenge(self) -> tuple[int, int] | None:
        """(challenger, challenged) while a challenge is under way (4.6.1), else None."""
        ...

    def challenged_this_turn(self, card: CardView) -> bool: ...
    def challengers_this_turn(self) -> Sequence[CardView]:
        """The characters that challenged this turn."""
        ...

    def banished_this_turn(self) -> Sequence[tuple[CardView, bool]]:
        """The cards banished this turn, each with whether it was in a challenge."""
        ...

    @property
    def first_player(self) -> int:
        """Who took the game's first turn (2.2.1)."""
        ...
    def may_move(self, card: CardView) -> bool:
        """Whether a character may move to locations now (nothing says it "can't")."""
        ...

    def played_cards(self, player: int) -> Sequence[CardView]:
        """The cards `player` played this turn, in order."""
        ...

    def quested_cards(self) -> Sequence[CardView]:
        """The characters that quested this turn, in order."""
        ...

    def drops(self, player: int) -> int:
        """How many ink drops `player` has (set 14)."""
        ...

    def got_drops(self, player: int) -> int:
        """How many ink drops `player` got this turn."""
        ...

    def paid_with_drops(self, card: CardView) -> bool:
        """Whether an ink drop was removed to play `card`, as it was last played this turn."""
        ...

    def put_under_this_turn(self, player: int) -> tuple[int, ...]:
        """The cards `player` put a card under this turn (Boost or an effect), in order."""
        ...

    def classified(self, card: CardView, classification: str) -> bool:
        """Whether `card` has `classification`, printed or given (5.2.7)."""
        ...

    def noted(self) -> Sequence[tuple[Noted, int, int, int]]:
        """What the turn remembers, in order: (what, player, card, amount) for cards put
        into and taken from discards, cards discarded and damage removed this turn."""
        ...

    def must_be_chosen(self, card: CardView, chooser: int) -> bool:
        """Whether `chooser` must choose `card` for an effect if able (6.7.3: "opponents
        must choose this character for actions and abilities if able")."""
        ...


class Effects(Facts, Protocol):
    """What an effect may do while it resolves: the instructions of card text. Each is a
    whole game action (with its events and its rules: Resist, Ward, "can't"...)."""

    # cards
    def deal_damage(self, card: CardView, amount: int, *, resisted: bool = True) -> None:
        """ "Deal N damage" (1.9.1): reduced by Resist (8.8) unless not `resisted` ("this
        damage can't be reduced by Resist")."""
        ...

    def put_damage(self, card: CardView, amount: int) -> None:
        """ "Put N damage counters" (1.9.1: not reduced by Resist)."""
        ...

    def remove_damage(self, card: CardView, amount: int) -> int:
        """Remove `amount` damage (at most what it has); return how much was removed."""
        ...

    def ready(self, card: CardView) -> None: ...
    def exert(self, card: CardView) -> None: ...
    def enter_exerted(self, card: CardView) -> None:
        """The card, entering play, enters exerted ("may enter play exerted", 8.3.2)."""
        ...

    def banish(self, cards: Iterable[CardView]) -> None:
        """Banish these cards in play together: they see each other leave (7.4.3)."""
        ...

    def put_into(self, card: CardView, zone: Zone, *, exerted: bool = False) -> None:
        """Put a card into its owner's `zone` (not a draw, 1.12.3; into the inkwell facedown
        and unannounced, 7.5.6, `exerted` if the text says)."""
        ...

    def put_on_deck(self, card: CardView, *, bottom: bool, depth: int = 0) -> None:
        """On the top or bottom of its owner's deck; on top, `depth` cards already placed
        stay above it (so cards placed one by one read top first)."""
        ...

    def shuffle_into_deck(self, card: CardView) -> None: ...
    def put_under(self, card: CardView, beneath: CardView, *, faceup: bool = False) -> None:
        """Put a card under `beneath`, a card in play (5.1.1.5): facedown unless `faceup`."""
        ...

    def random_order(self, cards: Sequence[CardView]) -> list[CardView]:
        """These cards in a random order, from the game's random source ("in a random
        order")."""
        ...

    def shuffle_deck(self, player: int) -> None:
        """Shuffle `player`'s deck (7.2.2)."""
        ...

    def move_to(self, card: CardView, location: CardView) -> None:
        """Move a character to a location for free (4.7.3): a move, with its event."""
        ...

    def return_top(self, card: CardView) -> None:
        """Return only this card, the top of a shifted stack, to its owner's hand: the card
        under it stays in play in the stack's place and states (Temporary Shift, 8.10.8)."""
        ...

    def discard(self, cards: Sequence[CardView]) -> None:
        """Their owner discards these cards from hand: one instruction, one event (6.2.1)."""
        ...

    def mill(self, cards: Sequence[CardView]) -> None:
        """Put these cards from their owner's deck into their discard: one instruction, one
        event."""
        ...

    def reveal(self, card: CardView, to: int | None = None) -> None:
        """Show a card to player `to`, or to everyone (6.1.14)."""
        ...

    def play_for_free(
        self,
        card: CardView,
        *,
        afterwards: Afterwards = Afterwards.DISCARD,
        exerted: bool = False,
        player: int | None = None,
    ) -> None:
        """Play `card` for free mid-effect (1.5.5.3, 6.7.8): its triggers wait; an action
        resolves after this effect (6.7.8.1), then goes to `afterwards`. `player` plays it
        ("they may play it for free", "that player may play ..."); by default the effect's
        controller."""
        ...

    def shift_bases(self, card: CardView) -> list[CardView]:
        """The cards of its owner's that `card` may be shifted onto now (8.10.1, 8.10.8):
        none for a card without Shift."""
        ...

    def shift_for_free(self, card: CardView, base: CardView) -> None:
        """Shift `card` onto `base` for free mid-effect (8.10, 1.5.5.3): it is played, on
        top of the base; its triggers wait, Bodyguard's choice comes after this effect."""
        ...

    def play_paying(self, card: CardView) -> bool:
        """Its owner plays `card` mid-effect paying all its costs ("you may play it from your
        discard. (You pay all costs.)"); False, playing nothing, if the ink isn't ready."""
        ...

    # players
    def draw(self, player: int, count: int = 1, *, bottom: bool = False) -> None:
        """`player` draws `count` cards: from the top, or the `bottom` of their deck."""
        ...

    def gain_lore(self, player: int, amount: int) -> None: ...
    def lose_lore(self, player: int, amount: int) -> int:
        """Lose up to `amount` lore (never below 0, 1.11.1); return how much was lost."""
        ...

    def pay_ink(self, player: int, amount: int) -> bool:
        """Pay ink while resolving (6.1.5.1); False, paying nothing, if it can't."""
        ...

    def get_drops(self, player: int, amount: int) -> None:
        """ "Get N ink drops" (set 14)."""
        ...

    # lasting effects
    def modify(
        self,
        card: CardView,
        affects: Affects,
        amount: int = 1,
        duration: Duration = Duration.THIS_TURN,
    ) -> None:
        """ "... gets +N ¤ this turn", "gains Evasive", "can't quest during their next
        turn" (6.4.2.2: an applied effect on a card in play)."""
        ...

    def grant(
        self, card: CardView, ability: Triggered, duration: Duration = Duration.THIS_TURN
    ) -> None:
        """ "... gains '[triggered ability]' this turn"."""
        ...

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
        """ "You pay N less for the next [type] (named `name`) you play this turn" (4.3.6);
        `more_classes`: "the next Princess or Queen character"; `other_type`: "the next
        action or item"; `shift_only`: "the next character you shift this turn";
        `exerted`, `gains`: "the next character you play this turn enters play exerted and
        gains Bodyguard until the start of your next turn"."""
        ...

    def add_floating(self, ability: Triggered) -> None:
        """A floating triggered ability for the rest of this turn (6.2.7.1)."""
        ...

    def ban(self, player: int, cards: Target, duration: Duration) -> None:
        """ "Opponents can't play actions until the start of your next turn": `player`
        can't play the cards `cards` describes for `duration` (1.2.2)."""
        ...

    def limit_ready(self, player: int, most: int) -> None:
        """ "Each opponent can't ready more than 1 of their characters at the start of their
        next turn": `player` readies at most `most` of them, of their choice (3.2.1.1)."""
        ...

    def note(self, what: Noted, card: CardView) -> None:
        """The turn remembers `what` of the controller and `card` (`GameState.noted`,
        forgotten as the turn ends): "for the rest of this turn, you may ..."."""
        ...

    def supported(self, card: CardView) -> None:
        """`card` was chosen for Support (8.13): "whenever ... is chosen for Support"."""
        ...

    def start_subgame(self, *, bring_characters: bool = False) -> None: ...

    # this resolution's memory
    @property
    def queue(self) -> tuple[int, ...] | None:
        """A step's own work list while it asks several questions (None: not started)."""
        ...

    def set_queue(self, cards: tuple[int, ...] | None) -> None: ...
    def set_chosen(self, cards: tuple[int, ...]) -> None: ...
    def set_looked(self, cards: tuple[int, ...]) -> None: ...
    def set_number(self, number: int) -> None: ...
    def set_named(self, card_id: int) -> None: ...
    def set_this_way(self, cards: tuple[int, ...]) -> None: ...
    def at_random(self, cards: Sequence[CardView], count: int) -> list[CardView]:
        """`count` of `cards` (all, if fewer), picked by the game's seeded random source."""
        ...

    def skip(self, steps: int) -> None:
        """The next `steps` steps do nothing (a declined "may", a false "if")."""
        ...

    @property
    def undone(self) -> bool:
        """Whether a step could not do its part (nothing to choose, a cost not paid)."""
        ...

    def set_undone(self, undone: bool) -> None: ...

    def chose(self, card: CardView, chooser: int) -> None:
        """`chooser` chose `card` for this effect (Vanish watches for it, 8.14)."""
        ...


#: One signature for every condition: ``(facts, card) -> bool`` (see the module's notes).
Predicate = Callable[[Facts, CardView], bool]


class Condition(Word):
    """A condition as a word: "you have a character named Gaston in play", "this character
    is exerted". Called like every `Predicate`, with the facts and the card asked about."""

    __slots__ = ()
    CATEGORY: ClassVar[str] = "condition"

    def __call__(self, facts: Facts, card: CardView) -> bool:
        raise NotImplementedError


class Quantity(Word):
    """A number worked out from the game: "the number of cards in your hand", "their ¤"."""

    __slots__ = ()
    CATEGORY: ClassVar[str] = "quantity"

    def value(self, facts: Facts, card: CardView) -> int:
        raise NotImplementedError


#: A number: a constant, or a quantity worked out when it is needed.
Amount = int | Quantity


def amount_of(amount: Amount, facts: Facts, card: CardView) -> int:
    """The value of `amount` for `card`."""
    return amount if isinstance(amount, int) else amount.value(facts, card)


class Target(Word):
    """The cards an instruction acts on, read as it resolves ("this character", "them")."""

    __slots__ = ()
    CATEGORY: ClassVar[str] = "target"

    def cards(self, facts: Facts) -> Sequence[CardView]:
        raise NotImplementedError

    @property
    def chooses(self) -> bool:
        """Whether the instruction first chooses these cards (a "chosen ..." target)."""
        return False

    @property
    def plural(self) -> bool:
        return False


# ---------------------------------------------------------------------- effects


@dataclass(frozen=True, slots=True)
class Prompt:
    """An open question inside a resolution: who answers, how, and from which options.

    ``CHOOSE``: one of `options` (card ids), or ``done`` too when `optional`; ``MAY``: yes
    or no; ``NUMBER``: a number from 0 to `maximum`; ``SUBGAME``: nobody answers, the
    effect waits for a subgame; ``MODE``: a bullet, 1 to `maximum`; ``NAME``: one of
    `options`, card ids of the card database (not cards of the game); ``PLAYER``: a seat.
    """

    player: int
    kind: PromptKind
    options: tuple[int, ...] = ()
    optional: bool = False
    maximum: int = 0


@unique
class Join(IntEnum):
    """How an instruction follows the one before it in the text."""

    SENTENCE = 0  # "Draw a card. Banish ..."
    THEN = 1  # "draw a card, then choose and discard a card"
    AND = 2  # "you gain 2 lore and each opponent loses 2 lore"
    THEN_SENTENCE = 3  # "Draw 2 cards. Then, discard a card at random."
    COMMA = 4  # "... this turn, chosen ..." (after an opening "if" or "for each")
    NONE = 5  # said by the word before it
    TO = 6  # "pay 2 ⬡ to deal 3 damage": done only if the one before was
    COMMA_AND = 91  # "deal 1 damage to ..., gain 1 lore, and draw a card" (a list's last)
    THEN_BARE = 90  # "Exert chosen opposing character. Then chosen character ..." (no comma)
    AND_THEN = 340  # "you may look at ... and then you may return one to your hand"


register_enum(Join)

@dataclass(frozen=True, slots=True)
class Step(Word):
    """One instruction of an effect. `run` finishes, or returns a `Prompt`; then the answer
    goes to `answer`, which says whether the step is complete (else it runs again, to ask
    the next of several choices).

    `join` says how the text joins it to the instruction before ("then", "and", a new
    sentence). `lower` turns the instruction into the steps the engine runs: an instruction
    on "chosen" cards becomes the choice, then the instruction on what was chosen.
    """

    # How the step follows the one before: said by the sentence, not by the step's phrase.
    join: Join = field(default=Join.SENTENCE, kw_only=True, metadata={"said_by": "effect"})
    CATEGORY: ClassVar[str] = "step"
    #: What the step does to the card an earlier choice picked ("return", "banish"): how a
    #: refused choice is said (engine/why.py).
    act: ClassVar[Act] = Act.CHOOSE

    def run(self, fx: Effects) -> Prompt | None:
        raise NotImplementedError

    def answer(self, fx: Effects, choice: int | None) -> bool:
        """Record `choice`: a card id (CHOOSE), 1/0 (MAY), a number (NUMBER), or None
        (``done``). Return True when the step is complete."""
        raise NotImplementedError(f"{type(self).__name__} asks nothing")

    @property
    def says_may(self) -> bool:
        """Whether the step asks a "you may" (6.1.4), which a judge's late resolution of a
        missed trigger answers "no" (PCG 2.1)."""
        return False

    def lower(self) -> tuple[Step, ...]:
        """The steps the engine runs for this instruction (itself, unless it chooses)."""
        return (self,)

    #: What the step does lasts only this turn, whatever its words (a class says so).
    LASTS_THIS_TURN: ClassVar[bool] = False

    @property
    def lasts_this_turn(self) -> bool:
        """Whether what the step does lasts only this turn (a missed trigger whose effect
        would have ended can no longer be resolved, PCG 2.1)."""
        return self.LASTS_THIS_TURN


Effect = tuple[Step, ...]


def says_may(effect: Effect) -> bool:
    """Whether an effect asks a "you may" anywhere."""
    return any(step.says_may for step in effect)


__all__ = ["Amount", "CardView", "Condition", "Effect", "Effects", "Facts", "Join", "Predicate",
           "Printed", "Prompt", "Quantity", "Step", "Target", "amount_of", "says_may"]  # fmt: skip
