"""The pieces of a game state: card instances, players, zones and turn steps."""

from __future__ import annotations

from enum import IntEnum

from illumineer.engine.cards import CardDefinition, CardType


class Zone(IntEnum):
    """The five zones of rule 7 (the bag holds abilities, not cards)."""

    DECK = 0
    HAND = 1
    INKWELL = 2
    PLAY = 3
    DISCARD = 4
    UNDER = 5  # 5.1.1.5: under a shifted card; not in play, leaves with the stack (8.10.7)

    def __str__(self) -> str:
        return self.name.lower()


#: Zones anyone may look at (rule 7.1.2); cards there are known to every player.
PUBLIC_ZONES = frozenset({Zone.PLAY, Zone.DISCARD})


class Step(IntEnum):
    """Where the game stands in setup and in the turn (rules 2.2 and 3)."""

    ALTER_HAND = 0  # 2.2.2: players decide, in turn order, which cards to put back
    MAIN = 1  # 3.3: the active player takes turn actions
    OVER = 2  # 2.3.3: the game has ended


class Mode(IntEnum):
    """Strictness (ARCHITECTURE.md): strict refuses illegal actions; table records them."""

    STRICT = 0
    TABLE = 1


class Card:
    """One physical card in a game: its definition, owner, zone and states (rule 5.1).

    `known` is a bit set of the players who know this card's identity where it is now
    (bit ``1 << player``): the basis of views and of judges' remedies.
    """

    __slots__ = (
        "damage",
        "definition",
        "drying",
        "exerted",
        "id",
        "is_character",
        "is_location",
        "known",
        "location",
        "owner",
        "under",
        "zone",
    )

    def __init__(self, card_id: int, definition: CardDefinition, owner: int, zone: Zone) -> None:
        self.id = card_id
        self.definition = definition
        self.owner = owner
        self.zone = zone
        self.exerted = False
        self.damage = 0
        self.drying = False
        self.known = 0
        self.location: int | None = None
        self.under: tuple[int, ...] = ()  # the cards under this one, bottom first
        # Fixed by the definition; plain attributes because every rule asks them.
        self.is_character = definition.card_type is CardType.CHARACTER
        self.is_location = definition.card_type is CardType.LOCATION

    def __repr__(self) -> str:
        return f"<c{self.id} {self.definition.full_name} p{self.owner + 1} {self.zone}>"


class Player:
    """A player's own values (lore, inking this turn) and their zones.

    The deck list's last element is the top of the deck, so drawing is ``pop()``.
    """

    __slots__ = (
        "altered_hand",
        "damaged_this_turn",
        "deck",
        "discard",
        "hand",
        "index",
        "inked_this_turn",
        "inkwell",
        "lore",
        "play",
        "zones",
    )

    def __init__(self, index: int) -> None:
        self.index = index
        self.lore = 0
        self.inked_this_turn = 0
        self.altered_hand: bool = False
        self.damaged_this_turn = False  # one of their characters took damage this turn
        self.zones: tuple[list[Card], ...] = ([], [], [], [], [], [])
        # The same lists under their rules names (never replaced, only changed in place).
        self.deck = self.zones[Zone.DECK]
        self.hand = self.zones[Zone.HAND]
        self.inkwell = self.zones[Zone.INKWELL]
        self.play = self.zones[Zone.PLAY]
        self.discard = self.zones[Zone.DISCARD]

    @property
    def ready_ink(self) -> int:
        return sum(1 for c in self.zones[Zone.INKWELL] if not c.exerted)

    def name(self) -> str:
        return f"p{self.index + 1}"
