"""Keywords that no implemented printed card shows alone: Boost (8.4), Sing Together (8.12),
a Shift paid otherwise than in ink (8.10); and rule 1.8.5 (a condition counts only if still
true when the check runs)."""

from __future__ import annotations

import dataclasses

import pytest

from illumineer.engine.abilities import (
    Behaviour,
    Cards,
    Det,
    Draw,
    Floating,
    GainLore,
    Owner,
    Quests,
    This,
    Triggered,
)
from illumineer.engine.abilities.filters import Named
from illumineer.engine.abilities.steps import DealDamage, RemoveDamage
from illumineer.engine.actions import Action
from illumineer.engine.cards import PrintedKeyword
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.game import Game
from illumineer.engine.primitives import banish
from illumineer.engine.trail import set_field
from illumineer.engine.values import keyword_value
from illumineer.engine.vocabulary import Keyword, Verb, Zone
from tests.engine.helpers import action, board, character

FILLER = character("Filler")



def act(game: Game, text: str) -> None:
    game.apply(Action.parse(text))


def test_8_4_boost_puts_the_top_card_facedown_under_once_a_turn() -> None:
    boost = (PrintedKeyword("Boost", 2),)
    booster = dataclasses.replace(character("Booster", cost=3), keywords=boost)
    game = board()
    for _ in range(4):
        game.place(FILLER, 0, Zone.INKWELL)
    card = game.place(booster, 0, Zone.PLAY, drying=True)  # Boost needs no dry character
    top = game.players[0].deck[-1]
    assert Action(Verb.BOOST, (card.id,)) in game.legal_actions()
    act(game, f"boost c{card.id}")
    assert top.zone is Zone.UNDER and card.under == (top.id,) and top.known == 0
    assert game.players[0].ready_ink == 2 and len(game.players[0].deck) == 9
    with pytest.raises(IllegalAction, match="already used Boost"):
        act(game, f"boost c{card.id}")
    act(game, "pass")
    act(game, "pass")
    act(game, f"boost c{card.id}")  # a new turn, a new Boost
    under = card.under
    assert len(under) == 2
    banish(game, [card])  # 8.10.7 / 8.4: the cards under it leave play with it
    assert [game.cards[i].zone for i in (card.id, *under)] == [Zone.DISCARD] * 3


def test_8_10_7_a_character_put_under_another_from_play_takes_its_stack_with_it() -> None:
    """Roo - Little Helper: "Put this character facedown under one of your characters or
    locations with Boost." The card under Roo leaves play with Roo (8.10.7) and lies under
    the Boost character too, below Roo; when that character is banished, all go."""
    from illumineer.engine.abilities import Activated, Cost, WithKeyword
    from illumineer.engine.abilities.filters import Kind
    from illumineer.engine.abilities.under import PutUnder

    boost_host = Cards(Det.ONE_OF, kinds=(Kind.CHARACTER, Kind.LOCATION), owner=Owner.YOURS,
                       having=(WithKeyword(Keyword.BOOST),))  # fmt: skip
    hop = Activated(Cost(exert=True), (PutUnder(This(), boost_host),), "HOPPING IN")
    roo = dataclasses.replace(character("Roo"), behaviour=Behaviour((hop,)))
    booster = dataclasses.replace(character("Booster"), keywords=(PrintedKeyword("Boost", 2),))
    game = board()
    host = game.place(booster, 0, Zone.PLAY)
    boosted = game.place(FILLER, 0, Zone.UNDER, beneath=host)
    hopper = game.place(roo, 0, Zone.PLAY)
    base = game.place(FILLER, 0, Zone.UNDER, beneath=hopper)
    act(game, f"activate c{hopper.id} 0")
    assert game.prompt is not None and game.prompt.options == (host.id,)
    act(game, f"choose c{host.id}")
    assert host.under == (boosted.id, base.id, hopper.id) and hopper.under == ()
    assert hopper.zone is Zone.UNDER and base.zone is Zone.UNDER
    banish(game, [host])
    assert [game.cards[i].zone for i in (host.id, boosted.id, base.id, hopper.id)] == [
        Zone.DISCARD] * 4


