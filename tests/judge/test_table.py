"""The judge's assistant at a table, named after the guidelines: what the engine records,
what a call decides, what a remedy does to the game, and what the ledger keeps."""

from __future__ import annotations

import dataclasses

import pytest

from illumineer.engine.abilities import (
    Behaviour,
    Cards,
    DealDamage,
    Det,
    GainLore,
    May,
    Owner,
    PlayForFree,
    Quests,
    State,
    Step,
    This,
    Triggered,
)
from illumineer.engine.actions import Action
from illumineer.engine.errors import ImpossibleAction, JudgeError
from illumineer.engine.game import Game
from illumineer.engine.state import Card
from illumineer.engine.vocabulary import Arrival, Deviation, Mode, Verb, Zone
from illumineer.judge import ledger
from illumineer.judge.detriment import detrimental
from illumineer.judge.fixes import Remedy
from illumineer.judge.messages import Language
from illumineer.judge.table import Table, incident_key
from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role
from tests.engine.helpers import board as engine_board
from tests.engine.helpers import character as vanilla

FILLER = vanilla("Filler")


def with_trigger(name: str, *effect: Step) -> object:
    behaviour = Behaviour((Triggered((Quests(This()),), effect, name.upper()),))
    return dataclasses.replace(vanilla(name, willpower=3), behaviour=behaviour, effects=("x",))


def board(mode: Mode = Mode.TABLE) -> Game:
    return engine_board(deck=8, mode=mode)


def act(game: Game, text: str) -> None:
    game.apply(Action.parse(text))


def test_pcg_2_1_acting_while_your_trigger_waits_passes_it_over() -> None:
    game = board()
    eager = game.place(with_trigger("Eager", GainLore(1)), 0, Zone.PLAY)  # type: ignore[arg-type]
    other = game.place(FILLER, 0, Zone.PLAY)
    act(game, f"quest c{eager.id}")
    assert game.bag  # the trigger waits
    outcome = game.apply(Action(Verb.QUEST, (other.id,)))  # another action: it is missed
    assert [i.kind for i in outcome.incidents] == [Deviation.MISSED]
    assert not game.bag and game.players[0].lore == 2  # two quests, no trigger
    table = Table(game, level=Level.CASUAL)
    assert table.infractions() == [Infraction.MISSED_TRIGGER]


def test_pcg_2_1_a_miss_passes_over_only_its_trigger_and_conceding_none() -> None:
    twice = Behaviour((
        Triggered((Quests(This()),), (GainLore(1),), "FIRST"),
        Triggered((Quests(This()),), (GainLore(1),), "SECOND"),
    ))  # fmt: skip
    game = board()
    card = game.place(dataclasses.replace(vanilla("Twice"), behaviour=twice), 0, Zone.PLAY)
    act(game, f"quest c{card.id}")  # both wait
    outcome = game.apply(Action.parse(f"miss c{card.id} 0"))
    assert [(i.kind, i.action) for i in outcome.incidents] == [
        (Deviation.MISSED, Action(Verb.MISS, (card.id, 0)))
    ]
    assert [(t.source, t.number) for t in game.bag] == [(card.id, 1)]  # SECOND still waits
    outcome = game.apply(Action(Verb.CONCEDE))  # a player may concede at any time (2.3.3.4)
    assert outcome.incidents == () and game.is_over


def test_deeds_and_judges_operations_are_impossible_in_strict_mode() -> None:
    game = board(Mode.STRICT)
    for text in ("draw p1 1", "look p1 2", "judge-draw p1 1", "judge-check"):
        with pytest.raises(ImpossibleAction):
            act(game, text)


def test_pcg_2_1_a_late_trigger_chooses_only_among_what_was_there_then() -> None:
    zap = with_trigger("Zapper", DealDamage(1, Cards(Det.CHOSEN)))
    game = board()
    zapper = game.place(zap, 0, Zone.PLAY)  # type: ignore[arg-type]
    early = game.place(vanilla("Early", willpower=5), 1, Zone.PLAY)
    late = game.place(vanilla("Late", cost=1, willpower=5), 0, Zone.HAND)
    for _ in range(2):
        game.place(FILLER, 0, Zone.INKWELL)
    act(game, f"quest c{zapper.id}")
    act(game, f"miss c{zapper.id} 0")
    act(game, f"play c{late.id}")  # entered play after the miss
    table = Table(game, level=Level.CASUAL)
    table.call(1)
    table.remedy("resolve")
    prompt = game.prompt
    assert prompt is not None and late.id not in prompt.options and early.id in prompt.options


