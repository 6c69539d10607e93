"""The engine core at its edges: refusals of malformed input, the game's readings, faults
rolled back, the last corners of views, logs and subgames."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from illumineer.cards.catalogue import Catalogue
from illumineer.cards.testcards import TEST_CARDS
from illumineer.engine.abilities import Effects
from illumineer.engine.abilities.ability import Behaviour, Triggered
from illumineer.engine.abilities.filters import Cards, Det
from illumineer.engine.abilities.steps import DealDamage
from illumineer.engine.abilities.targets import This
from illumineer.engine.abilities.triggers import Intro, Plays
from illumineer.engine.actions import Action
from illumineer.engine.bag import resolver, watched
from illumineer.engine.cards import DROPS, Format, PrintedKeyword
from illumineer.engine.errors import (
    ActionSyntaxError,
    EngineFault,
    GameLogError,
    IllegalAction,
    IllumineerError,
    ImpossibleAction,
)
from illumineer.engine.events import Event
from illumineer.engine.game import Game
from illumineer.engine.log import GameLog, replay
from illumineer.engine.resolution import answer, proceed
from illumineer.engine.state import Then
from illumineer.engine.subgame import fold
from illumineer.engine.trail import relocate
from illumineer.engine.view import events_seen, taken_seen, view
from illumineer.engine.vocabulary import Arrival, EventKind, Mode, PromptKind, Verb, Zone
from tests.engine.helpers import Probe, action, board, character, location

FILLER = character("Filler")
HERO = character("Hero", cost=2, strength=3, willpower=4, lore=2)


# ---------------------------------------------------------------------- actions


def test_4_1_3_an_action_is_built_only_from_a_verb_and_its_arguments() -> None:
    with pytest.raises(ActionSyntaxError, match="is not a verb"):
        Action("quest", (1,))  # type: ignore[arg-type]
    with pytest.raises(ActionSyntaxError, match="'quest' takes 1 argument"):
        Action(Verb.QUEST, (1, 2))
    with pytest.raises(ActionSyntaxError, match="out of range for 'quest'"):
        Action(Verb.QUEST, (-1,))
    with pytest.raises(ActionSyntaxError, match="an action is text, not int"):
        Action.parse(12)  # type: ignore[arg-type]


def test_an_action_prints_for_a_programmer_as_its_verb_and_arguments() -> None:
    shown = repr(Action(Verb.CHALLENGE, (3, 40)))
    assert shown == f"Action({Verb.CHALLENGE!r}, (3, 40))"


# ---------------------------------------------------------------------- card words


def test_a_format_nobody_plays_is_refused_naming_the_formats() -> None:
    with pytest.raises(ValueError, match=r"'Vintage' is not a format \(core or infinity\)"):
        Format.parse("Vintage")


def test_a_shift_paid_in_ink_drops_prints_as_set_14_prints_it() -> None:
    assert str(PrintedKeyword("Shift", 2, DROPS)) == "Shift Remove 2 ink drops"


# ---------------------------------------------------------------------- setting up


def test_2_2_1_the_first_player_is_seat_0_or_1() -> None:
    with pytest.raises(IllumineerError, match="first_player must be 0 or 1, not 2"):
        Game.new([FILLER] * 10, [FILLER] * 10, seed=1, first_player=2)


def test_2_2_a_position_is_set_up_before_the_first_action_only() -> None:
    game = board(ink=1)
    hand = game.place(FILLER, 0, Zone.HAND)
    game.apply(Action(Verb.INK, (hand.id,)))
    with pytest.raises(ImpossibleAction, match="only before the first action"):
        game.place(FILLER, 0, Zone.HAND)


def test_4_7_1_a_character_is_placed_only_at_its_owners_location_in_play() -> None:
    game = board()
    theirs = game.place(location("Harbor"), 1, Zone.PLAY)
    with pytest.raises(ImpossibleAction, match=f"c{theirs.id} is not a location of p1"):
        game.place(HERO, 0, Zone.PLAY, location=theirs)


def test_5_1_1_5_a_card_is_placed_under_a_card_in_play_and_only_there() -> None:
    game = board()
    top = game.place(HERO, 0, Zone.PLAY)
    with pytest.raises(ImpossibleAction, match="put under a card in play"):
        game.place(FILLER, 0, Zone.UNDER)
    with pytest.raises(ImpossibleAction, match="put under a card in play"):
        game.place(FILLER, 0, Zone.DISCARD, beneath=top)


# ---------------------------------------------------------------------- acting


def test_5_3_4_only_a_character_challenges_and_the_refusal_changes_nothing() -> None:
    game = board()
    harbor = game.place(location("Harbor"), 0, Zone.PLAY)
    target = game.place(HERO, 1, Zone.PLAY, exerted=True)
    before = game.state_hash()
    with pytest.raises(ImpossibleAction, match="is not a character"):
        game.apply(Action(Verb.CHALLENGE, (harbor.id, target.id)))
    assert game.state_hash() == before and target.damage == 0 and not game.history


def _draw_then_find_it_unpayable(fx: Effects) -> None:
    fx.draw(fx.controller)
    raise IllegalAction("1.7.6", "the rest of the cost cannot be paid")


def test_1_7_6_an_action_found_illegal_halfway_is_undone_in_full() -> None:
    game = board(ink=1)
    spell = game.place(action("Costly Spell", Probe(see=_draw_then_find_it_unpayable), cost=1),
                       0, Zone.HAND)  # fmt: skip
    with pytest.raises(IllegalAction, match="cannot be paid"):
        game.apply(Action(Verb.PLAY, (spell.id,)))
    assert spell.zone is Zone.HAND and len(game.players[0].hand) == 1
    assert game.players[0].ready_ink == 1 and len(game.players[0].deck) == 10
    assert game.players[0].deck[-1].known & 1  # what p1 saw stays seen (1.7.6.2)
    assert not game.history


def _boom(fx: Effects) -> None:
    top = fx.cards(0, Zone.DECK)[-1]
    fx.reveal(top)  # shown to both players, then the engine breaks
    raise RuntimeError("boom")


def test_a_fault_inside_the_engine_rolls_the_action_back_reveals_and_all() -> None:
    game = board(ink=1)
    broken = game.place(action("Broken Spell", Probe(see=_boom), cost=1), 0, Zone.HAND)
    top = game.players[0].deck[-1]
    before, known = game.state_hash(), top.known
    with pytest.raises(EngineFault, match=r"internal error on play c\d+: RuntimeError: boom"):
        game.apply(Action(Verb.PLAY, (broken.id,)))
    assert broken.zone is Zone.HAND and game.players[0].ready_ink == 1
    assert top.known == known and game.state_hash() == before
    assert not game.history


def test_rewinding_further_than_the_start_undoes_what_there_is() -> None:
    game = board(ink=1)
    card = game.place(FILLER, 0, Zone.HAND)
    start = game.state_hash()
    game.apply(Action(Verb.INK, (card.id,)))
    game.apply(Action(Verb.PASS))
    undone = game.rewind(5)
    assert undone == [Action(Verb.PASS), Action(Verb.INK, (card.id,))]
    assert game.state_hash() == start


def test_the_game_reads_a_cards_strength_willpower_lore_and_cost() -> None:
    game = board()
    hero = game.place(HERO, 0, Zone.PLAY)
    assert (game.strength(hero), game.willpower(hero), game.lore_value(hero)) == (3, 4, 2)
    assert game.cost(hero) == 2


def test_1_9_1_a_player_who_reaches_20_lore_on_the_opponents_turn_wins_at_once() -> None:
    game = board()
    card = game.place(FILLER, 0, Zone.HAND)
    doomed = game.place(HERO, 0, Zone.PLAY, damage=4)  # no check has looked at it yet
    game.players[1].lore = 20
    game.apply(Action(Verb.INK, (card.id,)))
    assert game.is_over and game.winner == 1
    assert doomed.zone is Zone.PLAY  # the game ended: nothing more was checked


# ---------------------------------------------------------------------- the bag


def test_vanilla_characters_in_play_watch_for_nothing() -> None:
    game = board()
    game.place(HERO, 0, Zone.PLAY)  # play changed: what watches is looked for afresh
    assert not watched(game, EventKind.QUEST)


def test_7_7_4_nobody_resolves_from_an_empty_bag() -> None:
    with pytest.raises(ValueError, match="the bag is empty"):
        resolver(board())


# ---------------------------------------------------------------------- resolving


def test_1_7_an_answer_with_no_effect_resolving_is_refused() -> None:
    game = board()
    with pytest.raises(ValueError, match="no resolution is waiting"):
        answer(game, None)
    before = game.state_hash()
    proceed(game)  # nothing resolving: nothing to do
    assert game.state_hash() == before and game.resolving is None


def test_8_10_a_shifted_bodyguard_may_enter_play_exerted(catalogue: Catalogue) -> None:
    game = board(ink=3)
    base = game.place(catalogue.get("Prince Naveen - Penniless Royal"), 0, Zone.PLAY)
    naveen = game.place(catalogue.get("Prince Naveen - Vigilant First Mate"), 0, Zone.HAND)
    game.apply(Action(Verb.SHIFT, (naveen.id, base.id)))
    assert naveen.zone is Zone.PLAY and base.zone is Zone.UNDER
    prompt = game.current.prompt
    assert prompt is not None and prompt.kind is PromptKind.MAY
    game.apply(Action(Verb.YES))
    assert naveen.exerted


def test_8_10_1_a_location_named_like_the_character_is_no_shift_base(
    catalogue: Catalogue,
) -> None:
    game = board(ink=3)
    nick = game.place(catalogue.get("Nick Wilde - Sly Fox"), 0, Zone.HAND)
    game.place(location("Nick Wilde"), 0, Zone.PLAY)
    assert not [a for a in game.legal_actions() if a.verb is Verb.SHIFT]
    assert Action(Verb.PLAY, (nick.id,)) in game.legal_actions()


# ---------------------------------------------------------------------- state


def test_cards_players_and_games_print_for_a_programmer() -> None:
    game = board()
    hero = game.place(HERO, 1, Zone.PLAY)
    assert repr(hero) == f"<c{hero.id} Hero - Test p2 {Zone.PLAY}>"
    assert repr(game) == "<GameState depth 0 turn 3 main>"


def test_a_then_step_says_what_it_does_or_is_not_one() -> None:
    with pytest.raises(NotImplementedError):
        Then().run(board())
    with pytest.raises(NotImplementedError):
        Then().key()


# ---------------------------------------------------------------------- subgames


TALE = TEST_CARDS.get("Tale Within a Tale")
DOOR = TEST_CARDS.get("Door Between Tales")


def _in_a_subgame() -> tuple[Game, Any]:
    """p1 plays Door Between Tales: p1's Hero comes into the subgame."""
    game = Game.position(seed=11)
    for _ in range(3):
        game.place(FILLER, 0, Zone.INKWELL)
    door = game.place(DOOR, 0, Zone.HAND)
    hero = game.place(HERO, 0, Zone.PLAY)
    for owner in (0, 1):
        for _ in range(20):
            game.place(FILLER, owner, Zone.DECK)
    game.apply(Action(Verb.PLAY, (door.id,)))
    assert game.subgame is not None and hero in game.subgame.players[0].play
    return game, hero


