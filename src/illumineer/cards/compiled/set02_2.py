"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import (
    Activated,
    Behaviour,
    Cost,
    EntersWithDamage,
    Have,
    Provided,
    Static,
    Triggered,
)
from illumineer.engine.abilities.changes import Can, Cant, Deed, Gains, Gets
from illumineer.engine.abilities.conditions import HasNoDamage, LookedIs, YouHave, YourTurn
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.deck import (
    InkTopCard,
    LookAtTop,
    PlayForFree,
    PutLooked,
    Rest,
    RevealTop,
    TopOrBottom,
)
from illumineer.engine.abilities.filters import (
    Cards,
    ChallengedThisTurn,
    CostAtMost,
    Det,
    In,
    Kind,
    Named,
    Owner,
    Place,
    State,
    Wording,
)
from illumineer.engine.abilities.flow import AtEndOfTurn, EitherOr, If, May
from illumineer.engine.abilities.hand import (
    Discard,
    DiscardEither,
    Draw,
    GainLore,
    LoseLore,
    PayInk,
    ReduceNextCost,
    RevealHand,
)
from illumineer.engine.abilities.players import Called, EachOpponent, MoreLore, TheirPlayer
from illumineer.engine.abilities.steps import (
    Banish,
    DealDamage,
    Lasting,
    Modify,
    OpponentBanishesOne,
    PutIntoInkwell,
    RemoveDamage,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Looked, Pronoun, Them, This
from illumineer.engine.abilities.triggers import (
    Banishes,
    Intro,
    IsBanished,
    LeavesPlay,
    Plays,
    PlaysNth,
    Quests,
    ReturnedToHand,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # ARTIFICER When you play this character and whenever he quests, you may banish one of your
    # items to draw 2 cards.
    "Hiram Flaversham - Toymaker": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN), Quests(This(form=Pronoun.HE))),
                (
                    May(
                        (
                            Banish(Cards(det=Det.ONE_OF, kinds=(Kind.ITEM,), owner=Owner.YOURS)),
                            Draw(amount=2, join=Join.TO),
                        ),
                    ),
                ),
                name="ARTIFICER",
            ),
        ),
    ),
    # Remove up to 4 damage from chosen character.
    "Hold Still": Behaviour(effect=(RemoveDamage(4, Cards(det=Det.CHOSEN)),)),
    # EASY STREET Whenever you play a Floodborn character, each opponent loses 1 lore.
    "Honest John - Not That Honest": Behaviour(
        abilities=(
            Triggered((Plays(Cards(classes=("Floodborn",))),), (LoseLore(1),), name="EASY STREET"),
        ),
    ),
    # Each opponent chooses and discards a card. Draw a card.
    "Hypnotize": Behaviour(effect=(Discard(players=EachOpponent()), Draw())),
    # Chosen exerted character can't ready at the start of their next turn.
    "I'm Stuck!": Behaviour(
        effect=(
            Modify(
                Cards(det=Det.CHOSEN, state=State.EXERTED),
                (Cant(Deed.READY_AT_START),),
                lasting=None,
            ),
        ),
    ),
    # Chosen character gets +1 ¤ this turn. Draw a card.
    "Improvise": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gets(Stat.STRENGTH, 1),)), Draw()),
    ),
    # Shift 2 NOW WHERE WERE WE? During your turn, whenever this character banishes another
    # character in a challenge, you may draw a card.
    "Jafar - Dreadnought": Behaviour(
        abilities=(
            Triggered(
                (Banishes(This()),),
                (May((Draw(),)),),
                name="NOW WHERE WERE WE?",
                during_your_turn=True,
            ),
        ),
    ),
    # I DON'T TRUST HIM, SIRE During your turn, this character gains Evasive.
    "Jafar - Royal Vizier": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.EVASIVE),)),
                name="I DON'T TRUST HIM, SIRE",
                condition=YourTurn(),
                provided=Provided.DURING_YOUR_TURN,
            ),
        ),
    ),
    # NEVER, EVER LOSE SIGHT When this character is banished, you may put this card into your
    # inkwell facedown and exerted.
    "James - Role Model": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (May((PutIntoInkwell(This(form=Pronoun.CARD), whose=Whose.YOUR),)),),
                name="NEVER, EVER LOSE SIGHT",
            ),
        ),
    ),
    # I'M A FAST LEARNER When you play this character, remove up to 1 damage from chosen character
    # of yours.
    "Jasmine - Heir of Agrabah": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (RemoveDamage(1, Cards(det=Det.CHOSEN, owner=Owner.YOURS)),),
                name="I'M A FAST LEARNER",
            ),
        ),
    ),
    # Evasive THAT STILL, SMALL VOICE When you play this character, if you have a character named
    # Pinocchio in play, you may draw a card.
    "Jiminy Cricket - Pinocchio's Conscience": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    If(
                        YouHave(Cards(having=(Named("Pinocchio"), In(Place.IN_PLAY)))),
                        (May((Draw(),)),),
                    ),
                ),
                name="THAT STILL, SMALL VOICE",
            ),
        ),
    ),
    # DON'T CALL ME CUTE When you play this character, you may banish chosen item. Its player draws
    # a card.
    "Judy Hopps - Optimistic Officer": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May((Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,))),)),
                    Draw(players=TheirPlayer(called=Called.ITS_PLAYER)),
                ),
                name="DON'T CALL ME CUTE",
            ),
        ),
    ),
    # LAY IT ON THE LINE Whenever another character is banished, you may remove up to 2 damage from
    # this character.
    "King Louie - Jungle VIP": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(Cards(other=True)),),
                (May((RemoveDamage(2, This()),)),),
                name="LAY IT ON THE LINE",
            ),
        ),
    ),
    # Resist +1 SCOUT LEADER During your turn, whenever this character banishes another character in
    # a challenge, you may deal 2 damage to chosen character.
    "Kronk - Junior Chipmunk": Behaviour(
        abilities=(
            Triggered(
                (Banishes(This()),),
                (May((DealDamage(2, Cards(det=Det.CHOSEN)),)),),
                name="SCOUT LEADER",
                during_your_turn=True,
            ),
        ),
    ),
    # OK, WHERE AM I? When this character is banished, you may draw a card.
    "Kuzco - Wanted Llama": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (May((Draw(),)),),
                name="OK, WHERE AM I?",
            ),
        ),
    ),
    # Shift 4 POWER TO RULE AT LAST When you play this character, each opponent chooses and banishes
    # one of their characters.
    "Lady Tremaine - Imperious Queen": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (OpponentBanishesOne(),),
                name="POWER TO RULE AT LAST",
            ),
        ),
    ),
    # NOT FOR YOU When you play this character, each opponent with more lore than you loses 1 lore.
    "Lady Tremaine - Overbearing Matriarch": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (LoseLore(1, players=MoreLore()),),
                name="NOT FOR YOU",
            ),
        ),
    ),
    # ARM YOURSELF 1 ⬡, Banish this item — Chosen character gains Challenger +3 this turn.
    "Last Cannon": Behaviour(
        abilities=(
            Activated(
                Cost(ink=1, banish=True),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.CHALLENGER, value=3),)),),
                name="ARM YOURSELF",
            ),
        ),
    ),
    # Banish chosen character who was challenged this turn.
    "Last Stand": Behaviour(effect=(Banish(Cards(det=Det.CHOSEN, having=(ChallengedThisTurn(),))),)),
    # Banish chosen item of yours to deal 5 damage to chosen character.
    "Launch": Behaviour(
        effect=(
            Banish(Cards(det=Det.CHOSEN, kinds=(Kind.ITEM,), owner=Owner.YOURS)),
            DealDamage(5, Cards(det=Det.CHOSEN), join=Join.TO),
        ),
    ),
    # PAYBACK While this character has no damage, he gets +4 ¤.
    "Lawrence - Jealous Manservant": Behaviour(
        abilities=(
            Static(
                Have(This(form=Pronoun.HE), (Gets(Stat.STRENGTH, 4),)),
                name="PAYBACK",
                condition=HasNoDamage(),
            ),
        ),
    ),
    # Chosen character gains Challenger +3 this turn.
    "Legend of the Sword in the Stone": Behaviour(
        effect=(Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.CHALLENGER, value=3),)),),
    ),
    # Deal 2 damage to chosen character. Draw a card.
    "Let the Storm Rage On": Behaviour(effect=(DealDamage(2, Cards(det=Det.CHOSEN)), Draw())),
    # ARCHERY LESSON Whenever this character quests, your characters gain Evasive this turn.
    "Li Shang - Archery Instructor": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (Modify(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gains(Keyword.EVASIVE),)),),
                name="ARCHERY LESSON",
            ),
        ),
    ),
    # MOUSE CATCHER When you play this character, each opponent chooses and discards either 2 cards
    # or 1 action card.
    "Lucifer - Cunning Cat": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (DiscardEither(2, Cards(det=Det.BARE, kinds=(Kind.ACTION,), card=True)),),
                name="MOUSE CATCHER",
            ),
        ),
    ),
    # CHASING THE RABBIT When you play this character, banish her or return another chosen character
    # of yours to your hand. Rush.
    "Madam Mim - Fox": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    EitherOr(
                        (Banish(This(form=Pronoun.SHE)),),
                        (
                            ReturnToHand(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS, other=True),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="CHASING THE RABBIT",
            ),
        ),
    ),
    # Evasive I WIN, I WIN! When you play this character, banish her or return another 2 chosen
    # characters of yours to your hand.
    "Madam Mim - Purple Dragon": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    EitherOr(
                        (Banish(This(form=Pronoun.SHE)),),
                        (
                            ReturnToHand(
                                Cards(
                                    det=Det.COUNT,
                                    owner=Owner.YOURS,
                                    other=True,
                                    count=2,
                                    wording=Wording.OTHER_FIRST,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="I WIN, I WIN!",
            ),
        ),
    ),
    # Shift 3 GRUESOME AND GRIM ⟳ — Play a character with cost 4 or less for free. They gain Rush.
    # At the end of the turn, banish them.
    "Madam Mim - Rival of Merlin": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    PlayForFree(Cards(having=(CostAtMost(4),))),
                    Modify(Them(), (Gains(Keyword.RUSH),), lasting=None),
                    AtEndOfTurn((Banish(Them()),)),
                ),
                name="GRUESOME AND GRIM",
            ),
        ),
    ),
    # JUST YOU WAIT When you play this character, banish her or return another chosen character of
    # yours to your hand.
    "Madam Mim - Snake": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    EitherOr(
                        (Banish(This(form=Pronoun.SHE)),),
                        (
                            ReturnToHand(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS, other=True),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="JUST YOU WAIT",
            ),
        ),
    ),
    # MAKE IT SHINE When you play this character, chosen character gains Resist +1 until the start
    # of your next turn.
    "Magic Broom - Industrial Model": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    Modify(
                        Cards(det=Det.CHOSEN),
                        (Gains(Keyword.RESIST, value=1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="MAKE IT SHINE",
            ),
        ),
    ),
    # LOOKING FOR THIS? Whenever you play another item, you may pay 1 ⬡ to draw a card.
    "Maurice's Workshop": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(kinds=(Kind.ITEM,), other=True)),),
                (May((PayInk(1), Draw(join=Join.TO))),),
                name="LOOKING FOR THIS?",
            ),
        ),
    ),
    # READY OR NOT! When you play this character and when he leaves play, chosen character gains
    # Challenger +3 this turn.
    "Merlin - Crab": Behaviour(
        abilities=(
            Triggered(
                (
                    Plays(This(), intro=Intro.WHEN),
                    LeavesPlay(This(form=Pronoun.HE), intro=Intro.WHEN),
                ),
                (Modify(Cards(det=Det.CHOSEN), (Gains(Keyword.CHALLENGER, value=3),)),),
                name="READY OR NOT!",
            ),
        ),
    ),
    # HERE I COME! When you play this character and when he leaves play, gain 1 lore.
    "Merlin - Goat": Behaviour(
        abilities=(
            Triggered(
                (
                    Plays(This(), intro=Intro.WHEN),
                    LeavesPlay(This(form=Pronoun.HE), intro=Intro.WHEN),
                ),
                (GainLore(1),),
                name="HERE I COME!",
            ),
        ),
    ),
    # HOPPITY HIP! When you play this character and when he leaves play, you may draw a card.
    "Merlin - Rabbit": Behaviour(
        abilities=(
            Triggered(
                (
                    Plays(This(), intro=Intro.WHEN),
                    LeavesPlay(This(form=Pronoun.HE), intro=Intro.WHEN),
                ),
                (May((Draw(),)),),
                name="HOPPITY HIP!",
            ),
        ),
    ),
    # BATTLE OF WITS Whenever one of your other characters is returned to your hand from play, this
    # character gets +1 ◊ this turn.
    "Merlin - Shapeshifter": Behaviour(
        abilities=(
            Triggered(
                (ReturnedToHand(Cards(det=Det.ONE_OF, owner=Owner.YOURS, other=True)),),
                (Modify(This(), (Gets(Stat.LORE, 1),)),),
                name="BATTLE OF WITS",
            ),
        ),
    ),
    # LOOK BEFORE YOU LEAP When you play this character and when he leaves play, look at the top
    # card of your deck. Put it on either the top or the bottom of your deck.
    "Merlin - Squirrel": Behaviour(
        abilities=(
            Triggered(
                (
                    Plays(This(), intro=Intro.WHEN),
                    LeavesPlay(This(form=Pronoun.HE), intro=Intro.WHEN),
                ),
                (LookAtTop(1), TopOrBottom()),
                name="LOOK BEFORE YOU LEAP",
            ),
        ),
    ),
    # GLAD YOU'RE HERE! Whenever this character quests, you pay 3 ⬡ less for the next character you
    # play this turn.
    "Mickey Mouse - Friendly Face": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (ReduceNextCost(3, Cards(det=Det.BARE)),),
                name="GLAD YOU'RE HERE!",
            ),
        ),
    ),
    # Shift 2 Evasive UNDERSEA ADVENTURE Whenever you play a second action in a turn, this character
    # gets +2 ◊ this turn.
    "Minnie Mouse - Wide-Eyed Diver": Behaviour(
        abilities=(
            Triggered(
                (PlaysNth(2, Cards(det=Det.BARE, kinds=(Kind.ACTION,))),),
                (Modify(This(), (Gets(Stat.LORE, 2),)),),
                name="UNDERSEA ADVENTURE",
            ),
        ),
    ),
    # WHAT HAVE YOU DONE?! This character enters play with 3 damage.
    "Mother Gothel - Withered and Wicked": Behaviour(
        abilities=(Static(EntersWithDamage(3), name="WHAT HAVE YOU DONE?!"),),
    ),
    # PROTECTION ⟳ — Chosen character gains Resist +1 until the start of your next turn.
    "Mouse Armor": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True),
                (
                    Modify(
                        Cards(det=Det.CHOSEN),
                        (Gains(Keyword.RESIST, value=1),),
                        lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                    ),
                ),
                name="PROTECTION",
            ),
        ),
    ),
    # TIDY UP Whenever you play a Floodborn character, you may put the top card of your deck into
    # your inkwell facedown and exerted.
    "Mrs. Judson - Housekeeper": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(classes=("Floodborn",))),),
                (May((InkTopCard(),)),),
                name="TIDY UP",
            ),
        ),
    ),
    # THE SUN WILL SET When this character is banished, you may reveal the top card of your deck. If
    # it's a character card, you may play that character for free and they enter play exerted.
    # Otherwise, put it on the top of your deck.
    "Mufasa - Betrayed Leader": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (
                    May((RevealTop(),)),
                    If(
                        LookedIs(Cards(card=True)),
                        (May((PlayForFree(Looked(form=Pronoun.NOUN), exerted=True),)),),
                        otherwise=(PutLooked(bottom=False, said=Rest.IT),),
                    ),
                ),
                name="THE SUN WILL SET",
            ),
        ),
    ),
    # Shift 2 HONOR TO THE ANCESTORS Whenever this character quests, you may reveal the top card of
    # your deck. If it's a song card, you may play it for free. Otherwise, put it on the top of your
    # deck.
    "Mulan - Reflecting": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May((RevealTop(),)),
                    If(
                        LookedIs(Cards(kinds=(Kind.SONG,), card=True)),
                        (May((PlayForFree(Looked()),)),),
                        otherwise=(PutLooked(bottom=False, said=Rest.IT),),
                    ),
                ),
                name="HONOR TO THE ANCESTORS",
            ),
        ),
    ),
    # Bodyguard BLADES This character can challenge ready characters.
    "Namaari - Morning Mist": Behaviour(
        abilities=(Static(Have(This(), (Can(Deed.CHALLENGE_READY),)), name="BLADES"),),
    ),
    # THIS SHOULDN'T TAKE LONG ⟳, Banish this character — Banish chosen character.
    "Namaari - Nemesis": Behaviour(
        abilities=(
            Activated(
                Cost(exert=True, banish=True),
                (Banish(Cards(det=Det.CHOSEN)),),
                name="THIS SHOULDN'T TAKE LONG",
            ),
        ),
    ),
    # NURSEMAID Whenever you play a Floodborn character, you may remove all damage from chosen
    # character.
    "Nana - Darling Family Pet": Behaviour(
        abilities=(
            Triggered(
                (Plays(Cards(classes=("Floodborn",))),),
                (May((RemoveDamage(None, Cards(det=Det.CHOSEN)),)),),
                name="NURSEMAID",
            ),
        ),
    ),
    # IT'S CALLED A HUSTLE When you play this character, you may return an item card named Pawpsicle
    # from your discard to your hand.
    "Nick Wilde - Wily Fox": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(
                                    kinds=(Kind.ITEM,),
                                    having=(Named("Pawpsicle"), In(Place.FROM_YOUR_DISCARD)),
                                    card=True,
                                ),
                                whose=Whose.YOUR,
                            ),
                        ),
                    ),
                ),
                name="IT'S CALLED A HUSTLE",
            ),
        ),
    ),
    # HIDE AND SEEK While you have an item in play, this character gains Resist +1 and Ward.
    "Noi - Orphaned Thief": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gains(Keyword.RESIST, value=1), Gains(Keyword.WARD))),
                name="HIDE AND SEEK",
                condition=YouHave(Cards(kinds=(Kind.ITEM,), having=(In(Place.IN_PLAY),))),
            ),
        ),
    ),
    # Each opponent reveals their hand. Draw a card.
    "Nothing to Hide": Behaviour(effect=(RevealHand(), Draw())),
}
