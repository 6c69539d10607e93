"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersExerted,
    EntersWithDamage,
    Have,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import (
    CardsInHand,
    Counted,
    DamageOn,
    Discarded,
    ThisWay,
    Times,
)
from illumineer.engine.abilities.changes import Can, Cant, Deed, Gains, GainsAbility, Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.conditions import (
    BeingChallenged,
    ChosenNamed,
    HasNoDamage,
    HasStatAtLeast,
    LookedIs,
    OpponentHas,
    PlayedThisTurn,
    UsedShift,
    YouHave,
    YourTurn,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    InkTopCard,
    LookAtTop,
    PlayForFree,
    PutLooked,
    Rest,
    RevealTop,
    TakeLooked,
    TopOrBottom,
)
from illumineer.engine.abilities.filters import (
    Cards,
    ChallengedThisTurn,
    CostAtMost,
    Det,
    In,
    Kind,
    Named,
    Owner,
    Place,
    SameCostOrLess,
    State,
    StrengthAtLeast,
    StrengthAtMost,
    WithKeyword,
    Wording,
)
from illumineer.engine.abilities.flow import AtEndOfTurn, EitherOr, If, Instead, May
from illumineer.engine.abilities.hand import (
    Count,
    Discard,
    DiscardEither,
    DiscardHand,
    Draw,
    GainLore,
    LoseLore,
    MayDraw,
    PayInk,
    ReduceNextCost,
    RevealHand,
)
from illumineer.engine.abilities.players import (
    Called,
    ChallengingPlayer,
    EachOpponent,
    EachPlayer,
    MoreLore,
    TheirPlayer,
)
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    EachInksOne,
    Exert,
    GetsForEach,
    Lasting,
    Modify,
    NoChallengeDamage,
    OpponentBanishesOne,
    PutIntoInkwell,
    Ready,
    RemoveDamage,
    ReturnToHand,
    ShuffleIntoDeck,
    Whose,
)
from illumineer.engine.abilities.targets import Looked, Pronoun, That, Them, This
from illumineer.engine.abilities.triggers import (
    Banishes,
    Banishment,
    Challenges,
    Discards,
    EntersPlay,
    Intro,
    IsBanished,
    IsChallenged,
    IsReadied,
    LeavesPlay,
    Plays,
    PlaysNth,
    Quests,
    RemovesDamage,
    ReturnedToHand,
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
    # ARTIFICER When you play this character and whenever he quests, you may banish one of your
    # items to draw 2 cards.
    "Hiram Flaversham - Toymaker": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.HE))),
                (
                    May(
                        (
                            Banish(Cards(det=Det.ONE_OF, kinds=(Kind.ITEM,), owner=Owner.YOURS)),
                            Draw(amount=2, join=Join.TO),
                        ),
                    ),
                ),
                name="ARTIFICER",
            ),
        ),
    ),
    # Remove up to 4 damage from chosen character.
    "Hold Still": Behaviour(effect=(RemoveDamage(4, Cards(det=Det.CHOSEN)),)),
    # EASY STREET Whenever you play a Floodborn character, each opponent loses 1 lore.
    "Honest John - Not That Honest": Behaviour(
        abilities=(
            Triggered((Plays(Cards(classes=("Floodborn",))),), (LoseLore(1),), name="EASY STREET"),
        ),
    ),
    # Each opponent chooses and discards a card. Draw a card.
    "Hypnotize": Behaviour(effect=(Discard(players=EachOpponent()), Draw())),
    # Chosen exerted character can't ready at the start of their next turn.
    "I'm Stuck!": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN, state=State.EXERTED),
                (Cant(Deed.READY_AT_START),),
                lasting=None,
            ),
        ),
    ),
    # Chosen character gets +1 ¤ this turn. Draw a card.
    "Improvise": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 1),)), Draw()),
    ),
    # Shift 2 NOW WHERE WERE WE? During your turn, whenever this character banishes another
    # character in a challenge, you may draw a card.
    "Jafar - Dreadnought": Behaviour(
        abilities=(
            Triggered(
                (Banishes(This()),),
                (May((Draw(),)),),
                name="NOW WHERE WERE WE?",
                during_your_turn=True,
            ),
        ),
    ),
    # I DON'T TRUST HIM, SIRE During your turn, this character gains Evasive.
    "Jafar - Royal Vizier": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.EVASIVE),)),
                name="I DON'T TRUST HIM, SIRE",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
        ),
    ),
    # NEVER, EVER LOSE SIGHT When this character is banished, you may put this card into your
    # inkwell facedown and exerted.
    "James - Role Model": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (May((PutIntoInkwell(This(form=Pronoun.CARD), whose=Whose.YOUR),)),),
                name="NEVER, EVER LOSE SIGHT",
            ),
        ),
    ),
    # I'M A FAST LEARNER When you play this character, remove up to 1 damage from chosen character
    # of yours.
    "Jasmine - Heir of Agrabah": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (RemoveDamage(1, Cards(det=Det.CHOSEN, owner=Owner.YOURS)),),
                name="I'M A FAST LEARNER",
            ),
        ),
    ),
    # Evasive THAT STILL, SMALL VOICE When you play this character, if you have a character named
    # Pinocchio in play, you may draw a card.
    "Jiminy Cricket - Pinocchio's Conscience": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(having=(Named("Pinocchio"), In(Place.IN_PLAY)))),
                        (May((Draw(),)),),
                    ),
                ),
                name="THAT STILL, SMALL VOICE",
            ),
        ),
    ),
    # DON'T CALL ME CUTE When you play this character, you may banish chosen item. Its player draws
    # a card.
    "Judy Hopps - Optimistic Officer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),
                    Draw(players=TheirPlayer(called=Called.ITS_PLAYER)),
                ),
                name="DON'T CALL ME CUTE",
            ),
        ),
    ),
    # LAY IT ON THE LINE Whenever another character is banished, you may remove up to 2 damage from
    # this character.
    "King Louie - Jungle VIP": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(Cards(other=True)),),
                (May((RemoveDamage(2, This()),)),),
                name="LAY IT ON THE LINE",
            ),
        ),
    ),
    # Resist +1 SCOUT LEADER During your turn, whenever this character banishes another character in
    # a challenge, you may deal 2 damage to chosen character.
    "Kronk - Junior Chipmunk": Behaviour(
        abilities=(
            Triggered(
                (Banishes(This()),),
                (May((DealDamage(2, Cards(det=Det.CHOSEN)),)),),
                name="SCOUT LEADER",
                during_your_turn=True,
            ),
        ),
    ),
    # OK, WHERE AM I? When this character is banished, you may draw a card.
    "Kuzco - Wanted Llama": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (May((Draw(),)),),
                name="OK, WHERE AM I?",
            ),
        ),
    ),
    # Shift 4 POWER TO RULE AT LAST When you play this character, each opponent chooses and banishes
    # one of their characters.
    "Lady Tremaine - Imperious Queen": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (OpponentBanishesOne(),),
                name="POWER TO RULE AT LAST",
            ),
        ),
    ),
    # NOT FOR YOU When you play this character, each opponent with more lore than you loses 1 lore.
    "Lady Tremaine - Overbearing Matriarch": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (LoseLore(1, players=MoreLore()),),
                name="NOT FOR YOU",
            ),
        ),
    ),
    # ARM YOURSELF 1 ⬡, Banish this item — Chosen character gains Challenger +3 this turn.
    "Last Cannon": Behaviour(
        abilities=(
            Activated(
                Cost(ink=1, banish=True),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.CHALLENGER, value=3),)),),
                name="ARM YOURSELF",
            ),
        ),
    ),
    # Banish chosen character who was challenged this turn.
    "Last Stand": Behaviour(effect=(Banish(Cards(det=Det.CHOSEN, having=(ChallengedThisTurn(),))),)),
    # Banish chosen item of yours to deal 5 damage to chosen character.
    "Launch": Behaviour(
        effect=(
            Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,), owner=Owner.YOURS)),
            DealDamage(5, Cards(det=Det.CHOSEN), join=Join.TO),
        ),
    ),
    # PAYBACK While this character has no damage, he gets +4 ¤.
    "Lawrence - Jealous Manservant": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.HE), (Gets(Stat.STRENGTH, 4),)),
                name="PAYBACK",
                condition=HasNoDamage(),
            ),
        ),
    ),
    # Chosen character gains Challenger +3 this turn.
    "Legend of the Sword in the Stone": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.CHALLENGER, value=3),)),),
    ),
    # Deal 2 damage to chosen character. Draw a card.
    "Let the Storm Rage On": Behaviour(effect=(DealDamage(2, Cards(det=Det.CHOSEN)), Draw())),
    # ARCHERY LESSON Whenever this character quests, your characters gain Evasive this turn.
    "Li Shang - Archery Instructor": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (Modify(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gains(Keyword.EVASIVE),)),),
                name="ARCHERY LESSON",
            ),
        ),
    ),
    # MOUSE CATCHER When you play this character, each opponent chooses and discards either 2 cards
    # or 1 action card.
    "Lucifer - Cunning Cat": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (DiscardEither(2, Cards(det=Det.BARE, kinds=(Kind.ACTION,), card=True)),),
                name="MOUSE CATCHER",
            ),
        ),
    ),
    # CHASING THE RABBIT When you play this character, banish her or return another chosen character
    # of yours to your hand. Rush.
    "Madam Mim - Fox": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    EitherOr(
                        (Banish(This(form=Pronoun.SHE)),),
                        (
                            ReturnToHand(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS, other=True),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="CHASING THE RABBIT",
            ),
        ),
    ),
    # Evasive I WIN, I WIN! When you play this character, banish her or return another 2 chosen
    # characters of yours to your hand.
    "Madam Mim - Purple Dragon": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    EitherOr(
                        (Banish(This(form=Pronoun.SHE)),),
                        (
                            ReturnToHand(
                                Cards(
                                    det=Det.COUNT,
                                    owner=Owner.YOURS,
                                    other=True,
                                    count=2,
                                    wording=Wording.OTHER_FIRST,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="I WIN, I WIN!",
            ),
        ),
    ),
    # Shift 3 GRUESOME AND GRIM ⟳ — Play a character with cost 4 or less for free. They gain Rush.
    # At the end of the turn, banish them.
    "Madam Mim - Rival of Merlin": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    PlayForFree(Cards(having=(CostAtMost(4),))),
                    Modify(Them(), (Gains(Keyword.RUSH),), lasting=None),
                    AtEndOfTurn((Banish(Them()),)),
                ),
                name="GRUESOME AND GRIM",
            ),
        ),
    ),
    # JUST YOU WAIT When you play this character, banish her or return another chosen character of
    # yours to your hand.
    "Madam Mim - Snake": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    EitherOr(
                        (Banish(This(form=Pronoun.SHE)),),
                        (
                            ReturnToHand(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS, other=True),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="JUST YOU WAIT",
            ),
        ),
    ),
    # MAKE IT SHINE When you play this character, chosen character gains Resist +1 until the start
    # of your next turn.
    "Magic Broom - Industrial Model": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN),
                        (Gains(Keyword.RESIST, value=1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="MAKE IT SHINE",
            ),
        ),
    ),
    # LOOKING FOR THIS? Whenever you play another item, you may pay 1 ⬡ to draw a card.
    "Maurice's Workshop": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.ITEM,), other=True)),),
                (May((PayInk(1), Draw(join=Join.TO))),),
                name="LOOKING FOR THIS?",
            ),
        ),
    ),
    # READY OR NOT! When you play this character and when he leaves play, chosen character gains
    # Challenger +3 this turn.
    "Merlin - Crab": Behaviour(
        abilities=(
            Triggered(
                (
                    Plays(This(), intro=Intro.WHEN),
                    LeavesPlay(This(form=Pronoun.HE), intro=Intro.WHEN),
                ),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.CHALLENGER, value=3),)),),
                name="READY OR NOT!",
            ),
        ),
    ),
    # HERE I COME! When you play this character and when he leaves play, gain 1 lore.
    "Merlin - Goat": Behaviour(
        abilities=(
            Triggered(
                (
                    Plays(This(), intro=Intro.WHEN),
                    LeavesPlay(This(form=Pronoun.HE), intro=Intro.WHEN),
                ),
                (GainLore(1),),
                name="HERE I COME!",
            ),
        ),
    ),
    # HOPPITY HIP! When you play this character and when he leaves play, you may draw a card.
    "Merlin - Rabbit": Behaviour(
        abilities=(
            Triggered(
                (
                    Plays(This(), intro=Intro.WHEN),
                    LeavesPlay(This(form=Pronoun.HE), intro=Intro.WHEN),
                ),
                (May((Draw(),)),),
                name="HOPPITY HIP!",
            ),
        ),
    ),
    # BATTLE OF WITS Whenever one of your other characters is returned to your hand from play, this
    # character gets +1 ◊ this turn.
    "Merlin - Shapeshifter": Behaviour(
        abilities=(
            Triggered(
                (ReturnedToHand(Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True)),),
                (Modify(This(), (Gets(Stat.LORE, 1),)),),
                name="BATTLE OF WITS",
            ),
        ),
    ),
    # LOOK BEFORE YOU LEAP When you play this character and when he leaves play, look at the top
    # card of your deck. Put it on either the top or the bottom of your deck.
    "Merlin - Squirrel": Behaviour(
        abilities=(
            Triggered(
                (
                    Plays(This(), intro=Intro.WHEN),
                    LeavesPlay(This(form=Pronoun.HE), intro=Intro.WHEN),
                ),
                (LookAtTop(1), TopOrBottom()),
                name="LOOK BEFORE YOU LEAP",
            ),
        ),
    ),
    # GLAD YOU'RE HERE! Whenever this character quests, you pay 3 ⬡ less for the next character you
    # play this turn.
    "Mickey Mouse - Friendly Face": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (ReduceNextCost(3, Cards(det=Det.BARE)),),
                name="GLAD YOU'RE HERE!",
            ),
        ),
    ),
    # Shift 2 Evasive UNDERSEA ADVENTURE Whenever you play a second action in a turn, this character
    # gets +2 ◊ this turn.
    "Minnie Mouse - Wide-Eyed Diver": Behaviour(
        abilities=(
            Triggered(
                (PlaysNth(2, Cards(det=Det.BARE, kinds=(Kind.ACTION,))),),
                (Modify(This(), (Gets(Stat.LORE, 2),)),),
                name="UNDERSEA ADVENTURE",
            ),
        ),
    ),
    # WHAT HAVE YOU DONE?! This character enters play with 3 damage.
    "Mother Gothel - Withered and Wicked": Behaviour(
        abilities=(Static(EntersWithDamage(3), name="WHAT HAVE YOU DONE?!"),),
    ),
    # PROTECTION ⟳ — Chosen character gains Resist +1 until the start of your next turn.
    "Mouse Armor": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    Modify(
                        Cards(det=Det.CHOSEN),
                        (Gains(Keyword.RESIST, value=1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="PROTECTION",
            ),
        ),
    ),
    # TIDY UP Whenever you play a Floodborn character, you may put the top card of your deck into
    # your inkwell facedown and exerted.
    "Mrs. Judson - Housekeeper": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(classes=("Floodborn",))),),
                (May((InkTopCard(),)),),
                name="TIDY UP",
            ),
        ),
    ),
    # THE SUN WILL SET When this character is banished, you may reveal the top card of your deck. If
    # it's a character card, you may play that character for free and they enter play exerted.
    # Otherwise, put it on the top of your deck.
    "Mufasa - Betrayed Leader": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (
                    May((RevealTop(),)),
                    If(
                        LookedIs(Cards(card=True)),
                        (May((PlayForFree(Looked(form=Pronoun.NOUN), exerted=True),)),),
                        otherwise=(PutLooked(bottom=False, said=Rest.IT),),
                    ),
                ),
                name="THE SUN WILL SET",
            ),
        ),
    ),
    # Shift 2 HONOR TO THE ANCESTORS Whenever this character quests, you may reveal the top card of
    # your deck. If it's a song card, you may play it for free. Otherwise, put it on the top of your
    # deck.
    "Mulan - Reflecting": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May((RevealTop(),)),
                    If(
                        LookedIs(Cards(kinds=(Kind.SONG,), card=True)),
                        (May((PlayForFree(Looked()),)),),
                        otherwise=(PutLooked(bottom=False, said=Rest.IT),),
                    ),
                ),
                name="HONOR TO THE ANCESTORS",
            ),
        ),
    ),
    # Bodyguard BLADES This character can challenge ready characters.
    "Namaari - Morning Mist": Behaviour(
        abilities=(Static(Have(This(), (Can(Deed.CHALLENGE_READY),)), name="BLADES"),),
    ),
    # THIS SHOULDN'T TAKE LONG ⟳, Banish this character — Banish chosen character.
    "Namaari - Nemesis": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, banish=True),
                (Banish(Cards(det=Det.CHOSEN)),),
                name="THIS SHOULDN'T TAKE LONG",
            ),
        ),
    ),
    # NURSEMAID Whenever you play a Floodborn character, you may remove all damage from chosen
    # character.
    "Nana - Darling Family Pet": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(classes=("Floodborn",))),),
                (May((RemoveDamage(None, Cards(det=Det.CHOSEN)),)),),
                name="NURSEMAID",
            ),
        ),
    ),
    # IT'S CALLED A HUSTLE When you play this character, you may return an item card named Pawpsicle
    # from your discard to your hand.
    "Nick Wilde - Wily Fox": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(
                                    kinds=(Kind.ITEM,),
                                    having=(Named("Pawpsicle"), In(Place.FROM_YOUR_DISCARD)),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="IT'S CALLED A HUSTLE",
            ),
        ),
    ),
    # HIDE AND SEEK While you have an item in play, this character gains Resist +1 and Ward.
    "Noi - Orphaned Thief": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.RESIST, value=1), Gains(Keyword.WARD))),
                name="HIDE AND SEEK",
                condition=YouHave(Cards(kinds=(Kind.ITEM,), having=(In(Place.IN_PLAY),))),
            ),
        ),
    ),
    # Each opponent reveals their hand. Draw a card.
    "Nothing to Hide": Behaviour(effect=(RevealHand(), Draw())),
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
