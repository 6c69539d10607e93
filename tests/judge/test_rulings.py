"""Rulings in the seed's one-sentence form, in English and Japanese, for every outcome."""

from __future__ import annotations

import pytest

from illumineer.engine.errors import JudgeError
from illumineer.judge.classify import Reason
from illumineer.judge.fixes import (
    BoardChange,
    BoardFix,
    CardName,
    Deed,
    Fix,
    Play,
    Remedy,
    remedies_for,
    verify_remedy,
)
from illumineer.judge.messages import Language
from illumineer.judge.penalties import Basis, CorrectiveAction, corrective_action
from illumineer.judge.rulings import Ruling
from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role

EN, JA = Language.EN, Language.JA
DOC = CardName("Doc - Leader of the Seven Dwarfs", "先生 – ７人のこびとのおかしら")
RATIGAN = CardName("Ratigan - Criminal Mastermind", "ラティガン – 犯罪王")
BEFUDDLE = CardName("Befuddle", "うろたえるのじゃ！")
LATER_SET = CardName("Kida - Guardian of the Path")  # no Japanese data: English in both
CHEATING_EN = "Unsporting Conduct – Cheating"
CHEATING_JA = "Unsporting – Cheating（非スポーツマン的行為 ― 不正行為）"

#: Per outcome: the fix, the reason, and fragments each language's ruling must contain.
OUTCOMES: dict[Remedy, tuple[Fix, Reason, list[str], list[str]]] = {
    Remedy.TOO_LATE: (Fix(Remedy.TOO_LATE), Reason.TRIGGER_MISSED,
        ["more than a full turn cycle ago", "nothing happens"], ["一巡以上", "何も起きず"]),
    Remedy.DURATION_PASSED: (Fix(Remedy.DURATION_PASSED), Reason.TRIGGER_MISSED,
        ["duration has already passed", "nothing happens"], ["継続期間", "何も起きず"]),
    Remedy.DECLINED: (Fix(Remedy.DECLINED), Reason.TRIGGER_MISSED,
        ["chose not to put it into the bag", "stays missed"],
        ["バッグに入れない", "見落とされたまま"]),
    Remedy.RESOLVED: (Fix(Remedy.RESOLVED, may=True), Reason.TRIGGER_MISSED,
        ["put it into the bag", "resolves now", "still cannot be made", "“may” counts as “no”"],
        ["バッグに入れる", "ただちに解決", "いまもできず", "「いいえ」だったものとみなします"]),
    Remedy.INKWELL_TURN_ACTION: (Fix(Remedy.INKWELL_TURN_ACTION), Reason.SEEN_STILL_IN_SET,
        ["shown to the opponent", "put back into the inkwell", "own inkwell is a rule violation",
         CHEATING_EN],
        ["対戦相手に公開", "インクウェルに戻します", "ルール違反", CHEATING_JA]),
    Remedy.INKWELL_BY_EFFECT: (Fix(Remedy.INKWELL_BY_EFFECT), Reason.SEEN_STILL_IN_SET,
        ["shown to the opponent", "shuffled into its owner's deck", "a random card",
         "facedown", CHEATING_EN],
        ["対戦相手に公開", "デッキに混ぜ", "無作為な1枚", "裏向き", CHEATING_JA]),
    Remedy.ELSEWHERE: (Fix(Remedy.ELSEWHERE, count=3, extra=3), Reason.SEEN_STILL_IN_SET,
        ["the 3 cards seen and 3 more picked at random", "nobody knows",
         "cannot tell which positions"],
        ["見えた3枚と、無作為に選んだ3枚", "誰も内容を知らない無作為な部分", "位置"]),
    Remedy.HAND_TOO_FEW: (Fix(Remedy.HAND_TOO_FEW, count=2), Reason.WRONG_COUNT,
        ["the hand holds 2 cards too few", "the player draws 2 cards"],
        ["手札のカードが2枚足りない", "差の2枚を引きます"]),
    Remedy.HAND_TOO_MANY: (Fix(Remedy.HAND_TOO_MANY, count=1), Reason.WRONG_COUNT,
        ["the hand holds 1 card too many", "which cards belong in the hand",
         "1 card picked at random", "nobody knows"],
        ["手札のカードが1枚多い", "手札にあるべきか", "無作為に1枚", "誰も内容を知らない"]),
    Remedy.INKWELL_TOO_FEW: (Fix(Remedy.INKWELL_TOO_FEW, count=1), Reason.WRONG_COUNT,
        ["the inkwell holds 1 card too few", "1 random card from the deck", "facedown",
         "unknown even to its owner"],
        ["インクウェルのカードが1枚足りない", "無作為な1枚", "裏向き",
         "持ち主もそれが何かを知りません"]),
    Remedy.INKWELL_TOO_MANY: (Fix(Remedy.INKWELL_TOO_MANY, count=2), Reason.SEEN_AND_MOVED,
        ["moved from one hidden zone to another", "which cards belong in the inkwell",
         "2 cards picked at random"],
        ["別の非公開ゾーンへ移っている", "インクウェルにあるべきか", "無作為に2枚"]),
    Remedy.MOVED_BACK: (Fix(Remedy.MOVED_BACK, count=1), Reason.WRONG_COUNT,
        ["the hand holds 1 card too many and the inkwell holds 1 card too few",
         "taken from the inkwell", "goes back into it"],
        ["手札のカードが1枚多い", "インクウェルのカードが1枚足りない", "インクウェルに戻します"]),
    Remedy.GAME_ENDS: (Fix(Remedy.GAME_ENDS), Reason.WRONG_COUNT,
        ["Game Loss", "the game ends there", "no remedy is needed"],
        ["Game Loss", "ゲームはそこで終わる", "修復手順は必要ありません"]),
    Remedy.REWIND: (Fix(Remedy.REWIND, count=2, before=Play(Deed.PLAY, BEFUDDLE)),
        Reason.RULE_BROKEN, ["rewound 2 actions", "to just before Befuddle was played"],
        ["《うろたえるのじゃ！》をプレイする直前まで", "行動2個分巻き戻します"]),
    Remedy.LEAVE: (Fix(Remedy.LEAVE, board=(BoardFix(BoardChange.BANISHED, RATIGAN),
                                            BoardFix(BoardChange.READIED, LATER_SET))),
        Reason.RULE_BROKEN,
        ["history is left as it is", "what is illegal now is fixed",
         "Ratigan - Criminal Mastermind is banished and Kida - Guardian of the Path is readied"],
        ["履歴には手を付けず", "いま不正になっているもの", "《ラティガン – 犯罪王》を退場させる",
         "《Kida - Guardian of the Path》をレディする"]),
    Remedy.FLOOR_REFERS: (Fix(Remedy.FLOOR_REFERS), Reason.RULE_BROKEN,
        ["lead judge to decide", "This may call for a rewind; I will get the lead."],
        ["リードロアガイドが決めます",
         "これは巻き戻しに当たるかもしれません。リードを呼んできます。"]),
    Remedy.NO_INFRACTION_MAY: (Fix(Remedy.NO_INFRACTION_MAY), Reason.MAY_EFFECT_MISSED,
        ["no infraction", "“may”", "play continues"],
        ["違反はまったく無く", "「〜してもよい」", "プレイを続けます"]),
    Remedy.NO_RULE_BROKEN: (Fix(Remedy.NO_RULE_BROKEN), Reason.NOTHING_BROKEN,
        ["no infraction", "no rule of the game was broken", "play continues"],
        ["違反はまったく無く", "どのルールも破られていない", "続きます"]),
}  # fmt: skip


