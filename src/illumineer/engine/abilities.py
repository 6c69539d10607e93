"""The building blocks of card behaviour: triggers, statics, activated abilities, and effects
as step programs.

A card's behaviour is data: a `Behaviour` holding `Triggered`, `Activated` and `Static`
abilities and, for actions, an effect (a tuple of steps). Effects are small step programs with
an explicit cursor held in the game state (`Resolution`), so a resolution that stops for a
choice is ordinary, cloneable, undoable state, and the answer is an action like any other.
We chose that over re-running a resolution from its start with the answers so far: the cursor
keeps each pause O(1), and rule 1.7.7 (re-ask only the illegal choice) falls out of it.

>>> TEMPER = Behaviour(effect=(Choose(character), Modify("strength", -2)))  # Control Your Temper!
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from illumineer.engine.state import Zone

if TYPE_CHECKING:
    from illumineer.engine.game import Game
    from illumineer.engine.state import Card

# ---------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, which triggered abilities watch for.

    kinds: ``play`` (a card was played; `player` played it), ``quest``, ``challenge`` (the
    challenger was declared; `other` is the challenged card), ``challenged`` (`other` is the
    challenger), ``banish`` (`other` is the other participant when `in_challenge`),
    ``banishes`` (this card banished `other` in a challenge), ``damage``, ``turn_start``,
    ``turn_end`` (`card` is -1, `player` the active player), ``sing`` (`other` is the
    song), ``move`` (`other` is the location),
    ``leave`` (the card left play, for any zone or game), ``ready`` (a card was readied),
    ``damage_removed`` (`other` is how much), ``discard`` (a card was discarded from hand).
    """

    kind: str
    card: int
    player: int
    other: int = -1
    in_challenge: bool = False


#: (game, source card, event) -> bool: does this event meet the trigger condition?
EventTest = Callable[["Game", "Card", Event], bool]
#: (game, source card, affected card) -> bool, for static abilities.
StaticTest = Callable[["Game", "Card", "Card"], bool]
#: (game, resolution, candidate card) -> bool, for choices and "each".
Filter = Callable[["Game", "Resolution", "Card"], bool]
#: (game, resolution) -> the cards an instruction acts on.
Target = Callable[["Game", "Resolution"], list["Card"]]


# ---------------------------------------------------------------------- abilities


@dataclass(frozen=True, slots=True)
class Triggered:
    """A triggered ability (6.2): whenever `test` holds for an event of `kind`, it goes into the
    bag, and resolves `effect`."""

    kind: str
    test: EventTest
    effect: tuple[Step, ...]
    name: str = ""
    #: "The first time ... each turn" / "once during your turn" (6.2.2, 6.1.13): this
    #: ability of this card triggers at most once a turn.
    once_per_turn: bool = False


@dataclass(frozen=True, slots=True)
class Cost:
    """The cost of an activated ability (4.4): exert the card, pay ink, banish the card."""

    exert: bool = False
    ink: int = 0
    banish: bool = False


@dataclass(frozen=True, slots=True)
class Activated:
    """An activated ability (6.3): "[cost] — [effect]", used as a turn action."""

    cost: Cost
    effect: tuple[Step, ...]
    name: str = ""


@dataclass(frozen=True, slots=True)
class Static:
    """A static ability (6.4): while its card is in play (`from_hand`: also while in hand,
    for self-referential cost modifiers, 4.3.6), it changes `stat` of each card that
    `applies` picks by `amount`.

    stats: ``strength``, ``willpower``, ``lore``, ``cost`` (a payment modifier); a keyword
    (``Evasive``, ``Resist``, ``Challenger``...: granted, with `amount` as its value); a
    restriction (``cant_quest``, ``cant_challenge``, ``cant_sing``, ``cant_ready``); a
    permission (``challenge_ready``: may challenge ready characters;
    ``no_challenge_damage``: takes no damage from the challenge); an enter-play
    modification of the card itself (``enters_exerted``, ``enters_damage``, 6.7.9);
    ``extra_ink`` (its controller may ink that many more cards, 4.2.3.1); ``challenge_shield``
    (characters with that cost or less can't challenge the card).
    """

    stat: str
    applies: StaticTest
    amount: int | Callable[[Game, Card, Card], int]
    name: str = ""
    from_hand: bool = False


@dataclass(frozen=True, slots=True)
class Behaviour:
    """Everything a card does beyond its printed stats and keywords."""

    triggered: tuple[Triggered, ...] = ()
    activated: tuple[Activated, ...] = ()
    statics: tuple[Static, ...] = ()
    effect: tuple[Step, ...] = ()  # actions and songs (5.4.3: effects, not abilities)


