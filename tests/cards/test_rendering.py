"""A definition is right when it says what the card prints: every implemented card's
definition, rendered from its words alone, is the printed text (normalised), and the
card-text grammar reads each rendered ability back into the same words."""

from __future__ import annotations

import dataclasses

import pytest

from illumineer.cards.catalogue import Catalogue
from illumineer.cards.printed import agrees, normalise, render, speaker
from illumineer.cards.testcards import TEST_CARDS
from illumineer.engine.abilities import (
    Activated,
    Behaviour,
    Cards,
    DealDamage,
    Det,
    Owner,
    Static,
    StrengthAtMost,
    Triggered,
)
from illumineer.engine.abilities.english import ability_tokens, say_effect
from illumineer.engine.abilities.filters import Wording
from illumineer.engine.abilities.phrasing import detokenize, english
from illumineer.engine.cards import CardDefinition


def implemented(catalogue: Catalogue) -> list[CardDefinition]:
    return [d for d in catalogue if d.behaviour is not None]


def test_every_implemented_card_says_what_it_prints(catalogue: Catalogue) -> None:
    cards = implemented(catalogue)
    assert len(cards) > 250  # sets 1 and 2, and every card a scenario plays
    wrong = [d.full_name for d in cards if not agrees(d)]
    assert not wrong, f"rendered otherwise than printed: {wrong[:10]}"


def test_the_test_cards_say_what_they_print_too() -> None:
    for name in ("Tale Within a Tale", "Door Between Tales", "Homesick Sprite - Between Worlds"):
        assert agrees(TEST_CARDS.get(name)), name


def test_a_changed_number_is_a_different_text(catalogue: Catalogue) -> None:
    # The rendering comes from the words: change one and the card no longer agrees.
    fire = catalogue.get("Fire the Cannons!")
    assert agrees(fire)
    wrong = Behaviour(effect=(DealDamage(3, Cards(Det.CHOSEN)),))
    changed = dataclasses.replace(fire, behaviour=wrong)
    assert normalise(render(changed)) == "Deal 3 damage to chosen character."
    assert not agrees(changed)


_SMALL = (StrengthAtMost(3),)


@pytest.mark.parametrize(
    ("cards", "said"),
    [
        (Cards(Det.CHOSEN, owner=Owner.YOURS, having=_SMALL),
         "chosen character of yours with 3 ¤ or less"),
        (Cards(Det.COUNT, count=2, owner=Owner.YOURS, other=True, wording=Wording.OTHER_FIRST,
               having=_SMALL), "another 2 chosen characters of yours with 3 ¤ or less"),
        (Cards(Det.COUNT, count=2, owner=Owner.YOURS, having=_SMALL),
         "2 chosen characters of yours with 3 ¤ or less"),
        (Cards(Det.UP_TO, count=2, owner=Owner.YOURS, having=_SMALL),
         "up to 2 chosen characters of yours with 3 ¤ or less"),
        (Cards(Det.A, owner=Owner.YOURS, other=True, having=_SMALL),
         "another character of yours with 3 ¤ or less"),
        (Cards(Det.BARE, owner=Owner.YOURS, other=True, having=_SMALL),
         "other character of yours with 3 ¤ or less"),
    ],
)  # fmt: skip
def test_a_description_of_yours_keeps_what_follows_in_every_form(cards: Cards, said: str) -> None:
    # Forms no printed card has yet with a trailing test: the words still say all of it.
    assert english(cards) == said


@pytest.fixture(scope="module")
def parser(catalogue: Catalogue):  # type: ignore[no-untyped-def]
    pytest.importorskip("lark")
    from illumineer.cards.catalogue import read_lorcanajson
    from illumineer.cards.files import default_card_file
    from illumineer.cards.text.compiler import parser_for, pool_words

    names, classes = pool_words(read_lorcanajson(default_card_file())["cards"])
    return parser_for(names, classes)


_START = {Triggered: "triggered", Activated: "activated", Static: "static_ability"}


def test_the_grammar_reads_every_rendered_ability_back_into_the_same_words(
    catalogue: Catalogue, parser: object
) -> None:
    from illumineer.cards.text.compiler import bind

    checked = 0
    for definition in implemented(catalogue):
        behaviour = definition.behaviour
        assert behaviour is not None
        said = speaker(definition)
        for ability in behaviour.abilities:
            text = detokenize(ability_tokens(ability, said))
            read = bind(parser.read(text, _START[type(ability)]))  # type: ignore[attr-defined]
            assert read == dataclasses.replace(ability, name=""), definition.full_name
            checked += 1
        if behaviour.effect:
            text = say_effect(behaviour.effect, said)
            assert bind(parser.read(text, "effect")) == behaviour.effect  # type: ignore[attr-defined]
    assert checked > 200
