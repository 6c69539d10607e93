"""The README's Python examples run as written (the Python API's first: it makes `deck`)."""

from __future__ import annotations

import re

import pytest

from tests.conftest import ROOT

BLOCK = re.compile(r"```python\n(.*?)```", re.DOTALL)


@pytest.mark.usefixtures("card_file")
def test_every_python_example_in_the_readme_runs() -> None:
    blocks = BLOCK.findall((ROOT / "README.md").read_text(encoding="utf-8"))
    assert len(blocks) >= 3
    blocks.sort(key=lambda block: "load_catalogue()" not in block)  # the deck first
    namespace: dict[str, object] = {}
    for block in blocks:
        exec(compile(block, "README.md", "exec"), namespace)
    assert "table" in namespace and "ruling" in namespace
