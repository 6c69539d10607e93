"""Rise of the Floodborn (set 2), Emerald cards."""

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
    If,
    May,
    Modify,
    OpponentsLoseLore,
    PlayForFree,
    Prompt,
    Ready,
    Resolution,
    ReturnToHand,
    Static,
    Step,
    Triggered,
    all_of,
    at_start_of_your_turn,
    card_type,
    character,
    classified,
    damaged,
    opposing_character,
    own_character,
    this_card,
    you_play,
)
from illumineer.engine.game import Game
from illumineer.engine.state import Card, Zone

ACTION = card_type("Action")


def _opponent_hand(game: Game, player: int) -> list[Card]:
    return game.players[1 - player].zones[Zone.HAND]


def _opponent_has_empty_hand(game: Game, source: Card, card: Card) -> bool:
    return card is source and not _opponent_hand(game, source.owner)


def _opposing_character_damaged(game: Game, source: Card, event: Event) -> bool:
    return event.player != source.owner and game.cards[event.card].is_character


def _shifted_floodborn(game: Game, source: Card, event: Event) -> bool:
    # A shifted card has the card it was shifted onto under it as it is played (8.10.4).
    played = game.cards[event.card]
    return you_play(classified("Floodborn"))(game, source, event) and bool(played.under)


def _discard_whole_hand(game: Game, res: Resolution) -> None:
    """The challenging character's player discards all cards in their hand."""
    assert res.event is not None
    for card in list(game.players[res.event.player].zones[Zone.HAND]):
        game.discard(card)


def _being_challenged(game: Game, source: Card, card: Card) -> bool:
    return card is source and game.challenge is not None and game.challenge[1] == source.id


def _this_card(game: Game, source: Card, card: Card) -> bool:
    return card is source


def _minus_opponents_hand(game: Game, source: Card, card: Card) -> int:
    return -len(_opponent_hand(game, source.owner))


def _five_strength_or_more(game: Game, source: Card, card: Card) -> bool:
    return card is source and game.strength(source) >= 5


def _chosen_pain(game: Game, res: Resolution) -> bool:
    return any(card.definition.has_name("Pain") for card in CHOSEN(game, res))


def _anything_chosen(game: Game, res: Resolution) -> bool:
    return bool(CHOSEN(game, res))


def _return_remembering_cost(game: Game, res: Resolution) -> None:
    """Return the chosen character to its hand; its cost bounds what is played for free."""
    for card in CHOSEN(game, res):
        game.set_value(res, "number", card.definition.cost)
        game.put_into(card, Zone.HAND)


def _character_costing_at_most_returned(game: Game, res: Resolution, card: Card) -> bool:
    return card.is_character and card.definition.cost <= res.number


def _lore_per_damaged_opposing_character(game: Game, res: Resolution) -> None:
    them = game.players[1 - res.controller].zones[Zone.PLAY]
    game.gain_lore(res.controller, sum(1 for c in them if c.is_character and c.damage > 0))


@dataclass(frozen=True, slots=True)
class _MayDraw(Step):
    """ "[This player] may draw a card": unlike `May`, a "no" skips nothing else."""

    who: str = "you"

    def _player(self, res: Resolution) -> int:
        return res.controller if self.who == "you" else 1 - res.controller

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        return Prompt(self._player(res), "may")

    def answer(self, game: Game, res: Resolution, choice: int | None) -> bool:
        if choice:
            game.draw(self._player(res))
        return True


#: `res.number` while resolving MOUSE CATCHER: 0 before the opponent picks, -1 once they pick
#: "1 action card", 1 + cards discarded so far once they pick "2 cards".
_ONE_ACTION = -1


