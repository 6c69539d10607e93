"""Every card with card code has a scenario that names it, and no card code is stray."""

from __future__ import annotations

from illumineer.cards.catalogue import Catalogue
from illumineer.cards.code import BEHAVIOURS
from illumineer.cards.coverage import is_implemented
from tests.conftest import ROOT, SHARED, needs_shared

SCENARIOS = (ROOT / "tests" / "scenarios", SHARED / "acceptance")


# Some cards are played only by the team's acceptance scenarios.
@needs_shared("acceptance")
def test_each_card_with_code_has_a_scenario_that_plays_it() -> None:
    texts = "\n".join(
        p.read_text(encoding="utf-8") for folder in SCENARIOS for p in folder.rglob("*.yaml")
    )
    missing = [name for name in BEHAVIOURS if name not in texts]
    assert not missing, f"cards without a scenario: {missing}"


def test_card_code_names_real_cards_that_are_then_implemented(catalogue: Catalogue) -> None:
    for name in BEHAVIOURS:
        definition = catalogue.get(name)
        assert definition.full_name == name
        assert is_implemented(definition), name


def test_test_cards_never_enter_deck_building(catalogue: Catalogue) -> None:
    import pytest

    from illumineer.cards.decks import parse_deck
    from illumineer.engine.errors import DeckListError

    with pytest.raises(DeckListError, match="Tale Within a Tale"):
        parse_deck("4 Tale Within a Tale\n", catalogue)
