"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    CantChallengeThem,
    Cost,
    Have,
    InkMore,
    PayLess,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, Counting, ThisWay, Times
from illumineer.engine.abilities.changes import Cant, Deed, DoesntReady, Gains, Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.conditions import (
    ChosenIs,
    IsState,
    MoreCardsInHand,
    YouHave,
    YourTurn,
)
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    InkTopCard,
    LookAtTop,
    PlayForFree,
    PutLooked,
    Rest,
    TakeLooked,
    TopOrBottom,
)
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
from illumineer.engine.abilities.flow import Floating, If, Instead, May
from illumineer.engine.abilities.hand import (
    Discard,
    DiscardHand,
    Draw,
    GainLore,
    LoseLore,
    PayInk,
    ReduceNextCost,
)
from illumineer.engine.abilities.players import ChallengingPlayer, EachOpponent, EachPlayer, You
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
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
    # Each player discards their hand and draws 7 cards.
    "A Whole New World": Behaviour(
        effect=(
            DiscardHand(players=EachPlayer()),
            Draw(amount=7, players=EachPlayer(), join=Join.AND),
        ),
    ),
    # Shift 5 DARING EXPLOIT During your turn, whenever this character banishes another character in
    # a challenge, you gain 2 lore and each opponent loses 2 lore.
    "Aladdin - Heroic Outlaw": Behaviour(
        abilities=(
            Triggered(
                (Banishes(This()),),
                (GainLore(2, players=You(said=True)), LoseLore(2, join=Join.AND)),
                name="DARING EXPLOIT",
                during_your_turn=True,
            ),
        ),
    ),
    # IMPROVISE When you play this character, each opponent loses 1 lore.
    "Aladdin - Street Rat": Behaviour(
        abilities=(Triggered((Plays(This(), intro=Intro.WHEN),), (LoseLore(1),), name="IMPROVISE"),),
    ),
    # LOVING HEART When you play this character, if you have a character named Elsa in play, choose
    # an opposing character. The chosen character doesn't ready at the start of their next turn.
    "Anna - Heir to Arendelle": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(having=(Named("Elsa"), In(Place.IN_PLAY)))),
                        (Pick(Cards(owner=Owner.OPPOSING)),),
                    ),
                    Modify(Them(form=Pronoun.CHOSEN), (DoesntReady(),), lasting=None),
                ),
                name="LOVING HEART",
            ),
        ),
    ),
    # VOICELESS This character can't ⟳ to sing songs.
    "Ariel - On Human Legs": Behaviour(
        abilities=(Static(Have(This(), (Cant(Deed.SING),)), name="VOICELESS"),),
    ),
    # Singer 5 MUSICAL DEBUT When you play this character, look at the top 4 cards of your deck. You
    # may reveal a song card and put it into your hand. Put the rest on the bottom of your deck in
    # any order.
    "Ariel - Spectacular Singer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    LookAtTop(4),
                    May((TakeLooked(Cards(kinds=(Kind.SONG,), card=True)),)),
                    PutLooked(),
                ),
                name="MUSICAL DEBUT",
            ),
        ),
    ),
    # LOOK AT THIS STUFF Whenever you play an item, you may ready this character.
    "Ariel - Whoseit Collector": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.ITEM,))),),
                (May((Ready(This()),)),),
                name="LOOK AT THIS STUFF",
            ),
        ),
    ),
    # DISARMING BEAUTY When you play this character, chosen character gets -2 ¤ this turn.
    "Aurora - Briar Rose": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, -2),)),),
                name="DISARMING BEAUTY",
            ),
        ),
    ),
    # Shift 3 PROTECTIVE EMBRACE Your other characters gain Ward.
    "Aurora - Dreaming Guardian": Behaviour(
        abilities=(
            Static(
                Have(Cards(det=Det.PLAIN, owner=Owner.YOURS, other=True), (Gains(Keyword.WARD),)),
                name="PROTECTIVE EMBRACE",
            ),
        ),
    ),
    # Look at the top 4 cards of your deck. You may reveal a character card and put it into your
    # hand. Put the rest on the bottom of your deck in any order.
    "Be Our Guest": Behaviour(
        effect=(LookAtTop(4), May((TakeLooked(Cards(card=True)),)), PutLooked()),
    ),
    # Banish all characters.
    "Be Prepared": Behaviour(effect=(Banish(Cards(det=Det.ALL)),)),
    # BREAK When you play this character, you may banish chosen item.
    "Beast - Hardheaded": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),),
                name="BREAK",
            ),
        ),
    ),
    # Rush ROAR When you play this character, exert all opposing damaged characters.
    "Beast - Wolfsbane": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Exert(Cards(det=Det.ALL, owner=Owner.OPPOSING, state=State.DAMAGED)),),
                name="ROAR",
            ),
        ),
    ),
    # SHOW ME ⟳, 3 ⬡ — If you have no cards in your hand, draw a card.
    "Beast's Mirror": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=3),
                (
                    If(
                        YouHave(
                            Cards(det=Det.NO, kinds=(Kind.CARD,), having=(In(Place.IN_YOUR_HAND),)),
                        ),
                        (Draw(),),
                    ),
                ),
                name="SHOW ME",
            ),
        ),
    ),
    # Return chosen character or item with cost 2 or less to their player's hand.
    "Befuddle": Behaviour(
        effect=(
            ReturnToHand(
                Cards(det=Det.CHOSEN, kinds=(Kind.CHARACTER, Kind.ITEM), having=(CostAtMost(2),)),
            ),
        ),
    ),
    # TINKER Whenever this character quests, you pay 1 ⬡ less for the next item you play this turn.
    "Belle - Inventive Engineer": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (ReduceNextCost(1, Cards(det=Det.BARE, kinds=(Kind.ITEM,))),),
                name="TINKER",
            ),
        ),
    ),
    # READ A BOOK During your turn, you may ink an additional card. MY FAVORITE PART! While you have
    # 10 or more cards in your inkwell, this character gets +4 ◊.
    "Belle - Strange but Special": Behaviour(
        abilities=(
            Static(
                InkMore(),
                name="READ A BOOK",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
            Static(
                Have(This(), (Gets(Stat.LORE, 4),)),
                name="MY FAVORITE PART!",
                condition=YouHave(
                    Cards(
                        det=Det.NUMBER,
                        kinds=(Kind.CARD,),
                        having=(In(Place.IN_YOUR_INKWELL),),
                        count=10,
                    ),
                ),
            ),
        ),
    ),
    # Banish chosen item.
    "Break": Behaviour(effect=(Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),
    # DOUBLE THE POWDER! When you play this character, you may return an action card named Fire the
    # Cannons! from your discard to your hand.
    "Captain Hook - Captain of the Jolly Roger": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(
                                    kinds=(Kind.ACTION,),
                                    having=(Named("Fire the Cannons!"), In(Place.FROM_YOUR_DISCARD)),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="DOUBLE THE POWDER!",
            ),
        ),
    ),
    # Rush YOU COWARD! While this character is exerted, opposing characters with Evasive gain
    # Reckless.
    "Captain Hook - Ruthless Pirate": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(
                        det=Det.PLAIN,
                        owner=Owner.OPPOSING,
                        having=(WithKeyword(Keyword.EVASIVE),),
                    ),
                    (Gains(Keyword.RECKLESS),),
                ),
                name="YOU COWARD!",
                condition=IsState(State.EXERTED),
            ),
        ),
    ),
    # Shift 3 Challenger +3 STOLEN DUST Characters with cost 3 or less can't challenge this
    # character.
    "Captain Hook - Thinking a Happy Thought": Behaviour(
        abilities=(
            Static(
                CantChallengeThem(Cards(det=Det.PLAIN, having=(CostAtMost(3),)), This()),
                name="STOLEN DUST",
            ),
        ),
    ),
    # LOSE SOMETHING? When this character is challenged and banished, banish the challenging
    # character.
    "Cheshire Cat - Not All There": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), how=Banishment.CHALLENGED, intro=Intro.WHEN),),
                (Banish(Challenger()),),
                name="LOSE SOMETHING?",
            ),
        ),
    ),
    # Singer 5 A WONDERFUL DREAM ⟳ — Remove up to 3 damage from chosen Princess character.
    "Cinderella - Gentle and Kind": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (RemoveDamage(3, Cards(det=Det.CHOSEN, classes=("Princess",))),),
                name="A WONDERFUL DREAM",
            ),
        ),
    ),
    # CONSIDER THE COCONUT Whenever you play a character, you may remove up to 2 damage from chosen
    # character.
    "Coconut Basket": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards()),),
                (May((RemoveDamage(2, Cards(det=Det.CHOSEN)),)),),
                name="CONSIDER THE COCONUT",
            ),
        ),
    ),
    # Chosen character gets -2 ¤ this turn.
    "Control Your Temper!": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, -2),)),),
    ),
    # YOU'LL BE SORRY! When this character is challenged and banished, you may return chosen
    # character to their player's hand.
    "Cruella De Vil - Miserable As Usual": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), how=Banishment.CHALLENGED, intro=Intro.WHEN),),
                (May((ReturnToHand(Cards(det=Det.CHOSEN)),)),),
                name="YOU'LL BE SORRY!",
            ),
        ),
    ),
    # Chosen character gains Rush this turn.
    "Cut to the Chase": Behaviour(effect=(Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.RUSH),)),)),
    # Look at the top 2 cards of your deck. Put one into your hand and the other on the bottom of
    # the deck.
    "Develop Your Brain": Behaviour(
        effect=(
            LookAtTop(2),
            TakeLooked(Cards(det=Det.ONE, kinds=(Kind.CARD,)), reveal=False),
            PutLooked(said=Rest.THE_OTHER, deck="the deck", join=Join.AND),
        ),
    ),
    # STRAIGHTEN HAIR ⟳ — Remove up to 1 damage from chosen character.
    "Dinglehopper": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (RemoveDamage(1, Cards(det=Det.CHOSEN)),),
                name="STRAIGHTEN HAIR",
            ),
        ),
    ),
    # Return an action card from your discard to your hand.
    "Do It Again!": Behaviour(
        effect=(
            ReturnToHand(
                Cards(kinds=(Kind.ACTION,), having=(In(Place.FROM_YOUR_DISCARD),), card=True),
                whose=Whose.YOUR,
            ),
        ),
    ),
    # Bodyguard STAY ALERT! During your turn, your Musketeer characters gain Evasive.
    "Donald Duck - Musketeer": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Musketeer",)),
                    (Gains(Keyword.EVASIVE),),
                ),
                name="STAY ALERT!",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
        ),
    ),
    # Shift 5 INTO THE SHADOWS Whenever one of your other characters is banished in a challenge, you
    # may return that card to your hand.
    "Dr. Facilier - Agent Provocateur": Behaviour(
        abilities=(
            Triggered(
                (
                    IsBanished(
                        Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True),
                        how=Banishment.IN_A_CHALLENGE,
                    ),
                ),
                (May((ReturnToHand(That(form=Pronoun.CARD), whose=Whose.YOUR),)),),
                name="INTO THE SHADOWS",
            ),
        ),
    ),
    # DREAMS MADE REAL Whenever you play a song, you may look at the top 2 cards of your deck. Put
    # one on the top of your deck and the other on the bottom.
    "Dr. Facilier - Remarkable Gentleman": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,))),),
                (
                    May((LookAtTop(2),)),
                    PutLooked(bottom=False, keep=1, said=Rest.ONE),
                    PutLooked(said=Rest.THE_OTHER, deck="", join=Join.AND),
                ),
                name="DREAMS MADE REAL",
            ),
        ),
    ),
    # THE CARDS WILL TELL ⟳ — You pay 1 ⬡ less for the next action you play this turn.
    "Dr. Facilier's Cards": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (ReduceNextCost(1, Cards(det=Det.BARE, kinds=(Kind.ACTION,))),),
                name="THE CARDS WILL TELL",
            ),
        ),
    ),
    # Banish chosen character.
    "Dragon Fire": Behaviour(effect=(Banish(Cards(det=Det.CHOSEN)),)),
    # THAT'S NO BLIZZARD Whenever you play a character named Anna, ready this character. This
    # character can't quest for the rest of this turn.
    "Elsa - Ice Surfer": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(having=(Named("Anna"),))),),
                (Ready(This()), Modify(This(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN)),
                name="THAT'S NO BLIZZARD",
            ),
        ),
    ),
    # FREEZE ⟳ — Exert chosen opposing character.
    "Elsa - Snow Queen": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
                name="FREEZE",
            ),
        ),
    ),
    # Shift 6 DEEP FREEZE When you play this character, exert up to 2 chosen characters. They can't
    # ready at the start of their next turn.
    "Elsa - Spirit of Winter": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Exert(Cards(det=Det.UP_TO, count=2)),
                    Modify(Them(), (Cant(Deed.READY_AT_START),), lasting=None),
                ),
                name="DEEP FREEZE",
            ),
        ),
    ),
    # SEE THE FUTURE ⟳ — Chosen character gets +1 ◊ this turn.
    "Eye of the Fates": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (Modify(Cards(det=Det.CHOSEN), (Gets(Stat.LORE, 1),)),),
                name="SEE THE FUTURE",
            ),
        ),
    ),
    # Ready chosen character. They can't quest for the rest of this turn.
    "Fan the Flames": Behaviour(
        effect=(
            Ready(Cards(det=Det.CHOSEN)),
            Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
        ),
    ),
    # Deal 2 damage to chosen character.
    "Fire the Cannons!": Behaviour(effect=(DealDamage(2, Cards(det=Det.CHOSEN)),)),
    # GO AHEAD AND SIGN ⟳ — Put any card from your hand into your inkwell facedown.
    "Fishbone Quill": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    PutIntoInkwell(
                        Cards(det=Det.ANY, kinds=(Kind.CARD,), having=(In(Place.FROM_YOUR_HAND),)),
                        whose=Whose.YOUR,
                        exerted=False,
                    ),
                ),
                name="GO AHEAD AND SIGN",
            ),
        ),
    ),
    # Rush DEXTEROUS LUNGE Your characters named Jetsam gain Rush.
    "Flotsam - Ursula's Spy": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(Named("Jetsam"),)),
                    (Gains(Keyword.RUSH),),
                ),
                name="DEXTEROUS LUNGE",
            ),
        ),
    ),
    # HERE COMES THE SMOLDER Whenever this character is challenged, the challenging player chooses
    # and discards a card.
    "Flynn Rider - Charming Rogue": Behaviour(
        abilities=(
            Triggered(
                (IsChallenged(This()),),
                (Discard(players=ChallengingPlayer()),),
                name="HERE COMES THE SMOLDER",
            ),
        ),
    ),
    # Exert chosen opposing character.
    "Freeze": Behaviour(effect=(Exert(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),
    # Draw 2 cards.
    "Friends on the Other Side": Behaviour(effect=(Draw(amount=2),)),
    # CLANG! Banish this item — Chosen character can't challenge during their next turn.
    "Frying Pan": Behaviour(
        abilities=(
            Activated(
                Cost(banish=True),
                (
                    Modify(
                        Cards(det=Det.CHOSEN),
                        (Cant(Deed.CHALLENGE),),
                        lasting=Lasting.THEIR_NEXT_TURN,
                    ),
                ),
                name="CLANG!",
            ),
        ),
    ),
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
    # Put the top card of your deck into your inkwell facedown and exerted.
    "One Jump Ahead": Behaviour(effect=(InkTopCard(),)),
    # Return a character card from your discard to your hand.
    "Part of Your World": Behaviour(
        effect=(
            ReturnToHand(Cards(having=(In(Place.FROM_YOUR_DISCARD),), card=True), whose=Whose.YOUR),
        ),
    ),
    # CAMOUFLAGE While you have another character in play, this character gains Evasive.
    "Pascal - Rapunzel's Companion": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.EVASIVE),)),
                name="CAMOUFLAGE",
                condition=YouHave(Cards(other=True, having=(In(Place.IN_PLAY),))),
            ),
        ),
    ),
    # QUICK SHOT ⟳, 2 ⬡ — Deal 1 damage to chosen character.
    "Plasma Blaster": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=2),
                (DealDamage(1, Cards(det=Det.CHOSEN)),),
                name="QUICK SHOT",
            ),
        ),
    ),
    # TAKE A BITE... 1 ⬡, Banish this item — Exert chosen character. If a Princess character is
    # chosen, banish her instead.
    "Poisoned Apple": Behaviour(
        abilities=(
            Activated(
                Cost(ink=1, banish=True),
                (
                    Exert(Cards(det=Det.CHOSEN)),
                    Instead(
                        ChosenIs(Cards(classes=("Princess",))),
                        (Banish(Them(form=Pronoun.SHE)),),
                    ),
                ),
                name="TAKE A BITE...",
            ),
        ),
    ),
    # HEROISM When this character challenges and is banished, you may banish the challenged
    # character.
    "Prince Phillip - Dragonslayer": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), how=Banishment.CHALLENGING, intro=Intro.WHEN),),
                (May((Banish(Challenger(challenging=False)),)),),
                name="HEROISM",
            ),
        ),
    ),
    # Draw 2 cards, then choose and discard 2 cards.
    "Ransack": Behaviour(effect=(Draw(amount=2), Discard(amount=2, join=Join.THEN))),
    # GLEAM AND GLOW When you play this character, remove up to 3 damage from one of your
    # characters. Draw a card for each 1 damage removed this way.
    "Rapunzel - Gifted with Healing": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    RemoveDamage(3, Cards(det=Det.ONE_OF, owner=Owner.YOURS)),
                    Draw(amount=Times(1, ThisWay(counting=Counting.DAMAGE_REMOVED))),
                ),
                name="GLEAM AND GLOW",
            ),
        ),
    ),
    # TANGLE When you play this character, each opponent loses 1 lore.
    "Rapunzel - Letting Down Her Hair": Behaviour(
        abilities=(Triggered((Plays(This(), intro=Intro.WHEN),), (LoseLore(1),), name="TANGLE"),),
    ),
    # Look at the top 3 cards of your deck. Put them back on the top of your deck in any order.
    "Reflection": Behaviour(effect=(LookAtTop(3), PutLooked(bottom=False, said=Rest.THEM_BACK))),
    # FEED THE POOR When you play this character, if an opponent has more cards in their hand than
    # you, draw a card. GOOD SHOT During your turn, this character gains Evasive.
    "Robin Hood - Unrivaled Archer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (If(MoreCardsInHand(), (Draw(),)),),
                name="FEED THE POOR",
            ),
            Static(
                Have(This(), (Gains(Keyword.EVASIVE),)),
                name="GOOD SHOT",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
        ),
    ),
    # INSIDIOUS PLOT When you play this character, chosen opposing character gets -5 ¤ this turn.
    "Scar - Mastermind": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -5),)),),
                name="INSIDIOUS PLOT",
            ),
        ),
    ),
    # Shift 6 ROUSING SPEECH When you play this character, ready your characters with cost 3 or
    # less. They can't quest for the rest of this turn.
    "Scar - Shameless Firebrand": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Ready(Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(CostAtMost(3),))),
                    Modify(
                        Those(
                            cards_named=Cards(
                                det=Det.PLAIN,
                                owner=Owner.YOURS,
                                having=(CostAtMost(3),),
                            ),
                        ),
                        (Cant(Deed.QUEST),),
                        lasting=Lasting.REST_OF_TURN,
                    ),
                ),
                name="ROUSING SPEECH",
            ),
        ),
    ),
    # COMMAND ⟳ — Chosen character gains Support this turn.
    "Scepter of Arendelle": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.SUPPORT),)),),
                name="COMMAND",
            ),
        ),
    ),
    # FIREPROOF ⟳, 3 ⬡ — Ready chosen character. They can't quest for the rest of this turn.
    "Shield of Virtue": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=3),
                (
                    Ready(Cards(det=Det.CHOSEN)),
                    Modify(Them(), (Cant(Deed.QUEST),), lasting=Lasting.REST_OF_TURN),
                ),
                name="FIREPROOF",
            ),
        ),
    ),
    # GUESS WHAT? When you play this character, you may draw a card, then choose and discard a card.
    "Simba - Future King": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((Draw(), Discard(join=Join.THEN))),),
                name="GUESS WHAT?",
            ),
        ),
    ),
    # Challenger +4 POUNCE During your turn, this character gains Evasive.
    "Simba - Returned King": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.EVASIVE),)),
                name="POUNCE",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
        ),
    ),
    # I KNOW WHAT I HAVE TO DO During your turn, whenever this character banishes another character
    # in a challenge, you gain 1 lore.
    "Simba - Rightful Heir": Behaviour(
        abilities=(
            Triggered(
                (Banishes(This()),),
                (GainLore(1, players=You(said=True)),),
                name="I KNOW WHAT I HAVE TO DO",
                during_your_turn=True,
            ),
        ),
    ),
    # Deal 3 damage to chosen character.
    "Smash": Behaviour(effect=(DealDamage(3, Cards(det=Det.CHOSEN)),)),
    # Deal 2 damage to chosen damaged character.
    "Stampede": Behaviour(effect=(DealDamage(2, Cards(det=Det.CHOSEN, state=State.DAMAGED)),)),
    # AYE AYE, CAPTAIN While you have a Captain character in play, this character gets +1 ◊.
    "Starkey - Hook's Henchman": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.LORE, 1),)),
                name="AYE AYE, CAPTAIN",
                condition=YouHave(Cards(classes=("Captain",), having=(In(Place.IN_PLAY),))),
            ),
        ),
    ),
    # Whenever one of your characters quests this turn, each opponent loses 1 lore.
    "Steal from the Rich": Behaviour(
        effect=(Floating(Quests(Cards(det=Det.ONE_OF, owner=Owner.YOURS)), (LoseLore(1),)),),
    ),
    # OHANA When you play this character, if you have 2 or more other characters in play, you may
    # draw 2 cards.
    "Stitch - Carefree Surfer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(
                            Cards(det=Det.NUMBER, other=True, having=(In(Place.IN_PLAY),), count=2),
                        ),
                        (May((Draw(amount=2),)),),
                    ),
                ),
                name="OHANA",
            ),
        ),
    ),
    # Shift 4 ADORING FANS Whenever you play a character with cost 2 or less, you may exert them to
    # draw a card.
    "Stitch - Rock Star": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(having=(CostAtMost(2),))),),
                (May((Exert(That(form=Pronoun.THEY)), Draw(join=Join.TO))),),
                name="ADORING FANS",
            ),
        ),
    ),
    # SLASH ⟳ — Chosen character gets +1 ¤ this turn. If a character named Aladdin is chosen, he
    # gets +2 ¤ instead.
    "Stolen Scimitar": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 1),)),
                    Instead(
                        ChosenIs(Cards(having=(Named("Aladdin"),))),
                        (Modify(Them(form=Pronoun.HE), (Gets(Stat.STRENGTH, 2),), lasting=None),),
                    ),
                ),
                name="SLASH",
            ),
        ),
    ),
    # Each opponent chooses and discards a card.
    "Sudden Chill": Behaviour(effect=(Discard(players=EachOpponent()),)),
    # FINAL ENCHANTMENT Banish this item — Banish chosen Villain character.
    "Sword of Truth": Behaviour(
        abilities=(
            Activated(
                Cost(banish=True),
                (Banish(Cards(det=Det.CHOSEN, classes=("Villain",))),),
                name="FINAL ENCHANTMENT",
            ),
        ),
    ),
    # WHAT HAVE WE HERE? When you play this character and whenever he quests, you may return an item
    # card from your discard to your hand. GLAM This character gets +1 ◊ for each item you have in
    # play.
    "Tamatoa - So Shiny!": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.HE))),
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
                name="WHAT HAVE WE HERE?",
            ),
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
                                        kinds=(Kind.ITEM,),
                                        having=(In(Place.YOU_HAVE_IN_PLAY),),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                name="GLAM",
            ),
        ),
    ),
    # Each opponent loses 1 lore.
    "Tangle": Behaviour(effect=(LoseLore(1),)),
    # SEEK THE HEART During your turn, whenever this character banishes another character in a
    # challenge, you gain 2 lore.
    "Te Kā - Heartless": Behaviour(
        abilities=(
            Triggered(
                (Banishes(This()),),
                (GainLore(2, players=You(said=True)),),
                name="SEEK THE HEART",
                during_your_turn=True,
            ),
        ),
    ),
    # Chosen character gains Reckless during their next turn.
    "The Beast is Mine!": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN),
                (Gains(Keyword.RECKLESS),),
                lasting=Lasting.THEIR_NEXT_TURN,
            ),
        ),
    ),
    # I SUMMON THEE ⟳ — Draw a card.
    "The Queen - Wicked and Vain": Behaviour(
        abilities=(Activated(Cost(exert=True), (Draw(),), name="I SUMMON THEE"),),
    ),
    # TASTES LIKE CHICKEN When you play this character, you may remove up to 1 damage from chosen
    # character.
    "Timon - Grub Rustler": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (May((RemoveDamage(1, Cards(det=Det.CHOSEN)),)),),
                name="TASTES LIKE CHICKEN",
            ),
        ),
    ),
    # Shift 4 ROCK THE BOAT When you play this character, deal 1 damage to each opposing character.
    # PUNY PIRATE! During your turn, whenever this character banishes another character in a
    # challenge, you may deal 2 damage to chosen opposing character.
    "Tinker Bell - Giant Fairy": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (DealDamage(1, Cards(det=Det.EACH, owner=Owner.OPPOSING)),),
                name="ROCK THE BOAT",
            ),
            Triggered(
                (Banishes(This()),),
                (May((DealDamage(2, Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),)),),
                name="PUNY PIRATE!",
                during_your_turn=True,
            ),
        ),
    ),
    # Evasive PIXIE DUST When you play this character, chosen character gains Evasive this turn.
    "Tinker Bell - Most Helpful": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.EVASIVE),)),),
                name="PIXIE DUST",
            ),
        ),
    ),
    # Evasive LOYAL AND DEVOTED Your characters named Peter Pan gain Challenger +1.
    "Tinker Bell - Peter Pan's Ally": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(Named("Peter Pan"),)),
                    (Gains(Keyword.CHALLENGER, value=1),),
                ),
                name="LOYAL AND DEVOTED",
            ),
        ),
    ),
    # BATTLE PLANS ⟳ — Draw a card, then choose and discard a card.
    "Tinker Bell - Tiny Tactician": Behaviour(
        abilities=(
            Activated(Cost(exert=True), (Draw(), Discard(join=Join.THEN)), name="BATTLE PLANS"),
        ),
    ),
    # IT'S TOO EASY! When you play this character, each opponent loses 1 lore. You may draw a card
    # for each 1 lore lost this way.
    "Ursula - Power Hungry": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (LoseLore(1), May((Draw(amount=Times(1, ThisWay(counting=Counting.LORE_LOST))),))),
                name="IT'S TOO EASY!",
            ),
        ),
    ),
    # PEER INTO THE DEPTHS ⟳ — Look at the top 2 cards of your deck. Put one on the top of your deck
    # and the other on the bottom.
    "Ursula's Cauldron": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    LookAtTop(2),
                    PutLooked(bottom=False, keep=1, said=Rest.ONE),
                    PutLooked(said=Rest.THE_OTHER, deck="", join=Join.AND),
                ),
                name="PEER INTO THE DEPTHS",
            ),
        ),
    ),
    # NOW, SING! Whenever you play a song, you may pay 1 ⬡ to draw a card.
    "Ursula's Shell Necklace": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.SONG,))),),
                (May((PayInk(1), Draw(join=Join.TO))),),
                name="NOW, SING!",
            ),
        ),
    ),
    # Chosen character gets +2 ¤ this turn. If a Villain character is chosen, they get +3 ¤ instead.
    "Vicious Betrayal": Behaviour(
        effect=(
            Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 2),)),
            Instead(
                ChosenIs(Cards(classes=("Villain",))),
                (Modify(Them(), (Gets(Stat.STRENGTH, 3),), lasting=None),),
            ),
        ),
    ),
    # I'M LATE! ⟳, 1 ⬡ — Chosen character gains Rush this turn.
    "White Rabbit's Pocket Watch": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, ink=1),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.RUSH),)),),
                name="I'M LATE!",
            ),
        ),
    ),
    # Chosen character gains Support this turn.
    "Work Together": Behaviour(effect=(Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.SUPPORT),)),)),
    # Each opponent chooses and discards 2 cards.
    "You Have Forgotten Me": Behaviour(effect=(Discard(amount=2, players=EachOpponent()),)),
    # YOU'RE EXCUSED Whenever this character quests, look at the top card of your deck. Put it on
    # either the top or the bottom of your deck.
    "Yzma - Alchemist": Behaviour(
        abilities=(
            Triggered((Quests(This()),), (LookAtTop(1), TopOrBottom()), name="YOU'RE EXCUSED"),
        ),
    ),
}
