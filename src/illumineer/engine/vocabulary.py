"""The engine's words: every verb, zone, event, stat, duration and prompt is an enum member.

A word, not a string: a typo is a type error, an editor finds every use, and a value hashes
the same in every process (all are `IntEnum`s, whose hash is their number), which the state
hash relies on. The numbers of `Verb` are part of the stable action encoding and of logs:
new members are only ever appended.

>>> Verb.from_text("sing-with"), Verb.SING_WITH.text
(<Verb.SING_WITH: 20>, 'sing-with')
>>> Keyword.from_printed("Sing Together"), Keyword.SING_TOGETHER.printed
(<Keyword.SING_TOGETHER: 110>, 'Sing Together')
"""

from __future__ import annotations

from enum import Enum, IntEnum, unique


@unique
class Zone(IntEnum):
    """The zones of rule 7 (the bag holds abilities, not cards, so it is no card zone)."""

    DECK = 0
    HAND = 1
    INKWELL = 2
    PLAY = 3
    DISCARD = 4
    UNDER = 5  # 5.1.1.5: under a shifted or boosted card; not in play, leaves with the stack

    def __str__(self) -> str:
        return self.name.lower()


#: Zones anyone may look at (rule 7.1.2); cards there are known to every player.
PUBLIC_ZONES = frozenset({Zone.PLAY, Zone.DISCARD})


@unique
class CardType(IntEnum):
    """The four card types (rule 5)."""

    CHARACTER = 0
    ACTION = 1
    ITEM = 2
    LOCATION = 3

    @property
    def printed(self) -> str:
        """The word on the card: ``Character``, ``Action``, ``Item``, ``Location``."""
        return self.name.capitalize()

    @classmethod
    def from_printed(cls, word: str) -> CardType:
        """The type a card's type line names; `ValueError` for any other word."""
        try:
            return cls[word.strip().upper()]
        except KeyError:
            raise ValueError(f"{word!r} is not a card type") from None


class Ink(Enum):
    """The six ink types (rule 5.2.5)."""

    AMBER = "Amber"
    AMETHYST = "Amethyst"
    EMERALD = "Emerald"
    RUBY = "Ruby"
    SAPPHIRE = "Sapphire"
    STEEL = "Steel"


@unique
class Keyword(IntEnum):
    """The keywords of rule 8.1.1. Numbered from 100 so that a keyword and a `Stat` never
    compare equal: both are things an effect can give a card (`Affects`)."""

    ALERT = 100
    BODYGUARD = 101
    BOOST = 102
    CHALLENGER = 103
    EVASIVE = 104
    RECKLESS = 105
    RESIST = 106
    RUSH = 107
    SHIFT = 108
    SINGER = 109
    SING_TOGETHER = 110
    SUPPORT = 111
    VANISH = 112
    WARD = 113
    ADVENTUROUS = 114  # can't challenge and must quest each turn if able (set 14)

    @property
    def printed(self) -> str:
        """The keyword as printed: ``Sing Together``."""
        return self.name.replace("_", " ").title()

    @classmethod
    def from_printed(cls, word: str) -> Keyword | None:
        """The keyword a printed name stands for, or None for a keyword the engine does not
        know (a later set's)."""
        return _BY_PRINTED.get(word.strip().lower())


_BY_PRINTED = {keyword.printed.lower(): keyword for keyword in Keyword}


