"""Rise of the Floodborn (set 2), Amethyst cards."""

from __future__ import annotations

from dataclasses import dataclass

from illumineer.engine.abilities import (
    EVENT_CARD_IN_DISCARD,
    THIS,
    THIS_IN_DISCARD,
    Activated,
    Banish,
    Behaviour,
    Choose,
    Cost,
    Do,
    Draw,
    Event,
    Exert,
    Floating,
    GainLore,
    If,
    May,
    Modify,
    MoveChosen,
    PlayForFree,
    Prompt,
    Resolution,
    ReturnToHand,
    Static,
    Step,
    Triggered,
    all_of,
    any_of,
    card_type,
    character,
    classified,
    cost_at_most,
    each,
    item,
    named,
    opposing_character,
    other_own_character,
    own_character,
    this_banished_in_challenge,
    this_card,
    you_play,
    your_other_character,
)
from illumineer.engine.game import Game
from illumineer.engine.state import Card, Zone

#: Marks, as modifiers of this turn, the characters an effect gave a one-turn ability to
#: ("your characters gain ... this turn", "at the end of the turn, banish them").
_RETURNS_IF_BANISHED = "returns_if_banished_in_challenge"
_BANISHED_AT_END_OF_TURN = "banished_at_end_of_turn"


def _marked(mark: str, card_id: int, game: Game) -> bool:
    return any(
        m.card == card_id and m.stat == mark and m.start <= game.turn <= m.end
        for m in game.modifiers
    )


def _chosen_in_hand(game: Game, res: Resolution) -> bool:
    """ "... to [do more]": the chosen character really went back to the hand (6.1.5.1)."""
    return bool(res.chosen) and all(game.cards[i].zone is Zone.HAND for i in res.chosen)


def _you_have(name: str) -> If:
    return If(
        lambda game, res: any(
            card.is_character and card.definition.has_name(name)
            for card in game.players[res.controller].zones[Zone.PLAY]
        )
    )


def _another_character(game: Game, res: Resolution, card: Card) -> bool:
    return card.is_character and card.id != res.source


def _exerted(game: Game, res: Resolution, card: Card) -> bool:
    return card.exerted


def _draw_two_for_that_player(game: Game, res: Resolution) -> None:
    for card_id in res.chosen:
        for _ in range(2):
            game.draw(game.cards[card_id].owner)


@dataclass(frozen=True, slots=True)
class BanishHerOr(Step):
    """ "Banish her or return another [N] chosen character(s) of yours to your hand" (6.1.5.2):
    asked as "return instead?"; with no other character of yours, she is banished. A "yes"
    lets the steps after this one do the returning; a "no" banishes her and skips them."""

    def run(self, game: Game, res: Resolution) -> Prompt | None:
        others = [
            card
            for card in game.players[res.controller].zones[Zone.PLAY]
            if other_own_character(game, res, card)
        ]
        if others:
            return Prompt(res.controller, "may")
        self.answer(game, res, 0)
        return None

    def answer(self, game: Game, res: Resolution, choice: int | None) -> bool:
        if not choice:
            for card in THIS(game, res):
                game.banish(card)
            game.set_value(res, "skip", True)
        return True


def _return_another(count: int) -> tuple[Step, ...]:
    steps: tuple[Step, ...] = (BanishHerOr(),)
    for _ in range(count):  # one by one: each choice is "another" than those before
        steps += (Choose(other_own_character), ReturnToHand())
    return steps


def _leaves_and_plays(effect: tuple[Step, ...], name: str) -> tuple[Triggered, ...]:
    """ "When you play this character and when he leaves play, ..." (the Merlins)."""
    return (Triggered("play", this_card, effect, name), Triggered("leave", this_card, effect, name))


def _returned_to_your_hand(game: Game, source: Card, event: Event) -> bool:
    """One of your other characters left play for your hand (the event comes after the move)."""
    return your_other_character()(game, source, event) and game.cards[event.card].zone is Zone.HAND


def _your_other_rush_character(game: Game, source: Card, card: Card) -> bool:
    return (
        card is not source
        and card.is_character
        and card.owner == source.owner
        and card.zone is Zone.PLAY
        and game.has_keyword(card, "Rush")
    )


#: FORGET THE COACH, HERE'S A SWORD's granted "When this character is banished in a challenge,
#: return this card to your hand", for the characters marked when it resolved.
_SWORD_RETURN = Triggered(
    "banish",
    lambda game, source, event: (
        event.in_challenge and _marked(_RETURNS_IF_BANISHED, event.card, game)
    ),
    (ReturnToHand(EVENT_CARD_IN_DISCARD),),
    "HERE'S A SWORD",
)


#: "At the end of the turn, banish them." (Gruesome and Grim)
_BANISH_THEM = Triggered(
    "turn_end",
    lambda game, source, event: True,
    (Banish(each(lambda game, res, card: _marked(_BANISHED_AT_END_OF_TURN, card.id, game))),),
    "GRUESOME AND GRIM",
)

#: "Play a character with cost 4 or less for free. They gain Rush. At the end of the turn,
#: banish them."
_GRUESOME_AND_GRIM: tuple[Step, ...] = (
    Choose(all_of(card_type("Character"), cost_at_most(4)), zone="hand"),
    PlayForFree(),
    Modify("Rush", 1),
    Modify(_BANISHED_AT_END_OF_TURN, 1),
    Floating(_BANISH_THEM),
)


