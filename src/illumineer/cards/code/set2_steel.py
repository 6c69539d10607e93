"""Rise of the Floodborn (set 2), Steel cards."""

from __future__ import annotations

from dataclasses import dataclass

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
    Event,
    May,
    Modify,
    PayInk,
    Prompt,
    Ready,
    Resolution,
    Static,
    Step,
    Triggered,
    all_of,
    at_start_of_your_turn,
    character,
    classified,
    during_your_turn,
    each,
    item,
    itself,
    itself_on_your_turn,
    opposing_character,
    own_character,
    song,
    this_banishes_a_character,
    this_card,
    you_play,
)
from illumineer.engine.game import Game
from illumineer.engine.state import Card, Zone


def _this_undamaged(game: Game, source: Card, card: Card) -> bool:
    return card is source and card.damage == 0


def _opposing_character_banished(game: Game, source: Card, event: Event) -> bool:
    card = game.cards[event.card]
    return card.is_character and card.owner != source.owner


def _you_play_strong_character(game: Game, source: Card, event: Event) -> bool:
    """ "Whenever you play a character with 4 ¤ or more"."""
    card = game.cards[event.card]
    return (
        event.player == source.owner
        and card.is_character
        and card.zone is Zone.PLAY
        and game.strength(card) >= 4
    )


def _better_this_way(game: Game, res: Resolution) -> None:
    """If this character has no damage, draw a card; otherwise he gets +4 ¤ this turn."""
    beast = game.cards[res.source]
    if beast.zone is not Zone.PLAY:
        return
    if beast.damage == 0:
        game.draw(res.controller)
    else:
        game.add_modifier(beast, "strength", 4, "this_turn", res.controller)


@dataclass(frozen=True, slots=True)
class DealDamagePerCharacter(Step):
    """ "Deal damage to chosen character equal to the number of characters you have in play"
    (counted as the damage is dealt)."""

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        count = sum(1 for card in game.players[res.controller].play if card.is_character)
        for card in CHOSEN(game, res):
            game.deal_damage(card, count, res.source)
        return None


