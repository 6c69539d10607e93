"""The `illumineer` command: each subcommand lives in its own module and registers here.

Only the module of the command given is imported (`commands.COMMANDS` lists the others with
their help), so `illumineer --version`, `--help` or `cards show` do not load the engine, the
bots or the judge's database layer.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from illumineer import __version__
from illumineer.cli.commands import COMMANDS
from illumineer.engine.errors import IllumineerError


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The command line's parser: in full for the command `argv` names, every other command
    by its name and help only; with no `argv`, every command in full."""
    parser = argparse.ArgumentParser(
        prog="illumineer",
        description="A Disney Lorcana rules engine: simulate, play, run scenarios, look up cards.",
    )
    parser.add_argument("--version", action="version", version=f"illumineer {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    if argv is None:
        modules = [module for module, _ in COMMANDS.values()]
    else:
        named = _command(argv)
        modules = [] if named is None else [COMMANDS[named][0]]
    for module in dict.fromkeys(modules):
        importlib.import_module(module).register(subparsers)
    for name, (_, text) in COMMANDS.items():
        if name not in subparsers.choices:
            subparsers.add_parser(name, help=text)  # listed; parsed only when named
    return parser


def _command(argv: Sequence[str]) -> str | None:
    """The command `argv` names (its first word that is no option), if it is one."""
    word = next((arg for arg in argv if not arg.startswith("-")), None)
    return word if word in COMMANDS else None


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
    """Run the command `argv` (default: the process's arguments); return the exit code."""
    words = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(words)
    args = parser.parse_args(words)
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
