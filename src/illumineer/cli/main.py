"""The `illumineer` command: each subcommand lives in its own module and registers here."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from illumineer import __version__
from illumineer.engine.errors import IllumineerError

#: Modules that add subcommands: each has `register(subparsers)`.
COMMAND_MODULES = (
    "illumineer.cli.game_cmd",
    "illumineer.cli.play_cmd",
    "illumineer.cli.cards_cmd",
    "illumineer.cli.scenario_cmd",
    "illumineer.cli.judge_cmd",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="illumineer",
        description="A Disney Lorcana rules engine: simulate, play, run scenarios, look up cards.",
    )
    parser.add_argument("--version", action="version", version=f"illumineer {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def one_line(text: str) -> str:
    """`text` on one line: a character that would break it (a newline or a carriage return
    in a file name, say) or that cannot be printed is shown escaped.

    >>> one_line("cannot read game log \\r: no such file")
    'cannot read game log \\\\r: no such file'
    """
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    func = getattr(args, "func", None)
    if func is None:
        parser.print_help()
        return 2
    try:
        code: int = func(args)
    except IllumineerError as error:
        print(f"error: {one_line(str(error))}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`illumineer cards coverage | head`): stop quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    return code


if __name__ == "__main__":
    sys.exit(main())
