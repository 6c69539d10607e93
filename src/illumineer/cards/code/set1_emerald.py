"""The First Chapter (set 1), Emerald cards."""

from __future__ import annotations

from illumineer.engine.abilities import (
    CHOSEN,
    EVENT_OTHER,
    Activated,
    Banish,
    Behaviour,
    Choose,
    Cost,
    DealDamage,
    Discard,
    Draw,
    Exert,
    Floating,
    If,
    May,
    Modify,
    MoveChosen,
    OpponentsLoseLore,
    PlayForFree,
    ReduceNextCost,
    Resolution,
    ReturnToHand,
    Static,
    Triggered,
    all_of,
    card_type,
    character,
    cost_at_most,
    damaged,
    each,
    opposing_character,
    this_card,
    this_challenged_and_banished,
    you_play,
    your_other_character,
)
from illumineer.engine.game import Game
from illumineer.engine.state import Card

ACTION = card_type("Action")


def _chosen_villain(game: Game, res: Resolution) -> bool:
    return any("Villain" in card.definition.classifications for card in CHOSEN(game, res))


def _chosen_aladdin(game: Game, res: Resolution) -> bool:
    return any(card.definition.has_name("Aladdin") for card in CHOSEN(game, res))


def _opponents_while_exerted(game: Game, source: Card, card: Card) -> bool:
    return source.exerted and card.is_character and card.owner != source.owner


# "Gains Reckless during their next turn" (6.1.13).
RECKLESS_NEXT_TURN = (Choose(opposing_character), Modify("Reckless", 1, duration="their_next_turn"))
# "Chosen opposing character can't quest during their next turn."
CANT_QUEST_NEXT_TURN = (
    Choose(opposing_character),
    Modify("cant_quest", 1, duration="their_next_turn"),
)

