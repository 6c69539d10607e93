"""Rise of the Floodborn (set 2), Amber cards."""

from __future__ import annotations

from illumineer.engine.abilities import (
    CHOSEN,
    THIS,
    Activated,
    Banish,
    Behaviour,
    CardView,
    Choose,
    Cost,
    Do,
    Draw,
    Effects,
    Facts,
    GainLore,
    If,
    LookAtTop,
    May,
    Modify,
    MoveChosen,
    Predicate,
    ReduceNextCost,
    RemoveDamage,
    Static,
    Triggered,
    all_of,
    any_of,
    by_you,
    character,
    classified,
    each,
    itself,
    opposing_character,
    other,
    other_own_character,
    own_character,
    song,
    strength_at_least,
    you_play,
    your_characters,
    your_other_characters,
)
from illumineer.engine.vocabulary import CardType, Duration, EventKind, Keyword, Stat, Zone

_dwarf = classified("Seven Dwarfs")
_your_other_dwarfs = all_of(your_other_characters, _dwarf)
_royal = any_of(*(classified(c) for c in ("Prince", "Princess", "King", "Queen")))


def _alone_among_dwarfs(fx: Facts, card: CardView) -> bool:
    mine = fx.cards(fx.controller, Zone.PLAY)
    return itself(fx, card) and not any(_your_other_dwarfs(fx, c) for c in mine)


def _your_dwarf_in_hand(fx: Facts, card: CardView) -> bool:
    return card.zone is Zone.HAND and own_character(fx, card) and _dwarf(fx, card)


def _with_support(fx: Facts, card: CardView) -> bool:
    """Printed with Support (a card in the discard has nothing granted)."""
    return Keyword.SUPPORT in card.definition.keyword_set


def _revealed(allowed: Predicate) -> Predicate:
    """ "If it's a [character/song] card": the card looked at and revealed."""
    return lambda fx, card: any(allowed(fx, fx.card(i)) for i in fx.looked)


def _reveal_looked(fx: Effects) -> None:
    for card_id in fx.looked:
        fx.reveal(fx.card(card_id))


def _play_looked_for_free(exerted: bool) -> Do:
    """Play the revealed card for free (it is still on top of the deck)."""

    def play(fx: Effects) -> None:
        for card_id in fx.looked:
            card = fx.card(card_id)
            if card.zone is Zone.DECK:
                fx.play_for_free(card, exerted=exerted)
        fx.set_looked(())

    return Do(play)


def _remove_all_damage(fx: Effects) -> None:
    for card in CHOSEN(fx):
        fx.remove_damage(card, card.damage)


def _zero_to_hero(fx: Effects) -> None:
    count = sum(card.is_character for card in fx.cards(fx.controller, Zone.PLAY))
    if count:  # counted once, as the song resolves (6.1.8)
        fx.reduce_next_cost(count, CardType.CHARACTER)


def _two_other_characters(fx: Facts, card: CardView) -> bool:
    mine = fx.cards(fx.controller, Zone.PLAY)
    return sum(c.is_character and c.id != fx.source for c in mine) >= 2


def _challenged_this_turn(fx: Facts, card: CardView) -> bool:
    return card.is_character and fx.challenged_this_turn(card)


def _played_a_song(fx: Facts, card: CardView) -> bool:
    return fx.played_this_turn(fx.controller, songs=True) > 0


