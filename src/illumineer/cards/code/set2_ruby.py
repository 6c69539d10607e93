"""Rise of the Floodborn (set 2), Ruby cards."""

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
    Do,
    Draw,
    Event,
    Exert,
    GainLore,
    If,
    May,
    Modify,
    OpponentsLoseLore,
    Ready,
    Resolution,
    Static,
    Triggered,
    all_of,
    card_type,
    character,
    classified,
    damaged,
    during_your_turn,
    itself,
    opposing_character,
    own_character,
    this_banishes_a_character,
    this_card,
    you_play,
)
from illumineer.engine.game import Game
from illumineer.engine.state import Card, Zone


def _damage_on_this(game: Game, source: Card, card: Card) -> int:
    return card.damage


def _your_character_challenges_a_character(game: Game, source: Card, event: Event) -> bool:
    """ "Whenever one of your characters challenges another character" (not a location)."""
    challenger = game.cards[event.card]
    return challenger.owner == source.owner and game.cards[event.other].is_character


def _opponent_has_more_lore(game: Game, res: Resolution) -> bool:
    me = game.players[res.controller]
    return game.players[1 - me.index].lore > me.lore


def _strength_3_or_less(game: Game, res: Resolution, card: Card) -> bool:
    return game.strength(card) <= 3


def _another_character(game: Game, res: Resolution, card: Card) -> bool:
    """ "Another chosen character": not the one chosen before."""
    return card.is_character and card.id not in res.chosen


def _one_was_chosen(game: Game, res: Resolution) -> bool:
    return bool(res.chosen)


def _draw_for_damage_then_banish(game: Game, res: Resolution) -> None:
    for card in CHOSEN(game, res):
        for _ in range(card.damage):
            game.draw(res.controller)
        game.banish(card)


def _plus_strength_per_damage(game: Game, res: Resolution) -> None:
    for card in CHOSEN(game, res):
        game.add_modifier(card, "strength", card.damage, "this_turn", res.controller)


def _your_evasive_character(game: Game, source: Card, card: Card) -> bool:
    return (
        card.is_character
        and card.owner == source.owner
        and card.zone is Zone.PLAY
        and game.has_keyword(card, "Evasive")
    )


#: "You may ready this character. (S)he can't quest for the rest of this turn."
_MAY_READY_THIS_NO_QUEST = (May(), Ready(THIS), Modify("cant_quest", 1, THIS))


def _second_action(game: Game, source: Card, event: Event) -> bool:
    return (
        event.player == source.owner
        and game.cards[event.card].definition.card_type.value == "Action"
        and game.played_this_turn(source.owner, "action") == 2
    )


def _challenging_damaged(game: Game, source: Card, card: Card) -> bool:
    return (
        card is source
        and game.challenge is not None
        and game.challenge[0] == source.id
        and game.cards[game.challenge[1]].damage > 0
    )


