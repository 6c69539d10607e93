"""Rules the scenario files cannot check: which turn actions the engine offers (the legal
actions of a position), and a few refusals and texts a player would meet."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from illumineer.cards.catalogue import Catalogue
from illumineer.cards.coverage import is_implemented
from illumineer.engine import Action
from illumineer.engine.abilities import (
    Behaviour,
    CanChallenge,
    Cards,
    CostAtMost,
    Det,
    Draw,
    Have,
    IfYouDo,
    In,
    May,
    MoveDamage,
    NoDamageFromChallenges,
    Owner,
    Place,
    PlayOrShiftForFree,
    Ready,
    ShiftForFree,
    Singers,
    State,
    Static,
    This,
    english,
)
from illumineer.engine.abilities.english import say_effect
from illumineer.engine.abilities.phrasing import Speaker
from illumineer.engine.abilities.targets import Pronoun
from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.game import Game
from illumineer.engine.vocabulary import Mode, Verb, Zone
from illumineer.scenario.runner import Scenario, with_test_cards
from tests.engine.helpers import action, board, character


def position(catalogue: Catalogue, **setup: Any) -> tuple[Game, Scenario]:
    """The board a scenario's `setup` describes, at p1's Main Phase."""
    scenario = Scenario({"name": "a position", "setup": setup}, Path("position.yaml"),
                        with_test_cards(catalogue.get), is_implemented)  # fmt: skip
    return scenario.build(), scenario


def offered(game: Game, verb: Verb) -> list[Action]:
    """The legal actions of one kind, in the order the engine offers them."""
    return [a for a in game.legal_actions() if a.verb is verb]


# ---------------------------------------------------------------- shift paid with ink drops


def test_a_shift_paid_in_ink_drops_is_offered_when_the_drops_suffice(
    catalogue: Catalogue,
) -> None:
    # Baymax - Amped Up: "Shift Remove 2 ink drops", with no ink at all.
    game, sc = position(catalogue, p1={
        "drops": 2,
        "hand": [{"card": "Baymax - Amped Up", "as": "amped"}],
        "play": [{"card": "Baymax - Qualified Physician", "as": "low"},
                 {"card": "Baymax - Lab Assistant", "as": "lab"}],
    })  # fmt: skip
    amped, low, lab = sc.card("amped"), sc.card("low"), sc.card("lab")
    assert offered(game, Verb.SHIFT) == [Action(Verb.SHIFT, (amped.id, low.id)),
                                         Action(Verb.SHIFT, (amped.id, lab.id))]  # fmt: skip
    assert offered(game, Verb.PLAY) == []  # its 7 ⬡ cannot be paid


def test_a_shift_paid_in_ink_drops_is_not_offered_with_too_few_drops(
    catalogue: Catalogue,
) -> None:
    game, _ = position(catalogue, p1={
        "drops": 1,
        "ink": 7,  # ink does not pay a Shift of drops
        "hand": ["Baymax - Amped Up"],
        "play": ["Baymax - Qualified Physician"],
    })  # fmt: skip
    assert offered(game, Verb.SHIFT) == []


# ---------------------------------------------------------------- challenging ready Villains


def test_a_character_that_can_challenge_ready_villains_is_offered_them_and_exerted_ones(
    catalogue: Catalogue,
) -> None:
    # Darkwing Duck - Cool Under Pressure: "This character can challenge ready Villain
    # characters." Each target is offered once; a ready Hero is not one.
    game, sc = position(catalogue, p1={
        "play": [{"card": "Darkwing Duck - Cool Under Pressure", "as": "darkwing"}],
    }, p2={
        "play": [{"card": "Captain Hook - Captain of the Jolly Roger", "as": "hook"},
                 {"card": "Mickey Mouse - True Friend", "as": "mickey"},
                 {"card": "Stitch - New Dog", "as": "stitch", "exerted": True}],
    })  # fmt: skip
    darkwing = sc.card("darkwing").id
    challenges = offered(game, Verb.CHALLENGE)
    assert sorted(challenges) == sorted([Action(Verb.CHALLENGE, (darkwing, sc.card("hook").id)),
                                         Action(Verb.CHALLENGE, (darkwing, sc.card("stitch").id))])
    assert Action(Verb.CHALLENGE, (darkwing, sc.card("mickey").id)) not in challenges


# ---------------------------------------------------------------- other places to ink or play from


def test_with_moana_inkable_cards_of_the_discard_are_offered_to_ink(
    catalogue: Catalogue,
) -> None:
    # Moana - Curious Explorer: "ANCESTRAL LEGACY You can ink cards from your discard."
    game, sc = position(catalogue, p1={
        "play": ["Moana - Curious Explorer"],
        "discard": [{"card": "Stitch - New Dog", "as": "stitch"},
                    {"card": "Captain Hook - Captain of the Jolly Roger", "as": "hook"}],
    })  # fmt: skip
    assert offered(game, Verb.INK) == [Action(Verb.INK, (sc.card("stitch").id,))]


def test_without_moana_the_discard_is_not_offered_to_ink(catalogue: Catalogue) -> None:
    game, _ = position(catalogue, p1={"discard": ["Stitch - New Dog"]})
    assert offered(game, Verb.INK) == []


def test_after_rise_and_join_me_characters_under_the_cauldron_are_offered_as_ink_allows(
    catalogue: Catalogue,
) -> None:
    # The Black Cauldron: "RISE AND JOIN ME! ⟳, 1 ⬡ — This turn, you may play characters
    # from under this item." 4 ink: 1 for the ability, 3 left.
    game, sc = position(catalogue, p1={
        "ink": 4,
        "play": [{"card": "The Black Cauldron", "as": "cauldron", "under": [
            {"card": "Mickey Mouse - True Friend", "as": "mickey"},  # costs 3
            {"card": "Smash", "as": "smash"},  # an action
            {"card": "Captain Hook - Captain of the Jolly Roger", "as": "hook"},  # costs 4
        ]}],
    })  # fmt: skip
    assert offered(game, Verb.PLAY) == []
    game.apply(sc.action_for(game, {"activate": "cauldron", "ability": "RISE AND JOIN ME!"}))
    assert offered(game, Verb.PLAY) == [Action(Verb.PLAY, (sc.card("mickey").id,))]


# ---------------------------------------------------------------- refusals


def test_7_7_4_2_the_active_player_cannot_pick_the_opponents_trigger_first(
    catalogue: Catalogue,
) -> None:
    # Kida's and Prince John's triggers enter the bag together; p1, active, resolves first.
    game, sc = position(catalogue, p1={
        "ink": 2,
        "hand": [{"card": "Kida - Guardian of the Path", "as": "kida"}],
    }, p2={
        "play": [{"card": "Prince John - Fraidy-Cat", "as": "pj"},
                 "Flounder - Voice of Reason"],
    })  # fmt: skip
    game.apply(sc.action_for(game, {"play": "kida"}))
    theirs = next(t for t in game.bag if t.source == sc.card("pj").id)
    before = game.state_hash()
    with pytest.raises(IllegalAction) as refused:
        game.apply(Action(Verb.RESOLVE, (theirs.source, theirs.number)))
    assert refused.value.rule == "7.7.4.2"
    assert game.state_hash() == before


# ------------------------------------------------ test cards: what no printed card says so


def _with(definition: CardDefinition, *abilities: Any) -> CardDefinition:
    """`definition` with these abilities (a test card)."""
    return replace(definition, behaviour=Behaviour(abilities=abilities))


def test_a_character_that_takes_no_damage_from_challenges_takes_none_when_challenged() -> None:
    game = board()
    attacker = game.place(character("Brute", strength=3, willpower=5), 0, Zone.PLAY)
    wall = _with(character("Wall", strength=2, willpower=2),
                 Static(NoDamageFromChallenges(This()), name="UNBOWED"))  # fmt: skip
    defender = game.place(wall, 1, Zone.PLAY)
    defender.exerted = True
    game.apply(Action(Verb.CHALLENGE, (attacker.id, defender.id)))
    assert (defender.zone, defender.damage) == (Zone.PLAY, 0)
    assert attacker.damage == 2  # the defender still deals its own


def test_a_character_that_can_challenge_ready_characters_is_offered_any_ready_one() -> None:
    game = board()
    bold = _with(character("Bold"),
                 Static(Have(This(), (CanChallenge(Cards(det=Det.PLAIN, state=State.READY)),)),
                        name="DARING"))  # fmt: skip
    attacker = game.place(bold, 0, Zone.PLAY)
    other = game.place(character("Other"), 0, Zone.PLAY)
    ready = game.place(character("Sentry"), 1, Zone.PLAY)
    assert offered(game, Verb.CHALLENGE) == [Action(Verb.CHALLENGE, (attacker.id, ready.id))]
    assert Action(Verb.CHALLENGE, (other.id, ready.id)) not in game.legal_actions()


# ---------------------------------------------------------------- shifting for free, asked


ROBOTS = Cards(classes=("Robot",), having=(CostAtMost(8),))
FROM_DISCARD = Cards(having=(In(Place.FROM_YOUR_DISCARD),))


def test_you_may_shift_for_free_is_asked_only_when_a_card_could_be_shifted(
    catalogue: Catalogue,
) -> None:
    for with_base in (False, True):
        game = board()
        chance = game.place(action("Second Chance", May((ShiftForFree(FROM_DISCARD),))),
                            0, Zone.HAND)  # fmt: skip
        v9 = game.place(catalogue.get("Omnidroid - V.9"), 0, Zone.DISCARD)
        v8 = game.place(catalogue.get("Omnidroid - V.8"), 0, Zone.PLAY if with_base else Zone.HAND)
        game.apply(Action(Verb.PLAY, (chance.id,)))
        asked = offered(game, Verb.YES) != []
        assert asked is with_base
        if asked:
            game.apply(Action(Verb.YES))
            game.apply(Action(Verb.CHOOSE, (v9.id,)))
            game.apply(Action(Verb.CHOOSE, (v8.id,)))  # its base
            assert (game.cards[v9.id].zone, game.cards[v8.id].zone) == (Zone.PLAY, Zone.UNDER)


def test_play_or_shift_for_free_with_no_card_to_play_does_not_count_as_done(
    catalogue: Catalogue,
) -> None:
    # "Play or shift a Robot character with cost 8 or less for free. If you do, draw a card."
    for robot in (False, True):
        game = board()
        spark = game.place(action("Spark", PlayOrShiftForFree(ROBOTS), IfYouDo((Draw(),))),
                           0, Zone.HAND)  # fmt: skip
        if robot:
            game.place(catalogue.get("Omnidroid - V.8"), 0, Zone.HAND)
        game.apply(Action(Verb.PLAY, (spark.id,)))
        if robot:
            game.apply(offered(game, Verb.CHOOSE)[0])
        assert len(game.players[0].hand) == int(robot)  # the card drawn, if it was done


# ---------------------------------------------------------------- two choices for one instruction


def _shared_pain() -> CardDefinition:
    """ "Move 1 damage from chosen character to chosen opposing character. If you do, draw
    a card." (a test action)"""
    move = MoveDamage(1, Cards(det=Det.CHOSEN), Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                      exactly=True)  # fmt: skip
    return action("Shared Pain", move, IfYouDo((Draw(),)))


