"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Activated, Behaviour, Cost, Have, Static, Triggered
from illumineer.engine.abilities.changes import Cant, Deed, Gains, GainsAbility, Gets
from illumineer.engine.abilities.conditions import LookedIs, YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    InkTopCard,
    LookAtTop,
    PlayForFree,
    PutLooked,
    Rest,
    RevealTop,
    TakeLooked,
)
from illumineer.engine.abilities.filters import (
    Cards,
    Det,
    In,
    Kind,
    Owner,
    Place,
    WithCardUnder,
    WithKeyword,
)
from illumineer.engine.abilities.flow import If, IfYouDo, Instead, May
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, LoseLore, PayInk
from illumineer.engine.abilities.players import EachOpponent, You
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Lasting,
    Modify,
    Ready,
    RemoveDamage,
)
from illumineer.engine.abilities.targets import Looked, Pronoun, That, Them, This
from illumineer.engine.abilities.triggers import (
    Banishment,
    Challenges,
    Intro,
    IsBanished,
    IsChallenged,
    Plays,
    Quests,
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
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
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
    # Boost 3 ⬡ READY TO RASSLE Whenever you put a card under this character, ready him.
    "Little John - Impermanent Outlaw": Behaviour(
        abilities=(
            Triggered((PutsUnder(This()),), (Ready(This(form=Pronoun.HE)),), name="READY TO RASSLE"),
        ),
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
    # Banish chosen character of yours to draw 2 cards. If that character had a card under them,
    # draw 3 cards instead.
    "Time to Go!": Behaviour(
        effect=(
            Banish(Cards(det=Det.CHOSEN, owner=Owner.YOURS)),
            Draw(amount=2, join=Join.TO),
            Instead(HadCardUnder(Them(form=Pronoun.NOUN)), (Draw(amount=3),)),
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
}
