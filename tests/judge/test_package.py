"""The judge's assistant stands on the engine only (ARCHITECTURE.md: judge/ uses the engine;
nothing of the cards, bots, scenarios or faces; the one text helper every part shares,
`illumineer.folding`, aside), and the engine knows nothing of it."""

from __future__ import annotations

import ast
from pathlib import Path

import illumineer.engine
import illumineer.judge


def _imports(root: Path) -> list[tuple[str, str]]:
    found = []
    for source in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found += [(source.name, alias.name) for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                found.append((source.name, node.module))
    return found


def test_the_judge_imports_of_illumineer_only_itself_and_the_engine() -> None:
    imports = _imports(Path(illumineer.judge.__file__).parent)
    assert len({source for source, _ in imports}) >= 10
    for source, name in imports:
        if name.startswith("illumineer"):
            assert name.startswith(("illumineer.judge", "illumineer.engine")) or (
                name == "illumineer.folding"
            ), (source, name)


def test_the_engine_never_imports_the_judge() -> None:
    for source, name in _imports(Path(illumineer.engine.__file__).parent):
        assert not name.startswith("illumineer.") or name.startswith("illumineer.engine"), (
            source,
            name,
        )