CARDS: dict[str, Behaviour] = {
    # STUDENT Whenever this character quests, you may return another chosen character of yours
    # to your hand to gain 2 lore.
    "Arthur - Wizard's Apprentice": Behaviour(
        triggered=(
            Triggered(
                "quest",
                this_card,
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
                "play",
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
                "quest",
                this_card,
                (
                    Modify("Challenger", 3, each(own_character)),
                    Modify(_RETURNS_IF_BANISHED, 1, each(own_character)),
                    Floating(_SWORD_RETURN),
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
                "play",
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
                "banish", this_banished_in_challenge, (ReturnToHand(THIS_IN_DISCARD),), "HE'S BACK!"
            ),
        )
    ),
    # Evasive. THAT STILL, SMALL VOICE When you play this character, if you have a character
    # named Pinocchio in play, you may draw a card.
    "Jiminy Cricket - Pinocchio's Conscience": Behaviour(
        triggered=(
            Triggered(
                "play",
                this_card,
                (_you_have("Pinocchio"), May(), Draw(1)),
                "THAT STILL, SMALL VOICE",
            ),
        )
    ),
    # OK, WHERE AM I? When this character is banished, you may draw a card.
    "Kuzco - Wanted Llama": Behaviour(
        triggered=(Triggered("banish", this_card, (May(), Draw(1)), "OK, WHERE AM I?"),)
    ),
    # CHASING THE RABBIT When you play this character, banish her or return another chosen
    # character of yours to your hand. Rush.
    "Madam Mim - Fox": Behaviour(
        triggered=(Triggered("play", this_card, _return_another(1), "CHASING THE RABBIT"),)
    ),
    # Evasive. I WIN, I WIN! When you play this character, banish her or return another 2
    # chosen characters of yours to your hand. (With only one other character, returning it
    # is still allowed: do as much as you can, 1.2.3.)
    "Madam Mim - Purple Dragon": Behaviour(
        triggered=(Triggered("play", this_card, _return_another(2), "I WIN, I WIN!"),)
    ),
    # Shift 3. GRUESOME AND GRIM ⟳ — Play a character with cost 4 or less for free. They gain
    # Rush. At the end of the turn, banish them.
    "Madam Mim - Rival of Merlin": Behaviour(
        activated=(Activated(Cost(exert=True), _GRUESOME_AND_GRIM, "GRUESOME AND GRIM"),)
    ),
    # JUST YOU WAIT When you play this character, banish her or return another chosen character
    # of yours to your hand.
    "Madam Mim - Snake": Behaviour(
        triggered=(Triggered("play", this_card, _return_another(1), "JUST YOU WAIT"),)
    ),
    # READY OR NOT! When you play this character and when he leaves play, chosen character
    # gains Challenger +3 this turn.
    "Merlin - Crab": Behaviour(
        triggered=_leaves_and_plays((Choose(character), Modify("Challenger", 3)), "READY OR NOT!")
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
                "leave", _returned_to_your_hand, (Modify("lore", 1, THIS),), "BATTLE OF WITS"
            ),
        )
    ),
    # Evasive. Rush. TIPTOE Your other characters with Rush gain Evasive.
    "Peter Pan's Shadow - Not Sewn On": Behaviour(
        statics=(Static("Evasive", _your_other_rush_character, 1, "TIPTOE"),)
    ),
    # Shift 3. LISTEN TO YOUR CONSCIENCE When you play this character, you may return chosen
    # character or item with cost 3 or less to their player's hand.
    "Pinocchio - On the Run": Behaviour(
        triggered=(
            Triggered(
                "play",
                this_card,
                (May(), Choose(all_of(any_of(character, item), cost_at_most(3))), ReturnToHand()),
                "LISTEN TO YOUR CONSCIENCE",
            ),
        )
    ),
    # TELLING LIES When you play this character, you may exert chosen opposing character.
    "Pinocchio - Talkative Puppet": Behaviour(
        triggered=(
            Triggered(
                "play", this_card, (May(), Choose(opposing_character), Exert()), "TELLING LIES"
            ),
        )
    ),
    # Shift 4. CRUEL IRONY When you play this character, shuffle another chosen character card
    # into their player's deck. That player draws 2 cards.
    "Yzma - Scary Beyond All Reason": Behaviour(
        triggered=(
            Triggered(
                "play",
                this_card,
                (Choose(_another_character), MoveChosen("deck"), Do(_draw_two_for_that_player)),
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
            Choose(all_of(character, _exerted)),
            Modify("cant_ready", 1, duration="their_next_turn"),
        )
    ),
    # Chosen character gains Challenger +3 this turn.
    "Legend of the Sword in the Stone": Behaviour(
        effect=(Choose(character), Modify("Challenger", 3))
    ),
    # HURTLING HEDGEHOG Banish this item — Chosen character gains Rush this turn.
    "Croquet Mallet": Behaviour(
        activated=(
            Activated(
                Cost(banish=True), (Choose(character), Modify("Rush", 1)), "HURTLING HEDGEHOG"
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
