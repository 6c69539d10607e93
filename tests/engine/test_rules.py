"""The core rules, one test per rule, named after it (PokerKit style)."""

from __future__ import annotations

import dataclasses

import pytest

from illumineer.engine.abilities import (
    Behaviour,
    Cant,
    Cards,
    Deed,
    Det,
    Gains,
    Have,
    Owner,
    Static,
)
from illumineer.engine.actions import Action
from illumineer.engine.cards import PrintedKeyword
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.game import Game
from illumineer.engine.trail import set_field
from illumineer.engine.values import affected, has_keyword, keyword_value
from illumineer.engine.vocabulary import Keyword, Mode, Phase, Stat, Verb, Zone
from tests.engine.helpers import board, character, location

FILLER = character("Filler")
MICKEY = character("Mickey", cost=3, strength=3, willpower=3, lore=2)
PASS = Action(Verb.PASS)
BRUTE = character("Brute", cost=5, strength=5, willpower=5, lore=1, inkable=False)



def act(game: Game, text: str) -> None:
    game.apply(Action.parse(text))


def refused(game: Game, text: str, rule: str) -> None:
    before = game.state_hash()
    with pytest.raises(IllegalAction) as error:
        act(game, text)
    assert error.value.rule == rule
    assert game.state_hash() == before


def test_2_2_setup_draws_seven_and_alters_hand_in_turn_order() -> None:
    game = Game.new([FILLER] * 60, [MICKEY] * 60, seed=3, first_player=1)
    assert [len(p.hand) for p in game.players] == [7, 7]
    assert game.decider == 1  # 2.2.2: the starting player decides first
    hand = list(game.players[1].hand)
    act(game, f"mulligan c{hand[0].id}")
    act(game, f"mulligan c{hand[1].id}")
    assert len(game.players[1].hand) == 5
    act(game, "keep")
    assert len(game.players[1].hand) == 7  # 2.2.2.1: draw back to seven
    assert all(c.known == 0 for c in game.players[1].deck)  # 2.2.2.3: shuffled
    assert game.decider == 0
    act(game, "keep")
    assert game.phase is Phase.MAIN and game.active == 1 and game.turn == 1


def test_2_2_the_setup_is_no_history_a_new_game_has_nothing_to_undo() -> None:
    game = Game.new([FILLER] * 60, [MICKEY] * 60, seed=3, first_player=1)
    before = game.state_hash()
    assert game.undo() is None
    assert game.state_hash() == before and [len(p.hand) for p in game.players] == [7, 7]
    assert game.trail == []  # the deal's inverses are not kept (a clone would copy them)


@pytest.mark.parametrize(
    ("active", "turn", "starting"), [(0, 3, 0), (1, 3, 1), (0, 4, 1), (1, 4, 0)]
)
def test_3_1_a_set_up_position_knows_who_started_from_the_turn_number(
    active: int, turn: int, starting: int
) -> None:
    # Odd turns are the starting player's; a full turn cycle (PCG 2.1) counts from there.
    game = Game.position(active=active, turn=turn)
    assert (game.active, game.turn, game.starting_player) == (active, turn, starting)


def test_3_2_3_1_starting_player_skips_first_draw() -> None:
    game = Game.new([FILLER] * 60, [FILLER] * 60, seed=1, first_player=0)
    act(game, "keep")
    act(game, "keep")
    assert len(game.players[0].hand) == 7
    act(game, "pass")
    assert game.active == 1 and len(game.players[1].hand) == 8


def test_3_2_1_ready_and_3_2_2_1_set_step() -> None:
    game = board(ink=3)
    mickey = game.place(MICKEY, 0, Zone.PLAY, exerted=True, drying=True)
    game.players[0].inkwell[0].exerted = True
    act(game, "pass")
    act(game, "pass")
    assert not mickey.exerted and not mickey.drying
    assert not any(c.exerted for c in game.players[0].inkwell)


def test_4_2_ink_is_revealed_and_once_per_turn() -> None:
    game = board()
    a = game.place(FILLER, 0, Zone.HAND)
    b = game.place(FILLER, 0, Zone.HAND)
    act(game, f"ink c{a.id}")
    assert a.zone is Zone.INKWELL and a.known == 0b11 and not a.exerted
    refused(game, f"ink c{b.id}", "4.2.3")


def test_4_2_1_uninkable_card_cannot_be_inked() -> None:
    game = board()
    brute = game.place(BRUTE, 0, Zone.HAND)
    refused(game, f"ink c{brute.id}", "4.2.1")


def test_4_3_play_exerts_ink_and_enters_drying() -> None:
    game = board(ink=3)
    mickey = game.place(MICKEY, 0, Zone.HAND)
    act(game, f"play c{mickey.id}")
    assert mickey.zone is Zone.PLAY and mickey.drying and not mickey.exerted
    assert game.players[0].ready_ink == 0


