"""The greedy agent: a one-step heuristic player, a yardstick a little above random.

It reads only what its seat may know: its own hand and inkwell, both play areas (public)
and the lore totals. It never looks at the opponent's hand or either deck.
"""

from __future__ import annotations

import random

from illumineer.engine.actions import KEEP, PASS, Action
from illumineer.engine.game import Game
from illumineer.engine.state import Card

#: During the hand alteration, cards costing this much or more go back.
MULLIGAN_COST = 5
#: Ink every turn until the inkwell holds this many cards; then only ink cards far out of reach.
INK_TARGET = 7
#: A card costing more than the inkwell plus this is "far out of reach": ink it first.
REACH = 2


class GreedyAgent:
    """Keeps cheap cards, inks one card a turn, plays its most expensive affordable card,
    challenges when the challenge pays, quests with the rest and passes last.

    Choices it has no rule for are made at random with its own seeded random source.

    >>> from illumineer.engine.cards import CardDefinition, CardType
    >>> filler = CardDefinition(id=0, full_name="Filler", name="Filler", version=None,
    ...     card_type=CardType.CHARACTER, cost=1, inkable=True, strength=1, willpower=1, lore=1)
    >>> game = Game.new([filler] * 60, [filler] * 60, seed=1)
    >>> str(GreedyAgent(seed=0).choose(game))
    'keep'
    """

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        legal = game.legal_actions()
        by_verb: dict[str, list[Action]] = {}
        for action in legal:
            by_verb.setdefault(action.verb, []).append(action)
        if KEEP in legal:
            return self._alter_hand(game, by_verb.get("mulligan", []))
        for decide in (self._ink, self._play, self._challenge, self._quest):
            chosen = decide(game, by_verb)
            if chosen is not None:
                return chosen
        # Moves and abilities it knows nothing about are left alone in the Main Phase.
        return PASS if PASS in legal else self.rng.choice(legal)

    # ------------------------------------------------------------------ setup

    def _alter_hand(self, game: Game, mulligans: list[Action]) -> Action:
        for action in mulligans:
            if game.cost(game.card(action.card)) >= MULLIGAN_COST:
                return action
        return KEEP

    # ------------------------------------------------------------------ main phase

    def _ink(self, game: Game, by_verb: dict[str, list[Action]]) -> Action | None:
        options = by_verb.get("ink")
        if not options:
            return None
        inkwell = len(game.players[game.active].inkwell)
        cards = [game.card(a.card) for a in options]
        # Ink what cannot be played for a while; else, while building up, the cheapest card
        # apart from the one to play next (later in the game cheap cards matter least).
        far = [c for c in cards if game.cost(c) > inkwell + 1 + REACH]
        if far:
            chosen = max(far, key=lambda c: (game.cost(c), c.id))
        elif inkwell < INK_TARGET:
            chosen = self._least_needed(game, cards, inkwell + 1)
        else:
            return None
        return Action("ink", (chosen.id,))

    def _least_needed(self, game: Game, cards: list[Card], ink: int) -> Card:
        """The card to give up to the inkwell: keep the best one playable with `ink`."""
        playable = [c for c in cards if game.cost(c) <= ink]
        keep = max(playable, key=lambda c: (game.cost(c), c.id)) if playable else None
        rest = [c for c in cards if c is not keep] or cards
        return min(rest, key=lambda c: (game.cost(c), c.id))

    def _play(self, game: Game, by_verb: dict[str, list[Action]]) -> Action | None:
        options = by_verb.get("play")
        if not options:
            return None
        return max(options, key=lambda a: (game.cost(game.card(a.card)), -a.card))

    def _challenge(self, game: Game, by_verb: dict[str, list[Action]]) -> Action | None:
        best: tuple[int, Action] | None = None
        for action in by_verb.get("challenge", []):
            attacker, target = game.card(action.card), game.card(action.other)
            if not _banishes(game, attacker, target):
                continue
            survives = not _banishes(game, target, attacker) if target.is_character else True
            gain = _worth(game, target) - (0 if survives else _worth(game, attacker))
            if (survives or gain > 0) and (best is None or gain > best[0]):
                best = (gain, action)
        return None if best is None else best[1]

    def _quest(self, game: Game, by_verb: dict[str, list[Action]]) -> Action | None:
        options = by_verb.get("quest")
        if not options:
            return None
        return max(options, key=lambda a: (game.lore_value(game.card(a.card)), -a.card))


def _banishes(game: Game, source: Card, target: Card) -> bool:
    """Whether `source`'s strength as damage would banish `target` (1.8.1.4)."""
    damage = max(0, game.strength(source))
    return damage > 0 and target.damage + damage >= game.willpower(target)


def _worth(game: Game, card: Card) -> int:
    """A rough value of a card in play: what it cost plus twice the lore it quests for."""
    return game.cost(card) + 2 * game.lore_value(card)
