"""The First Chapter (set 1), Steel cards."""

from __future__ import annotations

from illumineer.engine.abilities import (
    Activated,
    Banish,
    Behaviour,
    CardView,
    Choose,
    Cost,
    DealDamage,
    Discard,
    Do,
    Draw,
    Effects,
    Facts,
    GainLore,
    If,
    May,
    Modify,
    MoveChosen,
    Static,
    Triggered,
    all_of,
    card_type,
    character,
    classified,
    during_your_turn,
    each,
    item,
    itself,
    itself_on_your_turn,
    named,
    opposing_character,
    own_character,
    this_banishes_a_character,
    with_keyword,
    your_characters,
    your_other_characters,
    your_turn,
)
from illumineer.engine.vocabulary import CardType, Duration, EventKind, Keyword, Stat, Zone

_musketeer = classified("Musketeer")
_captain = all_of(character, classified("Captain"))


def _captain_with_you(fx: Facts, card: CardView) -> bool:
    return itself(fx, card) and any(_captain(fx, c) for c in fx.cards(fx.controller, Zone.PLAY))


def _empty_hand(fx: Facts, card: CardView) -> bool:
    return not fx.cards(fx.controller, Zone.HAND)


def _whole_new_world(fx: Effects) -> None:
    players = (fx.active, 1 - fx.active)
    for player in players:  # each player's discarding is one instruction (6.2.1)
        fx.discard(list(fx.cards(player, Zone.HAND)))
    for player in players:
        fx.draw(player, 7)


