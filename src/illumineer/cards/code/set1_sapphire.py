"""The First Chapter (set 1), Sapphire cards."""

from __future__ import annotations

from illumineer.engine.abilities import (
    THIS,
    THIS_IN_DISCARD,
    Activated,
    Behaviour,
    CardView,
    Choose,
    Cost,
    Draw,
    Facts,
    If,
    InkTopCard,
    LookAtTop,
    May,
    Modify,
    MoveChosen,
    PutIntoInkwell,
    PutLooked,
    Ready,
    ReduceNextCost,
    RemoveDamage,
    Static,
    TakeLooked,
    Triggered,
    any_card,
    character,
    each,
    item,
    itself,
    itself_on_your_turn,
    opposing_character,
    own_character,
    you_play,
    your_other_characters,
    your_turn,
)
from illumineer.engine.vocabulary import CardType, EventKind, Keyword, Stat, Zone


def _ten_ink(fx: Facts, card: CardView) -> bool:
    return itself(fx, card) and len(fx.cards(fx.controller, Zone.INKWELL)) >= 10


def _opponent_has_more_cards_in_hand(fx: Facts, card: CardView) -> bool:
    you = fx.controller
    return len(fx.cards(1 - you, Zone.HAND)) > len(fx.cards(you, Zone.HAND))


def _items_you_have(fx: Facts, card: CardView) -> int:
    return sum(1 for other in fx.cards(fx.controller, Zone.PLAY) if item(fx, other))


# Jasmine's CARETAKER and Tamatoa's WHAT HAVE WE HERE? happen on play and on quest alike.
_CARETAKER = (May(), RemoveDamage(2, each(own_character)))
_WHAT_HAVE_WE_HERE = (May(), Choose(item, zone=Zone.DISCARD), MoveChosen(Zone.HAND))


