"""Mutation points of a module, found with ``ast``, and the one-span edit each one makes.

A mutant is a single replacement of a span of the source text: everything outside the span
stays byte for byte as it was, so a mutant is exactly the change its one-line diff shows.
Offsets are in characters of the decoded source (``ast`` counts UTF-8 bytes in a line;
``tokenize`` counts characters; both are converted here).
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from bisect import bisect_left
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum


class Operator(Enum):
    """What a mutant changes; the value names it in reports and mutant ids."""

    COMPARE = "compare"  # < <=, > >=, == !=, in / not in, is / is not
    BOOLEAN = "boolean"  # and / or
    NOT = "not"  # not x -> x
    ARITHMETIC = "arithmetic"  # + -, += -=
    INTEGER = "integer"  # n -> n + 1
    TRUTH = "truth"  # True / False
    PASS = "pass"  # a statement in a function body -> pass
    RETURN_NONE = "return-none"  # return x -> return None
    DROP_CALL = "drop-call"  # a call made for its effect -> pass
    DROP_ELEMENT = "drop-element"  # one element of a tuple, list or set display dropped


_COMPARE_SWAPS: dict[type[ast.cmpop], tuple[str, str]] = {
    ast.Lt: ("<", "<="),
    ast.LtE: ("<=", "<"),
    ast.Gt: (">", ">="),
    ast.GtE: (">=", ">"),
    ast.Eq: ("==", "!="),
    ast.NotEq: ("!=", "=="),
    ast.In: ("in", "not in"),
    ast.NotIn: ("not in", "in"),
    ast.Is: ("is", "is not"),
    ast.IsNot: ("is not", "is"),
}


#: Assignments that declare names rather than compute: not mutated.
_DECLARATIONS = frozenset({"__all__", "__slots__", "__match_args__"})


@dataclass(frozen=True)
class Mutant:
    """One edit: replace ``source[start:end]`` of the module at ``path`` by ``replacement``."""

    path: str
    start: int
    end: int
    operator: Operator
    replacement: str
    line: int
    column: int

    @property
    def id(self) -> str:
        """A name stable while the module's text is: ``path:line:column:operator``."""
        return f"{self.path}:{self.line}:{self.column}:{self.operator.value}"

    def apply(self, source: str) -> str:
        """The module's text with this one span replaced."""
        return source[: self.start] + self.replacement + source[self.end :]

    def diff(self, source: str, width: int = 100) -> str:
        """A one-line diff: the first line the edit touches, before and after, cut to a
        window around the edit when it is long."""
        line_start = source.rfind("\n", 0, self.start) + 1
        before_end = source.find("\n", self.start)
        before = source[line_start : before_end if before_end >= 0 else None]
        mutated = self.apply(source)
        after_end = mutated.find("\n", self.start)
        after = mutated[line_start : after_end if after_end >= 0 else None]
        more = " …" if source.count("\n", self.start, self.end) else ""
        indent = len(before) - len(before.lstrip())
        window = width // 2
        left = max(indent, self.start - line_start - window // 3)
        return f"{_clip(before, left, window)}{more}  →  {_clip(after, left, window)}"


def _clip(line: str, left: int, width: int) -> str:
    text = line[left:].rstrip()
    head = "…" if line[:left].strip() else ""
    return head + (text if len(text) <= width else text[: width - 1] + "…")


@dataclass(frozen=True)
class _Token:
    start: int
    end: int
    text: str


class _Source:
    """The module's text, with ast positions turned into character offsets."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.line_starts: list[int] = [0]
        self.lines: list[str] = []
        for match in re.finditer(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z", text):
            self.lines.append(match.group())
            self.line_starts.append(match.end())
        self.tokens = [
            _Token(self._char(token.start), self._char(token.end), token.string)
            for token in tokenize.generate_tokens(io.StringIO(text).readline)
            if token.type in (tokenize.OP, tokenize.NAME)
        ]
        self._token_starts = [token.start for token in self.tokens]

    def _char(self, position: tuple[int, int]) -> int:
        row, column = position
        return self.line_starts[row - 1] + column

    def offset(self, lineno: int, byte_column: int) -> int:
        """The character offset of an ast position (line from 1, column in UTF-8 bytes)."""
        line = self.lines[lineno - 1] if lineno <= len(self.lines) else ""
        return self.line_starts[lineno - 1] + len(line.encode()[:byte_column].decode())

    def start(self, node: ast.expr | ast.stmt) -> int:
        return self.offset(node.lineno, node.col_offset)

    def end(self, node: ast.expr | ast.stmt) -> int:
        assert node.end_lineno is not None and node.end_col_offset is not None
        return self.offset(node.end_lineno, node.end_col_offset)

    def tokens_between(self, start: int, end: int) -> list[_Token]:
        """The operator and name tokens in ``[start, end)``, brackets left out."""
        first = bisect_left(self._token_starts, start)
        found: list[_Token] = []
        for token in self.tokens[first:]:
            if token.start >= end:
                break
            if token.text not in "()":
                found.append(token)
        return found

    def position(self, offset: int) -> tuple[int, int]:
        """Line (from 1) and character column (from 0) of an offset."""
        row = bisect_left(self.line_starts, offset + 1) - 1
        return row + 1, offset - self.line_starts[row]


def mutants(path: str, text: str) -> list[Mutant]:
    """Every mutation point of the module ``text`` (named ``path``), in source order."""
    source = _Source(text)
    finder = _Finder(path, source)
    finder.visit(ast.parse(text))
    seen: set[str] = set()
    unique: list[Mutant] = []
    for mutant in sorted(finder.found, key=_order):
        if mutant.id not in seen:
            seen.add(mutant.id)
            unique.append(mutant)
    return unique


class _Finder(ast.NodeVisitor):
    """Walks a module and records the mutation points, skipping what cannot be behaviour:
    docstrings, annotations and type arguments, decorators, ``assert`` statements, f-strings
    (whose inner positions Python 3.11 does not give), ``if TYPE_CHECKING:`` blocks, and
    ``__all__`` and ``__slots__``."""

    def __init__(self, path: str, source: _Source) -> None:
        self.path = path
        self.source = source
        self.found: list[Mutant] = []
        self.in_function = 0
        self.in_type_arguments = False

    def _add(self, start: int, end: int, operator: Operator, replacement: str) -> None:
        line, column = self.source.position(start)
        self.found.append(Mutant(self.path, start, end, operator, replacement, line, column))

    # Regions left alone.

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        return

    def visit_Assert(self, node: ast.Assert) -> None:
        return

    def visit_If(self, node: ast.If) -> None:
        if isinstance(node.test, ast.Name | ast.Attribute) and _name(node.test) == (
            "TYPE_CHECKING"
        ):
            return
        self._statement(node)
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        self._statement(node)
        if node.value is not None:
            self.visit(node.value)

    def visit_Assign(self, node: ast.Assign) -> None:
        if any(isinstance(t, ast.Name) and t.id in _DECLARATIONS for t in node.targets):
            return
        self._statement(node)
        self.generic_visit(node)

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        for default in [*node.args.defaults, *node.args.kw_defaults]:
            if default is not None:
                self.visit(default)
        self.in_function += 1
        for statement in _without_docstring(node.body):
            self.visit(statement)
        self.in_function -= 1

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self._function(node)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> None:
        self._function(node)

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        outer = self.in_function
        self.in_function = 0
        for statement in _without_docstring(node.body):
            self.visit(statement)
        self.in_function = outer

    def visit_Lambda(self, node: ast.Lambda) -> None:
        self.generic_visit(node)

    def visit_arguments(self, node: ast.arguments) -> None:
        for default in [*node.defaults, *node.kw_defaults]:
            if default is not None:
                self.visit(default)

    # Statements.

    def _statement(self, node: ast.stmt) -> None:
        if self.in_function:
            self._add(self.source.start(node), self.source.end(node), Operator.PASS, "pass")

    def generic_statement(self, node: ast.stmt) -> None:
        self._statement(node)
        self.generic_visit(node)

    def visit_For(self, node: ast.For) -> None:
        self.generic_statement(node)

    def visit_While(self, node: ast.While) -> None:
        self.generic_statement(node)

    def visit_With(self, node: ast.With) -> None:
        self.generic_statement(node)

    def visit_Try(self, node: ast.Try) -> None:
        self.generic_statement(node)

    def visit_Match(self, node: ast.Match) -> None:
        self.generic_statement(node)

    def visit_Raise(self, node: ast.Raise) -> None:
        self.generic_statement(node)

    def visit_Delete(self, node: ast.Delete) -> None:
        self.generic_statement(node)

    def visit_Break(self, node: ast.Break) -> None:
        self.generic_statement(node)

    def visit_Continue(self, node: ast.Continue) -> None:
        self.generic_statement(node)

    def visit_Return(self, node: ast.Return) -> None:
        if node.value is None:
            self._statement(node)
            return
        if self.in_function and not _is_none(node.value):
            value = node.value
            self._add(
                self.source.start(value), self.source.end(value), Operator.RETURN_NONE, "None"
            )
        self.visit(node.value)

    def visit_Expr(self, node: ast.Expr) -> None:
        if isinstance(node.value, ast.Constant):
            return  # a docstring or ``...``
        if self.in_function:
            operator = Operator.DROP_CALL if isinstance(node.value, ast.Call) else Operator.PASS
            self._add(self.source.start(node), self.source.end(node), operator, "pass")
        self.generic_visit(node)

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        self._statement(node)
        swap = {ast.Add: ("+=", "-="), ast.Sub: ("-=", "+=")}.get(type(node.op))
        if swap:
            self._token_swap(self.source.end(node.target), self.source.start(node.value), swap)
        self.visit(node.value)

    # Expressions.

    def _token_swap(self, start: int, end: int, swap: tuple[str, str]) -> None:
        """Replace the operator spelled ``swap[0]`` between ``start`` and ``end``."""
        tokens = self.source.tokens_between(start, end)
        if not tokens:
            return
        first, last = tokens[0], tokens[-1]
        if " ".join(token.text for token in tokens) != swap[0]:
            return
        operator = {
            "<": Operator.COMPARE,
            "<=": Operator.COMPARE,
            ">": Operator.COMPARE,
            ">=": Operator.COMPARE,
            "==": Operator.COMPARE,
            "!=": Operator.COMPARE,
            "in": Operator.COMPARE,
            "not in": Operator.COMPARE,
            "is": Operator.COMPARE,
            "is not": Operator.COMPARE,
            "and": Operator.BOOLEAN,
            "or": Operator.BOOLEAN,
        }.get(swap[0], Operator.ARITHMETIC)
        self._add(first.start, last.end, operator, swap[1])

    def visit_Compare(self, node: ast.Compare) -> None:
        left: ast.expr = node.left
        for op, right in zip(node.ops, node.comparators, strict=True):
            swap = _COMPARE_SWAPS.get(type(op))
            if swap:
                self._token_swap(self.source.end(left), self.source.start(right), swap)
            left = right
        self.generic_visit(node)

    def visit_BoolOp(self, node: ast.BoolOp) -> None:
        swap = ("and", "or") if isinstance(node.op, ast.And) else ("or", "and")
        for left, right in zip(node.values, node.values[1:], strict=False):
            self._token_swap(self.source.end(left), self.source.start(right), swap)
        self.generic_visit(node)

    def visit_BinOp(self, node: ast.BinOp) -> None:
        swap = {ast.Add: ("+", "-"), ast.Sub: ("-", "+")}.get(type(node.op))
        if swap:
            self._token_swap(self.source.end(node.left), self.source.start(node.right), swap)
        self.generic_visit(node)

    def visit_UnaryOp(self, node: ast.UnaryOp) -> None:
        if isinstance(node.op, ast.Not):
            start = self.source.start(node)
            end = start + len("not")
            text = self.source.text
            while end < len(text) and text[end] in " \t":
                end += 1
            self._add(start, end, Operator.NOT, "")
        self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> None:
        start, end = self.source.start(node), self.source.end(node)
        if isinstance(node.value, bool):
            self._add(start, end, Operator.TRUTH, str(not node.value))
        elif isinstance(node.value, int):
            self._add(start, end, Operator.INTEGER, str(node.value + 1))

    def _display(self, node: ast.Tuple | ast.List | ast.Set) -> None:
        elements = node.elts
        if (
            len(elements) >= 2
            and not self.in_type_arguments
            and not isinstance(getattr(node, "ctx", None), ast.Store)
        ):
            # A tuple left with one element keeps (or gains) its comma, so it stays a tuple.
            pair = isinstance(node, ast.Tuple) and len(elements) == 2
            trailing = self._comma_after(self.source.end(elements[-1]))
            for index, element in enumerate(elements):
                if index + 1 < len(elements):
                    start, end = self.source.start(element), self.source.start(elements[index + 1])
                    replacement = ""
                    if pair and not trailing:
                        end = self.source.end(elements[1])
                        replacement = self.source.text[self.source.start(elements[1]) : end] + ","
                else:
                    start, end = self.source.end(elements[index - 1]), self.source.end(element)
                    replacement = "," if pair and not trailing else ""
                self._add(start, end, Operator.DROP_ELEMENT, replacement)
        self.generic_visit(node)

    def _comma_after(self, offset: int) -> bool:
        text = self.source.text
        while offset < len(text) and text[offset] in " \t\r\n":
            offset += 1
        return text.startswith(",", offset)

    def visit_Subscript(self, node: ast.Subscript) -> None:
        # ``tuple[int, str]`` and ``Callable[[A], B]``: type arguments, not elements.
        self.visit(node.value)
        outer = self.in_type_arguments
        self.in_type_arguments = isinstance(node.slice, ast.Tuple)
        self.visit(node.slice)
        self.in_type_arguments = outer

    def visit_Tuple(self, node: ast.Tuple) -> None:
        self._display(node)

    def visit_List(self, node: ast.List) -> None:
        self._display(node)

    def visit_Set(self, node: ast.Set) -> None:
        self._display(node)


def _order(mutant: Mutant) -> tuple[int, int, str, str]:
    return mutant.start, mutant.end, mutant.operator.value, mutant.replacement


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _is_none(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _without_docstring(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    for index, statement in enumerate(body):
        if (
            index == 0
            and isinstance(statement, ast.Expr)
            and isinstance(statement.value, ast.Constant)
            and isinstance(statement.value.value, str)
        ):
            continue
        yield statement
