"""The First Chapter (set 1), Amethyst cards."""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities import (
    EVENT_CARD_IN_DISCARD,
    THIS_IN_DISCARD,
    Activated,
    Behaviour,
    CardView,
    Choose,
    Cost,
    Draw,
    Effects,
    Exert,
    Facts,
    If,
    LookAtTop,
    May,
    Modify,
    MoveChosen,
    OpponentsLoseLore,
    Predicate,
    Prompt,
    PutLooked,
    ReturnToHand,
    Static,
    Step,
    Triggered,
    all_of,
    any_of,
    character,
    classified,
    cost_at_most,
    in_a_challenge,
    item,
    itself,
    named,
    opposing_character,
    other_own_character,
    own_character,
    song,
    this_banished_in_challenge,
    you_play,
    your_characters,
)
from illumineer.engine.vocabulary import Duration, EventKind, Keyword, PromptKind, Stat, Zone

_broom = classified("Broom")


def _you_have_elsa(fx: Facts, card: CardView) -> bool:
    return any(
        other.is_character and other.definition.has_name("Elsa")
        for other in fx.cards(fx.controller, Zone.PLAY)
    )


def _your_named(name: str) -> Predicate:
    """ "Your characters named `name`" (in play)."""
    return all_of(your_characters, named(name))


def _cards_in_your_hand(fx: Facts, card: CardView) -> int:
    return len(fx.cards(fx.controller, Zone.HAND))


def _another_character_of_yours(fx: Facts, card: CardView) -> bool:
    return card.id == fx.source and any(
        other.is_character and other.id != fx.source for other in fx.cards(fx.controller, Zone.PLAY)
    )


def _broom_in_your_hand(fx: Facts, card: CardView) -> bool:
    return card.zone is Zone.HAND and own_character(fx, card) and _broom(fx, card)


def _lost_any(fx: Facts, card: CardView) -> bool:
    return fx.number > 0


@dataclass(frozen=True, slots=True)
class ChooseInAnyDiscard(Step):
    """ "A card from any discard": choose one card in either player's discard."""

    def run(self, fx: Effects) -> Prompt | None:
        players = (fx.controller, 1 - fx.controller)
        options = tuple(card.id for p in players for card in fx.cards(p, Zone.DISCARD))
        return Prompt(fx.controller, PromptKind.CHOOSE, options) if options else None

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if choice is not None:
            fx.set_chosen((choice,))
        return True


