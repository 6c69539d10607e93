"""Who sang a song, and what a singer's abilities see of it: "if 2 or more characters sang
this song, ready them" (I2I), "if a character sang this song" (What Else Can I Do?),
"whenever this character sings a song with Sing Together" (4*Town), "whenever he sings a
song for the first time each turn" (Héctor Rivera). A song's effect knows the characters
that sang it (5.4.4.2, 8.12.3: each exerted to pay); a song played otherwise has none.

>>> from illumineer.engine.abilities.phrasing import english
>>> from illumineer.engine.abilities.targets import This
>>> from illumineer.engine.vocabulary import Keyword
>>> english(Sang(2)), english(Sang(1))
('2 or more characters sang this song', 'a character sang this song')
>>> english(SingsWith(This(), Keyword.SING_TOGETHER))
'this character sings a song with Sing Together'
>>> english(SingsFirstTime(This(Pronoun.HE)))
'he sings a song for the first time each turn'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from illumineer.engine.abilities.core import CardView, Condition, Facts, Target
from illumineer.engine.abilities.phrasing import Phrase, Speaker
from illumineer.engine.abilities.targets import Pronoun, Reference
from illumineer.engine.abilities.triggers import Intro, Trigger, _is
from illumineer.engine.vocabulary import EventKind, Keyword, Zone


@dataclass(frozen=True, slots=True)
class Sang(Condition):
    """ "N or more characters sang this song" ("a character sang this song": 1): at least
    `count` characters sang the song whose effect this is."""

    count: int
    PHRASES = (
        Phrase("a character sang this song", count=1),
        Phrase("{count} or more characters sang this song"),
    )

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return len(facts.singers) >= self.count


@dataclass(frozen=True, slots=True)
class Singers(Reference):
    """ "Them", "they" after "if 2 or more characters sang this song": the characters that
    sang it, while still in play (the compiler binds the pronoun; it is not said apart)."""

    form: Pronoun = Pronoun.THEY

    def noun(self, speaker: Speaker) -> list[str]:
        return ["the", "characters", "that", "sang"]

    def cards(self, facts: Facts) -> Sequence[CardView]:
        return [card for i in facts.singers if (card := facts.card(i)).zone is Zone.PLAY]


def _song(facts: Facts) -> CardView | None:
    event = facts.event
    return None if event is None or event.other < 0 else facts.card(event.other)


@dataclass(frozen=True, slots=True)
class SingsWith(Trigger):
    """ "this character sings a song with Sing Together": the song has the keyword (as
    printed: a song is sung from the hand, 8.12)."""

    subject: Target
    keyword: Keyword
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.SING
    PHRASES = (Phrase("{subject:subject} {sings|sing} a song with {keyword:keyword}"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        song = _song(facts)
        return (song is not None and self.keyword in song.definition.keyword_set
                and _is(self.subject, facts, card))  # fmt: skip


@dataclass(frozen=True, slots=True)
class SingsFirstTime(Trigger):
    """ "he sings a song for the first time each turn" (6.2.2: at most once a turn)."""

    subject: Target
    intro: Intro = field(default=Intro.WHENEVER, kw_only=True, metadata={"said_by": "ability"})
    on = EventKind.SING
    once_each_turn = True
    PHRASES = (Phrase("{subject:subject} {sings|sing} a song for the first time each turn"),)

    def __call__(self, facts: Facts, card: CardView) -> bool:
        return _is(self.subject, facts, card)


__all__ = ["Sang", "Singers", "SingsFirstTime", "SingsWith"]  # fmt: skip
