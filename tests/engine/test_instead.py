"""An instruction on a chosen card followed by what happens "instead" (Darkwing's Gas Device:
"Chosen character gets -1 ¤ this turn. If you have a character named Darkwing Duck in play,
chosen character gets -2 ¤ this turn instead."): the card is chosen once, and the instead
part acts on it (rule 6.1.4: a choice is made as the effect resolves, once)."""

from __future__ import annotations

from illumineer.engine.abilities import Cards, Det, Gets, Instead, Modify, YouHave
from illumineer.engine.actions import Action
from illumineer.engine.game import Game
from illumineer.engine.values import strength
from illumineer.engine.vocabulary import PromptKind, Stat, Zone
from tests.engine.helpers import action, character

FILLER = character("Filler")
GAS = action(
    "Gas",
    Modify(Cards(Det.CHOSEN), (Gets(Stat.STRENGTH, -1),)),
    Instead(YouHave(Cards()), (Modify(Cards(Det.CHOSEN), (Gets(Stat.STRENGTH, -2),)),)),
)


def test_the_instead_part_acts_on_the_card_chosen_once() -> None:
    game = Game.position()
    for owner in (0, 1):
        for _ in range(5):
            game.place(FILLER, owner, Zone.DECK)
    game.place(character("Mine"), 0, Zone.PLAY)
    target = game.place(character("Target", strength=5, willpower=5), 1, Zone.PLAY)
    card = game.place(GAS, 0, Zone.HAND)
    game.apply(Action.parse(f"play c{card.id}"))
    game.apply(Action.parse(f"choose c{target.id}"))
    assert game.prompt is None or game.prompt.kind is not PromptKind.CHOOSE
    assert strength(game.current, target) == 3
