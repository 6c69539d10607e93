"""Every action, taken or offered, has its words in both languages, from a seat's view and
from the public's."""

from __future__ import annotations

import pytest

from illumineer.cli.card_words import japanese_text
from illumineer.cli.words import Taken, Words
from illumineer.engine.actions import SHAPES
from illumineer.engine.game import Game
from illumineer.engine.view import PUBLIC, public_view, view
from illumineer.engine.vocabulary import Verb, Zone
from illumineer.judge.messages import Language
from tests.engine.helpers import character

_ARGUMENT = {"n": 1, "p": 0, "z": int(Zone.HAND), "s": 3}


@pytest.mark.parametrize("language", list(Language))
@pytest.mark.parametrize("viewer", [0, 1, PUBLIC])
def test_every_verb_taken_is_told_in_words(language: Language, viewer: int) -> None:
    game = Game.position()
    card = game.place(character("Hero"), 0, Zone.PLAY)
    seen = public_view(game) if viewer == PUBLIC else view(game, viewer)
    words = Words(language)
    for verb, shape in SHAPES.items():
        args = [card.id if kind == "c" else _ARGUMENT[kind] for kind in shape]
        taken: Taken = {"verb": verb.text, "args": args}
        said = words.describe_done(taken, seen, seen)
        assert said and "{" not in said and "cli." not in said, verb
        who = words.actor(viewer, taken, seen)
        if verb.text.startswith("judge-"):
            assert who == ("the judge" if language is Language.EN else "ロアガイド")
        assert verb is not Verb.QUEST or "Hero" in said


def test_the_seats_are_named_for_the_viewer() -> None:
    words = Words(Language.EN)
    assert [words.seat(0, i) for i in (0, 1)] == ["you", "the opponent"]
    assert [words.seat(PUBLIC, i) for i in (0, 1)] == ["player 1", "player 2"]
    assert Words(Language.JA).whose(PUBLIC, 1) == "プレイヤー2の"


def test_japanese_card_text_reads_as_printed() -> None:
    assert japanese_text("<突進>（...）%\\熱烈なファン\\ {E}して、１{I}を支払う。") == (
        "突進（...）\n熱烈なファン ⟳して、１⬡を支払う。")
