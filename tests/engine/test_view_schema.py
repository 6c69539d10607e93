"""The view's schema: what faces and bots read is typed and versioned; the events and the
actions a seat is told of name no card that seat may not know; a log says which engine and
which card data wrote it, so one that no longer replays says why."""

from __future__ import annotations

import dataclasses
import random
from typing import Any, get_type_hints

import pytest

from illumineer.cards.catalogue import Catalogue
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition, PrintedKeyword
from illumineer.engine.errors import GameLogError
from illumineer.engine.game import Game
from illumineer.engine.log import ENGINE_VERSION, GameLog, replay
from illumineer.engine.view import (
    PUBLIC,
    VIEW_VERSION,
    ActionShown,
    CardShown,
    LevelShown,
    PlayerShown,
    ResolvingShown,
    TriggerShown,
    View,
    events_seen,
    public_view,
    taken_seen,
    view,
    visible_ids,
)
from illumineer.engine.vocabulary import Zone
from tests.engine.helpers import board, character

Decks = tuple[list[CardDefinition], list[CardDefinition]]


def _keys(schema: type) -> set[str]:
    return set(get_type_hints(schema))


def _check_level(level: dict[str, Any], schema: type = LevelShown) -> None:
    assert set(level) <= _keys(schema), set(level) - _keys(schema)
    for player in level["players"]:
        assert set(player) <= _keys(PlayerShown)
        cards = [*player["hand"]["known"], *player["inkwell"], *player["play"],
                 *player["discard"]]  # fmt: skip
        for card in cards:
            assert set(card) <= _keys(CardShown), set(card) - _keys(CardShown)
    for shown in level.get("actions", []):
        assert set(shown) <= _keys(ActionShown)
    for trigger in level["bag"]:
        assert set(trigger) <= _keys(TriggerShown)
    if "resolving" in level:
        assert set(level["resolving"]) <= _keys(ResolvingShown)


def test_a_view_says_its_schema_version_and_every_key_is_in_the_schema(
    example_decks: Decks,
) -> None:
    game = Game.new(*example_decks, seed=3)
    rng = random.Random(3)
    for _ in range(200):
        if game.is_over:
            break
        for seat in (0, 1):
            seen = view(game, seat)
            assert seen["version"] == VIEW_VERSION and seen["seat"] == seat
            _check_level(dict(seen), View)
        game.apply(rng.choice(game.legal_actions()))


def test_cards_in_a_view_carry_their_printed_text_in_both_languages(
    example_decks: Decks,
) -> None:
    game = Game.new(*example_decks, seed=3)
    card = view(game, game.decider or 0)["players"][game.decider or 0]["hand"]["known"][0]
    assert "text" in card and "ja_text" in card


def test_a_boosted_card_goes_under_unnamed_in_every_seat_s_events() -> None:
    boost = (PrintedKeyword("Boost", 2),)
    booster = dataclasses.replace(character("Booster", cost=3), keywords=boost)
    game = board()
    for _ in range(4):
        game.place(character("Filler"), 0, Zone.INKWELL)
    card = game.place(booster, 0, Zone.PLAY)
    top = game.players[0].deck[-1]
    outcome = game.apply(Action.parse(f"boost c{card.id}"))
    for seat in (0, 1):
        boosts = [e for e in events_seen(game, seat, outcome.events) if e["kind"] == "boost"]
        assert boosts and boosts[0]["card"].get("name") == "Booster - Test"
        under = boosts[0]["other"]
        assert under.get("hidden") and "id" not in under and "name" not in under
        assert top.definition.full_name not in repr(events_seen(game, seat, outcome.events))


def test_an_action_naming_a_card_the_seat_may_not_know_is_told_without_its_id(
    example_decks: Decks,
) -> None:
    game = Game.new(*example_decks, seed=5)
    seat = game.decider
    assert seat is not None
    mulligan = next(a for a in game.legal_actions() if a.verb.text == "mulligan")
    game.apply(mulligan)
    mine = taken_seen(game, seat, mulligan, seat)
    theirs = taken_seen(game, 1 - seat, mulligan, seat)
    assert mine["action"] == str(mulligan) and "name" in mine["card"]
    assert "action" not in theirs and theirs["card"].get("hidden")
    assert theirs == {"verb": "mulligan", "player": seat, "card": theirs["card"]}
    assert "id" not in theirs["card"] and "name" not in theirs["card"]


