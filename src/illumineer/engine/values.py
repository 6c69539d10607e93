"""Derived values: what a card's stats, keywords and restrictions are now, with every effect
(6.4, 6.6), and `Reading`, the read-only facts card code's conditions are given.

Static abilities in play are indexed by what they change, until play changes or an undo
(`GameState.static_index`); most games have few, and the hot values (strength, keywords)
skip the scan entirely when no card in play has one.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import chain

from illumineer.engine.abilities.ability import Activated, Grants, Triggered
from illumineer.engine.abilities.ability import StaticEffect as Static
from illumineer.engine.abilities.core import CardView, amount_of
from illumineer.engine.abilities.gains_shift import gained_shift
from illumineer.engine.abilities.granted import classification_code
from illumineer.engine.abilities.losing import LOSES, kept
from illumineer.engine.events import Event
from illumineer.engine.state import Card, GameState, Reduction, Resolution
from illumineer.engine.vocabulary import Affects, CardType, Keyword, Noted, Stat, Zone

_NONE: list[tuple[Card, Static, Reading]] = []


class Reading:
    """The facts (`abilities.core.Facts`) of one ability: its card, its controller, its
    event, and in a resolution what it has chosen and looked at so far."""

    __slots__ = ("controller", "event", "res", "source", "st")

    def __init__(
        self,
        st: GameState,
        source: int,
        controller: int,
        event: Event | None = None,
        res: Resolution | None = None,
    ) -> None:
        self.st = st
        self.source = source
        self.controller = controller
        self.event = event
        self.res = res

    @property
    def active(self) -> int:
        return self.st.active

    @property
    def turn(self) -> int:
        return self.st.turn

    @property
    def chosen(self) -> tuple[int, ...]:
        return () if self.res is None else self.res.chosen

    @property
    def looked(self) -> tuple[int, ...]:
        return () if self.res is None else self.res.looked

    @property
    def number(self) -> int:
        return 0 if self.res is None else self.res.number

    @property
    def subgame_winner(self) -> int | None:
        return self.st.subgame_winner

    @property
    def named(self) -> int:
        return -1 if self.res is None else self.res.named

    @property
    def this_way(self) -> tuple[int, ...]:
        return () if self.res is None else self.res.this_way

    @property
    def singers(self) -> tuple[int, ...]:
        return () if self.res is None else self.res.singers

    def me(self) -> CardView:
        return self.st.cards[self.source]

    def card(self, card_id: int) -> CardView:
        return self.st.cards[card_id]

    def cards(self, player: int, zone: Zone) -> Sequence[CardView]:
        return self.st.players[player].zones[zone]

    def in_play(self) -> Iterable[CardView]:
        players = self.st.players
        return chain(players[0].play, players[1].play)

    def lore(self, player: int) -> int:
        return self.st.players[player].lore

    def ready_ink(self, player: int) -> int:
        return self.st.players[player].ready_ink

    def strength(self, card: CardView) -> int:
        return strength(self.st, card)

    def willpower(self, card: CardView) -> int:
        return willpower(self.st, card)

    def lore_value(self, card: CardView) -> int:
        return lore_value(self.st, card)

    def cost(self, card: CardView) -> int:
        return cost(self.st, card)

    def has_keyword(self, card: CardView, keyword: Keyword) -> bool:
        return has_keyword(self.st, card, keyword)

    def damaged_this_turn(self, player: int) -> bool:
        return self.st.players[player].damaged_this_turn

    def challenge(self) -> tuple[int, int] | None:
        return self.st.challenge

    def challenged_this_turn(self, card: CardView) -> bool:
        return card.id in self.st.challenged

    def challengers_this_turn(self) -> list[CardView]:
        return [self.st.cards[i] for i in self.st.challengers]

    def banished_this_turn(self) -> list[tuple[CardView, bool]]:
        return [(self.st.cards[i], in_challenge) for i, in_challenge in self.st.banished]

    @property
    def first_player(self) -> int:
        return self.st.starting_player

    def may_move(self, card: CardView) -> bool:
        return not affected(self.st, card, Stat.CANT_MOVE)

    def played_cards(self, player: int) -> list[CardView]:
        return [self.st.cards[card_id] for who, card_id in self.st.played if who == player]

    def put_under_this_turn(self, player: int) -> tuple[int, ...]:
        return tuple(card_id for who, card_id in self.st.put_under if who == player)

    def classified(self, card: CardView, classification: str) -> bool:
        return classified(self.st, card, classification)

    def noted(self) -> tuple[tuple[Noted, int, int, int], ...]:
        return self.st.noted

    def must_be_chosen(self, card: CardView, chooser: int) -> bool:
        return card.owner != chooser and affected(self.st, card, Stat.MUST_BE_CHOSEN)

    def quested_cards(self) -> list[CardView]:
        return [self.st.cards[card_id] for card_id in self.st.quested]

    def drops(self, player: int) -> int:
        return self.st.players[player].drops

    def got_drops(self, player: int) -> int:
        return self.st.players[player].got_drops

    def paid_with_drops(self, card: CardView) -> bool:
        return card.id in self.st.players[card.owner].dropped_for


# ---------------------------------------------------------------------- static abilities


def statics_of(st: GameState, affects: Affects) -> list[tuple[Card, Static, Reading]]:
    """The static abilities in play that change `affects`, each with its card and facts."""
    index = st.static_index
    if index is None:
        index = st.static_index = {}
        for zone in (st.players[0].play, st.players[1].play):
            for card in zone:
                behaviour = card.definition.behaviour
                if behaviour is not None and behaviour.statics:
                    facts = Reading(st, card.id, card.owner)
                    for static in behaviour.statics:
                        index.setdefault(static.affects, []).append((card, static, facts))
    return index.get(affects, _NONE)


def modified(st: GameState, card: CardView, affects: Affects, base: int) -> int:
    """`base` with every effect on `affects` of `card` (6.6.1: in no particular order)."""
    value = base
    if st.modifiers:
        turn = st.turn
        card_id = card.id
        for modifier in st.modifiers:
            if (
                modifier.card == card_id
                and modifier.affects == affects
                and modifier.start <= turn <= modifier.end
            ):
                value += modifier.amount
    if not st.statics_in_play:
        return value
    index = st.static_index  # (statics_of(), read here: this is the hottest value)
    for source, static, facts in (
        statics_of(st, affects) if index is None else index.get(affects, _NONE)
    ):
        if static.applies(facts, card):
            if static.name and _lost(st, source, static.name):
                continue  # "... lose the Stone by Day ability"
            value += amount_of(static.amount, facts, card)
    return value


def _lost(st: GameState, source: Card, name: str) -> bool:
    """Whether `source` has lost its ability called `name` to a static ability in play
    (`Stat.LOSES_ABILITY`: "your Gargoyle characters lose the Stone by Day ability")."""
    losing = st.static_index.get(Stat.LOSES_ABILITY) if st.static_index else None
    return bool(losing) and any(
        getattr(static.applies, "lost", "") == name and static.applies(facts, source)
        for _, static, facts in losing or ()
    )


def static_max(st: GameState, card: CardView, affects: Affects) -> int:
    """The largest of the static values of `affects` that apply to `card` (0 if none)."""
    best = 0
    for _, static, facts in statics_of(st, affects):
        if static.applies(facts, card):
            best = max(best, amount_of(static.amount, facts, card))
    return best


class _Unbuilt:
    """The static index before it is built (after play changed): anything may be in it."""

    def __contains__(self, affects: object) -> bool:
        return True


_UNBUILT = _Unbuilt()


def affected(st: GameState, card: CardView, stat: Stat) -> bool:
    """Whether a value-less effect applies to `card`: a "can't" (1.2.2) or a permission."""
    # (Nothing changes it, the common case, is answered without asking modified(): these are
    # the hottest questions. The same test in keyword_value and has_keyword.)
    if not (st.modifiers or (st.statics_in_play and stat in (st.static_index or _UNBUILT))):
        return False
    return modified(st, card, stat, 0) > 0


def deed_cost(st: GameState, card: CardView, stat: Stat) -> int:
    """The ink `card`'s controller must pay for it to quest (`Stat.QUEST_COST`) or to
    challenge (`Stat.CHALLENGE_COST`): "can't quest or challenge unless you pay 1 ⬡"; 0
    where nothing asks any (answered without a scan, as `affected`)."""
    if not (st.modifiers or (st.statics_in_play and stat in (st.static_index or _UNBUILT))):
        return 0
    return max(0, modified(st, card, stat, 0))


def strength(st: GameState, card: CardView) -> int:
    """Current strength (S) with every effect (may be negative, 6.6.2); never below the
    printed value where an effect says so."""
    printed = card.definition.strength or 0
    value = modified(st, card, Stat.STRENGTH, printed)
    if value < printed and affected(st, card, Stat.STRENGTH_FLOOR):
        return printed
    return value


def willpower(st: GameState, card: CardView) -> int:
    """Current willpower (W) with every effect."""
    return modified(st, card, Stat.WILLPOWER, card.definition.willpower or 0)


def lore_value(st: GameState, card: CardView) -> int:
    """Current lore value (L) with every effect."""
    return modified(st, card, Stat.LORE, card.definition.lore or 0)


def keyword_value(st: GameState, card: CardView, keyword: Keyword) -> int | None:
    """The card's total value of `keyword` (printed plus granted; they stack, 8.1.2), or None
    when it lacks the keyword."""
    total = card.definition.keyword_values.get(keyword)
    if not (st.modifiers or (st.statics_in_play and keyword in (st.static_index or _UNBUILT))):
        return total
    granted = modified(st, card, keyword, 0)
    if granted <= LOSES // 2:  # "loses Rush", "can't gain Evasive"
        return kept(total, granted)
    if granted:
        total = (total or 0) + granted
    return total


def has_keyword(st: GameState, card: CardView, keyword: Keyword) -> bool:
    printed = keyword in card.definition.keyword_set
    # Granted (or lost) by a static ability in play or by an effect (6.1.13).
    if not (st.modifiers or (st.statics_in_play and keyword in (st.static_index or _UNBUILT))):
        return printed
    granted = modified(st, card, keyword, 0)
    if granted <= LOSES // 2:  # "loses Rush", "can't gain Evasive"
        return kept(0 if printed else None, granted) is not None
    return printed or granted != 0


def classified(st: GameState, card: CardView, classification: str) -> bool:
    """Whether `card` has `classification`: printed, or given by a static ability in play
    ("your other characters gain the Detective classification", 5.2.7)."""
    if classification in card.definition.classifications:
        return True
    if st.modifiers and card.zone is Zone.PLAY:  # given for a while by an effect
        code, turn = classification_code(classification), st.turn
        if any(m.card == card.id and m.affects == Stat.GAINS_CLASSIFICATION and m.amount == code
               and m.start <= turn <= m.end for m in st.modifiers):  # fmt: skip
            return True
    if not st.statics_in_play or card.zone is not Zone.PLAY:
        return False
    for _, static, facts in statics_of(st, Stat.GAINS_CLASSIFICATION):
        given = getattr(static.amount, "name", None)
        if given == classification and static.applies(facts, card):
            return True
    return False


def ink_allowance(st: GameState, player: int) -> int:
    """How many cards `player` may ink this turn (4.2.3, 4.2.3.1)."""
    allowance = 1
    for source, static, facts in statics_of(st, Stat.EXTRA_INK):
        if source.owner == player and static.applies(facts, source):
            allowance += amount_of(static.amount, facts, source)
    return allowance


def ink_enters_exerted(st: GameState, player: int) -> bool:
    """Whether cards enter `player`'s inkwell exerted ("cards enter opponents' inkwells
    exerted", an opponent's static ability)."""
    for source, static, facts in statics_of(st, Stat.INK_ENTERS_EXERTED):
        if source.owner != player and static.applies(facts, source):
            return True
    return False


