"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersWithDamage,
    Have,
    HaveHere,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import CardsInHand, DamageDealt, Times
from illumineer.engine.abilities.changes import Can, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import ChosenIs, InPlay, OpponentHas, UsedShift, YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.costs import DiscardCost
from illumineer.engine.abilities.deck import InkTopCard, LookAtTop, PutLooked, Rest, RevealTop
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtMost,
    Det,
    Here,
    In,
    Kind,
    Owner,
    Place,
    State,
    StrengthAtLeast,
    StrengthAtMost,
    Wording,
)
from illumineer.engine.abilities.flow import Floating, If, May
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, LoseLore, PayInk
from illumineer.engine.abilities.hands import LookAtHand
from illumineer.engine.abilities.inkwells import MoreInk
from illumineer.engine.abilities.locations import CountsAsMoreCost, IfBare, MoveTo, TheOther
from illumineer.engine.abilities.looking import RevealUpTo, TakeSome
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.naming import IsNamedCard, NameACard
from illumineer.engine.abilities.noted import RemovedThisWay
from illumineer.engine.abilities.players import AnOpponent, ChosenPlayer, EachOpponent, You
from illumineer.engine.abilities.searching import OnTopAgain, SearchDeck, TakeIt
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Lasting,
    Modify,
    OpponentBanishesOne,
    PutOnBottom,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Looked, Pronoun, Them, This
