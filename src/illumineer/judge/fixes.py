"""How the game was fixed: the outcomes of the PCG section 2 remedies, with their parameters.

The remedy code (which works on a game) produces a `Fix`; the ruling says it in words and the
ledger records its `Remedy`. A `Fix` checks that its parameters fit its outcome, so a ruling
can never say "draws 0 cards" or rewind to no play.

>>> Fix(Remedy.HAND_TOO_FEW, count=1).remedy.infraction
<Infraction.CARD_COUNT_ERROR: 'Card Count Error'>
"""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.cards import CardDefinition
from illumineer.engine.errors import JudgeError
from illumineer.judge.classify import Reason
from illumineer.judge.messages import Language
from illumineer.judge.vocabulary import Infraction, Role, Word


@dataclass(frozen=True)
class CardName:
    """A card's name as the caller resolved it per language; no Japanese name falls back to
    the English one (the later sets have no Japanese data here)."""

    en: str
    ja: str | None = None

    def __post_init__(self) -> None:
        if not self.en.strip():
            raise JudgeError("a card name must not be empty")

    def name(self, language: Language) -> str:
        """The name printed in `language`."""
        if language is Language.JA and self.ja:
            return self.ja
        return self.en


def card_name(definition: CardDefinition) -> CardName:
    """A card's name in both languages (English when there is no Japanese name)."""
    return CardName(definition.full_name, definition.ja_name)


class Remedy(Word):
    """An outcome of a remedy, grouped by the infraction whose remedy it is."""

    # Missed Trigger (PCG 2.1), in the order of the remedy's steps.
    TOO_LATE = "too_late"  # missed more than a full turn cycle ago: nothing happens
    DURATION_PASSED = "duration_passed"  # its duration ("until end of turn") has passed
    DECLINED = "declined"  # the opponent chose not to put it into the bag: it stays missed
    RESOLVED = "resolved"  # put into the bag and resolved at once
    # Hidden Information Error (PCG 2.2).
    INKWELL_TURN_ACTION = "inkwell_turn_action"  # inked by the turn action: shown, put back
    INKWELL_BY_EFFECT = "inkwell_by_effect"  # put there by an effect: shown, replaced at random
    ELSEWHERE = "elsewhere"  # shuffled into a part of the deck nobody knows, with extra cards
    # Card Count Error (PCG 2.3).
    HAND_TOO_FEW = "hand_too_few"
    HAND_TOO_MANY = "hand_too_many"
    INKWELL_TOO_FEW = "inkwell_too_few"
    INKWELL_TOO_MANY = "inkwell_too_many"
    MOVED_BACK = "moved_back"  # an inkwell card taken into the hand, known to both: goes back
    # General Rule Error (PCG 2.4).
    REWIND = "rewind"  # back to just before the play (PCG 1.2; the lead judge only)
    LEAVE = "leave"  # history left alone; what is illegal now is fixed
    FLOOR_REFERS = "floor_refers"  # a floor judge fetches the lead, who may rewind
    # No infraction.
    NO_INFRACTION_MAY = "no_infraction_may"  # a missed "may" effect: play continues
    NO_RULE_BROKEN = "no_rule_broken"  # nothing was wrong: play continues
    # Any infraction: the corrective action is a Game Loss, which ends the game.
    GAME_ENDS = "game_ends"

    @property
    def infraction(self) -> Infraction | None:
        """The infraction whose remedy this is an outcome of (None: any infraction's)."""
        return _REMEDY_INFRACTION.get(self)

    def fits(self, infraction: Infraction) -> bool:
        """Whether this is an outcome of `infraction`'s remedy."""
        return self.infraction is infraction or (
            self.infraction is None and infraction is not Infraction.NONE
        )


