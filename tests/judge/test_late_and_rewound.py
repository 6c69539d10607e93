"""A missed trigger resolved late whose "may" belongs to more than one player, and a remedy
asked for an incident a rewind took away: named after the guidelines they prove."""

from __future__ import annotations

import dataclasses

import pytest

from illumineer.engine.abilities import (
    Behaviour,
    EachInksFromDiscard,
    EachPlayer,
    GetDrops,
    InkInstead,
    PlayersInkTop,
    Plays,
    Static,
    Step,
    This,
    Triggered,
)
from illumineer.engine.actions import Action
from illumineer.engine.errors import JudgeError
from illumineer.engine.game import Game
from illumineer.engine.state import Card
from illumineer.engine.vocabulary import Mode, Verb, Zone
from illumineer.judge.fixes import Remedy
from illumineer.judge.table import Table
from illumineer.judge.vocabulary import Level
from tests.engine.helpers import board
from tests.engine.helpers import character as vanilla


def on_play(name: str, *effect: Step) -> object:
    behaviour = Behaviour((Triggered((Plays(This()),), effect, name.upper()),))
    return dataclasses.replace(vanilla(name), behaviour=behaviour, effects=("x",))


def played(*effect: Step, missed: bool) -> tuple[Game, Card, list[Card], list[Card]]:
    """p1 plays a character whose "when you play" trigger is `effect`, with two cards in
    each discard; the trigger is then missed, or resolves."""
    game = board(ink=1, deck=8, mode=Mode.TABLE)
    flood = game.place(on_play("Flood", *effect), 0, Zone.HAND)  # type: ignore[arg-type]
    mine = [game.place(vanilla("Mine"), 0, Zone.DISCARD) for _ in range(2)]
    theirs = [game.place(vanilla("Theirs"), 1, Zone.DISCARD) for _ in range(2)]
    game.apply(Action.parse(f"play c{flood.id}"))
    assert game.bag
    game.apply(Action.parse(f"{'miss' if missed else 'resolve'} c{flood.id} 0"))
    return game, flood, mine, theirs


def test_6_1_4_each_player_is_asked_of_their_own_discard_when_it_resolves() -> None:
    game, _, mine, theirs = played(EachInksFromDiscard(5), missed=False)
    prompt = game.current.prompt
    assert prompt is not None and prompt.player == 0
    assert set(prompt.options) == {c.id for c in mine}
    game.apply(Action(Verb.DONE))
    prompt = game.current.prompt
    assert prompt is not None and prompt.player == 1
    assert set(prompt.options) == {c.id for c in theirs}


def test_pcg_2_1_late_each_player_may_counts_as_no_for_each_player() -> None:
    """JUDGE.md, step 4: "A 'may' is treated as 'no'": an "up to" choice that is the "may"
    asks nobody, neither the player who missed the trigger nor the opponent (who decided
    whether it resolves at all, in step 3)."""
    game, _, mine, theirs = played(EachInksFromDiscard(5), missed=True)
    table = Table(game, level=Level.CASUAL)
    table.call(1)
    fix = table.remedy("resolve")
    assert fix.remedy is Remedy.RESOLVED and fix.may
    assert game.current.prompt is None and game.current.resolving is None
    assert all(c.zone is Zone.DISCARD for c in (*mine, *theirs))
    assert len(game.players[0].inkwell) == 1 and not game.players[1].inkwell


def test_pcg_2_1_late_each_player_may_yes_or_no_is_no_for_each_player() -> None:
    """A "may" asked of each player in turn is a "no" for every one of them, the step run
    to its end (not cut short after the first player)."""
    game, _, _, _ = played(PlayersInkTop(EachPlayer(), 1, may=True), missed=True)
    table = Table(game, level=Level.CASUAL)
    table.call(1)
    table.remedy("resolve")
    assert game.current.prompt is None and game.current.resolving is None
    assert len(game.players[0].inkwell) == 1 and not game.players[1].inkwell
    assert len(game.players[0].deck) == len(game.players[1].deck) == 8


