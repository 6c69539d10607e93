"""Rule 7.1, zone by zone and seat by seat: what a view shows each player.

Hands are private (7.1.3): their owner sees every card, the opponent a count. Decks show only
their size. Inkwell cards are facedown, but a card inked by the turn action was shown as it
went in, so both players know it; the inkwell of a position set up by hand is known to its
owner only. Play and discard are public (7.1.2), with every current value: modifiers included,
as the engine computes them for faces.
"""

from __future__ import annotations

import dataclasses

import pytest

from illumineer.cards.catalogue import Catalogue
from illumineer.engine.abilities import Draw
from illumineer.engine.actions import Action
from illumineer.engine.cards import PrintedKeyword
from illumineer.engine.errors import IllumineerError
from illumineer.engine.game import Game
from illumineer.engine.primitives import add_modifier
from illumineer.engine.view import PUBLIC, CardShown, public_view, view
from illumineer.engine.vocabulary import Duration, Stat, Zone
from tests.engine.helpers import action, character

MICKEY = character("Mickey", cost=3, strength=3, willpower=4, lore=2)


@pytest.fixture
def game() -> Game:
    position = Game.position(active=0)
    for owner in (0, 1):
        for name in ("Alpha", "Bravo"):
            position.place(character(f"{name} {owner}", cost=2), owner, Zone.HAND)
        position.place(character(f"Deck {owner}"), owner, Zone.DECK)
        position.place(character(f"Deck top {owner}"), owner, Zone.DECK)
        position.place(character(f"Ink {owner}"), owner, Zone.INKWELL)
        position.place(character(f"Lost {owner}"), owner, Zone.DISCARD)
        position.place(
            character(f"Hero {owner}", strength=3, willpower=4, lore=2), owner, Zone.PLAY,
            exerted=owner == 1, damage=1,
        )  # fmt: skip
    return position


def _names(cards: list[CardShown]) -> list[str]:
    return [card["name"] for card in cards if "name" in card]


@pytest.mark.parametrize("seat", [0, 1])
def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_other(game: Game, seat: int) -> None:
    players = view(game, seat)["players"]
    mine, theirs = players[seat]["hand"], players[1 - seat]["hand"]
    assert _names(mine["known"]) == [f"Alpha {seat} - Test", f"Bravo {seat} - Test"]
    assert mine["count"] == 2
    assert theirs == {"count": 2, "known": []}


@pytest.mark.parametrize("seat", [0, 1])
def test_decks_show_only_their_size(game: Game, seat: int) -> None:
    for player in view(game, seat)["players"]:
        assert player["deck"] == 2


@pytest.mark.parametrize("seat", [0, 1])
def test_play_and_discard_are_public_with_their_current_values(game: Game, seat: int) -> None:
    for owner, player in enumerate(view(game, seat)["players"]):
        [hero] = player["play"]
        assert hero["name"] == f"Hero {owner} - Test"
        assert (hero["strength"], hero["willpower"], hero["lore"]) == (3, 4, 2)
        assert (hero["damage"], hero["exerted"]) == (1, owner == 1)
        assert _names(player["discard"]) == [f"Lost {owner} - Test"]


def test_a_card_inked_by_the_turn_action_is_known_to_both_seats(game: Game) -> None:
    alpha = game.players[0].hand[0]
    game.apply(Action.parse(f"ink c{alpha.id}"))
    for seat in (0, 1):
        inkwell = view(game, seat)["players"][0]["inkwell"]
        assert "Alpha 0 - Test" in _names(inkwell), seat
        assert view(game, seat)["players"][0]["ready_ink"] == 2


@pytest.mark.parametrize("seat", [0, 1])
def test_a_set_up_inkwell_card_is_known_to_its_owner_only(game: Game, seat: int) -> None:
    # A position set up by hand has no history of who saw its inkwell filled: the opponent
    # is not taken to know those cards (a view never shows what a seat may not know).
    players = view(game, seat)["players"]
    assert _names(players[seat]["inkwell"]) == [f"Ink {seat} - Test"]
    assert players[1 - seat]["inkwell"] == [{"hidden": True, "exerted": False}]
    assert players[0]["ready_ink"] == players[1]["ready_ink"] == 1


