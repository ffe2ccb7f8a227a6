"""The house rules, checked on the source (docs/architecture.md): arrows run down only, no import circles, files
and functions small enough to read. Pure static checks (``ast``), no import of the project."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
PKG = SRC / "hindsight"
MAX_FILE_LINES = 600
MAX_FUNCTION_LINES = 100

#: what each part may not import (prefixes of module names)
FORBIDDEN = {
    # nothing below the façade imports the façade or a face
    "hindsight.engine": ("hindsight.client", "hindsight.faces", "hindsight.runtime"),
    "hindsight.write": ("hindsight.client", "hindsight.faces", "hindsight.runtime", "hindsight.conversation"),
    "hindsight.search": ("hindsight.client", "hindsight.faces", "hindsight.runtime", "hindsight.conversation"),
    "hindsight.review": ("hindsight.client", "hindsight.faces", "hindsight.runtime", "hindsight.write",
                         "hindsight.search", "hindsight.conversation", "hindsight.experience"),
    "hindsight.conversation": ("hindsight.client", "hindsight.faces", "hindsight.runtime"),
    "hindsight.experience": ("hindsight.client", "hindsight.faces", "hindsight.runtime"),
    # ports and adapters never reach up into the paths
    "hindsight.store": ("hindsight.client", "hindsight.faces", "hindsight.runtime", "hindsight.engine",
                        "hindsight.write", "hindsight.search", "hindsight.review", "hindsight.conversation",
                        "hindsight.experience", "hindsight.judge", "hindsight.guard"),
    "hindsight.judge": ("hindsight.client", "hindsight.faces", "hindsight.engine", "hindsight.store",
                        "hindsight.write", "hindsight.search", "hindsight.review"),
    "hindsight.guard": ("hindsight.client", "hindsight.faces", "hindsight.engine", "hindsight.store",
                        "hindsight.write", "hindsight.search", "hindsight.review", "hindsight.judge"),
    "hindsight.rerank": ("hindsight.client", "hindsight.faces", "hindsight.engine", "hindsight.store",
                         "hindsight.write", "hindsight.search", "hindsight.review", "hindsight.judge",
                         "hindsight.guard"),
    "hindsight.llm": ("hindsight.client", "hindsight.faces", "hindsight.engine", "hindsight.store",
                      "hindsight.judge", "hindsight.guard"),
    "hindsight.embedder": ("hindsight.client", "hindsight.faces", "hindsight.engine", "hindsight.store"),
    # the language layer serves the judge and search ranking alike: it depends on neither
    "hindsight.language": ("hindsight.client", "hindsight.faces", "hindsight.engine", "hindsight.judge",
                           "hindsight.search", "hindsight.write", "hindsight.review", "hindsight.guard"),
    # the remote client speaks HTTP only: the server's models and errors, nothing of the in-process library
    "hindsight.remote": ("hindsight.client", "hindsight.engine", "hindsight.store", "hindsight.write",
                         "hindsight.search", "hindsight.review", "hindsight.conversation", "hindsight.experience",
                         "hindsight.judge", "hindsight.guard", "hindsight.embedder", "hindsight.runtime",
                         "hindsight.faces"),
    # the pure core
    "hindsight.model": ("hindsight.store", "hindsight.engine", "hindsight.client", "hindsight.faces",
                        "hindsight.language", "hindsight.judge"),
    "hindsight.policy": ("hindsight.store", "hindsight.engine", "hindsight.client", "hindsight.faces"),
}


def module_name(path: Path) -> str:
    rel = path.relative_to(SRC).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PKG.rglob("*.py"))}


def imports(path: Path) -> Iterator[str]:
    """Every hindsight module ``path`` imports (at the top or inside a function), resolved to a module file."""
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [f"{node.module}.{a.name}" if f"{node.module}.{a.name}" in MODULES else node.module
                     for a in node.names]
        else:
            continue
        for n in names:
            while n and n not in MODULES:
                n = n.rpartition(".")[0]
            if n.startswith("hindsight"):
                yield n


GRAPH = {m: sorted(set(imports(p)) - {m}) for m, p in MODULES.items()}


def test_parts_import_only_downwards() -> None:
    wrong = [
        f"{mod} imports {dep}"
        for mod, deps in GRAPH.items()
        for part, banned in FORBIDDEN.items()
        if mod == part or mod.startswith(part + ".")
        for dep in deps
        if dep.startswith(banned)
    ]
    assert not wrong, "\n".join(wrong)


def _cycles() -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan), package ``__init__`` re-exports left
    out: a package importing its own modules to re-export them is not a circle between parts."""
    edges = {m: [d for d in deps if not m.startswith(d + ".")] for m, deps in GRAPH.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges.get(v, []):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for m in edges:
        if m not in index:
            visit(m)
    return out


def test_no_import_circles() -> None:
    assert _cycles() == []


@pytest.mark.parametrize("path", sorted(PKG.rglob("*.py")), ids=lambda p: str(p.relative_to(SRC)))
def test_files_and_functions_stay_small(path: Path) -> None:
    text = path.read_text()
    assert text.count("\n") <= MAX_FILE_LINES, f"{path.name}: {text.count(chr(10))} lines"
    long = [
        f"{node.name} ({node.end_lineno - node.lineno + 1} lines)"
        for node in ast.walk(ast.parse(text))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        and node.end_lineno is not None
        and node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES
    ]
    assert not long, ", ".join(long)
