"""The pre-game screen after a game: the focus starts on "Start game" every
time, so one confirm starts the next game, whatever the mouse was doing."""

from __future__ import annotations

import pygame
import pytest

from scenes import games
from scenes.core.base import Scene
from tests.support import DT, click, key, make_app, post


class FakePlay(Scene):
    def __init__(self, setup: games.GameSetup) -> None:
        super().__init__()
        self.setup = setup


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()
    games._registered.clear()


def row_center(app, label: str) -> tuple[int, int]:
    lst = app.top.list
    return next(r.center for it, r in zip(lst.shown(), lst.rects(), strict=True)
                if it.label == label)


def test_focus_starts_on_start_game_after_each_game_even_with_the_mouse_resting(app) -> None:
    games.register_play("symbol", FakePlay)
    title_row = row_center(app, "Symbol")
    for round_no in range(3):
        click(app, title_row)                       # the title's Symbol row, by mouse
        pre = app.top
        assert type(pre).__name__ == "PregameScene"
        # the resting pointer jitters (or the system repeats its position)
        post(pygame.MOUSEMOTION, pos=(title_row[0] + 2, title_row[1] + 1), rel=(2, 1),
             buttons=(0, 0, 0))
        app.step(DT)
        assert pre.list.focused.label == "Start game", f"round {round_no}"
        if round_no == 1:
            pre.list.focus_on("Opponent")
            key(app, pygame.K_RIGHT)                # against the computer: more rows
            pre.list.focus_on("Start game")
        key(app, pygame.K_RETURN)                   # one confirm starts the game
        assert isinstance(app.top, FakePlay)
        app.return_to_title()
        app.step(DT)


def test_hovering_still_moves_the_focus_once_the_mouse_really_moves(app) -> None:
    key(app, pygame.K_RETURN)
    pre = app.top
    assert pre.list.focused.label == "Start game"
    target = row_center(app, "Opponent")
    post(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0))
    app.step(DT)
    post(pygame.MOUSEMOTION, pos=(target[0] + 40, target[1]), rel=(40, 0), buttons=(0, 0, 0))
    app.step(DT)
    assert pre.list.focused.label == "Opponent"
    click(app, row_center(app, "Back"))
    assert type(app.top).__name__ == "TitleScene"


@pytest.mark.parametrize("language", ["en", "es", "de", "pseudo"])
@pytest.mark.parametrize("game", list(games.order()))
def test_every_row_is_explained_inside_the_panel(tmp_path, monkeypatch, game: str,
                                                  language: str) -> None:
    """Each focused row's meaning (or how the game is played) shows at the foot of
    the side panel, and in every language it stays inside that panel."""
    from scenes.menus import pregame
    from scenes.ui import widgets

    app = make_app(tmp_path, title=False)
    app.set_language(language)
    screen = pregame.PregameScene(game)
    app.push(screen)
    app.step(DT)
    screen.opponent.set_value(True)         # against the computer: every row is shown
    screen._refresh()
    drawn: list[tuple[str, pygame.Rect]] = []

    def record(surface, s, size, pos, **kw):
        rect = widgets.blit_text(surface, s, size, pos, **kw)
        drawn.append((s, rect))
        return rect

    monkeypatch.setattr(pregame, "blit_text", record)
    notes = set()
    for index, item in enumerate(screen.list.shown()):
        if not item.enabled:                # "Continue" with nothing saved takes no focus
            continue
        screen.list.focus = index
        drawn.clear()
        app.draw()
        heading, note, _color = screen._focus_note()
        assert note, f"row {index} has nothing to say"
        notes.add(note)
        inside = [(s, r) for s, r in drawn if r.left >= pregame.SUMMARY.left]
        for s, rect in inside:
            assert pregame.SUMMARY.contains(rect), (s, rect)
    option_notes = {item.note for item in screen.option_items.values()}
    assert all(option_notes) and all(spec.note.endswith(".") for spec in games.GAMES[game].options)
    assert option_notes <= notes and len(notes) > len(option_notes)
    app.close()


