"""The ledger under random play: table-mode games with random deviations, calls, remedies,
corrections and voids, checked after every ledger operation against what the guidelines say
the ledger must be.

After each operation: the ledger only grew (append-only); the corrective actions that stand
are what `penalties.recompute` works out again from the entries in the order the calls were
made; every standing Warning and Game Loss fits its player's count of earlier Warnings for
that infraction (the third and every later one a Game Loss) and those counts are
`penalties.warning_counts`; an incident is ruled by at most one standing entry; and every
penalty is one the event's level allows. At the end the game, remedies and all, replays from
its log to the identical state.

Below the property, the bugs it found, each pinned by a small test of its own: corrections
counted after every later call, a correction of a correction counting the ruling it replaced,
a correction to another infraction leaving the Game Losses that rested on it, a seen card
classified anew once its remedy moved it, and a table that could not rule again on its own
entry. ``HYPOTHESIS_PROFILE=long`` tries many more games.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Sequence

from hypothesis import HealthCheck, Phase, event, given, note, settings
from hypothesis import strategies as st

from illumineer.cards.catalogue import Catalogue
from illumineer.cards.decks import example_deck_path, parse_deck
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import IllegalAction, JudgeError
from illumineer.engine.game import Game
from illumineer.engine.log import GameLog, replay
from illumineer.engine.vocabulary import Mode, Zone
from illumineer.judge import ledger as ledgers
from illumineer.judge.classify import Reason
from illumineer.judge.entries import Entry, roots, standing
from illumineer.judge.fixes import Fix, Remedy
from illumineer.judge.ledger import Ledger
from illumineer.judge.penalties import (
    UPGRADE_AT,
    Basis,
    CorrectiveAction,
    counts_as_warning,
    recompute,
    warning_counts,
)
from illumineer.judge.remedies import CHOICES, Choice
from illumineer.judge.rulings import Ruling
from illumineer.judge.table import Table, incident_key
from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role
from tests.engine.helpers import board, character

EVENT = "Set Championship Nagoya"
PLAYERS = ("Kenji Sato", "Mei Tanaka")
LONG = os.environ.get("HYPOTHESIS_PROFILE") == "long"
EXAMPLES = 200 if LONG else 12
#: A game takes a fraction of a second, so shrinking a failure takes minutes: by default a
#: failure is reported as found (its notes say what happened, step by step), and shrunk in
#: the long profile only.
PHASES = tuple(Phase) if LONG else (Phase.explicit, Phase.reuse, Phase.generate)
#: Steps per game: enough for a few upgrades, voids and corrections in most games.
STEPS = 160

#: The penalties a standing entry may have, by level and infraction (JUDGE.md's table, a
#: Game Loss only as an upgraded Warning, none for a self-caught Missed Trigger).
_COLUMN: dict[Level, dict[Infraction, frozenset[Penalty]]] = {
    Level.CASUAL: {
        Infraction.MISSED_TRIGGER: frozenset({Penalty.NONE, Penalty.CAUTION}),
        Infraction.NONE: frozenset({Penalty.NONE}),
    },
    Level.COMPETITIVE: {
        Infraction.MISSED_TRIGGER: frozenset(Penalty),
        Infraction.NONE: frozenset({Penalty.NONE}),
    },
}
#: The other infractions'.
_DEFAULT: dict[Level, frozenset[Penalty]] = {
    Level.CASUAL: frozenset({Penalty.CAUTION}),
    Level.COMPETITIVE: frozenset({Penalty.WARNING, Penalty.GAME_LOSS}),
}


def _decks(catalogue: Catalogue) -> list[list[CardDefinition]]:
    """Decks with triggered abilities, so that Missed Triggers happen too."""
    return [
        parse_deck(example_deck_path(name).read_text(encoding="utf-8"), catalogue).cards()
        for name in ("set1-amber-steel", "set1-ruby-sapphire")
    ]


def _book(level: Level) -> Ledger:
    book = ledgers.open("sqlite://")
    book.create_event(EVENT, level)
    book.enrol(EVENT, PLAYERS[0], "佐藤健二")
    book.enrol(EVENT, PLAYERS[1], "田中芽衣")
    return book


# ---------------------------------------------------------------------- what must always hold


def check(book: Ledger, level: Level, seen: Sequence[Entry]) -> list[Entry]:
    """Every invariant of the ledger after an operation; returns the entries now."""
    entries = book.entries(EVENT)
    assert entries[: len(seen)] == list(seen), "an entry changed or vanished"
    assert [e.id for e in entries] == sorted({e.id for e in entries})
    changed = [(c.entry.id, c.entry.penalty.name, c.action.penalty.name, c.action.warnings_before)
               for c in recompute(entries)]  # fmt: skip
    assert changed == [], "standing corrective actions (id, recorded, recounted, before)"

    stand = standing(entries)
    keys = [e.incident for e in stand if e.incident is not None]
    assert len(keys) == len(set(keys)), "an incident is ruled twice"

    place = roots(entries)
    counted: Counter[tuple[str, Infraction]] = Counter()
    for entry in sorted(stand, key=lambda e: place[e.id]):  # in the order the calls were made
        allowed = _COLUMN[level].get(entry.infraction, _DEFAULT[level])
        assert entry.penalty in allowed, (entry.id, level, entry.infraction, entry.penalty)
        if entry.ruling is not None:  # the ruling as data says what the columns say
            action = entry.ruling["action"]
            assert (action["penalty"], action["upgraded"]) == (entry.penalty.name,
                                                               entry.upgraded)  # fmt: skip
        if not counts_as_warning(entry):
            assert entry.penalty is not Penalty.GAME_LOSS, "a Game Loss that upgraded nothing"
            continue
        key = (entry.player, entry.infraction)
        before = counted[key]
        counted[key] += 1
        assert (entry.penalty is Penalty.GAME_LOSS) is (before + 1 >= UPGRADE_AT), (
            entry.id, before, entry.penalty)  # fmt: skip
        if entry.upgraded and entry.ruling is not None:  # the ruling says the count
            assert entry.ruling["action"]["warnings_before"] == before, entry.id

    counts = warning_counts(entries)
    assert {(c.player, c.infraction): c.warnings for c in counts} == dict(counted)
    assert book.warning_counts(EVENT) == counts
    for player in book.roster(EVENT):
        mine = [c for c in counts if c.player == player.id]
        assert book.warning_counts(EVENT, player=player.id) == mine
    return entries


# ---------------------------------------------------------------------- the random parts


def _deed(game: Game, data: st.DataObject) -> str | None:
    """A deed the players could do now, in its text form."""
    state = game.current
    seat = data.draw(st.integers(0, 1))
    who = ("p1", "p2")[seat]
    player = state.players[seat]
    kinds = ["draw", "look", "forget-draw", "forget-lore"]
    hidden = [c for p in state.players for zone in (p.deck, p.hand, p.inkwell) for c in zone]
    if hidden:
        kinds.append("reveal")
    if player.hand or player.inkwell:
        kinds.append("put")
    if state.bag:
        kinds.append("miss")
    in_play = [c for p in state.players for c in p.play]
    if in_play:
        kinds.append("overlook")
    kind = data.draw(st.sampled_from(kinds))
    if kind == "draw":
        return f"draw {who} {data.draw(st.integers(1, 2))}"
    if kind == "look":
        return f"look {who} {data.draw(st.integers(1, 3))}"
    if kind in ("forget-draw", "forget-lore"):
        return f"{kind} {who}"
    if kind == "reveal":
        card = data.draw(st.sampled_from(hidden))
        return f"reveal c{card.id} {data.draw(st.sampled_from(['p1', 'p2', 'both']))}"
    if kind == "put":
        card = data.draw(st.sampled_from([*player.hand, *player.inkwell]))
        zone = data.draw(st.sampled_from(["hand", "inkwell", "discard", "deck"]))
        return f"put c{card.id} {zone}"
    if kind == "miss":
        trigger = data.draw(st.sampled_from(state.bag))
        return f"miss c{trigger.source} {trigger.number}"
    return f"overlook c{data.draw(st.sampled_from(in_play)).id}"


def _replays(game: Game, action: Action) -> None:
    """An offered action passes the check a replay of the log makes (a replay has no offer
    to rely on): an offer the game takes and its log refuses is a log that does not replay."""
    try:
        game.verify(action)
    except IllegalAction as error:
        raise AssertionError(f"{action} was offered, but a replay refuses it: {error}") from None


def _correctable(entries: Sequence[Entry]) -> list[Entry]:
    """The standing rulings of an incident a judge may rule again: any of them, a correction
    or a lead's takeover included, however many calls came after it."""
    return [e for e in standing(entries) if e.incident is not None and e.ruling is not None]


