"""The First Chapter (set 1), Amber cards."""

from __future__ import annotations

from illumineer.engine.abilities import (
    EVENT_CARD,
    EVENT_OTHER,
    Activated,
    Banish,
    Behaviour,
    CardView,
    Choose,
    Cost,
    Discard,
    Draw,
    Exert,
    Facts,
    If,
    LookAtTop,
    May,
    MayPay,
    Modify,
    MoveChosen,
    PlayForFree,
    PutIntoInkwell,
    PutLooked,
    Ready,
    ReduceNextCost,
    RemoveDamage,
    ReturnToHand,
    Static,
    TakeLooked,
    Triggered,
    all_of,
    character,
    classified,
    cost_at_most,
    each,
    itself,
    other_own_character,
    own_character,
    song,
    this_challenged_and_banished,
    this_challenges_and_is_banished,
    you_play,
)
from illumineer.engine.vocabulary import EventKind, Stat, Who, Zone

_princess = classified("Princess")
_other_princesses = each(all_of(other_own_character, _princess))


def _other_villains(fx: Facts, card: CardView) -> int:
    return sum(
        1
        for other in fx.cards(fx.controller, Zone.PLAY)
        if other.id != fx.source
        and other.is_character
        and "Villain" in other.definition.classifications
    )


def _gaston_in_play(fx: Facts, card: CardView) -> bool:
    return card.id == fx.source and any(
        other.is_character and other.definition.has_name("Gaston")
        for other in fx.cards(fx.controller, Zone.PLAY)
    )


def _two_other_characters(fx: Facts, card: CardView) -> bool:
    others = [
        other
        for other in fx.cards(fx.controller, Zone.PLAY)
        if other.is_character and other.id != fx.source
    ]
    return len(others) >= 2


def _played_card_ready(fx: Facts, card: CardView) -> bool:
    return any(not played.exerted for played in EVENT_CARD(fx))


