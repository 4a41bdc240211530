"""Damaged files never stop the game.

Whatever bytes are in settings.json or saves/<game>.json, the app starts,
the title and the pre-game screens open, and "Continue the saved game"
either continues or sets the save aside (``<game>.json.damaged``) with a
notice. Saves that cannot be written are reported on the play screen at once
and tried again on the next action. Property tests mutate real saves (in
``samples/``, written by the play screens) and feed random bytes; the cases
found by hand are named below.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenes.core import storage
from scenes.core.app import App
from scenes.core.saves import SavedGame, read_save, write_save
from scenes.core.settings import Settings
from scenes.games import GameSetup
from scenes.menus.pregame import PregameScene
from scenes.troy.play import TroyPlayScene
from tests.support import DT, key, make_app, refuse_to_read
from tests.support.essentia import NEAR_END

SAMPLES = Path(__file__).with_name("samples")
GAMES = ("essentia", "symbol", "troy")
FUZZ = settings(max_examples=40, deadline=None, derandomize=True, database=None)
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 30) | st.integers() | st.floats()
    | st.text(max_size=8) | st.sampled_from(["troy1 {}", "pick:achilles", "L@d1", "c4c3"]),
    lambda children: st.lists(children, max_size=3)
    | st.dictionaries(st.text(max_size=5), children, max_size=3),
    max_leaves=12,
)


def sample(name: str) -> dict[str, Any]:
    return json.loads((SAMPLES / f"{name}.json").read_text())


def samples_of(game: str) -> list[str]:
    return sorted(p.stem for p in SAMPLES.glob(f"{game}_*.json"))


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON value (a key of an object or an index of a list)."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


@st.composite
def mutated(draw: st.DrawFn, data: Any) -> bytes:
    """``data`` with one to three places replaced or removed, or its bytes cut."""
    data = json.loads(json.dumps(data))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(data)))
        if not path:
            data = draw(JSON_VALUES)
            break
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        if isinstance(parent, dict) and draw(st.integers(0, 4)) == 0:
            del parent[path[-1]]
        else:
            old = parent[path[-1]]
            near = st.integers(-3, 3).map(lambda d, o=old: o + d) if type(old) is int \
                else JSON_VALUES
            parent[path[-1]] = draw(st.one_of(JSON_VALUES, near))
    raw = json.dumps(data, indent=1).encode()
    if draw(st.integers(0, 5)) == 0:
        raw = raw[: draw(st.integers(0, len(raw)))]
    return raw


def continue_or_set_aside(app: App, folder: Path, game: str) -> None:
    """Open the pre-game screen on whatever the save holds and continue it if it
    is offered: the game opens, or the screen stays with a notice and the save is
    kept aside; a few frames are drawn either way."""
    raw = (folder / "saves" / f"{game}.json").read_bytes()
    app.push(PregameScene(game))
    app.step(DT)
    pre = app.top
    assert isinstance(pre, PregameScene)
    if pre.resume.enabled:
        key(app, pygame.K_RETURN)
    for _ in range(3):
        app.step(DT)
    if isinstance(app.top, PregameScene):
        assert app.top.notice is None or not app.top.resume.enabled
        if app.top.notice:
            assert not (folder / "saves" / f"{game}.json").exists()
            kept = sorted((folder / "saves").glob(f"{game}.json.damaged*"))
            assert kept and kept[-1].read_bytes() == raw       # nothing destroyed
    else:
        assert type(app.top).__module__.startswith(f"scenes.{game}.")


def _fuzz_continue(tmp_path_factory: pytest.TempPathFactory, game: str, raw: bytes) -> None:
    folder = tmp_path_factory.mktemp("data")
    (folder / "saves").mkdir()
    (folder / "saves" / f"{game}.json").write_bytes(raw)
    app = make_app(folder)
    try:
        continue_or_set_aside(app, folder, game)
    finally:
        app.close()


@FUZZ
@given(st.sampled_from(samples_of("essentia")).flatmap(lambda n: mutated(sample(n))))
def test_mutated_essentia_saves_continue_or_are_set_aside(tmp_path_factory, raw) -> None:
    _fuzz_continue(tmp_path_factory, "essentia", raw)


@FUZZ
@given(st.sampled_from(samples_of("symbol")).flatmap(lambda n: mutated(sample(n))))
def test_mutated_symbol_saves_continue_or_are_set_aside(tmp_path_factory, raw) -> None:
    _fuzz_continue(tmp_path_factory, "symbol", raw)


@FUZZ
@given(st.sampled_from(samples_of("troy")).flatmap(lambda n: mutated(sample(n))))
def test_mutated_troy_saves_continue_or_are_set_aside(tmp_path_factory, raw) -> None:
    _fuzz_continue(tmp_path_factory, "troy", raw)


@FUZZ
@given(st.sampled_from(GAMES), st.one_of(st.binary(max_size=200),
                                        JSON_VALUES.map(lambda v: json.dumps(v).encode())))
def test_random_save_bytes_never_stop_the_pregame_screen(tmp_path_factory, game, raw) -> None:
    _fuzz_continue(tmp_path_factory, game, raw)


@FUZZ
@given(st.one_of(st.binary(max_size=200), JSON_VALUES.map(lambda v: json.dumps(v).encode()),
                 mutated({"fullscreen": False, "volume": 0.5, "pregame": {
                     "troy": {"vs_computer": True, "human_side": 1, "less_bloody": True}}})))
def test_the_app_starts_and_the_pregame_opens_whatever_the_settings(tmp_path_factory,
                                                                    raw: bytes) -> None:
    folder = tmp_path_factory.mktemp("data")
    (folder / "settings.json").write_bytes(raw)
    app = make_app(folder)
    try:
        app.step(DT)
        assert app.running and 0.0 <= app.settings.volume <= 1.0
        app.push(PregameScene("troy"))
        app.step(DT)
        if app.notice:
            assert (folder / "settings.json.damaged").read_bytes() == raw
    finally:
        app.close()


# ------------------------------------------------------------ named cases
DEEP = b"[" * 50_000 + b"]" * 50_000


def test_deeply_nested_settings_no_longer_stop_the_app(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_bytes(DEEP)
    app = make_app(tmp_path)
    try:
        app.step(DT)
        assert app.running and app.settings == Settings()
        assert app.notice and "settings.json.damaged" in app.notice
        assert app.top.notice_time > 0                     # the title shows it
        assert (tmp_path / "settings.json.damaged").read_bytes() == DEEP
    finally:
        app.close()


@pytest.mark.parametrize("volume", [b"1" + b"0" * 400, b"1e999", b"-1e999"])
def test_huge_numbers_in_the_settings_no_longer_stop_the_app(tmp_path: Path, volume) -> None:
    (tmp_path / "settings.json").write_bytes(b'{"fullscreen": false, "volume": ' + volume + b"}")
    app = make_app(tmp_path)
    try:
        app.step(DT)
        assert app.running and app.settings == Settings() and app.notice
    finally:
        app.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_deeply_nested_save_opens_its_pregame_screen_every_time(tmp_path, game) -> None:
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / f"{game}.json").write_bytes(DEEP)
    app = make_app(tmp_path)
    try:
        for time in range(2):
            app.push(PregameScene(game))
            app.step(DT)
            pre = app.top
            assert isinstance(pre, PregameScene) and not pre.resume.enabled
            assert bool(pre.notice) == (time == 0)         # said once; the file is aside
            app.pop()
        assert (tmp_path / "saves" / f"{game}.json.damaged").read_bytes() == DEEP
    finally:
        app.close()


def _troy_save(tmp_path: Path, change) -> None:
    data = sample("troy_duel")
    change(data)
    (tmp_path / "saves").mkdir(exist_ok=True)
    (tmp_path / "saves" / "troy.json").write_text(json.dumps(data))


def _position_field(name: str, value: Any):
    def change(data: dict) -> None:
        position = json.loads(data["position"][6:])
        position[name] = value
        data["position"] = "troy1 " + json.dumps(position)
    return change


@pytest.mark.parametrize("change", [
    _position_field("actor", 7),
    _position_field("turn", 1e999),
    _position_field("chance", [1e999, None, 0]),
    lambda d: d["extra"].update(seed=1e999),
    lambda d: d["extra"]["shown"]["duel"].update(heroes=["nobody", "achilles"]),
    lambda d: d["extra"]["shown"]["duel"].update(dice=[70, 2]),
    lambda d: d.update(position="troy1 " + "[" * 5000 + "]" * 5000),
    lambda d: d["extra"].update(told=len(d["extra"]["moves"]) + 1),
], ids=["actor-7", "turn-1e999", "chance-1e999", "seed-1e999", "unknown-hero", "die-70",
        "nested-position", "told-past-the-moves"])
def test_a_troy_save_out_of_range_is_set_aside_on_continue(tmp_path: Path, change) -> None:
    _troy_save(tmp_path, change)
    app = make_app(tmp_path)
    try:
        continue_or_set_aside(app, tmp_path, "troy")
        pre = app.top
        assert isinstance(pre, PregameScene) and pre.notice and "damaged" in pre.notice \
            or "could not be continued" in pre.notice
        assert list((tmp_path / "saves").glob("troy.json.damaged"))
    finally:
        app.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_save_with_a_negative_seed_is_refused_before_any_rematch(tmp_path, game) -> None:
    data = sample(samples_of(game)[0])
    data["setup"]["seed"] = -5
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / f"{game}.json").write_text(json.dumps(data))
    app = make_app(tmp_path)
    try:
        saved, notice = read_save(app, game)
        assert saved is None and notice and "damaged" in notice
    finally:
        app.close()


@pytest.mark.parametrize("name", [p.stem for p in sorted(SAMPLES.glob("*.json"))])
def test_every_sample_save_continues(tmp_path: Path, name: str) -> None:
    """The samples are real saves: they must read and continue as they are."""
    game = name.split("_")[0]
    (tmp_path / "saves").mkdir()
    shutil.copy(SAMPLES / f"{name}.json", tmp_path / "saves" / f"{game}.json")
    app = make_app(tmp_path)
    try:
        continue_or_set_aside(app, tmp_path, game)
        assert not isinstance(app.top, PregameScene)
    finally:
        app.close()


def test_a_save_that_cannot_be_written_is_shown_at_once_and_tried_again(tmp_path) -> None:
    """With the saves folder unwritable the play screen says so at the first
    decision, the game goes on, and the next decision writes the save (the Trojan
    War's screen is on the play base, so it tells it in its own toast, as
    tests/scenes/test_play_base.py checks for the others)."""
    blocker = tmp_path / "saves"
    blocker.write_text("a file where the saves folder should be")
    app = make_app(tmp_path)
    try:
        scene = TroyPlayScene(GameSetup("troy", vs_computer=False, seed=4))
        app.push(scene)
        app.step(DT)
        scene.play(scene.state.legal_actions()[0])         # the first secret picks
        assert scene.save_error and app.banner.startswith("Could not save: ")
        assert app.banner.endswith("; the game goes on") and app.banner_time > 0
        blocker.unlink()                                   # the folder can be written again
        scene.play(scene.state.legal_actions()[0])         # the other side's picks
        assert scene.save_error is None
        saved, notice = read_save(app, "troy")
        assert notice is None and saved is not None and len(saved.extra["moves"]) == 2
    finally:
        app.close()


def test_a_failed_write_shows_its_banner_over_any_screen(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    try:
        (tmp_path / "saves").write_text("blocker")
        saved = SavedGame(GameSetup("essentia"), "position", {})
        assert not write_save(app, saved)
        app.step(DT)
        assert app.banner.startswith("Could not save: ") and app.save_problem
        for _ in range(int(7 / DT)):
            app.step(DT)
        assert app.banner_time == 0                        # shown for a while, then gone
        assert not write_save(app, saved)
        assert app.banner_time > 0                         # and again at the next failure
    finally:
        app.close()


def test_a_save_that_fails_reports_its_reason(tmp_path: Path) -> None:
    class Recorder:
        settings_path = tmp_path / "settings.json"
        reports: list[str | None] = []

        def report_save(self, problem: str | None) -> None:
            self.reports.append(problem)

    app = Recorder()
    (tmp_path / "saves").write_text("blocker")
    saved = SavedGame(GameSetup("essentia"), NEAR_END, {})
    assert not write_save(app, saved)
    (tmp_path / "saves").unlink()
    assert write_save(app, saved)
    assert app.reports[0] and app.reports[1] is None


def test_temp_files_left_by_a_killed_write_are_removed_at_start(tmp_path: Path) -> None:
    (tmp_path / "saves").mkdir()
    stale = [tmp_path / ".settings-k1ll3d00.json", tmp_path / "saves" / ".troy-q8w7e6r5.json",
             tmp_path / "saves" / ".essentia-abcd_123.json"]
    for path in stale:
        path.write_text('{"half": ')
    (tmp_path / "saves" / "symbol.json").write_text("{}")
    app = make_app(tmp_path)
    try:
        assert not any(path.exists() for path in stale)
        assert (tmp_path / "saves" / "symbol.json").exists()
    finally:
        app.close()


def test_the_settings_notice_fits_the_title_panel(tmp_path: Path) -> None:
    from scenes.core import theme
    from scenes.core.settings import load_settings

    (tmp_path / "settings.json").write_bytes(DEEP)
    _, notice = load_settings(tmp_path / "settings.json")
    assert notice is not None and "settings.json.damaged" in notice
    longest = notice.replace("settings.json.damaged", "settings.json.damaged-99")
    assert theme.font(19).size(longest)[0] <= 760 - 24      # the title's notice panel


# ------------------------------------------------ files the game may not read
SETTINGS = b'{"volume": 0.2, "fullscreen": false}'


def test_settings_that_cannot_be_read_are_kept_told_once_and_not_lost(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "settings.json").write_bytes(SETTINGS)
    refuse_to_read(monkeypatch, "settings.json")
    app = make_app(tmp_path)
    try:
        app.step(DT)
        kept = tmp_path / "settings.json.unreadable"
        assert app.notice == ("Settings could not be read (permission denied): kept as "
                              "settings.json.unreadable; defaults in use.")
        assert app.top.notice == app.notice and app.top.notice_time > 0   # the title says it
        assert kept.read_bytes() == SETTINGS
        app.set_volume(0.9)                                # a new file beside the kept one
        assert json.loads((tmp_path / "settings.json").read_text())["volume"] == 0.9
        assert kept.read_bytes() == SETTINGS and app.notice is None
    finally:
        app.close()


def test_settings_that_cannot_be_read_nor_moved_are_never_written_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "settings.json").write_bytes(SETTINGS)
    refuse_to_read(monkeypatch, "settings.json")
    monkeypatch.setattr(storage, "move_aside", lambda path, suffix=storage.DAMAGED: None)
    app = make_app(tmp_path)
    try:
        notice = ("Settings could not be read (permission denied); defaults in use, the "
                  "file is kept.")
        assert app.notice == notice
        app.set_volume(0.9)
        app.set_fullscreen(True)
        assert (tmp_path / "settings.json").read_bytes() == SETTINGS
        assert app.notice == notice                        # still true, and said once
        assert not list(tmp_path.glob(".settings-*"))     # no temp file left either
    finally:
        app.close()


def test_a_save_that_cannot_be_read_is_kept_and_a_new_game_saves_beside_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    raw = (SAMPLES / f"{samples_of('troy')[0]}.json").read_bytes()
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "troy.json").write_bytes(raw)
    refuse_to_read(monkeypatch, "troy.json")
    app = make_app(tmp_path)
    try:
        app.push(PregameScene("troy"))
        app.step(DT)
        pre = app.top
        assert pre.notice == ("The saved game could not be read (permission denied): kept "
                              "as troy.json.unreadable; start a new one.")
        assert not pre.resume.enabled
        kept = tmp_path / "saves" / "troy.json.unreadable"
        assert kept.read_bytes() == raw
        scene = TroyPlayScene(GameSetup("troy", vs_computer=False, seed=4))
        app.push(scene)
        scene.play(scene.state.legal_actions()[0])
        assert scene.save_error is None and (tmp_path / "saves" / "troy.json").exists()
        assert kept.read_bytes() == raw
    finally:
        app.close()


def test_a_save_that_cannot_be_read_nor_moved_is_never_written_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    raw = (SAMPLES / f"{samples_of('troy')[0]}.json").read_bytes()
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "troy.json").write_bytes(raw)
    refuse_to_read(monkeypatch, "troy.json")
    monkeypatch.setattr(storage, "move_aside", lambda path, suffix=storage.DAMAGED: None)
    app = make_app(tmp_path)
    try:
        saved, notice = read_save(app, "troy")
        assert saved is None and notice == (
            "The saved game could not be read (permission denied) and is left as it is; "
            "a new game is not saved over it.")
        scene = TroyPlayScene(GameSetup("troy", vs_computer=False, seed=4))
        app.push(scene)
        scene.play(scene.state.legal_actions()[0])
        assert app.banner == ("Could not save: troy.json cannot be read (permission denied), "
                              "so it is kept; the game goes on")
        assert (tmp_path / "saves" / "troy.json").read_bytes() == raw
    finally:
        app.close()


@pytest.mark.parametrize("where", ["no saves folder", "a file for the saves folder"])
def test_no_save_is_no_notice(tmp_path: Path, where: str) -> None:
    if where == "a file for the saves folder":
        (tmp_path / "saves").write_text("a file where the saves folder should be")
    app = make_app(tmp_path)
    try:
        for game in GAMES:
            assert read_save(app, game) == (None, None)
            app.push(PregameScene(game))
            app.step(DT)
            assert app.top.notice is None and not app.top.resume.enabled
            app.pop()
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["en", "es", "de"])
def test_each_settings_notice_fits_the_title_in_one_wording(tmp_path: Path, lang: str) -> None:
    from scenes.core import i18n, theme
    from scenes.core.settings import SettingsTrouble
    from scenes.menus.title import NOTICE_WIDTH, TitleScene

    i18n.set_language(lang)
    title = TitleScene()
    for trouble in [SettingsTrouble("unreadable", "permission denied",
                                    "settings.json.unreadable-99"),
                    SettingsTrouble("unreadable", "permission denied"),
                    SettingsTrouble("damaged", kept="settings.json.damaged-999"),
                    SettingsTrouble("damaged"),
                    SettingsTrouble("unwritable", "no space left on device"),
                    SettingsTrouble("unwritable")]:
        title.notice = trouble.words()
        assert title.notice.count("(") <= 1, title.notice        # no reason within a reason
        lines = title.notice_lines()
        assert len(lines) <= 2, lines
        assert all(theme.font(19).size(line)[0] <= NOTICE_WIDTH - 24 for line in lines)
