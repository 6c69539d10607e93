"""The project's own test cards: a separate set, never mixed with real cards in deck building.

Lorcana prints no card that starts a subgame, so these cards, shaped after Magic's Shahrazad
(the card Magic's subgame rule 729 names), exist to exercise the engine's subgames. They are
looked up only by scenarios and tests (`TEST_CARDS.get`), never by the deck-list parser.
"""

from __future__ import annotations

from illumineer.engine.abilities import (
    Behaviour,
    GainLore,
    Intro,
    LeavesPlay,
    This,
    Triggered,
    You,
)
from illumineer.engine.abilities.subgames import LosersLoseHalf, StartSubgame
from illumineer.engine.cards import CardDefinition, CardType, Ink
from illumineer.engine.errors import UnknownCard

#: The set code of the test cards: no real set has it.
TEST_SET = "ILLUMINEER-TEST"


_TALE = CardDefinition(
    id=-1001,
    full_name="Tale Within a Tale",
    name="Tale Within a Tale",
    version=None,
    card_type=CardType.ACTION,
    cost=2,
    inkable=True,
    inks=(Ink.AMETHYST,),
    effects=(
        "Players play a Lorcana subgame, using their decks as their decks. Each player who "
        "doesn't win the subgame loses half their lore, rounded up.",
    ),
    set_code=TEST_SET,
    number=1,
    full_text="Players play a Lorcana subgame, using their decks as their decks. Each player "
    "who doesn't win the subgame loses half their lore, rounded up.",
    behaviour=Behaviour(effect=(StartSubgame(), LosersLoseHalf())),
)

_DOOR = CardDefinition(
    id=-1002,
    full_name="Door Between Tales",
    name="Door Between Tales",
    version=None,
    card_type=CardType.ACTION,
    cost=3,
    inkable=True,
    inks=(Ink.AMETHYST,),
    effects=(
        "Players play a Lorcana subgame, using their decks as their decks. Each player also "
        "brings the characters they have in play into the subgame.",
    ),
    set_code=TEST_SET,
    number=2,
    full_text="Players play a Lorcana subgame, using their decks as their decks. Each player "
    "also brings the characters they have in play into the subgame.",
    behaviour=Behaviour(effect=(StartSubgame(bring_characters=True),)),
)

_SPRITE = CardDefinition(
    id=-1003,
    full_name="Homesick Sprite - Between Worlds",
    name="Homesick Sprite",
    version="Between Worlds",
    card_type=CardType.CHARACTER,
    cost=1,
    inkable=True,
    strength=1,
    willpower=2,
    lore=1,
    inks=(Ink.AMETHYST,),
    classifications=("Storyborn",),
    set_code=TEST_SET,
    number=3,
    full_text="MISSING HOME When this character leaves play, you gain 1 lore.",
    behaviour=Behaviour(
        (
            Triggered(
                (LeavesPlay(This(), intro=Intro.WHEN),),
                (GainLore(1, You(said=True)),),
                "MISSING HOME",
            ),
        )
    ),
)


class TestCards:
    """Look-ups among the test cards (by full name, case-insensitive)."""

    def __init__(self, cards: tuple[CardDefinition, ...]) -> None:
        self._by_name = {card.full_name.casefold(): card for card in cards}

    def get(self, name: str) -> CardDefinition:
        try:
            return self._by_name[name.strip().casefold()]
        except KeyError:
            raise UnknownCard(name) from None

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name.strip().casefold() in self._by_name


TEST_CARDS = TestCards((_TALE, _DOOR, _SPRITE))
