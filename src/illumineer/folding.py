"""Folding what people type into a lookup key: case, width, dash and bracket differences
removed, so "Mei", "ｍｅｉ" and "MEI" are one player and "Mickey Mouse — True Friend" one card.

>>> fold("《先生 – ７人のこびとのおかしら》") == fold("先生/7人のこびとのおかしら")
True
>>> fold("  Mickey   Mouse —  TRUE friend ")
'mickey mouse-true friend'
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable

_DASHES = str.maketrans(dict.fromkeys("-–—‐‑‒―−－/／", "-") | {"’": "'", "‘": "'"})
_BRACKETS = str.maketrans(dict.fromkeys("《》「」『』", " "))
_SPACES = re.compile(r"\s+")
_AROUND_DASH = re.compile(r"\s*-\s*")


def fold(text: str) -> str:
    """The lookup key of a name (see the module docstring)."""
    text = unicodedata.normalize("NFKC", text).casefold()
    text = text.translate(_DASHES).translate(_BRACKETS)
    text = _SPACES.sub(" ", text).strip()
    return _AROUND_DASH.sub("-", text)


def nearest(text: str, names: Iterable[str], n: int = 3) -> tuple[str, ...]:
    """Up to `n` of `names` closest to `text` once folded, as written."""
    labels = {fold(name): name for name in names}
    close = difflib.get_close_matches(fold(text), list(labels), n=n, cutoff=0.5)
    return tuple(labels[key] for key in close)