def _call(table: Table, data: st.DataObject) -> str:
    """A judge calls a random incident and applies a random remedy (mostly an allowed one)."""
    items = table.listed()
    if not items:
        return "no incident to call"
    number = data.draw(st.integers(1, len(items)))
    role = data.draw(st.sampled_from(list(Role)))  # the lead after the floor takes over
    try:
        call = table.call(number, role=role)
    except JudgeError as error:
        return f"call {number} ({role}) refused: {error}"
    allowed = list(CHOICES[call.infraction])
    if not allowed or data.draw(st.integers(0, 3)) == 3:  # now and then one they refuse
        allowed = list(Choice)
    choice = data.draw(st.sampled_from(allowed))
    before = table.game.state_hash()
    try:
        fix = table.remedy(choice)
    except (JudgeError, IllegalAction) as error:  # the game cannot take it now: refused
        assert table.game.state_hash() == before, f"a refused remedy changed the game: {error}"
        return f"call {number} ({role}, {call.action.penalty}), {choice.value} refused: {error}"
    return f"call {number} ({role}, {call.action.penalty}), {choice.value}: {fix.remedy.value}"


def _correct(game: Game, table: Table, data: st.DataObject) -> str:
    """A judge rules an incident again, correcting its entry: by the ledger alone (what
    `illumineer judge ask --corrects` records), or by calling it at the table again, in the
    same session or a new one (another run of `illumineer judge remedy --corrects`)."""
    book = table.ledger
    candidates = _correctable(book.entries(EVENT))
    if not candidates:
        return "nothing to correct"
    entry = data.draw(st.sampled_from(candidates))
    assert entry.ruling is not None and entry.incident is not None
    if data.draw(st.booleans()):
        basis = entry.ruling["action"]["basis"]
        recorded = book.rule(
            Ruling.from_data(entry.ruling), event=EVENT, player=entry.player, judge="Aiko",
            role=Role.LEAD, detrimental=basis == Basis.DETRIMENTAL.name,
            self_caught=basis == Basis.SELF_CAUGHT.name, incident=entry.incident,
            corrects=entry.id,
        )  # fmt: skip
        corrected, final = recorded[0], recorded[1]  # (the entry and the ruling recorded)
        assert corrected.corrects == entry.id and corrected.penalty is final.penalty
        return f"ruled entry {entry.id} again: entry {corrected.id}, {corrected.penalty}"
    again = table
    if data.draw(st.booleans()):
        again = Table(game, level=table.level, book=book, event=EVENT, judge="Aiko",
                      players=PLAYERS)  # fmt: skip
    numbers = [n for n, item in enumerate(again.listed(), 1)
               if item.incident is not None
               and incident_key(game, item.position) == entry.incident]  # fmt: skip
    if not numbers:
        return f"entry {entry.id}'s incident was rewound away"
    try:
        call = again.call(numbers[0], role=Role.LEAD, corrects=entry.id)
    except JudgeError as error:
        return f"calling entry {entry.id} again refused: {error}"
    allowed = list(CHOICES[call.infraction]) or [Choice.APPLY]
    before = game.state_hash()
    try:
        again.remedy(data.draw(st.sampled_from(allowed)))
    except (JudgeError, IllegalAction) as error:
        assert game.state_hash() == before, f"a refused remedy changed the game: {error}"
        return f"calling entry {entry.id} again ({call.infraction}): remedy refused: {error}"
    finally:
        again.finish()  # a Game Loss, which no remedy follows, is recorded too
    return f"called entry {entry.id} again at the table: entry {call.entry}"


