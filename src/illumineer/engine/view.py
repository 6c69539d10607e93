"""What one seat may see (rule 7.1): the only window faces and agents get on a game.

A card's identity appears in a view only if the card's `known` bits include the viewer;
hidden cards appear without id or name, so nothing in a view can be traced back to them.
Besides the board, a view carries what faces need to show and must not work out themselves:
who decides, what the open question is for and what its ability says, what is in the bag,
and, for the deciding seat, each legal action with the facts the rules give it (a play's
cost, a quest's lore, a challenge's outcome). `public_view` is the game as a spectator sees
it: only what both players know.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import NotRequired, Required, TypedDict

from illumineer.engine import rules
from illumineer.engine.abilities.ability import Ability, Activated, Triggered
from illumineer.engine.abilities.english import say_ability, say_effect
from illumineer.engine.abilities.phrasing import Speaker, Unsayable
from illumineer.engine.actions import SHAPES, Action
from illumineer.engine.errors import IllumineerError
from illumineer.engine.events import Event
from illumineer.engine.game import RULES_VERSION, Game
from illumineer.engine.rules.challenge import preview
from illumineer.engine.rules.shift import price as shift_price
from illumineer.engine.state import EVERYONE, Card, GameState, Incident
from illumineer.engine.values import cost, lore_value, strength, willpower
from illumineer.engine.vocabulary import CardType, Mode, PromptKind, Verb, Zone

#: The version of the view's schema: raised whenever a key is removed or changes meaning, so
#: a face or a bot built for another version can say so instead of misreading one.
VIEW_VERSION = 1


class CardShown(TypedDict, total=False):
    """A card as a seat sees it. A card the seat may not know is ``{"hidden": True, "owner",
    "zone"}`` (an inkwell card: ``{"hidden": True, "exerted"}``): no id, no name."""

    hidden: bool
    id: int
    name: str
    ja_name: str | None
    text: str  # the printed rules text, English
    ja_text: str | None  # the printed rules text, Japanese, where the data has it
    type: str
    owner: int
    zone: str
    cost: int
    exerted: bool
    pay: int  # in the hand: what playing it costs now, with every modifier
    inkable: bool
    damage: int
    willpower: int
    drying: bool
    strength: int
    lore: int
    at: int  # the location it is at
    under: int  # how many cards are under it
    under_cards: list[CardShown]  # in play: the cards under it, top first, as the viewer knows them
    inks: list[str]  # its ink colours (`Ink` values)


class OutcomeShown(TypedDict):
    """What a challenge would do, worked out by the rules."""

    to_target: int
    to_challenger: int
    target_banished: bool
    challenger_banished: bool


class ActionShown(TypedDict):
    """A legal action of the deciding seat, with what the rules say it would do."""

    action: str  # its text form (``quest c12``)
    code: int  # its integer form (`Action.decode`)
    verb: str
    card: NotRequired[CardShown]
    other: NotRequired[CardShown]
    cost: NotRequired[int]  # play, shift
    lore: NotRequired[int]  # quest
    outcome: NotRequired[OutcomeShown]  # challenge
    ability: NotRequired[str]  # resolve, activate
    text: NotRequired[str]  # resolve, activate: what the ability says
    number: NotRequired[int]  # number, mode
    drops: NotRequired[int]  # drops
    named: NotRequired[str]  # name: the full name of the card named


class HandShown(TypedDict):
    count: int
    known: list[CardShown]


class PlayerShown(TypedDict):
    seat: int
    lore: int
    deck: int  # its size only
    top: NotRequired[CardShown]  # the deck's top card, while it is faceup (seen by all)
    hand: HandShown
    inkwell: list[CardShown]
    ready_ink: int
    drops: int  # ink drops (set 14): public, like lore
    drops_set_aside: int
    play: list[CardShown]
    discard: list[CardShown]


class TriggerShown(TypedDict):
    """A trigger waiting in the bag (public, 7.1.2)."""

    player: int
    source: CardShown
    ability: str
    text: str  # what its ability says, as printed ("" when it has no words yet)


class ResolvingShown(TypedDict):
    """The ability resolving now: its text is public once it resolves."""

    source: CardShown
    ability: str
    text: str
    controller: int


class NameShown(TypedDict):
    """A card the chooser of a NAME prompt may name: its id in the card data, its name."""

    card_id: int
    name: str


#: The open question: who answers, what for (the resolving ability), among which cards (a
#: NAME prompt: which names, shown to the chooser only; a PLAYER prompt: none).
PromptShown = TypedDict(
    "PromptShown",
    {
        "kind": str,
        "player": int,
        "for": ResolvingShown | None,
        "options": list[CardShown] | list[NameShown],
        "optional": bool,
        "maximum": int,
    },
)


class SingingShown(TypedDict):
    song: CardShown
    singers: list[CardShown]


class IncidentShown(TypedDict):
    """A table-mode incident; its words only when the seat knows every card they name."""

    turn: int
    position: int
    player: int
    kind: str
    rule: str
    cards: list[CardShown]
    action: NotRequired[str]
    reason: NotRequired[str]


class LevelShown(TypedDict):
    """One game level as a seat sees it (the game, or a subgame running inside it)."""

    depth: int
    turn: int
    active: int
    phase: str
    decides: int | None
    winner: int | None
    players: list[PlayerShown]
    bag: list[TriggerShown]
    resolving: NotRequired[ResolvingShown]
    prompt: NotRequired[PromptShown]
    singing: NotRequired[SingingShown]
    incidents: NotRequired[list[IncidentShown]]
    subgame: NotRequired[LevelShown]
    actions: NotRequired[list[ActionShown]]  # only for the deciding seat


class View(LevelShown, total=False):
    """What `view` returns: the game's level with the schema's version, the rules followed
    and the seat it is for. The same object faces show and bots decide from."""

    version: Required[int]
    rules: Required[str]
    seat: Required[int]


class TakenShown(TypedDict):
    """An action just taken, as a seat may know it (`taken_seen`): its text form only when
    the seat knows every card it names (an inked card's id stays unsaid to the opponent)."""

    verb: str
    player: int
    card: NotRequired[CardShown]
    other: NotRequired[CardShown]
    action: NotRequired[str]


class EventShown(TypedDict):
    """Something that happened, as a seat may know it (`events_seen`): a card the seat may
    not know is a hidden card, whatever the event."""

    kind: str
    player: int
    card: NotRequired[CardShown]
    other: NotRequired[CardShown]
    cards: NotRequired[list[CardShown]]
    amount: NotRequired[int]


def _card(st: GameState, card: Card) -> CardShown:
    d = card.definition
    shown: CardShown = {
        "id": card.id,
        "name": d.full_name,
        "ja_name": d.ja_name,
        "text": d.full_text,
        "ja_text": d.ja_text,
        "type": d.card_type.printed,
        "owner": card.owner,
        "zone": str(card.zone),
        "cost": d.cost,
        "inks": [ink.value for ink in d.inks],
    }
    if card.zone in (Zone.PLAY, Zone.INKWELL):
        shown["exerted"] = card.exerted
    if card.zone is Zone.HAND:
        shown["pay"] = cost(st, card)  # what playing it costs now, with every modifier
        shown["inkable"] = d.inkable
    if card.zone is Zone.PLAY:
        if card.is_character or card.is_location:
            shown["damage"] = card.damage
            shown["willpower"] = willpower(st, card)
        if card.is_character:
            shown["drying"] = card.drying
            shown["strength"] = strength(st, card)
            shown["lore"] = lore_value(st, card)
            if card.location is not None:
                shown["at"] = card.location
        if card.under:
            shown["under"] = len(card.under)
    return shown


#: The "seat" of the public view (`public_view`): what anyone watching the table may know.
PUBLIC = -1


def _bit(seat: int) -> int:
    """The `known` bits of the viewer `seat`: a seat's own bit; both seats' for `PUBLIC`,
    since what the public knows is what both players know (see `_knows`)."""
    return 0b11 if seat == PUBLIC else 1 << seat


def _knows(card: Card, mask: int) -> bool:
    """Whether every viewer of `mask` (`_bit`: a seat, or both for the public) knows `card`."""
    return card.known & mask == mask


def _ref(st: GameState, mask: int, card_id: int) -> CardShown:
    """A card as the viewer may know it: in full, or only as hidden."""
    card = st.cards[card_id]
    if _knows(card, mask):
        return _card(st, card)
    return {"hidden": True, "owner": card.owner, "zone": str(card.zone)}


def _in_play(st: GameState, mask: int, card: Card) -> CardShown:
    """A card in play, with the cards under it (top first) as the viewer may know them."""
    shown = _card(st, card)
    if card.under:
        shown["under_cards"] = [_ref(st, mask, i) for i in reversed(card.under)]
    return shown


@functools.lru_cache(maxsize=4096)
def _say(ability: Ability, card_type: CardType, name: str) -> str:
    return say_ability(ability, Speaker(card_type, name))


def _ability_text(st: GameState, source: int, name: str,
                  kinds: tuple[type[Triggered | Activated], ...],
                  fallback: Ability | None = None) -> str:  # fmt: skip
    """What the ability `name` of card `source` says, as printed (its name first), from its
    words; an action's effect when `name` is the action's own; "" when it has no words."""
    d = st.cards[source].definition
    behaviour = d.behaviour
    try:
        if behaviour is not None:
            for ability in behaviour.abilities:
                if isinstance(ability, kinds) and ability.name == name:
                    return _say(ability, d.card_type, d.name)
            if name == d.full_name and behaviour.effect:
                return say_effect(behaviour.effect, Speaker(d.card_type, d.name))
        keyword = next((k for k in d.keywords if k.name == name), None)
        if keyword is not None:  # a keyword's own trigger (Support) or choice (Bodyguard)
            return _printed_keyword(d.full_text, str(keyword))
        if fallback is not None:  # granted by another card's effect
            return _say(fallback, d.card_type, d.name)
    except Unsayable:  # words no phrase says yet: the face shows the ability's name
        return ""
    return ""


def _printed_keyword(full_text: str, keyword: str) -> str:
    """A keyword with its reminder text as the card prints it, on one line:
    ``Support (Whenever this character quests, ...)``; the keyword alone without one."""
    at = full_text.find(keyword + " (")
    if at < 0 or (at and full_text[at - 1] != "\n"):
        return keyword
    end = full_text.find(")", at)
    return keyword if end < 0 else " ".join(full_text[at : end + 1].split())


def _action(st: GameState, seat: int, action: Action) -> ActionShown:
    """A legal action with what the rules say it would do."""
    verb = action.verb
    mask = _bit(seat)
    shown: ActionShown = {"action": str(action), "code": action.encode(), "verb": verb.text}
    shape = SHAPES[verb]
    if shape.startswith("c"):
        shown["card"] = _ref(st, mask, action.card)
    if shape == "cc":
        shown["other"] = _ref(st, mask, action.other)
    if verb is Verb.PLAY:
        shown["cost"] = cost(st, st.cards[action.card])
    elif verb is Verb.SHIFT:
        shown["cost"] = shift_price(st, st.cards[action.card], st.cards[action.other])
    elif verb is Verb.QUEST:
        shown["lore"] = max(0, lore_value(st, st.cards[action.card]))
    elif verb is Verb.CHALLENGE:
        outcome = preview(st, st.cards[action.card], st.cards[action.other])
        shown["outcome"] = {
            "to_target": outcome.to_target,
            "to_challenger": outcome.to_challenger,
            "target_banished": outcome.target_banished,
            "challenger_banished": outcome.challenger_banished,
        }
    elif verb is Verb.RESOLVE:
        trigger = next((t for t in st.bag if (t.source, t.number) == action.args), None)
        shown["ability"] = trigger.ability.name if trigger else ""
        if trigger is not None:
            shown["text"] = _ability_text(st, trigger.source, trigger.ability.name, (Triggered,),
                                          trigger.ability)  # fmt: skip
    elif verb is Verb.ACTIVATE:
        activated = rules.activate.ability_of(st, st.cards[action.card], action.other)
        shown["ability"] = activated.name if activated is not None else ""
        if activated is not None:
            shown["text"] = _ability_text(st, action.card, activated.name, (Activated,), activated)
    elif verb is Verb.NUMBER or verb is Verb.MODE:
        shown["number"] = action.card
    elif verb is Verb.DROPS:
        shown["drops"] = action.args[0]
    elif verb is Verb.NAME:
        shown["named"] = _names(st, seat).get(action.card, "")
    return shown


def _names(st: GameState, seat: int) -> dict[int, str]:
    """The full names of the cards of `seat`'s deck list, by card id (what it may name)."""
    return {card.definition.id: card.definition.full_name
            for card in st.cards if card.owner == seat}  # fmt: skip


def _incident(st: GameState, mask: int, incident: Incident) -> IncidentShown:
    """An incident recorded in table mode, as the viewer may know it: its words (which name
    cards by id) only when every card they name is known to the viewer."""
    action = incident.action
    named = set(incident.cards)
    named.update(arg for arg, kind in zip(action.args, SHAPES[action.verb], strict=False)
                 if kind == "c")  # fmt: skip
    shown: IncidentShown = {
        "turn": incident.turn,
        "position": incident.position,
        "player": incident.player,
        "kind": incident.kind.name.lower(),
        "rule": incident.rule,
        "cards": [_ref(st, mask, i) for i in incident.cards],
    }
    if all(_knows(st.cards[i], mask) for i in named if 0 <= i < len(st.cards)):
        shown["action"] = str(action)
        shown["reason"] = incident.reason
    return shown


def _prompt_options(st: GameState, seat: int) -> list[CardShown] | list[NameShown]:
    """The open question's options as `seat` (or `PUBLIC`) may know them."""
    prompt = st.prompt
    assert prompt is not None
    mask = _bit(seat)
    if prompt.kind is PromptKind.PLAYER:
        return []  # (the players: the legal actions name them)
    if prompt.kind is PromptKind.NAME:  # card ids of the chooser's deck list: theirs only
        names = _names(st, seat) if seat == prompt.player else {}
        named: list[NameShown] = [{"card_id": i, "name": names[i]}
                                  for i in prompt.options if i in names]  # fmt: skip
        return named
    if seat == prompt.player:
        return [_ref(st, mask, i) for i in prompt.options]
    # How many hidden cards a choice could take is hidden too (7.1.3).
    return [_ref(st, mask, i) for i in prompt.options if _knows(st.cards[i], mask)]


def _level(st: GameState, seat: int) -> LevelShown:
    """A game level as `seat` (or `PUBLIC`) sees it; a seat gets its legal actions when it
    decides."""
    mask = _bit(seat)
    players: list[PlayerShown] = []
    for player in st.players:
        hand = [c for c in player.hand if _knows(c, mask)]
        inkwell: list[CardShown] = [
            _card(st, c) if _knows(c, mask) else {"hidden": True, "exerted": c.exerted}
            for c in player.inkwell
        ]
        shown_player: PlayerShown = {
            "seat": player.index,
            "lore": player.lore,
            "deck": len(player.deck),
            "hand": {"count": len(player.hand), "known": [_card(st, c) for c in hand]},
            "inkwell": inkwell,
            "ready_ink": player.ready_ink,
            "drops": player.drops,  # ink drops (set 14): public, like lore
            "drops_set_aside": player.pledged,
            "play": [_in_play(st, mask, c) for c in player.play],
            "discard": [_card(st, c) for c in player.discard],
        }
        if player.deck and player.deck[-1].known == EVERYONE:  # faceup on top: seen by all
            shown_player["top"] = _card(st, player.deck[-1])
        players.append(shown_player)
    decides = rules.decider(st)
    shown: LevelShown = {
        "depth": st.depth,
        "turn": st.turn,
        "active": st.active,
        "phase": st.phase.name.lower(),
        "decides": decides,
        "winner": st.winner,
        "players": players,
        # The bag is public (7.1.2): whose triggers wait, from which card, which ability.
        # Each with what its ability says, as printed.
        "bag": [
            {
                "player": t.player,
                "source": _ref(st, mask, t.source),
                "ability": t.ability.name,
                "text": _ability_text(st, t.source, t.ability.name, (Triggered,), t.ability),
            }
            for t in st.bag
        ],
    }
    res = st.resolving
    if res is not None:
        # The text is public once the card resolves (a played action, a trigger announced).
        shown["resolving"] = {
            "source": _ref(st, mask, res.source),
            "ability": res.label,
            "text": _ability_text(st, res.source, res.label, (Triggered, Activated)),
            "controller": res.controller,
        }
    if st.prompt is not None:
        prompt = st.prompt
        shown["prompt"] = {
            "kind": prompt.kind.name.lower(),
            "player": prompt.player,
            "for": shown.get("resolving"),
            "options": _prompt_options(st, seat),
            "optional": prompt.optional,
            "maximum": prompt.maximum,
        }
    if st.singing is not None:
        shown["singing"] = {
            "song": _ref(st, mask, st.singing[0]),
            "singers": [_ref(st, mask, i) for i in st.singing[1]],
        }
    if st.mode is Mode.TABLE:
        shown["incidents"] = [_incident(st, mask, i) for i in st.incidents]
    if st.subgame is not None:
        # This level is suspended; the subgame running inside it is where play happens.
        shown["subgame"] = _level(st.subgame, seat)
    elif seat != PUBLIC and decides == seat:
        shown["actions"] = [_action(st, seat, a) for a in rules.legal_actions(st)]
    return shown


def view(game: Game, seat: int) -> View:
    """The game as seat `seat` (0 or 1) may see it, as plain JSON-ready data.

    Hands show the cards the seat knows (its own hand; revealed cards of the opponent) and a
    count; decks show only their size; inkwell cards show their identity to whoever saw them
    inked; play and discard are public. The deciding seat also gets its legal actions.
    """
    if seat not in (0, 1):
        raise IllumineerError(f"seat must be 0 or 1, not {seat!r}")
    shown: View = {**_level(game, seat), "version": VIEW_VERSION, "rules": RULES_VERSION,
                   "seat": seat}  # fmt: skip
    return shown


def public_view(game: Game) -> View:
    """The game as a spectator may see it: a card's identity only where both players know
    it (play, discard, the bag, cards inked by the turn action or revealed to both), and no
    legal actions; its ``seat`` is `PUBLIC` (-1). A replay shows it when neither seat's view
    is wanted.
    """
    shown: View = {**_level(game, PUBLIC), "version": VIEW_VERSION, "rules": RULES_VERSION,
                   "seat": PUBLIC}  # fmt: skip
    return shown


def _ref_any(game: Game, mask: int, card_id: int) -> CardShown:
    """A card named by an event or action as the viewer may know it; an id the game does
    not hold (never, barring a subgame's own cards) is shown as hidden."""
    if 0 <= card_id < len(game.cards):
        return _ref(game, mask, card_id)
    return {"hidden": True}


def events_seen(game: Game, seat: int, events: Iterable[Event]) -> list[EventShown]:
    """`events` (an `Outcome`'s) as `seat` may know them: every card by `_ref`, so an event
    about a facedown card (Boost puts one under) names no card the seat may not know."""
    mask = _bit(seat)
    shown: list[EventShown] = []
    for event in events:
        seen: EventShown = {"kind": event.kind.name.lower(), "player": event.player}
        if event.card >= 0:
            seen["card"] = _ref_any(game, mask, event.card)
        if event.other >= 0:
            seen["other"] = _ref_any(game, mask, event.other)
        if event.cards:
            seen["cards"] = [_ref_any(game, mask, i) for i in event.cards]
        if event.amount:
            seen["amount"] = event.amount
        shown.append(seen)
    return shown


def taken_seen(game: Game, seat: int, action: Action, player: int) -> TakenShown:
    """`action`, just taken by `player`, as `seat` may know it (after it was applied)."""
    mask = _bit(seat)
    shown: TakenShown = {"verb": action.verb.text, "player": player}
    shape = SHAPES[action.verb]
    named = [arg for arg, kind in zip(action.args, shape, strict=False) if kind == "c"]
    if shape.startswith("c"):
        shown["card"] = _ref_any(game, mask, action.card)
    if shape == "cc":
        shown["other"] = _ref_any(game, mask, action.other)
    if all(0 <= i < len(game.cards) and _knows(game.cards[i], mask) for i in named):
        shown["action"] = str(action)
    return shown


def visible_ids(game: Game, seat: int) -> set[int]:
    """Ids of every card whose identity `seat` (or `PUBLIC`) may know now (used to test
    views)."""
    mask = _bit(seat)
    return {card.id for card in game.cards if _knows(card, mask)}
