"""Make the packaged Japanese table of sets 1–4 from the team's copy of the publisher's list.

    python -m illumineer.cards.build_ja_table [--shared DIR] [--check]

reads ``DIR/carddata/ja/ja-en-join-sets1-4.json`` (the publisher's list, MIT-licensed, joined
to LorcanaJSON by set and collector number; DIR defaults to the ``shared`` folder beside the
checkout) and writes ``src/illumineer/cards/data/ja_sets1-4.json`` with only what the
catalogue reads: the English set code and collector number that tie a row to LorcanaJSON, the
Japanese name, version and rules text. The list's licence notice is copied beside it, as the
MIT licence asks. ``--check`` writes nothing and exits 1 when the packaged files differ from
what would be written (the test suite runs the same comparison).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from illumineer.cards.files import shared_dirs

#: The team's join file and the licence of the list it comes from, inside ``shared``.
JOIN_FILE = Path("carddata") / "ja" / "ja-en-join-sets1-4.json"
LICENSE_FILE = Path("carddata") / "ja" / "LICENSE-great-illuminary-lorcana-data"
#: Where the table and its notice go, inside the package.
DATA_DIR = Path(__file__).resolve().parent / "data"
TABLE_NAME = "ja_sets1-4.json"

ABOUT = (
    "Japanese names, versions and rules text of sets 1-4, keyed by the ENGLISH set code and "
    "collector number. Made by `python -m illumineer.cards.build_ja_table` from the "
    "publisher's card list as published by great-illuminary/lorcana-data (MIT licence: "
    "LICENSE-great-illuminary-lorcana-data beside this file)."
)


def _text(value: Any) -> str | None:
    return value.strip() if isinstance(value, str) and value.strip() else None


def table_rows(join: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows of the packaged table, from the join file's rows, in set and number order."""
    rows: dict[tuple[int, int], dict[str, Any]] = {}
    for raw in join:
        row: dict[str, Any] = {"setCode": str(raw["setCode"]), "number": int(raw["number"]),
                               "ja_name": str(raw["ja_name"]).strip()}  # fmt: skip
        for field in ("ja_version", "ja_rules_text"):
            value = _text(raw.get(field))
            if value is not None:
                row[field] = value
        key = (int(row["setCode"]), row["number"])
        if key in rows and rows[key] != row:
            raise ValueError(f"set {key[0]} #{key[1]} appears twice with different rows")
        rows[key] = row
    return [rows[key] for key in sorted(rows)]


def render(rows: Sequence[dict[str, Any]]) -> str:
    """The table as a file: one card a line, so a change shows as a readable diff."""
    lines = [json.dumps(row, ensure_ascii=False) for row in rows]
    head = json.dumps(ABOUT, ensure_ascii=False)
    return '{"about": ' + head + ',\n "cards": [\n' + ",\n".join(lines) + "\n]}\n"


def expected_files(shared: Path) -> dict[str, str]:
    """File name -> contents of what belongs in the package data folder."""
    try:
        join = json.loads((shared / JOIN_FILE).read_text(encoding="utf-8"))
        notice = (shared / LICENSE_FILE).read_text(encoding="utf-8")
    except (OSError, ValueError) as exc:
        raise SystemExit(f"error: cannot read the team's Japanese list: {exc}") from None
    return {TABLE_NAME: render(table_rows(join)), LICENSE_FILE.name: notice}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m illumineer.cards.build_ja_table", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--shared", type=Path, metavar="DIR", help="the team's shared folder")
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 if stale")
    args = parser.parse_args(argv)
    shared = args.shared or next((d for d in shared_dirs() if (d / JOIN_FILE).is_file()), None)
    if shared is None:
        print(f"error: no shared folder with {JOIN_FILE} beside the checkout", file=sys.stderr)
        return 1
    stale = []
    for name, text in expected_files(shared).items():
        target = DATA_DIR / name
        current = target.read_text(encoding="utf-8") if target.is_file() else None
        if current == text:
            continue
        stale.append(name)
        if not args.check:
            target.write_text(text, encoding="utf-8")
    if args.check:
        print("stale: " + ", ".join(stale) if stale else "up to date")
        return 1 if stale else 0
    print(f"wrote {', '.join(stale)}" if stale else "up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
