"""Card behaviour as words: their JSON form, the forms refused, and how the words of an
ability say themselves in a card's text."""

from __future__ import annotations

import pytest

from illumineer.engine.abilities import (
    Banish,
    Cards,
    CardView,
    Choose,
    DealDamage,
    DealInstead,
    Det,
    Draw,
    Facts,
    Instead,
    PutOnTop,
    Them,
    YouHave,
    from_json,
    to_json,
)
from illumineer.engine.abilities.again import Again
from illumineer.engine.abilities.english import say_effect
from illumineer.engine.abilities.fromdiscard import PlayFromDiscard
from illumineer.engine.abilities.phrasing import Speaker
from illumineer.engine.abilities.remembered import Remembered
from illumineer.engine.abilities.targets import Pronoun
from illumineer.engine.abilities.words import JSON, WordError
from illumineer.engine.actions import Action
from illumineer.engine.cards import CardType
from illumineer.engine.vocabulary import Zone
from tests.engine.helpers import action, board, character


def test_a_word_gives_its_own_json_form() -> None:
    assert Draw(2).to_json() == {"word": "Draw", "amount": 2} == to_json(Draw(2))


def test_a_value_that_is_no_word_has_no_json_form() -> None:
    with pytest.raises(WordError, match="no JSON form"):
        to_json(Draw(2.5))  # type: ignore[arg-type]


def test_words_nested_too_deep_are_refused() -> None:
    data: JSON = 1
    for _ in range(42):
        data = [data]
    with pytest.raises(WordError, match="40 deep"):
        from_json(data)


def test_words_nested_forty_deep_are_read() -> None:
    data: JSON = 1
    for _ in range(40):
        data = [data]
    value = from_json(data)
    for _ in range(40):
        (value,) = value
    assert value == 1


def test_a_word_missing_a_field_it_needs_is_refused() -> None:
    with pytest.raises(WordError, match=r"^GainLore: .*amount"):
        from_json({"word": "GainLore"})


def test_an_otherwise_card_said_as_a_noun_is_that_card() -> None:
    # "..., put it on the top of your deck" (Pluto - Clever Cluefinder), said with a noun
    assert say_effect((PutOnTop(Again()),), Speaker()) == "Put it on the top of your deck."
    said = say_effect((PutOnTop(Again(form=Pronoun.NOUN)),), Speaker())
    assert said == "Put that card on the top of your deck."


def test_characters_an_effect_remembers_said_as_a_noun_are_that_character() -> None:
    assert say_effect((Banish(Remembered((3,))),), Speaker()) == "Banish them."
    said = say_effect((Banish(Remembered((3,), form=Pronoun.NOUN)),), Speaker())
    assert said == "Banish that character."


def test_deal_instead_deals_its_damage_to_the_card_the_instruction_it_replaces_chose() -> None:
    # "Deal 1 damage to chosen character. If you have a character, deal 4 damage
    # instead." written with the "deal N damage" that names no card of its own
    zap = action("Zap", DealDamage(1, Cards(Det.CHOSEN)),
                 Instead(YouHave(Cards()), (DealInstead(4),)))  # fmt: skip
    assert say_effect(zap.behaviour.effect, Speaker(CardType.ACTION)) == (  # type: ignore[union-attr]
        "Deal 1 damage to chosen character. If you have a character, deal 4 damage instead."
    )
    game = board()
    game.place(character("Mine"), 0, Zone.PLAY)
    target = game.place(character("Target", willpower=9), 1, Zone.PLAY)
    bystander = game.place(character("Bystander", willpower=9), 1, Zone.PLAY)
    card = game.place(zap, 0, Zone.HAND)
    game.apply(Action.parse(f"play c{card.id}"))
    game.apply(Action.parse(f"choose c{target.id}"))
    assert (target.damage, bystander.damage) == (4, 0)


def test_a_card_chosen_in_the_discard_is_played_from_there_paying_its_cost() -> None:
    # "Choose a character card in your discard. Play it from your discard.": the card is
    # named by the choice (not "this card" nor the event's card); its cost is paid (6.1.4.1)
    encore = action("Encore", Choose(_character_card, zone=Zone.DISCARD),
                    PlayFromDiscard(Them(zone=Zone.DISCARD)))  # fmt: skip
    game = board(ink=3)
    hero = game.place(character("Hero", cost=2), 0, Zone.DISCARD)
    card = game.place(encore, 0, Zone.HAND)
    game.apply(Action.parse(f"play c{card.id}"))
    game.apply(Action.parse(f"choose c{hero.id}"))
    assert hero.zone is Zone.PLAY
    assert sum(ink.exerted for ink in game.players[0].inkwell) == 2


def _character_card(facts: Facts, card: CardView) -> bool:
    return card.is_character
