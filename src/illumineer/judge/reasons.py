"""What was broken, in words: an incident's reason (`engine.why.Why`) said in English or
Japanese, with card names in that language.

The engine says why an action broke a rule as data: a `Because` word, card ids, numbers.
`Broken.of` names its cards (a `CardName` each), so it no longer needs the game: a ruling
keeps it, the ledger stores it (`to_data`, `from_data`), and `text` says it in either
language from the message catalogues (``why.COST_ABOVE``...). A choice refused says what the
effect would have done and why the card was no legal choice: "Befuddle can't return Ratigan -
Criminal Mastermind to its player's hand: its cost is 4, more than 2".

>>> from illumineer.engine.why import Because, Why
>>> from illumineer.judge.fixes import CardName, card_name
>>> name = {7: CardName("Gaston - Arrogant Hunter", "ガストン – 傲慢なハンター")}.__getitem__
>>> Broken.of(Why(Because.RECKLESS_QUEST, (7,)), name).text(Language.EN)
'Gaston - Arrogant Hunter is Reckless and can't quest'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from babel.lists import format_list

from illumineer.engine.errors import JudgeError
from illumineer.engine.game import Game
from illumineer.engine.state import Incident
from illumineer.engine.vocabulary import CardType, Keyword, Zone
from illumineer.engine.why import Act, Because, Why
from illumineer.judge.fixes import CardName, card_name
from illumineer.judge.messages import Language, message, plural

#: The names of each reason's cards and numbers in its messages: a reason about no card
#: names none, one about a card calls it ``{card}`` unless listed here.
_NO_CARD = frozenset({
    Because.NOT_MAIN_PHASE, Because.RESOLVING, Because.SINGING, Because.BAG_NOT_EMPTY,
    Because.NOT_YOUR_TURN, Because.RECKLESS_MUST_CHALLENGE, Because.UNPAID,
    Because.MUST_CHOOSE, Because.TOO_MANY, Because.DREW, Because.LOOKED, Because.FORGOT_DRAW,
})  # fmt: skip
_CARDS: dict[Because, tuple[str, ...]] = {
    Because.SONG_TOO_COSTLY: ("card", "song"),
    Because.ALREADY_AT: ("card", "location"),
    Because.SHIFT_BASE: ("card", "base"),
    Because.SHIFT_CLASS: ("card", "base"),
    Because.SHIFT_ANY: ("card", "base"),
    Because.SHIFT_ITEM: ("card", "base"),
    Because.SHIFT_PAIR: ("card", "base"),
    Because.SHIFT_NO_PAIR: ("card", "base"),
    Because.MOVE_SHORT: ("card", "location"),
    Because.TARGET_READY: ("card", "target"),
    Because.EVASIVE: ("card", "target"),
    Because.SHIELDED: ("card", "target"),
    Because.BODYGUARD: ("card", "target"),
    Because.CHOICE: ("source", "card"),
    Because.PASSED_OVER: ("card",),
    Because.MUST_BE_CHOSEN: ("card", "other"),
}
_NUMBERS: dict[Because, tuple[str, ...]] = {
    Because.NOT_YOUR_TURN: ("player",),
    Because.SONG_TOO_COSTLY: ("value", "cost"),
    Because.SINGERS_SHORT: ("total", "need"),
    Because.COST_SHORT: ("cost", "ready"),
    Because.SHIFT_SHORT: ("cost", "ready"),
    Because.BOOST_SHORT: ("cost", "ready"),
    Because.MOVE_SHORT: ("cost", "ready"),
    Because.ABILITY_SHORT: ("cost", "ready"),
    Because.UNPAID: ("player", "short"),
    Because.NO_SUCH_TRIGGER: ("player",),
    Because.TOO_MANY: ("maximum",),
    Because.CHOICE: ("act",),
    Because.NOT_IN_ZONE: ("zone",),
    Because.COST_ABOVE: ("cost", "limit"),
    Because.COST_BELOW: ("cost", "limit"),
    Because.STRENGTH_ABOVE: ("strength", "limit"),
    Because.STRENGTH_BELOW: ("strength", "limit"),
    Because.NOT_TYPE: ("type",),
    Because.LACKS_KEYWORD: ("keyword",),
    Because.DREW: ("player", "count"),
    Because.PUT: ("zone",),
    Because.SEEN: ("seats",),
    Because.LOOKED: ("player", "count"),
    Because.PASSED_OVER: ("player",),
    Because.OVERLOOKED: ("damage", "willpower"),
    Because.FORGOT_DRAW: ("player",),
    Because.FORGOT_LORE: ("player", "lore"),
}
_WORDS: dict[Because, tuple[str, ...]] = {
    Because.NOT_CLASSIFIED: ("classification",),
    Because.NOT_NAMED: ("name",),
    Because.SHIFT_CLASS: ("classification",),
    Because.SHIFT_ITEM: ("name",),
    Because.SHIFT_PAIR: ("first", "second"),
}
#: Causes nest (a choice's cause, an alternative's); deeper than this is no reason.
MAX_DEPTH = 4
#: The default names of the players (seats 0 and 1) in a reason.
SEATS = ("p1", "p2")


def card_names(because: Because) -> tuple[str, ...]:
    """The names a reason's cards have in its messages, in order."""
    if because in _NO_CARD:
        return ()
    return _CARDS.get(because, ("card",))


