"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersExerted,
    Have,
    PayLess,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, DamageOn, Discarded, ThisWay, Times
from illumineer.engine.abilities.changes import Can, Cant, Deed, Gains, Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.conditions import ChosenNamed, HasStatAtLeast, PlayedThisTurn
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import LookAtTop, PutLooked, TakeLooked
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtMost,
    Det,
    In,
    Kind,
    Owner,
    Place,
    State,
    StrengthAtLeast,
    StrengthAtMost,
    WithKeyword,
    Wording,
)
from illumineer.engine.abilities.flow import If, Instead, May
from illumineer.engine.abilities.hand import (
    Count,
    Discard,
    Draw,
    GainLore,
    LoseLore,
    PayInk,
    ReduceNextCost,
)
from illumineer.engine.abilities.players import Called, EachOpponent, TheirPlayer
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    GetsForEach,
    Lasting,
    Modify,
    NoChallengeDamage,
    PutIntoInkwell,
    Ready,
    RemoveDamage,
    ReturnToHand,
    ShuffleIntoDeck,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, Them, This
from illumineer.engine.abilities.triggers import (
    Banishes,
    Challenges,
    Discards,
    Intro,
    IsBanished,
    Plays,
    Quests,
    RemovesDamage,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Gain 1 lore for each damaged character opponents have in play.
    "Pack Tactics": Behaviour(
        effect=(
            GainLore(
                Times(
                    1,
                    Counted(
                        Cards(
                            det=Det.BARE,
                            state=State.DAMAGED,
                            having=(In(Place.OPPONENTS_HAVE_IN_PLAY),),
                        ),
                    ),
                ),
            ),
        ),
    ),
    # COMING, YOUR MOST LUGUBRIOUSNESS While this character has 5 ¤ or more, he gets +2 ◊.
    "Pain - Underworld Imp": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.HE), (Gets(Stat.LORE, 2),)),
                name="COMING, YOUR MOST LUGUBRIOUSNESS",
                condition=HasStatAtLeast(Stat.STRENGTH, 5),
            ),
        ),
    ),
    # Up to 2 chosen characters get -1 ¤ this turn. Draw a card.
    "Painting the Roses Red": Behaviour(
        effect=(Modify(Cards(det=Det.UP_TO, count=2), (Gets(Stat.STRENGTH, -1),)), Draw()),
    ),
    # I CAN HANDLE IT When you play this character, chosen character gets +2 ¤ this turn. If the
    # chosen character is named Pain, he gets +4 ¤ instead.
    "Panic - Underworld Imp": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 2),)),
                    Instead(
                        ChosenNamed("Pain"),
                        (Modify(Them(form=Pronoun.HE), (Gets(Stat.STRENGTH, 4),), lasting=None),),
                    ),
                ),
                name="I CAN HANDLE IT",
            ),
        ),
    ),
    # JUMBO POP When you play this item, you may draw a card. THAT'S REDWOOD Banish this item —
    # Remove up to 2 damage from chosen character.
    "Pawpsicle": Behaviour(
        abilities=(
            Triggered((Plays(This(), intro=Intro.WHEN),), (May((Draw(),)),), name="JUMBO POP"),
            Activated(
                Cost(banish=True),
                (RemoveDamage(2, Cards(det=Det.CHOSEN)),),
                name="THAT'S REDWOOD",
            ),
        ),
    ),
    # TO WONDERLAND Banish this item — Return chosen character of yours to your hand.
    "Perplexing Signposts": Behaviour(
        abilities=(
            Activated(
                Cost(banish=True),
                (ReturnToHand(Cards(det=Det.CHOSEN, owner=Owner.YOURS), whose=Whose.YOUR),),
                name="TO WONDERLAND",
            ),
        ),
    ),
    # Ward TAKE THAT! Whenever you play an action, this character gets +2 ¤ this turn. WHO'S NEXT?
    # While this character has 7 ¤ or more, he gets +2 ◊.
    "Pete - Bad Guy": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.ACTION,))),),
                (Modify(This(), (Gets(Stat.STRENGTH, 2),)),),
                name="TAKE THAT!",
            ),
            Static(
                Have(This(form=Pronoun.HE), (Gets(Stat.LORE, 2),)),
                name="WHO'S NEXT?",
                condition=HasStatAtLeast(Stat.STRENGTH, 7),
            ),
        ),
    ),
    # Your characters with Evasive get +1 ¤.
    "Peter Pan's Dagger": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(WithKeyword(Keyword.EVASIVE),)),
                    (Gets(Stat.STRENGTH, 1),),
                ),
            ),
        ),
    ),
    # Evasive Rush TIPTOE Your other characters with Rush gain Evasive.
    "Peter Pan's Shadow - Not Sewn On": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(
                        det=Det.PLAIN,
                        owner=Owner.YOURS,
                        other=True,
                        having=(WithKeyword(Keyword.RUSH),),
                    ),
                    (Gains(Keyword.EVASIVE),),
                ),
                name="TIPTOE",
            ),
        ),
    ),
    # Chosen character can challenge ready characters this turn.
    "Pick a Fight": Behaviour(effect=(Modify(Cards(det=Det.CHOSEN), (Can(Deed.CHALLENGE_READY),)),)),
    # Shift 3 LISTEN TO YOUR CONSCIENCE When you play this character, you may return chosen
    # character or item with cost 3 or less to their player's hand.
    "Pinocchio - On the Run": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(
                                    det=Det.CHOSEN,
                                    kinds=(Kind.CHARACTER, Kind.ITEM),
                                    having=(CostAtMost(3),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="LISTEN TO YOUR CONSCIENCE",
            ),
        ),
    ),
    # TELLING LIES When you play this character, you may exert chosen opposing character.
    "Pinocchio - Talkative Puppet": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),),
                name="TELLING LIES",
            ),
        ),
    ),
    # Ward I SENTENCE YOU Whenever your opponent discards 1 or more cards, you may draw a card for
    # each card discarded.
    "Prince John - Greediest of All": Behaviour(
        abilities=(
            Triggered(
                (Discards(EachOpponent()),),
                (May((Draw(amount=Times(1, Discarded())),)),),
                name="I SENTENCE YOU",
            ),
        ),
    ),
    # OFF WITH THEIR HEADS! Whenever an opposing character is banished, you may ready this
    # character.
    "Queen of Hearts - Capricious Monarch": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(Cards(owner=Owner.OPPOSING)),),
                (May((Ready(This()),)),),
                name="OFF WITH THEIR HEADS!",
            ),
        ),
    ),
    # ROYAL RAGE When you play this character, deal 1 damage to chosen damaged opposing character.
    "Queen of Hearts - Quick-Tempered": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    DealDamage(
                        1,
                        Cards(
                            det=Det.CHOSEN,
                            owner=Owner.OPPOSING,
                            state=State.DAMAGED,
                            wording=Wording.STATE_FIRST,
                        ),
                    ),
                ),
                name="ROYAL RAGE",
            ),
        ),
    ),
    # Shift 2 LET THE GAME BEGIN Whenever one of your characters challenges another character, you
    # may draw a card.
    "Queen of Hearts - Sensing Weakness": Behaviour(
        abilities=(
            Triggered(
                (
                    Challenges(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS),
                        challenged=Cards(other=True),
                    ),
                ),
                (May((Draw(),)),),
                name="LET THE GAME BEGIN",
            ),
        ),
    ),
    # Shift 3 LET YOUR POWER SHINE Whenever you remove 1 or more damage from one of your characters,
    # you may draw a card.
    "Rapunzel - Gifted Artist": Behaviour(
        abilities=(
            Triggered(
                (RemovesDamage(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                (May((Draw(),)),),
                name="LET YOUR POWER SHINE",
            ),
        ),
    ),
    # MAGIC HAIR ⟳ — Remove up to 2 damage from chosen character.
    "Rapunzel - Sunshine": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (RemoveDamage(2, Cards(det=Det.CHOSEN)),),
                name="MAGIC HAIR",
            ),
        ),
    ),
    # THIS IS MY KINGDOM When you play this character, exert chosen opposing character with 3 ¤ or
    # less. Choose one of your characters and ready them. They can't quest for the rest of this
    # turn.
    "Ratigan - Very Large Mouse": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, having=(StrengthAtMost(3),))),
                    Pick(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),
                    Ready(Them(), join=Join.AND),
                    Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
                ),
                name="THIS IS MY KINGDOM",
            ),
        ),
    ),
    # SNAP! BOOM! TWANG! Banish this item — Each opponent loses 2 lore.
    "Ratigan's Marvelous Trap": Behaviour(
        abilities=(Activated(Cost(banish=True), (LoseLore(2),), name="SNAP! BOOM! TWANG!"),),
    ),
    # NOTE TO SELF, DON'T DIE During your turn, whenever this character banishes another character
    # in a challenge, you may ready this character. She can't quest for the rest of this turn.
    "Raya - Headstrong": Behaviour(
        abilities=(
            Triggered(
                (Banishes(This()),),
                (
                    May((Ready(This()),)),
                    Modify(
                        This(form=Pronoun.SHE),
                        (Cant(Deed.QUEST),),
                        lasting=Lasting.REST_OF_TURN,
                    ),
                ),
                name="NOTE TO SELF, DON'T DIE",
                during_your_turn=True,
            ),
        ),
    ),
    # Shift 4 CHAMPION OF KUMANDRA Whenever this character challenges a damaged character, she takes
    # no damage from the challenge.
    "Raya - Leader of Heart": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This(), challenged=Cards(state=State.DAMAGED)),),
                (NoChallengeDamage(This(form=Pronoun.SHE)),),
                name="CHAMPION OF KUMANDRA",
            ),
        ),
    ),
    # Banish chosen damaged character.
    "Ring the Bell": Behaviour(effect=(Banish(Cards(det=Det.CHOSEN, state=State.DAMAGED)),)),
    # SKIRMISH ⟳ — Deal 1 damage to chosen character.
    "Robin Hood - Capable Fighter": Behaviour(
        abilities=(
            Activated(Cost(exert=True), (DealDamage(1, Cards(det=Det.CHOSEN)),), name="SKIRMISH"),
        ),
    ),
    # FLIGHT CABIN Your exerted characters gain Ward.
    "Sardine Can": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, state=State.EXERTED),
                    (Gains(Keyword.WARD),),
                ),
                name="FLIGHT CABIN",
            ),
        ),
    ),
    # Rush DADDY ISN'T HERE TO SAVE YOU During your turn, whenever this character banishes another
    # character in a challenge, you may ready this character. He can't quest for the rest of this
    # turn.
    "Scar - Vicious Cheater": Behaviour(
        abilities=(
            Triggered(
                (Banishes(This()),),
                (
                    May((Ready(This()),)),
                    Modify(This(form=Pronoun.HE), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
                ),
                name="DADDY ISN'T HERE TO SAVE YOU",
                during_your_turn=True,
            ),
        ),
    ),
    # DON'T INSULT MY INTELLIGENCE Whenever one of your characters challenges another character,
    # gain 1 lore.
    "Shere Khan - Menacing Predator": Behaviour(
        abilities=(
            Triggered(
                (
                    Challenges(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS),
                        challenged=Cards(other=True),
                    ),
                ),
                (GainLore(1),),
                name="DON'T INSULT MY INTELLIGENCE",
            ),
        ),
    ),
    # I TRUST YOU Whenever this character quests, look at the top 2 cards of your deck. You may put
    # one into your hand. Put the rest on the bottom of your deck in any order.
    "Sisu - Divine Water Dragon": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    LookAtTop(2),
                    May((TakeLooked(Cards(det=Det.ONE, kinds=(Kind.CARD,)), reveal=False),)),
                    PutLooked(),
                ),
                name="I TRUST YOU",
            ),
        ),
    ),
    # YAWN! This character enters play exerted.
    "Sleepy - Nodding Off": Behaviour(abilities=(Static(EntersExerted(), name="YAWN!"),)),
    # A SILLY SONG ⟳ — If you played a song this turn, gain 1 lore.
    "Sleepy's Flute": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (If(PlayedThisTurn(Cards(kinds=(Kind.SONG,))), (GainLore(1),)),),
                name="A SILLY SONG",
            ),
        ),
    ),
    # AH-CHOO! Whenever you play this character or another Seven Dwarfs character, you may give
    # chosen character -1 ¤ this turn.
    "Sneezy - Very Allergic": Behaviour(
        abilities=(
            Triggered(
                (
                    Plays(
                        Cards(
                            det=Det.THIS_OR_ANOTHER,
                            classes=("Seven Dwarfs",),
                            wording=Wording.THIS_CHARACTER,
                        ),
                    ),
                ),
                (May((Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, -1),), give=True),)),),
                name="AH-CHOO!",
            ),
        ),
    ),
    # I WON'T HURT YOU When you play this character, you may remove up to 2 damage from chosen
    # character.
    "Snow White - Lost in the Forest": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((RemoveDamage(2, Cards(det=Det.CHOSEN)),)),),
                name="I WON'T HURT YOU",
            ),
        ),
    ),
    # HOW DO YOU DO? You pay 1 ⬡ less to play Seven Dwarfs characters.
    "Snow White - Unexpected Houseguest": Behaviour(
        abilities=(
            Static(
                PayLess(1, Cards(det=Det.PLAIN, classes=("Seven Dwarfs",))),
                name="HOW DO YOU DO?",
            ),
        ),
    ),
    # Shift 4 WISHES COME TRUE Whenever this character quests, you may return a character card from
    # your discard to your hand.
    "Snow White - Well Wisher": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="WISHES COME TRUE",
            ),
        ),
    ),
    # Deal damage to chosen character equal to the number of characters you have in play.
    "Strength of a Raging Fire": Behaviour(
        effect=(
            DealDamage(
                Counted(Cards(det=Det.PLAIN, having=(In(Place.YOU_HAVE_IN_PLAY),))),
                Cards(det=Det.CHOSEN),
            ),
        ),
    ),
    # ⟳, 2 ⬡ — Chosen character gets +1 ¤ this turn for each 1 damage on them.
    "Sword in the Stone": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=2),
                (GetsForEach(Cards(det=Det.CHOSEN), Stat.STRENGTH, Times(1, DamageOn(Them()))),),
            ),
        ),
    ),
    # Deal 2 damage to chosen character of yours to deal 2 damage to another chosen character.
    "Teeth and Ambitions": Behaviour(
        effect=(
            DealDamage(2, Cards(det=Det.CHOSEN, owner=Owner.YOURS)),
            DealDamage(2, Cards(det=Det.CHOSEN, other=True), join=Join.TO),
        ),
    ),
    # CHANGE OF HEART Whenever this character quests, you may draw a card, then choose and discard a
    # card.
    "The Huntsman - Reluctant Enforcer": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="CHANGE OF HEART",
            ),
        ),
    ),
    # Banish chosen Villain of yours to banish chosen character.
    "The Most Diabolical Scheme": Behaviour(
        effect=(
            Banish(Cards(det=Det.CHOSEN, kinds=(), owner=Owner.YOURS, classes=("Villain",))),
            Banish(Cards(det=Det.CHOSEN), join=Join.TO),
        ),
    ),
    # Shift 2 WHO IS THE FAIREST? Whenever this character quests, chosen opposing character gets -4
    # ¤ this turn and chosen character gets +4 ¤ this turn.
    "The Queen - Commanding Presence": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -4),)),
                    Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 4),), join=Join.AND),
                ),
                name="WHO IS THE FAIREST?",
            ),
        ),
    ),
    # KNOWLEDGE ⟳, 1 ⬡ — Gain 1 lore.
    "The Sorcerer's Spellbook": Behaviour(
        abilities=(Activated(Cost(exert=True, ink=1), (GainLore(1),), name="KNOWLEDGE"),),
    ),
    # ENERGETIC Whenever you play an action, this character gets +2 ¤ this turn.
    "Tigger - One of a Kind": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.ACTION,))),),
                (Modify(This(), (Gets(Stat.STRENGTH, 2),)),),
                name="ENERGETIC",
            ),
        ),
    ),
    # TRAINING Whenever you play a character with 4 ¤ or more, you may pay 1 ⬡ to draw a card.
    "Weight Set": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(having=(StrengthAtLeast(4),))),),
                (May((PayInk(1), Draw(join=Join.TO))),),
                name="TRAINING",
            ),
        ),
    ),
    # Chosen damaged character gets +3 ¤ this turn.
    "What Did You Call Me?": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN, state=State.DAMAGED), (Gets(Stat.STRENGTH, 3),)),),
    ),
    # HUNNY POT Whenever this character quests, you may put a card from your hand into your inkwell
    # facedown.
    "Winnie the Pooh - Having a Think": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            PutIntoInkwell(
                                Cards(kinds=(Kind.CARD,), having=(In(Place.FROM_YOUR_HAND),)),
                                whose=Whose.YOUR,
                                exerted=False,
                            ),
                        ),
                    ),
                ),
                name="HUNNY POT",
            ),
        ),
    ),
    # Banish chosen character with 5 ¤ or more.
    "World's Greatest Criminal Mind": Behaviour(
        effect=(Banish(Cards(det=Det.CHOSEN, having=(StrengthAtLeast(5),))),),
    ),
    # Chosen character gains Evasive until the start of your next turn.
    "You Can Fly!": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN),
                (Gains(Keyword.EVASIVE),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
    # Shift 4 CRUEL IRONY When you play this character, shuffle another chosen character card into
    # their player's deck. That player draws 2 cards.
    "Yzma - Scary Beyond All Reason": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    ShuffleIntoDeck(Cards(det=Det.CHOSEN, other=True, card=True)),
                    Draw(amount=2, players=TheirPlayer(called=Called.THAT_PLAYER)),
                ),
                name="CRUEL IRONY",
            ),
        ),
    ),
    # Count the number of characters you have in play. You pay that amount of ⬡ less for the next
    # character you play this turn.
    "Zero to Hero": Behaviour(
        effect=(
            Count(Cards(det=Det.PLAIN, having=(In(Place.YOU_HAVE_IN_PLAY),))),
            ReduceNextCost(ThisWay(), Cards(det=Det.BARE)),
        ),
    ),
}