CARDS: dict[str, Behaviour] = {
    # BREAK When you play this character, you may banish chosen item.
    "Beast - Hardheaded": Behaviour(
        triggered=(Triggered(EventKind.PLAY, itself, (May(), Choose(item), Banish()), "BREAK"),)
    ),
    # DOUBLE THE POWDER! When you play this character, you may return an action card named
    # Fire the Cannons! from your discard to your hand.
    "Captain Hook - Captain of the Jolly Roger": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (
                    May(),
                    Choose(
                        all_of(card_type(CardType.ACTION), named("Fire the Cannons!")),
                        zone=Zone.DISCARD,
                    ),
                    MoveChosen(Zone.HAND),
                ),
                "DOUBLE THE POWDER!",
            ),
        )
    ),
    # Shift 3. Challenger +3. STOLEN DUST Characters with cost 3 or less can't challenge this
    # character.
    "Captain Hook - Thinking a Happy Thought": Behaviour(
        statics=(Static(Stat.CHALLENGE_SHIELD, itself, 3, "STOLEN DUST"),)
    ),
    # Bodyguard. STAY ALERT! During your turn, your Musketeer characters gain Evasive.
    "Donald Duck - Musketeer": Behaviour(
        statics=(
            Static(
                Keyword.EVASIVE, all_of(your_turn, your_characters, _musketeer), 1, "STAY ALERT!"
            ),
        )
    ),
    # UNDER ARREST Characters with cost 2 or less can't challenge your characters.
    "Gantu - Galactic Federation Captain": Behaviour(
        statics=(Static(Stat.CHALLENGE_SHIELD, your_characters, 2, "UNDER ARREST"),)
    ),
    # STAGE A LITTLE ACCIDENT Whenever this character quests, you may deal 1 damage to chosen
    # character.
    "Hans - Thirteenth in Line": Behaviour(
        triggered=(
            Triggered(
                EventKind.QUEST,
                itself,
                (May(), Choose(character), DealDamage(1)),
                "STAGE A LITTLE ACCIDENT",
            ),
        )
    ),
    # Bodyguard. ALL FOR ONE Your other Musketeer characters get +1 ¤.
    "Mickey Mouse - Musketeer": Behaviour(
        statics=(
            Static(Stat.STRENGTH, all_of(your_other_characters, _musketeer), 1, "ALL FOR ONE"),
        )
    ),
    # GUESS WHAT? When you play this character, you may draw a card, then choose and discard
    # a card.
    "Simba - Future King": Behaviour(
        triggered=(Triggered(EventKind.PLAY, itself, (May(), Draw(1), Discard(1)), "GUESS WHAT?"),)
    ),
    # Challenger +4. POUNCE During your turn, this character gains Evasive.
    "Simba - Returned King": Behaviour(
        statics=(Static(Keyword.EVASIVE, itself_on_your_turn, 1, "POUNCE"),)
    ),
    # I KNOW WHAT I HAVE TO DO During your turn, whenever this character banishes another
    # character in a challenge, you gain 1 lore.
    "Simba - Rightful Heir": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISHES,
                during_your_turn(this_banishes_a_character),
                (GainLore(1),),
                "I KNOW WHAT I HAVE TO DO",
            ),
        )
    ),
    # AYE AYE, CAPTAIN While you have a Captain character in play, this character gets +1 ◊.
    "Starkey - Hook's Henchman": Behaviour(
        statics=(Static(Stat.LORE, _captain_with_you, 1, "AYE AYE, CAPTAIN"),)
    ),
    # SEEK THE HEART During your turn, whenever this character banishes another character in a
    # challenge, you gain 2 lore.
    "Te Kā - Heartless": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISHES,
                during_your_turn(this_banishes_a_character),
                (GainLore(2),),
                "SEEK THE HEART",
            ),
        )
    ),
    # Shift 4. ROCK THE BOAT When you play this character, deal 1 damage to each opposing
    # character. PUNY PIRATE! During your turn, whenever this character banishes another
    # character in a challenge, you may deal 2 damage to chosen opposing character.
    "Tinker Bell - Giant Fairy": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (DealDamage(1, each(opposing_character)),),
                "ROCK THE BOAT",
            ),
            Triggered(
                EventKind.BANISHES,
                during_your_turn(this_banishes_a_character),
                (May(), Choose(opposing_character), DealDamage(2)),
                "PUNY PIRATE!",
            ),
        )
    ),
    # BATTLE PLANS ⟳ — Draw a card, then choose and discard a card.
    "Tinker Bell - Tiny Tactician": Behaviour(
        activated=(Activated(Cost(exert=True), (Draw(1), Discard(1)), "BATTLE PLANS"),)
    ),
    # Song. Each player discards their hand and draws 7 cards.
    "A Whole New World": Behaviour(effect=(Do(_whole_new_world),)),
    # Banish chosen item.
    "Break": Behaviour(effect=(Choose(item), Banish())),
    # Deal 2 damage to chosen character.
    "Fire the Cannons!": Behaviour(effect=(Choose(character), DealDamage(2))),
    # Song. Deal 2 damage to each opposing character.
    "Grab Your Sword": Behaviour(effect=(DealDamage(2, each(opposing_character)),)),
    # Draw 2 cards, then choose and discard 2 cards.
    "Ransack": Behaviour(effect=(Draw(2), Discard(2))),
    # Deal 3 damage to chosen character.
    "Smash": Behaviour(effect=(Choose(character), DealDamage(3))),
    # SHOW ME ⟳, 3 ⬡ — If you have no cards in your hand, draw a card.
    "Beast's Mirror": Behaviour(
        activated=(Activated(Cost(exert=True, ink=3), (If(_empty_hand), Draw(1)), "SHOW ME"),)
    ),
    # CLANG! Banish this item — Chosen character can't challenge during their next turn.
    "Frying Pan": Behaviour(
        activated=(
            Activated(
                Cost(banish=True),
                (
                    Choose(character),
                    Modify(Stat.CANT_CHALLENGE, 1, duration=Duration.THEIR_NEXT_TURN),
                ),
                "CLANG!",
            ),
        )
    ),
    # ALL FOR ONE AND ONE FOR ALL Whenever one of your characters with Bodyguard is banished,
    # you may draw a card.
    "Musketeer Tabard": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISH,
                all_of(own_character, with_keyword(Keyword.BODYGUARD)),
                (May(), Draw(1)),
                "ALL FOR ONE AND ONE FOR ALL",
            ),
        )
    ),
    # QUICK SHOT ⟳, 2 ⬡ — Deal 1 damage to chosen character.
    "Plasma Blaster": Behaviour(
        activated=(
            Activated(Cost(exert=True, ink=2), (Choose(character), DealDamage(1)), "QUICK SHOT"),
        )
    ),
}
