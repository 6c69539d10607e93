"""Shift's variants (rule 8.10.8) and names with "&" (5.2.6), on test cards shaped like the
printed ones: Duo and Combo Shift (whose printed cards need other mechanics too), Universal
and classification Shift, a Shift paid otherwise than in ink, Temporary Shift; and costs
beyond ⟳, ink and banishing the card (4.4.3) that no Core card shows alone."""

from __future__ import annotations

import dataclasses

import pytest

from illumineer.engine.abilities import (
    Activated,
    Behaviour,
    Cards,
    Cost,
    Det,
    DiscardCost,
    Draw,
    ExertCost,
    Kind,
    Owner,
)
from illumineer.engine.abilities.filters import Named
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardDefinition, CardType, PrintedKeyword
from illumineer.engine.errors import IllegalAction, ImpossibleAction
from illumineer.engine.game import Game
from illumineer.engine.shift_onto import partners
from illumineer.engine.values import Reading
from illumineer.engine.vocabulary import PromptKind, Verb, Zone
from illumineer.engine.why import Because
from tests.engine.helpers import board, character


def act(game: Game, text: str) -> None:
    game.apply(Action.parse(text))


def card(
    name: str,
    *,
    shift: str = "",
    value: int | None = 0,
    classes: tuple[str, ...] = ("Storyborn",),
    cost: int = 5,
    version: str = "Test",
    card_type: CardType = CardType.CHARACTER,
) -> CardDefinition:
    """A test character (an item with `card_type`) named `name` ("A & B": both names),
    printed with the Shift keyword `shift` ("Duo Shift") of `value` ink."""
    base = character(f"{name} {version}", cost=cost, strength=2, willpower=9)
    names = tuple(part.strip() for part in name.split("&")) if "&" in name else ()
    keywords = (PrintedKeyword(shift, value),) if shift else ()
    return dataclasses.replace(base, full_name=f"{name} - {version}", name=name, version=version,
                               names=names, classifications=classes, keywords=keywords,
                               card_type=card_type)  # fmt: skip


def shifts(game: Game) -> list[tuple[int, int]]:
    return [(a.card, a.other) for a in game.legal_actions() if a.verb is Verb.SHIFT]


# ---------------------------------------------------------------------- Duo Shift


def test_8_10_8_duo_shift_goes_on_top_of_two_characters_one_named_for_each_name() -> None:
    game = board(ink=1)
    duo = game.place(card("Mickey Mouse & Minnie Mouse", shift="Duo Shift"), 0, Zone.HAND)
    mickey = game.place(card("Mickey Mouse"), 0, Zone.PLAY, damage=1)
    minnie = game.place(card("Minnie Mouse"), 0, Zone.PLAY, damage=2, exerted=True)
    game.place(card("Minnie Mouse", version="Theirs"), 1, Zone.PLAY)
    assert shifts(game) == [(duo.id, mickey.id), (duo.id, minnie.id)]  # Duo Shift 0: offered
    act(game, f"shift c{duo.id} c{mickey.id}")
    prompt = game.prompt
    assert prompt is not None and prompt.kind is PromptKind.CHOOSE
    assert prompt.options == (minnie.id,) and not prompt.optional  # the second is required
    assert game.cards[duo.id].zone is Zone.HAND  # not yet in play: the Shift is not finished
    act(game, f"choose c{minnie.id}")
    assert game.cards[duo.id].zone is Zone.PLAY and duo.under == (mickey.id, minnie.id)
    assert (mickey.zone, minnie.zone) == (Zone.UNDER, Zone.UNDER)
    # 8.10.4.2, 8.10.6: exerted beats ready, and the damage of both bases is kept.
    assert duo.exerted and not duo.drying and duo.damage == 3
    assert game.players[0].ready_ink == 1  # Duo Shift 0 ⬡


def test_8_10_8_a_single_character_with_both_names_fills_one_place_of_a_duo_shift() -> None:
    game = board()
    duo = game.place(card("Mickey Mouse & Minnie Mouse", shift="Duo Shift"), 0, Zone.HAND)
    pair = game.place(card("Mickey Mouse & Minnie Mouse", version="Old"), 0, Zone.PLAY)
    assert shifts(game) == []
    with pytest.raises(IllegalAction) as refused:
        act(game, f"shift c{duo.id} c{pair.id}")
    assert refused.value.why is not None and refused.value.why.because is Because.SHIFT_NO_PAIR
    minnie = game.place(card("Minnie Mouse"), 0, Zone.PLAY)  # with a Minnie, it fills one
    act(game, f"shift c{duo.id} c{pair.id}")
    act(game, f"choose c{minnie.id}")
    assert duo.under == (pair.id, minnie.id)


