"""The building blocks of card behaviour: triggers, statics, and effects as step programs.

A card's behaviour is data: a tuple of `Triggered` and `Static` abilities (and, for actions,
an effect: a tuple of steps). Effects are small step programs with an explicit cursor held in
the game state (`Resolution`), so a resolution that stops for a choice is an ordinary, cloneable,
undoable state; the answer is an action like any other. We chose that over re-running a
resolution from its start because the cursor keeps every pause O(1) and keeps choices made
earlier in the resolution (1.7.7 re-asks only the choice at fault).

>>> TEMPER = (Choose(character), Modify("strength", -2))   # Control Your Temper!
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from illumineer.engine.game import Game
    from illumineer.engine.state import Card


# ---------------------------------------------------------------------- events and triggers


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, which triggered abilities watch for.

    `kind`: ``play`` (a card was played), ``quest``, ``challenge`` (the challenger declared),
    ``challenged``, ``banish``, ``damage`` (a card took damage), ``turn_start``, ``turn_end``,
    ``sing``. `card` is the card it happened to, `player` the player who did it.
    """

    kind: str
    card: int
    player: int
    other: int = -1


#: Who or what an ability's condition looks at: (game, source card, event) -> bool.
EventTest = Callable[["Game", "Card", Event], bool]
#: A target filter: (game, resolution, candidate card) -> bool.
Filter = Callable[["Game", "Resolution", "Card"], bool]


@dataclass(frozen=True, slots=True)
class Triggered:
    """A triggered ability (6.2): when `test` holds for an event of `kind`, it goes to the bag."""

    kind: str
    test: EventTest
    effect: tuple[Step, ...]
    name: str = ""
    from_hand: bool = False  # "when you play this" is met as the card enters (4.3.4.1)


@dataclass(frozen=True, slots=True)
class Static:
    """A static ability (6.4) modifying `stat` of each card `applies` picks, while in play.

    `stat` is ``strength``, ``willpower``, ``lore`` or ``cost`` (a payment modifier for
    cards in hand) or a keyword name such as ``Resist`` (granted with `amount` as value).
    """

    stat: str
    applies: Callable[[Game, Card, Card], bool]
    amount: int | Callable[[Game, Card, Card], int]
    name: str = ""
    from_hand: bool = False  # self-referential cost modifiers work from the hand (4.3.6)


@dataclass(frozen=True, slots=True)
class Behaviour:
    """Everything a card does beyond its printed stats and keywords."""

    triggered: tuple[Triggered, ...] = ()
    statics: tuple[Static, ...] = ()
    effect: tuple[Step, ...] = ()  # actions and songs (5.4.3: effects, not abilities)


# ---------------------------------------------------------------------- resolutions


class Resolution:
    """An effect being resolved: its steps, a cursor, and what was chosen so far.

    It lives in the game state (`Game.resolving`) and changes only through the game's
    primitives, so it undoes and clones like everything else.
    """

    __slots__ = ("chosen", "controller", "event", "index", "skip", "source", "steps", "trigger")

    def __init__(
        self,
        source: int,
        controller: int,
        steps: tuple[Step, ...],
        event: Event | None = None,
        trigger: int | None = None,
    ) -> None:
        self.source = source
        self.controller = controller
        self.steps = steps
        self.event = event
        self.trigger = trigger
        self.index = 0
        self.chosen: tuple[int, ...] = ()
        self.skip = False  # a declined "may" skips the rest of this effect's sentence


@dataclass(frozen=True, slots=True)
class Prompt:
    """An open question inside a resolution: who answers, how, and from which options."""

    player: int
    kind: str  # "choose" or "may"
    options: tuple[int, ...] = ()


class Step:
    """One instruction of an effect. `run` either finishes or returns a `Prompt`."""

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        raise NotImplementedError

    def answer(self, game: Game, res: Resolution, choice: int | bool) -> None:
        """Record the answer to this step's prompt (only steps that prompt override it)."""
        raise NotImplementedError


