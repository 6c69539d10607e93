"""The message catalogues: both languages hold the same messages with the same placeholders,
every key the code builds exists, and nothing compiled is shipped."""

from __future__ import annotations

import io
import re
import string
from importlib import resources

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from illumineer.engine.errors import JudgeError
from illumineer.engine.vocabulary import CardType, Zone
from illumineer.engine.why import Act, Because
from illumineer.judge.classify import Question, Reason
from illumineer.judge.fixes import BoardChange, Deed, Remedy
from illumineer.judge.messages import (
    Language,
    catalogue_text,
    default_language,
    message,
    plural,
    translations,
)
from illumineer.judge.penalties import Basis
from illumineer.judge.remedies import Choice
from illumineer.judge.vocabulary import Infraction, Level, Penalty, Role


def catalogue(language: Language) -> Catalog:
    return read_po(io.StringIO(catalogue_text(language)), locale=language.value)


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def strings(language: Language) -> dict[str, tuple[str, ...]]:
    result = {}
    for entry in catalogue(language):
        if entry.id:
            key = entry.id[0] if isinstance(entry.id, tuple) else entry.id
            texts = entry.string if isinstance(entry.string, tuple) else (entry.string,)
            result[str(key)] = tuple(str(text) for text in texts)
    return result


def test_both_languages_hold_the_same_messages_none_empty_or_fuzzy() -> None:
    english, japanese = strings(Language.EN), strings(Language.JA)
    assert set(english) == set(japanese)
    for language in Language:
        for entry in catalogue(language):
            if entry.id:
                assert not entry.fuzzy, entry.id
                texts = entry.string if isinstance(entry.string, tuple) else (entry.string,)
                assert all(texts), f"{language.value}: {entry.id} has no text"
    # English has two plural forms, Japanese one.
    assert len(english["fix.HAND_TOO_FEW"]) == 2 and len(japanese["fix.HAND_TOO_FEW"]) == 1


def test_placeholders_match_between_languages() -> None:
    english, japanese = strings(Language.EN), strings(Language.JA)
    for key, texts in english.items():
        wanted = set().union(*(fields(text) for text in texts))
        for text in japanese[key]:
            # A Japanese plural form may leave out {count}, as English's singular does.
            assert fields(text) <= wanted | {"count"} and wanted - {"count"} <= fields(text), key


def expected_keys() -> set[str]:
    keys = {f"infraction.{i.name}" for i in Infraction}
    keys |= {f"level.{level.name}" for level in Level} | {f"role.{r.name}" for r in Role}
    keys |= {f"penalty.{p.name}" for p in Penalty}
    keys |= {f"penalty.a.{p.name}" for p in Penalty if p is not Penalty.NONE}
    keys |= {f"penalty_clause.{b.name}" for b in Basis if b is not Basis.NO_INFRACTION}
    keys |= {"penalty_clause.UPGRADED"}
    keys |= {f"question.{q.name}" for q in Question}
    keys |= {f"reason.{r.name}" for r in Reason if r is not Reason.WRONG_COUNT}
    keys |= {"reason.WRONG_COUNT.too_few", "reason.WRONG_COUNT.too_many"}
    keys |= {"reason.TRIGGER_MISSED.card", "reason.RULE_BROKEN.rule"}
    keys |= {f"fix.{r.name}" for r in Remedy} | {f"remedy.{r.name}" for r in Remedy}
    keys |= {"fix.RESOLVED.may", "fix.ELSEWHERE.extra", "fix.LEAVE.board"}
    keys |= {f"deed.{d.name}" for d in Deed} | {f"deed_label.{d.name}" for d in Deed}
    keys |= {f"board.{b.name}" for b in BoardChange} | {
        f"board_label.{b.name}" for b in BoardChange
    }
    keys |= {"ruling.sentence", "ruling.none", "ruling.with_note"}
    keys |= {"note.inkwell_warning", "note.second_of_kind", "note.floor_refers"}
    keys |= {f"zone.{z.name}" for z in Zone}
    keys |= {f"choice.{c.name}" for c in Choice}
    # What was broken, in words (judge/reasons.py).
    keys |= {f"why.{b.name}" for b in Because if b is not Because.CHOICE}
    keys |= {f"why.CHOICE.{a.name}{tail}" for a in Act for tail in ("", ".with")}
    keys |= {"why.NONE_OF.with", "why.NOT_THEN.with", "seats.both"}
    keys |= {f"type.a.{t.name}" for t in CardType}
    keys |= {"reason.RULE_BROKEN.why", "reason.WRONG_COUNT", "fix.PENDING", "deed.SING.song"}
    keys |= {f"fix.{r.name}.known" for r in (Remedy.HAND_TOO_FEW, Remedy.HAND_TOO_MANY,
                                             Remedy.INKWELL_TOO_FEW, Remedy.INKWELL_TOO_MANY)}
    return keys


def test_every_key_the_code_builds_is_in_the_catalogues() -> None:
    present = set(strings(Language.EN))
    assert expected_keys() - present == set()
    # And nothing is left over but the command line's own messages.
    assert {
        key for key in present - expected_keys() if not key.startswith(("cli.", "ledger."))
    } == set()


def test_names_of_infractions_and_penalties_stay_english_in_japanese() -> None:
    for penalty in (Penalty.CAUTION, Penalty.WARNING, Penalty.GAME_LOSS):
        assert message(Language.JA, f"penalty.{penalty.name}") == str(penalty)
    for infraction in Infraction:
        if infraction is not Infraction.NONE:
            assert message(Language.JA, f"infraction.{infraction.name}").startswith(
                infraction.english + "（"
            )


def test_plural_forms() -> None:
    assert plural(Language.EN, "fix.HAND_TOO_FEW", 1) == "the player draws 1 card"
    assert plural(Language.EN, "fix.HAND_TOO_FEW", 3) == "the player draws 3 cards"
    assert plural(Language.JA, "fix.HAND_TOO_FEW", 3) == "プレイヤーは差の3枚を引きます"


def test_a_missing_message_is_an_error_not_its_key() -> None:
    with pytest.raises(LookupError, match=r"no\.such\.key"):
        message(Language.EN, "no.such.key")
    with pytest.raises(LookupError):
        plural(Language.JA, "no.such.key", 2)


def test_catalogues_compile_in_memory_and_no_mo_file_is_shipped() -> None:
    assert translations(Language.JA) is translations(Language.JA)  # compiled once
    locale = resources.files("illumineer.judge") / "locale"
    for language in Language:
        folder = locale / language.value / "LC_MESSAGES"
        names = {entry.name for entry in folder.iterdir()}
        assert names == {"illumineer.po"}


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "ja_JP.UTF-8"}, Language.JA),
        ({"LANG": "en_GB.UTF-8"}, Language.EN),
        ({"LC_MESSAGES": "ja_JP", "LANG": "en_US"}, Language.JA),
        ({"LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "ja_JP"}, Language.EN),
        ({"LC_ALL": "", "LANG": "ja"}, Language.JA),
        ({"LANG": "C"}, Language.EN),
        ({}, Language.EN),
    ],
)
def test_default_language_follows_the_locale(environ: dict[str, str], expected: Language) -> None:
    assert default_language(environ) is expected


def test_languages_parse_as_typed() -> None:
    assert Language.parse("JA") is Language.JA
    with pytest.raises(JudgeError, match="unknown language 'fr'"):
        Language.parse("fr")


def test_japanese_card_names_are_in_the_seeds_brackets() -> None:
    assert re.fullmatch("《X》.+", message(Language.JA, "deed.PLAY", card="X"))