def test_1_5_3_unpayable_play_is_refused() -> None:
    game = board(ink=2)
    mickey = game.place(MICKEY, 0, Zone.HAND)
    refused(game, f"play c{mickey.id}", "1.5.3")


def test_1_7_6_2_a_rolled_back_action_keeps_what_it_revealed() -> None:
    from illumineer.engine.primitives import exert_ink, move, reveal
    from illumineer.engine.state import EVERYONE
    from illumineer.engine.trail import rollback

    game = board(ink=2)
    mickey = game.place(MICKEY, 0, Zone.HAND)
    before = game.state_hash()
    mark = len(game.trail)
    reveal(game, mickey, EVERYONE)  # 4.3.2.1: announced and revealed
    exert_ink(game, game.players[0], 2)
    move(game, mickey, Zone.PLAY)
    rollback(game, mark)  # 1.7.6: the play could not be finished
    assert mickey.zone is Zone.HAND and game.players[0].ready_ink == 2  # the payment returns
    assert mickey.known == EVERYONE  # 1.7.6.2: the reveal cannot be undone
    assert game.state_hash() != before


def test_table_mode_carries_out_an_underpaid_play_and_records_it() -> None:
    game = board(ink=2, mode=Mode.TABLE)
    mickey = game.place(MICKEY, 0, Zone.HAND)
    outcome = game.apply(Action(Verb.PLAY, (mickey.id,)))
    assert mickey.zone is Zone.PLAY and game.players[0].ready_ink == 0  # paid what it could
    assert outcome.incident is not None and outcome.incident.rule == "1.5.3"
    assert [i.rule for i in game.incidents] == ["1.5.3"]
    game.undo()
    assert game.card(mickey.id).zone is Zone.HAND and game.incidents == ()


def test_table_mode_refuses_what_cannot_physically_be_done() -> None:
    from illumineer.engine.errors import ImpossibleAction

    game = board(mode=Mode.TABLE)
    mickey = game.place(MICKEY, 0, Zone.HAND)
    foe = game.place(MICKEY, 1, Zone.PLAY)
    before = game.state_hash()
    for text in (f"quest c{mickey.id}", f"play c{foe.id}", f"sing c{mickey.id} c{foe.id}",
                 "quest c99", "choose c1", "yes"):
        with pytest.raises(ImpossibleAction):
            act(game, text)
    assert game.state_hash() == before and game.incidents == ()


def test_table_mode_records_what_strict_mode_refuses() -> None:
    game = board(mode=Mode.TABLE)
    mickey = game.place(MICKEY, 0, Zone.PLAY, drying=True)
    act(game, f"quest c{mickey.id}")
    assert game.players[0].lore == 2
    assert [(i.rule, i.action) for i in game.incidents] == [
        ("1.7.5", Action(Verb.QUEST, (mickey.id,)))
    ]
    game.undo()
    assert game.incidents == () and game.players[0].lore == 0


def test_1_7_5_drying_character_cannot_quest_or_challenge() -> None:
    game = board()
    mickey = game.place(MICKEY, 0, Zone.PLAY, drying=True)
    foe = game.place(MICKEY, 1, Zone.PLAY, exerted=True)
    refused(game, f"quest c{mickey.id}", "1.7.5")
    refused(game, f"challenge c{mickey.id} c{foe.id}", "1.7.5")


def test_4_5_quest_exerts_and_gains_lore() -> None:
    game = board()
    mickey = game.place(MICKEY, 0, Zone.PLAY)
    act(game, f"quest c{mickey.id}")
    assert mickey.exerted and game.players[0].lore == 2
    refused(game, f"quest c{mickey.id}", "4.5.1")


def test_4_6_4_2_only_exerted_characters_can_be_challenged() -> None:
    game = board()
    mickey = game.place(MICKEY, 0, Zone.PLAY)
    foe = game.place(MICKEY, 1, Zone.PLAY)
    refused(game, f"challenge c{mickey.id} c{foe.id}", "4.6.4.2")


def test_4_6_6_2_both_deal_damage_at_once_and_1_8_1_4_banishes() -> None:
    game = board()
    mickey = game.place(MICKEY, 0, Zone.PLAY)
    foe = game.place(MICKEY, 1, Zone.PLAY, exerted=True)
    act(game, f"challenge c{mickey.id} c{foe.id}")
    assert mickey.zone is Zone.DISCARD and foe.zone is Zone.DISCARD
    assert mickey.damage == 0 and foe.damage == 0  # 1.9.6: damage leaves with the card


