"""Fixtures for the web page's tests: an app on a scratch store (in-process, through
Starlette's test client), and for the browser tests a real server on loopback and Debian's
chromium driven by Playwright (skipped, naming what is missing, without them)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from illumineer.cards.catalogue import Catalogue

pytest.importorskip("fastapi", reason="the web tests need fastapi (pip install -e '.[test]')")
pytest.importorskip("httpx", reason="the web tests need httpx (pip install -e '.[test]')")

from fastapi import FastAPI
from fastapi.testclient import TestClient

from illumineer.web.app import make_app
from illumineer.web.store import Store

#: Where the browser tests keep their screenshots (made by the tests, never committed).
ARTEFACTS = Path(os.environ.get("ILLUMINEER_ARTEFACTS", Path(__file__).parents[2] / "artefacts"))


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store(tmp_path / "games.sqlite3")
    yield opened
    opened.close()


@pytest.fixture
def app(store: Store, catalogue: Catalogue) -> FastAPI:
    return make_app(store, catalogue, cards="c" * 64)


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    with TestClient(app) as made:
        yield made


# ---------------------------------------------------------------------- a real server


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class Served:
    """A server on loopback in a thread of this process (so tests can read its games)."""

    def __init__(self, app: FastAPI) -> None:
        import uvicorn

        self.app = app
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, ws="auto",
                                ws_max_size=64 * 1024, log_level="warning")  # fmt: skip
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> Served:
        self.thread.start()
        for _ in range(400):  # started within 20 s, or the test fails saying so
            if self.server.started:
                return self
            time.sleep(0.05)
        raise RuntimeError("the test server did not start")

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


@pytest.fixture(scope="session")
def served(catalogue: Catalogue, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    pytest.importorskip("uvicorn", reason="the web tests need uvicorn (pip install -e '.[test]')")
    pytest.importorskip("websockets", reason="the web tests need websockets")
    store = Store(tmp_path_factory.mktemp("served") / "games.sqlite3")
    with Served(make_app(store, catalogue)) as running:
        yield running
    store.close()


# ---------------------------------------------------------------------- the browser


def chromium_path() -> str | None:
    """Debian's chromium (Playwright's own download is unreachable here)."""
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


def japanese_font() -> bool:
    """Whether a font with Japanese glyphs is installed (fonts-ipafont-gothic)."""
    try:
        listed = subprocess.run(["fc-list", ":lang=ja"], capture_output=True, text=True,
                                timeout=30, check=False)  # fmt: skip
    except (OSError, subprocess.SubprocessError):
        return False
    return bool(listed.stdout.strip())


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One headless chromium for the whole session."""
    sync_api = pytest.importorskip("playwright.sync_api",
                                   reason="the browser tests need playwright (pip)")  # fmt: skip
    path = chromium_path()
    if path is None:
        reason = "the browser tests need Debian's chromium (apt-get install chromium)"
        if os.environ.get("CI"):
            pytest.fail(f"{reason}: .ci/run should have installed it")
        pytest.skip(reason)
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=path, headless=True)
        yield launched
        launched.close()


@pytest.fixture(scope="session")
def artefacts() -> Path:
    folder = ARTEFACTS / "web"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# The games store runs where the ledger runs: a SQLite file and a PostgreSQL server.
from tests.judge.conftest import ledger_url, postgres_server  # noqa: E402

__all__ = ["ledger_url", "postgres_server"]
