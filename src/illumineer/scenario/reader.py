"""Reading a scenario file: bounded in size, UTF-8, YAML whose aliases and depth are bounded.

PyYAML's safe loader shares the node an alias names, so a few lines of nested aliases (the
"billion laughs") make a value that takes minutes and gigabytes to walk; and it composes
nested collections by recursion, so a deep enough file ends in a RecursionError. `ScenarioLoader`
counts both as it composes: more than `MAX_ALIASES` aliases or `MAX_DEPTH` levels of nesting is
a `ScenarioError`, raised before anything has been built. It also refuses explicit tags
(``!!timestamp``, ``!!bool``): the format needs none, and PyYAML's constructors for some of them
fail on a bad value with an AttributeError or a KeyError rather than a YAML error.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from yaml.events import AliasEvent, CollectionStartEvent, ScalarEvent
from yaml.nodes import Node

from illumineer.engine.errors import ScenarioError
from illumineer.reading import read_text

#: The largest scenario file read (the project's longest has about 3 KB).
MAX_SCENARIO_FILE = 256 * 1024
#: The most aliases (``*name``) one file may use; no scenario of the project needs one.
MAX_ALIASES = 16
#: How deeply a file may nest mappings and lists (the format needs 6 levels).
MAX_DEPTH = 24


class ScenarioLoader(yaml.SafeLoader):
    """PyYAML's safe loader, refusing many aliases and deep nesting (see the module)."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._aliases = 0
        self._depth = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        if self.check_event(ScalarEvent, CollectionStartEvent):
            event = self.peek_event()  # type: ignore[no-untyped-call]
            if event.tag not in (None, "!"):
                raise yaml.composer.ComposerError(
                    None, None, f"tags such as {event.tag!r} are not part of the format",
                    event.start_mark,
                )  # fmt: skip
        if self.check_event(AliasEvent):
            self._aliases += 1
            if self._aliases > MAX_ALIASES:
                mark = self.peek_event().start_mark  # type: ignore[no-untyped-call]
                raise yaml.composer.ComposerError(
                    None, None, f"more than {MAX_ALIASES} aliases in one file", mark
                )
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                mark = self.peek_event().start_mark  # type: ignore[no-untyped-call]
                raise yaml.composer.ComposerError(
                    None, None, f"nested deeper than {MAX_DEPTH} levels", mark
                )
            node: Node | None = super().compose_node(parent, index)
            return node
        finally:
            self._depth -= 1


def parse_scenario(text: str, where: str = "scenario") -> Any:
    """The YAML document in `text`, decoded with `ScenarioLoader`; `ScenarioError` if none."""
    try:
        loader = ScenarioLoader(text)  # it reads, and refuses control characters, at once
        try:
            return loader.get_single_data()
        finally:
            loader.dispose()
    except yaml.YAMLError as error:
        detail = " ".join(str(error).split())
        raise ScenarioError(f"{where}: cannot read scenario: {detail}") from None
    except ValueError as error:  # a number YAML reads but Python will not convert
        raise ScenarioError(f"{where}: cannot read scenario: {error}") from None
    except (AttributeError, KeyError, TypeError) as error:  # PyYAML's own, on odd input
        raise ScenarioError(f"{where}: cannot read scenario: {error!r}") from None


def read_scenario(path: Path) -> Any:
    """The decoded YAML of the scenario file `path` (size, encoding and YAML checked)."""
    text = read_text(path, limit=MAX_SCENARIO_FILE, what="scenario", error=ScenarioError)
    return parse_scenario(text, str(path))
