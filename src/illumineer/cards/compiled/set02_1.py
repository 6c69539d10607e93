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
from illumineer.engine.abilities.amounts import CardsInHand, DamageOn, Times
from illumineer.engine.abilities.changes import Can, Cant, Deed, Gains, GainsAbility, Gets
from illumineer.engine.abilities.conditions import (
    BeingChallenged,
    HasNoDamage,
    HasStatAtLeast,
    OpponentHas,
    UsedShift,
    YouHave,
    YourTurn,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import LookAtTop, PlayForFree, PutLooked, TakeLooked
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtMost,
    Det,
    In,
    Kind,
    Named,
    Owner,
    Place,
    SameCostOrLess,
    State,
    WithKeyword,
    Wording,
)
from illumineer.engine.abilities.flow import AtEndOfTurn, If, May
from illumineer.engine.abilities.hand import (
    Discard,
    DiscardHand,
    Draw,
    GainLore,
    MayDraw,
    ReduceNextCost,
)
from illumineer.engine.abilities.players import ChallengingPlayer, EachOpponent, EachPlayer
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    EachInksOne,
    Exert,
    Lasting,
    Modify,
    Ready,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, That, Them, This
from illumineer.engine.abilities.triggers import (
    Banishment,
    EntersPlay,
    Intro,
    IsBanished,
    IsChallenged,
    IsReadied,
    Plays,
    Quests,
    RemovesDamage,
    TakesDamage,
    TurnStarts,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # GOOD ADVICE Your other characters gain Support. WHAT DID I DO? While this character has 10 ¤
    # or more, she gets +4 ◊.
    "Alice - Growing Girl": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True), (Gains(Keyword.SUPPORT),)),
                name="GOOD ADVICE",
            ),
            Static(
                Have(This(form=Pronoun.SHE), (Gets(Stat.LORE, 4),)),
                name="WHAT DID I DO?",
                condition=HasStatAtLeast(Stat.STRENGTH, 10),
            ),
        ),
    ),
    # STUDENT Whenever this character quests, you may return another chosen character of yours to
    # your hand to gain 2 lore.
    "Arthur - Wizard's Apprentice": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS, other=True),
                                whose=Whose.YOUR,
                            ),
                            GainLore(2, join=Join.TO),
                        ),
                    ),
                ),
                name="STUDENT",
            ),
        ),
    ),
    # OH, GOSH! This character can't quest unless you have another Seven Dwarfs character in play.
    "Bashful - Hopeless Romantic": Behaviour(
        abilities=(
            Static(
                Have(This(), (Cant(Deed.QUEST),)),
                name="OH, GOSH!",
                condition=YouHave(
                    Cards(other=True, classes=("Seven Dwarfs",), having=(In(Place.IN_PLAY),)),
                ),
                provided=Provided.UNLESS,
            ),
        ),
    ),
    # Shift 5 THERE'S ALWAYS A CHANCE If you used Shift to play this character, you may draw 2 cards
    # when he enters play.
    "Basil - Great Mouse Detective": Behaviour(
        abilities=(
            Triggered(
                (EntersPlay(This(form=Pronoun.HE), intro=Intro.WHEN),),
                (If(UsedShift(), (May((Draw(amount=2),)),)),),
                name="THERE'S ALWAYS A CHANCE",
                trigger_last=True,
            ),
        ),
    ),
    # YOU'RE NOT WELCOME HERE When you play this character, you may deal 1 damage to chosen
    # character.
    "Beast - Forbidding Recluse": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((DealDamage(1, Cards(det=Det.CHOSEN)),)),),
                name="YOU'RE NOT WELCOME HERE",
            ),
        ),
    ),
    # SECOND WIND Whenever an opposing character takes damage, you may ready this character.
    "Beast - Relentless": Behaviour(
        abilities=(
            Triggered(
                (TakesDamage(Cards(owner=Owner.OPPOSING)),),
                (May((Ready(This()),)),),
                name="SECOND WIND",
            ),
        ),
    ),
    # Shift 3 IT'S BETTER THIS WAY At the start of your turn, if this character has no damage, draw
    # a card. Otherwise, he gets +4 ¤ this turn.
    "Beast - Tragic Hero": Behaviour(
        abilities=(
            Triggered(
                (TurnStarts(),),
                (
                    If(
                        HasNoDamage(),
                        (Draw(),),
                        otherwise=(Modify(This(form=Pronoun.HE), (Gets(Stat.STRENGTH, 4),)),),
                    ),
                ),
                name="IT'S BETTER THIS WAY",
            ),
        ),
    ),
    # USE YOUR IMAGINATION While an opponent has no cards in their hand, this character gets +2 ◊.
    "Belle - Bookworm": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 2),)),
                name="USE YOUR IMAGINATION",
                condition=OpponentHas(
                    Cards(det=Det.NO, kinds=(Kind.CARD,), having=(In(Place.IN_THEIR_HAND),)),
                ),
            ),
        ),
    ),
    # Shift 3 THORNY ARROWS Whenever this character is challenged, the challenging character's
    # player discards all cards in their hand.
    "Belle - Hidden Archer": Behaviour(
        abilities=(
            Triggered(
                (IsChallenged(This()),),
                (DiscardHand(players=ChallengingPlayer(character=True), all_cards=True),),
                name="THORNY ARROWS",
            ),
        ),
    ),
    # WE HAVE A CHOICE When you play this character, you may banish chosen item.
    "Benja - Guardian of the Dragon Gem": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),),
                name="WE HAVE A CHOICE",
            ),
        ),
    ),
    # Return chosen character of yours to your hand to play a character with the same cost or less
    # for free.
    "Bibbidi Bobbidi Boo": Behaviour(
        effect=(
            ReturnToHand(Cards(det=Det.CHOSEN, owner=Owner.YOURS), whose=Whose.YOUR),
            PlayForFree(Cards(having=(SameCostOrLess(),)), join=Join.TO),
        ),
    ),
    # Evasive ETHEREAL GLOW Whenever you play a Floodborn character, you may draw a card.
    "Blue Fairy - Rewarding Good Deeds": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(classes=("Floodborn",))),),
                (May((Draw(),)),),
                name="ETHEREAL GLOW",
            ),
        ),
    ),
    # Return chosen character of yours to your hand to return another chosen character to their
    # player's hand.
    "Bounce": Behaviour(
        effect=(
            ReturnToHand(Cards(det=Det.CHOSEN, owner=Owner.YOURS), whose=Whose.YOUR),
            ReturnToHand(Cards(det=Det.CHOSEN, other=True), join=Join.TO),
        ),
    ),
    # SQUEAK Whenever you play a Floodborn character, if you used Shift to play them, each opponent
    # chooses and discards a card.
    "Bucky - Squirrel Squeak Tutor": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(classes=("Floodborn",))),),
                (If(UsedShift(target=That(form=Pronoun.THEY)), (Discard(players=EachOpponent()),)),),
                name="SQUEAK",
            ),
        ),
    ),
    # Chosen character gains Challenger +2 and Resist +2 this turn.
    "Charge!": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN),
                (Gains(Keyword.CHALLENGER, value=2), Gains(Keyword.RESIST, value=2)),
            ),
        ),
    ),
    # Shift 5 Evasive WICKED SMILE ⟳ — Banish chosen damaged character.
    "Cheshire Cat - From the Shadows": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (Banish(Cards(det=Det.CHOSEN, state=State.DAMAGED)),),
                name="WICKED SMILE",
            ),
        ),
    ),
    # INSUBORDINATION! Whenever you play a Floodborn character, deal 1 damage to each opposing
    # character.
    "Chief Bogo - Respected Officer": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(classes=("Floodborn",))),),
                (DealDamage(1, Cards(det=Det.EACH, owner=Owner.OPPOSING)),),
                name="INSUBORDINATION!",
            ),
        ),
    ),
    # WE'LL ALWAYS BE TOGETHER Whenever you ready this character, if you have 2 or more other
    # characters in play, gain 2 lore.
    "Christopher Robin - Adventurer": Behaviour(
        abilities=(
            Triggered(
                (IsReadied(This()),),
                (
                    If(
                        YouHave(
                            Cards(det=Det.NUMBER, other=True, having=(In(Place.IN_PLAY),), count=2),
                        ),
                        (GainLore(2),),
                    ),
                ),
                name="WE'LL ALWAYS BE TOGETHER",
            ),
        ),
    ),
    # HAVE COURAGE When you play this character, you may draw a card, then choose and discard a
    # card.
    "Cinderella - Knight in Training": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="HAVE COURAGE",
            ),
        ),
    ),
    # Shift 5 Resist +2 THE SINGING SWORD Whenever you play a song, this character may challenge
    # ready characters this turn.
    "Cinderella - Stouthearted": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,))),),
                (Modify(This(), (Can(Deed.CHALLENGE_READY, may=True),)),),
                name="THE SINGING SWORD",
            ),
        ),
    ),
    # Shift 3 Ward UNWIND Your other characters gain Resist +1.
    "Cogsworth - Grandfather Clock": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True),
                    (Gains(Keyword.RESIST, value=1),),
                ),
                name="UNWIND",
            ),
        ),
    ),
    # HURTLING HEDGEHOG Banish this item — Chosen character gains Rush this turn.
    "Croquet Mallet": Behaviour(
        abilities=(
            Activated(
                Cost(banish=True),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.RUSH),)),),
                name="HURTLING HEDGEHOG",
            ),
        ),
    ),
    # NOW GET GOING During your turn, this character gains Evasive.
    "Cruella De Vil - Fashionable Cruiser": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.EVASIVE),)),
                name="NOW GET GOING",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
        ),
    ),
    # Shift 3 OH, NO YOU DON'T Whenever this character quests, chosen opposing character gets -2 ¤
    # this turn.
    "Cruella De Vil - Perfectly Wretched": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -2),)),),
                name="OH, NO YOU DON'T",
            ),
        ),
    ),
    # THWART Whenever this character quests, each opponent chooses and discards a card.
    "Daisy Duck - Secret Agent": Behaviour(
        abilities=(Triggered((Quests(This()),), (Discard(players=EachOpponent()),), name="THWART"),),
    ),
    # YOU KNOW WHAT HAPPENS ⟳, 2 ⬡ — Draw cards equal to the damage on chosen character of yours,
    # then banish them.
    "Dinner Bell": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=2),
                (
                    Draw(amount=DamageOn(Cards(det=Det.CHOSEN, owner=Owner.YOURS))),
                    Banish(Them(), join=Join.THEN),
                ),
                name="YOU KNOW WHAT HAPPENS",
            ),
        ),
    ),
    # SHARE AND SHARE ALIKE Whenever this character quests, you pay 1 ⬡ less for the next character
    # you play this turn.
    "Doc - Leader of the Seven Dwarfs": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (ReduceNextCost(1, Cards(det=Det.BARE)),),
                name="SHARE AND SHARE ALIKE",
            ),
        ),
    ),
    # Evasive PHOOEY! This character gets +1 ◊ for each 1 damage on him.
    "Donald Duck - Not Again!": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, Times(1, DamageOn(This(form=Pronoun.HE)))),)),
                name="PHOOEY!",
            ),
        ),
    ),
    # Shift 3 ALLOW ME At the start of your turn, each player may draw a card.
    "Donald Duck - Perfect Gentleman": Behaviour(
        abilities=(Triggered((TurnStarts(),), (MayDraw(EachPlayer()),), name="ALLOW ME"),),
    ),
    # STARTLED AWAKE Whenever you play an action, this character gets +2 ¤ this turn.
    "Donald Duck - Sleepwalker": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.ACTION,))),),
                (Modify(This(), (Gets(Stat.STRENGTH, 2),)),),
                name="STARTLED AWAKE",
            ),
        ),
    ),
    # ODD ONE OUT When this character is banished, your other Seven Dwarfs characters get +2 ¤ until
    # the start of your next turn.
    "Dopey - Always Playful": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(
                            det=Det.PLAIN,
                            owner=Owner.YOURS,
                            other=True,
                            classes=("Seven Dwarfs",),
                        ),
                        (Gets(Stat.STRENGTH, 2),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="ODD ONE OUT",
            ),
        ),
    ),
    # Evasive YOU'RE IN MY WORLD Whenever this character quests, chosen opposing character can't
    # quest during their next turn.
    "Dr. Facilier - Fortune Teller": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Cant(Deed.QUEST),),
                        lasting=Lasting.THEIR_NEXT_TURN,
                    ),
                ),
                name="YOU'RE IN MY WORLD",
            ),
        ),
    ),
    # BRING BACK TO LIFE ⟳, 3 ⬡ — Return a character card with Support from your discard to your
    # hand.
    "Dragon Gem": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=3),
                (
                    ReturnToHand(
                        Cards(
                            having=(WithKeyword(Keyword.SUPPORT), In(Place.FROM_YOUR_DISCARD)),
                            card=True,
                        ),
                        whose=Whose.YOUR,
                    ),
                ),
                name="BRING BACK TO LIFE",
            ),
        ),
    ),
    # TRUE FORM While being challenged, this character gets +2 ¤.
    "Enchantress - Unexpected Judge": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 2),)),
                name="TRUE FORM",
                condition=BeingChallenged(),
            ),
        ),
    ),
    # Shift 2 FORGET THE COACH, HERE'S A SWORD Whenever this character quests, your characters gain
    # Challenger +3 and “When this character is banished in a challenge, return this card to your
    # hand” this turn.
    "Fairy Godmother - Mystic Armorer": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    Modify(
                        Cards(det=Det.PLAIN, owner=Owner.YOURS),
                        (
                            Gains(Keyword.CHALLENGER, value=3),
                            GainsAbility(
                                Triggered(
                                    (
                                        IsBanished(
                                            This(),
                                            how=Banishment.IN_A_CHALLENGE,
                                            intro=Intro.WHEN,
                                        ),
                                    ),
                                    (ReturnToHand(This(form=Pronoun.CARD), whose=Whose.YOUR),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="FORGET THE COACH, HERE'S A SWORD",
            ),
        ),
    ),
    # JUST LEAVE IT TO ME Whenever you play a character named Cinderella, you may exert chosen
    # character.
    "Fairy Godmother - Pure Heart": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(having=(Named("Cinderella"),))),),
                (May((Exert(Cards(det=Det.CHOSEN)),)),),
                name="JUST LEAVE IT TO ME",
            ),
        ),
    ),
    # Each player chooses one of their characters and puts them into their inkwell facedown and
    # exerted.
    "Falling Down the Rabbit Hole": Behaviour(effect=(EachInksOne(),)),
    # CAREFUL AIM ⟳, 2 ⬡ — Chosen character gets -2 ¤ this turn. STAY BACK! ⟳, Banish this item —
    # Banish chosen Dragon character.
    "Fang Crossbow": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=2),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, -2),)),),
                name="CAREFUL AIM",
            ),
            Activated(
                Cost(exert=True, banish=True),
                (Banish(Cards(det=Det.CHOSEN, classes=("Dragon",))),),
                name="STAY BACK!",
            ),
        ),
    ),
    # Shift 2 Evasive ONE LAST, BIG SCORE This character gets -1 ◊ for each card in your opponents'
    # hands.
    "Flynn Rider - His Own Biggest Fan": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, Times(-1, CardsInHand(EachOpponent()))),)),
                name="ONE LAST, BIG SCORE",
            ),
        ),
    ),
    # Your characters gain Resist +2 until the start of your next turn.
    "Four Dozen Eggs": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.PLAIN, owner=Owner.YOURS),
                (Gains(Keyword.RESIST, value=2),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
    # Shift 4 DEVELOPED BRAIN When you play this character, look at the top 3 cards of your deck.
    # You may put one into your hand. Put the rest on the bottom of your deck in any order.
    "Gaston - Intellectual Powerhouse": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    LookAtTop(3),
                    May((TakeLooked(Cards(det=Det.ONE, kinds=(Kind.CARD,)), reveal=False),)),
                    PutLooked(),
                ),
                name="DEVELOPED BRAIN",
            ),
        ),
    ),
    # YES, I'M INTIMIDATING While one or more opponents have no cards in their hands, this character
    # gets +3 ¤.
    "Gaston - Scheming Suitor": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 3),)),
                name="YES, I'M INTIMIDATING",
                condition=OpponentHas(
                    Cards(det=Det.NO, kinds=(Kind.CARD,), having=(In(Place.IN_THEIR_HANDS),)),
                    some=True,
                ),
            ),
        ),
    ),
    # Ready chosen damaged character of yours. They can't quest for the rest of this turn. Draw a
    # card.
    "Go the Distance": Behaviour(
        effect=(
            Ready(Cards(det=Det.CHOSEN, owner=Owner.YOURS, state=State.DAMAGED)),
            Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
            Draw(),
        ),
    ),
    # YES, YOUR MAJESTY Your Prince, Princess, King, and Queen characters get +1 ¤.
    "Grand Duke - Advisor to the King": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(
                        det=Det.PLAIN,
                        owner=Owner.YOURS,
                        classes=("Prince", "Princess", "King", "Queen"),
                        wording=Wording.AND_CLASSES,
                    ),
                    (Gets(Stat.STRENGTH, 1),),
                ),
                name="YES, YOUR MAJESTY",
            ),
        ),
    ),
    # ANCIENT INSIGHT Whenever you remove 1 or more damage from one of your characters, gain 2 lore.
    "Grand Pabbie - Oldest and Wisest": Behaviour(
        abilities=(
            Triggered(
                (RemovesDamage(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                (GainLore(2),),
                name="ANCIENT INSIGHT",
            ),
        ),
    ),
    # Play a character with cost 4 or less for free. They gain Rush. At the end of the turn, banish
    # them.
    "Gruesome and Grim": Behaviour(
        effect=(
            PlayForFree(Cards(having=(CostAtMost(4),))),
            Modify(Them(), (Gains(Keyword.RUSH),), lasting=None),
            AtEndOfTurn((Banish(Them()),)),
        ),
    ),
    # THERE'S TROUBLE A-BREWIN' Your other Seven Dwarfs characters get +1 ¤.
    "Grumpy - Bad-Tempered": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, classes=("Seven Dwarfs",)),
                    (Gets(Stat.STRENGTH, 1),),
                ),
                name="THERE'S TROUBLE A-BREWIN'",
            ),
        ),
    ),
    # THE BEST I'VE EVER TASTED ⟳ — Remove 1 damage each from up to 2 chosen characters.
    "Gumbo Pot": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (RemoveDamage(1, Cards(det=Det.UP_TO, count=2), exactly=True),),
                name="THE BEST I'VE EVER TASTED",
            ),
        ),
    ),
    # HE'S BACK! When this character is banished in a challenge, return this card to your hand.
    "HeiHei - Persistent Presence": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), how=Banishment.IN_A_CHALLENGE, intro=Intro.WHEN),),
                (ReturnToHand(This(form=Pronoun.CARD), whose=Whose.YOUR),),
                name="HE'S BACK!",
            ),
        ),
    ),
}
