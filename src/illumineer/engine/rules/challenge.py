"""Challenge (rule 4.6), with the keywords that shape it: Evasive, Alert (8.2, 8.6),
Bodyguard (8.3.3), Challenger (8.5), Reckless (8.7), Rush (8.9).

Declaration (4.6.4) is the turn action: the challenger is exerted and the challenge begins;
its triggers and a game state check come before the Damage step (4.6.5), which waits for the
bag as a `Then` step; the challenge is over once the bag is empty after it (4.6.7).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from illumineer.engine.abilities.granted import Permit
from illumineer.engine.actions import Action
from illumineer.engine.bag import notice
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.events import Event
from illumineer.engine.inkdrops import spendable
from illumineer.engine.prevention import would_take
from illumineer.engine.primitives import deal_damage, exert
from illumineer.engine.restrictions import cant_challenge
from illumineer.engine.rules.base import card_of, reach, turn_action
from illumineer.engine.rules.play import pay
from illumineer.engine.state import Card, GameState, Player, Then
from illumineer.engine.trail import set_field
from illumineer.engine.values import (
    affected,
    deed_cost,
    has_keyword,
    keyword_value,
    static_max,
    statics_of,
    strength,
    willpower,
)
from illumineer.engine.vocabulary import EventKind, Keyword, Stat, Verb, Zone
from illumineer.engine.why import Because, Why


def touch(st: GameState, action: Action, who: int) -> None:
    attacker = reach(st, action.card, who, Zone.PLAY, "play")
    if not attacker.is_character:
        raise ImpossibleAction("5.3.4", f"{attacker.definition} is not a character")
    target = card_of(st, action.other)
    if target.owner == who or target.zone is not Zone.PLAY:
        raise ImpossibleAction("4.6.4.2", f"c{target.id} is not an opposing card in play")
    if not (target.is_character or target.is_location):
        raise ImpossibleAction("4.6.4.2", f"{target.definition} cannot be challenged")


def may_challenge_evasive(st: GameState, card: Card) -> bool:
    return has_keyword(st, card, Keyword.EVASIVE) or has_keyword(st, card, Keyword.ALERT)


def can_challenge_now(st: GameState, card: Card) -> bool:
    """Dry, or Rush (8.9)."""
    return not card.drying or has_keyword(st, card, Keyword.RUSH)


def may_challenge(st: GameState, card: Card) -> bool:
    """Whether this character of the active player's could challenge anything now."""
    return (
        card.is_character
        and not card.exerted
        and can_challenge_now(st, card)
        and not cant_challenge(st, card)
        and not _another_challenged(st, card)
        and deed_cost(st, card, Stat.CHALLENGE_COST) <= spendable(st.players[card.owner])
    )


def _another_challenged(st: GameState, card: Card) -> bool:
    """ "Each turn, only one character can challenge": another one already has."""
    return (bool(st.challengers) and card.id not in st.challengers and st.statics_in_play > 0
            and any(static.applies(facts, source)
                    for source, static, facts in statics_of(st, Stat.ONE_CHALLENGER)))  # fmt: skip


def _shielded(st: GameState, card: Card, cost: int) -> bool:
    # "Characters with cost N or less can't challenge this card"; "can't be challenged"
    # (by a static ability, or by an effect for a while: `Cant` says it as a shield of
    # `UNCHALLENGEABLE`).
    if st.statics_in_play and static_max(st, card, Stat.CHALLENGE_SHIELD) >= cost:
        return True
    if not st.modifiers:
        return False
    turn = st.turn
    return any(m.card == card.id and m.affects == Stat.CHALLENGE_SHIELD
               and m.start <= turn <= m.end and m.amount >= cost
               for m in st.modifiers)  # fmt: skip


def targets(st: GameState, attacker: Card, them: Player) -> list[Card]:
    """Whom `attacker` may challenge: exerted characters (any, with permission to challenge
    ready ones, or the ready ones a permission names) and locations (4.6.4.2, 4.6.8), with
    Evasive (8.6), Bodyguard (8.3.3: an opponent must pick a Bodyguard character if able;
    locations are never held back by one) and the cost limits of "can't be challenged
    by"."""
    evasive_ok = may_challenge_evasive(st, attacker)
    ready_ok = affected(st, attacker, Stat.CHALLENGE_READY)
    return _targets(st, them, evasive_ok, ready_ok, attacker.definition.cost,
                    ready_of(st, attacker))  # fmt: skip


def ready_of(st: GameState, attacker: Card) -> Callable[[Card], bool] | None:
    """The ready characters `attacker` may challenge by a permission that names them ("can
    challenge ready Villain characters"), as a test; None without one."""
    if not st.statics_in_play:
        return None
    permits = [(static.amount, facts) for _, static, facts in statics_of(st, READY_OF)
               if isinstance(static.amount, Permit) and static.applies(facts, attacker)]
    if not permits:
        return None
    return lambda target: any(permit.cards.matches(facts, target) for permit, facts in permits)


READY_OF = Stat.CHALLENGE_READY_OF


