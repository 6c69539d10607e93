"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    HaveHere,
    Once,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, StatOf
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import IsState, LookedIs, YouHave
from illumineer.engine.abilities.conjunctions import HaveNamedBoth
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    InkTopCard,
    LookAtTop,
    PlayForFree,
    PlaySungAgain,
    PutLooked,
    Rest,
    RevealTop,
    TakeLooked,
    TopOrBottom,
)
from illumineer.engine.abilities.filters import (
    AtALocation,
    Cards,
    Det,
    Here,
    In,
    Kind,
    Named,
    Owner,
    Place,
    State,
    WithKeyword,
)
from illumineer.engine.abilities.flow import If, May
from illumineer.engine.abilities.hand import (
    Discard,
    Draw,
    GainLore,
    LoseLore,
    ReduceNextCost,
    RevealHand,
)
from illumineer.engine.abilities.hands import DiscardChosen
from illumineer.engine.abilities.locations import (
    HaveForEach,
    IsAtALocation,
    IsBanishedWhileHere,
    MoveHereFree,
    MoveLess,
    MovesToLocation,
    ThatLocation,
)
from illumineer.engine.abilities.moving_damage import MoveDamage
from illumineer.engine.abilities.players import ChosenPlayer, EachOpponent
from illumineer.engine.abilities.searching import TakeIt
from illumineer.engine.abilities.steps import (
    Banish,
    Exert,
    Lasting,
    Modify,
    NoChallengeDamage,
    PutIntoInkwell,
    Ready,
    RemoveDamage,
    ShuffleIntoDeck,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, That, Them, This
from illumineer.engine.abilities.triggers import (
    Banishes,
    Banishment,
    Challenges,
    Intro,
    IsBanished,
    IsChallenged,
    Plays,
    Quests,
    Sings,
    TurnStarts,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # Evasive INSPIRING VOICE Whenever you play a song, chosen character of yours gains Evasive
    # until the start of your next turn.
    "Ariel - Adventurous Collector": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,))),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                        (Gains(Keyword.EVASIVE),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="INSPIRING VOICE",
            ),
        ),
    ),
    # SEEKING KNOWLEDGE Whenever one of your characters quests, you may look at the top card of your
    # deck. Put it on either the top or the bottom of your deck.
    "Aurelian Gyrosensor": Behaviour(
        abilities=(
            Triggered(
                (Quests(Cards(det=Det.ONE_OF, owner=Owner.YOURS)),),
                (May((LookAtTop(1),)), TopOrBottom()),
                name="SEEKING KNOWLEDGE",
            ),
        ),
    ),
    # POOR SOULS Whenever this character is challenged, each opponent chooses and discards a card.
    "Cursed Merfolk - Ursula's Handiwork": Behaviour(
        abilities=(
            Triggered(
                (IsChallenged(This()),),
                (Discard(players=EachOpponent()),),
                name="POOR SOULS",
            ),
        ),
    ),
    # Chosen character gets -2 ¤ this turn. Draw a card.
    "Distract": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, -2),)), Draw()),
    ),
    # SURROUNDED BY WATER Characters gain Ward and Evasive while here.
    "Fang - River City": Behaviour(
        abilities=(
            Static(
                HaveHere((Gains(Keyword.WARD), Gains(Keyword.EVASIVE))),
                name="SURROUNDED BY WATER",
            ),
        ),
    ),
    # THREE WISHES Whenever this character quests, you may shuffle this card into your deck to draw
    # 3 cards.
    "Genie - Supportive Friend": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            ShuffleIntoDeck(This(form=Pronoun.CARD), whose=Whose.YOUR),
                            Draw(amount=3, join=Join.TO),
                        ),
                    ),
                ),
                name="THREE WISHES",
            ),
        ),
    ),
    # Remove up to 3 damage from chosen character. Draw a card.
    "Heal What Has Been Hurt": Behaviour(effect=(RemoveDamage(3, Cards(det=Det.CHOSEN)), Draw())),
    # CREATE LIFE ⟳, 2 ⬡ — Put the top card of your deck into your inkwell facedown and exerted.
    "Heart of Te Fiti": Behaviour(
        abilities=(Activated(Cost(exert=True, ink=2), (InkTopCard(),), name="CREATE LIFE"),),
    ),
    # MINDLESS WANDERING Once per turn, when this character moves to a location, each opponent loses
    # 1 lore.
    "HeiHei - Accidental Explorer": Behaviour(
        abilities=(
            Triggered(
                (MovesToLocation(This(), intro=Intro.WHEN),),
                (LoseLore(1),),
                name="MINDLESS WANDERING",
                once_per_turn=True,
            ),
        ),
    ),
    # Support THREE NEPHEWS Whenever this character quests, if you have characters named Dewey and
    # Louie in play, you may draw 3 cards.
    "Huey - Savvy Nephew": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (If(HaveNamedBoth("Dewey", "Louie"), (May((Draw(amount=3),)),)),),
                name="THREE NEPHEWS",
            ),
        ),
    ),
    # Ready chosen character of yours at a location. They can't quest for the rest of this turn.
    # Gain lore equal to that location's ◊.
    "I've Got a Dream": Behaviour(
        effect=(
            Ready(Cards(det=Det.CHOSEN, owner=Owner.YOURS, having=(AtALocation(),))),
            Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
            GainLore(StatOf(Stat.LORE, ThatLocation())),
        ),
    ),
    # I AM YOUR MASTER NOW When you play this character, look at the top 2 cards of your deck. Put
    # one on the top of your deck and the other on the bottom.
    "Jafar - Lamp Thief": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    LookAtTop(2),
                    PutLooked(bottom=False, keep=1, said=Rest.ONE),
                    PutLooked(said=Rest.THE_OTHER, deck="", join=Join.AND),
                ),
                name="I AM YOUR MASTER NOW",
            ),
        ),
    ),
    # CHART YOUR OWN COURSE For each location you have in play, this character gains Resist +1 and
    # gets +1 ◊.
    "John Silver - Greedy Treasure Seeker": Behaviour(
        abilities=(
            Static(
                HaveForEach(
                    Counted(
                        Cards(
                            det=Det.BARE,
                            kinds=(Kind.LOCATION,),
                            having=(In(Place.YOU_HAVE_IN_PLAY),),
                        ),
                    ),
                    This(),
                    (Gains(Keyword.RESIST, value=1), Gets(Stat.LORE, 1)),
                ),
                name="CHART YOUR OWN COURSE",
            ),
        ),
    ),
    # LOOK ALIVE, YOU SWABS! Characters gain Rush while here. ALL HANDS ON DECK! Your Pirate
    # characters may move here for free.
    "Jolly Roger - Hook's Ship": Behaviour(
        abilities=(
            Static(HaveHere((Gains(Keyword.RUSH),)), name="LOOK ALIVE, YOU SWABS!"),
            Static(
                MoveHereFree(Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Pirate",)), may=True),
                name="ALL HANDS ON DECK!",
            ),
        ),
    ),
    # Exert chosen opposing character. Then chosen character of yours gains Challenger +2 this turn.
    "Last-Ditch Effort": Behaviour(
        effect=(
            Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),
            Modify(
                Cards(det=Det.CHOSEN, owner=Owner.YOURS),
                (Gains(Keyword.CHALLENGER, value=2),),
                join=Join.THEN_BARE,
            ),
        ),
    ),
    # Shift 4 OKAY, BIG SHOT While this character is exerted, your characters with Bodyguard gain
    # Resist +1 and get +1 ◊.
    "Little John - Resourceful Outlaw": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(
                        det=Det.PLAIN,
                        owner=Owner.YOURS,
                        having=(WithKeyword(Keyword.BODYGUARD),),
                    ),
                    (Gains(Keyword.RESIST, value=1), Gets(Stat.LORE, 1)),
                ),
                name="OKAY, BIG SHOT",
                condition=IsState(State.EXERTED),
            ),
        ),
    ),
    # HIGHBORN LADY When you play this character, chosen character gets -2 ¤ this turn.
    "Maid Marian - Delightful Dreamer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, -2),)),),
                name="HIGHBORN LADY",
            ),
        ),
    ),
    # THIS GOING TO BE GOOD Whenever you play a song, you may put the top card of your deck into
    # your inkwell facedown and exerted.
    "Mama Odie - Mystical Maven": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,))),),
                (May((InkTopCard(),)),),
                name="THIS GOING TO BE GOOD",
            ),
        ),
    ),
    # LISTEN TO YOUR MAMA NOW Whenever this character quests, you may move up to 2 damage counters
    # from chosen character to chosen opposing character.
    "Mama Odie - Voice of Wisdom": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
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
                name="LISTEN TO YOUR MAMA NOW",
            ),
        ),
    ),
    # KEY TO THE PORTAL ⟳ — You pay 1 ⬡ less for the next location you play this turn. SHOW THE WAY
    # You pay 1 ⬡ less to move your characters to a location.
    "Map of Treasure Planet": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (ReduceNextCost(1, Cards(det=Det.BARE, kinds=(Kind.LOCATION,))),),
                name="KEY TO THE PORTAL",
            ),
            Static(MoveLess(1, Cards(det=Det.PLAIN, owner=Owner.YOURS)), name="SHOW THE WAY"),
        ),
    ),
    # THIS MISSION IS CURSED This character can't ready at the start of your turn. I GOT YOUR BACK 2
    # ⬡ — Ready this character. He can't quest for the rest of this turn.
    "Maui - Whale": Behaviour(
        abilities=(
            Static(Have(This(), (Cant(Deed.READY_AT_YOUR_START),)), name="THIS MISSION IS CURSED"),
            Activated(
                Cost(ink=2),
                (
                    Ready(This()),
                    Modify(This(form=Pronoun.HE), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
                ),
                name="I GOT YOUR BACK",
            ),
        ),
    ),
    # ISOLATED Characters gain Resist +1 while here.
    "Maui's Place of Exile - Hidden Island": Behaviour(
        abilities=(Static(HaveHere((Gains(Keyword.RESIST, value=1),)), name="ISOLATED"),),
    ),
    # SOUND THE CALL ⟳, 2 ⬡ — Play a character for free.
    "Mickey Mouse - Trumpeter": Behaviour(
        abilities=(
            Activated(Cost(exert=True, ink=2), (PlayForFree(Cards()),), name="SOUND THE CALL"),
        ),
    ),
    # REINCARNATION Whenever a character is banished while here, you may put that card into your
    # inkwell facedown and exerted.
    "Motunui - Island Paradise": Behaviour(
        abilities=(
            Triggered(
                (IsBanishedWhileHere(Cards()),),
                (May((PutIntoInkwell(That(form=Pronoun.CARD), whose=Whose.YOUR),)),),
                name="REINCARNATION",
            ),
        ),
    ),
    # I CAME TO LISTEN TO THE STORIES Once per turn, when this character moves to a location, gain
    # lore equal to that location's ◊.
    "Peter Pan - Lost Boy Leader": Behaviour(
        abilities=(
            Triggered(
                (MovesToLocation(This(), intro=Intro.WHEN),),
                (GainLore(StatOf(Stat.LORE, ThatLocation())),),
                name="I CAME TO LISTEN TO THE STORIES",
                once_per_turn=True,
            ),
        ),
    ),
    # Shift 5 Bodyguard GUARD DOG At the start of your turn, remove up to 3 damage from this
    # character.
    "Pluto - Determined Defender": Behaviour(
        abilities=(Triggered((TurnStarts(),), (RemoveDamage(3, This()),), name="GUARD DOG"),),
    ),
    # GOOD DOG ⟳ — You pay 1 ⬡ less for the next character you play this turn.
    "Pluto - Friendly Pooch": Behaviour(
        abilities=(
            Activated(Cost(exert=True), (ReduceNextCost(1, Cards(det=Det.BARE)),), name="GOOD DOG"),
        ),
    ),
    # TWILIGHT BARK Once per turn, you may pay 2 ⬡ to reveal the top card of your deck. If it's a
    # character card, put it into your hand. Otherwise, put it on the bottom of your deck.
    "Pongo - Determined Father": Behaviour(
        abilities=(
            Activated(
                Cost(ink=2),
                (
                    RevealTop(),
                    If(
                        LookedIs(Cards(card=True)),
                        (TakeIt(),),
                        otherwise=(PutLooked(said=Rest.IT),),
                    ),
                ),
                name="TWILIGHT BARK",
                once=Once.PER_TURN,
            ),
        ),
    ),
    # WE ARE ALL CONNECTED Characters get +2 ⛉ while here. LION HOME If you have a Prince or King
    # character here, you pay 1 ⬡ less to play characters.
    "Pride Lands - Pride Rock": Behaviour(
        abilities=(
            Static(HaveHere((Gets(Stat.WILLPOWER, 2),)), name="WE ARE ALL CONNECTED"),
            Static(
                PayLess(1, Cards(det=Det.PLAIN)),
                name="LION HOME",
                condition=YouHave(Cards(classes=("Prince", "King"), having=(Here(),))),
                provided=Provided.IF,
            ),
        ),
    ),
    # ALL WAYS HERE ARE MY WAYS Whenever this character quests, your other Villain characters get +1
    # ◊ this turn.
    "Queen of Hearts - Wonderland Empress": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    Modify(
                        Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, classes=("Villain",)),
                        (Gets(Stat.LORE, 1),),
                    ),
                ),
                name="ALL WAYS HERE ARE MY WAYS",
            ),
        ),
    ),
    # THIS IS OUR SHIP Characters gain Evasive while here. HEAVE TOGETHER NOW If you have a
    # character here, you pay 2 ⬡ less to move a character of yours here.
    "RLS Legacy - Solar Galleon": Behaviour(
        abilities=(
            Static(HaveHere((Gains(Keyword.EVASIVE),)), name="THIS IS OUR SHIP"),
            Static(
                MoveLess(2, Cards(owner=Owner.YOURS), here=True),
                name="HEAVE TOGETHER NOW",
                condition=YouHave(Cards(having=(Here(),))),
                provided=Provided.IF,
            ),
        ),
    ),
    # Challenger +3 ANCIENT SKILLS Whenever he challenges a Hyena character, this character takes no
    # damage from the challenge.
    "Rafiki - Mystical Fighter": Behaviour(
        abilities=(
            Triggered(
                (Challenges(This(form=Pronoun.HE), challenged=Cards(classes=("Hyena",))),),
                (NoChallengeDamage(This()),),
                name="ANCIENT SKILLS",
            ),
        ),
    ),
    # Shift 3 SKILLED COMBATANT During your turn, whenever this character banishes another character
    # in a challenge, gain 2 lore. THE GOOD OF OTHERS When this character is banished in a
    # challenge, you may draw a card.
    "Robin Hood - Champion of Sherwood": Behaviour(
        abilities=(
            Triggered(
                (Banishes(This()),),
                (GainLore(2),),
                name="SKILLED COMBATANT",
                during_your_turn=True,
            ),
            Triggered(
                (IsBanished(This(), how=Banishment.IN_A_CHALLENGE, intro=Intro.WHEN),),
                (May((Draw(),)),),
                name="THE GOOD OF OTHERS",
            ),
        ),
    ),
    # I'LL HANDLE THIS While this character is at a location, she gets +3 ¤. WHAT'S THE HURRY? While
    # this character is at a location, whenever she challenges another character, you may draw a
    # card.
    "Shenzi - Hyena Pack Leader": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.SHE), (Gets(Stat.STRENGTH, 3),)),
                name="I'LL HANDLE THIS",
                condition=IsAtALocation(),
            ),
            Triggered(
                (Challenges(This(form=Pronoun.SHE), challenged=Cards(other=True)),),
                (May((Draw(),)),),
                name="WHAT'S THE HURRY?",
                provided=IsAtALocation(),
            ),
        ),
    ),
    # Draw 2 cards, then choose and discard a card.
    "Strike a Good Match": Behaviour(effect=(Draw(amount=2), Discard(join=Join.THEN))),
    # CALCULATING AND VAIN Whenever this character quests, you may look at the top 3 cards of your
    # deck and put them back in any order.
    "The Queen - Mirror Seeker": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            LookAtTop(3),
                            PutLooked(bottom=False, said=Rest.BACK_IN_ANY_ORDER, join=Join.AND),
                        ),
                    ),
                ),
                name="CALCULATING AND VAIN",
            ),
        ),
    ),
    # BROOM CLOSET Your characters named Magic Broom may move here for free. MAGICAL POWER
    # Characters get +1 ◊ while here.
    "The Sorcerer's Tower - Wondrous Workspace": Behaviour(
        abilities=(
            Static(
                MoveHereFree(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(Named("Magic Broom"),)),
                    may=True,
                ),
                name="BROOM CLOSET",
            ),
            Static(HaveHere((Gets(Stat.LORE, 1),)), name="MAGICAL POWER"),
        ),
    ),
    # MAKE A NEW FRIEND When you play this character, look at the top 4 cards of your deck. You may
    # reveal a character card and put it into your hand. Put the rest on the bottom of your deck in
    # any order.
    "Tinker Bell - Generous Fairy": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (LookAtTop(4), May((TakeLooked(Cards(card=True)),)), PutLooked()),
                name="MAKE A NEW FRIEND",
            ),
        ),
    ),
    # YOU'LL NEVER EVEN MISS IT When you play this character, chosen opponent reveals their hand and
    # discards a song card of your choice.
    "Ursula - Deceiver": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RevealHand(players=ChosenPlayer(opponent=True)),
                    DiscardChosen(Cards(kinds=(Kind.SONG,), card=True), join=Join.AND),
                ),
                name="YOU'LL NEVER EVEN MISS IT",
            ),
        ),
    ),
    # WHAT A DEAL Whenever this character sings a song, you may play that song again from your
    # discard for free. If you do, put that card on the bottom of your deck instead of into your
    # discard.
    "Ursula - Deceiver of All": Behaviour(
        abilities=(Triggered((Sings(This()),), (May((PlaySungAgain(),)),), name="WHAT A DEAL"),),
    ),
    # YOU'RE TOO LATE Whenever this character quests, chosen opposing character can't ready at the
    # start of their next turn.
    "Ursula - Sea Witch": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Cant(Deed.READY_AT_START),),
                        lasting=None,
                    ),
                ),
                name="YOU'RE TOO LATE",
            ),
        ),
    ),
    # Evasive DISASSEMBLE ⟳ — Banish chosen item.
    "Wildcat - Mechanic": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),),
                name="DISASSEMBLE",
            ),
        ),
    ),
}