def test_729_a_subgame_knows_its_main_game_and_hashes_with_it() -> None:
    game, _ = _in_a_subgame()
    inner = game.current
    assert inner.depth == 1 and inner.top is game
    assert game.state_hash(fresh=True) == game.state_hash()


def test_729_a_card_in_a_subgame_is_moved_from_where_it_is() -> None:
    game, hero = _in_a_subgame()
    inner = game.current
    relocate(game, hero, game.players[0].discard, Zone.DISCARD, Arrival.RULE)
    assert hero.zone is Zone.DISCARD and hero in game.players[0].discard
    assert hero not in inner.players[0].play


def test_729_a_card_in_no_zone_is_not_moved() -> None:
    game, hero = _in_a_subgame()
    game.current.players[0].play.remove(hero)  # (a broken state: the card is nowhere)
    with pytest.raises(ValueError, match=f"c{hero.id} is in no zone"):
        relocate(game, hero, game.players[0].discard, Zone.DISCARD, Arrival.RULE)


ZAPPER = replace(
    character("Zapper", cost=0),
    full_text="ZAP When you play this character, deal 1 damage to chosen character.",
    behaviour=Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (DealDamage(1, Cards(det=Det.CHOSEN)),),
                name="ZAP",
            ),
        )
    ),
)


def test_pcg_2_1_a_trigger_missed_in_a_subgame_resolves_late_with_the_choices_of_then() -> None:
    game = Game.position(seed=11, mode=Mode.TABLE)
    for _ in range(2):
        game.place(FILLER, 0, Zone.INKWELL)
    tale = game.place(TALE, 0, Zone.HAND)
    for _ in range(20):
        game.place(ZAPPER, 0, Zone.DECK)
        game.place(FILLER, 1, Zone.DECK)
    game.apply(Action(Verb.PLAY, (tale.id,)))
    inner = game.current
    assert inner.depth == 1 and inner.active == 1  # (seed 11: p2 starts the subgame)
    for act in (Verb.KEEP, Verb.KEEP, Verb.PASS):
        game.apply(Action(act))
    zapper = next(c for c in inner.players[0].hand)
    game.apply(Action(Verb.PLAY, (zapper.id,)))
    game.apply(Action(Verb.MISS, (zapper.id, 0)))  # ZAP passed over
    game.apply(Action(Verb.JUDGE_TRIGGER, (1,)))  # the judge has it resolved late
    prompt = inner.prompt
    assert prompt is not None and prompt.kind is PromptKind.CHOOSE
    assert prompt.options == (zapper.id,)  # the only character in play then
    game.apply(Action(Verb.CHOOSE, (zapper.id,)))
    assert zapper in inner.players[0].discard