def test_pcg_2_1_a_late_trigger_with_nothing_it_could_have_chosen_then_does_nothing() -> None:
    # "Deal 1 damage to chosen other character": when it should have resolved there was
    # none; the one in play now arrived after the miss, so there is nothing to choose (1.7.7).
    zap = with_trigger("Zapper", DealDamage(1, Cards(Det.CHOSEN, other=True)))
    game = board()
    zapper = game.place(zap, 0, Zone.PLAY)  # type: ignore[arg-type]
    late = game.place(vanilla("Late", cost=1, willpower=5), 0, Zone.HAND)
    game.place(FILLER, 0, Zone.INKWELL)
    act(game, f"quest c{zapper.id}")
    act(game, f"miss c{zapper.id} 0")
    act(game, f"play c{late.id}")
    table = Table(game, level=Level.CASUAL)
    table.call(1)
    table.remedy("resolve")
    assert game.prompt is None and game.resolving is None and late.damage == 0
    assert game.legal_actions()  # the game goes on


def test_pcg_2_1_a_late_trigger_s_may_counts_as_no() -> None:
    maybe = with_trigger("Maybe", May((GainLore(3),)))
    game = board()
    card = game.place(maybe, 0, Zone.PLAY)  # type: ignore[arg-type]
    act(game, f"quest c{card.id}")
    act(game, f"miss c{card.id} 0")
    table = Table(game, level=Level.COMPETITIVE)
    assert table.call(1).action.penalty is Penalty.CAUTION  # a "may" never hurts
    table.remedy("resolve")
    assert game.players[0].lore == 1 and game.prompt is None  # the quest's lore only


def test_pcg_2_1_detriment_is_decided_by_playing_the_effect_out() -> None:
    hurt = with_trigger("Clumsy", DealDamage(1, This()))
    helpful = with_trigger("Lucky", GainLore(2))
    for definition, expected in ((hurt, True), (helpful, False)):
        game = board()
        card = game.place(definition, 0, Zone.PLAY)  # type: ignore[arg-type]
        act(game, f"quest c{card.id}")
        act(game, f"miss c{card.id} 0")
        assert detrimental(game, 1) is expected


def test_pcg_2_1_a_missed_trigger_that_cannot_resolve_now_is_not_said_to_hurt() -> None:
    hurt = with_trigger("Clumsy", DealDamage(1, This()))
    game = board()
    card = game.place(hurt, 0, Zone.PLAY)  # type: ignore[arg-type]
    act(game, f"quest c{card.id}")
    act(game, f"miss c{card.id} 0")
    assert detrimental(game, 1) is True
    game.apply(Action(Verb.CONCEDE))  # over: nothing can resolve it any more
    assert detrimental(game, 1) is False


def test_pcg_2_1_a_may_or_an_incident_with_no_trigger_is_never_detrimental() -> None:
    game = board()
    maybe = game.place(with_trigger("Risky", May((DealDamage(1, This()),))), 0, Zone.PLAY)  # type: ignore[arg-type]
    act(game, f"quest c{maybe.id}")
    act(game, f"miss c{maybe.id} 0")
    assert detrimental(game, 1) is False  # its controller would say no
    game = board()
    wild = game.place(vanilla("Wild"), 0, Zone.PLAY, drying=True)
    act(game, f"quest c{wild.id}")  # 1.7.5: a rule broken, no trigger to play out
    assert game.incidents[0].trigger is None and detrimental(game, 1) is False


