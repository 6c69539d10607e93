"""What was broken, in words: every reason the engine gives has its sentence in both
languages, a failed condition says which part failed, and a reason keeps as data."""

from __future__ import annotations

import random

import pytest

from illumineer.cards.catalogue import Catalogue
from illumineer.cards.decks import example_deck_path, parse_deck
from illumineer.engine.abilities import Cards, CostAtMost, Kind, Owner
from illumineer.engine.abilities import conditions as c
from illumineer.engine.abilities.core import Facts
from illumineer.engine.errors import IllegalAction, ImpossibleAction, JudgeError
from illumineer.engine.game import Game
from illumineer.engine.values import Reading
from illumineer.engine.vocabulary import CardType, Keyword, Zone
from illumineer.engine.why import Act, Because, Why
from illumineer.judge.fixes import CardName
from illumineer.judge.messages import Language
from illumineer.judge.reasons import _NUMBERS, _WORDS, MAX_DEPTH, Broken, card_names
from tests.engine.helpers import board, character

BEFUDDLE = CardName("Befuddle", "うろたえるのじゃ！")
RATIGAN = CardName("Ratigan - Criminal Mastermind", "ラティガン – 犯罪王")


def _sample(because: Because) -> Broken:
    """A reason with every part its message says filled in."""
    cards = card_names(because)
    numbers = {"zone": int(Zone.DISCARD), "seats": 3, "type": int(CardType.ITEM),
               "keyword": int(Keyword.EVASIVE), "player": 1, "act": int(Act.BANISH)}
    return Broken(
        because,
        tuple(CardName(f"Card {name}", f"カード{name}") for name in cards),
        tuple(numbers.get(name, 7) for name in _NUMBERS.get(because, ())),
        tuple(f"word {name}" for name in _WORDS.get(because, ())),
    )


@pytest.mark.parametrize("because", list(Because), ids=lambda b: b.name)
@pytest.mark.parametrize("language", list(Language), ids=lambda lang: lang.value)
def test_every_reason_reads_in_both_languages(because: Because, language: Language) -> None:
    sample = _sample(because)
    text = sample.text(language, ("Kenji", "Mei"))
    assert text and "{" not in text.replace("{S}", "") and "}" not in text.replace("{S}", "")
    if sample.cards and not _CAUSE_FIRST <= because < _CAUSE_LAST:  # causes say "it"
        assert any(card.name(language) in text for card in sample.cards), text
    if "player" in _NUMBERS.get(because, ()):
        assert "Mei" in text  # player 1 is the second seat, named


#: The causes of a refused choice, which speak of the card as "it".
_CAUSE_FIRST, _CAUSE_LAST = Because.NOT_IN_ZONE, Because.DREW


def test_a_refused_choice_says_what_the_effect_would_do_and_why() -> None:
    why = Why(Because.CHOICE, (1, 2), (int(Act.RETURN),),
              causes=(Why(Because.COST_ABOVE, (2,), (4, 2)),))  # fmt: skip
    broken = Broken.of(why, {1: BEFUDDLE, 2: RATIGAN}.__getitem__)
    assert broken.text(Language.EN) == (
        "Befuddle can't return Ratigan - Criminal Mastermind to its player's hand: "
        "its cost is 4, more than 2"
    )
    assert broken.text(Language.JA) == (
        "《うろたえるのじゃ！》は《ラティガン – 犯罪王》を手札に戻せない"
        "（コストが4で、2より大きい）"
    )
    assert Broken.from_data(broken.to_data()) == broken


def test_a_stored_reason_that_is_none_is_refused() -> None:
    bad: list[object] = [{"because": "NO_SUCH"}, {"because": "EXERTED", "cards": [[1]]}, []]
    for data in bad:
        with pytest.raises(JudgeError, match="not one"):
            Broken.from_data(data)  # type: ignore[arg-type]


