"""Where the card data files live: the user's data folder, or the developers' shared copy.

The project does not ship card data; `illumineer cards fetch` puts it in the user data folder.
Developers and tests read the copy in ``../shared/carddata`` next to the checkout.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

from illumineer.engine.errors import CardDataError

#: Environment variable naming a LorcanaJSON file to use instead of the default.
CARDS_ENV = "ILLUMINEER_CARDS"
#: Environment variable naming a Japanese card list (publisher raw file or join file).
CARDS_JA_ENV = "ILLUMINEER_CARDS_JA"
#: File name of the English card data inside the user data folder.
CARDS_FILE_NAME = "allcards.json.gz"
#: File name of the Japanese publisher list inside the user data folder.
JA_RAW_FILE_NAME = "ja-raw.json"

_SHARED_EN = Path("carddata") / "lorcanajson-en-2026-10-16.json.gz"
# The join file is preferred: it was matched to LorcanaJSON ids by hand-checked rules.
_SHARED_JA = (
    Path("carddata") / "ja" / "ja-en-join-sets1-4.json",
    Path("carddata") / "ja" / "takaratomy-ja-raw.json",
)


def user_data_dir() -> Path:
    """The folder `illumineer cards fetch` writes to: ``$XDG_DATA_HOME/illumineer``.

    Falls back to ``~/.local/share/illumineer`` when XDG_DATA_HOME is unset or empty.
    """
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "illumineer"


def _shared_dirs() -> Iterator[Path]:
    """Every ``shared`` folder that is a sibling of an ancestor of the cwd or of this file."""
    seen: set[Path] = set()
    for start in (Path.cwd(), Path(__file__).resolve().parent):
        for ancestor in (start, *start.parents):
            shared = ancestor.parent / "shared"
            if shared not in seen and shared.is_dir():
                seen.add(shared)
                yield shared


def default_card_file() -> Path:
    """The English LorcanaJSON file to load.

    In order: $ILLUMINEER_CARDS; ``allcards.json.gz`` in `user_data_dir()`; the developers'
    ``shared/carddata`` copy beside an ancestor of the cwd or of this source file.
    Raises `CardDataError` when there is none.
    """
    env = os.environ.get(CARDS_ENV)
    if env:
        path = Path(env).expanduser()
        if not path.is_file():
            raise CardDataError(f"{CARDS_ENV}={env} does not name a file")
        return path
    user = user_data_dir() / CARDS_FILE_NAME
    if user.is_file():
        return user
    for shared in _shared_dirs():
        candidate = shared / _SHARED_EN
        if candidate.is_file():
            return candidate
    raise CardDataError(
        f"no card data found (looked at ${CARDS_ENV} and {user}); "
        "run `illumineer cards fetch` to download it"
    )


def default_japanese_file() -> Path | None:
    """The Japanese card list to join, or None when there is none (Japanese is optional).

    In order: $ILLUMINEER_CARDS_JA; ``ja-raw.json`` in `user_data_dir()`; the join file, then
    the publisher's raw file, in the developers' ``shared/carddata/ja``.
    """
    env = os.environ.get(CARDS_JA_ENV)
    if env:
        path = Path(env).expanduser()
        if not path.is_file():
            raise CardDataError(f"{CARDS_JA_ENV}={env} does not name a file")
        return path
    user = user_data_dir() / JA_RAW_FILE_NAME
    if user.is_file():
        return user
    for shared in _shared_dirs():
        for relative in _SHARED_JA:
            candidate = shared / relative
            if candidate.is_file():
                return candidate
    return None
