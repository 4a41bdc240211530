"""The rules stay pure: nothing under game/ may import pygame."""

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"


def test_game_package_never_imports_pygame() -> None:
    offenders = []
    for path in GAME.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n == "pygame" or n.startswith("pygame.") for n in names):
                offenders.append(str(path.relative_to(GAME.parent)))
    assert offenders == []