@unique
class Stat(IntEnum):
    """What a static ability or a resolved effect can change about a card, besides giving it
    a keyword: its numbers, a "can't" (1.2.2), a permission, an enter-play modification
    (6.7.9), and a few values read by one rule each."""

    STRENGTH = 0
    WILLPOWER = 1
    LORE = 2
    COST = 3  # a payment modifier (4.3.2.3), read while the card is played
    CANT_QUEST = 10
    CANT_CHALLENGE = 11
    CANT_SING = 12
    CANT_READY = 13
    CANT_BE_CHALLENGED = 14
    CHALLENGE_READY = 20  # may challenge ready characters
    NO_CHALLENGE_DAMAGE = 21  # takes no damage from the challenge (a prevention)
    ENTERS_EXERTED = 30
    ENTERS_DAMAGE = 31
    EXTRA_INK = 40  # its controller may ink that many more cards a turn (4.2.3.1)
    CHALLENGE_SHIELD = 41  # characters costing this much or less can't challenge the card
    QUEST_DRYING = 42  # may quest the turn it is played
    STRENGTH_FLOOR = 43  # its strength can't be reduced below the printed value
    INKABLE = 44  # counts as having the inkwell symbol (in the hand)
    CANT_SING_ALONE = 45  # sings songs only with Sing Together (8.12)
    PLAY_FROM_UNDER = 46  # its controller may play the characters under it this turn
    PLAY_FROM_DISCARD = 47  # a card of its owner's discard they may play (4.3.2: not the hand)
    FROM_DISCARD_EXERTED = 48  # played from the discard, it enters play exerted
    CANT_MOVE = 65  # can't move to locations (4.7)
    MOVE_HERE_FREE = 66  # may move to the static's location for free (its move cost is 0)
    SING_COST = 67  # counts as having this much more cost to sing songs (5.4.4.2)
    MOVE_COST = 68  # its next move costs this much more (an effect's, used by that move)
    MOVE_HERE_LESS = 69  # moving to the static's location costs this much more (negative)
    # Requirements, restrictions and prevention (numbered from 50: engine/restrictions.py,
    # engine/prevention.py).
    MUST_QUEST = 50  # must quest if able (1.2.1: the card asks more than the rules)
    CANT_BE_DEALT_DAMAGE = 51  # damage can't be dealt to it (1.2.2)
    FIRST_DAMAGE_SHIELD = 52  # the first time it would take damage each turn, it takes none
    NEXT_DAMAGE_SHIELD = 53  # the next time it would be dealt damage, it takes none (6.5)
    BANISHED_TO_INKWELL = 54  # if it would be banished, it goes into the inkwell (6.5)
    DAMAGE_WITH_WILLPOWER = 55  # deals challenge damage with its willpower (6.5)
    NO_DAMAGE_FROM_CHALLENGES = 56  # takes no damage from challenges
    NO_DAMAGE_WHILE_CHALLENGING = 57  # takes no damage from challenges it makes
    MUST_BE_CHOSEN = 58  # opponents must choose it for effects if able (6.7.3)
    CANT_BE_PLAYED = 59  # the card can't be played (1.2.2)
    CHALLENGE_READY_OF = 60  # may challenge the ready characters a description names
    GAINS_CLASSIFICATION = 62  # has a classification it is not printed with (5.2.7)
    ONE_CHALLENGER = 63  # each turn, only one character can challenge (while it is in play)
    INK_ENTERS_EXERTED = 240  # cards enter its owner's opponents' inkwells exerted
    INK_FROM_DISCARD = 320  # a card of its owner's discard they may ink (4.2.1: not the hand)
    QUEST_COST = 360  # ink its controller must pay each time it quests
    CHALLENGE_COST = 361  # ink its controller must pay each time it challenges
    TOP_FACEUP = 362  # its owner's opponents play with the top card of their deck faceup
    LOSES_ABILITY = 363  # the card's static ability of a name does nothing (`Losing`)


#: Anything an effect can give a card: a stat change or a keyword.
Affects = Stat | Keyword


@unique
class EventKind(IntEnum):
    """What triggered abilities watch for (rule 6.2). `Event` (engine/events.py) says which
    card and which player each is about."""

    PLAY = 0  # a card was played (4.3.3)
    QUEST = 1
    CHALLENGE = 2  # a challenger was declared
    CHALLENGED = 3
    BANISH = 4  # a card was banished
    BANISHES = 5  # a character banished another card in a challenge
    DAMAGE = 6  # a card took damage (1.9.3)
    DAMAGE_REMOVED = 7
    TURN_START = 8  # 3.2.1.4
    TURN_END = 9  # 3.4.1.1
    SING = 10  # a character sang a song
    MOVE = 11  # a character moved to a location
    LEAVE = 12  # a card left play, for any zone or game
    READY = 13  # a card was readied by an effect or the Ready step
    DISCARD = 14  # a player discarded one or more cards (one event per instruction)
    BOOST = 15  # a card was put under a card by Boost (8.4)
    VANISH = 16  # an opponent chose this card for an action's effect (8.14)
    PUT_UNDER = 17  # a card was put under a card in play by Boost or an effect (not Shift)
    INK = 18  # a card was put into its owner's inkwell (4.2, 7.5.6)
    EXERT = 19  # a card in play became exerted; `player`: who exerted it
    DRAW = 20  # a player drew a card; `amount`: how many they have drawn this turn
    SUPPORTED = 21  # a character was chosen for Support (8.13); `other`: the supporter
    ENTERED_EXERTED = 22  # a card entered play exerted (6.7.9, 8.3.2); `player`: its player
    SHIFTED_ONTO = 23  # a card was shifted on top of this one (8.10.1, 4.3.4.2)
    # (ink drops numbered apart)
    DROPS_REMOVED = 40  # a player removed ink drops to pay (amount: how many)
    LEFT_DISCARD = 220  # a card left its owner's discard; `player`: its owner
    PAID_TO_PLAY = 221  # a player paid ink to play a card (4.3.2); `amount`: how much
    DISCARDED_CARD = 320  # one card a player discarded (with DISCARD, where something watches)
    MILLED = 360  # cards went from a deck into its owner's discard (one event an instruction)
    CHOSEN = 340  # a card in play was chosen for an effect; `player`: who chose, `other`: whose


