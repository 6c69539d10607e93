"""Write the generated part of the bad-input corpus: ``python tests/corpus/make_corpus.py``.

Each folder of ``tests/corpus`` is one entry point (see ``README.md`` there). This script writes
the ``gen-*`` files, one bad input each, from a valid input and a list of ways to break it;
the ``hand-*`` files beside them are written by hand. It writes the same files every time, and
`tests/test_corpus.py` checks that the committed ones are what it writes, so edit this
script, rerun it, and commit both.

It knows the formats from their documentation (FORMAT.md, the log format, the deck list
formats), never from the code that checks them, so the corpus tests that code rather than
repeating it.
"""

from __future__ import annotations

import base64
import gzip
import json
import shutil
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
RULES = "Disney Lorcana Comprehensive Rules 2.2.0 (effective 9 July 2026)"
DECK = [name for name in (
    "Stitch - New Dog", "Goons - Maleficent's Underlings", "Minnie Mouse - Beloved Princess",
    "Wendy Darling - Talented Sailor", "Aladdin - Cornered Swordsman",
    "Mickey Mouse - True Friend", "Mr. Smee - Loyal First Mate",
    "Kristoff - Official Ice Master", "Lilo - Galactic Hero", "Pumbaa - Friendly Warthog",
    "Eudora - Accomplished Seamstress", "Cerberus - Three-Headed Dog",
    "Mr. Snoops - Inept Businessman", "Kronk - Right-Hand Man",
    "Cobra Bubbles - Just a Social Worker",
) for _ in range(4)]  # fmt: skip

Files = Iterator[tuple[str, bytes]]


def _slug(text: str) -> str:
    keep = "".join(c if c.isascii() and c.isalnum() else "-" for c in text.lower())
    return "-".join(part for part in keep.split("-") if part)[:60]


def _yaml(data: Any) -> bytes:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False).encode("utf-8")


