"""Cards named in ../shared/seeds/ and ../shared/acceptance/ beyond set 1."""

from __future__ import annotations

from illumineer.engine.abilities import (
    THIS,
    Activated,
    Behaviour,
    Choose,
    Cost,
    DealDamage,
    Do,
    LookAtTop,
    May,
    Modify,
    MoveChosen,
    PutLooked,
    ReduceNextCost,
    Resolution,
    Static,
    TakeLooked,
    Triggered,
    any_card,
    card_type,
    character,
    opponent_plays_character,
    opposing_character,
    this_card,
    you_play,
    you_play_non_song_action,
)
from illumineer.engine.game import Game
from illumineer.engine.state import Card, Zone


def _opposing_character_took_damage(game: Game, source: Card, card: Card) -> bool:
    return card is source and game.players[1 - source.owner].damaged_this_turn


def _character_here(game: Game, source: Card, card: Card) -> bool:
    return card is source and any(
        other.is_character and other.location == source.id
        for other in game.players[source.owner].play
    )


def _seven_strength_or_more(game: Game, source: Card, card: Card) -> bool:
    return card is source and game.strength(source) >= 7


def _your_bodyguard_while_exerted(game: Game, source: Card, card: Card) -> bool:
    return (
        source.exerted
        and card.owner == source.owner
        and card.is_character
        and card.zone is Zone.PLAY
        and game.has_keyword(card, "Bodyguard")
    )


def _play_song_again(game: Game, res: Resolution) -> None:
    """WHAT A DEAL: play that song again from your discard for free; it then goes to the
    bottom of your deck instead of into your discard."""
    assert res.event is not None
    song = game.cards[res.event.other]
    if song.zone is Zone.DISCARD:
        game.play_for_free(song, res.controller, afterwards="deck_bottom")


#: "Look at the top card of your deck. Put it on either the top or the bottom of your deck."
#: Asked as "bottom?": a "no" leaves the card where it is, on top.
_TOP_OR_BOTTOM = (LookAtTop(1), May(), PutLooked("bottom"))


def _here(game: Game, source: Card, card: Card) -> bool:
    return card.is_character and card.location == source.id


def _lion_home(game: Game, source: Card, card: Card) -> bool:
    me = game.players[source.owner]
    royal_here = any(
        other.location == source.id
        and (
            "Prince" in other.definition.classifications
            or "King" in other.definition.classifications
        )
        for other in me.play
    )
    return royal_here and card.is_character and card in me.hand


