"""Classes of rules that came out wrong before the engine was split by rule, each shown with
small test cards so that every card of the class is covered by the same mechanism."""

from __future__ import annotations

import dataclasses

from illumineer.engine.abilities import (
    Banish,
    Banishes,
    Behaviour,
    Can,
    Cards,
    Deed,
    Det,
    Discard,
    Discarded,
    Discards,
    Draw,
    EachOpponent,
    GainLore,
    Gets,
    Have,
    IsBanished,
    IsReadied,
    May,
    Modify,
    Owner,
    PlayForFree,
    Ready,
    ReduceNextCost,
    RemoveDamage,
    Static,
    This,
    Times,
    Triggered,
)
from illumineer.engine.abilities.filters import Kind
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition, PrintedKeyword
from illumineer.engine.game import Game
from illumineer.engine.vocabulary import (
    Keyword,
    Phase,
    PromptKind,
    Stat,
    Verb,
    Zone,
)
from tests.engine.helpers import action, location
from tests.engine.helpers import character as vanilla

FILLER = vanilla("Filler")


def board(ink: int = 0) -> Game:
    game = Game.position()
    for owner in (0, 1):
        for _ in range(10):
            game.place(FILLER, owner, Zone.DECK)
    for _ in range(ink):
        game.place(FILLER, 0, Zone.INKWELL)
    return game


def act(game: Game, text: str) -> None:
    game.apply(Action.parse(text))


def with_behaviour(definition: CardDefinition, behaviour: Behaviour) -> CardDefinition:
    return dataclasses.replace(definition, behaviour=behaviour, effects=("(test text)",))


def test_4_6_4_2_permission_to_challenge_ready_characters_is_each_challengers_own() -> None:
    # Two challengers of the same cost, one allowed to challenge ready characters: the legal
    # actions must not share targets between them (they once were cached by cost alone).
    bold = with_behaviour(
        vanilla("Bold", cost=2),
        Behaviour((Static(Have(This(), (Can(Deed.CHALLENGE_READY),)), "BOLD"),)),
    )
    game = board()
    brave = game.place(bold, 0, Zone.PLAY)
    plain = game.place(vanilla("Plain", cost=2), 0, Zone.PLAY)
    ready_foe = game.place(vanilla("Foe"), 1, Zone.PLAY)
    legal = set(game.legal_actions())
    assert Action(Verb.CHALLENGE, (brave.id, ready_foe.id)) in legal
    assert Action(Verb.CHALLENGE, (plain.id, ready_foe.id)) not in legal
    assert not game.is_legal(Action(Verb.CHALLENGE, (plain.id, ready_foe.id)))


def test_8_3_3_a_bodyguard_never_holds_back_a_challenge_to_a_location() -> None:
    guard = dataclasses.replace(vanilla("Guard"), keywords=(PrintedKeyword("Bodyguard"),))
    game = board()
    attacker = game.place(vanilla("Attacker"), 0, Zone.PLAY)
    game.place(guard, 1, Zone.PLAY, exerted=True)
    other_foe = game.place(vanilla("Other"), 1, Zone.PLAY, exerted=True)
    tower = game.place(location("Tower"), 1, Zone.PLAY)
    legal = set(game.legal_actions())
    assert Action(Verb.CHALLENGE, (attacker.id, tower.id)) in legal  # a location: legal
    assert Action(Verb.CHALLENGE, (attacker.id, other_foe.id)) not in legal  # the guard first


def test_2_3_3_once_the_game_is_over_nobody_decides() -> None:
    # Even if it ended with a question open: here a player concedes (2.3.3.4) while asked.
    maybe = action("Maybe", May((Draw(1),)))
    game = board()
    card = game.place(maybe, 0, Zone.HAND)
    act(game, f"play c{card.id}")
    assert game.prompt is not None and game.decider == 0
    act(game, "concede")
    assert game.is_over and game.winner == 1
    assert game.decider is None and game.legal_actions() == []


def test_4_3_6_the_next_character_discount_is_used_up_by_a_free_play() -> None:
    offer = action(
        "Generous Offer",
        ReduceNextCost(2, Cards()),
        PlayForFree(Cards()),
    )
    game = board()
    card = game.place(offer, 0, Zone.HAND)
    freebie = game.place(vanilla("Freebie", cost=2), 0, Zone.HAND)
    game.place(vanilla("Later", cost=3), 0, Zone.HAND)
    act(game, f"play c{card.id}")
    if game.prompt is not None:
        act(game, f"choose c{freebie.id}")
    assert freebie.zone is Zone.PLAY
    assert game.reductions == ()  # the free play used it up (4.3.6): Later costs 3 again


def test_4_3_6_the_next_action_discount_is_used_up_by_a_sung_song() -> None:
    cheaper = action("Cheaper Tricks", ReduceNextCost(1, Cards(kinds=(Kind.ACTION,))))
    song = dataclasses.replace(
        action("Little Song", Draw(1), cost=1), classifications=("Song",)
    )
    game = board(ink=1)
    trick = game.place(cheaper, 0, Zone.HAND)
    tune = game.place(song, 0, Zone.HAND)
    singer = game.place(vanilla("Singer", cost=2), 0, Zone.PLAY)
    act(game, f"play c{trick.id}")  # cost 0
    assert len(game.reductions) == 1
    act(game, f"sing c{tune.id} c{singer.id}")
    assert not game.reductions  # sung, not paid: still "the next action you play"