def _json(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


def _escaped(data: Any) -> bytes:
    """JSON with every non-ASCII character escaped: it can carry lone surrogates."""
    return json.dumps(data).encode("ascii")


# ---------------------------------------------------------------------- scenarios

BASE_SETUP: dict[str, Any] = {
    "p1": {
        "ink": 5,
        "hand": [{"card": "Mickey Mouse - True Friend", "as": "mickey"}],
        "play": [{"card": "Stitch - New Dog", "as": "stitch"}],
    },
    "p2": {"play": [{"card": "Pumbaa - Friendly Warthog", "as": "pumbaa", "exerted": True}]},
}
#: One well-formed step per verb (FORMAT.md), to break one way at a time.
GOOD_STEPS: dict[str, dict[str, Any]] = {
    "ink": {"ink": "mickey"},
    "play": {"play": "mickey"},
    "sing": {"sing": "mickey", "singer": "stitch"},
    "quest": {"quest": "stitch"},
    "challenge": {"challenge": "stitch", "target": "pumbaa"},
    "move": {"move": "stitch", "to": "pumbaa"},
    "activate": {"activate": "stitch"},
    "pass": {"pass": True},
    "choose": {"choose": "stitch"},
    "resolve": {"resolve": "stitch"},
    "may": {"may": "yes"},
    "order": {"order": ["stitch", "mickey"]},
    "number": {"number": 2},
    "keep": {"keep": True},
    "mulligan": {"mulligan": "mickey"},
    "draw": {"draw": "p1"},
    "put": {"put": "mickey", "to": "inkwell"},
    "reveal": {"reveal": "mickey"},
    "look": {"look": "p1", "top": 2},
    "miss": {"miss": "stitch"},
    "call": {"call": 1},
    "report": {"report": "p1", "answers": {"trigger": True}},
    "remedy": {"remedy": "resolve"},
    "rewind": {"rewind": 1},
    "takeback": {"takeback": "p1"},
}
TABLE_STEPS = {"draw", "put", "reveal", "look", "miss"}
#: Options each verb must have (FORMAT.md), and a wrong value for each option it takes.
REQUIRED = {"challenge": "target", "move": "to", "sing": "singer", "put": "to", "look": "top",
            "report": "answers"}  # fmt: skip
BAD_OPTIONS: dict[str, list[tuple[str, Any]]] = {
    "play": [("shift", 5), ("shift", []), ("free", "yes please")],
    "sing": [("singer", 7), ("singer", ["stitch"])],
    "challenge": [("target", 12), ("target", ["pumbaa"]), ("target", None)],
    "move": [("to", {"x": 1}), ("to", "")],
    "activate": [("ability", 3)],
    "resolve": [("ability", ["x"])],
    "draw": [("count", 0), ("count", -2), ("count", "two")],
    "put": [("to", "graveyard"), ("to", "play")],
    "reveal": [("to", "p1"), ("to", ["p3"])],
    "look": [("top", 0), ("top", "3")],
    "call": [("role", "boss"), ("noticed_by", "p3")],
    "report": [("answers", []), ("answers", {"trigger": "maybe"}), ("answers", {"colour": True})],
    "rewind": [("role", "head")],
}
#: Values of the wrong kind for each verb's own value.
BAD_VALUES: dict[str, list[Any]] = {
    "alias": [5, ["stitch"], {"card": "x"}, "", None, True, "x" * 300],
    "pass": [False, "now", 1],
    "keep": [False, "yes please"],
    "may": ["perhaps", 3, ["yes"]],
    "choose": [5, [1, 2], {"a": 1}, True],
    "order": ["stitch", [], [5]],
    "number": [-1, "two", 1.5, True, 10**6],
    "player": ["p3", 1, ["p1"], None],
    "call": [0, -1, "one", 1.5],
    "remedy": ["forgive", 1, None],
    "rewind": [0, "all", -3],
}
_VALUE_KIND = {"pass": "pass", "keep": "keep", "may": "may", "choose": "choose",
               "order": "order", "number": "number", "draw": "player", "look": "player",
               "report": "player", "takeback": "player", "call": "call", "remedy": "remedy",
               "rewind": "rewind"}  # fmt: skip


def _scenario(steps: list[Any], **top: Any) -> dict[str, Any]:
    return {"name": "a scenario with one bad part", **top, "setup": BASE_SETUP, "steps": steps}


def _bad_steps() -> Iterator[tuple[str, Any]]:
    for verb, good in GOOD_STEPS.items():
        mode = {"mode": "table"} if verb in TABLE_STEPS else {}
        kind = _VALUE_KIND.get(verb, "alias")
        for value in BAD_VALUES[kind]:
            yield f"{verb}-value-{_slug(repr(value))}", _scenario([{**good, verb: value}], **mode)
        if verb in REQUIRED:
            step = {k: v for k, v in good.items() if k != REQUIRED[verb]}
            yield f"{verb}-without-{REQUIRED[verb]}", _scenario([step], **mode)
        for option, value in BAD_OPTIONS.get(verb, []):
            yield (f"{verb}-{option}-{_slug(repr(value))}",
                   _scenario([{**good, option: value}], **mode))  # fmt: skip
        yield f"{verb}-unknown-option", _scenario([{**good, "bogus": 1}], **mode)
        yield f"{verb}-refused-not-a-bool", _scenario([{**good, "refused": "no"}], **mode)
        if verb in TABLE_STEPS:
            yield f"{verb}-outside-table-mode", _scenario([good])
    yield (
        "sing-with-singer-and-singers",
        _scenario([{"sing": "mickey", "singer": "stitch", "singers": ["stitch"]}]),
    )
    yield "sing-singers-empty", _scenario([{"sing": "mickey", "singers": []}])
    yield "two-verbs-in-one-step", _scenario([{"quest": "stitch", "ink": "mickey"}])
    odd: list[tuple[str, Any]] = [("string", "quest stitch"), ("number", 5), ("list", ["quest"]),
                       ("null", None), ("empty", {}), ("unknown-verb", {"fly": "stitch"}),
                       ("verb-a-number", {1: "stitch"}), ("verb-null", {None: "stitch"}),
                       ("verb-true", {True: "stitch"}), ("check-with-option", {"check": {},
                        "refused": True}), ("check-null", {"check": None}),
                       ("check-list", {"check": ["lore"]})]  # fmt: skip
    for name, step in odd:
        yield f"step-{name}", _scenario([{"pass": True}, step])


#: Wrong values for each check (FORMAT.md "Checks" and the table-mode checks).
BAD_CHECKS: dict[str, list[Any]] = {
    "lore": [5, {"p3": 1}, {"p1": -1}, {"p1": 101}, {"p1": "two"}, [1, 2]],
    "main_lore": [{"p1": "x"}],
    "zone": [{"stitch": "graveyard"}, ["stitch"], {"stitch": 1}],
    "damage": [{"stitch": -1}, {"stitch": 101}, {"stitch": "1"}],
    "exerted": ["stitch", {"stitch": True}, [1]],
    "ready": [5],
    "strength": [{"stitch": 1000}, {"stitch": None}],
    "willpower": [{"stitch": [3]}],
    "lore_value": [{"stitch": 2.5}],
    "count": [{"p1.hand": -1}, {"hand": 1}, {"p1.graveyard": 1}, {"p1.hand": "six"}, 6],
    "bag": [[], {"p3": []}, {"p1": "stitch"}],
    "decides": ["p3", 1, ["p1"]],
    "winner": ["p1 and p2", 2],
    "depth": [-1, "deep"],
    "incidents": ["Missed Trigger", ["Oops"], [1]],
    "infraction": ["Bad Play", 3],
    "penalty": ["Jail", 1],
    "ruling": [{"fr": ["x"]}, {"en": "Caution"}, ["Caution"], {"en": [5]}],
    "known": [{"stitch": ["p3"]}, {"stitch": "p1"}, ["stitch"]],
    "colour": ["red"],
}


def _bad_checks() -> Iterator[tuple[str, Any]]:
    for key, values in BAD_CHECKS.items():
        for index, value in enumerate(values):
            where = "expect" if index % 2 else "check"
            slug = f"check-{key}-{index}-{_slug(repr(value))}"
            if where == "expect":
                yield slug + "-in-expect", {**_scenario([]), "expect": {key: value}}
            else:
                yield slug, _scenario([{"check": {key: value}}])


#: Wrong setups (FORMAT.md "Shape" and "Card entries").
BAD_SETUPS: list[tuple[str, Any]] = [
    ("active-p3", {"active": "p3"}), ("active-number", {"active": 1}),
    ("turn-zero", {"turn": 0}), ("turn-negative", {"turn": -1}), ("turn-huge", {"turn": 10**9}),
    ("turn-text", {"turn": "3"}), ("turn-float", {"turn": 2.5}), ("turn-bool", {"turn": True}),
    ("p3", {"p3": {}}), ("p1-list", {"p1": ["ink"]}), ("p1-text", {"p1": "ready"}),
    ("lore-negative", {"p1": {"lore": -1}}), ("lore-huge", {"p1": {"lore": 10**6}}),
    ("lore-text", {"p1": {"lore": "five"}}), ("ink-million", {"p1": {"ink": 10**6}}),
    ("ink-negative", {"p2": {"ink": -3}}), ("ink-text", {"p1": {"ink": "3"}}),
    ("ink-bad-entry", {"p1": {"ink": [5]}}), ("deck-100-million", {"p1": {"deck": 10**8}}),
    ("deck-negative", {"p1": {"deck": -5}}), ("deck-1001", {"p2": {"deck": 1001}}),
    ("deck-float", {"p1": {"deck": 10.5}}), ("deck-bad-entry", {"p1": {"deck": [None]}}),
    ("hand-text", {"p1": {"hand": "Mickey Mouse - True Friend"}}),
    ("hand-number", {"p1": {"hand": 3}}), ("hand-entry-number", {"p1": {"hand": [3]}}),
    ("hand-entry-empty", {"p1": {"hand": [{}]}}), ("hand-entry-card-number",
     {"p1": {"hand": [{"card": 5}]}}), ("hand-entry-unknown-key",
     {"p1": {"hand": [{"card": "Stitch - New Dog", "colour": "blue"}]}}),
    ("play-damage-negative", {"p1": {"play": [{"card": "Stitch - New Dog", "damage": -1}]}}),
    ("play-damage-huge", {"p1": {"play": [{"card": "Stitch - New Dog", "damage": 10**4}]}}),
    ("play-exerted-text", {"p1": {"play": [{"card": "Stitch - New Dog", "exerted": "yes!"}]}}),
    ("play-as-number", {"p1": {"play": [{"card": "Stitch - New Dog", "as": 7}]}}),
    ("play-at-list", {"p1": {"play": [{"card": "Stitch - New Dog", "at": ["x"]}]}}),
    ("play-101-cards", {"p1": {"play": ["Stitch - New Dog"] * 101}}),
    ("discard-mapping", {"p1": {"discard": {"card": "Stitch - New Dog"}}}),
    ("unknown-player-key", {"p1": {"sideboard": []}}),
]  # fmt: skip
#: Wrong top-level keys (FORMAT.md "Shape" and "Table mode and the judge").
BAD_TOPS: list[tuple[str, dict[str, Any]]] = [
    ("name-number", {"name": 5}), ("name-empty", {"name": ""}), ("name-list", {"name": ["x"]}),
    ("name-null", {"name": None}), ("rules-text", {"rules": "7.7.4"}),
    ("rules-number", {"rules": [7.7]}), ("rules-nested", {"rules": [["7.7"]]}),
    ("mode-judge", {"mode": "judge"}), ("mode-bool", {"mode": True}),
    ("level-pro", {"level": "pro"}), ("seed-negative", {"seed": -1}),
    ("seed-huge", {"seed": 2**64}), ("seed-text", {"seed": "7"}),
    ("ledger-text", {"ledger": "none"}), ("ledger-empty-entry", {"ledger": [{}]}),
    ("ledger-bad-infraction", {"ledger": [{"player": "p1", "infraction": "Speeding",
                                           "penalty": "Warning"}]}),
    ("ledger-bad-player", {"ledger": [{"player": "p9", "infraction": "Missed Trigger",
                                       "penalty": "Warning"}]}),
    ("steps-text", {"steps": "quest stitch"}), ("steps-mapping", {"steps": {"quest": "a"}}),
    ("expect-list", {"expect": ["lore"]}), ("setup-list", {"setup": ["p1"]}),
    ("unknown-key", {"author": "me"}), ("source-number", {"source": 5}),
]  # fmt: skip


def scenarios() -> Files:
    for name, data in _bad_steps():
        yield f"step-{name}.yaml", _yaml(data)
    for name, data in _bad_checks():
        yield f"{name}.yaml", _yaml(data)
    for name, setup in BAD_SETUPS:
        yield f"setup-{name}.yaml", _yaml({"name": "a bad setup", "setup": setup})
    for name, top in BAD_TOPS:
        data = {"name": "a bad top-level key", "setup": BASE_SETUP, **top}
        if top.get("name", 0) is None:
            del data["name"]
        yield f"top-{name}.yaml", _yaml(data)
    yield "top-without-name.yaml", _yaml({"setup": BASE_SETUP})
    # The YAML itself: nesting, aliases, tags, numbers Python will not convert.
    yield "yaml-nested-200-lists.yaml", b"name: deep\nsetup: " + b"[" * 200 + b"]" * 200 + b"\n"
    yield "yaml-nested-5000-lists.yaml", b"name: deep\nsteps: " + b"[" * 5000 + b"]" * 5000
    yield "yaml-nested-mappings.yaml", b"name: deep\nexpect: " + b"{a: " * 300 + b"1" + b"}" * 300
    laughs = ["name: lol", 'a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for level in range(1, 10):
        laughs.append(f"a{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * 9) + "]")
    yield "yaml-billion-laughs.yaml", ("\n".join(laughs) + "\n").encode()
    many = ["name: many aliases", "setup: &s {}", "steps:"] + ["  - {check: *s}"] * 40
    yield "yaml-40-aliases.yaml", ("\n".join(many) + "\n").encode()
    yield "yaml-turn-5000-digits.yaml", b"name: x\nsetup: {turn: " + b"9" * 5000 + b"}\n"
    yield "yaml-python-tag.yaml", b"name: !!python/object/apply:os.system ['true']\n"
    yield "yaml-binary-tag.yaml", b"name: !!binary aGVsbG8=\n"
    yield "yaml-timestamp-name.yaml", b"name: 2001-12-14t21:59:43.10-05:00\n"
    yield "yaml-bad-timestamp.yaml", b"name: x\nsource: !!timestamp 2001-13-45\n"
    yield "yaml-set-steps.yaml", b"name: x\nsteps: !!set {a, b}\n"
    yield "yaml-unhashable-key.yaml", b"name: x\n? [a, b]\n: c\n"
    yield "yaml-two-documents.yaml", b"name: one\n---\nname: two\n"
    yield "yaml-infinite-turn.yaml", b"name: x\nsetup: {turn: .inf}\n"
    yield "yaml-nan-lore.yaml", b"name: x\nsetup: {p1: {lore: .nan}}\n"
    yield "yaml-tab-indent.yaml", b"name: x\nsetup:\n\tp1: {}\n"
    yield "yaml-unclosed-flow.yaml", b"name: x\nsteps: [{quest: a}\n"
    yield "yaml-undefined-alias.yaml", b"name: x\nsetup: *nowhere\n"
    yield "yaml-merge-alias.yaml", b"name: x\nbase: &b {turn: 3}\nsetup:\n  <<: *b\n"


# ---------------------------------------------------------------------- game logs


def _log(**changes: Any) -> dict[str, Any]:
    log: dict[str, Any] = {"format": "illumineer-log/1", "rules": RULES, "seed": 1,
                           "first_player": 0, "mode": "strict", "decks": [DECK, DECK],
                           "actions": ["keep", "keep"]}  # fmt: skip
    for key, value in changes.items():
        if value is _DROP:
            del log[key]
        else:
            log[key] = value
    return log


_DROP = object()
BAD_FIELDS: dict[str, list[Any]] = {
    "format": [_DROP, "illumineer-log/2", 1, None],
    "rules": [5, "Comprehensive Rules 1.0", "x" * 300],
    "seed": [_DROP, "1", 1.5, True, None, -1, 2**63, 2**64, [1]],
    "first_player": [_DROP, 2, -1, True, "0", 0.0],
    "mode": ["judge", 5, None],
    "decks": [_DROP, "amber-steel", [DECK], [DECK, DECK, DECK], [DECK, "x"], [[1, 2], DECK],
              [[*DECK, "x" * 201], DECK], [["Nobody - At All"] * 60, DECK],
              [["x"] * 1001, DECK], {"p1": DECK}],
    "actions": [_DROP, "keep keep", [1], [None], ["x" * 65], ["quest c²"],
                ["keep", "ｑｕｅｓｔ c1"], ["fly c1"], ["quest c0"],
                ["keep", "keep", "challenge c1"], [["keep"]],
                ["keep", "keep", "quest c8191"], ["pass\n"], ["keep\x00"]],
}  # fmt: skip


def logs() -> Files:
    for key, values in BAD_FIELDS.items():
        for index, value in enumerate(values):
            what = "missing" if value is _DROP else _slug(repr(value))[:40]
            yield f"{key}-{index}-{what}.json", _json(_log(**{key: value}))
    valid = _json(_log())
    yield "json-truncated.json", valid[: len(valid) // 2]
    yield "json-trailing-garbage.json", valid + b" }"
    yield "json-nested-100.json", b"[" * 100 + b"]" * 100
    yield "json-nested-20000.json", b"[" * 20000 + b"]" * 20000
    yield (
        "json-nested-in-a-field.json",
        valid.replace(b'"mode": "strict"', b'"extra": ' + b"[" * 50 + b"]" * 50),
    )
    yield "json-nested-open.json", b'{"format": ' + b"{" * 5000
    yield "json-nan-seed.json", valid.replace(b'"seed": 1', b'"seed": NaN')
    yield "json-infinity-seed.json", valid.replace(b'"seed": 1', b'"seed": Infinity')
    yield "json-seed-5000-digits.json", valid.replace(b'"seed": 1', b'"seed": ' + b"7" * 5000)
    yield "json-list.json", b"[]"
    yield "json-null.json", b"null"
    yield "json-string.json", b'"illumineer-log/1"'
    yield "json-number.json", b"1"
    yield "json-empty.json", b""
    yield "json-whitespace.json", b"   \n\t "
    yield "json-utf16.json", valid.decode().encode("utf-16")
    yield (
        "json-latin1.json",
        _json(_log(decks=[["Café - Crème"] * 60, DECK])).decode().encode("latin-1"),
    )
    yield "json-binary.json", bytes(range(256))
    yield "json-lone-surrogate-escape.json", valid.replace(b'"keep"]', b'"\\udc80"]')


# ---------------------------------------------------------------------- deck lists

_CODE_OK = "Mickey Mouse_True Friend$4|Stitch_New Dog$4"


def _code(text: str) -> bytes:
    return base64.b64encode(text.encode("utf-8"))


def decks() -> Files:
    counts = ["0", "-4", "4.5", "four", "1001", "99999", "4" * 50, "²", "①", "٤٤٤٤٤٤٤٤", "x4x"]
    for index, count in enumerate(counts):
        yield (
            f"count-{index}-{_slug(count)[:20]}.txt",
            (f"{count} Mickey Mouse - True Friend\n".encode()),
        )
        yield (
            f"trailing-count-{index}-{_slug(count)[:20]}.txt",
            (f"Mickey Mouse - True Friend x{count}\n".encode()),
        )
    for name, text in [
        ("empty", ""), ("blank-lines", "\n\n  \n"), ("comments-only", "# deck\n// nothing\n"),
        ("headers-only", "Characters (60)\nDeck:\nTotal: 60\n"),
        ("no-counts", "\n".join(DECK[::4])), ("unknown-card", "4 Nobody - At All\n"),
        ("typo", "4 Mickey Mose - True Frend\n"), ("bare-name", "4 Mickey Mouse\n"),
        ("only-count", "4\n"), ("only-x", "x4\n"), ("long-line", "4 " + "M" * 300 + "\n"),
        ("very-long-line", "4 " + "ミ" * 5000 + "\n"),
        ("control-chars", "4 Mickey\x07 Mouse\x1b[31m - True Friend\n"),
        ("rtl-override", "4 \u202eMickey Mouse - True Friend\n"),
        ("zero-width", "4 Mickey\u200b Mouse - True Friend\n"),
        ("too-few", "4 Mickey Mouse - True Friend\n4 Stitch - New Dog\n"),
        ("too-many-copies", "60 Mickey Mouse - True Friend\n"),
        ("three-inks", "20 Stitch - New Dog\n20 Goons - Maleficent's Underlings\n"
                       "20 Sergeant Tibbs - Courageous Cat\n"),
        ("over-1000-cards", "4 Mickey Mouse - True Friend\n" * 300),
        ("many-bad-lines", "4 Nobody\n" * 200),
        ("comma-version-unknown", "4 Mickey Mouse, False Friend\n"),
        ("japanese-unknown", "ミッキーマウス／うそつき ×4\n"),
        ("fullwidth-unknown", "４ Ｎｏｂｏｄｙ\n"),
        # As deck sites share lists: a title line, section headers, set/number codes.
        ("title-only", "Amber/Steel Aggro by Someone\n"),
        ("title-and-headers-only", "Amber/Steel Aggro by Someone\nCharacters (24)\nSongs: 4\n"),
        ("two-titles", "Amber/Steel Aggro\nby Someone\n4 Mickey Mouse - True Friend\n"),
        ("title-then-typo", "Steel Aggro\n4 Mickey Mose - True Frend\n"),
        ("typo-without-count-first", "Mickey Mose - True Frend\n4 Stitch - New Dog\n"),
        ("set-number-unknown", "4 1-999\n"), ("set-number-unknown-set", "4 99-12\n"),
        ("set-number-huge", "4 1-99999\n"), ("set-number-without-count", "1-12\n"),
        ("set-number-too-many-copies", "60 1-12\n"),
        ("printed-id-japanese", "4x 012/204 JA 1\n"), ("printed-id-unknown", "4x 999/204 EN 1\n"),
        ("printed-id-promo-unknown", "4 99/P1 • EN • 1\n"),
    ]:  # fmt: skip
        yield f"list-{name}.txt", text.encode("utf-8")
    for name, data in [
        ("nul-byte", b"4 Mickey Mouse - True Friend\x00\n"), ("binary", bytes(range(256)) * 4),
        ("latin1", "4 Café - Crème\n".encode("latin-1")),
        ("utf16", "4 Mickey Mouse - True Friend\n".encode("utf-16")),
        ("gzip", b"\x1f\x8b\x08\x00" + bytes(60)), ("png-header", b"\x89PNG\r\n\x1a\n" + bytes(40)),
        ("bom-then-garbage", b"\xef\xbb\xbf\xff\xfe"),
    ]:  # fmt: skip
        yield f"bytes-{name}.txt", data
    for name, raw in [
        ("count-superscript", "Mickey Mouse_True Friend$²"),
        ("count-negative", "Stitch_New Dog$-1"),
        ("count-zero", "Stitch_New Dog$0"), ("count-huge", "Stitch_New Dog$99999999999999999999"),
        ("count-5000-digits", "Stitch_New Dog$" + "9" * 5000), ("no-dollar", "Stitch_New Dog"),
        ("dollar-only", "$"), ("bars-only", "|||"), ("unknown", "Nobody_At All$4"),
        ("count-text", "Stitch_New Dog$four"), ("name-long", "M" * 300 + "$4"),
        ("over-1000", "|".join([_CODE_OK] * 200)), ("control-chars", "Sti\x00tch_New Dog$4"),
        ("arabic-digits", "Stitch_New Dog$٤"),
    ]:  # fmt: skip
        yield f"code-{name}.txt", _code(raw)
    yield "code-binary-inside.txt", base64.b64encode(bytes(range(256)))
    yield "code-bad-padding.txt", _code(_CODE_OK)[:-3] + b"=a="
    yield "code-urlsafe-broken.txt", base64.urlsafe_b64encode(b"\xff\xfe$4|\xfa")


# ---------------------------------------------------------------------- the rest


def actions() -> Files:
    texts = ["", "   ", "fly", "fly c1", "quest", "quest c", "quest c12x", "quest cc12",
             "quest c-1", "quest c1 c2", "quest c8191", "quest 8191", "quest c99999999999999999999",
             "challenge c1", "challenge c1 c2 c3", "activate c1 x", "resolve c1 c2",
             "quest c²", "quest c①", "quest ²", "activate c1 ²", "quest c١٢", "quest c１２",
             "ｑｕｅｓｔ c1", "quest\x00c1", "quest c1\x00", "pass pass", "PASS now", "keep 1",
             "quest c" + "9" * 5000, "q" * 10000, "quest\u200bc1", "quest c1;rm -rf /",
             "quest c1\nquest c2", "☃", "quest c0x10", "quest c1e3", "quest c+1", "quest c 1",
             "sing c1", "sing-with c1", "move c1 c", "boost", "done c1", "yes no",
             "choose c1 c2", "mulligan", "concede c1", "shift c1", "\ufeffpass",
             "pass\t\tkeep"]  # fmt: skip
    for index, text in enumerate(texts):
        yield f"action-{index:02d}-{_slug(text) or 'symbols'}.json", _escaped({"text": text})


def names() -> Files:
    texts = ["", " ", "-", " - ", "Nobody - At All", "Mickey Mose - True Frend", "x" * 201,
             "ミ" * 1000, "Mickey Mouse - True Friend" * 20, "\x00", "Mickey\x00Mouse",
             "\u202eMickey", "\u200b", "🐭 - 🐭", "ミッキーマウス – うそつき", "「」", "《》",
             "—", "／", "\udcff", "Mickey Mouse\udcff", "ｍｉｃｋｅｙ ｍｏｕｓｅ － ｆａｌｓｅ",
             "Mickey Mouse - True Friend - Again", "a" * 60 + "-" + "b" * 60, "\n", "\t\t",
             "%s%s%s", "{0}", "../../etc/passwd", "$(reboot)", "Ⅻ", "ﷺ", "\u0301\u0301\u0301",
             "Straße - Weiß", "İstanbul", "ß" * 150]  # fmt: skip
    for index, text in enumerate(texts):
        yield f"name-{index:02d}-{_slug(text) or 'symbols'}.json", _escaped({"name": text})


_CARD = {"id": 1, "fullName": "Test - Card", "name": "Test", "version": "Card",
         "type": "Character", "cost": 1, "inkwell": True, "color": "Amber", "setCode": "1",
         "number": 1}  # fmt: skip


def card_data() -> Files:
    """LorcanaJSON exports that are not (``cards fetch --from``, ``$ILLUMINEER_CARDS``)."""
    broken: list[tuple[str, Any]] = [
        ("object-empty", {}), ("cards-number", {"cards": 5}), ("cards-object", {"cards": {}}),
        ("card-number", {"cards": [5]}), ("card-without-name", {"cards": [{"id": 1}]}),
        ("card-without-id", {"cards": [{k: v for k, v in _CARD.items() if k != "id"}]}),
        ("card-id-text", {"cards": [{**_CARD, "id": "one"}]}),
        ("card-without-set", {"cards": [{k: v for k, v in _CARD.items() if k != "setCode"}]}),
        ("card-type-wizard", {"cards": [{**_CARD, "type": "Wizard"}]}),
        ("card-cost-text", {"cards": [{**_CARD, "cost": "one"}]}),
        ("card-ink-purple", {"cards": [{**_CARD, "color": "Purple"}]}),
        ("card-name-number", {"cards": [{**_CARD, "fullName": 7}]}),
        ("card-abilities-text", {"cards": [{**_CARD, "abilities": "Evasive"}]}),
        ("list", []), ("null", None), ("number", 3),
    ]  # fmt: skip
    for name, data in broken:
        yield f"{name}.json", _json(data)
    yield "empty.json", b""
    yield "binary.json", bytes(range(256))
    yield "utf16-no-cards-list.json", json.dumps({"cards": 5}).encode("utf-16")
    yield "nested-5000.json", b'{"cards": ' + b"[" * 5000 + b"]" * 5000 + b"}"
    yield "gzip-header-only.json.gz", b"\x1f\x8b\x08\x00" + bytes(6)
    yield "gzip-of-text.json.gz", gzip.compress(b"hello, not JSON", mtime=0)
    yield "gzip-truncated.json.gz", gzip.compress(_json({"cards": [_CARD] * 50}), mtime=0)[:40]
    yield "gzip-of-list.json.gz", gzip.compress(b"[1, 2, 3]", mtime=0)


_RAW_ROW = {"card_file": "001_DLCS1_CAC_Test_Card_JA", "card_name": "テスト", "version": "カード"}


def japanese() -> Files:
    """Japanese card lists that are not (``cards fetch --ja-from``, ``$ILLUMINEER_CARDS_JA``)."""
    broken: list[tuple[str, Any]] = [
        ("list-empty", []), ("object", {"rows": []}), ("null", None), ("text", "テスト"),
        ("rows-numbers", [1, 2, 3]), ("row-without-name", [{"card_file": "001_DLCS1_X"}]),
        ("row-name-only", [{"card_name": "テスト"}]),
        ("join-number-text", [{"setCode": "1", "number": "one", "ja_name": "テスト"}]),
        ("join-number-huge", [{"setCode": "1", "number": "9" * 5000, "ja_name": "テスト"}]),
        ("join-classifications-number",
         [{"setCode": "1", "number": 1, "ja_name": "テ", "ja_classifications": 5}]),
        ("raw-classifications-number", [{**_RAW_ROW, "classifications": 7}]),
        ("mixed-rows", [_RAW_ROW, {"setCode": "1", "number": 2, "ja_name": "x"}]),
    ]  # fmt: skip
    for name, data in broken:
        yield f"{name}.json", _json(data)
    yield "empty.json", b""
    yield "binary.json", bytes(range(256)) * 2
    yield "latin1.json", '[{"card_name": "Café"}]'.encode("latin-1")
    yield "utf16.json", json.dumps([_RAW_ROW], ensure_ascii=False).encode("utf-16")
    yield "nested-1000.json", b"[" * 1000 + b"]" * 1000
    yield "truncated.json", _json([_RAW_ROW] * 3)[:50]


GENERATORS: dict[str, Callable[[], Files]] = {
    "scenario": scenarios,
    "log": logs,
    "deck": decks,
    "action": actions,
    "name": names,
    "carddata": card_data,
    "japanese": japanese,
}


def generated() -> dict[str, dict[str, bytes]]:
    """Folder -> file name -> contents, of every generated file."""
    result: dict[str, dict[str, bytes]] = {}
    for folder, make in GENERATORS.items():
        files: dict[str, bytes] = {}
        for name, data in make():
            name = f"gen-{name}"
            if name in files:
                raise SystemExit(f"two generated files are called {folder}/{name}")
            files[name] = data
        result[folder] = files
    return result


def main() -> int:
    for folder, files in generated().items():
        target = HERE / folder
        target.mkdir(exist_ok=True)
        for old in target.glob("gen-*"):
            old.unlink()
        for name, data in files.items():
            (target / name).write_bytes(data)
        print(f"{folder}: {len(files)} generated files")
    shutil.rmtree(HERE / "__pycache__", ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
