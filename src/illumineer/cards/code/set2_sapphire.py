"""Rise of the Floodborn (set 2), Sapphire cards."""

from __future__ import annotations

from illumineer.engine.abilities import (
    THIS_IN_DISCARD,
    Activated,
    Banish,
    Behaviour,
    CardView,
    Choose,
    Cost,
    DealDamage,
    Do,
    Draw,
    Effect,
    Effects,
    Facts,
    GainLore,
    If,
    InkTopCard,
    LookAtTop,
    May,
    MayPay,
    Modify,
    MoveChosen,
    PutIntoInkwell,
    PutLooked,
    RemoveDamage,
    Static,
    TakeLooked,
    Triggered,
    all_of,
    any_card,
    by_you,
    character,
    classified,
    each,
    exerted,
    item,
    itself,
    itself_on_your_turn,
    named,
    opposing_character,
    other,
    own_character,
    you_play,
    your_characters,
    your_other_characters,
    yours,
)
from illumineer.engine.vocabulary import Duration, EventKind, Keyword, Stat, Who, Zone

_your_item = all_of(item, yours)


def _you_have_an_item(fx: Facts, card: CardView) -> bool:
    return any(item(fx, c) for c in fx.cards(fx.controller, Zone.PLAY))


def _ten_strength_or_more(fx: Facts, card: CardView) -> bool:
    return card.id == fx.source and fx.strength(card) >= 10


def _played_with_shift(fx: Facts, card: CardView) -> bool:
    # A shifted character enters play on top of the card it shifted onto (8.10.4).
    return bool(card.under)


def _its_player_draws(fx: Effects) -> None:
    for card_id in fx.chosen:
        fx.draw(fx.card(card_id).owner)


def _opponent_reveals_hand(fx: Effects) -> None:
    for card in fx.cards(1 - fx.controller, Zone.HAND):
        fx.reveal(card)


# Hiram Flaversham's ARTIFICER happens on play and on quest alike.
_ARTIFICER: Effect = (If(_you_have_an_item), May(), Choose(_your_item), Banish(), Draw(2))


