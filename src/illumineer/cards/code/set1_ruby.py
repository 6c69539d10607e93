"""The First Chapter (set 1), Ruby cards."""

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
    Effects,
    Facts,
    GainLore,
    May,
    Modify,
    OpponentsLoseLore,
    Ready,
    Static,
    Triggered,
    all_of,
    character,
    classified,
    cost_at_most,
    during_your_turn,
    each,
    itself,
    named,
    opposing_character,
    other_own_character,
    own_character,
    this_banishes_a_character,
    you_play,
)
from illumineer.engine.vocabulary import EventKind, Keyword, Stat


def _evasive_opponent_while_exerted(fx: Facts, card: CardView) -> bool:
    return (
        fx.me().exerted and opposing_character(fx, card) and fx.has_keyword(card, Keyword.EVASIVE)
    )


def _take_a_bite(fx: Effects) -> None:
    """Exert the chosen character; a Princess is banished instead."""
    for card in CHOSEN(fx):
        if "Princess" in card.definition.classifications:
            fx.banish([card])
        else:
            fx.exert(card)


_OWN_COST_3_OR_LESS = each(all_of(own_character, cost_at_most(3)))

#: "Ready chosen character. They can't quest for the rest of this turn."
_READY_CHOSEN_NO_QUEST = (Choose(character), Ready(), Modify(Stat.CANT_QUEST, 1))

CARDS: dict[str, Behaviour] = {
    # DARING EXPLOIT During your turn, whenever this character banishes another character in
    # a challenge, you gain 2 lore and each opponent loses 2 lore.
    "Aladdin - Heroic Outlaw": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISHES,
                during_your_turn(this_banishes_a_character),
                (GainLore(2), OpponentsLoseLore(2)),
                "DARING EXPLOIT",
            ),
        )
    ),
    # IMPROVISE When you play this character, each opponent loses 1 lore.
    "Aladdin - Street Rat": Behaviour(
        triggered=(Triggered(EventKind.PLAY, itself, (OpponentsLoseLore(1),), "IMPROVISE"),)
    ),
    # YOU COWARD! While this character is exerted, opposing characters with Evasive gain
    # Reckless.
    "Captain Hook - Ruthless Pirate": Behaviour(
        statics=(Static(Keyword.RECKLESS, _evasive_opponent_while_exerted, 1, "YOU COWARD!"),)
    ),
    # THAT'S NO BLIZZARD Whenever you play a character named Anna, ready this character. This
    # character can't quest for the rest of this turn.
    "Elsa - Ice Surfer": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                you_play(all_of(character, named("Anna"))),
                (Ready(THIS), Modify(Stat.CANT_QUEST, 1, THIS)),
                "THAT'S NO BLIZZARD",
            ),
        )
    ),
    # FAN THE FLAMES When you play this character, ready chosen character. They can't quest
    # for the rest of this turn.
    "LeFou - Instigator": Behaviour(
        triggered=(Triggered(EventKind.PLAY, itself, _READY_CHOSEN_NO_QUEST, "FAN THE FLAMES"),)
    ),
    # DRAGON FIRE When you play this character, you may banish chosen character.
    "Maleficent - Monstrous Dragon": Behaviour(
        triggered=(
            Triggered(EventKind.PLAY, itself, (May(), Choose(character), Banish()), "DRAGON FIRE"),
        )
    ),
    # THIS IS NOT WHO YOU ARE When you play this character, you may banish chosen character
    # named Te Kā.
    "Moana - Chosen by the Ocean": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (May(), Choose(all_of(character, named("Te Kā"))), Banish()),
                "THIS IS NOT WHO YOU ARE",
            ),
        )
    ),
    # LEAD BY EXAMPLE During your turn, whenever this character banishes another character in
    # a challenge, your other characters get +1 ◊ this turn.
    "Mulan - Imperial Soldier": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISHES,
                during_your_turn(this_banishes_a_character),
                (Modify(Stat.LORE, 1, each(other_own_character)),),
                "LEAD BY EXAMPLE",
            ),
        )
    ),
    # TANGLE When you play this character, each opponent loses 1 lore.
    "Rapunzel - Letting Down Her Hair": Behaviour(
        triggered=(Triggered(EventKind.PLAY, itself, (OpponentsLoseLore(1),), "TANGLE"),)
    ),
    # ROUSING SPEECH When you play this character, ready your characters with cost 3 or less.
    # They can't quest for the rest of this turn.
    "Scar - Shameless Firebrand": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (Ready(_OWN_COST_3_OR_LESS), Modify(Stat.CANT_QUEST, 1, _OWN_COST_3_OR_LESS)),
                "ROUSING SPEECH",
            ),
        )
    ),
    # Be Prepared: Banish all characters.
    "Be Prepared": Behaviour(effect=(Banish(each(character)),)),
    # Dragon Fire: Banish chosen character.
    "Dragon Fire": Behaviour(effect=(Choose(character), Banish())),
    # Fan the Flames: Ready chosen character. They can't quest for the rest of this turn.
    "Fan the Flames": Behaviour(effect=_READY_CHOSEN_NO_QUEST),
    # He's Got a Sword!: Chosen character gets +2 ¤ this turn.
    "He's Got a Sword!": Behaviour(effect=(Choose(character), Modify(Stat.STRENGTH, 2))),
    # Tangle: Each opponent loses 1 lore.
    "Tangle": Behaviour(effect=(OpponentsLoseLore(1),)),
    # TAKE A BITE... 1 ⬡, Banish this item — Exert chosen character. If a Princess character
    # is chosen, banish her instead.
    "Poisoned Apple": Behaviour(
        activated=(
            Activated(
                Cost(ink=1, banish=True), (Choose(character), Do(_take_a_bite)), "TAKE A BITE..."
            ),
        )
    ),
    # FIREPROOF ⟳, 3 ⬡ — Ready chosen character. They can't quest for the rest of this turn.
    "Shield of Virtue": Behaviour(
        activated=(Activated(Cost(exert=True, ink=3), _READY_CHOSEN_NO_QUEST, "FIREPROOF"),)
    ),
    # FINAL ENCHANTMENT Banish this item — Banish chosen Villain character.
    "Sword of Truth": Behaviour(
        activated=(
            Activated(
                Cost(banish=True),
                (Choose(all_of(character, classified("Villain"))), Banish()),
                "FINAL ENCHANTMENT",
            ),
        )
    ),
    # Chosen character gains Rush this turn.
    "Cut to the Chase": Behaviour(effect=(Choose(character), Modify(Keyword.RUSH, 1))),
}