# ---------------------------------------------------------------------- resolutions


class Resolution:
    """An effect being resolved: its steps, a cursor, and what it remembers so far.

    `chosen`: cards chosen by the last choices; `looked`: cards looked at and not yet put
    anywhere; `number`: a count kept for "for each ... this way". It lives in the game state
    (`Game.resolving`) and changes only through the game's primitives.
    """

    __slots__ = (
        "afterwards",
        "chosen",
        "controller",
        "event",
        "index",
        "looked",
        "number",
        "skip",
        "source",
        "steps",
    )

    def __init__(
        self,
        source: int,
        controller: int,
        steps: tuple[Step, ...],
        event: Event | None = None,
    ) -> None:
        self.source = source
        self.controller = controller
        self.steps = steps
        self.event = event
        self.index = 0
        self.chosen: tuple[int, ...] = ()
        self.looked: tuple[int, ...] = ()
        self.number = 0
        self.skip = False  # a declined "may" or a false "if" skips the rest
        # Where a resolved action goes (4.3.3.2: the discard), unless an effect that played
        # it says otherwise ("put it on the bottom of your deck instead", a replacement).
        self.afterwards = "discard"


@dataclass(frozen=True, slots=True)
class Prompt:
    """An open question inside a resolution: who answers, how, and from which options.

    kind ``choose``: pick one of `options` (``done`` too when `optional`); ``may``: yes/no.
    """

    player: int
    kind: str
    options: tuple[int, ...] = ()
    optional: bool = False


class Step:
    """One instruction of an effect. `run` either finishes or returns a `Prompt`; steps that
    prompt record the answer in `answer` and are run again until they finish."""

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        raise NotImplementedError

    def answer(self, game: Game, res: Resolution, choice: int | None) -> bool:
        """Record `choice` (a card id, 1/0 for yes/no, None for done). Return True when the
        step is complete, False to run it again (to ask the next of several choices)."""
        raise NotImplementedError


# ---------------------------------------------------------------------- filters


def character(game: Game, res: Resolution, card: Card) -> bool:
    """Any character in play."""
    return card.is_character


def opposing_character(game: Game, res: Resolution, card: Card) -> bool:
    """A character of an opponent of the effect's controller."""
    return card.is_character and card.owner != res.controller


def own_character(game: Game, res: Resolution, card: Card) -> bool:
    return card.is_character and card.owner == res.controller


def other_own_character(game: Game, res: Resolution, card: Card) -> bool:
    return own_character(game, res, card) and card.id != res.source


def item(game: Game, res: Resolution, card: Card) -> bool:
    return card.definition.card_type.value == "Item"


def all_of(*filters: Filter) -> Filter:
    """A filter that holds when every one of `filters` does."""

    def test(game: Game, res: Resolution, card: Card) -> bool:
        return all(f(game, res, card) for f in filters)

    return test


def any_of(*filters: Filter) -> Filter:
    def test(game: Game, res: Resolution, card: Card) -> bool:
        return any(f(game, res, card) for f in filters)

    return test


def classified(name: str) -> Filter:
    """A card with this classification (5.2.7), e.g. ``classified("Princess")``."""
    return lambda game, res, card: name in card.definition.classifications


def named(name: str) -> Filter:
    """A card with this name (5.2.6)."""
    return lambda game, res, card: card.definition.has_name(name)


def cost_at_most(limit: int) -> Filter:
    return lambda game, res, card: card.definition.cost <= limit


def card_type(kind: str) -> Filter:
    """A card of this type: ``Character``, ``Action``, ``Item``, ``Location``."""
    return lambda game, res, card: card.definition.card_type.value == kind


def any_card(game: Game, res: Resolution, card: Card) -> bool:
    """Any card at all (in the zone a choice looks at)."""
    return True


def damaged(game: Game, res: Resolution, card: Card) -> bool:
    return card.damage > 0


def song(game: Game, res: Resolution, card: Card) -> bool:
    return card.definition.is_song


# ---------------------------------------------------------------------- targets


def CHOSEN(game: Game, res: Resolution) -> list[Card]:
    """The cards chosen earlier in this effect, while still in play (6.1.11.1)."""
    return [game.cards[i] for i in res.chosen if game.cards[i].zone is Zone.PLAY]