def _targets(
    st: GameState,
    them: Player,
    evasive_ok: bool,
    ready_ok: bool,
    cost: int,
    permitted: Callable[[Card], bool] | None = None,
) -> list[Card]:
    characters = [
        c
        for c in them.play
        if c.is_character
        and (c.exerted or ready_ok or (permitted is not None and permitted(c)))
        and (evasive_ok or not has_keyword(st, c, Keyword.EVASIVE))
        and not _shielded(st, c, cost)
    ]
    guards = [c for c in characters if has_keyword(st, c, Keyword.BODYGUARD)]
    allowed = set(map(id, guards or characters))
    return [
        c
        for c in them.play
        if id(c) in allowed
        or (c.is_location and (evasive_ok or not has_keyword(st, c, Keyword.EVASIVE))
            and not _shielded(st, c, cost))
    ]


def verify(st: GameState, action: Action, who: int) -> None:
    turn_action(st, "4.6.4.1", who)
    attacker, target = st.cards[action.card], st.cards[action.other]
    if attacker.exerted:
        raise IllegalAction("4.6.4.1", f"{attacker.definition} is exerted",
                            Why(Because.EXERTED, (attacker.id,)))
    if not can_challenge_now(st, attacker):
        raise IllegalAction("1.7.5", f"{attacker.definition} is still drying",
                            Why(Because.DRYING, (attacker.id,)))
    if cant_challenge(st, attacker) or _another_challenged(st, attacker):
        raise IllegalAction("1.2.2", f"{attacker.definition} can't challenge now",
                            Why(Because.CANT_CHALLENGE, (attacker.id,)))
    price = deed_cost(st, attacker, Stat.CHALLENGE_COST)  # "... unless you pay 1 ⬡"
    if price and price > (ready := spendable(st.players[who])):
        raise IllegalAction("1.5.3", f"challenging with {attacker.definition} costs {price} "
                            f"but only {ready} ink is ready",
                            Why(Because.ABILITY_SHORT, (attacker.id,), (price, ready)))
    if target in targets(st, attacker, st.players[target.owner]):
        return
    if target.is_character and not target.exerted and not affected(
        st, attacker, Stat.CHALLENGE_READY
    ) and not (ready_of(st, attacker) or _never)(target):
        raise IllegalAction(
            "4.6.4.2",
            f"{target.definition} is ready; only exerted characters can be challenged",
            Why(Because.TARGET_READY, (attacker.id, target.id)),
        )
    if has_keyword(st, target, Keyword.EVASIVE) and not may_challenge_evasive(st, attacker):
        raise IllegalAction("8.6", f"{target.definition} is Evasive",
                            Why(Because.EVASIVE, (attacker.id, target.id)))
    if _shielded(st, target, attacker.definition.cost):
        raise IllegalAction("1.2.2", f"{attacker.definition} can't challenge that card",
                            Why(Because.SHIELDED, (attacker.id, target.id)))
    raise IllegalAction("8.3.3", "an exerted Bodyguard character must be challenged first",
                        Why(Because.BODYGUARD, (attacker.id, target.id)))


def perform(st: GameState, action: Action, who: int) -> None:
    attacker, defender = st.cards[action.card], st.cards[action.other]
    price = deed_cost(st, attacker, Stat.CHALLENGE_COST)
    if price:
        pay(st, attacker.owner, price)
    exert(st, attacker)  # 4.6.4.4
    set_field(st, st, "challenge", (attacker.id, defender.id))
    if defender.id not in st.challenged:
        set_field(st, st, "challenged", (*st.challenged, defender.id))
    if attacker.id not in st.challengers:
        set_field(st, st, "challengers", (*st.challengers, attacker.id))
    notice(st, Event(EventKind.CHALLENGE, attacker.id, attacker.owner, defender.id))
    notice(st, Event(EventKind.CHALLENGED, defender.id, attacker.owner, attacker.id))
    # 4.6.5: those triggers and a game state check come before the Damage step; 4.6.7: the
    # challenge is over once the bag is empty after it.
    steps = (ChallengeDamage(attacker.id, defender.id), END_CHALLENGE)
    set_field(st, st, "then", (*steps, *st.then))


def offer(st: GameState, out: list[Action], ready: int) -> None:
    me = st.players[st.active]
    them = st.players[1 - st.active]
    plain = not (st.statics_in_play or st.modifiers)  # only printed keywords, no "can't"
    if plain and not any(c.exerted or c.is_location for c in them.play):
        return  # nothing can be challenged: no exerted character, no location
    # Whom an attacker may challenge depends only on these (computed once per enumeration).
    cache: dict[tuple[bool, bool, int], list[Card]] = {}
    new, verb = tuple.__new__, Verb.CHALLENGE  # (fast(), written out: a hot loop)
    for card in me.play:
        if not card.is_character or card.exerted:
            continue
        if plain:
            printed = card.definition.keyword_set
            if (card.drying and Keyword.RUSH not in printed) or Keyword.ADVENTUROUS in printed:
                continue
            key = (Keyword.EVASIVE in printed or Keyword.ALERT in printed, False,
                   card.definition.cost)
        else:
            if not may_challenge(st, card):
                continue
            key = (
                may_challenge_evasive(st, card),
                affected(st, card, Stat.CHALLENGE_READY),
                card.definition.cost,
            )
            if st.statics_in_play and ready_of(st, card) is not None:  # (its own targets)
                for target in targets(st, card, them):
                    out.append(new(Action, (verb, (card.id, target.id))))
                continue
        found = cache.get(key)
        if found is None:
            found = cache[key] = _targets(st, them, *key)
        for target in found:
            out.append(new(Action, (verb, (card.id, target.id))))