def test_729_3_only_a_subgame_folds_into_its_parent() -> None:
    with pytest.raises(ValueError, match="no parent to fold into"):
        fold(board())


# ---------------------------------------------------------------------- logs


def _log_text(**changes: Any) -> str:
    game = Game.new([FILLER] * 10, [FILLER] * 10, seed=3)
    data = json.loads(GameLog.of(game).to_json())
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("changes", "says"),
    [
        ({"decks": [["Filler - Test"]]}, "'decks' must be a list of two decks"),
        ({"actions": ["pass", "quest c\u00e91"]}, "action 2 'quest c\u00e91' is not ASCII"),
        ({"mode": "casual"}, "'mode' must be strict or table, not 'casual'"),
        ({"rules": 3}, "'rules' must be the rules version"),
        ({"actions": "pass"}, "'actions' must be a list of texts, not 'pass'"),
        ({"actions": ["pass", 7]}, "'actions', entry 2: 7 is not a text"),
    ],
)
def test_a_malformed_game_log_is_refused_saying_what_is_wrong(
    changes: dict[str, Any], says: str
) -> None:
    with pytest.raises(GameLogError, match=says.replace("(", r"\(")):
        GameLog.from_json(_log_text(**changes))


def test_a_game_log_is_text_and_usable_json() -> None:
    with pytest.raises(GameLogError, match="must be text, not bytes"):
        GameLog.from_json(b"{}")  # type: ignore[arg-type]
    with pytest.raises(GameLogError, match="not usable JSON"):
        GameLog.from_json('{"seed": ' + "9" * 5000 + "}")


