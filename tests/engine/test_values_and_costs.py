"""What a card has now, with every effect (6.4, 6.6, 7.1.6): effects that end as a card
leaves play, a location's conditional "while here", a keyword that "can't be gained", an
ability a location gave, and a cost that banishes every card it names."""

from __future__ import annotations

import dataclasses

import pytest

from illumineer.engine.abilities import (
    Activated,
    BanishCost,
    Behaviour,
    CantGain,
    Cards,
    Cost,
    DamageOn,
    DealDamage,
    Det,
    Draw,
    Effects,
    GainLore,
    GainsAbility,
    Gets,
    GetsForEach,
    HaveHere,
    Kind,
    Owner,
    Static,
    Them,
    This,
    Times,
    Triggered,
    YourTurn,
)
from illumineer.engine.abilities.triggers import Quests
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition, PrintedKeyword
from illumineer.engine.errors import ImpossibleAction, JudgeError
from illumineer.engine.primitives import add_modifier, banish
from illumineer.engine.values import GRANTED_NUMBER, strength, triggered_abilities
from illumineer.engine.vocabulary import CardType, Duration, Keyword, Mode, Stat, Verb, Zone
from illumineer.judge.fixes import Remedy
from illumineer.judge.table import Table
from illumineer.judge.vocabulary import Level
from tests.engine.helpers import Probe, action, board, character, location

#: "Whenever this character quests, gain 1 lore": given for this turn by some effect.
CHEER = Triggered((Quests(This()),), (GainLore(1),), "CHEER")


def _with(definition: CardDefinition, behaviour: Behaviour) -> CardDefinition:
    return dataclasses.replace(definition, behaviour=behaviour)


def test_7_1_6_a_character_returned_and_played_again_in_one_effect_comes_back_as_a_new_card() -> (
    None
):
    game = board()
    hero = game.place(character("Hero", strength=2), 0, Zone.PLAY)
    friend = game.place(character("Friend", strength=1), 0, Zone.PLAY)
    for card, bonus in ((hero, 2), (friend, 1)):
        add_modifier(game, card, Stat.STRENGTH, bonus, Duration.THIS_TURN, 0)

    def give_cheer(fx: Effects) -> None:
        for card in (hero, friend):
            fx.grant(fx.card(card.id), CHEER, Duration.THIS_TURN)

    def bounce_and_replay(fx: Effects) -> None:
        fx.put_into(fx.card(hero.id), Zone.HAND)
        fx.play_for_free(fx.card(hero.id))

    cheer = game.place(action("Cheer", Probe(see=give_cheer)), 0, Zone.HAND)
    encore = game.place(action("Encore", Probe(see=bounce_and_replay)), 0, Zone.HAND)
    game.apply(Action(Verb.PLAY, (cheer.id,)))
    assert CHEER in [a for _, a in triggered_abilities(game, hero)]
    game.apply(Action(Verb.PLAY, (encore.id,)))
    assert hero.zone is Zone.PLAY
    # The hero is a new card: its +2 ¤ and CHEER are gone; the friend keeps both.
    assert (strength(game, hero), strength(game, friend)) == (2, 2)
    assert CHEER not in [a for _, a in triggered_abilities(game, hero)]
    assert CHEER in [a for _, a in triggered_abilities(game, friend)]


def test_a_locations_while_here_bonus_during_your_turn_ends_on_the_opponents_turn() -> None:
    # "During your turn, characters get +2 ¤ while here."
    arena = _with(location("Arena"), Behaviour(abilities=(
        Static(HaveHere((Gets(Stat.STRENGTH, 2),)), name="HOME CROWD", condition=YourTurn()),
    )))  # fmt: skip
    game = board()
    here = game.place(arena, 0, Zone.PLAY)
    hero = game.place(character("Hero", strength=1), 0, Zone.PLAY, location=here)
    away = game.place(character("Away", strength=1), 0, Zone.PLAY)
    assert (strength(game, hero), strength(game, away)) == (3, 1)
    game.apply(Action(Verb.PASS))
    assert (strength(game, hero), strength(game, away)) == (1, 1)


