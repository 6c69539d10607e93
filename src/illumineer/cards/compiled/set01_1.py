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
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.changes import Cant, Deed, DoesntReady, Gains, Gets
from illumineer.engine.abilities.choosing import Pick
from illumineer.engine.abilities.conditions import IsState, YouHave, YourTurn
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import LookAtTop, PutLooked, Rest, TakeLooked
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
from illumineer.engine.abilities.flow import If, May
from illumineer.engine.abilities.hand import (
    Discard,
    DiscardHand,
    Draw,
    GainLore,
    LoseLore,
    ReduceNextCost,
)
from illumineer.engine.abilities.players import ChallengingPlayer, EachPlayer, You
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
    Whose,
)
from illumineer.engine.abilities.targets import Challenger, Pronoun, That, Them, This
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
}
