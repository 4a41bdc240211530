"""Saved games: a game in progress survives a closed window.

Each game keeps at most one save, ``saves/<game>.json`` beside the settings
file, written atomically (temp file + rename) after every completed action and
when the play screen closes; a finished game removes it, and a game with no
human player (the demo) never writes one. A save holds the choices of the
pre-game screen, the position in the game's own text notation, and what the
screen needs to retell the story so far (``extra``: the move list, say).
A damaged or foreign save is ignored with a notice, never a crash.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from scenes.games import GAMES, GameSetup

VERSION = 1


@dataclass
class SavedGame:
    """One game in progress, as the play screen left it."""

    setup: GameSetup
    position: str
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def game(self) -> str:
        return self.setup.game

    def to_dict(self) -> dict[str, Any]:
        return {"version": VERSION, "setup": asdict(self.setup), "position": self.position,
                "extra": self.extra}

    @classmethod
    def from_dict(cls, data: Any) -> SavedGame:
        """Rebuild from parsed JSON; ValueError for anything that does not fit."""
        if not isinstance(data, dict) or data.get("version") != VERSION:
            raise ValueError("not a save of this version")
        raw, position, extra = data.get("setup"), data.get("position"), data.get("extra", {})
        if not isinstance(raw, dict) or not isinstance(position, str) or not isinstance(
                extra, dict):
            raise ValueError("save fields are missing")
        game = raw.get("game")
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}")
        human_side = raw.get("human_side")
        if human_side not in (None, 0, 1):
            raise ValueError("bad side")
        options = raw.get("options", {})
        seed = raw.get("seed")
        if not isinstance(options, dict) or not (seed is None or isinstance(seed, int)):
            raise ValueError("bad options")
        setup = GameSetup(game, vs_computer=bool(raw.get("vs_computer")), human_side=human_side,
                          difficulty=str(raw.get("difficulty", "normal")), options=options,
                          seed=seed)
        return cls(setup, position, extra)


def saves_dir(app: Any) -> Path | None:
    """Where ``app`` keeps saves (beside its settings), or None: no saving."""
    settings_path = getattr(app, "settings_path", None)
    return Path(settings_path).parent / "saves" if settings_path is not None else None


def write_json(path: Path, data: Any) -> bool:
    """Write atomically; False (and the old file untouched) when it cannot."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".json", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(data, fh, indent=1, sort_keys=True)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError:
        return False
    return True


def write_save(app: Any, saved: SavedGame) -> bool:
    """Keep ``saved`` as its game's save; False when it could not be written."""
    if not any(saved.setup.is_human(side) for side in (0, 1)):
        return False                      # the computer playing itself keeps nothing
    folder = saves_dir(app)
    if folder is None:
        return False
    return write_json(folder / f"{saved.game}.json", saved.to_dict())


def read_save(app: Any, game: str) -> tuple[SavedGame | None, str | None]:
    """The save of ``game`` if there is a usable one, and a notice if one was bad."""
    folder = saves_dir(app)
    if folder is None:
        return None, None
    path = folder / f"{game}.json"
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None, None
    except (OSError, UnicodeDecodeError):
        return None, "The saved game could not be read; start a new one."
    try:
        saved = SavedGame.from_dict(json.loads(raw))
    except (ValueError, TypeError):
        return None, "The saved game was damaged; start a new one."
    if saved.game != game:
        return None, "The saved game was damaged; start a new one."
    return saved, None


def clear_save(app: Any, game: str) -> None:
    """Forget ``game``'s save (the game ended, or the save could not be resumed)."""
    folder = saves_dir(app)
    if folder is not None:
        (folder / f"{game}.json").unlink(missing_ok=True)