def _never(card: Card) -> bool:
    return False


def reckless_must_challenge(st: GameState) -> bool:
    """8.7: the turn can't end while a ready Reckless character can challenge."""
    them = st.players[1 - st.active]
    plain = not (st.statics_in_play or st.modifiers)
    for card in st.players[st.active].play:
        if plain and Keyword.RECKLESS not in card.definition.keyword_set:
            continue
        if (
            has_keyword(st, card, Keyword.RECKLESS)
            and may_challenge(st, card)
            and targets(st, card, them)
        ):
            return True
    return False


# ---------------------------------------------------------------------- damage (4.6.6)


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a challenge would do now (for faces, computed by the rules): the damage each
    side would take and whether it would be banished."""

    to_target: int
    to_challenger: int
    target_banished: bool
    challenger_banished: bool


def damages(st: GameState, attacker: Card, defender: Card) -> tuple[int, int]:
    """4.6.6.1: the damage each side deals, before Resist: (to the defender, to the
    attacker). A negative strength deals none; locations deal none; Challenger adds to the
    challenger's; "takes no damage from the challenge" prevents the attacker's, "takes no
    damage from challenges" either's; "deal damage with their ⛉ instead of their ¤"
    replaces a side's strength (6.5)."""
    challenger = keyword_value(st, attacker, Keyword.CHALLENGER) or 0
    to_defender = max(0, _dealing(st, attacker, strength(st, attacker) + challenger))
    to_attacker = (max(0, _dealing(st, defender, strength(st, defender)))
                   if defender.is_character else 0)  # fmt: skip
    if (affected(st, attacker, Stat.NO_CHALLENGE_DAMAGE)
            or affected(st, attacker, Stat.NO_DAMAGE_WHILE_CHALLENGING)
            or affected(st, attacker, Stat.NO_DAMAGE_FROM_CHALLENGES)):  # fmt: skip
        to_attacker = 0
    if affected(st, defender, Stat.NO_DAMAGE_FROM_CHALLENGES):
        to_defender = 0
    return to_defender, to_attacker


def _dealing(st: GameState, card: Card, amount: int) -> int:
    """What `card` deals in the Damage step: its ⛉ instead of `amount` where an ability
    says so (6.5)."""
    return willpower(st, card) if affected(st, card, Stat.DAMAGE_WITH_WILLPOWER) else amount


def preview(st: GameState, attacker: Card, defender: Card) -> Outcome:
    """The outcome of `attacker` challenging `defender` if nothing intervened."""
    to_defender, to_attacker = damages(st, attacker, defender)
    to_defender = would_take(st, defender, to_defender)
    to_attacker = would_take(st, attacker, to_attacker)
    return Outcome(
        to_defender,
        to_attacker,
        to_defender > 0 and defender.damage + to_defender >= willpower(st, defender),
        to_attacker > 0 and attacker.damage + to_attacker >= willpower(st, attacker),
    )


@dataclass(frozen=True, slots=True)
class ChallengeDamage(Then):
    """The Damage step (4.6.6): both deal their damage at once."""

    attacker: int
    defender: int

    def run(self, st: GameState) -> None:
        attacker, defender = st.cards[self.attacker], st.cards[self.defender]
        if attacker.zone is not Zone.PLAY or defender.zone is not Zone.PLAY:
            return  # 4.6.9: a participant left; the challenge ends
        to_defender, to_attacker = damages(st, attacker, defender)
        deal_damage(st, defender, to_defender, attacker.owner, attacker.id)
        deal_damage(st, attacker, to_attacker, defender.owner, defender.id)

    def key(self) -> tuple[int, ...]:
        return (3, self.attacker, self.defender)


@dataclass(frozen=True, slots=True)
class EndChallenge(Then):
    """4.6.7: the challenge is over."""

    def run(self, st: GameState) -> None:
        set_field(st, st, "challenge", None)
        # "takes no damage from the challenge": an effect that ends with the challenge.
        if st.modifiers and any(m.affects is Stat.NO_CHALLENGE_DAMAGE for m in st.modifiers):
            kept = tuple(m for m in st.modifiers if m.affects is not Stat.NO_CHALLENGE_DAMAGE)
            set_field(st, st, "modifiers", kept)

    def key(self) -> tuple[int, ...]:
        return (4,)


END_CHALLENGE = EndChallenge()