def THIS(game: Game, res: Resolution) -> list[Card]:
    """The ability's own card, while in play."""
    card = game.cards[res.source]
    return [card] if card.zone is Zone.PLAY else []


def EVENT_CARD(game: Game, res: Resolution) -> list[Card]:
    """The card the triggering event happened to ("them", "that character")."""
    if res.event is None:
        return []
    card = game.cards[res.event.card]
    return [card] if card.zone is Zone.PLAY else []


def EVENT_OTHER(game: Game, res: Resolution) -> list[Card]:
    """The other card of the event: the challenger, the challenged, the banished."""
    if res.event is None or res.event.other < 0:
        return []
    card = game.cards[res.event.other]
    return [card] if card.zone is Zone.PLAY else []


def THIS_IN_DISCARD(game: Game, res: Resolution) -> list[Card]:
    """ "This card" after it left play for the discard ("return this card to your hand")."""
    card = game.cards[res.source]
    return [card] if card.zone is Zone.DISCARD else []


def EVENT_CARD_IN_DISCARD(game: Game, res: Resolution) -> list[Card]:
    """ "That card": the event's card, now in the discard (6.1.11: only if still there)."""
    if res.event is None:
        return []
    card = game.cards[res.event.card]
    return [card] if card.zone is Zone.DISCARD else []


def each(allowed: Filter) -> Target:
    """Every card in play that `allowed` accepts ("each", "all": no choosing, so Ward
    doesn't stop it, 8.15.2)."""

    def target(game: Game, res: Resolution) -> list[Card]:
        return [
            card
            for player in game.players
            for card in player.zones[Zone.PLAY]
            if allowed(game, res, card)
        ]

    return target


# ---------------------------------------------------------------------- choosing


@dataclass(frozen=True, slots=True)
class May(Step):
    """ "You may ..." (6.1.4): asked before the choices it governs; "no" skips the rest of
    the effect."""

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        return Prompt(res.controller, "may")

    def answer(self, game: Game, res: Resolution, choice: int | None) -> bool:
        if not choice:
            game.set_value(res, "skip", True)
        return True


@dataclass(frozen=True, slots=True)
class Choose(Step):
    """ "Chosen ..." (1.7.3, 6.1.3): pick cards that `allowed` accepts, from play (or from
    `zone` of the controller: ``discard``, ``hand``; ``looked`` for cards looked at).

    `up_to` > 0 means "up to N": the chooser may stop (``done``) after any number. Ward
    (8.15) keeps an opponent from choosing a card in play; with no legal choice the parts
    that need it do nothing (1.7.7). `chooser` is ``you`` or ``opponent``.
    """

    allowed: Filter
    up_to: int = 0
    zone: str = "play"
    chooser: str = "you"
    optional: bool = False  # "you may ... a card" in a hidden zone may fail to find (7.1.4)

    def _who(self, res: Resolution) -> int:
        return res.controller if self.chooser == "you" else 1 - res.controller

    def options(self, game: Game, res: Resolution) -> tuple[int, ...]:
        who = self._who(res)
        if self.zone == "play":
            pool = [c for p in game.players for c in p.zones[Zone.PLAY]]
        elif self.zone == "looked":
            pool = [game.cards[i] for i in res.looked]
        else:
            pool = list(game.players[who].zones[Zone[self.zone.upper()]])
        taken = set(res.chosen) if self.up_to else set()
        return tuple(
            card.id
            for card in pool
            if card.id not in taken
            and self.allowed(game, res, card)
            and (self.zone != "play" or game.can_be_chosen(card, who))
        )

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        options = self.options(game, res)
        if not options or (self.up_to and len(res.chosen) >= self.up_to):
            return None
        optional = bool(self.up_to) or self.optional
        return Prompt(self._who(res), "choose", options, optional)

    def answer(self, game: Game, res: Resolution, choice: int | None) -> bool:
        if choice is None:
            return True
        game.chosen(game.cards[choice], self._who(res), res)
        if self.up_to:
            game.set_value(res, "chosen", (*res.chosen, choice))
            return len(res.chosen) >= self.up_to
        game.set_value(res, "chosen", (choice,))
        return True


@dataclass(frozen=True, slots=True)
class ClearChoices(Step):
    """Forget earlier choices, before an "up to" choice starts afresh."""

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        game.set_value(res, "chosen", ())
        return None


# ---------------------------------------------------------------------- effects on cards


@dataclass(frozen=True, slots=True)
class DealDamage(Step):
    """ "Deal N damage to ..." (1.9.1): reduced by Resist (8.8)."""

    amount: int
    target: Target = CHOSEN

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        for card in self.target(game, res):
            game.deal_damage(card, self.amount, res.source)
        return None