@dataclass(frozen=True, slots=True)
class _DiscardTwoOrAnAction(Step):
    """Each opponent chooses and discards either 2 cards or 1 action card: with an action card
    in hand they are first asked "1 action card?" (a yes/no), then choose the cards."""

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        them = 1 - res.controller
        hand = _opponent_hand(game, res.controller)
        actions = tuple(c.id for c in hand if c.definition.card_type.value == "Action")
        if res.number == 0:
            if actions:
                return Prompt(them, "may")
            game.set_value(res, "number", 1)
        if res.number == _ONE_ACTION:
            return Prompt(them, "choose", actions)
        if res.number > 2 or not hand:
            game.set_value(res, "number", 0)
            return None
        return Prompt(them, "choose", tuple(c.id for c in hand))

    def answer(self, game: Game, res: Resolution, choice: int | None) -> bool:
        if res.number == 0:
            game.set_value(res, "number", _ONE_ACTION if choice else 1)
            return False
        assert choice is not None
        game.discard(game.cards[choice])
        if res.number == _ONE_ACTION:
            game.set_value(res, "number", 0)
            return True
        game.set_value(res, "number", res.number + 1)
        return False


#: "Chosen opposing character can't quest during their next turn."
_CANT_QUEST_NEXT_TURN = (
    Choose(opposing_character),
    Modify("cant_quest", 1, duration="their_next_turn"),
)


def _opponent_discards(game: Game, source: Card, event: Event) -> bool:
    return event.player != source.owner


