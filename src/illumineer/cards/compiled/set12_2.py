"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersWithDamage,
    Have,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, Times
from illumineer.engine.abilities.changes import Cant, Deed, Gains, GainsAbility, Gets
from illumineer.engine.abilities.conditions import (
    IsState,
    LookedIs,
    PlayedThisTurn,
    UsedShift,
    YouHave,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import PutLooked, Rest, RevealTop
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtMost,
    Det,
    In,
    Kind,
    NotNamed,
    Owner,
    Place,
    State,
    WillpowerAtLeast,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.hand import (
    Discard,
    Draw,
    GainLore,
    LoseLore,
    ReduceNextCost,
    RevealHand,
)
from illumineer.engine.abilities.hands import DiscardChosen
from illumineer.engine.abilities.locations import IsChallengedWhileHere, MoveHereFree
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.moving_damage import HasDamageAtLeast, MoveDamage
from illumineer.engine.abilities.players import ChosenPlayer, EachPlayer, You
from illumineer.engine.abilities.prevention import MayEnterExerted
from illumineer.engine.abilities.searching import MillTop, TakeIt
from illumineer.engine.abilities.steps import (
    DealDamage,
    Exert,
    Lasting,
    Modify,
    OpponentBanishesOne,
    Ready,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Challenger, Pronoun, Them, This
from illumineer.engine.abilities.triggers import (
    Banishment,
    Challenges,
    Intro,
    IsBanished,
    IsChallenged,
    Plays,
    Quests,
    RemovesDamage,
    TurnEnds,
    TurnStarts,
)
from illumineer.engine.abilities.under import CardUnder
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # FALLING ROCKS Whenever this character quests, if you played another character this turn, you
    # may deal 1 damage to chosen character or location.
    "Goofy - Determined Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        PlayedThisTurn(Cards(other=True)),
                        (
                            May(
                                (
                                    DealDamage(
                                        1,
                                        Cards(det=Det.CHOSEN, kinds=(Kind.CHARACTER, Kind.LOCATION)),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="FALLING ROCKS",
            ),
        ),
    ),
    # HEROIC INTERVENTION When you play this character, you may ready chosen character with cost 2
    # or less. If you do, they can't quest or challenge for the rest of this turn.
    "Gosalyn Mallard - The Quiverwing Quack": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((Ready(Cards(det=Det.CHOSEN, having=(CostAtMost(2),))),)),
                    IfYouDo(
                        (
                            Modify(
                                Them(),
                                (Cant(Deed.QUEST), Cant(Deed.CHALLENGE)),
                                lasting=Lasting.REST_OF_TURN,
                            ),
                        ),
                    ),
                ),
                name="HEROIC INTERVENTION",
            ),
        ),
    ),
    # TAKE HER UP ⟳, 1 ⬡ — Chosen character of yours gains Evasive until the start of your next
    # turn. CRASH LANDING ⟳, Banish this item — Each player loses 2 lore.
    "Gyro-Evac": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                        (Gains(Keyword.EVASIVE),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="TAKE HER UP",
            ),
            Activated(
                Cost(exert=True, banish=True),
                (LoseLore(2, players=EachPlayer()),),
                name="CRASH LANDING",
            ),
        ),
    ),
    # STAY QUIET This character may enter play exerted. CLEVER TRAP At the end of your turn, if this
    # character is exerted, chosen opposing character can't ready at the start of their next turn.
    "Hamish, Hubert & Harris - Making Mischief": Behaviour(
        abilities=(
            Static(MayEnterExerted(), name="STAY QUIET"),
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        IsState(State.EXERTED),
                        (
                            Modify(
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                (Cant(Deed.READY_AT_START),),
                                lasting=None,
                            ),
                        ),
                    ),
                ),
                name="CLEVER TRAP",
            ),
        ),
    ),
    # LOOSE CHANGE ⟳ — You pay 1 ⬡ less for the next character you play this turn.
    "Hamm - Piggy Bank": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (ReduceNextCost(1, Cards(det=Det.BARE)),),
                name="LOOSE CHANGE",
            ),
        ),
    ),
    # Your characters get +1 ¤ this turn. Your Hero characters gain “Whenever this character
    # challenges another character, each opponent loses 1 lore and you gain 1 lore” this turn.
    "Hero Work": Behaviour(
        effect=(
            Modify(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gets(Stat.STRENGTH, 1),)),
            Modify(
                Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Hero",)),
                (
                    GainsAbility(
                        Triggered(
                            (Challenges(This(), challenged=Cards(other=True)),),
                            (LoseLore(1), GainLore(1, players=You(said=True), join=Join.AND)),
                        ),
                    ),
                ),
            ),
        ),
    ),
    # Chosen character gets +1 ¤ this turn. Draw a card.
    "Inner Strength": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 1),)), Draw()),
    ),
    # FEEL BETTER When you play this character and whenever she quests, you may move all damage from
    # chosen character of yours to this character. SELF-CARE At the end of your turn, you may remove
    # all damage from this character.
    "Isabela Madrigal - Perfectly in Control": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.SHE))),
                (May((MoveDamage(None, Cards(det=Det.CHOSEN, owner=Owner.YOURS), This()),)),),
                name="FEEL BETTER",
            ),
            Triggered((TurnEnds(),), (May((RemoveDamage(None, This()),)),), name="SELF-CARE"),
        ),
    ),
    # TURN OUT THE LIGHT During your turn, whenever one of your other Toy characters is banished,
    # chosen character of yours gains Evasive until the start of your next turn.
    "Jingle Joe - Sid's Toy": Behaviour(
        abilities=(
            Triggered(
                (
                    IsBanished(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True, classes=("Toy",)),
                    ),
                ),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                        (Gains(Keyword.EVASIVE),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="TURN OUT THE LIGHT",
                during_your_turn=True,
            ),
        ),
    ),
    # NO PATIENCE Whenever this character is challenged, chosen opponent chooses and discards a
    # card.
    "Joshua Sweet - Field Surgeon": Behaviour(
        abilities=(
            Triggered(
                (IsChallenged(This()),),
                (Discard(players=ChosenPlayer(opponent=True)),),
                name="NO PATIENCE",
            ),
        ),
    ),
    # RESTORING RECIPE When you play this character and whenever she quests, you may remove up to 1
    # damage from chosen character or location.
    "Julieta Madrigal - Caring Baker": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.SHE))),
                (
                    May(
                        (
                            RemoveDamage(
                                1,
                                Cards(det=Det.CHOSEN, kinds=(Kind.CHARACTER, Kind.LOCATION)),
                            ),
                        ),
                    ),
                ),
                name="RESTORING RECIPE",
            ),
        ),
    ),
    # NATURAL DEFENSE When you play this character, chosen opposing character gets -2 ¤ this turn.
    "Kida - Guardian of the Path": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -2),)),),
                name="NATURAL DEFENSE",
            ),
        ),
    ),
    # TAKE A GOOD LOOK When you play this character, chosen opponent reveals their hand and discards
    # an action card of your choice. COMIN' UP FAST Once during your turn, whenever you play an
    # action, you may ready this character.
    "Lenny - Toy Binoculars": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealHand(players=ChosenPlayer(opponent=True)),
                    DiscardChosen(Cards(kinds=(Kind.ACTION,), card=True), join=Join.AND),
                ),
                name="TAKE A GOOD LOOK",
            ),
            Triggered(
                (Plays(Cards(kinds=(Kind.ACTION,))),),
                (May((Ready(This()),)),),
                name="COMIN' UP FAST",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # LOST TO THE DUNES When this location is banished, each opponent chooses and banishes one of
    # their characters.
    "Leviathan's Lair - Dangerous Ground": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (OpponentBanishesOne(),),
                name="LOST TO THE DUNES",
            ),
        ),
    ),
    # Chosen character gets +1 ◊ and gains Evasive until the start of your next turn.
    "Like a Bird in the Sky": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN),
                (Gets(Stat.LORE, 1), Gains(Keyword.EVASIVE)),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
    # FIGHTIN' TALK This character may enter play exerted to give chosen character Challenger +3
    # this turn.
    "Lord Dingwall - Bullheaded": Behaviour(
        abilities=(
            Static(
                MayEnterExerted(
                    then=(
                        Modify(
                            Cards(det=Det.CHOSEN),
                            (Gains(Keyword.CHALLENGER, value=3),),
                            give=True,
                        ),
                    ),
                ),
                name="FIGHTIN' TALK",
            ),
        ),
    ),
    # WAIT FOR IT... This character may enter play exerted to deal 3 damage to chosen damaged
    # character.
    "Lord MacGuffin - Clever Swordsman": Behaviour(
        abilities=(
            Static(
                MayEnterExerted(then=(DealDamage(3, Cards(det=Det.CHOSEN, state=State.DAMAGED)),)),
                name="WAIT FOR IT...",
            ),
        ),
    ),
    # TOUGH IT OUT This character may enter play exerted to give chosen character Resist +2 until
    # the start of your next turn.
    "Lord Macintosh - Wiry and High-Strung": Behaviour(
        abilities=(
            Static(
                MayEnterExerted(
                    then=(
                        Modify(
                            Cards(det=Det.CHOSEN),
                            (Gains(Keyword.RESIST, value=2),),
                            lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            give=True,
                        ),
                    ),
                ),
                name="TOUGH IT OUT",
            ),
        ),
    ),
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
}