def test_every_outcome_has_a_case() -> None:
    assert set(OUTCOMES) == set(Remedy)


def ruling_for(remedy: Remedy, level: Level = Level.COMPETITIVE) -> Ruling:
    fix, reason, _, _ = OUTCOMES[remedy]
    action = corrective_action(reason.infraction, level, event="E", player="p1")
    if remedy is Remedy.GAME_ENDS:
        action = CorrectiveAction(Penalty.GAME_LOSS, Basis.LEVEL, upgraded=True,
                                  warnings_before=2)  # fmt: skip
    return Ruling(reason, level, action, fix)


@pytest.mark.parametrize("remedy", list(Remedy), ids=lambda r: r.value)
@pytest.mark.parametrize("language", list(Language), ids=lambda lang: lang.value)
def test_rulings_say_name_action_reason_and_fix(remedy: Remedy, language: Language) -> None:
    ruling = ruling_for(remedy)
    text = ruling.text(language)
    _, _, english, japanese = OUTCOMES[remedy]
    for fragment in english if language is EN else japanese:
        assert fragment in text
    if ruling.infraction is not Infraction.NONE:
        # The infraction's English name and the corrective action's, verbatim in both.
        assert ruling.infraction.english in text
        assert str(ruling.penalty) in text
        if not ruling.action.upgraded:
            assert ("競技イベント" if language is JA else "competitive event") in text
    assert text.endswith("." if language is EN else "。")
    assert "{" not in text and "}" not in text