def test_with_no_character_to_choose_first_the_second_choice_and_if_you_do_are_skipped() -> None:
    game = board()
    pain = game.place(_shared_pain(), 0, Zone.HAND)
    game.apply(Action(Verb.PLAY, (pain.id,)))
    assert game.current.prompt is None  # nothing asked
    assert len(game.players[0].hand) == 0  # no card drawn


def test_at_a_table_done_answers_a_second_choice_with_nothing_to_choose() -> None:
    game = board(mode=Mode.TABLE)
    pain = game.place(_shared_pain(), 0, Zone.HAND)
    hurt = game.place(character("Hurt", willpower=3), 0, Zone.PLAY)
    hurt.damage = 1
    game.apply(Action(Verb.PLAY, (pain.id,)))
    game.apply(Action(Verb.CHOOSE, (hurt.id,)))
    assert game.legal_actions() == [Action(Verb.DONE)]  # no opposing character to name
    game.apply(Action(Verb.DONE))
    assert game.current.prompt is None
    assert (game.cards[hurt.id].damage, len(game.players[0].hand)) == (1, 0)


def test_once_both_cards_are_chosen_the_instruction_says_the_chosen_characters() -> None:
    move = MoveDamage(1, Cards(det=Det.CHOSEN), Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                      exactly=True)  # fmt: skip
    assert english(move) == "move 1 damage from chosen character to chosen opposing character"
    assert english(move.lower()[-1]) == (
        "move 1 damage from the chosen character to the chosen character"
    )