CARDS: dict[str, Behaviour] = {
    # NATURAL DEFENSE When you play this character, chosen opposing character gets -2 ¤ this turn.
    "Kida - Guardian of the Path": Behaviour(
        triggered=(
            Triggered(
                "play",
                this_card,
                (Choose(opposing_character), Modify("strength", -2)),
                "NATURAL DEFENSE",
            ),
        )
    ),
    # HELP! HELP! Whenever an opponent plays a character, deal 1 damage to this character.
    "Prince John - Fraidy-Cat": Behaviour(
        triggered=(
            Triggered("play", opponent_plays_character, (DealDamage(1, THIS),), "HELP! HELP!"),
        )
    ),
    # Chosen character gets -2 ¤ this turn.
    "Control Your Temper!": Behaviour(effect=(Choose(character), Modify("strength", -2))),
    # Resist +1. DRAWN TO A FIGHT If an opposing character took damage this turn, you pay 2 ⬡
    # less to play this character. I AIN'T GONE SOFT! Whenever you play an action that isn't a
    # song, you may deal 1 damage to chosen character.
    "John Silver - Vengeful Pirate": Behaviour(
        statics=(Static("cost", _opposing_character_took_damage, -2, "DRAWN TO A FIGHT", True),),
        triggered=(
            Triggered(
                "play",
                you_play_non_song_action,
                (May(), Choose(character), DealDamage(1)),
                "I AIN'T GONE SOFT!",
            ),
        ),
    ),
    # SHARE AND SHARE ALIKE Whenever this character quests, you pay 1 ⬡ less for the next
    # character you play this turn.
    "Doc - Leader of the Seven Dwarfs": Behaviour(
        triggered=(Triggered("quest", this_card, (ReduceNextCost(1),), "SHARE AND SHARE ALIKE"),)
    ),
    # QUITE A SIGHT While you have a character here, this location gets +3 ◊.
    "Paradise Falls - Exotic Destination": Behaviour(
        statics=(Static("lore", _character_here, 3, "QUITE A SIGHT"),)
    ),
    # WHAT A DEAL Whenever this character sings a song, you may play that song again from your
    # discard for free. If you do, put that card on the bottom of your deck instead of into
    # your discard.
    "Ursula - Deceiver of All": Behaviour(
        triggered=(Triggered("sing", this_card, (May(), Do(_play_song_again)), "WHAT A DEAL"),)
    ),
    # Ward. TAKE THAT! Whenever you play an action, this character gets +2 ¤ this turn.
    # WHO'S NEXT? While this character has 7 ¤ or more, he gets +2 ◊.
    "Pete - Bad Guy": Behaviour(
        triggered=(
            Triggered(
                "play", you_play(card_type("Action")), (Modify("strength", 2, THIS),), "TAKE THAT!"
            ),
        ),
        statics=(Static("lore", _seven_strength_or_more, 2, "WHO'S NEXT?"),),
    ),
    # I TRUST YOU Whenever this character quests, look at the top 2 cards of your deck. You may
    # put one into your hand. Put the rest on the bottom of your deck in any order.
    "Sisu - Divine Water Dragon": Behaviour(
        triggered=(
            Triggered(
                "quest",
                this_card,
                (LookAtTop(2), TakeLooked(any_card, reveal=False), PutLooked("bottom")),
                "I TRUST YOU",
            ),
        )
    ),
    # Ward. KEY TO THE PUZZLE ⟳ — Look at the top 2 cards of your deck. Put one into your
    # inkwell facedown and exerted and the other on the top of your deck.
    "Kida - Creative Thinker": Behaviour(
        activated=(
            Activated(
                Cost(exert=True),
                # The card not inked is still on top of the deck: nothing moves it.
                (LookAtTop(2), Choose(any_card, zone="looked"), MoveChosen("inkwell", True)),
                "KEY TO THE PUZZLE",
            ),
        )
    ),
    # Shift 4. OKAY, BIG SHOT While this character is exerted, your characters with Bodyguard
    # gain Resist +1 and get +1 ◊.
    "Little John - Resourceful Outlaw": Behaviour(
        statics=(
            Static("Resist", _your_bodyguard_while_exerted, 1, "OKAY, BIG SHOT"),
            Static("lore", _your_bodyguard_while_exerted, 1, "OKAY, BIG SHOT"),
        )
    ),
    # LOOK BEFORE YOU LEAP When you play this character and when he leaves play, look at the
    # top card of your deck. Put it on either the top or the bottom of your deck.
    "Merlin - Squirrel": Behaviour(
        triggered=(
            Triggered("play", this_card, _TOP_OR_BOTTOM, "LOOK BEFORE YOU LEAP"),
            Triggered("leave", this_card, _TOP_OR_BOTTOM, "LOOK BEFORE YOU LEAP"),
        )
    ),
    # WE ARE ALL CONNECTED Characters get +2 ⛉ while here. LION HOME If you have a Prince or
    # King character here, you pay 1 ⬡ less to play characters. (Rule 1.8.3's example B.)
    "Pride Lands - Pride Rock": Behaviour(
        statics=(
            Static("willpower", _here, 2, "WE ARE ALL CONNECTED"),
            Static("cost", _lion_home, -1, "LION HOME"),
        )
    ),
}
