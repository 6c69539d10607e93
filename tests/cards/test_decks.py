"""Deck lists: every way players paste them, deck codes, and the rules of 1.10.1.1."""

from __future__ import annotations

import base64

import pytest

from illumineer.cards.catalogue import Catalogue
from illumineer.cards.coverage import is_implemented
from illumineer.cards.decks import (
    DEFAULT_DECKS,
    DeckList,
    example_deck_path,
    example_decks,
    format_of,
    is_deck_code,
    parse_deck,
    parse_deck_code,
    parse_deck_list,
    validate_deck,
)
from illumineer.engine.cards import Format, Ink
from illumineer.engine.errors import DeckListError


@pytest.mark.parametrize(
    "line",
    [
        "4 Mickey Mouse - True Friend",
        "4x Mickey Mouse - True Friend",
        "4X Mickey Mouse - True Friend",
        "4 x Mickey Mouse - True Friend",
        "Mickey Mouse - True Friend x4",
        "Mickey Mouse - True Friend ×4",
        "4 Mickey Mouse – True Friend",
        "4 Mickey Mouse — True Friend",
        "4 Mickey Mouse, True Friend",
        "４ Mickey Mouse - True Friend",
        "ミッキーマウス／いつだって友だち ×４",
        "ミッキーマウス – いつだって友だち 4枚",
        "- 4 Mickey Mouse - True Friend",
        "4 Mickey Mouse - True Friend  // the good one",
    ],
)
def test_each_line_format(catalogue: Catalogue, line: str) -> None:
    deck = parse_deck_list(line, catalogue)
    assert deck.to_text() == "4 Mickey Mouse - True Friend"


def test_headers_comments_blank_lines_and_totals_are_ignored(catalogue: Catalogue) -> None:
    text = """# my deck
Deck:

Characters (8)
4 Mickey Mouse - True Friend
// filler
4 Stitch - New Dog
キャラクター（８）
Total: 8
合計 8枚
"""
    deck = parse_deck_list(text, catalogue)
    assert deck.total == 8
    assert [card.full_name for card, _ in deck.entries] == [
        "Mickey Mouse - True Friend",
        "Stitch - New Dog",
    ]


# ---------------------------------------------------------------------- as deck sites share them

PASTED = """Amber/Steel Aggro by Someone
Characters (8)
4 1-12
4x 012/204 EN 1
Actions (8 cards)
4 Be Prepared *E*
2 9-13
- 2 8/P1 • EN • 1
Songs: 4
Items - 2
2 Dinglehopper
"""


def test_a_list_pasted_from_a_deck_site(catalogue: Catalogue) -> None:
    deck = parse_deck_list(PASTED, catalogue)
    assert deck.title == "Amber/Steel Aggro by Someone"
    assert deck.to_text().splitlines() == [
        "Amber/Steel Aggro by Someone",
        "10 Mickey Mouse - True Friend",  # 1 #12 twice, and its set-9 reprint (9 #13)
        "4 Be Prepared",
        "2 Mickey Mouse - Detective",  # the promo numbered 8 in group P1
        "2 Dinglehopper",
    ]
    assert parse_deck_list(deck.to_text(), catalogue) == deck


@pytest.mark.parametrize(
    "line",
    ["4 1-12", "4 001-012", "4x 012/204 EN 1", "4 12/204 • EN • 1", "1-12 x4", "4 9-13",
     "4 13/204 EN 9", "4 Mickey Mouse - True Friend *E*", "4 Mickey Mouse, True Friend *E*"],
)  # fmt: skip
def test_a_card_by_its_set_and_number(catalogue: Catalogue, line: str) -> None:
    assert parse_deck_list(line, catalogue).to_text() == "4 Mickey Mouse - True Friend"


