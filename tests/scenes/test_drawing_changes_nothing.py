"""Drawing changes nothing: no draw method of any scene, widget or effect
assigns to its object's fields (layout, click areas and button states are
computed when the state changes or in ``update``)."""

from __future__ import annotations

import ast
from pathlib import Path

SCENES = Path(__file__).resolve().parents[2] / "scenes"


def assignments_in_draw(source: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.FunctionDef) and node.name.startswith("draw")):
            continue
        for sub in ast.walk(node):
            targets = (sub.targets if isinstance(sub, ast.Assign)
                       else [sub.target] if isinstance(sub, ast.AugAssign | ast.AnnAssign)
                       else [])
            for target in targets:
                if (isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name)
                        and target.value.id == "self"):
                    found.append(f"{node.name}:{sub.lineno} sets self.{target.attr}")
    return found


def test_no_draw_method_changes_its_object() -> None:
    offenders = [f"{path.relative_to(SCENES.parent)}: {hit}"
                 for path in sorted(SCENES.rglob("*.py"))
                 for hit in assignments_in_draw(path.read_text(encoding="utf-8"))]
    assert offenders == []


def test_the_check_sees_an_assignment() -> None:
    source = "class A:\n    def draw(self, s):\n        self.rects = []\n"
    assert assignments_in_draw(source) == ["draw:3 sets self.rects"]