@unique
class Duration(IntEnum):
    """How long a resolved effect lasts (6.1.13)."""

    THIS_TURN = 0
    THEIR_NEXT_TURN = 1  # during the affected card's controller's next turn
    UNTIL_YOUR_NEXT_TURN = 2  # until the start of the effect's controller's next turn
    WHILE_IN_PLAY = 3  # no duration said: as long as the card stays in play (7.1.6)
    WHILE_SOURCE_IN_PLAY = 260  # "while this item is in play": while the effect's card stays


@unique
class PromptKind(IntEnum):
    """The kinds of open question inside a resolution."""

    MAY = 0  # "you may": yes or no (6.1.4)
    CHOOSE = 1  # pick one of the options; "done" too when optional (6.1.3)
    NUMBER = 2  # "up to N": how many, 0 to the maximum
    SUBGAME = 3  # the effect waits for the subgame it started (nobody answers)
    MODE = 4  # "choose one:": which bullet, 1 to the maximum
    NAME = 5  # "name a card": a card of the player's deck list, by its card id
    PLAYER = 6  # "chosen player": a seat


@unique
class Phase(IntEnum):
    """Where the game stands: setup's hand alteration, a Main Phase, or over."""

    ALTER_HAND = 0  # 2.2.2: players decide, in turn order, which cards to put back
    MAIN = 1  # 3.3: the active player takes turn actions
    OVER = 2  # 2.3.3: the game has ended


@unique
class Mode(IntEnum):
    """Strict refuses an action that breaks a rule; table carries it out and records it as
    an incident (a judge's view of a paper game). Both refuse the physically impossible."""

    STRICT = 0
    TABLE = 1


@unique
class Who(IntEnum):
    """A player named relative to an effect's controller (1.3.3)."""

    YOU = 0
    OPPONENT = 1

    def of(self, controller: int) -> int:
        """The seat this designation names for `controller`."""
        return controller if self is Who.YOU else 1 - controller


@unique
class Arrival(IntEnum):
    """How a card came into the zone it is in: what a judge can establish about it (PCG 2.2,
    2.3: every card inked by the turn action was announced and shown; a card an effect put
    into the inkwell was not)."""

    SETUP = 0  # there when the game or the position began (an opening hand, a deck)
    DRAWN = 1  # drawn (1.12.1)
    INKED = 2  # inked by the turn action: revealed, announced (4.2.1)
    PLAYED = 3  # played (4.3.3)
    EFFECT = 4  # put there by an effect, unannounced (7.5.6)
    RULE = 5  # moved by a rule: a banish, a resolved action, a mulligan, a stack leaving
    DEED = 6  # put there by a deed at the table that no rule allowed (table mode)
    REMEDY = 7  # put there by a judge's remedy


@unique
class Afterwards(IntEnum):
    """Where a resolved action goes (4.3.3.2), unless an effect that played it says."""

    DISCARD = 0
    DECK_BOTTOM = 1