_REMEDY_INFRACTION = {
    **dict.fromkeys(
        (Remedy.TOO_LATE, Remedy.DURATION_PASSED, Remedy.DECLINED, Remedy.RESOLVED),
        Infraction.MISSED_TRIGGER,
    ),
    **dict.fromkeys(
        (Remedy.INKWELL_TURN_ACTION, Remedy.INKWELL_BY_EFFECT, Remedy.ELSEWHERE),
        Infraction.HIDDEN_INFORMATION_ERROR,
    ),
    **dict.fromkeys(
        (
            Remedy.HAND_TOO_FEW,
            Remedy.HAND_TOO_MANY,
            Remedy.INKWELL_TOO_FEW,
            Remedy.INKWELL_TOO_MANY,
            Remedy.MOVED_BACK,
        ),
        Infraction.CARD_COUNT_ERROR,
    ),
    **dict.fromkeys(
        (Remedy.REWIND, Remedy.LEAVE, Remedy.FLOOR_REFERS), Infraction.GENERAL_RULE_ERROR
    ),
    **dict.fromkeys((Remedy.NO_INFRACTION_MAY, Remedy.NO_RULE_BROKEN), Infraction.NONE),
}

#: Outcomes that count cards or actions, and so need a `count` of at least 1.
COUNTED = frozenset(
    {
        Remedy.ELSEWHERE,
        Remedy.HAND_TOO_FEW,
        Remedy.HAND_TOO_MANY,
        Remedy.INKWELL_TOO_FEW,
        Remedy.INKWELL_TOO_MANY,
        Remedy.MOVED_BACK,
        Remedy.REWIND,
    }
)


def verify_remedy(remedy: Remedy, infraction: Infraction, role: Role) -> None:
    """Raise `JudgeError` unless a judge of `role` may rule `remedy` for `infraction`: it must
    be that infraction's, and only the lead judge may rewind (PCG 1.2), while only a floor
    judge refers to the lead."""
    if not remedy.fits(infraction):
        raise JudgeError(f"{remedy.value} is no remedy for {infraction}")
    if remedy is Remedy.REWIND and role is not Role.LEAD:
        raise JudgeError("only the lead judge may rewind (PCG 1.2)")
    if remedy is Remedy.FLOOR_REFERS and role is not Role.FLOOR:
        raise JudgeError("the lead judge decides the rewind, and refers to nobody")


def remedies_for(
    infraction: Infraction, role: Role, reason: Reason | None = None
) -> tuple[Remedy, ...]:
    """The outcomes a judge of `role` may rule for `infraction`, in the remedy's order.

    With the classification's `reason`, no infraction has its one outcome: a missed "may"
    effect, or nothing wrong at all.
    """
    if infraction is Infraction.NONE and reason is not None:
        return (Remedy.NO_INFRACTION_MAY if reason is Reason.MAY_EFFECT_MISSED
                else Remedy.NO_RULE_BROKEN,)  # fmt: skip
    result: list[Remedy] = []
    for remedy in Remedy:
        if remedy is Remedy.GAME_ENDS:  # follows from the corrective action, never chosen
            continue
        try:
            verify_remedy(remedy, infraction, role)
        except JudgeError:
            continue
        result.append(remedy)
    return tuple(result)


class Deed(Word):
    """What a player did with a card: the play a rewind goes back to just before."""

    PLAY = "play"
    INK = "ink"
    QUEST = "quest"
    CHALLENGE = "challenge"
    SING = "sing"
    MOVE = "move"
    ACTIVATE = "activate"
    RESOLVE = "resolve"  # an ability of the card resolved
    OVERLOOK = "overlook"  # the card was left in play though it should have been banished
    DRAW_STEP = "draw_step"  # a player's Draw step (a turn draw forgotten): no card
    SET_STEP = "set_step"  # a player's Set step (location lore forgotten): the location
    PASS = "pass"  # a player ended the turn: no card


#: The deeds that name a player, and those of them that name no card.
_PLAYERS_DEEDS = frozenset({Deed.DRAW_STEP, Deed.SET_STEP, Deed.PASS})
_CARDLESS_DEEDS = frozenset({Deed.DRAW_STEP, Deed.PASS})


