"""Where the card data files live: the user's data folder, or the developers' shared copy.

The project does not ship the English card data; `illumineer cards fetch` puts it in the user
data folder. Developers and tests read the copy in ``../shared/carddata`` next to the checkout.
Japanese names of sets 1–4 are packaged (`illumineer.cards.japanese`).

Every path a user gives through the environment is checked here, so a mistyped one is
reported before anything is downloaded (`check_environment`).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

from illumineer.engine.errors import CardDataError, CardDataMissing

#: Environment variable naming a LorcanaJSON file to use instead of the default.
CARDS_ENV = "ILLUMINEER_CARDS"
#: Environment variable naming a Japanese card list (publisher raw file or join file).
CARDS_JA_ENV = "ILLUMINEER_CARDS_JA"
#: The XDG base directory variable for user data (``~/.local/share`` when unset).
DATA_HOME_ENV = "XDG_DATA_HOME"
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

    Falls back to ``~/.local/share/illumineer`` when XDG_DATA_HOME is unset or empty. Raises
    `CardDataError` when XDG_DATA_HOME is relative (the XDG specification calls that invalid)
    or names something that is not a folder, or when there is no home folder to fall back to.
    """
    env = os.environ.get(DATA_HOME_ENV)
    if env:
        base = Path(env)
        if not base.is_absolute():
            raise CardDataError(
                f"{DATA_HOME_ENV}={env} is not an absolute path; set it to one or unset it"
            )
        _check_folder(base, f"{DATA_HOME_ENV}={env}")
    else:
        try:
            base = Path.home() / ".local" / "share"
        except RuntimeError:
            raise CardDataError(
                f"no home folder to keep card data in; set HOME or {DATA_HOME_ENV}"
            ) from None
    return base / "illumineer"


def _check_folder(path: Path, what: str) -> None:
    """Refuse `path` when it, or the nearest part of it that exists, is not a folder."""
    for part in (path, *path.parents):
        if part.exists():
            if not part.is_dir():
                detail = "" if part == path else f" ({part} is a file)"
                raise CardDataError(f"{what} is not a folder{detail}")
            return
        if part.is_symlink():  # a link to nowhere
            raise CardDataError(f"{what} cannot be made: {part} is a broken link")


def _named_file(env: str) -> Path | None:
    """The file an environment variable names; `CardDataError` when it names no file."""
    value = os.environ.get(env)
    if not value:
        return None
    try:
        path = Path(value).expanduser()
    except RuntimeError:  # "~" with no home folder
        path = Path(value)
    if not path.is_file():
        why = "it is a folder" if path.is_dir() else "no such file"
        raise CardDataError(f"{env}={value} does not name a file ({why})")
    return path


def named_by_environment(error: CardDataError, *paths: Path | None) -> CardDataError:
    """`error`, saying which variable named the file it is about, when one of `paths` came
    from ILLUMINEER_CARDS or ILLUMINEER_CARDS_JA (a user may have forgotten setting it)."""
    for env in (CARDS_ENV, CARDS_JA_ENV):
        value = os.environ.get(env)
        if not value:
            continue
        named = Path(value).expanduser().resolve()
        if any(p is not None and p.resolve() == named for p in paths) and str(named) in str(error):
            return CardDataError(f"{error} (the file ${env} names)")
    return error


def check_environment() -> None:
    """Raise `CardDataError` when ILLUMINEER_CARDS, ILLUMINEER_CARDS_JA or XDG_DATA_HOME is
    set to a path that cannot be used: called before anything is fetched."""
    _named_file(CARDS_ENV)
    _named_file(CARDS_JA_ENV)
    user_data_dir()


def shared_dirs() -> Iterator[Path]:
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
    Raises `CardDataMissing` when there is none, and `CardDataError` when an environment
    variable names a path that cannot be used.
    """
    env = _named_file(CARDS_ENV)
    if env is not None:
        return env
    user = user_data_dir() / CARDS_FILE_NAME
    if user.is_file():
        return user
    for shared in shared_dirs():
        candidate = shared / _SHARED_EN
        if candidate.is_file():
            return candidate
    raise CardDataMissing(
        f"no card data found (looked at ${CARDS_ENV} and {user}); "
        "run `illumineer cards fetch` to download it"
    )


def default_japanese_file() -> Path | None:
    """The Japanese card list to join, or None for the packaged table of sets 1–4.

    In order: $ILLUMINEER_CARDS_JA; ``ja-raw.json`` in `user_data_dir()`; the join file, then
    the publisher's raw file, in the developers' ``shared/carddata/ja``.
    """
    env = _named_file(CARDS_JA_ENV)
    if env is not None:
        return env
    user = user_data_dir() / JA_RAW_FILE_NAME
    if user.is_file():
        return user
    for shared in shared_dirs():
        for relative in _SHARED_JA:
            candidate = shared / relative
            if candidate.is_file():
                return candidate
    return None
