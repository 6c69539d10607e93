"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.alternate import BottomCost, PayInstead
from illumineer.engine.abilities.amounts import Times
from illumineer.engine.abilities.card_events import Exerts
from illumineer.engine.abilities.changes import Cant, Deed, Gains, GainsAbility, Gets
from illumineer.engine.abilities.conditions import InPlay, IsState, PlayedThisTurn, YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    InkTopCard,
    LookAtTop,
    PlayForFree,
    PutLooked,
    Rest,
    TakeLooked,
)
from illumineer.engine.abilities.discard_ink import EachInksFromDiscard
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtLeast,
    CostAtMost,
    Det,
    In,
    Kind,
    Owner,
    Place,
    State,
    StrengthAtMost,
    WithKeyword,
)
from illumineer.engine.abilities.flow import If, IfYouDo, Instead, May
from illumineer.engine.abilities.hand import (
    Discard,
    DiscardHand,
    Draw,
    GainLore,
    LoseLore,
    ReduceNextCost,
    RevealHand,
)
from illumineer.engine.abilities.hand_or_discard import PlayFromHandOrDiscard
from illumineer.engine.abilities.hands import DiscardChosen
from illumineer.engine.abilities.locations import IsAtALocation
from illumineer.engine.abilities.milled_type import MillTopByType, TypeCase
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.noted import DamageRemoved, PutIntoDiscard, RemovedDamage
from illumineer.engine.abilities.paying import PaysToPlay
from illumineer.engine.abilities.players import ChosenPlayer, EachPlayer, You
from illumineer.engine.abilities.prevention import MayEnterExerted
from illumineer.engine.abilities.restrictions import CantPlay
from illumineer.engine.abilities.shifting import CountsAsNamedForShift
from illumineer.engine.abilities.steps import (
    Banish,
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
from illumineer.engine.abilities.targets import Pronoun, Them, This
from illumineer.engine.abilities.triggers import (
    Banishment,
    Challenges,
    Intro,
    IsBanished,
    IsChallenged,
    LeavesPlay,
    Plays,
    Quests,
    RemovesDamage,
    TurnEnds,
    TurnStarts,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # WORTHY INVESTMENT Your locations gain Resist +1.
    "Fat Cat - Criminal Businessman": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, kinds=(Kind.LOCATION,), owner=Owner.YOURS),
                    (Gains(Keyword.RESIST, value=1),),
                ),
                name="WORTHY INVESTMENT",
            ),
        ),
    ),
    # JUST THE SPOT During your turn, whenever this character becomes exerted, you may play a
    # location from your hand or discard with cost 4 or less for free. HOLD FAST While this
    # character is at a location, whenever a location is challenged and banished, you may deal 4
    # damage to chosen character.
    "Fergus - Outpost Builder": Behaviour(
        abilities=(
            Triggered(
                (Exerts(This(), becomes=True),),
                (May((PlayFromHandOrDiscard(Cards(kinds=(Kind.LOCATION,)), most=4),)),),
                name="JUST THE SPOT",
                during_your_turn=True,
            ),
            Triggered(
                (IsBanished(Cards(kinds=(Kind.LOCATION,)), how=Banishment.CHALLENGED),),
                (May((DealDamage(4, Cards(det=Det.CHOSEN)),)),),
                name="HOLD FAST",
                provided=IsAtALocation(),
            ),
        ),
    ),
    # Choose one: • Banish chosen character with 2 ¤ or less. • If 2 or more other cards were put
    # into your discard this turn, banish chosen character.
    "Firefly Swarm": Behaviour(
        effect=(
            ChooseOne(
                (
                    (Banish(Cards(det=Det.CHOSEN, having=(StrengthAtMost(2),))),),
                    (
                        If(
                            PutIntoDiscard(
                                Cards(det=Det.NUMBER, kinds=(Kind.CARD,), other=True, count=2),
                            ),
                            (Banish(Cards(det=Det.CHOSEN)),),
                        ),
                    ),
                ),
            ),
        ),
    ),
    # LUMINOUS SHELTER When you play this character, your other characters gain Resist +1 until the
    # start of your next turn.
    "Flora - Strong-Willed Fairy": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True),
                        (Gains(Keyword.RESIST, value=1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="LUMINOUS SHELTER",
            ),
        ),
    ),
    # Rush JUST CHILL When you play this character, if you have another Super character in play, you
    # may exert chosen opposing character.
    "Frozone - Super Cool": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(other=True, classes=("Super",), having=(In(Place.IN_PLAY),))),
                        (May((Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),),
                    ),
                ),
                name="JUST CHILL",
            ),
        ),
    ),
    # USEFUL BITS When this character leaves play, you may return an item card from your discard to
    # your hand.
    "Gadget Hackwrench - Finder of Lost Parts": Behaviour(
        abilities=(
            Triggered(
                (LeavesPlay(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(
                                    kinds=(Kind.ITEM,),
                                    having=(In(Place.FROM_YOUR_DISCARD),),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="USEFUL BITS",
            ),
        ),
    ),
    # TIME TO TINKER When you play this character, you may play an item with cost 3 or less for
    # free. WELL SUPPLIED Your characters with Support get +1 ◊.
    "Gadget Hackwrench - Resourceful Mechanic": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((PlayForFree(Cards(kinds=(Kind.ITEM,), having=(CostAtMost(3),))),)),),
                name="TIME TO TINKER",
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(WithKeyword(Keyword.SUPPORT),)),
                    (Gets(Stat.LORE, 1),),
                ),
                name="WELL SUPPLIED",
            ),
        ),
    ),
    # ENHANCED VISION ⟳, 1 ⬡ — Look at the top 2 cards of your deck. Put one on the top of your deck
    # and the other on the bottom.
    "Gadget's Goggles": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    LookAtTop(2),
                    PutLooked(bottom=False, keep=1, said=Rest.ONE),
                    PutLooked(said=Rest.THE_OTHER, deck="", join=Join.AND),
                ),
                name="ENHANCED VISION",
            ),
        ),
    ),
    # Evasive UNEARTH Whenever this character quests, you may draw 2 cards, then choose and discard
    # 2 cards.
    "Gaetan Moliere - Clever Burrower": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((Draw(amount=2), Discard(amount=2, join=Join.THEN))),),
                name="UNEARTH",
            ),
        ),
    ),
    # Resist +1 FAIL-SAFE While you have no cards in your hand, opponents can't play actions with
    # cost 4 or more.
    "Gizmoduck - Duckburg Defender": Behaviour(
        abilities=(
            Static(
                CantPlay(Cards(det=Det.PLAIN, kinds=(Kind.ACTION,), having=(CostAtLeast(4),))),
                name="FAIL-SAFE",
                condition=YouHave(
                    Cards(det=Det.NO, kinds=(Kind.CARD,), having=(In(Place.IN_YOUR_HAND),)),
                ),
            ),
        ),
    ),
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
    # SPRING-LOADED You may put a Toy character card from your discard on the bottom of your deck to
    # play this character for free.
    "Hand-in-the-Box - Sid's Toy": Behaviour(
        abilities=(
            Static(
                PayInstead(
                    BottomCost(
                        Cards(classes=("Toy",), having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                    ),
                ),
                name="SPRING-LOADED",
            ),
        ),
    ),
    # CRISIS MANAGEMENT If 2 or more cards were put into your discard this turn, you pay 2 ⬡ less to
    # play this character.
    "Helga Sinclair - No Backup Needed": Behaviour(
        abilities=(
            Static(
                PayLess(2, This()),
                name="CRISIS MANAGEMENT",
                condition=PutIntoDiscard(Cards(det=Det.NUMBER, kinds=(Kind.CARD,), count=2)),
                provided=Provided.IF,
            ),
        ),
    ),
    # COMBAT TRAINING Whenever this character quests, deal 1 damage to chosen opposing character. If
    # 2 or more cards were put into your discard this turn, deal 2 damage instead.
    "Helga Sinclair - Prepared for Anything": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    DealDamage(1, Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),
                    Instead(
                        PutIntoDiscard(Cards(det=Det.NUMBER, kinds=(Kind.CARD,), count=2)),
                        (DealDamage(2, Them(form=Pronoun.UNSAID)),),
                    ),
                ),
                name="COMBAT TRAINING",
            ),
        ),
    ),
    # HEROIC SACRIFICE When you play this character, you may discard your hand. If you do, return a
    # card from your discard to your hand.
    "Hercules - Young Rescuer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((DiscardHand(),)),
                    IfYouDo(
                        (
                            ReturnToHand(
                                Cards(kinds=(Kind.CARD,), having=(In(Place.FROM_YOUR_DISCARD),)),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="HEROIC SACRIFICE",
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
    # NERDING OUT When you play this character, if a Hero character is in play, gain 1 lore. SPOILER
    # ALERT This character also counts as being named Syndrome for Shift.
    "Incrediboy - Buddy Pine": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (If(InPlay(Cards(classes=("Hero",))), (GainLore(1),)),),
                name="NERDING OUT",
            ),
            Static(CountsAsNamedForShift("Syndrome"), name="SPOILER ALERT"),
        ),
    ),
    # Chosen character gets +1 ¤ this turn. Draw a card.
    "Inner Strength": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 1),)), Draw()),
    ),
    # Shift 4 ⬡ DO NO WRONG Whenever you remove damage from one of your characters, gain 1 lore for
    # each 1 damage removed.
    "Isabela Madrigal - Caring Cultivator": Behaviour(
        abilities=(
            Triggered(
                (RemovesDamage(Cards(det=Det.ONE_OF, owner=Owner.YOURS), plain=True),),
                (GainLore(Times(1, DamageRemoved())),),
                name="DO NO WRONG",
            ),
        ),
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
    # Singer 5 NEW MOTIF When you play this character, if you removed 1 or more damage from one of
    # your characters this turn, gain 1 lore.
    "Isabela Madrigal - Such a Lovely Voice": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        RemovedDamage(Cards(det=Det.ONE_OF, owner=Owner.YOURS), amount=1),
                        (GainLore(1),),
                    ),
                ),
                name="NEW MOTIF",
            ),
        ),
    ),
    # WEIRD THINGS ARE HAPPENING At the start of your turn, you may put the top card of your deck
    # into your discard. If its card type is: • character, this character gets +2 ¤ this turn. •
    # action or item, this character gets +2 ◊ this turn. • location, banish chosen character.
    "Jack-Jack Parr - Incredible Potential": Behaviour(
        abilities=(
            Triggered(
                (TurnStarts(),),
                (
                    May(
                        (
                            MillTopByType(
                                (
                                    TypeCase(
                                        (Kind.CHARACTER,),
                                        (Modify(This(), (Gets(Stat.STRENGTH, 2),)),),
                                    ),
                                    TypeCase(
                                        (Kind.ACTION, Kind.ITEM),
                                        (Modify(This(), (Gets(Stat.LORE, 2),)),),
                                    ),
                                    TypeCase((Kind.LOCATION,), (Banish(Cards(det=Det.CHOSEN)),)),
                                ),
                            ),
                        ),
                    ),
                ),
                name="WEIRD THINGS ARE HAPPENING",
            ),
        ),
    ),
    # PART OF A FAMILY Whenever this character quests, if you have 2 or more other Toy characters in
    # play, you may draw a card. YODEL-AY-HEE-HOO! Whenever you pay 2 ⬡ or less to play a card,
    # chosen opposing character gets -1 ¤ until the start of your next turn.
    "Jessie - Lively Cowgirl": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        YouHave(
                            Cards(
                                det=Det.NUMBER,
                                other=True,
                                classes=("Toy",),
                                having=(In(Place.IN_PLAY),),
                                count=2,
                            ),
                        ),
                        (May((Draw(),)),),
                    ),
                ),
                name="PART OF A FAMILY",
            ),
            Triggered(
                (PaysToPlay(Cards(kinds=(Kind.CARD,)), 2),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Gets(Stat.STRENGTH, -1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="YODEL-AY-HEE-HOO!",
            ),
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
    # FLAVORFUL CURE At the start of your turn, if you have a Madrigal character in play, remove up
    # to 2 damage from chosen character. THAT DID THE TRICK ⟳ — If you removed damage from a
    # character this turn, gain 1 lore.
    "Julieta's Arepas": Behaviour(
        abilities=(
            Triggered(
                (TurnStarts(),),
                (
                    If(
                        YouHave(Cards(classes=("Madrigal",), having=(In(Place.IN_PLAY),))),
                        (RemoveDamage(2, Cards(det=Det.CHOSEN)),),
                    ),
                ),
                name="FLAVORFUL CURE",
            ),
            Activated(
                Cost(exert=True),
                (If(RemovedDamage(Cards()), (GainLore(1),)),),
                name="THAT DID THE TRICK",
            ),
        ),
    ),
    # STRENGTH IN MEMORY At the end of your turn, if 2 or more cards were put into your discard this
    # turn, you may put the top card of your deck into your inkwell facedown.
    "Kashekim - Wise King": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        PutIntoDiscard(Cards(det=Det.NUMBER, kinds=(Kind.CARD,), count=2)),
                        (May((InkTopCard(exerted=False),)),),
                    ),
                ),
                name="STRENGTH IN MEMORY",
            ),
        ),
    ),
    # Shift 6 ⬡ FLOOD OF POWER When you play this character, each player may put up to 5 cards from
    # their discard into their inkwell facedown and exerted. THE PATH REVEALED 7 ⬡ — Look at the top
    # 2 cards of your deck. Put one into your hand and the other on the bottom of your deck.
    "Kida - Crystal Scion": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (EachInksFromDiscard(5),),
                name="FLOOD OF POWER",
            ),
            Activated(
                Cost(ink=7),
                (
                    LookAtTop(2),
                    TakeLooked(Cards(det=Det.ONE, kinds=(Kind.CARD,)), reveal=False),
                    PutLooked(said=Rest.THE_OTHER, join=Join.AND),
                ),
                name="THE PATH REVEALED",
            ),
        ),
    ),
    # READ THE RUNES Whenever this character quests, if 2 or more cards were put into your discard
    # this turn, you may put the top card of your deck into your inkwell facedown and exerted.
    "Kida - Discovering the Unknown": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        PutIntoDiscard(Cards(det=Det.NUMBER, kinds=(Kind.CARD,), count=2)),
                        (May((InkTopCard(),)),),
                    ),
                ),
                name="READ THE RUNES",
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
}
