"""Subgames (issue 4, after Magic rule 729): a game inside a game, nested, undone, replayed."""

from __future__ import annotations

import random

from illumineer.cards.testcards import TEST_CARDS
from illumineer.engine import rules
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.game import Game
from illumineer.engine.log import GameLog, replay
from illumineer.engine.state import Card, GameState
from illumineer.engine.view import view, visible_ids
from illumineer.engine.vocabulary import PromptKind, Verb, Zone
from tests.engine.helpers import character

FILLER = character("Filler")
TALE = TEST_CARDS.get("Tale Within a Tale")
DOOR = TEST_CARDS.get("Door Between Tales")
SPRITE = TEST_CARDS.get("Homesick Sprite - Between Worlds")


def all_cards(game: Game) -> list[Card]:
    """Every card in every zone of the game and of the subgames running inside it."""
    found: list[Card] = []
    level: GameState | None = game
    while level is not None:
        found += [c for p in level.players for zone in p.zones for c in zone]
        level = level.subgame
    return found


def conserved(game: Game) -> bool:
    cards = all_cards(game)
    return len(cards) == len(game.cards) == len({c.id for c in cards})


def drive(game: Game, until: int, limit: int = 400) -> None:
    """Play sensibly until the running game reaches depth `until`: keep hands, play a Tale
    when possible, ink otherwise, pass."""
    for _ in range(limit):
        if game.current.depth == until or game.is_over:
            return
        legal = game.legal_actions()
        order = (Verb.KEEP, Verb.PLAY, Verb.INK, Verb.RESOLVE, Verb.CHOOSE, Verb.YES, Verb.PASS)
        for verb in order:
            picks = [a for a in legal if a.verb is verb]
            if verb is Verb.PLAY:
                picks = [a for a in picks if game.card(a.card).definition is TALE]
            if picks:
                game.apply(picks[0])
                break
    raise AssertionError("the position did not reach the wanted depth")


def tale_position(p1_deck: list[CardDefinition]) -> tuple[Game, Card]:
    game = Game.position(seed=11)
    for _ in range(2):
        game.place(FILLER, 0, Zone.INKWELL)
    tale = game.place(TALE, 0, Zone.HAND)
    for definition in p1_deck:
        game.place(definition, 0, Zone.DECK)
    for _ in range(25):
        game.place(FILLER, 1, Zone.DECK)
    game.players[0].lore = 9
    game.players[1].lore = 5
    return game, tale


def test_729_subgames_nest_and_fold_back_level_by_level() -> None:
    game, tale = tale_position([TALE] + [FILLER] * 24)
    start = game.state_hash()
    game.apply(Action(Verb.PLAY, (tale.id,)))
    assert game.current.depth == 1 and conserved(game)
    drive(game, until=2)
    twin = game.clone(history=False)  # a cheap copy carries every level of subgame
    assert twin.state_hash() == game.state_hash() and twin.current.depth == 2
    middle = game.subgame
    assert middle is not None and middle.prompt is not None
    assert middle.prompt.kind is PromptKind.SUBGAME
    assert game.current.depth == 2 and conserved(game)
    # Both outer games are suspended: decisions are the innermost game's.
    assert game.legal_actions() == rules.legal_actions(game.current)
    drive(game, until=0, limit=2000)
    assert game.subgame is None and conserved(game)
    assert game.players[0].lore in (9, 4) and game.players[1].lore in (5, 2)
    assert len(game.players[0].deck) == 25 - 0 and tale.zone is Zone.DISCARD
    # Undo steps back into and out of both subgames to the very start.
    while game.undo() is not None:
        assert conserved(game)
    assert game.state_hash() == start


def test_729_a_cheap_copy_taken_in_a_subgame_plays_on_without_touching_the_original() -> None:
    game, tale = tale_position([TALE] + [FILLER] * 24)
    game.apply(Action(Verb.PLAY, (tale.id,)))
    drive(game, until=1)
    before, history = game.state_hash(), len(game.trail)
    twin = game.clone(history=False)
    inner = twin.current
    assert inner.trail is twin.trail and inner.cards is twin.cards  # one trail, one card list
    drive(twin, until=0, limit=2000)  # the copy's subgame ends and folds back
    assert twin.subgame is None and conserved(twin)
    assert game.state_hash() == before and len(game.trail) == history
    assert game.current.depth == 1 and conserved(game)
    while twin.undo() is not None:  # the copy's history undoes inside its own subgame
        assert conserved(twin)
    assert twin.state_hash() == before