@pytest.mark.parametrize("remedy", list(Remedy), ids=lambda r: r.value)
def test_the_two_languages_differ_and_the_japanese_glosses_the_name(remedy: Remedy) -> None:
    ruling = ruling_for(remedy)
    assert ruling.texts()[EN] != ruling.texts()[JA]
    glosses = {
        Infraction.MISSED_TRIGGER: "Missed Trigger（誘発忘れ）",
        Infraction.HIDDEN_INFORMATION_ERROR: "Hidden Information Error（非公開情報の誤り）",
        Infraction.CARD_COUNT_ERROR: "Card Count Error（カード枚数の誤り）",
        Infraction.GENERAL_RULE_ERROR: "General Rule Error（一般的なルールの誤り）",
    }
    if ruling.infraction in glosses:
        assert glosses[ruling.infraction] in ruling.text(JA)


def test_seed_000_doc_missed_trigger_ruling() -> None:
    # ../shared/acceptance/seeds/judge-doc-missed-trigger.yaml
    action = corrective_action(Infraction.MISSED_TRIGGER, Level.COMPETITIVE, event="E", player="p1")
    ruling = Ruling(Reason.TRIGGER_MISSED, Level.COMPETITIVE, action, Fix(Remedy.RESOLVED), DOC)
    for fragment in ("Missed Trigger", "Caution", "Doc"):
        assert fragment in ruling.text(EN)
    for fragment in ("Missed Trigger", "先生"):
        assert fragment in ruling.text(JA)
    assert "《先生 – ７人のこびとのおかしら》" in ruling.text(JA)


def test_seed_000_fishbone_quill_card_count_ruling() -> None:
    # ../shared/acceptance/seeds/judge-fishbone-quill-two-cards.yaml
    action = corrective_action(Infraction.CARD_COUNT_ERROR, Level.CASUAL, event="E", player="p1")
    ruling = Ruling(Reason.WRONG_COUNT, Level.CASUAL, action, Fix(Remedy.INKWELL_TOO_MANY, count=1))
    for language in Language:
        assert "Card Count Error" in ruling.text(language)
        assert "Caution" in ruling.text(language)
    assert "casual event" in ruling.text(EN) and "カジュアルイベント" in ruling.text(JA)


def test_a_card_without_a_japanese_name_is_named_in_english() -> None:
    assert LATER_SET.name(JA) == LATER_SET.name(EN) == "Kida - Guardian of the Path"
    assert DOC.name(JA) == "先生 – ７人のこびとのおかしら"
    with pytest.raises(JudgeError):
        CardName(" ")


def test_pcg_2_the_upgraded_penalty_says_it_was_the_third_warning() -> None:
    action = CorrectiveAction(Penalty.GAME_LOSS, Basis.LEVEL, upgraded=True, warnings_before=2)
    ruling = Ruling(Reason.WRONG_COUNT, Level.COMPETITIVE, action, Fix(Remedy.GAME_ENDS))
    english, japanese = ruling.text(EN), ruling.text(JA)
    assert "Game Loss" in english and "upgraded" in english
    assert "2 Warnings for Card Count Error" in english and "third Warning" in english
    assert "Game Loss に上がり" in japanese and "3回目" in japanese and "2回" in japanese


def test_pcg_2_1_the_ruling_says_why_the_action_is_what_it_is() -> None:
    fix = Fix(Remedy.DECLINED)
    detrimental = CorrectiveAction(Penalty.WARNING, Basis.DETRIMENTAL)
    ruling = Ruling(Reason.TRIGGER_MISSED, Level.COMPETITIVE, detrimental, fix, DOC)
    assert "Warning, as the trigger would have been bad for the player" in ruling.text(EN)
    assert "見落とした本人に不利な誘発" in ruling.text(JA)
    self_caught = CorrectiveAction(Penalty.NONE, Basis.SELF_CAUGHT)
    ruling = Ruling(Reason.TRIGGER_MISSED, Level.CASUAL, self_caught, fix)
    assert "no corrective action" in ruling.text(EN) and "Caution" not in ruling.text(EN)
    assert "自分で見落としに気づいた" in ruling.text(JA)