@pytest.mark.parametrize(
    ("line", "problem"),
    [("4 1-999", "unknown card 'set 1 #999'"), ("4 99-1", "unknown card 'set 99 #1'"),
     ("4x 012/204 JA 1", "only English collector numbers are known"),
     ("4 0-12", "unknown card 'set 0 #12'")],
)  # fmt: skip
def test_a_set_and_number_no_card_has(catalogue: Catalogue, line: str, problem: str) -> None:
    with pytest.raises(DeckListError) as info:
        parse_deck_list(line, catalogue)
    (only,) = info.value.problems
    assert only.startswith(f"line 1 {line!r}: ") and problem in only


@pytest.mark.parametrize(
    "title",
    ["Amber/Steel Aggro by Someone", "Ruby Amethyst Control", "Mickey Mouse Aggro",
     "Bounce Ruby-Sapphire (Top 8 Worlds)", "Steelsong"],
)  # fmt: skip
def test_a_title_is_never_taken_for_a_card(catalogue: Catalogue, title: str) -> None:
    deck = parse_deck_list(f"{title}\n\n4 Stitch - New Dog\n", catalogue)
    assert deck.title == title and deck.to_text().endswith("\n4 Stitch - New Dog")


@pytest.mark.parametrize(
    ("first", "problem"),
    [("Mickey Mose - True Frend", "no count"),  # nearly a card: its count left out
     ("Stitch - New Dog", "no count"), ("Mickey Mouse", "no count"),
     ("1-12", "no count")],
)  # fmt: skip
def test_a_first_line_that_names_a_card_is_no_title(
    catalogue: Catalogue, first: str, problem: str
) -> None:
    with pytest.raises(DeckListError) as info:
        parse_deck_list(f"{first}\n4 Stitch - New Dog\n", catalogue)
    assert info.value.problems[0].startswith(f"line 1 {first!r}: {problem}")


def test_only_the_first_line_can_be_a_title(catalogue: Catalogue) -> None:
    text = "Amber/Steel Aggro\nby Someone\n4 Stitch - New Dog\nAnother Title\n"
    with pytest.raises(DeckListError) as info:
        parse_deck_list(text, catalogue)
    assert [p.split(":")[0] for p in info.value.problems] == [
        "line 2 'by Someone'", "line 4 'Another Title'"]  # fmt: skip


def test_an_unknown_card_after_a_title_gets_the_nearest_names(catalogue: Catalogue) -> None:
    with pytest.raises(DeckListError) as info:
        parse_deck_list("Steel Aggro\n4 Mickey Mose - True Frend\n", catalogue)
    (problem,) = info.value.problems
    assert problem.startswith("line 2 '4 Mickey Mose - True Frend': unknown card")
    assert "did you mean: Mickey Mouse - True Friend" in problem


def test_comma_inside_a_name(catalogue: Catalogue) -> None:
    deck = parse_deck_list("2 Fix-It Felix, Jr. - Trusty Builder\n1 Wake Up, Alice!", catalogue)
    assert deck.to_text() == "2 Fix-It Felix, Jr. - Trusty Builder\n1 Wake Up, Alice!"


def test_repeated_card_lines_merge(catalogue: Catalogue) -> None:
    deck = parse_deck_list("2 Stitch - New Dog\nスティッチ – あたしの犬 ×2", catalogue)
    assert deck.entries[0][1] == 4 and len(deck.entries) == 1


def test_bad_lines_are_each_named(catalogue: Catalogue) -> None:
    text = "4 Mickey Mouse - True Friend\nStitch - New Dog\n0 Pumbaa - Friendly Warthog\n" \
           "4 Mickey Mose - True Frend\n"  # fmt: skip
    with pytest.raises(DeckListError) as info:
        parse_deck_list(text, catalogue)
    problems = info.value.problems
    assert len(problems) == 3
    assert problems[0].startswith("line 2 'Stitch - New Dog': no count")
    assert problems[1].startswith("line 3 '0 Pumbaa - Friendly Warthog'") and "0" in problems[1]
    assert problems[2].startswith("line 4 '4 Mickey Mose - True Frend': unknown card")
    assert "Mickey Mouse - True Friend" in problems[2]


def test_empty_list_is_an_error(catalogue: Catalogue) -> None:
    with pytest.raises(DeckListError, match="no cards"):
        parse_deck_list("# nothing\n\n", catalogue)


