"""Every rules scenario: ../shared/acceptance/ and the project's own tests/scenarios/."""

from __future__ import annotations

from pathlib import Path

import pytest

from illumineer.cards.catalogue import Catalogue
from illumineer.cards.coverage import is_implemented
from illumineer.scenario.runner import load_scenario, scenario_files, with_test_cards
from tests.conftest import ROOT, SHARED, needs_shared

FOLDERS = [SHARED / "acceptance", ROOT / "tests" / "scenarios"]

#: Scenarios that need what a later issue builds, with the issue that will make them pass.
EXPECTED_TO_FAIL: dict[str, str] = {}


def _files() -> list[Path]:
    return scenario_files(folder for folder in FOLDERS if folder.exists())


@pytest.mark.parametrize("path", _files(), ids=lambda p: p.name)
def test_scenario(path: Path, catalogue: Catalogue, request: pytest.FixtureRequest) -> None:
    reason = EXPECTED_TO_FAIL.get(path.name)
    if reason:
        # Strict: a scenario that starts passing must leave this list.
        request.applymarker(pytest.mark.xfail(reason=reason, strict=True))
    result = load_scenario(path, with_test_cards(catalogue.get), is_implemented).run()
    assert result.passed, result.message


@needs_shared("acceptance/seeds")
def test_the_shared_acceptance_scenarios_are_found() -> None:
    assert len([p for p in _files() if SHARED in p.parents]) >= 6
