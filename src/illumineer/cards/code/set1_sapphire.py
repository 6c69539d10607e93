"""The First Chapter (set 1), Sapphire cards."""

from __future__ import annotations

from illumineer.engine.abilities import (
    THIS,
    THIS_IN_DISCARD,
    Activated,
    Behaviour,
    Choose,
    Cost,
    Draw,
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
    Resolution,
    Static,
    TakeLooked,
    Triggered,
    any_card,
    character,
    each,
    item,
    itself,
    itself_on_your_turn,
    on_your_turn,
    opposing_character,
    own_character,
    this_card,
    you_play,
    your_other_characters,
)
from illumineer.engine.game import Game
from illumineer.engine.state import Card


def _ten_ink(game: Game, source: Card, card: Card) -> bool:
    return card is source and len(game.players[source.owner].inkwell) >= 10


def _opponent_has_more_cards_in_hand(game: Game, res: Resolution) -> bool:
    players = game.players
    return len(players[1 - res.controller].hand) > len(players[res.controller].hand)


def _items_you_have(game: Game, source: Card, card: Card) -> int:
    return sum(1 for c in game.players[source.owner].play if c.definition.card_type.value == "Item")


# Jasmine's CARETAKER and Tamatoa's WHAT HAVE WE HERE? happen on play and on quest alike.
_CARETAKER = (May(), RemoveDamage(2, each(own_character)))
_WHAT_HAVE_WE_HERE = (May(), Choose(item, zone="discard"), MoveChosen("hand"))


