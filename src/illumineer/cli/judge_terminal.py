"""The judge's terminal: questions and answers, in the judge's language.

Prompts go to standard error (Rich), answers come from standard input line by line, so a
call can be scripted; when standard input is no terminal each answer is echoed, and a
transcript reads as a dialogue. An answer that does not fit is asked again; input that ends
first is a `JudgeError`. Names are looked up as they are typed (cards in the card database,
events and players in the ledger), and an unknown one is asked again with the nearest names.
At any question ``?`` says what each answer means; ``<`` goes back a question where the
command allows it (`judge ask`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TypeVar, cast

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
#: What a judge types to go back a question, and to hear what each answer means.
BACK = {"<", "back", "戻る"}
HELP = {"?", "？"}
#: What an answer is turned into: (True, value) when it fits, (False, None) to ask again.
Accept = Callable[[str], tuple[bool, T]]


class Back(Exception):
    """The judge asked to go back to the question before (`Terminal.go_back`)."""


class Terminal:
    """Questions and answers: Rich prompts on stderr, answers from stdin line by line.

    At any question ``?`` says what each answer means, and, where the caller can go back
    (`can_go_back`), ``<`` goes back to the question before: `Back` is raised, and the
    caller asks everything again from the start while the terminal gives the answers
    already accepted, silently, up to the one before the last (`go_back`).
    """

    def __init__(self, language: Language, *, can_go_back: bool = False) -> None:
        self.language = language
        self.console = Console(stderr=True, highlight=False, soft_wrap=True)
        self.echo = not sys.stdin.isatty()
        self.can_go_back = can_go_back
        #: The answers accepted so far, in order; given again after `go_back`.
        self.answers: list[str] = []
        self._again: list[str] = []

    def say(self, key: str, style: str = "", **params: object) -> None:
        """Print the message `key` (to stderr, with the prompts)."""
        self.console.print(Text(message(self.language, key, **params), style=style))

    def go_back(self) -> None:
        """Ready to be asked again from the start, to the question before the last answered:
        every answer before that one is given again without a word."""
        self.say("cli.back.done", "dim")
        self._again = self.answers[:-1]
        self.answers = []
        self.console.quiet = bool(self._again)

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

    def _ask(self, prompt: str, hint: str, accept: Accept[T], means: Callable[[], None]) -> T:
        """Read answers to `prompt` until one fits (`accept`); ``?`` calls `means` and
        ``<`` goes back (raising `Back`) where it can."""
        while True:
            if self._again:
                answer = self._again.pop(0)
            else:
                answer = self._read(prompt, hint)
                if answer in HELP:
                    means()
                    self.say("cli.means.back" if self.can_go_back else "cli.means.help", "dim")
                    continue
                if answer.casefold() in BACK:
                    if not self.can_go_back:
                        self.say("cli.back.unavailable", "yellow")
                    elif not self.answers:
                        self.say("cli.back.none", "yellow")
                    else:
                        raise Back
                    continue
            fits, value = accept(answer)
            self.console.quiet = bool(self._again)
            if fits:
                self.answers.append(answer)
                return value

    def _meaning(self, key: str, **params: object) -> Callable[[], None]:
        return lambda: self.say(key, "", **params)

    def text(self, key: str, *, optional: bool = False) -> str | None:
        """A line of text; None for an empty answer when `optional`."""

        def accept(answer: str) -> tuple[bool, str | None]:
            if answer or optional:
                return True, answer or None
            self.say("cli.bad_empty", "yellow")
            return False, None

        means = "cli.means.text.optional" if optional else "cli.means.text"
        return self._ask(message(self.language, key), "", accept, self._meaning(means))

    def number(self, key: str, *, optional: bool = False) -> int | None:
        """A whole number from 1; None for an empty answer when `optional`."""

        def accept(answer: str) -> tuple[bool, int | None]:
            if not answer and optional:
                return True, None
            if answer.isascii() and answer.isdigit() and len(answer) <= 9 and int(answer) >= 1:
                return True, int(answer)
            self.say("cli.bad_number", "yellow", minimum=1)
            return False, None

        means = "cli.means.number.optional" if optional else "cli.means.number"
        return self._ask(message(self.language, key), "", accept, self._meaning(means))

    def yes_no(self, prompt: str, means: str) -> bool:
        """A yes or a no (y, yes, はい / n, no, いいえ); ``?`` says what each means, from the
        messages ``MEANS.yes`` and ``MEANS.no``."""
        hint = f"[{message(self.language, 'cli.yes')}/{message(self.language, 'cli.no')}]"

        def accept(answer: str) -> tuple[bool, bool]:
            if answer.casefold() in _YES:
                return True, True
            if answer.casefold() in _NO:
                return True, False
            self.say("cli.bad_yes_no", "yellow")
            return False, False

        def meanings() -> None:
            for word in ("yes", "no"):
                self.console.print(Text.assemble(
                    (f"  {message(self.language, f'cli.{word}')}: ", "bold"),
                    message(self.language, f"{means}.{word}")))  # fmt: skip

        return self._ask(prompt, hint, accept, meanings)

    def ask(self, key: str) -> bool:
        """A yes/no question from the catalogue; what each answer means is the message
        ``cli.means.KEY.yes`` (and ``.no``), KEY without its ``cli.``."""
        return self.yes_no(message(self.language, key), f"cli.means.{key.removeprefix('cli.')}")

    def choose(self, key: str, options: Sequence[tuple[T, str, str]],
               means: str | None = None) -> T:  # fmt: skip
        """One of `options` (value, word, label), by its number or its word; ``?`` lists
        them again, each with the message ``MEANS.WORD`` when `means` is given."""
        if len(options) == 1:
            return options[0][0]

        def listed() -> None:
            for number, (_, word, label) in enumerate(options, 1):
                meaning = f": {message(self.language, f'{means}.{word}')}" if means else ""
                self.console.print(Text.assemble(f"  {number}. ", (label, ""),
                                                 (f"  ({word})", "dim"), meaning))  # fmt: skip

        def accept(answer: str) -> tuple[bool, T | None]:
            for number, (value, word, _) in enumerate(options, 1):
                if answer.casefold() in (str(number), word.casefold()):
                    return True, value
            self.say("cli.bad_choice", "yellow")
            return False, None

        listed()
        chosen = self._ask(message(self.language, key), f"[1-{len(options)}]", accept, listed)
        return cast(T, chosen)

    def looked_up(self, key: str, find: Callable[[str], T], *, optional: bool = False,
                  means: str = "cli.means.name") -> T | None:  # fmt: skip
        """A name `find` knows (it raises `JudgeError` naming the nearest ones otherwise),
        asked again until it is found; None for an empty answer when `optional`."""

        def accept(answer: str) -> tuple[bool, T | None]:
            if not answer:
                if not optional:
                    self.say("cli.bad_empty", "yellow")
                return optional, None
            try:
                return True, find(answer)
            except JudgeError as unknown:
                self.console.print(Text(str(unknown), style="yellow"))
                return False, None

        meaning = self._meaning(means + (".optional" if optional else ""))
        return self._ask(message(self.language, key), "", accept, meaning)

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

        return self.looked_up(key, find, optional=optional, means="cli.means.card")


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