def test_a_log_of_other_rules_does_not_replay() -> None:
    log = GameLog.from_json(_log_text(rules="CR 0.1"))
    with pytest.raises(GameLogError, match=r"log follows CR 0\.1, this engine"):
        replay(log, lambda name: FILLER)


def test_a_log_written_without_its_card_data_says_so() -> None:
    log = GameLog.from_json(_log_text(cards=""))
    assert "card data not recorded" in log.since("ab" * 32)
    assert "card data not recorded" not in log.since("")


# ---------------------------------------------------------------------- views


def test_naming_a_card_shows_the_names_of_the_choosers_deck_list_only_to_them(
    catalogue: Catalogue,
) -> None:
    game = board(ink=6)
    blast = game.place(catalogue.get("Blast from Your Past"), 0, Zone.HAND)
    game.apply(Action(Verb.PLAY, (blast.id,)))
    prompt = game.current.prompt
    assert prompt is not None and prompt.kind is PromptKind.NAME
    mine, theirs = view(game, 0)["prompt"], view(game, 1)["prompt"]
    names = {shown["name"] for shown in mine["options"]}
    assert names == {"Filler - Test", "Blast from Your Past"}
    assert theirs["options"] == []
    named = {a["named"] for a in view(game, 0)["actions"] if a["verb"] == "name"}
    assert named == names


def test_choosing_a_player_offers_no_cards(catalogue: Catalogue) -> None:
    game = board(ink=6)
    song = game.place(catalogue.get("With a Few Good Friends"), 0, Zone.HAND)
    game.apply(Action(Verb.PLAY, (song.id,)))
    shown = view(game, 0)["prompt"]
    assert shown["kind"] == "player" and shown["options"] == []
    assert {a["verb"] for a in view(game, 0)["actions"]} == {"player"}


