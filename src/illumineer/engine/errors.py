"""The one small hierarchy of errors Illumineer raises.

Every error is a `ValueError` (bad input or an illegal move), and each message names the rule
or the input that failed, as python-chess does with `IllegalMoveError`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from illumineer.engine.why import Why


class IllumineerError(ValueError):
    """Base of every error Illumineer raises on purpose."""


class IllegalAction(IllumineerError):
    """An action the rules forbid now; the game is left unchanged.

    `rule` is the Comprehensive Rules number that forbids it (e.g. ``"4.5.1"``); `reason`
    says why in English; `why` says it as data, for rulings in any language
    (engine/why.py).
    """

    def __init__(self, rule: str, message: str, why: Why | None = None) -> None:
        super().__init__(f"{message} (rule {rule})")
        self.rule = rule
        self.reason = message
        self.why = why


class ImpossibleAction(IllegalAction):
    """An action that cannot physically be done (no such card, a card that is not a song,
    a card out of reach): refused in every mode, the table's included, and changing nothing.
    """


class EngineFault(IllumineerError):
    """A fault inside the engine while carrying out an action: the action was rolled back and
    the game is as it was. Always a bug to report (with the game log), never a rule."""


class ActionSyntaxError(IllumineerError):
    """A text or integer form that does not name any action."""


class UnknownCard(IllumineerError):
    """A card name, id or set/number the catalogue does not hold."""

    def __init__(self, query: str, suggestions: tuple[str, ...] = ()) -> None:
        hint = f"; did you mean: {', '.join(suggestions)}?" if suggestions else ""
        super().__init__(f"unknown card {query!r}{hint}")
        self.query = query
        self.suggestions = suggestions


class DeckListError(IllumineerError):
    """A deck list that cannot be read or breaks the deck-building rules (1.10.1.1).

    `problems` holds one message per bad line or broken rule.
    """

    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = tuple(problems)


class CardDataError(IllumineerError):
    """A card database file that is missing, corrupt or not LorcanaJSON."""


class GameLogError(IllumineerError):
    """A game log that cannot be read or does not replay."""


class ScenarioError(IllumineerError):
    """A scenario file that does not follow the scenario format."""


class JudgeError(IllumineerError):
    """Bad input to the judge's assistant: an unknown infraction or penalty name, an answer
    that is no yes or no, a remedy that does not belong to the infraction ruled."""


class LedgerError(JudgeError):
    """The penalty ledger cannot be opened (a bad URL, an unreachable server, a file that is
    no ledger) or refuses an entry (a correction of an unknown or already corrected entry)."""


class CardDataMissing(CardDataError):
    """No card database is installed anywhere: the one case where a first run fetches it."""


class UnknownJapaneseCard(UnknownCard):
    """A Japanese name the catalogue does not hold; `why` says what Japanese data it has."""

    def __init__(self, query: str, suggestions: tuple[str, ...] = (), why: str = "") -> None:
        super().__init__(query, suggestions)
        self.why = why
        if why:
            self.args = (f"{self.args[0]}; {why}",)


class UsageError(IllumineerError):
    """A command-line option or argument that cannot be used (a log folder that is a file)."""


class WebError(IllumineerError):
    """A request the web server refuses (`illumineer serve`): a bad or oversized message, a
    wrong seat key, an unknown game, too many games. Its message is one line for the page."""
