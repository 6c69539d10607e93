"""The words package exports every word its modules export: a module left out of
``abilities/__init__.py`` would be a word the card-text grammar never reads."""

from __future__ import annotations

from tests.abilities_index import PACKAGE, exported, main, written


def test_every_word_of_every_module_is_exported_by_the_package() -> None:
    import illumineer.engine.abilities as words

    assert exported() - set(words.__all__) == set()


def test_the_package_file_is_the_one_the_tool_writes() -> None:
    assert (PACKAGE / "__init__.py").read_text(encoding="utf-8") == written()


def test_check_says_up_to_date() -> None:
    assert main(["--check"]) == 0
