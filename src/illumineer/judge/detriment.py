"""Whether a missed triggered ability would have hurt the player who missed it (PCG 2.1: at
a competitive event that makes the Missed Trigger a Warning).

Decided from the card's effect, by playing it out: on a copy of the game, the trigger
resolves as the remedy would resolve it, every way its controller could answer its choices;
it hurts them when even their best way leaves them worse off than not resolving it at all.
A trigger that says "may" never hurts: its controller could always have said no.
"""

from __future__ import annotations

from illumineer.engine.abilities.core import says_may
from illumineer.engine.actions import Action
from illumineer.engine.errors import IllumineerError
from illumineer.engine.game import Game
from illumineer.engine.state import GameState, Incident
from illumineer.engine.vocabulary import Verb

#: Ways of answering explored at most (a trigger's choices are few; this bounds the odd one).
MAX_LEAVES = 200


def worth(st: GameState, player: int) -> float:
    """A rough measure of how well `player` stands: lore, cards in hand and ink, and their
    characters, items and locations in play (less damage), against the opponent's."""

    def side(seat: int) -> float:
        me = st.players[seat]
        board = sum(
            card.definition.cost + (card.definition.lore or 0) - card.damage for card in me.play
        )
        return 4 * me.lore + len(me.hand) + len(me.inkwell) + board

    return side(player) - side(1 - player)


def _says_may(incident: Incident) -> bool:
    trigger = incident.trigger
    return trigger is not None and says_may(trigger.ability.effect)


def detrimental(game: Game, number: int) -> bool:
    """Whether incident `number`'s missed trigger would hurt its controller to resolve."""
    incident = game.incidents[number - 1]
    trigger = incident.trigger
    if trigger is None or _says_may(incident):
        return False
    player = trigger.player
    trial = game.clone(history=False)
    before = worth(trial.current, player)
    try:
        trial.apply(Action(Verb.JUDGE_TRIGGER, (number,)))
    except IllumineerError:  # it cannot resolve now: it cannot be said to hurt
        return False
    best = _best(trial, player, [0])
    return best < before


def _best(game: Game, player: int, leaves: list[int]) -> float:
    """The worth `player` reaches by answering the open resolution's questions as well as
    they can, the opponent answering theirs as badly for `player` as they can."""
    st = game.current
    if st.prompt is None or st.resolving is None or leaves[0] >= MAX_LEAVES:
        leaves[0] += 1
        return worth(st, player)
    mine = st.prompt.player == player
    results = []
    for action in game.legal_actions():
        game.apply(action)
        results.append(_best(game, player, leaves))
        game.undo()
    return (max if mine else min)(results) if results else worth(st, player)