CARDS: dict[str, Behaviour] = {
    # OH, GOSH! This character can't quest unless you have another Seven Dwarfs character in
    # play.
    "Bashful - Hopeless Romantic": Behaviour(
        statics=(Static(Stat.CANT_QUEST, _alone_among_dwarfs, 1, "OH, GOSH!"),)
    ),
    # ODD ONE OUT When this character is banished, your other Seven Dwarfs characters get +2 ¤
    # until the start of your next turn.
    "Dopey - Always Playful": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISH,
                itself,
                (
                    Modify(
                        Stat.STRENGTH,
                        2,
                        each(all_of(other_own_character, _dwarf)),
                        Duration.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                "ODD ONE OUT",
            ),
        )
    ),
    # YES, YOUR MAJESTY Your Prince, Princess, King, and Queen characters get +1 ¤.
    "Grand Duke - Advisor to the King": Behaviour(
        statics=(Static(Stat.STRENGTH, all_of(your_characters, _royal), 1, "YES, YOUR MAJESTY"),)
    ),
    # THERE'S TROUBLE A-BREWIN' Your other Seven Dwarfs characters get +1 ¤.
    "Grumpy - Bad-Tempered": Behaviour(
        statics=(Static(Stat.STRENGTH, _your_other_dwarfs, 1, "THERE'S TROUBLE A-BREWIN'"),)
    ),
    # LAY IT ON THE LINE Whenever another character is banished, you may remove up to 2 damage
    # from this character.
    "King Louie - Jungle VIP": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISH,
                all_of(other, character),
                (May(), RemoveDamage(2, THIS)),
                "LAY IT ON THE LINE",
            ),
        )
    ),
    # GLAD YOU'RE HERE! Whenever this character quests, you pay 3 ⬡ less for the next character
    # you play this turn.
    "Mickey Mouse - Friendly Face": Behaviour(
        triggered=(Triggered(EventKind.QUEST, itself, (ReduceNextCost(3),), "GLAD YOU'RE HERE!"),)
    ),
    # THE SUN WILL SET When this character is banished, you may reveal the top card of your
    # deck. If it's a character card, you may play that character for free and they enter play
    # exerted. Otherwise, put it on the top of your deck.
    "Mufasa - Betrayed Leader": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISH,
                itself,
                (
                    May(),
                    LookAtTop(1),
                    Do(_reveal_looked),
                    If(_revealed(character)),
                    May(),
                    _play_looked_for_free(exerted=True),
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
                EventKind.QUEST,
                itself,
                (
                    May(),
                    LookAtTop(1),
                    Do(_reveal_looked),
                    If(_revealed(song)),
                    May(),
                    _play_looked_for_free(exerted=False),
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
                EventKind.PLAY,
                you_play(all_of(character, classified("Floodborn"))),
                (May(), Choose(character), Do(_remove_all_damage)),
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
                EventKind.PLAY,
                you_play(all_of(character, _dwarf)),
                (May(), Choose(character), Modify(Stat.STRENGTH, -1)),
                "AH-CHOO!",
            ),
        )
    ),
    # I WON'T HURT YOU When you play this character, you may remove up to 2 damage from chosen
    # character.
    "Snow White - Lost in the Forest": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (May(), Choose(character), RemoveDamage(2)),
                "I WON'T HURT YOU",
            ),
        )
    ),
    # HOW DO YOU DO? You pay 1 ⬡ less to play Seven Dwarfs characters.
    "Snow White - Unexpected Houseguest": Behaviour(
        statics=(Static(Stat.COST, _your_dwarf_in_hand, -1, "HOW DO YOU DO?"),)
    ),
    # WISHES COME TRUE Whenever this character quests, you may return a character card from
    # your discard to your hand.
    "Snow White - Well Wisher": Behaviour(
        triggered=(
            Triggered(
                EventKind.QUEST,
                itself,
                (May(), Choose(character, zone=Zone.DISCARD), MoveChosen(Zone.HAND)),
                "WISHES COME TRUE",
            ),
        )
    ),
    # WHO IS THE FAIREST? Whenever this character quests, chosen opposing character gets -4 ¤
    # this turn and chosen character gets +4 ¤ this turn.
    "The Queen - Commanding Presence": Behaviour(
        triggered=(
            Triggered(
                EventKind.QUEST,
                itself,
                (
                    Choose(opposing_character),
                    Modify(Stat.STRENGTH, -4),
                    Choose(character),
                    Modify(Stat.STRENGTH, 4),
                ),
                "WHO IS THE FAIREST?",
            ),
        )
    ),
    # Remove up to 4 damage from chosen character.
    "Hold Still": Behaviour(effect=(Choose(character), RemoveDamage(4))),
    # Up to 2 chosen characters get -1 ¤ this turn. Draw a card.
    "Painting the Roses Red": Behaviour(
        effect=(Choose(character, up_to=2), Modify(Stat.STRENGTH, -1), Draw(1))
    ),
    # Banish chosen character with 5 ¤ or more.
    "World's Greatest Criminal Mind": Behaviour(effect=(Choose(strength_at_least(5)), Banish())),
    # BRING BACK TO LIFE ⟳, 3 ⬡ — Return a character card with Support from your discard to
    # your hand.
    "Dragon Gem": Behaviour(
        activated=(
            Activated(
                Cost(exert=True, ink=3),
                (
                    Choose(all_of(character, _with_support), zone=Zone.DISCARD),
                    MoveChosen(Zone.HAND),
                ),
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
                EventKind.READY,
                all_of(itself, by_you, _two_other_characters),
                (If(_two_other_characters), GainLore(2)),
                "WE'LL ALWAYS BE TOGETHER",
            ),
        )
    ),
    # Shift 3. LET YOUR POWER SHINE Whenever you remove 1 or more damage from one of your
    # characters, you may draw a card.
    "Rapunzel - Gifted Artist": Behaviour(
        triggered=(
            Triggered(
                EventKind.DAMAGE_REMOVED,
                all_of(own_character, by_you),
                (May(), Draw(1)),
                "LET YOUR POWER SHINE",
            ),
        )
    ),
    # YAWN! This character enters play exerted.
    "Sleepy - Nodding Off": Behaviour(statics=(Static(Stat.ENTERS_EXERTED, itself, 1, "YAWN!"),)),
    # Banish chosen character who was challenged this turn.
    "Last Stand": Behaviour(effect=(Choose(_challenged_this_turn), Banish())),
    # A SILLY SONG ⟳ — If you played a song this turn, gain 1 lore.
    "Sleepy's Flute": Behaviour(
        activated=(Activated(Cost(exert=True), (If(_played_a_song), GainLore(1)), "A SILLY SONG"),)
    ),
}