CARDS: dict[str, Behaviour] = {
    # VOICELESS This character can't ⟳ to sing songs.
    "Ariel - On Human Legs": Behaviour(statics=(Static(Stat.CANT_SING, itself, 1, "VOICELESS"),)),
    # MUSICAL DEBUT When you play this character, look at the top 4 cards of your deck. You may
    # reveal a song card and put it into your hand. Put the rest on the bottom of your deck in
    # any order.
    "Ariel - Spectacular Singer": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (LookAtTop(4), TakeLooked(song), PutLooked(bottom=True)),
                "MUSICAL DEBUT",
            ),
        )
    ),
    # A WONDERFUL DREAM ⟳ — Remove up to 3 damage from chosen Princess character.
    "Cinderella - Gentle and Kind": Behaviour(
        activated=(
            Activated(
                Cost(exert=True),
                (Choose(all_of(character, _princess)), RemoveDamage(3)),
                "A WONDERFUL DREAM",
            ),
        )
    ),
    # YOU'LL BE SORRY! When this character is challenged and banished, you may return chosen
    # character to their player's hand.
    "Cruella De Vil - Miserable As Usual": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISH,
                this_challenged_and_banished,
                (May(), Choose(character), ReturnToHand()),
                "YOU'LL BE SORRY!",
            ),
        )
    ),
    # AND TWO FOR TEA! When you play this character, you may remove up to 2 damage from each of
    # your Musketeer characters.
    "Goofy - Musketeer": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (May(), RemoveDamage(2, each(all_of(own_character, classified("Musketeer"))))),
                "AND TWO FOR TEA!",
            ),
        )
    ),
    # SINISTER PLOT This character gets +1 ◊ for each other Villain character you have in play.
    "Hades - King of Olympus": Behaviour(
        statics=(Static(Stat.LORE, itself, _other_villains, "SINISTER PLOT"),)
    ),
    # WELL OF SOULS When you play this character, return a character card from your discard to
    # your hand.
    "Hades - Lord of the Underworld": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (Choose(character, zone=Zone.DISCARD), MoveChosen(Zone.HAND)),
                "WELL OF SOULS",
            ),
        )
    ),
    # LOYAL If you have a character named Gaston in play, you pay 1 ⬡ less to play this
    # character.
    "LeFou - Bumbler": Behaviour(
        statics=(Static(Stat.COST, _gaston_in_play, -1, "LOYAL", from_hand=True),)
    ),
    # Put chosen character into their player's inkwell facedown and exerted.
    "Let it Go": Behaviour(effect=(Choose(character), PutIntoInkwell())),
    # HORSE KICK When you play this character, chosen character gets -2 ¤ this turn.
    "Maximus - Relentless Pursuer": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (Choose(character), Modify(Stat.STRENGTH, -2)),
                "HORSE KICK",
            ),
        )
    ),
    # WE CAN FIX IT Whenever this character quests, you may ready your other Princess
    # characters. They can't quest for the rest of this turn.
    "Moana - Of Motunui": Behaviour(
        triggered=(
            Triggered(
                EventKind.QUEST,
                itself,
                (May(), Ready(_other_princesses), Modify(Stat.CANT_QUEST, 1, _other_princesses)),
                "WE CAN FIX IT",
            ),
        )
    ),
    # HEROISM When this character challenges and is banished, you may banish the challenged
    # character.
    "Prince Phillip - Dragonslayer": Behaviour(
        triggered=(
            Triggered(
                EventKind.BANISH,
                this_challenges_and_is_banished,
                (May(), Banish(EVENT_OTHER)),
                "HEROISM",
            ),
        )
    ),
    # GLEAM AND GLOW When you play this character, remove up to 3 damage from one of your
    # characters. Draw a card for each 1 damage removed this way.
    "Rapunzel - Gifted with Healing": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (Choose(own_character), RemoveDamage(3), Draw(for_each=True)),
                "GLEAM AND GLOW",
            ),
        )
    ),
    # OHANA When you play this character, if you have 2 or more other characters in play, you
    # may draw 2 cards.
    "Stitch - Carefree Surfer": Behaviour(
        triggered=(
            Triggered(EventKind.PLAY, itself, (If(_two_other_characters), May(), Draw(2)), "OHANA"),
        )
    ),
    # ADORING FANS Whenever you play a character with cost 2 or less, you may exert them to draw
    # a card.
    "Stitch - Rock Star": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                you_play(all_of(character, cost_at_most(2))),
                (If(_played_card_ready), May(), Exert(EVENT_CARD), Draw(1)),
                "ADORING FANS",
            ),
        )
    ),
    # TASTES LIKE CHICKEN When you play this character, you may remove up to 1 damage from
    # chosen character.
    "Timon - Grub Rustler": Behaviour(
        triggered=(
            Triggered(
                EventKind.PLAY,
                itself,
                (May(), Choose(character), RemoveDamage(1)),
                "TASTES LIKE CHICKEN",
            ),
        )
    ),
    # Look at the top 4 cards of your deck. You may reveal a character card and put it into
    # your hand. Put the rest on the bottom of your deck in any order.
    "Be Our Guest": Behaviour(effect=(LookAtTop(4), TakeLooked(character), PutLooked(bottom=True))),
    # Remove up to 3 damage from each of your characters.
    "Hakuna Matata": Behaviour(effect=(RemoveDamage(3, each(own_character)),)),
    # Remove up to 2 damage from chosen character.
    "Healing Glow": Behaviour(effect=(Choose(character), RemoveDamage(2))),
    # You may play a character with cost 5 or less for free.
    "Just in Time": Behaviour(
        effect=(
            May(),
            Choose(all_of(character, cost_at_most(5)), zone=Zone.HAND, optional=True),
            PlayForFree(),
        )
    ),
    # Return a character card from your discard to your hand.
    "Part of Your World": Behaviour(
        effect=(Choose(character, zone=Zone.DISCARD), MoveChosen(Zone.HAND))
    ),
    # Each opponent chooses and discards 2 cards.
    "You Have Forgotten Me": Behaviour(effect=(Discard(2, Who.OPPONENT),)),
    # STRAIGHTEN HAIR ⟳ — Remove up to 1 damage from chosen character.
    "Dinglehopper": Behaviour(
        activated=(
            Activated(Cost(exert=True), (Choose(character), RemoveDamage(1)), "STRAIGHTEN HAIR"),
        )
    ),
    # BIRTHDAY LIGHTS ⟳ — You pay 1 ⬡ less for the next character you play this turn.
    "Lantern": Behaviour(
        activated=(Activated(Cost(exert=True), (ReduceNextCost(1),), "BIRTHDAY LIGHTS"),)
    ),
    # NOW, SING! Whenever you play a song, you may pay 1 ⬡ to draw a card.
    "Ursula's Shell Necklace": Behaviour(
        triggered=(
            Triggered(EventKind.PLAY, you_play(song), (MayPay(1), Draw(1)), "NOW, SING!"),
        )
    ),
}
