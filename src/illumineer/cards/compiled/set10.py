"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersExerted,
    Have,
    HaveHere,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, Times
from illumineer.engine.abilities.changes import Cant, Deed, Gains, GainsAbility, Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.conditions import (
    LookedIs,
    OpponentHas,
    PlayedThisTurn,
    UsedShift,
    WasBanished,
    YouHave,
    YourTurn,
    YouvePlayed,
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
    CostAtLeast,
    CostAtMost,
    Det,
    Here,
    In,
    Kind,
    Named,
    Owner,
    Place,
    State,
    StrengthAtLeast,
    StrengthAtMost,
    WithCardUnder,
    WithKeyword,
    Wording,
)
from illumineer.engine.abilities.flow import If, IfYouDo, Instead, May
from illumineer.engine.abilities.hand import (
    Discard,
    Draw,
    GainLore,
    LoseLore,
    PayInk,
    ReduceNextCost,
    RevealHand,
)
from illumineer.engine.abilities.hands import DiscardAtRandom, DiscardChosen, DiscardedThisWay
from illumineer.engine.abilities.locations import (
    MoveCostLess,
    MovesHere,
    MoveTo,
    QuestsWhile,
    ThatLocation,
)
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.players import ChosenPlayer, EachOpponent, EachPlayer, You
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    Lasting,
    Modify,
    PutDamage,
    PutIntoInkwell,
    PutOnBottom,
    PutOnTop,
    Ready,
    RemoveDamage,
    ReturnToHand,
    ShuffleIntoDeck,
    Whose,
)
from illumineer.engine.abilities.targets import Challenger, Looked, Pronoun, That, Them, This
from illumineer.engine.abilities.triggers import (
    Banishes,
    Banishment,
    Challenges,
    Intro,
    IsBanished,
    IsChallenged,
    LeavesPlay,
    Plays,
    Quests,
    TurnEnds,
    TurnStarts,
)
from illumineer.engine.abilities.under import (
    CardUnder,
    HadCardUnder,
    MayPlayFromUnder,
    PutsUnder,
    PutTopUnder,
    PutUnder,
    TheirPlayerMayReveal,
)
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
    # Boost 3 ⬡ STUNNING TRANSFORMATION Whenever you put a card under this character, you may banish
    # chosen opposing character. If you do, their player may reveal the top card of their deck. If
    # that card is a character or item card, they may play it for free. Otherwise, they put it on
    # the bottom of their deck.
    "Fairy Godmother - Magical Benefactor": Behaviour(
        abilities=(
            Triggered(
                (PutsUnder(This()),),
                (
                    May((Banish(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),
                    IfYouDo((TheirPlayerMayReveal(),)),
                ),
                name="STUNNING TRANSFORMATION",
            ),
        ),
    ),
    # TOUGHEN UP When you play this character, chosen character of yours gains Ward until the start
    # of your next turn.
    "Fergus McDuck - Scrooge's Father": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                        (Gains(Keyword.WARD),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="TOUGHEN UP",
            ),
        ),
    ),
    # YOU BETTER RUN When you play this character, you may pay 2 ⬡ to return chosen opposing
    # character with 2 ¤ or less to their player's hand.
    "Finnick - Tiny Terror": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PayInk(2),
                            ReturnToHand(
                                Cards(
                                    det=Det.CHOSEN,
                                    owner=Owner.OPPOSING,
                                    having=(StrengthAtMost(2),),
                                ),
                                join=Join.TO,
                            ),
                        ),
                    ),
                ),
                name="YOU BETTER RUN",
            ),
        ),
    ),
    # HOLD...YOUR HORSES This character enters play exerted. DEEP RESEARCH Whenever this character
    # quests, you may give chosen Detective character +2 ¤ this turn.
    "Flash - Records Specialist": Behaviour(
        abilities=(
            Static(EntersExerted(), name="HOLD...YOUR HORSES"),
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            Modify(
                                Cards(det=Det.CHOSEN, classes=("Detective",)),
                                (Gets(Stat.STRENGTH, 2),),
                                give=True,
                            ),
                        ),
                    ),
                ),
                name="DEEP RESEARCH",
            ),
        ),
    ),
    # TRY ME While you have a character or location in play with a card under them, this character
    # gains Ward.
    "Flintheart Glomgold - Scheming Billionaire": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.WARD),)),
                name="TRY ME",
                condition=YouHave(
                    Cards(
                        kinds=(Kind.CHARACTER, Kind.LOCATION),
                        having=(In(Place.IN_PLAY), WithCardUnder()),
                    ),
                ),
            ),
        ),
    ),
    # Boost 2 ⬡ I'LL TAKE THAT While there's a card under this character, he gets +2 ¤ and +1 ◊.
    "Flynn Rider - Spectral Scoundrel": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.HE), (Gets(Stat.STRENGTH, 2), Gets(Stat.LORE, 1))),
                name="I'LL TAKE THAT",
                condition=CardUnder(),
            ),
        ),
    ),
    # Draw a card. Exert chosen character with cost 2 or less. They can't ready at the start of
    # their next turn.
    "Fragile as a Flower": Behaviour(
        effect=(
            Draw(),
            Exert(Cards(det=Det.CHOSEN, having=(CostAtMost(2),))),
            Modify(Them(), (Cant(Deed.READY_AT_START),), lasting=None),
        ),
    ),
    # Singer 7 CROWD FAVORITE When you play this character, you may put a song card from your
    # discard on the top of your deck.
    "Gazelle - Ballad Singer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutOnTop(
                                Cards(
                                    kinds=(Kind.SONG,),
                                    having=(In(Place.FROM_YOUR_DISCARD),),
                                    card=True,
                                ),
                            ),
                        ),
                    ),
                ),
                name="CROWD FAVORITE",
            ),
        ),
    ),
    # Play a location with cost 3 or less from your discard for free. Then, if you have a location
    # named Sleepy Hollow in play, draw a card.
    "Get to Safety!": Behaviour(
        effect=(
            PlayForFree(
                Cards(kinds=(Kind.LOCATION,), having=(CostAtMost(3), In(Place.FROM_YOUR_DISCARD))),
            ),
            If(
                YouHave(
                    Cards(
                        kinds=(Kind.LOCATION,),
                        having=(Named("Sleepy Hollow"), In(Place.IN_PLAY)),
                    ),
                ),
                (Draw(),),
                join=Join.THEN_SENTENCE,
            ),
        ),
    ),
    # Exert all opposing characters with 2 ¤ or less.
    "Ghostly Tale": Behaviour(
        effect=(Exert(Cards(det=Det.ALL, owner=Owner.OPPOSING, having=(StrengthAtMost(2),))),),
    ),
    # CLAIM JUMPER When you play this character, chosen opponent reveals their hand and discards a
    # location card of your choice. STRIKE GOLD Whenever this character quests, you may put a
    # location card from chosen player's discard on the bottom of their deck to gain 1 lore.
    "Goldie O'Gilt - Cunning Prospector": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealHand(players=ChosenPlayer(opponent=True)),
                    DiscardChosen(Cards(kinds=(Kind.LOCATION,), card=True), join=Join.AND),
                ),
                name="CLAIM JUMPER",
            ),
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            PutOnBottom(
                                Cards(
                                    kinds=(Kind.LOCATION,),
                                    having=(In(Place.FROM_CHOSEN_PLAYERS_DISCARD),),
                                    card=True,
                                ),
                                whose=Whose.THEIR,
                            ),
                            GainLore(1, join=Join.TO),
                        ),
                    ),
                ),
                name="STRIKE GOLD",
            ),
        ),
    ),
    # BE CAREFUL, ALL OF YOU Whenever one of your Gargoyle characters challenges another character,
    # gain 1 lore. STONE BY DAY If you have 3 or more cards in your hand, this character can't
    # ready.
    "Goliath - Guardian of Castle Wyvern": Behaviour(
        abilities=(
            Triggered(
                (
                    Challenges(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Gargoyle",)),
                        challenged=Cards(other=True),
                    ),
                ),
                (GainLore(1),),
                name="BE CAREFUL, ALL OF YOU",
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
    # EVEN THE SCORE Whenever one of your other Emerald characters is challenged and banished,
    # banish the challenging character. PROVIDE COVER Your other Emerald characters gain Ward.
    "Goofy - Emerald Champion": Behaviour(
        abilities=(
            Triggered(
                (
                    IsBanished(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True, inks=(Ink.EMERALD,)),
                        how=Banishment.CHALLENGED,
                    ),
                ),
                (Banish(Challenger()),),
                name="EVEN THE SCORE",
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, inks=(Ink.EMERALD,)),
                    (Gains(Keyword.WARD),),
                ),
                name="PROVIDE COVER",
            ),
        ),
    ),
    # Shift 5 ⬡ HOT PURSUIT When you play this character and whenever he quests, each opposing
    # character gets -1 ¤ until the start of your next turn.
    "Goofy - Galumphing Gumshoe": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.HE))),
                (
                    Modify(
                        Cards(det=Det.EACH, owner=Owner.OPPOSING),
                        (Gets(Stat.STRENGTH, -1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="HOT PURSUIT",
            ),
        ),
    ),
    # PERFECT TRAP When you play this character, chosen opposing character gets -1 ¤ until the start
    # of your next turn.
    "Goofy - Ghost Hunter": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Gets(Stat.STRENGTH, -1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="PERFECT TRAP",
            ),
        ),
    ),
    # HAPPY DAY When you play this character, you may remove up to 2 damage from chosen character.
    "Gurgi - Apple Lover": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((RemoveDamage(2, Cards(det=Det.CHOSEN)),)),),
                name="HAPPY DAY",
            ),
        ),
    ),
    # JOSTLING FOR POWER King and Queen characters can't quest. GROWING INFLUENCE At the start of
    # your turn, if an opponent has 2 or more ready characters in play, gain 2 lore.
    "Hans - Brazen Manipulator": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, classes=("King", "Queen"), wording=Wording.AND_CLASSES),
                    (Cant(Deed.QUEST),),
                ),
                name="JOSTLING FOR POWER",
            ),
            Triggered(
                (TurnStarts(),),
                (
                    If(
                        OpponentHas(
                            Cards(
                                det=Det.NUMBER,
                                state=State.READY,
                                having=(In(Place.IN_PLAY),),
                                count=2,
                            ),
                        ),
                        (GainLore(2),),
                    ),
                ),
                name="GROWING INFLUENCE",
            ),
        ),
    ),
    # Deal 4 damage to chosen character. Your Deity characters gain Challenger +2 this turn.
    "He Hurled His Thunderbolt": Behaviour(
        effect=(
            DealDamage(4, Cards(det=Det.CHOSEN)),
            Modify(
                Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Deity",)),
                (Gains(Keyword.CHALLENGER, value=2),),
            ),
        ),
    ),
    # FUTURE SIGHT Whenever this character quests, look at the top card of your deck. Put it on
    # either the top or the bottom of your deck.
    "Hen Wen - Prophetic Pig": Behaviour(
        abilities=(
            Triggered((Quests(This()),), (LookAtTop(1), TopOrBottom()), name="FUTURE SIGHT"),
        ),
    ),
    # Look at the top 4 cards of your deck. Put 1 on the top of your deck and the rest on the bottom
    # in any order.
    "Hen Wen's Visions": Behaviour(
        effect=(
            LookAtTop(4),
            PutLooked(bottom=False, keep=1, said=Rest.ONE_TOP_REST_BOTTOM),
            PutLooked(said=Rest.ONE_TOP_REST_BOTTOM, deck="", join=Join.AND),
        ),
    ),
    # FINDING ANSWERS When you play this character, you may draw a card, then choose and discard a
    # card. STONE BY DAY If you have 3 or more cards in your hand, this character can't ready.
    "Hudson - Determined Reader": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="FINDING ANSWERS",
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
    # WELL-READ Whenever this character quests, if you've played a character with cost 5 or more
    # this turn, put the top card of your deck into your inkwell facedown and exerted.
    "Ichabod Crane - Bookish Schoolmaster": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (If(YouvePlayed(Cards(having=(CostAtLeast(5),))), (InkTopCard(),)),),
                name="WELL-READ",
            ),
        ),
    ),
    # CHILLING TALE When this character is banished, you may put this card into your inkwell
    # facedown and exerted.
    "Ichabod Crane - Scared Out of His Mind": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (May((PutIntoInkwell(This(form=Pronoun.CARD), whose=Whose.YOUR),)),),
                name="CHILLING TALE",
            ),
        ),
    ),
    # SUBTERRANEAN NETWORK While you have a character here, this location gets +1 ◊ for each other
    # location you have in play. LOCUS While you have a character here, you pay 1 ⬡ less to play
    # locations.
    "Illuminary Tunnels - Linked Caverns": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (
                        Gets(
                            Stat.LORE,
                            Times(
                                1,
                                Counted(
                                    Cards(
                                        det=Det.BARE,
                                        kinds=(Kind.LOCATION,),
                                        other=True,
                                        having=(In(Place.YOU_HAVE_IN_PLAY),),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="SUBTERRANEAN NETWORK",
                condition=YouHave(Cards(having=(Here(),))),
            ),
            Static(
                PayLess(1, Cards(det=Det.PLAIN, kinds=(Kind.LOCATION,))),
                name="LOCUS",
                condition=YouHave(Cards(having=(Here(),))),
            ),
        ),
    ),
    # SURPRISE PACKAGE ⟳, 2 ⬡, Banish this item — Draw a card, then choose and discard a card. TIME
    # GROWS SHORT During your turn, when this item is banished, deal 3 damage to chosen character or
    # location.
    "Ingenious Device": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=2, banish=True),
                (Draw(), Discard(join=Join.THEN)),
                name="SURPRISE PACKAGE",
            ),
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (DealDamage(3, Cards(det=Det.CHOSEN, kinds=(Kind.CHARACTER, Kind.LOCATION))),),
                name="TIME GROWS SHORT",
                during_your_turn=True,
            ),
        ),
    ),
    # PREFLIGHT CHECK When you play this item, draw a card. READY TO RIDE ⟳, 1 ⬡ — Chosen character
    # gains Alert this turn.
    "Inkrunner": Behaviour(
        abilities=(
            Triggered((Plays(This(), intro=Intro.WHEN),), (Draw(),), name="PREFLIGHT CHECK"),
            Activated(
                Cost(exert=True, ink=1),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.ALERT),)),),
                name="READY TO RIDE",
            ),
        ),
    ),
    # BACKTRACK ⟳, 1 ⬡ — Chosen opposing character gets -1 ◊ until the start of your next turn.
    "Inscrutable Map": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Gets(Stat.LORE, -1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="BACKTRACK",
            ),
        ),
    ),
    # Boost 2 ⬡ UPLIFTING AURA Whenever this character quests, if there's a card under her, remove
    # up to 3 damage from each of your characters.
    "Jasmine - Soothing Princess": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        CardUnder(target=This(form=Pronoun.SHE)),
                        (RemoveDamage(3, Cards(det=Det.EACH_OF, owner=Owner.YOURS)),),
                    ),
                ),
                name="UPLIFTING AURA",
            ),
        ),
    ),
    # AMBUSH FROM THE DEEP When you play this character, deal 3 damage to chosen opposing damaged
    # character.
    "Jetsam - Opportunistic Eel": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (DealDamage(3, Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, state=State.DAMAGED)),),
                name="AMBUSH FROM THE DEEP",
            ),
        ),
    ),
    # Shift 4 ⬡ LATERAL THINKING During your turn, your Detective characters gain Alert and Resist
    # +2.
    "Judy Hopps - Lead Detective": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Detective",)),
                    (Gains(Keyword.ALERT), Gains(Keyword.RESIST, value=2)),
                ),
                name="LATERAL THINKING",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
        ),
    ),
    # HIDDEN CLUES When you play this character, if you have another Detective character in play,
    # you may put chosen item into its player's inkwell facedown and exerted.
    "Judy Hopps - On the Case": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(other=True, classes=("Detective",), having=(In(Place.IN_PLAY),)),
                        ),
                        (
                            May(
                                (
                                    PutIntoInkwell(
                                        Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,)),
                                        whose=Whose.ITS_PLAYERS,
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="HIDDEN CLUES",
            ),
        ),
    ),
    # THOROUGH INVESTIGATION When you play this character and whenever she quests, look at the top 3
    # cards of your deck. You may reveal a Detective character card and put it into your hand. Put
    # the rest on the bottom of your deck in any order.
    "Judy Hopps - Uncovering Clues": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.SHE))),
                (
                    LookAtTop(3),
                    May((TakeLooked(Cards(classes=("Detective",), card=True)),)),
                    PutLooked(),
                ),
                name="THOROUGH INVESTIGATION",
            ),
        ),
    ),
    # THE BOOK KNOWS EVERYTHING ⟳, 1 ⬡, Banish this item — Draw 2 cards.
    "Junior Woodchuck Guidebook": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1, banish=True),
                (Draw(amount=2),),
                name="THE BOOK KNOWS EVERYTHING",
            ),
        ),
    ),
    # Boost 1 ⬡ WORTH MINING Whenever this character quests, if there's a card under him, put the
    # top card of your deck into your inkwell facedown and exerted.
    "Kristoff - Mining the Ruins": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (If(CardUnder(target=This(form=Pronoun.HE)), (InkTopCard(),)),),
                name="WORTH MINING",
            ),
        ),
    ),
    # OFF THE MAP When you play this character, you may banish chosen location.
    "Launchpad - Exceptional Pilot": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.LOCATION,))),)),),
                name="OFF THE MAP",
            ),
        ),
    ),
    # ARCANE CONNECTION When you play this character, if you have a character or location in play
    # with a card under them, gain 1 lore.
    "Lena Sabrewing - Mysterious Duck": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(
                                kinds=(Kind.CHARACTER, Kind.LOCATION),
                                having=(In(Place.IN_PLAY), WithCardUnder()),
                            ),
                        ),
                        (GainLore(1),),
                    ),
                ),
                name="ARCANE CONNECTION",
            ),
        ),
    ),
    # Alert STONE BY DAY If you have 3 or more cards in your hand, this character can't ready.
    "Lexington - Small in Stature": Behaviour(
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
    # Boost 3 ⬡ READY TO RASSLE Whenever you put a card under this character, ready him.
    "Little John - Impermanent Outlaw": Behaviour(
        abilities=(
            Triggered((PutsUnder(This()),), (Ready(This(form=Pronoun.HE)),), name="READY TO RASSLE"),
        ),
    ),
    # Shift 7 ⬡ SHADOW'S GRASP When you play this character, if you used Shift to play her, you may
    # draw 4 cards.
    "Magica De Spell - Conniving Sorceress": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (If(UsedShift(target=This(form=Pronoun.SHE)), (May((Draw(amount=4),)),)),),
                name="SHADOW'S GRASP",
            ),
        ),
    ),
    # DARK INCANTATION When you play this character, you may shuffle a card from chosen player's
    # discard into their deck.
    "Magica De Spell - Shadowy and Sinister": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ShuffleIntoDeck(
                                Cards(
                                    kinds=(Kind.CARD,),
                                    having=(In(Place.FROM_CHOSEN_PLAYERS_DISCARD),),
                                ),
                                whose=Whose.THEIR,
                            ),
                        ),
                    ),
                ),
                name="DARK INCANTATION",
            ),
        ),
    ),
    # Put 1 damage counter on each opposing character.
    "Malicious, Mean, and Scary": Behaviour(
        effect=(PutDamage(1, Cards(det=Det.EACH, owner=Owner.OPPOSING)),),
    ),
    # Boost 1 ⬡ I'LL BE FINE While there's a card under this character, she gets +1 ◊ and gains
    # “Whenever this character is challenged, each opponent chooses and discards a card.”
    "Megara - Secret Keeper": Behaviour(
        abilities=(
            Static(
                Have(
                    This(form=Pronoun.SHE),
                    (
                        Gets(Stat.LORE, 1),
                        GainsAbility(
                            Triggered((IsChallenged(This()),), (Discard(players=EachOpponent()),)),
                            stop=True,
                        ),
                    ),
                ),
                name="I'LL BE FINE",
                condition=CardUnder(),
            ),
        ),
    ),
    # Boost 2 ⬡ LEGACY OF LEARNING When this character is banished in a challenge, if he had a card
    # under him, draw 2 cards.
    "Merlin - Completing His Research": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), how=Banishment.IN_A_CHALLENGE, intro=Intro.WHEN),),
                (If(HadCardUnder(This(form=Pronoun.HE), pronoun=Pronoun.HE), (Draw(amount=2),)),),
                name="LEGACY OF LEARNING",
            ),
        ),
    ),
    # LEADING THE WAY Your other Amber characters get +2 ⛉. FRIENDLY CHORUS While you have 2 or more
    # other Amber characters in play, this character gains Singer 8.
    "Mickey Mouse - Amber Champion": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, inks=(Ink.AMBER,)),
                    (Gets(Stat.WILLPOWER, 2),),
                ),
                name="LEADING THE WAY",
            ),
            Static(
                Have(This(), (Gains(Keyword.SINGER, value=8),)),
                name="FRIENDLY CHORUS",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        other=True,
                        having=(In(Place.IN_PLAY),),
                        count=2,
                        inks=(Ink.AMBER,),
                    ),
                ),
            ),
        ),
    ),
    # MYSTICAL BALANCE Whenever one of your other Amethyst characters is banished in a challenge,
    # you may draw a card.
    "Minnie Mouse - Amethyst Champion": Behaviour(
        abilities=(
            Triggered(
                (
                    IsBanished(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True, inks=(Ink.AMETHYST,)),
                        how=Banishment.IN_A_CHALLENGE,
                    ),
                ),
                (May((Draw(),)),),
                name="MYSTICAL BALANCE",
            ),
        ),
    ),
    # SEARCH THE SHADOWS When you play this character, chosen Detective character gains Alert this
    # turn.
    "Minnie Mouse - Ghost Hunter": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN, classes=("Detective",)), (Gains(Keyword.ALERT),)),),
                name="SEARCH THE SHADOWS",
            ),
        ),
    ),
    # SOMEBODY'S GOT TO USE IT If a character was banished this turn, this character gets +2 ¤.
    "Mother Gothel - Underhanded Schemer": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 2),)),
                name="SOMEBODY'S GOT TO USE IT",
                condition=WasBanished(Cards()),
                provided=Provided.IF,
            ),
        ),
    ),
    # HAVE A BETTER LOOK When you play this character, chosen opponent reveals their hand and
    # discards a non-character card of their choice.
    "Mowgli - Man Cub": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealHand(players=ChosenPlayer(opponent=True)),
                    DiscardChosen(
                        Cards(kinds=(Kind.CARD,), excluded=(Kind.CHARACTER,)),
                        theirs=True,
                        join=Join.AND,
                    ),
                ),
                name="HAVE A BETTER LOOK",
            ),
        ),
    ),
    # WHAT A JUICY APPLE ⟳ — Remove up to 2 damage from chosen character. COME ON OUT You pay 1 ⬡
    # less to play characters named Gurgi.
    "Munchings and Crunchings": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (RemoveDamage(2, Cards(det=Det.CHOSEN)),),
                name="WHAT A JUICY APPLE",
            ),
            Static(PayLess(1, Cards(det=Det.PLAIN, having=(Named("Gurgi"),))), name="COME ON OUT"),
        ),
    ),
    # I NEED FIREPOWER When you play this item, chosen character gains Rush this turn. HITCH A RIDE
    # 2 ⬡, Banish this item — Chosen character gains Rush this turn.
    "Mushu's Rocket": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.RUSH),)),),
                name="I NEED FIREPOWER",
            ),
            Activated(
                Cost(ink=2, banish=True),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.RUSH),)),),
                name="HITCH A RIDE",
            ),
        ),
    ),
    # HELPFUL INSTINCTS When you play this character, you may choose and discard a card to return
    # chosen character with cost 2 or less to their player's hand.
    "Nana - Canine Caregiver": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            Discard(),
                            ReturnToHand(
                                Cards(det=Det.CHOSEN, having=(CostAtMost(2),)),
                                join=Join.TO,
                            ),
                        ),
                    ),
                ),
                name="HELPFUL INSTINCTS",
            ),
        ),
    ),
    # LOOK WHO'S BACK When this character is banished in a challenge, return this card to your hand.
    "Nibs - Lost Boy": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), how=Banishment.IN_A_CHALLENGE, intro=Intro.WHEN),),
                (ReturnToHand(This(form=Pronoun.CARD), whose=Whose.YOUR),),
                name="LOOK WHO'S BACK",
            ),
        ),
    ),
    # Shift 3 ⬡ CASE CLOSED During your turn, whenever one of your Detective characters banishes
    # another character in a challenge, draw a card.
    "Nick Wilde - Persistent Investigator": Behaviour(
        abilities=(
            Triggered(
                (Banishes(Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Detective",))),),
                (Draw(),),
                name="CASE CLOSED",
                during_your_turn=True,
            ),
        ),
    ),
    # SECOND CHANCE When this character leaves play, you may return chosen character of yours to
    # your hand.
    "Olaf - Helping Hand": Behaviour(
        abilities=(
            Triggered(
                (LeavesPlay(This(), intro=Intro.WHEN),),
                (May((ReturnToHand(Cards(det=Det.CHOSEN, owner=Owner.YOURS), whose=Whose.YOUR),)),),
                name="SECOND CHANCE",
            ),
        ),
    ),
    # Return a character card from your discard to your hand.
    "Or Rewrite History!": Behaviour(
        effect=(
            ReturnToHand(Cards(having=(In(Place.FROM_YOUR_DISCARD),), card=True), whose=Whose.YOUR),
        ),
    ),
    # WINNER TAKE ALL During your turn, whenever one of your other Steel characters banishes another
    # character in a challenge, gain 2 lore. MAKE ROOM Whenever you play another Steel character,
    # you may banish chosen item.
    "Pluto - Steel Champion": Behaviour(
        abilities=(
            Triggered(
                (Banishes(Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True, inks=(Ink.STEEL,))),),
                (GainLore(2),),
                name="WINNER TAKE ALL",
                during_your_turn=True,
            ),
            Triggered(
                (Plays(Cards(other=True, inks=(Ink.STEEL,))),),
                (May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),),
                name="MAKE ROOM",
            ),
        ),
    ),
    # SUPPRESSED ANGER ⟳, 1 ⬡ — Put 1 damage counter on chosen character. MINDLESS RAGE ⟳, Banish
    # this item — Each opposing damaged character gains Reckless until the start of your next turn.
    "Potion of Malice": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (PutDamage(1, Cards(det=Det.CHOSEN)),),
                name="SUPPRESSED ANGER",
            ),
            Activated(
                Cost(exert=True, banish=True),
                (
                    Modify(
                        Cards(det=Det.EACH, owner=Owner.OPPOSING, state=State.DAMAGED),
                        (Gains(Keyword.RECKLESS),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="MINDLESS RAGE",
            ),
        ),
    ),
    # Chosen character gets +1 ◊ and gains Support this turn.
    "Promising Lead": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gets(Stat.LORE, 1), Gains(Keyword.SUPPORT))),),
    ),
    # Chosen opposing character can't challenge during their next turn. Draw a card.
    "Putting It All Together": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                (Cant(Deed.CHALLENGE),),
                lasting=Lasting.THEIR_NEXT_TURN,
            ),
            Draw(),
        ),
    ),
    # ON PATROL Once during your turn, you may pay 1 ⬡ less to move this character to a location.
    "Raksha - Fearless Mother": Behaviour(
        abilities=(
            Activated(Cost(), (May((MoveCostLess(1, This()),)),), name="ON PATROL", once=True),
        ),
    ),
    # PROTECTION OF THE PACK Whenever you play another character with 5 ¤ or more, you may ready
    # this character. If you do, he can't quest for the rest of this turn.
    "Rama - Vigilant Father": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(other=True, having=(StrengthAtLeast(5),))),),
                (
                    May((Ready(This()),)),
                    IfYouDo(
                        (
                            Modify(
                                This(form=Pronoun.HE),
                                (Cant(Deed.QUEST),),
                                lasting=Lasting.REST_OF_TURN,
                            ),
                        ),
                    ),
                ),
                name="PROTECTION OF THE PACK",
            ),
        ),
    ),
    # ENSNARL When you play this character, chosen opposing character gets -3 ¤ this turn.
    "Rapunzel - Creative Captor": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -3),)),),
                name="ENSNARL",
            ),
        ),
    ),
    # WHAT IS TO COME When you play this item, look at the top 4 cards of your deck. You may reveal
    # a character card and put it into your hand. Put the rest on the bottom of your deck in any
    # order. WHISPERED POWER 1 ⬡, Banish this item — Put the top card of your deck facedown under
    # one of your characters or locations with Boost.
    "Recovered Page": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (LookAtTop(4), May((TakeLooked(Cards(card=True)),)), PutLooked()),
                name="WHAT IS TO COME",
            ),
            Activated(
                Cost(ink=1, banish=True),
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
                name="WHISPERED POWER",
            ),
        ),
    ),
    # Boost 1 ⬡ EXPERT SHOT Whenever this character quests, if there's a card under him, deal 1
    # damage to up to 2 chosen characters.
    "Robin Hood - Ephemeral Archer": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        CardUnder(target=This(form=Pronoun.HE)),
                        (DealDamage(1, Cards(det=Det.UP_TO, count=2)),),
                    ),
                ),
                name="EXPERT SHOT",
            ),
        ),
    ),
    # Boost 2 ⬡ SURVIVAL OF THE FITTEST Whenever you put a card under this character, chosen
    # opposing character gets -5 ¤ this turn.
    "Scar - Eerily Prepared": Behaviour(
        abilities=(
            Triggered(
                (PutsUnder(This()),),
                (Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -5),)),),
                name="SURVIVAL OF THE FITTEST",
            ),
        ),
    ),
    # Shift 4 ⬡ SPECULATION Whenever you play a character or location with Boost, you may put the
    # top card of your deck facedown under them.
    "Scrooge McDuck - Cavern Prospector": Behaviour(
        abilities=(
            Triggered(
                (
                    Plays(
                        Cards(
                            kinds=(Kind.CHARACTER, Kind.LOCATION),
                            having=(WithKeyword(Keyword.BOOST),),
                        ),
                    ),
                ),
                (May((PutTopUnder(That(form=Pronoun.THEY)),)),),
                name="SPECULATION",
            ),
        ),
    ),
    # FABULOUS WEALTH When you play this character, chosen character with a card under them gets +1
    # ◊ this turn.
    "Scrooge McDuck - On the Right Track": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN, having=(WithCardUnder(),)), (Gets(Stat.LORE, 1),)),),
                name="FABULOUS WEALTH",
            ),
        ),
    ),
    # BACKUP PLAN When you play this character, draw a card, then choose and discard a card. ON THE
    # MOVE When this character is challenged, return this card to your hand.
    "Scrooge McDuck - S.H.U.S.H. Agent": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Draw(), Discard(join=Join.THEN)),
                name="BACKUP PLAN",
            ),
            Triggered(
                (IsChallenged(This(), intro=Intro.WHEN),),
                (ReturnToHand(This(form=Pronoun.CARD), whose=Whose.YOUR),),
                name="ON THE MOVE",
            ),
        ),
    ),
    # Evasive ON THE HUNT Whenever this character quests, banish chosen opposing damaged character.
    # Then, you may put 1 damage counter on another chosen character.
    "Shere Khan - Fearsome Tiger": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    Banish(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, state=State.DAMAGED)),
                    May((PutDamage(1, Cards(det=Det.CHOSEN, other=True)),), join=Join.THEN_SENTENCE),
                ),
                name="ON THE HUNT",
            ),
        ),
    ),
    # Boost 3 ⬡ TIMELY ALLIANCE Whenever you put a card under this character, you may reveal the top
    # card of your deck. If it's a character card, you may play that character for free and they
    # enter play exerted. Otherwise, put it on the bottom of your deck.
    "Simba - King in the Making": Behaviour(
        abilities=(
            Triggered(
                (PutsUnder(This()),),
                (
                    May((RevealTop(),)),
                    If(
                        LookedIs(Cards(card=True)),
                        (May((PlayForFree(Looked(form=Pronoun.NOUN), exerted=True),)),),
                        otherwise=(PutLooked(said=Rest.IT),),
                    ),
                ),
                name="TIMELY ALLIANCE",
            ),
        ),
    ),
    # HEAD FOR THE BRIDGE! Whenever a character quests while here, you may banish this location to
    # gain 2 lore and give them Evasive until the start of your next turn.
    "Sleepy Hollow - The Bridge": Behaviour(
        abilities=(
            Triggered(
                (QuestsWhile(Cards()),),
                (
                    May(
                        (
                            Banish(This()),
                            GainLore(2, join=Join.TO),
                            Modify(
                                That(form=Pronoun.THEY),
                                (Gains(Keyword.EVASIVE),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                                give=True,
                                join=Join.AND,
                            ),
                        ),
                    ),
                ),
                name="HEAD FOR THE BRIDGE!",
            ),
        ),
    ),
    # Each of your characters gets +1 ¤ this turn. You may banish chosen item.
    "So Be It!": Behaviour(
        effect=(
            Modify(Cards(det=Det.EACH_OF, owner=Owner.YOURS), (Gets(Stat.STRENGTH, 1),)),
            May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),
        ),
    ),
    # Support FOLLOW THE PIG Whenever this character quests, you may return a character card named
    # Hen Wen from your discard to your hand.
    "Taran - Pig Keeper": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(
                                    having=(Named("Hen Wen"), In(Place.FROM_YOUR_DISCARD)),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="FOLLOW THE PIG",
            ),
        ),
    ),
    # GATHER RESOURCES Once during your turn, whenever you move a character with 5 ¤ or more here,
    # you may draw a card.
    "The Bitterwood - Underground Forest": Behaviour(
        abilities=(
            Triggered(
                (MovesHere(Cards(having=(StrengthAtLeast(5),)), by_you=True),),
                (May((Draw(),)),),
                name="GATHER RESOURCES",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
    # THE CAULDRON CALLS ⟳, 1 ⬡ — Put a character card from your discard under this item faceup.
    # RISE AND JOIN ME! ⟳, 1 ⬡ — This turn, you may play characters from under this item.
    "The Black Cauldron": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (
                    PutUnder(
                        Cards(having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                        This(),
                        faceup=True,
                    ),
                ),
                name="THE CAULDRON CALLS",
            ),
            Activated(Cost(exert=True, ink=1), (MayPlayFromUnder(),), name="RISE AND JOIN ME!"),
        ),
    ),
    # Move up to 2 of your characters to the same location for free. That location gains Resist +2
    # until the start of your next turn.
    "The Game's Afoot!": Behaviour(
        effect=(
            MoveTo(Cards(det=Det.UP_TO_OF, owner=Owner.YOURS, count=2)),
            Modify(
                ThatLocation(),
                (Gains(Keyword.RESIST, value=2),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
    # Shift 5 ⬡ WITCHING HOUR When you play this character, each player draws 3 cards, then discards
    # 3 cards at random. Choose an opposing character and deal 2 damage to them for each action card
    # discarded this way.
    "The Headless Horseman - Cursed Rider": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Draw(amount=3, players=EachPlayer()),
                    DiscardAtRandom(amount=3, players=EachPlayer(), join=Join.THEN),
                    Pick(Cards(owner=Owner.OPPOSING)),
                    DealDamage(
                        Times(
                            2,
                            DiscardedThisWay(Cards(det=Det.BARE, kinds=(Kind.ACTION,), card=True)),
                        ),
                        Them(),
                        join=Join.AND,
                    ),
                ),
                name="WITCHING HOUR",
            ),
        ),
    ),
    # LEAVES NO TRACE When you play this character, banish chosen opposing character with 2 ¤ or
    # less. GATHERING STRENGTH During your turn, whenever an opposing character is banished, each of
    # your characters gets +1 ¤ this turn.
    "The Headless Horseman - Terror of Sleepy Hollow": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Banish(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, having=(StrengthAtMost(2),))),),
                name="LEAVES NO TRACE",
            ),
            Triggered(
                (IsBanished(Cards(owner=Owner.OPPOSING)),),
                (Modify(Cards(det=Det.EACH_OF, owner=Owner.YOURS), (Gets(Stat.STRENGTH, 1),)),),
                name="GATHERING STRENGTH",
                during_your_turn=True,
            ),
        ),
    ),
    # Shift 2 ⬡ ARISE! Whenever one of your other characters is banished in a challenge, you may
    # return that card to your hand, then choose and discard a card.
    "The Horned King - Wicked Ruler": Behaviour(
        abilities=(
            Triggered(
                (
                    IsBanished(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True),
                        how=Banishment.IN_A_CHALLENGE,
                    ),
                ),
                (
                    May(
                        (
                            ReturnToHand(That(form=Pronoun.CARD), whose=Whose.YOUR),
                            Discard(join=Join.THEN),
                        ),
                    ),
                ),
                name="ARISE!",
            ),
        ),
    ),
    # Draw a card. You may banish chosen character with Evasive.
    "The Horseman Strikes!": Behaviour(
        effect=(
            Draw(),
            May((Banish(Cards(det=Det.CHOSEN, having=(WithKeyword(Keyword.EVASIVE),))),)),
        ),
    ),
    # MAJOR MALFUNCTION Whenever you play a character, you may pay 1 ⬡ and banish this item to deal
    # 2 damage to chosen character.
    "The Robot Queen": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards()),),
                (
                    May(
                        (
                            PayInk(1),
                            Banish(This(), join=Join.AND),
                            DealDamage(2, Cards(det=Det.CHOSEN), join=Join.TO),
                        ),
                    ),
                ),
                name="MAJOR MALFUNCTION",
            ),
        ),
    ),
    # MIGHTY HIT When you play this item, banish chosen opposing Deity character. HAND-TO-HAND
    # During your turn, whenever one of your characters banishes another character in a challenge,
    # gain 1 lore.
    "The Sword of Hercules": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Banish(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, classes=("Deity",))),),
                name="MIGHTY HIT",
            ),
            Triggered(
                (Banishes(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                (GainLore(1),),
                name="HAND-TO-HAND",
                during_your_turn=True,
            ),
        ),
    ),
    # TWO FOR ONE When you play this character, if you have a location in play, you may deal 2
    # damage to chosen character.
    "The Twins - Lost Boys": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(kinds=(Kind.LOCATION,), having=(In(Place.IN_PLAY),))),
                        (May((DealDamage(2, Cards(det=Det.CHOSEN)),)),),
                    ),
                ),
                name="TWO FOR ONE",
            ),
        ),
    ),
    # Banish chosen character of yours to draw 2 cards. If that character had a card under them,
    # draw 3 cards instead.
    "Time to Go!": Behaviour(
        effect=(
            Banish(Cards(det=Det.CHOSEN, owner=Owner.YOURS)),
            Draw(amount=2, join=Join.TO),
            Instead(HadCardUnder(Them(form=Pronoun.NOUN)), (Draw(amount=3),)),
        ),
    ),
    # Shift 3 ⬡ HARMLESS DIVERSION When you play this character, exert chosen opposing character
    # with 2 ¤ or less.
    "Tinker Bell - Temperamental Fairy": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING, having=(StrengthAtMost(2),))),),
                name="HARMLESS DIVERSION",
            ),
        ),
    ),
    # Choose one: • Each opposing character gets -1 ◊ until the start of your next turn. • Each
    # opponent chooses and discards 2 cards.
    "Trust In Me": Behaviour(
        effect=(
            ChooseOne(
                (
                    (
                        Modify(
                            Cards(det=Det.EACH, owner=Owner.OPPOSING),
                            (Gets(Stat.LORE, -1),),
                            lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                        ),
                    ),
                    (Discard(amount=2, players=EachOpponent()),),
                ),
            ),
        ),
    ),
    # Boost 1 ⬡ SLIPPERY SPELL While there's a card under this character, she gets +1 ◊ and gains
    # Evasive.
    "Ursula - Whisper of Vanessa": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.SHE), (Gets(Stat.LORE, 1), Gains(Keyword.EVASIVE))),
                name="SLIPPERY SPELL",
                condition=CardUnder(),
            ),
        ),
    ),
    # HIGH STANDARDS Whenever this character quests, you may banish chosen item.
    "Vladimir - Ceramic Unicorn Fan": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),),
                name="HIGH STANDARDS",
            ),
        ),
    ),
    # I'VE READ ABOUT THIS While you have a character or location in play with a card under them,
    # this character gets +1 ◊.
    "Webby Vanderquack - Knowledge Seeker": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1),)),
                name="I'VE READ ABOUT THIS",
                condition=YouHave(
                    Cards(
                        kinds=(Kind.CHARACTER, Kind.LOCATION),
                        having=(In(Place.IN_PLAY), WithCardUnder()),
                    ),
                ),
            ),
        ),
    ),
    # CONTAGIOUS ENERGY When you play this character, chosen character gets +1 ¤ this turn.
    "Webby Vanderquack - Mystery Enthusiast": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 1),)),),
                name="CONTAGIOUS ENERGY",
            ),
        ),
    ),
    # LATEST ENTRY Whenever you put a card under one of your characters or locations, you may pay 1
    # ⬡ to draw a card.
    "Webby's Diary": Behaviour(
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
                (May((PayInk(1), Draw(join=Join.TO))),),
                name="LATEST ENTRY",
            ),
        ),
    ),
    # PURE LIQUID GOLD This location gets +1 ◊ for each character here.
    "White Agony Plains - Golden Lagoon": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (Gets(Stat.LORE, Times(1, Counted(Cards(det=Det.BARE, having=(Here(),))))),),
                ),
                name="PURE LIQUID GOLD",
            ),
        ),
    ),
    # Boost 2 ⬡ I NEED MORE THUNDERBOLTS! While there's a card under this character, he gets +2 ¤
    # and +2 ⛉.
    "Zeus - Missing His Spark": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.HE), (Gets(Stat.STRENGTH, 2), Gets(Stat.WILLPOWER, 2))),
                name="I NEED MORE THUNDERBOLTS!",
                condition=CardUnder(),
            ),
        ),
    ),
    # NEW INFORMATION Once during your turn, whenever you move a character here, you may draw a
    # card, then choose and discard a card.
    "Zootopia - Police Headquarters": Behaviour(
        abilities=(
            Triggered(
                (MovesHere(Cards(), by_you=True),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="NEW INFORMATION",
                during_your_turn=True,
                once_per_turn=True,
            ),
        ),
    ),
}