@pytest.mark.parametrize(("name", "shift", "pair"), [
    ("Mickey Mouse & Minnie Mouse", "Duo Shift", ("Mickey Mouse", "Minnie Mouse")),
    ("Sulley & Boo", "Combo Shift", ("Sulley", "Boo")),
])  # fmt: skip
def test_8_10_8_a_duo_or_combo_shift_onto_a_character_of_neither_name_is_refused(
    name: str, shift: str, pair: tuple[str, str]
) -> None:
    game = board()
    two = game.place(card(name, shift=shift), 0, Zone.HAND)
    goofy = game.place(card("Goofy"), 0, Zone.PLAY)
    game.place(card(pair[1]), 0, Zone.PLAY)
    with pytest.raises(IllegalAction, match=f"is not a character of yours named {pair[0]} or "
                       f"{pair[1]}") as refused:  # fmt: skip
        act(game, f"shift c{two.id} c{goofy.id}")
    why = refused.value.why
    assert why is not None and why.because is Because.SHIFT_PAIR and why.words == pair


# ---------------------------------------------------------------------- Combo Shift


def _combo(boo: bool) -> tuple[Game, int, int, int | None]:
    game = board(ink=4)
    combo = game.place(card("Sulley & Boo", shift="Combo Shift", value=4), 0, Zone.HAND)
    sulley = game.place(card("Sulley"), 0, Zone.PLAY, drying=True)
    second = game.place(card("Boo"), 0, Zone.PLAY, damage=1) if boo else None
    return game, combo.id, sulley.id, None if second is None else second.id


def test_8_10_8_combo_shift_onto_one_character_sharing_a_name() -> None:
    game, combo, sulley, _ = _combo(boo=False)
    act(game, f"shift c{combo} c{sulley}")  # nothing else to ask
    assert game.prompt is None and game.cards[combo].under == (sulley,)
    assert game.cards[combo].drying  # a drying base: drying
    assert game.players[0].ready_ink == 0


def test_8_10_8_combo_shift_may_take_one_of_each_name_or_stop_at_one() -> None:
    game, combo, sulley, boo = _combo(boo=True)
    assert boo is not None
    act(game, f"shift c{combo} c{sulley}")
    prompt = game.prompt
    assert prompt is not None and prompt.options == (boo,) and prompt.optional
    before = game.state_hash()
    act(game, "done")
    assert game.cards[combo].under == (sulley,) and game.cards[boo].zone is Zone.PLAY
    game.undo()
    assert game.state_hash() == before
    act(game, f"choose c{boo}")
    stack = game.cards[combo]
    assert stack.under == (sulley, boo) and stack.damage == 1 and stack.drying


# ---------------------------------------------------------------------- other variants


def test_8_10_8_universal_shift_goes_onto_any_character_of_yours_only() -> None:
    game = board(ink=4)
    universal = game.place(card("Baymax", shift="Universal Shift", value=4), 0, Zone.HAND)
    goofy = game.place(card("Goofy"), 0, Zone.PLAY)
    item = game.place(card("Lamp", card_type=CardType.ITEM), 0, Zone.PLAY)
    theirs = game.place(card("Pete"), 1, Zone.PLAY)
    assert shifts(game) == [(universal.id, goofy.id)]
    with pytest.raises(IllegalAction) as refused:
        act(game, f"shift c{universal.id} c{item.id}")
    assert refused.value.why is not None and refused.value.why.because is Because.SHIFT_ANY
    with pytest.raises(ImpossibleAction):  # not yours: out of reach
        act(game, f"shift c{universal.id} c{theirs.id}")
    act(game, f"shift c{universal.id} c{goofy.id}")
    assert universal.under == (goofy.id,)