def _void(book: Ledger, data: st.DataObject) -> str:
    """A head judge voids a random entry that stands."""
    stand = standing(book.entries(EVENT))
    if not stand:
        return "nothing to void"
    entry = data.draw(st.sampled_from(stand))
    voided = book.void(entry.id, judge="Head Judge", role=Role.LEAD, note="called in error")
    return f"voided entry {entry.id}: recomputed {[e.corrects for e in voided.corrected]}"


@settings(max_examples=EXAMPLES, deadline=None, phases=PHASES,
          suppress_health_check=[HealthCheck.too_slow])  # fmt: skip
@given(
    seed=st.integers(0, 2**16),
    level=st.sampled_from([Level.COMPETITIVE, Level.COMPETITIVE, Level.CASUAL]),
    data=st.data(),
)
def test_the_standing_corrective_actions_are_always_a_recount_of_the_calls_in_order(
    catalogue: Catalogue, seed: int, level: Level, data: st.DataObject
) -> None:
    """Whatever the players did and the judges called, corrected and voided, the ledger says
    what counting the calls again in order says, and the game replays to the same state."""
    decks = _decks(catalogue)
    game = Game.new(*decks, seed=seed, mode=Mode.TABLE)
    book = _book(level)
    table = Table(game, level=level, book=book, event=EVENT, judge="Kenta", players=PLAYERS)
    seen = check(book, level, [])
    for _ in range(STEPS):
        roll = data.draw(st.integers(0, 99))  # shrinks towards plain play
        before = game.state_hash()
        try:
            if roll < 50:
                if not game.is_over:
                    legal = game.legal_actions()
                    action = legal[data.draw(st.integers(0, len(legal) - 1))]
                    _replays(game, action)
                    game.apply(action)
                continue
            if roll < 68:
                if not game.is_over:
                    deed = _deed(game, data)
                    note(f"deed {deed}")
                    if deed is not None:
                        game.apply(Action.parse(deed))
                continue
        except IllegalAction:
            assert game.state_hash() == before  # refused, changing nothing
            continue
        if roll < 91:
            note(_call(table, data))
        elif roll < 96:
            note(_correct(game, table, data))
        else:
            note(_void(book, data))
        seen = check(book, level, seen)
    table.finish()
    check(book, level, seen)

    everything = book.entries(EVENT)  # what the example tried (--hypothesis-show-statistics)
    again_ruled = any(e.corrects is not None and e.judge == "Aiko" for e in everything)
    recounted = any(e.judge == "Head Judge" and not e.void for e in everything)
    event(f"a Game Loss upgraded: {any(e.upgraded for e in everything)}")
    event(f"a void: {any(e.void for e in everything)}")
    event(f"a ruling again: {again_ruled}")
    event(f"a void corrected a later ruling: {recounted}")

    assert game.state_hash() == game.state_hash(fresh=True)
    again = replay(GameLog.from_json(GameLog.of(game).to_json()), catalogue.get)
    assert again.state_hash() == game.state_hash()
    assert len(again.incidents) == len(game.incidents)