class Resumed(Scene):
    def __init__(self, saved) -> None:
        super().__init__()


@pytest.mark.parametrize("game", list(games.order()))
def test_the_rows_stand_still_when_a_game_is_saved(tmp_path, monkeypatch, game: str) -> None:
    """"Continue the saved game" has its place whether or not a game is saved (greyed
    without one): a save appearing, or a damaged one set aside, moves no row, so a
    click aimed where a row stood on the last visit lands on that row."""
    from scenes.core.saves import write_save
    from scenes.menus import pregame

    def broken(saved) -> Scene:
        raise ValueError("a position from another version")

    factory = Resumed
    monkeypatch.setattr(pregame, "resume_factory", lambda key: factory)
    app = make_app(tmp_path)

    def rows() -> dict[str, pygame.Rect]:
        pre = app.top
        return {it.label: r for it, r in zip(pre.list.shown(), pre.list.rects(), strict=True)}

    app.push(pregame.PregameScene(game))
    app.step(DT)
    without = rows()
    assert not app.top.resume.enabled and "Continue the saved game" in without
    assert app.top.list.focused.label == "Start game"
    app.pop()
    assert write_save(app, games.play_factory(game)(games.GameSetup(game, seed=3)).saved_game())
    app.push(pregame.PregameScene(game))
    app.step(DT)
    assert app.top.resume.enabled and app.top.list.focused.label == "Continue the saved game"
    assert rows() == without
    app.pop()
    factory = broken                                  # the save cannot be continued
    app.push(pregame.PregameScene(game))
    app.step(DT)
    key(app, pygame.K_RETURN)                         # it is set aside, with a notice
    assert app.top.notice and not app.top.resume.enabled
    assert rows() == without
    app.close()


@pytest.mark.parametrize("game", list(games.order()))
def test_against_the_computer_every_row_ends_with_the_games_panel(app, game: str) -> None:
    """With the most rows (against the computer), Back ends where the game's panel
    does, well clear of the hint bar, and no row changes height when the rows for
    the computer come and go."""
    from scenes.menus.pregame import SUMMARY, PregameScene

    app.push(PregameScene(game))
    app.step(DT)
    before = app.top.list.rects()[0].height
    app.top.list.focus_on("Opponent")
    key(app, pygame.K_RIGHT)                          # Computer
    assert app.top.opponent.value is True
    rects = app.top.list.rects()
    assert [it.label for it in app.top.list.shown()][-1] == "Back"
    assert rects[-1].bottom <= SUMMARY.bottom and rects[0].height == before
    assert all(b.top - a.bottom >= 10 for a, b in zip(rects, rects[1:], strict=False))


@pytest.mark.parametrize("game,sides", [("symbol", ("Player 1", "Player 2")),
                                        ("essentia", ("Dawn", "Twilight"))])
def test_the_players_list_names_each_player_once(tmp_path, monkeypatch, game: str,
                                                 sides: tuple[str, str]) -> None:
    """At one screen, Symbol's sides are called Player 1 and Player 2 already: the
    list does not say 'Player 1 ... Player 1'. Essentia's sides still say who
    plays them."""
    from scenes.menus import pregame
    from scenes.ui import widgets

    app = make_app(tmp_path, title=False)
    screen = pregame.PregameScene(game)
    app.push(screen)
    app.step(DT)
    drawn: list[str] = []

    def record(surface, s, size, pos, **kw):
        drawn.append(s)
        return widgets.blit_text(surface, s, size, pos, **kw)

    monkeypatch.setattr(pregame, "blit_text", record)
    app.draw()
    for n, side in enumerate(sides, start=1):
        assert drawn.count(side) == 1, drawn
        if game == "essentia":
            assert f"Player {n}" in drawn
    app.close()
