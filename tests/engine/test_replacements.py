"""Replacement effects (rule 6.5) and abilities given to other cards: each test names the
rule it proves, on test cards built from the words card definitions use."""

from __future__ import annotations

import dataclasses

from illumineer.engine.abilities import (
    Activated,
    BanishedToInkwell,
    Behaviour,
    Cards,
    Cost,
    Det,
    GainLore,
    GainsAbility,
    Have,
    IsBanished,
    Owner,
    Pronoun,
    Static,
    This,
    Triggered,
)
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.game import Game
from illumineer.engine.primitives import put_damage
from illumineer.engine.vocabulary import Verb, Zone
from tests.engine.helpers import character

FILLER = character("Filler")


def with_abilities(name: str, *abilities: object, willpower: int = 1) -> CardDefinition:
    behaviour = Behaviour(tuple(abilities))  # type: ignore[arg-type]
    return dataclasses.replace(character(name, willpower=willpower), behaviour=behaviour,
                               effects=("(test text)",))  # fmt: skip


def position() -> Game:
    game = Game.position()
    for owner in (0, 1):
        for _ in range(5):
            game.place(FILLER, owner, Zone.DECK)
    return game


def test_6_5_4_a_character_that_would_be_banished_goes_into_the_inkwell_instead() -> None:
    duo = with_abilities(
        "Duo",
        Static(BanishedToInkwell(This(), This(Pronoun.THEY)), "THINKING OF YOU"),
        Triggered((IsBanished(This()),), (GainLore(5),), "NEVER SEEN"),
        willpower=3,
    )
    game = position()
    card = game.place(duo, 0, Zone.PLAY)
    put_damage(game, card, 3, 1)
    game.apply(Action.parse("pass"))  # the state check sees the lethal damage
    assert card.zone is Zone.INKWELL and card.exerted
    assert not game.players[0].discard
    assert game.players[0].lore == 0  # 6.5.4: it was never banished
    assert game.state_hash() == game.state_hash(fresh=True)


def test_6_4_a_static_ability_gives_other_cards_an_activated_ability_numbered_from_3000() -> None:
    cheer = Activated(Cost(exert=True), (GainLore(1),))
    others = Cards(Det.PLAIN, owner=Owner.YOURS, other=True)
    rally = Static(Have(others, (GainsAbility(cheer, stop=True),)), "RALLY")
    giver = with_abilities("Giver", rally)
    game = position()
    source = game.place(giver, 0, Zone.PLAY)
    hero = game.place(character("Hero"), 0, Zone.PLAY)
    rival = game.place(character("Rival"), 1, Zone.PLAY)
    offered = {str(a) for a in game.legal_actions() if a.verb is Verb.ACTIVATE}
    assert offered == {f"activate c{hero.id} 3000"}  # not the giver, not the opponent's
    game.apply(Action.parse(f"activate c{hero.id} 3000"))
    assert game.players[0].lore == 1 and hero.exerted
    assert not any(a.verb is Verb.ACTIVATE for a in game.legal_actions())  # exerted now
    assert source.zone is Zone.PLAY and rival.zone is Zone.PLAY
