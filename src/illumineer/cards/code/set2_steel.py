"""Rise of the Floodborn (set 2), Steel cards."""

from __future__ import annotations

from illumineer.engine.abilities import (
    CHOSEN,
    THIS,
    Activated,
    Banish,
    Behaviour,
    Choose,
    Cost,
    DealDamage,
    Discard,
    Do,
    Draw,
    Effects,
    May,
    MayPay,
    Modify,
    Ready,
    Static,
    Triggered,
    all_of,
    character,
    classified,
    damaged,
    during_your_turn,
    each,
    in_play,
    item,
    itself,
    itself_on_your_turn,
    not_,
    opposing_character,
    own_character,
    song,
    strength_at_least,
    this_banishes_a_character,
    you_play,
    your_turn,
)
from illumineer.engine.vocabulary import Duration, EventKind, Keyword, Stat, Zone


def _better_this_way(fx: Effects) -> None:
    """If this character has no damage, draw a card; otherwise he gets +4 ¤ this turn."""
    beast = fx.me()
    if beast.zone is not Zone.PLAY:
        return
    if beast.damage == 0:
        fx.draw(fx.controller)
    else:
        fx.modify(beast, Stat.STRENGTH, 4)


def _damage_per_character_you_have(fx: Effects) -> None:
    """ "Deal damage to chosen character equal to the number of characters you have in play"
    (counted as the damage is dealt)."""
    count = sum(1 for card in fx.cards(fx.controller, Zone.PLAY) if card.is_character)
    for card in CHOSEN(fx):
        fx.deal_damage(card, count)


