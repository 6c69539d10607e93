"""Reading the files users name: bounded in size, UTF-8 text, one typed error when not.

Every file Illumineer reads on a user's say-so (deck lists, game logs, scenarios, Japanese
card lists) comes through `read_text`, so a folder, a device that never ends (``/dev/zero``),
a named pipe with no writer, a huge file or a binary one all get the same kind of one-line
error instead of a traceback, a hang or a full memory.

>>> from illumineer.engine.errors import ScenarioError
>>> read_text("/no/such.yaml", limit=1024, what="scenario", error=ScenarioError)
Traceback (most recent call last):
...
illumineer.engine.errors.ScenarioError: cannot read scenario /no/such.yaml: no such file
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from illumineer.engine.errors import IllumineerError

ErrorFactory = Callable[[str], IllumineerError]

_REASONS = {
    errno.ENOENT: "no such file",
    errno.EISDIR: "it is a folder",
    errno.ENOTDIR: "a part of the path is not a folder",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.ELOOP: "too many symbolic links",
    errno.ENAMETOOLONG: "the name is too long",
}


def size_text(limit: int) -> str:
    """A byte count as people write it: ``256 KiB``, ``16 MiB``."""
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if limit >= size and limit % size == 0:
            return f"{limit // size} {unit}"
    return f"{limit} bytes"


def os_reason(error: OSError) -> str:
    """The short reason of an OSError, without Python's ``[Errno 2]`` decoration."""
    return _REASONS.get(error.errno or 0) or error.strerror or str(error)


def read_bytes(path: str | Path, *, limit: int, what: str, error: ErrorFactory) -> bytes:
    """The bytes of the file `path`, at most `limit` of them.

    Raises ``error(message)`` when `path` is missing, a folder, unreadable or larger than
    `limit`. A pipe or a device (``<(cat deck.txt)``, ``/dev/stdin``) is read like a file, up
    to `limit`; opening a named pipe does not wait for a writer.
    """
    where = f"{what} {path}"
    try:
        # O_NONBLOCK: opening a named pipe with no writer must not hang.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise error(f"cannot read {where}: {os_reason(exc)}") from None
    except ValueError:  # a NUL character in the name
        raise error(f"cannot read {where}: the name holds a NUL character") from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            os.close(fd)
            raise error(f"cannot read {where}: it is a folder")
        if not stat.S_ISREG(mode) and hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)  # now wait for the pipe's data, as `cat` would
        with os.fdopen(fd, "rb") as handle:
            return _read_capped(handle, limit, where, error)
    except OSError as exc:
        raise error(f"cannot read {where}: {os_reason(exc)}") from None


def _read_capped(handle: BinaryIO, limit: int, where: str, error: ErrorFactory) -> bytes:
    data = handle.read(limit + 1)
    if len(data) > limit:
        raise error(f"{where} is larger than {size_text(limit)}")
    return data


def decode(data: bytes, *, where: str, error: ErrorFactory) -> str:
    """UTF-8 text of `data` (a leading byte-order mark dropped); binary data is refused."""
    if b"\0" in data:
        raise error(f"{where} is not text (it holds NUL bytes: a binary file?)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise error(
            f"{where} is not UTF-8 text (byte {exc.start}: a binary file or another encoding?)"
        ) from None


def read_text(path: str | Path, *, limit: int, what: str, error: ErrorFactory) -> str:
    """The UTF-8 text of the file `path`, at most `limit` bytes; see `read_bytes`."""
    data = read_bytes(path, limit=limit, what=what, error=error)
    return decode(data, where=f"{what} {path}", error=error)


def read_stream(stream: BinaryIO, *, limit: int, what: str, error: ErrorFactory) -> str:
    """The UTF-8 text of an open binary stream (standard input), at most `limit` bytes."""
    try:
        data = _read_capped(stream, limit, what, error)
    except OSError as exc:
        raise error(f"cannot read {what}: {os_reason(exc)}") from None
    return decode(data, where=what, error=error)
