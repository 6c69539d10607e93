"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    CantChallengeThem,
    Cost,
    Have,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, Times
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import IsState, YouHave
from illumineer.engine.abilities.deck import InkTopCard, PlayForFree
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
    WithKeyword,
)
from illumineer.engine.abilities.flow import May
from illumineer.engine.abilities.hand import Draw, ReduceNextCost
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Lasting,
    Modify,
    PutIntoInkwell,
    Ready,
    RemoveDamage,
    ReturnToHand,
    ShuffleIntoDeck,
    Whose,
)
from illumineer.engine.abilities.targets import Challenger, Pronoun, That, Them, This, Those
from illumineer.engine.abilities.triggers import (
    Banishes,
    Banishment,
    Intro,
    IsBanished,
    IsChallenged,
    Plays,
    Quests,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # UNDER ARREST Characters with cost 2 or less can't challenge your characters.
    "Gantu - Galactic Federation Captain": Behaviour(
        abilities=(
            Static(
                CantChallengeThem(
                    Cards(det=Det.PLAIN, having=(CostAtMost(2),)),
                    Cards(det=Det.PLAIN, owner=Owner.YOURS),
                ),
                name="UNDER ARREST",
            ),
        ),
    ),
    # Evasive DISAPPEAR When you play this character, you may return chosen character to their
    # player's hand.
    "Genie - On the Job": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((ReturnToHand(Cards(det=Det.CHOSEN)),)),),
                name="DISAPPEAR",
            ),
        ),
    ),
    # Shift 6 Evasive PHENOMENAL COSMIC POWER! Whenever this character quests, you may play an
    # action with cost 5 or less for free.
    "Genie - Powers Unleashed": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((PlayForFree(Cards(kinds=(Kind.ACTION,), having=(CostAtMost(5),))),)),),
                name="PHENOMENAL COSMIC POWER!",
            ),
        ),
    ),
    # Bodyguard AND TWO FOR TEA! When you play this character, you may remove up to 2 damage from
    # each of your Musketeer characters.
    "Goofy - Musketeer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            RemoveDamage(
                                2,
                                Cards(det=Det.EACH_OF, owner=Owner.YOURS, classes=("Musketeer",)),
                            ),
                        ),
                    ),
                ),
                name="AND TWO FOR TEA!",
            ),
        ),
    ),
    # Deal 2 damage to each opposing character.
    "Grab Your Sword": Behaviour(effect=(DealDamage(2, Cards(det=Det.EACH, owner=Owner.OPPOSING)),)),
    # I WILL BE WITH YOU When this character is banished, you may put this card into your inkwell
    # facedown and exerted.
    "Gramma Tala - Storyteller": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (May((PutIntoInkwell(This(form=Pronoun.CARD), whose=Whose.YOUR),)),),
                name="I WILL BE WITH YOU",
            ),
        ),
    ),
    # IS THERE A DOWNSIDE TO THIS? When you play this character, you may put chosen opposing
    # character into their player's inkwell facedown.
    "Hades - Infernal Schemer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            PutIntoInkwell(
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                exerted=False,
                            ),
                        ),
                    ),
                ),
                name="IS THERE A DOWNSIDE TO THIS?",
            ),
        ),
    ),
    # Shift 6 SINISTER PLOT This character gets +1 ◊ for each other Villain character you have in
    # play.
    "Hades - King of Olympus": Behaviour(
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
                                        other=True,
                                        classes=("Villain",),
                                        having=(In(Place.YOU_HAVE_IN_PLAY),),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="SINISTER PLOT",
            ),
        ),
    ),
    # WELL OF SOULS When you play this character, return a character card from your discard to your
    # hand.
    "Hades - Lord of the Underworld": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    ReturnToHand(
                        Cards(having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                        whose=Whose.YOUR,
                    ),
                ),
                name="WELL OF SOULS",
            ),
        ),
    ),
    # Remove up to 3 damage from each of your characters.
    "Hakuna Matata": Behaviour(effect=(RemoveDamage(3, Cards(det=Det.EACH_OF, owner=Owner.YOURS)),)),
    # STAGE A LITTLE ACCIDENT Whenever this character quests, you may deal 1 damage to chosen
    # character.
    "Hans - Thirteenth in Line": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (May((DealDamage(1, Cards(det=Det.CHOSEN)),)),),
                name="STAGE A LITTLE ACCIDENT",
            ),
        ),
    ),
    # Chosen character gets +2 ¤ this turn.
    "He's Got a Sword!": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 2),)),),
    ),
    # Remove up to 2 damage from chosen character.
    "Healing Glow": Behaviour(effect=(RemoveDamage(2, Cards(det=Det.CHOSEN)),)),
    # YOU GOT A PROBLEM? ⟳ — Chosen character gains Reckless during their next turn.
    "Iago - Loud-Mouthed Parrot": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    Modify(
                        Cards(det=Det.CHOSEN),
                        (Gains(Keyword.RECKLESS),),
                        lasting=Lasting.THEIR_NEXT_TURN,
                    ),
                ),
                name="YOU GOT A PROBLEM?",
            ),
        ),
    ),
    # Return an item card from your discard to your hand.
    "If It's Not Baroque": Behaviour(
        effect=(
            ReturnToHand(
                Cards(kinds=(Kind.ITEM,), having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                whose=Whose.YOUR,
            ),
        ),
    ),
    # HIDDEN WONDERS This character gets +1 ¤ for each card in your hand.
    "Jafar - Keeper of Secrets": Behaviour(
        abilities=(
            Static(
                Have(
                    This(),
                    (
                        Gets(
                            Stat.STRENGTH,
                            Times(
                                1,
                                Counted(
                                    Cards(
                                        det=Det.BARE,
                                        kinds=(Kind.CARD,),
                                        having=(In(Place.IN_YOUR_HAND),),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="HIDDEN WONDERS",
            ),
        ),
    ),
    # Shift 3 CARETAKER When you play this character and whenever she quests, you may remove up to 2
    # damage from each of your characters.
    "Jasmine - Queen of Agrabah": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.SHE))),
                (May((RemoveDamage(2, Cards(det=Det.EACH_OF, owner=Owner.YOURS)),)),),
                name="CARETAKER",
            ),
        ),
    ),
    # PUPPYNAPPING Whenever this character quests, chosen opposing character can't quest during
    # their next turn.
    "Jasper - Common Crook": Behaviour(
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
                name="PUPPYNAPPING",
            ),
        ),
    ),
    # Evasive SINISTER SLITHER Your characters named Flotsam gain Evasive.
    "Jetsam - Ursula's Spy": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(Named("Flotsam"),)),
                    (Gains(Keyword.EVASIVE),),
                ),
                name="SINISTER SLITHER",
            ),
        ),
    ),
    # PICK YOUR FIGHTS When you play this character and whenever he quests, chosen opposing
    # character gains Reckless during their next turn.
    "John Silver - Alien Pirate": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.HE))),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Gains(Keyword.RECKLESS),),
                        lasting=Lasting.THEIR_NEXT_TURN,
                    ),
                ),
                name="PICK YOUR FIGHTS",
            ),
        ),
    ),
    # You may play a character with cost 5 or less for free.
    "Just in Time": Behaviour(effect=(May((PlayForFree(Cards(having=(CostAtMost(5),))),)),)),
    # Ward NO TOUCHY! When this character is challenged and banished, you may banish the challenging
    # character.
    "Kuzco - Temperamental Emperor": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), how=Banishment.CHALLENGED, intro=Intro.WHEN),),
                (May((Banish(Challenger()),)),),
                name="NO TOUCHY!",
            ),
        ),
    ),
    # DO IT AGAIN! When you play this character, you may return an action card from your discard to
    # your hand.
    "Lady Tremaine - Wicked Stepmother": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(
                                    kinds=(Kind.ACTION,),
                                    having=(In(Place.FROM_YOUR_DISCARD),),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="DO IT AGAIN!",
            ),
        ),
    ),
    # BIRTHDAY LIGHTS ⟳ — You pay 1 ⬡ less for the next character you play this turn.
    "Lantern": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (ReduceNextCost(1, Cards(det=Det.BARE)),),
                name="BIRTHDAY LIGHTS",
            ),
        ),
    ),
    # LOYAL If you have a character named Gaston in play, you pay 1 ⬡ less to play this character.
    "LeFou - Bumbler": Behaviour(
        abilities=(
            Static(
                PayLess(1, This()),
                name="LOYAL",
                condition=YouHave(Cards(having=(Named("Gaston"), In(Place.IN_PLAY)))),
                provided=Provided.IF,
            ),
        ),
    ),
    # FAN THE FLAMES When you play this character, ready chosen character. They can't quest for the
    # rest of this turn.
    "LeFou - Instigator": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Ready(Cards(det=Det.CHOSEN)),
                    Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
                ),
                name="FAN THE FLAMES",
            ),
        ),
    ),
    # Put chosen character into their player's inkwell facedown and exerted.
    "Let it Go": Behaviour(effect=(PutIntoInkwell(Cards(det=Det.CHOSEN)),)),
    # TEA PARTY Whenever this character is challenged, you may draw a card.
    "Mad Hatter - Gracious Host": Behaviour(
        abilities=(Triggered((IsChallenged(This()),), (May((Draw(),)),), name="TEA PARTY"),),
    ),
    # SWEEP When you play this character, you may shuffle a card from any discard into its player's
    # deck.
    "Magic Broom - Bucket Brigade": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ShuffleIntoDeck(
                                Cards(kinds=(Kind.CARD,), having=(In(Place.FROM_ANY_DISCARD),)),
                                whose=Whose.ITS_PLAYERS,
                            ),
                        ),
                    ),
                ),
                name="SWEEP",
            ),
        ),
    ),
    # HEALING POLLEN Banish this item — Remove up to 3 damage from chosen character.
    "Magic Golden Flower": Behaviour(
        abilities=(
            Activated(
                Cost(banish=True),
                (RemoveDamage(3, Cards(det=Det.CHOSEN)),),
                name="HEALING POLLEN",
            ),
        ),
    ),
    # SPEAK! ⟳, 4 ⬡ — Draw a card.
    "Magic Mirror": Behaviour(
        abilities=(Activated(Cost(exert=True, ink=4), (Draw(),), name="SPEAK!"),),
    ),
    # DRAGON FIRE When you play this character, you may banish chosen character.
    "Maleficent - Monstrous Dragon": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Banish(Cards(det=Det.CHOSEN)),)),),
                name="DRAGON FIRE",
            ),
        ),
    ),
    # CAST MY SPELL! When you play this character, you may draw a card.
    "Maleficent - Sorceress": Behaviour(
        abilities=(
            Triggered((Plays(This(), intro=Intro.WHEN),), (May((Draw(),)),), name="CAST MY SPELL!"),
        ),
    ),
    # DURABLE When this character is banished in a challenge, you may return this card to your hand.
    "Marshmallow - Persistent Guardian": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), how=Banishment.IN_A_CHALLENGE, intro=Intro.WHEN),),
                (May((ReturnToHand(This(form=Pronoun.CARD), whose=Whose.YOUR),)),),
                name="DURABLE",
            ),
        ),
    ),
    # GIVE IT A TRY Whenever this character quests, you pay 2 ⬡ less for the next item you play this
    # turn. IT WORKS! Whenever you play an item, you may draw a card.
    "Maurice - World-Famous Inventor": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (ReduceNextCost(2, Cards(det=Det.BARE, kinds=(Kind.ITEM,))),),
                name="GIVE IT A TRY",
            ),
            Triggered((Plays(Cards(kinds=(Kind.ITEM,))),), (May((Draw(),)),), name="IT WORKS!"),
        ),
    ),
    # HORSE KICK When you play this character, chosen character gets -2 ¤ this turn.
    "Maximus - Relentless Pursuer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, -2),)),),
                name="HORSE KICK",
            ),
        ),
    ),
    # WONDER BOY When you play this character, chosen character gets +2 ¤ this turn.
    "Megara - Pulling the Strings": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 2),)),),
                name="WONDER BOY",
            ),
        ),
    ),
    # Shift 5 MISDIRECTION Whenever you play an action, chosen opposing character can't quest during
    # their next turn.
    "Mickey Mouse - Artful Rogue": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.ACTION,))),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                        (Cant(Deed.QUEST),),
                        lasting=Lasting.THEIR_NEXT_TURN,
                    ),
                ),
                name="MISDIRECTION",
            ),
        ),
    ),
    # GET A CLUE When you play this character, you may put the top card of your deck into your
    # inkwell facedown and exerted.
    "Mickey Mouse - Detective": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((InkTopCard(),)),),
                name="GET A CLUE",
            ),
        ),
    ),
    # Bodyguard ALL FOR ONE Your other Musketeer characters get +1 ¤.
    "Mickey Mouse - Musketeer": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True, classes=("Musketeer",)),
                    (Gets(Stat.STRENGTH, 1),),
                ),
                name="ALL FOR ONE",
            ),
        ),
    ),
    # ANIMATE BROOM You pay 1 ⬡ less to play Broom characters. CEASELESS WORKER Whenever one of your
    # Broom characters is banished in a challenge, you may return that card to your hand.
    "Mickey Mouse - Wayward Sorcerer": Behaviour(
        abilities=(
            Static(PayLess(1, Cards(det=Det.PLAIN, classes=("Broom",))), name="ANIMATE BROOM"),
            Triggered(
                (
                    IsBanished(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS, classes=("Broom",)),
                        how=Banishment.IN_A_CHALLENGE,
                    ),
                ),
                (May((ReturnToHand(That(form=Pronoun.CARD), whose=Whose.YOUR),)),),
                name="CEASELESS WORKER",
            ),
        ),
    ),
    # THIS IS NOT WHO YOU ARE When you play this character, you may banish chosen character named Te
    # Kā.
    "Moana - Chosen by the Ocean": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Banish(Cards(det=Det.CHOSEN, having=(Named("Te Kā"),))),)),),
                name="THIS IS NOT WHO YOU ARE",
            ),
        ),
    ),
    # WE CAN FIX IT Whenever this character quests, you may ready your other Princess characters.
    # They can't quest for the rest of this turn.
    "Moana - Of Motunui": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            Ready(
                                Cards(
                                    det=Det.PLAIN,
                                    owner=Owner.YOURS,
                                    other=True,
                                    classes=("Princess",),
                                ),
                            ),
                        ),
                    ),
                    Modify(
                        Those(
                            cards_named=Cards(
                                det=Det.PLAIN,
                                owner=Owner.YOURS,
                                other=True,
                                classes=("Princess",),
                            ),
                        ),
                        (Cant(Deed.QUEST),),
                        lasting=Lasting.REST_OF_TURN,
                    ),
                ),
                name="WE CAN FIX IT",
            ),
        ),
    ),
    # SKIP THE DRAMA, STAY WITH MAMA While this character is exerted, opposing characters can't
    # quest.
    "Mother Gothel - Selfish Manipulator": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.OPPOSING), (Cant(Deed.QUEST),)),
                name="SKIP THE DRAMA, STAY WITH MAMA",
                condition=IsState(State.EXERTED),
            ),
        ),
    ),
    # Return chosen character to their player's hand.
    "Mother Knows Best": Behaviour(effect=(ReturnToHand(Cards(det=Det.CHOSEN)),)),
    # LEAD BY EXAMPLE During your turn, whenever this character banishes another character in a
    # challenge, your other characters get +1 ◊ this turn.
    "Mulan - Imperial Soldier": Behaviour(
        abilities=(
            Triggered(
                (Banishes(This()),),
                (
                    Modify(
                        Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True),
                        (Gets(Stat.LORE, 1),),
                    ),
                ),
                name="LEAD BY EXAMPLE",
                during_your_turn=True,
            ),
        ),
    ),
    # ALL FOR ONE AND ONE FOR ALL Whenever one of your characters with Bodyguard is banished, you
    # may draw a card.
    "Musketeer Tabard": Behaviour(
        abilities=(
            Triggered(
                (
                    IsBanished(
                        Cards(
                            det=Det.ONE_OF,
                            owner=Owner.YOURS,
                            having=(WithKeyword(Keyword.BODYGUARD),),
                        ),
                    ),
                ),
                (May((Draw(),)),),
                name="ALL FOR ONE AND ONE FOR ALL",
            ),
        ),
    ),
}