def test_calling_an_incident_again_adds_no_second_ledger_entry() -> None:
    game = board()
    reckless = dataclasses.replace(vanilla("Wild"), keywords=())
    wild = game.place(reckless, 0, Zone.PLAY, drying=True)
    act(game, f"quest c{wild.id}")  # 1.7.5: still drying
    book = ledger.open("sqlite://")
    book.create_event("Regional", Level.COMPETITIVE)
    book.enrol("Regional", "Kenji Sato", "佐藤健二")
    book.enrol("Regional", "Mei Tanaka", "田中芽衣")
    table = Table(game, book=book, event="Regional", level=Level.COMPETITIVE,
                  players=("kenji sato", "田中芽衣"))  # found whatever the case or script
    table.call(1, role=Role.FLOOR)
    with pytest.raises(JudgeError, match="only the lead"):
        table.remedy("rewind")
    table.call(1, role=Role.LEAD)  # the floor judge fetched the lead
    table.remedy("rewind")
    entries = book.entries("Regional")
    assert len(entries) == 1 and entries[0].role is Role.LEAD
    assert entries[0].infraction is Infraction.GENERAL_RULE_ERROR
    assert entries[0].ruling_en and entries[0].ruling_ja and entries[0].log_position == "0"
    assert wild.zone is Zone.PLAY and not wild.exerted


def test_the_judges_assistant_follows_only_table_games() -> None:
    with pytest.raises(JudgeError, match="table mode"):
        Table(board(Mode.STRICT))


def _rostered() -> ledger.Ledger:
    book = ledger.open("sqlite://")
    book.create_event("Regional", Level.COMPETITIVE)
    for name in ("Kenji", "Mei"):
        book.enrol("Regional", name)
    return book


def test_a_call_is_recorded_once_and_ruling_again_is_a_correction() -> None:
    book = _rostered()
    game = board()
    game.apply(Action.parse("draw p1 1"))
    table = Table(game, book=book, event="Regional", players=("Kenji", "Mei"))
    table.call(1)
    table.remedy("apply")
    assert table.last is not None and table.last.entry == 1 and table.ruled(1) is not None
    # The same game in a later session (its corrected log replayed): the call is refused.
    again = Table(game.clone(), book=book, event="Regional", players=("Kenji", "Mei"))
    with pytest.raises(JudgeError, match=r"ruled already \(entry 1: Warning\).*--corrects 1"):
        again.call(1)
    assert len(book.entries("Regional")) == 1
    assert again.call(1, corrects=1).corrects == 1  # an explicit correction


def test_unknown_players_and_events_are_refused_with_the_nearest_names() -> None:
    book = _rostered()
    with pytest.raises(JudgeError, match="did you mean: Kenji"):
        Table(board(), book=book, event="Regional", players=("Kenjii", "Mei"))
    with pytest.raises(JudgeError, match="did you mean: Regional"):
        Table(board(), book=book, event="Regionals", players=("Kenji", "Mei"))
    with pytest.raises(JudgeError, match="a competitive event, not a casual one"):
        Table(board(), book=book, event="Regional", level=Level.CASUAL, players=("Kenji", "Mei"))


def test_a_game_loss_ends_the_game_and_needs_no_remedy() -> None:
    book = _rostered()
    for _ in range(2):
        book.record(event="Regional", player="Kenji", infraction=Infraction.CARD_COUNT_ERROR,
                    level=Level.COMPETITIVE, penalty=Penalty.WARNING, judge="j", role=Role.LEAD)
    game = board()
    game.apply(Action.parse("draw p1 1"))
    table = Table(game, book=book, event="Regional", players=("Kenji", "Mei"))
    call = table.call(1)
    assert call.action.penalty is Penalty.GAME_LOSS and game.is_over and game.winner == 1
    assert "no remedy is needed" in table.text(Language.EN)  # a ruling at once, no raise
    with pytest.raises(JudgeError, match="no remedy follows"):
        table.remedy("apply")
    table.finish()
    assert book.entries("Regional")[-1].remedy is Remedy.GAME_ENDS


def test_a_ruling_before_the_remedy_says_it_is_still_to_come() -> None:
    game = board()
    game.apply(Action.parse("draw p1 1"))
    table = Table(game)
    table.call(1)
    assert "the remedy is still to be applied" in table.text(Language.EN)
    table.finish()
    assert table.ledger.entries("event") == []  # not ruled yet: nothing recorded