def test_4_6_8_locations_can_be_challenged_and_deal_no_damage() -> None:
    game = board()
    mickey = game.place(MICKEY, 0, Zone.PLAY)
    tower = game.place(location("Tower", willpower=3), 1, Zone.PLAY)
    act(game, f"challenge c{mickey.id} c{tower.id}")
    assert tower.zone is Zone.DISCARD and mickey.damage == 0


def test_4_7_move_pays_the_move_cost_and_5_6_6_location_leaving() -> None:
    game = board(ink=1)
    falls = game.place(location("Falls", move_cost=1), 0, Zone.PLAY)
    mickey = game.place(MICKEY, 0, Zone.PLAY, drying=True)
    act(game, f"move c{mickey.id} c{falls.id}")  # moving needs no dry character
    assert mickey.location == falls.id and game.players[0].ready_ink == 0
    refused(game, f"move c{mickey.id} c{falls.id}", "4.7.3")
    falls.damage = 5
    act(game, "pass")  # the game state check banishes the location
    assert falls.zone is Zone.DISCARD and mickey.location is None and mickey.zone is Zone.PLAY


def test_1_5_3_a_move_with_too_little_ready_ink_is_refused() -> None:
    game = board(ink=1)
    lair = game.place(location("Lair", move_cost=2), 0, Zone.PLAY)
    mickey = game.place(MICKEY, 0, Zone.PLAY)
    assert Action(Verb.MOVE, (mickey.id, lair.id)) not in game.legal_actions()
    refused(game, f"move c{mickey.id} c{lair.id}", "1.5.3")


def test_8_10_a_shift_goes_onto_a_character_in_play_only() -> None:
    shifter = dataclasses.replace(
        character("Mickey", cost=5), id=MICKEY.id - 1, keywords=(PrintedKeyword("Shift", 2),)
    )
    game = board(ink=5)
    card = game.place(shifter, 0, Zone.HAND)
    in_hand = game.place(MICKEY, 0, Zone.HAND)
    in_discard = game.place(MICKEY, 0, Zone.DISCARD)
    for base in (in_hand, in_discard):
        before = game.state_hash()
        with pytest.raises(ImpossibleAction):
            act(game, f"shift c{card.id} c{base.id}")
        assert game.state_hash() == before


def test_3_2_2_2_location_lore_in_the_set_step() -> None:
    game = board()
    game.place(location("Falls", lore=2), 1, Zone.PLAY)
    act(game, "pass")
    assert game.players[1].lore == 2


def test_1_8_1_1_twenty_lore_wins_at_once() -> None:
    game = board()
    game.players[0].lore = 18
    mickey = game.place(MICKEY, 0, Zone.PLAY)
    act(game, f"quest c{mickey.id}")
    assert game.winner == 0 and game.phase is Phase.OVER and game.legal_actions() == []
    refused(game, "pass", "2.3.3")


def test_1_12_drawing_from_an_empty_deck_does_nothing_1_8_1_2_loses_at_turn_end() -> None:
    game = board(deck=0)
    game.place(FILLER, 0, Zone.DECK)
    act(game, "pass")  # p2 starts a turn with an empty deck: the draw does nothing
    assert game.winner is None and game.active == 1
    act(game, "pass")  # ...and ends it with an empty deck
    assert game.winner == 0


def test_a_refused_action_names_the_card_and_the_rule() -> None:
    game = board()
    with pytest.raises(IllegalAction, match=r"c99.*rule 7.1.1"):
        act(game, "quest c99")


def test_legal_actions_all_verify_and_nothing_else_does() -> None:
    game = board(ink=3)
    game.place(MICKEY, 0, Zone.HAND)
    game.place(BRUTE, 0, Zone.HAND)
    game.place(MICKEY, 0, Zone.PLAY)
    game.place(MICKEY, 1, Zone.PLAY, exerted=True)
    legal = set(game.legal_actions())
    for action in legal:
        assert game.is_legal(action)
    ids = range(len(game.cards))
    candidates = [Action(v, (a,)) for v in (Verb.INK, Verb.PLAY, Verb.QUEST) for a in ids]
    candidates += [
        Action(v, (a, b)) for v in (Verb.CHALLENGE, Verb.MOVE) for a in ids for b in ids
    ]
    for action in candidates:
        assert game.is_legal(action) == (action in legal), action


def test_2_3_3_4_a_player_may_concede_at_any_time_and_loses() -> None:
    game = Game.new([FILLER] * 60, [FILLER] * 60, seed=4, first_player=0)
    assert Action(Verb.CONCEDE) not in game.legal_actions()  # never offered, always accepted
    act(game, "concede")  # p1 concedes while altering their hand
    assert game.winner == 1 and game.is_over
    game.undo()
    assert game.winner is None and game.decider == 0


