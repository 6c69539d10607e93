"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersExerted,
    Have,
    NextCostsLess,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, Counting, DamageOn, StatOf, ThisWay, Times
from illumineer.engine.abilities.capped import AtMost
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.conditions import (
    Challenged,
    FirstTurnSecondPlayer,
    HasNoDamage,
    IsState,
    LookedIs,
    OpponentsTurn,
    WasBanished,
    YouHave,
    YourTurn,
)
from illumineer.engine.abilities.conjunctions import Both
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    LookAtTop,
    PlayForFree,
    PutLooked,
    Rest,
    RevealTop,
    TakeLooked,
)
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtMost,
    Det,
    EitherHaving,
    In,
    Kind,
    Named,
    Owner,
    Place,
    State,
    StrengthAtLeast,
    StrengthAtMost,
    WithDamage,
    WithKeyword,
)
from illumineer.engine.abilities.flow import AtEndOfTurn, EitherOr, If, IfYouDo, May
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, LoseLore
from illumineer.engine.abilities.modal import ChooseOne
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.players import EachOpponent, You
from illumineer.engine.abilities.prevention import FirstDamageShield
from illumineer.engine.abilities.restrictions import BanPlay, MustBeChosen
from illumineer.engine.abilities.searching import TakeIt
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    Lasting,
    Modify,
    PutIntoInkwell,
    Ready,
    RemoveDamage,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, Them, This
