"""Options several commands share: the format a deck is checked in."""

from __future__ import annotations

import argparse

from illumineer.engine.cards import Format


def add_format_option(parser: argparse.ArgumentParser) -> None:
    """``--format core|infinity``: the format decks are checked in."""
    parser.add_argument(
        "--format",
        choices=[f.value for f in Format],
        help="the format the decks must be legal in (default: the format a deck file "
        "declares with a '# format: ...' line, else core)",
    )


def chosen_format(args: argparse.Namespace) -> Format | None:
    """The format given with ``--format``, or None when none was given."""
    value = getattr(args, "format", None)
    return None if value is None else Format(value)
