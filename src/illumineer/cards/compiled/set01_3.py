"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    Have,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.amounts import Counted, Counting, ThisWay, Times
from illumineer.engine.abilities.changes import Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import ChosenIs, MoreCardsInHand, YouHave, YourTurn
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import InkTopCard, LookAtTop, PutLooked, Rest, TopOrBottom
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
)
from illumineer.engine.abilities.flow import Floating, If, Instead, May
from illumineer.engine.abilities.hand import Discard, Draw, GainLore, LoseLore, PayInk
from illumineer.engine.abilities.players import EachOpponent, You
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Exert,
    Lasting,
    Modify,
    Ready,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Challenger, Pronoun, That, Them, This, Those
from illumineer.engine.abilities.triggers import (
    Banishes,
    Banishment,
    Intro,
    IsBanished,
    Plays,
    Quests,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
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
