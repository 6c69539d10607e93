"""A small made-up LorcanaJSON export, for tests that must run without the real card data.

It holds the 30 vanilla characters of the example decks ``amber-steel`` and
``ruby-sapphire`` under their real names (so those decks load) with made-up numbers, and
Mickey Mouse - True Friend at his real set and number (1 #12), so the packaged Japanese
table names him ミッキーマウス – いつだって友だち. Every card is legal in Infinity only, as the
example decks (which declare that format) need.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from illumineer.cards.decks import example_deck_path

DECKS = {"amber-steel": ("Amber", "Steel"), "ruby-sapphire": ("Ruby", "Sapphire")}
_LINE = re.compile(r"^\d+ (.+)$")
INFINITY_ONLY = {"Core": {"allowed": False}, "Infinity": {"allowed": True}}


def deck_names(deck: str) -> list[str]:
    """The full names of an example deck, in order."""
    text = example_deck_path(deck).read_text(encoding="utf-8")
    return [m.group(1) for line in text.splitlines() if (m := _LINE.match(line.strip()))]


def export() -> dict[str, Any]:
    """The made-up export: one printing per card."""
    cards: list[dict[str, Any]] = []
    for deck, inks in DECKS.items():
        for index, full_name in enumerate(deck_names(deck)):
            name, _, version = full_name.partition(" - ")
            cost = index % 7 + 1
            real = full_name == "Mickey Mouse - True Friend"
            cards.append(
                {"id": 90_001 + len(cards), "fullName": full_name, "name": name,
                 "version": version, "type": "Character", "cost": cost, "inkwell": True,
                 "color": inks[index % 2], "setCode": "1" if real else "T",
                 "number": 12 if real else len(cards) + 1, "strength": cost,
                 "willpower": cost + 1, "lore": 1, "subtypes": ["Storyborn", "Hero"],
                 "allowedInFormats": INFINITY_ONLY}
            )  # fmt: skip
    return {"metadata": {"formatVersion": "synthetic"}, "sets": {}, "cards": cards}


def write_export(folder: Path) -> Path:
    """Write the made-up export as ``synthetic-cards.json`` in `folder`; return its path."""
    path = folder / "synthetic-cards.json"
    path.write_text(json.dumps(export()), encoding="utf-8")
    return path
