"""What the compiler binds a pronoun to: after an instruction on this character, "he" or
"she" is this character, not the card the trigger is about ("Whenever you play a song, you
may ready this character. If you do, she can't quest or challenge for the rest of this
turn": the song can't quest; she is the one readied)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from illumineer.engine.abilities import IfYouDo, Modify, That, This, Triggered
from illumineer.engine.abilities.core import Step
from illumineer.engine.abilities.phrasing import Speaker
from illumineer.engine.vocabulary import CardType


@pytest.fixture(scope="module")
def parser(card_file: Path):  # type: ignore[no-untyped-def]
    pytest.importorskip("lark")
    from illumineer.cards.catalogue import read_lorcanajson
    from illumineer.cards.text.compiler import parser_for, pool_words

    names, classes = pool_words(read_lorcanajson(card_file)["cards"])
    return parser_for(names, classes)


def _last_modify(steps: tuple[Step, ...]) -> Modify:
    for step in reversed(steps):
        if isinstance(step, Modify):
            return step
        if isinstance(step, IfYouDo):
            return _last_modify(step.steps)
    raise AssertionError("no Modify")


@pytest.mark.parametrize(
    "text",
    [
        "Once during your turn, whenever you play a song, you may ready this character. If you "
        "do, she can't quest or challenge for the rest of this turn.",
        "Whenever you play another character with 5 ¤ or more, you may ready this character. "
        "If you do, he can't quest for the rest of this turn.",
    ],
)
def test_she_after_ready_this_character_is_this_character(parser: Any, text: str) -> None:
    from illumineer.cards.text.compiler import compile_part

    ability = compile_part(parser, text, "triggered", Speaker(CardType.CHARACTER, "Abby Park"))
    assert isinstance(ability, Triggered)
    target = _last_modify(ability.effect).target
    assert isinstance(target, This) and not isinstance(target, That)

