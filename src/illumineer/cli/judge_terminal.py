"""The judge's terminal: questions and answers, in the judge's language.

Prompts go to standard error (Rich), answers come from standard input line by line, so a
call can be scripted; when standard input is no terminal each answer is echoed, and a
transcript reads as a dialogue. An answer that does not fit is asked again; input that ends
first is a `JudgeError`. Names are looked up as they are typed (cards in the card database,
events and players in the ledger), and an unknown one is asked again with the nearest names.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TypeVar

from rich.console import Console
from rich.text import Text

from illumineer.cards.catalogue import Catalogue, load_catalogue
from illumineer.cards.files import default_card_file
from illumineer.engine.errors import CardDataError, JudgeError, UnknownCard
from illumineer.judge.fixes import CardName
from illumineer.judge.messages import Language, message
from illumineer.judge.vocabulary import Word

T = TypeVar("T")
W = TypeVar("W", bound=Word)
_YES = {"y", "yes", "はい"}
_NO = {"n", "no", "いいえ"}


class Terminal:
    """Questions and answers: Rich prompts on stderr, answers from stdin line by line."""

    def __init__(self, language: Language) -> None:
        self.language = language
        self.console = Console(stderr=True, highlight=False, soft_wrap=True)
        self.echo = not sys.stdin.isatty()

    def say(self, key: str, style: str = "", **params: object) -> None:
        """Print the message `key` (to stderr, with the prompts)."""
        self.console.print(Text(message(self.language, key, **params), style=style))

    def _read(self, prompt: str, hint: str = "") -> str:
        shown = Text.assemble((prompt, "bold cyan"), (f" {hint}" if hint else "", "dim"), " ")
        try:
            answer = self.console.input(shown).strip()
        except EOFError:
            self.console.print()  # end the prompt's line: the error has a line of its own
            raise JudgeError(f"input ended before this was answered: {prompt}") from None
        if self.echo:
            self.console.print(answer, markup=False)
        return answer

    def text(self, key: str, *, optional: bool = False) -> str | None:
        """A line of text; None for an empty answer when `optional`."""
        while True:
            answer = self._read(message(self.language, key))
            if answer or optional:
                return answer or None
            self.say("cli.bad_empty", "yellow")

    def number(self, key: str, *, optional: bool = False) -> int | None:
        """A whole number from 1; None for an empty answer when `optional`."""
        while True:
            answer = self._read(message(self.language, key))
            if not answer and optional:
                return None
            if answer.isascii() and answer.isdigit() and len(answer) <= 9 and int(answer) >= 1:
                return int(answer)
            self.say("cli.bad_number", "yellow", minimum=1)

    def yes_no(self, prompt: str) -> bool:
        """A yes or a no (y, yes, はい / n, no, いいえ)."""
        hint = f"[{message(self.language, 'cli.yes')}/{message(self.language, 'cli.no')}]"
        while True:
            answer = self._read(prompt, hint).casefold()
            if answer in _YES:
                return True
            if answer in _NO:
                return False
            self.say("cli.bad_yes_no", "yellow")

    def ask(self, key: str) -> bool:
        """A yes/no question from the catalogue."""
        return self.yes_no(message(self.language, key))

    def choose(self, key: str, options: Sequence[tuple[T, str, str]]) -> T:
        """One of `options` (value, word, label), by its number or its word."""
        if len(options) == 1:
            return options[0][0]
        for number, (_, word, label) in enumerate(options, 1):
            self.console.print(Text.assemble(f"  {number}. ", (label, ""), (f"  ({word})", "dim")))
        while True:
            answer = self._read(message(self.language, key), f"[1-{len(options)}]").casefold()
            for number, (value, word, _) in enumerate(options, 1):
                if answer in (str(number), word.casefold()):
                    return value
            self.say("cli.bad_choice", "yellow")

    def looked_up(self, key: str, find: Callable[[str], T], *, optional: bool = False) -> T | None:
        """A name `find` knows (it raises `JudgeError` naming the nearest ones otherwise),
        asked again until it is found; None for an empty answer when `optional`."""
        while True:
            name = self.text(key, optional=optional)
            if name is None:
                return None
            try:
                return find(name)
            except JudgeError as unknown:
                self.console.print(Text(str(unknown), style="yellow"))

    def card(self, key: str, *, optional: bool) -> CardName | None:
        """A card named by the judge, found in the card database in English or Japanese
        (case, width and dashes do not matter), asked again with the nearest names until
        it is found. With no card database installed, the name is kept as typed."""
        catalogue = card_catalogue()
        if catalogue is None:
            name = self.text(key, optional=optional)
            if name is not None:
                self.say("cli.card_unchecked", "yellow")
            return None if name is None else CardName(name)

        def find(name: str) -> CardName:
            try:
                card = catalogue.get(name)
            except UnknownCard as unknown:
                if not unknown.suggestions:
                    raise JudgeError(message(self.language, "cli.card_unknown.none",
                                             name=name)) from None  # fmt: skip
                raise JudgeError(message(self.language, "cli.card_unknown", name=name,
                                         suggestions=", ".join(unknown.suggestions))) from None
            return CardName(card.full_name, card.ja_name)

        return self.looked_up(key, find, optional=optional)


def card_catalogue() -> Catalogue | None:
    """The installed card database; None when there is none (the judge's assistant never
    downloads it: a judge at a table may be offline)."""
    try:
        default_card_file()
    except CardDataError:
        return None
    return load_catalogue()


def options(language: Language, values: Sequence[W], prefix: str) -> list[tuple[W, str, str]]:
    """Menu options for enum members: (member, its word, its label from `prefix`)."""
    return [(value, str(value), message(language, f"{prefix}.{value.name}")) for value in values]