# ---------------------------------------------------------------------- target filters


def character(game: Game, res: Resolution, card: Card) -> bool:
    """Any character in play."""
    return card.is_character


def opposing_character(game: Game, res: Resolution, card: Card) -> bool:
    """A character of an opponent of the ability's controller."""
    return card.is_character and card.owner != res.controller


def own_character(game: Game, res: Resolution, card: Card) -> bool:
    return card.is_character and card.owner == res.controller


# ---------------------------------------------------------------------- steps


@dataclass(frozen=True, slots=True)
class May(Step):
    """ "You may ..." (6.1.4): a yes/no asked before the choices it governs; "no" skips the
    rest of the effect."""

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        return Prompt(res.controller, "may")

    def answer(self, game: Game, res: Resolution, choice: int | bool) -> None:
        if not choice:
            game.set_value(res, "skip", True)


@dataclass(frozen=True, slots=True)
class Choose(Step):
    """ "Chosen ..." (1.7.3, 6.1.3): pick one card in play that `allowed` accepts.

    Ward (8.15) keeps an opponent from choosing; with no legal choice the part that needs
    it does nothing (1.7.7).
    """

    allowed: Filter

    def options(self, game: Game, res: Resolution) -> tuple[int, ...]:
        return tuple(
            card.id
            for player in game.players
            for card in player.play
            if self.allowed(game, res, card) and game.can_be_chosen(card, res.controller)
        )

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        options = self.options(game, res)
        if not options:
            game.set_value(res, "chosen", ())
            return None
        return Prompt(res.controller, "choose", options)

    def answer(self, game: Game, res: Resolution, choice: int | bool) -> None:
        game.set_value(res, "chosen", (int(choice),))


def _targets(game: Game, res: Resolution, target: str) -> list[Card]:
    from illumineer.engine.state import Zone

    ids = (res.source,) if target == "self" else res.chosen
    # 6.1.11.1: a card that has left play is no longer "that" card; the part does nothing.
    return [game.cards[i] for i in ids if game.cards[i].zone is Zone.PLAY]


@dataclass(frozen=True, slots=True)
class DealDamage(Step):
    """ "Deal N damage to ..." (1.9.1): reduced by Resist."""

    amount: int
    target: str = "chosen"

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        for card in _targets(game, res, self.target):
            game.deal_damage(card, self.amount, res.source)
        return None


@dataclass(frozen=True, slots=True)
class Modify(Step):
    """ "... gets +N/-N ¤ (◊, ⛉) this turn" on the chosen card or this card."""

    stat: str
    amount: int
    target: str = "chosen"

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        for card in _targets(game, res, self.target):
            game.add_modifier(card, self.stat, self.amount)
        return None


@dataclass(frozen=True, slots=True)
class ReduceNextCost(Step):
    """ "You pay N less for the next character you play this turn" (4.3.6)."""

    amount: int
    card_type: str = "Character"

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        game.add_reduction(res.controller, self.amount, self.card_type)
        return None


@dataclass(frozen=True, slots=True)
class GainLore(Step):
    amount: int

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        game.gain_lore(res.controller, self.amount)
        return None


@dataclass(frozen=True, slots=True)
class Draw(Step):
    amount: int = 1

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        for _ in range(self.amount):
            game.draw(res.controller)
        return None


# ---------------------------------------------------------------------- trigger tests


def this_is_played(game: Game, source: Card, event: Event) -> bool:
    """ "When you play this character" (4.3.4.1)."""
    return event.card == source.id


def this_quests(game: Game, source: Card, event: Event) -> bool:
    return event.card == source.id


def opponent_plays_character(game: Game, source: Card, event: Event) -> bool:
    return event.player != source.owner and game.cards[event.card].is_character


def you_play_non_song_action(game: Game, source: Card, event: Event) -> bool:
    definition = game.cards[event.card].definition
    return (
        event.player == source.owner
        and definition.card_type.value == "Action"
        and not definition.is_song
    )