def test_2_2_1_each_deck_is_shuffled_before_the_opening_hands() -> None:
    deck_list = [character(f"Card {n}") for n in range(60)]
    orders = []
    for seed in (1, 2):
        game = Game.new(deck_list, deck_list, seed=seed, first_player=0)
        for player in game.players:
            cards = sorted((*player.deck, *player.hand), key=lambda card: card.id)
            order = [card.definition for card in cards]
            # The same sixty cards, in an order that is not the list's (ids follow the deck).
            assert sorted(order, key=deck_list.index) == deck_list
            assert order != deck_list
            orders.append(order)
    assert orders[0] != orders[1]  # each player's deck is shuffled on its own
    assert orders[0] != orders[2]  # another seed, another order


def test_an_action_legal_when_offered_is_checked_again_once_the_state_changed() -> None:
    # apply() trusts what legal_actions() just offered only in that very state: a change
    # made since (by a primitive, by setting up, by another action), or an action added to
    # the list by the caller, is checked by the rules as any other.
    game = board(ink=2)
    mickey = game.place(MICKEY, 0, Zone.PLAY)
    quest = Action(Verb.QUEST, (mickey.id,))
    assert quest in game.legal_actions()
    set_field(game, mickey, "exerted", True)  # through the trail, as effects do
    refused(game, f"quest c{mickey.id}", "4.5.1")

    game = board(ink=2)
    reckless = dataclasses.replace(character("Hothead"), keywords=(PrintedKeyword("Reckless"),))
    game.place(reckless, 0, Zone.PLAY)
    assert PASS in game.legal_actions()
    game.place(MICKEY, 1, Zone.PLAY, exerted=True)  # now Hothead must challenge first (8.7)
    refused(game, "pass", "8.7")

    game = board(ink=2)
    hand = game.place(MICKEY, 0, Zone.HAND)
    offered = game.legal_actions()
    offered.append(Action(Verb.QUEST, (hand.id,)))  # the caller's list is not the engine's
    with pytest.raises(IllegalAction):
        act(game, f"quest c{hand.id}")


def test_an_offered_action_is_trusted_again_after_an_undo_restores_the_state() -> None:
    game = board(ink=2)
    mickey = game.place(MICKEY, 0, Zone.PLAY)
    game.place(MICKEY, 0, Zone.HAND)
    offered = game.legal_actions()
    act(game, f"quest c{mickey.id}")
    game.undo()  # the very state they were offered in
    assert game.legal_actions() == offered
    act(game, f"quest c{mickey.id}")
    assert game.players[0].lore == 2
    refused(game, f"quest c{mickey.id}", "4.5.1")  # exerted now


def test_a_turn_action_is_offered_once_a_card_that_can_make_it_is_in_the_game() -> None:
    # Legal actions skip the turn actions no card in the game can make (no location: no
    # move); placing such a card afterwards brings its action into the offers.
    game = board(ink=2)
    mickey = game.place(MICKEY, 0, Zone.PLAY)
    assert {a.verb for a in game.legal_actions()} == {Verb.PASS, Verb.QUEST}
    falls = game.place(location("Falls", move_cost=1), 0, Zone.PLAY)
    assert Action(Verb.MOVE, (mickey.id, falls.id)) in game.legal_actions()
    game.place(dataclasses.replace(MICKEY, keywords=(PrintedKeyword("Shift", 2),)), 0, Zone.HAND)
    assert Verb.SHIFT in {a.verb for a in game.legal_actions()}


@pytest.mark.parametrize("affects", [Keyword.EVASIVE, Keyword.CHALLENGER, Stat.CANT_QUEST])
def test_6_4_a_static_ability_applies_from_the_moment_its_card_is_in_play(
    affects: Keyword | Stat,
) -> None:
    # Derived values answer "nothing in play changes it" from the index of the statics in
    # play; the first question after a card with a static arrives must still see it.
    game = board()
    mickey = game.place(MICKEY, 0, Zone.PLAY)
    change = (Cant(Deed.QUEST) if isinstance(affects, Stat)
              else Gains(affects, 2 if affects is Keyword.CHALLENGER else None))  # fmt: skip
    static = Static(Have(Cards(Det.PLAIN, owner=Owner.YOURS), (change,)), "RALLY")
    banner = dataclasses.replace(
        character("Banner"), behaviour=Behaviour((static,)), effects=("(test)",)
    )
    game.place(banner, 0, Zone.PLAY)  # play changed: no index until something asks
    if affects is Stat.CANT_QUEST:
        assert affected(game, mickey, Stat.CANT_QUEST)
    elif affects is Keyword.CHALLENGER:
        assert keyword_value(game, mickey, Keyword.CHALLENGER) == 2
    else:
        assert has_keyword(game, mickey, Keyword.EVASIVE)