def test_pcg_2_2_a_second_hidden_information_error_of_a_kind_says_find_out() -> None:
    action = CorrectiveAction(Penalty.WARNING, Basis.LEVEL, warnings_before=1)
    fix = Fix(Remedy.ELSEWHERE, count=1)
    ruling = Ruling(Reason.SEEN_STILL_IN_SET, Level.COMPETITIVE, action, fix,
                    second_of_kind=True)  # fmt: skip
    assert "lead judge" in ruling.text(EN) and "リードロアガイド" in ruling.text(JA)
    assert "find out how it happened" in ruling.text(EN) and CHEATING_EN in ruling.text(EN)
    assert "another Hidden Information Error" in ruling.text(EN)
    assert "突き止めてください" in ruling.text(JA) and CHEATING_JA in ruling.text(JA)
    assert "the card seen is shuffled" in ruling.text(EN)  # one card: singular, no extra


def test_a_general_rule_error_can_name_the_broken_rule() -> None:
    action = CorrectiveAction(Penalty.CAUTION, Basis.LEVEL)
    ruling = Ruling(Reason.RULE_BROKEN, Level.CASUAL, action, Fix(Remedy.LEAVE), rule="8.6.1")
    assert "rule 8.6.1 of the Comprehensive Rules" in ruling.text(EN)
    assert "総合ルール 8.6.1" in ruling.text(JA)
    assert "nothing on the board is illegal now" in ruling.text(EN)


@pytest.mark.parametrize(
    ("reason", "action", "fix", "options", "message"),
    [
        (Reason.WRONG_COUNT, CorrectiveAction(Penalty.CAUTION, Basis.LEVEL),
         Fix(Remedy.RESOLVED), {}, "not one of Card Count Error"),
        (Reason.MAY_EFFECT_MISSED, CorrectiveAction(Penalty.CAUTION, Basis.LEVEL),
         Fix(Remedy.NO_INFRACTION_MAY), {}, "does not fit none"),
        (Reason.RULE_BROKEN, CorrectiveAction(Penalty.NONE, Basis.NO_INFRACTION),
         Fix(Remedy.LEAVE), {}, "does not fit General Rule Error"),
        (Reason.RULE_BROKEN, CorrectiveAction(Penalty.CAUTION, Basis.LEVEL),
         Fix(Remedy.LEAVE), {"card": DOC}, "Missed Trigger only"),
        (Reason.TRIGGER_MISSED, CorrectiveAction(Penalty.CAUTION, Basis.LEVEL),
         Fix(Remedy.DECLINED), {"rule": "7.7.4"}, "General Rule Error only"),
        (Reason.WRONG_COUNT, CorrectiveAction(Penalty.GAME_LOSS, Basis.LEVEL, True, 2),
         Fix(Remedy.HAND_TOO_FEW, count=1), {}, "only a Game Loss, ends the game"),
        (Reason.WRONG_COUNT, CorrectiveAction(Penalty.WARNING, Basis.LEVEL),
         Fix(Remedy.GAME_ENDS), {}, "only a Game Loss, ends the game"),
        (Reason.WRONG_COUNT, CorrectiveAction(Penalty.WARNING, Basis.LEVEL),
         Fix(Remedy.HAND_TOO_FEW, count=1), {"second_of_kind": True}, "second of its kind"),
    ],
)  # fmt: skip
def test_parts_that_do_not_fit_are_refused(
    reason: Reason, action: CorrectiveAction, fix: Fix, options: dict[str, object], message: str
) -> None:
    with pytest.raises(JudgeError, match=message):
        Ruling(reason, Level.CASUAL, action, fix, **options)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: Fix(Remedy.HAND_TOO_FEW), "needs a count of at least 1"),
        (lambda: Fix(Remedy.DECLINED, count=2), "counts nothing"),
        (lambda: Fix(Remedy.HAND_TOO_MANY, count=1, extra=1), "extra cards"),
        (lambda: Fix(Remedy.ELSEWHERE, count=1, extra=-1), "extra cards"),
        (lambda: Fix(Remedy.REWIND, count=1), "names the play"),
        (lambda: Fix(Remedy.LEAVE, before=Play(Deed.QUEST, DOC)), "names the play"),
        (lambda: Fix(Remedy.REWIND, count=1, before=Play(Deed.QUEST, DOC),
                     board=(BoardFix(BoardChange.EXERTED, DOC),)), "board fixes"),
        (lambda: Fix(Remedy.DECLINED, may=True), "'may' as 'no'"),
        (lambda: Fix(Remedy.DECLINED, known=True), "moves known cards by name"),
        (lambda: Fix(Remedy.HAND_TOO_MANY, count=1, also=(Fix(Remedy.DECLINED),)),
         "fixes other counts too"),
        (lambda: Play(Deed.DRAW_STEP, DOC, player="p1"), "a Draw step or a pass none"),
        (lambda: Play(Deed.QUEST, DOC, player="p1"), "only one, names its player"),
        (lambda: Play(Deed.QUEST, DOC, DOC), "only a song sung"),
    ],
)  # fmt: skip
def test_fixes_take_only_the_parameters_of_their_outcome(build: object, message: str) -> None:
    with pytest.raises(JudgeError, match=message):
        build()  # type: ignore[operator]