@dataclass(frozen=True)
class Broken:
    """A `Why` with its cards named: see the module docstring."""

    because: Because
    cards: tuple[CardName, ...] = ()
    numbers: tuple[int, ...] = ()
    words: tuple[str, ...] = ()
    causes: tuple[Broken, ...] = ()

    @classmethod
    def of(cls, why: Why, name: Callable[[int], CardName]) -> Broken:
        """`why` with each card id named by `name`."""
        return cls(
            why.because,
            tuple(name(card) for card in why.cards),
            why.numbers,
            why.words,
            tuple(cls.of(cause, name) for cause in why.causes),
        )

    # ------------------------------------------------------------------ words

    def text(self, language: Language, players: tuple[str, str] = SEATS) -> str:
        """The reason as a clause in `language` (players named by `players`)."""
        params: dict[str, object] = {}
        for key, card in zip(card_names(self.because), self.cards, strict=False):
            params[key] = card.name(language)
        count: int | None = None
        for key, number in zip(_NUMBERS.get(self.because, ()), self.numbers, strict=False):
            if key == "count":
                count = number
            else:
                params[key] = _number(language, key, number, players)
        for key, word in zip(_WORDS.get(self.because, ()), self.words, strict=False):
            params[key] = word
        name = self.because.name
        if self.because is Because.CHOICE:
            act = Act(self.numbers[0]) if self.numbers else Act.CHOOSE
            key = f"why.CHOICE.{act.name}"
        else:
            key = f"why.{name}"
        if self.causes:
            causes = [cause.text(language, players) for cause in self.causes]
            params["causes"] = format_list(causes, style="standard", locale=language.value)
            key += ".with"
        if count is not None:
            return plural(language, key, count, **params)
        return message(language, key, **params)

    # ------------------------------------------------------------------ storage

    def to_data(self) -> dict[str, Any]:
        """A JSON-ready form (the ledger keeps it with the ruling)."""
        return {
            "because": self.because.name,
            "cards": [[card.en, card.ja] for card in self.cards],
            "numbers": list(self.numbers),
            "words": list(self.words),
            "causes": [cause.to_data() for cause in self.causes],
        }

    @classmethod
    def from_data(cls, data: Mapping[str, Any], depth: int = 0) -> Broken:
        """The reason `to_data` gave; `JudgeError` for anything else."""
        if depth > MAX_DEPTH or not isinstance(data, Mapping):
            raise JudgeError("a stored reason is not one")
        try:
            because = Because[str(data["because"])]
            cards = tuple(CardName(str(en), None if ja is None else str(ja))
                          for en, ja in data.get("cards", []))  # fmt: skip
            numbers = tuple(int(n) for n in data.get("numbers", []))
            words = tuple(str(w) for w in data.get("words", []))
            causes = tuple(cls.from_data(c, depth + 1) for c in data.get("causes", []))
        except (KeyError, TypeError, ValueError) as error:
            raise JudgeError(f"a stored reason is not one ({error})") from None
        return cls(because, cards, numbers, words, causes)


def incident_reason(
    game: Game, incident: Incident, language: Language, players: tuple[str, str] = SEATS
) -> str:
    """What an incident of `game` was, in `language` (the engine's English where it gave no
    words)."""
    if incident.why is None:
        return incident.reason
    return Broken.of(incident.why, lambda card: card_name(game.cards[card].definition)).text(
        language, players
    )


def _number(language: Language, key: str, number: int, players: tuple[str, str]) -> str:
    """A number said as its kind is: a player, a zone, seats, a card type, a keyword."""
    if key == "player":
        return players[number] if number in (0, 1) else str(number)
    if key == "zone":
        return message(language, f"zone.{Zone(number).name}")
    if key == "seats":
        if number == 0b11:
            return message(language, "seats.both")
        return players[0] if number == 1 else players[1]
    if key == "type":
        return message(language, f"type.a.{CardType(number).name}")
    if key == "keyword":
        return keyword_name(language, Keyword(number))
    return str(number)


def keyword_name(language: Language, keyword: Keyword) -> str:
    """A keyword as printed in `language` (the publisher's Japanese keywords; a keyword the
    Japanese list does not print stays in English)."""
    if language is Language.JA and keyword in _JA_KEYWORDS:
        return _JA_KEYWORDS[keyword]
    return keyword.printed


#: The keywords as the Japanese cards print them (the packaged Japanese list, sets 1-4).
_JA_KEYWORDS = {
    Keyword.BODYGUARD: "護衛",
    Keyword.CHALLENGER: "果敢",
    Keyword.EVASIVE: "回避",
    Keyword.RECKLESS: "暴勇",
    Keyword.RESIST: "耐久",
    Keyword.RUSH: "突進",
    Keyword.SHIFT: "変身",
    Keyword.SINGER: "歌声",
    Keyword.SING_TOGETHER: "合唱",
    Keyword.SUPPORT: "支援",
    Keyword.WARD: "魔除",
}