def test_round_trip_text_code_parse(catalogue: Catalogue) -> None:
    deck = parse_deck_list(example_deck_path("amber-steel").read_text("utf-8"), catalogue)
    code = deck.to_code()
    assert is_deck_code(code) and not is_deck_code(deck.to_text())
    assert deck.format is Format.INFINITY  # the example declares it
    assert parse_deck(code, catalogue).entries == deck.entries  # a code declares no format
    assert parse_deck(deck.to_text(), catalogue) == deck


def test_deck_code_format(catalogue: Catalogue) -> None:
    raw = "Mickey Mouse_True Friend$4|Be Prepared$2"
    code = base64.b64encode(raw.encode()).decode()
    deck = parse_deck_code(code, catalogue)
    assert deck.to_text() == "4 Mickey Mouse - True Friend\n2 Be Prepared"
    assert base64.b64decode(deck.to_code()).decode() == raw


def test_deck_code_urlsafe_without_padding(catalogue: Catalogue) -> None:
    # "?" bytes make the standard alphabet use "/" and "+", so urlsafe differs.
    raw = "Maleficent_Sinister Visitor$4|Abu_Mischievous Monkey$3|Goofy_Musketeer$1???>"
    code = base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")
    assert "-" in code or "_" in code
    with pytest.raises(DeckListError) as info:
        parse_deck(code, catalogue)
    assert len(info.value.problems) == 1 and "entry 3" in info.value.problems[0]
    good = base64.urlsafe_b64encode(b"Abu_Mischievous Monkey$3").decode().rstrip("=")
    assert parse_deck(good, catalogue).total == 3


def test_deck_code_unknown_card(catalogue: Catalogue) -> None:
    code = base64.b64encode(b"Nobody_At All$4").decode()
    with pytest.raises(DeckListError, match=r"entry 1 'Nobody_At All\$4'.*unknown card"):
        parse_deck(code, catalogue)


def _deck(catalogue: Catalogue, *lines: str) -> DeckList:
    return parse_deck_list("\n".join(lines), catalogue)


def test_1_10_1_1_at_least_60_cards(catalogue: Catalogue) -> None:
    deck = _deck(catalogue, "4 Mickey Mouse - True Friend")
    with pytest.raises(DeckListError, match="4 cards; it needs at least 60"):
        validate_deck(deck)
    validate_deck(deck, min_size=4)


def test_1_10_1_1_at_most_two_inks(catalogue: Catalogue) -> None:
    deck = _deck(catalogue, "4 Mickey Mouse - True Friend", "4 Goons - Maleficent's Underlings",
                 "4 Abu - Mischievous Monkey")  # fmt: skip
    with pytest.raises(DeckListError) as info:
        validate_deck(deck, min_size=1)
    assert info.value.problems == (
        "the deck has 3 ink types: Amber (4 cards), Ruby (4 cards), Steel (4 cards); "
        "at most 2 are allowed (rule 1.10.1.1)",
    )


def test_1_10_1_1_dual_ink_card_counts_both(catalogue: Catalogue) -> None:
    dual = next(c for c in catalogue if set(c.inks) == {Ink.AMBER, Ink.STEEL})
    deck = _deck(catalogue, f"1 {dual.full_name}", "1 Abu - Mischievous Monkey")
    assert deck.inks == (Ink.AMBER, Ink.RUBY, Ink.STEEL)
    with pytest.raises(DeckListError, match="3 ink types"):
        validate_deck(deck, min_size=1)


def test_1_10_1_3_christopher_robin_lets_other_hunny_characters_in(catalogue: Catalogue) -> None:
    # RULES.md scenario 25: other Hunny characters of any ink join his Amethyst/Sapphire deck.
    deck = _deck(catalogue, "4 Christopher Robin - Hunny Sage", "4 Tigger - Hunny Barbarian",
                 "4 Kanga - Hunny Bard", "4 Owl - Hunny Ranger")  # fmt: skip
    validate_deck(deck, min_size=1)