CARDS: dict[str, Behaviour] = {
    # YOU'RE NOT WELCOME HERE When you play this character, you may deal 1 damage to chosen
    # character.
    "Beast - Forbidding Recluse": Behaviour(
        triggered=(
            Triggered(
                "play",
                this_card,
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
                "turn_start",
                at_start_of_your_turn,
                (Do(_better_this_way),),
                "IT'S BETTER THIS WAY",
            ),
        )
    ),
    # WE HAVE A CHOICE When you play this character, you may banish chosen item.
    "Benja - Guardian of the Dragon Gem": Behaviour(
        triggered=(
            Triggered("play", this_card, (May(), Choose(item), Banish()), "WE HAVE A CHOICE"),
        )
    ),
    # INSUBORDINATION! Whenever you play a Floodborn character, deal 1 damage to each opposing
    # character.
    "Chief Bogo - Respected Officer": Behaviour(
        triggered=(
            Triggered(
                "play",
                you_play(all_of(character, classified("Floodborn"))),
                (DealDamage(1, each(opposing_character)),),
                "INSUBORDINATION!",
            ),
        )
    ),
    # HAVE COURAGE When you play this character, you may draw a card, then choose and discard
    # a card.
    "Cinderella - Knight in Training": Behaviour(
        triggered=(Triggered("play", this_card, (May(), Draw(1), Discard(1)), "HAVE COURAGE"),)
    ),
    # Shift 2. NOW WHERE WERE WE? During your turn, whenever this character banishes another
    # character in a challenge, you may draw a card.
    "Jafar - Dreadnought": Behaviour(
        triggered=(
            Triggered(
                "banishes",
                during_your_turn(this_banishes_a_character),
                (May(), Draw(1)),
                "NOW WHERE WERE WE?",
            ),
        )
    ),
    # I DON'T TRUST HIM, SIRE During your turn, this character gains Evasive.
    "Jafar - Royal Vizier": Behaviour(
        statics=(Static("Evasive", itself_on_your_turn, 1, "I DON'T TRUST HIM, SIRE"),)
    ),
    # Resist +1. SCOUT LEADER During your turn, whenever this character banishes another
    # character in a challenge, you may deal 2 damage to chosen character.
    "Kronk - Junior Chipmunk": Behaviour(
        triggered=(
            Triggered(
                "banishes",
                during_your_turn(this_banishes_a_character),
                (May(), Choose(character), DealDamage(2)),
                "SCOUT LEADER",
            ),
        )
    ),
    # PAYBACK While this character has no damage, he gets +4 ¤.
    "Lawrence - Jealous Manservant": Behaviour(
        statics=(Static("strength", _this_undamaged, 4, "PAYBACK"),)
    ),
    # ARCHERY LESSON Whenever this character quests, your characters gain Evasive this turn.
    "Li Shang - Archery Instructor": Behaviour(
        triggered=(
            Triggered(
                "quest", this_card, (Modify("Evasive", 1, each(own_character)),), "ARCHERY LESSON"
            ),
        )
    ),
    # MAKE IT SHINE When you play this character, chosen character gains Resist +1 until the
    # start of your next turn.
    "Magic Broom - Industrial Model": Behaviour(
        triggered=(
            Triggered(
                "play",
                this_card,
                (Choose(character), Modify("Resist", 1, duration="until_your_next_turn")),
                "MAKE IT SHINE",
            ),
        )
    ),
    # OFF WITH THEIR HEADS! Whenever an opposing character is banished, you may ready this
    # character.
    "Queen of Hearts - Capricious Monarch": Behaviour(
        triggered=(
            Triggered(
                "banish",
                _opposing_character_banished,
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
        triggered=(Triggered("quest", this_card, (May(), Draw(1), Discard(1)), "CHANGE OF HEART"),)
    ),
    # Chosen character gains Challenger +2 and Resist +2 this turn.
    "Charge!": Behaviour(effect=(Choose(character), Modify("Challenger", 2), Modify("Resist", 2))),
    # Song. Deal 2 damage to chosen character. Draw a card.
    "Let the Storm Rage On": Behaviour(effect=(Choose(character), DealDamage(2), Draw(1))),
    # Song. Deal damage to chosen character equal to the number of characters you have in play.
    "Strength of a Raging Fire": Behaviour(effect=(Choose(character), DealDamagePerCharacter())),
    # ARM YOURSELF 1 ⬡, Banish this item — Chosen character gains Challenger +3 this turn.
    "Last Cannon": Behaviour(
        activated=(
            Activated(
                Cost(ink=1, banish=True),
                (Choose(character), Modify("Challenger", 3)),
                "ARM YOURSELF",
            ),
        )
    ),
    # PROTECTION ⟳ — Chosen character gains Resist +1 until the start of your next turn.
    "Mouse Armor": Behaviour(
        activated=(
            Activated(
                Cost(exert=True),
                (Choose(character), Modify("Resist", 1, duration="until_your_next_turn")),
                "PROTECTION",
            ),
        )
    ),
    # TRAINING Whenever you play a character with 4 ¤ or more, you may pay 1 ⬡ to draw a card.
    "Weight Set": Behaviour(
        triggered=(
            Triggered("play", _you_play_strong_character, (May(), PayInk(1), Draw(1)), "TRAINING"),
        )
    ),
    # Shift 5. Resist +2. THE SINGING SWORD Whenever you play a song, this character may
    # challenge ready characters this turn.
    "Cinderella - Stouthearted": Behaviour(
        triggered=(
            Triggered(
                "play", you_play(song), (Modify("challenge_ready", 1, THIS),), "THE SINGING SWORD"
            ),
        )
    ),
    # Bodyguard. BLADES This character can challenge ready characters.
    "Namaari - Morning Mist": Behaviour(statics=(Static("challenge_ready", itself, 1, "BLADES"),)),
    # Chosen character can challenge ready characters this turn.
    "Pick a Fight": Behaviour(effect=(Choose(character), Modify("challenge_ready", 1))),
}