CARDS: dict[str, Behaviour] = {
    # GOOD ADVICE Your other characters gain Support. WHAT DID I DO? While this character has
    # 10 ¤ or more, she gets +4 ◊.
    "Alice - Growing Girl": Behaviour(
        statics=(
            Static(Keyword.SUPPORT, your_other_characters, 1, "GOOD ADVICE"),
            Static(Stat.LORE, _ten_strength_or_more, 4, "WHAT DID I DO?"),
        )
    ),
    # Shift 5. THERE'S ALWAYS A CHANCE If you used Shift to play this character, you may draw
    # 2 cards when he enters play.
    "Basil - Great Mouse Detective": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                all_of(itself, _played_with_shift),
                (May(), Draw(2)),
                "THERE'S ALWAYS A CHANCE",
            ),
        )
    ),
    # Shift 3. Ward. UNWIND Your other characters gain Resist +1.
    "Cogsworth - Grandfather Clock": Behaviour(
        statics=(Static(Keyword.RESIST, your_other_characters, 1, "UNWIND"),)
    ),
    # NOW GET GOING During your turn, this character gains Evasive.
    "Cruella De Vil - Fashionable Cruiser": Behaviour(
        statics=(Static(Keyword.EVASIVE, itself_on_your_turn, 1, "NOW GET GOING"),)
    ),
    # Shift 3. OH, NO YOU DON'T Whenever this character quests, chosen opposing character gets
    # -2 ¤ this turn.
    "Cruella De Vil - Perfectly Wretched": Behaviour(
        triggered=(
            Triggered(
                EventKind.QUEST,
                itself,
                (Choose(opposing_character), Modify(Stat.STRENGTH, -2)),
                "OH, NO YOU DON'T",
            ),
        )
    ),
    # Shift 4. DEVELOPED BRAIN When you play this character, look at the top 3 cards of your
    # deck. You may put one into your hand. Put the rest on the bottom of your deck in any
    # order.
    "Gaston - Intellectual Powerhouse": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (LookAtTop(3), TakeLooked(any_card, reveal=False), PutLooked(bottom=True)),
                "DEVELOPED BRAIN",
            ),
        )
    ),
    # ARTIFICER When you play this character and whenever he quests, you may banish one of
    # your items to draw 2 cards.
    "Hiram Flaversham - Toymaker": Behaviour(
        triggered=(
            Triggered(EventKind.PLAY, itself, _ARTIFICER, "ARTIFICER"),
            Triggered(EventKind.QUEST, itself, _ARTIFICER, "ARTIFICER"),
        )
    ),
    # NEVER, EVER LOSE SIGHT When this character is banished, you may put this card into your
    # inkwell facedown and exerted.
    "James - Role Model": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISH,
                itself,
                (May(), PutIntoInkwell(THIS_IN_DISCARD, exerted=True)),
                "NEVER, EVER LOSE SIGHT",
            ),
        )
    ),
    # I'M A FAST LEARNER When you play this character, remove up to 1 damage from chosen
    # character of yours.
    "Jasmine - Heir of Agrabah": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (Choose(own_character), RemoveDamage(1)),
                "I'M A FAST LEARNER",
            ),
        )
    ),
    # DON'T CALL ME CUTE When you play this character, you may banish chosen item. Its player
    # draws a card.
    "Judy Hopps - Optimistic Officer": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (May(), Choose(item), Banish(), Do(_its_player_draws)),
                "DON'T CALL ME CUTE",
            ),
        )
    ),
    # TIDY UP Whenever you play a Floodborn character, you may put the top card of your deck
    # into your inkwell facedown and exerted.
    "Mrs. Judson - Housekeeper": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                you_play(all_of(character, classified("Floodborn"))),
                (May(), InkTopCard()),
                "TIDY UP",
            ),
        )
    ),
    # IT'S CALLED A HUSTLE When you play this character, you may return an item card named
    # Pawpsicle from your discard to your hand.
    "Nick Wilde - Wily Fox": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (
                    May(),
                    Choose(all_of(item, named("Pawpsicle")), zone=Zone.DISCARD),
                    MoveChosen(Zone.HAND),
                ),
                "IT'S CALLED A HUSTLE",
            ),
        )
    ),
    # HIDE AND SEEK While you have an item in play, this character gains Resist +1 and Ward.
    "Noi - Orphaned Thief": Behaviour(
        statics=(
            Static(Keyword.RESIST, all_of(itself, _you_have_an_item), 1, "HIDE AND SEEK"),
            Static(Keyword.WARD, all_of(itself, _you_have_an_item), 1, "HIDE AND SEEK"),
        )
    ),
    # HUNNY POT Whenever this character quests, you may put a card from your hand into your
    # inkwell facedown.
    "Winnie the Pooh - Having a Think": Behaviour(
        triggered=(
            Triggered(
                EventKind.QUEST,
                itself,
                (May(), Choose(any_card, zone=Zone.HAND), MoveChosen(Zone.INKWELL)),
                "HUNNY POT",
            ),
        )
    ),
    # Each player chooses one of their characters and puts them into their inkwell facedown
    # and exerted.
    "Falling Down the Rabbit Hole": Behaviour(
        effect=(
            Choose(own_character),
            PutIntoInkwell(),
            Choose(opposing_character, chooser=Who.OPPONENT),
            PutIntoInkwell(),
        )
    ),
    # Your characters gain Resist +2 until the start of your next turn.
    "Four Dozen Eggs": Behaviour(
        effect=(Modify(Keyword.RESIST, 2, each(own_character), Duration.UNTIL_YOUR_NEXT_TURN),)
    ),
    # Banish chosen item of yours to deal 5 damage to chosen character.
    "Launch": Behaviour(
        effect=(
            If(_you_have_an_item),
            Choose(_your_item),
            Banish(),
            Choose(character),
            DealDamage(5),
        )
    ),
    # Each opponent reveals their hand. Draw a card.
    "Nothing to Hide": Behaviour(effect=(Do(_opponent_reveals_hand), Draw(1))),
    # CAREFUL AIM ⟳, 2 ⬡ — Chosen character gets -2 ¤ this turn. STAY BACK! ⟳, Banish this
    # item — Banish chosen Dragon character.
    "Fang Crossbow": Behaviour(
        activated=(
            Activated(
                Cost(exert=True, ink=2),
                (Choose(character), Modify(Stat.STRENGTH, -2)),
                "CAREFUL AIM",
            ),
            Activated(
                Cost(exert=True, banish=True),
                (Choose(all_of(character, classified("Dragon"))), Banish()),
                "STAY BACK!",
            ),
        )
    ),
    # THE BEST I'VE EVER TASTED ⟳ — Remove 1 damage each from up to 2 chosen characters.
    # ("Up to" is how many characters; from each, 1 damage, not "up to 1".)
    "Gumbo Pot": Behaviour(
        activated=(
            Activated(
                Cost(exert=True),
                (Choose(character, up_to=2), RemoveDamage(1, exactly=True)),
                "THE BEST I'VE EVER TASTED",
            ),
        )
    ),
    # LOOKING FOR THIS? Whenever you play another item, you may pay 1 ⬡ to draw a card.
    "Maurice's Workshop": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                you_play(all_of(item, other)),
                (MayPay(1), Draw(1)),
                "LOOKING FOR THIS?",
            ),
        )
    ),
    # JUMBO POP When you play this item, you may draw a card. THAT'S REDWOOD Banish this item —
    # Remove up to 2 damage from chosen character.
    "Pawpsicle": Behaviour(
        triggered=(Triggered(EventKind.PLAY, itself, (May(), Draw(1)), "JUMBO POP"),),
        activated=(
            Activated(Cost(banish=True), (Choose(character), RemoveDamage(2)), "THAT'S REDWOOD"),
        ),
    ),
    # FLIGHT CABIN Your exerted characters gain Ward.
    "Sardine Can": Behaviour(
        statics=(Static(Keyword.WARD, all_of(your_characters, exerted), 1, "FLIGHT CABIN"),)
    ),
    # ANCIENT INSIGHT Whenever you remove 1 or more damage from one of your characters, gain
    # 2 lore. ("You": the player who removed it, 1.3.3.)
    "Grand Pabbie - Oldest and Wisest": Behaviour(
        triggered=(
            Triggered(
                EventKind.DAMAGE_REMOVED,
                all_of(by_you, own_character),
                (GainLore(2),),
                "ANCIENT INSIGHT",
            ),
        )
    ),
}
