"""A throwaway PostgreSQL server for the ledger's tests: initdb into a temporary folder, a
server on a unix socket only (no TCP port is opened), stopped and removed afterwards.

PostgreSQL refuses to run as root, and the tests may (CI runs as root here): then initdb and
the server run as an unprivileged user (``postgres`` if the system has one, else ``nobody``),
who owns the temporary folder.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

import psycopg

#: The superuser initdb creates; trust authentication on the socket, so no password.
SUPERUSER = "illumineer"


def binaries() -> Path | None:
    """The folder holding initdb and pg_ctl: on PATH, else Debian's newest install."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).resolve().parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=_version, reverse=True):
        if (Path(folder) / "initdb").exists() and (Path(folder) / "pg_ctl").exists():
            return Path(folder)
    return None


def _version(folder: str) -> int:
    name = Path(folder).parent.name
    return int(name) if name.isdigit() else 0


def _free_port() -> int:
    # The port only names the socket file here, but a free one keeps logs unambiguous.
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@dataclass
class Server:
    """A running server; `url(name)` is a SQLAlchemy URL of a database on it."""

    bin: Path
    folder: Path
    port: int
    user: pwd.struct_passwd | None

    def _run(self, *argv: str) -> subprocess.CompletedProcess[str]:
        user = self.user
        return subprocess.run(
            [str(self.bin / argv[0]), *argv[1:]],
            capture_output=True,
            text=True,
            cwd=self.folder,
            timeout=120,
            check=False,
            user=user.pw_uid if user else None,
            group=user.pw_gid if user else None,
            extra_groups=[] if user else None,
        )

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def start(self) -> None:
        init = self._run(
            "initdb", "-D", str(self.data), "-U", SUPERUSER, "-A", "trust", "-N",
            "--locale=C", "-E", "UTF8",
        )  # fmt: skip
        if init.returncode:
            raise RuntimeError(f"initdb failed: {init.stderr.strip()}")
        # fsync off: these tests kill clients, never the server or the machine.
        options = f"-p {self.port} -k {self.folder} -c listen_addresses='' -c fsync=off"
        started = self._run(
            "pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.folder / "log"),
            "-w", "-t", "60", "start",
        )  # fmt: skip
        if started.returncode:
            log = (self.folder / "log").read_text(errors="replace")[-2000:]
            raise RuntimeError(f"postgres did not start: {started.stderr.strip()}\n{log}")

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.folder, ignore_errors=True)

    def _admin(self, statement: str, database: str = "postgres") -> None:
        with psycopg.connect(
            host=str(self.folder), port=self.port, user=SUPERUSER, dbname=database,
            autocommit=True,
        ) as connection:  # fmt: skip
            connection.execute(statement.encode())

    def create_database(self, name: str) -> None:
        self._admin(f'CREATE DATABASE "{name}"')

    def create_schema(self, database: str, schema: str) -> None:
        """A new schema: a fresh ledger in milliseconds, where a database takes a quarter
        of a second."""
        self._admin(f'CREATE SCHEMA "{schema}"', database)

    def url(self, database: str, schema: str | None = None) -> str:
        """A SQLAlchemy URL of `database`, working in `schema` when given."""
        url = f"postgresql+psycopg://{SUPERUSER}@/{database}?host={self.folder}&port={self.port}"
        return f"{url}&options=-csearch_path%3D{schema}" if schema else url


def start(bin: Path) -> Server:
    """Start a server with the binaries in `bin`."""
    folder = Path(tempfile.mkdtemp(prefix="illumineer-pg-"))
    user = None
    if os.geteuid() == 0:
        for name in ("postgres", "nobody"):
            try:
                user = pwd.getpwnam(name)
                break
            except KeyError:
                continue
        if user is None:
            raise RuntimeError("running as root, and no unprivileged user to run postgres")
        os.chown(folder, user.pw_uid, user.pw_gid)
    folder.chmod(0o755)
    server = Server(bin, folder, _free_port(), user)
    try:
        server.start()
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    return server