def test_pcg_1_2_only_the_lead_judge_may_rewind() -> None:
    assert remedies_for(Infraction.GENERAL_RULE_ERROR, Role.LEAD) == (Remedy.REWIND, Remedy.LEAVE)
    assert remedies_for(Infraction.GENERAL_RULE_ERROR, Role.FLOOR) == (
        Remedy.LEAVE,
        Remedy.FLOOR_REFERS,
    )
    with pytest.raises(JudgeError, match="only the lead judge may rewind"):
        verify_remedy(Remedy.REWIND, Infraction.GENERAL_RULE_ERROR, Role.FLOOR)
    assert remedies_for(Infraction.MISSED_TRIGGER, Role.FLOOR) == (
        Remedy.TOO_LATE,
        Remedy.DURATION_PASSED,
        Remedy.DECLINED,
        Remedy.RESOLVED,
    )
    with pytest.raises(JudgeError, match="no remedy for Missed Trigger"):
        verify_remedy(Remedy.HAND_TOO_FEW, Infraction.MISSED_TRIGGER, Role.LEAD)


def test_no_infraction_has_the_one_outcome_its_reason_says() -> None:
    assert remedies_for(Infraction.NONE, Role.FLOOR, Reason.MAY_EFFECT_MISSED) == (
        Remedy.NO_INFRACTION_MAY,
    )
    assert remedies_for(Infraction.NONE, Role.LEAD, Reason.NOTHING_BROKEN) == (
        Remedy.NO_RULE_BROKEN,
    )


def test_every_call_has_a_ruling_before_its_remedy_too() -> None:
    action = CorrectiveAction(Penalty.WARNING, Basis.LEVEL)
    ruling = Ruling(Reason.WRONG_COUNT, Level.COMPETITIVE, action)
    assert "the remedy is still to be applied" in ruling.text(EN)
    assert "修復手順はこれから行います" in ruling.text(JA)
    assert "wrong number of cards" in ruling.text(EN)


def test_a_card_moved_between_hidden_zones_says_both_counts_and_both_fixes() -> None:
    action = CorrectiveAction(Penalty.WARNING, Basis.LEVEL)
    fix = Fix(Remedy.HAND_TOO_MANY, count=1, also=(Fix(Remedy.INKWELL_TOO_FEW, count=1),))
    text = Ruling(Reason.WRONG_COUNT, Level.COMPETITIVE, action, fix).text(EN)
    assert "the hand holds 1 card too many and the inkwell holds 1 card too few" in text
    assert "1 card picked at random" in text and "1 random card from the deck" in text
    known = Fix(Remedy.INKWELL_TOO_MANY, count=1, known=True)
    text = Ruling(Reason.WRONG_COUNT, Level.COMPETITIVE, action, known).text(EN)
    assert "both players know does not belong in the inkwell" in text and "random" not in (
        text.split("because")[1].split(";")[0])


def test_a_rewound_song_names_the_singer_as_the_one_who_sang() -> None:
    action = CorrectiveAction(Penalty.WARNING, Basis.LEVEL)
    singer = CardName("Maui - Hero to All", "マウイ – みんなのヒーロー")
    song = CardName("Be Prepared", "BE PREPARED")
    fix = Fix(Remedy.REWIND, count=1, before=Play(Deed.SING, singer, song))
    ruling = Ruling(Reason.RULE_BROKEN, Level.COMPETITIVE, action, fix)
    assert "to just before Maui - Hero to All sang Be Prepared" in ruling.text(EN)
    assert "《マウイ – みんなのヒーロー》が《BE PREPARED》を歌う直前" in ruling.text(JA)