def test_1_3_3_whenever_you_ready_means_the_player_who_readied() -> None:
    watcher = with_behaviour(
        vanilla("Watcher"),
        Behaviour(
            (Triggered((IsReadied(Cards(Det.ONE_OF, owner=Owner.YOURS)),), (GainLore(1),),
                       "EAGER"),)
        ),
    )
    rouse = action("Rouse", Ready(Cards(Det.CHOSEN)))
    game = board()
    game.place(watcher, 1, Zone.PLAY)
    tired = game.place(vanilla("Tired"), 1, Zone.PLAY, exerted=True)
    card = game.place(rouse, 0, Zone.HAND)
    act(game, f"play c{card.id}")
    act(game, f"choose c{tired.id}")
    # p1 readied p2's character: p2 did not ready anything, so nothing triggered.
    assert not tired.exerted and game.bag == () and game.players[1].lore == 0
    act(game, "pass")  # p2's Ready step: p2 readies their own characters (none exerted)
    assert game.players[1].lore == 0


def test_6_2_1_one_discard_instruction_is_one_trigger_counting_every_card() -> None:
    judge = with_behaviour(
        vanilla("Stern Judge"),
        Behaviour(
            (
                Triggered((Discards(EachOpponent()),), (May((Draw(Times(1, Discarded())),)),),
                          "I SENTENCE YOU"),
            )
        ),
    )
    purge = action("Purge", Discard(2, EachOpponent()))
    game = board()
    game.place(judge, 0, Zone.PLAY)
    card = game.place(purge, 0, Zone.HAND)
    doomed = [game.place(FILLER, 1, Zone.HAND) for _ in range(3)]
    act(game, f"play c{card.id}")
    act(game, f"choose c{doomed[0].id}")
    act(game, f"choose c{doomed[1].id}")
    assert len(game.bag) == 1  # one trigger for the instruction (6.2.1)...
    hand = len(game.players[0].hand)
    act(game, str(game.legal_actions()[0]))
    act(game, "yes")
    assert len(game.players[0].hand) == hand + 2  # ...counting both cards (6.1.8)


def test_6_1_3_up_to_lets_the_player_choose_how_many_zero_included() -> None:
    salve = action("Salve", RemoveDamage(3, Cards(Det.CHOSEN)))
    game = board()
    hurt = game.place(vanilla("Hurt", willpower=5), 0, Zone.PLAY, damage=3)
    card = game.place(salve, 0, Zone.HAND)
    act(game, f"play c{card.id}")
    act(game, f"choose c{hurt.id}")
    assert game.prompt is not None and game.prompt.kind is PromptKind.NUMBER
    assert [a for a in game.legal_actions()] == [Action(Verb.NUMBER, (n,)) for n in range(4)]
    act(game, "number 0")
    assert hurt.damage == 3


def test_7_4_3_cards_banished_together_see_each_other_leave() -> None:
    # "Whenever another character is banished, gain 1 lore": in both orders of play, the
    # watcher banished along with two others sees both (Be Prepared, the rulebook's example).
    watcher = with_behaviour(
        vanilla("Rourke"),
        Behaviour(
            (Triggered((IsBanished(Cards(other=True)),), (GainLore(1),), "WATCHER"),)
        ),
    )
    be_prepared = action("Banish Them All", Banish(Cards(Det.ALL)))
    for watcher_first in (True, False):
        game = board()
        others = []
        if not watcher_first:
            others.append(game.place(vanilla("A"), 0, Zone.PLAY))
        game.place(watcher, 0, Zone.PLAY)
        others.append(game.place(vanilla("B"), 1, Zone.PLAY))
        if watcher_first:
            others.append(game.place(vanilla("C"), 0, Zone.PLAY))
        card = game.place(be_prepared, 0, Zone.HAND)
        act(game, f"play c{card.id}")
        while game.bag:
            act(game, str(game.legal_actions()[0]))
        assert game.players[0].lore == 2, watcher_first


def test_1_8_4_one_players_state_check_results_happen_at_once() -> None:
    # Weaken makes every character of p1's lethal at once: all three leave together, and the
    # Mourner, banished with them, sees both others leave (1.8.4, 7.4.3), whatever their order.
    watcher = with_behaviour(
        vanilla("Mourner", willpower=2),
        Behaviour(
            (Triggered((IsBanished(Cards(other=True)),), (GainLore(1),), "MOURN"),)
        ),
    )
    weaken = action("Weaken", Modify(Cards(Det.EACH, owner=Owner.YOURS),
                                     (Gets(Stat.WILLPOWER, -1),)))  # fmt: skip
    game = board()
    game.place(vanilla("First", willpower=2), 0, Zone.PLAY, damage=1)
    game.place(watcher, 0, Zone.PLAY, damage=1)
    game.place(vanilla("Last", willpower=2), 0, Zone.PLAY, damage=1)
    card = game.place(weaken, 0, Zone.HAND)
    act(game, f"play c{card.id}")
    while game.bag:
        act(game, str(game.legal_actions()[0]))
    assert game.players[0].play == [] and game.players[0].lore == 2


def test_banished_a_character_reads_the_card_banished() -> None:
    # BANISHES events name the banished card as `other`.
    hunter = with_behaviour(
        vanilla("Hunter", strength=3, willpower=5),
        Behaviour(
            (Triggered((Banishes(This()),), (GainLore(2),), "TROPHY"),)
        ),
    )
    game = board()
    me = game.place(hunter, 0, Zone.PLAY)
    prey = game.place(vanilla("Prey"), 1, Zone.PLAY, exerted=True)
    act(game, f"challenge c{me.id} c{prey.id}")
    while game.bag:
        act(game, str(game.legal_actions()[0]))
    assert prey.zone is Zone.DISCARD and game.players[0].lore == 2
    assert game.phase is Phase.MAIN and Keyword.EVASIVE not in me.definition.keyword_set
