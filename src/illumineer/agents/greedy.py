"""The greedy agent: a one-step heuristic player, a yardstick a little above random.

It decides from its seat's view only (`engine.view`): its own hand and inkwell, both play
areas (public), the lore totals, and what the rules say each legal action would do (a play's
cost, a quest's lore, a challenge's outcome). It never works out a rule itself.
"""

from __future__ import annotations

import random

from illumineer.engine.actions import Action
from illumineer.engine.game import Game
from illumineer.engine.view import ActionShown, CardShown, LevelShown, PlayerShown, view

#: During the hand alteration, cards costing this much or more go back.
MULLIGAN_COST = 5
#: Ink every turn until the inkwell holds this many cards; then only ink cards far out of reach.
INK_TARGET = 7
#: A card costing more than the inkwell plus this is "far out of reach": ink it first.
REACH = 2

Shown = ActionShown


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
        seat = game.decider
        if seat is None:
            raise ValueError("nobody decides: the game is over")
        seen: LevelShown = view(game, seat)
        while "subgame" in seen:  # decisions are made in the innermost running game
            seen = seen["subgame"]
        actions: list[Shown] = seen.get("actions", [])
        by_verb: dict[str, list[Shown]] = {}
        for shown in actions:
            by_verb.setdefault(shown["verb"], []).append(shown)
        if "keep" in by_verb:
            return Action.decode(self._alter_hand(by_verb)["code"])
        me = seen["players"][seat]
        for decide in (self._ink, self._play, self._challenge, self._quest):
            chosen = decide(me, by_verb)
            if chosen is not None:
                return Action.decode(chosen["code"])
        # Moves and abilities it knows nothing about are left alone in the Main Phase.
        if "pass" in by_verb:
            return Action.decode(by_verb["pass"][0]["code"])
        return Action.decode(self.rng.choice(actions)["code"])

    # ------------------------------------------------------------------ setup

    def _alter_hand(self, by_verb: dict[str, list[Shown]]) -> Shown:
        for shown in by_verb.get("mulligan", []):
            if shown["card"]["pay"] >= MULLIGAN_COST:
                return shown
        return by_verb["keep"][0]

    # ------------------------------------------------------------------ main phase

    def _ink(self, me: PlayerShown, by_verb: dict[str, list[Shown]]) -> Shown | None:
        options = by_verb.get("ink")
        if not options:
            return None
        inkwell = len(me["inkwell"])
        # Ink what cannot be played for a while; else, while building up, the cheapest card
        # apart from the one to play next (later in the game cheap cards matter least).
        far = [o for o in options if o["card"]["pay"] > inkwell + 1 + REACH]
        if far:
            return max(far, key=_by_cost)
        if inkwell < INK_TARGET:
            return self._least_needed(options, inkwell + 1)
        return None

    def _least_needed(self, options: list[Shown], ink: int) -> Shown:
        """The card to give up to the inkwell: keep the best one playable with `ink`."""
        playable = [o for o in options if o["card"]["pay"] <= ink]
        keep = max(playable, key=_by_cost) if playable else None
        rest = [o for o in options if o is not keep] or options
        return min(rest, key=_by_cost)

    def _play(self, me: PlayerShown, by_verb: dict[str, list[Shown]]) -> Shown | None:
        options = by_verb.get("play")
        if not options:
            return None
        return max(options, key=lambda o: (o["cost"], -o["card"]["id"]))

    def _challenge(self, me: PlayerShown, by_verb: dict[str, list[Shown]]) -> Shown | None:
        best: tuple[int, Shown] | None = None
        for shown in by_verb.get("challenge", []):
            outcome = shown["outcome"]
            if not outcome["target_banished"]:
                continue
            survives = not outcome["challenger_banished"]
            gain = _worth(shown["other"]) - (0 if survives else _worth(shown["card"]))
            if (survives or gain > 0) and (best is None or gain > best[0]):
                best = (gain, shown)
        return None if best is None else best[1]

    def _quest(self, me: PlayerShown, by_verb: dict[str, list[Shown]]) -> Shown | None:
        options = by_verb.get("quest")
        if not options:
            return None
        return max(options, key=lambda o: (o["lore"], -o["card"]["id"]))


def _by_cost(option: Shown) -> tuple[int, int]:
    return option["card"]["pay"], option["card"]["id"]


def _worth(card: CardShown) -> int:
    """A rough value of a card in play: what it cost plus twice the lore it quests for."""
    return int(card.get("cost", 0)) + 2 * int(card.get("lore", 0))
