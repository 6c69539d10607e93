"""Words no printed card says yet still do and say what they mean: a character "with
2 ⛉ or less", "with 2 ◊ or more", "undamaged" (6.1.4); "can't ready at the start of your
turn" (3.2.1.1); "can't gain Evasive" on a card printed with it; "if a character of yours
took damage this turn". At a table a card named against a description is an incident that
says which part it fails (1.7.7), and a missed restriction "this turn" cannot resolve the
next turn (PCG 2.1). Rendered text reads back into the same words."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from illumineer.engine.abilities import (
    Banish,
    BanPlay,
    Behaviour,
    CantGain,
    CantReadyAtStart,
    Cards,
    CostAtLeast,
    DealDamage,
    Det,
    GainLore,
    Have,
    Having,
    If,
    In,
    Kind,
    Lasting,
    LookAtTop,
    LoreAtLeast,
    MustQuest,
    Owner,
    Place,
    Plays,
    Quests,
    ReturnToHand,
    ShuffleIntoDeck,
    Static,
    Step,
    StrengthAtMost,
    TakeSome,
    This,
    TookDamage,
    Triggered,
    WillpowerAtMost,
    WithKeyword,
)
from illumineer.engine.abilities.english import ability_tokens, say_effect
from illumineer.engine.abilities.filters import State
from illumineer.engine.abilities.phrasing import Speaker, detokenize, english
from illumineer.engine.abilities.steps import Whose
from illumineer.engine.abilities.targets import Looked, Pronoun
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition, PrintedKeyword
from illumineer.engine.errors import IllegalAction, JudgeError
from illumineer.engine.game import Game
from illumineer.engine.vocabulary import Keyword, Mode, PromptKind, Verb, Zone
from illumineer.judge.messages import Language
from illumineer.judge.table import Table
from tests.engine.helpers import action, board, character
from tests.engine.helpers import location as location_card


def choices_of(game: Game, spell: CardDefinition) -> list[int]:
    """The cards the chosen-character action `spell`, played now, offers to choose."""
    card = game.place(spell, 0, Zone.HAND)
    game.apply(Action.parse(f"play c{card.id}"))
    assert game.prompt is not None and game.prompt.kind is PromptKind.CHOOSE
    return sorted(game.prompt.options)


def test_a_chosen_character_with_2_willpower_or_less_is_one_whose_willpower_is_2_at_most() -> None:
    topple = Banish(Cards(Det.CHOSEN, having=(WillpowerAtMost(2),)))
    assert english(topple) == "banish chosen character with 2 ⛉ or less"
    game = board()
    frail = game.place(character("Frail", willpower=1), 1, Zone.PLAY)
    just = game.place(character("Just Enough", willpower=2), 0, Zone.PLAY)
    game.place(character("Sturdy", willpower=3), 1, Zone.PLAY)
    assert choices_of(game, action("Topple", topple)) == sorted([frail.id, just.id])
    game.apply(Action.parse(f"choose c{just.id}"))
    assert just.zone is Zone.DISCARD


def test_a_chosen_character_with_2_lore_or_more_is_one_whose_lore_is_2_at_least() -> None:
    humble = Banish(Cards(Det.CHOSEN, having=(LoreAtLeast(2),)))
    assert english(humble) == "banish chosen character with 2 ◊ or more"
    game = board()
    game.place(character("Quiet", lore=1), 1, Zone.PLAY)
    famous = game.place(character("Famous", lore=2), 1, Zone.PLAY)
    legend = game.place(character("Legend", lore=3), 0, Zone.PLAY)
    assert choices_of(game, action("Humble", humble)) == sorted([famous.id, legend.id])
    game.apply(Action.parse(f"choose c{famous.id}"))
    assert famous.zone is Zone.DISCARD


def test_a_chosen_undamaged_character_is_one_with_no_damage_at_all() -> None:
    spare = Banish(Cards(Det.CHOSEN, state=State.UNDAMAGED))
    assert english(spare) == "banish chosen undamaged character"
    game = board()
    fresh = game.place(character("Fresh", willpower=5), 1, Zone.PLAY)
    game.place(character("Scratched", willpower=5), 1, Zone.PLAY, damage=1)
    game.place(character("Battered", willpower=5), 0, Zone.PLAY, damage=2)
    assert choices_of(game, action("Spare", spare)) == [fresh.id]


def test_3_2_1_1_a_character_that_cant_ready_at_the_start_of_your_turn_stays_exerted() -> None:
    stuck = Static(Have(This(), (CantReadyAtStart(),)), "ROOTED")
    rooted = dataclasses.replace(character("Rooted"), behaviour=Behaviour((stuck,)),
                                 effects=("(test text)",))  # fmt: skip
    game = board()
    held = game.place(rooted, 0, Zone.PLAY, exerted=True)
    free = game.place(character("Free"), 0, Zone.PLAY, exerted=True)
    game.apply(Action.parse("pass"))  # p2's turn
    game.apply(Action.parse("pass"))  # p1's turn: the Ready step passes the rooted one by
    assert held.exerted and not free.exerted


def named_against(having: Having, kinds: tuple[Kind, ...], right: CardDefinition | None,
                  wrong: CardDefinition) -> str:
    """At a table, "deal 1 damage to chosen ... <having>" is played with `right` and `wrong`
    (the opponent's) in play, and `wrong` is named: the incident's reason, in English."""
    zap = action("Zap", DealDamage(1, Cards(Det.CHOSEN, kinds, having=(having,))))
    game = board(mode=Mode.TABLE)
    legal = [] if right is None else [game.place(right, 1, Zone.PLAY).id]
    named = game.place(wrong, 1, Zone.PLAY)
    assert choices_of(game, zap) == legal
    game.apply(Action.parse(f"choose c{named.id}"))
    return Table(game).reason(1, Language.EN)


def test_1_7_7_a_card_cheaper_than_with_cost_3_or_more_says_its_cost_and_the_limit() -> None:
    said = named_against(CostAtLeast(3), (Kind.CHARACTER,), character("Dear", cost=3),
                         character("Cheap", cost=1))  # fmt: skip
    assert said.endswith("its cost is 1, less than 3"), said


def test_1_7_7_a_location_named_for_a_character_or_location_with_strength_is_no_character(
) -> None:
    # "chosen character or location with 3 ¤ or less": a location has no ¤ to compare.
    said = named_against(StrengthAtMost(3), (Kind.CHARACTER, Kind.LOCATION),
                         character("Meek", strength=3), location_card("Keep"))  # fmt: skip
    assert said.endswith("it is not a character"), said


def test_1_7_7_a_character_named_for_a_character_with_evasive_does_not_have_it() -> None:
    flier = dataclasses.replace(character("Flier"), keywords=(PrintedKeyword("Evasive"),))
    said = named_against(WithKeyword(Keyword.EVASIVE), (Kind.CHARACTER,), flier,
                         character("Grounded"))  # fmt: skip
    assert said.endswith("it does not have Evasive"), said


def test_pcg_2_1_a_card_that_reached_the_discard_after_the_miss_was_not_there_then() -> None:
    # "Whenever this character quests, return a character card from your discard to your
    # hand", missed; a character of yours is banished after the miss, then the trigger is
    # resolved late: that card could not have been chosen when it should have resolved.
    recall = Triggered((Quests(This()),), (ReturnToHand(Cards(
        having=(In(Place.FROM_YOUR_DISCARD),), card=True), whose=Whose.YOUR),), "RECALL")
    caller = dataclasses.replace(character("Caller", willpower=3), behaviour=Behaviour((recall,)),
                                 effects=("(test text)",))  # fmt: skip
    game = board(mode=Mode.TABLE)
    quester = game.place(caller, 0, Zone.PLAY)
    there = game.place(character("Old Friend"), 0, Zone.DISCARD)
    brave = game.place(character("Brave", strength=1, willpower=1), 0, Zone.PLAY)
    wall = game.place(character("Wall", strength=3, willpower=5), 1, Zone.PLAY, exerted=True)
    game.apply(Action.parse(f"quest c{quester.id}"))
    game.apply(Action.parse(f"miss c{quester.id} 0"))
    game.apply(Action.parse(f"challenge c{brave.id} c{wall.id}"))
    assert brave.zone is Zone.DISCARD
    table = Table(game)
    table.call(1)
    table.remedy("resolve")
    assert game.prompt is not None and list(game.prompt.options) == [there.id]
    game.apply(Action.parse(f"choose c{brave.id}"))
    said = table.reason(2, Language.EN)
    assert said.endswith("could not have been chosen when the missed trigger should have "
                         "resolved, as then it is not in discard"), said


def test_6_2_4_one_of_your_characters_took_damage_this_turn_counts_your_characters_only() -> None:
    # "Whenever this character quests, if a character of yours took damage this turn, gain
    # 1 lore."
    rally = Triggered((Quests(This()),), (If(TookDamage(Cards(owner=Owner.YOURS)),
                                             (GainLore(1),)),), "RALLY")  # fmt: skip
    rallier = dataclasses.replace(character("Rallier", lore=1), behaviour=Behaviour((rally,)),
                                  effects=("(test text)",))  # fmt: skip
    game = board()
    first = game.place(rallier, 0, Zone.PLAY)
    second = game.place(rallier, 0, Zone.PLAY)
    brave = game.place(character("Brave", strength=2, willpower=3), 0, Zone.PLAY)
    foe = game.place(character("Foe", strength=1, willpower=3), 1, Zone.PLAY, exerted=True)
    bully = game.place(character("Bully", strength=1, willpower=3), 0, Zone.PLAY)
    meek = game.place(character("Meek", strength=0, willpower=9), 1, Zone.PLAY)
    game.apply(Action.parse(f"challenge c{brave.id} c{foe.id}"))  # both take damage
    assert foe.damage == 2 and brave.damage == 1
    game.apply(Action.parse(f"quest c{first.id}"))
    resolve_all(game)
    assert game.current.players[0].lore == 2  # 1 for questing, 1 for the rally
    game.apply(Action.parse("pass"))
    game.apply(Action.parse(f"quest c{meek.id}"))
    game.apply(Action.parse("pass"))  # a new turn: only an opposing character takes damage
    game.apply(Action.parse(f"challenge c{bully.id} c{meek.id}"))
    assert meek.damage == 1 and bully.damage == 0
    game.apply(Action.parse(f"quest c{second.id}"))
    resolve_all(game)
    assert game.current.players[0].lore == 3  # only for questing


def resolve_all(game: Game) -> None:
    """Resolve the triggers waiting in the bag, each as the engine offers it."""
    while resolves := [a for a in game.legal_actions() if a.verb is Verb.RESOLVE]:
        game.apply(resolves[0])


@pytest.fixture(scope="module")
def reader(card_file: Path) -> Any:
    """The card-text grammar, with every card name and classification it knows (skipped,
    as the card tests are, without card data)."""
    pytest.importorskip("lark")
    from illumineer.cards.catalogue import read_lorcanajson
    from illumineer.cards.text.compiler import parser_for, pool_words

    names, classes = pool_words(read_lorcanajson(card_file)["cards"])
    return parser_for(names, classes)


@pytest.mark.parametrize(
    ("effect", "said"),
    [
        ((LookAtTop(3), TakeSome(1), ShuffleIntoDeck(Looked(Pronoun.REST), whose=Whose.YOUR)),
         "Look at the top 3 cards of your deck. Put 1 into your hand. "
         "Shuffle the rest into your deck."),
        ((Banish(Cards(Det.ANY_NUMBER, owner=Owner.YOURS, other=True,
                       having=(StrengthAtMost(2),))),),
         "Banish any number of other characters of yours with 2 ¤ or less."),
    ],
)  # fmt: skip
def test_an_effect_in_words_no_card_prints_yet_says_all_of_itself_and_reads_back(
    reader: Any, effect: tuple[Any, ...], said: str
) -> None:
    from illumineer.cards.text.compiler import bind

    assert say_effect(effect, Speaker()) == said
    assert bind(reader.read(said, "effect")) == effect


def test_this_or_another_character_of_yours_keeps_what_follows_and_reads_back(reader: Any) -> None:
    from illumineer.cards.text.compiler import bind

    heroes = Cards(Det.THIS_OR_ANOTHER, owner=Owner.YOURS, classes=("Hero",),
                   having=(CostAtLeast(3),))
    rally = Triggered((Plays(heroes),), (GainLore(1),))
    said = detokenize(ability_tokens(rally, Speaker()))
    assert said == ("Whenever you play this or another Hero character of yours with cost 3 or "
                    "more, gain 1 lore.")
    assert bind(reader.read(said, "triggered")) == rally


@pytest.mark.parametrize(
    ("ban", "lasts_this_turn"),
    [
        (BanPlay(Cards(Det.PLAIN, (Kind.ACTION,)), Lasting.THIS_TURN), True),
        (BanPlay(Cards(Det.PLAIN, (Kind.ACTION,))), False),
        (MustQuest(Cards(Det.CHOSEN, owner=Owner.OPPOSING), Lasting.THIS_TURN), True),
        (MustQuest(Cards(Det.CHOSEN, owner=Owner.OPPOSING)), False),
    ],
)  # fmt: skip
def test_pcg_2_1_a_missed_restriction_for_this_turn_cannot_resolve_in_the_next(
    ban: Step, lasts_this_turn: bool
) -> None:
    # "Whenever this character quests, <ban>", missed and called in the opponent's turn: a
    # restriction that would have ended with that turn has passed; a longer one resolves.
    stern = Triggered((Quests(This()),), (ban,), "STERN")
    warden = dataclasses.replace(character("Warden"), behaviour=Behaviour((stern,)),
                                 effects=("(test text)",))  # fmt: skip
    game = board(mode=Mode.TABLE)
    quester = game.place(warden, 0, Zone.PLAY)
    game.place(character("Rival"), 1, Zone.PLAY)
    game.apply(Action.parse(f"quest c{quester.id}"))
    game.apply(Action.parse(f"miss c{quester.id} 0"))
    game.apply(Action.parse("pass"))
    table = Table(game)
    table.call(1)
    if lasts_this_turn:
        with pytest.raises(JudgeError, match="its duration has passed"):
            table.remedy("resolve")
        table.remedy("skip")
    else:
        table.remedy("resolve")


def test_8_6_a_character_that_cant_gain_evasive_keeps_the_evasive_it_prints() -> None:
    # "This character can't gain Evasive." (as Buzz Lightyear - Grounded says it), on a
    # character printed with Evasive: only characters with Evasive can challenge it.
    grounded = Static(Have(This(), (CantGain(Keyword.EVASIVE),)), "GROUNDED")
    flier = dataclasses.replace(character("Flier", willpower=5), behaviour=Behaviour((grounded,)),
                                keywords=(PrintedKeyword("Evasive"),), effects=("(test text)",))
    game = board()
    walker = game.place(character("Walker", strength=1), 0, Zone.PLAY)
    target = game.place(flier, 1, Zone.PLAY, exerted=True)
    with pytest.raises(IllegalAction, match="Evasive"):
        game.apply(Action.parse(f"challenge c{walker.id} c{target.id}"))


def test_the_runnable_examples_of_the_keyword_losing_module_run() -> None:
    # kept(): what "loses K" and "can't gain K" leave of a keyword, its +N added or not.
    import doctest

    from illumineer.engine.abilities import losing

    result = doctest.testmod(losing)
    assert result.attempted > 0 and result.failed == 0
