"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    FreeToPlay,
    Have,
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
    UsedShift,
    WasBanished,
    YouHave,
)
from illumineer.engine.abilities.conjunctions import Both
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.costs import BanishCost, CostUpToMoreThanBanished
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
    State,
    StrengthAtLeast,
    WithDamage,
    WithKeyword,
)
from illumineer.engine.abilities.flow import AtEndOfTurn, EitherOr, If, IfYouDo, May
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, LoseLore, ReduceNextCost
from illumineer.engine.abilities.ink_from_discard import MayInkFromDiscard
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.players import EachOpponent, You
from illumineer.engine.abilities.restrictions import ReadyNoMore
from illumineer.engine.abilities.steps import Banish, DealDamage, Lasting, Modify, RemoveDamage
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
    # HAUNTING PRESENCE ⟳, Banish chosen character of yours — Put the top card of your deck facedown
    # under one of your characters or locations with Boost.
    "Lonely Grave": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, parts=(BanishCost(Cards(det=Det.CHOSEN, owner=Owner.YOURS)),)),
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
                name="HAUNTING PRESENCE",
            ),
        ),
    ),
    # If a character was banished this turn, draw 2 cards.
    "Marching Off to Battle": Behaviour(effect=(If(WasBanished(Cards()), (Draw(amount=2),)),)),
    # ICY BLAST Whenever this character quests, each opponent can't ready more than 1 of their
    # characters at the start of their next turn.
    "Marshmallow - Cranky Climber": Behaviour(
        abilities=(Triggered((Quests(This()),), (ReadyNoMore(),), name="ICY BLAST"),),
    ),
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
    # ANCESTRAL LEGACY You can ink cards from your discard.
    "Moana - Curious Explorer": Behaviour(
        abilities=(Static(MayInkFromDiscard(), name="ANCESTRAL LEGACY"),),
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
    # Shift 3 ⬡ SPECIAL RECIPE At the end of your turn, remove up to 2 damage from each of your
    # characters.
    "Piglet - Cocoa Maker": Behaviour(
        abilities=(
            Triggered(
                (TurnEnds(),),
                (RemoveDamage(2, Cards(det=Det.EACH_OF, owner=Owner.YOURS)),),
                name="SPECIAL RECIPE",
            ),
        ),
    ),
    # SIGNS OF LIFE When you play this character, if you have another Alien character in play, draw
    # a card.
    "Pleakley - Arctic Naturalist": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(other=True, classes=("Alien",), having=(In(Place.IN_PLAY),))),
                        (Draw(),),
                    ),
                ),
                name="SIGNS OF LIFE",
            ),
        ),
    ),
    # DISCOVERY AWAITS When you play this character, chosen character gets +1 ◊ this turn.
    "Pocahontas - Finding the Way": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.LORE, 1),)),),
                name="DISCOVERY AWAITS",
            ),
        ),
    ),
    # WHAT IS MY PATH? Whenever this character quests, gain lore equal to another chosen exerted
    # character's ◊.
    "Pocahontas - Following the Wind": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    GainLore(
                        StatOf(Stat.LORE, Cards(det=Det.CHOSEN, other=True, state=State.EXERTED)),
                    ),
                ),
                name="WHAT IS MY PATH?",
            ),
        ),
    ),
    # Shift 3 ⬡ CALMING WORDS When you play this character, if you used Shift to play her and none
    # of your characters challenged this turn, characters can't challenge until the start of your
    # next turn.
    "Pocahontas - Peacekeeper": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        Both(
                            UsedShift(target=This(form=Pronoun.SHE)),
                            Challenged(Cards(det=Det.NONE_OF, owner=Owner.YOURS)),
                        ),
                        (
                            Modify(
                                Cards(det=Det.PLAIN),
                                (Cant(Deed.CHALLENGE),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="CALMING WORDS",
            ),
        ),
    ),
    # I'M STUCK! Banish this item — Chosen exerted character can't ready at the start of their next
    # turn.
    "Pot of Honey": Behaviour(
        abilities=(
            Activated(
                Cost(banish=True),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, state=State.EXERTED),
                        (Cant(Deed.READY_AT_START),),
                        lasting=None,
                    ),
                ),
                name="I'M STUCK!",
            ),
        ),
    ),
    # GOOD FRIEND If you have a character named Lilo in play, you can play this character for free.
    "Pudge - Controls the Weather": Behaviour(
        abilities=(
            Static(
                FreeToPlay(can=True),
                name="GOOD FRIEND",
                condition=YouHave(Cards(having=(Named("Lilo"), In(Place.IN_PLAY)))),
                provided=Provided.IF,
            ),
        ),
    ),
    # SHAKE THINGS UP When you play this character, each opponent chooses and discards a card.
    "Pumbaa - Winter Warthog": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Discard(players=EachOpponent()),),
                name="SHAKE THINGS UP",
            ),
        ),
    ),
    # READ THE OMENS ⟳, 1 ⬡ — Draw a card, then choose and discard a card. BONK! 1 ⬡, Banish this
    # item — Deal 1 damage to chosen character.
    "Rafiki's Bakora Staff": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (Draw(), Discard(join=Join.THEN)),
                name="READ THE OMENS",
            ),
            Activated(
                Cost(ink=1, banish=True),
                (DealDamage(1, Cards(det=Det.CHOSEN)),),
                name="BONK!",
            ),
        ),
    ),
    # Banish all characters.
    "Raging Storm": Behaviour(effect=(Banish(Cards(det=Det.ALL)),)),
    # Boost 2 ⬡ CLONK! Whenever this character quests, if there's a card under her, chosen opposing
    # character can't challenge until the start of your next turn.
    "Rapunzel - Ethereal Protector": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        CardUnder(target=This(form=Pronoun.SHE)),
                        (
                            Modify(
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                (Cant(Deed.CHALLENGE),),
                                lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            ),
                        ),
                    ),
                ),
                name="CLONK!",
            ),
        ),
    ),
    # TURN INTO DINOSAUR ⟳, 1 ⬡, Banish chosen character of yours — Play a character with cost up to
    # 2 more than the banished character for free.
    "Retro Evolution Device": Behaviour(
        abilities=(
            Activated(
                Cost(
                    exert=True,
                    ink=1,
                    parts=(BanishCost(Cards(det=Det.CHOSEN, owner=Owner.YOURS)),),
                ),
                (PlayForFree(Cards(having=(CostUpToMoreThanBanished(2),))),),
                name="TURN INTO DINOSAUR",
            ),
        ),
    ),
    # LUNCH SPECIAL ⟳ — Remove up to 2 damage from chosen character of yours. For each 1 damage
    # removed this way, you pay 1 ⬡ less for the next character you play this turn.
    "Reuben - Sandwich Expert": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    RemoveDamage(2, Cards(det=Det.CHOSEN, owner=Owner.YOURS)),
                    ReduceNextCost(
                        Times(1, ThisWay(counting=Counting.DAMAGE_REMOVED)),
                        Cards(det=Det.BARE),
                    ),
                ),
                name="LUNCH SPECIAL",
            ),
        ),
    ),
}
