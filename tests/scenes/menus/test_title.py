"""The title screen shows the game's version, small and out of the way."""

from __future__ import annotations

import pygame

from game.version import __version__
from scenes.core import theme
from scenes.menus import title
from scenes.ui.hints import HintBar
from tests.support import DT, make_app


def test_the_title_screen_shows_the_version_in_the_corner_above_the_hints(
        tmp_path, monkeypatch) -> None:
    drawn: dict[str, pygame.Rect] = {}
    real_blit_text = title.blit_text

    def recording_blit_text(surface, s, size, pos, **kwargs) -> pygame.Rect:
        rect = real_blit_text(surface, s, size, pos, **kwargs)
        drawn[s] = rect
        return rect

    monkeypatch.setattr(title, "blit_text", recording_blit_text)
    app = make_app(tmp_path)
    try:
        app.step(DT)
        assert title.VERSION_LABEL == f"v{__version__}"
        rect = drawn[title.VERSION_LABEL]
        assert rect.right <= theme.WIDTH and rect.right > theme.WIDTH - 40
        assert rect.bottom <= theme.HEIGHT - HintBar.HEIGHT
        assert rect.height < 24                     # discreet: smaller than any menu text
        assert not any(rect.colliderect(r) for r in app.top.list.rects())
        # it is really drawn: the same frame without it differs there
        with_label = pygame.Surface((theme.WIDTH, theme.HEIGHT))
        without = with_label.copy()
        app.top.draw(with_label)
        monkeypatch.setattr(title, "VERSION_LABEL", "")
        app.top.draw(without)
        assert pygame.image.tobytes(with_label.subsurface(rect), "RGB") != \
            pygame.image.tobytes(without.subsurface(rect), "RGB")
        rest = pygame.Rect(0, 0, theme.WIDTH, rect.top)
        assert pygame.image.tobytes(with_label.subsurface(rest), "RGB") == \
            pygame.image.tobytes(without.subsurface(rest), "RGB")
    finally:
        app.close()


def test_the_title_opens_on_the_game_last_started(tmp_path) -> None:
    """Started Symbol last time: the next run's title menu has Symbol in focus; the
    focus then stays where the player leaves it."""
    from scenes.menus.pregame import PregameScene
    app = make_app(tmp_path)
    app.push(PregameScene("symbol"))
    app.step(DT)
    app.top._start_new()
    again = make_app(tmp_path)
    again.step(DT)
    menu = again.top
    assert menu.list.focused is menu.game_items["symbol"]
    menu.list.focus = 0
    again.top.enter()
    assert menu.list.focus == 0


def test_a_pointer_resting_over_the_menu_does_not_take_the_focus(tmp_path) -> None:
    """The window opens under a resting mouse: the menu keeps the last game in focus
    until the mouse really moves."""
    from scenes.core.base import Act, InputAction
    from scenes.menus.pregame import PregameScene
    app = make_app(tmp_path)
    app.push(PregameScene("symbol"))
    app.step(DT)
    app.top._start_new()
    again = make_app(tmp_path)
    menu = again.top
    other = next(item for key, item in menu.game_items.items() if key != "symbol")
    row = menu.list.rects()[menu.list.items.index(other)]
    again.dispatch(InputAction(Act.POINT, "mouse", row.center))      # where it rests
    assert menu.list.focused is menu.game_items["symbol"]
    again.dispatch(InputAction(Act.POINT, "mouse", (row.centerx + 5, row.centery)))
    assert menu.list.focused is other                                 # it moved
