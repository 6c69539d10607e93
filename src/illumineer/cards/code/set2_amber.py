"""Rise of the Floodborn (set 2), Amber cards."""

from __future__ import annotations

from illumineer.engine.abilities import (
    THIS,
    Activated,
    Banish,
    Behaviour,
    Choose,
    Cost,
    Do,
    Draw,
    Event,
    GainLore,
    If,
    LookAtTop,
    May,
    Modify,
    MoveChosen,
    ReduceNextCost,
    RemoveDamage,
    Resolution,
    Static,
    Triggered,
    all_of,
    character,
    classified,
    each,
    itself,
    opposing_character,
    other_own_character,
    this_card,
    to_your_character,
    you_play,
)
from illumineer.engine.game import Game
from illumineer.engine.state import Card, Zone

_dwarf = classified("Seven Dwarfs")


def _your_royals(game: Game, source: Card, card: Card) -> bool:
    royal = {"Prince", "Princess", "King", "Queen"}
    return (
        card.is_character
        and card.owner == source.owner
        and card.zone is Zone.PLAY
        and not royal.isdisjoint(card.definition.classifications)
    )


def _your_other_dwarfs(game: Game, source: Card, card: Card) -> bool:
    return (
        card is not source
        and card.is_character
        and card.owner == source.owner
        and card.zone is Zone.PLAY
        and "Seven Dwarfs" in card.definition.classifications
    )


def _alone_among_dwarfs(game: Game, source: Card, card: Card) -> bool:
    return card is source and not any(
        _your_other_dwarfs(game, source, other) for other in game.players[source.owner].play
    )


def _dwarf_in_your_hand(game: Game, source: Card, card: Card) -> bool:
    return (
        card.is_character
        and card.owner == source.owner
        and card.zone is Zone.HAND
        and "Seven Dwarfs" in card.definition.classifications
    )


def _another_character_banished(game: Game, source: Card, event: Event) -> bool:
    return event.card != source.id and game.cards[event.card].is_character


def _strength_5_or_more(game: Game, res: Resolution, card: Card) -> bool:
    return card.is_character and game.strength(card) >= 5


def _with_support(game: Game, res: Resolution, card: Card) -> bool:
    return card.definition.keyword("Support") is not None


def _reveal_top(game: Game, res: Resolution) -> None:
    for card_id in res.looked:
        game.reveal_to(game.cards[card_id], -1)


def _top_is(allowed: str) -> If:
    """ "If it's a [character/song] card": the card revealed by `_reveal_top`."""

    def test(game: Game, res: Resolution) -> bool:
        cards = [game.cards[i] for i in res.looked]
        if allowed == "song":
            return any(card.definition.is_song for card in cards)
        return any(card.is_character for card in cards)

    return If(test)


def _play_top_for_free(exerted: bool) -> Do:
    """Play the revealed card for free (it is still on top of the deck)."""

    def play(game: Game, res: Resolution) -> None:
        for card_id in res.looked:
            card = game.cards[card_id]
            if card.zone is Zone.DECK:
                game.play_for_free(card, res.controller)
                if exerted:
                    game.set_value(card, "exerted", True)
        game.set_value(res, "looked", ())

    return Do(play)


def _zero_to_hero(game: Game, res: Resolution) -> None:
    count = sum(card.is_character for card in game.players[res.controller].play)
    if count:  # counted once, as the song resolves (6.1.8)
        game.add_reduction(res.controller, count, "Character")


def _other_characters(game: Game, source: Card) -> int:
    return sum(card.is_character and card is not source for card in game.players[source.owner].play)


def _readied_with_two_others(game: Game, source: Card, event: Event) -> bool:
    return event.card == source.id and _other_characters(game, source) >= 2


def _still_two_others(game: Game, res: Resolution) -> bool:
    return _other_characters(game, game.cards[res.source]) >= 2


def _challenged_this_turn(game: Game, res: Resolution, card: Card) -> bool:
    return card.is_character and card.id in game.challenged


def _played_a_song(game: Game, res: Resolution) -> bool:
    return game.played_this_turn(res.controller, "song") > 0