def test_a_ruling_is_stored_as_data_and_read_back_the_same() -> None:
    action = CorrectiveAction(Penalty.GAME_LOSS, Basis.LEVEL, upgraded=True, warnings_before=2)
    ruling = Ruling(Reason.RULE_BROKEN, Level.COMPETITIVE, action, Fix(Remedy.GAME_ENDS),
                    rule="1.7.7", players=("Kenji", "Mei"))  # fmt: skip
    again = Ruling.from_data(ruling.to_data())
    assert again == ruling and again.texts() == ruling.texts()
    warning = again.with_action(CorrectiveAction(Penalty.WARNING, Basis.LEVEL, warnings_before=1))
    assert warning.fix is None and "Warning" in warning.text(EN)
    with pytest.raises(JudgeError, match="not one"):
        Ruling.from_data({"reason": "NO_SUCH"})
    for players in (["Kenji"], ["Kenji", "Mei", "Aiko"]):
        with pytest.raises(JudgeError, match="two players"):
            Ruling.from_data({**ruling.to_data(), "players": players})
        with pytest.raises(JudgeError, match="two players"):
            Ruling.from_data({**ruling.to_data(), "players_ja": players})


def test_a_ruling_stored_before_a_part_existed_reads_with_that_parts_default() -> None:
    """A ledger keeps rulings for years: one written before a fix said its extra cards, its
    play, its board, its "may", its known card or its further fixes reads with each of those
    as a new fix has it, and the second-of-kind and Japanese names as none."""
    stored = {
        "reason": "WRONG_COUNT", "level": "COMPETITIVE",
        "action": {"penalty": "WARNING", "basis": "LEVEL", "upgraded": False,
                   "warnings_before": 0},
        "fix": {"remedy": "HAND_TOO_MANY", "count": 1},
    }  # fmt: skip
    ruling = Ruling.from_data(stored)
    assert ruling == Ruling(Reason.WRONG_COUNT, Level.COMPETITIVE,
                            CorrectiveAction(Penalty.WARNING, Basis.LEVEL),
                            Fix(Remedy.HAND_TOO_MANY, count=1))  # fmt: skip
    assert ruling.players == ("p1", "p2") and ruling.players_ja is None
    assert not ruling.second_of_kind and ruling.card is None and ruling.rule is None


def test_a_general_rule_error_says_what_was_broken_with_or_without_a_rule_number() -> None:
    from illumineer.engine.why import Because
    from illumineer.judge.reasons import Broken

    action = CorrectiveAction(Penalty.WARNING, Basis.LEVEL)
    reckless = Broken(Because.RECKLESS_QUEST, (CardName("Gaston - Arrogant Hunter"),))
    plain = Ruling(Reason.RULE_BROKEN, Level.COMPETITIVE, action, Fix(Remedy.LEAVE),
                   broken=reckless)  # fmt: skip
    assert "because Gaston - Arrogant Hunter is Reckless and can't quest;" in plain.text(EN)
    numbered = Ruling(Reason.RULE_BROKEN, Level.COMPETITIVE, action, Fix(Remedy.LEAVE),
                      rule="8.7", broken=reckless)  # fmt: skip
    assert "can't quest (rule 8.7);" in numbered.text(EN)


@pytest.mark.parametrize("fix", [
    Fix(Remedy.REWIND, count=2, before=Play(Deed.SING, DOC, BEFUDDLE)),
    Fix(Remedy.REWIND, count=1, before=Play(Deed.DRAW_STEP, player="Mei")),
    Fix(Remedy.LEAVE, board=(BoardFix(BoardChange.BANISHED, RATIGAN),)),
    Fix(Remedy.HAND_TOO_MANY, count=1, known=True, also=(Fix(Remedy.INKWELL_TOO_FEW, count=1),)),
])  # fmt: skip
def test_every_part_of_a_ruling_keeps_as_data(fix: Fix) -> None:
    reason = Reason.WRONG_COUNT if fix.remedy is Remedy.HAND_TOO_MANY else Reason.RULE_BROKEN
    action = CorrectiveAction(Penalty.WARNING, Basis.LEVEL)
    ruling = Ruling(reason, Level.COMPETITIVE, action, fix, players=("Kenji", "Mei"),
                    players_ja=("佐藤健二", "田中芽衣"))  # fmt: skip
    assert Ruling.from_data(ruling.to_data()) == ruling
    missed = Ruling(Reason.TRIGGER_MISSED, Level.CASUAL, CorrectiveAction(Penalty.CAUTION,
                    Basis.LEVEL), Fix(Remedy.RESOLVED, may=True), card=DOC)  # fmt: skip
    again = Ruling.from_data(missed.to_data())
    assert again == missed and again.card is not None and again.card.ja == DOC.ja
