"""Rise of the Floodborn (set 2), Amethyst cards."""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities import (
    THIS,
    THIS_IN_DISCARD,
    Activated,
    Banish,
    Behaviour,
    CardView,
    Choose,
    Cost,
    Do,
    Draw,
    Effect,
    Effects,
    Exert,
    Facts,
    GainLore,
    Grant,
    If,
    May,
    Modify,
    MoveChosen,
    PlayForFree,
    Prompt,
    ReturnToHand,
    Static,
    Step,
    Triggered,
    all_of,
    any_card,
    any_of,
    card_type,
    character,
    classified,
    cost_at_most,
    each,
    exerted,
    item,
    itself,
    named,
    opposing_character,
    other,
    other_own_character,
    own_character,
    this_banished_in_challenge,
    with_keyword,
    you_play,
    your_other_characters,
)
from illumineer.engine.vocabulary import (
    CardType,
    Duration,
    EventKind,
    Keyword,
    PromptKind,
    Stat,
    Zone,
)


def _chosen_in_hand(fx: Facts, card: CardView) -> bool:
    """ "... to [do more]": the chosen character really went back to the hand (6.1.5.1)."""
    return bool(fx.chosen) and all(fx.card(i).zone is Zone.HAND for i in fx.chosen)


def _you_have(name: str) -> If:
    """ "If you have a character named [name] in play"."""
    return If(
        lambda fx, card: any(
            c.is_character and c.definition.has_name(name)
            for c in fx.cards(fx.controller, Zone.PLAY)
        )
    )


def _draw_two_for_that_player(fx: Effects) -> None:
    for card_id in fx.chosen:
        fx.draw(fx.card(card_id).owner, 2)


@dataclass(frozen=True, slots=True)
class BanishHerOr(Step):
    """ "Banish her or return another [N] chosen character(s) of yours to your hand" (6.1.5.2):
    asked as "return instead?"; with no other character of yours, she is banished. A "yes"
    lets the steps after this one do the returning; a "no" banishes her and skips them."""

    def run(self, fx: Effects) -> Prompt | None:
        if any(other_own_character(fx, card) for card in fx.cards(fx.controller, Zone.PLAY)):
            return Prompt(fx.controller, PromptKind.MAY)
        self.answer(fx, 0)
        return None

    def answer(self, fx: Effects, choice: int | None) -> bool:
        if not choice:
            fx.banish(THIS(fx))
            fx.skip_rest()
        return True


def _return_another(count: int) -> Effect:
    steps: Effect = (BanishHerOr(),)
    for _ in range(count):  # one by one: each choice is "another" than those before
        steps += (Choose(other_own_character), ReturnToHand())
    return steps


def _leaves_and_plays(effect: Effect, name: str) -> tuple[Triggered, ...]:
    """ "When you play this character and when he leaves play, ..." (the Merlins)."""
    return (
        Triggered(EventKind.PLAY, itself, effect, name),
        Triggered(EventKind.LEAVE, itself, effect, name),
    )


def _returned_to_your_hand(fx: Facts, card: CardView) -> bool:
    """One of your other characters left play for your hand (the event comes after the move)."""
    return other_own_character(fx, card) and card.zone is Zone.HAND


#: FORGET THE COACH, HERE'S A SWORD's granted "When this character is banished in a challenge,
#: return this card to your hand".
_SWORD_RETURN = Triggered(
    EventKind.BANISH,
    this_banished_in_challenge,
    (ReturnToHand(THIS_IN_DISCARD),),
    "HERE'S A SWORD",
)

#: "At the end of the turn, banish them." (Gruesome and Grim), given to the character played:
#: the granted ability lasts this turn only, so any end of turn it sees is this one's.
_BANISH_AT_END_OF_TURN = Triggered(
    EventKind.TURN_END, any_card, (Banish(THIS),), "GRUESOME AND GRIM"
)

#: "Play a character with cost 4 or less for free. They gain Rush. At the end of the turn,
#: banish them."
_GRUESOME_AND_GRIM: Effect = (
    Choose(all_of(card_type(CardType.CHARACTER), cost_at_most(4)), zone=Zone.HAND),
    PlayForFree(),
    Modify(Keyword.RUSH, 1),
    Grant(_BANISH_AT_END_OF_TURN),
)


