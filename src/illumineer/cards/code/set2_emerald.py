"""Rise of the Floodborn (set 2), Emerald cards."""

from __future__ import annotations

from dataclasses import dataclass

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
    Discard,
    Do,
    Draw,
    Effects,
    Facts,
    If,
    May,
    Modify,
    OpponentsLoseLore,
    PlayForFree,
    Prompt,
    Ready,
    ReturnToHand,
    Static,
    Step,
    Triggered,
    all_of,
    any_card,
    by_an_opponent,
    card_type,
    character,
    classified,
    damaged,
    each,
    itself,
    opposing_character,
    own_character,
    you_play,
    your_turn,
)
from illumineer.engine.vocabulary import (
    CardType,
    Duration,
    EventKind,
    PromptKind,
    Stat,
    Who,
    Zone,
)

ACTION = card_type(CardType.ACTION)


def _opponent_hand(fx: Facts) -> tuple[CardView, ...]:
    return tuple(fx.cards(1 - fx.controller, Zone.HAND))


def _opponent_has_empty_hand(fx: Facts, card: CardView) -> bool:
    return not _opponent_hand(fx)


def _shifted(fx: Facts, card: CardView) -> bool:
    # A shifted card has the card it was shifted onto under it as it is played (8.10.4).
    return bool(card.under)


def _discard_whole_hand(fx: Effects) -> None:
    """The challenging character's player discards all cards in their hand (one instruction,
    one discard, 6.2.1)."""
    assert fx.event is not None
    challenger = fx.card(fx.event.other)
    fx.discard(list(fx.cards(challenger.owner, Zone.HAND)))


def _being_challenged(fx: Facts, card: CardView) -> bool:
    challenge = fx.challenge()
    return card.id == fx.source and challenge is not None and challenge[1] == fx.source


def _minus_opponents_hand(fx: Facts, card: CardView) -> int:
    return -len(_opponent_hand(fx))


def _five_strength_or_more(fx: Facts, card: CardView) -> bool:
    return card.id == fx.source and fx.strength(card) >= 5


def _chosen_pain(fx: Facts, card: CardView) -> bool:
    return any(chosen.definition.has_name("Pain") for chosen in CHOSEN(fx))


def _anything_chosen(fx: Facts, card: CardView) -> bool:
    return bool(CHOSEN(fx))


def _return_remembering_cost(fx: Effects) -> None:
    """Return the chosen character to its hand; its cost bounds what is played for free."""
    for card in CHOSEN(fx):
        fx.set_number(card.definition.cost)
        fx.put_into(card, Zone.HAND)


def _character_costing_at_most_returned(fx: Facts, card: CardView) -> bool:
    return card.is_character and card.definition.cost <= fx.number


def _lore_per_damaged_opposing_character(fx: Effects) -> None:
    fx.gain_lore(fx.controller, len(each(all_of(opposing_character, damaged))(fx)))


def _draw_for_each_discarded(fx: Effects) -> None:
    assert fx.event is not None
    fx.draw(fx.controller, len(fx.event.cards))


@dataclass(frozen=True, slots=True)
class _MayDraw(Step):
    """ "[This player] may draw a card": unlike `May`, a "no" skips nothing else."""

    who: Who = Who.YOU

    def run(self, fx: Effects) -> Prompt | None:
        return Prompt(self.who.of(fx.controller), PromptKind.MAY)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice:
            fx.draw(self.who.of(fx.controller))
        return True


#: MOUSE CATCHER's count while it resolves: what the opponent discards, once they say.
_ONE_ACTION, _TWO_CARDS = 1, 2


@dataclass(frozen=True, slots=True)
class _DiscardTwoOrAnAction(Step):
    """Each opponent chooses and discards either 2 cards or 1 action card: with an action card
    in hand they are first asked "1 action card?" (a yes/no; `number` keeps the answer), then
    choose the cards one by one (`queue`), discarded together (one instruction, 6.2.1)."""

    def run(self, fx: Effects) -> Prompt | None:
        them = 1 - fx.controller
        picked = fx.queue or ()
        if fx.number == 0:
            if any(ACTION(fx, card) for card in fx.cards(them, Zone.HAND)):
                return Prompt(them, PromptKind.MAY)
            fx.set_number(_TWO_CARDS)
        allowed = ACTION if fx.number == _ONE_ACTION else any_card
        options = tuple(
            card.id
            for card in fx.cards(them, Zone.HAND)
            if card.id not in picked and allowed(fx, card)
        )
        if len(picked) >= fx.number or not options:
            if picked:
                fx.discard([fx.card(i) for i in picked])
            fx.set_queue(None)
            fx.set_number(0)
            return None
        return Prompt(them, PromptKind.CHOOSE, options)

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if fx.number == 0:
            fx.set_number(_ONE_ACTION if choice else _TWO_CARDS)
        elif choice is not None:
            fx.set_queue((*(fx.queue or ()), choice))
        return False  # run again: the next card, or discard them


#: "Chosen opposing character can't quest during their next turn."
_CANT_QUEST_NEXT_TURN = (
    Choose(opposing_character),
    Modify(Stat.CANT_QUEST, 1, duration=Duration.THEIR_NEXT_TURN),
)


