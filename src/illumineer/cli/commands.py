"""The `illumineer` commands: the module that carries each, and its one-line help.

`main` lists every command from this table without importing their modules (each imports
what its command needs: the engine, the bots, the judge's database layer), and imports only
the module of the command given. Each module registers its commands with the help given here.
"""

from __future__ import annotations

#: Each command, in the order `illumineer --help` lists them: (its module, its help).
COMMANDS: dict[str, tuple[str, str]] = {
    "simulate": ("illumineer.cli.game_cmd", "play many bot games and report wins"),
    "replay": ("illumineer.cli.game_cmd", "replay a game log and print its result"),
    "play": ("illumineer.cli.play_cmd", "play against a bot in the terminal"),
    "cards": ("illumineer.cli.cards_cmd", "card data, lookups and deck lists"),
    "scenario": ("illumineer.cli.scenario_cmd", "run rules scenarios (YAML)"),
    "serve": ("illumineer.cli.serve_cmd", "serve the web page: play a bot or another person"),
    "judge": (
        "illumineer.cli.judge_cmd",
        "the judge's assistant: rule on a call and record it (PCG section 2)",
    ),
}


def help_of(command: str) -> str:
    """The one-line help of `command`, as `illumineer --help` lists it."""
    return COMMANDS[command][1]
