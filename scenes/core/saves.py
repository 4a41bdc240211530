"""Saved games: a game in progress survives a closed window.

Each game keeps at most one save, ``saves/<game>.json`` beside the settings
file, written atomically (temp file + rename) after every completed action and
when the play screen closes; a finished game removes it, and a game with no
human player (the demo) never writes one. A save holds the choices of the
pre-game screen, the position in the game's own text notation, and what the
screen needs to retell the story so far (``extra``: the move list, say).

Saves are read through scenes/core/storage.py with a typed schema: the
common fields here, the ``extra`` of each game from its screens record's
``save_extra``. A damaged or foreign save (or one its screen cannot resume)
is kept as ``<game>.json.damaged`` with a notice, never a crash; one the game
may not read (another owner) as ``<game>.json.unreadable``, or, if it cannot
be moved, left in place and never written over. A write that
fails is reported to the app (``report_save``) at once, and the next action
tries again.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game import registry
from scenes.core import storage
from scenes.core.i18n import _
from scenes.games import DIFFICULTIES, GAMES, GameSetup

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
    def from_dict(cls, data: Any, game: str | None = None) -> SavedGame:
        """Rebuild from parsed JSON through the schema of ``game`` (or of the game
        the data names); storage.Damaged (a ValueError) for anything that does not fit."""
        if game is None:
            setup = data.get("setup") if isinstance(data, dict) else None
            game = setup.get("game") if isinstance(setup, dict) else None
            if not isinstance(game, str) or game not in GAMES:
                raise storage.Damaged("setup.game: not a game this version plays")
        clean = save_schema(game)(data, "")
        setup = GameSetup(**clean["setup"])
        return cls(setup, clean["position"], clean["extra"])


SAVED_SEED_MAX = 10**20 - 1  # --seed is at most 2**64 - 1; rematches add one each
MAX_POSITION = 20_000  # characters: a Trojan War position is about 2,000


def _options(game: str) -> storage.Schema:
    """A game's pre-game options: each a known key with one of its choices;
    unknown keys (from another version) are dropped."""
    return storage.Record(optional={
        spec.key: (storage.one_of(*spec.values), storage.ABSENT)
        for spec in (GAMES[game].options if game in GAMES else ())})


MOVES = storage.list_of(storage.string(200), 1_000_000)  # PlayScreen.saved_game (scenes/play.py)


def extra_schema(game: str) -> storage.Schema:
    """The schema of ``game``'s ``extra``: the fields its screens record names in
    ``save_extra`` are checked with their ranges, the play base's ``moves`` is a list
    of texts, and any other field is kept as plain JSON for the game's resume code
    to judge (a screen may add a field before its schema names it; a resume that
    fails sets the save aside all the same)."""
    own = GAMES[game].save_extra if game in GAMES else None
    plain = storage.any_json(storage.MAX_BYTES)

    def check(value: Any, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise storage.Damaged(f"{where}: not a record")
        out = {name: plain(item, f"{where}.{name}") for name, item in value.items()}
        if "moves" in value:
            out["moves"] = MOVES(value["moves"], f"{where}.moves")
        if callable(own):
            out.update(own(value, where))
        return out

    return check


def save_schema(game: str) -> storage.Schema:
    """Everything a save of ``game`` may hold, with ranges."""
    setup = storage.Record(
        required={"game": storage.one_of(game)},
        optional={
            "vs_computer": (storage.boolean(), False),
            "human_side": (storage.optional(storage.one_of(0, 1)), None),
            "difficulty": (storage.string(choices=[k for k, _label in DIFFICULTIES]), "normal"),
            "options": (_options(game), {}),
            "seed": (storage.optional(storage.whole(0, SAVED_SEED_MAX)), None),
            "online": (storage.one_of(False), False),      # online games live on a server
        })
    return storage.Record(required={
        "version": storage.one_of(VERSION),
        "setup": setup,
        "position": storage.string(MAX_POSITION),
    }, optional={"extra": (extra_schema(game), {})})


def saves_dir(app: Any) -> Path | None:
    """Where ``app`` keeps saves (beside its settings), or None: no saving."""
    settings_path = getattr(app, "settings_path", None)
    return Path(settings_path).parent / "saves" if settings_path is not None else None


def write_save(app: Any, saved: SavedGame) -> bool:
    """Keep ``saved`` as its game's save; False when it was not written. The app
    tells a failure at once, again at each failed try, and once when a write
    works again (``App.report_save``)."""
    if not any(saved.setup.is_human(side) for side in (0, 1)):
        return False                      # the computer playing itself keeps nothing
    folder = saves_dir(app)
    if folder is None:
        return False
    problem = storage.write_json(folder / f"{saved.game}.json", saved.to_dict())
    report = getattr(app, "report_save", None)
    if callable(report):
        report(problem)
    return problem is None


def damaged_notice(kept: Path | None) -> str:
    """The one line the pre-game screen shows for a save that cannot be used."""
    if kept is None:
        return _("The saved game was damaged; start a new one.")
    # TRANSLATORS: {file} is the name the damaged save was kept under
    return _("The saved game was damaged (kept as {file}); start a new one.").format(
        file=kept.name)


def read_save(app: Any, game: str) -> tuple[SavedGame | None, str | None]:
    """The save of ``game`` if there is a usable one, and a notice if one was bad
    (a damaged file is kept as ``<game>.json.damaged``)."""
    folder = saves_dir(app)
    if folder is None:
        return None, None
    loaded = storage.load(folder / f"{game}.json",
                          lambda data, _where: SavedGame.from_dict(data, game))
    if loaded.problem is None:
        return loaded.value, None
    if not loaded.damaged:
        return None, unreadable_notice(loaded.problem, loaded.kept)
    return None, damaged_notice(loaded.kept)


def unreadable_notice(reason: str, kept: Path | None) -> str:
    """The one line for a save the game may not read (another owner, say): kept
    aside, or left in place and not written over."""
    if kept is None:
        # TRANSLATORS: {reason} is the system's reason (may stay in English)
        return _("The saved game could not be read ({reason}) and is left as it is; "
                 "a new game is not saved over it.").format(reason=reason)
    # TRANSLATORS: {reason} is the system's reason; {file} the name the save was kept under
    return _("The saved game could not be read ({reason}): kept as {file}; start a new "
             "one.").format(reason=reason, file=kept.name)


def set_aside(app: Any, game: str) -> str:
    """A save its screen could not resume: keep it as damaged; the notice to show."""
    folder = saves_dir(app)
    kept = storage.move_aside(folder / f"{game}.json") if folder is not None else None
    if kept is None:
        return _("The saved game could not be continued; start a new one.")
    return _("The saved game could not be continued (kept as {file}); start a new one."
             ).format(file=kept.name)


def clear_save(app: Any, game: str) -> None:
    """Forget ``game``'s save (the game ended)."""
    folder = saves_dir(app)
    if folder is not None:
        try:
            (folder / f"{game}.json").unlink(missing_ok=True)
        except OSError:
            pass  # a read-only folder: the next start offers the save again, no harm


def remove_stale_temp_files(settings_path: Path) -> list[Path]:
    """At start-up: the temp files a write killed mid-way left beside the
    settings and in saves/ (``.<name>-XXXXXXXX.json``)."""
    folder = Path(settings_path).parent
    return (storage.remove_stale_temp_files(folder, [Path(settings_path).stem])
            + storage.remove_stale_temp_files(folder / "saves", registry.keys()))