from illumineer.engine.abilities.triggers import (
    Challenges,
    DealsDamage,
    Intro,
    Plays,
    Quests,
    TurnStarts,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Sing Together 6 Each opponent loses 2 lore. You gain 2 lore.
    "A Pirate's Life": Behaviour(effect=(LoseLore(2), GainLore(2, players=You(said=True)))),
    # Shift: Discard a location card CRASHING THROUGH Whenever this character quests, you may banish
    # chosen item.
    "Aladdin - Brave Rescuer": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),),
                name="CRASHING THROUGH",
            ),
        ),
        shift=(DiscardCost(cards=Cards(kinds=(Kind.LOCATION,), card=True)),),
    ),
    # TO THE TABLE When you play this character, you may search your deck for a Madrigal character
    # card and reveal that card to all players. Shuffle your deck and put that card on top of it.
    "Alma Madrigal - Family Matriarch": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            SearchDeck(
                                Cards(classes=("Madrigal",), card=True),
                                to_all=True,
                                kept=True,
                            ),
                        ),
                    ),
                    OnTopAgain(),
                ),
                name="TO THE TABLE",
            ),
        ),
    ),
    # I WAS BORN READY If you have another Hero character in play, this character gets +1 ◊.
    "Anna - Braving the Storm": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1),)),
                name="I WAS BORN READY",
                condition=YouHave(Cards(other=True, classes=("Hero",), having=(In(Place.IN_PLAY),))),
                provided=Provided.IF,
            ),
        ),
    ),
    # LET ME HELP YOU Whenever this character quests, your other Hero characters get +1 ◊ this turn.
    "Anna - True-Hearted": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    Modify(
                        Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, classes=("Hero",)),
                        (Gets(Stat.LORE, 1),),
                    ),
                ),
                name="LET ME HELP YOU",
            ),
        ),
    ),
    # I WANT MORE Whenever you play a song, you may draw a card, then choose and discard a card.
    "Ariel - Determined Mermaid": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,))),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="I WANT MORE",
            ),
        ),
    ),
    # Shift 4 AMPLIFIED VOICE Whenever you play a song, you may pay 2 ⬡ to deal 3 damage to chosen
    # character.
    "Ariel - Sonic Warrior": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,))),),
                (May((PayInk(2), DealDamage(3, Cards(det=Det.CHOSEN), join=Join.TO))),),
                name="AMPLIFIED VOICE",
            ),
        ),
    ),
    # UNDERWATER ACOUSTICS Characters count as having +2 cost to sing songs while here.
    "Atlantica - Concert Hall": Behaviour(
        abilities=(Static(HaveHere((CountsAsMoreCost(2),)), name="UNDERWATER ACOUSTICS"),),
    ),
    # Each opponent chooses and banishes one of their characters.
    "Be King Undisputed": Behaviour(effect=(OpponentBanishesOne(),)),
    # Shift 3 ENHANCED HEALING When you play this character, move up to 3 damage counters from
    # chosen character to chosen opposing character.
    "Belle - Accomplished Mystic": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    MoveDamage(
                        3,
                        Cards(det=Det.CHOSEN),
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        counters=True,
                    ),
                ),
                name="ENHANCED HEALING",
            ),
        ),
    ),
    # HERE NOW, DON'T DO THAT When you play this character, move up to 1 damage counter from chosen
    # character to chosen opposing character.
    "Belle - Untrained Mystic": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    MoveDamage(
                        1,
                        Cards(det=Det.CHOSEN),
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        counters=True,
                    ),
                ),
                name="HERE NOW, DON'T DO THAT",
            ),
        ),
    ),
    # Evasive YOU JUST HAVE TO SEE IT ⟳ — Name a card, then reveal the top card of your deck. If
    # it's the named card, put that card into your hand and gain 3 lore. Otherwise, put it on the
    # top of your deck.
    "Bruno Madrigal - Undetected Uncle": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    NameACard(),
                    RevealTop(join=Join.THEN),
                    If(
                        IsNamedCard(),
                        (TakeIt(target=Looked(form=Pronoun.CARD)), GainLore(3, join=Join.AND)),
                        otherwise=(PutLooked(bottom=False, said=Rest.IT),),
                    ),
                ),
                name="YOU JUST HAVE TO SEE IT",
            ),
        ),
    ),
    # Return a character card from your discard to your hand. Then remove up to 2 damage from chosen
    # character.
    "Bruno's Return": Behaviour(
        effect=(
            ReturnToHand(Cards(having=(In(Place.FROM_YOUR_DISCARD),), card=True), whose=Whose.YOUR),
            RemoveDamage(2, Cards(det=Det.CHOSEN), join=Join.THEN_BARE),
        ),
    ),
    # MANY FORMS At the start of your turn, you may choose one: • This character gets +1 ◊ this
    # turn. • This character gains Challenger +2 this turn.
    "Camilo Madrigal - Prankster": Behaviour(
        abilities=(
            Triggered(
                (TurnStarts(),),
                (
                    May(
                        (
                            ChooseOne(
                                (
                                    (Modify(This(), (Gets(Stat.LORE, 1),)),),
                                    (Modify(This(), (Gains(Keyword.CHALLENGER, value=2),)),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="MANY FORMS",
            ),
        ),
    ),
    # OUR HOME At the start of your turn, if you have a character here gain 1 lore.
    "Casa Madrigal - Casita": Behaviour(
        abilities=(
            Triggered(
                (TurnStarts(),),
                (IfBare(YouHave(Cards(having=(Here(),))), (GainLore(1),)),),
                name="OUR HOME",
            ),
        ),
    ),
    # INFILTRATION When you play this character, each opponent chooses and discards a card.
    "Daisy Duck - Musketeer Spy": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Discard(players=EachOpponent()),),
                name="INFILTRATION",
            ),
        ),
    ),
    # SCOUT AHEAD When you play this character, you may look at each opponent's hand.
    "Diablo - Maleficent's Spy": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((LookAtHand(players=EachOpponent()),)),),
                name="SCOUT AHEAD",
            ),
        ),
    ),
    # Sing Together 8 Look at the top 7 cards of your deck. Put 2 into your hand. Put the rest on
    # the bottom of your deck in any order.
    "Dig a Little Deeper": Behaviour(effect=(LookAtTop(7), TakeSome(2), PutLooked())),
    # MAGICAL INFORMANT When you play this character, if an opponent has an exerted character in
    # play, you may draw a card.
    "Dolores Madrigal - Easy Listener": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        OpponentHas(Cards(state=State.EXERTED, having=(In(Place.IN_PLAY),))),
                        (May((Draw(),)),),
                    ),
                ),
                name="MAGICAL INFORMANT",
            ),
        ),
    ),
    # Shift: Discard 2 cards.
    "Flotsam & Jetsam - Entangling Eels": Behaviour(
        shift=(DiscardCost(cards=Cards(det=Det.EXACTLY, kinds=(Kind.CARD,), count=2)),),
    ),
    # ROYAL SCHEMES When you play this character, if a Princess or Queen character is in play, gain
    # 1 lore.
    "Hans - Noble Scoundrel": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (If(InPlay(Cards(classes=("Princess", "Queen"))), (GainLore(1),)),),
                name="ROYAL SCHEMES",
            ),
        ),
    ),
    # FATTEN YOU UP When you play this character, if an opponent has more cards in their inkwell
    # than you, you may put the top card of your deck into your inkwell facedown and exerted.
    "HeiHei - Bumbling Rooster": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (If(MoreInk(), (May((InkTopCard(),)),)),),
                name="FATTEN YOU UP",
            ),
        ),
    ),
    # REVITALIZING WATERS Characters get +1 ¤ and +1 ⛉ while here.
    "Hidden Cove - Tranquil Haven": Behaviour(
        abilities=(
            Static(
                HaveHere((Gets(Stat.STRENGTH, 1), Gets(Stat.WILLPOWER, 1))),
                name="REVITALIZING WATERS",
            ),
        ),
    ),
    # Banish all items.
    "I Find 'Em, I Flatten 'Em": Behaviour(effect=(Banish(Cards(det=Det.ALL, kinds=(Kind.ITEM,))),)),
    # SIGNATURE RECIPE When you play this character, you may remove up to 2 damage from chosen
    # character. If you removed damage this way, you may draw a card.
    "Julieta Madrigal - Excellent Cook": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((RemoveDamage(2, Cards(det=Det.CHOSEN)),)),
                    If(RemovedThisWay(), (May((Draw(),)),)),
                ),
                name="SIGNATURE RECIPE",
            ),
        ),
    ),
    # Shift: Discard a character card LEAD THE CHARGE Your characters with 4 ¤ or more get +1 ◊.
    "Li Shang - Valorous General": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(StrengthAtLeast(4),)),
                    (Gets(Stat.LORE, 1),),
                ),
                name="LEAD THE CHARGE",
            ),
        ),
        shift=(DiscardCost(cards=Cards(card=True)),),
    ),
    # Sing Together 7 Look at the top 5 cards of your deck. You may reveal up to 2 character cards
    # and put them into your hand. Put the rest on the bottom of your deck in any order.
    "Look at This Family": Behaviour(
        effect=(LookAtTop(5), May((RevealUpTo(2, Cards(det=Det.PLAIN, card=True)),)), PutLooked()),
    ),
    # All opposing characters get -2 ¤ until the start of your next turn.
    "Lost in the Woods": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.ALL, owner=Owner.OPPOSING),
                (Gets(Stat.STRENGTH, -2),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
    # FERVENT ADDRESS Your other characters get +1 ¤.
    "Lumiere - Fiery Friend": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True), (Gets(Stat.STRENGTH, 1),)),
                name="FERVENT ADDRESS",
            ),
        ),
    ),
    # Choose one: • Banish chosen item. • Deal 2 damage to chosen damaged character.
    "Make the Potion": Behaviour(
        effect=(
            ChooseOne(
                (
                    (Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),),
                    (DealDamage(2, Cards(det=Det.CHOSEN, state=State.DAMAGED)),),
                ),
            ),
        ),
    ),
    # DISCIPLINE AND STRENGTH ⟳, 2 ⬡ — Chosen character gets +2 ¤ this turn. Whenever they challenge
    # another character this turn, you may draw a card.
    "Medallion Weights": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=2),
                (
                    Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 2),)),
                    Floating(Challenges(Them(), challenged=Cards(other=True)), (May((Draw(),)),)),
                ),
                name="DISCIPLINE AND STRENGTH",
            ),
        ),
    ),
    # STAND STRONG When you play this character, chosen character gains Challenger +2 this turn.
    "Mickey Mouse - Standard Bearer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.CHALLENGER, value=2),)),),
                name="STAND STRONG",
            ),
        ),
    ),
    # Shift 5 STRAIGHT SHOOTER When you play this character, if you used Shift to play her, she gets
    # +3 ¤ this turn. TRIPLE SHOT During your turn, whenever this character deals damage to another
    # character in a challenge, deal the same amount of damage to up to 2 other chosen characters.
    "Mulan - Elite Archer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        UsedShift(target=This(form=Pronoun.SHE)),
                        (Modify(This(form=Pronoun.SHE), (Gets(Stat.STRENGTH, 3),)),),
                    ),
                ),
                name="STRAIGHT SHOOTER",
            ),
            Triggered(
                (DealsDamage(This()),),
                (DealDamage(DamageDealt(), Cards(det=Det.UP_TO, other=True, count=2)),),
                name="TRIPLE SHOT",
                during_your_turn=True,
            ),
        ),
    ),
    # BATTLE WOUND This character enters play with 2 damage.
    "Mulan - Injured Soldier": Behaviour(
        abilities=(Static(EntersWithDamage(2), name="BATTLE WOUND"),),
    ),
    # Chosen character gains Resist +2 until the start of your next turn. If a Hero character is
    # chosen, they may also challenge ready characters this turn.
    "One Last Hope": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN),
                (Gains(Keyword.RESIST, value=2),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
            If(
                ChosenIs(Cards(classes=("Hero",))),
                (Modify(Them(), (Can(Deed.CHALLENGE_READY, may=True, also=True),)),),
            ),
        ),
    ),
    # YOU GOTTA STAY FOCUSED Your Hero characters gain Challenger +1. SHAMELESS PROMOTER Whenever
    # you play a Hero character, gain 1 lore.
    "Philoctetes - No-Nonsense Instructor": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Hero",)),
                    (Gains(Keyword.CHALLENGER, value=1),),
                ),
                name="YOU GOTTA STAY FOCUSED",
            ),
            Triggered((Plays(Cards(classes=("Hero",))),), (GainLore(1),), name="SHAMELESS PROMOTER"),
        ),
    ),
    # TO THE RESCUE When you play this character, you may remove up to 3 damage from one of your
    # characters.
    "Pluto - Rescue Dog": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((RemoveDamage(3, Cards(det=Det.ONE_OF, owner=Owner.YOURS)),)),),
                name="TO THE RESCUE",
            ),
        ),
    ),
    # Return chosen character, item, or location with cost 2 or less to their player's hand.
    "Poor Unfortunate Souls": Behaviour(
        effect=(
            ReturnToHand(
                Cards(
                    det=Det.CHOSEN,
                    kinds=(Kind.CHARACTER, Kind.ITEM, Kind.LOCATION),
                    having=(CostAtMost(2),),
                ),
            ),
        ),
    ),
    # Shift 6 Evasive SWIFT AND SURE When you play this character, banish all opposing damaged
    # characters.
    "Prince Phillip - Vanquisher of Foes": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Banish(Cards(det=Det.ALL, owner=Owner.OPPOSING, state=State.DAMAGED)),),
                name="SWIFT AND SURE",
            ),
        ),
    ),
    # SHINING BEACON Your other Hero characters gain Ward.
    "Prince Phillip - Warden of the Woods": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, classes=("Hero",)),
                    (Gains(Keyword.WARD),),
                ),
                name="SHINING BEACON",
            ),
        ),
    ),
    # MYSTICAL PETALS ⟳, 2 ⬡ — Move 1 damage counter from chosen character to chosen opposing
    # character.
    "Rose Lantern": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=2),
                (
                    MoveDamage(
                        1,
                        Cards(det=Det.CHOSEN),
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        exactly=True,
                        counters=True,
                    ),
                ),
                name="MYSTICAL PETALS",
            ),
        ),
    ),
    # Sing Together 10 Chosen player draws 5 cards.
    "Second Star to the Right": Behaviour(effect=(Draw(amount=5, players=ChosenPlayer()),)),
    # FINE PRINT Whenever an opponent plays a song, you may draw a card.
    "Signed Contract": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,)), players=AnOpponent()),),
                (May((Draw(),)),),
                name="FINE PRINT",
            ),
        ),
    ),
    # Evasive BRING ON THE HEAT! When you play this character, banish chosen opposing character with
    # 1 ¤ or less.
    "Sisu - Daring Visitor": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Banish(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, having=(StrengthAtMost(1),))),),
                name="BRING ON THE HEAT!",
            ),
        ),
    ),
    # SURGE OF POWER This character gets +1 ¤ for each card in opponents' hands.
    "Sisu - Emboldened Warrior": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (Gets(Stat.STRENGTH, Times(1, CardsInHand(EachOpponent(), opponents=True))),),
                ),
                name="SURGE OF POWER",
            ),
        ),
    ),
    # Sing Together 10 Deal 3 damage to up to 3 chosen characters and/or locations.
    "The Mob Song": Behaviour(
        effect=(
            DealDamage(
                3,
                Cards(
                    det=Det.UP_TO,
                    kinds=(Kind.CHARACTER, Kind.LOCATION),
                    count=3,
                    wording=Wording.AND_OR_KINDS,
                ),
            ),
        ),
    ),
    # Evasive ON A ROLL When you play this character, you may move him and one of your other
    # characters to the same location for free. The other character gets +2 ¤ this turn.
    "Tuk Tuk - Lively Partner": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            MoveTo(
                                This(form=Pronoun.HE),
                                also=Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True),
                            ),
                        ),
                    ),
                    Modify(TheOther(), (Gets(Stat.STRENGTH, 2),)),
                ),
                name="ON A ROLL",
            ),
        ),
    ),
    # Sing Together 8 Put all opposing characters with 2 ¤ or less on the bottom of their players'
    # decks in any order.
    "Under the Sea": Behaviour(
        effect=(
            PutOnBottom(
                Cards(det=Det.ALL, owner=Owner.OPPOSING, having=(StrengthAtMost(2),)),
                whose=Whose.THEIR_PLAYERS_DECKS,
            ),
        ),
    ),
}
