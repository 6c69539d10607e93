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
from illumineer.engine.abilities.card_events import Inked
from illumineer.engine.abilities.changes import Gains, Gets
from illumineer.engine.abilities.conditions import ChosenIs, YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import InkTopCard, LookAtTop, TopOrBottom
from illumineer.engine.abilities.filters import Cards, Det, In, Kind, Named, Owner, Place, State
from illumineer.engine.abilities.flow import Instead, May
from illumineer.engine.abilities.granted import CanChallenge
from illumineer.engine.abilities.hand import PayInk
from illumineer.engine.abilities.prevention import (
    DealInstead,
    FirstDamageShield,
    OpponentsTurn,
    RemoveInstead,
)
from illumineer.engine.abilities.restrictions import BanPlay, MustBeChosen, MustQuest
from illumineer.engine.abilities.steps import DealDamage, Modify, RemoveDamage
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.triggers import Intro, IsBanished, Plays, Quests
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # AND THEN... Once during your turn, whenever a card is put into your inkwell, look at the top
    # card of your deck. You may put it on either the top or the bottom of your deck.
    "Chief Tui - Weaving a Tale": Behaviour(
        abilities=(
            Triggered(
                (Inked(),),
                (LookAtTop(1), May((TopOrBottom(),))),
                name="AND THEN...",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # AURA OF AUTHORITY Whenever this character quests, chosen opposing character can't challenge
    # and must quest during their next turn if able.
    "Cobra Bubbles - Dedicated Official": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (MustQuest(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
                name="AURA OF AUTHORITY",
            ),
        ),
    ),
    # Shift 5 ⬡ TAKE THAT! During your turn, whenever an item is banished, you may pay 1 ⬡ to deal 2
    # damage to chosen character. EVILDOERS BEWARE! This character can challenge ready Villain
    # characters.
    "Darkwing Duck - Cool Under Pressure": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(Cards(kinds=(Kind.ITEM,))),),
                (May((PayInk(1), DealDamage(2, Cards(det=Det.CHOSEN), join=Join.TO))),),
                name="TAKE THAT!",
                during_your_turn=True,
            ),
            Static(
                Have(
                    This(),
                    (CanChallenge(Cards(det=Det.PLAIN, state=State.READY, classes=("Villain",))),),
                ),
                name="EVILDOERS BEWARE!",
            ),
        ),
    ),
    # SECRET ENTRANCE When you play this item, you may put the top card of your deck into your
    # inkwell facedown and exerted. SUDDEN SPIN ⟳, Banish this item — Remove up to 2 damage from
    # chosen character. If a character named Darkwing Duck is chosen, remove up to 4 damage instead.
    "Darkwing's Chair Set": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((InkTopCard(),)),),
                name="SECRET ENTRANCE",
            ),
            Activated(
                Cost(exert=True, banish=True),
                (
                    RemoveDamage(2, Cards(det=Det.CHOSEN)),
                    Instead(ChosenIs(Cards(having=(Named("Darkwing Duck"),))), (RemoveInstead(4),)),
                ),
                name="SUDDEN SPIN",
            ),
        ),
    ),
    # Bodyguard DO YOUR WORST Opponents must choose this character for actions and abilities if
    # able.
    "John Smith - Undaunted Protector": Behaviour(
        abilities=(Static(MustBeChosen(), name="DO YOUR WORST"),),
    ),
    # Opponents can't play actions or items until the start of your next turn.
    "Keep the Ancient Ways": Behaviour(
        effect=(BanPlay(Cards(det=Det.PLAIN, kinds=(Kind.ACTION, Kind.ITEM))),),
    ),
    # EXTRA LAYERS During each opponent's turn, the first time this character would take damage, she
    # takes no damage instead.
    "Lilo - Bundled Up": Behaviour(
        abilities=(
            Static(
                FirstDamageShield(This(), This(form=Pronoun.SHE)),
                name="EXTRA LAYERS",
                condition=OpponentsTurn(),
                provided=Provided.DURING_OPPONENTS_TURN,
            ),
        ),
    ),
    # BAH, HUMBUG During your turn, whenever a card is put into your inkwell, chosen character gets
    # -1 ¤ this turn.
    "Scrooge McDuck - Miserly Ebenezer": Behaviour(
        abilities=(
            Triggered(
                (Inked(),),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, -1),)),),
                name="BAH, HUMBUG",
                during_your_turn=True,
            ),
        ),
    ),
    # THE HIGH GROUND Your characters get +1 ¤. BARRICADE During opponents' turns, your characters
    # gain Resist +1.
    "Snow Fort": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gets(Stat.STRENGTH, 1),)),
                name="THE HIGH GROUND",
            ),
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gains(Keyword.RESIST, value=1),)),
                name="BARRICADE",
                condition=OpponentsTurn(),
                provided=Provided.DURING_OPPONENTS_TURNS,
            ),
        ),
    ),
    # Deal 2 damage to chosen opposing character. If you have a character named Darkwing Duck in
    # play, deal 3 damage instead.
    "The Terror That Flaps in the Night": Behaviour(
        effect=(
            DealDamage(2, Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),
            Instead(
                YouHave(Cards(having=(Named("Darkwing Duck"), In(Place.IN_PLAY)))),
                (DealInstead(3),),
            ),
        ),
    ),
    # OOH, I'M SCARED During opponents' turns, this character gains Resist +2.
    "Yao - Snow Warrior": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.RESIST, value=2),)),
                name="OOH, I'M SCARED",
                condition=OpponentsTurn(),
                provided=Provided.DURING_OPPONENTS_TURNS,
            ),
        ),
    ),
}
