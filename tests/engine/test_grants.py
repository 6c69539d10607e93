"""Rule 6.4: a static ability can give other cards a triggered ability ("your characters gain
'Whenever this character quests, ...'"). Each card it names has the ability while the giver
is in play, whichever player controls them; a card's granted abilities are numbered from
3000 in the order they are found, so that ``resolve cN 3001`` names one."""

from __future__ import annotations

import dataclasses

from illumineer.engine.abilities import (
    Behaviour,
    Cards,
    Det,
    GainLore,
    GainsAbility,
    Have,
    Owner,
    Quests,
    Static,
    This,
    Triggered,
)
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition
from illumineer.engine.game import Game
from illumineer.engine.primitives import banish, move
from illumineer.engine.vocabulary import Verb, Zone
from tests.engine.helpers import character

FILLER = character("Filler")
CHEER = Triggered((Quests(This()),), (GainLore(1),))
YOURS = Cards(Det.PLAIN, owner=Owner.YOURS)


def banner(name: str) -> CardDefinition:
    behaviour = Behaviour((Static(Have(YOURS, (GainsAbility(CHEER),)), "RALLY"),))
    return dataclasses.replace(character(name), behaviour=behaviour, effects=("(test text)",))


def test_6_4_each_card_a_static_names_gains_its_triggered_ability_on_either_side() -> None:
    game = Game.position()
    for owner in (0, 1):
        for _ in range(5):
            game.place(FILLER, owner, Zone.DECK)
    for owner, name in ((0, "Red Banner"), (0, "Blue Banner"), (1, "Black Banner")):
        game.place(banner(name), owner, Zone.PLAY)
    hero = game.place(character("Hero", lore=1), 0, Zone.PLAY)
    rival = game.place(character("Rival", lore=1), 1, Zone.PLAY)

    game.apply(Action.parse(f"quest c{hero.id}"))
    # Two banners: the hero has CHEER twice, numbered 3000 and 3001, both in the bag.
    resolves = sorted(str(a) for a in game.legal_actions() if a.verb is Verb.RESOLVE)
    assert resolves == [f"resolve c{hero.id} 3000", f"resolve c{hero.id} 3001"]
    game.apply(Action.parse(f"resolve c{hero.id} 3001"))
    game.apply(Action.parse(f"resolve c{hero.id} 3000"))
    assert game.players[0].lore == 1 + 2 and not game.bag

    game.apply(Action.parse("pass"))
    game.apply(Action.parse(f"quest c{rival.id}"))
    (resolve,) = [a for a in game.legal_actions() if a.verb is Verb.RESOLVE]
    assert str(resolve) == f"resolve c{rival.id} 3000"
    game.apply(resolve)
    assert game.players[1].lore == 1 + 1


def test_the_count_of_cards_in_play_with_statics_follows_them_in_and_out() -> None:
    # The engine reads statics only while some card in play has one (a hot-path shortcut):
    # the count must follow every card in and out, and never go below 0.
    game = Game.position()
    red = game.place(banner("Red Banner"), 0, Zone.HAND)
    blue = game.place(banner("Blue Banner"), 1, Zone.PLAY)
    game.place(FILLER, 0, Zone.PLAY)
    assert game.statics_in_play == 1
    move(game, red, Zone.PLAY)
    assert game.statics_in_play == 2
    banish(game, [red, blue])
    assert game.statics_in_play == 0