CARDS: dict[str, Behaviour] = {
    # YOU'RE NOT WELCOME HERE When you play this character, you may deal 1 damage to chosen
    # character.
    "Beast - Forbidding Recluse": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (May(), Choose(character), DealDamage(1)),
                "YOU'RE NOT WELCOME HERE",
            ),
        )
    ),
    # Shift 3. IT'S BETTER THIS WAY At the start of your turn, if this character has no damage,
    # draw a card. Otherwise, he gets +4 ¤ this turn.
    "Beast - Tragic Hero": Behaviour(
        triggered=(
            Triggered(
                EventKind.TURN_START,
                your_turn,
                (Do(_better_this_way),),
                "IT'S BETTER THIS WAY",
            ),
        )
    ),
    # WE HAVE A CHOICE When you play this character, you may banish chosen item.
    "Benja - Guardian of the Dragon Gem": Behaviour(
        triggered=(
            Triggered(EventKind.PLAY, itself, (May(), Choose(item), Banish()), "WE HAVE A CHOICE"),
        )
    ),
    # INSUBORDINATION! Whenever you play a Floodborn character, deal 1 damage to each opposing
    # character.
    "Chief Bogo - Respected Officer": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                you_play(all_of(character, classified("Floodborn"))),
                (DealDamage(1, each(opposing_character)),),
                "INSUBORDINATION!",
            ),
        )
    ),
    # HAVE COURAGE When you play this character, you may draw a card, then choose and discard
    # a card.
    "Cinderella - Knight in Training": Behaviour(
        triggered=(Triggered(EventKind.PLAY, itself, (May(), Draw(1), Discard(1)), "HAVE COURAGE"),)
    ),
    # Shift 2. NOW WHERE WERE WE? During your turn, whenever this character banishes another
    # character in a challenge, you may draw a card.
    "Jafar - Dreadnought": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISHES,
                during_your_turn(this_banishes_a_character),
                (May(), Draw(1)),
                "NOW WHERE WERE WE?",
            ),
        )
    ),
    # I DON'T TRUST HIM, SIRE During your turn, this character gains Evasive.
    "Jafar - Royal Vizier": Behaviour(
        statics=(Static(Keyword.EVASIVE, itself_on_your_turn, 1, "I DON'T TRUST HIM, SIRE"),)
    ),
    # Resist +1. SCOUT LEADER During your turn, whenever this character banishes another
    # character in a challenge, you may deal 2 damage to chosen character.
    "Kronk - Junior Chipmunk": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISHES,
                during_your_turn(this_banishes_a_character),
                (May(), Choose(character), DealDamage(2)),
                "SCOUT LEADER",
            ),
        )
    ),
    # PAYBACK While this character has no damage, he gets +4 ¤.
    "Lawrence - Jealous Manservant": Behaviour(
        statics=(Static(Stat.STRENGTH, all_of(itself, not_(damaged)), 4, "PAYBACK"),)
    ),
    # ARCHERY LESSON Whenever this character quests, your characters gain Evasive this turn.
    "Li Shang - Archery Instructor": Behaviour(
        triggered=(
            Triggered(
                EventKind.QUEST,
                itself,
                (Modify(Keyword.EVASIVE, 1, each(own_character)),),
                "ARCHERY LESSON",
            ),
        )
    ),
    # MAKE IT SHINE When you play this character, chosen character gains Resist +1 until the
    # start of your next turn.
    "Magic Broom - Industrial Model": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (
                    Choose(character),
                    Modify(Keyword.RESIST, 1, duration=Duration.UNTIL_YOUR_NEXT_TURN),
                ),
                "MAKE IT SHINE",
            ),
        )
    ),
    # OFF WITH THEIR HEADS! Whenever an opposing character is banished, you may ready this
    # character.
    "Queen of Hearts - Capricious Monarch": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISH,
                opposing_character,
                (May(), Ready(THIS)),
                "OFF WITH THEIR HEADS!",
            ),
        )
    ),
    # SKIRMISH ⟳ — Deal 1 damage to chosen character.
    "Robin Hood - Capable Fighter": Behaviour(
        activated=(Activated(Cost(exert=True), (Choose(character), DealDamage(1)), "SKIRMISH"),)
    ),
    # CHANGE OF HEART Whenever this character quests, you may draw a card, then choose and
    # discard a card.
    "The Huntsman - Reluctant Enforcer": Behaviour(
        triggered=(
            Triggered(EventKind.QUEST, itself, (May(), Draw(1), Discard(1)), "CHANGE OF HEART"),
        )
    ),
    # Chosen character gains Challenger +2 and Resist +2 this turn.
    "Charge!": Behaviour(
        effect=(Choose(character), Modify(Keyword.CHALLENGER, 2), Modify(Keyword.RESIST, 2))
    ),
    # Song. Deal 2 damage to chosen character. Draw a card.
    "Let the Storm Rage On": Behaviour(effect=(Choose(character), DealDamage(2), Draw(1))),
    # Song. Deal damage to chosen character equal to the number of characters you have in play.
    "Strength of a Raging Fire": Behaviour(
        effect=(Choose(character), Do(_damage_per_character_you_have))
    ),
    # ARM YOURSELF 1 ⬡, Banish this item — Chosen character gains Challenger +3 this turn.
    "Last Cannon": Behaviour(
        activated=(
            Activated(
                Cost(ink=1, banish=True),
                (Choose(character), Modify(Keyword.CHALLENGER, 3)),
                "ARM YOURSELF",
            ),
        )
    ),
    # PROTECTION ⟳ — Chosen character gains Resist +1 until the start of your next turn.
    "Mouse Armor": Behaviour(
        activated=(
            Activated(
                Cost(exert=True),
                (
                    Choose(character),
                    Modify(Keyword.RESIST, 1, duration=Duration.UNTIL_YOUR_NEXT_TURN),
                ),
                "PROTECTION",
            ),
        )
    ),
    # TRAINING Whenever you play a character with 4 ¤ or more, you may pay 1 ⬡ to draw a card.
    "Weight Set": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                you_play(all_of(in_play, strength_at_least(4))),
                (MayPay(1), Draw(1)),
                "TRAINING",
            ),
        )
    ),
    # Shift 5. Resist +2. THE SINGING SWORD Whenever you play a song, this character may
    # challenge ready characters this turn.
    "Cinderella - Stouthearted": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                you_play(song),
                (Modify(Stat.CHALLENGE_READY, 1, THIS),),
                "THE SINGING SWORD",
            ),
        )
    ),
    # Bodyguard. BLADES This character can challenge ready characters.
    "Namaari - Morning Mist": Behaviour(
        statics=(Static(Stat.CHALLENGE_READY, itself, 1, "BLADES"),)
    ),
    # Chosen character can challenge ready characters this turn.
    "Pick a Fight": Behaviour(effect=(Choose(character), Modify(Stat.CHALLENGE_READY, 1))),
}