# ---------------------------------------------------------------- a judge's hands


def test_a_judge_cannot_return_a_card_lying_under_another_to_its_deck() -> None:
    game = board(mode=Mode.TABLE)
    top = game.place(character("Top"), 0, Zone.PLAY)
    below = game.place(character("Below"), 0, Zone.UNDER, beneath=top)
    before = game.state_hash()
    with pytest.raises(ImpossibleAction, match="out of reach") as refused:
        game.apply(Action(Verb.JUDGE_RETURN, (below.id,)))
    assert refused.value.rule == "7.1.5"
    assert game.state_hash() == before
    game.apply(Action(Verb.JUDGE_RETURN, (top.id,)))  # the card on top can be
    assert game.cards[top.id].zone is Zone.DECK


def test_a_game_loss_ends_the_game_and_a_second_one_is_refused() -> None:
    game = board(mode=Mode.TABLE)
    game.apply(Action(Verb.JUDGE_GAME_LOSS, (1,)))
    assert game.is_over and game.winner == 0
    with pytest.raises(ImpossibleAction, match="the game is over"):
        game.apply(Action(Verb.JUDGE_GAME_LOSS, (0,)))
    assert game.winner == 0


def test_at_a_table_done_instead_of_choosing_ends_metamorphosis_with_nothing_shifted(
    catalogue: Catalogue,
) -> None:
    # "Shift a character from your discard for free": declining the card, or its base, is a
    # rule broken (6.1.3) and nothing is shifted.
    for declined_base in (False, True):
        game = board(ink=3, mode=Mode.TABLE)
        meta = game.place(catalogue.get("Metamorphosis"), 0, Zone.HAND)
        v9 = game.place(catalogue.get("Omnidroid - V.9"), 0, Zone.DISCARD)
        v8 = game.place(catalogue.get("Omnidroid - V.8"), 0, Zone.PLAY)
        game.apply(Action(Verb.PLAY, (meta.id,)))
        if declined_base:
            game.apply(Action(Verb.CHOOSE, (v9.id,)))
        outcome = game.apply(Action(Verb.DONE))
        assert outcome.incident is not None and outcome.incident.rule == "6.1.3"
        assert game.current.prompt is None and game.decider == 0
        assert (game.cards[v9.id].zone, game.cards[v8.id].zone) == (Zone.DISCARD, Zone.PLAY)