def test_8_10_8_classification_shift_goes_onto_a_character_with_that_classification() -> None:
    game = board(ink=3)
    puppy_shift = card("Thunderbolt", shift="Puppy Shift", value=3)
    thunderbolt = game.place(puppy_shift, 0, Zone.HAND)
    puppy = game.place(card("Patch", classes=("Storyborn", "Puppy")), 0, Zone.PLAY)
    game.place(card("Thunderbolt", version="Old"), 0, Zone.PLAY)  # same name, no Puppy
    assert shifts(game) == [(thunderbolt.id, puppy.id)]
    act(game, f"shift c{thunderbolt.id} c{puppy.id}")
    assert thunderbolt.under == (puppy.id,)


# ---------------------------------------------------------------------- names with "&"


def test_5_2_6_an_and_card_shifts_onto_a_character_with_either_of_its_names() -> None:
    game = board(ink=6)
    eels = game.place(card("Flotsam & Jetsam", shift="Shift", value=3), 0, Zone.HAND)
    jetsam = game.place(card("Jetsam"), 0, Zone.PLAY)
    assert shifts(game) == [(eels.id, jetsam.id)]
    stitch = game.place(card("Stitch", shift="Shift", value=3), 0, Zone.HAND)
    pair = game.place(card("Lilo & Stitch"), 0, Zone.PLAY)
    assert (stitch.id, pair.id) in shifts(game)
    act(game, f"shift c{eels.id} c{jetsam.id}")
    act(game, f"shift c{stitch.id} c{pair.id}")
    assert eels.under == (jetsam.id,) and stitch.under == (pair.id,)


def test_5_2_6_a_name_with_and_does_not_name_a_card_with_one_of_its_names() -> None:
    game = board()
    flotsam = game.place(card("Flotsam"), 0, Zone.PLAY)
    eels = game.place(card("Flotsam & Jetsam"), 0, Zone.PLAY)
    facts = Reading(game, flotsam.id, 0)
    assert Named("Flotsam").test(facts, eels) and Named("Jetsam").test(facts, eels)
    assert Named("Flotsam & Jetsam").test(facts, eels)
    assert not Named("Flotsam & Jetsam").test(facts, flotsam)
    assert eels.definition.shares_a_name(flotsam.definition)
    assert flotsam.definition.shares_a_name(eels.definition)


# ---------------------------------------------------------------------- Temporary Shift


def test_8_10_8_a_temporary_shift_no_longer_in_play_returns_nothing() -> None:
    game = board(ink=2)
    panda = game.place(card("Sun Yee", shift="Temporary Shift", value=2), 0, Zone.HAND)
    base = game.place(card("Sun Yee", version="Old"), 0, Zone.PLAY)
    act(game, f"shift c{panda.id} c{base.id}")
    assert game.floating  # "At the end of your turn, ..." given as it was played
    from illumineer.engine.primitives import banish

    banish(game, [panda])
    act(game, "pass")
    act(game, f"resolve c{panda.id} {game.bag[0].number}")
    assert panda.zone is Zone.DISCARD and base.zone is Zone.DISCARD
    assert game.active == 1


# ---------------------------------------------------------------------- costs that name cards


def _discard_shift(hand: int) -> tuple[Game, int, int, list[int]]:
    game = board()
    paid = (DiscardCost(Cards(Det.A, (Kind.CARD,)), amount=2),)
    eels = dataclasses.replace(card("Flotsam & Jetsam", shift="Shift", value=None),
                               behaviour=Behaviour(shift=paid))  # fmt: skip
    shifting = game.place(eels, 0, Zone.HAND)
    base = game.place(card("Flotsam"), 0, Zone.PLAY)
    others = [game.place(card(f"Card {i}"), 0, Zone.HAND).id for i in range(hand)]
    return game, shifting.id, base.id, others


def test_8_10_a_shift_paid_by_discarding_asks_the_cards_but_never_the_card_itself() -> None:
    game, eels, base, others = _discard_shift(hand=3)
    act(game, f"shift c{eels} c{base}")
    prompt = game.prompt
    assert prompt is not None and set(prompt.options) == set(others)
    act(game, f"choose c{others[0]}")
    assert game.prompt is not None and set(game.prompt.options) == set(others[1:])
    act(game, f"choose c{others[2]}")
    assert [game.cards[i].zone for i in others] == [Zone.DISCARD, Zone.HAND, Zone.DISCARD]
    assert game.cards[eels].zone is Zone.PLAY and game.cards[eels].under == (base,)