def _ids(cards: list[CardShown]) -> list[int]:
    return sorted(card["id"] for card in cards)


def test_7_1_a_card_revealed_from_the_opponents_hand_is_seen_there() -> None:
    game = Game.position()
    hidden = game.place(MICKEY, 1, Zone.HAND)
    shown = game.place(MICKEY, 1, Zone.HAND)
    shown.known = 0b11  # revealed to both (an effect showed it)
    hand = view(game, 0)["players"][1]["hand"]
    assert hand["count"] == 2
    assert _ids(hand["known"]) == [shown.id]
    assert hidden.id not in _ids(hand["known"])


def test_a_character_in_play_shows_its_current_strength_willpower_and_lore() -> None:
    game = Game.position()
    mickey = game.place(MICKEY, 0, Zone.PLAY, damage=1, exerted=True)
    add_modifier(game, mickey, Stat.STRENGTH, 2, Duration.THIS_TURN, 0)
    add_modifier(game, mickey, Stat.WILLPOWER, -1, Duration.THIS_TURN, 0)
    add_modifier(game, mickey, Stat.LORE, 1, Duration.THIS_TURN, 0)
    for seat in (0, 1):  # play is public: both seats see the same values
        (card,) = view(game, seat)["players"][0]["play"]
        assert card["id"] == mickey.id
        assert (card["strength"], card["willpower"], card["lore"]) == (5, 3, 3)
        assert (card["damage"], card["exerted"], card["drying"]) == (1, True, False)


def test_the_deciding_seat_sees_what_questing_would_gain_and_the_other_seat_no_actions() -> None:
    game = Game.position()
    mickey = game.place(MICKEY, 0, Zone.PLAY)
    add_modifier(game, mickey, Stat.LORE, 1, Duration.THIS_TURN, 0)
    actions = view(game, 0)["actions"]
    (quest,) = [shown for shown in actions if shown["action"] == f"quest c{mickey.id}"]
    assert quest["lore"] == 3
    assert "actions" not in view(game, 1)
    game.apply(Action.parse(f"quest c{mickey.id}"))
    assert view(game, 1)["players"][0]["lore"] == 3


def test_there_are_two_seats_and_no_view_for_any_other() -> None:
    game = Game.position()
    for seat in (-1, 2):
        with pytest.raises(IllumineerError, match="seat must be 0 or 1"):
            view(game, seat)


@pytest.mark.parametrize(
    ("challenger_willpower", "resist", "banished"), [(1, 0, True), (2, 0, False), (1, 1, False)]
)
def test_4_6_6_a_challenge_shows_its_outcome_one_damage_is_enough_to_banish(
    challenger_willpower: int, resist: int, banished: bool
) -> None:
    # The defender deals 1: a challenger of willpower 1 would be banished, unless Resist +1
    # (8.9) prevents that damage.
    challenger = character("Challenger", strength=2, willpower=challenger_willpower)
    if resist:
        challenger = dataclasses.replace(challenger, keywords=(PrintedKeyword("Resist", resist),))
    game = Game.position()
    attacker = game.place(challenger, 0, Zone.PLAY)
    defender = game.place(character("Defender", strength=1, willpower=3), 1, Zone.PLAY,
                          exerted=True)  # fmt: skip
    (shown,) = [a for a in view(game, 0)["actions"] if a["action"] == (
        f"challenge c{attacker.id} c{defender.id}")]  # fmt: skip
    assert shown["outcome"] == {
        "to_target": 2,
        "to_challenger": 1 - resist,
        "target_banished": False,
        "challenger_banished": banished,
    }


def test_8_12_while_singers_join_a_song_both_seats_see_the_song_and_who_sings() -> None:
    game = Game.position()
    for owner in (0, 1):
        game.place(MICKEY, owner, Zone.DECK)
    chorus = game.place(action("Chorus", Draw(1), cost=6, sing_together=6), 0, Zone.HAND)
    alto = game.place(character("Alto", cost=2), 0, Zone.PLAY)
    game.place(character("Bass", cost=4), 0, Zone.PLAY)
    game.apply(Action.parse(f"sing-with c{chorus.id} c{alto.id}"))
    for seat in (0, 1):  # the song is revealed as it is sung; the singer is in play
        singing = view(game, seat)["singing"]
        assert singing["song"]["id"] == chorus.id and singing["song"]["name"] == "Chorus"
        assert [singer["id"] for singer in singing["singers"]] == [alto.id]