@dataclass(frozen=True, slots=True)
class RemoveDamage(Step):
    """ "Remove up to N damage from ..." (1.9.1); adds what was removed to the count."""

    amount: int
    target: Target = CHOSEN

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        for card in self.target(game, res):
            removed = game.remove_damage(card, self.amount)
            game.set_value(res, "number", res.number + removed)
        return None


@dataclass(frozen=True, slots=True)
class Modify(Step):
    """ "... gets +N/-N ¤ (◊, ⛉) this turn", or gains a keyword or restriction.

    `duration`: ``this_turn``; ``their_next_turn`` (during the card's controller's next
    turn); ``until_your_next_turn`` (until the start of your next turn).
    """

    stat: str
    amount: int = 1
    target: Target = CHOSEN
    duration: str = "this_turn"

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        for card in self.target(game, res):
            game.add_modifier(card, self.stat, self.amount, self.duration, res.controller)
        return None


@dataclass(frozen=True, slots=True)
class Banish(Step):
    target: Target = CHOSEN

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        for card in self.target(game, res):
            game.banish(card)
        return None


@dataclass(frozen=True, slots=True)
class ReturnToHand(Step):
    """ "Return ... to their player's hand"."""

    target: Target = CHOSEN

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        for card in self.target(game, res):
            game.put_into(card, Zone.HAND)
        return None


@dataclass(frozen=True, slots=True)
class Ready(Step):
    target: Target = CHOSEN

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        for card in self.target(game, res):
            game.ready(card)
        return None


@dataclass(frozen=True, slots=True)
class Exert(Step):
    target: Target = CHOSEN

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        for card in self.target(game, res):
            game.set_value(card, "exerted", True)
        return None


@dataclass(frozen=True, slots=True)
class PutIntoInkwell(Step):
    """ "Put ... into their player's inkwell facedown (and exerted)" (7.5.6: not revealed)."""

    target: Target = CHOSEN
    exerted: bool = True

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        for card in self.target(game, res):
            game.put_into(card, Zone.INKWELL)
            game.set_value(card, "exerted", self.exerted)
        return None


@dataclass(frozen=True, slots=True)
class MoveChosen(Step):
    """Move the chosen cards (from any zone) to `zone` of their owner: ``hand``,
    ``inkwell``, ``deck`` (then shuffled), ``discard``."""

    zone: str
    exerted: bool = False

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        for card_id in res.chosen:
            card = game.cards[card_id]
            if self.zone == "deck":
                game.shuffle_into_deck(card)
            else:
                game.put_into(card, Zone[self.zone.upper()])
                if self.zone == "inkwell":
                    game.set_value(card, "exerted", self.exerted)
        return None


# ---------------------------------------------------------------------- effects on players


@dataclass(frozen=True, slots=True)
class Draw(Step):
    """ "Draw N cards" (1.12.2: one at a time); `for_each`: as many as the count."""

    amount: int = 1
    for_each: bool = False

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        for _ in range(res.number if self.for_each else self.amount):
            game.draw(res.controller)
        return None


@dataclass(frozen=True, slots=True)
class GainLore(Step):
    amount: int

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        game.gain_lore(res.controller, self.amount)
        return None


@dataclass(frozen=True, slots=True)
class OpponentsLoseLore(Step):
    """ "Each opponent loses N lore"; the lore actually lost is counted (1.11.1)."""

    amount: int

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        lost = game.lose_lore(1 - res.controller, self.amount)
        game.set_value(res, "number", res.number + lost)
        return None


@dataclass(frozen=True, slots=True)
class Discard(Step):
    """ "Choose and discard N cards" (7.3.4: the discarding player chooses), by you or by
    each opponent."""

    amount: int = 1
    who: str = "you"

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        player = res.controller if self.who == "you" else 1 - res.controller
        hand = game.players[player].zones[Zone.HAND]
        if res.number >= self.amount or not hand:
            game.set_value(res, "number", 0)
            return None
        return Prompt(player, "choose", tuple(c.id for c in hand))

    def answer(self, game: Game, res: Resolution, choice: int | None) -> bool:
        assert choice is not None
        game.discard(game.cards[choice])
        game.set_value(res, "number", res.number + 1)
        return False  # run again: the next card, or finish


@dataclass(frozen=True, slots=True)
class ReduceNextCost(Step):
    """ "You pay N less for the next [type] you play this turn" (4.3.6)."""

    amount: int
    card_type: str = "Character"

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        game.add_reduction(res.controller, self.amount, self.card_type)
        return None