CARDS: dict[str, Behaviour] = {
    # SECOND WIND Whenever an opposing character takes damage, you may ready this character.
    "Beast - Relentless": Behaviour(
        triggered=(
            Triggered(EventKind.DAMAGE, opposing_character, (May(), Ready(THIS)), "SECOND WIND"),
        )
    ),
    # USE YOUR IMAGINATION While an opponent has no cards in their hand, this character gets
    # +2 ◊.
    "Belle - Bookworm": Behaviour(
        statics=(
            Static(Stat.LORE, all_of(itself, _opponent_has_empty_hand), 2, "USE YOUR IMAGINATION"),
        )
    ),
    # Shift 3. THORNY ARROWS Whenever this character is challenged, the challenging character's
    # player discards all cards in their hand.
    "Belle - Hidden Archer": Behaviour(
        triggered=(
            Triggered(EventKind.CHALLENGED, itself, (Do(_discard_whole_hand),), "THORNY ARROWS"),
        )
    ),
    # SQUEAK Whenever you play a Floodborn character, if you used Shift to play them, each
    # opponent chooses and discards a card.
    "Bucky - Squirrel Squeak Tutor": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                all_of(you_play(classified("Floodborn")), _shifted),
                (Discard(1, Who.OPPONENT),),
                "SQUEAK",
            ),
        )
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
        triggered=(Triggered(EventKind.QUEST, itself, (Discard(1, Who.OPPONENT),), "THWART"),)
    ),
    # Shift 3. ALLOW ME At the start of your turn, each player may draw a card.
    "Donald Duck - Perfect Gentleman": Behaviour(
        triggered=(
            Triggered(
                EventKind.TURN_START,
                your_turn,
                (_MayDraw(Who.YOU), _MayDraw(Who.OPPONENT)),
                "ALLOW ME",
            ),
        )
    ),
    # STARTLED AWAKE Whenever you play an action, this character gets +2 ¤ this turn.
    "Donald Duck - Sleepwalker": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                you_play(ACTION),
                (Modify(Stat.STRENGTH, 2, THIS),),
                "STARTLED AWAKE",
            ),
        )
    ),
    # Evasive. YOU'RE IN MY WORLD Whenever this character quests, chosen opposing character
    # can't quest during their next turn.
    "Dr. Facilier - Fortune Teller": Behaviour(
        triggered=(Triggered(EventKind.QUEST, itself, _CANT_QUEST_NEXT_TURN, "YOU'RE IN MY WORLD"),)
    ),
    # TRUE FORM While being challenged, this character gets +2 ¤.
    "Enchantress - Unexpected Judge": Behaviour(
        statics=(Static(Stat.STRENGTH, _being_challenged, 2, "TRUE FORM"),)
    ),
    # Shift 2, Evasive. ONE LAST, BIG SCORE This character gets -1 ◊ for each card in your
    # opponents' hands.
    "Flynn Rider - His Own Biggest Fan": Behaviour(
        statics=(Static(Stat.LORE, itself, _minus_opponents_hand, "ONE LAST, BIG SCORE"),)
    ),
    # YES, I'M INTIMIDATING While one or more opponents have no cards in their hands, this
    # character gets +3 ¤.
    "Gaston - Scheming Suitor": Behaviour(
        statics=(
            Static(
                Stat.STRENGTH,
                all_of(itself, _opponent_has_empty_hand),
                3,
                "YES, I'M INTIMIDATING",
            ),
        )
    ),
    # MOUSE CATCHER When you play this character, each opponent chooses and discards either 2
    # cards or 1 action card.
    "Lucifer - Cunning Cat": Behaviour(
        triggered=(Triggered(EventKind.PLAY, itself, (_DiscardTwoOrAnAction(),), "MOUSE CATCHER"),)
    ),
    # COMING, YOUR MOST LUGUBRIOUSNESS While this character has 5 ¤ or more, he gets +2 ◊.
    "Pain - Underworld Imp": Behaviour(
        statics=(Static(Stat.LORE, _five_strength_or_more, 2, "COMING, YOUR MOST LUGUBRIOUSNESS"),)
    ),
    # I CAN HANDLE IT When you play this character, chosen character gets +2 ¤ this turn. If
    # the chosen character is named Pain, he gets +4 ¤ instead.
    "Panic - Underworld Imp": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (
                    Choose(character),
                    Modify(Stat.STRENGTH, 2),
                    If(_chosen_pain),
                    Modify(Stat.STRENGTH, 2),
                ),
                "I CAN HANDLE IT",
            ),
        )
    ),
    # ROYAL RAGE When you play this character, deal 1 damage to chosen damaged opposing
    # character.
    "Queen of Hearts - Quick-Tempered": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
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
            Choose(_character_costing_at_most_returned, zone=Zone.HAND),
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
    "Hypnotize": Behaviour(effect=(Discard(1, Who.OPPONENT), Draw())),
    # Chosen character gets +1 ¤ this turn. Draw a card.
    "Improvise": Behaviour(effect=(Choose(character), Modify(Stat.STRENGTH, 1), Draw())),
    # Gain 1 lore for each damaged character opponents have in play.
    "Pack Tactics": Behaviour(effect=(Do(_lore_per_damaged_opposing_character),)),
    # Banish chosen damaged character.
    "Ring the Bell": Behaviour(effect=(Choose(all_of(character, damaged)), Banish())),
    # SNAP! BOOM! TWANG! Banish this item — Each opponent loses 2 lore.
    "Ratigan's Marvelous Trap": Behaviour(
        activated=(Activated(Cost(banish=True), (OpponentsLoseLore(2),), "SNAP! BOOM! TWANG!"),)
    ),
    # Ward. I SENTENCE YOU Whenever your opponent discards 1 or more cards, you may draw a card
    # for each card discarded. (One trigger for each instruction that discards: 2 cards
    # discarded, you draw 2 or none, 6.1.8.)
    "Prince John - Greediest of All": Behaviour(
        triggered=(
            Triggered(
                EventKind.DISCARD,
                by_an_opponent,
                (May(), Do(_draw_for_each_discarded)),
                "I SENTENCE YOU",
            ),
        )
    ),
}
