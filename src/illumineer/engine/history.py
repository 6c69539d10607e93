"""What the history says, for a judge: who an action taught what, and undoing by the rules
of the table.

- `taught(game, player)`: whether the actions since a point gave `player` information (a
  card they did not know became known to them: a draw, a look, a reveal);
- `play_start(game, player)`: where `player`'s most recent play begins in the history;
- `takeback(game, player)`: a player takes back their most recent play (its turn action and
  the answers after it), refused once it gave them information (the tournament rules'
  condition) or once the opponent has acted since;
- `rewind(game, count)`: undo `count` actions by PCG 1.2: one action at a time, exactly,
  except a draw whose card nobody could tell apart in the hand: there a random card of the
  hand goes back instead (``judge-mix``, an action in the log, drawn from the game's seeded
  random source). The random picks are made once every action is undone.

Who may ask for these (only the lead judge rewinds) is the judge's assistant's to check.
"""

from __future__ import annotations

from illumineer.engine.actions import Action
from illumineer.engine.errors import ImpossibleAction
from illumineer.engine.game import Game
from illumineer.engine.state import EVERYONE, Card
from illumineer.engine.trail import moves_since
from illumineer.engine.vocabulary import Verb, Zone

#: The verbs that answer within a play (a play is its turn action and these after it).
_ANSWERS = frozenset(
    {Verb.CHOOSE, Verb.YES, Verb.NO, Verb.NUMBER, Verb.DONE, Verb.RESOLVE, Verb.SING_WITH,
     Verb.MODE, Verb.NAME, Verb.PLAYER}
)


def _knowledge(game: Game) -> list[int]:
    return [card.known for card in game.cards]


def play_start(game: Game, player: int) -> int:
    """The index in the history where `player`'s most recent play begins."""
    index = len(game.applied)
    while index > 0:
        action, _, who = game.applied[index - 1]
        if who != player:
            break
        index -= 1
        if action.verb not in _ANSWERS:
            return index
    raise ImpossibleAction("1.1.3", f"p{player + 1}'s most recent play is not the last one")


def takeback(game: Game, player: int) -> list[Action]:
    """Take back `player`'s most recent play; return its actions, most recent first.
    Refused (and nothing changes) if it gave them information or is not the last play."""
    start = play_start(game, player)
    count = len(game.applied) - start
    after = _knowledge(game)
    undone = game.rewind(count)
    before = _knowledge(game)
    bit = 1 << player
    if any(now & bit and not then & bit for now, then in zip(after, before, strict=True)):
        for action in reversed(undone):
            game.apply(action)
        raise ImpossibleAction("1.1.3", f"p{player + 1}'s play gave them information")
    return undone


def _drawn(game: Game, mark: int) -> list[Card]:
    """The cards drawn (deck to hand) since trail mark `mark`."""
    return [
        card
        for card, _, dst, left in moves_since(game, mark)
        if left is Zone.DECK and dst.key % 8 == Zone.HAND
    ]


def rewind(game: Game, count: int) -> list[Action]:
    """Undo `count` actions by PCG 1.2; return the undone actions, most recent first."""
    if not 0 < count <= len(game.applied):
        raise ImpossibleAction(
            "1.1.3", f"a rewind undoes 1 to {len(game.applied)} actions, not {count}"
        )
    unknown: list[Card] = []
    for _, mark, _ in reversed(game.applied[-count:]):
        # A drawn card both players know is put back exactly; one they could not tell
        # apart in the hand is not.
        unknown += [card for card in _drawn(game, mark) if card.known != EVERYONE]
    undone = game.rewind(count)
    for card in unknown:
        if card.zone is Zone.DECK:
            game.apply(Action(Verb.JUDGE_MIX, (card.id,)))
    return undone