def test_729_lore_gained_in_a_subgame_vanishes_with_it() -> None:
    game, tale = tale_position([FILLER] * 30)
    game.apply(Action(Verb.PLAY, (tale.id,)))
    sub = game.subgame
    assert sub is not None
    sub.players[0].lore = 19  # as if p1 quested a lot in the subgame
    drive(game, until=0, limit=3000)
    assert game.players[0].lore in (9, 4)  # never 19+: subgame lore is not main lore


def door_position(p1_deck: int) -> tuple[Game, Card, Card]:
    """Door Between Tales in hand with the ink to play it, Homesick Sprite in play."""
    game = Game.position(seed=5)
    for _ in range(3):
        game.place(FILLER, 0, Zone.INKWELL)
    door = game.place(DOOR, 0, Zone.HAND)
    sprite = game.place(SPRITE, 0, Zone.PLAY)
    for _ in range(p1_deck):
        game.place(FILLER, 0, Zone.DECK)
    for _ in range(20):
        game.place(FILLER, 1, Zone.DECK)
    return game, door, sprite


def test_729_leaves_play_triggers_of_the_main_game_wait_until_it_resumes() -> None:
    game, door, sprite = door_position(p1_deck=3)
    game.apply(Action(Verb.PLAY, (door.id,)))
    assert game.subgame is not None and sprite in game.subgame.players[0].play
    assert [t.source for t in game.waiting] == [sprite.id] and not game.bag
    drive(game, until=0, limit=2000)
    # The effect finished, then the waiting trigger entered the main bag and resolved.
    if game.bag:
        game.apply(game.legal_actions()[0])
    assert game.players[0].lore == 1 and sprite.zone is Zone.DECK and conserved(game)


def test_7_1_6_a_character_brought_into_a_subgame_is_a_new_card_undamaged_and_ready() -> None:
    game, door, sprite = door_position(p1_deck=0)
    sprite.damage, sprite.exerted = 1, True
    game.apply(Action(Verb.PLAY, (door.id,)))
    assert game.subgame is not None and sprite in game.subgame.players[0].play
    assert sprite.damage == 0 and not sprite.exerted
    game.undo()
    assert sprite.damage == 1 and sprite.exerted and sprite in game.players[0].play


def test_729_views_show_the_running_subgame_and_never_leak() -> None:
    game, tale = tale_position([FILLER] * 30)
    game.apply(Action(Verb.PLAY, (tale.id,)))
    for seat in (0, 1):
        shown = view(game, seat)
        assert shown["depth"] == 0 and shown["subgame"]["depth"] == 1
        hand = shown["subgame"]["players"][1 - seat]["hand"]
        assert hand["count"] == 7 and hand["known"] == []
        assert visible_ids(game, seat) >= {
            c["id"] for c in shown["subgame"]["players"][seat]["hand"]["known"]
        }


def test_729_a_logged_game_with_a_subgame_replays_to_the_same_hash() -> None:
    deck = [TALE] * 8 + [FILLER] * 52
    for seed in range(40):
        game = Game.new(deck, deck, seed=seed)
        rng = random.Random(seed)
        went_deeper = False
        hashes = [game.state_hash()]
        while not game.is_over and len(hashes) < 3000:
            game.apply(rng.choice(game.legal_actions()))
            hashes.append(game.state_hash())
            went_deeper = went_deeper or game.current.depth > 0
        if not went_deeper:
            continue
        names = {d.full_name: d for d in deck}
        again = replay(GameLog.from_json(GameLog.of(game).to_json()), names.__getitem__)
        assert again.state_hash() == game.state_hash()
        for expected in reversed(hashes[:-1]):
            game.undo()
            assert game.state_hash() == expected
        return
    raise AssertionError("no seeded game played a subgame")