def test_pcg_2_1_a_late_trigger_judges_every_filter_as_it_stood_then() -> None:
    # "Exert chosen exerted character": ready when missed, exerted now: still not choosable.
    from illumineer.engine.abilities import Exert

    tire = with_trigger("Tirer", Exert(Cards(Det.CHOSEN, state=State.EXERTED)))
    game = board()
    tirer = game.place(tire, 0, Zone.PLAY)  # type: ignore[arg-type]
    tired = game.place(vanilla("Tired", willpower=5), 1, Zone.PLAY, exerted=True)
    fresh = game.place(vanilla("Fresh", willpower=5), 0, Zone.PLAY)
    act(game, f"quest c{tirer.id}")
    act(game, f"miss c{tirer.id} 0")
    act(game, f"quest c{fresh.id}")  # exerted now, ready when the trigger should have resolved
    table = Table(game, level=Level.CASUAL)
    table.call(1)
    table.remedy("resolve")
    prompt = game.prompt
    # (The Tirer itself quested, so it was exerted then too.)
    assert prompt is not None and set(prompt.options) == {tirer.id, tired.id}
    # Naming the card that was ready then is an incident that says why, in words.
    act(game, f"choose c{fresh.id}")
    assert table.reason(2, Language.EN).endswith(
        "could not have been chosen when the missed trigger should have resolved, "
        "as then it is not exerted"
    )


def test_a_deed_that_arms_the_next_action_is_spent_by_it() -> None:
    game = board()
    goner = game.place(vanilla("Goner", willpower=1), 1, Zone.PLAY, exerted=True)
    hitter = game.place(vanilla("Hitter", strength=3, willpower=5), 0, Zone.PLAY)
    walker = game.place(vanilla("Walker"), 0, Zone.PLAY)
    act(game, f"overlook c{goner.id}")
    act(game, f"quest c{walker.id}")  # the next action deals no damage: the arm is spent
    assert game.armed == () and not game.incidents
    act(game, f"challenge c{hitter.id} c{goner.id}")
    assert goner.zone is Zone.DISCARD  # banished as the rules say


def test_deeds_that_arm_are_undone_and_replayed_with_the_log() -> None:
    game = board()
    goner = game.place(vanilla("Goner", willpower=1), 1, Zone.PLAY, exerted=True)
    hitter = game.place(vanilla("Hitter", strength=3, willpower=5), 0, Zone.PLAY)
    before = game.state_hash()
    act(game, f"overlook c{goner.id}")
    act(game, f"challenge c{hitter.id} c{goner.id}")
    assert goner.zone is Zone.PLAY and game.spared == (goner.id,)
    assert [i.kind for i in game.incidents] == [Deviation.OVERLOOKED]
    game.rewind(2)
    assert game.state_hash() == before and not game.spared and not game.armed


def passed_with_a_reckless_character_ready() -> Game:
    """p1 ends the turn while their ready Reckless character could still challenge (8.7)."""
    from illumineer.engine.cards import PrintedKeyword

    wild = dataclasses.replace(vanilla("Wild"), keywords=(PrintedKeyword("Reckless"),))
    game = board()
    game.place(wild, 0, Zone.PLAY)
    game.place(vanilla("Tired", willpower=5), 1, Zone.PLAY, exerted=True)
    act(game, "pass")
    return game


def chorus_and_singers(game: Game, needs: int, **singers: int) -> list[Card]:
    """A song sung together that needs `needs` in p1's hand ("Chorus", draw 2), then p1's
    characters in play, named and costed as given: [chorus, *singers]."""
    from illumineer.engine.abilities import Draw
    from tests.engine.helpers import action

    chorus = game.place(action("Chorus", Draw(2), cost=needs, sing_together=needs), 0, Zone.HAND)
    return [chorus, *(game.place(vanilla(name, cost=cost), 0, Zone.PLAY)
                      for name, cost in singers.items())]  # fmt: skip


def test_pcg_2_4_a_rewound_pass_names_who_ended_the_turn() -> None:
    game = passed_with_a_reckless_character_ready()
    table = Table(game, players=("Kenji", "Mei"))
    table.call(1)
    assert "a ready Reckless character could still challenge" in table.text(Language.EN)
    table.remedy("rewind")
    assert game.active == 0 and game.turn == 3
    assert "to just before Kenji ended the turn" in table.text(Language.EN)
    assert "Kenjiがターンを終える直前まで" in table.text(Language.JA)