from illumineer.engine.abilities.triggers import (
    Banishment,
    Challenges,
    Intro,
    IsBanished,
    LeavesPlay,
    Plays,
    Quests,
    TurnEnds,
)
from illumineer.engine.abilities.under import (
    CardsUnder,
    CardUnder,
    LookAtNumber,
    PutsUnder,
    PutTopUnder,
    PutWereUnder,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # PREPARE YOURSELF When you play this character, you may ready chosen character. If you do, they
    # can't quest for the rest of this turn.
    "Goofy - Marley's Clumsy Spirit": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((Ready(Cards(det=Det.CHOSEN)),)),
                    IfYouDo((Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),)),
                ),
                name="PREPARE YOURSELF",
            ),
        ),
    ),
    # KEEN GEAR When you play this character, look at the top 4 cards of your deck. You may reveal
    # an item card and put it into your hand. Put the rest on the bottom of your deck in any order.
    "Gosalyn Mallard - Curious Child": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    LookAtTop(4),
                    May((TakeLooked(Cards(kinds=(Kind.ITEM,), card=True)),)),
                    PutLooked(),
                ),
                name="KEEN GEAR",
            ),
        ),
    ),
    # Banish up to 2 chosen characters with 2 ¤ or less.
    "Grab Your Bow": Behaviour(
        effect=(Banish(Cards(det=Det.UP_TO, having=(StrengthAtMost(2),), count=2)),),
    ),
    # ANCESTORS' GIFT For each card in your inkwell, you pay 1 ⬡ less to play this character.
    "Gramma Tala - Connected to Nature": Behaviour(
        abilities=(
            Static(
                PayLess(
                    Times(
                        1,
                        Counted(
                            Cards(
                                det=Det.BARE,
                                kinds=(Kind.CARD,),
                                having=(In(Place.IN_YOUR_INKWELL),),
                            ),
                        ),
                    ),
                    This(),
                ),
                name="ANCESTORS' GIFT",
            ),
        ),
    ),
    # SMOOTH THE WAY Once during your turn, you pay 1 ⬡ less for the next character you play this
    # turn.
    "Grandmother Willow - Ancient Advisor": Behaviour(
        abilities=(
            Static(
                NextCostsLess(1, Cards(det=Det.BARE)),
                name="SMOOTH THE WAY",
                condition=YourTurn(),
                provided=Provided.ONCE_DURING_YOUR_TURN,
            ),
        ),
    ),
    # Boost 2 ⬡ SUPERHUMAN STRENGTH While there's a card under this character, he gets +3 ¤.
    "Hercules - Spectral Demigod": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.HE), (Gets(Stat.STRENGTH, 3),)),
                name="SUPERHUMAN STRENGTH",
                condition=CardUnder(),
            ),
        ),
    ),
    # ALMOST READY This item enters play exerted. SNAP! ⟳, Banish this item — Choose one: • Banish
    # chosen item. • Chosen opposing character gets -2 ¤ this turn.
    "Hidden Trap": Behaviour(
        abilities=(
            Static(EntersExerted(), name="ALMOST READY"),
            Activated(
                Cost(exert=True, banish=True),
                (
                    ChooseOne(
                        (
                            (Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),),
                            (
                                Modify(
                                    Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                    (Gets(Stat.STRENGTH, -2),),
                                ),
                            ),
                        ),
                    ),
                ),
                name="SNAP!",
            ),
        ),
    ),
    # BE CAREFUL! Your characters named Darkwing Duck gain Resist +1.
    "Honker Muddlefoot - Timid Genius": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(Named("Darkwing Duck"),)),
                    (Gains(Keyword.RESIST, value=1),),
                ),
                name="BE CAREFUL!",
            ),
        ),
    ),
    # DETECTING EVIDENCE When you play this item, draw a card, then choose and discard a card.
    # FOLLOW THE CLUES Banish this item — Chosen character gains Alert this turn.
    "Infra-Pink Ultra Scan Specs": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Draw(), Discard(join=Join.THEN)),
                name="DETECTING EVIDENCE",
            ),
            Activated(
                Cost(banish=True),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.ALERT),)),),
                name="FOLLOW THE CLUES",
            ),
        ),
    ),
    # CHILL OUT When you play this character, exert chosen opposing character.
    "Isis Vanderchill - Ice Queen of St. Canard": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
                name="CHILL OUT",
            ),
        ),
    ),
    # Boost 2 ⬡ LOOK INTO YOUR PAST Whenever you put a card under this character, you may put a card
    # from your discard into your inkwell facedown and exerted.
    "Jiminy Cricket - Ghost of Christmas Past": Behaviour(
        abilities=(
            Triggered(
                (PutsUnder(This()),),
                (
                    May(
                        (
                            PutIntoInkwell(
                                Cards(kinds=(Kind.CARD,), having=(In(Place.FROM_YOUR_DISCARD),)),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="LOOK INTO YOUR PAST",
            ),
        ),
    ),
    # FOLLOW THE TRACKS At the end of your turn, if this character is exerted and none of your
    # characters challenged this turn, gain 1 lore.
    "John Smith - Snow Tracker": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        Both(
                            IsState(State.EXERTED),
                            Challenged(Cards(det=Det.NONE_OF, owner=Owner.YOURS)),
                        ),
                        (GainLore(1),),
                    ),
                ),
                name="FOLLOW THE TRACKS",
            ),
        ),
    ),
    # Bodyguard DO YOUR WORST Opponents must choose this character for actions and abilities if
    # able.
    "John Smith - Undaunted Protector": Behaviour(
        abilities=(Static(MustBeChosen(), name="DO YOUR WORST"),),
    ),
    # SPINNING ARROW At the end of your turn, if a character of yours challenged this turn, banish
    # this item. YOUR PATH At the end of your turn, if none of your characters challenged this turn,
    # reveal the top card of your deck. If it's a character card with cost 3 or less or named
    # Pocahontas, you may put it into your hand. Otherwise, put it on the bottom of your deck.
    "John Smith's Compass": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (If(Challenged(Cards(owner=Owner.YOURS)), (Banish(This()),)),),
                name="SPINNING ARROW",
            ),
            Triggered(
                (TurnEnds(),),
                (
                    If(Challenged(Cards(det=Det.NONE_OF, owner=Owner.YOURS)), (RevealTop(),)),
                    If(
                        LookedIs(
                            Cards(
                                having=(EitherHaving(CostAtMost(3), Named("Pocahontas")),),
                                card=True,
                            ),
                        ),
                        (May((TakeIt(),)),),
                        otherwise=(PutLooked(said=Rest.IT),),
                    ),
                ),
                name="YOUR PATH",
            ),
        ),
    ),
    # UNDERDOG If this is your first turn and you're not the first player, you pay 1 ⬡ less to play
    # this character. Resist +1.
    "Judy Hopps - Snowball Patrol": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="UNDERDOG",
                condition=FirstTurnSecondPlayer(),
                provided=Provided.IF,
            ),
        ),
    ),
    # WELCOMING CROWD For each character you have in play, you pay 1 ⬡ less to play this character.
    # I AM HELPING Whenever this character quests, you may remove all damage from chosen character.
    "Jumba Jookiba - Prolific Inventor": Behaviour(
        abilities=(
            Static(
                PayLess(
                    Times(1, Counted(Cards(det=Det.BARE, having=(In(Place.YOU_HAVE_IN_PLAY),)))),
                    This(),
                ),
                name="WELCOMING CROWD",
            ),
            Triggered(
                (Quests(This()),),
                (May((RemoveDamage(None, Cards(det=Det.CHOSEN)),)),),
                name="I AM HELPING",
            ),
        ),
    ),
    # Boost 2 ⬡ EXTRA HELP While there's a card under this character, she gets +1 ◊.
    "Kanga - Peaceful Gatherer": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.SHE), (Gets(Stat.LORE, 1),)),
                name="EXTRA HELP",
                condition=CardUnder(),
            ),
        ),
    ),
    # Opponents can't play actions or items until the start of your next turn.
    "Keep the Ancient Ways": Behaviour(
        effect=(BanPlay(Cards(det=Det.PLAIN, kinds=(Kind.ACTION, Kind.ITEM))),),
    ),
    # STAND GUARD Your locations gain Resist +1.
    "Launchpad - Hideout Defender": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, kinds=(Kind.LOCATION,), owner=Owner.YOURS),
                    (Gains(Keyword.RESIST, value=1),),
                ),
                name="STAND GUARD",
            ),
        ),
    ),
    # EXTRA LAYERS During each opponent's turn, the first time this character would take damage, she
    # takes no damage instead.
    "Lilo - Bundled Up": Behaviour(
        abilities=(
            Static(
                FirstDamageShield(This(), This(form=Pronoun.SHE)),
                name="EXTRA LAYERS",
                condition=OpponentsTurn(),
                provided=Provided.DURING_EACH_OPPONENTS_TURN,
            ),
        ),
    ),
    # Shift 4 ⬡ I'LL COUNT YOU IN Whenever this character quests, you may play a character with cost
    # 2 or less from your discard for free.
    "Lilo - Rock Star": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((PlayForFree(Cards(having=(CostAtMost(2), In(Place.FROM_YOUR_DISCARD)))),)),),
                name="I'LL COUNT YOU IN",
            ),
        ),
    ),
    # CREATIVE INSPIRATION While you have a character named Stitch in play, this character gets +1
    # ◊.
    "Lilo - Snow Artist": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1),)),
                name="CREATIVE INSPIRATION",
                condition=YouHave(Cards(having=(Named("Stitch"), In(Place.IN_PLAY)))),
            ),
        ),
    ),
    # BUILDING MUSCLES 1 ⬡ — Chosen character gets +1 ¤ this turn.
    "Ling - Snow Warrior": Behaviour(
        abilities=(
            Activated(
                Cost(ink=1),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 1),)),),
                name="BUILDING MUSCLES",
            ),
        ),
    ),
    # UNDERDOG If this is your first turn and you're not the first player, you pay 1 ⬡ less to play
    # this character. Reckless.
    "Liquidator - Iced Over": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="UNDERDOG",
                condition=FirstTurnSecondPlayer(),
                provided=Provided.IF,
            ),
        ),
    ),
    # If a character was banished this turn, draw 2 cards.
    "Marching Off to Battle": Behaviour(effect=(If(WasBanished(Cards()), (Draw(amount=2),)),)),
    # Evasive BOTTOMLESS PIT At the end of your turn, if this character is exerted, choose and
    # discard a card or banish him.
    "Meeko - Skittish Scrounger": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        IsState(State.EXERTED),
                        (EitherOr((Discard(),), (Banish(This(form=Pronoun.HE)),)),),
                    ),
                ),
                name="BOTTOMLESS PIT",
            ),
        ),
    ),
    # HARD WORK Whenever this character quests, put the top card of your deck facedown under him. A
    # GIVING HEART When this character is banished in a challenge, you may put all cards that were
    # under him under another chosen character or location of yours facedown.
    "Mickey Mouse - Bob Cratchit": Behaviour(
        abilities=(
            Triggered((Quests(This()),), (PutTopUnder(This(form=Pronoun.HE)),), name="HARD WORK"),
            Triggered(
                (IsBanished(This(), how=Banishment.IN_A_CHALLENGE, intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutWereUnder(
                                Cards(
                                    det=Det.CHOSEN,
                                    kinds=(Kind.CHARACTER, Kind.LOCATION),
                                    owner=Owner.YOURS,
                                    other=True,
                                ),
                            ),
                        ),
                    ),
                ),
                name="A GIVING HEART",
            ),
        ),
    ),
    # SLIPPERY SLOPE When you play this character and when he leaves play, each opponent chooses and
    # discards a card.
    "Mickey Mouse - Snowboard Ace": Behaviour(
        abilities=(
            Triggered(
                (
                    Plays(This(), intro=Intro.WHEN),
                    LeavesPlay(This(form=Pronoun.HE), intro=Intro.WHEN),
                ),
                (Discard(players=EachOpponent()),),
                name="SLIPPERY SLOPE",
            ),
        ),
    ),
    # Ward A MOTHER'S LOVE When you play this character, you may put the top card of your deck
    # facedown under one of your characters or locations with Boost. If you do, draw a card.
    "Minnie Mouse - Mrs. Cratchit": Behaviour(
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
                    IfYouDo((Draw(),)),
                ),
                name="A MOTHER'S LOVE",
            ),
        ),
    ),
    # Shift 4 ⬡ JUST FOR YOU When you play this character, you may choose an opposing character and
    # move 1 damage from each other character to them.
    "Morgana Macawber - Reformed Spellcaster": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            Pick(Cards(owner=Owner.OPPOSING)),
                            MoveDamage(
                                1,
                                Cards(det=Det.EACH, other=True),
                                Them(),
                                exactly=True,
                                join=Join.AND,
                            ),
                        ),
                    ),
                ),
                name="JUST FOR YOU",
            ),
        ),
    ),
    # HOLIDAY SPIRIT Once during your turn, whenever you put a card under one of your other
    # characters, put the top card of your deck facedown under this character. HOLIDAY CHEER This
    # character gets +1 ◊ for each card under him.
    "Morty Fieldmouse - Tiny Tim": Behaviour(
        abilities=(
            Triggered(
                (PutsUnder(Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True)),),
                (PutTopUnder(This()),),
                name="HOLIDAY SPIRIT",
                during_your_turn=True,
                once_per_turn=True,
            ),
            Static(
                Have(This(), (Gets(Stat.LORE, Times(1, CardsUnder(This(form=Pronoun.HE)))),)),
                name="HOLIDAY CHEER",
            ),
        ),
    ),
    # Chosen character can't be challenged until the start of your next turn.
    "Mother Will Protect You": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN),
                (Cant(Deed.BE_CHALLENGED),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
    # PRECIOUS GIFT At the end of your turn, if none of your characters challenged this turn, chosen
    # character of yours gains Evasive until the start of your next turn.
    "Mother's Necklace": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        Challenged(Cards(det=Det.NONE_OF, owner=Owner.YOURS)),
                        (
                            Modify(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                                (Gains(Keyword.EVASIVE),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="PRECIOUS GIFT",
            ),
        ),
    ),
    # NOBLE SPIRIT If you have a character in play with damage, you pay 1 ⬡ less to play this
    # character. FIGHTING SPIRIT If you have a character in play with 5 ¤ or more, you pay 1 ⬡ less
    # to play this character.
    "Mulan - Ready for Battle": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="NOBLE SPIRIT",
                condition=YouHave(Cards(having=(In(Place.IN_PLAY), WithDamage()))),
                provided=Provided.IF,
            ),
            Static(
                PayLess(1, This()),
                name="FIGHTING SPIRIT",
                condition=YouHave(Cards(having=(In(Place.IN_PLAY), StrengthAtLeast(5)))),
                provided=Provided.IF,
            ),
        ),
    ),
    # RIGOROUS TRAINING Whenever this character quests, gain lore equal to her ¤, to a maximum of 6
    # lore.
    "Mulan - Resourceful Recruit": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (GainLore(AtMost(StatOf(Stat.STRENGTH, This(form=Pronoun.SHE)), 6)),),
                name="RIGOROUS TRAINING",
            ),
        ),
    ),
    # SNOWY SURPRISE When you play this character, deal 2 damage to chosen character.
    "Mushu - Sneaky Dragon": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (DealDamage(2, Cards(det=Det.CHOSEN)),),
                name="SNOWY SURPRISE",
            ),
        ),
    ),
    # SPECIAL SUMMONS ⟳, 3 ⬡ — Play a character with cost 5 or less for free. They gain Rush. At the
    # end of your turn, banish them.
    "Mystical Inkcaster": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=3),
                (
                    PlayForFree(Cards(having=(CostAtMost(5),))),
                    Modify(Them(), (Gains(Keyword.RUSH),), lasting=None),
                    AtEndOfTurn((Banish(Them()),), yours=True),
                ),
                name="SPECIAL SUMMONS",
            ),
        ),
    ),
    # PLAYFUL SLIDE When you play this character, chosen character of yours gains Evasive until the
    # start of your next turn.
    "Nala - Romping in the Snow": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                        (Gains(Keyword.EVASIVE),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="PLAYFUL SLIDE",
            ),
        ),
    ),
    # TAKE IT EASY While this character has no damage, she gets +1 ◊.
    "Nani - No Worries": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.SHE), (Gets(Stat.LORE, 1),)),
                name="TAKE IT EASY",
                condition=HasNoDamage(),
            ),
        ),
    ),
    # THAT'S YOUR CUE When you play this character, look at the top 4 cards of your deck. You may
    # reveal a character card with cost 2 or less and put it into your hand. Put the rest on the
    # bottom of your deck in any order.
    "Nani - Stage Manager": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    LookAtTop(4),
                    May((TakeLooked(Cards(having=(CostAtMost(2),), card=True)),)),
                    PutLooked(),
                ),
                name="THAT'S YOUR CUE",
            ),
        ),
    ),
    # Each opponent loses lore equal to the damage on chosen character of yours, to a maximum of 4
    # lore each. Draw a card.
    "Nani's Payback": Behaviour(
        effect=(
            LoseLore(AtMost(DamageOn(Cards(det=Det.CHOSEN, owner=Owner.YOURS)), 4, each=True)),
            Draw(),
        ),
    ),
    # Chosen character of yours gains Resist +2 until the start of your next turn.
    "Nearly Indestructible": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                (Gains(Keyword.RESIST, value=2),),
                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
            ),
        ),
    ),
    # Shift 3 ⬡ STICKY FINGERS Whenever this character challenges another character, each opponent
    # loses 1 lore and you gain 1 lore.
    "Negaduck - Public Enemy Number One": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This(), challenged=Cards(other=True)),),
                (LoseLore(1), GainLore(1, players=You(said=True), join=Join.AND)),
                name="STICKY FINGERS",
            ),
        ),
    ),
    # Remove all damage from chosen character of yours. Draw a card for each 1 damage removed this
    # way.
    "Ohana Means Family": Behaviour(
        effect=(
            RemoveDamage(None, Cards(det=Det.CHOSEN, owner=Owner.YOURS)),
            Draw(amount=Times(1, ThisWay(counting=Counting.DAMAGE_REMOVED))),
        ),
    ),
    # ABOUT TIME! For each action card in your discard, you pay 1 ⬡ less to play this character.
    # CHAOTIC COLLISION When you play this character, each opponent loses 2 lore.
    "Olaf - Snowman of Action": Behaviour(
        abilities=(
            Static(
                PayLess(
                    Times(
                        1,
                        Counted(
                            Cards(
                                det=Det.BARE,
                                kinds=(Kind.ACTION,),
                                having=(In(Place.IN_YOUR_DISCARD),),
                                card=True,
                            ),
                        ),
                    ),
                    This(),
                ),
                name="ABOUT TIME!",
            ),
            Triggered((Plays(This(), intro=Intro.WHEN),), (LoseLore(2),), name="CHAOTIC COLLISION"),
        ),
    ),
    # ICE BATH This character can't challenge.
    "Percy - Pupsicle": Behaviour(
        abilities=(Static(Have(This(), (Cant(Deed.CHALLENGE),)), name="ICE BATH"),),
    ),
    # Boost 1 ⬡ FOREBODING GLANCE Whenever this character quests, look at a number of cards from the
    # top of your deck equal to the number of cards under him. Put one into your hand and put the
    # rest on the bottom of your deck in any order.
    "Pete - Ghost of Christmas Future": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    LookAtNumber(CardsUnder(This(form=Pronoun.HE))),
                    TakeLooked(Cards(det=Det.ONE, kinds=(Kind.CARD,)), reveal=False),
                    PutLooked(join=Join.AND),
                ),
                name="FOREBODING GLANCE",
            ),
        ),
    ),
}
