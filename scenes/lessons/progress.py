"""Which lessons a player has finished: ``lessons.json`` beside the settings.

Read through scenes/core/storage.py (a damaged file is set aside with a
notice and the marks start afresh) and written atomically after every
finished lesson.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game import registry
from scenes.core import storage
from scenes.core.i18n import _

FILE = "lessons.json"
_IDS = storage.list_of(storage.string(40), 200)
_SCHEMA = storage.Record(optional={
    "done": (storage.map_of(registry.keys, lambda _game: _IDS), {}),
})


def progress_path(app: Any) -> Path | None:
    settings_path = getattr(app, "settings_path", None)
    return Path(settings_path).parent / FILE if settings_path is not None else None


class Progress:
    """The finished lessons of each game, kept on disk when there is an app to keep it."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.done: dict[str, list[str]] = {}
        self.problem: str | None = None
        if path is not None:
            loaded = storage.load(path, _SCHEMA)
            if loaded.problem:
                self.problem = _("Lesson progress was damaged and starts afresh ({reason})"
                                 ).format(reason=loaded.problem)
            if loaded.value is not None:
                self.done = {g: list(ids) for g, ids in loaded.value["done"].items()}

    @classmethod
    def of(cls, app: Any) -> Progress:
        return cls(progress_path(app))

    def is_done(self, game: str, lesson_id: str) -> bool:
        return lesson_id in self.done.get(game, [])

    def mark(self, game: str, lesson_id: str) -> str | None:
        """Remember a finished lesson; None when written, else why not."""
        ids = self.done.setdefault(game, [])
        if lesson_id not in ids:
            ids.append(lesson_id)
        if self.path is None:
            return None
        return storage.write_json(self.path, {"done": self.done})
