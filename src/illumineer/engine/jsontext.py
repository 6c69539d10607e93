"""JSON text measured before it is decoded: how deeply it nests.

Game logs and card lists are decoded by the standard library, whose decoder recurses once per
level; a file nested thousands deep is refused by counting its brackets first. A module of
its own, so that the card loader can use it without importing the game engine.
"""

from __future__ import annotations

import re

# A JSON string (or one left open to the end of the text), and the brackets that nest.
_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\Z)', re.DOTALL)
_JSON_BRACKET = re.compile(r"[\[{]|[\]}]")


def json_depth(text: str, limit: int) -> int:
    """How deeply `text` nests JSON arrays and objects, read without decoding it.

    Counting stops once `limit` is passed (the result is then ``limit + 1``), so the cost is
    one pass over the text whatever it holds; brackets inside strings do not count.

    >>> json_depth('{"a": [1, [2]], "b": "[[["}', 10)
    3
    """
    depth = deepest = 0
    for match in _JSON_BRACKET.finditer(_JSON_STRING.sub("", text)):
        if match.group() in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    break
        else:
            depth -= 1
    return deepest