def test_8_10_a_shift_paid_by_discarding_needs_the_cards_to_discard() -> None:
    game, eels, base, _ = _discard_shift(hand=1)
    assert shifts(game) == []
    with pytest.raises(IllegalAction) as refused:
        act(game, f"shift c{eels} c{base}")
    assert refused.value.rule == "1.5.3"


def test_4_4_3_exerting_one_of_your_characters_as_a_cost_needs_a_ready_dry_one() -> None:
    scrump = Activated(Cost(parts=(ExertCost(Cards(Det.ONE_OF, owner=Owner.YOURS)),)),
                       (Draw(1),), "TEST")  # fmt: skip
    item = dataclasses.replace(card("Scrump", card_type=CardType.ITEM),
                               behaviour=Behaviour((scrump,)))  # fmt: skip
    game = board()
    source = game.place(item, 0, Zone.PLAY)
    wet = game.place(card("Wet"), 0, Zone.PLAY, drying=True)
    tired = game.place(card("Tired"), 0, Zone.PLAY, exerted=True)
    assert Action(Verb.ACTIVATE, (source.id, 0)) not in game.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        act(game, f"activate c{source.id} 0")
    assert refused.value.why is not None
    assert refused.value.why.because is Because.COST_UNPAYABLE
    dry = game.place(card("Dry"), 0, Zone.PLAY)
    act(game, f"activate c{source.id} 0")
    prompt = game.prompt
    assert prompt is not None and prompt.options == (dry.id,)  # not drying, not exerted
    act(game, f"choose c{dry.id}")
    assert dry.exerted and not source.exerted and len(game.players[0].hand) == 1
    assert not (wet.exerted or not tired.exerted)


# ---------------------------------------------------------------------- what a base says


def _morph(version: str = "Test") -> CardDefinition:
    from illumineer.engine.abilities import AnyShiftsOnto, Static

    return dataclasses.replace(card("Morph", version=version),
                               behaviour=Behaviour((Static(AnyShiftsOnto()),)))  # fmt: skip


def test_8_10_8_morph_is_a_base_for_any_variant_but_fills_one_place_of_a_duo_shift() -> None:
    game = board()
    duo = game.place(card("Mickey Mouse & Minnie Mouse", shift="Duo Shift"), 0, Zone.HAND)
    morph = game.place(_morph(), 0, Zone.PLAY)
    assert shifts(game) == []  # alone, Morph is one of the two
    minnie = game.place(card("Minnie Mouse"), 0, Zone.PLAY)
    assert shifts(game) == [(duo.id, morph.id), (duo.id, minnie.id)]
    act(game, f"shift c{duo.id} c{morph.id}")
    act(game, f"choose c{minnie.id}")
    assert duo.under == (morph.id, minnie.id)


def test_8_10_a_base_that_makes_a_shift_cheaper_shows_it_in_the_offered_cost() -> None:
    from illumineer.engine.abilities import PayLessToShiftOnto, Static
    from illumineer.engine.view import view

    less = Behaviour((Static(PayLessToShiftOnto(1)),))
    cheap = dataclasses.replace(card("Belle"), behaviour=less)
    game = board(ink=2)
    archer = game.place(card("Belle", shift="Shift", value=3, version="Archer"), 0, Zone.HAND)
    base = game.place(cheap, 0, Zone.PLAY)
    game.place(card("Belle", version="Plain"), 0, Zone.PLAY)
    assert shifts(game) == [(archer.id, base.id)]  # 3 - 1 onto her; 3 onto the other
    offered = [a for a in view(game, 0)["actions"] if a["verb"] == "shift"]
    assert [a["cost"] for a in offered] == [2]


def test_8_10_8_a_card_without_two_names_has_no_second_base() -> None:
    # Only a Duo or Combo Shift card (two names) takes a second base; asked of any other
    # card, the partners of a base are none, even with characters of the same name in play.
    game, combo, sulley, _ = _combo(boo=True)
    plain = game.place(character("Sulley"), 0, Zone.HAND)
    assert partners(game, plain, game.cards[sulley]) == []
    assert partners(game, game.cards[combo], game.cards[sulley])  # Boo, for the Combo Shift
