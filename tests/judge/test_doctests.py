"""The runnable examples in the judge modules' docstrings run."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["vocabulary", "messages", "classify", "fixes", "penalties", "rulings", "ledger"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(f"illumineer.judge.{name}")
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