CARDS: dict[str, Behaviour] = {
    # LOOK AT THIS STUFF Whenever you play an item, you may ready this character.
    "Ariel - Whoseit Collector": Behaviour(
        triggered=(
            Triggered(EventKind.PLAY, you_play(item), (May(), Ready(THIS)), "LOOK AT THIS STUFF"),
        )
    ),
    # DISARMING BEAUTY When you play this character, chosen character gets -2 ¤ this turn.
    "Aurora - Briar Rose": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (Choose(character), Modify(Stat.STRENGTH, -2)),
                "DISARMING BEAUTY",
            ),
        )
    ),
    # PROTECTIVE EMBRACE Your other characters gain Ward.
    "Aurora - Dreaming Guardian": Behaviour(
        statics=(Static(Keyword.WARD, your_other_characters, 1, "PROTECTIVE EMBRACE"),)
    ),
    # TINKER Whenever this character quests, you pay 1 ⬡ less for the next item you play this
    # turn.
    "Belle - Inventive Engineer": Behaviour(
        triggered=(
            Triggered(EventKind.QUEST, itself, (ReduceNextCost(1, CardType.ITEM),), "TINKER"),
        )
    ),
    # READ A BOOK During your turn, you may ink an additional card. MY FAVORITE PART! While you
    # have 10 or more cards in your inkwell, this character gets +4 ◊.
    "Belle - Strange but Special": Behaviour(
        statics=(
            Static(Stat.EXTRA_INK, your_turn, 1, "READ A BOOK"),
            Static(Stat.LORE, _ten_ink, 4, "MY FAVORITE PART!"),
        )
    ),
    # I WILL BE WITH YOU When this character is banished, you may put this card into your
    # inkwell facedown and exerted.
    "Gramma Tala - Storyteller": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISH,
                itself,
                (May(), PutIntoInkwell(THIS_IN_DISCARD, exerted=True)),
                "I WILL BE WITH YOU",
            ),
        )
    ),
    # IS THERE A DOWNSIDE TO THIS? When you play this character, you may put chosen opposing
    # character into their player's inkwell facedown.
    "Hades - Infernal Schemer": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (May(), Choose(opposing_character), PutIntoInkwell(exerted=False)),
                "IS THERE A DOWNSIDE TO THIS?",
            ),
        )
    ),
    # CARETAKER When you play this character and whenever she quests, you may remove up to 2
    # damage from each of your characters.
    "Jasmine - Queen of Agrabah": Behaviour(
        triggered=(
            Triggered(EventKind.PLAY, itself, _CARETAKER, "CARETAKER"),
            Triggered(EventKind.QUEST, itself, _CARETAKER, "CARETAKER"),
        )
    ),
    # GIVE IT A TRY Whenever this character quests, you pay 2 ⬡ less for the next item you
    # play this turn. IT WORKS! Whenever you play an item, you may draw a card.
    "Maurice - World-Famous Inventor": Behaviour(
        triggered=(
            Triggered(
                EventKind.QUEST, itself, (ReduceNextCost(2, CardType.ITEM),), "GIVE IT A TRY"
            ),
            Triggered(EventKind.PLAY, you_play(item), (May(), Draw(1)), "IT WORKS!"),
        )
    ),
    # GET A CLUE When you play this character, you may put the top card of your deck into your
    # inkwell facedown and exerted.
    "Mickey Mouse - Detective": Behaviour(
        triggered=(Triggered(EventKind.PLAY, itself, (May(), InkTopCard()), "GET A CLUE"),)
    ),
    # FEED THE POOR When you play this character, if an opponent has more cards in their hand
    # than you, draw a card. GOOD SHOT During your turn, this character gains Evasive.
    "Robin Hood - Unrivaled Archer": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (If(_opponent_has_more_cards_in_hand), Draw(1)),
                "FEED THE POOR",
            ),
        ),
        statics=(Static(Keyword.EVASIVE, itself_on_your_turn, 1, "GOOD SHOT"),),
    ),
    # INSIDIOUS PLOT When you play this character, chosen opposing character gets -5 ¤ this
    # turn.
    "Scar - Mastermind": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (Choose(opposing_character), Modify(Stat.STRENGTH, -5)),
                "INSIDIOUS PLOT",
            ),
        )
    ),
    # WHAT HAVE WE HERE? When you play this character and whenever he quests, you may return
    # an item card from your discard to your hand. GLAM This character gets +1 ◊ for each item
    # you have in play.
    "Tamatoa - So Shiny!": Behaviour(
        triggered=(
            Triggered(EventKind.PLAY, itself, _WHAT_HAVE_WE_HERE, "WHAT HAVE WE HERE?"),
            Triggered(EventKind.QUEST, itself, _WHAT_HAVE_WE_HERE, "WHAT HAVE WE HERE?"),
        ),
        statics=(Static(Stat.LORE, itself, _items_you_have, "GLAM"),),
    ),
    # Look at the top 2 cards of your deck. Put one into your hand and the other on the bottom
    # of the deck.
    "Develop Your Brain": Behaviour(
        effect=(
            LookAtTop(2),
            TakeLooked(any_card, reveal=False, optional=False),
            PutLooked(bottom=True),
        )
    ),
    # Return an item card from your discard to your hand.
    "If It's Not Baroque": Behaviour(
        effect=(Choose(item, zone=Zone.DISCARD), MoveChosen(Zone.HAND))
    ),
    # Put the top card of your deck into your inkwell facedown and exerted.
    "One Jump Ahead": Behaviour(effect=(InkTopCard(),)),
    # CONSIDER THE COCONUT Whenever you play a character, you may remove up to 2 damage from
    # chosen character.
    "Coconut Basket": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                you_play(character),
                (May(), Choose(character), RemoveDamage(2)),
                "CONSIDER THE COCONUT",
            ),
        )
    ),
    # SEE THE FUTURE ⟳ — Chosen character gets +1 ◊ this turn.
    "Eye of the Fates": Behaviour(
        activated=(
            Activated(
                Cost(exert=True), (Choose(character), Modify(Stat.LORE, 1)), "SEE THE FUTURE"
            ),
        )
    ),
    # GO AHEAD AND SIGN ⟳ — Put any card from your hand into your inkwell facedown.
    "Fishbone Quill": Behaviour(
        activated=(
            Activated(
                Cost(exert=True),
                (Choose(any_card, zone=Zone.HAND), MoveChosen(Zone.INKWELL)),
                "GO AHEAD AND SIGN",
            ),
        )
    ),
    # HEALING POLLEN Banish this item — Remove up to 3 damage from chosen character.
    "Magic Golden Flower": Behaviour(
        activated=(
            Activated(Cost(banish=True), (Choose(character), RemoveDamage(3)), "HEALING POLLEN"),
        )
    ),
    # Chosen character gains Support this turn.
    "Work Together": Behaviour(effect=(Choose(character), Modify(Keyword.SUPPORT, 1))),
    # COMMAND ⟳ — Chosen character gains Support this turn.
    "Scepter of Arendelle": Behaviour(
        activated=(
            Activated(Cost(exert=True), (Choose(character), Modify(Keyword.SUPPORT, 1)), "COMMAND"),
        )
    ),
}