@dataclass(frozen=True, slots=True)
class PayInk(Step):
    """ "You may pay N ⬡ to ...": a cost paid while resolving (6.1.5.1); unpaid, the rest of
    the effect doesn't happen (6.1.4.1)."""

    amount: int

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        if not game.pay_ink(res.controller, self.amount):
            game.set_value(res, "skip", True)
        return None


# ---------------------------------------------------------------------- the deck


@dataclass(frozen=True, slots=True)
class LookAtTop(Step):
    """ "Look at the top N cards of your deck": the controller learns them; they stay there
    until a later step puts them somewhere."""

    amount: int

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        deck = game.players[res.controller].zones[Zone.DECK]
        top = deck[-self.amount :] if self.amount else []
        looked = tuple(card.id for card in reversed(top))  # top card first
        for card in top:
            game.reveal_to(card, res.controller)
        game.set_value(res, "looked", looked)
        return None


@dataclass(frozen=True, slots=True)
class TakeLooked(Step):
    """ "You may reveal a [kind] card and put it into your hand" from the cards looked at;
    finding none is allowed (7.1.4)."""

    allowed: Filter
    reveal: bool = True
    optional: bool = True  # Develop Your Brain must take one: optional=False

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        options = tuple(i for i in res.looked if self.allowed(game, res, game.cards[i]))
        if not options:
            return None
        return Prompt(res.controller, "choose", options, optional=self.optional)

    def answer(self, game: Game, res: Resolution, choice: int | None) -> bool:
        if choice is not None:
            card = game.cards[choice]
            if self.reveal:
                game.reveal_to(card, -1)
            game.put_into(card, Zone.HAND)
            game.set_value(res, "looked", tuple(i for i in res.looked if i != choice))
        return True


@dataclass(frozen=True, slots=True)
class PutLooked(Step):
    """Put the cards looked at on the `where` (``top``/``bottom``) of the deck, in the order
    the controller chooses (7.2.3): each answer names the next card to place; with `keep` 1,
    only one card is placed this way (Yzma: "on either the top or the bottom")."""

    where: str
    keep: int = 0

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        if not res.looked or (self.keep and res.number >= self.keep):
            game.set_value(res, "number", 0)
            return None
        if len(res.looked) == 1 and not self.keep:
            self._place(game, res, res.looked[0])
            game.set_value(res, "number", 0)
            return None
        return Prompt(res.controller, "choose", res.looked)

    def _place(self, game: Game, res: Resolution, card_id: int) -> None:
        # Answers read top first (FORMAT.md `order`): on the bottom each next card goes
        # lower; on top each next card goes under the ones placed before it.
        depth = 0 if self.where == "bottom" else res.number
        game.put_on_deck(game.cards[card_id], bottom=self.where == "bottom", depth=depth)
        game.set_value(res, "looked", tuple(i for i in res.looked if i != card_id))

    def answer(self, game: Game, res: Resolution, choice: int | None) -> bool:
        assert choice is not None
        self._place(game, res, choice)
        game.set_value(res, "number", res.number + 1)
        return False


@dataclass(frozen=True, slots=True)
class InkTopCard(Step):
    """ "Put the top card of your deck into your inkwell facedown and exerted"."""

    exerted: bool = True

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        deck = game.players[res.controller].zones[Zone.DECK]
        if deck:
            card = deck[-1]
            game.put_into(card, Zone.INKWELL)
            game.set_value(card, "exerted", self.exerted)
        return None


@dataclass(frozen=True, slots=True)
class PlayForFree(Step):
    """ "Play [a card] for free" (1.5.5.3, 6.7.8): one of the chosen cards, mid-effect."""

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        for card_id in res.chosen:
            card = game.cards[card_id]
            if card.zone is Zone.HAND:
                game.play_for_free(card, res.controller)
        return None


# ---------------------------------------------------------------------- flow


@dataclass(frozen=True, slots=True)
class If(Step):
    """ "If [condition], ..." (6.2.4: checked at resolution): when false, the rest of the
    effect does nothing."""

    condition: Callable[[Game, Resolution], bool]

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        if not self.condition(game, res):
            game.set_value(res, "skip", True)
        return None


@dataclass(frozen=True, slots=True)
class Do(Step):
    """A one-off instruction written as a function of (game, resolution), for text no
    other step says."""

    instruction: Callable[[Game, Resolution], None]

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        self.instruction(game, res)
        return None


