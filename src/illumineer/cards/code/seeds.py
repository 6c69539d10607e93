"""Cards named in ../shared/seeds/ and ../shared/acceptance/ beyond set 1."""

from __future__ import annotations

from illumineer.engine.abilities import (
    THIS,
    Activated,
    Behaviour,
    CardView,
    Choose,
    Cost,
    DealDamage,
    Do,
    Effects,
    Facts,
    LookAtTop,
    May,
    Modify,
    MoveChosen,
    PutLooked,
    ReduceNextCost,
    Static,
    TakeLooked,
    Triggered,
    any_card,
    card_type,
    character,
    itself,
    non_song_action,
    opponent_plays,
    opposing_character,
    you_play,
    your_characters,
)
from illumineer.engine.vocabulary import Afterwards, CardType, EventKind, Keyword, Stat, Zone


def _opposing_character_took_damage(fx: Facts, card: CardView) -> bool:
    return card.id == fx.source and fx.damaged_this_turn(1 - fx.controller)


def _character_here(fx: Facts, card: CardView) -> bool:
    return card.id == fx.source and any(
        other.is_character and other.location == fx.source
        for other in fx.cards(fx.controller, Zone.PLAY)
    )


def _seven_strength_or_more(fx: Facts, card: CardView) -> bool:
    return card.id == fx.source and fx.strength(card) >= 7


def _your_bodyguard_while_exerted(fx: Facts, card: CardView) -> bool:
    return fx.me().exerted and your_characters(fx, card) and fx.has_keyword(card, Keyword.BODYGUARD)


def _play_song_again(fx: Effects) -> None:
    """WHAT A DEAL: play that song again from your discard for free; it then goes to the
    bottom of your deck instead of into your discard."""
    if fx.event is None:
        return
    song = fx.card(fx.event.other)
    if song.zone is Zone.DISCARD:
        fx.play_for_free(song, afterwards=Afterwards.DECK_BOTTOM)


#: "Look at the top card of your deck. Put it on either the top or the bottom of your deck."
#: Asked as "bottom?": a "no" leaves the card where it is, on top.
_TOP_OR_BOTTOM = (LookAtTop(1), May(), PutLooked(bottom=True))


def _here(fx: Facts, card: CardView) -> bool:
    return card.is_character and card.location == fx.source


def _lion_home(fx: Facts, card: CardView) -> bool:
    royal_here = any(
        other.location == fx.source
        and (
            "Prince" in other.definition.classifications
            or "King" in other.definition.classifications
        )
        for other in fx.cards(fx.controller, Zone.PLAY)
    )
    return (
        royal_here and card.is_character and card.zone is Zone.HAND and card.owner == fx.controller
    )


