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
from illumineer.engine.abilities.action_damage import ActionDealsDamage
from illumineer.engine.abilities.amounts import Counted, StatOf, Times
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import (
    HasNoDamage,
    IsState,
    LookedIs,
    PlayedThisTurn,
    UsedShift,
    YouHave,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import PutLooked, Rest, RevealTop
from illumineer.engine.abilities.deed_costs import PayToQuestOrChallenge
from illumineer.engine.abilities.during_if import YourTurnIf
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtMost,
    Det,
    In,
    Kind,
    Named,
    NotNamed,
    Owner,
    Place,
    State,
    StrengthAtLeast,
    WillpowerAtLeast,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.free_shift import ShiftForFree
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, LoseLore
from illumineer.engine.abilities.locations import IsChallengedWhileHere, MoveHereFree
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.moving_damage import HasDamageAtLeast, MoveDamage
from illumineer.engine.abilities.noted import PutIntoDiscard
from illumineer.engine.abilities.players import You
from illumineer.engine.abilities.prevention import MayEnterExerted
from illumineer.engine.abilities.searching import MillTop, TakeIt
from illumineer.engine.abilities.steps import (
    DealDamage,
    Exert,
    Lasting,
    Modify,
    Ready,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Challenger, Pronoun, That, Them, This
from illumineer.engine.abilities.triggers import (
    Banishment,
    Challenges,
    Intro,
    IsBanished,
    Plays,
    Quests,
    RemovesDamage,
    TurnEnds,
    TurnStarts,
)
from illumineer.engine.abilities.under import CardUnder
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Shift 3 ⬡ I CAN TAKE IT 1 ⬡ — Move up to 1 damage from chosen character of yours to this
    # character. Then, if this character has 3 or more damage, move all damage from this character
    # to chosen opposing character.
    "Luisa Madrigal - Confident Climber": Behaviour(
        abilities=(
            Activated(
                Cost(ink=1),
                (
                    MoveDamage(1, Cards(det=Det.CHOSEN, owner=Owner.YOURS), This()),
                    If(
                        HasDamageAtLeast(3),
                        (MoveDamage(None, This(), Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
                        join=Join.THEN_SENTENCE,
                    ),
                ),
                name="I CAN TAKE IT",
            ),
        ),
    ),
    # SHOULDER THE BURDEN Whenever this character quests, you may move up to 3 damage from chosen
    # character to this character.
    "Luisa Madrigal - No Pressure": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((MoveDamage(3, Cards(det=Det.CHOSEN), This()),)),),
                name="SHOULDER THE BURDEN",
            ),
        ),
    ),
    # EYE FOR VALUE When you play this character, you may draw a card, then choose and discard a
    # card. DIRTY TRICKS At the end of your turn, if 2 or more cards were put into your discard this
    # turn, each opponent loses 1 lore.
    "Lyle Tiberius Rourke - Adventurer for Hire": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="EYE FOR VALUE",
            ),
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        PutIntoDiscard(Cards(det=Det.NUMBER, kinds=(Kind.CARD,), count=2)),
                        (LoseLore(1),),
                    ),
                ),
                name="DIRTY TRICKS",
            ),
        ),
    ),
    # Shift 4 ⬡ PLAN'S CHANGED When you play this character, put the top 2 cards of your deck into
    # your discard. Then, you may return an action card with cost 4 or less from your discard to
    # your hand.
    "Lyle Tiberius Rourke - Crystallized Commander": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    MillTop(2),
                    May(
                        (
                            ReturnToHand(
                                Cards(
                                    kinds=(Kind.ACTION,),
                                    having=(CostAtMost(4), In(Place.FROM_YOUR_DISCARD)),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                        join=Join.THEN_SENTENCE,
                    ),
                ),
                name="PLAN'S CHANGED",
            ),
        ),
    ),
    # HEED MY WORDS Whenever this character quests, if you played another character this turn, you
    # may exert chosen opposing character.
    "Maleficent - Imperious Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        PlayedThisTurn(Cards(other=True)),
                        (May((Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),),
                    ),
                ),
                name="HEED MY WORDS",
            ),
        ),
    ),
    # FULL QUIVER When you play this character, you may return an action card named Three Arrows
    # from your discard to your hand. STEADY AIM Whenever one of your actions deals damage to an
    # opposing character, deal 2 damage to that character.
    "Merida - Formidable Archer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(
                                    kinds=(Kind.ACTION,),
                                    having=(Named("Three Arrows"), In(Place.FROM_YOUR_DISCARD)),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="FULL QUIVER",
            ),
            Triggered(
                (ActionDealsDamage(Cards(owner=Owner.OPPOSING)),),
                (DealDamage(2, That()),),
                name="STEADY AIM",
            ),
        ),
    ),
    # Shift 3 ⬡ FIERCE PROTECTION While this character is exerted, whenever an opposing character
    # challenges, you may deal 1 damage to the challenging character.
    "Merida - Gifted Archer": Behaviour(
        abilities=(
            Triggered(
                (Challenges(Cards(owner=Owner.OPPOSING)),),
                (May((DealDamage(1, Challenger()),)),),
                name="FIERCE PROTECTION",
                provided=IsState(State.EXERTED),
            ),
        ),
    ),
    # EASY SHOT When you play this item, deal 1 damage to chosen character. FINAL ARROW 1 ⬡, Banish
    # this item — Deal 1 damage to chosen character.
    "Merida's Bow": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (DealDamage(1, Cards(det=Det.CHOSEN)),),
                name="EASY SHOT",
            ),
            Activated(
                Cost(ink=1, banish=True),
                (DealDamage(1, Cards(det=Det.CHOSEN)),),
                name="FINAL ARROW",
            ),
        ),
    ),
    # Shift a character from your discard for free.
    "Metamorphosis": Behaviour(effect=(ShiftForFree(Cards(having=(In(Place.FROM_YOUR_DISCARD),))),)),
    # LONG JOURNEY This character may enter play exerted. SECRET PATH While this character is
    # exerted, whenever one of your other characters quests, chosen opposing character gets -2 ¤
    # until the start of your next turn.
    "Mickey Mouse - Expedition Leader": Behaviour(
        abilities=(
            Static(MayEnterExerted(), name="LONG JOURNEY"),
            Triggered(
                (Quests(Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True)),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Gets(Stat.STRENGTH, -2),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="SECRET PATH",
                provided=IsState(State.EXERTED),
            ),
        ),
    ),
    # LIGHTING THE WAY Whenever this character quests, if you played another character this turn,
    # you may draw a card.
    "Mickey Mouse - Experienced Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (If(PlayedThisTurn(Cards(other=True)), (May((Draw(),)),)),),
                name="LIGHTING THE WAY",
            ),
        ),
    ),
    # FASCINATING DISCOVERY During your turn, if 2 or more cards were put into your discard this
    # turn, this character gets +1 ◊.
    "Milo Thatch - Courageous Explorer": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1),)),
                name="FASCINATING DISCOVERY",
                condition=YourTurnIf(
                    PutIntoDiscard(Cards(det=Det.NUMBER, kinds=(Kind.CARD,), count=2)),
                ),
                provided=Provided.DURING_YOUR_TURN_IF,
            ),
        ),
    ),
    # Ward SCHOLAR'S GAMBIT When you play this character, you may choose and discard a card to
    # return chosen character to their player's hand. PRACTICAL KNOWLEDGE At the end of your turn,
    # if 2 or more cards were put into your discard this turn, draw a card.
    "Milo Thatch - Getting His Hands Dirty": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Discard(), ReturnToHand(Cards(det=Det.CHOSEN), join=Join.TO))),),
                name="SCHOLAR'S GAMBIT",
            ),
            Triggered(
                (TurnEnds(),),
                (If(PutIntoDiscard(Cards(det=Det.NUMBER, kinds=(Kind.CARD,), count=2)), (Draw(),)),),
                name="PRACTICAL KNOWLEDGE",
            ),
        ),
    ),
    # DISCERNING EYE Whenever this character quests, if you played another character this turn, gain
    # 1 lore.
    "Minnie Mouse - Practical Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (If(PlayedThisTurn(Cards(other=True)), (GainLore(1),)),),
                name="DISCERNING EYE",
            ),
        ),
    ),
    # THIS WILL HELP When you play this character, remove up to 2 damage from chosen character.
    "Mirabel Madrigal - Resourceful Daughter": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (RemoveDamage(2, Cards(det=Det.CHOSEN)),),
                name="THIS WILL HELP",
            ),
        ),
    ),
    # BUSINESS ARRANGEMENT When you play this character, if you have a Super or Hero character in
    # play, you may draw a card.
    "Mirage - Super Recruiter": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(classes=("Super", "Hero"), having=(In(Place.IN_PLAY),))),
                        (May((Draw(),)),),
                    ),
                ),
                name="BUSINESS ARRANGEMENT",
            ),
        ),
    ),
    # BREAK THE TRANCE This character can't quest unless you have a character with 4 ⛉ or more in
    # play.
    "Monterey Jack - Hypnotized by Cheese": Behaviour(
        abilities=(
            Static(
                Have(This(), (Cant(Deed.QUEST),)),
                name="BREAK THE TRANCE",
                condition=YouHave(Cards(having=(WillpowerAtLeast(4), In(Place.IN_PLAY)))),
                provided=Provided.UNLESS,
            ),
        ),
    ),
    # BIRD'S-EYE VIEW When you play this character, you may reveal the top card of your deck. If
    # it's a character card, you may put it into your hand. Otherwise, put it on the bottom of your
    # deck.
    "Monterey Jack - Watchful Ranger": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((RevealTop(),)),
                    If(
                        LookedIs(Cards(card=True)),
                        (May((TakeIt(),)),),
                        otherwise=(PutLooked(said=Rest.IT),),
                    ),
                ),
                name="BIRD'S-EYE VIEW",
            ),
        ),
    ),
    # FEROCIOUS ROAR When you play this character, exert all your characters not named Mor'du.
    # ROOTED BY FEAR Your characters not named Mor'du can't ready at the start of your turn.
    "Mor'du - Savage Cursed Prince": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Exert(Cards(det=Det.ALL, owner=Owner.YOURS, having=(NotNamed("Mor'du"),))),),
                name="FEROCIOUS ROAR",
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(NotNamed("Mor'du"),)),
                    (Cant(Deed.READY_AT_YOUR_START),),
                ),
                name="ROOTED BY FEAR",
            ),
        ),
    ),
    # Shift 3 ⬡ ALWAYS UNITED This character gets +2 ¤ for each other character you have in play.
    # LET'S DO THIS! Whenever one of your Super characters challenges another character, draw a
    # card.
    "Mr. Incredible - Super Strong": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (
                        Gets(
                            Stat.STRENGTH,
                            Times(
                                2,
                                Counted(
                                    Cards(
                                        det=Det.BARE,
                                        other=True,
                                        having=(In(Place.YOU_HAVE_IN_PLAY),),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="ALWAYS UNITED",
            ),
            Triggered(
                (
                    Challenges(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Super",)),
                        challenged=Cards(other=True),
                    ),
                ),
                (Draw(),),
                name="LET'S DO THIS!",
            ),
        ),
    ),
    # KA-POW! When you play this character, you may deal 2 damage to chosen opposing Robot or
    # Villain character.
    "Mr. Incredible - Taking Out the Trash": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            DealDamage(
                                2,
                                Cards(
                                    det=Det.CHOSEN,
                                    owner=Owner.OPPOSING,
                                    classes=("Robot", "Villain"),
                                ),
                            ),
                        ),
                    ),
                ),
                name="KA-POW!",
            ),
        ),
    ),
    # Shift 5 ⬡ PULL BACK Your characters gain Resist +1. REGROUP During your turn, whenever another
    # character is banished in a challenge, you may ready chosen Super character. If you do, they
    # can't quest for the rest of this turn.
    "Mrs. Incredible - Determined Rescuer": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gains(Keyword.RESIST, value=1),)),
                name="PULL BACK",
            ),
            Triggered(
                (IsBanished(Cards(other=True), how=Banishment.IN_A_CHALLENGE),),
                (
                    May((Ready(Cards(det=Det.CHOSEN, classes=("Super",))),)),
                    IfYouDo((Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),)),
                ),
                name="REGROUP",
                during_your_turn=True,
            ),
        ),
    ),
    # PEP TALK When you play this character, chosen character gains Challenger +2 this turn.
    "Mrs. Incredible - Helen Parr": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.CHALLENGER, value=2),)),),
                name="PEP TALK",
            ),
        ),
    ),
    # FLEXIBLE THINKING At the start of your turn, you may choose one: • This character gains
    # Evasive until the start of your next turn. • This character gets +1 ◊ this turn.
    "Mrs. Incredible - Super Stretchy": Behaviour(
        abilities=(
            Triggered(
                (TurnStarts(),),
                (
                    May(
                        (
                            ChooseOne(
                                (
                                    (
                                        Modify(
                                            This(),
                                            (Gains(Keyword.EVASIVE),),
                                            lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                                        ),
                                    ),
                                    (Modify(This(), (Gets(Stat.LORE, 1),)),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="FLEXIBLE THINKING",
            ),
        ),
    ),
    # DEVITALIZER RAY Once during your turn, whenever you play an item, chosen opposing character
    # gets -2 ¤ this turn.
    "Norton Nimnul - Misanthropic Genius": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.ITEM,))),),
                (Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -2),)),),
                name="DEVITALIZER RAY",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Shift 4 ⬡ ELECTRO-ARMOR While there's a card under this character, it gains Resist +2.
    "Omnidroid - V.10": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.IT), (Gains(Keyword.RESIST, value=2),)),
                name="ELECTRO-ARMOR",
                condition=CardUnder(),
            ),
        ),
    ),
    # Shift 2 ⬡ ENEMY DETECTED When you play this character, if you used Shift to play it, you may
    # deal 2 damage to chosen character.
    "Omnidroid - V.9": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        UsedShift(target=This(form=Pronoun.IT)),
                        (May((DealDamage(2, Cards(det=Det.CHOSEN)),)),),
                    ),
                ),
                name="ENEMY DETECTED",
            ),
        ),
    ),
    # DIFFICULT JOURNEY This character enters play with 1 damage. DEVOTED FAMILY When you play this
    # character, if you have another Madrigal character in play, you may remove up to 1 damage from
    # him.
    "Pedro Madrigal - Family Patriarch": Behaviour(
        abilities=(
            Static(EntersWithDamage(1), name="DIFFICULT JOURNEY"),
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(other=True, classes=("Madrigal",), having=(In(Place.IN_PLAY),)),
                        ),
                        (May((RemoveDamage(1, This(form=Pronoun.HE)),)),),
                    ),
                ),
                name="DEVOTED FAMILY",
            ),
        ),
    ),
    # STORMY WEATHER When you play this character, deal 1 damage to each of your other characters.
    # SILVER LINING Once during your turn, whenever you remove 1 or more damage from one of your
    # characters, draw a card.
    "Pepa Madrigal - Calm Before the Storm": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (DealDamage(1, Cards(det=Det.EACH_OF, owner=Owner.YOURS, other=True)),),
                name="STORMY WEATHER",
            ),
            Triggered(
                (RemovesDamage(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                (Draw(),),
                name="SILVER LINING",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # YOU ARE CLEAR TO ENTER Your Toy characters can move here for free. HEAVILY GUARDED Whenever a
    # character is challenged while here, each opponent loses 1 lore.
    "Pizza Planet - Spaceport": Behaviour(
        abilities=(
            Static(
                MoveHereFree(Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Toy",))),
                name="YOU ARE CLEAR TO ENTER",
            ),
            Triggered((IsChallengedWhileHere(Cards()),), (LoseLore(1),), name="HEAVILY GUARDED"),
        ),
    ),
    # SUCTION TECHNOLOGY ⟳, 2 ⬡ — Draw a card, then choose and discard a card.
    "Plunger Crossbow": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=2),
                (Draw(), Discard(join=Join.THEN)),
                name="SUCTION TECHNOLOGY",
            ),
        ),
    ),
    # BEWARE OF DOG Whenever this character quests, if you played another character this turn,
    # chosen opposing character gets -1 ¤ until the start of your next turn.
    "Pluto - Vigilant Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        PlayedThisTurn(Cards(other=True)),
                        (
                            Modify(
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                (Gets(Stat.STRENGTH, -1),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="BEWARE OF DOG",
            ),
        ),
    ),
    # WANDERING SPIRIT Whenever this character quests, if you played another character this turn,
    # return a location card from your discard to your hand.
    "Pocahontas - Steadfast Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        PlayedThisTurn(Cards(other=True)),
                        (
                            ReturnToHand(
                                Cards(
                                    kinds=(Kind.LOCATION,),
                                    having=(In(Place.FROM_YOUR_DISCARD),),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="WANDERING SPIRIT",
            ),
        ),
    ),
    # PRICE OF PROGRESS When you play this character, you may put the top 2 cards of your deck into
    # your discard.
    "Preston Whitmore - Expedition Financier": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((MillTop(2),)),),
                name="PRICE OF PROGRESS",
            ),
        ),
    ),
    # DOUBLE TRANSPLANT During your turn, when this character is banished, each opponent loses 1
    # lore and you gain 1 lore.
    "Pterodactyl Janie Doll - Sid's Toy": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (LoseLore(1), GainLore(1, players=You(said=True), join=Join.AND)),
                name="DOUBLE TRANSPLANT",
                during_your_turn=True,
            ),
        ),
    ),
    # ROYAL COMMAND Whenever this character quests, if you played another character this turn,
    # chosen character gains Rush this turn.
    "Queen of Hearts - Impatient Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        PlayedThisTurn(Cards(other=True)),
                        (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.RUSH),)),),
                    ),
                ),
                name="ROYAL COMMAND",
            ),
        ),
    ),
    # LOW BATTERIES This character can't quest or challenge unless you pay 1 ⬡.
    "RC - Remote-Controlled Car": Behaviour(
        abilities=(Static(Have(This(), (PayToQuestOrChallenge(1),)), name="LOW BATTERIES"),),
    ),
    # AIR SUPPORT Your characters gain Support. BIG LIFT ⟳ — Chosen character with 10 ¤ or more gets
    # +3 ◊ this turn.
    "Ranger Plane": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gains(Keyword.SUPPORT),)),
                name="AIR SUPPORT",
            ),
            Activated(
                Cost(exert=True),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, having=(StrengthAtLeast(10),)),
                        (Gets(Stat.LORE, 3),),
                    ),
                ),
                name="BIG LIFT",
            ),
        ),
    ),
    # Chosen character gets +¤ equal to their ⛉ this turn.
    "Ranger Team-Up": Behaviour(
        effect=(
            Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, StatOf(Stat.WILLPOWER, Them())),)),
        ),
    ),
    # SHADAAP! While this character has no damage, he gets +3 ¤.
    "Rat Capone - Rodent Gangster": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.HE), (Gets(Stat.STRENGTH, 3),)),
                name="SHADAAP!",
                condition=HasNoDamage(),
            ),
        ),
    ),
    # ERODING WINDS At the start of your turn, put the top card of your deck into your discard.
    # SUCCESSFUL EXPEDITION Characters get +2 ¤ while here.
    "Remote Inklands - Desert Ruins": Behaviour(
        abilities=(
            Triggered((TurnStarts(),), (MillTop(1),), name="ERODING WINDS"),
            Static(HaveHere((Gets(Stat.STRENGTH, 2),)), name="SUCCESSFUL EXPEDITION"),
        ),
    ),
}
