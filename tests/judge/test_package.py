"""The judge's assistant stands apart from the engine being rewritten: of the engine it
imports only the errors, and nothing of the cards, bots, scenarios or faces."""

from __future__ import annotations

import ast
from pathlib import Path

import illumineer.judge

ALLOWED_OUTSIDE = {"illumineer.engine.errors"}


def test_the_judge_imports_of_illumineer_only_itself_and_the_engine_errors() -> None:
    root = Path(illumineer.judge.__file__).parent
    sources = sorted(root.rglob("*.py"))
    assert len(sources) >= 10
    for source in sources:
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            for name in names:
                if name.startswith("illumineer") and not name.startswith("illumineer.judge"):
                    assert name in ALLOWED_OUTSIDE, f"{source.name} imports {name}"