def test_1_10_1_3_only_hunny_characters_ignore_their_ink(catalogue: Catalogue) -> None:
    deck = _deck(catalogue, "4 Christopher Robin - Hunny Sage", "4 Tigger - Hunny Barbarian",
                 "4 Abu - Mischievous Monkey")  # fmt: skip
    with pytest.raises(DeckListError, match=r"3 ink types: Amethyst .*, Ruby .*, Sapphire"):
        validate_deck(deck, min_size=1)


def test_1_10_1_3_christopher_robin_makes_only_others_legal(catalogue: Catalogue) -> None:
    # RULES.md scenario 25 (a): in a Ruby/Steel deck he is himself illegal.
    deck = _deck(catalogue, "4 Christopher Robin - Hunny Sage", "4 Tigger - Hunny Barbarian",
                 "4 Abu - Mischievous Monkey", "4 Owl - Hunny Ranger")  # fmt: skip
    with pytest.raises(DeckListError, match="3 ink types: Amethyst"):
        validate_deck(deck, min_size=1)


def test_1_10_1_1_copy_limit_is_the_cards_own(catalogue: Catalogue) -> None:
    deck = _deck(catalogue, "5 Mickey Mouse - True Friend", "3 The Glass Slipper",
                 "30 Dalmatian Puppy - Tail Wagger")  # fmt: skip
    with pytest.raises(DeckListError) as info:
        validate_deck(deck, min_size=1, max_inks=6)
    assert info.value.problems == (
        "5 copies of Mickey Mouse - True Friend; at most 4 are allowed (rule 1.10.1.1)",
        "3 copies of The Glass Slipper; at most 2 are allowed (rule 1.10.1.1)",
    )


def test_every_broken_rule_is_listed(catalogue: Catalogue) -> None:
    deck = _deck(catalogue, "5 Mickey Mouse - True Friend", "1 Abu - Mischievous Monkey",
                 "1 Goons - Maleficent's Underlings")  # fmt: skip
    with pytest.raises(DeckListError) as info:
        validate_deck(deck, implemented=lambda card: card.name != "Abu")
    problems = info.value.problems
    assert len(problems) == 4
    assert problems[-1] == "Abu - Mischievous Monkey is not implemented yet"


def test_example_decks_are_legal_vanilla_and_two_inks(catalogue: Catalogue) -> None:
    assert {"amber-steel", "ruby-sapphire"} <= set(example_decks())
    for name, inks in (("amber-steel", (Ink.AMBER, Ink.STEEL)),
                       ("ruby-sapphire", (Ink.RUBY, Ink.SAPPHIRE))):  # fmt: skip
        deck = parse_deck(example_deck_path(name).read_text("utf-8"), catalogue)
        validate_deck(deck, implemented=lambda card: card.is_vanilla, in_format=deck.format)
        assert deck.format is Format.INFINITY  # set 1 and 2 cards: not Core
        assert deck.total == 60 and len(deck.entries) == 15
        assert deck.inks == inks
        assert all(card.is_vanilla and card.inkable for card in deck.cards())
        assert {card.cost for card in deck.cards()} == set(range(1, 8))


@pytest.mark.parametrize("name", ["set1-amber-steel", "set1-ruby-sapphire"])
def test_ability_example_decks_are_legal_and_fully_implemented(
    catalogue: Catalogue, name: str
) -> None:
    deck = parse_deck(example_deck_path(name).read_text("utf-8"), catalogue)
    validate_deck(deck, implemented=is_implemented, in_format=Format.INFINITY)
    assert deck.total == 60 and len(deck.inks) == 2
    assert sum(not card.is_vanilla for card in deck.cards()) == 60


CORE_EXAMPLES = [name for name in example_decks() if name.startswith("core-")]


@pytest.mark.parametrize("name", CORE_EXAMPLES)
def test_core_example_decks_are_legal_in_core_and_fully_implemented(
    catalogue: Catalogue, name: str
) -> None:
    deck = parse_deck(example_deck_path(name).read_text("utf-8"), catalogue)
    assert deck.format is Format.CORE and deck.title
    # Legal in Core, at most 4 copies, at most two inks, and no card the engine would skip.
    validate_deck(deck, implemented=is_implemented, in_format=Format.CORE)
    assert deck.total == 60 and len(deck.inks) == 2
    assert set(name.split("-")[1:]) == {ink.value.lower() for ink in deck.inks}  # its name