def test_the_characters_that_sang_said_as_a_noun() -> None:
    # I2I: "If 2 or more characters sang this song, ready them."
    assert say_effect((Ready(Singers()),), Speaker()) == "Ready them."
    said = say_effect((Ready(Singers(Pronoun.NOUN)),), Speaker())
    assert said == "Ready the characters that sang."


# ------------------------------------------------------- a table's choice ends at its count


def test_1_7_7_at_a_table_up_to_2_chosen_asks_no_more_once_2_are_chosen(
    catalogue: Catalogue,
) -> None:
    # Gumbo Pot: "Remove 1 damage each from up to 2 chosen characters." At a table a choice
    # with no legal answer still asks while a card can be named (1.7.7); once 2 are chosen
    # the choice is over, though a third damaged character could still be named.
    scenario = Scenario({"name": "a table", "mode": "table", "setup": {
        "p1": {"ink": 1, "play": [
            {"card": "Gumbo Pot", "as": "pot"},
            {"card": "Cerberus - Three-Headed Dog", "as": "cerberus", "damage": 2}]},
        "p2": {"play": [
            {"card": "Kronk - Right-Hand Man", "as": "kronk", "damage": 3},
            {"card": "Mickey Mouse - True Friend", "as": "mickey", "damage": 2}]},
    }}, Path("table.yaml"), with_test_cards(catalogue.get), is_implemented)  # fmt: skip
    game = scenario.build()
    assert game.mode is Mode.TABLE
    game.apply(Action(Verb.ACTIVATE, (scenario.card("pot").id, 0)))
    for name in ("cerberus", "kronk"):
        game.apply(Action(Verb.CHOOSE, (scenario.card(name).id,)))
    assert game.current.prompt is None and game.current.resolving is None
    assert [scenario.card(n).damage for n in ("cerberus", "kronk", "mickey")] == [1, 2, 2]
