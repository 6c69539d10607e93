"""clone() (ARCHITECTURE.md): a copy taken at any moment, even while an effect waits for a
choice, plays on exactly as the original, and neither touches the other; with its history or
without (the fast copy AI search makes)."""

from __future__ import annotations

from illumineer.engine.abilities import Cards, DealDamage, Det
from illumineer.engine.actions import Action
from illumineer.engine.game import Game
from illumineer.engine.vocabulary import PromptKind, Zone
from tests.engine.helpers import action
from tests.engine.helpers import character as vanilla

FILLER = vanilla("Filler")


def test_a_game_cloned_while_an_effect_waits_for_a_choice_resolves_it_the_same_way() -> None:
    zap = action("Zap", DealDamage(2, Cards(Det.CHOSEN)))
    game = Game.position()
    for owner in (0, 1):
        for _ in range(5):
            game.place(FILLER, owner, Zone.DECK)
    near = game.place(vanilla("Near", willpower=5), 1, Zone.PLAY)
    far = game.place(vanilla("Far", willpower=5), 1, Zone.PLAY)
    card = game.place(zap, 0, Zone.HAND)
    game.apply(Action.parse(f"play c{card.id}"))
    assert game.prompt is not None and game.prompt.kind is PromptKind.CHOOSE

    # With its history (undo works on it), and without (the fast copy for search).
    twins = [game.clone(), game.clone(history=False)]
    for twin in twins:
        assert twin.state_hash(fresh=True) == game.state_hash(fresh=True)
    for copy in (game, *twins):
        copy.apply(Action.parse(f"choose c{far.id}"))
    for twin in twins:
        assert twin.state_hash(fresh=True) == game.state_hash(fresh=True)
        assert [twin.cards[c.id].damage for c in (near, far)] == [0, 2]
        assert twin.resolving is None and twin.prompt is None

    twins[0].undo()  # the copy goes back to the open choice; the original stays where it is
    assert twins[0].prompt is not None and game.prompt is None
    assert far.damage == 2
