"""`illumineer.engine` exports its public names lazily: a submodule imported alone (its
errors, for a command that prints its version) does not load the whole engine."""

from __future__ import annotations

import subprocess
import sys

import illumineer.engine

CHECK = """
import sys, types
import illumineer.engine.errors
assert "illumineer.engine.game" not in sys.modules, "the errors loaded the engine"
import illumineer.engine.view  # the submodule is set on the package: `view` stays the function
from illumineer.engine import Game, view
assert isinstance(view, types.FunctionType) and view.__module__ == "illumineer.engine.view"
import illumineer.engine as engine
for name in engine.__all__:
    assert not isinstance(getattr(engine, name), types.ModuleType), name
print("ok")
"""


def test_the_public_names_load_when_first_used() -> None:
    result = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True)
    assert result.stdout == "ok\n", result.stderr


def test_every_public_name_is_exported() -> None:
    for name in illumineer.engine.__all__:
        assert getattr(illumineer.engine, name) is not None
    assert set(illumineer.engine.__all__) <= set(dir(illumineer.engine))
