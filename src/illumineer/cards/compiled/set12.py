"""Compiled from the printed text by illumineer.cards.text.compile: do not edit
(change the grammar or the words and compile again)."""

from __future__ import annotations

from illumineer.engine.abilities.ability import Behaviour, Have, Static, TheirTurn, Triggered
from illumineer.engine.abilities.changes import Cant, Deed, Gains, GainsAbility, Gets
from illumineer.engine.abilities.conditions import IsState, PlayedThisTurn, YouHave
from illumineer.engine.abilities.core import Join
from illumineer.engine.abilities.filters import (
    Cards,
    CostAtLeast,
    Det,
    In,
    Kind,
    Owner,
    Place,
    State,
)
from illumineer.engine.abilities.flow import If, May
from illumineer.engine.abilities.granted import QuestsDrying
from illumineer.engine.abilities.hand import Draw, GainLore, LoseLore
from illumineer.engine.abilities.players import You
from illumineer.engine.abilities.prevention import DamageWithWillpower, MayEnterExerted
from illumineer.engine.abilities.restrictions import (
    CantPlay,
    CantReadyAtStart,
    MustQuest,
    NotNamed,
    ReadyWhen,
)
from illumineer.engine.abilities.steps import (
    DealDamage,
    Exert,
    Lasting,
    Modify,
    ReturnToHand,
    Whose,
)
from illumineer.engine.abilities.targets import Pronoun, This
from illumineer.engine.abilities.triggers import (
    Banishment,
    Challenges,
    Intro,
    IsBanished,
    Plays,
    Quests,
    TurnEnds,
)
from illumineer.engine.vocabulary import Keyword, Stat