def test_pcg_2_4_the_lead_takes_over_a_referral_already_recorded() -> None:
    game = board()
    wild = game.place(vanilla("Wild"), 0, Zone.PLAY, drying=True)
    act(game, f"quest c{wild.id}")  # 1.7.5: still drying
    act(game, "draw p1 1")
    table = Table(game, players=("Kenji", "Mei"))
    table.call(1, role=Role.FLOOR)
    table.call(2)  # the floor judge's referral is recorded as the next call is taken up
    referral = table.ledger.entries("event")[0]
    assert referral.remedy is Remedy.FLOOR_REFERS
    lead = table.call(1, role=Role.LEAD)  # the lead comes: a new call, correcting it
    assert lead.corrects == referral.id and lead.fix is None
    table.remedy("leave")
    assert table.ledger.entries("event")[-1].corrects == referral.id


def test_another_judges_call_recorded_first_is_counted_before_this_one() -> None:
    game = board()
    game.apply(Action.parse("draw p1 1"))
    table = Table(game, players=("Kenji", "Mei"))
    call = table.call(1)
    called = call.action
    assert called.penalty is Penalty.WARNING  # as it stood when called
    for _ in range(2):  # meanwhile, at other tables
        table.ledger.record(event="event", player="Kenji", level=Level.COMPETITIVE,
                            infraction=Infraction.CARD_COUNT_ERROR, penalty=Penalty.WARNING,
                            judge="other", role=Role.LEAD)  # fmt: skip
    table.remedy("apply")
    assert call.action.penalty is Penalty.GAME_LOSS and game.is_over and game.winner == 1
    assert "Game Loss" in table.text(Language.EN)


def _this_turn_effects() -> list[Step]:
    from illumineer.engine.abilities import (
        AddStat,
        Floating,
        Gets,
        Modify,
        NextEntersExerted,
        NextTime,
        PlayFromDiscardThisTurn,
    )
    from illumineer.engine.vocabulary import Keyword, Stat

    return [
        Modify(Cards(Det.CHOSEN), (Gets(Stat.STRENGTH, 2),)),  # "gets +2 ¤ this turn"
        AddStat(Stat.WILLPOWER, Cards(Det.CHOSEN)),  # Zipper: "add his ⛉ to ... ¤ this turn"
        NextEntersExerted(Keyword.BODYGUARD),  # "the next character you play this turn"
        PlayFromDiscardThisTurn(),  # Remember Me: "for the rest of this turn"
        Floating(Quests(This()), (GainLore(1),)),  # "whenever ... quests this turn, ..."
        NextTime(Quests(This()), (GainLore(1),)),  # "the next time ... this turn, ..."
    ]


@pytest.mark.parametrize("effect", _this_turn_effects(), ids=lambda step: type(step).__name__)
def test_pcg_2_1_a_this_turn_effect_missed_last_turn_has_passed(effect: Step) -> None:
    pump = with_trigger("Pumper", effect)
    game = board()
    card = game.place(pump, 0, Zone.PLAY)  # type: ignore[arg-type]
    act(game, f"quest c{card.id}")
    act(game, f"miss c{card.id} 0")
    act(game, "pass")
    table = Table(game, level=Level.CASUAL)
    table.call(1)
    with pytest.raises(JudgeError, match="its duration has passed"):
        table.remedy("resolve")
    assert table.remedy("skip").remedy is Remedy.DURATION_PASSED


def test_a_remedy_the_game_cannot_take_now_is_refused_and_changes_nothing() -> None:
    game = board()
    game.apply(Action.parse("draw p1 1"))
    game.apply(Action(Verb.CONCEDE))  # the game is over before the judge arrives
    table = Table(game)
    table.call(1)
    before = game.state_hash()
    with pytest.raises(JudgeError, match="cannot take this remedy now"):
        table.remedy("apply")
    assert game.state_hash() == before and table.ledger.entries("event") == []


def test_pcg_2_4_a_song_sung_together_is_rewound_from_its_first_singer() -> None:
    game = board()
    chorus, alto, bass = chorus_and_singers(game, 6, Alto=2, Bass=3)
    act(game, f"sing-with c{chorus.id} c{alto.id}")
    act(game, f"sing-with c{chorus.id} c{bass.id}")
    act(game, "done")  # 2 + 3 < 6: carried out at a table, and recorded
    table = Table(game, players=("Kenji", "Mei"))
    table.call(1)
    assert "the singers of Chorus total a cost of 5, less than the 6 it needs" in table.text(
        Language.EN
    )
    table.remedy("rewind")
    # (Its two draws are put back as PCG 1.2 says: random cards of the hand, the song's
    # own card among them.)
    assert chorus.zone is not Zone.DISCARD and len(game.players[0].hand) == 1
    assert not alto.exerted and not bass.exerted
    assert "to just before Alto - Test sang Chorus" in table.text(Language.EN)


