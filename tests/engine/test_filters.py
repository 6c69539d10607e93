"""The words card definitions use to pick cards (rule 6.1.4: "chosen ..." names what may be
chosen) offer exactly the cards they name, and what card code asks of a card is its value
now, with every effect."""

from __future__ import annotations

from illumineer.engine.abilities import Banish, Cards, Det, Effects, Kind
from illumineer.engine.actions import Action
from illumineer.engine.game import Game
from illumineer.engine.primitives import add_modifier, add_reduction
from illumineer.engine.vocabulary import CardType, Duration, PromptKind, Stat, Zone
from tests.engine.helpers import Probe, action, character
from tests.engine.helpers import location as location_card

FILLER = character("Filler")


def test_a_chosen_location_is_one_of_the_locations_in_play_and_no_other_card() -> None:
    raze = action("Raze", Banish(Cards(Det.CHOSEN, (Kind.LOCATION,))))
    game = Game.position()
    for owner in (0, 1):
        for _ in range(5):
            game.place(FILLER, owner, Zone.DECK)
    mine = game.place(location_card("Home"), 0, Zone.PLAY)
    theirs = game.place(location_card("Lair"), 1, Zone.PLAY)
    game.place(FILLER, 0, Zone.PLAY)
    game.place(FILLER, 1, Zone.PLAY)
    card = game.place(raze, 0, Zone.HAND)
    game.apply(Action.parse(f"play c{card.id}"))
    assert game.prompt is not None and game.prompt.kind is PromptKind.CHOOSE
    assert sorted(game.prompt.options) == sorted([mine.id, theirs.id])
    game.apply(Action.parse(f"choose c{theirs.id}"))
    assert theirs.zone is Zone.DISCARD and mine.zone is Zone.PLAY


def test_card_code_asks_what_a_card_costs_now_with_every_reduction() -> None:
    costs: list[int] = []

    def note_costs(fx: Effects) -> None:
        costs.extend(fx.cost(card) for card in fx.cards(fx.controller, Zone.HAND))

    peek = action("Peek", Probe(note_costs))
    game = Game.position()
    game.place(character("Pricey", cost=3), 0, Zone.HAND)
    card = game.place(peek, 0, Zone.HAND)
    add_reduction(game, 0, 1, CardType.CHARACTER, card.id)  # "pay 1 less for the next character"
    game.apply(Action.parse(f"play c{card.id}"))
    assert costs == [2]


def test_card_code_asks_a_cards_strength_willpower_and_lore_now_with_every_effect() -> None:
    seen: list[tuple[int, int, int]] = []

    def note_values(fx: Effects) -> None:
        card = fx.card(hero.id)
        seen.append((fx.strength(card), fx.willpower(card), fx.lore_value(card)))

    peek = action("Peek", Probe(note_values))
    game = Game.position()
    hero = game.place(character("Hero", strength=2, willpower=3, lore=1), 0, Zone.PLAY)
    for stat, amount in ((Stat.STRENGTH, 1), (Stat.WILLPOWER, -1), (Stat.LORE, 2)):
        add_modifier(game, hero, stat, amount, Duration.THIS_TURN, 0)
    card = game.place(peek, 0, Zone.HAND)
    game.apply(Action.parse(f"play c{card.id}"))
    assert seen == [(3, 2, 3)]
