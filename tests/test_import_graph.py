"""The project's modules import each other without cycles.

Every import statement under game/ and scenes/ counts, including one inside a
function (an import hidden there to dodge a cycle is still a cycle) but not one
under ``if TYPE_CHECKING:``, which never runs. ``from pkg import name`` points
at the submodule ``pkg.name`` when there is one, else at ``pkg`` itself.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("game", "scenes")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules() -> dict[str, Path]:
    return {module_name(p): p for pkg in PACKAGES for p in sorted((ROOT / pkg).rglob("*.py"))}


def _type_checking_only(node: ast.AST) -> bool:
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    out: list[ast.Import | ast.ImportFrom] = []
    stack = [tree]
    while stack:
        node = stack.pop()
        if _type_checking_only(node):
            stack.extend(node.orelse)  # type: ignore[attr-defined]
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            out.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return out


def import_graph() -> dict[str, set[str]]:
    """Module -> the project modules it imports."""
    modules = project_modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets: set[str] = set()
        for node in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets.update(a.name for a in node.names)
                continue
            base = node.module or ""
            if node.level:
                up = package.split(".")
                up = up[: len(up) - (node.level - 1)]
                base = ".".join([*up, base] if base else up)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                targets.add(sub if sub in modules else base)
        graph[name] = {t for t in targets if t in modules and t != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

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
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_cycles_are_found() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_the_project() -> None:
    graph = import_graph()
    assert "game.troy.modifiers" in graph["game.troy.rules"]
    assert "scenes.core.base" in graph["scenes.games"]


def test_no_import_cycles_among_project_modules() -> None:
    assert cycles(import_graph()) == []


def test_no_project_import_hides_inside_a_function() -> None:
    """Imports of our own modules sit at the top of the file, where a reader
    (and this test) sees the dependency."""
    modules = project_modules()
    hidden = []
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        on_top = {id(n) for n in tree.body}
        for node in _imports(tree):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else [
                a.name for a in node.names]
            ours = any(n.split(".")[0] in PACKAGES for n in names) or (
                isinstance(node, ast.ImportFrom) and node.level > 0)
            if ours and id(node) not in on_top:
                hidden.append(f"{name}:{node.lineno}")
    assert hidden == []


def test_the_layers_point_one_way() -> None:
    """The rules never import the screens; the shell, shared UI, art, menus and
    the play base never import one game's screens (they find them by name)."""
    graph = import_graph()
    games = ("scenes.essentia", "scenes.symbol", "scenes.troy")
    shared = ("scenes.core", "scenes.ui", "scenes.menus", "scenes.art", "scenes.play",
              "scenes.games")
    wrong = [f"{m} -> {t}" for m, ts in graph.items() for t in ts
             if (m.startswith("game") and t.startswith("scenes"))
             or (m.startswith(shared) and t.startswith(games))]
    assert wrong == []