CARDS: dict[str, Behaviour] = {
    # STUDENT Whenever this character quests, you may return another chosen character of yours
    # to your hand to gain 2 lore.
    "Arthur - Wizard's Apprentice": Behaviour(
        triggered=(
            Triggered(
                EventKind.QUEST,
                itself,
                (
                    May(),
                    Choose(other_own_character),
                    ReturnToHand(),
                    If(_chosen_in_hand),
                    GainLore(2),
                ),
                "STUDENT",
            ),
        )
    ),
    # Evasive. ETHEREAL GLOW Whenever you play a Floodborn character, you may draw a card.
    "Blue Fairy - Rewarding Good Deeds": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                you_play(all_of(character, classified("Floodborn"))),
                (May(), Draw(1)),
                "ETHEREAL GLOW",
            ),
        )
    ),
    # Shift 2. FORGET THE COACH, HERE'S A SWORD Whenever this character quests, your characters
    # gain Challenger +3 and "When this character is banished in a challenge, return this card
    # to your hand" this turn.
    "Fairy Godmother - Mystic Armorer": Behaviour(
        triggered=(
            Triggered(
                EventKind.QUEST,
                itself,
                (
                    Modify(Keyword.CHALLENGER, 3, each(own_character)),
                    Grant(_SWORD_RETURN, each(own_character)),
                ),
                "FORGET THE COACH, HERE'S A SWORD",
            ),
        )
    ),
    # JUST LEAVE IT TO ME Whenever you play a character named Cinderella, you may exert chosen
    # character.
    "Fairy Godmother - Pure Heart": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                you_play(all_of(character, named("Cinderella"))),
                (May(), Choose(character), Exert()),
                "JUST LEAVE IT TO ME",
            ),
        )
    ),
    # HE'S BACK! When this character is banished in a challenge, return this card to your hand.
    "HeiHei - Persistent Presence": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISH,
                this_banished_in_challenge,
                (ReturnToHand(THIS_IN_DISCARD),),
                "HE'S BACK!",
            ),
        )
    ),
    # Evasive. THAT STILL, SMALL VOICE When you play this character, if you have a character
    # named Pinocchio in play, you may draw a card.
    "Jiminy Cricket - Pinocchio's Conscience": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (_you_have("Pinocchio"), May(), Draw(1)),
                "THAT STILL, SMALL VOICE",
            ),
        )
    ),
    # OK, WHERE AM I? When this character is banished, you may draw a card.
    "Kuzco - Wanted Llama": Behaviour(
        triggered=(Triggered(EventKind.BANISH, itself, (May(), Draw(1)), "OK, WHERE AM I?"),)
    ),
    # CHASING THE RABBIT When you play this character, banish her or return another chosen
    # character of yours to your hand. Rush.
    "Madam Mim - Fox": Behaviour(
        triggered=(Triggered(EventKind.PLAY, itself, _return_another(1), "CHASING THE RABBIT"),)
    ),
    # Evasive. I WIN, I WIN! When you play this character, banish her or return another 2
    # chosen characters of yours to your hand. (With only one other character, returning it
    # is still allowed: do as much as you can, 1.2.3.)
    "Madam Mim - Purple Dragon": Behaviour(
        triggered=(Triggered(EventKind.PLAY, itself, _return_another(2), "I WIN, I WIN!"),)
    ),
    # Shift 3. GRUESOME AND GRIM ⟳ — Play a character with cost 4 or less for free. They gain
    # Rush. At the end of the turn, banish them.
    "Madam Mim - Rival of Merlin": Behaviour(
        activated=(Activated(Cost(exert=True), _GRUESOME_AND_GRIM, "GRUESOME AND GRIM"),)
    ),
    # JUST YOU WAIT When you play this character, banish her or return another chosen character
    # of yours to your hand.
    "Madam Mim - Snake": Behaviour(
        triggered=(Triggered(EventKind.PLAY, itself, _return_another(1), "JUST YOU WAIT"),)
    ),
    # READY OR NOT! When you play this character and when he leaves play, chosen character
    # gains Challenger +3 this turn.
    "Merlin - Crab": Behaviour(
        triggered=_leaves_and_plays(
            (Choose(character), Modify(Keyword.CHALLENGER, 3)), "READY OR NOT!"
        )
    ),
    # HERE I COME! When you play this character and when he leaves play, gain 1 lore.
    "Merlin - Goat": Behaviour(triggered=_leaves_and_plays((GainLore(1),), "HERE I COME!")),
    # HOPPITY HIP! When you play this character and when he leaves play, you may draw a card.
    "Merlin - Rabbit": Behaviour(triggered=_leaves_and_plays((May(), Draw(1)), "HOPPITY HIP!")),
    # BATTLE OF WITS Whenever one of your other characters is returned to your hand from play,
    # this character gets +1 ◊ this turn.
    "Merlin - Shapeshifter": Behaviour(
        triggered=(
            Triggered(
                EventKind.LEAVE,
                _returned_to_your_hand,
                (Modify(Stat.LORE, 1, THIS),),
                "BATTLE OF WITS",
            ),
        )
    ),
    # Evasive. Rush. TIPTOE Your other characters with Rush gain Evasive.
    "Peter Pan's Shadow - Not Sewn On": Behaviour(
        statics=(
            Static(
                Keyword.EVASIVE,
                all_of(your_other_characters, with_keyword(Keyword.RUSH)),
                1,
                "TIPTOE",
            ),
        )
    ),
    # Shift 3. LISTEN TO YOUR CONSCIENCE When you play this character, you may return chosen
    # character or item with cost 3 or less to their player's hand.
    "Pinocchio - On the Run": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (May(), Choose(all_of(any_of(character, item), cost_at_most(3))), ReturnToHand()),
                "LISTEN TO YOUR CONSCIENCE",
            ),
        )
    ),
    # TELLING LIES When you play this character, you may exert chosen opposing character.
    "Pinocchio - Talkative Puppet": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY, itself, (May(), Choose(opposing_character), Exert()), "TELLING LIES"
            ),
        )
    ),
    # Shift 4. CRUEL IRONY When you play this character, shuffle another chosen character card
    # into their player's deck. That player draws 2 cards.
    "Yzma - Scary Beyond All Reason": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (
                    Choose(all_of(character, other)),
                    MoveChosen(Zone.DECK),
                    Do(_draw_two_for_that_player),
                ),
                "CRUEL IRONY",
            ),
        )
    ),
    # Play a character with cost 4 or less for free. They gain Rush. At the end of the turn,
    # banish them.
    "Gruesome and Grim": Behaviour(effect=_GRUESOME_AND_GRIM),
    # Chosen exerted character can't ready at the start of their next turn.
    "I'm Stuck!": Behaviour(
        effect=(
            Choose(all_of(character, exerted)),
            Modify(Stat.CANT_READY, 1, duration=Duration.THEIR_NEXT_TURN),
        )
    ),
    # Chosen character gains Challenger +3 this turn.
    "Legend of the Sword in the Stone": Behaviour(
        effect=(Choose(character), Modify(Keyword.CHALLENGER, 3))
    ),
    # HURTLING HEDGEHOG Banish this item — Chosen character gains Rush this turn.
    "Croquet Mallet": Behaviour(
        activated=(
            Activated(
                Cost(banish=True), (Choose(character), Modify(Keyword.RUSH, 1)), "HURTLING HEDGEHOG"
            ),
        )
    ),
    # TO WONDERLAND Banish this item — Return chosen character of yours to your hand.
    "Perplexing Signposts": Behaviour(
        activated=(
            Activated(Cost(banish=True), (Choose(own_character), ReturnToHand()), "TO WONDERLAND"),
        )
    ),
    # KNOWLEDGE ⟳, 1 ⬡ — Gain 1 lore.
    "The Sorcerer's Spellbook": Behaviour(
        activated=(Activated(Cost(exert=True, ink=1), (GainLore(1),), "KNOWLEDGE"),)
    ),
}
