"""The catalogue: loading LorcanaJSON, lookups in English and Japanese, conflicts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from illumineer.cards.catalogue import Catalogue, load_catalogue, normalise
from illumineer.cards.files import default_card_file, default_japanese_file
from illumineer.engine.cards import CardType, Format, Ink, PrintedKeyword
from illumineer.engine.errors import CardDataError, UnknownCard
from illumineer.engine.vocabulary import Keyword
from tests.conftest import ROOT, SHARED, needs_shared

SHARED_JA = SHARED / "carddata" / "ja"


def test_one_definition_per_full_name(catalogue: Catalogue) -> None:
    names = [card.full_name for card in catalogue]
    assert len(names) == len(set(names)) == len(catalogue)
    assert 2700 < len(catalogue) < 3556


def test_fields_of_a_character(catalogue: Catalogue) -> None:
    card = catalogue.get("Mickey Mouse - True Friend")
    assert (card.id, card.set_code, card.number) == (12, "1", 12)
    assert (card.name, card.version, card.card_type) == ("Mickey Mouse", "True Friend",
                                                          CardType.CHARACTER)  # fmt: skip
    assert (card.cost, card.strength, card.willpower, card.lore) == (3, 3, 3, 2)
    assert card.inkable and card.inks == (Ink.AMBER,)
    assert card.classifications == ("Storyborn", "Hero")
    assert card.is_vanilla  # a promo printing carries flavour text in `effects`
    assert card.max_copies == 4


def test_keywords_and_abilities(catalogue: Catalogue) -> None:
    card = catalogue.get("Chip 'n' Dale - Recovery Rangers")
    assert card.printed_keyword(Keyword.SHIFT) == PrintedKeyword("Shift", 5)
    assert card.keyword_value(Keyword.SHIFT) == 5 and Keyword.SHIFT in card.keyword_set
    assert card.names == ("Chip", "Dale")  # rule 5.2.6.3: 'n' counts as &
    ursula = catalogue.get("Ursula - Deceiver of All")
    assert [a.name for a in ursula.abilities] == ["WHAT A DEAL"]
    assert ursula.abilities[0].kind == "triggered"


def test_ampersand_names(catalogue: Catalogue) -> None:
    card = catalogue.get("Flotsam & Jetsam - Entangling Eels")
    assert card.names == ("Flotsam", "Jetsam")
    assert card.has_name("Jetsam")


def test_action_effects_come_from_the_base_printing(catalogue: Catalogue) -> None:
    card = catalogue.get("Be Prepared")
    assert card.card_type is CardType.ACTION and card.is_song
    assert card.effects == ("Banish all characters.",)


def test_max_copies_from_the_data(catalogue: Catalogue) -> None:
    assert catalogue.get("Dalmatian Puppy - Tail Wagger").max_copies == 99
    assert catalogue.get("The Glass Slipper").max_copies == 2
    assert catalogue.get("Microbots").max_copies == 99  # null: no limit


def test_dual_ink(catalogue: Catalogue) -> None:
    dual = [card for card in catalogue if len(card.inks) == 2]
    assert len(dual) > 50
    assert all(isinstance(ink, Ink) for card in dual for ink in card.inks)


@pytest.mark.parametrize(
    "query",
    [
        "Mickey Mouse - True Friend",
        "mickey mouse - true friend",
        "MICKEY MOUSE – TRUE FRIEND",
        "Mickey Mouse — True Friend",
        "Mickey Mouse ‐ True Friend",
        "Mickey Mouse ‑ True Friend",
        "Mickey Mouse ― True Friend",
        "Mickey Mouse－True Friend",
        "  Mickey   Mouse-True  Friend ",
        "ミッキーマウス – いつだって友だち",
        "ミッキーマウス／いつだって友だち",
        "「ミッキーマウス – いつだって友だち」",
    ],
)
def test_get_ignores_case_dashes_spaces_and_brackets(catalogue: Catalogue, query: str) -> None:
    assert catalogue.get(query).full_name == "Mickey Mouse - True Friend"


def test_get_japanese_with_full_width_digits_and_brackets(catalogue: Catalogue) -> None:
    card = catalogue.get("《先生 – ７人のこびとのおかしら》")
    assert card.full_name == "Doc - Leader of the Seven Dwarfs"
    assert catalogue.get("先生 - 7人のこびとのおかしら") is card


def test_normalise_keeps_the_katakana_long_vowel() -> None:
    # "ー" is part of a word, not a dash.
    assert normalise("ピーター・パン") != normalise("ピ-ター・パン")


def test_by_id_and_set_number_reach_every_printing(catalogue: Catalogue) -> None:
    ursula = catalogue.get("Ursula - Deceiver of All")
    assert catalogue.by_id(527) is ursula
    assert catalogue.by_id(648) is ursula  # the enchanted printing, 3 #212
    assert catalogue.by_set_number("3", 91) is ursula
    assert catalogue.by_set_number(3, 212) is ursula
    # Promos number within their group: P1 #1 is not set 1 #1.
    assert catalogue.by_set_number("P1", 1).full_name == "Mickey Mouse - Brave Little Tailor"
    assert catalogue.by_set_number("1", 1).full_name == "Ariel - On Human Legs"


def test_unknown_id_and_number(catalogue: Catalogue) -> None:
    with pytest.raises(UnknownCard):
        catalogue.by_id(999_999)
    with pytest.raises(UnknownCard):
        catalogue.by_set_number("1", 9999)


def test_typo_suggests_three_closest(catalogue: Catalogue) -> None:
    with pytest.raises(UnknownCard) as info:
        catalogue.get("Mickey Mose - True Frend")
    assert info.value.query == "Mickey Mose - True Frend"
    assert len(info.value.suggestions) == 3
    assert info.value.suggestions[0] == "Mickey Mouse - True Friend"
    assert "did you mean" in str(info.value)


def test_bare_name_suggests_versions(catalogue: Catalogue) -> None:
    with pytest.raises(UnknownCard) as info:
        catalogue.get("Mickey Mouse")
    assert all(s.startswith("Mickey Mouse - ") for s in info.value.suggestions)


def test_search_finds_the_words_anywhere_in_the_name(catalogue: Catalogue) -> None:
    found = [card.full_name for card in catalogue.search("kida -")]
    assert "Kida - Creative Thinker" in found and "Kida - Atlantean" in found
    assert found == sorted(found)
    assert [c.full_name for c in catalogue.search("キーダ – 創造")] == ["Kida - Creative Thinker"]
    assert catalogue.search("zzzz no such card") == ()
    # Anywhere, in any order; case, width and dashes do not matter.
    for text in ("true friend", "friend true mouse", "ＴＲＵＥ—Ｆｒｉｅｎｄ", "mickey mouse-true"):
        assert [c.full_name for c in catalogue.search(text)] == ["Mickey Mouse - True Friend"]
    classy = [c.full_name for c in catalogue.search("いつだって")]
    assert "Mickey Mouse - True Friend" in classy and "Minnie Mouse - Always Classy" in classy
    assert catalogue.search(" - ") == () and catalogue.search("x" * 201) == ()


def test_a_search_that_finds_nothing_offers_the_nearest_names(catalogue: Catalogue) -> None:
    assert "Stitch - Rock Star" in catalogue.nearest("stich rok")
    assert catalogue.nearest("goofy muskteer")[0] == "Goofy - Musketeer"
    assert catalogue.nearest("qqqq zzzz") == ()


def test_conflicts_are_reported(catalogue: Catalogue) -> None:
    conflicts = catalogue.conflicts()
    assert any(c.startswith("Winnie the Pooh - Hunny Wizard:") for c in conflicts)
    # Each conflict is named once, not once per reprint.
    assert len(conflicts) == len(set(conflicts))


@needs_shared("carddata/ja/ja-en-join-sets1-4.json")
def test_conflicts_with_the_full_japanese_list_are_reported(card_file: Path) -> None:
    # The packaged table carries names and text only; the full list also has classifications.
    conflicts = Catalogue.load(card_file, SHARED_JA / "ja-en-join-sets1-4.json").conflicts()
    ursula = [c for c in conflicts if c.startswith("Ursula - Deceiver of All:")]
    assert ursula and "Dreamborn" in ursula[0] and "Storyborn" in ursula[0]


# The seeds README: official Japanese name -> English name, set #number.
SEEDS = [
    ("アースラ – 七つの海の騙し屋", "Ursula - Deceiver of All", "3", 91),
    ("先生 – ７人のこびとのおかしら", "Doc - Leader of the Seven Dwarfs", "2", 5),
    ("ピート – わるもん", "Pete - Bad Guy", "2", 88),
    ("シスー – 神聖なる水の竜", "Sisu - Divine Water Dragon", "2", 159),
    ("魚の骨ペン", "Fishbone Quill", "1", 168),
    ("ラティガン – 犯罪王", "Ratigan - Criminal Mastermind", "2", 91),
    ("うろたえるのじゃ！", "Befuddle", "1", 62),
    ("マーリン – リス", "Merlin - Squirrel", "2", 54),
    ("BE PREPARED", "Be Prepared", "1", 128),
    ("プリンス・ジョン – 腰抜けネコ", "Prince John - Fraidy-Cat", "8", 146),
    ("キーダ – 創造的発想家", "Kida - Creative Thinker", "7", 164),
    ("リトル・ジョン – とんちに長けた無法者", "Little John - Resourceful Outlaw", "3", 178),
    ("キーダ – 入り口の番人", "Kida - Guardian of the Path", "12", 144),
    ("ジョン・シルバー – 執念深い海賊", "John Silver - Vengeful Pirate", "7", 109),
    ("パラダイスの滝 – エキゾチックな目的地", "Paradise Falls - Exotic Destination", "13", 108),
]


@pytest.mark.parametrize(("ja", "en", "set_code", "number"), SEEDS)
def test_seed_cards_have_the_seeds_japanese_names(
    catalogue: Catalogue, ja: str, en: str, set_code: str, number: int
) -> None:
    card = catalogue.by_set_number(set_code, number)
    assert card.full_name == en
    assert card.ja_name == ja
    assert catalogue.get(ja) is card


def test_japanese_rules_text(catalogue: Catalogue) -> None:
    text = catalogue.get("Ursula - Deceiver of All").ja_text
    assert text is not None and "素敵な取り引き" in text
    assert catalogue.get("Mickey Mouse - True Friend").ja_text is None  # vanilla


@needs_shared("carddata/ja/takaratomy-ja-raw.json")
def test_raw_publisher_file_gives_the_same_names(card_file: Path) -> None:
    raw = SHARED_JA / "takaratomy-ja-raw.json"
    from_raw = Catalogue.load(card_file, raw)
    for ja, en, _, _ in SEEDS:
        assert from_raw.get(ja).full_name == en
    # Its own collector numbers differ from the English ones and must not be used.
    agustin = from_raw.get("Agustin Madrigal - Clumsy Dad")
    assert agustin.ja_name == "アグスティン・マドリガル – ドジなパパ"
    assert any("Ursula - Deceiver of All" in c for c in from_raw.conflicts())


def test_japanese_name_never_shadows_an_english_one(catalogue: Catalogue) -> None:
    # "BE PREPARED" is the Japanese name of Be Prepared; both reach the same card.
    assert catalogue.get("BE PREPARED") is catalogue.get("Be Prepared")


@needs_shared("carddata/ja/ja-en-join-sets1-4.json")
@needs_shared("carddata/lorcanajson-en-2026-10-16.json.gz")
def test_default_files_found_from_the_checkout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Nothing set and nothing fetched: a database fetched into the user's own data folder
    # would rightly take precedence, so this looks at an empty one.
    monkeypatch.delenv("ILLUMINEER_CARDS", raising=False)
    monkeypatch.delenv("ILLUMINEER_CARDS_JA", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_card_file() == SHARED / "carddata" / "lorcanajson-en-2026-10-16.json.gz"
    ja = default_japanese_file()
    assert ja is not None and ja.name == "ja-en-join-sets1-4.json"


def test_env_and_user_folder_take_precedence(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ILLUMINEER_CARDS", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    user = tmp_path / "illumineer" / "allcards.json.gz"
    user.parent.mkdir()
    user.write_bytes(b"{}")
    assert default_card_file() == user
    own = tmp_path / "mine.json"
    own.write_text("{}")
    monkeypatch.setenv("ILLUMINEER_CARDS", str(own))
    assert default_card_file() == own
    monkeypatch.setenv("ILLUMINEER_CARDS", str(tmp_path / "missing.json"))
    with pytest.raises(CardDataError):
        default_card_file()


def test_no_card_data_anywhere_says_to_fetch(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from illumineer.cards import files

    monkeypatch.delenv("ILLUMINEER_CARDS", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(files, "shared_dirs", lambda: iter(()))
    with pytest.raises(CardDataError, match="illumineer cards fetch"):
        default_card_file()


def test_plain_json_and_bad_files(tmp_path: Path) -> None:
    plain = tmp_path / "cards.json"
    card = {"id": 1, "fullName": "Test - Card", "name": "Test", "version": "Card",
            "type": "Character", "cost": 1, "inkwell": True, "color": "Amber-Steel",
            "setCode": "1", "number": 1, "strength": 1, "willpower": 1, "lore": 1}  # fmt: skip
    plain.write_text(json.dumps({"metadata": {}, "sets": {}, "cards": [card]}))
    loaded = Catalogue.load(plain)
    assert loaded.get("test – card").inks == (Ink.AMBER, Ink.STEEL)
    bad = tmp_path / "bad.json"
    bad.write_text('{"no": "cards"}')
    with pytest.raises(CardDataError):
        Catalogue.load(bad)


def test_loads_once_and_caches(card_file: Path) -> None:
    # Speed is measured by hand, never asserted: these machines are shared and noisy.
    fresh = Catalogue.load(default_card_file(), default_japanese_file())
    assert len(fresh) == len(load_catalogue())
    assert load_catalogue() is load_catalogue(default_card_file())


# ---------------------------------------------------------------------- formats


def test_core_holds_every_card_any_printing_of_which_is_allowed_there(
    catalogue: Catalogue,
) -> None:
    core = [card for card in catalogue if card.legal_in(Format.CORE)]
    # 1,230 Core-legal full names in the data, two pairs of which differ only in case
    # ("Let It Go" / "Let it Go"): 1,228 cards.
    assert len(core) == 1228
    assert catalogue.format_sets[Format.CORE] == {"9", "10", "11", "12", "13", "14"}
    # Rotated with set 1, back with its set-9 reprint: legal, and counted in set 9.
    mickey = catalogue.get("Mickey Mouse - True Friend")
    assert mickey.formats == {Format.CORE, Format.INFINITY} and mickey.bans == ()
    assert catalogue.first_set_in(mickey, Format.CORE) == "9"
    assert catalogue.first_set_in(mickey, Format.INFINITY) == "1"
    ariel = catalogue.get("Ariel - On Human Legs")  # set 1, never reprinted
    assert ariel.formats == {Format.INFINITY} and not ariel.legal_in(Format.CORE)


def test_banned_cards_and_quest_cards(catalogue: Catalogue) -> None:
    fortisphere = catalogue.get("Fortisphere")
    assert fortisphere.formats == {Format.INFINITY}
    assert fortisphere.banned_since(Format.CORE) == "2025-04-08"
    assert fortisphere.banned_since(Format.INFINITY) is None
    hiram = catalogue.get("Hiram Flaversham - Toymaker")
    assert hiram.formats == frozenset()
    assert hiram.bans == ((Format.CORE, "2025-04-08"), (Format.INFINITY, "2026-03-26"))
    capsize = catalogue.get("Capsize")  # Illumineer's Quest: no constructed format
    assert capsize.formats == frozenset() and capsize.bans == ()


def test_the_date_of_the_data_is_the_one_the_readme_gives(catalogue: Catalogue) -> None:
    assert catalogue.generated_on == "2026-10-16"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"generated on {catalogue.generated_on}" in readme


def test_legality_is_never_guessed() -> None:
    printing: dict[str, object] = {
        "id": 1, "fullName": "A - B", "name": "A", "version": "B", "type": "Action",
        "cost": 1, "inkwell": True, "color": "Amber", "setCode": "9", "number": 1,
    }  # fmt: skip
    allowed = {"Core": {"allowed": True}, "Infinity": {"allowed": False}}
    reprint = {**printing, "id": 2, "setCode": "1", "allowedInFormats": allowed}
    alone = Catalogue.from_lorcanajson({"cards": [printing]}).get("A - B")
    assert alone.formats == frozenset()  # no allowedInFormats: allowed nowhere
    both = Catalogue.from_lorcanajson({"cards": [printing, reprint]}).get("A - B")
    assert both.formats == {Format.CORE}  # any printing allowed there