# ---------------------------------------------------------------------- costs


def top_faceup(st: GameState, player: int) -> bool:
    """Whether `player` plays with the top card of their deck faceup ("each opponent plays
    with the top card of their deck faceup", an opponent's static ability)."""
    if not st.statics_in_play:
        return False
    for source, static, facts in statics_of(st, Stat.TOP_FACEUP):
        if source.owner != player and static.applies(facts, source):
            return True
    return False


def reductions_for(st: GameState, card: CardView, *, shifted: bool = False) -> list[Reduction]:
    """The "next [type] you play" reductions that playing `card` would use (4.3.6): a
    reduction made by a resolved effect lasts its turn wherever its source goes; one for a
    classification waits for that classification. `shifted`: played with Shift, it also
    uses those for "the next character you shift this turn"."""
    kind = card.definition.card_type
    classes = card.definition.classifications
    return [
        r
        for r in st.reductions
        if r.player == card.owner
        and (shifted or not r.shift_only)
        and (r.card_type is kind or r.other_type is kind)
        and (r.classification is None or r.classification in classes
             or any(c in classes for c in r.more_classes))
        and (r.name is None or card.definition.has_name(r.name))
    ]


def cost(st: GameState, card: CardView) -> int:
    """Ink to pay to play this card now: its printed cost plus payment modifiers (4.3.2.3),
    never below 0."""
    definition = card.definition
    value = definition.cost
    if not (definition.cost_from_hand or st.reductions or st.statics_in_play):
        return value
    behaviour = definition.behaviour
    if definition.cost_from_hand and behaviour is not None:  # self-referential (4.3.6)
        facts: Reading | None = None
        for static in behaviour.statics:
            if static.affects is Stat.COST and static.from_hand:
                facts = facts or Reading(st, card.id, card.owner)
                if static.applies(facts, card):
                    value += amount_of(static.amount, facts, card)
    if st.statics_in_play:  # "you pay 1 less to play Broom characters"
        value = modified(st, card, Stat.COST, value)
    if st.reductions:
        for reduction in reductions_for(st, card):
            value -= reduction.amount
    return max(0, value)


