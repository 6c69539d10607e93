"""The First Chapter (set 1), Emerald cards."""

from __future__ import annotations

from illumineer.engine.abilities import (
    CHOSEN,
    EVENT_OTHER,
    Activated,
    Banish,
    Behaviour,
    CardView,
    Choose,
    Cost,
    DealDamage,
    Discard,
    Draw,
    Exert,
    Facts,
    Floating,
    If,
    May,
    Modify,
    MoveChosen,
    OpponentsLoseLore,
    PlayForFree,
    ReduceNextCost,
    ReturnToHand,
    Static,
    Triggered,
    all_of,
    card_type,
    character,
    cost_at_most,
    damaged,
    each,
    itself,
    opposing_character,
    own_character,
    this_challenged_and_banished,
    you_play,
)
from illumineer.engine.vocabulary import CardType, Duration, EventKind, Keyword, Stat, Who, Zone

ACTION = card_type(CardType.ACTION)


def _chosen_villain(fx: Facts, card: CardView) -> bool:
    return any("Villain" in chosen.definition.classifications for chosen in CHOSEN(fx))


def _chosen_aladdin(fx: Facts, card: CardView) -> bool:
    return any(chosen.definition.has_name("Aladdin") for chosen in CHOSEN(fx))


def _opponents_while_exerted(fx: Facts, card: CardView) -> bool:
    return fx.me().exerted and opposing_character(fx, card)


# "Gains Reckless during their next turn" (6.1.13).
RECKLESS_NEXT_TURN = (
    Choose(opposing_character),
    Modify(Keyword.RECKLESS, 1, duration=Duration.THEIR_NEXT_TURN),
)
# "Chosen opposing character can't quest during their next turn."
CANT_QUEST_NEXT_TURN = (
    Choose(opposing_character),
    Modify(Stat.CANT_QUEST, 1, duration=Duration.THEIR_NEXT_TURN),
)

