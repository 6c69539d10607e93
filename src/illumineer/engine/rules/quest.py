"""Quest (rule 4.5): exert a ready, dry character to gain its lore (a lore of 0 or less
gains nothing, 4.5.3.1). Reckless characters can't quest (8.7)."""

from __future__ import annotations

from illumineer.engine.actions import Action
from illumineer.engine.bag import notice
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.events import Event
from illumineer.engine.inkdrops import spendable
from illumineer.engine.primitives import exert, gain_lore
from illumineer.engine.restrictions import must_quest
from illumineer.engine.rules.base import reach, turn_action
from illumineer.engine.rules.play import pay
from illumineer.engine.state import Card, GameState
from illumineer.engine.trail import set_field
from illumineer.engine.values import affected, deed_cost, has_keyword, lore_value
from illumineer.engine.vocabulary import EventKind, Keyword, Stat, Verb, Zone
from illumineer.engine.why import Because, Why


def touch(st: GameState, action: Action, who: int) -> None:
    card = reach(st, action.card, who, Zone.PLAY, "play")
    if not card.is_character:
        raise ImpossibleAction("5.3.4", f"{card.definition} is not a character")


def ready_and_dry(card: Card, rule: str, *, dry: bool = False) -> None:
    """An exert cost needs a ready character that has been in play since its controller's
    turn began (1.7.5; `dry`: one an effect lets act as if it had)."""
    if card.exerted:
        raise IllegalAction(rule, f"{card.definition} is exerted", Why(Because.EXERTED, (card.id,)))
    if card.drying and not dry:
        raise IllegalAction("1.7.5", f"{card.definition} is still drying",
                            Why(Because.DRYING, (card.id,)))


def verify(st: GameState, action: Action, who: int) -> None:
    turn_action(st, "4.5.1", who)
    card = st.cards[action.card]
    if card.drying and affected(st, card, Stat.QUEST_DRYING):  # "can quest the turn he's played"
        ready_and_dry(card, "4.5.1", dry=True)
    else:
        ready_and_dry(card, "4.5.1")
    if has_keyword(st, card, Keyword.RECKLESS):
        raise IllegalAction("8.7", f"{card.definition} is Reckless and can't quest",
                            Why(Because.RECKLESS_QUEST, (card.id,)))
    if affected(st, card, Stat.CANT_QUEST):
        raise IllegalAction("1.2.2", f"{card.definition} can't quest now",
                            Why(Because.CANT_QUEST, (card.id,)))
    price = deed_cost(st, card, Stat.QUEST_COST)  # "can't quest ... unless you pay 1 ⬡"
    if price and price > (ready := spendable(st.players[who])):
        raise IllegalAction("1.5.3", f"questing with {card.definition} costs {price} but only "
                            f"{ready} ink is ready",
                            Why(Because.ABILITY_SHORT, (card.id,), (price, ready)))


def perform(st: GameState, action: Action, who: int) -> None:
    card = st.cards[action.card]
    price = deed_cost(st, card, Stat.QUEST_COST)
    if price:
        pay(st, card.owner, price)
    exert(st, card)
    set_field(st, st, "quested", (*st.quested, card.id))  # "if a character quested this turn"
    gain_lore(st, st.players[card.owner], max(0, lore_value(st, card)))  # 4.5.3.1
    notice(st, Event(EventKind.QUEST, card.id, card.owner))


def able(st: GameState, card: Card) -> bool:
    """Whether this character of the active player's could quest now (a "must quest if
    able" asks it, as the end of the turn comes)."""
    return (card.is_character and not card.exerted
            and (not card.drying or affected(st, card, Stat.QUEST_DRYING))
            and not has_keyword(st, card, Keyword.RECKLESS)
            and not affected(st, card, Stat.CANT_QUEST)
            and deed_cost(st, card, Stat.QUEST_COST)
            <= spendable(st.players[card.owner]))  # fmt: skip


def must_quest_now(st: GameState) -> Card | None:
    """A character of the active player's that must quest if able (Adventurous, "must quest
    during their next turn if able") and still could: the turn can't end (1.2.1)."""
    index = st.static_index
    given = st.modifiers or (st.statics_in_play and (  # (an unbuilt index may hold either)
        index is None or Stat.MUST_QUEST in index or Keyword.ADVENTUROUS in index))
    if not given:  # only a printed Adventurous asks it
        plain = (c for c in st.players[st.active].play
                 if Keyword.ADVENTUROUS in c.definition.keyword_set)  # fmt: skip
        return next((c for c in plain if able(st, c)), None)
    return next((c for c in st.players[st.active].play
                 if must_quest(st, c) and able(st, c)), None)  # fmt: skip


def offer(st: GameState, out: list[Action], ready: int) -> None:
    plain = not (st.statics_in_play or st.modifiers)  # only printed keywords, no "can't"
    new, verb = tuple.__new__, Verb.QUEST  # (fast(), written out: a hot loop)
    for card in st.players[st.active].play:
        if not card.is_character or card.exerted:
            continue
        if card.drying and (plain or not affected(st, card, Stat.QUEST_DRYING)):
            continue
        if plain:
            if Keyword.RECKLESS not in card.definition.keyword_set:
                out.append(new(Action, (verb, (card.id,))))
        elif not has_keyword(st, card, Keyword.RECKLESS) and not affected(
            st, card, Stat.CANT_QUEST
        ) and deed_cost(st, card, Stat.QUEST_COST) <= ready:
            out.append(new(Action, (verb, (card.id,))))