def test_8_4_boost_is_a_turn_action_and_waits_for_an_empty_bag() -> None:
    booster = dataclasses.replace(character("Booster"), keywords=(PrintedKeyword("Boost", 1),))
    cheer = Triggered((Quests(This()),), (GainLore(1),), "CHEER")
    cheerful = dataclasses.replace(character("Cheerful"), behaviour=Behaviour((cheer,)))
    game = board()
    game.place(FILLER, 0, Zone.INKWELL)
    card = game.place(booster, 0, Zone.PLAY)
    quester = game.place(cheerful, 0, Zone.PLAY)
    act(game, f"quest c{quester.id}")  # CHEER waits in the bag
    assert game.bag and Action(Verb.BOOST, (card.id,)) not in game.legal_actions()
    before = game.state_hash()
    with pytest.raises(IllegalAction, match="bag must be empty") as refused:
        act(game, f"boost c{card.id}")
    assert refused.value.rule == "8.4" and game.state_hash() == before
    act(game, f"resolve c{quester.id} 0")
    act(game, f"boost c{card.id}")
    assert len(card.under) == 1


@pytest.mark.parametrize(
    ("keyword", "value", "printed"),
    [("Challenger", 2, "Challenger +2"), ("Resist", 1, "Resist +1"), ("Shift", 4, "Shift 4"),
     ("Singer", 5, "Singer 5"), ("Evasive", None, "Evasive")],
)  # fmt: skip
def test_8_1_2_keywords_print_their_value_with_a_plus_only_where_they_stack(
    keyword: str, value: int | None, printed: str
) -> None:
    assert str(PrintedKeyword(keyword, value)) == printed


def test_8_10_a_shift_paid_otherwise_than_in_ink_is_never_offered_for_ink() -> None:
    # "Shift: Discard a location card" (Aladdin - Brave Rescuer) prints no ink cost: without
    # the words of its cost (`Behaviour.shift`) the engine does not do the shift, and must
    # not take it for a Shift of 0 or 1 ink.
    aladdin = character("Aladdin", cost=3)
    rescuer = dataclasses.replace(aladdin, id=aladdin.id - 1, keywords=(PrintedKeyword("Shift"),))
    game = board()
    for _ in range(5):
        game.place(FILLER, 0, Zone.INKWELL)
    base = game.place(aladdin, 0, Zone.PLAY)
    card = game.place(rescuer, 0, Zone.HAND)
    assert Action(Verb.PLAY, (card.id,)) in game.legal_actions()
    assert not [a for a in game.legal_actions() if a.verb is Verb.SHIFT]
    before = game.state_hash()
    with pytest.raises(ImpossibleAction, match="no Shift cost in ink or words"):
        act(game, f"shift c{card.id} c{base.id}")
    assert game.state_hash() == before


def test_8_12_sing_together_exerts_singers_whose_costs_total_the_song() -> None:
    song = action("Chorus", Draw(2), cost=6, sing_together=6)
    game = board()
    chorus = game.place(song, 0, Zone.HAND)
    a = game.place(character("Alto", cost=2), 0, Zone.PLAY)
    b = game.place(character("Bass", cost=3), 0, Zone.PLAY)
    c = game.place(character("Tenor", cost=1), 0, Zone.PLAY)
    wet = game.place(character("Wet", cost=5), 0, Zone.PLAY, drying=True)
    # Each dry character may start the song; none could sing it alone (cost 6).
    offered = [x for x in game.legal_actions() if x.verb in (Verb.SING, Verb.SING_WITH)]
    assert offered == [Action(Verb.SING_WITH, (chorus.id, x.id)) for x in (a, b, c)]
    act(game, f"sing-with c{chorus.id} c{a.id}")
    act(game, f"sing-with c{chorus.id} c{b.id}")
    with pytest.raises(IllegalAction, match="already sings"):
        act(game, f"sing-with c{chorus.id} c{b.id}")  # each singer counts once
    assert Action(Verb.DONE) not in game.legal_actions()  # 2 + 3 < 6
    with pytest.raises(IllegalAction):
        act(game, f"sing-with c{chorus.id} c{wet.id}")  # a drying character can't exert
    with pytest.raises(IllegalAction):
        act(game, "pass")  # the song is being sung: finish first
    act(game, f"sing-with c{chorus.id} c{c.id}")
    act(game, "done")
    assert a.exerted and b.exerted and c.exerted and not wet.exerted
    assert chorus.zone is Zone.DISCARD and len(game.players[0].hand) == 2