def test_a_stored_reason_is_read_back_to_its_depth_limit_and_no_deeper() -> None:
    plain = Broken.from_data({"because": "EXERTED"}).to_data()
    data = plain
    for _ in range(MAX_DEPTH):  # the reason and MAX_DEPTH levels of causes under it
        data = {**plain, "causes": [data]}
    assert Broken.from_data(data).to_data() == data
    with pytest.raises(JudgeError, match="not one"):
        Broken.from_data({**plain, "causes": [data]})


def test_a_failed_condition_says_which_of_its_parts_failed() -> None:
    game = board()
    pricey = game.place(character("Pricey", cost=4), 1, Zone.PLAY)
    cheap = game.place(character("Cheap", cost=1), 0, Zone.PLAY)
    facts = game_facts(game, source=cheap.id, controller=0)
    befuddle = Cards(kinds=(Kind.CHARACTER, Kind.ITEM), having=(CostAtMost(2),))
    assert c.why_not(befuddle, facts, pricey) == Why(Because.COST_ABOVE, (pricey.id,), (4, 2))
    assert c.why_not(befuddle, facts, cheap) is None  # it holds: nothing to say
    opposing = Cards(owner=Owner.OPPOSING)
    assert c.why_not(opposing, facts, cheap) == Why(Because.NOT_OPPONENTS, (cheap.id,))
    another_of_yours = Cards(owner=Owner.YOURS, other=True)
    assert c.why_not(another_of_yours, facts, cheap) == Why(Because.ITSELF, (cheap.id,))
    either = c.why_not(Cards(kinds=(Kind.ITEM, Kind.LOCATION)), facts, cheap)
    assert either is not None and either.because is Because.NONE_OF
    assert [cause.numbers for cause in either.causes] == [(int(CardType.ITEM),),
                                                          (int(CardType.LOCATION),)]
    # A card's own helper cannot say why: the ruling then says the ability does not allow it.
    assert c.why_not(lambda facts, card: False, facts, cheap) is None


def game_facts(game: Game, *, source: int, controller: int) -> Facts:
    return Reading(game, source, controller)


def test_every_refusal_of_a_rule_says_why_as_data(catalogue: Catalogue) -> None:
    """Each rule module's refusals carry a `Why`, so a ruling can say them in any language:
    every action the long run asks `verify` about, over whole random games."""
    from tests.long_run import candidates

    decks = [parse_deck(example_deck_path(name).read_text(encoding="utf-8"), catalogue).cards()
             for name in ("set1-amber-steel", "set1-ruby-sapphire")]  # fmt: skip
    refusals: set[Because] = set()
    for seed in range(3):
        game = Game.new(decks[0], decks[1], seed=seed)
        rng = random.Random(seed)
        for _ in range(120):
            if game.is_over:
                break
            for action in candidates(game.current):
                try:
                    game.verify(action)
                except ImpossibleAction:
                    continue
                except IllegalAction as error:
                    assert error.why is not None, f"{action}: {error}"
                    refusals.add(error.why.because)
            game.apply(rng.choice(game.legal_actions()))
    assert len(refusals) >= 8, refusals


def test_seats_players_and_keywords_are_named_as_the_players_read_them() -> None:
    stitch = CardName("Stitch - New Dog", "スティッチ – あたしの犬")
    seen = {1: "Kenji", 2: "Mei", 3: "both players"}
    for seats, who in seen.items():
        broken = Broken(Because.SEEN, (stitch,), (seats,))
        assert broken.text(Language.EN, ("Kenji", "Mei")) == (
            f"Stitch - New Dog was seen by {who}, though hidden from them"
        )
    lacking = Broken(Because.LACKS_KEYWORD, (stitch,), (int(Keyword.EVASIVE),))
    assert lacking.text(Language.EN) == "it does not have Evasive"
    assert lacking.text(Language.JA) == "回避を持っていない"
    vanish = Broken(Because.LACKS_KEYWORD, (stitch,), (int(Keyword.VANISH),))
    assert vanish.text(Language.JA) == "Vanishを持っていない"  # no Japanese printing here
