"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Times
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import PutLooked, TakeLooked
from illumineer.engine.abilities.filters import Cards, Det, In, Kind, Owner, Place, WithKeyword
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.hand import Discard, Draw
from illumineer.engine.abilities.players import EachOpponent
from illumineer.engine.abilities.steps import Lasting, Modify, PutIntoInkwell, Whose
from illumineer.engine.abilities.targets import Pronoun, That, This, Those
from illumineer.engine.abilities.triggers import Banishment, Intro, IsBanished, Plays, Quests
from illumineer.engine.abilities.under import (
    CardsUnder,
    CardsWereUnder,
    CardUnder,
    InkFromUnder,
    LookAtNumber,
    PutsUnder,
    PutTopUnder,
    PutUnder,
    PutUnderThisTurn,
    PutWereUnder,
    TakeFromUnder,
    UnderToBottom,
    UsesBoost,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Boost 2 ⬡ MYSTICAL INSIGHT Whenever this character quests, put all cards from under her into
    # your hand.
    "Alice - Well-Read Whisper": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (TakeFromUnder(This(form=Pronoun.SHE)),),
                name="MYSTICAL INSIGHT",
            ),
        ),
    ),
    # Put all cards from under chosen character, item, or location on the bottom of their player's
    # deck in a random order. Draw a card.
    "Come Out and Fight!": Behaviour(
        effect=(
            UnderToBottom(Cards(det=Det.CHOSEN, kinds=(Kind.CHARACTER, Kind.ITEM, Kind.LOCATION))),
            Draw(),
        ),
    ),
    # SPIRIT OF GIVING Whenever you use the Boost ability of a character, you may put the top card
    # of your deck under them facedown. WELL WISHES During opponents' turns, whenever one of your
    # other characters is banished, you may draw a card for each card that was under them.
    "Donald Duck - Fred Honeywell": Behaviour(
        abilities=(
            Triggered(
                (UsesBoost(Cards()),),
                (May((PutTopUnder(That(form=Pronoun.THEY), last=True),)),),
                name="SPIRIT OF GIVING",
            ),
            Triggered(
                (IsBanished(Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True)),),
                (May((Draw(amount=Times(1, CardsWereUnder(That(form=Pronoun.THEY)))),)),),
                name="WELL WISHES",
                during_opponents_turn=True,
                opponents_turns=True,
            ),
        ),
    ),
    # Boost 1 ⬡ INCREASING WISDOM This character gets +1 ◊ for each card under him.
    "Genie - Magical Researcher": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, Times(1, CardsUnder(This(form=Pronoun.HE)))),)),
                name="INCREASING WISDOM",
            ),
        ),
    ),
    # Boost 2 ⬡ GRAVE OUTCOME When this character is banished, each opponent chooses and discards a
    # card for each card that was under him.
    "Goofy - Ghost of Jacob Marley": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (
                    Discard(
                        amount=Times(1, CardsWereUnder(This(form=Pronoun.HE))),
                        players=EachOpponent(),
                    ),
                ),
                name="GRAVE OUTCOME",
            ),
        ),
    ),
    # Boost 2 ⬡ SUPERHUMAN STRENGTH While there's a card under this character, he gets +3 ¤.
    "Hercules - Spectral Demigod": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.HE), (Gets(Stat.STRENGTH, 3),)),
                name="SUPERHUMAN STRENGTH",
                condition=CardUnder(),
            ),
        ),
    ),
    # Boost 2 ⬡ LOOK INTO YOUR PAST Whenever you put a card under this character, you may put a card
    # from your discard into your inkwell facedown and exerted.
    "Jiminy Cricket - Ghost of Christmas Past": Behaviour(
        abilities=(
            Triggered(
                (PutsUnder(This()),),
                (
                    May(
                        (
                            PutIntoInkwell(
                                Cards(kinds=(Kind.CARD,), having=(In(Place.FROM_YOUR_DISCARD),)),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="LOOK INTO YOUR PAST",
            ),
        ),
    ),
    # Boost 2 ⬡ EXTRA HELP While there's a card under this character, she gets +1 ◊.
    "Kanga - Peaceful Gatherer": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.SHE), (Gets(Stat.LORE, 1),)),
                name="EXTRA HELP",
                condition=CardUnder(),
            ),
        ),
    ),
    # HARD WORK Whenever this character quests, put the top card of your deck facedown under him. A
    # GIVING HEART When this character is banished in a challenge, you may put all cards that were
    # under him under another chosen character or location of yours facedown.
    "Mickey Mouse - Bob Cratchit": Behaviour(
        abilities=(
            Triggered((Quests(This()),), (PutTopUnder(This(form=Pronoun.HE)),), name="HARD WORK"),
            Triggered(
                (IsBanished(This(), how=Banishment.IN_A_CHALLENGE, intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutWereUnder(
                                Cards(
                                    det=Det.CHOSEN,
                                    kinds=(Kind.CHARACTER, Kind.LOCATION),
                                    owner=Owner.YOURS,
                                    other=True,
                                ),
                            ),
                        ),
                    ),
                ),
                name="A GIVING HEART",
            ),
        ),
    ),
    # Ward A MOTHER'S LOVE When you play this character, you may put the top card of your deck
    # facedown under one of your characters or locations with Boost. If you do, draw a card.
    "Minnie Mouse - Mrs. Cratchit": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutTopUnder(
                                Cards(
                                    det=Det.ONE_OF,
                                    kinds=(Kind.CHARACTER, Kind.LOCATION),
                                    owner=Owner.YOURS,
                                    having=(WithKeyword(Keyword.BOOST),),
                                ),
                            ),
                        ),
                    ),
                    IfYouDo((Draw(),)),
                ),
                name="A MOTHER'S LOVE",
            ),
        ),
    ),
    # HOLIDAY SPIRIT Once during your turn, whenever you put a card under one of your other
    # characters, put the top card of your deck facedown under this character. HOLIDAY CHEER This
    # character gets +1 ◊ for each card under him.
    "Morty Fieldmouse - Tiny Tim": Behaviour(
        abilities=(
            Triggered(
                (PutsUnder(Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True)),),
                (PutTopUnder(This()),),
                name="HOLIDAY SPIRIT",
                during_your_turn=True,
                once_per_turn=True,
            ),
            Static(
                Have(This(), (Gets(Stat.LORE, Times(1, CardsUnder(This(form=Pronoun.HE)))),)),
                name="HOLIDAY CHEER",
            ),
        ),
    ),
    # Boost 1 ⬡ FOREBODING GLANCE Whenever this character quests, look at a number of cards from the
    # top of your deck equal to the number of cards under him. Put one into your hand and put the
    # rest on the bottom of your deck in any order.
    "Pete - Ghost of Christmas Future": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    LookAtNumber(CardsUnder(This(form=Pronoun.HE))),
                    TakeLooked(Cards(det=Det.ONE, kinds=(Kind.CARD,)), reveal=False),
                    PutLooked(join=Join.AND),
                ),
                name="FOREBODING GLANCE",
            ),
        ),
    ),
    # Boost 2 ⬡ CLONK! Whenever this character quests, if there's a card under her, chosen opposing
    # character can't challenge until the start of your next turn.
    "Rapunzel - Ethereal Protector": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        CardUnder(target=This(form=Pronoun.SHE)),
                        (
                            Modify(
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                (Cant(Deed.CHALLENGE),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="CLONK!",
            ),
        ),
    ),
    # HOPPING IN ⟳ — Put this character facedown under one of your characters or locations with
    # Boost.
    "Roo - Little Helper": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    PutUnder(
                        This(),
                        Cards(
                            det=Det.ONE_OF,
                            kinds=(Kind.CHARACTER, Kind.LOCATION),
                            owner=Owner.YOURS,
                            having=(WithKeyword(Keyword.BOOST),),
                        ),
                    ),
                ),
                name="HOPPING IN",
            ),
        ),
    ),
    # Boost 1 ⬡ COUNTING COINS This character gets +1 ¤ and +1 ⛉ for each card under him.
    "Scrooge McDuck - Ghostly Ebenezer": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (
                        Gets(Stat.STRENGTH, Times(1, CardsUnder(This(form=Pronoun.HE)))),
                        Gets(Stat.WILLPOWER, Times(1, CardsUnder(This(form=Pronoun.HE)))),
                    ),
                ),
                name="COUNTING COINS",
            ),
        ),
    ),
    # Shift 4 ⬡ SPREADING JOY When you play this character, you may put a card from the top of your
    # deck facedown under each of your other characters. If you do, those characters gain Ward until
    # the start of your next turn.
    "Scrooge McDuck - Reformed Ebenezer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutTopUnder(
                                Cards(det=Det.EACH_OF, owner=Owner.YOURS, other=True),
                                from_top=True,
                            ),
                        ),
                    ),
                    IfYouDo(
                        (
                            Modify(
                                Those(
                                    form=Pronoun.THOSE,
                                    cards_named=Cards(
                                        det=Det.EACH_OF,
                                        owner=Owner.YOURS,
                                        other=True,
                                    ),
                                ),
                                (Gains(Keyword.WARD),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="SPREADING JOY",
            ),
        ),
    ),
    # Boost 2 ⬡ GOOD BUSINESS This location gets +1 ⛉ and +1 ◊ for each card under it.
    "Scrooge's Counting House - Ebenezer's Office": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (
                        Gets(Stat.WILLPOWER, Times(1, CardsUnder(This(form=Pronoun.IT)))),
                        Gets(Stat.LORE, Times(1, CardsUnder(This(form=Pronoun.IT)))),
                    ),
                ),
                name="GOOD BUSINESS",
            ),
        ),
    ),
    # Boost 2 ⬡ Ward ANYTHING THAT GLITTERS Whenever you put a card under one of your characters or
    # locations, this character gets +1 ◊ this turn.
    "Tamatoa - Seeker of Shine": Behaviour(
        abilities=(
            Triggered(
                (
                    PutsUnder(
                        Cards(
                            det=Det.ONE_OF,
                            kinds=(Kind.CHARACTER, Kind.LOCATION),
                            owner=Owner.YOURS,
                        ),
                    ),
                ),
                (Modify(This(), (Gets(Stat.LORE, 1),)),),
                name="ANYTHING THAT GLITTERS",
            ),
        ),
    ),
    # Put any number of cards from under your characters and locations into your inkwell facedown
    # and exerted.
    "Visiting Christmas Past": Behaviour(effect=(InkFromUnder(),)),
    # Boost 3 ⬡ THE FOOD OF GENEROSITY This character can't quest or challenge unless you put a card
    # under him this turn.
    "Willie the Giant - Ghost of Christmas Present": Behaviour(
        abilities=(
            Static(
                Have(This(), (Cant(Deed.QUEST), Cant(Deed.CHALLENGE))),
                name="THE FOOD OF GENEROSITY",
                condition=PutUnderThisTurn(This(form=Pronoun.HE)),
                provided=Provided.UNLESS,
            ),
        ),
    ),
}