GENEROUS = with_trigger("Generous", PlayForFree(Cards(Det.CHOSEN, owner=Owner.YOURS)))


def _choosing_from_the_hand(game: Game, generous: int) -> None:
    """Generous quests; its trigger, "play a chosen character of your hand for free",
    resolves and waits for the choice."""
    act(game, f"quest c{generous}")
    act(game, f"resolve c{generous} 0")


def _offers_what_a_replay_takes(game: Game) -> set[int]:
    """The cards the open choice offers, each answer checked as a replay of the log checks
    it (no offer to rely on); every offered action must pass."""
    offered = game.legal_actions()
    for action in offered:
        game.verify(action)
    return {action.card for action in offered if action.verb is Verb.CHOOSE}


def test_pcg_2_3_a_remedy_while_a_choice_waits_asks_the_choice_again() -> None:
    """A Card Count Error remedied while an effect's choice waits: p1 drew a card too many,
    then Generous's trigger asked which character of their hand to play. The remedy
    shuffles a random card of the hand into the deck; that card is no longer offered (it
    was, and a log replay refused the answer the live game had taken: "choose cN does not
    replay")."""
    game = board()
    generous = game.place(GENEROUS, 0, Zone.PLAY)  # type: ignore[arg-type]
    game.place(vanilla("Dancer"), 0, Zone.HAND)
    act(game, "draw p1 1")  # a card too many: a Card Count Error
    _choosing_from_the_hand(game, generous.id)
    assert game.prompt is not None and len(game.prompt.options) == 2
    table = Table(game)
    assert table.infractions() == [Infraction.CARD_COUNT_ERROR]
    table.call(1)
    assert table.remedy("apply").remedy is Remedy.HAND_TOO_MANY
    (returned,) = [card for card in game.cards if card.arrived is Arrival.REMEDY]
    assert returned.zone is Zone.DECK
    hand = {card.id for card in game.players[0].hand}
    assert _offers_what_a_replay_takes(game) == hand and returned.id not in hand
    with pytest.raises(ImpossibleAction, match="not where the choice looks"):
        game.verify(Action(Verb.CHOOSE, (returned.id,)))


def test_1_7_7_a_choice_whose_last_card_is_put_away_has_nothing_left_to_choose() -> None:
    """At a table a player puts the only character of their hand back into their deck
    while an effect waits for them to choose one: nothing is left to choose, so the effect
    goes on without a choice (1.7.7) and the card stays in the deck, unplayed."""
    game = board()
    generous = game.place(GENEROUS, 0, Zone.PLAY)  # type: ignore[arg-type]
    dancer = game.place(vanilla("Dancer"), 0, Zone.HAND)
    _choosing_from_the_hand(game, generous.id)
    assert game.prompt is not None and game.prompt.options == (dancer.id,)
    act(game, f"put c{dancer.id} deck")  # a deed: recorded, and carried out
    assert game.prompt is None and game.resolving is None
    assert dancer.zone is Zone.DECK
    assert _offers_what_a_replay_takes(game) == set()


def test_an_incident_s_key_names_its_game_s_seed_decks_mode_and_actions() -> None:
    def played(deck: str, seed: int = 3, mode: Mode = Mode.TABLE) -> Game:
        game = Game.new([vanilla(deck)] * 20, [vanilla("Filler")] * 20, seed=seed, mode=mode)
        game.apply(game.legal_actions()[-1])  # the same first action in each
        return game

    key = incident_key(played("Filler"), 0)
    assert key.endswith(":0") and incident_key(played("Filler"), 0) == key  # a replay
    assert incident_key(played("Filler"), 0)[:24] != incident_key(
        _with_next(played("Filler")), 1)[:24]  # one action more
    assert incident_key(played("Other"), 0) != key  # same seed and actions, another deck
    assert incident_key(played("Filler", seed=4), 0) != key
    assert incident_key(played("Filler", mode=Mode.STRICT), 0) != key


def _with_next(game: Game) -> Game:
    game.apply(game.legal_actions()[-1])
    return game