def test_8_12_sing_together_is_not_begun_when_every_singer_together_falls_short() -> None:
    song = action("Chorus", Draw(2), cost=8, sing_together=8)
    game = board()
    chorus = game.place(song, 0, Zone.HAND)
    a = game.place(character("Alto", cost=2), 0, Zone.PLAY)
    b = game.place(character("Bass", cost=5), 0, Zone.PLAY)
    # 2 + 5 < 8: beginning the song would leave a singing no one can finish.
    assert not [x for x in game.legal_actions() if x.verb is Verb.SING_WITH]
    before = game.state_hash()
    with pytest.raises(IllegalAction, match="total less than 8"):
        act(game, f"sing-with c{chorus.id} c{a.id}")
    assert game.state_hash() == before
    game.place(character("Tenor", cost=1), 0, Zone.PLAY)  # 2 + 5 + 1 = 8: now it can
    assert Action(Verb.SING_WITH, (chorus.id, b.id)) in game.legal_actions()


def test_1_8_5_a_condition_counts_only_if_still_true_when_checked() -> None:
    game = board()
    hero = game.place(character("Brave", willpower=3), 0, Zone.PLAY)
    only_hero = Cards(Det.EACH, having=(Named("Brave"),))
    lethal_then_healed = (DealDamage(3, only_hero), RemoveDamage(3, only_hero, exactly=True))
    trick = action("Close Call", *lethal_then_healed)
    close_call = game.place(trick, 0, Zone.HAND)
    act(game, f"play c{close_call.id}")
    # Damage reached willpower mid-effect, but not when the check ran (1.8.5).
    assert hero.zone is Zone.PLAY and hero.damage == 0


def test_6_1_13_until_the_start_of_your_next_turn() -> None:
    from illumineer.engine.abilities import Gains, Lasting, Modify

    shield = action(
        "Shield Up",
        Modify(Cards(Det.CHOSEN), (Gains(Keyword.RESIST, 2),), Lasting.UNTIL_YOUR_NEXT_TURN),
    )
    game = board()
    guard = game.place(character("Guard", willpower=5), 0, Zone.PLAY)
    card = game.place(shield, 0, Zone.HAND)
    act(game, f"play c{card.id}")
    act(game, f"choose c{guard.id}")
    assert keyword_value(game, guard, Keyword.RESIST) == 2
    act(game, "pass")  # the opponent's turn: still there
    assert keyword_value(game, guard, Keyword.RESIST) == 2
    act(game, "pass")  # the start of my next turn: gone
    assert keyword_value(game, guard, Keyword.RESIST) is None


def test_6_2_2_the_first_time_each_turn_triggers_once_a_turn() -> None:
    from illumineer.engine.abilities import IsChallenged

    eager = dataclasses.replace(
        character("Eager", strength=0, willpower=9),
        behaviour=Behaviour(
            (Triggered((IsChallenged(This()),), (GainLore(1),), "FIRST", once_per_turn=True),)
        ),
    )
    game = board()
    target = game.place(eager, 1, Zone.PLAY, exerted=True)
    attackers = [game.place(character(f"A{i}"), 0, Zone.PLAY) for i in range(2)]
    for attacker in attackers:
        act(game, f"challenge c{attacker.id} c{target.id}")
        if game.bag:
            act(game, str(game.legal_actions()[0]))
    assert game.players[1].lore == 1  # only the first challenge this turn
    act(game, "pass")
    act(game, "pass")
    set_field(game, target, "exerted", True)
    act(game, f"challenge c{attackers[0].id} c{target.id}")
    assert len(game.bag) == 1  # a new turn: it triggers again


def test_6_2_7_1_floating_triggers_of_one_turn_all_wait_for_their_event() -> None:
    # Two "this turn, whenever one of your characters quests, gain 1 lore" effects: both
    # float until the end of the turn, and each triggers on its own.
    rally = action("Rally", Floating(Quests(Cards(Det.ONE_OF, owner=Owner.YOURS)), (GainLore(1),)))
    game = board()
    first, second = game.place(rally, 0, Zone.HAND), game.place(rally, 0, Zone.HAND)
    hero = game.place(character("Hero", lore=1), 0, Zone.PLAY)
    act(game, f"play c{first.id}")
    act(game, f"play c{second.id}")
    act(game, f"quest c{hero.id}")
    while game.bag:
        game.apply(game.legal_actions()[0])
    assert game.players[0].lore == 1 + 2
    act(game, "pass")
    assert not game.floating  # 6.2.7.1: until the end of the turn