CARDS: dict[str, Behaviour] = {
    # FAMILIAR GROUND Whenever this character quests, if you played another character this turn,
    # chosen opposing character can't challenge and must quest during their next turn if able.
    "Ariel - Curious Traveler": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    If(
                        PlayedThisTurn(Cards(other=True)),
                        (MustQuest(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)),),
                    ),
                ),
                name="FAMILIAR GROUND",
            ),
        ),
    ),
    # SPIKE SUIT During challenges, your characters deal damage with their ⛉ instead of their ¤.
    "Dale - Ready for His Shot": Behaviour(
        abilities=(
            Static(DamageWithWillpower(Cards(det=Det.PLAIN, owner=Owner.YOURS)), name="SPIKE SUIT"),
        ),
    ),
    # Rush RECORD TIME This character can quest the turn he's played.
    "Dash Parr - Lava Runner": Behaviour(
        abilities=(Static(Have(This(), (QuestsDrying(),)), name="RECORD TIME"),),
    ),
    # CRUEL INTENT While you have a Villain character in play, this character gets +2 ¤ and +1 ◊.
    # VILLAINOUS BOND While this character is exerted, your Villain characters can't be challenged.
    "Diablo - Stone Servant": Behaviour(
        abilities=(
            Static(
                Have(This(), (Gets(Stat.STRENGTH, 2), Gets(Stat.LORE, 1))),
                name="CRUEL INTENT",
                condition=YouHave(Cards(classes=("Villain",), having=(In(Place.IN_PLAY),))),
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Villain",)),
                    (Cant(Deed.BE_CHALLENGED),),
                ),
                name="VILLAINOUS BOND",
                condition=IsState(State.EXERTED),
            ),
        ),
    ),
    # Resist +1 FAIL-SAFE While you have no cards in your hand, opponents can't play actions with
    # cost 4 or more.
    "Gizmoduck - Duckburg Defender": Behaviour(
        abilities=(
            Static(
                CantPlay(Cards(det=Det.PLAIN, kinds=(Kind.ACTION,), having=(CostAtLeast(4),))),
                name="FAIL-SAFE",
                condition=YouHave(
                    Cards(det=Det.NO, kinds=(Kind.CARD,), having=(In(Place.IN_YOUR_HAND),)),
                ),
            ),
        ),
    ),
    # STAY QUIET This character may enter play exerted. CLEVER TRAP At the end of your turn, if this
    # character is exerted, chosen opposing character can't ready at the start of their next turn.
    "Hamish, Hubert & Harris - Making Mischief": Behaviour(
        abilities=(
            Static(MayEnterExerted(), name="STAY QUIET"),
            Triggered(
                (TurnEnds(),),
                (
                    If(
                        IsState(State.EXERTED),
                        (
                            Modify(
                                Cards(det=Det.CHOSEN, owner=Owner.OPPOSING),
                                (Cant(Deed.READY_AT_START),),
                                lasting=None,
                            ),
                        ),
                    ),
                ),
                name="CLEVER TRAP",
            ),
        ),
    ),
    # Your characters get +1 ¤ this turn. Your Hero characters gain “Whenever this character
    # challenges another character, each opponent loses 1 lore and you gain 1 lore” this turn.
    "Hero Work": Behaviour(
        effect=(
            Modify(Cards(det=Det.PLAIN, owner=Owner.YOURS), (Gets(Stat.STRENGTH, 1),)),
            Modify(
                Cards(det=Det.PLAIN, owner=Owner.YOURS, classes=("Hero",)),
                (
                    GainsAbility(
                        Triggered(
                            (Challenges(This(), challenged=Cards(other=True)),),
                            (LoseLore(1), GainLore(1, players=You(said=True), join=Join.AND)),
                        ),
                    ),
                ),
            ),
        ),
    ),
    # NATURAL DEFENSE When you play this character, chosen opposing character gets -2 ¤ this turn.
    "Kida - Guardian of the Path": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Modify(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING), (Gets(Stat.STRENGTH, -2),)),),
                name="NATURAL DEFENSE",
            ),
        ),
    ),
    # FIGHTIN' TALK This character may enter play exerted to give chosen character Challenger +3
    # this turn.
    "Lord Dingwall - Bullheaded": Behaviour(
        abilities=(
            Static(
                MayEnterExerted(
                    then=(
                        Modify(
                            Cards(det=Det.CHOSEN),
                            (Gains(Keyword.CHALLENGER, value=3),),
                            give=True,
                        ),
                    ),
                ),
                name="FIGHTIN' TALK",
            ),
        ),
    ),
    # WAIT FOR IT... This character may enter play exerted to deal 3 damage to chosen damaged
    # character.
    "Lord MacGuffin - Clever Swordsman": Behaviour(
        abilities=(
            Static(
                MayEnterExerted(then=(DealDamage(3, Cards(det=Det.CHOSEN, state=State.DAMAGED)),)),
                name="WAIT FOR IT...",
            ),
        ),
    ),
    # TOUGH IT OUT This character may enter play exerted to give chosen character Resist +2 until
    # the start of your next turn.
    "Lord Macintosh - Wiry and High-Strung": Behaviour(
        abilities=(
            Static(
                MayEnterExerted(
                    then=(
                        Modify(
                            Cards(det=Det.CHOSEN),
                            (Gains(Keyword.RESIST, value=2),),
                            lasting=Lasting.UNTIL_YOUR_NEXT_TURN,
                            give=True,
                        ),
                    ),
                ),
                name="TOUGH IT OUT",
            ),
        ),
    ),
    # FEROCIOUS ROAR When you play this character, exert all your characters not named Mor'du.
    # ROOTED BY FEAR Your characters not named Mor'du can't ready at the start of your turn.
    "Mor'du - Savage Cursed Prince": Behaviour(
        abilities=(
            Triggered(
                (Plays(This(), intro=Intro.WHEN),),
                (Exert(Cards(det=Det.ALL, owner=Owner.YOURS, having=(NotNamed("Mor'du"),))),),
                name="FEROCIOUS ROAR",
            ),
            Static(
                Have(
                    Cards(det=Det.PLAIN, owner=Owner.YOURS, having=(NotNamed("Mor'du"),)),
                    (CantReadyAtStart(),),
                ),
                name="ROOTED BY FEAR",
            ),
        ),
    ),
    # Bodyguard RUN AWAY! During an opponent's turn, when this character is banished, gain 1 lore.
    "Rex - Protective Dinosaur": Behaviour(
        abilities=(
            Triggered(
                (IsBanished(This(), intro=Intro.WHEN),),
                (GainLore(1),),
                name="RUN AWAY!",
                their_turn=TheirTurn.AN_OPPONENTS,
            ),
        ),
    ),
    # CLARION CALL Whenever this character quests, you may return chosen Seven Dwarfs character of
    # yours to your hand to draw a card. NEVER FORGOTTEN During an opponent's turn, when this
    # character is banished in a challenge, return this card to your hand.
    "Snow White - Merry as the Morning": Behaviour(
        abilities=(
            Triggered(
                (Quests(This()),),
                (
                    May(
                        (
                            ReturnToHand(
                                Cards(det=Det.CHOSEN, owner=Owner.YOURS, classes=("Seven Dwarfs",)),
                                whose=Whose.YOUR,
                            ),
                            Draw(join=Join.TO),
                        ),
                    ),
                ),
                name="CLARION CALL",
            ),
            Triggered(
                (IsBanished(This(), how=Banishment.IN_A_CHALLENGE, intro=Intro.WHEN),),
                (ReturnToHand(This(form=Pronoun.CARD), whose=Whose.YOUR),),
                name="NEVER FORGOTTEN",
                their_turn=TheirTurn.AN_OPPONENTS,
            ),
        ),
    ),
    # Chosen opposing character can't challenge and must quest during their next turn if able. Draw
    # a card.
    "This Growing Pressure": Behaviour(
        effect=(MustQuest(Cards(det=Det.CHOSEN, owner=Owner.OPPOSING)), Draw()),
    ),
    # Evasive NEUTRALIZE Opposing items can't ready at the start of their players' turns.
    "Vincenzo Santorini - On the Run": Behaviour(
        abilities=(
            Static(
                Have(
                    Cards(det=Det.PLAIN, kinds=(Kind.ITEM,), owner=Owner.OPPOSING),
                    (CantReadyAtStart(when=ReadyWhen.THEIR_PLAYERS_TURNS),),
                ),
                name="NEUTRALIZE",
            ),
        ),
    ),
}