def test_a_support_trigger_shows_its_reminder_text(catalogue: Catalogue) -> None:
    game = board()
    heihei = game.place(catalogue.get("HeiHei - Boat Snack"), 0, Zone.PLAY)
    game.place(HERO, 0, Zone.PLAY)
    game.apply(Action(Verb.QUEST, (heihei.id,)))
    texts = [a.get("text", "") for a in view(game, 0)["actions"]]
    assert any(t.startswith("Support (Whenever this character quests") for t in texts), texts


def test_a_discard_event_names_every_card_discarded() -> None:
    def discard_hand(fx: Effects) -> None:
        fx.discard(fx.cards(1, Zone.HAND))

    game = board()
    clear = game.place(action("Clear Out", Probe(see=discard_hand)), 0, Zone.HAND)
    gone = [game.place(FILLER, 1, Zone.HAND) for _ in range(2)]
    outcome = game.apply(Action(Verb.PLAY, (clear.id,)))
    seen = [e for e in events_seen(game, 0, outcome.events) if e["kind"] == "discard"]
    assert [[c["id"] for c in e["cards"]] for e in seen] == [[c.id for c in gone]]


def test_a_challenge_taken_names_both_characters() -> None:
    game = board()
    attacker = game.place(HERO, 0, Zone.PLAY)
    target = game.place(FILLER, 1, Zone.PLAY, exerted=True)
    challenge = Action(Verb.CHALLENGE, (attacker.id, target.id))
    game.apply(challenge)
    shown = taken_seen(game, 1, challenge, 0)
    assert shown["other"]["id"] == target.id
    assert shown["action"] == str(challenge)


def test_a_card_the_game_does_not_hold_is_shown_hidden() -> None:
    game = board()
    seen = events_seen(game, 0, [Event(EventKind.BANISH, len(game.cards) + 5, 0)])
    assert seen[0]["card"] == {"hidden": True}


def test_a_challenge_by_a_character_with_no_strength_shows_no_damage_to_the_target() -> None:
    game = board()
    game.place(character("Weakling", strength=0, willpower=3), 0, Zone.PLAY)
    game.place(FILLER, 1, Zone.PLAY, exerted=True)
    outcomes = [a["outcome"] for a in view(game, 0)["actions"] if a["verb"] == "challenge"]
    assert outcomes and all(o["to_target"] == 0 for o in outcomes)


def test_6_5_a_character_shielded_from_its_next_damage_is_shown_taking_none_in_a_challenge(
    catalogue: Catalogue,
) -> None:
    game = board()
    rapunzel = game.place(catalogue.get("Rapunzel - Ready for Adventure"), 0, Zone.PLAY)
    mickey = game.place(catalogue.get("Mickey Mouse - True Friend"), 0, Zone.PLAY)
    game.place(HERO, 1, Zone.PLAY, exerted=True)
    game.apply(Action(Verb.QUEST, (rapunzel.id,)))
    support = next(a for a in game.legal_actions() if a.verb is Verb.RESOLVE)
    game.apply(support)
    game.apply(Action(Verb.YES))  # Support: the chosen one gets Rapunzel's strength
    game.apply(Action(Verb.CHOOSE, (mickey.id,)))
    game.apply(Action(Verb.RESOLVE, (rapunzel.id, 0)))  # ACT OF KINDNESS: no damage next time
    outcomes = [a["outcome"] for a in view(game, 0)["actions"]
                if a["verb"] == "challenge" and a["card"]["id"] == mickey.id]  # fmt: skip
    assert outcomes and all(o["to_challenger"] == 0 for o in outcomes)
    assert not any(o["challenger_banished"] for o in outcomes)


def test_a_keyword_printed_without_reminder_text_shows_as_the_keyword_alone(
    catalogue: Catalogue,
) -> None:
    game = board()
    captain = game.place(catalogue.get("Mickey Mouse - Musketeer Captain"), 0, Zone.PLAY)
    game.place(HERO, 0, Zone.PLAY)
    game.apply(Action(Verb.QUEST, (captain.id,)))  # "Bodyguard, Support" on one line
    shown = [a for a in view(game, 0)["actions"] if a["verb"] == "resolve"]
    assert [(a["ability"], a["text"]) for a in shown] == [("Support", "Support")]
