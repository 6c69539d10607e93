"""The message catalogues: every sentence the judge's assistant says, in English and Japanese.

The texts live in gettext catalogues, ``locale/{en,ja}/LC_MESSAGES/illumineer.po``, read with
Babel and compiled in memory on first use (no ``.mo`` file is built or committed). Message ids
are keys (``infraction.MISSED_TRIGGER``), not English sentences, so the code holds no prose and
both languages are edited the same way. A key missing from a catalogue raises `LookupError`:
gettext's habit of printing the id instead would put a key into a ruling unnoticed.

>>> message(Language.JA, "penalty.CAUTION")
'Caution'
"""

from __future__ import annotations

import functools
import gettext
import io
import os
from collections.abc import Mapping
from importlib import resources

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from illumineer.judge.vocabulary import Word

#: The gettext domain: the catalogue files' name.
DOMAIN = "illumineer"


class Language(Word):
    """A language rulings and questions are given in."""

    EN = "en"
    JA = "ja"


def default_language(environ: Mapping[str, str] | None = None) -> Language:
    """The language of the user's locale: the first set of LC_ALL, LC_MESSAGES and LANG (the
    POSIX order of precedence) decides; ``ja...`` is Japanese, anything else English.

    >>> default_language({"LANG": "ja_JP.UTF-8"})
    <Language.JA: 'ja'>
    >>> default_language({"LC_ALL": "C", "LANG": "ja_JP.UTF-8"})
    <Language.EN: 'en'>
    """
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:
            return Language.JA if value.lower().startswith("ja") else Language.EN
    return Language.EN


def catalogue_text(language: Language) -> str:
    """The ``.po`` file of `language`, as text (for tools and tests that read it whole)."""
    path = resources.files("illumineer.judge") / "locale" / language.value / "LC_MESSAGES"
    return (path / f"{DOMAIN}.po").read_text(encoding="utf-8")


class _Missing(gettext.NullTranslations):
    """The last fallback: a message no catalogue holds is a bug, said at once."""

    def gettext(self, message: str) -> str:
        raise LookupError(f"message {message!r} is in no catalogue")

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        raise LookupError(f"message {msgid1!r} is in no catalogue")


@functools.cache
def translations(language: Language) -> gettext.GNUTranslations:
    """`language`'s catalogue, compiled from its ``.po`` file into memory once per process."""
    catalog = read_po(io.StringIO(catalogue_text(language)), locale=language.value, domain=DOMAIN)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    result = gettext.GNUTranslations(compiled)
    result.add_fallback(_Missing())
    return result


def message(language: Language, key: str, /, **params: object) -> str:
    """The message `key` in `language`, its ``{placeholders}`` filled from `params`."""
    return translations(language).gettext(key).format(**params)


def plural(language: Language, key: str, count: int, /, **params: object) -> str:
    """The message `key` in the plural form `count` asks for (English has two, Japanese one);
    ``{count}`` is filled too. The catalogues give the plural id as ``key + ".plural"``."""
    text = translations(language).ngettext(key, f"{key}.plural", count)
    return text.format(count=count, **params)