CARDS: dict[str, Behaviour] = {
    # Rush. ROAR When you play this character, exert all opposing damaged characters.
    "Beast - Wolfsbane": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY, itself, (Exert(each(all_of(opposing_character, damaged))),), "ROAR"
            ),
        )
    ),
    # LOSE SOMETHING? When this character is challenged and banished, banish the challenging
    # character.
    "Cheshire Cat - Not All There": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISH,
                this_challenged_and_banished,
                (Banish(EVENT_OTHER),),
                "LOSE SOMETHING?",
            ),
        )
    ),
    # HERE COMES THE SMOLDER Whenever this character is challenged, the challenging player
    # chooses and discards a card.
    "Flynn Rider - Charming Rogue": Behaviour(
        triggered=(
            Triggered(
                EventKind.CHALLENGED, itself, (Discard(1, Who.OPPONENT),), "HERE COMES THE SMOLDER"
            ),
        )
    ),
    # Evasive. DISAPPEAR When you play this character, you may return chosen character to
    # their player's hand.
    "Genie - On the Job": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY, itself, (May(), Choose(character), ReturnToHand()), "DISAPPEAR"
            ),
        )
    ),
    # Shift 6, Evasive. PHENOMENAL COSMIC POWER! Whenever this character quests, you may play
    # an action with cost 5 or less for free.
    "Genie - Powers Unleashed": Behaviour(
        triggered=(
            Triggered(
                EventKind.QUEST,
                itself,
                (
                    May(),
                    Choose(all_of(ACTION, cost_at_most(5)), zone=Zone.HAND, optional=True),
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
                (Choose(character), Modify(Keyword.RECKLESS, 1, duration=Duration.THEIR_NEXT_TURN)),
                "YOU GOT A PROBLEM?",
            ),
        )
    ),
    # PUPPYNAPPING Whenever this character quests, chosen opposing character can't quest during
    # their next turn.
    "Jasper - Common Crook": Behaviour(
        triggered=(Triggered(EventKind.QUEST, itself, CANT_QUEST_NEXT_TURN, "PUPPYNAPPING"),)
    ),
    # PICK YOUR FIGHTS When you play this character and whenever he quests, chosen opposing
    # character gains Reckless during their next turn.
    "John Silver - Alien Pirate": Behaviour(
        triggered=(
            Triggered(EventKind.PLAY, itself, RECKLESS_NEXT_TURN, "PICK YOUR FIGHTS"),
            Triggered(EventKind.QUEST, itself, RECKLESS_NEXT_TURN, "PICK YOUR FIGHTS"),
        )
    ),
    # Ward. NO TOUCHY! When this character is challenged and banished, you may banish the
    # challenging character.
    "Kuzco - Temperamental Emperor": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISH,
                this_challenged_and_banished,
                (May(), Banish(EVENT_OTHER)),
                "NO TOUCHY!",
            ),
        )
    ),
    # DO IT AGAIN! When you play this character, you may return an action card from your
    # discard to your hand.
    "Lady Tremaine - Wicked Stepmother": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (May(), Choose(ACTION, zone=Zone.DISCARD), MoveChosen(Zone.HAND)),
                "DO IT AGAIN!",
            ),
        )
    ),
    # TEA PARTY Whenever this character is challenged, you may draw a card.
    "Mad Hatter - Gracious Host": Behaviour(
        triggered=(Triggered(EventKind.CHALLENGED, itself, (May(), Draw()), "TEA PARTY"),)
    ),
    # WONDER BOY When you play this character, chosen character gets +2 ¤ this turn.
    "Megara - Pulling the Strings": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY, itself, (Choose(character), Modify(Stat.STRENGTH, 2)), "WONDER BOY"
            ),
        )
    ),
    # Shift 5. MISDIRECTION Whenever you play an action, chosen opposing character can't quest
    # during their next turn.
    "Mickey Mouse - Artful Rogue": Behaviour(
        triggered=(
            Triggered(EventKind.PLAY, you_play(ACTION), CANT_QUEST_NEXT_TURN, "MISDIRECTION"),
        )
    ),
    # SKIP THE DRAMA, STAY WITH MAMA While this character is exerted, opposing characters can't
    # quest.
    "Mother Gothel - Selfish Manipulator": Behaviour(
        statics=(
            Static(Stat.CANT_QUEST, _opponents_while_exerted, 1, "SKIP THE DRAMA, STAY WITH MAMA"),
        )
    ),
    # Evasive. PIXIE DUST When you play this character, chosen character gains Evasive this
    # turn.
    "Tinker Bell - Most Helpful": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (Choose(character), Modify(Keyword.EVASIVE, 1)),
                "PIXIE DUST",
            ),
        )
    ),
    # Return an action card from your discard to your hand.
    "Do It Again!": Behaviour(effect=(Choose(ACTION, zone=Zone.DISCARD), MoveChosen(Zone.HAND))),
    # Song. Return chosen character to their player's hand.
    "Mother Knows Best": Behaviour(effect=(Choose(character), ReturnToHand())),
    # Deal 2 damage to chosen damaged character.
    "Stampede": Behaviour(effect=(Choose(all_of(character, damaged)), DealDamage(2))),
    # Whenever one of your characters quests this turn, each opponent loses 1 lore.
    "Steal from the Rich": Behaviour(
        effect=(
            Floating(
                Triggered(
                    EventKind.QUEST, own_character, (OpponentsLoseLore(1),), "Steal from the Rich"
                )
            ),
        )
    ),
    # Song. Each opponent chooses and discards a card.
    "Sudden Chill": Behaviour(effect=(Discard(1, Who.OPPONENT),)),
    # Chosen character gains Reckless during their next turn.
    "The Beast is Mine!": Behaviour(
        effect=(Choose(character), Modify(Keyword.RECKLESS, 1, duration=Duration.THEIR_NEXT_TURN))
    ),
    # Chosen character gets +2 ¤ this turn. If a Villain character is chosen, they get +3 ¤
    # instead.
    "Vicious Betrayal": Behaviour(
        effect=(
            Choose(character),
            Modify(Stat.STRENGTH, 2),
            If(_chosen_villain),
            Modify(Stat.STRENGTH, 1),
        )
    ),
    # THE CARDS WILL TELL ⟳ — You pay 1 ⬡ less for the next action you play this turn.
    "Dr. Facilier's Cards": Behaviour(
        activated=(
            Activated(
                Cost(exert=True), (ReduceNextCost(1, CardType.ACTION),), "THE CARDS WILL TELL"
            ),
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
                    Modify(Stat.STRENGTH, 1),
                    If(_chosen_aladdin),
                    Modify(Stat.STRENGTH, 1),
                ),
                "SLASH",
            ),
        )
    ),
}