def shift_cost(st: GameState, card: CardView) -> int:
    """The Shift cost with the same payment modifiers as the ink cost (4.3.6 case), and
    less what "the next character you shift this turn" reductions take off."""
    printed = card.definition.keyword_value(Keyword.SHIFT)
    if printed is None:  # "this card gains Shift 0 ⬡" (while its condition holds)
        printed = gained_shift(Reading(st, card.id, card.owner), card) or 0
    less = card.definition.cost - cost(st, card)
    if st.reductions:
        less += sum(r.amount for r in reductions_for(st, card, shifted=True) if r.shift_only)
    return max(0, printed - less)


def move_cost(st: GameState, location: Card, card: CardView) -> int:
    """Ink to pay to move `card` to `location` (4.7.3): its move cost, or nothing where a
    static ability of that location lets the character move there for free; less what
    static abilities take off ("you pay 2 ⬡ less to move a character of yours here", "...
    to move your characters to a location") and what an effect takes off the character's
    next move ("pay 1 ⬡ less to move this character")."""
    price = location.definition.move_cost or 0
    if not price:  # nothing to pay: nothing to waive or take off
        return 0
    if st.statics_in_play:
        for source, static, facts in statics_of(st, Stat.MOVE_HERE_FREE):
            if source.id == location.id and static.applies(facts, card):
                return 0
        for source, static, facts in statics_of(st, Stat.MOVE_HERE_LESS):
            if source.id == location.id and static.applies(facts, card):
                price += amount_of(static.amount, facts, card)
    if st.modifiers or st.statics_in_play:
        return max(0, modified(st, card, Stat.MOVE_COST, price))
    return price