CARDS: dict[str, Behaviour] = {
    # SECOND WIND Whenever an opposing character takes damage, you may ready this character.
    "Beast - Relentless": Behaviour(
        triggered=(
            Triggered("damage", _opposing_character_damaged, (May(), Ready(THIS)), "SECOND WIND"),
        )
    ),
    # USE YOUR IMAGINATION While an opponent has no cards in their hand, this character gets
    # +2 ◊.
    "Belle - Bookworm": Behaviour(
        statics=(Static("lore", _opponent_has_empty_hand, 2, "USE YOUR IMAGINATION"),)
    ),
    # Shift 3. THORNY ARROWS Whenever this character is challenged, the challenging character's
    # player discards all cards in their hand.
    "Belle - Hidden Archer": Behaviour(
        triggered=(Triggered("challenged", this_card, (Do(_discard_whole_hand),), "THORNY ARROWS"),)
    ),
    # SQUEAK Whenever you play a Floodborn character, if you used Shift to play them, each
    # opponent chooses and discards a card.
    "Bucky - Squirrel Squeak Tutor": Behaviour(
        triggered=(Triggered("play", _shifted_floodborn, (Discard(1, "opponent"),), "SQUEAK"),)
    ),
    # Shift 5, Evasive. WICKED SMILE ⟳ — Banish chosen damaged character.
    "Cheshire Cat - From the Shadows": Behaviour(
        activated=(
            Activated(
                Cost(exert=True), (Choose(all_of(character, damaged)), Banish()), "WICKED SMILE"
            ),
        )
    ),
    # THWART Whenever this character quests, each opponent chooses and discards a card.
    "Daisy Duck - Secret Agent": Behaviour(
        triggered=(Triggered("quest", this_card, (Discard(1, "opponent"),), "THWART"),)
    ),
    # Shift 3. ALLOW ME At the start of your turn, each player may draw a card.
    "Donald Duck - Perfect Gentleman": Behaviour(
        triggered=(
            Triggered(
                "turn_start",
                at_start_of_your_turn,
                (_MayDraw("you"), _MayDraw("opponent")),
                "ALLOW ME",
            ),
        )
    ),
    # STARTLED AWAKE Whenever you play an action, this character gets +2 ¤ this turn.
    "Donald Duck - Sleepwalker": Behaviour(
        triggered=(
            Triggered("play", you_play(ACTION), (Modify("strength", 2, THIS),), "STARTLED AWAKE"),
        )
    ),
    # Evasive. YOU'RE IN MY WORLD Whenever this character quests, chosen opposing character
    # can't quest during their next turn.
    "Dr. Facilier - Fortune Teller": Behaviour(
        triggered=(Triggered("quest", this_card, _CANT_QUEST_NEXT_TURN, "YOU'RE IN MY WORLD"),)
    ),
    # TRUE FORM While being challenged, this character gets +2 ¤.
    "Enchantress - Unexpected Judge": Behaviour(
        statics=(Static("strength", _being_challenged, 2, "TRUE FORM"),)
    ),
    # Shift 2, Evasive. ONE LAST, BIG SCORE This character gets -1 ◊ for each card in your
    # opponents' hands.
    "Flynn Rider - His Own Biggest Fan": Behaviour(
        statics=(Static("lore", _this_card, _minus_opponents_hand, "ONE LAST, BIG SCORE"),)
    ),
    # YES, I'M INTIMIDATING While one or more opponents have no cards in their hands, this
    # character gets +3 ¤.
    "Gaston - Scheming Suitor": Behaviour(
        statics=(Static("strength", _opponent_has_empty_hand, 3, "YES, I'M INTIMIDATING"),)
    ),
    # MOUSE CATCHER When you play this character, each opponent chooses and discards either 2
    # cards or 1 action card.
    "Lucifer - Cunning Cat": Behaviour(
        triggered=(Triggered("play", this_card, (_DiscardTwoOrAnAction(),), "MOUSE CATCHER"),)
    ),
    # COMING, YOUR MOST LUGUBRIOUSNESS While this character has 5 ¤ or more, he gets +2 ◊.
    "Pain - Underworld Imp": Behaviour(
        statics=(Static("lore", _five_strength_or_more, 2, "COMING, YOUR MOST LUGUBRIOUSNESS"),)
    ),
    # I CAN HANDLE IT When you play this character, chosen character gets +2 ¤ this turn. If
    # the chosen character is named Pain, he gets +4 ¤ instead.
    "Panic - Underworld Imp": Behaviour(
        triggered=(
            Triggered(
                "play",
                this_card,
                (Choose(character), Modify("strength", 2), If(_chosen_pain), Modify("strength", 2)),
                "I CAN HANDLE IT",
            ),
        )
    ),
    # ROYAL RAGE When you play this character, deal 1 damage to chosen damaged opposing
    # character.
    "Queen of Hearts - Quick-Tempered": Behaviour(
        triggered=(
            Triggered(
                "play",
                this_card,
                (Choose(all_of(opposing_character, damaged)), DealDamage(1)),
                "ROYAL RAGE",
            ),
        )
    ),
    # Song. Return chosen character of yours to your hand to play a character with the same
    # cost or less for free.
    "Bibbidi Bobbidi Boo": Behaviour(
        effect=(
            Choose(own_character),
            If(_anything_chosen),
            Do(_return_remembering_cost),
            Choose(_character_costing_at_most_returned, zone="hand"),
            PlayForFree(),
        )
    ),
    # Return chosen character of yours to your hand to return another chosen character to
    # their player's hand.
    "Bounce": Behaviour(
        effect=(
            Choose(own_character),
            If(_anything_chosen),
            ReturnToHand(),
            Choose(character),
            ReturnToHand(),
        )
    ),
    # Each opponent chooses and discards a card. Draw a card.
    "Hypnotize": Behaviour(effect=(Discard(1, "opponent"), Draw())),
    # Chosen character gets +1 ¤ this turn. Draw a card.
    "Improvise": Behaviour(effect=(Choose(character), Modify("strength", 1), Draw())),
    # Gain 1 lore for each damaged character opponents have in play.
    "Pack Tactics": Behaviour(effect=(Do(_lore_per_damaged_opposing_character),)),
    # Banish chosen damaged character.
    "Ring the Bell": Behaviour(effect=(Choose(all_of(character, damaged)), Banish())),
    # SNAP! BOOM! TWANG! Banish this item — Each opponent loses 2 lore.
    "Ratigan's Marvelous Trap": Behaviour(
        activated=(Activated(Cost(banish=True), (OpponentsLoseLore(2),), "SNAP! BOOM! TWANG!"),)
    ),
    # Ward. I SENTENCE YOU Whenever your opponent discards 1 or more cards, you may draw a card
    # for each card discarded. (The engine reports each discarded card on its own: one "may
    # draw a card" per card.)
    "Prince John - Greediest of All": Behaviour(
        triggered=(Triggered("discard", _opponent_discards, (May(), Draw(1)), "I SENTENCE YOU"),)
    ),
}
