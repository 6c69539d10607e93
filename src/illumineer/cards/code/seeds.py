"""Cards named in ../shared/seeds/ and ../shared/acceptance/ beyond set 1."""

from __future__ import annotations

from illumineer.engine.abilities import (
    THIS,
    Behaviour,
    Choose,
    DealDamage,
    May,
    Modify,
    ReduceNextCost,
    Static,
    Triggered,
    character,
    opponent_plays_character,
    opposing_character,
    this_card,
    you_play_non_song_action,
)
from illumineer.engine.game import Game
from illumineer.engine.state import Card


def _opposing_character_took_damage(game: Game, source: Card, card: Card) -> bool:
    return card is source and game.players[1 - source.owner].damaged_this_turn


def _character_here(game: Game, source: Card, card: Card) -> bool:
    return card is source and any(
        other.is_character and other.location == source.id
        for other in game.players[source.owner].play
    )


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
}
