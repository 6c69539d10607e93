"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    HaveHere,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.changes import Cant, Deed, Gains, GainsAbility, Gets
from illumineer.engine.abilities.conditions import (
    IsState,
    PlayedThisTurn,
    YouHave,
    YourTurn,
    YouvePlayed,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import LookAtTop, TopOrBottom
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
    WithCardUnder,
    WithKeyword,
)
from illumineer.engine.abilities.flow import If, IfYouDo, May
from illumineer.engine.abilities.granted import GainsClassification
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, LoseLore, ReduceNextCost
from illumineer.engine.abilities.ink_exerted import OpponentsInkExerted
from illumineer.engine.abilities.locations import QuestsWhile
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.players import EachPlayer, You
from illumineer.engine.abilities.prevention import CantBeDealtDamage
from illumineer.engine.abilities.refill import DrawUntil, FewerInHand
from illumineer.engine.abilities.steps import (
    DealDamage,
    Exert,
    Lasting,
    Modify,
    PutDamage,
    PutIntoInkwell,
    Ready,
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
    Plays,
    Quests,
    TurnEnds,
)
from illumineer.engine.abilities.under import CardUnder, PutsUnder, PutTopUnder
from illumineer.engine.vocabulary import Ink, Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # AHEAD OF THE PACK 1 ⬡ — This character gets +1 ¤ this turn.
    "Akela - Forest Runner": Behaviour(
        abilities=(
            Activated(
                Cost(ink=1),
                (Modify(This(), (Gets(Stat.STRENGTH, 1),)),),
                name="AHEAD OF THE PACK",
            ),
        ),
    ),
    # Boost 1 ⬡ Reckless ONLY THE BOLD While there's a card under this character, your characters
    # with Reckless gain “⟳ — Gain 1 lore.”
    "Aladdin - Barreling Through": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(WithKeyword(Keyword.RECKLESS),)),
                    (GainsAbility(Activated(Cost(exert=True), (GainLore(1),)), stop=True),),
                ),
                name="ONLY THE BOLD",
                condition=CardUnder(),
            ),
        ),
    ),
    # Reckless CALL TO BATTLE Once during your turn, whenever you put a card under one of your
    # characters or locations, you may ready chosen character. If you do, that character can't quest
    # for the rest of this turn.
    "Ares - God of War": Behaviour(
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
                (
                    May((Ready(Cards(det=Det.CHOSEN)),)),
                    IfYouDo(
                        (
                            Modify(
                                Them(form=Pronoun.NOUN),
                                (Cant(Deed.QUEST),),
                                lasting=Lasting.REST_OF_TURN,
                            ),
                        ),
                    ),
                ),
                name="CALL TO BATTLE",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Boost 1 ⬡ COMMAND PERFORMANCE Once during your turn, whenever you play a song, if there's a
    # card under this character, you may draw a card.
    "Ariel - Ethereal Voice": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,))),),
                (If(CardUnder(), (May((Draw(),)),)),),
                name="COMMAND PERFORMANCE",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Shift 3 ⬡ ROLL WITH IT When you play this character, choose one: • Each player draws a card. •
    # Each player chooses and discards a card.
    "Baloo - Carefree Bear": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (ChooseOne(((Draw(players=EachPlayer()),), (Discard(players=EachPlayer()),))),),
                name="ROLL WITH IT",
            ),
        ),
    ),
    # HOLD YOUR GROUND Whenever you play another Detective character, this character gains Resist +1
    # until the start of your next turn.
    "Basil - Tenacious Mouse": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(other=True, classes=("Detective",))),),
                (
                    Modify(
                        This(),
                        (Gains(Keyword.RESIST, value=1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="HOLD YOUR GROUND",
            ),
        ),
    ),
    # Boost 2 ⬡ THAT'S MINE Whenever he challenges another character, if there's a card under this
    # character, each opponent loses 1 lore and you gain 1 lore.
    "Beast - Aggressive Lord": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This(form=Pronoun.HE), challenged=Cards(other=True)),),
                (
                    If(
                        CardUnder(),
                        (LoseLore(1), GainLore(1, players=You(said=True), join=Join.AND)),
                    ),
                ),
                name="THAT'S MINE",
            ),
        ),
    ),
    # Return chosen character, item, or location with cost 3 or less to their player's hand.
    "Begone!": Behaviour(
        effect=(
            ReturnToHand(
                Cards(
                    det=Det.CHOSEN,
                    kinds=(Kind.CHARACTER, Kind.ITEM, Kind.LOCATION),
                    having=(CostAtMost(3),),
                ),
            ),
        ),
    ),
    # VENDETTA When this character is challenged and banished, put 1 damage counter on each opposing
    # character.
    "Bellwether - Master Manipulator": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), how=Banishment.CHALLENGED, intro=Intro.WHEN),),
                (PutDamage(1, Cards(det=Det.EACH, owner=Owner.OPPOSING)),),
                name="VENDETTA",
            ),
        ),
    ),
    # MCDUCK HEIRLOOM When you play this item, you may put the top card of your deck facedown under
    # one of your characters or locations with Boost. BATTLE ANTHEM Whenever one of your characters
    # or locations with a card under them is challenged, gain 1 lore.
    "Blessed Bagpipes": Behaviour(
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
                ),
                name="MCDUCK HEIRLOOM",
            ),
            Triggered(
                (
                    IsChallenged(
                        Cards(
                            det=Det.ONE_OF,
                            kinds=(Kind.CHARACTER, Kind.LOCATION),
                            owner=Owner.YOURS,
                            having=(WithCardUnder(),),
                        ),
                    ),
                ),
                (GainLore(1),),
                name="BATTLE ANTHEM",
            ),
        ),
    ),
    # Bodyguard STONE BY DAY If you have 3 or more cards in your hand, this character can't ready.
    "Broadway - Sturdy and Strong": Behaviour(
        abilities=(
            Static(
                Have(This(), (Cant(Deed.READY),)),
                name="STONE BY DAY",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_HAND),),
                        count=3,
                    ),
                ),
                provided=Provided.IF,
            ),
        ),
    ),
    # ROUGH AND TUMBLE Whenever this character challenges a character with 2 ¤ or less, each
    # opponent loses 1 lore.
    "Brom Bones - Burly Bully": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This(), challenged=Cards(having=(StrengthAtMost(2),))),),
                (LoseLore(1),),
                name="ROUGH AND TUMBLE",
            ),
        ),
    ),
    # Reckless STONE BY DAY If you have 3 or more cards in your hand, this character can't ready.
    "Bronx - Ferocious Beast": Behaviour(
        abilities=(
            Static(
                Have(This(), (Cant(Deed.READY),)),
                name="STONE BY DAY",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_HAND),),
                        count=3,
                    ),
                ),
                provided=Provided.IF,
            ),
        ),
    ),
    # Evasive STONE BY DAY If you have 3 or more cards in your hand, this character can't ready.
    "Brooklyn - Second in Command": Behaviour(
        abilities=(
            Static(
                Have(This(), (Cant(Deed.READY),)),
                name="STONE BY DAY",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_HAND),),
                        count=3,
                    ),
                ),
                provided=Provided.IF,
            ),
        ),
    ),
    # Chosen character gains Alert and Challenger +2 this turn.
    "But I'm Much Faster": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN),
                (Gains(Keyword.ALERT), Gains(Keyword.CHALLENGER, value=2)),
            ),
        ),
    ),
    # Exert chosen opposing character. Move all damage counters from all other characters to that
    # character.
    "Can't Hold it Back Anymore": Behaviour(
        effect=(
            Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),
            MoveDamage(None, Cards(det=Det.ALL, other=True), Them(form=Pronoun.NOUN), counters=True),
        ),
    ),
    # PROTECT THIS CASTLE Characters gain Challenger +1 and Resist +1 while here.
    "Castle Wyvern - Above the Clouds": Behaviour(
        abilities=(
            Static(
                HaveHere((Gains(Keyword.CHALLENGER, value=1), Gains(Keyword.RESIST, value=1))),
                name="PROTECT THIS CASTLE",
            ),
        ),
    ),
    # INTO THE GLOOM Once during your turn, whenever a character quests while here, you may ready
    # chosen item.
    "Castle of the Horned King - Bastion of Evil": Behaviour(
        abilities=(
            Triggered(
                (QuestsWhile(Cards()),),
                (May((Ready(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),),
                name="INTO THE GLOOM",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # Boost 2 ⬡ IT'S LOADS OF FUN Whenever you put a card under this character, you may move up to 2
    # damage counters from chosen character to chosen opposing character.
    "Cheshire Cat - Inexplicable": Behaviour(
        abilities=(
            Triggered(
                (PutsUnder(This()),),
                (
                    May(
                        (
                            MoveDamage(
                                2,
                                Cards(det=Det.CHOSEN),
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                counters=True,
                            ),
                        ),
                    ),
                ),
                name="IT'S LOADS OF FUN",
            ),
        ),
    ),
    # MY JURISDICTION During your turn, this character can't be dealt damage. DEPUTIZE Your other
    # characters gain the Detective classification.
    "Chief Bogo - Calling the Shots": Behaviour(
        abilities=(
            Static(
                CantBeDealtDamage(This()),
                name="MY JURISDICTION",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True),
                    (GainsClassification("Detective"),),
                ),
                name="DEPUTIZE",
            ),
        ),
    ),
    # Deal 2 damage to chosen damaged character.
    "Chomp!": Behaviour(effect=(DealDamage(2, Cards(det=Det.CHOSEN, state=State.DAMAGED)),)),
    # WHATEVER YOU WISH FOR At the end of your turn, if you played a Princess character this turn,
    # you may put a card from your hand into your inkwell facedown to draw a card.
    "Cinderella - Dream Come True": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        PlayedThisTurn(Cards(classes=("Princess",))),
                        (
                            May(
                                (
                                    PutIntoInkwell(
                                        Cards(
                                            kinds=(Kind.CARD,),
                                            having=(In(Place.FROM_YOUR_HAND),),
                                        ),
                                        whose=Whose.YOUR,
                                        exerted=False,
                                    ),
                                    Draw(join=Join.TO),
                                ),
                            ),
                        ),
                    ),
                ),
                name="WHATEVER YOU WISH FOR",
            ),
        ),
    ),
    # THE CANTRIPS HAVE BEEN SPOKEN When you play this character, if you have 2 or more Gargoyle
    # character cards in your discard, gain 2 lore.
    "Coldstone - Reincarnated Cyborg": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(
                                det=Det.NUMBER,
                                classes=("Gargoyle",),
                                having=(In(Place.IN_YOUR_DISCARD),),
                                count=2,
                                card=True,
                            ),
                        ),
                        (GainLore(2),),
                    ),
                ),
                name="THE CANTRIPS HAVE BEEN SPOKEN",
            ),
        ),
    ),
    # Shift 4 ⬡ Support STRANGE HAPPENINGS While this character is exerted, cards enter opponents'
    # inkwells exerted.
    "Daisy Duck - Paranormal Investigator": Behaviour(
        abilities=(
            Static(
                OpponentsInkExerted(),
                name="STRANGE HAPPENINGS",
                condition=IsState(State.EXERTED),
            ),
        ),
    ),
    # STAND FAST Your other Sapphire characters gain Resist +1. LOOK AHEAD Whenever one of your
    # other Sapphire characters quests, you may look at the top card of your deck. Put it on either
    # the top or the bottom of your deck.
    "Daisy Duck - Sapphire Champion": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, inks=(Ink.SAPPHIRE,)),
                    (Gains(Keyword.RESIST, value=1),),
                ),
                name="STAND FAST",
            ),
            Triggered(
                (
                    Quests(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True, inks=(Ink.SAPPHIRE,)),
                    ),
                ),
                (May((LookAtTop(1),)), TopOrBottom()),
                name="LOOK AHEAD",
            ),
        ),
    ),
    # LEARN FROM EVERYTHING During your turn, whenever one of your characters is banished, draw a
    # card. WHAT ARE YOU WAITING FOR? Whenever this character quests, chosen character gains Rush
    # this turn.
    "David Xanatos - Charismatic Leader": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                (Draw(),),
                name="LEARN FROM EVERYTHING",
                during_your_turn=True,
            ),
            Triggered(
                (Quests(This()),),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.RUSH),)),),
                name="WHAT ARE YOU WAITING FOR?",
            ),
        ),
    ),
    # MINOR INCONVENIENCE When you play this character, you may choose and discard a card to deal 2
    # damage to chosen character.
    "David Xanatos - Steel Clan Leader": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Discard(), DealDamage(2, Cards(det=Det.CHOSEN), join=Join.TO))),),
                name="MINOR INCONVENIENCE",
            ),
        ),
    ),
    # HERE TO HELP When you play this character, you may ready chosen character with Boost. If you
    # do, they can't quest or challenge for the rest of this turn.
    "Della Duck - Returning Mother": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((Ready(Cards(det=Det.CHOSEN, having=(WithKeyword(Keyword.BOOST),))),)),
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
                name="HERE TO HELP",
            ),
        ),
    ),
    # Chosen opposing character gets -2 ¤ until the start of your next turn. Draw a card.
    "Della's Moon Lullaby": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                (Gets(Stat.STRENGTH, -2),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
            Draw(),
        ),
    ),
    # Challenger +2 STONE BY DAY If you have 3 or more cards in your hand, this character can't
    # ready.
    "Demona - Betrayer of the Clan": Behaviour(
        abilities=(
            Static(
                Have(This(), (Cant(Deed.READY),)),
                name="STONE BY DAY",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_HAND),),
                        count=3,
                    ),
                ),
                provided=Provided.IF,
            ),
        ),
    ),
    # AD SAXUM COMMUTATE When you play this character, exert all opposing characters. Then, each
    # player with fewer than 3 cards in their hand draws until they have 3. STONE BY DAY If you have
    # 3 or more cards in your hand, this character can't ready.
    "Demona - Scourge of the Wyvern Clan": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Exert(Cards(det=Det.ALL, owner=Owner.OPPOSING)),
                    DrawUntil(FewerInHand(3), 3, join=Join.THEN_SENTENCE),
                ),
                name="AD SAXUM COMMUTATE",
            ),
            Static(
                Have(This(), (Cant(Deed.READY),)),
                name="STONE BY DAY",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_HAND),),
                        count=3,
                    ),
                ),
                provided=Provided.IF,
            ),
        ),
    ),
    # PROTECT AND SERVE ⟳, 1 ⬡ — Chosen character gains Resist +1 and the Detective classification
    # until the start of your next turn.
    "Detective's Badge": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    Modify(
                        Cards(det=Det.CHOSEN),
                        (Gains(Keyword.RESIST, value=1), GainsClassification("Detective")),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="PROTECT AND SERVE",
            ),
        ),
    ),
    # RAISE A RUCKUS When you play this character, chosen Detective character gains Challenger +2
    # this turn.
    "Donald Duck - Ghost Hunter": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, classes=("Detective",)),
                        (Gains(Keyword.CHALLENGER, value=2),),
                    ),
                ),
                name="RAISE A RUCKUS",
            ),
        ),
    ),
    # HIGH ENERGY Your other Ruby characters get +1 ¤. POWERFUL REWARD Your other Ruby characters
    # with 7 ¤ or more get +1 ◊.
    "Donald Duck - Ruby Champion": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, inks=(Ink.RUBY,)),
                    (Gets(Stat.STRENGTH, 1),),
                ),
                name="HIGH ENERGY",
            ),
            Static(
                Have(
                    Cards(
                        det=Det.PLAIN,
                        owner=Owner.YOURS,
                        other=True,
                        having=(StrengthAtLeast(7),),
                        inks=(Ink.RUBY,),
                    ),
                    (Gets(Stat.LORE, 1),),
                ),
                name="POWERFUL REWARD",
            ),
        ),
    ),
    # WHERE FUN IS IN THE ZONE Whenever a character quests while here, you pay 2 ⬡ less for the next
    # character you play this turn.
    "Duckburg - Funso's Funzone": Behaviour(
        abilities=(
            Triggered(
                (QuestsWhile(Cards()),),
                (ReduceNextCost(2, Cards(det=Det.BARE)),),
                name="WHERE FUN IS IN THE ZONE",
            ),
        ),
    ),
    # Rush FINAL ACT During your turn, when this character is banished, you may put the top card of
    # your deck facedown under one of your characters or locations with Boost.
    "Duckworth - Ghost Butler": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
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
                ),
                name="FINAL ACT",
                during_your_turn=True,
            ),
        ),
    ),
    # SPECIAL DETAIL While you have 2 or more other characters in play with 5 ¤ or more, this
    # character gets +2 ◊.
    "Elisa Maza - Intrepid Investigator": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 2),)),
                name="SPECIAL DETAIL",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        other=True,
                        having=(In(Place.IN_PLAY), StrengthAtLeast(5)),
                        count=2,
                    ),
                ),
            ),
        ),
    ),
    # CLOSER LOOK When you play this character, you may draw a card.
    "Elsa - Exploring the Unknown": Behaviour(
        abilities=(
            Triggered((Plays(This(), intro=Intro.WHEN),), (May((Draw(),)),), name="CLOSER LOOK"),
        ),
    ),
    # RECOMMENDED READING When you play this character, you may put the top card of your deck
    # facedown under one of your characters or locations with Boost.
    "Emily Quackfaster - Level-Headed Librarian": Behaviour(
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
                ),
                name="RECOMMENDED READING",
            ),
        ),
    ),
    # ITS OWN REWARD ⟳ — If you've played 2 or more cards this turn, gain 1 lore.
    "Enigmatic Inkcaster": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    If(
                        YouvePlayed(Cards(det=Det.NUMBER, kinds=(Kind.CARD,), count=2)),
                        (GainLore(1),),
                    ),
                ),
                name="ITS OWN REWARD",
            ),
        ),
    ),
}
