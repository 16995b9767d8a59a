"""The package imports one way: the module graph of src/hashforge has no cycle.

The graph is built from the source text (ast), not by importing: every `import` and
`from ... import` statement counts, at module level or inside a function, relative imports
resolved against the importing module's package.  `from pkg import name` is an edge to
pkg.name when that is a module of the package, else to pkg; importing a.b.c also imports
its packages a and a.b.  Imports by a string (importlib.import_module) are not seen.
"""
from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"


def module_names(root: Path, package: str) -> dict[str, Path]:
    """Every module of `package` under root (root/package/...) -> its file."""
    found = {}
    for path in sorted((root / package).rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _resolve(module: str, is_package: bool, level: int, target: str | None) -> str:
    """The absolute name `from <level dots><target> import ...` means inside `module`."""
    if level == 0:
        return target or ""
    base = module.split(".")
    if not is_package:
        base = base[:-1]
    if level > 1:
        base = base[: len(base) - (level - 1)]
    return ".".join(base + ([target] if target else []))


def _with_packages(name: str, modules: dict[str, Path]) -> list[str]:
    """name and the packages above it that are modules of the graph."""
    parts = name.split(".")
    return [n for n in (".".join(parts[:i]) for i in range(1, len(parts) + 1)) if n in modules]


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """module -> the modules of `package` it imports (anywhere in its text)."""
    modules = module_names(root, package)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        edges: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    edges.update(_with_packages(alias.name, modules))
            elif isinstance(node, ast.ImportFrom):
                base = _resolve(name, is_package, node.level, node.module)
                edges.update(_with_packages(base, modules))
                for alias in node.names:
                    if f"{base}.{alias.name}" in modules:
                        edges.add(f"{base}.{alias.name}")
        edges.discard(name)
        graph[name] = edges
    return graph


def tangles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm):
    the modules that import each other, directly or around a circle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                components.append(sorted(comp))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10 * len(graph) + 100))
    try:
        for v in sorted(graph):
            if v not in index:
                visit(v)
    finally:
        sys.setrecursionlimit(limit)
    return components


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle (a path that returns to its start) per tangle; [] when the graph is acyclic."""
    return [_cycle_in(graph, set(comp)) for comp in tangles(graph)]


def _cycle_in(graph: dict[str, set[str]], comp: set[str]) -> list[str]:
    """A shortest cycle through the first module of a strongly connected component."""
    start = min(comp)
    came = {start: ""}
    frontier = [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(graph[v] & comp):
                if w == start:
                    path = [v]
                    while came[path[-1]]:
                        path.append(came[path[-1]])
                    return path[::-1] + [start]
                if w not in came:
                    came[w] = v
                    nxt.append(w)
        frontier = nxt
    raise AssertionError(f"no cycle through {start}")   # a component of >1 module always has one


def describe(found: list[list[str]]) -> str:
    return "\n".join(" -> ".join(c) for c in found)


def test_hashforge_imports_one_way():
    graph = import_graph(SRC, "hashforge")
    assert "hashforge.cli" in graph and "hashforge.evaluation.evaluate" in graph
    n_edges = sum(len(e) for e in graph.values())
    found = cycles(graph)
    print(f"{len(graph)} modules, {n_edges} imports, {len(found)} circle(s)")
    for comp, cycle in zip(tangles(graph), found, strict=True):
        print(f"{len(comp)} modules import each other: {', '.join(comp)}\n  e.g. {' -> '.join(cycle)}")
    assert not found, f"import cycle(s) in src/hashforge:\n{describe(found)}"


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    """pkg: a imports b at module level, b imports a inside a function (a cycle), c and
    pkg/__init__ import one way."""
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from . import b\nfrom .sub.c import thing\n")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "sub" / "b2.py").write_text("import os\n")
    (pkg / "sub" / "c.py").write_text("from . import b2\nthing = 1\n")
    (pkg / "b.py").write_text("def f():\n    from .a import x\n    return x\n")
    return tmp_path


def test_graph_check_finds_a_function_level_cycle(tiny: Path):
    graph = import_graph(tiny, "pkg")
    assert graph["pkg.a"] == {"pkg", "pkg.b", "pkg.sub", "pkg.sub.c"}
    assert graph["pkg.sub.c"] == {"pkg", "pkg.sub", "pkg.sub.b2"}
    assert graph["pkg.b"] == {"pkg", "pkg.a"}
    found = cycles(graph)
    print(describe(found))
    assert found == [["pkg.a", "pkg.b", "pkg.a"]]


def test_graph_check_passes_the_tiny_package_without_its_cycle(tiny: Path):
    (tiny / "pkg" / "b.py").write_text("import json\n")
    assert cycles(import_graph(tiny, "pkg")) == []