def test_a_log_records_the_engine_version_and_the_card_data_hash(example_decks: Decks) -> None:
    game = Game.new(*example_decks, seed=1)
    text = GameLog.of(game, cards="ab" * 32).to_json()
    log = GameLog.from_json(text)
    assert (log.engine, log.cards) == (ENGINE_VERSION, "ab" * 32)


@pytest.mark.parametrize("field,value", [("engine", 7), ("cards", "x" * 201)])
def test_a_log_with_a_bad_engine_or_cards_field_is_refused(field: str, value: object) -> None:
    log = GameLog(1, 0, ((), ()), ())
    data = log.to_json().replace(f'"{field}": ', f'"{field}": {value!r}, "was": ', 1)
    data = data.replace("'", '"')
    with pytest.raises(GameLogError, match=f"game log '{field}' must be a text"):
        GameLog.from_json(data)


def test_a_log_that_no_longer_replays_says_the_cards_and_engine_it_was_written_with(
    example_decks: Decks, catalogue: Catalogue
) -> None:
    game = Game.new(*example_decks, seed=1)
    log = dataclasses.replace(GameLog.of(game, cards="0" * 64), actions=("keep", "quest c3"),
                              engine="0.0.9")  # fmt: skip
    with pytest.raises(GameLogError) as raised:
        replay(log, catalogue.get, cards="1" * 64)
    message = str(raised.value)
    assert "\n" not in message
    assert "action 2 ('quest c3') does not replay" in message
    assert f"engine 0.0.9, this is {ENGINE_VERSION}" in message
    assert "card data 000000000000, these are 111111111111" in message


def test_a_log_replayed_with_its_own_engine_and_cards_adds_no_reason(
    example_decks: Decks, catalogue: Catalogue
) -> None:
    game = Game.new(*example_decks, seed=1)
    log = dataclasses.replace(GameLog.of(game, cards="0" * 64), actions=("keep", "quest c3"))
    with pytest.raises(GameLogError) as raised:
        replay(log, catalogue.get, cards="0" * 64)
    assert "written with" not in str(raised.value)


def test_the_public_view_names_only_the_cards_both_seats_know_and_offers_no_actions(
    example_decks: Decks,
) -> None:
    game = Game.new(*example_decks, seed=9)
    rng = random.Random(9)
    for _ in range(60):
        game.apply(rng.choice(game.legal_actions()))
    seen = public_view(game)
    assert seen["seat"] == PUBLIC and "actions" not in seen
    _check_level(dict(seen), View)
    public = visible_ids(game, 0) & visible_ids(game, 1)
    assert visible_ids(game, PUBLIC) == public
    named: set[int] = set()
    for player in seen["players"]:
        cards = [*player["hand"]["known"], *player["inkwell"], *player["play"],
                 *player["discard"]]  # fmt: skip
        named |= {card["id"] for card in cards if not card.get("hidden")}
        assert player["hand"]["count"] >= len(player["hand"]["known"])
    assert named <= public
    # Play and discard are public; a card inked by the turn action is seen by both.
    assert any(card["id"] in public for p in seen["players"] for card in p["inkwell"]
               if not card.get("hidden"))  # fmt: skip
    assert seen["players"][0]["play"] or seen["players"][1]["play"]


def test_a_challenge_s_damage_is_shown_to_each_seat_with_its_amount() -> None:
    game = board()
    attacker = game.place(character("Attacker", strength=2, willpower=5), 0, Zone.PLAY)
    defender = game.place(character("Defender", strength=1, willpower=5), 1, Zone.PLAY,
                          exerted=True)  # fmt: skip
    outcome = game.apply(Action.parse(f"challenge c{attacker.id} c{defender.id}"))
    for seat in (0, 1):
        damage = {e["card"]["name"]: e.get("amount")
                  for e in events_seen(game, seat, outcome.events) if e["kind"] == "damage"}
        assert damage == {"Defender - Test": 2, "Attacker - Test": 1}
        challenge = [e for e in events_seen(game, seat, outcome.events) if e["kind"] == "challenge"]
        assert challenge and "amount" not in challenge[0]  # a challenge has no amount to say