def test_4_6_6_one_damage_banishes_a_target_of_willpower_one_in_the_preview() -> None:
    game = Game.position()
    attacker = game.place(character("Poke", strength=1, willpower=5), 0, Zone.PLAY)
    defender = game.place(character("Frail", strength=0, willpower=1), 1, Zone.PLAY,
                          exerted=True)  # fmt: skip
    (shown,) = [a for a in view(game, 0)["actions"] if a["verb"] == "challenge"]
    assert shown["outcome"]["target_banished"] is True
    assert (shown["card"]["id"], shown["other"]["id"]) == (attacker.id, defender.id)


def test_an_inkwell_card_its_owner_knows_shows_whether_it_is_exerted() -> None:
    game = Game.position()
    for owner in (0, 1):
        game.place(MICKEY, owner, Zone.DECK)
    ink = game.place(character("Ink"), 0, Zone.HAND)
    cheap = game.place(character("Cheap", cost=1), 0, Zone.HAND)
    game.apply(Action.parse(f"ink c{ink.id}"))
    assert view(game, 0)["players"][0]["inkwell"][0]["exerted"] is False
    game.apply(Action.parse(f"play c{cheap.id}"))  # paid with it
    for seat in (0, 1):  # inked by the turn action: both seats know it
        assert view(game, seat)["players"][0]["inkwell"][0]["exerted"] is True


# ---------------------------------------------------------------------- what faces show


def test_an_inkwell_card_a_seat_knows_shows_its_ink_colours(catalogue: Catalogue) -> None:
    game = Game.position()
    for owner in (0, 1):
        game.place(MICKEY, owner, Zone.DECK)
    mulan = game.place(catalogue.get("Mulan - Imperial Soldier"), 0, Zone.HAND)
    game.apply(Action.parse(f"ink c{mulan.id}"))
    for seat in (0, 1):
        [inked] = view(game, seat)["players"][0]["inkwell"]
        assert inked["inks"] == ["Ruby"]


def test_the_cards_under_a_card_show_top_first_as_each_seat_may_know_them() -> None:
    game = Game.position()
    base = game.place(character("Base"), 0, Zone.PLAY)
    game.place(character("Top"), 0, Zone.UNDER, beneath=base)
    game.place(character("Bottom"), 0, Zone.UNDER, beneath=base)
    # A card set up under another is known to its owner only, as a boosted card would be.
    [mine] = view(game, 0)["players"][0]["play"]
    assert mine["under"] == 2
    assert [card["name"] for card in mine["under_cards"]] == ["Top - Test", "Bottom - Test"]
    [theirs] = view(game, 1)["players"][0]["play"]
    assert theirs["under_cards"] == [{"hidden": True, "owner": 0, "zone": "under"}] * 2


def test_a_trigger_in_the_bag_and_its_resolution_say_what_the_ability_does(
    catalogue: Catalogue,
) -> None:
    game = Game.position()
    for owner in (0, 1):
        game.place(MICKEY, owner, Zone.DECK)
        game.place(MICKEY, owner, Zone.INKWELL)
        game.place(MICKEY, owner, Zone.INKWELL)
        game.place(MICKEY, owner, Zone.INKWELL)
    game.place(character("Target", willpower=5), 1, Zone.PLAY)
    maximus = game.place(catalogue.get("Maximus - Relentless Pursuer"), 0, Zone.HAND)
    said = "HORSE KICK When you play this character, chosen character gets -2 ¤ this turn."
    game.apply(Action.parse(f"play c{maximus.id}"))
    for seat in (0, 1):  # the bag is public
        [waiting] = view(game, seat)["bag"]
        assert (waiting["ability"], waiting["text"]) == ("HORSE KICK", said)
    [resolve] = [a for a in view(game, 0)["actions"] if a["verb"] == "resolve"]
    assert resolve["text"] == said
    game.apply(Action.decode(resolve["code"]))
    for seat in (0, 1):
        resolving = view(game, seat)["resolving"]
        assert (resolving["ability"], resolving["text"]) == ("HORSE KICK", said)
        assert view(game, seat)["prompt"]["for"] == resolving


