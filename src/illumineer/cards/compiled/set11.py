"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersExerted,
    Static,
    Triggered,
)
from illumineer.engine.abilities.changes import Gains, Gets
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import PlayForFree
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtMost,
    Det,
    In,
    Kind,
    Owner,
    Place,
    State,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.fromdiscard import ThatNamed, TheyMayPlayFree
from illumineer.engine.abilities.hand import Draw, GainLore, RevealHand
from illumineer.engine.abilities.hands import DiscardChosen
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.players import Called, ChosenPlayer, TheirPlayer
from illumineer.engine.abilities.steps import (
    Banish,
    Lasting,
    Modify,
    PutOnBottom,
    ReturnToHand,
    ShuffleIntoDeck,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, Them, This
from illumineer.engine.abilities.triggers import Intro, Plays, Quests
from illumineer.engine.vocabulary import Keyword, Stat, Zone

CARDS: dict[str, Behaviour] = {
    # UNEXPECTED DISCOVERY When you play this character, you may put a card from chosen player's
    # discard on the bottom of their deck.
    "Anna - Little Sister": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutOnBottom(
                                Cards(
                                    kinds=(Kind.CARD,),
                                    having=(In(Place.FROM_CHOSEN_PLAYERS_DISCARD),),
                                ),
                                whose=Whose.THEIR,
                            ),
                        ),
                    ),
                ),
                name="UNEXPECTED DISCOVERY",
            ),
        ),
    ),
    # DARK DANCE When you play this character, you may shuffle chosen opposing character into their
    # player's deck. If you do, that player may play a character from their discard for free.
    "Chernabog - Unnatural Force": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((ShuffleIntoDeck(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),
                    IfYouDo(
                        (TheyMayPlayFree(Cards(), players=TheirPlayer(called=Called.THAT_PLAYER)),),
                    ),
                ),
                name="DARK DANCE",
            ),
        ),
    ),
    # FOUND YA When you play this character, chosen player reveals their hand.
    "Copper - Hound Pup": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (RevealHand(players=ChosenPlayer()),),
                name="FOUND YA",
            ),
        ),
    ),
    # Choose one: • Draw a card. Chosen character of yours gets +1 ◊ and gains Evasive until the
    # start of your next turn. • Banish chosen damaged character.
    "Education or Elimination": Behaviour(
        effect=(
            ChooseOne(
                (
                    (
                        Draw(),
                        Modify(
                            Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                            (Gets(Stat.LORE, 1), Gains(Keyword.EVASIVE)),
                            lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                        ),
                    ),
                    (Banish(Cards(det=Det.CHOSEN, state=State.DAMAGED)),),
                ),
            ),
        ),
    ),
    # ALMOST READY This item enters play exerted. SNAP! ⟳, Banish this item — Choose one: • Banish
    # chosen item. • Chosen opposing character gets -2 ¤ this turn.
    "Hidden Trap": Behaviour(
        abilities=(
            Static(EntersExerted(), name="ALMOST READY"),
            Activated(
                Cost(exert=True, banish=True),
                (
                    ChooseOne(
                        (
                            (Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),),
                            (
                                Modify(
                                    Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                    (Gets(Stat.STRENGTH, -2),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="SNAP!",
            ),
        ),
    ),
    # Shift 4 ⬡ I'LL COUNT YOU IN Whenever this character quests, you may play a character with cost
    # 2 or less from your discard for free.
    "Lilo - Rock Star": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((PlayForFree(Cards(having=(CostAtMost(2), In(Place.FROM_YOUR_DISCARD)))),)),),
                name="I'LL COUNT YOU IN",
            ),
        ),
    ),
    # GET RID OF THAT When you play this character, chosen opponent reveals their hand and discards
    # a non-character card of your choice.
    "Timon - Snowball Swiper": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealHand(players=ChosenPlayer(opponent=True)),
                    DiscardChosen(Cards(kinds=(Kind.NON_CHARACTER,), card=True), join=Join.AND),
                ),
                name="GET RID OF THAT",
            ),
        ),
    ),
    # LOOK AT THIS! Whenever this character quests, choose one: • Gain 1 lore. • Chosen character of
    # yours gains Evasive until the start of your next turn.
    "Tod - Playful Kit": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    ChooseOne(
                        (
                            (GainLore(1),),
                            (
                                Modify(
                                    Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                                    (Gains(Keyword.EVASIVE),),
                                    lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                                ),
                            ),
                        ),
                    ),
                ),
                name="LOOK AT THIS!",
            ),
        ),
    ),
    # I'VE GOT YOU When you play this character, return a character card from your discard to your
    # hand. If that character is named Tod, you may play him for free.
    "Widow Tweed - Kindly Soul": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    ReturnToHand(
                        Cards(having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                        whose=Whose.YOUR,
                    ),
                    If(
                        ThatNamed("Tod"),
                        (May((PlayForFree(Them(form=Pronoun.HE, zone=Zone.HAND)),)),),
                    ),
                ),
                name="I'VE GOT YOU",
            ),
        ),
    ),
}