def sings_as(st: GameState, card: CardView) -> int:
    """The cost a character counts as when singing (Singer N, 8.11), and what effects add
    to it ("counts as having +2 cost to sing songs")."""
    singer = keyword_value(st, card, Keyword.SINGER)
    base = max(card.definition.cost, singer or 0)
    if not (st.modifiers or st.statics_in_play):
        return base
    return modified(st, card, Stat.SING_COST, base)


# ---------------------------------------------------------------------- triggered abilities


#: Numbers of the triggered abilities a card has besides its printed ones (7.7.4: the bag
#: names a trigger by its card and number, ``resolve c12 N``).
SUPPORT_NUMBER = 1000
VANISH_NUMBER = 1001
FLOATING_NUMBER = 2000  # + the floating ability's place this turn
GRANTED_NUMBER = 3000  # + the granted ability's place among the card's


_GRANTS = -1  # the static index's key for the Grants abilities in play (no Affects is -1)


def grants_in_play(st: GameState) -> list[tuple[Card, Grants, Reading]]:
    """The abilities in play that grant triggered abilities, each with its card and facts
    (indexed with the static abilities, until play changes or an undo)."""
    index = st.static_index
    if index is None:
        statics_of(st, Stat.STRENGTH)  # builds the index
        index = st.static_index
        assert index is not None
    found = index.get(_GRANTS)
    if found is None:
        found = index[_GRANTS] = []
        for zone in (st.players[0].play, st.players[1].play):
            for card in zone:
                behaviour = card.definition.behaviour
                if behaviour is not None and behaviour.grants:
                    facts = Reading(st, card.id, card.owner)
                    found.extend((card, grant, facts) for grant in behaviour.grants)
    return found