def test_six_core_examples_of_different_ink_pairs_and_the_defaults_among_them(
    catalogue: Catalogue,
) -> None:
    declared = {
        name for name in example_decks()
        if parse_deck(example_deck_path(name).read_text("utf-8"), catalogue).format
        is Format.CORE
    }  # fmt: skip
    assert declared == set(CORE_EXAMPLES) and len(CORE_EXAMPLES) >= 6
    pairs = {frozenset(name.split("-")[1:]) for name in CORE_EXAMPLES}
    assert len(pairs) == len(CORE_EXAMPLES)
    assert set(DEFAULT_DECKS) <= declared
    first, second = (frozenset(name.split("-")[1:]) for name in DEFAULT_DECKS)
    assert first != second


def test_unknown_example_deck() -> None:
    with pytest.raises(DeckListError, match="amber-steel"):
        example_deck_path("emerald-amethyst")


# ---------------------------------------------------------------------- formats


def test_a_deck_with_cards_not_legal_in_its_format_is_refused_in_one_line(
    catalogue: Catalogue,
) -> None:
    deck = _deck(catalogue, "4 Mickey Mouse - True Friend", "4 Ariel - On Human Legs",
                 "4 Fortisphere", "4 Hiram Flaversham - Toymaker")  # fmt: skip
    with pytest.raises(DeckListError) as info:
        validate_deck(deck, min_size=1, max_inks=6, in_format=Format.CORE)
    assert info.value.problems == (
        "3 cards are not legal in Core: Ariel - On Human Legs, Fortisphere (banned since "
        "2025-04-08), Hiram Flaversham - Toymaker (banned since 2025-04-08)",
    )
    with pytest.raises(DeckListError) as info:
        validate_deck(deck, min_size=1, max_inks=6, in_format=Format.INFINITY)
    assert info.value.problems == (
        "1 card is not legal in Infinity: Hiram Flaversham - Toymaker (banned since 2026-03-26)",
    )
    validate_deck(_deck(catalogue, "4 Mickey Mouse - True Friend"), min_size=1,
                  in_format=Format.CORE)  # fmt: skip


def test_the_refusal_names_twenty_cards_and_counts_the_rest(catalogue: Catalogue) -> None:
    rotated = [c.full_name for c in catalogue if c.set_code == "5" and c.formats][:25]
    deck = _deck(catalogue, *(f"1 {name}" for name in rotated))
    with pytest.raises(DeckListError) as info:
        validate_deck(deck, min_size=1, max_inks=6, in_format=Format.CORE)
    (line,) = info.value.problems
    assert line.startswith("25 cards are not legal in Core: ") and line.endswith(" and 5 more")
    assert line.count(", ") == 19


@pytest.mark.parametrize(
    ("declaration", "declared"),
    [("# format: infinity", Format.INFINITY), ("// Format: Core", Format.CORE),
     ("#format:Infinity Constructed", Format.INFINITY), ("# a deck", None)],
)  # fmt: skip
def test_a_list_declares_its_format_before_its_cards(
    catalogue: Catalogue, declaration: str, declared: Format | None
) -> None:
    deck = _deck(catalogue, declaration, "4 Mickey Mouse - True Friend", "# format: core")
    assert deck.format is declared
    assert format_of(deck) is (declared or Format.CORE)
    assert format_of(deck, Format.INFINITY) is Format.INFINITY  # --format wins


def test_an_unknown_format_is_a_problem_of_its_line(catalogue: Catalogue) -> None:
    with pytest.raises(DeckListError) as info:
        _deck(catalogue, "# format: standard", "4 Mickey Mouse - True Friend")
    assert info.value.problems == (
        "line 1 '# format: standard': 'standard' is not a format (core or infinity)",
    )
