"""Rise of the Floodborn (set 2), Ruby cards."""

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
    DealDamage,
    Do,
    Draw,
    Effects,
    Exert,
    Facts,
    GainLore,
    If,
    May,
    Modify,
    OpponentsLoseLore,
    Ready,
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
    strength_at_most,
    this_banishes_a_character,
    with_keyword,
    you_play,
    your_characters,
)
from illumineer.engine.vocabulary import CardType, Duration, EventKind, Keyword, Stat, Who

_you_play_an_action = you_play(card_type(CardType.ACTION))
_floodborn_character = all_of(character, classified("Floodborn"))


def _damage_on_it(fx: Facts, card: CardView) -> int:
    return card.damage


def _challenges_a_character(fx: Facts, card: CardView) -> bool:
    """ "Whenever one of your characters challenges another character" (not a location)."""
    event = fx.event
    return own_character(fx, card) and event is not None and fx.card(event.other).is_character


def _opponent_has_more_lore(fx: Facts, card: CardView) -> bool:
    return fx.lore(1 - fx.controller) > fx.lore(fx.controller)


def _one_was_chosen(fx: Facts, card: CardView) -> bool:
    return bool(fx.chosen)


def _another_character(fx: Facts, card: CardView) -> bool:
    """ "Another chosen character": not the one chosen before."""
    return card.is_character and card.id not in fx.chosen


def _draw_for_their_damage(fx: Effects) -> None:
    for card in CHOSEN(fx):
        fx.draw(fx.controller, card.damage)


def _plus_strength_per_damage(fx: Effects) -> None:
    for card in CHOSEN(fx):
        fx.modify(card, Stat.STRENGTH, card.damage)


def _second_action(fx: Facts, card: CardView) -> bool:
    return _you_play_an_action(fx, card) and fx.played_this_turn(fx.controller) == 2


def _challenging_damaged(fx: Facts, card: CardView) -> bool:
    challenge = fx.challenge()
    return (
        itself(fx, card)
        and challenge is not None
        and challenge[0] == fx.source
        and fx.card(challenge[1]).damage > 0
    )


#: "You may ready this character. (S)he can't quest for the rest of this turn."
_MAY_READY_THIS_NO_QUEST = (May(), Ready(THIS), Modify(Stat.CANT_QUEST, 1, THIS))


CARDS: dict[str, Behaviour] = {
    # Evasive. PHOOEY! This character gets +1 ◊ for each 1 damage on him.
    "Donald Duck - Not Again!": Behaviour(
        statics=(Static(Stat.LORE, itself, _damage_on_it, "PHOOEY!"),)
    ),
    # EASY STREET Whenever you play a Floodborn character, each opponent loses 1 lore.
    "Honest John - Not That Honest": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                you_play(_floodborn_character),
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
                EventKind.PLAY,
                itself,
                (Choose(opposing_character, chooser=Who.OPPONENT), Banish()),
                "POWER TO RULE AT LAST",
            ),
        )
    ),
    # NOT FOR YOU When you play this character, each opponent with more lore than you loses
    # 1 lore.
    "Lady Tremaine - Overbearing Matriarch": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
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
                EventKind.CHALLENGE,
                _challenges_a_character,
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
                EventKind.PLAY,
                itself,
                (
                    Choose(all_of(opposing_character, strength_at_most(3))),
                    Exert(),
                    Choose(own_character),
                    Ready(),
                    Modify(Stat.CANT_QUEST, 1),
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
                EventKind.BANISHES,
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
                EventKind.BANISHES,
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
                EventKind.CHALLENGE,
                _challenges_a_character,
                (GainLore(1),),
                "DON'T INSULT MY INTELLIGENCE",
            ),
        )
    ),
    # ENERGETIC Whenever you play an action, this character gets +2 ¤ this turn.
    "Tigger - One of a Kind": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY, _you_play_an_action, (Modify(Stat.STRENGTH, 2, THIS),), "ENERGETIC"
            ),
        )
    ),
    # Go the Distance: Ready chosen damaged character of yours. They can't quest for the rest
    # of this turn. Draw a card.
    "Go the Distance": Behaviour(
        effect=(
            Choose(all_of(own_character, damaged)),
            Ready(),
            Modify(Stat.CANT_QUEST, 1),
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
        effect=(Choose(all_of(character, damaged)), Modify(Stat.STRENGTH, 3))
    ),
    # You Can Fly!: Chosen character gains Evasive until the start of your next turn.
    "You Can Fly!": Behaviour(
        effect=(
            Choose(character),
            Modify(Keyword.EVASIVE, 1, duration=Duration.UNTIL_YOUR_NEXT_TURN),
        )
    ),
    # YOU KNOW WHAT HAPPENS ⟳, 2 ⬡ — Draw cards equal to the damage on chosen character of
    # yours, then banish them.
    "Dinner Bell": Behaviour(
        activated=(
            Activated(
                Cost(exert=True, ink=2),
                (Choose(own_character), Do(_draw_for_their_damage), Banish()),
                "YOU KNOW WHAT HAPPENS",
            ),
        )
    ),
    # Your characters with Evasive get +1 ¤.
    "Peter Pan's Dagger": Behaviour(
        statics=(Static(Stat.STRENGTH, all_of(your_characters, with_keyword(Keyword.EVASIVE)), 1),)
    ),
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
            Triggered(
                EventKind.PLAY, _second_action, (Modify(Stat.LORE, 2, THIS),), "UNDERSEA ADVENTURE"
            ),
        )
    ),
    # WHAT HAVE YOU DONE?! This character enters play with 3 damage.
    "Mother Gothel - Withered and Wicked": Behaviour(
        statics=(Static(Stat.ENTERS_DAMAGE, itself, 3, "WHAT HAVE YOU DONE?!"),)
    ),
    # Shift 4. CHAMPION OF KUMANDRA Whenever this character challenges a damaged character,
    # she takes no damage from the challenge.
    "Raya - Leader of Heart": Behaviour(
        statics=(Static(Stat.NO_CHALLENGE_DAMAGE, _challenging_damaged, 1, "CHAMPION OF KUMANDRA"),)
    ),
}
