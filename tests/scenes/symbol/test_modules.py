"""Symbol's code keeps the house shape: rules and screens import each other in
one direction only (no cycles, type-only imports included), nothing is
imported inside a function to dodge one, and no screen module outgrows ~500
lines."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PACKAGES = ("game/symbol", "scenes/symbol")


def _modules() -> dict[str, Path]:
    out = {}
    for pkg in PACKAGES:
        for path in (ROOT / pkg).glob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def _imported(module: str, path: Path, known: dict[str, Path]) -> set[str]:
    """Modules of ``known`` that ``module`` imports anywhere in its text."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name in known}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                here = module.split(".")
                if path.name != "__init__.py":
                    here.pop()
                here = here[: len(here) - node.level + 1]
                base = ".".join([*here, *([base] if base else [])])
            for a in node.names:
                if f"{base}.{a.name}" in known:
                    out.add(f"{base}.{a.name}")
                elif base in known:
                    out.add(base)
    out.discard(module)
    return out


def test_symbol_modules_import_each_other_without_cycles() -> None:
    known = _modules()
    graph = {m: _imported(m, p, known) for m, p in known.items()}
    cycles = []
    for start in graph:
        stack = [(start, [start])]
        seen = set()
        while stack:
            node, path = stack.pop()
            for nxt in graph[node]:
                if nxt == start:
                    cycles.append(" -> ".join([*path, start]))
                elif nxt not in seen:
                    seen.add(nxt)
                    stack.append((nxt, [*path, nxt]))
    assert cycles == []


def test_no_symbol_module_imports_inside_a_function() -> None:
    hidden = []
    for module, path in _modules().items():
        for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                if any(isinstance(n, (ast.Import, ast.ImportFrom)) for n in ast.walk(fn)):
                    hidden.append(f"{module}.{fn.name}")
    assert hidden == []


def test_symbol_screen_modules_stay_small() -> None:
    big = {p.name: n for p in (ROOT / "scenes/symbol").glob("*.py")
           if (n := len(p.read_text(encoding="utf-8").splitlines())) > 510}
    assert big == {}
