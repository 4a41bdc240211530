"""Player settings: what they are and where they live.

Settings are a small JSON file in the user's data folder, read and written
through scenes/core/storage.py: atomic writes, and a typed schema on reading.
A missing file means defaults; a damaged one (anything the app could not
have written: not JSON, too large or deep, a volume of 7, ...) is kept as
``settings.json.damaged``, and one the app cannot read (another owner, no
permission) as ``settings.json.unreadable`` (or, when it cannot be moved, left
in place and never written over); the defaults come with one notice, never a
crash.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game import registry
from scenes.core import i18n, storage
from scenes.core.i18n import _
from scenes.core.userdir import data_dir
from scenes.games import DIFFICULTIES, GAMES
from scenes.ui.anim import DEFAULT_SPEED, SPEEDS

SYSTEM = "system"


@dataclass
class Settings:
    """Everything the player may change and expects to find next time."""

    fullscreen: bool = False
    volume: float = 0.7
    language: str = SYSTEM
    """A code of i18n.LANGUAGES, or SYSTEM: follow the computer's language."""
    animation_speed: str = DEFAULT_SPEED
    """One of scenes.ui.anim.SPEEDS: how fast every game's animations play."""
    pregame: dict[str, dict[str, Any]] = field(default_factory=dict)
    online_server: str = ""
    """The dedicated server online games are hosted on (``ws://host:port``), or ""
    for this computer's own (scenes/online/session.py)."""
    last_game: str = ""
    """The game last started, which the title menu opens on ("" for none yet)."""

    @classmethod
    def from_dict(cls, data: Any, where: str = "") -> Settings:
        """Build from parsed JSON; storage.Damaged for anything the app cannot have
        written (remembered pre-game choices that no longer fit are forgotten)."""
        clean = SCHEMA(data, where)
        return cls(fullscreen=clean["fullscreen"], volume=clean["volume"],
                   language=clean["language"], animation_speed=clean["animation_speed"],
                   pregame=clean["pregame"], online_server=clean["online_server"],
                   last_game=clean["last_game"])


def _remembered(game: str) -> storage.Schema:
    """The pre-game choices remembered for ``game``: each kept only if it is one of
    today's choices (options change between versions)."""
    info = GAMES[game]
    fields: dict[str, storage.Schema] = {
        "vs_computer": storage.boolean(),
        "human_side": storage.one_of(0, 1),
        "difficulty": storage.string(choices=[key for key, _label in DIFFICULTIES]),
    }
    for spec in info.options:
        fields[spec.key] = storage.one_of(*spec.values)
    return storage.Record(lenient=fields)


DEFAULTS = {"fullscreen": False, "volume": 0.7, "language": SYSTEM,
            "animation_speed": DEFAULT_SPEED}
SCHEMA = storage.Record(optional={
    "fullscreen": (storage.boolean(), DEFAULTS["fullscreen"]),
    "volume": (storage.number(0.0, 1.0), DEFAULTS["volume"]),
    "language": (storage.one_of(SYSTEM, *i18n.LANGUAGES), DEFAULTS["language"]),
    "animation_speed": (storage.string(20, choices=SPEEDS), DEFAULTS["animation_speed"]),
    "online_server": (storage.string(300), ""),
    "last_game": (storage.string(40), ""),
    "pregame": (storage.map_of(registry.keys, _remembered), {}),
})


def spoken_language(settings: Settings) -> str:
    """The language the settings ask for, the system's when they follow it."""
    if settings.language == SYSTEM:
        return i18n.system_language()
    return settings.language


def default_path() -> Path:
    return data_dir() / "settings.json"


@dataclass(frozen=True)
class SettingsTrouble:
    """What went wrong with the settings file, kept without words so the notice
    can be told in whatever language is spoken when it is shown (the file is
    read before a language is chosen)."""

    kind: str           # "unreadable", "damaged" or "unwritable"
    detail: str = ""    # the system's reason it could not be read or written
    kept: str = ""      # the name the file was kept under, when it was moved aside

    def words(self) -> str:
        if self.kind == "unreadable" and self.kept:
            # TRANSLATORS: {reason} is the system's reason (may stay in English);
            # {file} is the name the settings file was kept under
            return _("Settings could not be read ({reason}): kept as {file}; defaults "
                     "in use.").format(reason=self.detail, file=self.kept)
        if self.kind == "unreadable":
            # TRANSLATORS: {reason} is the system's reason (may stay in English)
            return _("Settings could not be read ({reason}); defaults in use, the file "
                     "is kept.").format(reason=self.detail)
        if self.kind == "unwritable":
            if self.detail:
                # TRANSLATORS: {reason} is why the file could not be written (the system's words)
                return _("Settings could not be saved: {reason}.").format(reason=self.detail)
            return _("Settings could not be saved (folder not writable).")
        if self.kept:
            # TRANSLATORS: {file} is the name the damaged file was kept under
            return _("Settings were damaged: defaults are in use (see {file}).").format(
                file=self.kept)
        return _("Settings were damaged: defaults are in use.")


def read_settings(path: Path) -> tuple[Settings, SettingsTrouble | None]:
    """Settings from ``path``; when it is damaged or unreadable, defaults and what
    happened to the file."""
    loaded = storage.load(path, Settings.from_dict)
    if loaded.problem is None:
        return (loaded.value if loaded.value is not None else Settings()), None
    kept = loaded.kept.name if loaded.kept is not None else ""
    if not loaded.damaged:
        return Settings(), SettingsTrouble("unreadable", loaded.problem, kept)
    return Settings(), SettingsTrouble("damaged", kept=kept)


def load_settings(path: Path) -> tuple[Settings, str | None]:
    """Settings from ``path`` and, when it was damaged or unreadable, the notice
    in the current language."""
    settings, trouble = read_settings(path)
    return settings, None if trouble is None else trouble.words()


def write_settings(settings: Settings, path: Path) -> str | None:
    """Write atomically; None when written, else why not (nothing lost: a file
    that cannot be read is never written over)."""
    return storage.write_json(path, asdict(settings))


def save_settings(settings: Settings, path: Path) -> bool:
    """Write atomically; False (and nothing lost) when it could not be written."""
    return write_settings(settings, path) is None
