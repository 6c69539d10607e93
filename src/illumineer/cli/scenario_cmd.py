"""`illumineer scenario run FILE_OR_DIR...`: run rules scenarios and report each."""

from __future__ import annotations

import argparse

from illumineer.cards.coverage import is_implemented
from illumineer.cli.commands import help_of
from illumineer.cli.data import catalogue as load_catalogue
from illumineer.engine.errors import ScenarioError
from illumineer.scenario.runner import run_scenarios, scenario_files, with_test_cards


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("scenario", help=help_of("scenario"))
    commands = parser.add_subparsers(dest="scenario_command", metavar="SUBCOMMAND", required=True)
    run = commands.add_parser("run", help="run scenario files or folders; exit 1 if any fails")
    run.add_argument("paths", nargs="+", metavar="FILE_OR_DIR")
    run.add_argument("--quiet", action="store_true", help="print failures and the summary only")
    run.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    files = scenario_files(args.paths)  # a mistyped path is reported before any card data
    if not files:
        raise ScenarioError(f"no scenario files (.yaml, .yml) in {', '.join(args.paths)}")
    catalogue = load_catalogue()
    results = run_scenarios(files, with_test_cards(catalogue.get), is_implemented)
    passed = sum(r.passed for r in results)
    for result in results:
        if not (args.quiet and result.passed):
            print(result)
    print(f"{passed} passed, {len(results) - passed} failed")
    return 0 if results and passed == len(results) else 1