def test_pcg_2_1_late_a_may_asked_once_per_drop_is_no_for_every_drop() -> None:
    """ "You may put the top card of your deck into your inkwell instead" is asked for each
    drop; late, each is a "no", and each drop is still got."""
    game = board(ink=1, deck=8, mode=Mode.TABLE)
    instead = Behaviour((Static(InkInstead()),))
    game.place(dataclasses.replace(vanilla("Instead"), behaviour=instead), 0, Zone.PLAY)
    flood = game.place(on_play("Drops", GetDrops(2)), 0, Zone.HAND)  # type: ignore[arg-type]
    game.apply(Action.parse(f"play c{flood.id}"))
    game.apply(Action.parse(f"miss c{flood.id} 0"))
    table = Table(game, level=Level.CASUAL)
    table.call(1)
    table.remedy("resolve")
    assert game.current.prompt is None and game.current.resolving is None
    assert game.players[0].drops == 2 and len(game.players[0].inkwell) == 1


def quested_while_drying(then: str = "") -> tuple[Game, Table]:
    """p1 plays a character and quests with it at once (1.7.5), inks another card if `then`
    says so, and the lead calls the quest."""
    game = board(ink=1, deck=8, mode=Mode.TABLE)
    card = game.place(vanilla("Filler"), 0, Zone.HAND)
    spare = game.place(vanilla("Spare"), 0, Zone.HAND)
    game.apply(Action.parse(f"play c{card.id}"))
    game.apply(Action.parse(f"quest c{card.id}"))
    if then:
        game.apply(Action.parse(f"{then} c{spare.id}"))
    table = Table(game)
    table.call(1)
    return game, table


def test_a_rewind_or_takeback_of_a_called_incident_waits_for_its_remedy() -> None:
    """The corrective action of a call reaches the ledger with its remedy: undoing the
    incident first would lose it, so the remedy comes first (a rewind is one of them)."""
    game, table = quested_while_drying()
    history, state = list(game.history), game.state_hash()
    for undo, argument in ((table.rewind, 1), (table.rewind, 2), (table.takeback, 0)):
        with pytest.raises(JudgeError) as refused:
            undo(argument)
        assert str(refused.value).endswith("would undo incident 1, called and not remedied "
                                           "yet: apply its remedy first")  # fmt: skip
        assert list(game.history) == history and game.state_hash() == state
    table.remedy("leave")
    assert len(table.ledger.entries(table.event)) == 1
    undone = table.rewind(2)  # remedied (its check, then the quest): the lead may rewind
    assert [action.verb for action in undone] == [Verb.JUDGE_CHECK, Verb.QUEST]
    assert not game.incidents


def test_a_rewind_that_stops_before_a_called_incident_is_allowed() -> None:
    game, table = quested_while_drying(then="ink")
    assert [action.verb for action in table.rewind(1)] == [Verb.INK]
    assert len(game.incidents) == 1


def test_pcg_1_2_a_remedy_for_an_incident_a_rewind_took_away_is_refused() -> None:
    game, table = quested_while_drying()
    game.rewind(1)  # the engine's own undo (not the judge's): the quest goes, its incident too
    assert table.listed() == [] and not game.incidents
    history, state = list(game.history), game.state_hash()
    for choice in ("rewind", "leave"):
        with pytest.raises(JudgeError) as refused:
            table.remedy(choice)
        message = str(refused.value)
        assert "\n" not in message and "rewound" in message
    assert list(game.history) == history and game.state_hash() == state  # the play stays
    assert table.ledger.entries(table.event) == []
    assert table.last is not None and table.last.fix is None


def test_pcg_1_2_a_remedy_still_applies_when_the_rewind_left_its_incident() -> None:
    game, table = quested_while_drying(then="ink")
    table.rewind(1)  # only the ink, after the quest
    fix = table.remedy("rewind")
    assert fix.remedy is Remedy.REWIND and fix.count == 1
    assert len(game.history) == 1 and not game.incidents  # back to just before the quest