@dataclass(frozen=True)
class Play:
    """A deed with a card: ``Play(Deed.QUEST, CardName("Maui - Hero to All"))``; a song's
    singer sings `other`, the song; a Draw step is a `player`'s, with no card."""

    deed: Deed
    card: CardName | None = None
    other: CardName | None = None
    player: str | None = None

    def __post_init__(self) -> None:
        if (self.card is None) is not (self.deed in _CARDLESS_DEEDS):
            raise JudgeError("a play names its card, and a Draw step or a pass none")
        if (self.player is None) is (self.deed in _PLAYERS_DEEDS):
            raise JudgeError("a Draw or Set step or a pass, and only one, names its player")
        if self.other is not None and self.deed is not Deed.SING:
            raise JudgeError("only a song sung names a second card, the song")


class BoardChange(Word):
    """A change that makes an illegal board legal before play continues (PCG 2.4)."""

    BANISHED = "banished"  # e.g. damage equal to or above its willpower
    EXERTED = "exerted"
    READIED = "readied"
    RETURNED_TO_HAND = "returned_to_hand"


@dataclass(frozen=True)
class BoardFix:
    """One fix of the board when the game is left as it is: ``BoardFix(BANISHED, card)``."""

    change: BoardChange
    card: CardName


@dataclass(frozen=True)
class Fix:
    """How the game was fixed: a `Remedy` outcome and the parameters it says.

    - `count`: cards drawn, removed or added (Card Count Error), cards seen (`ELSEWHERE`),
      actions rewound (`REWIND`); at least 1 where the outcome counts, else 0.
    - `extra`: `ELSEWHERE` only: random cards shuffled in with those seen, so the player
      cannot tell which positions they saw (as many as were seen when they were a set).
    - `before`: `REWIND` only (required): the play the game goes back to just before.
    - `board`: `LEAVE` only: what was fixed because it was illegal now (may be empty).
    - `may`: `RESOLVED` only: the trigger said "may", which counts as "no".
    - `known`: Card Count Error only: the cards that do not belong (too many) or are missing
      (too few) are ones both players can tell, so they are moved by name, not at random.
    - `also`: Card Count Error only: the other counts the same deviation made wrong, each
      with its own outcome (a card moved from one hidden zone to another: two counts).

    Raises `JudgeError` for parameters the outcome does not take.
    """

    remedy: Remedy
    count: int = 0
    extra: int = 0
    before: Play | None = None
    board: tuple[BoardFix, ...] = ()
    may: bool = False
    known: bool = False
    also: tuple[Fix, ...] = ()

    def __post_init__(self) -> None:
        remedy = self.remedy
        if remedy in COUNTED and self.count < 1:
            raise JudgeError(f"the remedy {remedy.value} needs a count of at least 1")
        if remedy not in COUNTED and self.count:
            raise JudgeError(f"the remedy {remedy.value} counts nothing")
        if self.extra < 0 or (self.extra and remedy is not Remedy.ELSEWHERE):
            raise JudgeError("only a card seen elsewhere takes extra cards, and never fewer than 0")
        if (self.before is None) is (remedy is Remedy.REWIND):
            raise JudgeError("a rewind, and only a rewind, names the play it goes back before")
        if self.board and remedy is not Remedy.LEAVE:
            raise JudgeError("only a game left as it is has board fixes")
        if self.may and remedy is not Remedy.RESOLVED:
            raise JudgeError("only a resolved missed trigger treats its 'may' as 'no'")
        counting = remedy in COUNTED and remedy.infraction is Infraction.CARD_COUNT_ERROR
        if self.known and not counting:
            raise JudgeError("only a Card Count Error's outcome moves known cards by name")
        if self.also and not (counting and all(
            part.remedy.infraction is Infraction.CARD_COUNT_ERROR and not part.also
            for part in self.also
        )):
            raise JudgeError("only a Card Count Error's outcome fixes other counts too")

    def cells(self) -> tuple[Fix, ...]:
        """This outcome and the other counts it fixes, in order."""
        return (self, *self.also)
