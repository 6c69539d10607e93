"""The words card definitions are written in: abilities, triggers, conditions, targets,
amounts and instructions, each a frozen value that says itself in English.

A card's behaviour is data (`Behaviour`), a few lines that read like the printed card:

>>> from illumineer.engine.vocabulary import Stat
>>> CONTROL_YOUR_TEMPER = Behaviour(effect=(
...     Modify(Cards(Det.CHOSEN), (Gets(Stat.STRENGTH, -2),)),))
>>> say_effect(CONTROL_YOUR_TEMPER.effect, Speaker())
'Chosen character gets -2 ¤ this turn.'

Words compare equal by value, pickle, turn into JSON and back (`to_json`, `from_json`), and
render themselves (`english`); the card-text grammar (`illumineer.cards.text`) reads printed
text into the same words. Card code reads the game only through `Facts` and acts only
through `Effects` (`abilities.core`); the engine gives both.
"""

from illumineer.engine.abilities.ability import (
    DURING,
    ONCE_WORDS,
    Ability,
    Activated,
    Applies,
    Behaviour,
    CantChallengeThem,
    Cost,
    EntersExerted,
    EntersWithDamage,
    FreeToPlay,
    Grants,
    Have,
    HaveHere,
    InkMore,
    NextCostsLess,
    Once,
    PayLess,
    Provided,
    Static,
    StaticEffect,
    StaticRule,
    Triggered,
)
from illumineer.engine.abilities.action_damage import ActionDealsDamage
from illumineer.engine.abilities.again import Again
from illumineer.engine.abilities.alternate import BottomCost, PayInstead, paid_instead
from illumineer.engine.abilities.amounts import (
    STAT_SYMBOLS,
    CardsInHand,
    Counted,
    Counting,
    DamageDealt,
    DamageOn,
    Discarded,
    StatOf,
    ThisWay,
    Times,
)
from illumineer.engine.abilities.bothback import ReturnBothIfOne
from illumineer.engine.abilities.building import AnyInk
from illumineer.engine.abilities.capped import AtMost
from illumineer.engine.abilities.card_events import (
    ORDINALS,
    ChosenForSupport,
    Draws,
    EntersPlayExerted,
    Exerts,
    Inked,
    NthDraw,
)
from illumineer.engine.abilities.challenged import ThatChallenged
from illumineer.engine.abilities.changes import (
    CAN,
    CANT,
    DEEDS,
    PLUS_KEYWORDS,
    TIMED,
    Can,
    Cant,
    Change,
    Deed,
    DoesntReady,
    Gains,
    GainsAbility,
    Gets,
    say_changes,
    spread_per,
)
from illumineer.engine.abilities.choosing import (
    ANY_NUMBER,
    Choose,
    ClearChoices,
    OnCards,
    Pick,
    choice_of,
    choosable,
)
from illumineer.engine.abilities.chosen_for import ChosenForActionOrItem, OpponentChooses
from illumineer.engine.abilities.conditions import (
    BeingChallenged,
    Challenged,
    ChosenHasDamage,
    ChosenIs,
    ChosenNamed,
    Compared,
    FirstTurnSecondPlayer,
    HasDamage,
    HasNoDamage,
    HasStatAtLeast,
    InPlay,
    IsState,
    LookedIs,
    MoreCardsInHand,
    Not,
    OpponentCompared,
    OpponentHas,
    OpponentsTurn,
    PlayedThisTurn,
    Quested,
    TookDamage,
    UsedShift,
    WasBanished,
    YouHave,
    YourTurn,
    YouvePlayed,
    why_not,
)
from illumineer.engine.abilities.conjunctions import Both, HaveNamedBoth, YouHaveBoth
from illumineer.engine.abilities.core import (
    Amount,
    CardView,
    Condition,
    Effect,
    Effects,
    Facts,
    Join,
    Predicate,
    Printed,
    Prompt,
    Quantity,
    Step,
    Target,
    amount_of,
    says_may,
)
from illumineer.engine.abilities.cost_of_chosen import CostUpToExerted
from illumineer.engine.abilities.costs import (
    A_CARD,
    BanishCost,
    CostUpToMoreThanBanished,
    DamageCost,
    DiscardCost,
    ExertCost,
    Payment,
    ReduceNextThatName,
    RevealSameName,
    payable,
    payment_steps,
)
from illumineer.engine.abilities.deck import (
    InkLooked,
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
from illumineer.engine.abilities.deck_bottom import DrawFromBottom, PutThisFromDiscardOnBottom
from illumineer.engine.abilities.deed_costs import PayToQuestOrChallenge
from illumineer.engine.abilities.discard_ink import EachInksFromDiscard
from illumineer.engine.abilities.discard_shuffle import EachShufflesCharacters
from illumineer.engine.abilities.discard_this_turn import PlayFromDiscardThisTurn
from illumineer.engine.abilities.discarding import YouDiscardA
from illumineer.engine.abilities.distinct import DistinctItems, PlayedItemUnique
from illumineer.engine.abilities.during_if import YourTurnIf
from illumineer.engine.abilities.each_opposing import MayPickTheirs
from illumineer.engine.abilities.each_reveals import (
    EachRevealsTop,
    EachShufflesAndReveals,
    HighestToHand,
    RestToTheirBottoms,
    TheyMayTakeCharacter,
)
from illumineer.engine.abilities.either_deed import QuestsOrChallenges
from illumineer.engine.abilities.english import (
    ability_tokens,
    say_ability,
    say_cost,
    say_cost_to,
    say_effect,
    say_shift_cost,
    sentence_case,
)
from illumineer.engine.abilities.exactly import Enough
from illumineer.engine.abilities.faceup_top import OpponentsTopFaceup
from illumineer.engine.abilities.filters import (
    CHOICE_DETS,
    DETERMINERS,
    KINDS,
    PLACES,
    PLURAL_DETS,
    STATES,
    AtALocation,
    Cards,
    CostAtLeast,
    CostAtMost,
    CostExactly,
    Det,
    EitherHaving,
    Having,
    Here,
    In,
    Kind,
    LoreAtLeast,
    Named,
    NotNamed,
    Owner,
    Place,
    State,
    StrengthAtLeast,
    StrengthAtMost,
    WillpowerAtLeast,
    WillpowerAtMost,
    WithCardUnder,
    WithDamage,
    WithKeyword,
    Wording,
)
from illumineer.engine.abilities.flow import (
    JOINS,
    AskMay,
    AskOr,
    AtEndOfTurn,
    ChoosePlayer,
    EitherOr,
    Floating,
    Gate,
    If,
    IfDone,
    IfYouDo,
    Instead,
    Jump,
    May,
    lower,
    say_steps,
)
from illumineer.engine.abilities.free_shift import PlayOrShiftForFree, ShiftForFree
from illumineer.engine.abilities.from_deck import PutIntoDiscardFromDeck
from illumineer.engine.abilities.fromdiscard import (
    MayPlayFromDiscard,
    PlayDiscardedFree,
    PlayFreeThenBottom,
    PlayFromDiscard,
    ThatNamed,
    TheyMayPlayFree,
    YouDiscardThis,
)
from illumineer.engine.abilities.gains_shift import GainsShift, gained_shift, may_gain_shift
from illumineer.engine.abilities.granted import (
    CanChallenge,
    Classification,
    GainsClassification,
    Permit,
    classification_code,
)
from illumineer.engine.abilities.had_in_play import StrengthHad, StrengthUpTo
from illumineer.engine.abilities.hand import (
    Count,
    Discard,
    DiscardEither,
    DiscardHand,
    Draw,
    GainLore,
    LoseLore,
    MayDraw,
    PayInk,
    ReduceNextCost,
    RevealHand,
)
from illumineer.engine.abilities.hand_or_discard import PlayFromHandOrDiscard
from illumineer.engine.abilities.hand_size import DiscardDownTo, EachTurnEnds, HandSize, MostInHand
from illumineer.engine.abilities.hand_to_bottom import (
    ChosenToBottom,
    DrawThatManyPlus,
    HandToBottom,
)
from illumineer.engine.abilities.hands import (
    DiscardAtRandom,
    DiscardChosen,
    DiscardEachRevealed,
    DiscardedIs,
    DiscardedThisWay,
    LookAtHand,
    ReturnInkAtRandom,
)
from illumineer.engine.abilities.highest import HaveHighestCost
from illumineer.engine.abilities.ink_exerted import OpponentsInkExerted
from illumineer.engine.abilities.ink_from_discard import InkThatFromDiscard, MayInkFromDiscard
from illumineer.engine.abilities.inkdrops import (
    DiscardOrDrop,
    GetDrops,
    GotDrop,
    HaveDrop,
    InkInstead,
    RemovedDrop,
    RemovesDrop,
    YouAndAnother,
    replaces_drops,
)
from illumineer.engine.abilities.inktypes import InkTypes, RevealedInks
from illumineer.engine.abilities.inkwell_return import DidEither, LookAtInkwell, ReturnOneInk
from illumineer.engine.abilities.inkwells import MoreInk, PlayersInkTop
from illumineer.engine.abilities.locations import (
    ANY_LOCATION,
    AtLocations,
    AtThatLocation,
    BanishesWhileHere,
    CantBeChallengedBy,
    ChosenCharacters,
    CostAtMostEach,
    CountsAsMoreCost,
    Destination,
    FirstTimeMovesHere,
    FromHere,
    HaveForEach,
    IfBare,
    IsAtALocation,
    IsBanishedWhileHere,
    IsChallengedWhileHere,
    MoveCostLess,
    MoveHereFree,
    MoveLess,
    MovesHere,
    MovesToLocation,
    MoveTo,
    OnlyOneHere,
    PlayThisFree,
    QuestsWhile,
    ReturnFromDiscard,
    ThatLocation,
    TheOther,
    ThereIs,
    ThereWasHere,
    Where,
)
from illumineer.engine.abilities.looking import (
    DiscardRest,
    RevealAndPlay,
    RevealUpTo,
    RevealUpToEach,
    TakeChosen,
    TakeSome,
    TopOrDiscard,
)
from illumineer.engine.abilities.lore_of_discard import GainLoreOfThenBottom
from illumineer.engine.abilities.losing import CANT_GAIN, LOSES, CantGain, Loses, kept
from illumineer.engine.abilities.lost_ability import LoseAbility, Losing
from illumineer.engine.abilities.milled import MilledThisWay, PutFromDeck
from illumineer.engine.abilities.milled_type import MillTopByType, MillTopNoted, TypeCase
from illumineer.engine.abilities.modal import AskMode, ChooseOne
from illumineer.engine.abilities.moving_damage import HasDamageAtLeast, MoveDamage
from illumineer.engine.abilities.named_in_discard import NamedLikeAnotherInDiscard
from illumineer.engine.abilities.naming import IsNamedCard, NameACard, WithThatName
from illumineer.engine.abilities.next_played import NextEntersExerted
from illumineer.engine.abilities.next_shift import ReduceNextShift
from illumineer.engine.abilities.next_time import NextTime
from illumineer.engine.abilities.noted import (
    DamageRemoved,
    DiscardedThisTurn,
    LeavesDiscard,
    LeftDiscard,
    PutIntoDiscard,
    RemovedDamage,
    RemovedThisWay,
)
from illumineer.engine.abilities.opponent_mode import TheChoosingOpponent
from illumineer.engine.abilities.pairs import ChooseAlso, ChooseMore, Picked, as_more, choose_both
from illumineer.engine.abilities.paying import PaysToPlay
from illumineer.engine.abilities.phrasing import (
    Phrase,
    Rule,
    Speaker,
    Unsayable,
    english,
    phrase_rule,
    rule,
    say,
)
from illumineer.engine.abilities.play_revealed import MayPlayIt
from illumineer.engine.abilities.played import YouPlayedIt
from illumineer.engine.abilities.players import (
    AnOpponent,
    Called,
    ChallengingPlayer,
    ChosenPlayer,
    EachOpponent,
    EachPlayer,
    InTurnOrder,
    MoreLore,
    Players,
    TheirPlayer,
    You,
)
from illumineer.engine.abilities.prevention import (
    BanishedToInkwell,
    CantBeDealtDamage,
    DamageWithWillpower,
    DealInstead,
    DealUnresisted,
    EnterExerted,
    FirstDamageShield,
    IsBeingChallenged,
    MayEnterExerted,
    NextDamageShield,
    NoDamageFromChallenges,
    NoDamageWhileChallenging,
    OpponentsTurnWhile,
    RemoveInstead,
)
from illumineer.engine.abilities.refill import (
    DrawToMatch,
    DrawUntil,
    FewerInHand,
    MoreInHandThanYou,
    WhoseTurn,
)
from illumineer.engine.abilities.remembered import Remembered, remember
from illumineer.engine.abilities.removing import RemoveTotal
from illumineer.engine.abilities.restrictions import (
    BanPlay,
    CantPlay,
    CantReadyAtStart,
    MustBeChosen,
    MustQuest,
    OneChallenger,
    Order,
    ReadyNoMore,
    ReadyWhen,
    Taunt,
    Whom,
)
from illumineer.engine.abilities.returned import ReturnedIs
from illumineer.engine.abilities.reveal_it import RevealItToHand
from illumineer.engine.abilities.reveal_match import RevealCharacterInHand, TheyShareAName
from illumineer.engine.abilities.samename import BanishWith, NamedAlike, named_alike
from illumineer.engine.abilities.scatter import ScatterChosen, ScatterThree
from illumineer.engine.abilities.searching import (
    MillTop,
    OnTopAgain,
    SearchDeck,
    ShuffleDeck,
    TakeIt,
)
from illumineer.engine.abilities.shifting import (
    TEMPORARY,
    AnyShiftsOnto,
    CountsAsNamedForShift,
    PayLessToShiftOnto,
    ReturnOnlyThis,
    ShiftedOnto,
    ShiftRule,
    shift_rules,
)
from illumineer.engine.abilities.singing import Sang, Singers, SingsFirstTime, SingsWith
from illumineer.engine.abilities.steps import (
    LASTING,
    WHOSE,
    AddStat,
    Banish,
    DealDamage,
    EachInksOne,
    Exert,
    GetsForEach,
    Lasting,
    Modify,
    NoChallengeDamage,
    OpponentBanishesOne,
    PutDamage,
    PutIntoInkwell,
    PutOnBottom,
    PutOnTop,
    Ready,
    RemoveDamage,
    ReturnToHand,
    ShuffleIntoDeck,
    Whose,
)
from illumineer.engine.abilities.subgames import LosersLoseHalf, StartSubgame
from illumineer.engine.abilities.targets import (
    FORMS,
    NOUNS,
    Challenger,
    Looked,
    Pronoun,
    Reference,
    That,
    Them,
    This,
    Those,
)
from illumineer.engine.abilities.tethered import WhileInPlay
from illumineer.engine.abilities.their_choice import (
    DamagesOneOfTheirs,
    ExertsOneOfTheirs,
    TheyBottomOneOfTheirs,
)
from illumineer.engine.abilities.their_deck import LookAtTopOf
from illumineer.engine.abilities.to_bottom import BottomInAnyOrder, NeedChosen
from illumineer.engine.abilities.top_or_bottom import OneTopOrBottom
from illumineer.engine.abilities.total_strength import BanishTotalStrength, WithinTotal
from illumineer.engine.abilities.triggers import (
    INTROS,
    Banishes,
    Banishment,
    Challenges,
    DealsDamage,
    Discards,
    EntersPlay,
    Intro,
    IsBanished,
    IsChallenged,
    IsReadied,
    LeavesPlay,
    Plays,
    PlaysNth,
    Quests,
    RemovesDamage,
    ReturnedToHand,
    Sings,
    TakesDamage,
    Trigger,
    TurnEnds,
    TurnStarts,
)
from illumineer.engine.abilities.under import (
    CardsUnder,
    CardsWereUnder,
    CardUnder,
    HadCardUnder,
    InkFromUnder,
    LookAtNumber,
    MayPlayFromUnder,
    PutsUnder,
    PutTopUnder,
    PutUnder,
    PutUnderThisTurn,
    PutWereUnder,
    Shifts,
    TakeFromUnder,
    TheirPlayerMayReveal,
    UnderToBottom,
    UnderYours,
    UsesBoost,
)
from illumineer.engine.abilities.unless import DrawUnlessBottom, GainUnlessPays, Unless
from illumineer.engine.abilities.were_under import PlayWereUnderFree
from illumineer.engine.abilities.words import (
    JSON,
    Word,
    WordError,
    from_json,
    register_enum,
    to_json,
    word_class,
    word_classes,
)
from illumineer.engine.abilities.yes_or_no import YesOrNo

__all__ = [
    "ANY_LOCATION", "ANY_NUMBER", "A_CARD", "CAN", "CANT", "CANT_GAIN", "CHOICE_DETS", "DEEDS",
    "DETERMINERS", "DURING", "FORMS", "INTROS", "JOINS", "JSON", "KINDS", "LASTING", "LOSES",
    "NOUNS", "ONCE_WORDS", "ORDINALS", "PLACES", "PLURAL_DETS", "PLUS_KEYWORDS", "STATES",
    "STAT_SYMBOLS", "TEMPORARY", "TIMED", "WHOSE", "Ability", "ActionDealsDamage", "Activated",
    "AddStat", "Again", "Amount", "AnOpponent", "AnyInk", "AnyShiftsOnto", "Applies", "AskMay",
    "AskMode", "AskOr", "AtALocation", "AtEndOfTurn", "AtLocations", "AtMost", "AtThatLocation",
    "BanPlay", "Banish", "BanishCost", "BanishTotalStrength", "BanishWith", "BanishedToInkwell",
    "Banishes", "BanishesWhileHere", "Banishment", "Behaviour", "BeingChallenged", "Both",
    "BottomCost", "BottomInAnyOrder", "Called", "Can", "CanChallenge", "Cant",
    "CantBeChallengedBy", "CantBeDealtDamage", "CantChallengeThem", "CantGain", "CantPlay",
    "CantReadyAtStart", "CardUnder", "CardView", "Cards", "CardsInHand", "CardsUnder",
    "CardsWereUnder", "Challenged", "Challenger", "Challenges", "ChallengingPlayer", "Change",
    "Choose", "ChooseAlso", "ChooseMore", "ChooseOne", "ChoosePlayer", "ChosenCharacters",
    "ChosenForActionOrItem", "ChosenForSupport", "ChosenHasDamage", "ChosenIs", "ChosenNamed",
    "ChosenPlayer", "ChosenToBottom", "Classification", "ClearChoices", "Compared", "Condition",
    "Cost", "CostAtLeast", "CostAtMost", "CostAtMostEach", "CostExactly", "CostUpToExerted",
    "CostUpToMoreThanBanished", "Count", "Counted", "Counting", "CountsAsMoreCost",
    "CountsAsNamedForShift", "DamageCost", "DamageDealt", "DamageOn", "DamageRemoved",
    "DamageWithWillpower", "DamagesOneOfTheirs", "DealDamage", "DealInstead", "DealUnresisted",
    "DealsDamage", "Deed", "Destination", "Det", "DidEither", "Discard", "DiscardAtRandom",
    "DiscardChosen", "DiscardCost", "DiscardDownTo", "DiscardEachRevealed", "DiscardEither",
    "DiscardHand", "DiscardOrDrop", "DiscardRest", "Discarded", "DiscardedIs",
    "DiscardedThisTurn", "DiscardedThisWay", "Discards", "DistinctItems", "DoesntReady", "Draw",
    "DrawFromBottom", "DrawThatManyPlus", "DrawToMatch", "DrawUnlessBottom", "DrawUntil",
    "Draws", "EachInksFromDiscard", "EachInksOne", "EachOpponent", "EachPlayer",
    "EachRevealsTop", "EachShufflesAndReveals", "EachShufflesCharacters", "EachTurnEnds",
    "Effect", "Effects", "EitherHaving", "EitherOr", "Enough", "EnterExerted", "EntersExerted",
    "EntersPlay", "EntersPlayExerted", "EntersWithDamage", "Exert", "ExertCost", "Exerts",
    "ExertsOneOfTheirs", "Facts", "FewerInHand", "FirstDamageShield", "FirstTimeMovesHere",
    "FirstTurnSecondPlayer", "Floating", "FreeToPlay", "FromHere", "GainLore",
    "GainLoreOfThenBottom", "GainUnlessPays", "Gains", "GainsAbility", "GainsClassification",
    "GainsShift", "Gate", "GetDrops", "Gets", "GetsForEach", "GotDrop", "Grants",
    "HadCardUnder", "HandSize", "HandToBottom", "HasDamage", "HasDamageAtLeast", "HasNoDamage",
    "HasStatAtLeast", "Have", "HaveDrop", "HaveForEach", "HaveHere", "HaveHighestCost",
    "HaveNamedBoth", "Having", "Here", "HighestToHand", "If", "IfBare", "IfDone", "IfYouDo",
    "In", "InPlay", "InTurnOrder", "InkFromUnder", "InkInstead", "InkLooked", "InkMore",
    "InkThatFromDiscard", "InkTopCard", "InkTypes", "Inked", "Instead", "Intro",
    "IsAtALocation", "IsBanished", "IsBanishedWhileHere", "IsBeingChallenged", "IsChallenged",
    "IsChallengedWhileHere", "IsNamedCard", "IsReadied", "IsState", "Join", "Jump", "Kind",
    "Lasting", "LeavesDiscard", "LeavesPlay", "LeftDiscard", "LookAtHand", "LookAtInkwell",
    "LookAtNumber", "LookAtTop", "LookAtTopOf", "Looked", "LookedIs", "LoreAtLeast",
    "LoseAbility", "LoseLore", "LosersLoseHalf", "Loses", "Losing", "May", "MayDraw",
    "MayEnterExerted", "MayInkFromDiscard", "MayPickTheirs", "MayPlayFromDiscard",
    "MayPlayFromUnder", "MayPlayIt", "MillTop", "MillTopByType", "MillTopNoted",
    "MilledThisWay", "Modify", "MoreCardsInHand", "MoreInHandThanYou", "MoreInk", "MoreLore",
    "MostInHand", "MoveCostLess", "MoveDamage", "MoveHereFree", "MoveLess", "MoveTo",
    "MovesHere", "MovesToLocation", "MustBeChosen", "MustQuest", "NameACard", "Named",
    "NamedAlike", "NamedLikeAnotherInDiscard", "NeedChosen", "NextCostsLess",
    "NextDamageShield", "NextEntersExerted", "NextTime", "NoChallengeDamage",
    "NoDamageFromChallenges", "NoDamageWhileChallenging", "Not", "NotNamed", "NthDraw",
    "OnCards", "OnTopAgain", "Once", "OneChallenger", "OneTopOrBottom", "OnlyOneHere",
    "OpponentBanishesOne", "OpponentChooses", "OpponentCompared", "OpponentHas",
    "OpponentsInkExerted", "OpponentsTopFaceup", "OpponentsTurn", "OpponentsTurnWhile", "Order",
    "Owner", "PayInk", "PayInstead", "PayLess", "PayLessToShiftOnto", "PayToQuestOrChallenge",
    "Payment", "PaysToPlay", "Permit", "Phrase", "Pick", "Picked", "Place", "PlayDiscardedFree",
    "PlayForFree", "PlayFreeThenBottom", "PlayFromDiscard", "PlayFromDiscardThisTurn",
    "PlayFromHandOrDiscard", "PlayOrShiftForFree", "PlaySungAgain", "PlayThisFree",
    "PlayWereUnderFree", "PlayedItemUnique", "PlayedThisTurn", "Players", "PlayersInkTop",
    "Plays", "PlaysNth", "Predicate", "Printed", "Prompt", "Pronoun", "Provided", "PutDamage",
    "PutFromDeck", "PutIntoDiscard", "PutIntoDiscardFromDeck", "PutIntoInkwell", "PutLooked",
    "PutOnBottom", "PutOnTop", "PutThisFromDiscardOnBottom", "PutTopUnder", "PutUnder",
    "PutUnderThisTurn", "PutWereUnder", "PutsUnder", "Quantity", "Quested", "Quests",
    "QuestsOrChallenges", "QuestsWhile", "Ready", "ReadyNoMore", "ReadyWhen", "ReduceNextCost",
    "ReduceNextShift", "ReduceNextThatName", "Reference", "Remembered", "RemoveDamage",
    "RemoveInstead", "RemoveTotal", "RemovedDamage", "RemovedDrop", "RemovedThisWay",
    "RemovesDamage", "RemovesDrop", "Rest", "RestToTheirBottoms", "ReturnBothIfOne",
    "ReturnFromDiscard", "ReturnInkAtRandom", "ReturnOneInk", "ReturnOnlyThis", "ReturnToHand",
    "ReturnedIs", "ReturnedToHand", "RevealAndPlay", "RevealCharacterInHand", "RevealHand",
    "RevealItToHand", "RevealSameName", "RevealTop", "RevealUpTo", "RevealUpToEach",
    "RevealedInks", "Rule", "Sang", "ScatterChosen", "ScatterThree", "SearchDeck",
    "ShiftForFree", "ShiftRule", "ShiftedOnto", "Shifts", "ShuffleDeck", "ShuffleIntoDeck",
    "Singers", "Sings", "SingsFirstTime", "SingsWith", "Speaker", "StartSubgame", "StatOf",
    "State", "Static", "StaticEffect", "StaticRule", "Step", "StrengthAtLeast",
    "StrengthAtMost", "StrengthHad", "StrengthUpTo", "TakeChosen", "TakeFromUnder", "TakeIt",
    "TakeLooked", "TakeSome", "TakesDamage", "Target", "Taunt", "That", "ThatChallenged",
    "ThatLocation", "ThatNamed", "TheChoosingOpponent", "TheOther", "TheirPlayer",
    "TheirPlayerMayReveal", "Them", "ThereIs", "ThereWasHere", "TheyBottomOneOfTheirs",
    "TheyMayPlayFree", "TheyMayTakeCharacter", "TheyShareAName", "This", "ThisWay", "Those",
    "Times", "TookDamage", "TopOrBottom", "TopOrDiscard", "Trigger", "Triggered", "TurnEnds",
    "TurnStarts", "TypeCase", "UnderToBottom", "UnderYours", "Unless", "Unsayable", "UsedShift",
    "UsesBoost", "WasBanished", "Where", "WhileInPlay", "Whom", "Whose", "WhoseTurn",
    "WillpowerAtLeast", "WillpowerAtMost", "WithCardUnder", "WithDamage", "WithKeyword",
    "WithThatName", "WithinTotal", "Word", "WordError", "Wording", "YesOrNo", "You",
    "YouAndAnother", "YouDiscardA", "YouDiscardThis", "YouHave", "YouHaveBoth", "YouPlayedIt",
    "YourTurn", "YourTurnIf", "YouvePlayed", "ability_tokens", "amount_of", "as_more",
    "choice_of", "choosable", "choose_both", "classification_code", "english", "from_json",
    "gained_shift", "kept", "lower", "may_gain_shift", "named_alike", "paid_instead", "payable",
    "payment_steps", "phrase_rule", "register_enum", "remember", "replaces_drops", "rule",
    "say", "say_ability", "say_changes", "say_cost", "say_cost_to", "say_effect",
    "say_shift_cost", "say_steps", "says_may", "sentence_case", "shift_rules", "spread_per",
    "to_json", "why_not", "word_class", "word_classes",
]  # fmt: skip