# ---------------------------------------------------------------------- what the property found
# Each of these failed at 28a012a; the property found them all.

_COUNT = Ruling(Reason.WRONG_COUNT, Level.COMPETITIVE,
                CorrectiveAction(Penalty.WARNING, Basis.LEVEL),
                Fix(Remedy.HAND_TOO_FEW, count=1))  # fmt: skip
_SEEN = Ruling(Reason.SEEN_STILL_IN_SET, Level.COMPETITIVE,
               CorrectiveAction(Penalty.WARNING, Basis.LEVEL),
               Fix(Remedy.ELSEWHERE, count=1))  # fmt: skip


def _rule(book: Ledger, incident: str, ruling: Ruling = _COUNT,
          corrects: int | None = None) -> Entry:  # fmt: skip
    recorded = book.rule(ruling, event=EVENT, player=PLAYERS[0], judge="Aiko", role=Role.LEAD,
                         incident=incident, corrects=corrects)  # fmt: skip
    return recorded[0]


def test_a_correction_of_a_correction_counts_the_warning_it_replaced_once() -> None:
    """A ruling corrected twice is one call: correcting the correction must not bring the
    first ruling back into the count (here it made a second Warning a Game Loss)."""
    book = _book(Level.COMPETITIVE)
    _rule(book, "game:1")
    second = _rule(book, "game:2")
    again = _rule(book, "game:2", corrects=second.id)
    assert again.penalty is Penalty.WARNING  # one earlier Warning: right so far
    once_more = _rule(book, "game:2", corrects=again.id)
    assert recompute(book.entries(EVENT)) == []
    assert once_more.penalty is Penalty.WARNING and not once_more.upgraded


