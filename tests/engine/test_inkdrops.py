"""Ink drops (set 14; the cards' reminder text: "You may remove an ink drop to pay 1 ⬡"):
set aside with ``drops N`` before the action that pays, used where ink falls short, kept
from turn to turn, hashed, undone, shown."""

from __future__ import annotations

import pickle

import pytest

from illumineer.engine import Action, view
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.vocabulary import Mode, Verb, Zone
from tests.engine.helpers import board, character

STITCH = character("Stitch", cost=1)
MICKEY = character("Mickey", cost=3)


def _with_drops(drops: int, ink: int = 0, mode: Mode = Mode.STRICT):  # type: ignore[no-untyped-def]
    game = board(ink=ink, mode=mode)
    small = game.place(STITCH, 0, Zone.HAND)
    big = game.place(MICKEY, 0, Zone.HAND)
    game.players[0].drops = drops
    return game, small, big


def test_drops_are_offered_to_set_aside_and_a_card_costing_more_than_ink_is_playable() -> None:
    # 4.3.2.4: 1 ready ink and 2 drops pay Mickey's 3.
    game, _, big = _with_drops(2, ink=1)
    legal = game.legal_actions()
    assert Action(Verb.DROPS, (1,)) in legal and Action(Verb.DROPS, (2,)) in legal
    assert Action(Verb.DROPS, (3,)) not in legal
    assert Action(Verb.PLAY, (big.id,)) in legal
    game.apply(Action(Verb.PLAY, (big.id,)))
    assert (game.players[0].drops, game.players[0].ready_ink) == (0, 0)


def test_without_drops_the_legal_actions_are_as_before() -> None:
    game, _, big = _with_drops(0, ink=1)
    legal = game.legal_actions()
    assert not any(a.verb is Verb.DROPS for a in legal)
    assert Action(Verb.PLAY, (big.id,)) not in legal


def test_drops_set_aside_lapse_when_the_next_action_pays_nothing() -> None:
    game, small, _ = _with_drops(1, ink=1)
    game.apply(Action(Verb.DROPS, (1,)))
    assert game.players[0].pledged == 1
    assert not any(a.verb is Verb.DROPS for a in game.legal_actions())  # once per action
    with pytest.raises(IllegalAction):
        game.apply(Action(Verb.DROPS, (1,)))
    game.apply(Action(Verb.INK, (small.id,)))
    assert (game.players[0].pledged, game.players[0].drops) == (0, 1)


def test_more_drops_than_one_has_cannot_be_set_aside() -> None:
    game, _, _ = _with_drops(1)
    with pytest.raises(ImpossibleAction):
        game.apply(Action(Verb.DROPS, (2,)))
    with pytest.raises(ImpossibleAction):
        game.apply(Action(Verb.DROPS, (0,)))


def test_drops_are_hashed_undone_cloned_and_shown() -> None:
    game, small, _ = _with_drops(2, ink=1)
    before = game.state_hash()
    game.apply(Action(Verb.DROPS, (2,)))
    assert game.state_hash() != before
    assert game.state_hash() == game.state_hash(fresh=True)
    assert view(game, 1)["players"][0]["drops_set_aside"] == 2
    game.apply(Action(Verb.PLAY, (small.id,)))
    assert game.players[0].drops == 1 and game.players[0].ready_ink == 1
    assert game.players[0].dropped_for == (small.id,)
    assert view(game, 1)["players"][0]["drops"] == 1  # public, like lore
    copy = game.clone()
    assert copy.state_hash() == game.state_hash()
    assert pickle.loads(pickle.dumps(copy)).players[0].drops == 1
    game.undo()
    game.undo()
    assert game.state_hash() == before and game.players[0].drops == 2


def test_the_turn_forgets_what_was_paid_with_drops_but_keeps_the_drops() -> None:
    game, small, _ = _with_drops(2)
    game.apply(Action(Verb.PLAY, (small.id,)))
    assert game.players[0].dropped_for == (small.id,)
    game.apply(Action(Verb.PASS))
    assert game.players[0].dropped_for == () and game.players[0].drops == 1


def test_a_table_records_an_underpaid_play_even_with_drops() -> None:
    game, _, big = _with_drops(1, ink=1, mode=Mode.TABLE)
    outcome = game.apply(Action(Verb.PLAY, (big.id,)))
    assert outcome.incident is not None and outcome.incident.rule == "1.5.3"
    assert game.players[0].drops == 0