@dataclass(frozen=True, slots=True)
class StartSubgame(Step):
    """ "Players play a Lorcana subgame, using their decks as their decks" (Magic 729): this
    effect waits until the subgame ends; `res.number` then holds the winner's seat + 1."""

    bring_characters: bool = False

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        game.start_subgame(bring_characters=self.bring_characters)
        return Prompt(res.controller, "subgame")


@dataclass(frozen=True, slots=True)
class Floating(Step):
    """A floating triggered ability for the rest of this turn (6.2.7.1): Steal from the
    Rich's "whenever one of your characters quests this turn"."""

    ability: Triggered

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        game.add_floating(self.ability, res.source, res.controller)
        return None


# ---------------------------------------------------------------------- static tests


def itself(game: Game, source: Card, card: Card) -> bool:
    """A static ability about its own card ("this character gets ...")."""
    return card is source


def on_your_turn(game: Game, source: Card, card: Card) -> bool:
    """ "During your turn ..." (any card the ability's other tests pick)."""
    return game.active == source.owner


def itself_on_your_turn(game: Game, source: Card, card: Card) -> bool:
    """ "During your turn, this character gains ..."."""
    return card is source and game.active == source.owner


def your_other_characters(game: Game, source: Card, card: Card) -> bool:
    """ "Your other characters ..." (in play)."""
    return (
        card.is_character
        and card.owner == source.owner
        and card is not source
        and card.zone is Zone.PLAY
    )


# ---------------------------------------------------------------------- trigger tests


def this_card(game: Game, source: Card, event: Event) -> bool:
    """The event happened to this card: "when you play this", "whenever this quests"."""
    return event.card == source.id


def at_start_of_your_turn(game: Game, source: Card, event: Event) -> bool:
    """ "At the start of your turn" (3.2.1.4)."""
    return event.player == source.owner


def at_end_of_your_turn(game: Game, source: Card, event: Event) -> bool:
    """ "At the end of your turn" (3.4.1.1)."""
    return event.player == source.owner


def this_banished_in_challenge(game: Game, source: Card, event: Event) -> bool:
    return event.card == source.id and event.in_challenge


def this_challenged_and_banished(game: Game, source: Card, event: Event) -> bool:
    """ "When this character is challenged and banished": banished as the challenged one."""
    return (
        event.card == source.id
        and event.in_challenge
        and game.challenge is not None
        and game.challenge[1] == source.id
    )


def this_challenges_and_is_banished(game: Game, source: Card, event: Event) -> bool:
    return (
        event.card == source.id
        and event.in_challenge
        and game.challenge is not None
        and game.challenge[0] == source.id
    )


def this_banishes_a_character(game: Game, source: Card, event: Event) -> bool:
    """ "Whenever this character banishes another character in a challenge" (a character,
    not a location)."""
    return event.card == source.id and game.cards[event.other].is_character


def to_your_character(game: Game, source: Card, event: Event) -> bool:
    """The event happened to a character of yours (this one included)."""
    card = game.cards[event.card]
    return card.is_character and card.owner == source.owner


def during_your_turn(test: EventTest) -> EventTest:
    """ "During your turn, whenever ..."."""
    return lambda game, source, event: game.active == source.owner and test(game, source, event)


def opponent_plays_character(game: Game, source: Card, event: Event) -> bool:
    return event.player != source.owner and game.cards[event.card].is_character


def you_play(allowed: Filter) -> EventTest:
    """ "Whenever you play a [card that `allowed` accepts]"."""

    def test(game: Game, source: Card, event: Event) -> bool:
        if event.player != source.owner:
            return False
        res = Resolution(source.id, source.owner, ())
        return allowed(game, res, game.cards[event.card])

    return test


def you_play_non_song_action(game: Game, source: Card, event: Event) -> bool:
    definition = game.cards[event.card].definition
    return (
        event.player == source.owner
        and definition.card_type.value == "Action"
        and not definition.is_song
    )


def your_other_character(allowed: Filter | None = None) -> EventTest:
    """The event happened to another character of yours (that `allowed` accepts)."""

    def test(game: Game, source: Card, event: Event) -> bool:
        card = game.cards[event.card]
        if event.card == source.id or card.owner != source.owner or not card.is_character:
            return False
        return allowed is None or allowed(game, Resolution(source.id, source.owner, ()), card)

    return test


def in_challenge(test: EventTest) -> EventTest:
    return lambda game, source, event: event.in_challenge and test(game, source, event)
