"""The bag (rule 7.7): noticing triggered abilities as events happen, and who resolves next.

Triggers are noticed from the events the primitives emit. They wait (`GameState.waiting`)
until the action, resolution or game state check that raised them is over, then enter the bag
together (7.7.3.1). The resolver is chosen by 7.7.4: whoever resolved last while they still
have triggers, else the first player in turn order from the active one who has any.
"""

from __future__ import annotations

from collections.abc import Sequence

from illumineer.engine.abilities.ability import Triggered
from illumineer.engine.abilities.keywords import SUPPORT, VANISH
from illumineer.engine.events import Event
from illumineer.engine.state import Card, Floating, GameState, Trigger
from illumineer.engine.trail import set_field
from illumineer.engine.values import (
    FLOATING_NUMBER,
    SUPPORT_NUMBER,
    VANISH_NUMBER,
    Reading,
    granted_abilities,
    grants_in_play,
    has_keyword,
    triggered_abilities,
)
from illumineer.engine.vocabulary import EventKind, Keyword

#: What a card that just left play had, as it left (last known information, 6.7.7).
LastKnown = tuple[Card, list[tuple[int, Triggered]]]
_NOBODY: list[tuple[Card, int, Triggered]] = []


#: The listener index's mark that some card in play grants triggered abilities.
_GRANTS = "grants"


def _index_listeners(st: GameState) -> dict[object, list[tuple[Card, int, Triggered]]]:
    """The printed triggered abilities of the cards in play, by the event kind they watch
    for (hot: kept until play changes or an undo)."""
    index: dict[object, list[tuple[Card, int, Triggered]]] = {}
    for side in st.players:
        for card in side.play:
            behaviour = card.definition.behaviour
            if behaviour is not None:
                for number, ability in enumerate(behaviour.triggered):
                    index.setdefault(ability.on, []).append((card, number, ability))
    if st.statics_in_play and grants_in_play(st):
        index[_GRANTS] = []
    st.listener_index = index
    return index


def _granted_listeners(st: GameState, kind: EventKind) -> list[tuple[Card, int, Triggered]]:
    """The granted triggered abilities of the cards in play that watch for `kind`, as they
    are now."""
    return [
        (card, number, ability)
        for side in st.players
        for card in side.play
        for number, ability in granted_abilities(st, card)
        if ability.on is kind
    ]


def last_known(st: GameState, cards: Sequence[Card]) -> list[LastKnown]:
    """The triggered abilities these cards have now, before they leave play together."""
    return [(card, triggered_abilities(st, card)) for card in cards]


def notice(st: GameState, event: Event, leaving: Sequence[LastKnown] = ()) -> None:
    """Notice every triggered ability that `event` meets; they wait (7.7.3.1).

    `leaving`: the cards that left play together with the event's card, with what they had
    (7.4.3: they see each other leave). A card that left play alone looks back at itself.
    """
    st.recent.append(event)
    kind = event.kind
    index = st.listener_index
    if index is None:
        index = _index_listeners(st)
    watching = index.get(kind, _NOBODY)
    if st.granted or _GRANTS in index:
        watching = watching + _granted_listeners(st, kind)
    subject = st.cards[event.card] if event.card >= 0 else None
    # Each card a discard took looks at itself too ("when you discard this card", 6.1.12).
    selves = [subject] if subject is not None else []
    if event.cards:
        selves += [st.cards[i] for i in event.cards if i != event.card]
    for self_card in selves:
        behaviour = self_card.definition.behaviour
        if (
            behaviour is not None
            and kind in behaviour.trigger_kinds
            and self_card not in st.players[self_card.owner].play
            and all(card is not self_card for card, _ in leaving)
        ):
            # A card out of play looks back at its last moment there: "when this is
            # banished", "whenever this banishes another in a challenge" though it fell in
            # the same one.
            leaving = (*leaving, (self_card, list(enumerate(behaviour.triggered))))
    if leaving:
        watching = watching + [
            (card, number, ability)
            for card, abilities in leaving
            for number, ability in abilities
            if ability.on is kind
        ]
    found: list[Trigger] = []
    for source, number, ability in watching:
        facts = Reading(st, source.id, source.owner, event)
        if ability.condition(facts, subject if subject is not None else source):
            if ability.once_per_turn or ability.triggers[0].once_each_turn or ability.twice:
                if (st.once_used.count((source.id, number)) >= 2 if ability.twice
                        else (source.id, number) in st.once_used):  # fmt: skip
                    continue
                set_field(st, st, "once_used", (*st.once_used, (source.id, number)))
            found.append(Trigger(source.id, number, source.owner, event, ability))
    if subject is not None:  # the keywords' own triggered abilities (8.13, 8.14)
        if kind is EventKind.QUEST and has_keyword(st, subject, Keyword.SUPPORT):
            found.append(Trigger(subject.id, SUPPORT_NUMBER, subject.owner, event, SUPPORT))
        elif kind is EventKind.VANISH:
            found.append(Trigger(subject.id, VANISH_NUMBER, subject.owner, event, VANISH))
    if st.floating:
        for number, floating in enumerate(st.floating):
            ability = floating.ability
            if ability.on is kind:
                facts = Reading(st, floating.source, floating.player, event)
                card = subject if subject is not None else st.cards[floating.source]
                if ability.condition(facts, card):
                    if ability.once_per_turn:  # "the next time ... this turn": once
                        key = (floating.source, FLOATING_NUMBER + number)
                        if key in st.once_used:
                            continue
                        set_field(st, st, "once_used", (*st.once_used, key))
                    found.append(
                        Trigger(floating.source, FLOATING_NUMBER + number, floating.player,
                                event, ability)
                    )
    if found:
        set_field(st, st, "waiting", st.waiting + tuple(found))


def watched(st: GameState, kind: EventKind) -> bool:
    """Whether any ability in play, granted or floating may watch for `kind` now (an event
    only some cards watch for is noticed only in games that have one)."""
    index = st.listener_index
    if index is None:
        index = _index_listeners(st)
    return (kind in index or bool(st.granted) or _GRANTS in index
            or any(f.ability.on is kind for f in st.floating))  # fmt: skip


def add_floating(st: GameState, ability: Triggered, source: int, player: int) -> None:
    """A floating triggered ability until the end of this turn (6.2.7.1)."""
    set_field(st, st, "floating", (*st.floating, Floating(ability, source, player)))


def resolver(st: GameState) -> int:
    """Whose turn it is at the bag (7.7.4): whoever resolved last while they still have
    triggers (7.7.4.3), else the first player in turn order from the active one who has
    any (7.7.4.2, 7.7.4.4)."""
    owners = {trigger.player for trigger in st.bag}
    if st.bag_player in owners:
        return st.bag_player
    for offset in range(2):
        player = (st.active + offset) % 2
        if player in owners:
            return player
    raise ValueError("the bag is empty")