def test_an_activated_ability_offered_and_a_played_action_say_what_they_do(
    catalogue: Catalogue,
) -> None:
    game = Game.position()
    for owner in (0, 1):
        game.place(MICKEY, owner, Zone.DECK)
        game.place(MICKEY, owner, Zone.INKWELL)
    game.place(character("Target", willpower=5), 1, Zone.PLAY)
    apple = game.place(catalogue.get("Poisoned Apple"), 0, Zone.PLAY)
    cannons = game.place(catalogue.get("Fire the Cannons!"), 0, Zone.HAND)
    [activate] = [a for a in view(game, 0)["actions"] if a["verb"] == "activate"]
    assert activate["card"]["id"] == apple.id
    assert activate["text"] == ("TAKE A BITE... 1 ⬡, Banish this item — Exert chosen "
                                "character. If a Princess character is chosen, banish her "
                                "instead.")  # fmt: skip
    game.apply(Action.parse(f"play c{cannons.id}"))
    resolving = view(game, 1)["resolving"]
    assert resolving["ability"] == "Fire the Cannons!"
    assert resolving["text"] == "Deal 2 damage to chosen character."


def test_a_deck_played_with_its_top_card_faceup_shows_it_to_every_seat(
    catalogue: Catalogue,
) -> None:
    game = Game.position()
    for owner in (0, 1):
        game.place(character(f"Deep {owner}"), owner, Zone.DECK)
        game.place(character(f"Top {owner}"), owner, Zone.DECK)
        game.place(MICKEY, owner, Zone.INKWELL)
        game.place(MICKEY, owner, Zone.INKWELL)
    roz = game.place(catalogue.get("Roz - Always Watching"), 0, Zone.HAND)
    assert all("top" not in player for player in view(game, 0)["players"])
    game.apply(Action.parse(f"play c{roz.id}"))
    for seat in (0, 1):  # the opponent's top card, to both seats and the public; not her own
        mine, theirs = view(game, seat)["players"]
        assert "top" not in mine
        assert theirs["top"].get("name") == "Top 1 - Test"
    assert public_view(game)["players"][1]["top"].get("name") == "Top 1 - Test"


def test_the_public_view_shows_only_what_both_players_know(game: Game) -> None:
    alpha = game.players[0].hand[0]
    game.apply(Action.parse(f"ink c{alpha.id}"))
    public = public_view(game)
    assert public["seat"] == PUBLIC and "actions" not in public
    for owner, player in enumerate(public["players"]):
        assert player["hand"]["known"] == []  # not even its owner's hand
        assert player["hand"]["count"] == (1 if owner == 0 else 2)
        assert _names(player["play"]) == [f"Hero {owner} - Test"]
        assert _names(player["discard"]) == [f"Lost {owner} - Test"]
    # Inked by the turn action, shown to both; the set-up inkwell is known to its owner only.
    assert _names(public["players"][0]["inkwell"]) == ["Alpha 0 - Test"]
    assert sum(1 for card in public["players"][0]["inkwell"] if card.get("hidden")) == 1
    assert public_view(game)["decides"] == 0  # who decides is public; what they may do is not


def test_a_keywords_trigger_and_choice_say_its_reminder_text_as_printed(
    catalogue: Catalogue,
) -> None:
    game = Game.position()
    for owner in (0, 1):
        game.place(MICKEY, owner, Zone.DECK)
    rolly = game.place(catalogue.get("Rolly - Hungry Pup"), 0, Zone.PLAY)
    game.place(character("Friend"), 0, Zone.PLAY)
    game.apply(Action.parse(f"quest c{rolly.id}"))
    [support] = view(game, 1)["bag"]
    assert support["ability"] == "Support"
    assert support["text"] == ("Support (Whenever this character quests, you may add their ¤ "
                               "to another chosen character's ¤ this turn.)")  # fmt: skip
