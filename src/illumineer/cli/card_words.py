"""A card in a few lines, as `illumineer cards show` and `show` in `play` print it: its facts,
where it is legal, whether the engine plays it, its printed text in English and Japanese;
and, asked for, its definition as Python words beside the text it renders.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from illumineer.cards.coverage import missing_parts
from illumineer.engine.cards import CardDefinition, Format

if TYPE_CHECKING:
    from rich.console import RenderableType

_JA_NAME = re.compile(r"\\([^\\]*)\\\s*")
_JA_KEYWORD = re.compile(r"<([^<>]*)>")


def japanese_text(text: str) -> str:
    """The publisher's Japanese card text as printed: its markup (``%`` between abilities,
    ``\\NAME\\`` an ability's name, ``<KEYWORD>``, ``{E}`` and ``{I}`` the symbols) in
    the card's own type.

    >>> japanese_text("<護衛>（...）%\\\\二人はお茶のために！\\\\ このキャラクターを{E}する。")
    '護衛（...）\\n二人はお茶のために！ このキャラクターを⟳する。'
    """
    text = _JA_NAME.sub(lambda m: f"{m.group(1)} ", text)
    text = _JA_KEYWORD.sub(r"\1", text)
    text = text.replace("{E}", "⟳").replace("{I}", "⬡").replace("{S}", "¤")
    text = text.replace("{W}", "⛉").replace("{L}", "◊")
    return "\n".join(part.strip() for part in text.split("%"))


def legality(card: CardDefinition) -> str:
    """Where the card may be played: ``legal in Core and Infinity``, ``legal in Infinity;
    banned in Core since 2025-04-08``, ``legal in no format`` (a quest's cards)."""
    legal = [f.printed for f in Format if card.legal_in(f)]
    parts = [f"legal in {' and '.join(legal)}"] if legal else []
    parts += [f"banned in {f.printed} since {since}" for f, since in card.bans]
    return "; ".join(parts) or "legal in no format"


def engine_plays(card: CardDefinition) -> str:
    """Whether the engine plays the card in full, and if not, what it lacks."""
    missing = missing_parts(card)
    if not missing:
        return "the engine plays it in full"
    return f"the engine does not play it yet (no {', no '.join(missing)}): decks cannot hold it"


def describe(card: CardDefinition) -> str:
    """A card as a few readable lines, English then Japanese."""
    title = f"{card.full_name}  ({card.ja_name})" if card.ja_name else card.full_name
    facts = [card.card_type.printed, "/".join(i.value for i in card.inks) or "no ink",
             f"cost {card.cost}", "inkable" if card.inkable else "not inkable"]  # fmt: skip
    if card.strength is not None or card.willpower is not None:
        facts.append(f"{card.strength} ¤ / {card.willpower} ⛉")
    if card.lore is not None:
        facts.append(f"{card.lore} ◊")
    if card.move_cost is not None:
        facts.append(f"move {card.move_cost} ⬡")
    lines = [title, " · ".join(facts)]
    if card.classifications:
        lines.append(" • ".join(card.classifications))
    lines.append(f"set {card.set_code} #{card.number} · id {card.id} · max {card.max_copies}")
    lines.append(legality(card))
    lines.append(engine_plays(card))
    if card.full_text:
        lines.append(card.full_text)
    if card.ja_text:
        lines.append(japanese_text(card.ja_text))
    return "\n".join(lines)


def definition_lines(card: CardDefinition) -> list[RenderableType]:
    """What `cards show --definition` adds: the card's definition as Python words (the words
    of `illumineer.engine.abilities`, as `cards/compiled/` writes them), where it comes from,
    and its rendering beside the printed text, with whether the two agree."""
    # Imported here: a card shown without its definition needs neither the engine's words
    # nor Rich.
    from rich import box
    from rich.table import Table
    from rich.text import Text

    from illumineer.cards.code import written_by_hand
    from illumineer.cards.printed import agrees, render
    from illumineer.cards.text.source import source

    behaviour = card.behaviour
    keywords = ", ".join(str(k) for k in card.keywords)
    if behaviour is None:
        if missing_parts(card):
            return [Text("definition: none yet (the engine does not play its text)")]
        what = f"keywords only: {keywords}" if keywords else "no text at all"
        return [Text(f"definition: none needed ({what})")]
    origin = ("written by hand in cards/code/hand.py" if card.full_name in written_by_hand()
              else "compiled from the printed text into cards/compiled/")  # fmt: skip
    out: list[RenderableType] = [Text(f"definition ({origin}):", style="bold")]
    if keywords:
        out.append(Text(f"keywords: {keywords}"))
    out.append(Text(source(behaviour)))
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("printed")
    table.add_column("rendered from the definition")
    table.add_row(card.full_text, render(card))
    out.append(table)
    if agrees(card):
        out.append(Text("the rendering says what the card prints (reminder text aside)"))
    else:
        out.append(Text("the rendering differs from the printed text", style="bold red"))
    return out