def test_an_ability_a_location_gave_cannot_be_used_once_the_location_is_gone() -> None:
    # "Characters gain “⟳ — Draw a card” while here."
    lab = _with(location("Lab"), Behaviour(abilities=(
        Static(HaveHere((GainsAbility(Activated(Cost(exert=True), (Draw(),))),)), name="STUDY"),
    )))  # fmt: skip
    game = board()
    here = game.place(lab, 0, Zone.PLAY)
    hero = game.place(character("Hero"), 0, Zone.PLAY, location=here)
    use = Action(Verb.ACTIVATE, (hero.id, GRANTED_NUMBER))
    assert use in game.legal_actions()
    banish(game, [here])
    assert use not in game.legal_actions()
    with pytest.raises(ImpossibleAction, match="has no ability"):
        game.apply(use)
    assert not hero.exerted and len(game.players[0].hand) == 0


def test_8_1_2_cant_gain_resist_keeps_the_printed_resist() -> None:
    shield = dataclasses.replace(character("Shield", willpower=5),
                                 keywords=(PrintedKeyword("Resist", 1),))  # fmt: skip
    game = board()
    hero = game.place(shield, 0, Zone.PLAY)
    for affects, amount in CantGain(Keyword.RESIST).effects():  # "can't gain Resist"
        assert isinstance(amount, int)
        add_modifier(game, hero, affects, amount, Duration.THIS_TURN, 1)
    blast = game.place(action("Blast", DealDamage(2, Cards(Det.CHOSEN))), 0, Zone.HAND)
    game.apply(Action(Verb.PLAY, (blast.id,)))
    game.apply(Action(Verb.CHOOSE, (hero.id,)))
    assert hero.damage == 1  # Resist +1 still prevents 1 of the 2


def _item(name: str, card_id: int, behaviour: Behaviour | None = None) -> CardDefinition:
    return CardDefinition(
        id=card_id,
        full_name=name,
        name=name,
        version=None,
        card_type=CardType.ITEM,
        cost=1,
        inkable=True,
        behaviour=behaviour,
    )


def test_a_cost_that_banishes_all_your_other_items_banishes_each_of_them() -> None:
    # "Banish all your other items — Gain 1 lore."
    yours = Cards(Det.ALL, (Kind.ITEM,), owner=Owner.YOURS, other=True)
    heap = _item("Scrap Heap", -90_001, Behaviour(abilities=(
        Activated(Cost(parts=(BanishCost(yours),)), (GainLore(1),)),
    )))  # fmt: skip
    game = board()
    scrap = game.place(heap, 0, Zone.PLAY)
    junk = [game.place(_item("Junk", -90_002), 0, Zone.PLAY) for _ in range(2)]
    theirs = game.place(_item("Junk", -90_002), 1, Zone.PLAY)
    game.apply(Action(Verb.ACTIVATE, (scrap.id, 0)))
    assert [card.zone for card in junk] == [Zone.DISCARD, Zone.DISCARD]
    assert (scrap.zone, theirs.zone) == (Zone.PLAY, Zone.PLAY)
    assert game.players[0].lore == 1


def test_pcg_2_1_a_missed_gets_this_turn_for_each_has_passed_the_next_turn() -> None:
    # "Whenever this character quests, chosen character gets +1 ¤ this turn for each 1
    # damage on them": missed, and called in the next turn, there is nothing to resolve.
    pump = GetsForEach(Cards(Det.CHOSEN), Stat.STRENGTH, Times(1, DamageOn(Them())))
    trainer = _with(
        character("Trainer"), Behaviour((Triggered((Quests(This()),), (pump,), "PUMP"),))
    )
    game = board(mode=Mode.TABLE)
    card = game.place(trainer, 0, Zone.PLAY)
    game.place(character("Bruised", willpower=5), 0, Zone.PLAY, damage=2)
    game.apply(Action.parse(f"quest c{card.id}"))
    game.apply(Action.parse(f"miss c{card.id} 0"))
    game.apply(Action(Verb.PASS))
    table = Table(game, level=Level.CASUAL)
    table.call(1)
    with pytest.raises(JudgeError, match="its duration has passed"):
        table.remedy("resolve")
    assert table.remedy("skip").remedy is Remedy.DURATION_PASSED