CARDS: dict[str, Behaviour] = {
    # Rush. ROAR When you play this character, exert all opposing damaged characters.
    "Beast - Wolfsbane": Behaviour(
        triggered=(
            Triggered(
                "play", this_card, (Exert(each(all_of(opposing_character, damaged))),), "ROAR"
            ),
        )
    ),
    # LOSE SOMETHING? When this character is challenged and banished, banish the challenging
    # character.
    "Cheshire Cat - Not All There": Behaviour(
        triggered=(
            Triggered(
                "banish", this_challenged_and_banished, (Banish(EVENT_OTHER),), "LOSE SOMETHING?"
            ),
        )
    ),
    # HERE COMES THE SMOLDER Whenever this character is challenged, the challenging player
    # chooses and discards a card.
    "Flynn Rider - Charming Rogue": Behaviour(
        triggered=(
            Triggered("challenged", this_card, (Discard(1, "opponent"),), "HERE COMES THE SMOLDER"),
        )
    ),
    # Evasive. DISAPPEAR When you play this character, you may return chosen character to
    # their player's hand.
    "Genie - On the Job": Behaviour(
        triggered=(
            Triggered("play", this_card, (May(), Choose(character), ReturnToHand()), "DISAPPEAR"),
        )
    ),
    # Shift 6, Evasive. PHENOMENAL COSMIC POWER! Whenever this character quests, you may play
    # an action with cost 5 or less for free.
    "Genie - Powers Unleashed": Behaviour(
        triggered=(
            Triggered(
                "quest",
                this_card,
                (
                    May(),
                    Choose(all_of(ACTION, cost_at_most(5)), zone="hand", optional=True),
                    PlayForFree(),
                ),
                "PHENOMENAL COSMIC POWER!",
            ),
        )
    ),
    # YOU GOT A PROBLEM? ⟳ — Chosen character gains Reckless during their next turn.
    "Iago - Loud-Mouthed Parrot": Behaviour(
        activated=(
            Activated(
                Cost(exert=True),
                (Choose(character), Modify("Reckless", 1, duration="their_next_turn")),
                "YOU GOT A PROBLEM?",
            ),
        )
    ),
    # PUPPYNAPPING Whenever this character quests, chosen opposing character can't quest during
    # their next turn.
    "Jasper - Common Crook": Behaviour(
        triggered=(Triggered("quest", this_card, CANT_QUEST_NEXT_TURN, "PUPPYNAPPING"),)
    ),
    # PICK YOUR FIGHTS When you play this character and whenever he quests, chosen opposing
    # character gains Reckless during their next turn.
    "John Silver - Alien Pirate": Behaviour(
        triggered=(
            Triggered("play", this_card, RECKLESS_NEXT_TURN, "PICK YOUR FIGHTS"),
            Triggered("quest", this_card, RECKLESS_NEXT_TURN, "PICK YOUR FIGHTS"),
        )
    ),
    # Ward. NO TOUCHY! When this character is challenged and banished, you may banish the
    # challenging character.
    "Kuzco - Temperamental Emperor": Behaviour(
        triggered=(
            Triggered(
                "banish", this_challenged_and_banished, (May(), Banish(EVENT_OTHER)), "NO TOUCHY!"
            ),
        )
    ),
    # DO IT AGAIN! When you play this character, you may return an action card from your
    # discard to your hand.
    "Lady Tremaine - Wicked Stepmother": Behaviour(
        triggered=(
            Triggered(
                "play",
                this_card,
                (May(), Choose(ACTION, zone="discard"), MoveChosen("hand")),
                "DO IT AGAIN!",
            ),
        )
    ),
    # TEA PARTY Whenever this character is challenged, you may draw a card.
    "Mad Hatter - Gracious Host": Behaviour(
        triggered=(Triggered("challenged", this_card, (May(), Draw()), "TEA PARTY"),)
    ),
    # WONDER BOY When you play this character, chosen character gets +2 ¤ this turn.
    "Megara - Pulling the Strings": Behaviour(
        triggered=(
            Triggered("play", this_card, (Choose(character), Modify("strength", 2)), "WONDER BOY"),
        )
    ),
    # Shift 5. MISDIRECTION Whenever you play an action, chosen opposing character can't quest
    # during their next turn.
    "Mickey Mouse - Artful Rogue": Behaviour(
        triggered=(Triggered("play", you_play(ACTION), CANT_QUEST_NEXT_TURN, "MISDIRECTION"),)
    ),
    # SKIP THE DRAMA, STAY WITH MAMA While this character is exerted, opposing characters can't
    # quest.
    "Mother Gothel - Selfish Manipulator": Behaviour(
        statics=(
            Static("cant_quest", _opponents_while_exerted, 1, "SKIP THE DRAMA, STAY WITH MAMA"),
        )
    ),
    # Evasive. PIXIE DUST When you play this character, chosen character gains Evasive this
    # turn.
    "Tinker Bell - Most Helpful": Behaviour(
        triggered=(
            Triggered("play", this_card, (Choose(character), Modify("Evasive", 1)), "PIXIE DUST"),
        )
    ),
    # Return an action card from your discard to your hand.
    "Do It Again!": Behaviour(effect=(Choose(ACTION, zone="discard"), MoveChosen("hand"))),
    # Song. Return chosen character to their player's hand.
    "Mother Knows Best": Behaviour(effect=(Choose(character), ReturnToHand())),
    # Deal 2 damage to chosen damaged character.
    "Stampede": Behaviour(effect=(Choose(all_of(character, damaged)), DealDamage(2))),
    # Whenever one of your characters quests this turn, each opponent loses 1 lore.
    "Steal from the Rich": Behaviour(
        effect=(
            Floating(
                Triggered(
                    "quest", your_other_character(), (OpponentsLoseLore(1),), "Steal from the Rich"
                )
            ),
        )
    ),
    # Song. Each opponent chooses and discards a card.
    "Sudden Chill": Behaviour(effect=(Discard(1, "opponent"),)),
    # Chosen character gains Reckless during their next turn.
    "The Beast is Mine!": Behaviour(
        effect=(Choose(character), Modify("Reckless", 1, duration="their_next_turn"))
    ),
    # Chosen character gets +2 ¤ this turn. If a Villain character is chosen, they get +3 ¤
    # instead.
    "Vicious Betrayal": Behaviour(
        effect=(
            Choose(character),
            Modify("strength", 2),
            If(_chosen_villain),
            Modify("strength", 1),
        )
    ),
    # THE CARDS WILL TELL ⟳ — You pay 1 ⬡ less for the next action you play this turn.
    "Dr. Facilier's Cards": Behaviour(
        activated=(
            Activated(Cost(exert=True), (ReduceNextCost(1, "Action"),), "THE CARDS WILL TELL"),
        )
    ),
    # SLASH ⟳ — Chosen character gets +1 ¤ this turn. If a character named Aladdin is chosen,
    # he gets +2 ¤ instead.
    "Stolen Scimitar": Behaviour(
        activated=(
            Activated(
                Cost(exert=True),
                (
                    Choose(character),
                    Modify("strength", 1),
                    If(_chosen_aladdin),
                    Modify("strength", 1),
                ),
                "SLASH",
            ),
        )
    ),
}