def granted_abilities(st: GameState, card: CardView) -> list[tuple[int, Triggered]]:
    """The triggered abilities `card` has now beyond its printed ones: granted by a static
    ability in play or by an effect, numbered from `GRANTED_NUMBER`."""
    extra: list[Triggered] = []
    if st.statics_in_play:
        for _, grant, facts in grants_in_play(st):
            if isinstance(grant.ability, Triggered) and grant.applies(facts, card):
                extra.append(grant.ability)
    if st.granted:
        turn = st.turn
        for granted in st.granted:
            if granted.card == card.id and granted.start <= turn <= granted.end:
                extra.append(granted.ability)
    return [(GRANTED_NUMBER + i, ability) for i, ability in enumerate(extra)]


def granted_activated(st: GameState, card: CardView) -> list[tuple[int, Activated]]:
    """The activated abilities static abilities in play give `card` now ("your characters
    with Reckless gain “⟳ — Gain 1 lore.”"), numbered from `GRANTED_NUMBER`."""
    if not st.statics_in_play:
        return []
    given = [grant.ability for _, grant, facts in grants_in_play(st)
             if isinstance(grant.ability, Activated) and grant.applies(facts, card)]  # fmt: skip
    return [(GRANTED_NUMBER + i, ability) for i, ability in enumerate(given)]


def triggered_abilities(st: GameState, card: CardView) -> list[tuple[int, Triggered]]:
    """Every triggered ability `card` has now, with its number: printed, then granted."""
    behaviour = card.definition.behaviour
    found: list[tuple[int, Triggered]] = (
        list(enumerate(behaviour.triggered)) if behaviour is not None else []
    )
    if st.granted or (st.statics_in_play and grants_in_play(st)):
        found.extend(granted_abilities(st, card))
    return found


def is_action(card: CardView) -> bool:
    return card.definition.card_type is CardType.ACTION
