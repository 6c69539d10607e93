"""The Play Correction Guidelines' remedies, applied to the game (PCG section 2).

What the engine saw of an incident answers the classification's questions (`answers`); a
remedy is then the judge's operations on the game (engine/rules/judging.py), each an action
in the game's log, chosen here by the guidelines' rules:

- **Missed Trigger** (2.1), in order: missed more than a full turn cycle ago, nothing happens;
  a duration that has passed, nothing happens; the opponent chooses: ``skip`` (it stays
  missed) or ``resolve`` (it resolves at once, its "may" a "no", only with the choices that
  were possible when it should have resolved).
- **Hidden Information Error** (2.2): an inkwell card inked by the turn action is shown to the
  opponent and put back; one an effect put there is shown, shuffled into the deck, and a
  random card of the deck goes into the inkwell facedown; a card seen elsewhere is shuffled
  into the part of the deck nobody knows, with as many extra random cards as were seen
  when they were a set (the whole unknown part is shuffled, the extra cards with it).
- **Card Count Error** (2.3): a hand short draws the difference; a hand or inkwell with too
  many loses random cards among those that cannot be shown to belong, shuffled into the
  deck's unknown part; an inkwell short gets random cards of the deck facedown, unknown to
  all.
- **General Rule Error** (2.4): ``rewind`` (the lead judge only) undoes the whole play in which
  the error happened, by PCG 1.2; ``leave`` leaves the history and fixes what is illegal now.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from illumineer.engine import history
from illumineer.engine.abilities.core import says_may
from illumineer.engine.actions import Action
from illumineer.engine.errors import IllegalAction, JudgeError
from illumineer.engine.game import Game
from illumineer.engine.state import EVERYONE, Incident
from illumineer.engine.vocabulary import (
    ARMING,
    DEEDS,
    Arrival,
    Deviation,
    Verb,
    Zone,
)
from illumineer.engine.why import Because
from illumineer.judge.classify import Question
from illumineer.judge.fixes import BoardChange, BoardFix, Deed, Fix, Play, Remedy, card_name
from illumineer.judge.vocabulary import Infraction, Role


class Choice(Enum):
    """What a judge asks of a remedy (FORMAT.md `remedy:`)."""

    RESOLVE = "resolve"  # Missed Trigger: the opponent wants it resolved
    SKIP = "skip"  # Missed Trigger: the opponent does not
    REWIND = "rewind"  # General Rule Error: back to before the error (lead judge only)
    LEAVE = "leave"  # General Rule Error: history left, the board fixed
    APPLY = "apply"  # Hidden Information Error, Card Count Error: the one remedy

    @classmethod
    def parse(cls, text: str) -> Choice:
        try:
            return cls(str(text).strip().lower())
        except ValueError:
            words = ", ".join(choice.value for choice in cls)
            raise JudgeError(f"{text!r} is no remedy; remedies: {words}") from None


#: What a judge may ask of each infraction's remedy, the usual first.
CHOICES: dict[Infraction, tuple[Choice, ...]] = {
    Infraction.MISSED_TRIGGER: (Choice.RESOLVE, Choice.SKIP),
    Infraction.HIDDEN_INFORMATION_ERROR: (Choice.APPLY,),
    Infraction.CARD_COUNT_ERROR: (Choice.APPLY,),
    Infraction.GENERAL_RULE_ERROR: (Choice.REWIND, Choice.LEAVE),
    Infraction.NONE: (),
}


# ---------------------------------------------------------------------- what the engine saw


def answers(game: Game, incident: Incident) -> dict[Question, bool]:
    """The classification's answers for an incident the engine recorded: what went wrong,
    not which verb did it (an ink is a count too many only when it was one ink too many; an
    uninkable card inked as the turn's one ink breaks another rule, 4.2.1)."""
    kind = incident.kind
    if kind is Deviation.MISSED:
        trigger = incident.trigger
        return {
            Question.TRIGGER: True,
            Question.MAY: trigger is not None and says_may(trigger.ability.effect),
        }
    if kind in (Deviation.REVEAL, Deviation.LOOK):
        # Seen, not moved: the deed moves no card, so each is still part of the set it was
        # seen in (a card moved from one hidden zone to another is a deed of its own, a
        # draw or a put; what moved it later, its remedy included, changes nothing of this).
        return {Question.SEEN: True, Question.SAME_SET: True}
    if kind is Deviation.DRAW:
        return {Question.COUNT: True}
    if kind is Deviation.PUT:
        card = incident.cards[0]
        ends = {incident.zones[card], Zone(incident.action.other)}
        counted = ends & {Zone.HAND, Zone.INKWELL}
        return {Question.COUNT: True} if counted else {Question.OTHER: True}
    why = incident.why
    if why is not None and why.because is Because.INK_ONCE:  # a card too many in the inkwell
        return {Question.COUNT: True}
    return {Question.OTHER: True}


def _full_cycle_passed(game: Game, incident: Incident) -> bool:
    """PCG 2.1: the miss is more than a full turn cycle ago: the game is past the same moment
    of the next turn of the player who was active then (the moment counted in actions since
    that turn began)."""
    turn = incident.turn + 2
    if game.turn != turn:
        return game.turn > turn

    def into_turn(position: int) -> int:
        count = 0
        for action in reversed(game.history[:position]):
            if action.verb is Verb.PASS:
                break
            count += 1
        return count

    return into_turn(len(game.history)) > into_turn(incident.position)


def _duration_passed(game: Game, incident: Incident) -> bool:
    """PCG 2.1: the ability lasts "this turn" (a modifier, a grant, a cost reduction for the
    next card this turn) and that turn is over."""
    trigger = incident.trigger
    if trigger is None or game.turn == incident.turn:
        return False
    return any(step.lasts_this_turn for step in trigger.ability.steps)


# ---------------------------------------------------------------------- remedies


@dataclass(frozen=True)
class Plan:
    """A remedy worked out: the judge's operations to apply, and the fix they make."""

    actions: tuple[Action, ...]
    fix: Fix
    rewind: int = 0  # actions to rewind by PCG 1.2 first (a General Rule Error's rewind)


def plan(
    game: Game,
    infraction: Infraction,
    incident: Incident | None,
    choice: Choice,
    role: Role,
    players: tuple[str, str] = ("p1", "p2"),
) -> Plan:
    """The remedy for `infraction` on `incident` with the judge's `choice` (`players` name
    the seats in what it says); `JudgeError` when the guidelines do not allow it now."""
    if infraction is Infraction.MISSED_TRIGGER:
        return _missed_trigger(game, incident, choice)
    if infraction is Infraction.GENERAL_RULE_ERROR:
        return _general_rule_error(game, incident, choice, role, players)
    if choice is not Choice.APPLY:
        raise JudgeError(f"a {infraction.english}'s remedy is 'apply', not {choice.value!r}")
    if incident is None:
        raise JudgeError("the engine saw nothing of a reported error: fix it by hand")
    if infraction is Infraction.HIDDEN_INFORMATION_ERROR:
        return _hidden_information(game, incident)
    if infraction is Infraction.CARD_COUNT_ERROR:
        return _card_count(game, incident)
    raise JudgeError("no infraction: there is nothing to remedy")


def _missed_trigger(game: Game, incident: Incident | None, choice: Choice) -> Plan:
    if choice not in (Choice.RESOLVE, Choice.SKIP):
        raise JudgeError(f"a Missed Trigger's remedy is 'resolve' or 'skip', not {choice.value!r}")
    if incident is None or incident.trigger is None:
        if choice is Choice.RESOLVE:
            raise JudgeError("the engine saw no trigger to resolve: resolve it by hand")
        return Plan((), Fix(Remedy.DECLINED))
    late, passed = _full_cycle_passed(game, incident), _duration_passed(game, incident)
    if choice is Choice.RESOLVE and late:
        raise JudgeError("it was missed more than a full turn cycle ago: nothing happens")
    if choice is Choice.RESOLVE and passed:
        raise JudgeError("its duration has passed: nothing happens")
    if late:
        return Plan((), Fix(Remedy.TOO_LATE))
    if passed:
        return Plan((), Fix(Remedy.DURATION_PASSED))
    if choice is Choice.SKIP:
        return Plan((), Fix(Remedy.DECLINED))
    number = game.incidents.index(incident) + 1
    may = says_may(incident.trigger.ability.effect)
    return Plan((Action(Verb.JUDGE_TRIGGER, (number,)),), Fix(Remedy.RESOLVED, may=may))


def _hidden_information(game: Game, incident: Incident) -> Plan:
    seen = [game.cards[i] for i in incident.cards]
    if not seen:
        raise JudgeError("the incident names no card that was seen")
    card = seen[0]
    opponent = 1 << (1 - card.owner)
    if card.zone is Zone.INKWELL and len(seen) == 1:
        show = Action(Verb.JUDGE_SHOW, (card.id, opponent | card.known & EVERYONE))
        if card.arrived is Arrival.INKED:  # announced and shown when inked: shown, put back
            return Plan((show,), Fix(Remedy.INKWELL_TURN_ACTION))
        # Put there unannounced: once seen, facedown hides nothing; it goes back into the
        # deck and a random card of the deck takes its place.
        actions = (
            show,
            Action(Verb.JUDGE_RETURN, (card.id,)),
            Action(Verb.JUDGE_REFILL, (card.owner,)),
        )
        return Plan(actions, Fix(Remedy.INKWELL_BY_EFFECT))
    returned = tuple(Action(Verb.JUDGE_RETURN, (c.id,)) for c in seen)
    extra = len(seen) if len(seen) > 1 else 0  # a set seen: as many more, unknown
    return Plan(returned, Fix(Remedy.ELSEWHERE, count=len(seen), extra=extra))


def _card_count(game: Game, incident: Incident) -> Plan:
    """PCG 2.3, each count the deviation made wrong by its cell of the table. A card put from
    the hand into the inkwell makes the inkwell one too many (the PCG's Fishbone Quill
    example); a card taken from the inkwell into the hand makes both counts wrong."""
    number = game.incidents.index(incident) + 1
    if incident.kind is Deviation.DRAW:
        return _too_many(game, incident.player, Zone.HAND, incident.cards)
    if incident.kind is Deviation.PUT:
        card = game.cards[incident.cards[0]]
        source, target = incident.zones[card.id], Zone(incident.action.other)
        # Both players can name the card: they know it, or it was inked by the turn action
        # (announced and shown) before the deed took it away.
        inked = bool(incident.was) and incident.was[0] is Arrival.INKED
        known = card.known == EVERYONE or (source is Zone.INKWELL and inked)
        if target is Zone.INKWELL:
            return _too_many(game, card.owner, Zone.INKWELL, (card.id,))
        if target is Zone.HAND and source is Zone.INKWELL:
            if known:  # the card the hand has too many is the one the inkwell misses
                return Plan((Action(Verb.JUDGE_RESTORE, (number,)),),
                            Fix(Remedy.MOVED_BACK, count=1))  # fmt: skip
            hand = _too_many(game, card.owner, Zone.HAND, (card.id,))
            refill = Action(Verb.JUDGE_REFILL, (card.owner,))
            return Plan((*hand.actions, refill),
                        replace(hand.fix, also=(Fix(Remedy.INKWELL_TOO_FEW, count=1),)))
        if target is Zone.HAND:
            return _too_many(game, card.owner, Zone.HAND, (card.id,))
        if source is Zone.HAND:
            draw = Action(Verb.JUDGE_DRAW, (card.owner, 1))
            return Plan((draw,), Fix(Remedy.HAND_TOO_FEW, count=1))
        if known:  # the card missing from the inkwell is one both can tell: it goes back
            return Plan((Action(Verb.JUDGE_RESTORE, (number,)),),
                        Fix(Remedy.INKWELL_TOO_FEW, count=1, known=True))  # fmt: skip
        refill = Action(Verb.JUDGE_REFILL, (card.owner,))
        return Plan((refill,), Fix(Remedy.INKWELL_TOO_FEW, count=1))
    why = incident.why
    if why is not None and why.because is Because.INK_ONCE:
        return _too_many(game, incident.player, Zone.INKWELL, incident.cards)
    raise JudgeError("the engine cannot tell which count is wrong: fix it by hand")


def _too_many(game: Game, player: int, zone: Zone, cards: tuple[int, ...]) -> Plan:
    """PCG 2.3, too many: find which cards belong. A card the deviation brought that both
    players can tell (an announced second ink, a card from the discard) is taken out by
    name; the rest are picked at random among the cards nobody can place."""
    named = tuple(c for c in cards
                  if game.cards[c].known == EVERYONE and game.cards[c].zone is zone)  # fmt: skip
    picked = len(cards) - len(named)
    remedy = Remedy.HAND_TOO_MANY if zone is Zone.HAND else Remedy.INKWELL_TOO_MANY
    actions = tuple(Action(Verb.JUDGE_RETURN, (c,)) for c in named)
    actions += (Action(Verb.JUDGE_RETURN_RANDOM, (player, int(zone))),) * picked
    if named and picked:
        return Plan(actions, Fix(remedy, count=picked,
                                 also=(Fix(remedy, count=len(named), known=True),)))  # fmt: skip
    return Plan(actions, Fix(remedy, count=len(cards), known=bool(named)))


_DEEDS = {
    Verb.PLAY: Deed.PLAY,
    Verb.SHIFT: Deed.PLAY,
    Verb.INK: Deed.INK,
    Verb.QUEST: Deed.QUEST,
    Verb.CHALLENGE: Deed.CHALLENGE,
    Verb.SING: Deed.SING,
    Verb.SING_WITH: Deed.SING,
    Verb.MOVE: Deed.MOVE,
    Verb.ACTIVATE: Deed.ACTIVATE,
    Verb.BOOST: Deed.ACTIVATE,
}


def _general_rule_error(
    game: Game, incident: Incident | None, choice: Choice, role: Role, players: tuple[str, str]
) -> Plan:
    if choice is Choice.REWIND:
        if role is not Role.LEAD:
            raise JudgeError("only the lead judge may rewind (PCG 1.2): fetch the lead")
        if incident is None:
            raise JudgeError("the engine saw nothing of a reported error to rewind to")
        play = turn_action_of(game, incident.position)
        start = play_start(game, incident.position)
        count = len(game.applied) - start
        if count < 1:
            raise JudgeError("there is nothing to rewind")
        first, _, who = game.applied[play]
        before = _before(game, incident, first, players[who], players)
        # A turn action the players took rightly and left part of undone (a draw, the
        # lore, a banishment) is taken again, rightly, once the game is back before it.
        again = (first,) if incident.kind in (Deviation.OVERLOOKED, Deviation.FORGOTTEN) else ()
        return Plan(again, Fix(Remedy.REWIND, count=count, before=before), rewind=count)
    if choice is not Choice.LEAVE:
        raise JudgeError(
            f"a General Rule Error's remedy is 'rewind' or 'leave', not {choice.value!r}"
        )
    return Plan((Action(Verb.JUDGE_CHECK),), Fix(Remedy.LEAVE))


def _before(
    game: Game, incident: Incident, first: Action, actor: str, players: tuple[str, str]
) -> Play:
    """The play a rewind goes back to just before (`first`, taken by `actor`), as the ruling
    names it."""
    if incident.kind is Deviation.FORGOTTEN:
        player = players[incident.player]
        if incident.action.verb is Verb.FORGET_DRAW:
            return Play(Deed.DRAW_STEP, player=player)
        location = game.cards[incident.cards[0]].definition
        return Play(Deed.SET_STEP, card_name(location), player=player)
    if first.verb is Verb.PASS:
        return Play(Deed.PASS, player=actor)
    if not first.args:
        raise JudgeError(f"{first} names no card to rewind to")
    if first.verb in (Verb.SING, Verb.SING_WITH):  # song, singer: the singer sang the song
        song, singer = (game.cards[i].definition for i in first.args)
        return Play(Deed.SING, card_name(singer), card_name(song))
    deed = _DEEDS.get(first.verb, Deed.RESOLVE)
    return Play(deed, card_name(game.cards[first.card].definition))


#: The answers, resolutions and deeds that belong to the play before them.
_WITHIN = frozenset({Verb.CHOOSE, Verb.YES, Verb.NO, Verb.NUMBER, Verb.DONE, Verb.RESOLVE,
                     Verb.MODE, Verb.NAME, Verb.PLAYER}) | DEEDS


def turn_action_of(game: Game, position: int) -> int:
    """The index of the turn action whose play includes action `position` (the answers,
    resolutions and deeds after it belong to it; FORMAT.md: "that whole play is undone"),
    0 if none."""
    index = min(position, len(game.applied) - 1)
    while index > 0 and game.applied[index][0].verb in _WITHIN:
        index -= 1
    # A song sung together begins with its first singer: singers follow one another, and a
    # song's "done" stands between them and another song's.
    while index > 0 and game.applied[index][0].verb is Verb.SING_WITH and (
        game.applied[index - 1][0].verb is Verb.SING_WITH
    ):
        index -= 1
    return max(index, 0)


def _back_to(game: Game, actions: list[Action]) -> None:
    """Return `game` to the history `actions` (a remedy refused halfway): undo what differs,
    then replay what was undone."""
    common = 0
    for now, then in zip(game.history, actions, strict=False):
        if now != then:
            break
        common += 1
    game.rewind(len(game.history) - common)
    for action in actions[common:]:
        game.apply(action)


def play_start(game: Game, position: int) -> int:
    """Where that play begins: its turn action, or the deeds just before it that armed it
    (what the players were to leave out of it belongs to it too)."""
    index = turn_action_of(game, position)
    while index > 0 and game.applied[index - 1][0].verb in ARMING:
        index -= 1
    return index


def apply(game: Game, chosen: Plan) -> Fix:
    """Carry out a remedy; for a game left as it is, say what the fix changed on the board.
    A remedy the game cannot take now (it is over; a card to put back has moved since) is
    refused with `JudgeError`, the game as it was."""
    was = list(game.history)
    try:
        if chosen.rewind:
            history.rewind(game, chosen.rewind)
        before = {card.id: card.zone for card in game.cards}
        for action in chosen.actions:
            game.apply(action)
    except IllegalAction as error:
        _back_to(game, was)
        raise JudgeError(f"the game cannot take this remedy now: {error.reason}") from None
    if chosen.fix.remedy is Remedy.LEAVE:
        banished = [
            BoardFix(BoardChange.BANISHED, card_name(card.definition))
            for card in game.cards
            if before[card.id] is Zone.PLAY and card.zone is Zone.DISCARD
        ]
        return Fix(Remedy.LEAVE, board=tuple(banished))
    return chosen.fix