CARDS: dict[str, Behaviour] = {
    # LOVING HEART When you play this character, if you have a character named Elsa in play,
    # choose an opposing character. The chosen character doesn't ready at the start of their
    # next turn.
    "Anna - Heir to Arendelle": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (
                    If(_you_have_elsa),
                    Choose(opposing_character),
                    Modify(Stat.CANT_READY, 1, duration=Duration.THEIR_NEXT_TURN),
                ),
                "LOVING HEART",
            ),
        )
    ),
    # Shift 5. INTO THE SHADOWS Whenever one of your other characters is banished in a
    # challenge, you may return that card to your hand.
    "Dr. Facilier - Agent Provocateur": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISH,
                in_a_challenge(other_own_character),
                (May(), ReturnToHand(EVENT_CARD_IN_DISCARD)),
                "INTO THE SHADOWS",
            ),
        )
    ),
    # DREAMS MADE REAL Whenever you play a song, you may look at the top 2 cards of your deck.
    # Put one on the top of your deck and the other on the bottom.
    "Dr. Facilier - Remarkable Gentleman": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                you_play(song),
                (May(), LookAtTop(2), PutLooked(bottom=False, keep=1), PutLooked(bottom=True)),
                "DREAMS MADE REAL",
            ),
        )
    ),
    # FREEZE ⟳ — Exert chosen opposing character.
    "Elsa - Snow Queen": Behaviour(
        activated=(Activated(Cost(exert=True), (Choose(opposing_character), Exert()), "FREEZE"),)
    ),
    # Shift 6. DEEP FREEZE When you play this character, exert up to 2 chosen characters.
    # They can't ready at the start of their next turn.
    "Elsa - Spirit of Winter": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (
                    Choose(character, up_to=2),
                    Exert(),
                    Modify(Stat.CANT_READY, 1, duration=Duration.THEIR_NEXT_TURN),
                ),
                "DEEP FREEZE",
            ),
        )
    ),
    # Rush. DEXTEROUS LUNGE Your characters named Jetsam gain Rush.
    "Flotsam - Ursula's Spy": Behaviour(
        statics=(Static(Keyword.RUSH, _your_named("Jetsam"), 1, "DEXTEROUS LUNGE"),)
    ),
    # HIDDEN WONDERS This character gets +1 ¤ for each card in your hand.
    "Jafar - Keeper of Secrets": Behaviour(
        statics=(Static(Stat.STRENGTH, itself, _cards_in_your_hand, "HIDDEN WONDERS"),)
    ),
    # Evasive. SINISTER SLITHER Your characters named Flotsam gain Evasive.
    "Jetsam - Ursula's Spy": Behaviour(
        statics=(Static(Keyword.EVASIVE, _your_named("Flotsam"), 1, "SINISTER SLITHER"),)
    ),
    # SWEEP When you play this character, you may shuffle a card from any discard into its
    # player's deck.
    "Magic Broom - Bucket Brigade": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (May(), ChooseInAnyDiscard(), MoveChosen(Zone.DECK)),
                "SWEEP",
            ),
        )
    ),
    # CAST MY SPELL! When you play this character, you may draw a card.
    "Maleficent - Sorceress": Behaviour(
        triggered=(Triggered(EventKind.PLAY, itself, (May(), Draw(1)), "CAST MY SPELL!"),)
    ),
    # DURABLE When this character is banished in a challenge, you may return this card to your
    # hand.
    "Marshmallow - Persistent Guardian": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISH,
                this_banished_in_challenge,
                (May(), ReturnToHand(THIS_IN_DISCARD)),
                "DURABLE",
            ),
        )
    ),
    # ANIMATE BROOM You pay 1 ⬡ less to play Broom characters. CEASELESS WORKER Whenever one of
    # your Broom characters is banished in a challenge, you may return that card to your hand.
    "Mickey Mouse - Wayward Sorcerer": Behaviour(
        statics=(Static(Stat.COST, _broom_in_your_hand, -1, "ANIMATE BROOM"),),
        triggered=(
            Triggered(
                EventKind.BANISH,
                in_a_challenge(all_of(own_character, _broom)),
                (May(), ReturnToHand(EVENT_CARD_IN_DISCARD)),
                "CEASELESS WORKER",
            ),
        ),
    ),
    # CAMOUFLAGE While you have another character in play, this character gains Evasive.
    "Pascal - Rapunzel's Companion": Behaviour(
        statics=(Static(Keyword.EVASIVE, _another_character_of_yours, 1, "CAMOUFLAGE"),)
    ),
    # I SUMMON THEE ⟳ — Draw a card.
    "The Queen - Wicked and Vain": Behaviour(
        activated=(Activated(Cost(exert=True), (Draw(1),), "I SUMMON THEE"),)
    ),
    # Evasive. LOYAL AND DEVOTED Your characters named Peter Pan gain Challenger +1.
    "Tinker Bell - Peter Pan's Ally": Behaviour(
        statics=(Static(Keyword.CHALLENGER, _your_named("Peter Pan"), 1, "LOYAL AND DEVOTED"),)
    ),
    # IT'S TOO EASY! When you play this character, each opponent loses 1 lore. You may draw a
    # card for each 1 lore lost this way.
    "Ursula - Power Hungry": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (OpponentsLoseLore(1), If(_lost_any), May(), Draw(for_each=True)),
                "IT'S TOO EASY!",
            ),
        )
    ),
    # YOU'RE EXCUSED Whenever this character quests, look at the top card of your deck. Put it
    # on either the top or the bottom of your deck. ("yes" to the "may": the bottom.)
    "Yzma - Alchemist": Behaviour(
        triggered=(
            Triggered(
                EventKind.QUEST,
                itself,
                (LookAtTop(1), May(), PutLooked(bottom=True)),
                "YOU'RE EXCUSED",
            ),
        )
    ),
    # Return chosen character or item with cost 2 or less to their player's hand.
    "Befuddle": Behaviour(
        effect=(Choose(all_of(any_of(character, item), cost_at_most(2))), ReturnToHand())
    ),
    # Exert chosen opposing character.
    "Freeze": Behaviour(effect=(Choose(opposing_character), Exert())),
    # Draw 2 cards.
    "Friends on the Other Side": Behaviour(effect=(Draw(2),)),
    # Look at the top 3 cards of your deck. Put them back on the top of your deck in any order.
    "Reflection": Behaviour(effect=(LookAtTop(3), PutLooked(bottom=False))),
    # SPEAK! ⟳, 4 ⬡ — Draw a card.
    "Magic Mirror": Behaviour(
        activated=(Activated(Cost(exert=True, ink=4), (Draw(1),), "SPEAK!"),)
    ),
    # PEER INTO THE DEPTHS ⟳ — Look at the top 2 cards of your deck. Put one on the top of your
    # deck and the other on the bottom.
    "Ursula's Cauldron": Behaviour(
        activated=(
            Activated(
                Cost(exert=True),
                (LookAtTop(2), PutLooked(bottom=False, keep=1), PutLooked(bottom=True)),
                "PEER INTO THE DEPTHS",
            ),
        )
    ),
    # I'M LATE! ⟳, 1 ⬡ — Chosen character gains Rush this turn.
    "White Rabbit's Pocket Watch": Behaviour(
        activated=(
            Activated(
                Cost(exert=True, ink=1), (Choose(character), Modify(Keyword.RUSH, 1)), "I'M LATE!"
            ),
        )
    ),
}
