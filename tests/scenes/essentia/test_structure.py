"""Essentia's screens import what they need at the top of each module, and the
play screen does not reach back to the setup screen (no import cycle)."""

import ast
from pathlib import Path

ESSENTIA = Path(__file__).resolve().parents[3] / "scenes" / "essentia"


def imports(path: Path) -> tuple[list[str], list[str]]:
    """(modules imported at the top, modules imported inside a function)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = [n.module for n in tree.body if isinstance(n, ast.ImportFrom) and n.module]
    top += [a.name for n in tree.body if isinstance(n, ast.Import) for a in n.names]
    inner = [n.module or "" for f in ast.walk(tree)
             if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)
             for n in ast.walk(f) if isinstance(n, ast.ImportFrom | ast.Import)]
    return top, inner


def test_no_essentia_screen_hides_an_import_inside_a_function() -> None:
    hidden = {p.name: inner for p in ESSENTIA.glob("*.py") if (inner := imports(p)[1])}
    assert hidden == {}


def test_the_play_screen_and_what_it_imports_never_import_the_setup_screen() -> None:
    for name in ("play", "table", "focus", "panel", "board", "dialogs", "fx"):
        top, _ = imports(ESSENTIA / f"{name}.py")
        assert "scenes.essentia.setup" not in top and "scenes.essentia" not in top, name