@unique
class Verb(IntEnum):
    """Every decision's verb. The number is the verb's stable code in action encodings;
    `text` is its written form (``sing-with``)."""

    PASS = 0  # end the turn (3.3.2)
    INK = 1  # 4.2
    PLAY = 2  # 4.3
    QUEST = 3  # 4.5
    CHALLENGE = 4  # 4.6
    MOVE = 5  # 4.7: character, location
    MULLIGAN = 6  # 2.2.2: put this card back when altering the hand
    KEEP = 7  # 2.2.2: done altering the hand
    SING = 8  # 5.4.4.2: song, singer
    SHIFT = 9  # 8.10: card, base
    ACTIVATE = 10  # 4.4: card, ability number
    RESOLVE = 11  # 7.7.4: the trigger's source card, its ability number
    CHOOSE = 12  # answer a pending "choose"
    YES = 13  # answer a pending "you may"
    NO = 14
    NUMBER = 15  # answer a pending "up to N" with how many
    CONCEDE = 16  # 2.3.3.4: the deciding player concedes and loses
    DONE = 17  # finish a choice of "any number" / "up to"
    BOOST = 19  # 8.4: pay to put the top card of your deck under this card
    SING_WITH = 20  # 8.12: add a singer to a song sung together (song, singer)
    # Deeds at a table that no rule allows (table mode only): recorded as incidents.
    DRAW = 21  # player, count: draws that no rule lets them draw
    PUT = 22  # card, zone: its owner puts it where no rule puts it
    REVEAL = 23  # card, seats (a bit set): seen by players it is hidden from
    LOOK = 24  # player, count: looks at the top cards of their own deck
    MISS = 25  # source, number: a waiting trigger passed over without resolving
    # A judge's hands on the game (table mode only): the remedies' operations.
    JUDGE_DRAW = 26  # player, count: the player draws (a hand short of cards)
    JUDGE_RETURN = 27  # card: into the part of its owner's deck nobody knows
    JUDGE_RETURN_RANDOM = 28  # player, zone: a random card of those not shown to belong
    JUDGE_REFILL = 29  # player: a random card of the deck into the inkwell, unknown to all
    JUDGE_SHOW = 30  # card, seats: shown to those players
    # (31 is the escape code of the action encoding: codes from 32 take 8 more bits.)
    JUDGE_TRIGGER = 32  # incident: the missed trigger resolves now (PCG 2.1)
    JUDGE_CHECK = 33  # what is illegal now is fixed (a game state check)
    JUDGE_MIX = 34  # card: a rewound draw nobody could tell apart (PCG 1.2)
    # Deeds that arm the next action (table mode): what the players will forget to do.
    OVERLOOK = 35  # card: the next action leaves it in play though its damage should banish it
    FORGET_DRAW = 36  # player: the next action's Draw step of that player draws nothing
    FORGET_LORE = 37  # player: the next action's Set step of that player gains no location lore
    # More of a judge's hands.
    JUDGE_RESTORE = 38  # incident: its card goes back where it was, as it was (PCG 2.3)
    JUDGE_GAME_LOSS = 39  # player: the player loses the game (a Game Loss)
    # Ink drops (set 14), numbered apart so other mechanics' verbs can take the next codes.
    DROPS = 48  # count: set aside that many ink drops to pay the next cost with
    # Answers to choices of later sets.
    MODE = 49  # answer a pending "choose one:" with its Nth bullet (1 = the first)
    NAME = 50  # answer a pending "name a card" with a card id of the card database
    PLAYER = 51  # answer a pending "chosen player" with a player

    @property
    def text(self) -> str:
        return self.name.lower().replace("_", "-")

    @classmethod
    def from_text(cls, word: str) -> Verb | None:
        """The verb written `word`, or None."""
        return _VERB_TEXT.get(word)


_VERB_TEXT = {verb.text: verb for verb in Verb}
#: The deeds, and the judge's operations: table mode only.
DEEDS = frozenset({Verb.DRAW, Verb.PUT, Verb.REVEAL, Verb.LOOK, Verb.MISS})
#: The deeds that arm the next action: recorded when it comes to the forgotten part.
ARMING = frozenset({Verb.OVERLOOK, Verb.FORGET_DRAW, Verb.FORGET_LORE})
JUDGE_VERBS = frozenset(
    {
        Verb.JUDGE_DRAW,
        Verb.JUDGE_RETURN,
        Verb.JUDGE_RETURN_RANDOM,
        Verb.JUDGE_REFILL,
        Verb.JUDGE_SHOW,
        Verb.JUDGE_TRIGGER,
        Verb.JUDGE_CHECK,
        Verb.JUDGE_MIX,
        Verb.JUDGE_RESTORE,
        Verb.JUDGE_GAME_LOSS,
    }
)


@unique
class Deviation(IntEnum):
    """What an incident recorded: a game action that broke a rule, or a deed."""

    RULE = 0  # a game action the rules forbid, carried out as far as it could be
    MISSED = 1  # a trigger passed over (a MISS, or another action while it waited)
    DRAW = 2  # cards drawn that no rule lets the player draw
    PUT = 3  # a card put into a zone where no rule puts it
    REVEAL = 4  # a card seen by players it is hidden from
    LOOK = 5  # the top cards of a deck looked at
    OVERLOOKED = 6  # a character left in play with damage at or above its willpower
    FORGOTTEN = 7  # a turn action not taken: the turn draw, the Set step's location lore


@unique
class Noted(IntEnum):
    """What the turn remembers of cards and damage (`GameState.noted`, forgotten as the turn
    ends): "if 2 or more cards were put into your discard this turn", "if you discarded a
    card this turn", "if a card left a player's discard this turn", "if you removed damage
    from a character this turn"."""

    PUT_INTO_DISCARD = 0  # a card was put into its owner's discard (player: its owner)
    DISCARDED = 1  # a player discarded a card from their hand (7.3.4)
    LEFT_DISCARD = 2  # a card left its owner's discard (player: its owner)
    DAMAGE_REMOVED = 3  # damage was removed from a card (player: who removed it; amount)
    MAY_PLAY_FROM_DISCARD = 320  # a player may play characters from their discard (card: why)
    PLAYED_FROM_DISCARD = 321  # a player played a character from their discard that way