CARDS: dict[str, Behaviour] = {
    # LOOK AT THIS STUFF Whenever you play an item, you may ready this character.
    "Ariel - Whoseit Collector": Behaviour(
        triggered=(Triggered("play", you_play(item), (May(), Ready(THIS)), "LOOK AT THIS STUFF"),)
    ),
    # DISARMING BEAUTY When you play this character, chosen character gets -2 ¤ this turn.
    "Aurora - Briar Rose": Behaviour(
        triggered=(
            Triggered(
                "play", this_card, (Choose(character), Modify("strength", -2)), "DISARMING BEAUTY"
            ),
        )
    ),
    # PROTECTIVE EMBRACE Your other characters gain Ward.
    "Aurora - Dreaming Guardian": Behaviour(
        statics=(Static("Ward", your_other_characters, 1, "PROTECTIVE EMBRACE"),)
    ),
    # TINKER Whenever this character quests, you pay 1 ⬡ less for the next item you play this
    # turn.
    "Belle - Inventive Engineer": Behaviour(
        triggered=(Triggered("quest", this_card, (ReduceNextCost(1, "Item"),), "TINKER"),)
    ),
    # READ A BOOK During your turn, you may ink an additional card. MY FAVORITE PART! While you
    # have 10 or more cards in your inkwell, this character gets +4 ◊.
    "Belle - Strange but Special": Behaviour(
        statics=(
            Static("extra_ink", on_your_turn, 1, "READ A BOOK"),
            Static("lore", _ten_ink, 4, "MY FAVORITE PART!"),
        )
    ),
    # I WILL BE WITH YOU When this character is banished, you may put this card into your
    # inkwell facedown and exerted.
    "Gramma Tala - Storyteller": Behaviour(
        triggered=(
            Triggered(
                "banish",
                this_card,
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
                "play",
                this_card,
                (May(), Choose(opposing_character), PutIntoInkwell(exerted=False)),
                "IS THERE A DOWNSIDE TO THIS?",
            ),
        )
    ),
    # CARETAKER When you play this character and whenever she quests, you may remove up to 2
    # damage from each of your characters.
    "Jasmine - Queen of Agrabah": Behaviour(
        triggered=(
            Triggered("play", this_card, _CARETAKER, "CARETAKER"),
            Triggered("quest", this_card, _CARETAKER, "CARETAKER"),
        )
    ),
    # GIVE IT A TRY Whenever this character quests, you pay 2 ⬡ less for the next item you
    # play this turn. IT WORKS! Whenever you play an item, you may draw a card.
    "Maurice - World-Famous Inventor": Behaviour(
        triggered=(
            Triggered("quest", this_card, (ReduceNextCost(2, "Item"),), "GIVE IT A TRY"),
            Triggered("play", you_play(item), (May(), Draw(1)), "IT WORKS!"),
        )
    ),
    # GET A CLUE When you play this character, you may put the top card of your deck into your
    # inkwell facedown and exerted.
    "Mickey Mouse - Detective": Behaviour(
        triggered=(Triggered("play", this_card, (May(), InkTopCard()), "GET A CLUE"),)
    ),
    # FEED THE POOR When you play this character, if an opponent has more cards in their hand
    # than you, draw a card. GOOD SHOT During your turn, this character gains Evasive.
    "Robin Hood - Unrivaled Archer": Behaviour(
        triggered=(
            Triggered(
                "play",
                this_card,
                (If(_opponent_has_more_cards_in_hand), Draw(1)),
                "FEED THE POOR",
            ),
        ),
        statics=(Static("Evasive", itself_on_your_turn, 1, "GOOD SHOT"),),
    ),
    # INSIDIOUS PLOT When you play this character, chosen opposing character gets -5 ¤ this
    # turn.
    "Scar - Mastermind": Behaviour(
        triggered=(
            Triggered(
                "play",
                this_card,
                (Choose(opposing_character), Modify("strength", -5)),
                "INSIDIOUS PLOT",
            ),
        )
    ),
    # WHAT HAVE WE HERE? When you play this character and whenever he quests, you may return
    # an item card from your discard to your hand. GLAM This character gets +1 ◊ for each item
    # you have in play.
    "Tamatoa - So Shiny!": Behaviour(
        triggered=(
            Triggered("play", this_card, _WHAT_HAVE_WE_HERE, "WHAT HAVE WE HERE?"),
            Triggered("quest", this_card, _WHAT_HAVE_WE_HERE, "WHAT HAVE WE HERE?"),
        ),
        statics=(Static("lore", itself, _items_you_have, "GLAM"),),
    ),
    # Look at the top 2 cards of your deck. Put one into your hand and the other on the bottom
    # of the deck.
    "Develop Your Brain": Behaviour(
        effect=(
            LookAtTop(2),
            TakeLooked(any_card, reveal=False, optional=False),
            PutLooked("bottom"),
        )
    ),
    # Return an item card from your discard to your hand.
    "If It's Not Baroque": Behaviour(effect=(Choose(item, zone="discard"), MoveChosen("hand"))),
    # Put the top card of your deck into your inkwell facedown and exerted.
    "One Jump Ahead": Behaviour(effect=(InkTopCard(),)),
    # CONSIDER THE COCONUT Whenever you play a character, you may remove up to 2 damage from
    # chosen character.
    "Coconut Basket": Behaviour(
        triggered=(
            Triggered(
                "play",
                you_play(character),
                (May(), Choose(character), RemoveDamage(2)),
                "CONSIDER THE COCONUT",
            ),
        )
    ),
    # SEE THE FUTURE ⟳ — Chosen character gets +1 ◊ this turn.
    "Eye of the Fates": Behaviour(
        activated=(
            Activated(Cost(exert=True), (Choose(character), Modify("lore", 1)), "SEE THE FUTURE"),
        )
    ),
    # GO AHEAD AND SIGN ⟳ — Put any card from your hand into your inkwell facedown.
    "Fishbone Quill": Behaviour(
        activated=(
            Activated(
                Cost(exert=True),
                (Choose(any_card, zone="hand"), MoveChosen("inkwell")),
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
    "Work Together": Behaviour(effect=(Choose(character), Modify("Support", 1))),
    # COMMAND ⟳ — Chosen character gains Support this turn.
    "Scepter of Arendelle": Behaviour(
        activated=(
            Activated(Cost(exert=True), (Choose(character), Modify("Support", 1)), "COMMAND"),
        )
    ),
}