CARDS: dict[str, Behaviour] = {
    # Evasive. PHOOEY! This character gets +1 ◊ for each 1 damage on him.
    "Donald Duck - Not Again!": Behaviour(
        statics=(Static("lore", itself, _damage_on_this, "PHOOEY!"),)
    ),
    # EASY STREET Whenever you play a Floodborn character, each opponent loses 1 lore.
    "Honest John - Not That Honest": Behaviour(
        triggered=(
            Triggered(
                "play",
                you_play(all_of(character, classified("Floodborn"))),
                (OpponentsLoseLore(1),),
                "EASY STREET",
            ),
        )
    ),
    # Shift 4. POWER TO RULE AT LAST When you play this character, each opponent chooses and
    # banishes one of their characters.
    "Lady Tremaine - Imperious Queen": Behaviour(
        triggered=(
            Triggered(
                "play",
                this_card,
                (Choose(opposing_character, chooser="opponent"), Banish()),
                "POWER TO RULE AT LAST",
            ),
        )
    ),
    # NOT FOR YOU When you play this character, each opponent with more lore than you loses
    # 1 lore.
    "Lady Tremaine - Overbearing Matriarch": Behaviour(
        triggered=(
            Triggered(
                "play",
                this_card,
                (If(_opponent_has_more_lore), OpponentsLoseLore(1)),
                "NOT FOR YOU",
            ),
        )
    ),
    # THIS SHOULDN'T TAKE LONG ⟳, Banish this character — Banish chosen character.
    "Namaari - Nemesis": Behaviour(
        activated=(
            Activated(
                Cost(exert=True, banish=True),
                (Choose(character), Banish()),
                "THIS SHOULDN'T TAKE LONG",
            ),
        )
    ),
    # Shift 2. LET THE GAME BEGIN Whenever one of your characters challenges another
    # character, you may draw a card.
    "Queen of Hearts - Sensing Weakness": Behaviour(
        triggered=(
            Triggered(
                "challenge",
                _your_character_challenges_a_character,
                (May(), Draw(1)),
                "LET THE GAME BEGIN",
            ),
        )
    ),
    # THIS IS MY KINGDOM When you play this character, exert chosen opposing character with
    # 3 ¤ or less. Choose one of your characters and ready them. They can't quest for the rest
    # of this turn.
    "Ratigan - Very Large Mouse": Behaviour(
        triggered=(
            Triggered(
                "play",
                this_card,
                (
                    Choose(all_of(opposing_character, _strength_3_or_less)),
                    Exert(),
                    Choose(own_character),
                    Ready(),
                    Modify("cant_quest", 1),
                ),
                "THIS IS MY KINGDOM",
            ),
        )
    ),
    # NOTE TO SELF, DON'T DIE During your turn, whenever this character banishes another
    # character in a challenge, you may ready this character. She can't quest for the rest of
    # this turn.
    "Raya - Headstrong": Behaviour(
        triggered=(
            Triggered(
                "banishes",
                during_your_turn(this_banishes_a_character),
                _MAY_READY_THIS_NO_QUEST,
                "NOTE TO SELF, DON'T DIE",
            ),
        )
    ),
    # Rush. DADDY ISN'T HERE TO SAVE YOU During your turn, whenever this character banishes
    # another character in a challenge, you may ready this character. He can't quest for the
    # rest of this turn.
    "Scar - Vicious Cheater": Behaviour(
        triggered=(
            Triggered(
                "banishes",
                during_your_turn(this_banishes_a_character),
                _MAY_READY_THIS_NO_QUEST,
                "DADDY ISN'T HERE TO SAVE YOU",
            ),
        )
    ),
    # DON'T INSULT MY INTELLIGENCE Whenever one of your characters challenges another
    # character, gain 1 lore.
    "Shere Khan - Menacing Predator": Behaviour(
        triggered=(
            Triggered(
                "challenge",
                _your_character_challenges_a_character,
                (GainLore(1),),
                "DON'T INSULT MY INTELLIGENCE",
            ),
        )
    ),
    # ENERGETIC Whenever you play an action, this character gets +2 ¤ this turn.
    "Tigger - One of a Kind": Behaviour(
        triggered=(
            Triggered(
                "play", you_play(card_type("Action")), (Modify("strength", 2, THIS),), "ENERGETIC"
            ),
        )
    ),
    # Go the Distance: Ready chosen damaged character of yours. They can't quest for the rest
    # of this turn. Draw a card.
    "Go the Distance": Behaviour(
        effect=(
            Choose(all_of(own_character, damaged)),
            Ready(),
            Modify("cant_quest", 1),
            Draw(1),
        )
    ),
    # Teeth and Ambitions: Deal 2 damage to chosen character of yours to deal 2 damage to
    # another chosen character.
    "Teeth and Ambitions": Behaviour(
        effect=(
            Choose(own_character),
            If(_one_was_chosen),
            DealDamage(2),
            Choose(_another_character),
            DealDamage(2),
        )
    ),
    # The Most Diabolical Scheme: Banish chosen Villain of yours to banish chosen character.
    "The Most Diabolical Scheme": Behaviour(
        effect=(
            Choose(all_of(own_character, classified("Villain"))),
            If(_one_was_chosen),
            Banish(),
            Choose(character),
            Banish(),
        )
    ),
    # What Did You Call Me?: Chosen damaged character gets +3 ¤ this turn.
    "What Did You Call Me?": Behaviour(
        effect=(Choose(all_of(character, damaged)), Modify("strength", 3))
    ),
    # You Can Fly!: Chosen character gains Evasive until the start of your next turn.
    "You Can Fly!": Behaviour(
        effect=(Choose(character), Modify("Evasive", 1, duration="until_your_next_turn"))
    ),
    # YOU KNOW WHAT HAPPENS ⟳, 2 ⬡ — Draw cards equal to the damage on chosen character of
    # yours, then banish them.
    "Dinner Bell": Behaviour(
        activated=(
            Activated(
                Cost(exert=True, ink=2),
                (Choose(own_character), Do(_draw_for_damage_then_banish)),
                "YOU KNOW WHAT HAPPENS",
            ),
        )
    ),
    # Your characters with Evasive get +1 ¤.
    "Peter Pan's Dagger": Behaviour(statics=(Static("strength", _your_evasive_character, 1),)),
    # ⟳, 2 ⬡ — Chosen character gets +1 ¤ this turn for each 1 damage on them.
    "Sword in the Stone": Behaviour(
        activated=(
            Activated(Cost(exert=True, ink=2), (Choose(character), Do(_plus_strength_per_damage))),
        )
    ),
    # Shift 2. Evasive. UNDERSEA ADVENTURE Whenever you play a second action in a turn, this
    # character gets +2 ◊ this turn.
    "Minnie Mouse - Wide-Eyed Diver": Behaviour(
        triggered=(
            Triggered("play", _second_action, (Modify("lore", 2, THIS),), "UNDERSEA ADVENTURE"),
        )
    ),
    # WHAT HAVE YOU DONE?! This character enters play with 3 damage.
    "Mother Gothel - Withered and Wicked": Behaviour(
        statics=(Static("enters_damage", itself, 3, "WHAT HAVE YOU DONE?!"),)
    ),
    # Shift 4. CHAMPION OF KUMANDRA Whenever this character challenges a damaged character,
    # she takes no damage from the challenge.
    "Raya - Leader of Heart": Behaviour(
        statics=(Static("no_challenge_damage", _challenging_damaged, 1, "CHAMPION OF KUMANDRA"),)
    ),
}