CARDS: dict[str, Behaviour] = {
    # NATURAL DEFENSE When you play this character, chosen opposing character gets -2 ¤ this turn.
    "Kida - Guardian of the Path": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (Choose(opposing_character), Modify(Stat.STRENGTH, -2)),
                "NATURAL DEFENSE",
            ),
        )
    ),
    # HELP! HELP! Whenever an opponent plays a character, deal 1 damage to this character.
    "Prince John - Fraidy-Cat": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY, opponent_plays(character), (DealDamage(1, THIS),), "HELP! HELP!"
            ),
        )
    ),
    # Chosen character gets -2 ¤ this turn.
    "Control Your Temper!": Behaviour(effect=(Choose(character), Modify(Stat.STRENGTH, -2))),
    # Resist +1. DRAWN TO A FIGHT If an opposing character took damage this turn, you pay 2 ⬡
    # less to play this character. I AIN'T GONE SOFT! Whenever you play an action that isn't a
    # song, you may deal 1 damage to chosen character.
    "John Silver - Vengeful Pirate": Behaviour(
        statics=(
            Static(
                Stat.COST, _opposing_character_took_damage, -2, "DRAWN TO A FIGHT", from_hand=True
            ),
        ),
        triggered=(
            Triggered(
                EventKind.PLAY,
                you_play(non_song_action),
                (May(), Choose(character), DealDamage(1)),
                "I AIN'T GONE SOFT!",
            ),
        ),
    ),
    # SHARE AND SHARE ALIKE Whenever this character quests, you pay 1 ⬡ less for the next
    # character you play this turn.
    "Doc - Leader of the Seven Dwarfs": Behaviour(
        triggered=(
            Triggered(EventKind.QUEST, itself, (ReduceNextCost(1),), "SHARE AND SHARE ALIKE"),
        )
    ),
    # QUITE A SIGHT While you have a character here, this location gets +3 ◊.
    "Paradise Falls - Exotic Destination": Behaviour(
        statics=(Static(Stat.LORE, _character_here, 3, "QUITE A SIGHT"),)
    ),
    # WHAT A DEAL Whenever this character sings a song, you may play that song again from your
    # discard for free. If you do, put that card on the bottom of your deck instead of into
    # your discard.
    "Ursula - Deceiver of All": Behaviour(
        triggered=(Triggered(EventKind.SING, itself, (May(), Do(_play_song_again)), "WHAT A DEAL"),)
    ),
    # Ward. TAKE THAT! Whenever you play an action, this character gets +2 ¤ this turn.
    # WHO'S NEXT? While this character has 7 ¤ or more, he gets +2 ◊.
    "Pete - Bad Guy": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                you_play(card_type(CardType.ACTION)),
                (Modify(Stat.STRENGTH, 2, THIS),),
                "TAKE THAT!",
            ),
        ),
        statics=(Static(Stat.LORE, _seven_strength_or_more, 2, "WHO'S NEXT?"),),
    ),
    # I TRUST YOU Whenever this character quests, look at the top 2 cards of your deck. You may
    # put one into your hand. Put the rest on the bottom of your deck in any order.
    "Sisu - Divine Water Dragon": Behaviour(
        triggered=(
            Triggered(
                EventKind.QUEST,
                itself,
                (LookAtTop(2), TakeLooked(any_card, reveal=False), PutLooked(bottom=True)),
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
                (
                    LookAtTop(2),
                    Choose(any_card, among_looked=True),
                    MoveChosen(Zone.INKWELL, exerted=True),
                ),
                "KEY TO THE PUZZLE",
            ),
        )
    ),
    # Shift 4. OKAY, BIG SHOT While this character is exerted, your characters with Bodyguard
    # gain Resist +1 and get +1 ◊.
    "Little John - Resourceful Outlaw": Behaviour(
        statics=(
            Static(Keyword.RESIST, _your_bodyguard_while_exerted, 1, "OKAY, BIG SHOT"),
            Static(Stat.LORE, _your_bodyguard_while_exerted, 1, "OKAY, BIG SHOT"),
        )
    ),
    # LOOK BEFORE YOU LEAP When you play this character and when he leaves play, look at the
    # top card of your deck. Put it on either the top or the bottom of your deck.
    "Merlin - Squirrel": Behaviour(
        triggered=(
            Triggered(EventKind.PLAY, itself, _TOP_OR_BOTTOM, "LOOK BEFORE YOU LEAP"),
            Triggered(EventKind.LEAVE, itself, _TOP_OR_BOTTOM, "LOOK BEFORE YOU LEAP"),
        )
    ),
    # WE ARE ALL CONNECTED Characters get +2 ⛉ while here. LION HOME If you have a Prince or
    # King character here, you pay 1 ⬡ less to play characters. (Rule 1.8.3's example B.)
    "Pride Lands - Pride Rock": Behaviour(
        statics=(
            Static(Stat.WILLPOWER, _here, 2, "WE ARE ALL CONNECTED"),
            Static(Stat.COST, _lion_home, -1, "LION HOME"),
        )
    ),
}
