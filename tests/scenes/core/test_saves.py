"""Saved games: written atomically, read back exactly, never a crash on bad files."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pygame

from scenes.core.base import Scene
from scenes.core.saves import SavedGame, clear_save, read_save, saves_dir, write_save
from scenes.games import GameSetup
from scenes.menus import pregame as pregame_module
from scenes.menus.pregame import PregameScene
from scenes.ui.dialogs import ConfirmDialog
from tests.support import DT, key, make_app


def app_in(tmp_path):
    return SimpleNamespace(settings_path=tmp_path / "settings.json")


def test_a_save_reads_back_exactly(tmp_path) -> None:
    app = app_in(tmp_path)
    setup = GameSetup("symbol", vs_computer=True, human_side=1, difficulty="hard",
                      options={"army": "custom", "tiebreak": True}, seed=7)
    start = "7/7/7/7/7/7/7 LD3F3A3W3E3/ld3f3a3w3e3 1 0 -"
    saved = SavedGame(setup, start, {"start": start, "actions": [[0, "L@d1"]]})
    assert write_save(app, saved)
    back, notice = read_save(app, "symbol")
    assert notice is None and back == saved
    assert not list(saves_dir(app).glob(".*"))          # no temp file left behind
    clear_save(app, "symbol")
    assert read_save(app, "symbol") == (None, None)


def test_the_computer_playing_itself_saves_nothing(tmp_path) -> None:
    app = app_in(tmp_path)
    demo = GameSetup("essentia", vs_computer=True, human_side=None)
    assert not write_save(app, SavedGame(demo, "x"))
    assert read_save(app, "essentia") == (None, None)


def test_damaged_or_foreign_saves_are_ignored_with_a_notice(tmp_path) -> None:
    app = app_in(tmp_path)
    folder = saves_dir(app)
    folder.mkdir(parents=True)
    foreign = [{"version": 99},
               {"version": 1, "setup": {"game": "chess"}, "position": ""},
               {"version": 1, "setup": {"game": "troy"}, "position": "p"}]
    for content in [b"{not json", b"\xff\xfe", *(json.dumps(d).encode() for d in foreign)]:
        (folder / "essentia.json").write_bytes(content)
        saved, notice = read_save(app, "essentia")
        assert saved is None and notice


def test_an_unwritable_folder_is_a_false_not_a_crash(tmp_path) -> None:
    blocker = tmp_path / "saves"
    blocker.write_text("a file where the folder should be")
    assert not write_save(app_in(tmp_path), SavedGame(GameSetup("troy"), "p"))


class Resumed(Scene):
    def __init__(self, saved: SavedGame) -> None:
        super().__init__()
        self.saved = saved


def test_pregame_offers_the_save_first_and_one_confirm_continues_it(tmp_path, monkeypatch
                                                                    ) -> None:
    monkeypatch.setattr(pregame_module, "resume_factory", lambda game: Resumed)
    app = make_app(tmp_path)
    saved = SavedGame(GameSetup("symbol", vs_computer=True, human_side=1), "position", {})
    assert write_save(app, saved)
    app.push(PregameScene("symbol"))
    app.step(DT)
    assert app.top.list.focused.label == "Continue the saved game"
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, Resumed) and app.top.saved == saved
    app.close()


def test_a_save_that_cannot_be_continued_is_dropped_with_a_notice(tmp_path, monkeypatch
                                                                  ) -> None:
    def broken(saved: SavedGame) -> Scene:
        raise ValueError("position from another version")

    monkeypatch.setattr(pregame_module, "resume_factory", lambda game: broken)
    app = make_app(tmp_path)
    write_save(app, SavedGame(GameSetup("essentia"), "garbage", {}))
    app.push(PregameScene("essentia"))
    app.step(DT)
    key(app, pygame.K_RETURN)
    pre = app.top
    assert isinstance(pre, PregameScene) and pre.notice and not pre.resume.enabled
    assert pre.list.focused.label == "Start game"
    assert read_save(app, "essentia") == (None, None)
    app.close()


def test_starting_a_new_game_over_a_save_asks_first(tmp_path, monkeypatch) -> None:
    started: list[GameSetup] = []

    class Fresh(Scene):
        def __init__(self, setup: GameSetup) -> None:
            super().__init__()
            started.append(setup)

    monkeypatch.setattr(pregame_module, "resume_factory", lambda game: Resumed)
    monkeypatch.setattr(pregame_module, "play_factory", lambda game: Fresh)
    app = make_app(tmp_path)
    saved = SavedGame(GameSetup("symbol"), "p", {})
    assert write_save(app, saved)
    app.push(PregameScene("symbol"))
    app.step(DT)
    app.top.list.focus_on("Start game")
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmDialog) and "replaces your saved game" in app.top.detail
    key(app, pygame.K_RETURN)                        # "Keep the saved game" has the focus
    assert isinstance(app.top, PregameScene) and not started
    assert read_save(app, "symbol")[0] == saved
    key(app, pygame.K_RETURN)
    app.top.list.focus = 0                            # "Start a new game"
    key(app, pygame.K_RETURN)
    assert len(started) == 1
    app.close()


def test_without_a_save_the_focus_starts_on_start_game(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(pregame_module, "resume_factory", lambda game: Resumed)
    app = make_app(tmp_path)
    app.push(PregameScene("symbol"))
    app.step(DT)
    assert app.top.list.focused.label == "Start game"
    app.close()


def test_quitting_a_game_that_can_be_continued_says_it_is_kept(tmp_path) -> None:
    from scenes.menus.pause import PauseScene

    app = make_app(tmp_path)
    app.push(PauseScene("essentia"))
    app.top._ask_quit()
    assert "saved" in app.top.detail
    app.close()
