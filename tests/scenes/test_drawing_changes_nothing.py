"""Drawing changes nothing: no draw method or ``_draw*`` helper of any scene,
widget or effect changes its object — no field set (``self.x = ...``, also
``self.x[k] = ...``, ``self.a.b = ...``, ``+=``, ``del``) and no container of it
mutated in place (``self.x.append(...)``, ``.clear()``, ``.update(...)``...).
Layout, click areas, caches and button states are computed when the state
changes or in ``update``."""

from __future__ import annotations

import ast
from pathlib import Path

SCENES = Path(__file__).resolve().parents[2] / "scenes"
MUTATORS = {"append", "extend", "clear", "pop", "popitem", "update", "add", "remove", "insert",
            "setdefault", "discard", "sort", "reverse"}


def _on_self(node: ast.expr) -> bool:
    """``node`` is ``self`` or reached from it through attributes and subscripts."""
    while isinstance(node, ast.Attribute | ast.Subscript):
        node = node.value
    return isinstance(node, ast.Name) and node.id == "self"


def _targets(node: ast.AST) -> list[ast.expr]:
    if isinstance(node, ast.Assign | ast.Delete):
        found = list(node.targets)
    elif isinstance(node, ast.AugAssign | ast.AnnAssign):
        found = [node.target]
    else:
        return []
    flat: list[ast.expr] = []
    while found:
        target = found.pop()
        if isinstance(target, ast.Tuple | ast.List):
            found.extend(target.elts)
        else:
            flat.append(target)
    return flat


def changes_in_draw(source: str) -> list[str]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.FunctionDef) and node.name.lstrip("_").startswith("draw")):
            continue
        for sub in ast.walk(node):
            for target in _targets(sub):
                if isinstance(target, ast.Attribute | ast.Subscript) and _on_self(target):
                    hit = f"{node.name}:{sub.lineno} sets {ast.unparse(target)}"
                    found.append((sub.lineno, hit))
            if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) \
                    and sub.func.attr in MUTATORS \
                    and isinstance(sub.func.value, ast.Attribute | ast.Subscript) \
                    and _on_self(sub.func.value):
                hit = f"{node.name}:{sub.lineno} calls {ast.unparse(sub.func)}"
                found.append((sub.lineno, hit))
    return [hit for _line, hit in sorted(found)]


def test_no_draw_method_changes_its_object() -> None:
    offenders = [f"{path.relative_to(SCENES.parent)}: {hit}"
                 for path in sorted(SCENES.rglob("*.py"))
                 for hit in changes_in_draw(path.read_text(encoding="utf-8"))]
    assert offenders == []


def test_the_check_sees_every_kind_of_change() -> None:
    source = """
class A:
    def draw(self, s):
        self.rects = []
        self.cache[key] = 1
        self.view.t = 2
        self.n += 1
        del self.items[0]
        self.seen.append(3)
        self.map["k"].update({})
        a, self.b = 1, 2

    def _draw_note(self, s):
        self.lines = []

    def draw_fine(self, s):
        lines = []
        lines.append(1)
        s.blit(self.image, self.rect)
        self.view.draw(s)

    def update(self, dt):
        self.cache[1] = 2
"""
    assert changes_in_draw(source) == [
        "draw:4 sets self.rects", "draw:5 sets self.cache[key]", "draw:6 sets self.view.t",
        "draw:7 sets self.n", "draw:8 sets self.items[0]", "draw:9 calls self.seen.append",
        "draw:10 calls self.map['k'].update", "draw:11 sets self.b",
        "_draw_note:14 sets self.lines"]