CARDS: dict[str, Behaviour] = {
    # OH, GOSH! This character can't quest unless you have another Seven Dwarfs character in
    # play.
    "Bashful - Hopeless Romantic": Behaviour(
        statics=(Static("cant_quest", _alone_among_dwarfs, 1, "OH, GOSH!"),)
    ),
    # ODD ONE OUT When this character is banished, your other Seven Dwarfs characters get +2 ¤
    # until the start of your next turn.
    "Dopey - Always Playful": Behaviour(
        triggered=(
            Triggered(
                "banish",
                this_card,
                (
                    Modify(
                        "strength",
                        2,
                        each(all_of(other_own_character, _dwarf)),
                        "until_your_next_turn",
                    ),
                ),
                "ODD ONE OUT",
            ),
        )
    ),
    # YES, YOUR MAJESTY Your Prince, Princess, King, and Queen characters get +1 ¤.
    "Grand Duke - Advisor to the King": Behaviour(
        statics=(Static("strength", _your_royals, 1, "YES, YOUR MAJESTY"),)
    ),
    # THERE'S TROUBLE A-BREWIN' Your other Seven Dwarfs characters get +1 ¤.
    "Grumpy - Bad-Tempered": Behaviour(
        statics=(Static("strength", _your_other_dwarfs, 1, "THERE'S TROUBLE A-BREWIN'"),)
    ),
    # LAY IT ON THE LINE Whenever another character is banished, you may remove up to 2 damage
    # from this character.
    "King Louie - Jungle VIP": Behaviour(
        triggered=(
            Triggered(
                "banish",
                _another_character_banished,
                (May(), RemoveDamage(2, THIS)),
                "LAY IT ON THE LINE",
            ),
        )
    ),
    # GLAD YOU'RE HERE! Whenever this character quests, you pay 3 ⬡ less for the next character
    # you play this turn.
    "Mickey Mouse - Friendly Face": Behaviour(
        triggered=(Triggered("quest", this_card, (ReduceNextCost(3),), "GLAD YOU'RE HERE!"),)
    ),
    # THE SUN WILL SET When this character is banished, you may reveal the top card of your
    # deck. If it's a character card, you may play that character for free and they enter play
    # exerted. Otherwise, put it on the top of your deck.
    "Mufasa - Betrayed Leader": Behaviour(
        triggered=(
            Triggered(
                "banish",
                this_card,
                (
                    May(),
                    LookAtTop(1),
                    Do(_reveal_top),
                    _top_is("character"),
                    May(),
                    _play_top_for_free(exerted=True),
                ),
                "THE SUN WILL SET",
            ),
        )
    ),
    # HONOR TO THE ANCESTORS Whenever this character quests, you may reveal the top card of
    # your deck. If it's a song card, you may play it for free. Otherwise, put it on the top of
    # your deck.
    "Mulan - Reflecting": Behaviour(
        triggered=(
            Triggered(
                "quest",
                this_card,
                (
                    May(),
                    LookAtTop(1),
                    Do(_reveal_top),
                    _top_is("song"),
                    May(),
                    _play_top_for_free(exerted=False),
                ),
                "HONOR TO THE ANCESTORS",
            ),
        )
    ),
    # NURSEMAID Whenever you play a Floodborn character, you may remove all damage from chosen
    # character.
    "Nana - Darling Family Pet": Behaviour(
        triggered=(
            Triggered(
                "play",
                you_play(all_of(character, classified("Floodborn"))),
                (May(), Choose(character), RemoveDamage(99)),
                "NURSEMAID",
            ),
        )
    ),
    # MAGIC HAIR ⟳ — Remove up to 2 damage from chosen character.
    "Rapunzel - Sunshine": Behaviour(
        activated=(Activated(Cost(exert=True), (Choose(character), RemoveDamage(2)), "MAGIC HAIR"),)
    ),
    # AH-CHOO! Whenever you play this character or another Seven Dwarfs character, you may give
    # chosen character -1 ¤ this turn.
    "Sneezy - Very Allergic": Behaviour(
        triggered=(
            Triggered(
                "play",
                you_play(all_of(character, _dwarf)),
                (May(), Choose(character), Modify("strength", -1)),
                "AH-CHOO!",
            ),
        )
    ),
    # I WON'T HURT YOU When you play this character, you may remove up to 2 damage from chosen
    # character.
    "Snow White - Lost in the Forest": Behaviour(
        triggered=(
            Triggered(
                "play", this_card, (May(), Choose(character), RemoveDamage(2)), "I WON'T HURT YOU"
            ),
        )
    ),
    # HOW DO YOU DO? You pay 1 ⬡ less to play Seven Dwarfs characters.
    "Snow White - Unexpected Houseguest": Behaviour(
        statics=(Static("cost", _dwarf_in_your_hand, -1, "HOW DO YOU DO?"),)
    ),
    # WISHES COME TRUE Whenever this character quests, you may return a character card from
    # your discard to your hand.
    "Snow White - Well Wisher": Behaviour(
        triggered=(
            Triggered(
                "quest",
                this_card,
                (May(), Choose(character, zone="discard"), MoveChosen("hand")),
                "WISHES COME TRUE",
            ),
        )
    ),
    # WHO IS THE FAIREST? Whenever this character quests, chosen opposing character gets -4 ¤
    # this turn and chosen character gets +4 ¤ this turn.
    "The Queen - Commanding Presence": Behaviour(
        triggered=(
            Triggered(
                "quest",
                this_card,
                (
                    Choose(opposing_character),
                    Modify("strength", -4),
                    Choose(character),
                    Modify("strength", 4),
                ),
                "WHO IS THE FAIREST?",
            ),
        )
    ),
    # Remove up to 4 damage from chosen character.
    "Hold Still": Behaviour(effect=(Choose(character), RemoveDamage(4))),
    # Up to 2 chosen characters get -1 ¤ this turn. Draw a card.
    "Painting the Roses Red": Behaviour(
        effect=(Choose(character, up_to=2), Modify("strength", -1), Draw(1))
    ),
    # Banish chosen character with 5 ¤ or more.
    "World's Greatest Criminal Mind": Behaviour(effect=(Choose(_strength_5_or_more), Banish())),
    # BRING BACK TO LIFE ⟳, 3 ⬡ — Return a character card with Support from your discard to
    # your hand.
    "Dragon Gem": Behaviour(
        activated=(
            Activated(
                Cost(exert=True, ink=3),
                (Choose(all_of(character, _with_support), zone="discard"), MoveChosen("hand")),
                "BRING BACK TO LIFE",
            ),
        )
    ),
    # Song. Count the number of characters you have in play. You pay that amount of ⬡ less
    # for the next character you play this turn.
    "Zero to Hero": Behaviour(effect=(Do(_zero_to_hero),)),
    # WE'LL ALWAYS BE TOGETHER Whenever you ready this character, if you have 2 or more other
    # characters in play, gain 2 lore.
    "Christopher Robin - Adventurer": Behaviour(
        triggered=(
            Triggered(
                "ready",
                _readied_with_two_others,
                (If(_still_two_others), GainLore(2)),
                "WE'LL ALWAYS BE TOGETHER",
            ),
        )
    ),
    # Shift 3. LET YOUR POWER SHINE Whenever you remove 1 or more damage from one of your
    # characters, you may draw a card.
    "Rapunzel - Gifted Artist": Behaviour(
        triggered=(
            Triggered(
                "damage_removed",
                to_your_character,
                (May(), Draw(1)),
                "LET YOUR POWER SHINE",
            ),
        )
    ),
    # YAWN! This character enters play exerted.
    "Sleepy - Nodding Off": Behaviour(statics=(Static("enters_exerted", itself, 1, "YAWN!"),)),
    # Banish chosen character who was challenged this turn.
    "Last Stand": Behaviour(effect=(Choose(_challenged_this_turn), Banish())),
    # A SILLY SONG ⟳ — If you played a song this turn, gain 1 lore.
    "Sleepy's Flute": Behaviour(
        activated=(Activated(Cost(exert=True), (If(_played_a_song), GainLore(1)), "A SILLY SONG"),)
    ),
}