def test_a_correction_is_counted_where_the_call_it_corrects_was_made() -> None:
    """Ruling the player's first call again, after two more, is still their first Warning:
    `recompute` says so, and a later void would correct the entry to say so too."""
    book = _book(Level.COMPETITIVE)
    first = _rule(book, "game:1")
    _rule(book, "game:2")
    assert _rule(book, "game:3").penalty is Penalty.GAME_LOSS
    again = _rule(book, "game:1", corrects=first.id)
    assert recompute(book.entries(EVENT)) == []
    assert again.penalty is Penalty.WARNING and not again.upgraded


def test_a_correction_to_another_infraction_recounts_the_calls_after_it() -> None:
    """A Card Count Error ruled again as a Hidden Information Error no longer counts towards
    the Card Count Error upgrade: the third call, a Game Loss only because of it, becomes a
    Warning in the same step, as after a void."""
    book = _book(Level.COMPETITIVE)
    first = _rule(book, "game:1")
    _rule(book, "game:2")
    third = _rule(book, "game:3")
    assert third.penalty is Penalty.GAME_LOSS
    _rule(book, "game:1", _SEEN, corrects=first.id)
    assert recompute(book.entries(EVENT)) == []
    counts = {(c.infraction, c.warnings) for c in book.warning_counts(EVENT)}
    assert counts == {(Infraction.CARD_COUNT_ERROR, 2), (Infraction.HIDDEN_INFORMATION_ERROR, 1)}
    counted = [e.penalty for e in standing(book.entries(EVENT))
               if e.infraction is Infraction.CARD_COUNT_ERROR]  # fmt: skip
    assert counted == [Penalty.WARNING, Penalty.WARNING]


def test_a_hidden_information_error_is_still_one_after_its_remedy() -> None:
    """A card of the hand shown to the opponent is a Hidden Information Error; its remedy
    shuffles the card into the deck. The ruled incident, listed again (`judge remedy --list`
    on the corrected log) or ruled again (`--corrects`), must still be what the ledger says it
    was, not a Card Count Error whose remedy the engine then refuses."""
    game = board(deck=8, mode=Mode.TABLE)
    card = game.place(character("Secret"), 0, Zone.HAND)
    game.apply(Action.parse(f"reveal c{card.id} p2"))
    table = Table(game, level=Level.COMPETITIVE)
    assert table.infractions() == [Infraction.HIDDEN_INFORMATION_ERROR]
    table.call(1)
    assert table.remedy("apply").remedy is Remedy.ELSEWHERE
    entry = table.ruled(1)
    assert entry is not None and entry.infraction is Infraction.HIDDEN_INFORMATION_ERROR
    again = Table(game, level=Level.COMPETITIVE, book=table.ledger, event="event")
    assert again.infractions() == [Infraction.HIDDEN_INFORMATION_ERROR]
    assert again.call(1, corrects=entry.id).infraction is Infraction.HIDDEN_INFORMATION_ERROR


def test_a_table_rules_again_on_an_entry_it_recorded_itself() -> None:
    """`Table.call(n, corrects=entry)` rules incident `n` again, correcting its entry, in the
    session that recorded it as well as in a new one."""
    game = board(deck=8, mode=Mode.TABLE)
    game.apply(Action.parse("draw p1 1"))  # a card too many: a Card Count Error
    table = Table(game, level=Level.COMPETITIVE)
    first = table.call(1)
    table.remedy("apply")
    assert first.entry == 1
    again = table.call(1, corrects=first.entry)
    assert again is not first and again.corrects == first.entry
    table.remedy("apply")
    assert [e.corrects for e in table.ledger.entries("event")] == [None, 1]
