"""`illumineer` itself: one module per command, imported only when its command is given."""

from __future__ import annotations

import argparse
import importlib

import pytest

from illumineer.cli.commands import COMMANDS, help_of
from illumineer.cli.main import build_parser, main


@pytest.mark.parametrize("module", sorted({module for module, _ in COMMANDS.values()}))
def test_each_module_registers_the_commands_the_table_gives_it(module: str) -> None:
    subparsers = argparse.ArgumentParser().add_subparsers()
    importlib.import_module(module).register(subparsers)
    assert set(subparsers.choices) == {name for name, (m, _) in COMMANDS.items() if m == module}
    for action in subparsers._choices_actions:
        assert action.help == help_of(action.dest)


def test_the_help_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for name in COMMANDS:
        assert f"    {name}  " in out or f"    {name}\n" in out


def test_a_named_command_is_parsed_in_full_and_the_others_are_listed() -> None:
    args = build_parser(["cards", "coverage", "--format", "core"]).parse_args(
        ["cards", "coverage", "--format", "core"]
    )
    assert args.format == "core" and callable(args.func)
    # Without argv (the fuzz harness, documentation) every command is there in full.
    full = build_parser()
    assert full.parse_args(["simulate", "--games", "2"]).games == 2
    with pytest.raises(SystemExit):
        build_parser(["frobnicate"]).parse_args(["frobnicate"])
